//! Jobs: pods evicted or rejected under a Job that failed have no tries left; a failed try of
//! a Job still within its tries is retried, not a failure.

use crate::model::Resource;
use crate::relate::Graph;
use crate::report::{ResourceReport, Verdict};

/// An evicted or rejected pod of a Job that is pasted and has failed: the Job starts no more
/// pods (before the chains are made, which quote the pod's summary).
pub(super) fn jobs_without_tries_left(graph: &Graph, reports: &mut [ResourceReport]) {
    for index in 0..reports.len() {
        let Some(job) = graph.owner.get(index).copied().flatten().and_then(|owner| reports.get(owner)).filter(|owner| owner.kind == "Job" && owner.verdict == Verdict::Failed) else {
            continue;
        };
        let gave_up = format!(" and has no tries left: it has failed and starts no more pods (see Job {})", job.name);
        if let Some(report) = reports.get_mut(index).filter(|r| r.kind == "Pod") {
            report.summary = report.summary.replacen(crate::rules::core::pod::JOB_TRIES_LEFT, &gave_up, 1);
        }
    }
}

/// The rule of a failed try the Job retries: in progress with its Job, but nothing waits for it.
pub(super) const RETRIED: &str = "rollup/job-try-retried";

/// The completion index of a pod of an Indexed Job (label, else annotation).
fn completion_index(pod: &Resource) -> Option<&str> {
    const KEY: &str = "batch.kubernetes.io/job-completion-index";
    pod.str(&["metadata", "labels", KEY]).or_else(|| pod.str(&["metadata", "annotations", KEY]))
}

/// A pod whose containers failed, of a Job still running within its tries (no Failed
/// condition — the Job's verdict is InProgress —, `status.failed` within `spec.backoffLimit`,
/// its index not among `status.failedIndexes`): the Job retries it, so it is not a failure
/// (before the chains are made), unless another try pasted (of the same index) failed alike.
/// Says by which pod, when the paste shows it, and how many retries are used.
pub(super) fn tries_retried(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    let mut retried = Vec::new();
    for (index, pod) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Pod") {
        let Some(owner) = graph.owner.get(index).copied().flatten() else { continue };
        let (Some(job), Some(job_report)) = (resources.get(owner), reports.get(owner)) else { continue };
        let direct = pod.owners.iter().any(|o| o.controller && o.kind == "Job" && o.name == job.name);
        // Stopped by the node or the system (evicted, rejected): said of its own.
        let by_its_containers = pod.str(&["status", "reason"]).is_none_or(str::is_empty);
        if job.kind != "Job" || !direct || !by_its_containers || job_report.verdict != Verdict::InProgress || reports.get(index).is_none_or(|r| r.verdict != Verdict::Failed) {
            continue;
        }
        let failed = job.int(&["status", "failed"]).unwrap_or(0);
        let per_index = job.int(&["spec", "backoffLimitPerIndex"]);
        let limit = job.int(&["spec", "backoffLimit"]).unwrap_or(6);
        let at = completion_index(pod);
        let index_failed = at.zip(job.str(&["status", "failedIndexes"])).is_some_and(|(at, list)| {
            at.parse::<i64>().is_ok_and(|at| {
                list.split(',').any(|part| {
                    let (first, last) = part.split_once('-').unwrap_or((part, part));
                    first.trim().parse::<i64>().is_ok_and(|first| first <= at) && last.trim().parse::<i64>().is_ok_and(|last| at <= last)
                })
            })
        });
        if failed < 1 || index_failed || (per_index.is_none() && failed > limit) {
            continue;
        }
        // Tries of the same Job (and index) pasted that failed alike: that repeats, it is no
        // passing hiccup.
        let summary = reports.get(index).map(|r| r.summary.as_str()).unwrap_or("");
        let alike = graph.children.get(owner).into_iter().flatten().filter(|&&other| {
            other != index
                && resources.get(other).is_some_and(|o| o.kind == "Pod" && completion_index(o) == at)
                && reports.get(other).is_some_and(|r| r.verdict == Verdict::Failed && r.summary == summary)
        });
        if alike.count() > 0 {
            continue;
        }
        // The try that runs in its place: a pod of the same Job (and index) that has not failed.
        let siblings: Vec<usize> = graph
            .children
            .get(owner)
            .into_iter()
            .flatten()
            .copied()
            .filter(|&other| other != index && resources.get(other).is_some_and(|o| o.kind == "Pod" && completion_index(o) == at))
            .filter(|&other| reports.get(other).is_some_and(|r| r.verdict != Verdict::Failed))
            .collect();
        let parallel = job.int(&["spec", "parallelism"]).unwrap_or(1);
        let again = match siblings.as_slice() {
            [other] if at.is_some() || parallel <= 1 => resources.get(*other).map(|again| {
                let state = match again.str(&["status", "phase"]) {
                    Some("Succeeded") => "succeeded",
                    Some("Running") => "running",
                    _ => "starting",
                };
                format!("retried it in pod {} ({state})", again.name)
            }),
            _ => None,
        }
        .unwrap_or_else(|| "retries it".to_owned());
        let what = at.map(|at| format!("This try of index {at} failed")).unwrap_or_else(|| "This try failed".to_owned());
        let used = match per_index {
            Some(per_index) => format!("within spec.backoffLimitPerIndex {per_index}"),
            None => format!("{failed} of {limit} retries used (spec.backoffLimit)"),
        };
        retried.push((index, what, format!(" Job {} {again}: {used}, so the Job goes on; only retries that keep failing need you.", job.name)));
    }
    for (index, what, said) in retried {
        let Some(report) = reports.get_mut(index) else { continue };
        report.summary = match report.summary.strip_prefix("The pod failed") {
            Some(rest) => format!("{what}{rest}{said}"),
            None => format!("{what}. {}{said}", report.summary),
        };
        report.verdict = Verdict::InProgress;
        report.rule = RETRIED.to_owned();
    }
}
