//! Pod (`v1`): phase, pod-level reasons, container states (init containers as kubectl shows
//! them), scheduling and how long it has been stuck, readiness, and the pod's events.

use crate::explain::knowledge;
use crate::explain::render::fill;
use crate::model::container::{container_statuses, ContainerState, ContainerStatus};
use crate::model::timestamp::{human_duration, Timestamp};
use crate::model::quantity::Quantity;
use crate::model::{Event, Resource};
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

/// Pod-level `status.reason` values that mean the pod was stopped or rejected by the system
/// (besides every `OutOf<resource>`), whatever its phase says.
pub const FAILED_POD_REASONS: &[&str] = &[
    "Evicted",
    "DeadlineExceeded",
    "NodeLost",
    "NodeAffinity",
    "NodeName",
    "NodePorts",
    "TaintToleration",
    "UnexpectedAdmissionError",
    "UnknownReason",
    "UnexpectedPredicateFailureType",
    "TopologyAffinityError",
    "SysctlForbidden",
    "InitContainerRestartPolicyForbidden",
    "PodOSSelectorNodeLabelDoesNotMatch",
    "PodOSNotSupported",
    "NodeShutdown",
    "Terminated",
];

/// How long a pod may stay unschedulable, or keep failing to mount or start its sandbox,
/// before it is called Failed rather than still starting.
pub const STUCK_AFTER_SECONDS: i64 = 300;

/// How long a running pod may stay not ready with a failing probe before it is called Failed
/// rather than still starting: a Deployment's default progress deadline.
pub const NOT_READY_FAILS_AFTER_SECONDS: i64 = 600;

/// How many restarts by a failing liveness probe make a loop rather than a hiccup.
pub const LIVENESS_LOOP_RESTARTS: i64 = 3;

/// How many restarts, the last one recent, make a loop when nothing pasted says why.
pub const RESTART_LOOP: i64 = 5;

/// How long after the cluster autoscaler's last `TriggeredScaleUp` an unschedulable pod waits
/// for the new node rather than counts as failed: cloud nodes join in minutes.
pub const SCALE_UP_WAITS_SECONDS: i64 = 15 * 60;

/// Events that say why a scheduled pod cannot start its containers.
pub(crate) const START_EVENTS: &[&str] = &["FailedMount", "FailedAttachVolume", "FailedMapVolume", "FailedCreatePodSandBox", "NetworkNotReady"];

fn classify(pod: &Resource, context: &Context, next: Next) -> Assessment {
    let phase = pod.str(&["status", "phase"]).unwrap_or("");
    let containers = container_statuses(pod);
    let restart_policy = pod.str(&["spec", "restartPolicy"]).unwrap_or("Always");

    if phase == "Succeeded" {
        return Assessment::new(Verdict::Succeeded, "The pod ran to completion: every container exited with code 0.", "Completed");
    }
    let pod_reason = pod.str(&["status", "reason"]).filter(|r| is_failed_pod_reason(r));
    if phase == "Failed" || pod_reason.is_some() {
        return failed_phase(pod, &containers, context);
    }
    if let Some(assessment) = failing_container(pod, &containers, restart_policy, context) {
        return assessment;
    }
    if let Some(assessment) = unscheduled(pod, context) {
        return assessment;
    }
    match phase {
        "Running" => running(pod, &containers, restart_policy, context),
        "Pending" => pending(pod, &containers, context),
        _ => next(pod, context),
    }
}

/// Said of an evicted or rejected pod's owner; the roll-up says more when the owner is pasted
/// with all its pods ready.
pub(crate) const REPLACED_BY_OWNER: &str = " makes a replacement by itself";

/// What a Job does after a pod of it was evicted or rejected, while its tries last; the
/// roll-up says otherwise when the Job is pasted and has failed.
pub(crate) const JOB_TRIES_LEFT: &str = " and starts another pod while tries are left";

/// Rejections by the kubelet that come from the pod template itself, so that every
/// replacement is rejected alike: an unsafe sysctl the kubelet does not allow.
const REJECTED_FOR_THE_TEMPLATE: &[&str] = &["SysctlForbidden"];

/// Whether a pod-level `status.reason` means the system stopped or rejected the pod.
pub fn is_failed_pod_reason(reason: &str) -> bool {
    FAILED_POD_REASONS.contains(&reason) || (reason.starts_with("OutOf") && reason.len() > "OutOf".len())
}

/// The resource an eviction says the node ran short of (`The node was low on resource:
/// ephemeral-storage.`): `memory`, `ephemeral-storage`, `pids`.
fn eviction_shortage<'a>(reason: &str, message: &'a str) -> Option<&'a str> {
    if reason != "Evicted" {
        return None;
    }
    let (_, after) = message.split_once("low on resource: ")?;
    after.split(['.', ',', ' ']).next().filter(|resource| !resource.is_empty())
}

/// An eviction for going over the pod's own ephemeral-storage limit, not for the node running
/// short: the container the kubelet names (when one), and the limit. The kubelet writes
/// `Pod ephemeral local storage usage exceeds the total limit of containers 1Gi.`, `Container
/// worker exceeded its local ephemeral storage limit "1Gi".` or `Usage of EmptyDir volume
/// "scratch" exceeds the limit "500Mi".`
fn over_storage_limit(message: &str) -> Option<(Option<String>, String, Option<String>)> {
    let limit_after = |words: &str| message.split_once(words).map(|(_, rest)| rest.trim().trim_matches(['"', '.', ' ']).split(['"', ' ']).next().unwrap_or("").to_owned());
    if let Some(limit) = limit_after("exceeds the total limit of containers ") {
        return Some((None, limit, None));
    }
    if let Some((before, _)) = message.split_once(" exceeded its local ephemeral storage limit") {
        let container = before.rsplit("Container ").next().filter(|c| !c.is_empty() && !c.contains(' ')).map(str::to_owned);
        return Some((container, limit_after("ephemeral storage limit ")?, None));
    }
    let volume = message.split_once("Usage of EmptyDir volume \"")?.1.split_once('"')?.0.to_owned();
    Some((None, limit_after("exceeds the limit ")?, Some(volume)))
}

/// What to do about a pod evicted for going over its own ephemeral-storage limit.
fn storage_limit_advice(pod: &Resource, container: Option<String>, limit: &str, volume: Option<String>) -> String {
    // The one container the spec lists, when the kubelet names none.
    let listed: Vec<&str> = pod.get(&["spec", "containers"]).and_then(|c| c.as_array()).into_iter().flatten().filter_map(|c| c.get("name").and_then(|n| n.as_str())).collect();
    let container = container.or_else(|| (listed.len() == 1).then(|| listed.first().map(|c| (*c).to_owned())).flatten());
    let more = crate::explain::doubled(limit).unwrap_or_else(|| "<more>".to_owned());
    match volume {
        Some(volume) => format!(
            " It filled its emptyDir volume {volume} past that volume's sizeLimit ({limit}), not the node: raise sizeLimit in the pod template, or have it keep less there."
        ),
        None => {
            let raise = match &container {
                Some(container) => crate::rules::set_resources_advice(pod, container, &format!("--limits=ephemeral-storage={more}")),
                None => "on the container that writes (resources.limits.ephemeral-storage)".to_owned(),
            };
            format!(
                " It went over its own limit, not the node's disk: what it writes outside its volumes (files in the container, its logs) and into emptyDir volumes counts against limits.ephemeral-storage ({limit}). Raise it {raise}, or have it write less (clean up temporary files, put scratch data on a volume sized for it)."
            )
        }
    }
}

/// `Container api was using 1843276Ki, request is 512Mi, has larger consumption of memory`: the
/// container, what it used and its request, from the kubelet's eviction message.
fn over_request(message: &str) -> Option<(String, Quantity, Quantity)> {
    let start = message.find("Container ")?;
    let rest = message.get(start + "Container ".len()..)?;
    let (container, rest) = rest.split_once(" was using ")?;
    let (using, rest) = rest.split_once(", request is ")?;
    let (request, _) = rest.split_once(',')?;
    Some((container.to_owned(), Quantity::parse(using)?, Quantity::parse(request)?))
}

/// Phase `Failed` (or a pod-level failure reason): Evicted, DeadlineExceeded, NodeLost, an
/// admission rejection, or the failed container; plus why it was disrupted, when it says.
fn failed_phase(pod: &Resource, containers: &[ContainerStatus], context: &Context) -> Assessment {
    let status_message = pod.str(&["status", "message"]).map(str::trim).unwrap_or("");
    let disruption = pod
        .condition("DisruptionTarget")
        .filter(|c| c.is_true())
        .map(|c| {
            // The kubelet writes the eviction's words in both places: said once.
            let detail = if !c.message.is_empty() && c.message.trim() == status_message { format!(": {}", c.reason) } else { condition_detail(c) };
            format!(" It was stopped on purpose (DisruptionTarget{detail}).")
        })
        .unwrap_or_default();
    if let Some(reason) = pod.str(&["status", "reason"]).filter(|r| !r.is_empty()) {
        let message = pod.str(&["status", "message"]).map(str::trim).filter(|m| !m.is_empty()).map(|m| format!(": {m}")).unwrap_or_default();
        let entry = knowledge::reason(reason).or_else(|| reason.starts_with("OutOf").then(|| knowledge::reason("OutOf<resource>")).flatten());
        let over_limit = (reason == "Evicted").then(|| over_storage_limit(status_message)).flatten();
        let advice = match (eviction_shortage(reason, status_message), over_request(status_message)) {
            _ if over_limit.is_some() => over_limit.clone().map(|(container, limit, volume)| storage_limit_advice(pod, container, &limit, volume)).unwrap_or_default(),
            _ if reason == "UnexpectedAdmissionError" && unallocated_device(status_message).is_some() => device_advice(pod, status_message),
            // The kubelet names a container of this pod over its request: this one was the greedy one.
            (Some(resource), Some((container, using, request))) => {
                let against = match using.percent_of(request) {
                    Some(percent) => format!(", {}.{}× its request ({})", percent / 100, percent % 100 / 10, request.bytes_words()),
                    None => " with no request for it".to_owned(),
                };
                format!(
                    " This pod was the one over its request: container {container} used {}{against}. Give it {} {resource} request (and limit) close to what it uses, {}; or find what uses so much; then check the node: kubectl describe node {}.",
                    using.bytes_words(),
                    if resource.starts_with(['a', 'e', 'i', 'o', 'u']) { "an" } else { "a" },
                    crate::rules::set_resources_advice(pod, &container, &format!("--requests={resource}={}", using.rounded_up_memory())),
                    pod.str(&["spec", "nodeName"]).filter(|n| !n.is_empty()).unwrap_or("<node>")
                )
            }
            // No container asks for PIDs: the kubelet caps them per pod (podPidsLimit).
            (Some("pids"), _) => format!(
                " Kubernetes has no pids request or limit per container: the kubelet evicts by priority and use. Find the pod forking the most processes on node {} and cap PIDs per pod with the kubelet's podPidsLimit; kubectl describe node {0}.",
                pod.str(&["spec", "nodeName"]).filter(|n| !n.is_empty()).unwrap_or("<node>")
            ),
            (Some(resource), None) => format!(
                " Give each container a request for {resource} close to what it uses (and a limit), so that the kubelet evicts the greedy pod and not its neighbours, and check the node: kubectl describe node {}.",
                pod.str(&["spec", "nodeName"]).filter(|n| !n.is_empty()).unwrap_or("<node>")
            ),
            (None, _) => entry.map(|e| format!(" {}", fill(e.next, &crate::explain::render::Vars::of(pod)))).unwrap_or_default(),
        };
        let stopped = if pod.str(&["status", "phase"]) == Some("Failed") { "The pod failed" } else { "The pod was stopped" };
        // An evicted or rejected pod of a workload is replaced by its owner; the failed one stays
        // as a record.
        let rejected = status_message.starts_with("Pod was rejected");
        let record = format!("this failed pod stays only as a record (kubectl delete pod {}{} removes it)", pod.name, pod.namespace_flag());
        // Stopped because its node shut down (a spot or preemptible VM taken back, an upgrade).
        let node_shut_down = matches!(reason, "NodeShutdown" | "Terminated") && status_message.contains("shutdown");
        let replaced = match pod.owners.iter().find(|owner| owner.controller && !owner.name.is_empty()).filter(|_| reason == "Evicted" || rejected || node_shut_down) {
            // A Job counts it as a failed try, and tries run out.
            Some(owner) if owner.kind == "Job" => format!(
                " Its Job {} counts it as a failed try (against spec.backoffLimit{}){JOB_TRIES_LEFT}; {record}.",
                owner.name,
                if reason == "Evicted" { ", unless a podFailurePolicy ignores the DisruptionTarget condition" } else { "" }
            ),
            // Every replacement is rejected the same way: the template asks what the nodes refuse.
            Some(owner) if REJECTED_FOR_THE_TEMPLATE.contains(&reason) => format!(
                " Its {} {} makes replacements, but each is rejected the same way until the pod template or the nodes' kubelet settings change; {record}.",
                owner.kind, owner.name
            ),
            Some(owner) => format!(" Its {} {}{REPLACED_BY_OWNER}; {record}.", owner.kind, owner.name),
            None => String::new(),
        };
        // Its node went away: nothing to fix in the pod, and its owner's replacement is said.
        let advice = if node_shut_down && !replaced.is_empty() {
            " Nothing to fix in the pod: its node was shut down (a spot or preemptible VM taken back, a node upgrade or scale-down).".to_owned()
        } else {
            advice
        };
        let assessment = Assessment::new(Verdict::Failed, format!("{stopped} ({reason}){}.{disruption}{advice}{replaced}", message.trim_end_matches('.')), reason);
        // Over its own limit, or its node shut down: the summary says what to do, not the
        // node-pressure words or "see how the containers ended".
        let device = reason == "UnexpectedAdmissionError" && unallocated_device(status_message).is_some();
        return if over_limit.is_some() || (node_shut_down && !replaced.is_empty()) || device { assessment.answering() } else { assessment };
    }
    let failed = containers.iter().find_map(|c| match &c.state {
        ContainerState::Terminated(ended) if !ended.is_success() => Some((c, ended)),
        _ => None,
    });
    match failed {
        Some((container, ended)) => Assessment::new(
            Verdict::Failed,
            format!(
                "The pod failed: {} {} ended with {}{}{}.{disruption}",
                container.kind_word(),
                container.name,
                ended.describe(),
                termination_quote(&ended.message),
                event_why(context, &["Killing", "Unhealthy"]),
            ),
            if ended.reason.is_empty() { "Error" } else { ended.reason.as_str() },
        ),
        None => Assessment::new(Verdict::Failed, format!("The pod failed (phase Failed).{disruption}"), "Failed"),
    }
}

