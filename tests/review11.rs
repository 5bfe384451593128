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

#[test]
fn a_floating_ip_whose_external_network_no_router_reaches_says_to_add_the_router() {
    let report = explained_at(include_str!("inputs/heat-floating-ip-no-router-to-external.json"), NOW);
    let fip = find(&report, "StackResource", "bastion_fip");
    assert_explains!(fip, Verdict::Failed, [
        "No router joins subnet 1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d to external network 9b8a7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d",
        "OS::Neutron::RouterInterface on the subnet",
        "openstack router set --external-gateway 9b8a7c6d-5e4f-4a3b-2c1d-0e9f8a7b6c5d <router>",
        "openstack router add subnet <router> 1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
        "openstack stack update --existing ops-bastion",
    ]);
    assert_eq!(find(&report, "StackResource", "bastion").verdict, Verdict::Unknown);
    let cause = report.root_cause.as_ref().expect("root cause");
    assert_eq!(cause.chain.last().map(|link| link.name.as_str()), Some("bastion_fip"));
}

#[test]
fn a_server_whose_flavor_disk_is_smaller_than_its_image_gives_both_sizes_in_gib() {
    let report = explained_at(include_str!("inputs/heat-server-flavor-disk-too-small.json"), NOW);
    let stack = find(&report, "Stack", "ci-runner");
    assert_explains!(stack, Verdict::Failed, [
        "the failing resource is runner",
        "The flavor's root disk is 10 GiB and the image needs 20 GiB",
        "openstack flavor list",
        "at least 20 GiB",
        "openstack stack update --existing ci-runner",
    ]);
}

#[test]
fn a_server_given_a_port_another_device_holds_says_how_to_find_the_holder() {
    let report = explained_at(include_str!("inputs/heat-server-port-in-use.json"), NOW);
    let server = find(&report, "StackResource", "db_server");
    assert_explains!(server, Verdict::Failed, [
        "Port 3e2d1c0b-9a87-4654-b321-0fedcba98765 is bound to another server or device",
        "openstack port show 3e2d1c0b-9a87-4654-b321-0fedcba98765 -c device_id -c device_owner",
        "openstack stack update --existing erp-db-2",
    ]);
    assert_eq!(find(&report, "StackResource", "db_volume").verdict, Verdict::Ready);
    let cause = report.root_cause.as_ref().expect("root cause");
    assert_eq!(cause.chain.last().map(|link| link.name.as_str()), Some("db_server"));
}

#[test]
fn a_stage_migration_that_succeeded_with_one_warning_counts_one_not_its_own_verdict() {
    let report = explained_at(include_str!("inputs/mtc-stage-succeeded-with-node-selector-warning.yaml"), NOW);
    let migration = find(&report, "MigMigration", "billing-stage-2");
    assert_explains!(migration, Verdict::Succeeded, [
        "The stage migration completed, with 1 warning: NamespacesHaveNodeSelectors (Warn)",
        "namespaces: [billing]",
    ]);
    assert!(!migration.summary.contains("SucceededWithWarnings (Advisory)"), "{}", migration.summary);
    assert!(!report.has_problems(), "{:?}", report.root_cause);
}

#[test]
fn a_mig_cluster_whose_registry_route_answers_503_names_the_host_and_where_the_registry_lives() {
    let report = explained_at(include_str!("inputs/mtc-cluster-registry-route-503.yaml"), NOW);
    let cluster = find(&report, "MigCluster", "ocp311-prod");
    assert_explains!(cluster, Verdict::Failed, [
        "https://docker-registry-default.apps.ocp311.example.com/v2/",
        "Response code received: 503",
        "no route there has host docker-registry-default.apps.ocp311.example.com, or no registry pod is ready behind it",
        "oc get route --all-namespaces",
        "default on OpenShift 3",
    ]);
    let cause = report.root_cause.as_ref().expect("root cause");
    assert_eq!(cause.chain.last().map(|link| link.name.as_str()), Some("ocp311-prod"));
}

#[test]
fn a_plan_naming_a_namespace_the_source_lacks_says_how_to_check_and_edit_it() {
    let report = explained_at(include_str!("inputs/mtc-plan-namespace-missing-on-source.yaml"), NOW);
    let plan = find(&report, "MigPlan", "reports-to-ocp416");
    assert_explains!(plan, Verdict::Failed, ["Namespaces [reprting-archive] not found on the source cluster"]);
    let condition = plan.conditions.iter().find(|c| c.type_ == "NamespaceNotFoundOnSourceCluster").expect("condition");
    assert!(condition.explanation.next.contains("oc get namespace <name>"), "{:?}", condition.explanation);
    assert!(condition.explanation.next.contains("oc edit migplan.migration.openshift.io/reports-to-ocp416 -n openshift-migration"), "{:?}", condition.explanation);
}

