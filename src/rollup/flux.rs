//! Flux across resources: a HelmChart whose version is missing names the pasted HelmRelease
//! that asks for it (the fix is there, the chart is made from it) with the commands that list
//! the repository's versions and reconcile with the source.

use crate::model::Resource;
use crate::relate::Graph;
use crate::report::ResourceReport;
use crate::rules::flux::helmrelease::version_not_found;
use crate::rules::flux::toolkit::VERSION_COMES_FROM;

/// What a resource depends on, pasted (`depends-on`).
fn depended_on(graph: &Graph, index: usize) -> impl Iterator<Item = usize> + '_ {
    graph.references.get(index).into_iter().flatten().filter(|r| r.relation == "depends-on").filter_map(|r| r.target)
}

/// A HelmRelease that depends on a HelmChart whose summary says its version is missing
/// ([`VERSION_COMES_FROM`]): the HelmChart's summary names the HelmRelease and its field
/// instead, with `helm search repo` on the pasted HelmRepository's address and the reconcile
/// that fetches the chart again.
pub(super) fn say_which_release_asks_for_a_missing_version(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for (index, release) in resources.iter().enumerate().filter(|(_, r)| r.kind == "HelmRelease" && r.group == "helm.toolkit.fluxcd.io") {
        let charts: Vec<usize> = depended_on(graph, index)
            .filter(|&at| resources.get(at).is_some_and(|r| r.kind == "HelmChart") && reports.get(at).is_some_and(|r| r.summary.contains(VERSION_COMES_FROM)))
            .collect();
        for chart in charts {
            let Some(asked) = reports.get(chart).and_then(|r| r.conditions.iter().find_map(|c| version_not_found(&c.message).map(|(name, _)| name.to_owned()))) else { continue };
            // The repository it is fetched from, pasted with its address.
            let repository = depended_on(graph, chart).filter_map(|at| resources.get(at)).find(|r| r.kind == "HelmRepository");
            let search = repository
                .and_then(|repository| Some((repository.name.as_str(), repository.str(&["spec", "url"]).filter(|url| url.starts_with("http"))?)))
                .map(|(name, url)| format!(" helm repo add {name} {url}, then helm search repo {name}/{asked} --versions lists the versions it has."))
                .unwrap_or_default();
            let namespace = release.namespace.as_deref().map(|ns| format!("{ns}/")).unwrap_or_default();
            // A release that never deployed is installed, not upgraded.
            let never_deployed = reports.get(index).is_some_and(|r| r.summary.contains("Nothing of it is deployed"));
            let then = if never_deployed { "fetches the chart and installs it" } else { "fetches the chart again and upgrades the release" };
            let instead = format!(
                "HelmRelease {namespace}{} asks for it: set spec.chart.spec.version there to a version the repository has (a change made to this HelmChart is put back).{search} Then flux reconcile helmrelease {}{} --with-source {then}.",
                release.name,
                release.name,
                release.namespace_flag()
            );
            if let Some(report) = reports.get_mut(chart) {
                report.summary = report.summary.replacen(VERSION_COMES_FROM, &instead, 1);
            }
        }
    }
}

