//! Review 11's pastes: Konveyor MTC and OpenStack Heat situations it found explained wrongly,
//! checked for what a person reads.

use status_explainer::Verdict;

#[macro_use]
mod report_assertions;
use report_assertions::*;

const NOW: &str = "2026-11-26T01:30:00Z";

#[test]
fn a_stack_whose_snapshot_failed_still_runs_and_the_volume_backup_is_what_to_look_at() {
    let report = explained_at(include_str!("inputs/heat-stack-snapshot-failed-volume-backup.json"), NOW);
    let stack = find(&report, "Stack", "erp-db");
    assert_explains!(stack, Verdict::Degraded, [
        "snapshot failed (SNAPSHOT_FAILED)",
        "copying resource db_data failed",
        "the backup service is down (cinder-backup on ctl-2 is not running)",
        "the stack and its resources run as before",
        "openstack volume service list --service cinder-backup",
        "openstack stack snapshot create erp-db",
    ]);
    assert!(!stack.summary.contains("The stack failed"), "{}", stack.summary);
    let cause = report.root_cause.as_ref().expect("root cause");
    assert_eq!(cause.chain.last().map(|link| link.name.as_str()), Some("erp-db"));
}
