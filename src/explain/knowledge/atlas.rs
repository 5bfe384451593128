//! Atlas operator (`db.atlasgo.io`): AtlasSchema and AtlasMigration.

use super::{ReasonEntry, Table};

/// Atlas operator reasons: the rules' words, and the condition reasons the operator writes.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "AtlasPending", what: "The Atlas operator has not written a Ready condition yet (or the status was not pasted).", next: "Check that the operator runs: kubectl get deployments -A | grep atlas-operator; then kubectl describe {resource}{ns}." },
    ReasonEntry { reason: "AtlasReconciling", what: "The operator is computing and applying the changes: the spec or the migration directory changed.", next: "Watch it: kubectl get {resource}{ns} -w; if it stays, read the operator's log: kubectl logs deployment/atlas-operator -n <operator-namespace> --tail=100." },
    ReasonEntry { reason: "AtlasApprovalPending", what: "A review policy holds the plan until someone approves it in Atlas Cloud.", next: "Approve (or reject) the plan in Atlas Cloud; the operator applies it on its next reconcile: kubectl get {resource}{ns} -w." },
    ReasonEntry { reason: "AtlasApplyFailed", what: "Atlas could not apply the schema or a migration; the condition's message holds its error (SQL errors, a checksum mismatch of the migration directory, a lint policy, an unreachable database).", next: "Read the full message: kubectl describe {resource}{ns}; fix the SQL or the directory (atlas migrate hash after editing files), or the database URL secret." },
    ReasonEntry { reason: "Migrating", what: "Atlas operator: applying the migrations failed; the message holds the error.", next: "Read the full message: kubectl describe {resource}{ns}; a checksum mismatch means the directory changed: run atlas migrate hash and commit atlas.sum." },
    ReasonEntry { reason: "ApplyingSchema", what: "Atlas operator: applying the declared schema failed; the message holds the database's error.", next: "Read the full message: kubectl describe {resource}{ns}; fix the schema (the SQL statement it quotes) and apply it again." },
    ReasonEntry { reason: "ApprovalPending", what: "Atlas operator: the plan waits for approval in Atlas Cloud.", next: "Approve or reject the plan in Atlas Cloud, then watch it: kubectl get {resource}{ns} -w." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "atlas",
    system: "Atlas operator",
    covers: "AtlasSchema and AtlasMigration (db.atlasgo.io)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
