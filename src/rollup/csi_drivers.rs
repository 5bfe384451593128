//! CSI drivers not registered on a node: a pod whose volume cannot be mounted because the
//! kubelet does not know the driver (`driver name ebs.csi.aws.com not found in the list of
//! registered CSI drivers`) takes the driver's failing node-plugin pod on the same node as its
//! cause when it is pasted, and is told how to find it when it is not.

use crate::model::Resource;
use crate::relate::Graph;
use crate::report::{ResourceReport, Verdict};

use super::{advice::first_sentence, cause_through, link};

/// The driver a mount failure says the node has not registered.
fn unregistered_driver(report: &ResourceReport) -> Option<String> {
    let texts = std::iter::once(report.summary.as_str()).chain(report.events.iter().rev().filter(|e| e.type_ == "Warning").map(|e| e.message.as_str()));
    texts.into_iter().find_map(|text| {
        let (before, _) = text.split_once(" not found in the list of registered CSI drivers")?;
        let driver = before.rsplit_once("driver name ")?.1.trim();
        (!driver.is_empty() && !driver.contains(char::is_whitespace)).then(|| driver.to_owned())
    })
}

/// Whether a pasted pod looks like a CSI driver's node plugin, the one of `driver` first
/// (`ebs-csi-node-…` for `ebs.csi.aws.com`, `csi-rbdplugin-…` for `rbd.csi.ceph.com`).
fn plugin_rank(pod: &Resource, driver: &str) -> Option<u8> {
    let daemon = pod.owners.iter().find(|o| o.kind == "DaemonSet").map(|o| o.name.as_str());
    let named = |text: &str| text.contains("csi");
    if !named(&pod.name) && !daemon.is_some_and(named) {
        return None;
    }
    let first = driver.split('.').next().unwrap_or(driver);
    Some(if !first.is_empty() && (pod.name.contains(first) || daemon.is_some_and(|d| d.contains(first))) { 0 } else { 1 })
}

/// Pods whose volumes wait for a driver their node has not registered: the driver's failing
/// node plugin on that node, when pasted, becomes the end of their chain; otherwise they say
/// where to look.
pub(super) fn unregistered_drivers(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    // A pod's node, as the graph read it (`spec.nodeName` is not kept for the roll-up).
    let node_of = |index: usize| graph.references.get(index).into_iter().flatten().find(|r| r.kind == "Node" && !r.name.is_empty()).map(|r| r.name.as_str());
    for index in 0..resources.len() {
        let Some(pod) = resources.get(index).filter(|r| r.kind == "Pod") else { continue };
        let Some(driver) = reports.get(index).filter(|r| r.verdict.is_problem()).and_then(unregistered_driver) else { continue };
        let Some(node) = node_of(index) else { continue };
        let plugin = resources
            .iter()
            .enumerate()
            .filter(|(at, r)| *at != index && r.kind == "Pod" && node_of(*at) == Some(node) && reports.get(*at).is_some_and(|report| report.verdict.is_problem()))
            .filter_map(|(at, r)| Some((plugin_rank(r, &driver)?, at, r)))
            .min_by_key(|(rank, at, _)| (*rank, *at));
        let (said, below) = match plugin {
            Some((_, at, plugin)) => {
                let Some(plugin_report) = reports.get(at).cloned() else { continue };
                let state = if plugin_report.verdict == Verdict::Failed { "failing" } else { "degraded" };
                let said = format!(
                    " Driver {driver} is not registered on node {node} because its node plugin there, Pod {}/{}, is {state}: {} The mount goes through by itself once the plugin runs and registers the driver (kubectl get csinode {node} lists those registered): fix the plugin first.",
                    plugin.namespace.as_deref().unwrap_or("default"),
                    plugin.name,
                    first_sentence(&plugin_report.summary).trim_end()
                );
                (said, Some(plugin_report))
            }
            None => (
                format!(
                    " Driver {driver} is not registered on node {node}: its node plugin (a DaemonSet's pod) is not running there. kubectl get pods -A -o wide --field-selector spec.nodeName={node} shows it (its name has \"csi\" in it), and kubectl get csinode {node} lists the drivers registered."
                ),
                None,
            ),
        };
        let Some(report) = reports.get_mut(index) else { continue };
        if report.summary.contains(&said) {
            continue;
        }
        report.summary = format!("{}{said}", report.summary.trim_end());
        if let Some(below) = below {
            report.root_cause = Some(cause_through(link(pod, report), &below));
        }
    }
}
