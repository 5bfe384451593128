//! A SpinApp runs as a Deployment the spin-operator creates, and its status copies that
//! Deployment's `Available` and `Progressing` conditions (type, status, reason, message) plus
//! `readyReplicas`; `DeploymentNotFound` (Unknown) until the Deployment exists. So they read
//! as a Deployment's: `Progressing` with `NewReplicaSetAvailable` means the rollout is
//! complete (whatever its status), `ReplicaSetUpdated` / `NewReplicaSetCreated` that it is
//! under way, `ProgressDeadlineExceeded` that it stopped. `spec.replicas` is absent when an
//! autoscaler sets it (`enableAutoscaling`). An executor without a Deployment
//! (`createDeployment: false`) writes no status at all.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{be, clause, condition_detail, count, reason_or, Assessment, Context, Next, Rule};

/// SpinApp.
pub static RULE: Rule = Rule { group: "core.spinkube.dev", kind: "SpinApp", classify };

/// SpinApp under the operator's first API group.
pub static RULE_SPINOPERATOR: Rule = Rule { group: "core.spinoperator.dev", kind: "SpinApp", classify };

/// Reasons of a rollout that is still under way.
const ROLLING: &[&str] = &["ReplicaSetUpdated", "NewReplicaSetCreated", "FoundNewReplicaSet"];

fn classify(app: &Resource, context: &Context, next: Next) -> Assessment {
    if app.get(&["status"]).is_none() {
        return Assessment::new(
            Verdict::InProgress,
            format!("{} has no status yet: the spin-operator has not created its Deployment (or its executor creates none, or the status was not pasted).", app.display_name()),
            "SpinAppPending",
        );
    }
    let ready = app.int(&["status", "readyReplicas"]).unwrap_or(0);
    let wanted = app.int(&["spec", "replicas"]);
    let counts = match wanted {
        Some(wanted) => format!("{ready} of {wanted} replicas are ready"),
        None => format!("{} {} ready (the count is left to the autoscaler)", count(ready, "replica"), be(ready)),
    };
    let available = app.condition("Available");
    let progressing = app.condition("Progressing");
    if [available, progressing].iter().flatten().any(|c| c.reason == "DeploymentNotFound") {
        return Assessment::new(Verdict::InProgress, format!("The spin-operator has not created the SpinApp's Deployment yet (DeploymentNotFound); {counts}."), "SpinAppPending");
    }
    let (Some(available), Some(progressing)) = (available, progressing) else {
        return next(app, context);
    };
    if progressing.reason == "ProgressDeadlineExceeded" {
        let what = format!("The rollout stopped (Progressing{})", condition_detail(progressing));
        return if ready > 0 {
            Assessment::new(Verdict::Degraded, format!("{what}; {counts}, from the previous version."), "ProgressDeadlineExceeded")
        } else {
            Assessment::new(Verdict::Failed, format!("{what}; no replica is ready, so nothing serves."), "ProgressDeadlineExceeded")
        };
    }
    let complete = progressing.reason == "NewReplicaSetAvailable";
    if !complete && (ROLLING.contains(&progressing.reason.as_str()) || progressing.is_true() || progressing.status == crate::model::ConditionStatus::Unknown) {
        return Assessment::new(
            Verdict::InProgress,
            format!("The rollout is under way (Progressing is {}{}); {counts}.", progressing.status.as_str(), condition_detail(progressing)),
            reason_or(progressing, "SpinAppRollingOut"),
        );
    }
    if available.is_false() {
        let what = format!("Available is False{}; {counts}", condition_detail(available));
        return if ready > 0 {
            Assessment::new(Verdict::Degraded, format!("{what}."), reason_or(available, "SpinAppUnavailable"))
        } else {
            Assessment::new(Verdict::Failed, format!("{what}: nothing serves."), reason_or(available, "SpinAppUnavailable"))
        };
    }
    if !complete {
        return next(app, context);
    }
    if let Some(wanted) = wanted.filter(|wanted| ready < *wanted) {
        return Assessment::new(
            Verdict::Degraded,
            format!("The rollout is complete, but only {ready} of {wanted} replicas are ready now."),
            "SpinAppUnavailable",
        );
    }
    let message = clause(&progressing.message);
    let said = if message.is_empty() { String::new() } else { format!(" ({message})") };
    Assessment::plain(Verdict::Ready, format!("The rollout is complete{said} and {counts}."))
}
