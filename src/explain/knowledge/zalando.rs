//! Zalando postgres-operator (`acid.zalan.do`): `postgresql` clusters.

use super::{ReasonEntry, Table};

/// Zalando postgres-operator reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "ZalandoClusterPending", what: "The postgres-operator has not written a PostgresClusterStatus yet: it has not picked the cluster up (or the status was not pasted).", next: "Check that the operator runs and watches this namespace: kubectl get deployments -A | grep postgres-operator; then kubectl describe postgresql {name}{ns}." },
    ReasonEntry { reason: "ZalandoClusterUpdating", what: "The operator is creating or updating the cluster's parts (StatefulSet, services, secrets, Patroni configuration).", next: "Watch it: kubectl get postgresql {name}{ns} -w; the pods: kubectl get pods{ns} -l cluster-name={name}." },
    ReasonEntry { reason: "ZalandoCreateFailed", what: "The operator could not create one of the cluster's parts; it tries again on its next sync.", next: "Read why: kubectl describe postgresql {name}{ns} (events), and the operator's log: kubectl logs deployment/postgres-operator -n <operator-namespace> --tail=100." },
    ReasonEntry { reason: "ZalandoSyncFailed", what: "The operator could not apply the manifest to the existing cluster (UpdateFailed, SyncFailed); it tries again on its next sync.", next: "Read why: kubectl describe postgresql {name}{ns} (events), and the operator's log: kubectl logs deployment/postgres-operator -n <operator-namespace> --tail=100." },
    ReasonEntry { reason: "ZalandoClusterInvalid", what: "The operator found the manifest invalid (for example a missing teamId prefix in the name or an unknown version) and does not act on it.", next: "Read the event that says what is invalid: kubectl describe postgresql {name}{ns}; fix the manifest and apply it again." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "zalando-postgres",
    system: "Zalando postgres-operator",
    covers: "postgresql clusters (acid.zalan.do)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
