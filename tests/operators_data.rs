//! Operators of data systems and what runs beside them: Zalando postgres-operator, ClickHouse,
//! CloudNativePG, Percona, MariaDB, Solr, ZooKeeper, Koperator, Strimzi, ECK Logstash, Jaeger,
//! OpenTelemetry, Atlas, Keycloak. Verdicts from each operator's own status, summaries that
//! quote the pasted values, and a knowledge entry for every reason word a rule sets.

use status_explainer::Verdict;

#[macro_use]
mod report_assertions;
use report_assertions::*;



#[test]
fn zalando_postgresql_reads_its_cluster_status_word() {
    let cluster = |status: &str| format!("apiVersion: acid.zalan.do/v1\nkind: postgresql\nmetadata: {{name: acid-orders, namespace: db}}\nspec: {{teamId: acid, numberOfInstances: 2, postgresql: {{version: '16'}}}}\n{status}");
    check(&cluster("status: {PostgresClusterStatus: Running}\n"), Verdict::Ready, &["Running", "2 instances wanted"]);
    check(&cluster("status: {PostgresClusterStatus: Creating}\n"), Verdict::InProgress, &["Creating", "still applying"]);
    check(&cluster("status: {PostgresClusterStatus: SyncFailed}\n"), Verdict::Degraded, &["SyncFailed", "retries"]);
    check(&cluster("status: {PostgresClusterStatus: CreateFailed}\n"), Verdict::Failed, &["CreateFailed"]);
    check(&cluster("status: {PostgresClusterStatus: Invalid}\n"), Verdict::Failed, &["Invalid", "rejected the manifest"]);
    check(&cluster(""), Verdict::InProgress, &["postgresql acid-orders", "not picked it up"]);
}

#[test]
fn clickhouse_installation_counts_hosts_and_quotes_errors() {
    let chi = |status: &str| format!("apiVersion: clickhouse.altinity.com/v1\nkind: ClickHouseInstallation\nmetadata: {{name: events, namespace: analytics}}\nspec: {{configuration: {{clusters: [{{name: main}}]}}}}\n{status}");
    check(&chi("status: {status: InProgress, hosts: 4, hostsCompleted: 1}\n"), Verdict::InProgress, &["InProgress", "1 of 4 hosts done"]);
    check(&chi("status: {status: Completed, hosts: 4, hostsCompleted: 4}\n"), Verdict::Ready, &["Completed", "4 of 4 hosts"]);
    check(
        &chi("status:\n  status: Aborted\n  errors:\n  - 'FAILED to reconcile StatefulSet: chi-events-main-0-0'\n  - 'reconcile aborted: crashloop in pod chi-events-main-0-1-0'\n"),
        Verdict::Failed,
        &["Aborted", "crashloop in pod chi-events-main-0-1-0"],
    );
    check(&chi(""), Verdict::InProgress, &["not started"]);
}

#[test]
fn cnpg_cluster_hibernation_and_suspended_reconciliation_are_on_purpose() {
    check(
        r#"
apiVersion: postgresql.cnpg.io/v1
kind: Cluster
metadata:
  name: pg-main
  namespace: db
  annotations: {cnpg.io/hibernation: "on"}
spec: {instances: 3}
status:
  phase: Cluster in healthy state
  instances: 3
  conditions:
  - {type: Ready, status: "True", reason: ClusterIsReady, message: Cluster is Ready}
  - {type: cnpg.io/hibernation, status: "True", reason: Hibernated, message: Cluster has been hibernated}
"#,
        Verdict::Suspended,
        &["hibernated", "cnpg.io/hibernation: on", "volumes kept"],
    );
    check(
        r#"
apiVersion: postgresql.cnpg.io/v1
kind: Cluster
metadata:
  name: pg-main
  annotations: {cnpg.io/reconciliationLoop: disabled}
spec: {instances: 3}
status: {phase: Cluster in healthy state, instances: 3, readyInstances: 3}
"#,
        Verdict::Suspended,
        &["cnpg.io/reconciliationLoop: disabled", "Cluster in healthy state", "3 of 3 instances ready"],
    );
}

