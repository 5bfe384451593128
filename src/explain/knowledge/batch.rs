//! Reasons of the `batch` group: Job conditions.

use super::{ReasonEntry, Table};

/// Job reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry {
        reason: "RunsSkipped",
        what: "A CronJob with concurrencyPolicy Forbid starts no new Job while one of its Jobs still runs: a Job that hangs or runs far longer than the schedule's interval makes it skip run after run.",
        next: "Look at the running Job (kubectl describe job <job>{ns} and its pod's logs); delete it if it is stuck, and give the Job spec.activeDeadlineSeconds so that a hung run ends by itself.",
    },
    ReasonEntry {
        reason: "LastRunFailed",
        what: "The CronJob's newest Job ended without succeeding (it was scheduled after the last successful run, and nothing of it runs now); the next start on the schedule tries again.",
        next: "Read why in that Job: kubectl get jobs{ns}, then kubectl describe the newest; to run it again now: kubectl create job --from=cronjob/{name} {name}-manual{ns}.",
    },
    ReasonEntry {
        reason: "BackoffLimitExceeded",
        what: "More of the Job's pods failed than spec.backoffLimit allows (6 by default; with restartPolicy OnFailure, container restarts count too). The Job has given up and starts no more pods.",
        next: "Read why the last pod failed: kubectl logs job/{name}{ns} (or kubectl get pods{ns} -l job-name={name}, then kubectl logs on a failed one). Fix the cause, {rerun_job}; a finished Job never retries.",
    },
    ReasonEntry {
        reason: "PodFailurePolicy",
        what: "A failed pod matched a FailJob rule of the Job's spec.podFailurePolicy (an exit code or pod condition), so the Job failed at once without using its retries.",
        next: "The message names the container, pod and exit code: read that pod's logs ({failed_pod_logs}), fix the cause, {rerun_job}.",
    },
    ReasonEntry {
        reason: "MaxFailedIndexesExceeded",
        what: "In this Indexed Job more indexes failed than spec.maxFailedIndexes allows, so the whole Job failed.",
        next: "Find the failed indexes in status.failedIndexes and read their pods' logs: kubectl get pods{ns} -l job-name={name}.",
    },
    ReasonEntry {
        reason: "FailedIndexes",
        what: "Every index of this Indexed Job has finished, and some of them failed (each used up spec.backoffLimitPerIndex).",
        next: "Find the failed indexes in status.failedIndexes and read their pods' logs: kubectl get pods{ns} -l job-name={name}.",
    },
    ReasonEntry {
        reason: "CompletionsReached",
        what: "The Job reached its required number of successful pods (spec.completions).",
        next: "Nothing to do.",
    },
    ReasonEntry {
        reason: "SuccessPolicy",
        what: "The Job met its spec.successPolicy: the indexes it names succeeded, so the Job counts as successful even if other indexes did not finish.",
        next: "Nothing to do.",
    },
    ReasonEntry {
        reason: "JobSuspended",
        what: "The Job is suspended (spec.suspend: true): its running pods were stopped and no new ones start; the active deadline does not run while suspended.",
        next: "Resume it when it should run: set spec.suspend to false (kubectl edit job {name}{ns}, or change it where the Job is defined).",
    },
    ReasonEntry {
        reason: "JobResumed",
        what: "The Job was resumed after a suspension and starts pods again.",
        next: "Nothing to do; follow it with kubectl get job {name}{ns} -w.",
    },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "batch",
    system: "Kubernetes batch",
    covers: "Job and CronJob conditions",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
