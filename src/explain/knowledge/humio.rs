//! Humio operator (`core.humio.com`).

use super::{ReasonEntry, Table};

/// Humio reasons (the words of `status.state`).
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "Exists", what: "The operator created the entity in Humio and keeps it in line with the spec.", next: "Nothing to do." },
    ReasonEntry { reason: "ConfigError", what: "Humio rejected the spec, or something it names (repository, view, action, parser) is missing.", next: "Read the humio-operator's log for the error: kubectl logs -n humio-operator deploy/humio-operator." },
    ReasonEntry { reason: "NotFound", what: "The operator did not find the entity in Humio: not created yet, or removed there.", next: "Read the humio-operator's log; the operator recreates it on its next reconcile." },
    ReasonEntry { reason: "HumioStateUnknown", what: "The operator could not tell the entity's state, often because it cannot reach the Humio API.", next: "Check the HumioCluster and the operator's API token: kubectl logs -n humio-operator deploy/humio-operator." },
    ReasonEntry { reason: "Upgrading", what: "The operator is replacing the cluster's pods with a new version.", next: "Watch the pods: kubectl get pods{ns} -w." },
    ReasonEntry { reason: "Restarting", what: "The operator is restarting the cluster's pods to apply a change.", next: "Watch the pods: kubectl get pods{ns} -w." },
    ReasonEntry { reason: "HumioStatusPending", what: "The Humio operator has not reconciled it yet (or the status was not pasted).", next: "Check that the operator runs and watches this namespace." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "humio",
    system: "Humio operator",
    covers: "HumioClusters and the alerts, views, repositories, parsers and ingest tokens it manages (core.humio.com)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