/// The extended resource a device plugin could not allocate, from the kubelet's rejection:
/// `cannot allocate unhealthy devices nvidia.com/gpu`, `requested number of devices
/// unavailable for nvidia.com/gpu`.
pub(crate) fn unallocated_device(message: &str) -> Option<&str> {
    let (_, rest) = message.split_once("unhealthy devices ").or_else(|| message.split_once("devices unavailable for "))?;
    let device = rest.split([',', ' ', ';']).next()?.trim_end_matches('.');
    (device.contains('/') && !device.is_empty()).then_some(device)
}

/// How a rejected pod's summary names the node whose device plugin has no healthy device
/// (the roll-up reads the node after it).
pub(crate) const DEVICE_PLUGIN_ON: &str = "The device plugin on node ";

/// What to do when the kubelet could not give a pod the device it asks for: the node's device
/// plugin reports none healthy, so the node is what needs looking at, not the pod.
fn device_advice(pod: &Resource, message: &str) -> String {
    let device = unallocated_device(message).unwrap_or("the device");
    let node = pod.str(&["spec", "nodeName"]).filter(|n| !n.is_empty()).unwrap_or("<node>");
    let vendor = if device.starts_with("nvidia.com/") { "; nvidia-smi on the node shows the GPUs' state" } else { "" };
    format!(
        " {DEVICE_PLUGIN_ON}{node} has no healthy {device} to give (it marked them unhealthy, or lost them), so nothing in the pod is wrong: kubectl describe node {node} shows {device} under Capacity and Allocatable (Allocatable drops when devices are unhealthy), and the device plugin's pod on that node says why in its logs (kubectl get pods -A -o wide --field-selector spec.nodeName={node} finds it{vendor}). Keep pods off the node until it is fixed: kubectl cordon {node}."
    )
}

/// The first container (init containers first) that is stuck for good or keeps crashing.
fn failing_container(pod: &Resource, containers: &[ContainerStatus], restart_policy: &str, context: &Context) -> Option<Assessment> {
    for container in containers {
        let who = format!("{} {}", container_word(container), container.name);
        match &container.state {
            ContainerState::Waiting { reason, message } if FAILING_WAIT_REASONS.contains(&reason.as_str()) => {
                let shown = if container.init && !container.sidecar { format!("Init:{reason}") } else { reason.clone() };
                let summary = match reason.as_str() {
                    "CrashLoopBackOff" => {
                        let last = container
                            .last_termination
                            .as_ref()
                            .map(|ended| format!("; its last run ended with {}{}", ended.describe(), termination_quote(&ended.message)))
                            .unwrap_or_default();
                        let rbac = container
                            .last_termination
                            .as_ref()
                            .map(|ended| forbidden_hint(&ended.message, pod) + &sub_path_mount_hint(&ended.message, pod, &container.name))
                            .unwrap_or_default();
                        // Exit 0 under restartPolicy Always: the command finishes, and is started again.
                        let finishes = if container.last_termination.as_ref().is_some_and(|ended| ended.exit_code == Some(0)) && restart_policy == "Always" {
                            " Its process ends successfully and restartPolicy Always starts it again: the command finishes instead of staying in the foreground (a script that ends, a daemon that forks into the background). Make its main process keep running, or run it as a Job if it is meant to finish."
                        } else {
                            ""
                        };
                        let killer = match failing_post_start_hook(context, &container.name) {
                            Some(hook) => format!("; the kubelet kills it each time because its postStart hook fails: “{}”", crate::rules::clipped(&hook, 240)),
                            None => liveness(context, &container.name, pod),
                        };
                        format!("{who} is crash-looping ({shown}): it has restarted {}{last}{killer}.{rbac}{finishes}", crate::rules::count(container.restart_count, "time"))
                    }
                    "ErrImagePull" | "ImagePullBackOff" => {
                        let said = super::image_pull::pull_message(&container.name, &container.image, message, context);
                        let error = said.and_then(|said| super::image_pull::classify(said).map(|error| (error, said)));
                        // The network or a rate limit: the kubelet retries, and it often passes.
                        if let Some((error, said)) = error.filter(|(error, _)| error.passes) {
                            let lasted = context.latest_event(&["Failed"]).and_then(|event| event.ongoing_seconds(context.now)).or_else(|| context.seconds_since(pod.created()));
                            if lasted.is_none_or(|seconds| seconds < STUCK_AFTER_SECONDS) {
                                let since = lasted.map(|seconds| format!(" for {}", human_duration(seconds))).unwrap_or_default();
                                return Some(Assessment::new(
                                    Verdict::InProgress,
                                    format!(
                                        "{who} has not got its image {} yet ({shown}{since}): {} (“{}”). The kubelet tries again, and this often passes by itself; if it lasts, it is a failure.",
                                        quoted(&container.image),
                                        error.means,
                                        super::image_pull::last_words(said)
                                    ),
                                    reason.clone(),
                                ));
                            }
                        }
                        match error {
                            Some((error, said)) => {
                                let means = super::image_pull::with_credentials(error, pod, &container.image, context).map_or(std::borrow::Cow::Borrowed(error.means), |(means, _)| std::borrow::Cow::Owned(means));
                                format!("{who} cannot get its image {} ({shown}): {means} (“{}”).", quoted(&container.image), super::image_pull::last_words(said))
                            }
                            None => format!("{who} cannot get its image {} ({shown}){}.", quoted(&container.image), colon(said.unwrap_or(message))),
                        }
                    }
                    "InvalidImageName" | "ErrImageNeverPull" => {
                        format!("{who} cannot get its image {} ({shown}){}.", quoted(&container.image), colon(message))
                    }
                    _ => format!("{who} cannot start ({shown}){}.{}", colon(message), missing_note(message, pod, context)),
                };
                return Some(Assessment::new(Verdict::Failed, summary, reason.clone()));
            }
            ContainerState::Terminated(ended) if !ended.is_success() => {
                let shown = match (container.init, ended.reason.is_empty(), ended.exit_code) {
                    (true, false, _) => format!(" (Init:{})", ended.reason),
                    (true, true, Some(code)) => format!(" (Init:ExitCode:{code})"),
                    _ => String::new(),
                };
                let will_restart = match restart_policy {
                    "Never" => "; restartPolicy is Never, so it will not be restarted".to_owned(),
                    "OnFailure" => "; restartPolicy is OnFailure, so the kubelet will restart it, with growing back-off if it keeps failing".to_owned(),
                    _ => String::new(),
                };
                let restarts = match container.restart_count {
                    0 => String::new(),
                    n => format!(" after {n} restarts"),
                };
                let reason = if ended.reason.is_empty() { "Error" } else { ended.reason.as_str() };
                return Some(Assessment::new(
                    Verdict::Failed,
                    format!("{who} exited with {}{shown}{restarts}{will_restart}.", ended.describe()),
                    reason,
                ));
            }
            _ => {}
        }
    }
    None
}

/// Not placed on a node: the scheduler's reason, and Failed once it has lasted
/// [`STUCK_AFTER_SECONDS`].
fn unscheduled(pod: &Resource, context: &Context) -> Option<Assessment> {
    let condition = pod.condition("PodScheduled").filter(|c| c.is_false());
    let event = context.latest_event(&["FailedScheduling"]);
    let unscheduled_phase = pod.str(&["status", "phase"]).is_none_or(|p| p == "Pending") && pod.str(&["spec", "nodeName"]).is_none();
    if condition.is_none() && !(event.is_some() && unscheduled_phase && pod.condition("PodScheduled").is_none()) {
        return None;
    }
    let reason = condition.map(|c| c.reason.as_str()).filter(|r| !r.is_empty()).unwrap_or("Unschedulable");
    let message = condition.map(|c| c.message.as_str()).filter(|m| !m.is_empty()).or(event.map(|e| e.message.as_str())).unwrap_or("");
    let stuck = condition
        .and_then(|c| context.seconds_since(c.since))
        .or_else(|| event.and_then(|e| e.ongoing_seconds(context.now)))
        .or_else(|| context.seconds_since(pod.created()));
    let tries = event.filter(|e| e.count > 1).map(|e| format!(" (the scheduler tried {} times)", e.count)).unwrap_or_default();
    // The cluster autoscaler adding a node for it: waiting for that node is not a failure.
    let scale_up = context
        .latest_event(&["TriggeredScaleUp"])
        .filter(|e| e.last_seen.and_then(|seen| context.seconds_since(Some(seen))).is_none_or(|ago| ago < SCALE_UP_WAITS_SECONDS));
    if let Some(scale_up) = scale_up.filter(|_| reason == "Unschedulable") {
        let since = stuck.map(|s| format!(" (for {})", human_duration(s))).unwrap_or_default();
        return Some(Assessment::new(
            Verdict::InProgress,
            format!(
                "The pod is not scheduled on any node yet{since}{}; the cluster autoscaler is adding a node for it ({}), and the scheduler places it once the node is ready, usually within minutes.",
                colon(message),
                scale_up.quote(context.now)
            ),
            "TriggeredScaleUp",
        ));
    }
    // The autoscaler said it will not help: nothing on its way.
    let no_scale_up = context
        .latest_event(&["NotTriggerScaleUp"])
        .map(|e| format!(" The cluster autoscaler will not add a node for it: {}.", e.quote(context.now)))
        .unwrap_or_default();
    if reason == "Unschedulable" {
        if let Some(seconds) = stuck.filter(|s| *s >= STUCK_AFTER_SECONDS) {
            let assessment = Assessment::new(
                Verdict::Failed,
                format!("The scheduler has found no node for the pod in {}{}{tries}; {}.{no_scale_up}", human_duration(seconds), colon(message), until_scheduled(pod, message)),
                reason,
            );
            // A missing claim is answered in the summary; the general list would not help.
            return Some(if missing_claim(&message.to_ascii_lowercase()).is_some() { assessment.answering() } else { assessment });
        }
    }
    let since = stuck.map(|s| format!(" (for {})", human_duration(s))).unwrap_or_default();
    Some(Assessment::new(Verdict::InProgress, format!("The pod is not scheduled on any node yet{since}: {reason}{}{tries}.", colon(message)), reason))
}

/// `enough nvidia.com/gpu` (or `enough cpu and memory`): what the scheduler's message (lower
/// case) says the nodes lack, each once; `that much` when it names none.
fn short_of(message: &str) -> String {
    let mut lacking: Vec<&str> = Vec::new();
    for (at, word) in message.match_indices("insufficient ") {
        let resource = message.get(at + word.len()..).and_then(|rest| rest.split([',', ' ']).next()).unwrap_or("").trim_end_matches('.');
        if !resource.is_empty() && !lacking.contains(&resource) {
            lacking.push(resource);
        }
    }
    if lacking.is_empty() { "that much".to_owned() } else { format!("enough {}", lacking.join(" and ")) }
}

