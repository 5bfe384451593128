//! Rollouts: a deadline passed says why from the first pod not ready, what a resource in
//! progress waits for, a Deployment pasted alone, and rollbacks where there is no history.

use crate::model::Resource;
use crate::relate::Graph;
use crate::report::{Link, ResourceReport, RootCause, Verdict};
use super::{advice::{first_sentence, continued}, argo_cd::say_instead_of_rollout_undo, children_first, chain_text};

/// A rollout past its deadline says why, from its current pods: never "timed out" alone.
/// Whose words a root cause's summary is, and whose card says what to do: the pod of the
/// failing container (what the chain names after the container — a ConfigMap without the key —
/// is what the pod says), else the deepest resource of the chain.
pub(super) fn whose_words(cause: &RootCause) -> Option<&Link> {
    let pod_of_container = cause.chain.iter().position(Link::is_container).and_then(|at| at.checked_sub(1)).and_then(|at| cause.chain.get(at));
    pod_of_container.or_else(|| cause.chain.iter().rev().find(|link| !link.is_container()))
}

pub(super) fn say_why_it_timed_out(report: &mut ResourceReport, cause: &RootCause) {
    let origin = whose_words(cause).map(Link::label).unwrap_or_default();
    report.summary = format!("{} Why: {origin}: {}", report.summary, first_sentence(&cause.summary));
}

/// A rollout past its progress deadline has failed, and so has what it names as the reason: the
/// ReplicaSet and pods still "in progress" down its chain are not waited for any more (the
/// deadline is the owner's own word for how long is too long). Each says so, with the rest of
/// the chain below it as its root cause.
pub(super) fn fail_past_deadline(reports: &mut [ResourceReport]) {
    let timed_out: Vec<(Option<String>, RootCause)> = reports
        .iter()
        .filter(|r| r.verdict == Verdict::Failed && r.reason.as_deref() == Some("ProgressDeadlineExceeded"))
        .filter_map(|r| Some((r.namespace.clone(), r.root_cause.clone()?)))
        .collect();
    if timed_out.is_empty() {
        return;
    }
    // Reports by namespace, kind and name, found once: a large paste may hold many rollouts.
    let mut at: crate::model::quick_hash::QuickMap<(Option<String>, String, String), usize> = crate::model::quick_hash::quick_map_with_capacity(reports.len());
    for (index, report) in reports.iter().enumerate() {
        at.entry((report.namespace.clone(), report.kind.clone(), report.name.clone())).or_insert(index);
    }
    for (namespace, cause) in timed_out {
        let Some(owner) = cause.chain.first().map(Link::label) else { continue };
        for (depth, member) in cause.chain.iter().enumerate().skip(1) {
            let found = at.get(&(namespace.clone(), member.kind.clone(), member.name.clone())).copied();
            let Some(report) = found.and_then(|index| reports.get_mut(index)).filter(|r| r.verdict == Verdict::InProgress) else {
                continue;
            };
            report.verdict = Verdict::Failed;
            report.summary = format!("Past {owner}'s progress deadline: {}", report.summary);
            report.rule = "rollup/past-deadline".to_owned();
            crate::explain::restate_as_failed(&mut report.conditions, &format!("Waiting will not help: {owner} has given up on this rollout; fix what this says, or roll back."));
            let mut below = RootCause { chain: cause.chain.get(depth..).map(<[Link]>::to_vec).unwrap_or_default(), ..cause.clone() };
            below.text = chain_text(&below);
            report.root_cause = Some(below).filter(|below| below.chain.len() > 1);
        }
    }
}

/// A Deployment still rolling out with replicas unavailable, pasted without any ReplicaSet or
/// pod of its own: a new pod that crashes or cannot pull its image shows only there, so the
/// summary says what to paste too (a hurried first paste is often the Deployment alone).
pub(super) fn rollouts_seen_from_above(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for (index, deployment) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Deployment") {
        let unavailable = deployment.int(&["status", "unavailableReplicas"]).unwrap_or(0);
        let alone = graph.children.get(index).is_none_or(Vec::is_empty);
        let Some(report) = reports.get_mut(index).filter(|r| r.verdict == Verdict::InProgress && unavailable > 0 && alone) else { continue };
        let ns = deployment.namespace_flag();
        report.summary = format!(
            "{} Its ReplicaSets and pods are not in what you pasted, and a new pod that crashes or cannot pull its image shows only there: paste kubectl get replicasets,pods{ns} -o yaml and kubectl get events{ns} too.",
            report.summary.trim_end()
        );
    }
}

/// A workload at its first revision (`deployment.kubernetes.io/revision: "1"`) has no older
/// one to go back to: `kubectl rollout undo` would fail, so the sentence offering it says so.
pub(super) fn rollbacks_without_history(resources: &[Resource], reports: &mut [ResourceReport]) {
    for (resource, report) in resources.iter().zip(reports.iter_mut()) {
        if resource.str(&["metadata", "annotations", "deployment.kubernetes.io/revision"]) == Some("1") {
            say_instead_of_rollout_undo(report, "It is the first revision: there is no older one to roll back to.");
        }
    }
}

/// For each resource, the deepest resource still in progress below it, going down through
/// its current children that are in progress (`None` when nothing below it is): computed
/// children first, once for the whole bundle.
pub(super) fn deepest_in_progress(resources: &[Resource], graph: &Graph, reports: &[ResourceReport]) -> Vec<Option<usize>> {
    let mut deepest: Vec<Option<usize>> = vec![None; reports.len()];
    for index in children_first(graph) {
        let below = graph.current_children(resources, index).into_iter().find(|&child| child != index && reports.get(child).is_some_and(|r| r.verdict == Verdict::InProgress && r.rule != super::jobs::RETRIED));
        if let Some(child) = below {
            let found = deepest.get(child).copied().flatten().unwrap_or(child);
            if let Some(slot) = deepest.get_mut(index) {
                *slot = Some(found);
            }
        }
    }
    deepest
}

/// (`Challenge web-tls-1-287`, `the HTTP-01 challenge … is pending.`): the deepest resource
/// still in progress below `index` ([`deepest_in_progress`]) and its own words.
pub(super) fn waits_for(deepest: &[Option<usize>], reports: &[ResourceReport], index: usize) -> Option<(String, String)> {
    let at = deepest.get(index).copied().flatten().filter(|&at| at != index)?;
    let report = reports.get(at)?;
    Some((format!("{} {}", report.kind, report.name), continued(report.summary.trim_end())))
}

/// A resource in progress says what, deep below it, it waits for: a Certificate, the pending
/// ACME Challenge; a Deployment, the pod still starting. Each resource in progress above it
/// says so, unless its summary names it already.
pub(super) fn say_what_it_waits_for(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    let deepest = deepest_in_progress(resources, graph, reports);
    for index in 0..reports.len() {
        if reports.get(index).is_none_or(|r| r.verdict != Verdict::InProgress) {
            continue;
        }
        let Some((waited, said)) = waits_for(&deepest, reports, index) else { continue };
        if let Some(report) = reports.get_mut(index).filter(|r| !names(&r.summary, &waited)) {
            report.summary = format!("{} It waits for {waited}: {said}", report.summary.trim_end());
        }
    }
}

/// Whether `text` names `what` as a whole (`Pod web-1` is not named inside `Pod web-10`).
pub(super) fn names(text: &str, what: &str) -> bool {
    text.match_indices(what).any(|(at, _)| {
        let after = text.get(at + what.len()..).and_then(|tail| tail.chars().next());
        !after.is_some_and(|c| c.is_alphanumeric() || c == '-' || c == '_' || c == '.')
    })
}
