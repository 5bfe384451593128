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
        // The annotation it carries: `paused-replicas` also holds the target at that count.
        let annotation = ["autoscaling.keda.sh/paused-replicas", "autoscaling.keda.sh/paused"]
            .into_iter()
            .find(|key| resource.str(&["metadata", "annotations", key]).is_some())
            .unwrap_or("autoscaling.keda.sh/paused");
        let held = resource
            .str(&["metadata", "annotations", "autoscaling.keda.sh/paused-replicas"])
            .map(|count| format!(", and holds its target at {count} replicas"))
            .unwrap_or_default();
        return Assessment::new(
            Verdict::Suspended,
            format!(
                "Paused is True{}: KEDA does not scale it{held} until the {annotation} annotation is removed (kubectl annotate {} {}{} {annotation}-).",
                condition_detail(paused),
                resource.kind.to_ascii_lowercase(),
                resource.name,
                resource.namespace_flag()
            ),
            reason_or(paused, "KedaPaused"),
        );
    }
    // A trigger failing while KEDA scales to its fallback: Ready may stay True, but the
    // scaling is blind.
    if let Some(fallback) = resource.condition("Fallback").filter(|c| c.is_true()) {
        let failing: Vec<String> = match resource.get(&["status", "health"]) {
            Some(crate::model::Value::Object(health)) => health
                .iter()
                .filter(|(_, state)| state.get("status").and_then(crate::model::Value::as_str) == Some("Failing"))
                .map(|(trigger, state)| match state.get("numberOfFailures").and_then(crate::model::Value::as_i64) {
                    Some(failures) => format!("{trigger} ({failures} failures in a row)"),
                    None => trigger.to_string(),
                })
                .collect(),
            _ => Vec::new(),
        };
        let which = if failing.is_empty() { String::new() } else { format!(": {}", failing.join(", ")) };
        let replicas = resource.int(&["spec", "fallback", "replicas"]).map(|n| format!(" at spec.fallback.replicas ({n})")).unwrap_or_default();
        return Assessment::new(
            Verdict::Degraded,
            format!(
                "A trigger keeps failing{which}, so KEDA holds the target{replicas} instead of scaling on it (Fallback is True{}). Fix the trigger's source or credentials: kubectl describe {} {}{} shows the errors.",
                condition_detail(fallback),
                resource.kind.to_ascii_lowercase(),
                resource.name,
                resource.namespace_flag()
            ),
            reason_or(fallback, "FallbackExists"),
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