/// A Flux object that cannot apply a kind the cluster does not know
/// ([`CRD_NOT_INSTALLED`](crate::rules::flux::toolkit::CRD_NOT_INSTALLED)) while it depends on
/// a suspended Kustomization or HelmRelease: that one is named, with the change it has not
/// applied (its generation ahead of the one it last applied), and the resume and reconcile to
/// run; the chain goes on into it.
pub(super) fn say_which_suspended_dependency_holds_a_crd_back(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for (index, resource) in resources.iter().enumerate().filter(|(_, r)| r.group.ends_with(".toolkit.fluxcd.io")) {
        if !reports.get(index).is_some_and(|r| r.verdict.is_problem() && r.summary.contains(crate::rules::flux::toolkit::CRD_NOT_INSTALLED)) {
            continue;
        }
        let suspended = depended_on(graph, index).find(|&at| reports.get(at).is_some_and(|r| r.verdict == crate::report::Verdict::Suspended));
        let Some(held) = suspended.and_then(|at| resources.get(at)) else { continue };
        let pending = match (held.generation, held.observed_generation) {
            (Some(generation), Some(observed)) if observed >= 0 && generation > observed => Some((generation, observed)),
            _ => None,
        };
        let which = format!("{} {}", held.kind, held.name);
        let resume = format!("flux resume {} {}{}", crate::rules::flux::reconcile_words(&held.kind), held.name, held.namespace_flag());
        let reconcile = crate::rules::flux::reconcile_command(resource);
        // What each last applied or tried, from their sources (`main@sha1:0c4e2f1a…`).
        let short = |revision: &str| match revision.split_once(':') {
            Some((head, sha)) => format!("{}@{}", head.trim_end_matches("sha1").trim_end_matches('@'), sha.get(..7).unwrap_or(sha)),
            None => revision.to_owned(),
        };
        let revision = |r: &Resource, field: &str| r.str(&["status", field]).filter(|v| !v.is_empty()).map(short);
        let held_applied = revision(held, "lastAppliedRevision");
        let own = revision(resource, "lastAttemptedRevision").map(|r| ("tried", r)).or_else(|| revision(resource, "lastAppliedRevision").map(|r| ("applied", r)));
        let mut facts = Vec::new();
        if let Some(applied) = &held_applied {
            let beside = own.as_ref().filter(|(_, own)| own != applied).map(|(how, own)| format!(" ({} last {how} {own})", resource.name)).unwrap_or_default();
            facts.push(format!("it last applied {applied}{beside}"));
        }
        if let Some((generation, observed)) = pending {
            facts.push(format!("its spec is at generation {generation}, last reconciled at {observed}"));
        }
        let facts = if facts.is_empty() { String::new() } else { format!(": {}", facts.join(", and ")) };
        let said = format!(
            " It depends on {which}, which is suspended, so nothing new of it reaches the cluster{facts}. If the CRD comes with what it has not applied, resume it: {resume}, then {reconcile}."
        );
        let note = match pending {
            Some((generation, _)) => format!("suspended, generation {generation} not reconciled"),
            None => "suspended".to_owned(),
        };
        let Some(report) = reports.get_mut(index) else { continue };
        // Its own "install the CRD first" gives way to what holds it back.
        let own = report.summary.split(" Install the CRD first").next().unwrap_or(&report.summary).trim_end().to_owned();
        report.summary = format!("{own}{said}");
        let chain = vec![
            crate::report::Link { kind: report.kind.clone(), name: report.name.clone(), namespace: report.namespace.clone(), note: None },
            crate::report::Link { kind: held.kind.clone(), name: held.name.clone(), namespace: held.namespace.clone(), note: Some(note) },
        ];
        let mut cause = crate::report::RootCause { chain, reason: report.reason.clone(), summary: report.summary.clone(), text: String::new() };
        cause.text = super::chain_text(&cause);
        report.root_cause = Some(cause);
    }
}

