//! Deployment (`apps/v1`): Progressing / Available / ReplicaFailure and replica counts.

use crate::model::timestamp::human_duration;
use crate::model::{Resource, Timestamp};
use crate::report::Verdict;
use crate::rules::{be, condition_detail, every, Assessment, Context, Next, Rule};

/// Said of replicas still available during a rollout when the paste does not show which
/// revision they are; the roll-up names the older ReplicaSet instead when it is pasted.
pub(crate) const MAY_STILL_SERVE: &str = " (the previous version may still be serving)";

/// The Deployment rule.
pub static RULE: Rule = Rule { group: "apps", kind: "Deployment", classify };

fn classify(deployment: &Resource, context: &Context, _next: Next) -> Assessment {
    let wanted = deployment.int(&["spec", "replicas"]).unwrap_or(1);
    let count = |field: &str| deployment.int(&["status", field]).unwrap_or(0);
    let (replicas, updated, available) = (count("replicas"), count("updatedReplicas"), count("availableReplicas"));

    if deployment.get(&["spec", "paused"]).and_then(|v| v.as_bool()) == Some(true) {
        return Assessment::new(
            Verdict::Suspended,
            format!(
                "The rollout is paused (spec.paused: true); {available} of {wanted} replicas are available{}. Resume it with kubectl rollout resume deployment/{}{}.",
                // Changes to the template made while paused wait for the resume.
                match (replicas, updated) {
                    (replicas, 0) if replicas > 0 => "; none runs the latest template yet: the change waits for the resume".to_owned(),
                    (replicas, updated) if updated < replicas => format!("; {updated} of {replicas} run the latest template: the rest of the change waits for the resume"),
                    _ => String::new(),
                },
                deployment.name,
                deployment.namespace_flag()
            ),
            "DeploymentPaused",
        );
    }
    // Pods still serving decide between Degraded (something is up) and Failed (nothing is);
    // they are the previous version's only while old replicas remain.
    let serving = |what: &str| -> (Verdict, String) {
        if available > 0 && replicas > updated {
            (Verdict::Degraded, format!("{what}; {available} of {wanted} replicas are still available{MAY_STILL_SERVE}"))
        } else if available > 0 {
            (Verdict::Degraded, format!("{what}; {available} of {wanted} replicas are still available"))
        } else {
            (Verdict::Failed, format!("{what}; no replica is available, so nothing is serving"))
        }
    };
    if let Some(failure) = deployment.condition("ReplicaFailure").filter(|c| c.is_true()) {
        let (verdict, summary) = serving(&format!("Pods cannot be created{}", condition_detail(failure)));
        let refused = crate::rules::core::admission::refusal(&failure.message, deployment).map(|why| format!(" {why}")).unwrap_or_default();
        let assessment = Assessment::new(verdict, format!("{summary}.{refused}"), reason_or(&failure.reason, "FailedCreate"));
        // What refused the pods says what to do: not "describe the pods" (there are none).
        return if refused.is_empty() { assessment } else { assessment.answering() };
    }
    if let Some(progressing) = deployment.condition("Progressing").filter(|c| c.is_false()) {
        let what = if progressing.reason == "ProgressDeadlineExceeded" {
            let deadline = deployment.int(&["spec", "progressDeadlineSeconds"]).unwrap_or(600);
            format!(
                "The rollout made no progress within its deadline of {deadline} s (ProgressDeadlineExceeded{}); {updated} of {wanted} replicas are updated",
                message_part(&progressing.message)
            )
        } else {
            format!("The rollout failed{}", condition_detail(progressing))
        };
        let (verdict, summary) = serving(&what);
        return Assessment::new(verdict, format!("{summary}."), reason_or(&progressing.reason, "ProgressFailed"));
    }
    if updated < wanted {
        return rolling(format!("{updated} of {wanted} new replicas have been updated"), deployment, context);
    }
    if replicas > updated {
        let old = replicas - updated;
        return rolling(format!("{} {} pending termination", crate::rules::count(old, "old replica"), crate::rules::be(old)), deployment, context);
    }
    let unavailable = deployment.condition("Available").filter(|c| c.is_false());
    // The rollout finished (the controller no longer counts a deadline): pods that are not
    // available now stopped being so after it.
    let finished = deployment.condition("Progressing").is_some_and(|c| c.is_true() && c.reason == "NewReplicaSetAvailable");
    if finished && (available < updated || unavailable.is_some()) {
        return short_after_rollout(deployment, context, available, wanted);
    }
    if available < updated {
        return rolling(format!("{available} of {updated} updated replicas are available"), deployment, context);
    }
    if let Some(unavailable) = unavailable {
        return Assessment::new(
            Verdict::InProgress,
            format!("The Deployment is below minimum availability{}.", condition_detail(unavailable)),
            unavailable.reason.clone(),
        );
    }
    if wanted == 0 {
        return Assessment::plain(Verdict::Ready, "The Deployment is scaled to zero replicas (spec.replicas: 0).");
    }
    Assessment::plain(Verdict::Ready, format!("The rollout is complete: {} {} updated and available.", every(wanted, "replica"), be(wanted)))
}