#[test]
fn cnpg_cluster_phases() {
    let cluster = |status: &str| format!("apiVersion: postgresql.cnpg.io/v1\nkind: Cluster\nmetadata: {{name: pg-main, namespace: db}}\nspec: {{instances: 3}}\n{status}");
    check(
        &cluster("status:\n  phase: Failing over\n  phaseReason: Initiating a failover from pg-main-1\n  instances: 3\n  readyInstances: 2\n  targetPrimary: pending\n  conditions:\n  - {type: Ready, status: 'False', reason: ClusterIsNotReady, message: Cluster Is Not Ready}\n"),
        Verdict::Degraded,
        &["Failing over", "Initiating a failover from pg-main-1", "2 of 3 instances ready"],
    );
    check(
        &cluster("status:\n  phase: Creating a new replica\n  phaseReason: Creating replica pg-main-3\n  instances: 3\n  readyInstances: 2\n  conditions:\n  - {type: Ready, status: 'False', reason: ClusterIsNotReady, message: Cluster Is Not Ready}\n"),
        Verdict::InProgress,
        &["Creating a new replica", "Creating replica pg-main-3"],
    );
    check(
        &cluster("status:\n  phase: Cluster in healthy state\n  instances: 3\n  readyInstances: 3\n  currentPrimary: pg-main-1\n  conditions:\n  - {type: Ready, status: 'True', reason: ClusterIsReady}\n  - {type: ContinuousArchiving, status: 'False', reason: ContinuousArchivingFailing, message: 'unexpected failure invoking barman-cloud-wal-archive: exit status 4'}\n"),
        Verdict::Degraded,
        &["ContinuousArchiving is False", "exit status 4", "WAL archiving is failing"],
    );
    check(
        &cluster("status:\n  phase: Cluster in healthy state\n  instances: 3\n  readyInstances: 3\n  currentPrimary: pg-main-1\n  conditions:\n  - {type: Ready, status: 'True', reason: ClusterIsReady}\n"),
        Verdict::Ready,
        &["healthy state", "3 of 3 instances ready", "primary pg-main-1"],
    );
    check(
        &cluster("status:\n  phase: Cluster cannot proceed due to an error with the image catalog\n  phaseReason: 'catalog postgresql not found'\n"),
        Verdict::Failed,
        &["image catalog", "catalog postgresql not found"],
    );
    check(
        &cluster("status:\n  phase: Waiting for user action\n  phaseReason: User must issue a supervised switchover\n  instances: 3\n  readyInstances: 3\n"),
        Verdict::Suspended,
        &["Waiting for user action", "supervised"],
    );
    check(&cluster(""), Verdict::InProgress, &["has not reconciled"]);
}

#[test]
fn cnpg_backup_is_a_run() {
    let backup = |status: &str| format!("apiVersion: postgresql.cnpg.io/v1\nkind: Backup\nmetadata: {{name: pg-main-20250101, namespace: db}}\nspec: {{cluster: {{name: pg-main}}}}\n{status}");
    check(&backup("status: {phase: running}\n"), Verdict::InProgress, &["running", "cluster pg-main", "not finished"]);
    check(&backup("status: {phase: completed, stoppedAt: '2025-01-01T02:10:00Z'}\n"), Verdict::Succeeded, &["completed", "2025-01-01T02:10:00Z"]);
    check(&backup("status: {phase: failed, error: \"can't upload backup: AccessDenied\"}\n"), Verdict::Failed, &["failed", "AccessDenied"]);
}

#[test]
fn percona_clusters_pause_and_errors() {
    let mongo = |status: &str| format!("apiVersion: psmdb.percona.com/v1\nkind: PerconaServerMongoDB\nmetadata: {{name: orders, namespace: mongo}}\nspec: {{pause: true}}\n{status}");
    check(&mongo("status: {state: paused, ready: 0, size: 6}\n"), Verdict::Suspended, &["paused", "on purpose", "spec.pause: true"]);
    check(&mongo("status: {state: stopping, ready: 2, size: 6}\n"), Verdict::InProgress, &["stopping", "2 of 6 nodes ready", "becomes paused"]);
    check(
        "apiVersion: psmdb.percona.com/v1\nkind: PerconaServerMongoDB\nmetadata: {name: orders}\nspec: {}\nstatus: {state: initializing, ready: 3, size: 6}\n",
        Verdict::InProgress,
        &["initializing", "3 of 6 nodes ready"],
    );
    check(
        "apiVersion: pxc.percona.com/v1\nkind: PerconaXtraDBCluster\nmetadata: {name: billing}\nspec: {}\nstatus:\n  state: error\n  ready: 2\n  size: 3\n  message:\n  - 'pxc: back-off restarting failed container'\n",
        Verdict::Degraded,
        &["error", "back-off restarting failed container", "2 of 3 nodes ready"],
    );
    check(
        "apiVersion: psmdb.percona.com/v1\nkind: PerconaServerMongoDB\nmetadata: {name: orders}\nspec: {}\nstatus: {state: error, ready: 0, size: 3, message: 'replset rs0: failed to init replset'}\n",
        Verdict::Failed,
        &["failed to init replset", "serves nothing"],
    );
    check("apiVersion: pxc.percona.com/v1\nkind: PerconaXtraDBCluster\nmetadata: {name: billing}\nspec: {}\n", Verdict::InProgress, &["has not reconciled"]);
}

