//! Rules for Crossplane (`*.crossplane.io`, and Upbound providers' `*.upbound.io`).
//!
//! `Ready` (is it usable?) and `Synced` (did the last reconcile succeed?) are separate axes;
//! a `ReconcileError` message is the cause, and Crossplane retries it forever. Packages
//! (`pkg.crossplane.io`) report `Installed` and `Healthy` instead.

pub mod managed;
pub mod package;

use crate::model::{Condition, Resource};

/// Conditions, also from the old `status.conditionedStatus.conditions` of v1alpha1 stacks.
pub(crate) fn conditions(resource: &Resource) -> Vec<Condition> {
    if !resource.conditions.is_empty() {
        return resource.conditions.clone();
    }
    match resource.get(&["status", "conditionedStatus", "conditions"]) {
        Some(crate::model::Value::Array(entries)) => entries.iter().filter_map(Condition::from_value).collect(),
        _ => Vec::new(),
    }
}

/// Where a package's runtime pod gets its resources, before the roll-up names the
/// DeploymentRuntimeConfig of a pasted Provider or Function (`rollup::crossplane`).
pub(crate) const RUNTIME_CONFIG_UNNAMED: &str =
    "the DeploymentRuntimeConfig that its package's Provider or Function names in spec.runtimeConfigRef (\"default\" when it names none; kubectl get providers,functions -o yaml shows it)";

/// What a package's summary says to look at when nothing better is known: replaced by the
/// roll-up when its runtime pod is pasted.
pub(crate) const LOOK_AT_REVISIONS: &str = " Look at its revisions and pods: kubectl get ";
