//! CronJob (`batch/v1`): no conditions; `spec.suspend`, the schedule, and the last runs.
//!
//! A CronJob's health is the outcome of the Jobs it creates, which are separate objects: the
//! CronJob itself is Ready while it schedules, Suspended when `spec.suspend` is true, and
//! Degraded when its own status shows the last run ended without success (scheduled after the
//! last success, nothing running). Its
//! controller reports what stops it from scheduling only as events: an invalid schedule or time
//! zone, or a Job it cannot create, fails it until a later Job is created.

use crate::model::timestamp::human_duration;
use crate::model::{Resource, Timestamp};
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};

/// The CronJob rule.
pub static RULE: Rule = Rule { group: "batch", kind: "CronJob", classify };

fn classify(cron_job: &Resource, context: &Context, _next: Next) -> Assessment {
    let schedule = cron_job.str(&["spec", "schedule"]).map(|s| format!(" on the schedule \"{s}\"")).unwrap_or_default();
    let active: Vec<&str> = match cron_job.get(&["status", "active"]) {
        Some(crate::model::Value::Array(jobs)) => jobs.iter().filter_map(|job| job.get("name").and_then(|n| n.as_str())).collect(),
        _ => Vec::new(),
    };
    let running = match active.as_slice() {
        [] => String::new(),
        [one] => format!("; Job {one} is running"),
        many => format!("; {} Jobs are running ({})", many.len(), many.join(", ")),
    };
    let when = |field: &str| {
        cron_job.str(&["status", field]).map(|text| match (Timestamp::parse(text), context.now) {
            (Some(at), Some(now)) => format!("{text} ({} ago)", human_duration(at.seconds_until(now))),
            _ => text.to_owned(),
        })
    };
    let last = match (when("lastScheduleTime"), when("lastSuccessfulTime")) {
        // No status pasted at all: nothing is known about the runs.
        _ if cron_job.get(&["status"]).is_none() => String::new(),
        (None, _) => "; it has not scheduled a Job yet".to_owned(),
        (Some(scheduled), None) => format!("; last scheduled {scheduled}, no successful run recorded"),
        (Some(scheduled), Some(succeeded)) => format!("; last scheduled {scheduled}, last successful run {succeeded}"),
    };

    if cron_job.get(&["spec", "suspend"]).and_then(|v| v.as_bool()) == Some(true) {
        return Assessment::new(
            Verdict::Suspended,
            format!("The CronJob is suspended (spec.suspend: true): it schedules no new Jobs{running}{last}."),
            "Suspended",
        );
    }
    // The newest of these events tells whether it can schedule now: a later SuccessfulCreate
    // means an older problem was fixed.
    let latest = context.latest_event(&["InvalidSchedule", "UnknownTimeZone", "FailedCreate", "TooManyMissedTimes", "SuccessfulCreate"]);
    if let Some(event) = latest.filter(|event| event.reason != "SuccessfulCreate") {
        let quoted = if event.message.is_empty() { String::new() } else { format!(": {}", event.message) };
        let (verdict, what) = match event.reason.as_str() {
            "InvalidSchedule" | "UnknownTimeZone" => (Verdict::Failed, format!("The CronJob cannot schedule any Job{schedule} ({}{quoted})", event.reason)),
            "FailedCreate" => (Verdict::Failed, format!("The CronJob failed to create its Job ({}{quoted})", event.reason)),
            _ => (Verdict::Degraded, format!("The CronJob missed too many start times and skipped them ({}{quoted})", event.reason)),
        };
        return Assessment::new(verdict, format!("{what}{running}{last}."), event.reason.clone());
    }
    // Scheduled after its last success, and nothing running: that run ended without
    // succeeding (lastSuccessfulTime is the end of a run that succeeded).
    let time = |field: &str| cron_job.str(&["status", field]).and_then(Timestamp::parse);
    if let (Some(scheduled), Some(succeeded), true) = (time("lastScheduleTime"), time("lastSuccessfulTime"), active.is_empty()) {
        if scheduled.0 > succeeded.0 {
            return Assessment::new(
                Verdict::Degraded,
                format!(
                    "The CronJob's last run did not succeed{last}; it tries again on its schedule. Its Job says why (kubectl get jobs{}, then describe the newest); to run it again now, kubectl create job --from=cronjob/{} {}-manual{}.",
                    cron_job.namespace_flag(),
                    cron_job.name,
                    cron_job.name,
                    cron_job.namespace_flag()
                ),
                "LastRunFailed",
            );
        }
    }
    Assessment::plain(
        Verdict::Ready,
        format!("The CronJob schedules Jobs{schedule}{running}{last}. Whether they succeed shows on the Jobs themselves."),
    )
}
