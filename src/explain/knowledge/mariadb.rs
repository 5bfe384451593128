//! MariaDB operator (`k8s.mariadb.com`): MariaDB, MaxScale, Database, User, Grant, Connection,
//! Backup, PhysicalBackup, Restore, SqlJob.

use super::{ReasonEntry, Table};

/// MariaDB operator reasons: the rules' words, and the condition reasons the operator writes.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "MariaDbPending", what: "The MariaDB operator has not written a status yet (or the status was not pasted).", next: "Check that the operator runs: kubectl get deployments -A | grep mariadb-operator; then kubectl describe {resource}{ns}." },
    ReasonEntry { reason: "MariaDbReconciling", what: "The operator is still bringing the resource to its spec: pods becoming ready, a restore, a primary switchover, an update or a storage resize.", next: "Watch it: kubectl get {resource}{ns} -w; for a MariaDB also its pods: kubectl get pods{ns} -l app.kubernetes.io/instance={name}." },
    ReasonEntry { reason: "MariaDbNotReady", what: "The Ready condition says something failed: a connection to the database, an SQL statement, a pod or a dependency.", next: "Read the message and events: kubectl describe {resource}{ns}; for a Database, User or Grant check that the MariaDB it refers to is ready." },
    ReasonEntry { reason: "MariaDbSuspended", what: "spec.suspend is true: the operator does not reconcile the resource on purpose.", next: "Resume it: kubectl edit {resource}{ns} and set spec.suspend to false." },
    ReasonEntry { reason: "MariaDbRunPending", what: "The operator has not created the run's Job or CronJob yet (or the status was not pasted).", next: "Check that the MariaDB it refers to exists and is ready: kubectl describe {resource}{ns}." },
    ReasonEntry { reason: "MariaDbRunInProgress", what: "The run's Job is still running.", next: "Watch it: kubectl get {resource}{ns} -w; the job's pods: kubectl get pods{ns} -l job-name={name}." },
    ReasonEntry { reason: "MariaDbRunFailed", what: "The run's Job failed (Complete carries reason JobFailed or the message Failed).", next: "Read the job's pod log: kubectl logs{ns} -l job-name={name} --tail=100 (for a scheduled run, the latest job of the CronJob {name})." },
    ReasonEntry { reason: "MariaDbRunSuspended", what: "The run's Job is suspended on purpose (spec.suspend).", next: "Resume it: kubectl edit {resource}{ns} and set spec.suspend to false." },
    ReasonEntry { reason: "JobComplete", what: "MariaDB operator: the run's Job completed successfully.", next: "Nothing to do; the job's log has the output: kubectl logs{ns} -l job-name={name}." },
    ReasonEntry { reason: "JobRunning", what: "MariaDB operator: the run's Job is still running.", next: "Watch it: kubectl get pods{ns} -l job-name={name} -w." },
    ReasonEntry { reason: "CronJobScheduled", what: "MariaDB operator: the run is scheduled by a CronJob; the message says whether the latest run failed or none has happened yet.", next: "See the runs: kubectl get cronjob {name}{ns} and kubectl get jobs{ns}; read a failed job's log with kubectl logs job/<job>{ns}." },
    ReasonEntry { reason: "CronJobSuccess", what: "MariaDB operator: the latest scheduled run succeeded.", next: "Nothing to do; see the runs: kubectl get jobs{ns}." },
    ReasonEntry { reason: "StatefulSetNotReady", what: "MariaDB operator: not every pod of the StatefulSet is ready yet.", next: "Watch the pods: kubectl get pods{ns} -l app.kubernetes.io/instance={name} -w; a pod that stays not ready says why in kubectl describe." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "mariadb",
    system: "MariaDB operator",
    covers: "MariaDB, MaxScale, databases, users, grants, connections, backups, restores and SQL jobs (k8s.mariadb.com)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
