//! Numaplane's rollouts (NumaflowControllerRollout, ISBServiceRollout, PipelineRollout,
//! MonoVertexRollout) each manage one child object. `status.phase` is `Pending` while a change is
//! being rolled out (`status.upgradeInProgress` names the strategy: `progressive`, `ppnd` =
//! pause pipelines and drain), `Deployed` once applied, `Failed` with `status.message`. The
//! conditions say more: `ChildResourceDeployed` (the child was applied), `ChildResourcesHealthy`
//! (False with reason `Progressing` while the child rolls out, another reason when it failed),
//! `PausingPipelines` / `PipelinePausingOrPaused` / `MonoVertexPausingOrPaused` (True while
//! pipelines are paused, by Numaplane for an update or by the user through
//! `lifecycle.desiredPhase: Paused`), and `ProgressiveUpgradeSucceeded` (False when the new
//! child failed its assessment; the previous one keeps running).

use crate::model::{Condition, Resource};
use crate::report::Verdict;
use crate::rules::{clause, condition_detail, status_missing, Assessment, Context, Next, Rule};

/// Every kind of the group.
pub static RULE: Rule = Rule { group: "numaplane.numaproj.io", kind: "*", classify };

/// `Type is Status: Reason: message` (Numaplane often repeats the reason as the message:
/// `condition_detail` says it once).
fn said(condition: &Condition) -> String {
    format!("{} is {}{}", condition.type_, condition.status.as_str(), condition_detail(condition))
}

/// Whether the user asked for the pipeline or monovertex to be paused.
fn paused_by_user(rollout: &Resource) -> bool {
    [["spec", "pipeline", "spec", "lifecycle", "desiredPhase"], ["spec", "monoVertex", "spec", "lifecycle", "desiredPhase"]]
        .iter()
        .any(|path| rollout.str(path) == Some("Paused"))
}

fn classify(rollout: &Resource, context: &Context, next: Next) -> Assessment {
    if status_missing(rollout) {
        return crate::rules::not_reconciled(rollout, "Numaplane has not reconciled it", "NumaplaneNotReconciled");
    }
    let phase = rollout.str(&["status", "phase"]);
    let message = rollout.str(&["status", "message"]).map(|m| clause(m.trim())).filter(|m| !m.is_empty());
    if phase == Some("Failed") {
        return Assessment::new(Verdict::Failed, format!("status.phase is Failed{}.", message.map(|m| format!(": {m}")).unwrap_or_default()), "NumaplaneRolloutFailed");
    }
    let condition = |type_: &str| rollout.condition(type_);
    if let Some(failed) = condition("ChildResourceDeployed").filter(|c| c.is_false()) {
        return Assessment::new(Verdict::Failed, format!("{}: Numaplane could not apply the child.", said(failed)), "NumaplaneRolloutFailed");
    }
    if let Some(failed) = condition("ProgressiveUpgradeSucceeded").filter(|c| c.is_false()) {
        return Assessment::new(
            Verdict::Degraded,
            format!("{}: the new child failed its assessment, the previous one keeps running.", said(failed)),
            "NumaplaneProgressiveUpgradeFailed",
        );
    }
    let pause = ["PipelinePausingOrPaused", "MonoVertexPausingOrPaused"].iter().find_map(|t| condition(t).filter(|c| c.is_true()));
    if let Some(pause) = pause {
        if paused_by_user(rollout) {
            return Assessment::new(Verdict::Suspended, format!("lifecycle.desiredPhase is Paused and {}: it is paused on purpose.", said(pause)), "NumaplanePaused");
        }
    }
    if let Some(health) = condition("ChildResourcesHealthy").filter(|c| !c.is_true()) {
        if health.is_false() && health.reason != "Progressing" {
            let verdict = if health.reason.contains("Fail") { Verdict::Failed } else { Verdict::Degraded };
            return Assessment::new(verdict, format!("{}.", said(health)), "NumaplaneChildUnhealthy");
        }
        return Assessment::new(Verdict::InProgress, format!("{}: the child is still rolling out.", said(health)), "NumaplaneRolloutProgressing");
    }
    if let Some(pausing) = pause.or_else(|| condition("PausingPipelines").filter(|c| c.is_true())) {
        return Assessment::new(Verdict::InProgress, format!("{}: pipelines are paused while Numaplane updates.", said(pausing)), "NumaplaneRolloutProgressing");
    }
    if phase == Some("Pending") {
        let strategy = rollout.str(&["status", "upgradeInProgress"]).filter(|s| !s.is_empty()).map(|s| format!(" (status.upgradeInProgress: {s})")).unwrap_or_default();
        return Assessment::new(Verdict::InProgress, format!("status.phase is Pending: an update is being rolled out{strategy}."), "NumaplaneRolloutProgressing");
    }
    if phase == Some("Deployed") && condition("ChildResourcesHealthy").is_some_and(Condition::is_true) {
        return Assessment::plain(Verdict::Ready, "status.phase is Deployed and ChildResourcesHealthy is True: the child is applied and healthy.");
    }
    next(rollout, context)
}