#[test]
fn percona_backups_and_restores_are_runs() {
    check(
        "apiVersion: psmdb.percona.com/v1\nkind: PerconaServerMongoDBBackup\nmetadata: {name: nightly}\nspec: {clusterName: orders, storageName: s3}\nstatus: {state: ready, completed: '2025-01-01T03:00:00Z'}\n",
        Verdict::Succeeded,
        &["ready", "backup finished"],
    );
    check(
        "apiVersion: pxc.percona.com/v1\nkind: PerconaXtraDBClusterRestore\nmetadata: {name: restore-1}\nspec: {pxcCluster: billing, backupName: nightly}\nstatus: {state: Restoring}\n",
        Verdict::InProgress,
        &["Restoring", "restore has not finished"],
    );
    check(
        "apiVersion: pxc.percona.com/v1\nkind: PerconaXtraDBClusterBackup\nmetadata: {name: nightly}\nspec: {pxcCluster: billing}\nstatus: {state: Failed, error: 'xtrabackup: connection refused'}\n",
        Verdict::Failed,
        &["Failed", "connection refused"],
    );
}

#[test]
fn mariadb_runs_read_complete_with_its_reason() {
    check(
        "apiVersion: k8s.mariadb.com/v1alpha1\nkind: SqlJob\nmetadata: {name: create-schema}\nspec: {mariaDbRef: {name: mariadb}}\nstatus:\n  conditions:\n  - {type: Complete, status: 'True', reason: JobFailed, message: Failed}\n",
        Verdict::Failed,
        &["JobFailed", "the run failed"],
    );
    check(
        "apiVersion: k8s.mariadb.com/v1alpha1\nkind: Restore\nmetadata: {name: restore}\nspec: {mariaDbRef: {name: mariadb}}\nstatus:\n  conditions:\n  - {type: Complete, status: 'False', reason: JobRunning, message: Running}\n",
        Verdict::InProgress,
        &["JobRunning", "not finished"],
    );
    check(
        "apiVersion: k8s.mariadb.com/v1alpha1\nkind: Backup\nmetadata: {name: nightly}\nspec: {mariaDbRef: {name: mariadb}, schedule: {cron: '0 2 * * *'}}\nstatus:\n  conditions:\n  - {type: Complete, status: 'False', reason: CronJobScheduled, message: Scheduled}\n",
        Verdict::Ready,
        &["no run has happened yet"],
    );
    check(
        "apiVersion: k8s.mariadb.com/v1alpha1\nkind: Backup\nmetadata: {name: once}\nspec: {mariaDbRef: {name: mariadb}}\nstatus:\n  conditions:\n  - {type: Complete, status: 'True', reason: JobComplete, message: Success}\n",
        Verdict::Succeeded,
        &["JobComplete", "run finished"],
    );
}

#[test]
fn mariadb_resources_not_ready_are_mostly_work_under_way() {
    check(
        "apiVersion: k8s.mariadb.com/v1alpha1\nkind: MariaDB\nmetadata: {name: mariadb}\nspec: {replicas: 3}\nstatus:\n  conditions:\n  - {type: Ready, status: 'False', reason: StatefulSetNotReady, message: Not ready}\n",
        Verdict::InProgress,
        &["StatefulSetNotReady", "still working"],
    );
    check(
        "apiVersion: k8s.mariadb.com/v1alpha1\nkind: MariaDB\nmetadata: {name: mariadb}\nspec: {suspend: true}\nstatus:\n  conditions:\n  - {type: Ready, status: 'False', reason: Suspended, message: Suspended}\n",
        Verdict::Suspended,
        &["spec.suspend"],
    );
    check(
        "apiVersion: k8s.mariadb.com/v1alpha1\nkind: User\nmetadata: {name: app}\nspec: {mariaDbRef: {name: mariadb}}\nstatus:\n  conditions:\n  - {type: Ready, status: 'False', reason: Failed, message: 'Error connecting to MariaDB: dial tcp 10.0.0.7:3306: connect: connection refused'}\n",
        Verdict::Failed,
        &["connection refused"],
    );
}

