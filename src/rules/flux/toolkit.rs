//! Any Flux object: suspended, or `Ready` with its reason. `Stalled` is handled by the engine
//! (Failed); `Reconciling` with `ProgressingWithRetry` is a retry after a failure, so `Ready`'s
//! failure reason decides.

use crate::model::{ConditionStatus, Resource};
use crate::report::Verdict;
use crate::rules::{condition_detail, Assessment, Context, Next, Rule};

/// The Flux rule: every kind of every `*.toolkit.fluxcd.io` group.
pub static RULE: Rule = Rule { group: "*.toolkit.fluxcd.io", kind: "*", classify };

/// Ready=False reasons that mean still working.
const WORKING: &[&str] = &["Progressing", "ProgressingWithRetry", "DependencyNotReady", "Reconciling"];

fn classify(object: &Resource, context: &Context, next: Next) -> Assessment {
    if let Some(assessment) = suspended(object) {
        return assessment;
    }
    let Some(ready) = object.condition("Ready") else { return next(object, context) };
    let detail = condition_detail(ready);
    match ready.status {
        ConditionStatus::True => Assessment::plain(Verdict::Ready, format!("Ready is True{detail}.")),
        ConditionStatus::False => {
            let missing = ready.message.contains("not found") || ready.message.contains("does not exist");
            if WORKING.contains(&ready.reason.as_str()) && !missing {
                let waits = if ready.reason == "DependencyNotReady" { " It waits for the objects in spec.dependsOn (or its source)." } else { "" };
                Assessment::new(Verdict::InProgress, format!("{}Ready is False{detail}.{waits}", crate::rules::STILL_WORKING), ready.reason.clone())
            } else {
                let retry = if object.condition("Reconciling").is_some_and(|r| r.is_true()) { " Flux retries at every interval, but this needs a fix." } else { &format!(" Flux retries at every interval; fix the cause, then flux reconcile {} {}{} tries at once.", super::reconcile_words(&object.kind), object.name, object.namespace_flag()) };
                Assessment::new(Verdict::Failed, format!("Ready is False{detail}.{retry}"), ready.reason.clone())
            }
        }
        _ => Assessment::new(Verdict::InProgress, format!("Ready is Unknown: a reconcile is in flight{detail}."), ready.reason.clone()),
    }
}

/// `spec.suspend: true`: Flux does nothing with it until resumed.
pub(crate) fn suspended(object: &Resource) -> Option<Assessment> {
    let suspend = matches!(object.get(&["spec", "suspend"]), Some(crate::model::Value::Bool(true)));
    suspend.then(|| {
        Assessment::new(
            Verdict::Suspended,
            format!("Suspended (spec.suspend: true): Flux does not reconcile it. Resume with flux resume {} {}{}.", object.kind.to_ascii_lowercase(), object.name, object.namespace_flag()),
            "Suspended",
        )
    })
}
