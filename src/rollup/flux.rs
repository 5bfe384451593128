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
            let instead = format!(
                "HelmRelease {namespace}{} asks for it: set spec.chart.spec.version there to a version the repository has (a change made to this HelmChart is put back).{search} Then flux reconcile helmrelease {}{} --with-source fetches the chart again and upgrades.",
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
