//! AtlasSchema and AtlasMigration report one condition, `Ready`. True (reason `Applied`) means
//! the database has the declared schema or every migration. False with reason `Reconciling`
//! is work under way (a changed spec or migration directory), `ApprovalPending` a plan held
//! for review in Atlas Cloud; any other reason (`Migrating`, `ApplyingSchema`,
//! `LintPolicyError`, `BackoffLimitExceeded`, …) carries the error Atlas hit in its message.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{clause, clipped, status_missing, Assessment, Context, Next, Rule};

/// AtlasSchema.
pub static RULE_SCHEMA: Rule = Rule { group: "db.atlasgo.io", kind: "AtlasSchema", classify };

/// AtlasMigration.
pub static RULE_MIGRATION: Rule = Rule { group: "db.atlasgo.io", kind: "AtlasMigration", classify };

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    let what = if resource.kind == "AtlasMigration" { "migrations" } else { "schema" };
    let Some(ready) = resource.condition("Ready") else {
        if status_missing(resource) || resource.conditions.is_empty() {
            return Assessment::new(
                Verdict::InProgress,
                format!("{} has no Ready condition yet: the Atlas operator has not reconciled it (or the status was not pasted).", resource.display_name()),
                "AtlasPending",
            );
        }
        return next(resource, context);
    };
    let message = clipped(&ready.message, 240);
    let message = clause(&message);
    let said = if message.is_empty() || message == ready.reason { String::new() } else { format!(": {message}") };
    if ready.is_true() {
        let version = resource.str(&["status", "lastAppliedVersion"]).filter(|v| !v.trim().is_empty()).map(|v| format!(" (version {v})")).unwrap_or_default();
        return Assessment::plain(Verdict::Ready, format!("Ready is True{}: the database has the declared {what}{version}.", if ready.reason.is_empty() { String::new() } else { format!(" ({})", ready.reason) }));
    }
    let status = ready.status.as_str();
    match ready.reason.as_str() {
        "Reconciling" | "" => Assessment::new(Verdict::InProgress, format!("Ready is {status} (Reconciling){said}: the operator is applying the {what}."), "AtlasReconciling"),
        "ApprovalPending" => Assessment::new(
            Verdict::Suspended,
            format!("Ready is {status} (ApprovalPending){said}: the plan waits for someone to approve it in Atlas Cloud."),
            "AtlasApprovalPending",
        ),
        reason => Assessment::new(Verdict::Failed, format!("Ready is {status} ({reason}): applying the {what} failed{said}."), "AtlasApplyFailed"),
    }
}