/// A HelmRelease whose upgrade (or install) timed out waiting for a workload and was rolled
/// back, with Warning events pasted about a pod of that workload that is not pasted and not
/// of the ReplicaSet serving now: that pod was the failed release's, which the rollback
/// removed. The release says why it timed out from those events; the event stops asking for
/// a pod that no longer exists.
pub(super) fn say_why_a_rolled_back_release_timed_out(resources: &[Resource], _graph: &Graph, reports: &mut [ResourceReport]) {
    for (index, release) in resources.iter().enumerate().filter(|(_, r)| r.kind == "HelmRelease" && r.group == "helm.toolkit.fluxcd.io") {
        let Some(report) = reports.get(index) else { continue };
        if !report.summary.contains("timeout waiting for: [") || !report.summary.contains("rolled back") {
            continue;
        }
        // `[Deployment/apps/podinfo status: 'InProgress']`: the workloads it waited for.
        let waited: Vec<(String, String)> = report
            .summary
            .split("timeout waiting for: [")
            .nth(1)
            .and_then(|rest| rest.split(']').next())
            .map(|list| {
                list.split(", ")
                    .filter_map(|item| {
                        let mut parts = item.split_whitespace().next()?.split('/');
                        let (kind, namespace, name) = (parts.next()?, parts.next()?, parts.next()?);
                        matches!(kind, "Deployment" | "StatefulSet").then(|| (namespace.to_owned(), name.to_owned()))
                    })
                    .collect()
            })
            .unwrap_or_default();
        let chart = report.summary.split_once(" with chart ").and_then(|(_, rest)| rest.split([':', ' ']).next()).unwrap_or("").to_owned();
        for (namespace, workload) in waited {
            // The ReplicaSet that serves now, from the pasted Deployment's Progressing message.
            let serving = resources.iter().zip(reports.iter()).find(|(r, _)| r.kind == "Deployment" && r.name == workload && r.namespace.as_deref() == Some(namespace.as_str())).and_then(|(_, deployment)| {
                deployment.conditions.iter().find(|c| c.type_ == "Progressing").and_then(|c| c.message.split_once("ReplicaSet \"")).and_then(|(_, rest)| rest.split_once('"')).map(|(name, _)| name.to_owned())
            });
            let prefix = format!("{workload}-");
            let pasted_pod = |name: &str| resources.iter().any(|r| r.kind == "Pod" && r.name == name);
            // Events about a pod of that workload, not pasted, not of the serving ReplicaSet.
            let found = resources.iter().enumerate().filter(|(_, r)| crate::model::event::is_event(r)).find_map(|(at, event)| {
                let kind = event.str(&["involvedObject", "kind"]).or_else(|| event.str(&["regarding", "kind"]))?;
                let pod = event.str(&["involvedObject", "name"]).or_else(|| event.str(&["regarding", "name"]))?;
                let of_failed = kind == "Pod" && pod.starts_with(&prefix) && !pasted_pod(pod) && serving.as_deref().is_none_or(|serving| !pod.starts_with(&format!("{serving}-")));
                let said = reports.get(at)?.events.iter().find(|e| e.type_ == "Warning").cloned()?;
                of_failed.then(|| (at, pod.to_owned(), said))
            });
            let Some((at, pod, said)) = found else { continue };
            let times = if said.count > 1 { format!(" ×{}", said.count) } else { String::new() };
            let not_serving = serving.as_deref().map(|serving| format!(" (not of ReplicaSet {serving}, which serves)")).unwrap_or_default();
            let of_chart = if chart.is_empty() { String::new() } else { format!(" in {chart}") };
            let why = format!(
                " Why it timed out, from the pasted events: pod {pod} of the failed release{not_serving} never became ready: {}{times}, “{}”. Find what changed{of_chart} or in its values for that (the port or path its probe checks, the probe itself), fix it, then flux reconcile helmrelease {}{} --reset.",
                said.reason,
                said.message.trim_end_matches('.'),
                release.name,
                release.namespace_flag()
            );
            if let Some(report) = reports.get_mut(index) {
                report.summary.push_str(&why);
                // Its conditions' general "fix what the message names" gives way to that.
                for condition in report.conditions.iter_mut().filter(|c| c.failing) {
                    condition.explanation.next = std::borrow::Cow::Borrowed("This resource's summary says why it timed out and what to do.");
                }
            }
            if let Some(event) = reports.get_mut(at) {
                let ask = format!("; paste Pod {pod} too to have it explained.");
                event.summary = event.summary.replace(
                    &ask,
                    &format!(". Pod {pod} was of HelmRelease {}'s failed release, which the rollback removed, so it cannot be pasted now: that HelmRelease's summary reads this event.", release.name),
                );
            }
        }
    }
}

/// A Flux object still reconciling a revision other than the one it last applied (a Kustomization
/// after a push): the summary names both, so a reader sees which change is on its way.
pub(super) fn say_which_revision_is_being_applied(resources: &[Resource], _: &Graph, reports: &mut [ResourceReport]) {
    const WORKING: &str = "The controller is still working on it (Reconciling)";
    for (resource, report) in resources.iter().zip(reports.iter_mut()) {
        if !resource.group.ends_with(".toolkit.fluxcd.io") || !report.summary.starts_with(WORKING) {
            continue;
        }
        let revision = |field: &str| resource.str(&["status", field]).filter(|r| !r.is_empty());
        let (Some(attempted), Some(applied)) = (revision("lastAttemptedRevision"), revision("lastAppliedRevision")) else { continue };
        if attempted == applied {
            continue;
        }
        report.summary.push_str(&format!(" It is applying revision {attempted}; the last one applied is {applied}."));
    }
}
