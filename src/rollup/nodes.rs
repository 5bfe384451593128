//! Nodes: pods on a failed node take it as their cause, an evicted pod the node under
//! pressure it ran on, and an image without a build for the node's platform names it.

use crate::model::Resource;
use crate::relate::Graph;
use crate::report::{Link, ResourceReport, Verdict};
use super::{advice::first_sentence, cause_through, link};

/// A pod that is not ready on a Node that has failed (NotReady, unreachable) is stuck because of
/// the node: the node is its root cause, and a pod still "in progress" there has failed.
pub(super) fn blame_nodes(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for (index, resource) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Pod") {
        let node = graph.pasted(index, "Node").and_then(|target| reports.get(target).cloned()).filter(|node| node.verdict == Verdict::Failed);
        let Some(node) = node else { continue };
        // Deleted on a node that does not answer: only its kubelet could confirm the end.
        if let Some(report) = reports.get_mut(index).filter(|r| r.verdict == Verdict::Terminating) {
            // Said instead of what the pod's own rule says of a kubelet that does not answer.
            report.summary = format!(
                "{} is being deleted on Node {}, which has failed, so no kubelet confirms that it stopped: it stays Terminating until the node is back, or until it is force-deleted (kubectl delete pod {}{} --grace-period=0 --force) once you are sure it no longer runs there.",
                resource.display_name(),
                node.name,
                resource.name,
                resource.namespace_flag()
            );
            continue;
        }
        let Some(report) = reports.get_mut(index).filter(|r| matches!(r.verdict, Verdict::InProgress | Verdict::Failed | Verdict::Unknown)) else {
            continue;
        };
        // What a pod in progress said of itself (a readiness probe, say) is not why it is
        // not ready there: the node is.
        let own = if report.verdict == Verdict::Failed { report.summary.trim_end().to_owned() } else { "The pod is not ready.".to_owned() };
        // Not ready because its node is: no readiness probe or container of its own to look at.
        let next = format!("Nothing to do for the pod: it is not ready because Node {} is not (see the node).", node.name);
        if report.verdict != Verdict::Failed {
            report.verdict = Verdict::Failed;
            report.rule = "rollup/failed-node".to_owned();
            crate::explain::restate_as_failed(&mut report.conditions, &next);
        }
        // Of a node that stopped reporting, what the pod said last may no longer hold.
        let unreachable = node.conditions.iter().any(|c| c.type_ == "Ready" && c.status == "Unknown");
        let stale = if unreachable {
            format!(
                " What its containers do there now is unknown (its status is the last its kubelet sent); its owner, if any, replaces it elsewhere once it is evicted. kubectl get pods -A -o wide --field-selector spec.nodeName={} lists everything on that node.",
                node.name
            )
        } else {
            String::new()
        };
        // What the node's summary says of why it failed, not of its pods in general.
        let why = node.summary.split(crate::rules::core::node::EVICTS).next().unwrap_or(&node.summary);
        // A DaemonSet's pod tolerates the not-ready and unreachable taints without a limit.
        let daemon = resource.owners.iter().find(|owner| owner.controller && owner.kind == "DaemonSet");
        let stays = match daemon {
            Some(daemon) => format!(
                " As a pod of DaemonSet {}, it tolerates the node's not-ready and unreachable taints without a time limit: it is not evicted, stays on {} and recovers with the node.",
                daemon.name, node.name
            ),
            None => String::new(),
        };
        report.summary = format!("{own} It runs on Node {}, which has failed: {}{stays}{stale}", node.name, first_sentence(why));
        report.root_cause = Some(cause_through(link(resource, report), &node));
        for type_ in ["Ready", "ContainersReady"] {
            if report.conditions.iter().any(|c| c.type_ == type_ && c.failing && c.reason == "ContainersNotReady") {
                crate::explain::restate_next(&mut report.conditions, type_, next.clone());
            }
        }
    }
}

