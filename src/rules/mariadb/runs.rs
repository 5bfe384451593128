//! MariaDB operator runs (Backup, PhysicalBackup, Restore, SqlJob) report one condition,
//! `Complete`, mirrored from their Job or CronJob. `Complete` True means the run ended — also
//! when it failed: then the reason is `JobFailed` and the message `Failed`. `Complete` False is
//! a run not finished (`JobRunning`, `CronJobRunning`), suspended (`JobSuspended`), a schedule
//! waiting for its first run (`CronJobScheduled` / `Scheduled`), or a scheduled run that
//! failed (message `Failed`). With `spec.schedule` the resource recurs, like a CronJob: its
//! last good run makes it Ready, not Succeeded.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, status_missing, Assessment, Context, Next, Rule};

/// Backup.
pub static RULE_BACKUP: Rule = Rule { group: "k8s.mariadb.com", kind: "Backup", classify };

/// PhysicalBackup.
pub static RULE_PHYSICAL_BACKUP: Rule = Rule { group: "k8s.mariadb.com", kind: "PhysicalBackup", classify };

/// Restore.
pub static RULE_RESTORE: Rule = Rule { group: "k8s.mariadb.com", kind: "Restore", classify };

/// SqlJob.
pub static RULE_SQL_JOB: Rule = Rule { group: "k8s.mariadb.com", kind: "SqlJob", classify };

fn classify(run: &Resource, context: &Context, next: Next) -> Assessment {
    let scheduled = run.get(&["spec", "schedule"]).is_some_and(|s| !s.is_null());
    let Some(complete) = run.condition("Complete") else {
        if status_missing(run) || run.conditions.is_empty() {
            return Assessment::new(
                Verdict::InProgress,
                format!("{} has no Complete condition yet: the MariaDB operator has not started its job (or the status was not pasted).", run.display_name()),
                "MariaDbRunPending",
            );
        }
        return next(run, context);
    };
    let detail = condition_detail(complete);
    let failed = complete.reason.contains("Failed") || complete.message.trim().eq_ignore_ascii_case("failed");
    if failed {
        let last = if scheduled { "the last scheduled run" } else { "the run" };
        return Assessment::new(Verdict::Failed, format!("Complete is {}{detail}: {last} failed.", complete.status.as_str()), "MariaDbRunFailed");
    }
    if complete.is_true() {
        return if scheduled {
            Assessment::plain(Verdict::Ready, format!("Complete is True{detail}: the last scheduled run succeeded."))
        } else {
            Assessment::plain(Verdict::Succeeded, format!("Complete is True{detail}: the run finished."))
        };
    }
    match complete.reason.as_str() {
        "JobSuspended" => Assessment::new(Verdict::Suspended, format!("Complete is False{detail}: the job is suspended on purpose."), "MariaDbRunSuspended"),
        "CronJobScheduled" if scheduled => Assessment::plain(Verdict::Ready, format!("Complete is False{detail}: the schedule is set and no run has happened yet.")),
        _ => Assessment::new(Verdict::InProgress, format!("Complete is {}{detail}: the run has not finished yet.", complete.status.as_str()), "MariaDbRunInProgress"),
    }
}
