//! Pod (`v1`): phase, container states, scheduling, readiness.

use crate::model::container::{container_statuses, ContainerState, ContainerStatus};
use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, Assessment, Context, Next, Rule};

/// The Pod rule.
pub static RULE: Rule = Rule { group: "", kind: "Pod", classify };

/// Waiting reasons that will not clear by waiting: a person must change something.
pub const FAILING_WAIT_REASONS: &[&str] = &[
    "CrashLoopBackOff",
    "ErrImagePull",
    "ImagePullBackOff",
    "InvalidImageName",
    "ErrImageNeverPull",
    "ImageInspectError",
    "RegistryUnavailable",
    "SignatureValidationFailed",
    "CreateContainerConfigError",
    "CreateContainerError",
    "PreCreateHookError",
    "PreStartHookError",
    "PostStartHookError",
    "RunContainerError",
    "CreatePodSandboxError",
    "ConfigPodSandboxError",
    "KillPodSandboxError",
    "KillContainerError",
];

fn classify(pod: &Resource, context: &Context, next: Next) -> Assessment {
    let phase = pod.str(&["status", "phase"]).unwrap_or("");
    let containers = container_statuses(pod);
    let restart_policy = pod.str(&["spec", "restartPolicy"]).unwrap_or("Always");

    if phase == "Succeeded" {
        return Assessment::new(Verdict::Succeeded, "The pod ran to completion: every container exited with code 0.", "Completed");
    }
    if phase == "Failed" {
        return failed_phase(pod, &containers);
    }
    if let Some(assessment) = failing_container(&containers, restart_policy) {
        return assessment;
    }
    if let Some(scheduled) = pod.condition("PodScheduled").filter(|c| c.is_false()) {
        let reason = if scheduled.reason.is_empty() { "Unschedulable" } else { scheduled.reason.as_str() };
        return Assessment::new(
            Verdict::InProgress,
            format!("The pod is not scheduled on any node yet{}.", condition_detail(scheduled)),
            reason,
        );
    }
    match phase {
        "Running" => running(pod, &containers, restart_policy),
        "Pending" => pending(&containers),
        _ => next(pod, context),
    }
}

/// Phase `Failed`: the pod-level reason (Evicted, DeadlineExceeded, …) or the failed container.
fn failed_phase(pod: &Resource, containers: &[ContainerStatus]) -> Assessment {
    if let Some(reason) = pod.str(&["status", "reason"]).filter(|r| !r.is_empty()) {
        let message = pod.str(&["status", "message"]).map(|m| format!(": {}", m.trim())).unwrap_or_default();
        return Assessment::new(Verdict::Failed, format!("The pod failed ({reason}){message}."), reason);
    }
    let failed = containers.iter().find_map(|c| match &c.state {
        ContainerState::Terminated(ended) if !ended.is_success() => Some((c, ended)),
        _ => None,
    });
    match failed {
        Some((container, ended)) => Assessment::new(
            Verdict::Failed,
            format!("The pod failed: {} {} ended with {}.", container_word(container).to_lowercase(), container.name, ended.describe()),
            if ended.reason.is_empty() { "Error" } else { ended.reason.as_str() },
        ),
        None => Assessment::new(Verdict::Failed, "The pod failed (phase Failed).", "Failed"),
    }
}

