//! Astra Control / Trident protect (`astra.netapp.io`) kinds that run to completion
//! (Snapshot, Backup, ResourceBackup, ResticVolumeBackup, KopiaVolumeBackup, the restores, …)
//! report `status.state`: `Pending` and `Running` on the way, `Completed` when done, `Failed`
//! (for good) or `Error` (a step could not be done) with the cause in `status.error`. Their
//! conditions are the steps in order (`JobCreated`, `JobCompleted`, `VolumeSnapshotsReady`,
//! `Completed`, …), each `Unknown` with reason `Pending` until reached and `False` with
//! reason `Waiting` while under way, so the first step that is not True is where the run is.
//! An object the controller has not picked up yet has no status.

use crate::model::{ConditionStatus, Resource};
use crate::report::Verdict;
use crate::rules::{clause, condition_detail, status_missing, Assessment, Context, Next, Rule};

/// Every kind of the group; kinds with other states (AppVault, Application) fall to `next`.
pub static RULE: Rule = Rule { group: "astra.netapp.io", kind: "*", classify };

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    let kind = if resource.kind.is_empty() { "run" } else { resource.kind.as_str() };
    if status_missing(resource) {
        return crate::rules::not_reconciled(resource, "the Astra controller has not picked it up", "AstraNotStarted");
    }
    let Some(state) = resource.str(&["status", "state"]) else {
        return next(resource, context);
    };
    let error = resource.str(&["status", "error"]).map(|e| clause(e.trim())).filter(|e| !e.is_empty());
    match state {
        "Completed" => {
            let at = resource.str(&["status", "completionTimestamp"]).filter(|t| !t.trim().is_empty()).map(|t| format!(" at {t}")).unwrap_or_default();
            Assessment::plain(Verdict::Succeeded, format!("status.state is Completed: the {kind} finished{at}."))
        }
        "Running" | "Pending" | "" => {
            let step = current_step(resource).map(|step| format!(": {step}")).unwrap_or_default();
            let state = if state.is_empty() { "empty" } else { state };
            Assessment::new(Verdict::InProgress, format!("status.state is {state}{step}."), "AstraRunning")
        }
        "Failed" | "Error" => {
            let cause = error.map(str::to_owned).or_else(|| failed_step(resource)).map(|c| format!(": {c}")).unwrap_or_default();
            let reason = if state == "Failed" { "AstraFailed" } else { "AstraError" };
            Assessment::new(Verdict::Failed, format!("status.state is {state}{cause}."), reason)
        }
        _ => next(resource, context),
    }
}

/// The first step (condition) not yet True: `message (Type is False: Reason)` for a step under
/// way, `next step Type (Reason)` for one not reached yet.
fn current_step(resource: &Resource) -> Option<String> {
    let step = resource.conditions.iter().find(|c| !c.is_true())?;
    let reason = if step.reason.is_empty() { String::new() } else { format!(": {}", step.reason) };
    Some(match (&step.status, step.message.is_empty()) {
        (ConditionStatus::False, false) => format!("{} ({} is False{reason})", clause(&step.message), step.type_),
        _ => format!("the next step is {} ({}{reason})", step.type_, step.status.as_str()),
    })
}

/// The step that failed: the first False condition that is not merely waiting.
fn failed_step(resource: &Resource) -> Option<String> {
    let step = resource.conditions.iter().find(|c| c.status == ConditionStatus::False && c.reason != "Waiting")?;
    Some(format!("{} is False{}", step.type_, condition_detail(step)))
}