#[test]
fn solr_cloud_counts_ready_and_up_to_date_nodes() {
    let solr = |status: &str| format!("apiVersion: solr.apache.org/v1beta1\nkind: SolrCloud\nmetadata: {{name: search, namespace: solr}}\nspec: {{replicas: 3}}\n{status}");
    check(
        &solr("status:\n  replicas: 3\n  readyReplicas: 3\n  upToDateNodes: 1\n  version: '9.4'\n  solrNodes:\n  - {name: search-solrcloud-0, ready: true, specUpToDate: true}\n  - {name: search-solrcloud-1, ready: true, specUpToDate: false}\n  - {name: search-solrcloud-2, ready: true, specUpToDate: false}\n"),
        Verdict::InProgress,
        &["1 of 3", "search-solrcloud-1, search-solrcloud-2"],
    );
    check(
        &solr("status:\n  replicas: 3\n  readyReplicas: 2\n  upToDateNodes: 3\n  solrNodes:\n  - {name: search-solrcloud-0, ready: true}\n  - {name: search-solrcloud-1, ready: false}\n  - {name: search-solrcloud-2, ready: true}\n"),
        Verdict::InProgress,
        &["2 of 3 Solr nodes are ready", "not ready: search-solrcloud-1"],
    );
    check(&solr("status: {replicas: 3, readyReplicas: 3, upToDateNodes: 3, version: '9.4'}\n"), Verdict::Ready, &["All 3 Solr nodes are ready", "Solr 9.4"]);
    check(&solr("status:\n"), Verdict::InProgress, &["has not reconciled"]);
}

#[test]
fn zookeeper_cluster_forms_upgrades_and_fails() {
    let zk = |status: &str| format!("apiVersion: zookeeper.pravega.io/v1beta1\nkind: ZookeeperCluster\nmetadata: {{name: zk}}\nspec: {{replicas: 3}}\n{status}");
    check(&zk("status:\n  replicas: 3\n  readyReplicas: 1\n  members: {ready: [zk-0], unready: [zk-1, zk-2]}\n"), Verdict::InProgress, &["1 of 3", "zk-1, zk-2"]);
    check(
        &zk("status:\n  replicas: 3\n  readyReplicas: 3\n  currentVersion: 0.2.13\n  targetVersion: 0.2.15\n  conditions:\n  - {type: Upgrading, status: 'True', reason: UpgradeInProgress, message: '1'}\n"),
        Verdict::InProgress,
        &["from 0.2.13 to 0.2.15"],
    );
    check(
        &zk("status:\n  replicas: 3\n  readyReplicas: 2\n  conditions:\n  - {type: Error, status: 'True', reason: UpgradeFailed, message: 'pod zk-2 failed to upgrade'}\n"),
        Verdict::Failed,
        &["UpgradeFailed", "zk-2 failed to upgrade"],
    );
    check(&zk("status: {replicas: 3, readyReplicas: 3, members: {ready: [zk-0, zk-1, zk-2]}}\n"), Verdict::Ready, &["All 3 ZooKeeper nodes are ready"]);
}

#[test]
fn koperator_kafka_cluster_reads_state_and_brokers() {
    let kafka = |state: &str, brokers: &str, topic: &str| {
        format!("apiVersion: kafka.banzaicloud.io/v1beta1\nkind: KafkaCluster\nmetadata: {{name: kafka, namespace: kafka}}\nspec: {{}}\nstatus:\n  state: {state}\n  cruiseControlTopicStatus: {topic}\n  brokersState:\n{brokers}")
    };
    let broker = |id: &str, config: &str, cc: &str, error: &str| {
        format!("    \"{id}\":\n      configurationState: {config}\n      gracefulActionState: {{cruiseControlState: {cc}, errorMessage: '{error}'}}\n")
    };
    let healthy = format!("{}{}", broker("0", "ConfigInSync", "GracefulUpscaleSucceeded", ""), broker("1", "ConfigInSync", "GracefulUpscaleSucceeded", ""));
    check(&kafka("ClusterRunning", &healthy, "CruiseControlTopicReady"), Verdict::Ready, &["ClusterRunning", "all 2 brokers"]);
    let drifted = format!("{}{}", broker("0", "ConfigInSync", "GracefulUpscaleSucceeded", ""), broker("1", "ConfigOutOfSync", "GracefulUpscaleSucceeded", ""));
    check(&kafka("ClusterRunning", &drifted, "CruiseControlTopicReady"), Verdict::Degraded, &["broker 1 (ConfigOutOfSync)"]);
    check(&kafka("ClusterRollingUpgrading", &drifted, "CruiseControlTopicReady"), Verdict::InProgress, &["ClusterRollingUpgrading", "still to restart: 1"]);
    let failed = format!("{}{}", broker("0", "ConfigInSync", "GracefulUpscaleSucceeded", ""), broker("2", "ConfigInSync", "GracefulDownscaleCompletedWithError", "task 7f3 failed: not enough brokers"));
    check(&kafka("ClusterRunning", &failed, "CruiseControlTopicReady"), Verdict::Degraded, &["GracefulDownscaleCompletedWithError", "not enough brokers"]);
    check(&kafka("ClusterRunning", &healthy, "CruiseControlTopicNotReady"), Verdict::InProgress, &["CruiseControlTopicNotReady"]);
}

