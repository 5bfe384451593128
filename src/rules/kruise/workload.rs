//! OpenKruise workloads: CloneSet (`spec.updateStrategy.paused`, `partition`), Advanced
//! StatefulSet and Advanced DaemonSet (`spec.updateStrategy.rollingUpdate.paused`,
//! `partition`). `partition` keeps that many pods at the old revision on purpose (a phased
//! release): once the others are updated and ready the roll out is complete for now, as with
//! an `apps/v1` StatefulSet. `Failed*` conditions (`FailedScale`, `FailedUpdate`,
//! `FailedCreatePod`) report what the controller could not do.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, reason_or, Assessment, Context, Next, Rule};

/// CloneSet.
pub static RULE_CLONE_SET: Rule = Rule { group: "apps.kruise.io", kind: "CloneSet", classify };

/// Advanced StatefulSet.
pub static RULE_STATEFUL_SET: Rule = Rule { group: "apps.kruise.io", kind: "StatefulSet", classify };

/// Advanced DaemonSet.
pub static RULE_DAEMON_SET: Rule = Rule { group: "apps.kruise.io", kind: "DaemonSet", classify };

/// `partition` as a number of pods: an integer, or a percentage of `of` (rounded up).
fn partition(value: Option<&crate::model::Value>, of: i64) -> i64 {
    match value {
        Some(crate::model::Value::Number(n)) => n.as_i64().unwrap_or(0).max(0),
        Some(crate::model::Value::String(text)) => match text.strip_suffix('%').map(|p| p.trim().parse::<i64>()) {
            Some(Ok(percent)) => of.saturating_mul(percent.clamp(0, 100)).saturating_add(99) / 100,
            _ => text.trim().parse::<i64>().unwrap_or(0).max(0),
        },
        _ => 0,
    }
}

fn classify(set: &Resource, context: &Context, next: Next) -> Assessment {
    let daemon = set.kind == "DaemonSet";
    let strategy = if set.kind == "CloneSet" { vec!["spec", "updateStrategy"] } else { vec!["spec", "updateStrategy", "rollingUpdate"] };
    let setting = |name: &'static str| {
        let mut path = strategy.clone();
        path.push(name);
        set.get(&path).cloned()
    };
    let status = |name: &str| set.int(&["status", name]);
    if set.get(&["status"]).is_none() {
        return crate::rules::not_reconciled(set, "the Kruise controller has not reported on it", "KruiseStatusPending");
    }
    let (wanted, updated_ready, noun) = if daemon {
        (status("desiredNumberScheduled").unwrap_or(0), status("updatedNumberScheduled").unwrap_or(0).min(status("numberReady").unwrap_or(0)), "scheduled pods")
    } else {
        (set.int(&["spec", "replicas"]).or(status("replicas")).unwrap_or(1), status("updatedReadyReplicas").unwrap_or(0), "replicas")
    };
    if setting("paused").and_then(|v| v.as_bool()) == Some(true) {
        let path = strategy.join(".");
        return Assessment::new(
            Verdict::Suspended,
            format!("The update is paused ({path}.paused: true); {updated_ready} of {wanted} {noun} are updated and ready. Set it to false to resume."),
            "KruiseUpdatePaused",
        );
    }
    let held = partition(setting("partition").as_ref(), wanted);
    let target = status("expectedUpdatedReplicas").unwrap_or_else(|| wanted.saturating_sub(held).max(0));
    let failure = set.conditions.iter().find(|c| c.type_.starts_with("Failed") && c.is_true());
    if updated_ready < target {
        if let Some(failed) = failure {
            return Assessment::new(
                Verdict::Degraded,
                format!("{} is True{}; {updated_ready} of {target} {noun} are updated and ready.", failed.type_, condition_detail(failed)),
                reason_or(failed, &failed.type_),
            );
        }
        return Assessment::new(
            Verdict::InProgress,
            format!("The roll out is in progress: {updated_ready} of {target} {noun} are updated and ready."),
            "KruiseRolloutInProgress",
        );
    }
    let leftover = failure
        .map(|failed| format!(" ({} is still True{}, from an earlier attempt: every pod is now updated and ready)", failed.type_, condition_detail(failed)))
        .unwrap_or_default();
    if held > 0 && target < wanted {
        return Assessment::new(
            Verdict::Ready,
            format!(
                "The partitioned rollout is complete: {updated_ready} of {wanted} {noun} are updated and ready; partition {held} keeps the others at the old revision until it is lowered{leftover}."
            ),
            "KruisePartitioned",
        );
    }
    if wanted == 0 && !daemon {
        return next(set, context);
    }
    Assessment::plain(Verdict::Ready, format!("All {updated_ready} of {wanted} {noun} are updated and ready{leftover}."))
}