/// Whether every reason the scheduler gives (`0/3 nodes are available: 2 Insufficient cpu, 1
/// Insufficient memory.`, before its `preemption:` part) is a lack of room: then lowering the
/// requests or adding a node is the whole advice. `message` is in lower case.
fn only_short_of_room(message: &str) -> bool {
    let Some((_, reasons)) = message.split_once("nodes are available:") else { return false };
    let reasons = reasons.split("preemption:").next().unwrap_or(reasons);
    let clauses: Vec<&str> = reasons.split(',').map(|clause| clause.trim().trim_end_matches('.')).filter(|clause| !clause.is_empty()).collect();
    !clauses.is_empty()
        && clauses.iter().all(|clause| {
            clause.split_once(' ').is_some_and(|(count, rest)| {
                // Control-plane nodes keep workloads off on purpose: they are not what is short.
                count.bytes().all(|b| b.is_ascii_digit()) && (rest.starts_with("insufficient ") || CONTROL_PLANE.iter().any(|taint| rest.contains(&format!("taint {{{taint}:"))))
            })
        })
        && clauses.iter().any(|clause| clause.contains("insufficient "))
}

/// ` (it asks for cpu 3 in all; its nodeSelector is instance-type=m5.2xlarge)`: what of the
/// pod the scheduler's message says no node offers, quoted from its spec; nothing when the
/// message names neither or the spec was not pasted. `message` is in lower case.
fn what_it_asks(pod: &Resource, message: &str) -> String {
    use crate::model::Value;
    let mut asks = Vec::new();
    let containers = match pod.get(&["spec", "containers"]) {
        Some(Value::Array(containers)) => containers.as_ref(),
        _ => &[],
    };
    for resource in ["cpu", "memory", "nvidia.com/gpu", "ephemeral-storage"] {
        if !message.contains(&format!("insufficient {resource}")) {
            continue;
        }
        let requested: Vec<String> = containers
            .iter()
            .filter_map(|c| {
                let amount = c.get("resources")?.get("requests")?.get(resource)?;
                let amount = amount.as_str().map(str::to_owned).or_else(|| amount.as_i64().map(|n| n.to_string()))?;
                Some(format!("{amount} for {}", c.get("name").and_then(Value::as_str).unwrap_or("a container")))
            })
            .collect();
        if !requested.is_empty() {
            asks.push(format!("it requests {resource} {}", requested.join(", ")));
        }
    }
    if message.contains("didn't match pod's node affinity/selector") {
        if let Some(Value::Object(selector)) = pod.get(&["spec", "nodeSelector"]) {
            let pairs: Vec<String> = selector.iter().map(|(key, value)| format!("{key}={}", value.as_str().unwrap_or(""))).collect();
            if !pairs.is_empty() {
                asks.push(format!("its nodeSelector asks for {}", pairs.join(", ")));
            }
        }
    }
    if asks.is_empty() { String::new() } else { format!(" ({})", asks.join("; ")) }
}

/// What has to change before an unschedulable pod can start, read from the scheduler's
/// message: its claims bound, its volume's zone, or (most often) requests, nodes, constraints.
fn until_scheduled(pod: &Resource, message: &str) -> String {
    let message = message.to_ascii_lowercase();
    if message.contains("volume node affinity conflict") {
        return VOLUME_ELSEWHERE.to_owned();
    }
    // A claim bound to a volume that was deleted since (the claim is Lost).
    if let Some(volume) = message.split_once("persistentvolume \"").and_then(|(_, rest)| rest.split_once("\" not found")).map(|(volume, _)| volume).filter(|v| !v.is_empty() && !v.contains('"')) {
        let claim = match claim_names(pod).as_slice() {
            [claim] => format!("PersistentVolumeClaim {claim}"),
            _ => "its claim".to_owned(),
        };
        return format!(
            "PersistentVolume {volume}, which {claim} is bound to, no longer exists, so no node can mount it (requests, nodes and constraints do not matter here). The pod is scheduled by itself once {claim} has a volume again: find the disk and create PersistentVolume {volume} again on it, or delete the claim so that a new one is made (see {claim})"
        );
    }
    // A claim that does not exist waits for no volume: its name, or the claim, must change.
    if let Some(claim) = missing_claim(&message) {
        let namespace = pod.namespace.as_deref().map(|ns| format!(" in namespace {ns}")).unwrap_or_default();
        let workload = crate::rules::workload_for_commands(pod);
        let template = if workload.starts_with('<') { "the pod's manifest".to_owned() } else { format!("{workload}'s pod template") };
        return format!(
            "{CLAIM_MISSING} {claim} does not exist{namespace}, so no volume will come for it (the scheduler finds no PersistentVolumeClaim of that name): create claim {claim}, or fix the claimName in the volumes of {template} ({CLAIMS_LISTED}{} lists the claims there)",
            pod.namespace_flag()
        );
    }
    let claims_wait = message.contains("unbound") && message.contains("persistentvolumeclaim")
        || message.contains("didn't find available persistent volumes")
        || message.contains("persistentvolumeclaim") && message.contains("not found");
    if !claims_wait {
        let original = pod.condition("PodScheduled").map(|c| c.message.as_str()).unwrap_or("");
        let taints = untolerated_taints(if original.is_empty() { &message } else { original });
        // A cordoned node's taint and the control plane's are not for a pod to tolerate: the
        // first goes with `kubectl uncordon`, the second keeps workloads off on purpose.
        let cordoned = taints.iter().any(|taint| taint == CORDONED) || message.contains("were unschedulable");
        let tolerable: Vec<&str> = taints.iter().map(String::as_str).filter(|taint| *taint != CORDONED && !CONTROL_PLANE.contains(taint) && !NODE_CONDITION_TAINTS.contains(taint)).collect();
        let conditions: Vec<&str> = taints.iter().map(String::as_str).filter(|taint| NODE_CONDITION_TAINTS.contains(taint)).collect();
        let short = message.contains("insufficient ");
        let daemon = pod.owners.iter().find(|owner| owner.controller && owner.kind == "DaemonSet");
        let node = pinned_node(pod).map(|node| format!(" {node}")).unwrap_or_default();
        return match (tolerable.first(), daemon) {
            // A daemon pod is pinned to one node: the others never match its affinity, and the
            // taint of its own node is what keeps it off.
            (Some(taint), Some(daemon)) => format!(
                "its node{node} carries taint {taint}, which the pod does not tolerate (for a DaemonSet's pod, the other nodes not matching its affinity is expected: each pod is pinned to one node). Add a toleration to the DaemonSet's pod template (tolerations: [{{key: {}, operator: Exists}}]; kubectl edit daemonset {}{}) or remove the taint from the node",
                taint.split(['=', ':']).next().unwrap_or(taint),
                daemon.name,
                pod.namespace_flag()
            ),
            (None, Some(daemon)) if short => format!(
                "its node{node} has too little room left for it{}; for a DaemonSet's pod, the other nodes not matching its affinity is expected (each pod is pinned to one node). Free room on that node (kubectl describe node{node} lists what runs there), or give DaemonSet {} a high priorityClassName (system-node-critical) so that it may preempt",
                what_it_asks(pod, &message),
                daemon.name
            ),
            // Room alone is missing: say which and the two ways out.
            _ if short && !cordoned && tolerable.is_empty() && only_short_of_room(&message) => {
                // What it asks for names the resource; else the message's words do.
                let asks = what_it_asks(pod, &message);
                format!(
                    "no node has {} free{asks}: lower its requests (in its workload's template), or add a node with room for it (kubectl describe nodes shows what each has allocated); a cluster autoscaler, if there is one, says in its TriggeredScaleUp or NotTriggerScaleUp events whether it adds one",
                    if asks.is_empty() { short_of(&message) } else { "that much".to_owned() }
                )
            }
            // Every node it may run on already runs a pod it must keep apart from.
            _ if !short && !cordoned && tolerable.is_empty() && message.contains("didn't match pod anti-affinity rules") => {
                let kept_apart = message
                    .split_once(" node(s) didn't match pod anti-affinity rules")
                    .and_then(|(before, _)| before.rsplit([' ', ':']).next())
                    .filter(|count| !count.is_empty() && count.bytes().all(|b| b.is_ascii_digit()))
                    .map(|count| format!("each of the {count} nodes"))
                    .unwrap_or_else(|| "each node".to_owned());
                format!(
                    "{kept_apart} it may run on{} already runs a pod its required anti-affinity keeps it apart from (one per node, usually its own replicas), so requests do not matter here: add a node it may run on (for a node group at its maximum size, raise that size), run fewer replicas, or make the anti-affinity preferredDuringSchedulingIgnoredDuringExecution",
                    what_it_asks(pod, &message)
                )
            }
            // Nodes without the constraint's topologyKey label are left out, whatever the skew.
            _ if !short && message.contains("didn't match pod topology spread constraints (missing required label)") => {
                let keys = topology_keys(pod);
                let key = keys.first().copied().unwrap_or("<topologyKey>");
                let count = message
                    .split_once(" node(s) didn't match pod topology spread constraints (missing")
                    .and_then(|(before, _)| before.rsplit([' ', ':']).next())
                    .filter(|count| !count.is_empty() && count.bytes().all(|b| b.is_ascii_digit()))
                    .map(|count| format!("{count} nodes have"))
                    .unwrap_or_else(|| "nodes have".to_owned());
                let named = if keys.is_empty() { key.to_owned() } else { keys.join(" or ") };
                let other = if key == "kubernetes.io/hostname" { "" } else { ", or spread by a label every node has (kubernetes.io/hostname)" };
                format!(
                    "{count} no label {named}, the topologyKey of its topologySpreadConstraints, and the scheduler leaves out nodes without it (maxSkew and room do not matter here). Label them (kubectl get nodes -L {key} shows which lack it; kubectl label node <node> {key}=<value>){other}"
                )
            }
            // Its topology spread allows no more pods where it may run: with nodes it may not
            // use (tainted) in a domain, that domain still counts, empty, for the skew.
            _ if !short && !cordoned && message.contains("didn't match pod topology spread constraints") => {
                let key = topology_keys(pod);
                let domains = if key.is_empty() { "a zone or other domain".to_owned() } else { format!("a domain of {}", key.join(", ")) };
                match tolerable.first() {
                    Some(taint) => format!(
                        "most likely {domains} whose nodes all carry taint {taint}, which it does not tolerate: that domain still counts for its topologySpreadConstraints, with none of its pods, so maxSkew keeps the other domains from taking more (requests do not matter here). Add nodeTaintsPolicy: Honor to the constraint (Kubernetes 1.26 or later), or make it whenUnsatisfiable: ScheduleAnyway, or give that domain nodes it may use; a toleration would put it on the nodes kept for {taint}"
                    ),
                    None => format!(
                        "its topologySpreadConstraints (whenUnsatisfiable: DoNotSchedule) allow no more pods where there is room: {domains} it may use has too few nodes with room, so placing one would break maxSkew. Raise maxSkew, make it ScheduleAnyway, or add room in the domains with the fewest pods"
                    ),
                }
            }
            // Every node it may run on has its host port taken (most often by the pod it replaces).
            _ if !short && !cordoned && tolerable.is_empty() && message.contains("didn't have free ports for the requested pod ports") => {
                let ports = host_ports(pod);
                let ports = if ports.is_empty() { "its hostPort".to_owned() } else { format!("hostPort {}", ports.join(", ")) };
                // A Deployment's rolling update can be told to replace in place.
                let in_place = match crate::rules::workload_for_commands(pod) {
                    workload if workload.starts_with("deployment/") => format!(
                        "Let the rollout replace in place (kubectl patch {workload}{} -p '{{\"spec\":{{\"strategy\":{{\"rollingUpdate\":{{\"maxSurge\":0,\"maxUnavailable\":1}}}}}}}}'), ",
                        pod.namespace_flag()
                    ),
                    _ => "Let the rollout replace in place (rollingUpdate maxSurge 0, maxUnavailable 1), ".to_owned(),
                };
                format!(
                    "every node it may run on already has a pod holding {ports}, and only one pod per node can hold a host port, so requests do not matter here. In a rolling update the new pod needs a node without an old one: with as many replicas as nodes and maxUnavailable 0 it never gets one. {in_place}run fewer replicas than nodes, add a node, or drop hostPort (a Service reaches the pods without it); for one pod on every node, a DaemonSet"
                )
            }
            _ => {
                let mut until = format!("it will not start until you change its requests, the nodes, or its constraints{}", what_it_asks(pod, &message));
                if short {
                    until.push_str(", unless a cluster autoscaler adds a node (its TriggeredScaleUp or NotTriggerScaleUp events say whether it will)");
                }
                if cordoned {
                    until.push_str("; cordoned nodes (taint node.kubernetes.io/unschedulable: kubectl cordon, a drain or an upgrade) take no new pod until kubectl uncordon <node>");
                }
                if !tolerable.is_empty() {
                    until.push_str(&format!("; nodes with taint {} take it only with a matching toleration in its pod template", tolerable.join(", ")));
                }
                if !conditions.is_empty() {
                    until.push_str(&format!(
                        "; taint {} is the kubelet's own, on a node under that pressure or not ready, and goes when it clears: relieve that node or add nodes, not a toleration (it would put the pod there)",
                        conditions.join(", ")
                    ));
                }
                until
            }
        };
    }
    let claims = claim_names(pod);
    match claims.as_slice() {
        [] => "it will not start until its PersistentVolumeClaims are bound to volumes (kubectl get pvc shows which are Pending)".to_owned(),
        [claim] => format!("it will not start until its claim {claim} is bound to a volume (kubectl describe pvc {claim}{} says why it is not)", pod.namespace_flag()),
        _ => format!("it will not start until its claims {} are bound to volumes (kubectl get pvc{} shows which are Pending)", claims.join(", "), pod.namespace_flag()),
    }
}

