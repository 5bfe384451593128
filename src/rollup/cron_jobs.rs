//! CronJobs: a failed Job of a CronJob whose later run succeeded is a past failure the
//! CronJob keeps as history (`spec.failedJobsHistoryLimit`), said on the Job and its pods, so
//! a whole-namespace paste does not read it as what is failing now.

use crate::model::{Resource, Timestamp};
use crate::relate::Graph;
use crate::report::{ResourceReport, Verdict};

/// The start of a Job (`status.startTime`, else its creation).
fn started(job: &Resource) -> Option<Timestamp> {
    job.str(&["status", "startTime"]).or_else(|| job.str(&["metadata", "creationTimestamp"])).and_then(Timestamp::parse)
}

/// Each failed Job of a pasted CronJob that has succeeded since it started: a newer Job of it
/// pasted as Succeeded, or the CronJob's `status.lastSuccessfulTime` after the Job's start.
pub(super) fn failed_runs_succeeded_since(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    let mut said: Vec<(usize, String, String)> = Vec::new();
    for (index, job) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Job" && r.group == "batch") {
        if reports.get(index).is_none_or(|r| r.verdict != Verdict::Failed) {
            continue;
        }
        let Some(owner) = graph.owner.get(index).copied().flatten() else { continue };
        let Some(cron_job) = resources.get(owner).filter(|r| r.kind == "CronJob" && r.group == "batch") else { continue };
        let Some(start) = started(job) else { continue };
        // The newest Job of the same CronJob that started later and succeeded, when pasted.
        let newer = graph
            .children
            .get(owner)
            .into_iter()
            .flatten()
            .copied()
            .filter(|&sibling| sibling != index && reports.get(sibling).is_some_and(|r| r.kind == "Job" && r.verdict == Verdict::Succeeded))
            .filter_map(|sibling| Some((started(resources.get(sibling)?)?, sibling)))
            .filter(|(when, _)| *when > start)
            .max_by_key(|(when, _)| *when)
            .and_then(|(_, sibling)| resources.get(sibling));
        let last_success = cron_job.str(&["status", "lastSuccessfulTime"]).filter(|text| Timestamp::parse(text).is_some_and(|when| when > start));
        let by = match (newer, last_success) {
            (Some(newer), Some(when)) => format!(" (Job {}, last successful run {when})", newer.name),
            (Some(newer), None) => format!(" (Job {})", newer.name),
            (None, Some(when)) => format!(" (last successful run {when})"),
            (None, None) => continue,
        };
        let name = if cron_job.name.is_empty() { "<name>" } else { cron_job.name.as_str() };
        let job_words = format!(
            " A later run of CronJob {name} succeeded{by}: this failure is past, and the CronJob keeps this Job as history (spec.failedJobsHistoryLimit). Nothing needs running again; read its pods' logs only if the same failure may come back on a later run."
        );
        let pod_words = format!(" It is a pod of an older run of CronJob {name} (Job {}); a later run succeeded{by}.", job.name);
        said.push((index, job_words, pod_words));
    }
    for (job, job_words, pod_words) in said {
        if let Some(report) = reports.get_mut(job) {
            report.summary.push_str(&job_words);
            // Its general advice (fix it, run it now from the CronJob) is for a failure that lasts.
            for condition in report.conditions.iter_mut().filter(|c| c.failing && c.type_ == "Failed") {
                condition.explanation.next = std::borrow::Cow::Borrowed("A later run succeeded (see the summary): nothing to run again.");
            }
        }
        let pods: Vec<usize> = graph.children.get(job).into_iter().flatten().copied().filter(|&child| resources.get(child).is_some_and(|r| r.kind == "Pod")).collect();
        for pod in pods {
            if let Some(report) = reports.get_mut(pod).filter(|r| r.verdict == Verdict::Failed) {
                report.summary.push_str(&pod_words);
            }
        }
    }
}
