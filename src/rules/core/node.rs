//! Node (`v1`): the `Ready` condition, pressure conditions, and cordoning.
//!
//! Only `Ready` is good when True; `MemoryPressure`, `DiskPressure`, `PIDPressure` and
//! `NetworkUnavailable` are good when False. The kubelet evicts pods under the three
//! pressures; `NetworkUnavailable` only taints the node against new pods (and is true for a
//! minute or two on a node that just joined).

use crate::explain::is_failing;
use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, reason_or, Assessment, Context, Next, Rule};

/// The kubelet's pressure conditions, over which it evicts pods.
const PRESSURES: &[&str] = &["MemoryPressure", "DiskPressure", "PIDPressure"];

/// How long a node's network may stay unavailable before that is more than its set-up.
const NETWORK_SETUP_SECONDS: i64 = 5 * 60;

/// What a failed node's summary says of its pods, after why it failed: the roll-up says
/// instead, for each of its pods, what happens to that one.
pub(crate) const EVICTS: &str = " Its pods are evicted once their toleration of its not-ready taint runs out (5 min by default); a DaemonSet's pods tolerate it without a limit and stay.";

/// What a kubelet's NotReady message blames, read from its words (the first that matches).
#[derive(Clone, Copy)]
enum NotReadyCause {
    /// The network plugin has not set up the node's network.
    Network,
    /// The container runtime does not answer (down, or too slow for the kubelet's PLEG).
    Runtime,
}

/// The words of a kubelet's NotReady message and what each blames: the CNI's first, since its
/// message also begins "container runtime network not ready".
const NOT_READY_CAUSES: &[(&str, NotReadyCause)] = &[
    ("NetworkPluginNotReady", NotReadyCause::Network),
    ("network plugin", NotReadyCause::Network),
    ("cni ", NotReadyCause::Network),
    ("cni config", NotReadyCause::Network),
    ("container runtime is down", NotReadyCause::Runtime),
    ("PLEG is not healthy", NotReadyCause::Runtime),
    ("container runtime status check", NotReadyCause::Runtime),
    ("container runtime not ready", NotReadyCause::Runtime),
];

fn not_ready_cause(message: &str) -> Option<NotReadyCause> {
    NOT_READY_CAUSES.iter().find(|(words, _)| message.contains(words)).map(|(_, cause)| *cause)
}

impl NotReadyCause {
    /// What to do on this node, with its name and its runtime's (`status.nodeInfo`).
    fn advice(self, node: &Resource) -> String {
        let name = if node.name.is_empty() { "<node>" } else { node.name.as_str() };
        match self {
            NotReadyCause::Network => format!(
                "The network plugin (CNI) on it is not ready: its pod there says why (kubectl get pods -A -o wide --field-selector spec.nodeName={name}; then kubectl logs of the CNI's pod), and once it runs the node turns Ready by itself."
            ),
            NotReadyCause::Runtime => {
                let version = node.str(&["status", "nodeInfo", "containerRuntimeVersion"]).unwrap_or("");
                let (runtime, release) = version.split_once("://").unwrap_or((version, ""));
                let service = match runtime {
                    "containerd" => "containerd",
                    "cri-o" => "crio",
                    "docker" => "docker",
                    _ => "containerd",
                };
                let which = match (runtime, release) {
                    ("", _) => "the container runtime".to_owned(),
                    (runtime, "") => format!("the container runtime ({runtime})"),
                    (runtime, release) => format!("the container runtime ({runtime} {release})"),
                };
                format!(
                    "The kubelet gets no answer from {which}, so it cannot see or start containers. On {name}, see whether it runs and answers (systemctl status {service}; journalctl -u {service} -u kubelet --since -30min; crictl ps). Restarting it (systemctl restart {service}) usually brings PLEG back; if it hangs again, drain the node (kubectl drain {name} --ignore-daemonsets --delete-emptydir-data) and reboot or replace it."
                )
            }
        }
    }
}

/// The Node rule.
pub static RULE: Rule = Rule { group: "", kind: "Node", classify };