/// How the summary says that a claim the pod names does not exist (the roll-up names the
/// pasted claims of its namespace after it).
pub(crate) const CLAIM_MISSING: &str = "its claim";

/// The command that lists the claims of the pod's namespace, said after a missing claim.
pub(crate) const CLAIMS_LISTED: &str = "kubectl get pvc";

/// The claim the scheduler says does not exist (`persistentvolumeclaim "pg-data" not found`).
pub(crate) fn missing_claim(message: &str) -> Option<&str> {
    let (_, rest) = message.split_once("persistentvolumeclaim \"")?;
    let (name, after) = rest.split_once('"')?;
    (after.starts_with(" not found") && !name.is_empty()).then_some(name)
}

/// The claims a pod's volumes name, in the order written.
fn claim_names(pod: &Resource) -> Vec<&str> {
    match pod.get(&["spec", "volumes"]) {
        Some(crate::model::Value::Array(volumes)) => volumes
            .iter()
            .filter_map(|volume| volume.get("persistentVolumeClaim")?.get("claimName")?.as_str())
            .filter(|name| !name.is_empty())
            .collect(),
        _ => Vec::new(),
    }
}

/// The topology keys of a pod's spread constraints (`topology.kubernetes.io/zone`), each once.
fn topology_keys(pod: &Resource) -> Vec<&str> {
    let mut keys: Vec<&str> = Vec::new();
    for constraint in pod.get(&["spec", "topologySpreadConstraints"]).and_then(|c| c.as_array()).unwrap_or(&[]) {
        if let Some(key) = constraint.get("topologyKey").and_then(|k| k.as_str()).filter(|k| !k.is_empty() && !keys.contains(k)) {
            keys.push(key);
        }
    }
    keys
}

/// The host ports a pod's containers ask for (`9125/UDP`), in the order written.
fn host_ports(pod: &Resource) -> Vec<String> {
    let containers = pod.get(&["spec", "containers"]).and_then(|c| c.as_array()).unwrap_or(&[]);
    containers
        .iter()
        .flat_map(|container| container.get("ports").and_then(|p| p.as_array()).unwrap_or(&[]))
        .filter_map(|port| {
            let number = port.get("hostPort").and_then(|p| p.as_i64()).filter(|p| *p > 0)?;
            Some(format!("{number}/{}", port.get("protocol").and_then(|p| p.as_str()).filter(|p| !p.is_empty()).unwrap_or("TCP")))
        })
        .collect()
}

/// What a volume node affinity conflict means in general; the roll-up says it of a pasted
/// local volume whose node is known instead.
pub(crate) const VOLUME_ELSEWHERE: &str = "its volume can only be attached in a zone (or on nodes) where the pod cannot run: add a node there (or let the pod run on the nodes there), or move the volume";

/// The taint of a cordoned node.
const CORDONED: &str = "node.kubernetes.io/unschedulable";

/// The taints that keep workloads off control-plane nodes on purpose.
const CONTROL_PLANE: &[&str] = &["node-role.kubernetes.io/control-plane", "node-role.kubernetes.io/master"];

/// The taints the node's own conditions set (pressure, not ready): gone when the condition
/// clears, never for a pod to tolerate (it would land on the node short of what it needs).
pub(crate) const NODE_CONDITION_TAINTS: &[&str] = &[
    "node.kubernetes.io/memory-pressure",
    "node.kubernetes.io/disk-pressure",
    "node.kubernetes.io/pid-pressure",
    "node.kubernetes.io/not-ready",
    "node.kubernetes.io/unreachable",
    "node.kubernetes.io/network-unavailable",
];

/// The node a DaemonSet's pod is pinned to (its required node affinity on `metadata.name`).
fn pinned_node(pod: &Resource) -> Option<&str> {
    use crate::model::Value;
    let terms = pod.get(&["spec", "affinity", "nodeAffinity", "requiredDuringSchedulingIgnoredDuringExecution", "nodeSelectorTerms"])?;
    let Value::Array(terms) = terms else { return None };
    terms.iter().find_map(|term| {
        let Some(Value::Array(fields)) = term.get("matchFields") else { return None };
        fields.iter().find(|field| field.get("key").and_then(Value::as_str) == Some("metadata.name")).and_then(|field| match field.get("values") {
            Some(Value::Array(values)) => values.first().and_then(Value::as_str),
            _ => None,
        })
    })
}

/// The taints a scheduler message says the pod does not tolerate (`1 node(s) had untolerated
/// taint {nvidia.com/gpu: present}`; before Kubernetes 1.26 `had taint {…}, that the pod
/// didn't tolerate`), as `key=value` (`key` when the value is empty), each once.
fn untolerated_taints(message: &str) -> Vec<String> {
    let mut found: Vec<String> = Vec::new();
    for (_, rest) in message.match_indices("taint {").filter_map(|(at, _)| message.get(at..)).filter_map(|rest| rest.split_once('{')) {
        let Some((inside, _)) = rest.split_once('}') else { continue };
        let taint = match inside.split_once(':') {
            Some((key, value)) if value.trim().is_empty() => key.trim().to_owned(),
            Some((key, value)) => format!("{}={}", key.trim(), value.trim()),
            None => inside.trim().to_owned(),
        };
        if !taint.is_empty() && !found.contains(&taint) {
            found.push(taint);
        }
    }
    found
}

/// Phase `Running`.
fn running(pod: &Resource, containers: &[ContainerStatus], restart_policy: &str, context: &Context) -> Assessment {
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
                format!("{} restarted {}{last}", c.name, crate::rules::count(c.restart_count, "time"))
            })
            .collect();
        if let Some(assessment) = restarting_while_ready(pod, containers, context) {
            return assessment;
        }
        let note = if restarted.is_empty() { String::new() } else { format!(" Note: {}.", restarted.join("; ")) };
        return Assessment::plain(Verdict::Ready, format!("The pod is running and ready.{note}"));
    }
    if let Some(disruption) = pod.condition("DisruptionTarget").filter(|c| c.is_true()) {
        return Assessment::new(
            Verdict::InProgress,
            format!("The pod is about to be stopped (DisruptionTarget{}); its owner, if any, creates a replacement.", condition_detail(disruption)),
            disruption.reason.clone(),
        );
    }
    let unready: Vec<&str> = containers.iter().filter(|c| c.runs_with_pod() && !c.ready).map(|c| c.name.as_str()).collect();
    let list = if unready.is_empty() { String::new() } else { format!(" (not ready: {})", unready.join(", ")) };
    let not_ready_for = ready.and_then(|c| context.seconds_since(c.since));
    let how_long = not_ready_for.map(|s| format!(" for {}", human_duration(s))).unwrap_or_default();
    if let Some(assessment) = liveness_loop(containers, context).or_else(|| restart_loop(pod, containers, context)) {
        return assessment;
    }
    let probe = context
        .events
        .iter()
        .rev()
        .find(|e| e.reason == "Unhealthy" && !e.message.starts_with("Liveness"))
        .or_else(|| context.latest_event(&["Unhealthy"]));
    if let Some(probe) = probe {
        let which = probe_kind(probe);
        // Past a slow start, a refused connection is not the app still starting.
        let past_start = || {
            probe_failure_hint(&probe.message, which, pod).replace(
                &SLOW_START.replace("{probe}", which),
                &format!("the app waits for something it needs, or listens on another port or only on 127.0.0.1 (kubectl logs {}{} says which)", pod.name, pod.namespace_flag()),
            )
        };
        // A refused connection on a port the container does not declare: the probe's port.
        let wrong_port = probe.message.contains("connection refused").then(|| undeclared_probe_port(pod, which, &unready, context)).flatten();
        // Failing as long as a rollout may make no progress by default: not a slow start; a
        // command not in the image never passes, however long.
        let past_deadline = not_ready_for.is_some_and(|seconds| seconds >= NOT_READY_FAILS_AFTER_SECONDS);
        if past_deadline || command_not_in_image(&probe.message.to_ascii_lowercase()) {
            let tail = if past_deadline && wrong_port.is_none() { " That is past the 10 min a rollout waits by default, so it is not a slow start: look at it now." } else { "" };
            let assessment = Assessment::new(
                Verdict::Failed,
                format!(
                    "The pod has been running but not ready{how_long}{list}, so it takes no traffic: its {which} probe fails: {}{}.{tail}",
                    probe.quote(context.now),
                    wrong_port.clone().unwrap_or_else(past_start)
                ),
                "Unhealthy",
            );
            return if wrong_port.is_some() { assessment.answering() } else { assessment };
        }
        // Still within the time a rollout waits, but longer than most apps take to start: what
        // the failure says already.
        let hint = match wrong_port {
            Some(wrong_port) => wrong_port,
            None if not_ready_for.is_some_and(|seconds| seconds >= SLOW_START_SECONDS) => past_start(),
            None => String::new(),
        };
        return Assessment::new(
            Verdict::InProgress,
            format!("The pod is running but not ready{how_long}{list}: its {which} probe fails: {}{hint}.", probe.quote(context.now)),
            "Unhealthy",
        );
    }
    // Ready containers held back by a gate another controller sets (a load balancer's check).
    if let Some(assessment) = super::readiness_gates::held_back(pod, context, NOT_READY_FAILS_AFTER_SECONDS) {
        return assessment;
    }
    let detail = ready.map(condition_detail).unwrap_or_default();
    Assessment::new(
        Verdict::InProgress,
        format!("The pod is running but not ready yet{how_long}{list}{detail}. Readiness probes decide when it may take traffic."),
        ready.map(|c| c.reason.clone()).unwrap_or_default(),
    )
}

/// Phase `Pending` after scheduling: images are pulled, volumes mounted, init containers run.
/// Mount and sandbox failures in the events say why; after [`STUCK_AFTER_SECONDS`] of them,
/// or when they name an object that does not exist, the pod is Failed.
fn pending(pod: &Resource, containers: &[ContainerStatus], context: &Context) -> Assessment {
    let init = init_status(pod, containers);
    let waiting = containers.iter().find_map(|c| match &c.state {
        ContainerState::Waiting { reason, message } if !reason.is_empty() => Some((c, reason, message)),
        _ => None,
    });
    // Where it is; once it has failed, it is no longer "starting": it cannot start.
    let starting = |failed: bool| match (&init, waiting) {
        (Some((shown, Some(current))), _) => {
            // An init container that has run for minutes is usually waiting for something
            // (a database, a migration's lock): its log says what.
            let running_for = init_running_seconds(pod, current, context).filter(|seconds| *seconds >= STUCK_AFTER_SECONDS);
            let how_long = match running_for {
                Some(seconds) => format!(
                    " and has been for {}; kubectl logs {}{} -c {current} shows what it is doing or waiting for",
                    human_duration(seconds),
                    pod.name,
                    pod.namespace_flag()
                ),
                None => String::new(),
            };
            format!("The pod {} ({shown}): init container {current} is running{how_long}", if failed { "cannot finish initializing" } else { "is initializing" })
        }
        (Some((shown, None)), _) => format!("The pod {} ({shown})", if failed { "cannot finish initializing" } else { "is initializing" }),
        (None, Some((container, reason, message))) => format!(
            "The pod {}: {} {} is waiting ({reason}){}",
            if failed { "cannot start" } else { "is starting" },
            container.kind_word(),
            container.name,
            colon(message)
        ),
        (None, None) => format!("The pod {} (phase Pending)", if failed { "cannot start" } else { "is starting" }),
    };
    let reason = waiting.map(|(_, reason, _)| reason.clone()).unwrap_or_default();
    let start_events = || context.events.iter().rev().filter(|e| e.is_warning() && START_EVENTS.contains(&e.reason.as_str()));
    // A volume that cannot be attached is why mounting it times out: the attach error first.
    let attach = start_events().find(|e| e.reason == "FailedAttachVolume");
    // The kubelet's summary ("Unable to attach or mount volumes: … timed out waiting for the
    // condition") comes after the mount's own error, which says why: that one first.
    let specific = start_events().find(|e| !e.message.contains("timed out waiting for the condition"));
    if let Some(event) = attach.or(specific).or_else(|| start_events().next()) {
        // An object the kubelet says does not exist, and that is not pasted either, will not
        // appear by waiting.
        let absent = missing_object(&event.message)
            .is_some_and(|(kind, name, _)| !context.references.iter().any(|r| r.kind == kind && r.name == name && r.target.is_some()));
        let stuck = start_events().filter_map(|e| e.ongoing_seconds(context.now)).max().filter(|s| *s >= STUCK_AFTER_SECONDS);
        let note = format!(
            "{}{}{}{}{}{}",
            missing_note(&event.message, pod, context),
            multi_attach_note(&event.message, pod),
            attach_timeout_note(&event.message),
            sandbox_note(&event.message, pod),
            nfs_note(&event.message, pod),
            key_vault_note(&event.message, pod)
        );
        let verdict = if stuck.is_some() || absent { Verdict::Failed } else { Verdict::InProgress };
        let for_how_long = stuck.map(|s| format!(" for {}", human_duration(s))).unwrap_or_default();
        let assessment = Assessment::new(
            verdict,
            format!("{}; {} reports {}{for_how_long}: {}.{note}", starting(verdict == Verdict::Failed), reporter(&event.reason), event.reason, event.quote(context.now)),
            event.reason.clone(),
        );
        // A note says what to do in this case: the conditions' general words give way to it.
        return if note.is_empty() { assessment } else { assessment.answering() };
    }
    Assessment::new(Verdict::InProgress, format!("{}.", starting(false)), reason)
}

