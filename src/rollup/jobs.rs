//! Jobs: pods evicted or rejected under a Job that failed have no tries left.

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