#[test]
fn strimzi_resources_read_ready_and_not_ready() {
    check(
        "apiVersion: kafka.strimzi.io/v1beta2\nkind: KafkaUser\nmetadata: {name: billing, labels: {strimzi.io/cluster: main}}\nspec: {authentication: {type: tls}}\nstatus:\n  conditions:\n  - {type: NotReady, status: 'True', reason: InvalidResourceException, message: Authorization needs to be enabled in the Kafka custom resource}\n",
        Verdict::Failed,
        &["InvalidResourceException", "Authorization needs to be enabled"],
    );
    check(
        "apiVersion: kafka.strimzi.io/v1beta2\nkind: Kafka\nmetadata: {name: main}\nspec: {}\nstatus:\n  conditions:\n  - {type: NotReady, status: 'True', reason: Creating, message: Kafka cluster is being deployed}\n",
        Verdict::InProgress,
        &["Creating", "being deployed", "still deploying"],
    );
    check(
        "apiVersion: kafka.strimzi.io/v1beta2\nkind: KafkaTopic\nmetadata: {name: orders, labels: {strimzi.io/cluster: main}}\nspec: {partitions: 12}\nstatus:\n  conditions:\n  - {type: Ready, status: 'True'}\n  - {type: Warning, status: 'True', reason: DeprecatedFields, message: 'spec.replicas is deprecated'}\n",
        Verdict::Ready,
        &["topic exists", "1 warning", "DeprecatedFields"],
    );
    check(
        "apiVersion: kafka.strimzi.io/v1beta2\nkind: KafkaConnect\nmetadata: {name: connect, annotations: {strimzi.io/pause-reconciliation: 'true'}}\nspec: {}\nstatus:\n  conditions:\n  - {type: ReconciliationPaused, status: 'True'}\n",
        Verdict::Suspended,
        &["paused", "strimzi.io/pause-reconciliation"],
    );
    check(
        "apiVersion: kafka.strimzi.io/v1beta2\nkind: KafkaNodePool\nmetadata: {name: brokers, labels: {strimzi.io/cluster: main}}\nspec: {replicas: 3, roles: [broker]}\nstatus: {nodeIds: [0, 1, 2], replicas: 3, roles: [broker]}\n",
        Verdict::Ready,
        &["0, 1, 2", "Kafka main"],
    );
    check("apiVersion: kafka.strimzi.io/v1beta2\nkind: KafkaTopic\nmetadata: {name: orders}\nspec: {partitions: 3}\n", Verdict::InProgress, &["topic operator"]);
}

#[test]
fn strimzi_being_deleted_is_terminating_whatever_the_old_status_says() {
    check(
        "apiVersion: kafka.strimzi.io/v1beta2\nkind: KafkaBridge\nmetadata: {name: bridge, deletionTimestamp: '2025-03-01T10:00:00Z', finalizers: [foregroundDeletion], generation: 7}\nspec: {replicas: 1}\nstatus:\n  observedGeneration: 5\n  conditions:\n  - {type: Ready, status: 'True'}\n",
        Verdict::Terminating,
        &["being deleted", "foregroundDeletion"],
    );
}

#[test]
fn strimzi_rebalance_states() {
    let rebalance = |state: &str, annotations: &str| {
        format!("apiVersion: kafka.strimzi.io/v1beta2\nkind: KafkaRebalance\nmetadata: {{name: full, annotations: {{{annotations}}}}}\nspec: {{}}\nstatus:\n  conditions:\n  - {{type: {state}, status: 'True'}}\n")
    };
    check(&rebalance("ProposalReady", ""), Verdict::Suspended, &["waits for approval", "strimzi.io/rebalance=approve"]);
    check(&rebalance("ProposalReady", "strimzi.io/rebalance-auto-approval: 'true'"), Verdict::InProgress, &["approved automatically"]);
    check(&rebalance("Rebalancing", ""), Verdict::InProgress, &["Rebalancing", "moving partitions"]);
    check(&rebalance("Ready", ""), Verdict::Succeeded, &["rebalance is done"]);
    check(&rebalance("NotReady", ""), Verdict::Failed, &["failed"]);
}

#[test]
fn eck_logstash_health_colours() {
    let logstash = |status: &str| format!("apiVersion: logstash.k8s.elastic.co/v1alpha1\nkind: Logstash\nmetadata: {{name: ingest, namespace: elastic}}\nspec: {{count: 3, version: 8.12.0}}\n{status}");
    check(&logstash("status: {health: yellow, availableNodes: 2, expectedNodes: 3}\n"), Verdict::InProgress, &["yellow", "2 of 3 nodes available"]);
    check(&logstash("status: {health: red, availableNodes: 0, expectedNodes: 3}\n"), Verdict::Failed, &["red", "no Logstash node", "0 of 3"]);
    check(&logstash("status: {health: green, availableNodes: 3, expectedNodes: 3}\n"), Verdict::Ready, &["green"]);
    check(&logstash("status: {}\n"), Verdict::InProgress, &["ECK has not reconciled"]);
}