/// Who writes a start event: attaching a volume is the attach/detach controller's work (with
/// the CSI driver's attacher), mounting it and the rest the node's kubelet's.
fn reporter(reason: &str) -> &'static str {
    if reason.contains("AttachVolume") { "the attach/detach controller" } else { "the kubelet" }
}

/// ` Attaching is the CSI driver's controller's work …` for an attach that timed out: where
/// its error is and what usually holds it; nothing otherwise.
fn attach_timeout_note(message: &str) -> String {
    if !message.contains("AttachVolume.Attach failed") || !(message.contains("DeadlineExceeded") || message.contains("timed out") || message.contains("context deadline exceeded")) {
        return String::new();
    }
    let volume = message.split_once("for volume \"").and_then(|(_, rest)| rest.split('"').next()).filter(|v| !v.is_empty()).unwrap_or("<volume>");
    format!(
        " Attaching is done by the volume's CSI driver (its controller's csi-attacher), not the node, and it does not answer in time: kubectl get volumeattachment | grep {volume} shows the attachment and its error, and the driver controller's logs (in kube-system, container csi-attacher and the driver's own) say why. In the cloud the disk is often stuck attaching, or still attached to an instance that is gone: detach it there and the next try succeeds."
    )
}

/// ` The volume can be attached to one node at a time …` for a Multi-Attach error: a
/// ReadWriteOnce volume still attached for another pod (most often the old pod of a rolling
/// update, on another node); nothing otherwise.
fn multi_attach_note(message: &str, pod: &Resource) -> String {
    if message.contains("Multi-Attach") && message.contains("already exclusively attached to one node") {
        let volume = message.split_once("for volume \"").and_then(|(_, rest)| rest.split('"').next()).filter(|v| !v.is_empty()).unwrap_or("<volume>");
        return format!(
            " The volume can be attached to one node at a time and is still attached to another, most often the node of the pod this one replaces (gone, or still terminating there): kubectl get volumeattachment | grep {volume} shows which. It is detached once nothing uses it there (about 6 min after a node stops answering); a node that is shut down for good can be tainted node.kubernetes.io/out-of-service=nodeshutdown:NoExecute to detach it at once."
        );
    }
    let Some((_, holders)) = message.split_once("already used by pod(s) ") else { return String::new() };
    let holder = holders.split([',', ' ']).next().unwrap_or("").trim();
    if !message.contains("Multi-Attach") || holder.is_empty() {
        return String::new();
    }
    format!(
        " The volume can be attached to one node at a time and pod {holder} still holds it: it must end first (kubectl delete pod {holder}{} if it is stuck terminating, or check its node); for a Deployment with such a volume, the Recreate strategy stops the old pod before the new one starts.",
        pod.namespace_flag()
    )
}

/// ` Key Vault kv-prod refused secret db-password to identity … : grant it …` for a Secrets Store
/// CSI mount that Azure refused (403): who asked, for what, and the role assignment to make
/// (or, for a vault on access policies, the policy to set); nothing otherwise.
fn key_vault_note(message: &str, pod: &Resource) -> String {
    let Some(vault) = message.split_once("https://").and_then(|(_, rest)| rest.split_once(".vault.azure.net")).map(|(vault, _)| vault).filter(|v| !v.is_empty() && !v.contains(['/', ' '])) else {
        return String::new();
    };
    if !message.contains("403") {
        return String::new();
    }
    // `\r\n` inside the JSON body ends each field.
    let field = |name: &str| message.split_once(name).map(|(_, rest)| rest.split(['\\', '\n', ';']).next().unwrap_or("").trim().trim_matches('\'').to_owned()).filter(|v| !v.is_empty());
    let secret = message.split_once("objectName:").and_then(|(_, rest)| rest.split([',', ' ']).next()).filter(|s| !s.is_empty());
    // `Caller: appid=…;oid=…` (RBAC) or `'appid=…;oid=…;iss=…'` (access policies).
    let caller = message
        .split_once("appid=")
        .and_then(|(_, rest)| rest.split(['\\', '\n', ';', ',', '\'', '"', ' ']).next())
        .filter(|id| !id.is_empty())
        .map(str::to_owned);
    let action = field("Action: ").map(|action| action.rsplit('/').nth(1).unwrap_or(&action).to_owned());
    let code = if message.contains("ForbiddenByPolicy") { "ForbiddenByPolicy" } else if message.contains("ForbiddenByRbac") { "ForbiddenByRbac" } else { "Forbidden" };
    // An access-policy vault says `does not have secrets get permission on key vault …`
    // (innererror AccessDenied); an RBAC one names a role assignment instead.
    let policy_denied = message.split_once("does not have ").and_then(|(_, rest)| rest.split_once(" permission")).map(|(what, _)| what.trim());
    let policy = code == "ForbiddenByPolicy" || (code != "ForbiddenByRbac" && (policy_denied.is_some() || message.contains("\"AccessDenied\"")));
    let (objects, permission) = policy_denied.and_then(|words| words.split_once(' ')).unwrap_or(("secrets", "get"));
    let flag = match objects {
        "keys" => "--key-permissions",
        "certificates" => "--certificate-permissions",
        _ => "--secret-permissions",
    };
    let scope = field("Resource: ").and_then(|resource| resource.find("/secrets/").or_else(|| resource.find("/keys/")).or_else(|| resource.find("/certificates/")).map(|at| resource.get(..at).unwrap_or("").to_owned())).filter(|s| !s.is_empty());
    let what = secret.map(|s| format!(" secret {s}")).unwrap_or_default();
    let who = caller.as_deref().map(|id| format!(" to identity appid {id}")).unwrap_or_default();
    let allowed = action.as_deref().map(|a| format!(" that allows {a}")).unwrap_or_default();
    let identity = match pod.str(&["metadata", "labels", "azure.workload.identity/use"]) {
        Some("true") => format!(" (with workload identity, that is the client ID on ServiceAccount {} or the SecretProviderClass's clientID)", pod.str(&["spec", "serviceAccountName"]).unwrap_or("default")),
        _ => String::new(),
    };
    let assignee = caller.as_deref().unwrap_or("<client ID>");
    if policy {
        let permission = if permission.is_empty() || permission.contains(['\'', '"', ' ']) { "get" } else { permission };
        let objects = if matches!(objects, "keys" | "certificates") { objects } else { "secrets" };
        let holder = caller.as_deref().map(|id| format!("appid {id}")).unwrap_or_else(|| "the identity the mount uses".to_owned());
        return format!(
            " Key Vault {vault} refused{what} (403, {code}): the vault uses access policies, and {holder} has no '{permission}' on {objects}{identity}. Add it: az keyvault set-policy --name {vault} --spn {assignee} {flag} {permission}. The kubelet retries the mount by itself."
        );
    }
    let grant = {
        let scope = scope.map(|scope| format!(" --scope {scope}")).unwrap_or_else(|| format!(" --scope $(az keyvault show --name {vault} --query id -o tsv)"));
        format!("Grant it: az role assignment create --role \"Key Vault Secrets User\" --assignee {assignee}{scope}")
    };
    let holder = if caller.is_some() { "that identity" } else { "the identity the mount uses" };
    format!(" Key Vault {vault} refused{what}{who} (403, {code}): {holder} has no role on the vault{allowed}{identity}. {grant}. The kubelet retries the mount by itself; a new role assignment can take a few minutes to apply.")
}

/// ` Node worker-12 cannot reach NFS server 10.40.8.20 …` for an NFS mount that failed, by the
/// words of `mount.nfs`; nothing otherwise.
fn nfs_note(message: &str, pod: &Resource) -> String {
    let Some((_, target)) = message.split_once("-t nfs ") else { return String::new() };
    let export = target.split_whitespace().next().unwrap_or("");
    let Some((server, path)) = export.split_once(':').filter(|(server, _)| !server.is_empty()) else { return String::new() };
    let node = pod.str(&["spec", "nodeName"]).filter(|node| !node.is_empty()).map(|node| format!("Node {node}")).unwrap_or_else(|| "The node".to_owned());
    let said = message.split_once("mount.nfs: ").map(|(_, words)| words.lines().next().unwrap_or("").trim()).unwrap_or("");
    let lower = said.to_ascii_lowercase();
    if lower.contains("timed out") || lower.contains("no route to host") || lower.contains("connection refused") {
        format!(
            " {node} cannot reach NFS server {server} (mount.nfs: {said}): check that the server is up and that the network lets the node reach it on TCP 2049 (and 111 for NFSv3); from the node, nc -vz {server} 2049 or showmount -e {server} tells which."
        )
    } else if lower.contains("access denied") {
        format!(" NFS server {server} refuses {path} to this node (mount.nfs: {said}): its exports must allow the nodes' addresses (showmount -e {server} lists them).")
    } else if lower.contains("no such file or directory") {
        format!(" NFS server {server} exports no {path} (mount.nfs: {said}): fix the path in the volume or create it on the server (showmount -e {server} lists what it exports).")
    } else {
        String::new()
    }
}

/// What a pod's summary says when its node's network plugin is not up there yet (the roll-up
/// says instead which pasted pod of the plugin fails there: `rollup::network_plugins`).
pub(crate) const PLUGIN_NOT_READY: &str = " It is not running or not ready there yet.";

/// The command a pod's summary gives to find its node's network plugin pod.
pub(crate) fn plugin_pods_command(node: &str) -> String {
    format!("kubectl get pods -A -o wide --field-selector spec.nodeName={node} shows the plugin's pod there; its logs say more.")
}

/// ` The network plugin (calico) on node worker-13 could not give the pod its network …` for a
/// sandbox that cannot be created because of the node's CNI plugin; nothing otherwise.
fn sandbox_note(message: &str, pod: &Resource) -> String {
    let lower = message.to_ascii_lowercase();
    if !lower.contains("sandbox") || !(lower.contains("network") || lower.contains("cni")) {
        return String::new();
    }
    let plugin = message.split_once("plugin type=\"").and_then(|(_, rest)| rest.split('"').next()).filter(|p| !p.is_empty()).map(|p| format!(" ({p})")).unwrap_or_default();
    let node = pod.str(&["spec", "nodeName"]).filter(|node| !node.is_empty());
    let on = node.map(|node| format!(" on node {node}")).unwrap_or_default();
    // The AWS VPC CNI hands out the node's secondary ENI addresses: none is left.
    let aws_cni = plugin.contains("aws-cni") || lower.contains("failed to assign an ip address to container");
    let cause = if aws_cni && lower.contains("failed to assign an ip address") {
        " Its IP address manager (ipamd) has no free address for the pod: the instance type's ENI and IP limit is reached (its max pods), or the subnet has no free address left. kubectl logs -n kube-system -l k8s-app=aws-node -c aws-node says which; aws ec2 describe-subnets --query 'Subnets[].[SubnetId,AvailableIpAddressCount]' --output table shows each subnet's free addresses. Fixes: prefix delegation (kubectl set env daemonset aws-node -n kube-system ENABLE_PREFIX_DELEGATION=true, for new nodes), larger subnets, or bigger instances."
    } else if lower.contains("unauthorized") {
        " It is refused by the API server (Unauthorized): its credentials there are stale, and restarting its pod on that node renews them."
    } else if lower.contains("no ip addresses available") || lower.contains("failed to allocate") {
        " It has no address left to give (the node's or the pool's IP range is used up): free addresses or widen the pool."
    } else if lower.contains("not initialized") || lower.contains("no such file") || lower.contains("connection refused") {
        PLUGIN_NOT_READY
    } else {
        ""
    };
    let list = match node {
        // (The AWS CNI's own pods were named above.)
        _ if aws_cni && !cause.is_empty() => String::new(),
        Some(node) => plugin_pods_command(node),
        None => "kubectl describe pod shows the node; the plugin's pod there and its logs say more.".to_owned(),
    };
    format!(" The network plugin{plugin}{on} could not give the pod its network, so no container can start.{cause} {list}")
}

