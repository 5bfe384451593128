//! A workload Flux applies (a Kustomization's or a HelmRelease's, by the labels Flux puts on
//! what it applies): a `kubectl rollout undo` its conditions advise is undone at Flux's next
//! reconcile, so going back is a revert in Git.

use crate::model::Resource;
use crate::relate::Graph;
use crate::report::ResourceReport;

/// The labels Flux puts on what it applies.
const FLUX_LABELS: &[&str] = &["kustomize.toolkit.fluxcd.io/name", "helm.toolkit.fluxcd.io/name"];

/// Each condition's "Roll back with kubectl rollout undo …" on a workload Flux applies: the
/// revert in Git instead.
pub(super) fn rollbacks_of_what_flux_applies(resources: &[Resource], _graph: &Graph, reports: &mut [ResourceReport]) {
    for (index, resource) in resources.iter().enumerate() {
        if !FLUX_LABELS.iter().any(|label| resource.str(&["metadata", "labels", label]).is_some_and(|name| !name.is_empty())) {
            continue;
        }
        let Some(report) = reports.get_mut(index) else { continue };
        for condition in report.conditions.iter_mut() {
            let next = condition.explanation.next.as_ref();
            let Some((before, rest)) = next.split_once("Roll back with kubectl rollout undo ") else { continue };
            let after = rest.split_once(" if the old version must serve.").map(|(_, after)| after).unwrap_or("");
            condition.explanation.next = std::borrow::Cow::Owned(format!(
                "{before}Flux applies it: to go back, revert the change in Git (a kubectl rollout undo would be undone at its next reconcile).{after}"
            ));
        }
    }
}
