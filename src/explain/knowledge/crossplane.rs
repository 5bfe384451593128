//! Crossplane: condition types and reasons of managed resources, composites, claims and packages.

use super::{ConditionTypeEntry, ReasonEntry, Table};

/// Crossplane condition types.
pub(super) const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "Synced", what: "Synced says whether Crossplane's last reconcile succeeded: the spec was applied and the external resource observed. It is separate from Ready." },
    ConditionTypeEntry { type_: "Healthy", what: "Healthy says whether a Crossplane package (provider, configuration, function) runs correctly." },
    ConditionTypeEntry { type_: "Installed", what: "Installed says whether a Crossplane package's active revision is installed." },
    ConditionTypeEntry { type_: "RevisionHealthy", what: "RevisionHealthy says whether this package revision runs correctly." },
    ConditionTypeEntry { type_: "LastAsyncOperation", what: "LastAsyncOperation says whether the last create, update or delete that an Upjet-based provider (Upbound's AWS, Azure, GCP) ran in the background succeeded; False carries the cloud's error in its message." },
    ConditionTypeEntry { type_: "AsyncOperation", what: "AsyncOperation says whether an Upjet-based provider has a create, update or delete running in the background for this resource." },
];

/// Crossplane reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "ReconcileError", what: "Crossplane's reconcile loop fails on every try; the message is the cause, prefixed by the step (connect, observe, create, update, delete). Crossplane retries forever, so the error stays until someone fixes it.", next: "Fix what the message names: for \"connect failed\", the ProviderConfig and its credentials Secret; otherwise the field or permission the cloud API refused. kubectl describe {resource}{ns} shows the events." },
    ReasonEntry { reason: "ReconcileSuccess", what: "Crossplane's last reconcile succeeded.", next: "Nothing to do." },
    ReasonEntry { reason: "ReconcilePaused", what: "Reconciliation is paused by the crossplane.io/paused annotation or a management policy: nothing is changed or deleted.", next: "Remove the annotation when ready: kubectl annotate {resource}{ns} crossplane.io/paused-." },
    ReasonEntry { reason: "Available", what: "The external resource exists and is usable.", next: "Nothing to do." },
    ReasonEntry { reason: "Creating", what: "The external resource (or, for a composite, some composed resources) is still being created.", next: "Wait; for a composite, the message lists the unready resources to open." },
    ReasonEntry { reason: "Unavailable", what: "The provider observes the external resource as not available (yet).", next: "Look at the resource in the cloud console; some take many minutes to become available." },
    ReasonEntry { reason: "FatalError", what: "The composite's composition failed fatally before a composition function could report this custom condition, so its state is unknown.", next: "Look at the composite's Synced condition and events for the error: kubectl describe {resource}{ns}; fix the composition or its functions." },
    ReasonEntry { reason: "UnhealthyPackageRevision", what: "The package's active revision is unhealthy: its runtime Deployment is not available or a hook failed.", next: "Look at the package's revisions and pods: kubectl get providerrevisions,functionrevisions,configurationrevisions; kubectl get pods -n crossplane-system." },
    ReasonEntry { reason: "HealthyPackageRevision", what: "The package's active revision is healthy.", next: "Nothing to do." },
    ReasonEntry { reason: "Ongoing", what: "The provider's create, update or delete call is still running in the cloud, in the background.", next: "Wait: the provider looks again at its next poll. Databases and clusters take from a few minutes to tens of minutes to create." },
    ReasonEntry { reason: "ActivePackageRevision", what: "The package's active revision is installed.", next: "Nothing to do." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "crossplane",
    system: "Crossplane",
    covers: "managed resources, composites, claims and packages",
    reasons: REASONS,
    types: TYPES,
    categorised: &[],
};
