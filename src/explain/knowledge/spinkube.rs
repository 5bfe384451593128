//! SpinKube's spin-operator (`core.spinkube.dev`): SpinApps.

use super::{ReasonEntry, Table};

/// spin-operator reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "SpinAppPending", what: "The spin-operator has not created the SpinApp's Deployment yet: it has not reconciled it, its SpinAppExecutor is missing, or the executor does not create Deployments.", next: "Check the executor it names: kubectl get spinappexecutor{ns}; and the events: kubectl describe {resource}{ns} (MissingExecutor)." },
    ReasonEntry { reason: "SpinAppRollingOut", what: "The SpinApp's Deployment is rolling out a new version.", next: "Follow it: kubectl rollout status deployment/{name}{ns}." },
    ReasonEntry { reason: "SpinAppUnavailable", what: "Fewer of the SpinApp's replicas are ready than it asks for.", next: "Look at the Deployment the operator made and its pods (named {name}-…): kubectl describe deployment/{name}{ns}; kubectl describe pod on one that is not ready (a missing runtime class or containerd shim shows there)." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "spinkube",
    system: "SpinKube",
    covers: "SpinApps (core.spinkube.dev)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