/// An image without a build for its node's platform: when the pod's Node is pasted, its
/// platform is said (its `kubernetes.io/os` and `kubernetes.io/arch` labels, else its
/// `status.nodeInfo`) instead of the command that would show it.
pub(super) fn say_the_nodes_platform(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for (index, _) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Pod") {
        let Some(node) = graph.pasted(index, "Node").and_then(|target| resources.get(target)) else { continue };
        let read = |label: &str, info: &str| {
            node.get(&["metadata", "labels"])
                .and_then(|labels| labels.get(label))
                .or_else(|| node.get(&["status", "nodeInfo", info]))
                .and_then(crate::model::Value::as_str)
                .map(str::trim)
                .filter(|value| !value.is_empty())
        };
        let Some(arch) = read("kubernetes.io/arch", "architecture") else { continue };
        let platform = match read("kubernetes.io/os", "operatingSystem") {
            Some(os) => format!("{os}/{arch}"),
            None => arch.to_owned(),
        };
        let command = format!("; kubectl get node {} -L kubernetes.io/arch shows the node's.", node.name);
        let said = format!(". Node {} is {platform}: the tag has no {platform} build.", node.name);
        let Some(report) = reports.get_mut(index) else { continue };
        for container in report.containers.iter_mut().filter(|c| c.failing && c.explanation.next.contains(&command)) {
            container.explanation.next = container.explanation.next.replacen(&command, &said, 1).into();
        }
    }
}

/// The pasted Node an evicted pod ran on, as a chain link with the pressure it reports
/// (`Node worker-3 (KubeletHasDiskPressure)`), when that node is a problem.
pub(super) fn eviction_node(graph: &Graph, reports: &[ResourceReport], index: usize) -> Option<Link> {
    reports.get(index).filter(|r| r.kind == "Pod" && r.reason.as_deref() == Some("Evicted"))?;
    let node = graph.pasted(index, "Node").and_then(|at| reports.get(at))?;
    node.verdict.is_problem().then(|| Link { kind: node.kind.clone(), name: node.name.clone(), namespace: None, note: node.reason.clone() })
}

/// A pod the scheduler keeps off a node only by the taint of that node's pressure
/// (`node.kubernetes.io/pid-pressure`): when one pasted Node reports that condition, it is
/// the pod's root cause (the taint goes when the pressure does).
pub(super) fn pending_behind_pressured_nodes(resources: &[Resource], reports: &mut [ResourceReport]) {
    /// Each taint with the node condition that sets it.
    const PRESSURES: &[(&str, &str)] = &[
        ("node.kubernetes.io/pid-pressure", "PIDPressure"),
        ("node.kubernetes.io/memory-pressure", "MemoryPressure"),
        ("node.kubernetes.io/disk-pressure", "DiskPressure"),
    ];
    for index in 0..reports.len() {
        let Some(report) = reports.get(index).filter(|r| r.kind == "Pod" && r.verdict.is_problem()) else { continue };
        let Some(message) = report.conditions.iter().find(|c| c.type_ == "PodScheduled" && c.failing).map(|c| c.message.as_str()) else { continue };
        let Some(&(taint, condition)) = PRESSURES.iter().find(|(taint, _)| message.contains(&format!("{{{taint}:"))) else { continue };
        let mut nodes = reports.iter().filter(|r| r.kind == "Node" && r.conditions.iter().any(|c| c.type_ == condition && c.status == "True"));
        let (Some(node), None) = (nodes.next(), nodes.next()) else { continue };
        let node = node.clone();
        // How many nodes the scheduler found with that taint: `1 node(s) had untolerated taint {…`.
        let one = message.split_once(&format!(" node(s) had untolerated taint {{{taint}:")).and_then(|(before, _)| before.rsplit([' ', ':']).next()) == Some("1");
        let which = if one { "the node" } else { "a node" };
        let (Some(pod), Some(report)) = (resources.get(index), reports.get_mut(index)) else { continue };
        report.summary = format!("{} Node {} is {which} with taint {taint}: it reports {condition}.", report.summary.trim_end(), node.name);
        report.root_cause = Some(cause_through(link(pod, report), &node));
    }
}

