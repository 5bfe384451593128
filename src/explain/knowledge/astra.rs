//! NetApp Astra Control and Trident protect (`astra.netapp.io`): snapshots, backups, restores.

use super::{ReasonEntry, Table};

/// Astra reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "AstraNotStarted", what: "The Astra controller has not written a status yet: it has not picked the object up.", next: "Check that the controller runs: kubectl get pods -n trident-protect (astra-connector with Astra Control), then kubectl describe {resource}{ns}." },
    ReasonEntry { reason: "AstraRunning", what: "The run is under way; its conditions are its steps in order, and the first one not True is the current step.", next: "Watch it: kubectl get {resource}{ns} -w; a step that stays Waiting names the job or object to look at (kubectl get jobs{ns})." },
    ReasonEntry { reason: "AstraFailed", what: "The run failed for good; status.error says at which step and why. A new run is needed after the cause is fixed.", next: "Read status.error and the failed step's message (kubectl describe {resource}{ns}), fix the cause (AppVault, volume, hook), then create a new {kind}." },
    ReasonEntry { reason: "AstraError", what: "A step could not be done (a missing AppVault, bucket credentials, a volume snapshot class); status.error has the cause.", next: "Fix what status.error names (kubectl get appvaults -A; the bucket's secret), then kubectl describe {resource}{ns} to see whether the run goes on." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "astra",
    system: "NetApp Astra Control / Trident protect",
    covers: "Snapshots, backups, restores and their volume and resource steps (astra.netapp.io)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
