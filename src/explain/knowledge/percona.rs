//! Percona operators for MongoDB (`psmdb.percona.com`) and XtraDB Cluster (`pxc.percona.com`).

use super::{ReasonEntry, Table};

/// Percona reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "PerconaClusterPending", what: "The Percona operator has not written a status for the cluster yet (or the status was not pasted).", next: "Check that the operator runs and watches this namespace: kubectl get deployments -A | grep percona; then kubectl describe {resource}{ns}." },
    ReasonEntry { reason: "PerconaInitializing", what: "The cluster's pods are coming up and joining their replica sets or the Galera cluster.", next: "Watch the pods: kubectl get pods{ns} -l app.kubernetes.io/instance={name} -w; a pod that stays not ready says why in kubectl describe." },
    ReasonEntry { reason: "PerconaStopping", what: "spec.pause is true: the operator is shutting the cluster's pods down one by one; the state becomes paused when they are gone.", next: "Wait for it to finish; to keep the cluster running instead, kubectl edit {resource}{ns} and set spec.pause to false." },
    ReasonEntry { reason: "PerconaPaused", what: "The cluster is paused on purpose (spec.pause: true): its pods are shut down and its volumes kept; it serves nothing.", next: "Start it again: kubectl edit {resource}{ns} and set spec.pause to false." },
    ReasonEntry { reason: "PerconaClusterError", what: "The operator reports an error for the cluster; status.message and the conditions say what (a node lost, a failed reconcile, a component that cannot start).", next: "Read the message and events: kubectl describe {resource}{ns}; then the pods: kubectl get pods{ns} -l app.kubernetes.io/instance={name}." },
    ReasonEntry { reason: "PerconaRunPending", what: "The operator has not started the backup or restore yet (or the status was not pasted).", next: "Check that the operator runs, and that the cluster named in spec exists and is ready: kubectl describe {resource}{ns}." },
    ReasonEntry { reason: "PerconaRunInProgress", what: "The backup or restore is running (a restore stops and starts the cluster on the way).", next: "Watch it: kubectl get {resource}{ns} -w." },
    ReasonEntry { reason: "PerconaRunFailed", what: "The backup or restore failed or was rejected; status.error (or status.comments) says why: storage credentials, a missing backup, a cluster that is not ready.", next: "Read the error: kubectl describe {resource}{ns}; check the storage named in spec and the cluster's state." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "percona",
    system: "Percona operators",
    covers: "MongoDB and XtraDB clusters, backups and restores (psmdb.percona.com, pxc.percona.com)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