/// The first container (init containers first) that is stuck for good or keeps crashing.
fn failing_container(containers: &[ContainerStatus], restart_policy: &str) -> Option<Assessment> {
    for container in containers {
        let who = format!("{} {}", container_word(container), container.name);
        match &container.state {
            ContainerState::Waiting { reason, message } if FAILING_WAIT_REASONS.contains(&reason.as_str()) => {
                let summary = match reason.as_str() {
                    "CrashLoopBackOff" => {
                        let last = container
                            .last_termination
                            .as_ref()
                            .map(|ended| format!("; its last run ended with {}", ended.describe()))
                            .unwrap_or_default();
                        format!("{who} is crash-looping (CrashLoopBackOff): it has restarted {} times{last}.", container.restart_count)
                    }
                    "ErrImagePull" | "ImagePullBackOff" | "InvalidImageName" | "ErrImageNeverPull" => {
                        format!("{who} cannot get its image {} ({reason}){}.", quoted(&container.image), colon(message))
                    }
                    _ => format!("{who} cannot start ({reason}){}.", colon(message)),
                };
                return Some(Assessment::new(Verdict::Failed, summary, reason.clone()));
            }
            ContainerState::Terminated(ended) if !ended.is_success() => {
                let will_restart = match restart_policy {
                    "Never" => "; restartPolicy is Never, so it will not be restarted",
                    _ => "",
                };
                let restarts = match container.restart_count {
                    0 => String::new(),
                    n => format!(" after {n} restarts"),
                };
                let reason = if ended.reason.is_empty() { "Error" } else { ended.reason.as_str() };
                return Some(Assessment::new(
                    Verdict::Failed,
                    format!("{who} exited with {}{restarts}{will_restart}.", ended.describe()),
                    reason,
                ));
            }
            _ => {}
        }
    }
    None
}

/// Phase `Running`.
fn running(pod: &Resource, containers: &[ContainerStatus], restart_policy: &str) -> Assessment {
    let ready = pod.condition("Ready");
    if ready.is_some_and(|c| c.is_true()) {
        if restart_policy != "Always" {
            return Assessment::plain(
                Verdict::InProgress,
                format!("The pod is running and has not finished yet (restartPolicy {restart_policy}: it runs to completion)."),
            );
        }
        let restarted: Vec<String> = containers
            .iter()
            .filter(|c| c.restart_count > 0)
            .map(|c| {
                let last = c.last_termination.as_ref().map(|e| format!(", last ended with {}", e.describe())).unwrap_or_default();
                format!("{} restarted {} times{last}", c.name, c.restart_count)
            })
            .collect();
        let note = if restarted.is_empty() { String::new() } else { format!(" Note: {}.", restarted.join("; ")) };
        return Assessment::plain(Verdict::Ready, format!("The pod is running and ready.{note}"));
    }
    let unready: Vec<&str> = containers.iter().filter(|c| !c.init && !c.ready).map(|c| c.name.as_str()).collect();
    let detail = ready.map(condition_detail).unwrap_or_default();
    let list = if unready.is_empty() { String::new() } else { format!(" (not ready: {})", unready.join(", ")) };
    Assessment::new(
        Verdict::InProgress,
        format!("The pod is running but not ready yet{list}{detail}. Readiness probes decide when it may take traffic."),
        ready.map(|c| c.reason.clone()).unwrap_or_default(),
    )
}

/// Phase `Pending` after scheduling: images are pulled, volumes mounted, init containers run.
fn pending(containers: &[ContainerStatus]) -> Assessment {
    let waiting = containers.iter().find_map(|c| match &c.state {
        ContainerState::Waiting { reason, message } if !reason.is_empty() => Some((c, reason, message)),
        _ => None,
    });
    match waiting {
        Some((container, reason, message)) => Assessment::new(
            Verdict::InProgress,
            format!("The pod is starting: {} {} is waiting ({reason}){}.", container_word(container).to_lowercase(), container.name, colon(message)),
            reason.clone(),
        ),
        None => Assessment::plain(Verdict::InProgress, "The pod is starting (phase Pending)."),
    }
}

fn container_word(container: &ContainerStatus) -> &'static str {
    if container.init { "Init container" } else { "Container" }
}

fn colon(message: &str) -> String {
    if message.is_empty() { String::new() } else { format!(": {message}") }
}

fn quoted(text: &str) -> String {
    if text.is_empty() { "(not shown)".to_owned() } else { format!("\"{text}\"") }
}