/// kubectl's `Init:<reason>` / `Init:<i>/<n>` while init containers have not all finished, with
/// the init container running now, if one is; `None` once initialization is done.
pub fn init_status(pod: &Resource, containers: &[ContainerStatus]) -> Option<(String, Option<String>)> {
    if pod.condition("Initialized").is_some_and(|c| c.is_true()) {
        return None;
    }
    let inits: Vec<&ContainerStatus> = containers.iter().filter(|c| c.init).collect();
    let total = match pod.get(&["spec", "initContainers"]) {
        Some(crate::model::Value::Array(specs)) => specs.len().max(inits.len()),
        _ => inits.len(),
    };
    for (index, container) in inits.iter().enumerate() {
        let sidecar = container.sidecar;
        match &container.state {
            ContainerState::Terminated(ended) if ended.is_success() => continue,
            ContainerState::Running if sidecar => continue,
            ContainerState::Terminated(ended) => {
                let shown = match (ended.reason.is_empty(), ended.exit_code, ended.signal) {
                    (false, _, _) => format!("Init:{}", ended.reason),
                    (true, _, Some(signal)) => format!("Init:Signal:{signal}"),
                    (true, Some(code), _) => format!("Init:ExitCode:{code}"),
                    (true, None, None) => "Init:Error".to_owned(),
                };
                return Some((shown, None));
            }
            ContainerState::Waiting { reason, .. } if !reason.is_empty() && reason != "PodInitializing" => {
                return Some((format!("Init:{reason}"), None));
            }
            ContainerState::Running => return Some((format!("Init:{index}/{total}"), Some(container.name.clone()))),
            _ => return Some((format!("Init:{index}/{total}"), None)),
        }
    }
    None
}

/// How long the init container `name` has been running (its `state.running.startedAt`).
fn init_running_seconds(pod: &Resource, name: &str, context: &Context) -> Option<i64> {
    let Some(crate::model::Value::Array(statuses)) = pod.get(&["status", "initContainerStatuses"]) else { return None };
    let status = statuses.iter().find(|status| crate::model::resource::str_at(status, &["name"]) == Some(name))?;
    let started = crate::model::resource::str_at(status, &["state", "running", "startedAt"]).and_then(Timestamp::parse);
    context.seconds_since(started)
}

/// The Secret or ConfigMap (and key) a kubelet message says does not exist:
/// `secret "db" not found`, `configmap "cfg" not found`, `couldn't find key pw in Secret ns/db`.
pub fn missing_object(message: &str) -> Option<(&'static str, String, Option<String>)> {
    let lower = message.to_ascii_lowercase();
    for (word, kind) in [("secret \"", "Secret"), ("configmap \"", "ConfigMap"), ("secrets \"", "Secret"), ("configmaps \"", "ConfigMap")] {
        if let Some(start) = lower.find(word) {
            let rest = message.get(start + word.len()..)?;
            let end = rest.find('"')?;
            let after = rest.get(end..).unwrap_or("");
            if after.contains("not found") {
                return Some((kind, rest.get(..end)?.to_owned(), None));
            }
        }
    }
    let start = lower.find("couldn't find key ")?;
    let rest = message.get(start + "couldn't find key ".len()..)?;
    let mut words = rest.split_whitespace();
    let key = words.next()?.to_owned();
    let _in = words.next()?;
    let kind = match words.next()? {
        "Secret" | "secret" => "Secret",
        "ConfigMap" | "configmap" => "ConfigMap",
        _ => return None,
    };
    let name = words.next()?.trim_end_matches(['.', ',', ';']);
    let name = name.rsplit('/').next().unwrap_or(name).to_owned();
    Some((kind, name, Some(key)))
}

/// Whether `written` looks like a misspelling of `wanted`: the same but for letter case, or one
/// letter changed, added or left out (for names of at least 4 letters).
pub(crate) fn misspelt(written: &str, wanted: &str) -> bool {
    if written == wanted || wanted.len() < 4 {
        return false;
    }
    if written.eq_ignore_ascii_case(wanted) {
        return true;
    }
    let (a, b) = (written.as_bytes(), wanted.as_bytes());
    let (short, long) = if a.len() <= b.len() { (a, b) } else { (b, a) };
    match long.len() - short.len() {
        // One letter changed.
        0 => short.iter().zip(long).filter(|(x, y)| x != y).count() == 1,
        // One letter added or left out: the rest lines up around it.
        1 => {
            let same_start = short.iter().zip(long).take_while(|(x, y)| x == y).count();
            short.get(same_start..) == long.get(same_start + 1..)
        }
        _ => false,
    }
}

/// ` It is missing from the cluster, and Secret db-credentials is not in what you pasted either: …` when a kubelet message
/// names an object that does not exist, checked against the pod's references and the paste.
fn missing_note(message: &str, pod: &Resource, context: &Context) -> String {
    let Some((kind, name, key)) = missing_object(message) else { return String::new() };
    let reference = context.references.iter().find(|r| r.kind == kind && r.name == name);
    match (reference.and_then(|r| r.target), key) {
        (Some(_), Some(key)) => format!(" {kind} {name} is in what you pasted; the kubelet says it has no key {key}: add the key or fix the reference."),
        (None, Some(key)) => format!(" {kind} {name} is not in what you pasted, so its keys cannot be checked here: add the key {key} or fix the reference."),
        (Some(_), None) => format!(" {kind} {name} is in what you pasted, so it may have been created after the kubelet's last try (it retries by itself), or in another namespace."),
        // Published by the cluster itself: what publishes it is the answer.
        (None, None) => match super::published::missing_note(kind, &name, pod) {
            Some(note) => note,
            None => format!("{}: create it{} — {NOT_PASTED_END}.", not_pasted_note(kind, &name), create_command(pod, kind, &name)),
        },
    }
}

/// ` (kubectl create secret generic db-credentials -n payments --from-literal=password=<value>;
/// the kubelet retries by itself)`: the keys are those the pod reads from it (env and
/// volumes), so the object made is one the pod can start with.
fn create_command(pod: &Resource, kind: &str, name: &str) -> String {
    let (create, key_ref, volume, volume_name) = match kind {
        "Secret" => ("secret generic", "secretKeyRef", "secret", "secretName"),
        _ => ("configmap", "configMapKeyRef", "configMap", "name"),
    };
    let mut keys: Vec<&str> = Vec::new();
    for list in ["containers", "initContainers"] {
        let Some(crate::model::Value::Array(containers)) = pod.get(&["spec", list]) else { continue };
        for env in containers.iter().filter_map(|c| c.get("env")).filter_map(crate::model::Value::as_array).flatten() {
            let Some(reference) = env.get("valueFrom").and_then(|from| from.get(key_ref)) else { continue };
            if reference.get("name").and_then(crate::model::Value::as_str) == Some(name) {
                keys.extend(reference.get("key").and_then(crate::model::Value::as_str));
            }
        }
    }
    if let Some(crate::model::Value::Array(volumes)) = pod.get(&["spec", "volumes"]) {
        // A volume of its own, or one source of a projected volume.
        let projected = volumes
            .iter()
            .filter_map(|v| v.get("projected")?.get("sources")?.as_array())
            .flatten()
            .filter_map(|source| source.get(volume));
        for source in volumes.iter().filter_map(|v| v.get(volume)).chain(projected) {
            // (A projected source names it `name`, a Secret volume `secretName`.)
            if source.get(volume_name).or_else(|| source.get("name")).and_then(crate::model::Value::as_str) == Some(name) {
                let items = source.get("items").and_then(crate::model::Value::as_array).unwrap_or(&[]);
                keys.extend(items.iter().filter_map(|item| item.get("key").and_then(crate::model::Value::as_str)));
            }
        }
    }
    keys.sort_unstable();
    keys.dedup();
    let literals: String = if keys.is_empty() { " --from-literal=<key>=<value>".to_owned() } else { keys.iter().map(|key| format!(" --from-literal={key}=<value>")).collect() };
    let namespace = pod.namespace.as_deref().map(|ns| format!(" -n {ns}")).unwrap_or_default();
    format!(" (kubectl create {create} {name}{namespace}{literals}; the kubelet retries by itself)")
}

/// ` It is missing from the cluster, and Secret db-credentials is not in what you pasted either: …`: the roll-up replaces it when
/// the paste holds what makes that object (`relate::makers`).
pub(crate) fn not_pasted_note(kind: &str, name: &str) -> String {
    format!(" It is missing from the cluster, and {kind} {name} is not in what you pasted either")
}

/// How the note of [`not_pasted_note`] ends, after what to create: the roll-up replaces the
/// whole note up to here.
pub(crate) const NOT_PASTED_END: &str = "or fix the reference";

/// A container the kubelet keeps killing and restarting because its liveness probe fails
/// ([`LIVENESS_LOOP_RESTARTS`] restarts or more, with the probe's failures in the events): a
/// crash loop the kubelet drives, though the container is running between the kills.
fn liveness_loop(containers: &[ContainerStatus], context: &Context) -> Option<Assessment> {
    let (container, probe) = containers.iter().filter(|c| c.runs_with_pod() && c.restart_count >= LIVENESS_LOOP_RESTARTS).find_map(|c| {
        let probe = context
            .events
            .iter()
            .rev()
            .find(|e| e.reason == "Unhealthy" && e.message.starts_with("Liveness") && e.container().is_none_or(|name| name == c.name))?;
        Some((c, probe))
    })?;
    let last = container.last_termination.as_ref().map(|ended| format!("; its last run ended with {}", ended.describe())).unwrap_or_default();
    let kills = context
        .events
        .iter()
        .rev()
        .find(|e| e.reason == "Killing" && e.message.contains("liveness") && e.container().is_none_or(|name| name == container.name))
        .map(|killing| match killing.ongoing_seconds(context.now) {
            Some(seconds) if killing.count > 1 => format!(" (the kubelet killed it {} times in {})", killing.count, human_duration(seconds)),
            _ => String::new(),
        })
        .unwrap_or_default();
    Some(Assessment::new(
        Verdict::Failed,
        format!(
            "Container {} is restarted again and again because its liveness probe fails: it has restarted {} times{kills}{last}. The probe says: {}.",
            container.name,
            container.restart_count,
            probe.quote(context.now)
        ),
        "Unhealthy",
    ))
}

/// A running, not-ready container restarted [`RESTART_LOOP`] times or more, whose last run
/// failed in the last 10 minutes: it keeps being restarted (a crash loop caught between two
/// runs, or a liveness probe whose events are not pasted).
fn restart_loop(pod: &Resource, containers: &[ContainerStatus], context: &Context) -> Option<Assessment> {
    let (container, ended, ago) = containers.iter().filter(|c| c.runs_with_pod() && !c.ready && c.restart_count >= RESTART_LOOP).find_map(|c| {
        let ended = c.last_termination.as_ref().filter(|ended| !ended.is_success())?;
        let ago = context.seconds_since(ended.finished_at.as_deref().and_then(crate::model::Timestamp::parse))?;
        (ago <= NOT_READY_FAILS_AFTER_SECONDS).then_some((c, ended, ago))
    })?;
    let name = container.name.as_str();
    Some(Assessment::new(
        Verdict::Failed,
        format!(
            "Container {name} keeps being restarted: it has restarted {} times, the last run ended {} ago with {}. The pod's events say why (Unhealthy and Killing events mean its liveness probe fails): kubectl describe pod {pod}{ns}; kubectl logs {pod}{ns} -c {name} --previous shows the last run's output.",
            container.restart_count,
            human_duration(ago),
            ended.describe(),
            pod = pod.name,
            ns = pod.namespace_flag()
        ),
        "RestartLoop",
    ))
}

/// How many restarts of a container that is ready now, the last one failed within
/// [`RESTARTED_WITHIN_SECONDS`], make it one that keeps failing while it serves (a start-up's
/// crash loop that came right stops at about 6, the back-off reaching 5 min).
pub const RESTARTS_WHILE_SERVING: i64 = 10;

/// See [`RESTARTS_WHILE_SERVING`].
pub const RESTARTED_WITHIN_SECONDS: i64 = 30 * 60;

/// See [`RESTARTS_WHILE_SERVING`]: restarts this far apart on average, over the pod's life, or
/// closer (four a day).
pub const RESTART_EVERY_AT_MOST_SECONDS: i64 = 6 * 60 * 60;

/// Where the words of a pod restarting while ready end that its owners repeat
/// (`rollup::restarting`): after `but container `, up to this.
pub(crate) const EACH_RESTART: &str = ". Each restart drops what it was serving.";

