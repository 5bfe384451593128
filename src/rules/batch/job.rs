//! Job (`batch/v1`): `Failed` / `FailureTarget`, `Complete` / `SuccessCriteriaMet`, `Suspended`,
//! and the pod counts of a Job that is still running or retrying.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, count, reason_or, Assessment, Context, Next, Rule};

/// The CronJob a Job's name says made it: `nightly-report-28972800` is named after its
/// scheduled minute (minutes since 1970: 24 million in 2015, 45 million in 2055), not a date
/// (`db-migrate-20250304`) or a build number.
pub(crate) fn cron_job_of(job: &str) -> Option<&str> {
    let minute = |number: &str| number.len() == 8 && number.parse::<u32>().is_ok_and(|minute| (24_000_000..=45_000_000).contains(&minute));
    job.rsplit_once('-').filter(|(base, number)| !base.is_empty() && minute(number)).map(|(cron, _)| cron)
}

/// The Job rule.
pub static RULE: Rule = Rule { group: "batch", kind: "Job", classify };

fn classify(job: &Resource, context: &Context, next: Next) -> Assessment {
    if job.get(&["status"]).is_none() {
        return next(job, context);
    }
    let field = |name: &str| job.int(&["status", name]).unwrap_or(0);
    let (active, succeeded, failed) = (field("active"), field("succeeded"), field("failed"));
    let completions = job.int(&["spec", "completions"]);
    let backoff_limit = job.int(&["spec", "backoffLimit"]).unwrap_or(6);
    let is_true = |type_: &str| job.condition(type_).filter(|c| c.is_true());

    if let Some(failed_condition) = is_true("Failed") {
        let deadline = match job.int(&["spec", "activeDeadlineSeconds"]) {
            Some(seconds) if failed_condition.reason == "DeadlineExceeded" => format!("; spec.activeDeadlineSeconds is {seconds}"),
            // The limit the paste sets, or the default, so the "6 by default" of the reason's
            // explanation is not taken for this Job's.
            _ if failed_condition.reason == "BackoffLimitExceeded" => match job.int(&["spec", "backoffLimit"]) {
                Some(limit) => format!("; spec.backoffLimit is {limit}"),
                None if job.get(&["spec"]).is_some() => "; spec.backoffLimit is not set, so 6".to_owned(),
                None => String::new(),
            },
            _ => String::new(),
        };
        let indexes = failed_indexes(job).map(|(list, number)| format!(" {} failed for good ({list}).{}", indexes(number), index_pods(job, list, number))).unwrap_or_default();
        // Past its deadline the Job deletes its pods: the events say which, and their output went with them.
        let deleted = context
            .events
            .iter()
            .rev()
            .filter(|_| failed_condition.reason == "DeadlineExceeded")
            .find(|event| event.reason == "SuccessfulDelete")
            .and_then(|event| event.message.strip_prefix("Deleted pod: "))
            .map(|pod| {
                // kubectl logs has nothing left to show: the advice is the summary's, not the
                // general one that starts with kubectl logs.
                format!(
                    " Its pod {} was deleted when the deadline passed (event SuccessfulDelete), so kubectl logs finds nothing: look where your logs are collected for why the work took longer, or give it more time in spec.activeDeadlineSeconds (for a CronJob's Job, in its jobTemplate). A failed Job does not start again by itself: fix the cause {}.",
                    pod.trim(),
                    crate::explain::rerun_job(job)
                )
            })
            .unwrap_or_default();
        let assessment = Assessment::new(
            Verdict::Failed,
            format!("Job failed{} ({} failed{deadline}).{indexes}{deleted}{}", condition_detail(failed_condition), count(failed, "pod"), failed_container_logs(&failed_condition.message)),
            reason_or(failed_condition, "Failed"),
        );
        // The failed indexes found and their pods' command given: the summary answers.
        return if deleted.is_empty() && indexes.is_empty() { assessment } else { assessment.answering() };
    }
    if let Some(target) = is_true("FailureTarget") {
        return Assessment::new(
            Verdict::Failed,
            format!(
                "Job failed{} ({} failed); its remaining pods are being stopped before it is marked Failed (FailureTarget).",
                condition_detail(target),
                count(failed, "pod")
            ),
            reason_or(target, "FailureTarget"),
        );
    }
    let of_completions = match completions {
        Some(completions) => format!("{succeeded} of {completions} required pods succeeded"),
        None => format!("{} succeeded", count(succeeded, "pod")),
    };
    if let Some(complete) = is_true("Complete") {
        let when = job.str(&["status", "completionTime"]).map(|t| format!(" at {t}")).unwrap_or_default();
        return Assessment::new(Verdict::Succeeded, format!("Job completed{when}: {of_completions}."), reason_or(complete, "Complete"));
    }
    if let Some(met) = is_true("SuccessCriteriaMet") {
        return Assessment::new(
            Verdict::Succeeded,
            format!("Job succeeded{}: {of_completions}; its remaining pods are being stopped before it is marked Complete.", condition_detail(met)),
            reason_or(met, "SuccessCriteriaMet"),
        );
    }
    // spec.suspend decides; the condition alone (spec not pasted) also counts.
    let suspended = job.condition("Suspended").filter(|c| c.is_true());
    let suspend = job.get(&["spec", "suspend"]).and_then(|v| v.as_bool());
    if suspend == Some(true) || (suspend.is_none() && suspended.is_some()) {
        let still = match active {
            0 => String::new(),
            1 => "; 1 pod is still stopping".to_owned(),
            n => format!("; {n} pods are still stopping"),
        };
        return Assessment::new(
            Verdict::Suspended,
            format!("Job suspended: it starts no pods until it is resumed; {of_completions}{still}."),
            suspended.map(|c| reason_or(c, "JobSuspended")).unwrap_or_else(|| "JobSuspended".to_owned()),
        );
    }
    // With a limit per index, an index that used it up fails the whole Job once the others
    // are done (FailedIndexes): it has failed now, whatever still runs.
    let per_index = job.int(&["spec", "backoffLimitPerIndex"]);
    if let (Some(limit), Some((list, number))) = (per_index, failed_indexes(job)) {
        let running = if active > 0 { format!(" The other indexes still run ({} active). ", count(active, "pod")) } else { " ".to_owned() };
        return Assessment::new(
            Verdict::Failed,
            format!(
                "{} of this Indexed Job failed for good ({list}): each used up its spec.backoffLimitPerIndex of {limit}, so the Job ends Failed (FailedIndexes).{running}{}",
                crate::rules::capitalized(&indexes(number)),
                index_pods(job, list, number).trim_start()
            ),
            "FailedIndexes",
        );
    }
    let limit = match per_index {
        Some(limit) => format!("backoffLimitPerIndex {limit}"),
        None => format!("backoffLimit {backoff_limit}"),
    };
    let failures = if failed > 0 { format!("; {} failed so far ({limit})", count(failed, "pod")) } else { String::new() };
    if active > 0 {
        let ready = job.int(&["status", "ready"]).map(|ready| format!(", {ready} ready")).unwrap_or_default();
        return Assessment::plain(
            Verdict::InProgress,
            format!("Job is running: {} active{ready}; {of_completions}{failures}.", count(active, "pod")),
        );
    }
    if failed > 0 {
        return Assessment::plain(
            Verdict::InProgress,
            format!(
                "Job is retrying: {} failed so far and it gives up after more than {backoff_limit} (backoffLimit); the next pod starts after a back-off delay.",
                count(failed, "pod")
            ),
        );
    }
    if job.get(&["status", "startTime"]).is_none() {
        return Assessment::plain(Verdict::InProgress, "Job has not started yet (no status.startTime).");
    }
    Assessment::plain(Verdict::InProgress, format!("Job is running: no pod is active right now; {of_completions}."))
}