/// Fewer replicas available than wanted after the rollout finished: a replica replaced or
/// restarting (in progress), until the Deployment has been below its minimum availability for
/// as long as its progress deadline (Degraded; Failed when none is available).
fn short_after_rollout(deployment: &Resource, context: &Context, available: i64, wanted: i64) -> Assessment {
    let deadline = deployment.int(&["spec", "progressDeadlineSeconds"]).unwrap_or(600);
    let below = deployment.condition("Available").filter(|c| c.is_false());
    let below_for = below.and_then(|c| context.seconds_since(c.since));
    let what = format!("The rollout is complete, but {available} of {wanted} replicas are available now");
    let find = format!("kubectl get pods{}{} shows which one is not ready", deployment.namespace_flag(), crate::rules::selector_flag(deployment));
    match (below, below_for) {
        (Some(condition), Some(seconds)) if seconds >= deadline => {
            let verdict = if available > 0 { Verdict::Degraded } else { Verdict::Failed };
            Assessment::new(
                verdict,
                format!(
                    "{what}: it has been below its minimum availability for {} ({}). Its pods stopped being available after the rollout, not during it; {find}.",
                    human_duration(seconds),
                    reason_or(&condition.reason, "MinimumReplicasUnavailable")
                ),
                reason_or(&condition.reason, "MinimumReplicasUnavailable"),
            )
        }
        (Some(condition), _) => Assessment::new(
            Verdict::InProgress,
            format!(
                "{what}: below its minimum availability{}. A replica is being replaced or restarting; {find}.",
                below_for.map(|seconds| format!(" for {}", human_duration(seconds))).unwrap_or_default()
            ),
            reason_or(&condition.reason, "MinimumReplicasUnavailable"),
        ),
        (None, _) => Assessment::plain(
            Verdict::InProgress,
            format!("{what}, still above its minimum availability. A replica is being replaced or restarting; {find}."),
        ),
    }
}

/// Still rolling out, as `kubectl rollout status` would say, plus the current Progressing reason
/// and when it will time out.
fn rolling(what: String, deployment: &Resource, context: &Context) -> Assessment {
    let reason = deployment.condition("Progressing").map(|c| c.reason.clone()).unwrap_or_default();
    Assessment::new(Verdict::InProgress, format!("The rollout is in progress: {what}.{}", deadline_note(deployment, context)), reason)
}

/// ` If it makes no more progress, it will time out in 7 min (progressDeadlineSeconds 600).`
/// The deadline runs from the Progressing condition's last update (the controller refreshes it
/// on every bit of progress), else its last transition.
fn deadline_note(deployment: &Resource, context: &Context) -> String {
    let Some(now) = context.now else { return String::new() };
    let deadline = deployment.int(&["spec", "progressDeadlineSeconds"]).unwrap_or(600);
    let progressing = match deployment.get(&["status", "conditions"]) {
        Some(crate::model::Value::Array(conditions)) => conditions.iter().find(|c| c.get("type").and_then(|t| t.as_str()) == Some("Progressing")),
        _ => None,
    };
    // A finished rollout (or a scale) is not timed: the controller only times out rollouts.
    let Some(progressing) = progressing.filter(|c| c.get("reason").and_then(|r| r.as_str()) != Some("NewReplicaSetAvailable")) else {
        return String::new();
    };
    let Some(since) = ["lastUpdateTime", "lastTransitionTime"]
        .iter()
        .find_map(|field| progressing.get(*field).and_then(|t| t.as_str()).and_then(Timestamp::parse))
    else {
        return String::new();
    };
    let quiet = since.seconds_until(now);
    let left = deadline.saturating_sub(quiet);
    if left > 0 {
        format!(" If it makes no more progress, it will time out in {} (progressDeadlineSeconds {deadline}).", human_duration(left))
    } else {
        format!(
            " It has made no progress for {}, past its progressDeadlineSeconds of {deadline}; the controller will mark it ProgressDeadlineExceeded.",
            human_duration(quiet)
        )
    }
}

fn reason_or(reason: &str, fallback: &str) -> String {
    if reason.is_empty() { fallback.to_owned() } else { reason.to_owned() }
}

fn message_part(message: &str) -> String {
    let message = crate::rules::clause(message);
    if message.is_empty() { String::new() } else { format!(": {message}") }
}