#[test]
fn jaeger_phase() {
    check(
        "apiVersion: jaegertracing.io/v1\nkind: Jaeger\nmetadata: {name: tracing}\nspec: {strategy: production}\nstatus: {phase: Failed, version: 1.57.0}\n",
        Verdict::Failed,
        &["Failed", "strategy production", "1.57.0"],
    );
    check("apiVersion: jaegertracing.io/v1\nkind: Jaeger\nmetadata: {name: tracing}\nspec: {}\nstatus: {}\n", Verdict::InProgress, &["has not reconciled"]);
}

#[test]
fn opentelemetry_collector_replica_ratio_and_modes() {
    let collector = |spec: &str, status: &str| format!("apiVersion: opentelemetry.io/v1beta1\nkind: OpenTelemetryCollector\nmetadata: {{name: gateway, namespace: otel}}\nspec: {spec}\n{status}");
    check(&collector("{mode: deployment, replicas: 1}", "status: {version: 0.120.0, scale: {replicas: 1, statusReplicas: 0/1}}\n"), Verdict::Failed, &["0/1", "not ready", "nothing receives telemetry"]);
    check(&collector("{mode: statefulset, replicas: 3}", "status: {version: 0.120.0, scale: {replicas: 3, statusReplicas: 2/3}}\n"), Verdict::InProgress, &["2/3", "still starting"]);
    check(&collector("{mode: daemonset}", "status: {version: 0.120.0, scale: {statusReplicas: 5/5}}\n"), Verdict::Ready, &["5/5", "daemonset"]);
    check(&collector("{mode: daemonset}", "status: {version: 0.120.0, scale: {statusReplicas: 0/0}}\n"), Verdict::Ready, &["no node is eligible"]);
    check(&collector("{mode: sidecar}", "status: {version: 0.120.0}\n"), Verdict::Ready, &["sidecar", "sidecar.opentelemetry.io/inject"]);
    check(&collector("{mode: deployment}", ""), Verdict::InProgress, &["has not reconciled"]);
}

#[test]
fn atlas_schema_and_migration_ready_reasons() {
    let atlas = |kind: &str, status: &str, reason: &str, message: &str| {
        format!("apiVersion: db.atlasgo.io/v1alpha1\nkind: {kind}\nmetadata: {{name: app-db}}\nspec: {{}}\nstatus:\n  conditions:\n  - type: Ready\n    status: '{status}'\n    reason: {reason}\n    message: '{message}'\n")
    };
    check(&atlas("AtlasMigration", "False", "Migrating", "Error: checksum mismatch"), Verdict::Failed, &["Migrating", "checksum mismatch"]);
    check(&atlas("AtlasSchema", "False", "Reconciling", "Reconciling"), Verdict::InProgress, &["Reconciling", "applying the schema"]);
    check(&atlas("AtlasSchema", "False", "ApprovalPending", "plan is waiting for approval"), Verdict::Suspended, &["ApprovalPending", "approve"]);
    check(&atlas("AtlasSchema", "True", "Applied", "The schema has been applied successfully."), Verdict::Ready, &["Applied", "declared schema"]);
    check("apiVersion: db.atlasgo.io/v1alpha1\nkind: AtlasMigration\nmetadata: {name: app-db}\nspec: {}\n", Verdict::InProgress, &["has not reconciled"]);
}