/// A pod whose topology spread the scheduler refused for nodes without the topologyKey label
/// (its summary says `no label <key>, the topologyKey`): the pasted Nodes without it are
/// named, and the label command takes the first (before the chains, which quote it).
pub(super) fn nodes_without_the_topology_key(resources: &[Resource], reports: &mut [ResourceReport]) {
    const LEAD: &str = " no label ";
    const KEY_END: &str = ", the topologyKey";
    for report in reports.iter_mut().filter(|r| r.kind == "Pod" && r.verdict.is_problem()) {
        let Some(key) = report.summary.split_once(LEAD).and_then(|(_, rest)| rest.split_once(KEY_END)).map(|(key, _)| key.to_owned()).filter(|key| !key.contains(' ')) else {
            continue;
        };
        let lacking: Vec<&str> = resources
            .iter()
            .filter(|r| r.kind == "Node" && r.get(&["metadata", "labels", key.as_str()]).is_none())
            .map(|r| r.name.as_str())
            .take(3)
            .collect();
        let Some(first) = lacking.first() else { continue };
        const PHRASE: &str = ", the topologyKey of its topologySpreadConstraints";
        let said = format!("{PHRASE} (pasted Node {} has none)", lacking.join(", "));
        report.summary = report.summary.replacen(PHRASE, &said, 1).replacen("kubectl label node <node> ", &format!("kubectl label node {first} "), 1);
    }
}

/// A pending pod short of a device (`Insufficient nvidia.com/gpu`) beside a pod of the same
/// owner that a node's kubelet rejected because its device plugin has none healthy: the pending
/// one is told that the devices missing are that node's, not a request to lower.
pub(super) fn pending_behind_unhealthy_devices(resources: &[Resource], _: &Graph, reports: &mut [ResourceReport]) {
    use crate::rules::core::pod::{unallocated_device, DEVICE_PLUGIN_ON};
    let owner_of = |pod: &Resource| pod.owners.iter().find(|o| o.controller && !o.name.is_empty()).map(|o| (o.kind.clone(), o.name.clone()));
    // (owner, device, node, pod) of each rejected pod, its node as its summary names it.
    let rejected: Vec<((String, String), String, String, String)> = resources
        .iter()
        .zip(reports.iter())
        .filter(|(r, report)| r.kind == "Pod" && report.reason.as_deref() == Some("UnexpectedAdmissionError"))
        .filter_map(|(pod, report)| {
            let device = unallocated_device(pod.str(&["status", "message"])?)?;
            let (_, after) = report.summary.split_once(DEVICE_PLUGIN_ON)?;
            let node = after.split(' ').next().filter(|n| !n.is_empty())?;
            Some((owner_of(pod)?, device.to_owned(), node.to_owned(), pod.name.clone()))
        })
        .collect();
    if rejected.is_empty() {
        return;
    }
    for (pod, report) in resources.iter().zip(reports.iter_mut()) {
        if pod.kind != "Pod" || !report.verdict.is_problem() || report.reason.as_deref() != Some("Unschedulable") {
            continue;
        }
        let Some(owner) = owner_of(pod) else { continue };
        let message = report.conditions.iter().find(|c| c.type_ == "PodScheduled").map(|c| c.message.to_ascii_lowercase()).unwrap_or_default();
        let Some((_, device, node, sibling)) = rejected.iter().find(|(of, device, _, _)| *of == owner && message.contains(&format!("insufficient {}", device.to_ascii_lowercase()))) else { continue };
        report.summary.push_str(&format!(
            " The {device} it lacks is node {node}'s: pod {sibling} of the same {} was rejected there because the node's device plugin has no healthy {device}, so fix or replace that node rather than lower the request (see pod {sibling}).",
            owner.0
        ));
        for condition in report.conditions.iter_mut().filter(|c| c.failing && c.type_ == "PodScheduled") {
            condition.explanation.next = std::borrow::Cow::Owned(format!("The cause is at Pod {sibling}, rejected on node {node}: what to do is said there."));
        }
    }
}
