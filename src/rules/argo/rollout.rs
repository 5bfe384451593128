//! Argo Rollouts Rollout: a Deployment with canary or blue-green steps. The controller writes
//! `status.phase` (`Healthy`, `Progressing`, `Paused`, `Degraded`) with `status.message`;
//! `status.abort` is set when an analysis failed or a person aborted, and the stable version
//! (`status.stableRS`) keeps serving; `InvalidSpec` True means the spec cannot be rolled out.
//! A pause step, `kubectl argo rollouts pause` or `spec.paused` wait for a person
//! (`status.pauseConditions`). Canary steps are counted from `status.currentStepIndex`.
//! Its ReplicaSets carry the `rollout.argoproj.io/revision` annotation, so the roll-up finds
//! the current one and fails early when its pods crash (see `rules::FAILS_EARLY`).

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, reason_or, Assessment, Context, Next, Rule};
use crate::model::Value;

/// Rollout.
pub static RULE: Rule = Rule { group: "argoproj.io", kind: "Rollout", classify };

fn classify(rollout: &Resource, context: &Context, next: Next) -> Assessment {
    if let Some(invalid) = rollout.condition("InvalidSpec").filter(|c| c.is_true()) {
        return Assessment::new(Verdict::Failed, format!("The Rollout's spec is invalid{}: nothing is rolled out until it is fixed.", condition_detail(invalid)), reason_or(invalid, "InvalidSpec"));
    }
    let count = |field: &str| rollout.int(&["status", field]).unwrap_or(0);
    let wanted = rollout.int(&["spec", "replicas"]).unwrap_or(1);
    let available = count("availableReplicas");
    let message = rollout.str(&["status", "message"]).filter(|m| !m.is_empty());
    let quoted = message.map(|m| format!(" ({m})")).unwrap_or_default();
    let revision = rollout.str(&["metadata", "annotations", "rollout.argoproj.io/revision"]).filter(|r| !r.trim().is_empty()).map(|r| format!(" to revision {r}")).unwrap_or_default();
    let stable = rollout.str(&["status", "stableRS"]).filter(|s| !s.is_empty());
    let aborted = rollout.get(&["status", "abort"]).and_then(Value::as_bool) == Some(true);
    let phase = rollout.str(&["status", "phase"]).unwrap_or("");
    if aborted || phase == "Degraded" {
        let deadline = rollout.condition("Progressing").filter(|c| c.is_false() && c.reason == "ProgressDeadlineExceeded");
        let (what, reason) = match (aborted, deadline) {
            (true, _) => (format!("The update{revision} was aborted{quoted}"), "RolloutAborted"),
            (false, Some(_)) => (format!("The update{revision} made no progress within its deadline{quoted}"), "ProgressDeadlineExceeded"),
            (false, None) => (format!("The Rollout is degraded{quoted}"), "RolloutDegraded"),
        };
        return match (stable, available) {
            (Some(stable), available) if available > 0 => Assessment::new(
                Verdict::Degraded,
                format!("{what}; the stable version (ReplicaSet hash {stable}) still serves with {available} of {wanted} replicas available."),
                reason,
            ),
            (None, available) if available > 0 => Assessment::new(
                Verdict::Failed,
                format!("{what}; {available} of {wanted} replicas are available, but the status names no stable version (status.stableRS) that still serves."),
                reason,
            ),
            _ => Assessment::new(Verdict::Failed, format!("{what}; no replica is available, so nothing is serving."), reason),
        };
    }
    let step = step_text(rollout);
    let paused_by_person = rollout.get(&["spec", "paused"]).and_then(Value::as_bool) == Some(true);
    let pause = match rollout.get(&["status", "pauseConditions"]) {
        Some(Value::Array(items)) => items.first().and_then(|c| c.get("reason")).and_then(Value::as_str),
        _ => None,
    };
    if phase == "Paused" || paused_by_person || pause.is_some() {
        let why = match (pause, paused_by_person) {
            (Some("CanaryPauseStep"), _) => " at a pause step".to_owned(),
            (Some("BlueGreenPause"), _) => " before switching the active service to the new version".to_owned(),
            (Some("InconclusiveAnalysisRun" | "InconclusiveExperiment"), _) => ": its analysis was inconclusive and waits for a person".to_owned(),
            (Some(other), _) => format!(" ({other})"),
            (None, true) => " (spec.paused: true)".to_owned(),
            (None, false) => String::new(),
        };
        return Assessment::new(
            Verdict::Suspended,
            format!(
                "The update{revision} is paused{why}{step}; {available} of {wanted} replicas are available. Promote it when it should go on: kubectl argo rollouts promote {}{}.",
                rollout.name,
                rollout.namespace_flag()
            ),
            "RolloutPaused",
        );
    }
    match phase {
        "Healthy" => Assessment::plain(Verdict::Ready, format!("The Rollout is fully rolled out: {available} of {wanted} replicas are available{}.", stable.map(|s| format!(" (stable ReplicaSet hash {s})")).unwrap_or_default())),
        "Progressing" => Assessment::new(
            Verdict::InProgress,
            format!("The update{revision} is in progress{step}{quoted}; {available} of {wanted} replicas are available."),
            "RolloutProgressing",
        ),
        _ => next(rollout, context),
    }
}

/// `, at canary step 2 of 5 (setWeight 20)` from the current step index and the spec's steps.
fn step_text(rollout: &Resource) -> String {
    let Some(Value::Array(steps)) = rollout.get(&["spec", "strategy", "canary", "steps"]) else { return String::new() };
    let Some(index) = rollout.int(&["status", "currentStepIndex"]) else { return String::new() };
    let Ok(position) = usize::try_from(index) else { return String::new() };
    let Some(Value::Object(step)) = steps.get(position) else {
        return format!(", after the last of {} canary steps", steps.len());
    };
    let what = step.iter().next().map(|(key, value)| match value {
        Value::Number(n) => format!(" ({key} {n})"),
        Value::String(s) => format!(" ({key} {s})"),
        Value::Object(inner) if inner.get("duration").is_some() => format!(" ({key} {})", inner.get("duration").map(|d| d.to_string().trim_matches('"').to_owned()).unwrap_or_default()),
        _ => format!(" ({key})"),
    });
    format!(", at canary step {} of {}{}", position + 1, steps.len(), what.unwrap_or_default())
}