#[test]
fn keycloak_errors_rollouts_and_imports() {
    let keycloak = |instances: i64, conditions: &str| {
        format!("apiVersion: k8s.keycloak.org/v2alpha1\nkind: Keycloak\nmetadata: {{name: sso, namespace: auth}}\nspec: {{instances: 2}}\nstatus:\n  instances: {instances}\n  conditions:\n{conditions}")
    };
    check(
        &keycloak(0, "  - {type: Ready, status: 'False', message: Waiting for more replicas}\n  - {type: HasErrors, status: 'True', message: 'Waiting for auth/sso-0 due to CrashLoopBackOff: back-off 40s'}\n"),
        Verdict::Failed,
        &["HasErrors is True", "CrashLoopBackOff", "0 of 2 instances ready", "nothing serves"],
    );
    check(
        &keycloak(1, "  - {type: Ready, status: 'False', message: Waiting for more replicas}\n  - {type: HasErrors, status: 'False', message: 'warning: proxy option is deprecated'}\n  - {type: RollingUpdate, status: 'False'}\n"),
        Verdict::InProgress,
        &["Waiting for more replicas", "1 of 2 instances ready"],
    );
    check(
        &keycloak(2, "  - {type: Ready, status: 'True'}\n  - {type: HasErrors, status: 'False'}\n  - {type: RollingUpdate, status: 'False'}\n"),
        Verdict::Ready,
        &["2 of 2 instances ready"],
    );
    check(
        "apiVersion: k8s.keycloak.org/v2alpha1\nkind: KeycloakRealmImport\nmetadata: {name: shop-realm}\nspec: {keycloakCRName: sso}\nstatus:\n  conditions:\n  - {type: Done, status: 'True'}\n  - {type: Started, status: 'False'}\n  - {type: HasErrors, status: 'False'}\n",
        Verdict::Succeeded,
        &["realm was imported"],
    );
    check(
        "apiVersion: k8s.keycloak.org/v2alpha1\nkind: KeycloakRealmImport\nmetadata: {name: shop-realm}\nspec: {keycloakCRName: sso}\nstatus:\n  conditions:\n  - {type: Done, status: 'False'}\n  - {type: HasErrors, status: 'True', message: 'Import failed: realm shop already exists'}\n",
        Verdict::Failed,
        &["realm shop already exists"],
    );
}

#[test]
fn strimzi_connector_ready_but_failing_in_connect() {
    let connector = |spec: &str, tasks: &str| {
        format!("apiVersion: kafka.strimzi.io/v1beta2\nkind: KafkaConnector\nmetadata: {{name: orders-sink, labels: {{strimzi.io/cluster: connect}}}}\nspec: {spec}\nstatus:\n  conditions:\n  - {{type: Ready, status: 'True'}}\n  connectorStatus:\n    name: orders-sink\n    connector: {{state: RUNNING, worker_id: '10.0.0.4:8083'}}\n    tasks:\n{tasks}")
    };
    let failed = "    - {id: 0, state: FAILED, worker_id: '10.0.0.4:8083', trace: \"org.apache.kafka.connect.errors.ConnectException: Unable to connect to jdbc:postgresql://db:5432/orders\\n\\tat io.confluent.connect.jdbc.Sink.start\"}\n";
    let running = "    - {id: 1, state: RUNNING, worker_id: '10.0.0.5:8083'}\n";
    check(&connector("{tasksMax: 2}", &format!("{failed}{running}")), Verdict::Degraded, &["1 of 2 tasks FAILED", "task 0", "Unable to connect"]);
    check(&connector("{tasksMax: 1}", failed), Verdict::Failed, &["1 of 1 tasks FAILED"]);
    check(&connector("{tasksMax: 1}", running), Verdict::Ready, &["Ready is True"]);
    check(&connector("{tasksMax: 1, state: paused}", running), Verdict::Suspended, &["spec.state: paused"]);
}