/// A ready container restarted [`RESTARTS_WHILE_SERVING`] times or more whose last run failed
/// within [`RESTARTED_WITHIN_SECONDS`]: ready now, it keeps being killed or crashing, and each
/// time drops what it was serving. Degraded, with the limit when it ran out of memory.
fn restarting_while_ready(pod: &Resource, containers: &[ContainerStatus], context: &Context) -> Option<Assessment> {
    // How long the pod has run: restarts spread over months (a node rebooted now and then) are
    // no loop.
    let age = context.seconds_since(pod.str(&["status", "startTime"]).and_then(crate::model::Timestamp::parse));
    let often = |restarts: i64| age.is_none_or(|age| age <= restarts.saturating_mul(RESTART_EVERY_AT_MOST_SECONDS));
    let (container, ended, ago) = containers.iter().filter(|c| c.runs_with_pod() && c.ready && c.restart_count >= RESTARTS_WHILE_SERVING && often(c.restart_count)).find_map(|c| {
        // `Unknown` (exit 255): the node or its runtime restarted under it, not the app.
        let ended = c.last_termination.as_ref().filter(|ended| !ended.is_success() && ended.reason != "Unknown")?;
        let ago = context.seconds_since(ended.finished_at.as_deref().and_then(crate::model::Timestamp::parse))?;
        (0..=RESTARTED_WITHIN_SECONDS).contains(&ago).then_some((c, ended, ago))
    })?;
    let name = container.name.as_str();
    let ns = pod.namespace_flag();
    let what_to_do = if ended.reason == "OOMKilled" {
        let top = format!("kubectl top pod {}{ns} --containers shows its use now", pod.name);
        match crate::model::container::memory_limit(pod, name) {
            Some(limit) => {
                let more = crate::explain::doubled(limit).unwrap_or_else(|| "<more>".to_owned());
                format!(
                    " It ran out of memory (limit {limit}): raise the limit {}; or find what makes it grow ({top}).",
                    crate::rules::set_resources_advice(pod, name, &format!("--limits=memory={more}"))
                )
            }
            None => format!(
                " It was killed for memory with no limit of its own: its node ran short. Give it a memory request close to what it uses {} ({top}).",
                crate::rules::set_resources_advice(pod, name, "--requests=memory=<amount>")
            ),
        }
    } else {
        format!(" kubectl logs {}{ns} -c {name} --previous shows how the last run ended.", pod.name)
    };
    Some(Assessment::new(
        Verdict::Degraded,
        format!(
            "The pod is running and ready now, but container {name} keeps being restarted: {} restarts, the last run ended {} ago with {}{EACH_RESTART}{what_to_do}",
            container.restart_count,
            human_duration(ago),
            ended.describe()
        ),
        "RestartLoop",
    ))
}

/// A probe whose failures make the kubelet restart `container` (liveness or startup), from
/// the pasted events: its kind, and what its latest failure says (the Killing event's words
/// when no Unhealthy event is pasted).
pub(crate) fn restarting_probe<'a>(context: &'a Context, container: &str) -> Option<(&'static str, &'a str)> {
    let about = |e: &&Event| e.container().is_none_or(|name| name == container);
    let unhealthy = context.events.iter().rev().filter(about).find(|e| e.reason == "Unhealthy" && (e.message.starts_with("Liveness") || e.message.starts_with("Startup")));
    if let Some(event) = unhealthy {
        return Some((probe_kind(event), event.message.as_str()));
    }
    let killing = context.events.iter().rev().filter(about).find(|e| e.reason == "Killing" && (e.message.contains("failed liveness probe") || e.message.contains("failed startup probe")))?;
    Some((if killing.message.contains("startup") { "startup" } else { "liveness" }, killing.message.as_str()))
}

/// What a container's failing `lifecycle.postStart` hook said, from the events pasted
/// (`FailedPostStartHook`, or a `Killing` event that names it): the kubelet kills a container
/// whose hook fails, so that is why it restarts. The hook's own error and output when an event
/// has them (`… failed - error: command '…' exited with 1: <output>`), else the event's words.
pub(crate) fn failing_post_start_hook(context: &Context, container: &str) -> Option<String> {
    let about = |e: &&Event| e.container().is_none_or(|name| name == container) && (!e.message.contains("for Container \"") || e.message.contains(&format!("for Container \"{container}\"")));
    let hook = |e: &&Event| e.reason == "FailedPostStartHook" || (e.reason == "Killing" && e.message.contains("FailedPostStartHook"));
    let mut events = context.events.iter().rev().filter(about).filter(hook);
    let first = events.next()?;
    let detailed = std::iter::once(first).chain(events).find_map(|e| e.message.split_once(" failed - error: ").map(|(_, error)| error));
    let said = detailed.unwrap_or(first.message.as_str());
    // An exec hook's command is in the spec: its exit and output say why (`exited with 1:
    // … Connection refused`), without the copy the kubelet adds after `, message:`.
    let said = said.find("exited with ").and_then(|at| said.get(at..)).unwrap_or(said);
    let said = said.split(", message: ").next().unwrap_or(said);
    Some(said.split_whitespace().collect::<Vec<_>>().join(" "))
}

/// `; the kubelet restarts it because its liveness probe fails: “…”` when the restarts come
/// from a failing liveness or startup probe.
fn liveness(context: &Context, container: &str, pod: &Resource) -> String {
    context
        .events
        .iter()
        .rev()
        .find(|e| e.reason == "Unhealthy" && (e.message.starts_with("Liveness") || e.message.starts_with("Startup")) && e.container().is_none_or(|c| c == container))
        .map(|e| {
            let kind = probe_kind(e);
            format!("; the kubelet restarts it because its {kind} probe fails: {}{}", e.quote(context.now), probe_failure_hint(&e.message, kind, pod))
        })
        .unwrap_or_default()
}

/// ` The subPath mount of volume nginx-conf at /etc/nginx/nginx.conf fails: …` when the runtime
/// could not start the container because a subPath mount does not fit what the image has at
/// that path (`error mounting "…/volume-subpaths/<volume>/…" to rootfs at "<path>" … not a
/// directory`): a subPath the volume lacks is made an empty directory, which cannot be mounted
/// onto a file. Names the key a ConfigMap or Secret must have; nothing otherwise.
pub(crate) fn sub_path_mount_hint(message: &str, pod: &Resource, container: &str) -> String {
    sub_path_mount(message, pod, container).map(|(why, _)| why).unwrap_or_default()
}

/// What [`sub_path_mount_hint`] says, and what to do about it (for the container's advice).
pub(crate) fn sub_path_mount_advice(message: &str, pod: &Resource, container: &str) -> Option<String> {
    sub_path_mount(message, pod, container).map(|(_, fix)| format!("It is the subPath mount, not the command:{fix}"))
}

/// What is wrong with the mount, and what to do about it.
fn sub_path_mount(message: &str, pod: &Resource, container: &str) -> Option<(String, String)> {
    let (_, after) = message.split_once("error mounting \"")?;
    let target = after.split_once("to rootfs at \"").and_then(|(_, rest)| rest.split('"').next()).filter(|t| !t.is_empty())?;
    let volume = after.split_once("/volume-subpaths/").and_then(|(_, rest)| rest.split('/').next()).filter(|v| !v.is_empty())?;
    let onto_file = message.contains("not a directory") || message.contains("mount a directory onto a file");
    let onto_directory = message.contains("is a directory");
    if !onto_file && !onto_directory {
        return None;
    }
    let items = |path: &[&str]| pod.get(path).and_then(|v| v.as_array()).unwrap_or(&[]);
    fn text<'a>(value: &'a crate::model::Value, key: &str) -> Option<&'a str> {
        value.get(key).and_then(|v| v.as_str()).filter(|t| !t.is_empty())
    }
    let mount = ["containers", "initContainers"]
        .iter()
        .flat_map(|list| items(&["spec", list]))
        .filter(|c| text(c, "name") == Some(container))
        .flat_map(|c| c.get("volumeMounts").and_then(|v| v.as_array()).unwrap_or(&[]))
        .find(|m| text(m, "name") == Some(volume) && text(m, "mountPath") == Some(target));
    let sub_path = mount.and_then(|m| text(m, "subPath")).unwrap_or("its subPath");
    let source = items(&["spec", "volumes"]).iter().find(|v| text(v, "name") == Some(volume)).and_then(|v| {
        let config_map = v.get("configMap").and_then(|c| text(c, "name")).map(|name| ("ConfigMap", "configmap", name));
        config_map.or_else(|| v.get("secret").and_then(|s| text(s, "secretName")).map(|name| ("Secret", "secret", name)))
    });
    let ns = pod.namespace_flag();
    if onto_directory {
        return Some((
            format!(" The subPath mount of volume {volume} at {target} fails, not the command: {sub_path} is a file and the image has a directory at {target}."),
            format!(" mount it inside that directory instead (mountPath {}/{sub_path}).", target.trim_end_matches('/')),
        ));
    }
    let what = match source {
        Some((kind, command, name)) => format!(
            "{kind} {name} must have a key {sub_path} (kubectl get {command} {name}{ns} -o jsonpath='{{.data}}' lists its keys{}): add it, or make subPath a key it has",
            if kind == "Secret" { ", values base64-encoded" } else { "" }
        ),
        None => format!("make {sub_path} exist in volume {volume}, or fix subPath"),
    };
    Some((
        format!(" The subPath mount of volume {volume} at {target} fails, not the command: the volume has no file {sub_path}, so the kubelet made an empty directory in its place, and a directory cannot be mounted onto the image's file {target}."),
        format!(" {what}; then delete the pod (kubectl delete pod {}{ns}) so that its replacement mounts the file.", pod.name),
    ))
}

/// ` The app's ServiceAccount may not …` when a crashed run's last words are an API server's
/// RBAC refusal (`User "system:serviceaccount:shop:api" cannot list resource "pods"`): the
/// Role it needs, and how to check; nothing otherwise.
pub(crate) fn forbidden_hint(message: &str, pod: &Resource) -> String {
    let Some((_, after)) = message.split_once("User \"system:serviceaccount:") else { return String::new() };
    let Some((account, rest)) = after.split_once('"') else { return String::new() };
    let Some((_, rest)) = rest.split_once("cannot ") else { return String::new() };
    let mut words = rest.split_whitespace();
    let (Some(verb), Some("resource"), Some(resource)) = (words.next(), words.next(), words.next()) else { return String::new() };
    let resource = resource.trim_matches('"');
    let (namespace, name) = account.split_once(':').unwrap_or(("", account));
    if name.is_empty() || verb.is_empty() || resource.is_empty() {
        return String::new();
    }
    let ns = if namespace.is_empty() { pod.namespace_flag() } else { format!(" -n {namespace}") };
    let grant = format!("{name}-{verb}-{resource}");
    if message.contains("at the cluster scope") {
        return format!(
            " Its ServiceAccount {name} may not {verb} {resource} across the cluster: grant it with a ClusterRole and a ClusterRoleBinding (kubectl create clusterrole {grant} --verb={verb} --resource={resource}, then kubectl create clusterrolebinding {grant} --clusterrole={grant} --serviceaccount={namespace}:{name}); kubectl auth can-i {verb} {resource} --as=system:serviceaccount:{namespace}:{name} checks it."
        );
    }
    format!(
        " Its ServiceAccount {name} may not {verb} {resource}: grant it with a Role and a RoleBinding (kubectl create role {grant} --verb={verb} --resource={resource}{ns}, then kubectl create rolebinding {grant} --role={grant} --serviceaccount={namespace}:{name}{ns}); kubectl auth can-i {verb} {resource}{ns} --as=system:serviceaccount:{namespace}:{name} checks it."
    )
}

/// What a probe's own failure says about the app: it times out, nothing listens, or the app
/// answers that it is unhealthy; with what to change. Empty when the message says none of it.
pub(crate) fn probe_failure_hint(message: &str, probe: &str, pod: &Resource) -> String {
    let mesh = super::sidecar_probes::hint(message, pod);
    if let Some((said, true)) = mesh {
        return said;
    }
    let mesh = mesh.map(|(said, _)| said).unwrap_or_default();
    format!("{mesh}{}", probe_app_hint(message, probe, pod))
}

/// Whether a probe's failure (lower case) says its exec command is not in the image.
fn command_not_in_image(lower: &str) -> bool {
    // (The runtime's words, not the output of a command that ran: `cat: /tmp/healthy: No such file`.)
    (lower.contains("exec failed") || lower.contains("exec: \"")) && (lower.contains("executable file not found") || lower.contains("no such file or directory"))
}

/// `an httpGet probe (path /healthz, port 8080, as its readinessProbe has)`: another probe of
/// the container whose `{probe}Probe` this is, that asks over HTTP.
fn http_probe_beside(pod: &Resource, probe: &str) -> Option<String> {
    let Some(crate::model::Value::Array(containers)) = pod.get(&["spec", "containers"]) else { return None };
    let key = format!("{probe}Probe");
    let container = containers.iter().find(|container| container.get(&key).is_some())?;
    ["readinessProbe", "livenessProbe", "startupProbe"].into_iter().filter(|other| *other != key).find_map(|other| {
        let http = container.get(other)?.get("httpGet")?;
        let path = http.get("path").and_then(|p| p.as_str()).unwrap_or("/");
        let port = http.get("port").and_then(|p| p.as_str().map(str::to_owned).or_else(|| p.as_i64().map(|n| n.to_string())))?;
        Some(format!("an httpGet probe (path {path}, port {port}, as its {other} has)"))
    })
}

