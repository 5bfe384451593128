//! KEDA ScaledObject and ScaledJob: `Paused=True` (the `autoscaling.keda.sh/paused`
//! annotations) stops scaling on purpose even though `Ready` stays True; `Ready=Unknown` with
//! `PartialTriggerError` means some triggers fail while the others still scale.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, reason_or, Assessment, Context, Next, Rule};

/// ScaledObject.
pub static RULE_SCALED_OBJECT: Rule = Rule { group: "keda.sh", kind: "ScaledObject", classify };

/// ScaledJob.
pub static RULE_SCALED_JOB: Rule = Rule { group: "keda.sh", kind: "ScaledJob", classify };

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    if let Some(paused) = resource.condition("Paused").filter(|c| c.is_true()) {
        return Assessment::new(
            Verdict::Suspended,
            format!("Paused is True{}: KEDA does not scale it until the autoscaling.keda.sh/paused annotation is removed.", condition_detail(paused)),
            reason_or(paused, "KedaPaused"),
        );
    }
    match resource.condition("Ready") {
        Some(ready) if ready.reason == "PartialTriggerError" => Assessment::new(
            Verdict::Degraded,
            format!("Ready is {}{}: the other triggers still scale.", ready.status.as_str(), condition_detail(ready)),
            "PartialTriggerError",
        ),
        Some(_) => next(resource, context),
        None => Assessment::new(
            Verdict::InProgress,
            format!("{} has no Ready condition yet: KEDA has not finished checking its triggers.", resource.display_name()),
            "KedaNotReady",
        ),
    }
}
