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

#[test]
fn a_mig_storage_whose_access_key_aws_does_not_know_names_the_secret_and_its_keys() {
    let report = explained_at(include_str!("inputs/mtc-storage-s3-access-key-refused.yaml"), NOW);
    let storage = find(&report, "MigStorage", "s3-repo");
    assert_explains!(storage, Verdict::Failed, [
        "test of its bucket mtc-replication-prod (region eu-west-1)",
        "Secret openshift-config/migstorage-s3-repo-creds (spec.backupStorageConfig.credsSecretRef)",
        "“InvalidAccessKeyId: The AWS Access Key Id you provided does not exist in our records”",
        "refused the credentials",
        "oc set data secret/migstorage-s3-repo-creds -n openshift-config aws-access-key-id=<key id> aws-secret-access-key=<secret key>",
        "VolumeSnapshotProviderTestFailed failed too: “AuthFailure",
    ]);
    assert!(!storage.summary.contains("request id"), "{}", storage.summary);
    // Each condition is explained by what MTC means by it, not by a generic line.
    let test = storage.conditions.iter().find(|c| c.type_ == "BackupStorageProviderTestFailed").expect("condition");
    assert!(test.explanation.what.contains("tried the bucket with the credentials"), "{:?}", test.explanation);
    let plan = find(&report, "MigPlan", "billing-to-ocp416");
    assert_eq!(plan.verdict, Verdict::Failed);
    let cause = plan.root_cause.as_ref().expect("root cause");
    assert_eq!(cause.chain.last().map(|link| (link.kind.as_str(), link.name.as_str())), Some(("MigStorage", "s3-repo")));
}