/// `1 index`, `4 indexes`.
fn indexes(number: i64) -> String {
    if number == 1 { "1 index".to_owned() } else { format!("{number} indexes") }
}

/// `status.failedIndexes` (`1,3-5`) and how many indexes it names, when it names any.
fn failed_indexes(job: &Resource) -> Option<(&str, i64)> {
    let list = job.str(&["status", "failedIndexes"]).map(str::trim).filter(|list| !list.is_empty())?;
    let number = list
        .split(',')
        .map(|part| match part.trim().split_once('-') {
            Some((first, last)) => match (first.trim().parse::<i64>(), last.trim().parse::<i64>()) {
                (Ok(first), Ok(last)) if last >= first => last.saturating_sub(first).saturating_add(1),
                _ => 1,
            },
            None => 1,
        })
        .fold(0i64, i64::saturating_add);
    Some((list, number))
}

/// The indexes a `status.failedIndexes`-style list (`1,3-5`) names, in order, at most `most`
/// of them (ranges counted out); empty when it does not read.
pub(crate) fn listed_indexes(list: &str, most: usize) -> Vec<i64> {
    let mut indexes: Vec<i64> = Vec::new();
    for part in list.split(',').map(str::trim) {
        let (first, last) = part.split_once('-').unwrap_or((part, part));
        let (Ok(first), Ok(last)) = (first.trim().parse::<i64>(), last.trim().parse::<i64>()) else { return Vec::new() };
        let mut index = first;
        while index <= last && indexes.len() < most {
            indexes.push(index);
            index = index.saturating_add(1);
        }
        if indexes.len() >= most {
            break;
        }
    }
    indexes
}