#[test]
fn a_nested_volume_that_blocks_a_delete_three_stacks_down_gets_the_stack_reason_and_the_detach() {
    let report = explained_at(include_str!("inputs/heat-nested-delete-failed-volume-in-use.json"), NOW);
    let volume = find(&report, "StackResource", "data");
    assert_explains!(volume, Verdict::Failed, [
        "data (OS::Cinder::Volume) failed (DELETE_FAILED): Error: Volume in use",
        "openstack volume show 55555555-aaaa-4bbb-8ccc-000000000005 -c status -c attachments",
        "openstack server remove volume <server> 55555555-aaaa-4bbb-8ccc-000000000005",
        "openstack stack delete crm-prod.",
    ]);
    assert!(!volume.summary.contains("without a reason"), "{}", volume.summary);
    let condition = volume.conditions.first().expect("condition");
    assert_eq!(condition.message, "Error: resources.data: Volume in use");
    // Deleting goes through the top-level stack, never a nested one by its generated name.
    let group = find(&report, "StackResource", "replicas");
    let next = &group.conditions.first().expect("condition").explanation.next;
    assert!(next.contains("openstack stack delete crm-prod ") && !next.contains("openstack stack delete crm-prod-"), "{next}");
    let cause = report.root_cause.as_ref().expect("root cause");
    assert_eq!(cause.chain.first().map(|link| link.name.as_str()), Some("crm-prod"));
    assert_eq!(cause.chain.last().map(|link| link.name.as_str()), Some("data"));
}

#[test]
fn a_direct_volume_migration_copying_quotes_each_rsync_pods_progress() {
    let report = explained_at(include_str!("inputs/mtc-direct-volume-migration-rsync-copying.yaml"), NOW);
    let copy = find(&report, "DirectVolumeMigration", "billing-final-2-dvm-h7k2q");
    assert_explains!(copy, Verdict::InProgress, [
        "phase WaitForRsyncClientPodsCompleted, Step: 11/15",
        "Copying billing/billing-db-data: 62% at 48.3MiB/s (9m12s)",
        "1 volume copied",
    ]);
    assert!(!report.has_problems(), "{:?}", report.root_cause);
}

#[test]
fn a_final_migration_canceled_without_an_unquiesce_step_says_the_source_may_still_be_scaled_down() {
    let report = explained_at(include_str!("inputs/mtc-final-migration-canceled-after-quiesce.yaml"), NOW);
    let migration = find(&report, "MigMigration", "billing-final-1");
    assert_explains!(migration, Verdict::Suspended, [
        "canceled on request (spec.canceled)",
        "no CleanupUnquiesce step of its cancel completed",
        "migration.openshift.io/preQuiesceReplicas",
        "oc scale deployment <name> -n <namespace> --replicas=<count>",
    ]);
}

#[test]
fn a_final_migration_whose_cancel_unquiesced_the_source_says_so() {
    let pasted = include_str!("inputs/mtc-final-migration-canceled-after-quiesce.yaml").replace(
        "  - {name: Cleanup, message: Completed, started: \"2026-11-26T00:38:02Z\", completed: \"2026-11-26T00:41:27Z\"}",
        "  - {name: CleanupUnquiesce, message: Completed, started: \"2026-11-26T00:38:02Z\", completed: \"2026-11-26T00:40:00Z\"}\n  - {name: Cleanup, message: Completed, started: \"2026-11-26T00:40:00Z\", completed: \"2026-11-26T00:41:27Z\"}",
    );
    assert!(pasted.contains("CleanupUnquiesce"), "the input changed");
    let report = explained_at(&pasted, NOW);
    let migration = find(&report, "MigMigration", "billing-final-1");
    assert_explains!(migration, Verdict::Suspended, ["scaled the source applications back up (step CleanupUnquiesce completed)"]);
    assert!(!migration.summary.contains("0 replicas"), "{}", migration.summary);
}

#[test]
fn a_group_members_volume_over_quota_does_not_advise_lowering_the_size_every_member_shares() {
    let report = explained_at(include_str!("inputs/heat-group-member-volume-gigabytes-quota.json"), NOW);
    let stack = find(&report, "Stack", "analytics");
    assert_explains!(stack, Verdict::Failed, [
        "the failing resource is scratch (inside cluster → workers → 2)",
        "1000G, 820G used: 180G left, 500G asked",
        "openstack quota set --gigabytes 1320 8a7b6c5d4e3f40a1b2c3d4e5f6a7b8c9",
        "it sizes every member of group workers alike",
        "Heat cannot shrink a volume",
    ]);
    assert!(!stack.summary.contains("--parameter scratch_size="), "{}", stack.summary);
}

#[test]
fn a_snapshot_failed_event_is_a_copy_that_failed_not_a_broken_resource() {
    let report = explained_at(include_str!("inputs/heat-event-list-snapshot-failed.json"), NOW);
    let failed: Vec<_> = report.resources.iter().filter(|r| r.kind == "StackEvent" && r.name == "db_data" && r.summary.contains("SNAPSHOT_FAILED")).collect();
    assert_eq!(failed.len(), 1);
    let event = failed.first().expect("event");
    assert_eq!(event.verdict, Verdict::Degraded, "{}", event.summary);
    assert!(event.summary.contains("Only the snapshot failed: the resources run as before"), "{}", event.summary);
    assert!(event.summary.contains("openstack volume service list --service cinder-backup"), "{}", event.summary);
    assert!(!report.resources.iter().any(|r| r.verdict == Verdict::Failed), "nothing here is broken");
    let cause = report.root_cause.as_ref().expect("root cause");
    assert_eq!(cause.chain.last().map(|link| link.name.as_str()), Some("db_data"));
}
