//! OpenKruise jobs: a BroadcastJob runs a pod on every matching node (`status.phase`
//! `running`, `completed`, `failed`, `paused`); an AdvancedCronJob creates Jobs or
//! BroadcastJobs on a schedule (`spec.paused`), like a `batch/v1` CronJob.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};

/// BroadcastJob.
pub static RULE_BROADCAST_JOB: Rule = Rule { group: "apps.kruise.io", kind: "BroadcastJob", classify: classify_broadcast };

/// AdvancedCronJob.
pub static RULE_ADVANCED_CRON_JOB: Rule = Rule { group: "apps.kruise.io", kind: "AdvancedCronJob", classify: classify_cron };

fn classify_broadcast(job: &Resource, context: &Context, next: Next) -> Assessment {
    match job.str(&["status", "phase"]) {
        Some(phase) if phase.eq_ignore_ascii_case("running") => {
            let count = |name: &str| job.int(&["status", name]).unwrap_or(0);
            Assessment::new(
                Verdict::InProgress,
                format!(
                    "status.phase is {phase}: {} of {} pods succeeded, {} active, {} failed.",
                    count("succeeded"),
                    count("desired"),
                    count("active"),
                    count("failed")
                ),
                "BroadcastJobRunning",
            )
        }
        _ => next(job, context),
    }
}

fn classify_cron(cron: &Resource, _context: &Context, _next: Next) -> Assessment {
    let schedule = cron.str(&["spec", "schedule"]).map(|s| format!(" on the schedule \"{s}\"")).unwrap_or_default();
    let active = match cron.get(&["status", "active"]) {
        Some(crate::model::Value::Array(jobs)) => jobs.len(),
        _ => 0,
    };
    let running = if active > 0 { format!("; {active} of its jobs are running") } else { String::new() };
    let last = match cron.str(&["status", "lastScheduleTime"]) {
        Some(at) => format!("; last scheduled {at}"),
        None if cron.get(&["status"]).is_some() => "; it has not scheduled a job yet".to_owned(),
        None => String::new(),
    };
    if cron.get(&["spec", "paused"]).and_then(|v| v.as_bool()) == Some(true) {
        return Assessment::new(
            Verdict::Suspended,
            format!("The AdvancedCronJob is paused (spec.paused: true): it creates no new jobs{running}{last}."),
            "AdvancedCronJobPaused",
        );
    }
    Assessment::plain(
        Verdict::Ready,
        format!("The AdvancedCronJob creates jobs{schedule}{running}{last}. Whether they succeed shows on the jobs themselves."),
    )
}
