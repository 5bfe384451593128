//! A CloudNativePG Backup is one run: `status.phase` goes `pending`, `started`, `running`,
//! `finalizing` to `completed`, or ends `failed` / `walArchivingFailing` with the cause in
//! `status.error`. (A running backup is not "up": it has not finished yet.)

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{clause, clipped, status_missing, Assessment, Context, Next, Rule};

/// Backup.
pub static RULE: Rule = Rule { group: "postgresql.cnpg.io", kind: "Backup", classify };

fn classify(backup: &Resource, context: &Context, next: Next) -> Assessment {
    let error = backup.str(&["status", "error"]).filter(|e| !e.trim().is_empty()).map(|e| format!(": {}", clause(&clipped(e, 200)))).unwrap_or_default();
    let cluster = backup.str(&["spec", "cluster", "name"]).filter(|c| !c.trim().is_empty()).map(|c| format!(" of cluster {c}")).unwrap_or_default();
    match backup.str(&["status", "phase"]).unwrap_or("") {
        "completed" => Assessment::plain(
            Verdict::Succeeded,
            format!("status.phase is completed: the backup{cluster} finished{}.", backup.str(&["status", "stoppedAt"]).filter(|at| !at.trim().is_empty()).map(|at| format!(" at {at}")).unwrap_or_default()),
        ),
        phase @ ("failed" | "walArchivingFailing") => Assessment::new(Verdict::Failed, format!("status.phase is {phase}: the backup{cluster} failed{error}."), "CnpgBackupFailed"),
        phase @ ("new" | "pending" | "started" | "running" | "finalizing") => {
            Assessment::new(Verdict::InProgress, format!("status.phase is {phase}: the backup{cluster} has not finished yet."), "CnpgBackupRunning")
        }
        "" if status_missing(backup) || backup.get(&["status", "phase"]).is_some() => Assessment::new(
            Verdict::InProgress,
            format!("{} has no status.phase yet: the CloudNativePG operator has not started it (or the status was not pasted).", backup.display_name()),
            "CnpgBackupRunning",
        ),
        _ => next(backup, context),
    }
}
