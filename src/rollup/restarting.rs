//! A pod that keeps being restarted while it is ready (`rules::core::pod`, Degraded): its
//! container is the failing part (before the chains are made, so they end at it), and the
//! workloads above it that count it available are Degraded too, with the pod as their root
//! cause, so the banner names it though every replica is available.

use super::{cause_through, link};
use crate::model::Resource;
use crate::relate::Graph;
use crate::report::{ResourceReport, Verdict};
use crate::rules::core::pod::EACH_RESTART;

/// The workload kinds that count a restarting pod as available.
const WORKLOADS: &[&str] = &["ReplicaSet", "Deployment", "StatefulSet", "DaemonSet", "ReplicationController"];

/// The words of a pod restarting while ready that its owners repeat (`frontend keeps being
/// restarted: 41 restarts, …`) and what its summary says to do.
fn restarting_words(report: &ResourceReport) -> Option<(&str, &str)> {
    if report.verdict != Verdict::Degraded || report.reason.as_deref() != Some("RestartLoop") {
        return None;
    }
    let (_, rest) = report.summary.split_once("but container ")?;
    let (words, advice) = rest.split_once(EACH_RESTART)?;
    Some((words, advice.trim()))
}

/// The container of a pod restarting while ready is the failing part of it, with the
/// summary's advice as its next step (before the chains: they end at the failing container).
pub(super) fn restarting_containers_fail(resources: &[Resource], _graph: &Graph, reports: &mut [ResourceReport]) {
    for (pod, _) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Pod" && r.group.is_empty()) {
        let Some(report) = reports.get_mut(pod) else { continue };
        let Some((name, advice)) = restarting_words(report).and_then(|(words, advice)| Some((words.split_once(' ')?.0.to_owned(), advice.to_owned()))) else { continue };
        for container in report.containers.iter_mut().filter(|c| c.name == name) {
            container.failing = true;
            container.explanation.what = std::borrow::Cow::Borrowed("The container is running and ready now, but it keeps being restarted: each restart ends what it was serving.");
            if !advice.is_empty() {
                container.explanation.next = std::borrow::Cow::Owned(advice.clone());
            }
        }
    }
}

/// Each Ready workload above a pod restarting while ready: Degraded, saying which pod and how.
pub(super) fn workloads_of_pods_restarting_while_ready(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for (pod, _) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Pod" && r.group.is_empty()) {
        let Some(words) = reports.get(pod).and_then(restarting_words).map(|(words, _)| words.to_owned()) else { continue };
        let name = reports.get(pod).map(|r| r.name.clone()).unwrap_or_default();
        let mut below = pod;
        // Up through owners that are Ready workloads (at most a few steps: owner chains end).
        for _ in 0..4 {
            let Some(owner) = graph.owner.get(below).copied().flatten() else { break };
            let (Some(resource), Some(report)) = (resources.get(owner), reports.get(owner)) else { break };
            if !WORKLOADS.contains(&resource.kind.as_str()) || report.verdict != Verdict::Ready {
                break;
            }
            let Some(below_report) = reports.get(below).cloned() else { break };
            let cause = cause_through(link(resource, report), &below_report);
            if let Some(report) = reports.get_mut(owner) {
                report.verdict = Verdict::Degraded;
                report.summary = format!("{} But in Pod {name}, container {words}: see the pod.", report.summary.trim_end());
                report.reason = Some("RestartLoop".to_owned());
                report.root_cause = Some(cause);
            }
            below = owner;
        }
    }
}