fn classify(node: &Resource, context: &Context, next: Next) -> Assessment {
    let Some(ready) = node.condition("Ready") else {
        return next(node, context);
    };
    let cordoned = node.get(&["spec", "unschedulable"]).and_then(|v| v.as_bool()) == Some(true);
    let cordon_note = if cordoned {
        " It is cordoned (spec.unschedulable: true): it keeps its pods but the scheduler places no new ones."
    } else {
        ""
    };
    if ready.is_false() {
        let what_to_do = not_ready_cause(&ready.message).map(|cause| cause.advice(node));
        let assessment = Assessment::new(
            Verdict::Failed,
            format!(
                "The node is NotReady{}: it cannot run pods.{EVICTS}{}{cordon_note}",
                condition_detail(ready),
                what_to_do.as_deref().map(|advice| format!(" {advice}")).unwrap_or_default()
            ),
            reason_or(ready, "KubeletNotReady"),
        );
        return if what_to_do.is_some() { assessment.answering() } else { assessment };
    }
    if !ready.is_true() {
        return Assessment::new(
            Verdict::Failed,
            format!(
                "The node is unreachable: Ready is {}{}. The control plane has not heard from its kubelet, so it treats the node as lost and evicts its pods after their toleration.{cordon_note}",
                ready.status.as_str(),
                condition_detail(ready)
            ),
            reason_or(ready, "NodeStatusUnknown"),
        );
    }
    // The kubelet's own pressure signals: it evicts pods over them.
    let pressures: Vec<_> = node.conditions.iter().filter(|c| PRESSURES.contains(&c.type_.as_str()) && is_failing(c)).collect();
    if let Some(first) = pressures.first() {
        let names: Vec<&str> = pressures.iter().map(|c| c.type_.as_str()).collect();
        return Assessment::new(
            Verdict::Degraded,
            format!(
                "The node is Ready but under pressure: {} {} True{}. The kubelet evicts pods and refuses new ones until it recovers.{cordon_note}",
                names.join(", "),
                if names.len() == 1 { "is" } else { "are" },
                condition_detail(first)
            ),
            reason_or(first, &first.type_),
        );
    }
    // Its network not set up: tainted so that nothing new lands there; nothing is evicted.
    if let Some(network) = node.condition("NetworkUnavailable").filter(|c| c.is_true()) {
        let lasted = context.seconds_since(network.since);
        let summary = format!(
            "The node is Ready but its network is not set up (NetworkUnavailable is True{}): the node controller taints it node.kubernetes.io/network-unavailable:NoSchedule, so no new pod but hostNetwork ones is placed there; running pods stay.{cordon_note}",
            condition_detail(network)
        );
        return match lasted {
            Some(seconds) if seconds < NETWORK_SETUP_SECONDS => Assessment::new(
                Verdict::InProgress,
                format!("{summary} A node that just joined gets its routes or CNI set up within minutes ({} so far).", crate::model::timestamp::human_duration(seconds)),
                reason_or(network, "NetworkUnavailable"),
            ),
            _ => Assessment::new(
                Verdict::Degraded,
                format!("{summary} The CNI plugin on it (or the cloud's route controller) has not done its part: check the CNI's pod on this node (kubectl get pods -A -o wide --field-selector spec.nodeName={}).", node.name),
                reason_or(network, "NetworkUnavailable"),
            ),
        };
    }
    // Other problems reported on it (node-problem-detector's KernelDeadlock, ReadonlyFilesystem, …).
    if let Some(other) = node.conditions.iter().find(|c| c.type_ != "Ready" && is_failing(c)) {
        return Assessment::new(
            Verdict::Degraded,
            format!("The node is Ready but reports a problem: {} is {}{}. kubectl describe node {} shows what reported it.{cordon_note}", other.type_, other.status.as_str(), condition_detail(other), node.name),
            reason_or(other, &other.type_),
        );
    }
    if cordoned {
        return Assessment::plain(
            Verdict::Ready,
            format!("The node is Ready but cordoned (spec.unschedulable: true): it keeps running its pods, and the scheduler places no new ones until kubectl uncordon {}.", node.name),
        );
    }
    Assessment::plain(Verdict::Ready, "The node is Ready, with no memory, disk or process-ID pressure.")
}
