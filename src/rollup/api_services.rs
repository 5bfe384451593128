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
    for (index, namespace) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Namespace") {
        let Some(report) = reports.get(index) else { continue };
        let Some(message) = report.conditions.iter().find(|c| c.type_ == DISCOVERY_FAILURE && c.failing).map(|c| c.message.clone()) else { continue };
        let Some((at, _)) = unavailable.iter().find(|(_, api)| message.contains(api.as_str())) else {
            // Not pasted: named from the message's group/version all the same.
            let apis = failing_apis(&message);
            let Some(report) = reports.get_mut(index).filter(|_| !apis.is_empty()) else { continue };
            let names: Vec<String> = apis.iter().filter_map(|api| api.split_once('/').map(|(group, version)| format!("{version}.{group}"))).collect();
            let (first, all) = (names.first().cloned().unwrap_or_default(), names.join(" "));
            let what = format!(
                "It waits for {} {}, which the API server cannot reach: kubectl get apiservice {all} says why (Available False, and its message). Bring its backend back, or, if that API was removed on purpose, delete the APIService (kubectl delete apiservice {first}); the namespace then finishes deleting by itself.",
                if names.len() > 1 { "APIServices" } else { "APIService" },
                names.join(", ")
            );
            say_instead_of_the_general_fix(report, &what);
            continue;
        };
        let Some(api_service) = reports.get(*at).cloned() else { continue };
        let what = format!(
            "It waits for APIService {name}, which is not available: bring its backend back (the APIService says where to look), or, if that API was removed on purpose, delete the APIService (kubectl delete apiservice {name}); the namespace then finishes deleting by itself.",
            name = api_service.name
        );
        let Some(report) = reports.get_mut(index) else { continue };
        say_instead_of_the_general_fix(report, &what);
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

/// Puts `what` in place of the engine's general "Fix what … names" (or after the summary), and
/// as the discovery condition's next step.
fn say_instead_of_the_general_fix(report: &mut ResourceReport, what: &str) {
    let generic = format!(" Fix what {DISCOVERY_FAILURE} names, and the controller finishes the delete by itself.");
    report.summary = if report.summary.contains(&generic) {
        report.summary.replacen(&generic, &format!(" {what}"), 1)
    } else {
        format!("{} {what}", report.summary.trim_end())
    };
    crate::explain::restate_next(&mut report.conditions, DISCOVERY_FAILURE, what.to_owned());
}

/// The `group/version`s a discovery failure names (`metrics.k8s.io/v1beta1`), each once, in order.
fn failing_apis(message: &str) -> Vec<&str> {
    let mut apis: Vec<&str> = Vec::new();
    for word in message.split([' ', ',', ';', '[', ']', '"']).map(|word| word.trim_end_matches(':')) {
        let Some((group, version)) = word.split_once('/') else { continue };
        let is_version = version.starts_with('v') && version.len() > 1 && version.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit());
        let is_group = group.contains('.') && group.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'.' || b == b'-');
        if is_version && is_group && !apis.contains(&word) && apis.len() < 3 {
            apis.push(word);
        }
    }
    apis
}