#[test]
fn pasted_messages_and_counts_read_cleanly() {
    // Pasted messages that end with a full stop, followed by more of our sentence.
    check_tidy(
        "apiVersion: db.atlasgo.io/v1alpha1\nkind: AtlasSchema\nmetadata: {name: app-db}\nspec: {}\nstatus:\n  conditions:\n  - {type: Ready, status: 'False', reason: Reconciling, message: Applying the schema.}\n",
        Verdict::InProgress,
        &["(Reconciling): Applying the schema: the operator"],
    );
    check_tidy(
        "apiVersion: clickhouse.altinity.com/v1\nkind: ClickHouseInstallation\nmetadata: {name: events}\nspec: {}\nstatus: {status: Aborted, errors: ['FAILED to reconcile host 0-0.']}\n",
        Verdict::Failed,
        &["FAILED to reconcile host 0-0."],
    );
    check_tidy(
        "apiVersion: postgresql.cnpg.io/v1\nkind: Backup\nmetadata: {name: b}\nspec: {cluster: {name: pg}}\nstatus: {phase: failed, error: 'barman-cloud-backup: exit status 4.'}\n",
        Verdict::Failed,
        &["exit status 4."],
    );
    check_tidy(
        "apiVersion: postgresql.cnpg.io/v1\nkind: Cluster\nmetadata: {name: pg}\nspec: {instances: 3}\nstatus: {phase: Cluster cannot proceed to reconciliation, phaseReason: 'Wrong major version.', instances: 3, readyInstances: 3}\n",
        Verdict::Failed,
        &["Wrong major version: the operator cannot go on"],
    );
    check_tidy(
        "apiVersion: psmdb.percona.com/v1\nkind: PerconaServerMongoDB\nmetadata: {name: orders}\nspec: {}\nstatus: {state: error, ready: 1, size: 3, message: 'replset rs0: failed to init replset.'}\n",
        Verdict::Degraded,
        &["failed to init replset; 1 of 3 nodes ready."],
    );
    check_tidy(
        "apiVersion: pxc.percona.com/v1\nkind: PerconaXtraDBClusterBackup\nmetadata: {name: nightly}\nspec: {}\nstatus: {state: Failed, error: 'xtrabackup: connection refused.'}\n",
        Verdict::Failed,
        &["connection refused."],
    );
    check_tidy(
        "apiVersion: k8s.keycloak.org/v2alpha1\nkind: KeycloakRealmImport\nmetadata: {name: shop}\nspec: {}\nstatus:\n  conditions:\n  - {type: HasErrors, status: 'True', message: Realm shop already exists.}\n",
        Verdict::Failed,
        &["Realm shop already exists: the realm import failed."],
    );
    check_tidy(
        "apiVersion: kafka.strimzi.io/v1beta2\nkind: KafkaUser\nmetadata: {name: billing}\nspec: {}\nstatus:\n  conditions:\n  - {type: Ready, status: 'False', reason: InvalidResourceException, message: Authorization needs to be enabled.}\n",
        Verdict::Failed,
        &["InvalidResourceException: Authorization needs to be enabled."],
    );
    // One broker, one instance.
    let kafka = "apiVersion: kafka.banzaicloud.io/v1beta1\nkind: KafkaCluster\nmetadata: {name: kafka}\nspec: {}\nstatus:\n  state: ClusterRunning\n  cruiseControlTopicStatus: CruiseControlTopicReady\n  brokersState:\n    '0': {configurationState: ConfigInSync, gracefulActionState: {cruiseControlState: GracefulUpscaleSucceeded}}\n";
    check_tidy(kafka, Verdict::Ready, &["the configuration of the 1 broker is in sync."]);
    check_tidy(&kafka.replace("ClusterRunning", "ClusterReconciling"), Verdict::InProgress, &["its 1 broker."]);
    check_tidy(
        &kafka.replace("ConfigInSync", "ConfigOutOfSync"),
        Verdict::Degraded,
        &["but broker 0 (ConfigOutOfSync) is not in sync"],
    );
    check_tidy(
        "apiVersion: kafka.banzaicloud.io/v1beta1\nkind: KafkaCluster\nmetadata: {name: kafka}\nspec: {}\nstatus: {state: ClusterRunning}\n",
        Verdict::Ready,
        &["status.state is ClusterRunning (status.brokersState lists no broker)."],
    );
    check_tidy(
        "apiVersion: acid.zalan.do/v1\nkind: postgresql\nmetadata: {name: pg}\nspec: {numberOfInstances: 1}\nstatus: {PostgresClusterStatus: Running}\n",
        Verdict::Ready,
        &["(1 instance wanted)"],
    );
    // Empty state words are named, not quoted as "".
    check_tidy(
        "apiVersion: kafka.banzaicloud.io/v1beta1\nkind: KafkaCluster\nmetadata: {name: kafka}\nspec: {}\nstatus: {state: ''}\n",
        Verdict::Unknown,
        &["status.state is empty"],
    );
    check_tidy(
        "apiVersion: pxc.percona.com/v1\nkind: PerconaXtraDBClusterBackup\nmetadata: {name: nightly}\nspec: {}\nstatus: {state: ''}\n",
        Verdict::InProgress,
        &["status.state is empty: the backup has not started yet."],
    );
}

#[test]
fn cnpg_work_that_lasts_or_a_healthy_phase_with_an_instance_short_is_degraded() {
    let stuck = explained(include_str!("inputs/cnpg-replica-stuck-archiving-failing.yaml"));
    assert_explains!(stuck.resources.iter().find(|r| r.kind == "Cluster").expect("the cluster"), Verdict::Degraded, [
        "It has been at it for 12 h 20 min",
        "ContinuousArchiving is False",
        "kubectl cnpg status pg-analytics -n data",
    ]);
    let short = explained(include_str!("inputs/several-operators-paused-and-short.yaml"));
    assert_explains!(short.resources.iter().find(|r| r.kind == "Cluster" && r.name == "pg-reports").expect("the cluster"), Verdict::Degraded, [
        "status.phase says \"Cluster in healthy state\", but Ready is False",
        "(2 of 3 instances ready)",
    ]);
}

#[test]
fn strimzi_a_kafka_not_ready_takes_its_crashing_broker_pod_as_cause() {
    let report = explained(include_str!("inputs/strimzi-kafka-broker-crashing.yaml"));
    assert_eq!(
        report.root_cause.as_ref().map(|c| c.text.as_str()),
        Some("Kafka events → Pod events-kafka-1 → container kafka: CrashLoopBackOff, last exit 1 Error")
    );
    assert!(report.other_problems().is_empty());
}
