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
            format!(
                "The CronJob is suspended (spec.suspend: true): it schedules no new Jobs{running}{last}. To resume: kubectl patch cronjob {name}{ns} -p '{{\"spec\":{{\"suspend\":false}}}}'; to run it once now: kubectl create job --from=cronjob/{name} {name}-manual{ns}.",
                name = if cron_job.name.is_empty() { "<name>" } else { cron_job.name.as_str() },
                ns = cron_job.namespace_flag()
            ),
            "Suspended",
        );
    }
    // The newest of these events tells whether it can schedule now: a later SuccessfulCreate
    // means an older problem was fixed.
    // Since Kubernetes 1.21 "too many missed start times: N" is a note: the controller still
    // starts the newest missed run. Only the older controller's "Cannot determine if job needs
    // to be started" skipped them.
    let skipped_runs = |event: &&crate::model::Event| event.reason != "TooManyMissedTimes" || event.message.starts_with("Cannot determine");
    let latest = context
        .events
        .iter()
        .rev()
        .filter(|event| ["InvalidSchedule", "UnknownTimeZone", "FailedCreate", "TooManyMissedTimes", "SuccessfulCreate"].contains(&event.reason.as_str()))
        .find(skipped_runs);
    if let Some(event) = latest.filter(|event| event.reason != "SuccessfulCreate") {
        let quoted = if event.message.is_empty() { String::new() } else { format!(": {}", event.message) };
        let (verdict, what) = match event.reason.as_str() {
            "InvalidSchedule" | "UnknownTimeZone" => (Verdict::Failed, format!("The CronJob cannot schedule any Job{schedule} ({}{quoted})", event.reason)),
            "FailedCreate" => (Verdict::Failed, format!("The CronJob failed to create its Job ({}{quoted})", event.reason)),
            _ => (Verdict::Degraded, format!("The CronJob missed too many start times and skipped them ({}{quoted})", event.reason)),
        };
        return Assessment::new(verdict, format!("{what}{running}{last}."), event.reason.clone());
    }
    // concurrencyPolicy Forbid skips every start while a Job of it still runs: when that has
    // skipped several runs, the running Job is stuck or far slower than the schedule.
    let forbid = cron_job.str(&["spec", "concurrencyPolicy"]) == Some("Forbid");
    let every = cron_job.str(&["spec", "schedule"]).and_then(interval_seconds);
    let since = cron_job.str(&["status", "lastScheduleTime"]).and_then(Timestamp::parse).and_then(|at| context.seconds_since(Some(at)));
    if let (true, [job], Some(every), Some(since)) = (forbid, active.as_slice(), every, since) {
        let skipped = since / every.max(1);
        if skipped >= SKIPPED_RUNS_DEGRADE {
            return Assessment::new(
                Verdict::Degraded,
                format!(
                    "Job {job} has been running for {}, and with concurrencyPolicy Forbid the CronJob skips every start while it runs: about {skipped} runs{schedule} were skipped. Look at that Job (kubectl describe job {job}{ns}); if it is stuck, delete it (kubectl delete job {job}{ns}) and the next start runs.",
                    human_duration(since),
                    ns = cron_job.namespace_flag()
                ),
                "RunsSkipped",
            );
        }
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

/// How many runs a Forbid CronJob may skip behind one running Job before it is Degraded.
pub const SKIPPED_RUNS_DEGRADE: i64 = 3;

/// The time between runs of a schedule, for the simple shapes: `@hourly`, `@daily`, `@weekly`,
/// `*/N` or `*` minutes, and a fixed minute of `*`, `*/N` or fixed hours; `None` for anything
/// else (a list of days, a range of hours).
fn interval_seconds(schedule: &str) -> Option<i64> {
    let fields: Vec<&str> = schedule.split_whitespace().collect();
    match fields.as_slice() {
        ["@hourly"] => Some(3_600),
        ["@daily" | "@midnight"] => Some(86_400),
        ["@weekly"] => Some(7 * 86_400),
        [minute, hour, "*", "*", "*"] => {
            let every = |field: &str, unit: i64| -> Option<i64> {
                match field {
                    "*" => Some(unit),
                    _ => field.strip_prefix("*/").and_then(|n| n.parse::<i64>().ok()).filter(|n| *n > 0).map(|n| n * unit),
                }
            };
            let fixed = |field: &str| field.parse::<u32>().is_ok();
            match (every(minute, 60), every(hour, 3_600)) {
                (Some(minutes), _) if *hour == "*" => Some(minutes),
                (None, Some(hours)) if fixed(minute) => Some(hours),
                (None, None) if fixed(minute) && fixed(hour) => Some(86_400),
                _ => None,
            }
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::interval_seconds;

    #[test]
    fn simple_schedules_have_an_interval() {
        for (schedule, seconds) in [("*/15 * * * *", Some(900)), ("* * * * *", Some(60)), ("0 * * * *", Some(3_600)), ("30 */6 * * *", Some(21_600)), ("0 3 * * *", Some(86_400)), ("@hourly", Some(3_600))] {
            assert_eq!(interval_seconds(schedule), seconds, "{schedule}");
        }
        for schedule in ["0 3 * * 1-5", "0,30 9-17 * * *", "", "*/0 * * * *", "nonsense"] {
            assert_eq!(interval_seconds(schedule), None, "{schedule}");
        }
    }
}
