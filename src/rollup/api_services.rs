//! Aggregated APIs: a namespace whose deletion waits for API discovery takes the pasted
//! APIService that is unavailable as its root cause.

use crate::model::Resource;
use crate::relate::Graph;
use crate::report::{Link, ResourceReport};
use super::{cause_through, link};

/// The condition a namespace's deletion is held by when the API server cannot list an API.
const DISCOVERY_FAILURE: &str = "NamespaceDeletionDiscoveryFailure";

/// A namespace held up deleting because discovery fails for a group/version whose APIService
/// is pasted and not available: that APIService is why, and what to do is its (bring its
/// backend back, or delete it if that API was removed on purpose).
pub(super) fn namespaces_held_by_api_services(resources: &[Resource], _: &Graph, reports: &mut [ResourceReport]) {
    // Each pasted APIService that is a problem, with its `group/version` (its name is `version.group`).
    let unavailable: Vec<(usize, String)> = resources
        .iter()
        .enumerate()
        .filter(|(at, r)| r.kind == "APIService" && reports.get(*at).is_some_and(|report| report.verdict.is_problem()))
        .filter_map(|(at, r)| r.name.split_once('.').map(|(version, group)| (at, format!("{group}/{version}"))))
        .collect();
    if unavailable.is_empty() {
        return;
    }
    for (index, namespace) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Namespace") {
        let Some(report) = reports.get(index) else { continue };
        let Some(message) = report.conditions.iter().find(|c| c.type_ == DISCOVERY_FAILURE && c.failing).map(|c| c.message.clone()) else { continue };
        let Some((at, _)) = unavailable.iter().find(|(_, api)| message.contains(api.as_str())) else { continue };
        let Some(api_service) = reports.get(*at).cloned() else { continue };
        let what = format!(
            "It waits for APIService {name}, which is not available: bring its backend back (the APIService says where to look), or, if that API was removed on purpose, delete the APIService (kubectl delete apiservice {name}); the namespace then finishes deleting by itself.",
            name = api_service.name
        );
        let Some(report) = reports.get_mut(index) else { continue };
        let generic = format!(" Fix what {DISCOVERY_FAILURE} names, and the controller finishes the delete by itself.");
        report.summary = if report.summary.contains(&generic) {
            report.summary.replacen(&generic, &format!(" {what}"), 1)
        } else {
            format!("{} {what}", report.summary.trim_end())
        };
        crate::explain::restate_next(&mut report.conditions, DISCOVERY_FAILURE, what.clone());
        if report.verdict.is_problem() {
            let mut cause = cause_through(link(namespace, report), &api_service);
            // The APIService's step says why it is unavailable.
            if let Some(last) = cause.chain.last_mut().filter(|last| last.kind == "APIService" && last.note.is_none()) {
                *last = Link { note: api_service.reason.clone(), ..last.clone() };
                cause.text = super::chain_text(&cause);
            }
            report.root_cause = Some(cause);
        }
    }
}