/// `timeoutSeconds (1 s), and after 3 failures 10 s apart …`: the probe's settings from the pasted spec
/// (Kubernetes' defaults for what it leaves out), when one container of the pod has that probe.
fn probe_settings(pod: &Resource, probe: &str) -> Option<String> {
    let Some(crate::model::Value::Array(containers)) = pod.get(&["spec", "containers"]) else { return None };
    let key = format!("{probe}Probe");
    let mut probes = containers.iter().filter_map(|container| container.get(&key));
    let settings = probes.next()?;
    if probes.next().is_some() {
        return None;
    }
    let number = |field: &str, default: i64| settings.get(field).and_then(crate::model::Value::as_i64).unwrap_or(default);
    Some(format!(
        "timeoutSeconds ({} s), and after {} failures {} s apart (failureThreshold, periodSeconds) the kubelet acts",
        number("timeoutSeconds", 1),
        number("failureThreshold", 3),
        number("periodSeconds", 10)
    ))
}

/// `. It probes port 8081, which container catalog does not declare (its ports: 8080), while
/// its livenessProbe on port 8080 passes: …`: a probe (`which`: readiness, startup) refused on a
/// port its container does not declare, when the container declares ports; `None` otherwise.
fn undeclared_probe_port(pod: &Resource, which: &str, unready: &[&str], context: &Context) -> Option<String> {
    use crate::model::Value;
    let key = format!("{which}Probe");
    let port_of = |probe: &Value| {
        let port = probe.get("httpGet").or_else(|| probe.get("tcpSocket")).or_else(|| probe.get("grpc"))?.get("port")?;
        port.as_i64().map(|n| n.to_string()).or_else(|| port.as_str().map(str::to_owned))
    };
    let containers = pod.get(&["spec", "containers"]).and_then(Value::as_array).unwrap_or(&[]);
    let container = containers
        .iter()
        .filter(|c| c.get(&key).is_some())
        .find(|c| unready.is_empty() || c.get("name").and_then(Value::as_str).is_some_and(|name| unready.contains(&name)))?;
    let name = container.get("name").and_then(Value::as_str).unwrap_or("");
    let port = port_of(container.get(&key)?)?;
    let ports = container.get("ports").and_then(Value::as_array).unwrap_or(&[]);
    let declared: Vec<String> = ports.iter().filter_map(|p| p.get("containerPort").and_then(Value::as_i64)).map(|n| n.to_string()).collect();
    let names: Vec<&str> = ports.iter().filter_map(|p| p.get("name").and_then(Value::as_str)).collect();
    // (A probe reaches the pod's address: a port another container declares is answered.)
    let elsewhere = containers.iter().filter_map(|c| c.get("ports").and_then(Value::as_array)).flatten().any(|p| {
        p.get("containerPort").and_then(Value::as_i64).is_some_and(|n| n.to_string() == port)
    });
    if declared.is_empty() || elsewhere || names.contains(&port.as_str()) {
        return None;
    }
    // Another probe of the same container on a declared port that does not fail: the app is up.
    let passing = ["livenessProbe", "startupProbe", "readinessProbe"].into_iter().filter(|other| *other != key).find_map(|other| {
        let kind = other.trim_end_matches("Probe");
        let other_port = port_of(container.get(other)?)?;
        let failing = context.events.iter().any(|e| e.reason == "Unhealthy" && e.message.to_ascii_lowercase().starts_with(kind));
        (!failing && (declared.contains(&other_port) || names.contains(&other_port.as_str()))).then(|| format!(", while its {other} on port {other_port} passes"))
    });
    let target = declared.first().map(String::as_str).unwrap_or("");
    let handler = ["httpGet", "tcpSocket", "grpc"].into_iter().find(|handler| container.get(&key).and_then(|probe| probe.get(handler)).is_some()).unwrap_or("httpGet");
    let workload = crate::rules::workload_for_commands(pod);
    let edit = if workload.starts_with('<') { "in the pod's manifest".to_owned() } else { format!("in {workload}'s template (kubectl edit {workload}{})", pod.namespace_flag()) };
    Some(format!(
        ". It probes port {port}, which container {name} does not declare (its ports: {}){}: the probe's port is most likely wrong, and more time will not help. Set {key}.{handler}.port to {target} (or the port the app serves its health on) {edit}",
        declared.join(", "),
        passing.unwrap_or_default()
    ))
}

/// How long most apps take to answer their probes (seconds): a pod not ready for longer is
/// told what its probe's failure says, though it is still within a rollout's deadline.
const SLOW_START_SECONDS: i64 = 3 * 60;

/// Why nothing listens when a probe connects, early on (`{probe}`: the probe's kind).
const SLOW_START: &str = "the app starts slower than the {probe}Probe's initialDelaySeconds allows (a startupProbe gives it time), or listens on another port";

/// What a probe's failure says of the app itself.
fn probe_app_hint(message: &str, probe: &str, pod: &Resource) -> String {
    let lower = message.to_ascii_lowercase();
    // An exec probe whose command is not in the image errors on every run.
    if command_not_in_image(&lower) {
        let command = message.rsplit_once("exec: \"").and_then(|(_, rest)| rest.split('"').next()).filter(|c| !c.is_empty()).map(|c| format!(" {c}")).unwrap_or_default();
        return format!(
            ". Its command{command} is not in the image, so the probe can never pass and more time will not help (the app itself may be fine): use {} or a command that exists in the image",
            http_probe_beside(pod, probe).unwrap_or_else(|| format!("an httpGet or tcpSocket {probe}Probe"))
        );
    }
    if lower.contains("context deadline exceeded") || lower.contains("timeout") {
        let within = match probe_settings(pod, probe) {
            Some(settings) => format!("within its {settings}"),
            None => "within the probe's timeoutSeconds (1 s by default)".to_owned(),
        };
        format!(". The probe times out: the app does not answer {within}; raise {probe}Probe.timeoutSeconds (to 5, say) or failureThreshold, or find what makes it hang (a slow dependency checked in the health handler is common)")
    } else if lower.contains("connection refused") {
        format!(". Nothing listens on the probed port when the probe runs: {SLOW_START}").replace("{probe}", probe)
    } else if lower.contains("statuscode: 404") {
        format!(". The app does not serve the probed path (HTTP 404): {probe}Probe.httpGet.path or its port is wrong for this app, and more time will not help")
    } else if lower.contains("statuscode: 5") {
        // With one container, its logs by command (with more, the probe's container is not known here).
        let logs = match pod.get(&["spec", "containers"]) {
            Some(crate::model::Value::Array(containers)) if containers.len() == 1 && !pod.name.is_empty() => format!(": kubectl logs {}{}", pod.name, pod.namespace_flag()),
            _ => String::new(),
        };
        format!(". The app answers that it is unhealthy (a 5xx): its own logs say why, often a dependency it checks{logs}")
    } else {
        String::new()
    }
}

/// ` (the kubelet reports Killing: “…”)` from the latest of these events, or nothing.
fn event_why(context: &Context, reasons: &[&str]) -> String {
    context.latest_event(reasons).map(|e| format!(" (the kubelet reports {}: {})", e.reason, e.quote(context.now))).unwrap_or_default()
}

/// `readiness`, `liveness` or `startup`, from an Unhealthy event's message.
fn probe_kind(event: &Event) -> &'static str {
    match event.message.split_whitespace().next() {
        Some("Liveness") => "liveness",
        Some("Startup") => "startup",
        _ => "readiness",
    }
}

fn container_word(container: &ContainerStatus) -> String {
    crate::rules::capitalized(container.kind_word())
}

/// `: “the termination message”` (on one line, at most 240 characters), or nothing: what the
/// process wrote last (`/dev/termination-log`, or its log tail) is usually the reason it died.
fn termination_quote(message: &str) -> String {
    // The runtime wraps why a process could not start in layers of its own words
    // ("failed to create containerd task: … runc create failed: unable to start container
    // process: exec: …"): the last layer is the news.
    const RUNTIME_WRAPPER: &str = "unable to start container process: ";
    let message = message.split_once(RUNTIME_WRAPPER).map_or(message, |(_, why)| why);
    let short = crate::rules::clipped(message, 240);
    // A log too long to quote whole: its lines that say what went wrong are the news, not
    // the banner it starts with (a version, a copyright).
    let telling: Vec<&str> = message.lines().map(str::trim).filter(|line| says_what_went_wrong(line)).collect();
    if short.ends_with('…') && !telling.is_empty() && telling.len() < message.lines().count() {
        // The last of them whole (what it stopped on), the others in the room left.
        let Some((last, others)) = telling.split_last() else { return String::new() };
        let end = crate::rules::clipped(last, 160);
        let room = 240usize.saturating_sub(end.chars().count());
        let quote = if others.is_empty() { end } else { format!("{} {end}", crate::rules::clipped(&others.join(" "), room.max(60))) };
        return format!(": “{quote}”");
    }
    // A log's last line is often what it stopped on ("Dirty database version 20250301. Fix
    // and force version."): kept when the start alone fills the room.
    let last = message.lines().map(str::trim).rfind(|line| !line.is_empty()).filter(|line| short.ends_with('…') && !message.trim_start().starts_with(line));
    let short = match last {
        Some(last) => {
            let end = crate::rules::clipped(last, 120);
            format!("{} {end}", crate::rules::clipped(message, 240usize.saturating_sub(end.chars().count()).max(80)))
        }
        None => short,
    };
    if short.is_empty() { String::new() } else { format!(": “{short}”") }
}

/// A log line that reports a failure: `[error]`, `FATAL`, `panic:`, an exception.
fn says_what_went_wrong(line: &str) -> bool {
    let lower = line.to_ascii_lowercase();
    ["error", "fatal", "panic", "exception", "failed", "unable to", "cannot "].iter().any(|word| lower.contains(word))
}

fn colon(message: &str) -> String {
    let message = crate::rules::clause(message);
    if message.is_empty() { String::new() } else { format!(": {message}") }
}

fn quoted(text: &str) -> String {
    if text.is_empty() { "(not shown)".to_owned() } else { format!("\"{text}\"") }
}

#[cfg(test)]
mod tests {
    use super::{misspelt, missing_object, only_short_of_room, untolerated_taints};

    #[test]
    fn a_key_one_letter_off_is_a_misspelling() {
        assert!(misspelt("DATABASE_URI", "DATABASE_URL"));
        assert!(misspelt("database_url", "DATABASE_URL"));
        assert!(misspelt("DATABASEURL", "DATABASE_URL") && misspelt("DATABASE_URLS", "DATABASE_URL"));
        assert!(!misspelt("DATABASE_URL", "DATABASE_URL") && !misspelt("LOG_LEVEL", "DATABASE_URL") && !misspelt("DB_HOSTS", "DB_PORT"));
        assert!(!misspelt("ab", "abc"), "too short to tell");
    }

    #[test]
    fn room_alone_is_every_reason_being_insufficient() {
        assert!(only_short_of_room("0/3 nodes are available: 2 insufficient cpu, 1 insufficient memory. preemption: 0/3 nodes are available: 3 no preemption victims found for incoming pod."));
        assert!(!only_short_of_room("0/5 nodes are available: 2 insufficient cpu, 3 node(s) didn't have free ports for the requested pod ports."));
        assert!(!only_short_of_room("0/3 nodes are available: 3 too many pods."));
    }

    #[test]
    fn untolerated_taints_are_read_from_scheduler_messages() {
        assert_eq!(
            untolerated_taints("0/6 nodes are available: 1 node(s) had untolerated taint {nvidia.com/gpu: present}, 5 node(s) didn't match Pod's node affinity/selector."),
            ["nvidia.com/gpu=present"]
        );
        assert_eq!(
            untolerated_taints("0/3 nodes are available: 1 node(s) had taint {node-role.kubernetes.io/master: }, that the pod didn't tolerate, 2 node(s) had taint {dedicated: db}, that the pod didn't tolerate."),
            ["node-role.kubernetes.io/master", "dedicated=db"]
        );
        assert!(untolerated_taints("0/3 nodes are available: 3 Insufficient cpu.").is_empty());
        assert!(untolerated_taints("taint {unclosed").is_empty());
    }

    #[test]
    fn missing_objects_are_read_from_kubelet_messages() {
        assert_eq!(missing_object("secret \"db-credentials\" not found"), Some(("Secret", "db-credentials".to_owned(), None)));
        assert_eq!(
            missing_object("MountVolume.SetUp failed for volume \"cfg\" : configmap \"cfg\" not found"),
            Some(("ConfigMap", "cfg".to_owned(), None))
        );
        assert_eq!(missing_object("couldn't find key password in Secret prod/db"), Some(("Secret", "db".to_owned(), Some("password".to_owned()))));
        assert_eq!(missing_object("secret \"x"), None);
        assert_eq!(missing_object("nothing here"), None);
    }
}
