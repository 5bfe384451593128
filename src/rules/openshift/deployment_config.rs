//! An OpenShift DeploymentConfig rolls out each version (`status.latestVersion`) through a
//! replication controller `<name>-<version>` and a deployer pod. Its `Progressing` condition
//! says where the rollout is: `Unknown` while the deployer pod has not run yet, `True` with
//! `NewReplicationControllerCreated` / `ReplicationControllerUpdated` while it scales,
//! `True` with `NewReplicationControllerAvailable` when the rollout is complete, `False` with
//! `ProgressDeadlineExceeded` (the deployer gave up) or `RolloutCancelled`
//! (`oc rollout cancel`). `Available` says whether enough replicas serve; a config whose
//! current replication controller runs no replica at all (`status.replicas: 0`, e.g. idled)
//! reports `Available=False` though nothing is wrong.

use crate::model::{Condition, Resource};
use crate::report::Verdict;
use crate::rules::{capitalized, clause, condition_detail, reason_or, Assessment, Context, Next, Rule};

/// DeploymentConfig.
pub static RULE: Rule = Rule { group: "apps.openshift.io", kind: "DeploymentConfig", classify };

/// The `Progressing` reason of a finished rollout.
const ROLLED_OUT: &str = "NewReplicationControllerAvailable";

fn classify(config: &Resource, context: &Context, next: Next) -> Assessment {
    if config.get(&["status"]).is_none() {
        return crate::rules::not_reconciled(config, "the OpenShift controller has not started its first rollout", "DeploymentConfigPending");
    }
    let wanted = config.int(&["spec", "replicas"]).unwrap_or(1);
    let count = |field: &str| config.int(&["status", field]);
    let replicas = count("replicas").unwrap_or(wanted);
    let available = count("availableReplicas").unwrap_or(0);
    let unavailable = count("unavailableReplicas").unwrap_or(0);
    let version = count("latestVersion").map(|v| format!(" (latestVersion {v})")).unwrap_or_default();
    let progressing = config.condition("Progressing");
    let availability = config.condition("Available");

    if config.get(&["spec", "paused"]).and_then(|v| v.as_bool()) == Some(true) {
        return Assessment::new(
            Verdict::Suspended,
            format!("The DeploymentConfig is paused (spec.paused: true): no new version rolls out; {available} of {replicas} replicas are available. Resume it with oc rollout resume."),
            "DeploymentConfigPaused",
        );
    }
    // Old replicas still serving decide between Degraded and Failed.
    let serving = |what: String, reason: String| {
        if available > 0 {
            Assessment::new(Verdict::Degraded, format!("{what}; {available} of {replicas} replicas are still available (the previous version may still serve)."), reason)
        } else {
            Assessment::new(Verdict::Failed, format!("{what}; no replica is available, so nothing serves."), reason)
        }
    };
    if let Some(stopped) = progressing.filter(|c| c.is_false()) {
        let what = match stopped.reason.as_str() {
            "RolloutCancelled" => format!("The rollout{version} was cancelled{}", message_part(stopped)),
            "ProgressDeadlineExceeded" => format!("The rollout{version} did not finish within its deadline (ProgressDeadlineExceeded{})", message_part(stopped)),
            _ => format!("The rollout{version} failed: Progressing is False{}", condition_detail(stopped)),
        };
        return serving(what, reason_or(stopped, "DeploymentConfigRolloutFailed"));
    }
    if let Some(failure) = config.condition("ReplicaFailure").filter(|c| c.is_true()) {
        return serving(format!("Pods cannot be created{}", condition_detail(failure)), reason_or(failure, "ReplicationControllerCreateError"));
    }
    if let Some(at) = config.str(&["metadata", "annotations", "idling.alpha.openshift.io/idled-at"]).filter(|_| replicas == 0) {
        let before = config
            .str(&["metadata", "annotations", "idling.alpha.openshift.io/previous-scale"])
            .filter(|n| !n.trim().is_empty())
            .map(|n| format!(" (previous scale {n})"))
            .unwrap_or_default();
        let at = if at.trim().is_empty() { String::new() } else { format!(" at {at}") };
        return Assessment::new(
            Verdict::Suspended,
            format!("The DeploymentConfig was idled{at}{before}: no replica runs until a request to its service wakes it (or oc scale brings it back)."),
            "DeploymentConfigIdled",
        );
    }
    if replicas == 0 && unavailable == 0 && availability.is_some_and(|c| c.is_false()) {
        let spec = if wanted > 0 { format!(" while spec.replicas is {wanted}") } else { String::new() };
        return Assessment::plain(
            Verdict::Ready,
            format!("No replica runs: status.replicas is 0 (none unavailable){spec}. The current replication controller is scaled to zero (scaled down or idled), so Available=False only says that nothing serves; scale it up if that is not on purpose."),
        );
    }
    let rolled_out = progressing.is_some_and(|c| c.is_true() && c.reason == ROLLED_OUT);
    let rolling = progressing.filter(|c| !rolled_out && !c.is_false());
    if let Some(unavailable_condition) = availability.filter(|c| c.is_false()) {
        let what = format!(
            "Available is False{}: {available} of {replicas} replicas are available",
            condition_detail(unavailable_condition)
        );
        return match rolling {
            Some(rolling) => Assessment::new(
                Verdict::Degraded,
                format!("{what}, and the rollout{version} is still under way ({}).", rollout_words(rolling)),
                reason_or(unavailable_condition, "DeploymentConfigUnavailable"),
            ),
            None if available > 0 => Assessment::new(Verdict::Degraded, format!("{what}."), reason_or(unavailable_condition, "DeploymentConfigUnavailable")),
            None => Assessment::new(Verdict::Failed, format!("{what}: nothing serves."), reason_or(unavailable_condition, "DeploymentConfigUnavailable")),
        };
    }
    if let Some(rolling) = rolling {
        return Assessment::new(
            Verdict::InProgress,
            format!("The rollout{version} is in progress: {}; {available} of {replicas} replicas are available.", rollout_words(rolling)),
            reason_or(rolling, "DeploymentConfigRollingOut"),
        );
    }
    if !rolled_out && progressing.is_none() && availability.is_none() {
        return next(config, context);
    }
    let done = progressing.filter(|_| rolled_out).map(|c| if c.message.is_empty() { "the rollout is complete".to_owned() } else { clause(&c.message).to_owned() }).unwrap_or_else(|| "Available is True".to_owned());
    if available < replicas {
        return Assessment::new(
            Verdict::Degraded,
            format!("{}{version}, but only {available} of {replicas} replicas are available now.", capitalized(&done)),
            "DeploymentConfigUnavailable",
        );
    }
    Assessment::plain(Verdict::Ready, format!("{}{version}; {available} of {replicas} replicas are available.", capitalized(&done)))
}

/// `Progressing is Unknown: replication controller "x-1" is waiting for pod "x-1-deploy" to run`.
fn rollout_words(progressing: &Condition) -> String {
    format!("Progressing is {}{}", progressing.status.as_str(), condition_detail(progressing))
}

fn message_part(condition: &Condition) -> String {
    let message = clause(&condition.message);
    if message.is_empty() { String::new() } else { format!(": {message}") }
}
