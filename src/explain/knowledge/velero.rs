//! Velero (`velero.io`): backups and restores of cluster objects and volumes. `New` and
//! `InProgress` (and `Stuck`, a rule's word) are words other systems may use: their meaning is
//! said generally first.

use super::{ReasonEntry, Table};

/// Velero's phases, as the rules use them for reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "New", what: "The object exists but its controller has not started on it yet; for Velero, the server has not picked up the backup or restore.", next: "Wait a little; if it stays New, check that the Velero server runs: kubectl get pods -n velero." },
    ReasonEntry { reason: "InProgress", what: "The operation is running and has not finished yet; for Velero, the backup or restore is copying objects (and volumes).", next: "Follow it with velero backup describe {name} (or velero restore describe {name})." },
    ReasonEntry { reason: "PartiallyFailed", what: "The backup or restore ran to the end, but some items failed (status.errors counts them): what it holds, or what it restored, is incomplete.", next: "velero backup logs {name} (or velero restore logs {name}) lists each error; fix their cause (often a volume snapshot or a webhook refusing an object) and run it again." },
    ReasonEntry { reason: "FailedValidation", what: "Velero refused the spec before starting (status.validationErrors says why: a storage location that does not exist or is not available, a namespace both included and excluded, an invalid schedule).", next: "Fix the spec as the validation errors say and create it again (a Backup or Restore cannot be re-run)." },
    ReasonEntry { reason: "WaitingForPluginOperations", what: "The objects are done; Velero waits for plugin operations it started (volume snapshots, data movement) to finish.", next: "Wait; velero backup describe {name} --details shows the operations still running." },
    ReasonEntry { reason: "WaitingForPluginOperationsPartiallyFailed", what: "Velero waits for plugin operations to finish, and some items have failed already: it will end PartiallyFailed.", next: "velero backup logs {name} names the errors so far." },
    ReasonEntry { reason: "Finalizing", what: "The backup or restore is finishing: Velero uploads the final metadata, or updates restored objects that plugins changed.", next: "Wait." },
    ReasonEntry { reason: "FinalizingPartiallyFailed", what: "The backup or restore is finishing, and some items have failed already: it will end PartiallyFailed.", next: "velero backup logs {name} names the errors so far." },
    ReasonEntry { reason: "Unavailable", what: "Velero cannot reach the storage location: the bucket does not exist, the region or endpoint is wrong, or the credentials are missing or refused. Backups to it fail.", next: "Check the bucket, its region and endpoint, and the credentials Secret the location names; velero backup-location get shows each one's phase and the Velero server's log the error." },
    ReasonEntry { reason: "Stuck", what: "It has been at the same step far longer than that step can take: it is not moving any more (for Velero, longer than the server's limits for a backup's operations).", next: "Read the controller's log for where it stopped (kubectl logs -n velero deploy/velero for Velero); delete it so that the next one can run." },
    ReasonEntry { reason: "Canceled", what: "The data movement was canceled: the node agent restarted while it ran, or its backup or restore was canceled or deleted.", next: "Run the backup or restore again; if it keeps happening, look at the node-agent pods' restarts and memory." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "velero",
    system: "Velero",
    covers: "Backups, Restores, Schedules, storage locations and data movers (velero.io)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
