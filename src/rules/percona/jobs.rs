//! Percona backups and restores are runs: `status.state` ends `ready` (MongoDB) or `Succeeded`
//! (XtraDB), or `error`, `rejected`, `Failed` with the cause in `status.error` (or
//! `status.comments` for an XtraDB restore); any other state (`requested`, `waiting`,
//! `running`, `Starting`, `Restoring`, `Stopping Cluster`, …) is a run not finished yet. A
//! backup that is `ready` is done, not "up".

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{clause, clipped, status_missing, Assessment, Context, Next, Rule};

/// PerconaServerMongoDBBackup.
pub static RULE_MONGODB_BACKUP: Rule = Rule { group: "psmdb.percona.com", kind: "PerconaServerMongoDBBackup", classify };

/// PerconaServerMongoDBRestore.
pub static RULE_MONGODB_RESTORE: Rule = Rule { group: "psmdb.percona.com", kind: "PerconaServerMongoDBRestore", classify };

/// PerconaXtraDBClusterBackup.
pub static RULE_XTRADB_BACKUP: Rule = Rule { group: "pxc.percona.com", kind: "PerconaXtraDBClusterBackup", classify };

/// PerconaXtraDBClusterRestore.
pub static RULE_XTRADB_RESTORE: Rule = Rule { group: "pxc.percona.com", kind: "PerconaXtraDBClusterRestore", classify };

/// States in which a run is still going, lower case.
const RUNNING: &[&str] = &["", "new", "requested", "waiting", "starting", "running", "restoring", "stopping cluster", "starting cluster", "preparing", "pitr restore", "pitr recovering"];

fn classify(run: &Resource, context: &Context, next: Next) -> Assessment {
    let what = if run.kind.ends_with("Restore") { "restore" } else { "backup" };
    if status_missing(run) {
        return crate::rules::not_reconciled(run, "the Percona operator has not started the {what}", "PerconaRunPending");
    }
    let Some(state) = run.str(&["status", "state"]) else {
        return next(run, context);
    };
    let error = ["error", "comments"]
        .iter()
        .find_map(|field| run.str(&["status", field]).filter(|e| !e.trim().is_empty()))
        .map(|e| format!(": {}", clause(&clipped(e, 200))))
        .unwrap_or_default();
    let lower = state.to_ascii_lowercase();
    match lower.as_str() {
        "ready" | "succeeded" => Assessment::plain(Verdict::Succeeded, format!("status.state is {state}: the {what} finished.")),
        "error" | "failed" | "rejected" => Assessment::new(Verdict::Failed, format!("status.state is {state}: the {what} failed{error}."), "PerconaRunFailed"),
        "" => Assessment::new(Verdict::InProgress, format!("status.state is empty: the {what} has not started yet."), "PerconaRunInProgress"),
        known if RUNNING.contains(&known) => Assessment::new(Verdict::InProgress, format!("status.state is \"{state}\": the {what} has not finished yet."), "PerconaRunInProgress"),
        _ => Assessment::plain(Verdict::Unknown, format!("status.state is \"{state}\", a state the Percona operator does not write as far as this tool knows.")),
    }
}
