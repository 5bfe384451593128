//! Network plugins: a pod whose sandbox gets no network from its node's CNI plugin takes the
//! plugin's pasted agent pod on that node as its cause, when that one fails (a crash-looping
//! Cilium or Calico agent), instead of a command to go and find it.

use crate::model::Resource;
use crate::relate::Graph;
use crate::report::ResourceReport;
use crate::rules::core::pod::{plugin_pods_command, PLUGIN_NOT_READY};

use super::{advice::first_sentence, cause_through, link};

/// The plugin's name in the runtime's error (`plugin type="cilium-cni"`), and the names its
/// agent's pods start with on each node.
const AGENTS: &[(&str, &[&str])] = &[
    ("cilium", &["cilium-"]),
    ("calico", &["calico-node-"]),
    ("aws-cni", &["aws-node-"]),
    ("flannel", &["kube-flannel-", "flannel-"]),
    ("weave", &["weave-net-"]),
    ("antrea", &["antrea-agent-"]),
    ("kube-ovn", &["kube-ovn-cni-"]),
    ("ovn-k8s", &["ovnkube-node-"]),
    ("multus", &["kube-multus-", "multus-"]),
];

/// The words of the pod rule that say the plugin gave no network (`sandbox_note`).
const NO_NETWORK_SAID: &str = "could not give the pod its network";

/// Pods whose sandbox the node's plugin could not wire: the plugin's failing agent pod on the
/// same node, when pasted, is named and becomes the end of their chain.
pub(super) fn failing_agents_on_the_node(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    // A pod's node, as the graph read it (`spec.nodeName` is not kept for the roll-up).
    let node_of = |index: usize| graph.references.get(index).into_iter().flatten().find(|r| r.kind == "Node" && !r.name.is_empty()).map(|r| r.name.as_str());
    let agents: Vec<(usize, &str)> = resources
        .iter()
        .enumerate()
        .filter(|(index, r)| r.kind == "Pod" && reports.get(*index).is_some_and(|report| report.verdict.is_problem()))
        .filter_map(|(index, _)| Some((index, node_of(index)?)))
        .collect();
    if agents.is_empty() {
        return;
    }
    for (index, pod) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Pod") {
        let Some(node) = node_of(index) else { continue };
        let Some(summary) = reports.get(index).filter(|r| r.verdict.is_problem()).map(|r| r.summary.clone()).filter(|s| s.contains(NO_NETWORK_SAID)) else { continue };
        let Some(plugin) = summary.split_once("The network plugin (").and_then(|(_, rest)| rest.split(')').next()) else { continue };
        let Some((_, prefixes)) = AGENTS.iter().find(|(name, _)| plugin.starts_with(name)) else { continue };
        let agent = agents.iter().filter(|(at, on)| *at != index && *on == node).find_map(|(at, _)| {
            let agent = resources.get(*at)?;
            prefixes.iter().any(|prefix| agent.name.starts_with(prefix)).then_some((*at, agent))
        });
        let Some((at, agent)) = agent else { continue };
        let Some(agent_report) = reports.get(at).cloned() else { continue };
        let Some(report) = reports.get_mut(index) else { continue };
        let said = format!(
            " Its agent on that node, Pod {}/{}, is {}: {} The pod's sandbox is made again by itself once the agent is ready there: fix the agent first.",
            agent.namespace.as_deref().unwrap_or("default"),
            agent.name,
            match agent_report.verdict {
                crate::report::Verdict::Failed => "failing",
                crate::report::Verdict::Degraded => "degraded",
                _ => "not ready",
            },
            first_sentence(&agent_report.summary).trim_end()
        );
        let command = plugin_pods_command(node);
        let without_hedge = summary.replacen(PLUGIN_NOT_READY, "", 1);
        report.summary = match without_hedge.find(&command) {
            Some(_) => without_hedge.replacen(&format!(" {command}"), &said, 1),
            None => format!("{}{said}", without_hedge.trim_end()),
        };
        report.root_cause = Some(cause_through(link(pod, report), &agent_report));
    }
}

/// Words in a network agent's last run that say its node's own network is wrong (no interface
/// or route the agent needs), not the agent's configuration: what each means, for a sentence.
const NODE_NETWORK_WORDS: &[(&str, &str)] = &[
    ("failed to find interface with default route", "finds no network interface with a default route"),
    ("no default route", "finds no default route"),
    ("unable to find default route", "finds no default route"),
    ("network is unreachable", "finds the network unreachable"),
];

/// A failing network agent pod (Cilium's, Calico's, … on a node) whose crashed run says the
/// node has no default route or interface: that is the node's network, so its container's
/// advice (and the "What to do" of the pods that wait for it) says check the node's routes or
/// replace the node, not "fix what they say in daemonset/cilium".
pub(super) fn node_network_faults_of_agents(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    let node_of = |index: usize| graph.references.get(index).into_iter().flatten().find(|r| r.kind == "Node" && !r.name.is_empty()).map(|r| r.name.clone());
    for (index, agent) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Pod" && AGENTS.iter().any(|(_, prefixes)| prefixes.iter().any(|p| r.name.starts_with(p)))) {
        let node = node_of(index);
        let Some(report) = reports.get_mut(index).filter(|r| r.verdict.is_problem()) else { continue };
        let found = report.containers.iter().filter(|c| c.failing).find_map(|c| {
            NODE_NETWORK_WORDS.iter().find(|(words, _)| c.explanation.why.contains(words) || c.message.contains(words)).map(|(_, means)| (c.name.clone(), *means))
        });
        let Some((container, means)) = found else { continue };
        let (on, ssh) = match &node {
            Some(node) => (format!(" on node {node}"), format!("node {node}")),
            None => (" on its node".to_owned(), "the node".to_owned()),
        };
        let drain = node.as_ref().map(|node| format!(" (kubectl drain {node} --ignore-daemonsets --delete-emptydir-data, then remove it; a node group makes a new one)")).unwrap_or_default();
        let advice = format!(
            "The agent {means}{on}: that is the node's network, not the agent's configuration, so nothing in its DaemonSet fixes it. Check the routes and interfaces on {ssh} (ip route and ip link there: a default route must exist), or replace the node{drain}. The agent starts by itself once the node has its route."
        );
        for c in report.containers.iter_mut().filter(|c| c.name == container) {
            c.explanation.next = std::borrow::Cow::Owned(advice.clone());
        }
        report.summary = format!("{} A fault of {ssh}'s own network, not of the agent or its DaemonSet.", report.summary.trim_end());
        let agent_summary = report.summary.clone();
        let node_words = format!("fix the network of {ssh} first (the agent's card says how).");
        for other in reports.iter_mut() {
            let waits = other.root_cause.as_ref().is_some_and(|c| c.chain.iter().skip(1).any(|l| l.kind == "Pod" && l.name == agent.name && l.namespace == agent.namespace));
            if !waits {
                continue;
            }
            other.summary = other.summary.replacen("fix the agent first.", &node_words, 1);
            if let Some(cause) = other.root_cause.as_mut() {
                cause.summary = agent_summary.clone();
            }
        }
    }
}