/// ` The pods of index 3: kubectl get pods -n batch -l job-name=render,batch.kubernetes.io/job-completion-index=3.`
/// for one failed index; for a few (up to [`INDEXES_LISTED`], ranges counted out), all of them
/// with a set selector (`… in (3,7)`); for more, the first [`INDEXES_LISTED`], said to be the
/// first of how many (`number`).
fn index_pods(job: &Resource, list: &str, number: i64) -> String {
    let indexes = listed_indexes(list, INDEXES_LISTED);
    let (namespace, name) = (job.namespace_flag(), &job.name);
    match indexes.as_slice() {
        [] => String::new(),
        [index] => format!(" The pods of index {index}: kubectl get pods{namespace} -l job-name={name},batch.kubernetes.io/job-completion-index={index}; kubectl logs on one shows why it failed."),
        several => {
            let listed: Vec<String> = several.iter().map(i64::to_string).collect();
            let joined = match listed.split_last() {
                Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
                None => String::new(),
            };
            let which = if (several.len() as i64) < number { format!("the first {} of {number} failed indexes ({joined})", several.len()) } else { format!("indexes {joined}") };
            format!(
                " The pods of {which}: kubectl get pods{namespace} -l 'job-name={name},batch.kubernetes.io/job-completion-index in ({})'; kubectl logs on one of each index shows why it failed.",
                listed.join(",")
            )
        }
    }
}

/// The most failed indexes whose pods one command lists.
const INDEXES_LISTED: usize = 10;

/// ` Read its output: kubectl logs db-migrate-x -n payments -c migrate.` from a pod failure
/// policy's message (`Container migrate for pod payments/db-migrate-x failed with exit code
/// 42 …`); nothing for other messages.
fn failed_container_logs(message: &str) -> String {
    logs_command(message).map(|command| format!(" Read its output: {command}.")).unwrap_or_default()
}

/// `kubectl logs db-migrate-x -n payments -c migrate` from a pod failure policy's message
/// (`Container migrate for pod payments/db-migrate-x failed with exit code 42 …`).
fn logs_command(message: &str) -> Option<String> {
    let rest = message.strip_prefix("Container ")?;
    let (container, rest) = rest.split_once(" for pod ")?;
    let pod = rest.split_whitespace().next()?;
    let (namespace, pod) = pod.split_once('/').map_or((None, pod), |(ns, pod)| (Some(ns), pod));
    if container.contains(' ') || pod.is_empty() {
        return None;
    }
    let ns = namespace.map(|ns| format!(" -n {ns}")).unwrap_or_default();
    Some(format!("kubectl logs {pod}{ns} -c {container}"))
}

/// The command that shows the output of the container a Job's pod failure policy failed it
/// for, from its `PodFailurePolicy` condition; `None` for any other Job or object.
pub(crate) fn policy_failure_logs(job: &Resource) -> Option<String> {
    if job.kind != "Job" {
        return None;
    }
    job.conditions.iter().filter(|condition| condition.reason == "PodFailurePolicy").find_map(|condition| logs_command(&condition.message))
}
