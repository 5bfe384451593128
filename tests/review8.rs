//! Review 8's pastes: the situations it found explained wrongly, checked for what a person reads.

use status_explainer::Verdict;

#[macro_use]
mod report_assertions;
use report_assertions::*;

const NOW: &str = "2026-11-25T22:47:10Z";

#[test]
fn a_failed_try_of_a_job_within_its_backoff_limit_is_retried_not_failed() {
    let report = explained_at(include_str!("inputs/job-running-one-try-retried.yaml"), NOW);
    let first = find(&report, "Pod", "nightly-reindex-29402750-1-8w4zq");
    assert_explains!(first, Verdict::InProgress, [
        "This try of index 1 failed",
        "429 Too Many Requests",
        "retried it in pod nightly-reindex-29402750-1-p6kfm (running)",
        "1 of 6 retries used (spec.backoffLimit)",
    ]);
    assert_eq!(find(&report, "Job", "nightly-reindex-29402750").verdict, Verdict::InProgress);
    assert!(!report.has_problems(), "{:?}", report.root_cause);
}

#[test]
fn a_stateful_set_whose_new_claim_a_quota_refuses_is_not_in_progress_and_the_quota_is_the_cause() {
    let report = explained_at(include_str!("inputs/statefulset-claim-refused-by-storage-quota.yaml"), NOW);
    let set = find(&report, "StatefulSet", "kafka");
    assert_explains!(set, Verdict::Degraded, [
        "Pod kafka-3 cannot be created (FailedCreate, 23 times)",
        "claim data-kafka-3 asks for requests.storage 200Gi",
        "620Gi of 700Gi used (80Gi left)",
        "at least 820Gi",
        "kubectl edit resourcequota streaming-storage -n streaming",
    ]);
    assert!(!set.summary.contains("lowest-numbered"), "{}", set.summary);
    let cause = set.root_cause.as_ref().expect("root cause");
    assert_eq!(cause.chain.last().map(|link| link.kind.as_str()), Some("ResourceQuota"));
    assert_explains!(find(&report, "ResourceQuota", "streaming-storage"), Verdict::Degraded, ["refuses new claims of StatefulSet kafka", "requests.storage=620Gi"]);
    assert!(report.has_problems());
}
