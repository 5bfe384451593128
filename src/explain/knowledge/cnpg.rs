//! CloudNativePG (`postgresql.cnpg.io`): Clusters and Backups.

use super::{ConditionTypeEntry, ReasonEntry, Table};

/// CloudNativePG reasons: the rules' words, and the condition reasons the operator writes.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "CnpgClusterPending", what: "The CloudNativePG operator has not written a status for the cluster yet (or the status was not pasted).", next: "Check that the operator runs: kubectl get deployments -A | grep cnpg; then kubectl describe clusters.postgresql.cnpg.io {name}{ns}." },
    ReasonEntry { reason: "CnpgClusterWorking", what: "The operator is creating, updating, restarting or switching over instances; status.phaseReason says which.", next: "Watch it: kubectl cnpg status {name}{ns} (the cnpg kubectl plugin), or kubectl get pods{ns} -l cnpg.io/cluster={name} -w." },
    ReasonEntry { reason: "CnpgFailingOver", what: "The primary instance failed and the operator is promoting a replica; writes fail until the new primary is up.", next: "Follow it: kubectl cnpg status {name}{ns}; find why the old primary failed: kubectl describe pod <old-primary>{ns} and its logs." },
    ReasonEntry { reason: "CnpgWaitingForUser", what: "The cluster uses primaryUpdateStrategy: supervised, so the operator updated the replicas and waits for a person to move the primary.", next: "Switch over to an updated replica when it suits you: kubectl cnpg promote {name} <replica>{ns}, or restart in place: kubectl cnpg restart {name}{ns}." },
    ReasonEntry { reason: "CnpgClusterBlocked", what: "The operator cannot go on with this cluster (an unknown state, a missing architecture binary, an image catalog or plugin error, objects it cannot create).", next: "Read the phase reason and events: kubectl describe clusters.postgresql.cnpg.io {name}{ns}; then the operator's log: kubectl logs deployment/cnpg-controller-manager -n cnpg-system --tail=100." },
    ReasonEntry { reason: "CnpgHibernated", what: "The cluster is hibernated on purpose (annotation cnpg.io/hibernation: on): its pods are removed and its volumes kept, so it serves nothing until it is woken up.", next: "Wake it up: kubectl annotate clusters.postgresql.cnpg.io {name}{ns} cnpg.io/hibernation=off --overwrite (or kubectl cnpg hibernate off {name}{ns})." },
    ReasonEntry { reason: "CnpgReconciliationDisabled", what: "The annotation cnpg.io/reconciliationLoop: disabled makes the operator ignore the cluster: no failover, no updates, no status changes until it is removed.", next: "Enable it again when done: kubectl annotate clusters.postgresql.cnpg.io {name}{ns} cnpg.io/reconciliationLoop-." },
    ReasonEntry { reason: "CnpgArchivingFailing", what: "PostgreSQL cannot archive WAL files to the object store: backups and point-in-time recovery fall behind and WAL accumulates on the volumes.", next: "Read the archiver's error: kubectl cnpg status {name}{ns}, and check the barmanObjectStore credentials and destination in the cluster spec." },
    ReasonEntry { reason: "CnpgBackupFailed", what: "A backup failed; status.error (of the Backup, or the LastBackupSucceeded condition of the cluster) says why.", next: "Read the error: kubectl get backups.postgresql.cnpg.io{ns}; kubectl describe backups.postgresql.cnpg.io <backup>{ns}; check the object store credentials and the WAL archiving." },
    ReasonEntry { reason: "CnpgBackupRunning", what: "The backup has not finished yet.", next: "Watch it: kubectl get backups.postgresql.cnpg.io{ns} -w." },
    ReasonEntry { reason: "ClusterIsNotReady", what: "CloudNativePG's Ready condition: not every instance is ready, or the operator is still working on the cluster.", next: "See the phase and the instances: kubectl cnpg status {name}{ns}." },
    ReasonEntry { reason: "ContinuousArchivingFailing", what: "CloudNativePG's ContinuousArchiving condition: archiving WAL files to the object store fails.", next: "Read the archiver's error: kubectl cnpg status {name}{ns}; check the barmanObjectStore credentials and destination." },
];

/// CloudNativePG condition types.
pub(super) const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "ContinuousArchiving", what: "True while PostgreSQL archives its WAL files to the object store (needed for backups and point-in-time recovery)." },
    ConditionTypeEntry { type_: "LastBackupSucceeded", what: "Whether the cluster's most recent backup succeeded." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "cnpg",
    system: "CloudNativePG",
    covers: "PostgreSQL Clusters and Backups (postgresql.cnpg.io)",
    reasons: REASONS,
    types: TYPES,
    categorised: &[],
};
