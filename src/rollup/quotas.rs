//! ResourceQuotas and LimitRanges that refuse pods: the quota is the cause, with the API's
//! numbers, and a LimitRange refusal takes the owner's template's words.

use crate::model::Resource;
use crate::relate::Graph;
use crate::report::{Link, ResourceReport, Verdict};
use super::{own_cause, link, services::by_namespace_and_name};

/// The ResourceQuota that refused a problem's pods (its conditions' or warning events' message
/// says "exceeded quota: <name>, requested: …"), as the end of its chain, with the numbers.
pub(super) fn quota_link(resource: &Resource, report: &ResourceReport, resources: &[Resource]) -> Option<Link> {
    let messages = report.conditions.iter().filter(|c| c.failing).map(|c| c.message.as_str()).chain(report.events.iter().rev().filter(|e| e.type_ == "Warning").map(|e| e.message.as_str()));
    let (name, numbers) = messages.into_iter().find_map(crate::rules::core::resourcequota::exceeded)?;
    let pasted = resources.iter().any(|r| r.kind == "ResourceQuota" && r.name == name && r.namespace == resource.namespace);
    let note = match (numbers.is_empty(), pasted) {
        (false, true) => numbers,
        (false, false) => format!("{numbers}; not in what you pasted"),
        (true, true) => "used up".to_owned(),
        (true, false) => "used up; not in what you pasted".to_owned(),
    };
    Some(Link { kind: "ResourceQuota".to_owned(), name, namespace: resource.namespace.clone(), note: Some(note) })
}

/// A pasted ResourceQuota that refuses the pods of a workload is where its problem is, though
/// every count of the quota is below its limit: what is left is less than a pod asks for.
/// Degraded, saying whose pods it refuses and with which numbers.
pub(super) fn blame_quotas(resources: &[Resource], reports: &mut [ResourceReport]) {
    // The pasted quotas by namespace and name (few, but looked up once per refused workload).
    let quotas = by_namespace_and_name(resources, "ResourceQuota");
    if quotas.is_empty() {
        return;
    }
    let mut refused: Vec<(usize, String, String)> = Vec::new();
    for report in reports.iter().filter(|r| r.verdict.is_problem()) {
        // The resource whose own finding names the quota: the last link before it.
        let Some(cause) = &report.root_cause else { continue };
        let Some((quota, before)) = cause.chain.split_last().and_then(|(last, rest)| Some((last, rest.last()?))) else { continue };
        if quota.kind != "ResourceQuota" || before.name != report.name || before.kind != report.kind {
            continue;
        }
        if let Some(&at) = quotas.get(&(report.namespace.as_deref(), quota.name.as_str())) {
            refused.push((at, format!("{} {}", report.kind, report.name), quota.note.clone().unwrap_or_default()));
        }
    }
    for (at, whose, numbers) in refused {
        let (Some(quota), Some(report)) = (resources.get(at), reports.get_mut(at)) else { continue };
        if report.verdict.is_problem() {
            continue;
        }
        // Storage refused (not a pod's ephemeral-storage): the claims of a StatefulSet's new
        // pods, not the pods.
        let (what, lower) = if numbers.contains("requests.storage=") || numbers.contains("persistentvolumeclaims=") {
            ("claims", "delete claims no longer used")
        } else {
            ("pods", "lower what the pods ask for")
        };
        let numbers = if numbers.is_empty() { String::new() } else { format!(" ({numbers})") };
        report.verdict = Verdict::Degraded;
        report.summary = format!(
            "It refuses new {what} of {whose}{numbers}: what is left of the quota is less than one asks for. Raise its limit (kubectl edit resourcequota {}{}) or {lower}.",
            quota.name,
            quota.namespace_flag()
        );
        report.reason = Some("QuotaExceeded".to_owned());
        report.rule = "rollup/quota".to_owned();
        let cause = own_cause(vec![link(quota, report)], report);
        report.root_cause = Some(cause);
    }
}

/// A ReplicaSet refused by a LimitRange names the container that asks too much only when its
/// own pod template is pasted; its Deployment's summary, read from the Deployment's template,
/// may name it. The advice is said once, at the ReplicaSet ([`say_advice_once`]): it takes the
/// Deployment's words, with the container and its `kubectl set resources`.
pub(super) fn limit_ranges_named_by_the_owner(graph: &Graph, reports: &mut [ResourceReport]) {
    use crate::rules::core::admission::{LIMIT_RANGE_END, LIMIT_RANGE_LEAD, LIMIT_RANGE_UNNAMED};
    let said = |summary: &str| -> Option<(usize, usize)> {
        let start = summary.find(LIMIT_RANGE_LEAD)?;
        let end = start + summary.get(start..)?.find(LIMIT_RANGE_END)? + LIMIT_RANGE_END.len();
        Some((start, end))
    };
    for index in 0..reports.len() {
        let Some(report) = reports.get(index).filter(|r| r.kind == "ReplicaSet") else { continue };
        let Some((start, end)) = said(&report.summary).filter(|(start, end)| report.summary.get(*start..*end).is_some_and(|part| part.contains(LIMIT_RANGE_UNNAMED))) else {
            continue;
        };
        let Some(owner) = graph.owner.get(index).copied().flatten().and_then(|owner| reports.get(owner)).filter(|owner| owner.kind == "Deployment") else { continue };
        let Some(named) = said(&owner.summary).and_then(|(from, to)| owner.summary.get(from..to)).filter(|part| !part.contains(LIMIT_RANGE_UNNAMED)).map(str::to_owned) else {
            continue;
        };
        if let Some(report) = reports.get_mut(index) {
            report.summary.replace_range(start..end, &named);
        }
    }
}
