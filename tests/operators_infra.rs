//! Infrastructure operators (Astra / Trident protect, KubeVirt and CDI, Rook Ceph, ODF,
//! Karpenter, Cluster API control planes and ClusterResourceSets, Gardener, nmstate, GKE,
//! Karmada, Numaplane): verdicts from each operator's own status semantics, and summaries that
//! quote the pasted values.

use status_explainer::Verdict;

#[macro_use]
mod report_assertions;
use report_assertions::*;



#[test]
fn astra_backup_steps_are_read_in_order() {
    check(
        r#"
apiVersion: astra.netapp.io/v1
kind: Backup
metadata: {name: nightly-20250301, namespace: shop}
status:
  state: Running
  conditions:
  - {type: AppOwnerReferenceCreated, status: "True", reason: Done, message: Successfully reconciled}
  - {type: SnapshotCreated, status: "True", reason: Done, message: Successfully reconciled}
  - {type: BaseBackupCompleted, status: "False", reason: Waiting, message: waiting for volume backups to complete}
  - {type: Completed, status: Unknown, reason: Pending, message: Not yet reconciled}
"#,
        Verdict::InProgress,
        &["Running", "waiting for volume backups to complete", "BaseBackupCompleted is False"],
    );
    check(
        r#"
apiVersion: astra.netapp.io/v1
kind: Snapshot
metadata: {name: before-upgrade, namespace: shop}
status:
  state: Failed
  error: "reconcile timeout of 1h0m0s exceeded"
  conditions:
  - {type: ResourceBackupCompleted, status: "False", reason: Timeout, message: reconcile timeout of 1h0m0s exceeded}
"#,
        Verdict::Failed,
        &["Failed", "reconcile timeout of 1h0m0s exceeded"],
    );
    check(
        "apiVersion: astra.netapp.io/v1\nkind: ResourceBackup\nmetadata: {name: rb-1, namespace: shop}\nspec: {appVaultRef: gcs}\n",
        Verdict::InProgress,
        &["no status yet", "Astra"],
    );
    check(
        "apiVersion: astra.netapp.io/v1\nkind: KopiaVolumeBackup\nmetadata: {name: kvb}\nstatus: {state: Completed, completionTimestamp: \"2025-03-01T02:00:09Z\"}\n",
        Verdict::Succeeded,
        &["Completed", "2025-03-01T02:00:09Z"],
    );
}

#[test]
fn data_volume_import_progress_and_errors() {
    check(
        r#"
apiVersion: cdi.kubevirt.io/v1beta1
kind: DataVolume
metadata: {name: fedora-root, namespace: vms}
status:
  phase: ImportInProgress
  progress: 47.50%
  conditions:
  - {type: Bound, status: "True", reason: Bound, message: PVC fedora-root Bound}
  - {type: Ready, status: "False", reason: TransferRunning}
  - {type: Running, status: "True", reason: Pod is running}
"#,
        Verdict::InProgress,
        &["ImportInProgress", "47.50%"],
    );
    check(
        r#"
apiVersion: cdi.kubevirt.io/v1beta1
kind: DataVolume
metadata: {name: bad-url, namespace: vms}
status:
  phase: ImportInProgress
  progress: N/A
  restartCount: 3
  conditions:
  - {type: Ready, status: "False"}
  - {type: Running, status: "False", reason: Error, message: "Unable to connect to http data source: expected status code 200, got 404. Status: 404 Not Found"}
"#,
        Verdict::Failed,
        &["got 404", "restarted 3 times"],
    );
    check(
        "apiVersion: cdi.kubevirt.io/v1beta1\nkind: DataVolume\nmetadata: {name: later}\nstatus: {phase: WaitForFirstConsumer}\n",
        Verdict::InProgress,
        &["WaitForFirstConsumer", "pod"],
    );
    check(
        "apiVersion: cdi.kubevirt.io/v1beta1\nkind: DataVolume\nmetadata: {name: done}\nstatus: {phase: Succeeded, progress: 100.0%}\n",
        Verdict::Ready,
        &["Succeeded", "ready to use"],
    );
}

#[test]
fn virtual_machine_follows_printable_status_and_run_strategy() {
    check(
        r#"
apiVersion: kubevirt.io/v1
kind: VirtualMachine
metadata: {name: db-1, namespace: vms}
spec: {runStrategy: Halted}
status:
  printableStatus: Stopped
  conditions:
  - {type: Ready, status: "False", reason: VMINotExists, message: VMI does not exist}
"#,
        Verdict::Suspended,
        &["Stopped", "spec.runStrategy is Halted", "virtctl start db-1"],
    );
    check(
        r#"
apiVersion: kubevirt.io/v1
kind: VirtualMachine
metadata: {name: db-2, namespace: vms}
spec: {runStrategy: Always}
status:
  printableStatus: ErrorUnschedulable
  conditions:
  - {type: Ready, status: "False", reason: Unschedulable, message: "0/3 nodes are available: 3 Insufficient devices.kubevirt.io/kvm."}
"#,
        Verdict::Failed,
        &["ErrorUnschedulable", "Insufficient devices.kubevirt.io/kvm"],
    );
    check(
        r#"
apiVersion: kubevirt.io/v1
kind: VirtualMachine
metadata: {name: db-3}
spec: {running: true}
status:
  printableStatus: Running
  ready: true
  conditions:
  - {type: Ready, status: "True"}
  - {type: RestartRequired, status: "True", message: "a non-live-updatable field was changed in the template spec"}
"#,
        Verdict::Ready,
        &["Running", "RestartRequired is True"],
    );
    check(
        "apiVersion: kubevirt.io/v1\nkind: VirtualMachine\nmetadata: {name: db-4}\nspec: {running: true}\nstatus: {printableStatus: Paused}\n",
        Verdict::Suspended,
        &["Paused"],
    );
    check(
        "apiVersion: kubevirt.io/v1\nkind: VirtualMachineInstance\nmetadata: {name: db-5}\nstatus: {phase: Scheduling}\n",
        Verdict::InProgress,
        &["Scheduling"],
    );
}

#[test]
fn ceph_cluster_health_decides_once_created() {
    check(
        r#"
apiVersion: ceph.rook.io/v1
kind: CephCluster
metadata: {name: rook-ceph, namespace: rook-ceph}
status:
  phase: Ready
  state: Created
  message: Cluster created successfully
  ceph:
    health: HEALTH_WARN
    details:
      OSD_DOWN: {message: 1 osds down, severity: HEALTH_WARN}
      PG_DEGRADED: {message: "Degraded data redundancy: 112/336 objects degraded", severity: HEALTH_WARN}
"#,
        Verdict::Degraded,
        &["HEALTH_WARN", "1 osds down", "objects degraded"],
    );
    check(
        r#"
apiVersion: ceph.rook.io/v1
kind: CephCluster
metadata: {name: rook-ceph, namespace: rook-ceph}
status:
  phase: Ready
  state: Created
  ceph:
    health: HEALTH_OK
    capacity: {bytesAvailable: 96636764160, bytesTotal: 107374182400, bytesUsed: 10737418240}
"#,
        Verdict::Ready,
        &["HEALTH_OK", "10.0 GiB of 100.0 GiB used"],
    );
    check(
        "apiVersion: ceph.rook.io/v1\nkind: CephBlockPool\nmetadata: {name: replicapool, namespace: rook-ceph}\nstatus: {phase: Failure}\n",
        Verdict::Failed,
        &["Failure"],
    );
    check("apiVersion: ceph.rook.io/v1\nkind: CephFilesystem\nmetadata: {name: fs}\n", Verdict::InProgress, &["Rook"]);
}

#[test]
fn storage_cluster_reads_operator_conditions() {
    check(
        r#"
apiVersion: ocs.openshift.io/v1
kind: StorageCluster
metadata: {name: ocs-storagecluster, namespace: openshift-storage}
status:
  phase: Ready
  conditions:
  - {type: VersionMismatch, status: "False", reason: VersionMatched}
  - {type: ReconcileComplete, status: "True", reason: ReconcileCompleted, message: Reconcile completed successfully}
  - {type: Available, status: "True", reason: ReconcileCompleted, message: Reconcile completed successfully}
  - {type: Progressing, status: "False", reason: ReconcileCompleted, message: Reconcile completed successfully}
  - {type: Degraded, status: "False", reason: ReconcileCompleted}
  - {type: Upgradeable, status: "True", reason: ReconcileCompleted}
"#,
        Verdict::Ready,
        &["Available is True", "Reconcile completed successfully"],
    );
    check(
        r#"
apiVersion: ocs.openshift.io/v1
kind: StorageCluster
metadata: {name: ocs-storagecluster, namespace: openshift-storage}
status:
  phase: Progressing
  conditions:
  - {type: Available, status: "False", reason: Init, message: Initializing StorageCluster}
  - {type: Progressing, status: "True", reason: Init, message: Initializing StorageCluster}
  - {type: Degraded, status: "False", reason: Init}
"#,
        Verdict::InProgress,
        &["Progressing is True", "Initializing StorageCluster"],
    );
}

#[test]
fn karpenter_node_claim_walks_its_life_steps() {
    check(
        r#"
apiVersion: karpenter.sh/v1
kind: NodeClaim
metadata: {name: default-7x2kq}
status:
  providerID: aws:///eu-west-1a/i-0123456789abcdef0
  conditions:
  - {type: Launched, status: "True", reason: Launched}
  - {type: Registered, status: Unknown, reason: AwaitingReconciliation}
  - {type: Ready, status: Unknown, reason: AwaitingReconciliation}
"#,
        Verdict::InProgress,
        &["i-0123456789abcdef0", "join the cluster"],
    );
    check(
        r#"
apiVersion: karpenter.sh/v1
kind: NodeClaim
metadata: {name: default-9m4tz}
status:
  conditions:
  - {type: Launched, status: "False", reason: InsufficientCapacityError, message: "creating instance, insufficient capacity, all requested instance types were unavailable during launch"}
"#,
        Verdict::Failed,
        &["InsufficientCapacityError", "tries again"],
    );
    check(
        r#"
apiVersion: karpenter.sh/v1
kind: NodeClaim
metadata:
  name: default-p8wrd
  labels: {node.kubernetes.io/instance-type: m6i.large}
status:
  nodeName: ip-10-0-7-12.eu-west-1.compute.internal
  conditions:
  - {type: Launched, status: "True", reason: Launched}
  - {type: Registered, status: "True", reason: Registered}
  - {type: Initialized, status: "True", reason: Initialized}
  - {type: Ready, status: "True", reason: Ready}
  - {type: Drifted, status: "True", reason: NodePoolDrifted, message: NodePool drifted}
"#,
        Verdict::Ready,
        &["m6i.large", "Drifted is True", "replace"],
    );
    check(
        r#"
apiVersion: karpenter.k8s.aws/v1
kind: EC2NodeClass
metadata: {name: default}
status:
  conditions:
  - {type: SubnetsReady, status: "False", reason: SubnetsNotFound, message: "SubnetSelector did not match any Subnets"}
  - {type: SecurityGroupsReady, status: "True", reason: SecurityGroupsReady}
  - {type: Ready, status: "False", reason: UnhealthyDependents, message: SubnetsReady=False}
"#,
        Verdict::Failed,
        &["SubnetsReady is False", "did not match any Subnets"],
    );
}

#[test]
fn cluster_api_control_plane_and_resource_set() {
    check(
        r#"
apiVersion: controlplane.cluster.x-k8s.io/v1beta1
kind: KubeadmControlPlane
metadata: {name: prod-control-plane, namespace: clusters}
spec: {replicas: 3, version: v1.30.4}
status:
  ready: true
  initialized: true
  replicas: 3
  updatedReplicas: 1
  readyReplicas: 3
  conditions:
  - {type: Ready, status: "True"}
"#,
        Verdict::InProgress,
        &["1 of 3", "rolling out"],
    );
    check(
        r#"
apiVersion: controlplane.cluster.x-k8s.io/v1beta2
kind: AWSManagedControlPlane
metadata: {name: eks-prod, namespace: clusters}
status:
  ready: false
  conditions:
  - {type: Ready, status: "False", severity: Error, reason: EKSControlPlaneReconciliationFailed, message: "failed to create cluster: AccessDeniedException"}
  - {type: EKSControlPlaneReady, status: "False", severity: Error, reason: EKSControlPlaneReconciliationFailed, message: "failed to create cluster: AccessDeniedException"}
"#,
        Verdict::Failed,
        &["severity Error", "AccessDeniedException"],
    );
    check(
        r#"
apiVersion: controlplane.cluster.x-k8s.io/v1beta1
kind: KubeadmControlPlane
metadata:
  name: paused-cp
  annotations: {cluster.x-k8s.io/paused: ""}
status: {ready: true}
"#,
        Verdict::Suspended,
        &["cluster.x-k8s.io/paused"],
    );
    check(
        r#"
apiVersion: addons.cluster.x-k8s.io/v1beta1
kind: ClusterResourceSet
metadata: {name: calico, namespace: clusters}
status:
  conditions:
  - {type: ResourcesApplied, status: "False", severity: Warning, reason: ApplyFailed, message: "failed to apply ClusterResourceSet resource ConfigMap/calico"}
"#,
        Verdict::InProgress,
        &["ApplyFailed", "keeps trying"],
    );
}

#[test]
fn gardener_shoot_operation_label_and_hibernation() {
    check(
        r#"
apiVersion: core.gardener.cloud/v1beta1
kind: Shoot
metadata: {name: dev, namespace: garden-team}
spec: {hibernation: {enabled: false}}
status:
  lastOperation: {type: Create, state: Error, progress: 40, description: "Waiting until shoot infrastructure has been reconciled"}
  lastErrors:
  - description: "task \"Waiting until shoot infrastructure has been reconciled\" failed: quota exceeded for vCPUs"
    codes: [ERR_INFRA_QUOTA_EXCEEDED]
"#,
        Verdict::Failed,
        &["Create Error (40%)", "ERR_INFRA_QUOTA_EXCEEDED", "retries"],
    );
    check(
        r#"
apiVersion: core.gardener.cloud/v1beta1
kind: Shoot
metadata: {name: dev, namespace: garden-team}
spec: {hibernation: {enabled: true}}
status:
  hibernated: true
  lastOperation: {type: Reconcile, state: Succeeded, progress: 100}
"#,
        Verdict::Suspended,
        &["hibernated"],
    );
    check(
        r#"
apiVersion: core.gardener.cloud/v1beta1
kind: Shoot
metadata:
  name: prod
  namespace: garden-team
  labels: {shoot.gardener.cloud/status: unhealthy}
status:
  lastOperation: {type: Reconcile, state: Succeeded, progress: 100}
  conditions:
  - {type: APIServerAvailable, status: "True", reason: HealthzRequestSucceeded}
  - {type: EveryNodeReady, status: "False", reason: NodesUnhealthy, message: "Node ip-10-250-0-7 has MemoryPressure"}
"#,
        Verdict::Degraded,
        &["unhealthy", "EveryNodeReady is False", "MemoryPressure"],
    );
    check(
        r#"
apiVersion: core.gardener.cloud/v1beta1
kind: Shoot
metadata: {name: prod, namespace: garden-team}
status:
  conditions:
  - {type: APIServerAvailable, status: "True"}
  - {type: SystemComponentsHealthy, status: Progressing, reason: DeploymentUnhealthy, message: "coredns is not available"}
"#,
        Verdict::InProgress,
        &["SystemComponentsHealthy is Progressing", "coredns"],
    );
}

#[test]
fn nmstate_policy_counts_nodes() {
    check(
        r#"
apiVersion: nmstate.io/v1
kind: NodeNetworkConfigurationPolicy
metadata: {name: br1-eth1}
spec: {nodeSelector: {node-role.kubernetes.io/worker: ""}}
status:
  conditions:
  - {type: Available, status: "False", reason: FailedToConfigure}
  - {type: Degraded, status: "True", reason: FailedToConfigure, message: 1/3 nodes failed to configure}
  - {type: Progressing, status: "False", reason: FailedToConfigure}
"#,
        Verdict::Degraded,
        &["1/3 nodes failed to configure", "rolled the failed nodes back"],
    );
    check(
        r#"
apiVersion: nmstate.io/v1
kind: NodeNetworkConfigurationPolicy
metadata: {name: vlan100}
spec: {nodeSelector: {kubernetes.io/hostname: gone-node}}
status:
  conditions:
  - {type: Available, status: "False", reason: NoMatchingNode}
  - {type: Ignored, status: "True", reason: NoMatchingNode}
"#,
        Verdict::Suspended,
        &["kubernetes.io/hostname=gone-node", "applies nowhere"],
    );
}

#[test]
fn gke_managed_certificate_names_the_failing_domain() {
    check(
        r#"
apiVersion: networking.gke.io/v1
kind: ManagedCertificate
metadata: {name: shop-cert, namespace: shop}
spec: {domains: [shop.example.com, www.shop.example.com]}
status:
  certificateName: mcrt-1b2c
  certificateStatus: Provisioning
  domainStatus:
  - {domain: shop.example.com, status: Active}
  - {domain: www.shop.example.com, status: FailedNotVisible}
"#,
        Verdict::Failed,
        &["www.shop.example.com is FailedNotVisible"],
    );
    check(
        r#"
apiVersion: networking.gke.io/v1
kind: ManagedCertificate
metadata: {name: shop-cert, namespace: shop}
status:
  certificateStatus: Active
  domainStatus:
  - {domain: shop.example.com, status: Active}
  expireTime: "2026-01-21T00:33:40.000-07:00"
"#,
        Verdict::Ready,
        &["Active", "2026-01-21"],
    );
}

#[test]
fn karmada_binding_reports_per_member_cluster() {
    check(
        r#"
apiVersion: work.karmada.io/v1alpha2
kind: ResourceBinding
metadata: {name: web-deployment, namespace: shop, generation: 3}
spec:
  clusters: [{name: member1}, {name: member2}]
  resource: {apiVersion: apps/v1, kind: Deployment, name: web, namespace: shop}
status:
  schedulerObservedGeneration: 3
  conditions:
  - {type: Scheduled, status: "True", reason: BindingScheduled}
  - {type: FullyApplied, status: "True", reason: FullyAppliedSuccess}
  aggregatedStatus:
  - {clusterName: member1, applied: true, health: Healthy}
  - {clusterName: member2, applied: true, health: Unhealthy}
"#,
        Verdict::Degraded,
        &["Deployment", "Unhealthy on member2"],
    );
    check(
        r#"
apiVersion: work.karmada.io/v1alpha2
kind: ResourceBinding
metadata: {name: web-deployment, namespace: shop, generation: 4}
spec:
  resource: {apiVersion: apps/v1, kind: Deployment, name: web}
status:
  schedulerObservedGeneration: 4
  conditions:
  - {type: Scheduled, status: "False", reason: BindingFailedScheduling, message: "0/3 clusters are available: 3 cluster(s) didn't match the placement cluster affinity constraint."}
"#,
        Verdict::Failed,
        &["BindingFailedScheduling", "no member cluster"],
    );
}

#[test]
fn numaplane_rollouts_read_child_health() {
    check(
        r#"
apiVersion: numaplane.numaproj.io/v1alpha1
kind: PipelineRollout
metadata: {name: orders, namespace: numaflow, generation: 2}
spec:
  pipeline:
    spec:
      lifecycle: {desiredPhase: Paused}
status:
  observedGeneration: 2
  phase: Deployed
  conditions:
  - {type: ChildResourceDeployed, status: "True", reason: Successful}
  - {type: ChildResourcesHealthy, status: "True", reason: Successful}
  - {type: PipelinePausingOrPaused, status: "True", reason: Paused, message: Pipeline paused}
"#,
        Verdict::Suspended,
        &["PipelinePausingOrPaused is True", "desiredPhase is Paused"],
    );
    check(
        r#"
apiVersion: numaplane.numaproj.io/v1alpha1
kind: MonoVertexRollout
metadata: {name: enricher, namespace: numaflow, generation: 5}
status:
  observedGeneration: 5
  phase: Deployed
  conditions:
  - {type: ChildResourceDeployed, status: "True", reason: Successful}
  - {type: ChildResourcesHealthy, status: "True", reason: Successful}
  - {type: ProgressiveUpgradeSucceeded, status: "False", reason: Failed, message: "New Child Object numaflow/enricher-3 Failed"}
"#,
        Verdict::Degraded,
        &["enricher-3", "previous one keeps running"],
    );
}

#[test]
fn odd_shapes_do_not_mislead() {
    // A status that is not an object, conditions that are not a list, numbers where words go.
    for text in [
        "apiVersion: astra.netapp.io/v1\nkind: Backup\nmetadata: {name: x}\nstatus: [1, 2]\n",
        "apiVersion: kubevirt.io/v1\nkind: VirtualMachine\nmetadata: {name: x}\nstatus: {printableStatus: 7, conditions: {type: Ready}}\n",
        "apiVersion: ceph.rook.io/v1\nkind: CephCluster\nmetadata: {name: x}\nstatus: {state: Created, ceph: {health: HEALTH_WARN, details: [oops]}}\n",
        "apiVersion: work.karmada.io/v1alpha2\nkind: ResourceBinding\nmetadata: {name: x}\nstatus: {aggregatedStatus: [null, 3, {clusterName: m1}]}\n",
        "apiVersion: nmstate.io/v1\nkind: NodeNetworkConfigurationPolicy\nmetadata: {name: x}\nstatus: {conditions: [{type: Degraded, status: \"True\", message: \"/ nodes\"}]}\n",
        "apiVersion: networking.gke.io/v1\nkind: ManagedCertificate\nmetadata: {name: x}\nstatus: {certificateStatus: Active, domainStatus: {a: b}}\n",
        "apiVersion: core.gardener.cloud/v1beta1\nkind: Shoot\nmetadata: {name: x}\nstatus: {lastOperation: {state: Error}, lastErrors: [7]}\n",
        "apiVersion: controlplane.cluster.x-k8s.io/v1beta1\nkind: KubeadmControlPlane\nmetadata: {name: x}\nspec: {replicas: -1}\nstatus: {updatedReplicas: 99999999999999999999, conditions: [{severity: Error}]}\n",
    ] {
        let report = explained(text);
        assert!(report.resources.first().is_some_and(|resource| !resource.summary.is_empty()), "{text}");
    }
    check(
        "apiVersion: ceph.rook.io/v1\nkind: CephCluster\nmetadata: {name: x}\nstatus: {state: Created, ceph: {health: HEALTH_WARN, details: [oops]}}\n",
        Verdict::Degraded,
        &["HEALTH_WARN"],
    );
}

#[test]
fn pasted_messages_and_counts_read_cleanly() {
    // Astra: an empty state is named, and the error's own full stop does not double ours.
    check_tidy(
        "apiVersion: astra.netapp.io/v1\nkind: Backup\nmetadata: {name: b}\nstatus:\n  state: \"\"\n  conditions: [{type: JobCreated, status: \"False\", reason: Waiting, message: Creating the job.}]\n",
        Verdict::InProgress,
        &["status.state is empty: Creating the job (JobCreated is False: Waiting)."],
    );
    check_tidy(
        "apiVersion: astra.netapp.io/v1\nkind: Backup\nmetadata: {name: b}\nstatus: {state: Failed, error: \"AppVault gcs is not ready.\"}\n",
        Verdict::Failed,
        &["status.state is Failed: AppVault gcs is not ready."],
    );
    // Cluster API: the field quoted is the one pasted; an Error entry's message ends with a stop.
    check_tidy(
        "apiVersion: controlplane.cluster.x-k8s.io/v1beta2\nkind: AWSManagedControlPlane\nmetadata: {name: cp}\nstatus: {failureReason: InvalidConfiguration}\n",
        Verdict::Failed,
        &["status.failureReason is \"InvalidConfiguration\""],
    );
    check_tidy(
        "apiVersion: controlplane.cluster.x-k8s.io/v1beta2\nkind: AWSManagedControlPlane\nmetadata: {name: cp}\nstatus:\n  conditions:\n  - {type: Ready, status: 'False', severity: Error, reason: Failed, message: Reconcile failed.}\n  - {type: EKSControlPlaneReady, status: 'False', severity: Error, reason: EKSControlPlaneReconciliationFailed, message: AccessDenied.}\n",
        Verdict::Failed,
        &["Failed: Reconcile failed; EKSControlPlaneReady: EKSControlPlaneReconciliationFailed: AccessDenied."],
    );
    // Gardener: codes without a description; descriptions with their own full stop.
    check_tidy(
        "apiVersion: core.gardener.cloud/v1beta1\nkind: Shoot\nmetadata: {name: s}\nstatus:\n  lastOperation: {type: Reconcile, state: Error, description: Reconciling the infrastructure.}\n  lastErrors: [{codes: [ERR_INFRA_QUOTA_EXCEEDED]}]\n",
        Verdict::Degraded,
        &["Reconcile Error: Reconciling the infrastructure; last error (codes ERR_INFRA_QUOTA_EXCEEDED); Gardener retries it."],
    );
    // Karmada: the member's apply message.
    check_tidy(
        "apiVersion: work.karmada.io/v1alpha2\nkind: ResourceBinding\nmetadata: {name: web-deployment}\nspec: {resource: {kind: Deployment}, clusters: [{name: m1}]}\nstatus:\n  aggregatedStatus: [{clusterName: m1, applied: false, appliedMessage: 'namespace shop not found.'}]\n",
        Verdict::Failed,
        &["not applied on m1: namespace shop not found."],
    );
    // CDI: one restart is one time; the pod's message ends with a stop.
    check_tidy(
        "apiVersion: cdi.kubevirt.io/v1beta1\nkind: DataVolume\nmetadata: {name: disk}\nstatus:\n  phase: ImportInProgress\n  restartCount: 1\n  conditions:\n  - {type: Running, status: 'False', reason: Error, message: Unable to connect to http data source.}\n",
        Verdict::Failed,
        &["Unable to connect to http data source (the pod was restarted 1 time)."],
    );
    check_tidy(
        "apiVersion: cdi.kubevirt.io/v1beta1\nkind: DataVolume\nmetadata: {name: disk}\nstatus:\n  phase: ImportScheduled\n  conditions:\n  - {type: Running, status: 'False', reason: Pending, message: Import pod is pending.}\n",
        Verdict::InProgress,
        &["its pod: Pending: Import pod is pending."],
    );
    // A VM pasted without a name still gets a command with a placeholder.
    check_tidy(
        "apiVersion: kubevirt.io/v1\nkind: VirtualMachine\nmetadata: {}\nspec: {runStrategy: Halted}\nstatus: {printableStatus: Stopped}\n",
        Verdict::Suspended,
        &["(virtctl start <name>)"],
    );
    // Numaplane: a message that repeats the reason is said once; status.message's stop.
    check_tidy(
        "apiVersion: numaplane.numaproj.io/v1alpha1\nkind: PipelineRollout\nmetadata: {name: p}\nstatus:\n  phase: Deployed\n  conditions:\n  - {type: ChildResourcesHealthy, status: 'False', reason: Progressing, message: Progressing.}\n",
        Verdict::InProgress,
        &["ChildResourcesHealthy is False: Progressing: the child"],
    );
    check_tidy(
        "apiVersion: numaplane.numaproj.io/v1alpha1\nkind: PipelineRollout\nmetadata: {name: p}\nstatus: {phase: Failed, message: 'invalid spec.'}\n",
        Verdict::Failed,
        &["status.phase is Failed: invalid spec."],
    );
    // Rook and Karpenter: pasted messages with their own full stop.
    check_tidy(
        "apiVersion: ceph.rook.io/v1\nkind: CephCluster\nmetadata: {name: c}\nstatus: {phase: Progressing, state: Creating, message: Configuring the Ceph cluster.}\n",
        Verdict::InProgress,
        &["status.state is Creating: Configuring the Ceph cluster."],
    );
    check_tidy(
        "apiVersion: karpenter.sh/v1\nkind: NodePool\nmetadata: {name: default}\nstatus:\n  conditions:\n  - {type: Ready, status: 'False', reason: Ready, message: NodeClassReady=False.}\n",
        Verdict::Failed,
        &["Ready is False: NodeClassReady=False; Karpenter"],
    );
    // GKE: one domain; an entry without a domain name.
    check_tidy(
        "apiVersion: networking.gke.io/v1\nkind: ManagedCertificate\nmetadata: {name: c}\nstatus: {certificateStatus: Active, domainStatus: [{domain: shop.example.com, status: Active}]}\n",
        Verdict::Ready,
        &["serves the 1 domain."],
    );
    check_tidy(
        "apiVersion: networking.gke.io/v1\nkind: ManagedCertificate\nmetadata: {name: c}\nstatus: {certificateStatus: Provisioning, domainStatus: [{status: FailedNotVisible}]}\n",
        Verdict::Failed,
        &["but a domain is FailedNotVisible"],
    );
}

#[test]
fn condition_advice_fits_the_kind() {
    // CDI's Running condition with reason Error is about the importer pod, not a pod named
    // like the DataVolume.
    let volume = one("apiVersion: cdi.kubevirt.io/v1beta1\nkind: DataVolume\nmetadata: {name: disk, namespace: vms}\nstatus:\n  phase: ImportInProgress\n  conditions:\n  - {type: Running, status: \"False\", reason: Error, message: Unable to connect to http data source}\n");
    let next = &condition(&volume, "Running").explanation.next;
    assert!(next.contains("kubectl logs -n vms importer-disk"), "{next}");
}

#[test]
fn an_unschedulable_vm_points_at_its_launcher_pod() {
    let vm = one("apiVersion: kubevirt.io/v1\nkind: VirtualMachine\nmetadata: {name: db-2, namespace: vms}\nspec: {runStrategy: Always}\nstatus:\n  printableStatus: ErrorUnschedulable\n  conditions:\n  - {type: Ready, status: \"False\", reason: Unschedulable, message: 0/3 nodes are available}\n");
    let next = &condition(&vm, "Ready").explanation.next;
    assert!(next.contains("-l kubevirt.io/domain=db-2"), "{next}");
}

/// Empty strings where a rule quotes a value leave no gap, empty quotes or brackets.
#[test]
fn empty_pasted_values_leave_no_gaps() {
    for text in [
        "apiVersion: argoproj.io/v1alpha1\nkind: Rollout\nmetadata: {name: r, annotations: {rollout.argoproj.io/revision: ''}}\nspec: {replicas: 1}\nstatus: {phase: Progressing, message: ''}\n",
        "apiVersion: argoproj.io/v1alpha1\nkind: Workflow\nmetadata: {name: w}\nspec: {}\nstatus: {phase: Failed, progress: '', nodes: {a: {displayName: '', name: '', type: Pod, phase: Failed}}}\n",
        "apiVersion: astra.netapp.io/v1\nkind: Backup\nmetadata: {name: b}\nstatus: {state: Completed, completionTimestamp: ''}\n",
        "apiVersion: db.atlasgo.io/v1alpha1\nkind: AtlasSchema\nmetadata: {name: s}\nstatus: {lastAppliedVersion: '', conditions: [{type: Ready, status: 'True', reason: ''}]}\n",
        "apiVersion: postgresql.cnpg.io/v1\nkind: Backup\nmetadata: {name: b}\nspec: {cluster: {name: ''}}\nstatus: {phase: completed, stoppedAt: ''}\n",
        "apiVersion: postgresql.cnpg.io/v1\nkind: Cluster\nmetadata: {name: c}\nspec: {instances: 1}\nstatus: {phase: Cluster in healthy state, currentPrimary: ''}\n",
        "apiVersion: projectcontour.io/v1\nkind: HTTPProxy\nmetadata: {name: p}\nspec: {virtualhost: {fqdn: ''}}\nstatus: {currentStatus: valid}\n",
        "apiVersion: networking.gke.io/v1\nkind: ManagedCertificate\nmetadata: {name: c}\nstatus: {certificateStatus: Active, expireTime: ''}\n",
        "apiVersion: jaegertracing.io/v1\nkind: Jaeger\nmetadata: {name: j}\nspec: {strategy: ''}\nstatus: {phase: Running, version: ''}\n",
        "apiVersion: karpenter.sh/v1\nkind: NodeClaim\nmetadata: {name: n, labels: {node.kubernetes.io/instance-type: ''}}\nstatus: {providerID: '', nodeName: '', conditions: [{type: Launched, status: 'True'}, {type: Registered, status: 'True'}, {type: Initialized, status: 'True'}, {type: Ready, status: 'True'}]}\n",
        "apiVersion: karpenter.sh/v1\nkind: NodeClaim\nmetadata: {name: n}\nstatus: {providerID: '', conditions: [{type: Launched, status: 'True'}]}\n",
        "apiVersion: kubernetes-client.io/v1\nkind: ExternalSecret\nmetadata: {name: e}\nstatus: {status: SUCCESS, lastSync: ''}\n",
        "apiVersion: route.openshift.io/v1\nkind: Route\nmetadata: {name: r}\nspec: {host: ''}\nstatus: {ingress: []}\n",
        "apiVersion: opentelemetry.io/v1beta1\nkind: OpenTelemetryCollector\nmetadata: {name: o}\nspec: {}\nstatus: {version: '', scale: {statusReplicas: ''}}\n",
        "apiVersion: ceph.rook.io/v1\nkind: CephObjectStore\nmetadata: {name: s}\nstatus: {phase: Ready, info: {endpoint: ''}, bucketStatus: {health: Failure, details: ''}}\n",
        "apiVersion: ceph.rook.io/v1\nkind: CephCluster\nmetadata: {name: c}\nstatus: {state: Created, ceph: {health: HEALTH_WARN, details: {OSD_DOWN: {message: ''}}}}\n",
        "apiVersion: solr.apache.org/v1beta1\nkind: SolrCloud\nmetadata: {name: s}\nspec: {replicas: 1}\nstatus: {readyReplicas: 1, version: ''}\n",
        "apiVersion: kafka.strimzi.io/v1beta2\nkind: KafkaNodePool\nmetadata: {name: p, labels: {strimzi.io/cluster: ''}}\nspec: {}\nstatus: {nodeIds: [0]}\n",
        "apiVersion: game.kruise.io/v1alpha1\nkind: GameServer\nmetadata: {name: g}\nstatus: {currentState: Ready, networkStatus: {currentNetworkState: ''}}\n",
        "apiVersion: zookeeper.pravega.io/v1beta1\nkind: ZookeeperCluster\nmetadata: {name: z}\nstatus: {currentVersion: '', targetVersion: '3.9', conditions: [{type: Upgrading, status: 'True'}]}\n",
        "apiVersion: ocs.openshift.io/v1\nkind: StorageCluster\nmetadata: {name: s}\nstatus: {phase: '', conditions: [{type: Available, status: 'True'}]}\n",
        "apiVersion: apps.openshift.io/v1\nkind: DeploymentConfig\nmetadata: {name: d, annotations: {idling.alpha.openshift.io/idled-at: '', idling.alpha.openshift.io/previous-scale: ''}}\nspec: {replicas: 1}\nstatus: {replicas: 0}\n",
        "apiVersion: kubevirt.io/v1\nkind: VirtualMachine\nmetadata: {name: v}\nspec: {runStrategy: ''}\nstatus: {printableStatus: Starting}\n",
        "apiVersion: microgateway.airlock.com/v1alpha1\nkind: ContentSecurityPolicy\nmetadata: {name: p}\nspec: {}\nstatus: {ancestors: [{ancestorRef: {kind: '', name: ''}, conditions: [{type: Accepted, status: 'True'}]}]}\n",
    ] {
        let summary = explained(text).resources.into_iter().next().map(|r| r.summary).unwrap_or_default();
        assert!(!summary.is_empty(), "{text}");
        for gap in ["  ", " .", " ,", " )", "( ", "()", "\"\"", " ;", " :"] {
            assert!(!summary.contains(gap), "{gap:?} in: {summary}\nfrom:\n{text}");
        }
    }
}

// ---------------------------------------------------------------- Velero

#[test]
fn a_velero_backup_partially_failed_on_two_volumes_names_each_and_what_each_needs() {
    let report = explained_at(include_str!("inputs/velero-backup-partially-failed-volumes.yaml"), "2025-03-04T10:30:00Z");
    let backup = find(&report, "Backup", "nightly-20250304020000");
    // Every failed volume backup of it, with one command.
    assert_explains!(backup, Verdict::Degraded, [
        "The backup finished with 2 errors and 5 warnings",
        "kubectl get podvolumebackups -n velero -l velero.io/backup-name=nightly-20250304020000 (each failed one names its pod, volume and error)",
        // The roll-up lists both, not only the one its chain follows.
        "Not copied (each explained on its own): volume data of pod logging/elasticsearch-master-1 (PodVolumeBackup nightly-20250304020000-q8v4m); volume data of pod cache/redis-0 (PodVolumeBackup nightly-20250304020000-z2k7c).",
    ]);
    // A raw block volume: file-system backup cannot read it.
    let block = find(&report, "PodVolumeBackup", "nightly-20250304020000-q8v4m");
    assert_explains!(block, Verdict::Failed, [
        "Volume data of pod logging/elasticsearch-master-1 was not backed up by Backup nightly-20250304020000",
        "/volumeDevices/kubernetes.io~csi",
        "It is a raw block volume (volumeMode: Block, mounted under volumeDevices), which file-system backup cannot read",
        "CSI snapshot",
        "kubectl annotate pod elasticsearch-master-1 -n logging backup.velero.io/backup-volumes-excludes=data",
    ]);
    // A pod that was not running: skipped.
    let pending = find(&report, "PodVolumeBackup", "nightly-20250304020000-z2k7c");
    assert_explains!(pending, Verdict::Failed, [
        "Volume data of pod cache/redis-0 was not backed up by Backup nightly-20250304020000",
        "The pod was not running (Pending) when the backup reached it, so its volume was skipped",
        "kubectl describe pod redis-0 -n cache",
    ]);
    for volume in [block, pending] {
        assert!(!volume.summary.contains("the backup or restore it belongs to"), "{}", volume.summary);
        assert!(free_of_placeholders(&volume.summary), "{}", volume.summary);
    }
    // Another kind of failure still names its Backup and where its logs are.
    let other = include_str!("inputs/velero-backup-partially-failed-volumes.yaml").replace("pod is not running in the expected status: Pending", "error running kopia: signal: killed");
    let report = explained_at(&other, "2025-03-04T10:30:00Z");
    assert_explains!(find(&report, "PodVolumeBackup", "nightly-20250304020000-z2k7c"), Verdict::Failed, ["“error running kopia: signal: killed”", "velero backup logs nightly-20250304020000"]);
}

/// No `<placeholder>` where the paste has the value.
fn free_of_placeholders(text: &str) -> bool {
    !text.contains("<pod>") && !text.contains("<volume>")
}

#[test]
fn velero_backups_restores_and_their_storage_location() {
    let run = |kind: &str, status: &str| format!("apiVersion: velero.io/v1\nkind: {kind}\nmetadata: {{name: nightly, namespace: velero}}\nstatus: {status}\n");
    check_tidy(&run("Backup", "{phase: Completed, warnings: 2, progress: {totalItems: 812, itemsBackedUp: 812}}"), Verdict::Succeeded, &["The backup completed with 2 warnings (812 of 812 items)."]);
    check_tidy(&run("Backup", "{phase: PartiallyFailed, errors: 3, warnings: 12}"), Verdict::Degraded, &["The backup finished with 3 errors and 12 warnings: some items were not backed up", "velero backup logs nightly"]);
    check_tidy(&run("Restore", "{phase: PartiallyFailed, errors: 1}"), Verdict::Degraded, &["The restore finished with 1 error", "not restored", "velero restore logs nightly"]);
    check_tidy(&run("Backup", "{phase: Failed, failureReason: \"error getting backup storage location: not found\"}"), Verdict::Failed, &["The backup failed: “error getting backup storage location: not found”"]);
    check_tidy(&run("Backup", "{phase: FailedValidation, validationErrors: [\"an existing backup storage location was not specified\"]}"), Verdict::Failed, &["never started", "“an existing backup storage location was not specified”"]);
    check_tidy(&run("Backup", "{phase: InProgress, progress: {totalItems: 1530, itemsBackedUp: 1204}}"), Verdict::InProgress, &["(1204 of 1530 items)", "velero backup describe nightly"]);
    check_tidy(&run("Backup", "{phase: WaitingForPluginOperationsPartiallyFailed, errors: 2}"), Verdict::InProgress, &["2 errors already: it will end PartiallyFailed"]);
    check_tidy(&run("Schedule", "{phase: FailedValidation, validationErrors: [\"invalid schedule: expected 5 to 6 fields, found 1\"]}"), Verdict::Failed, &["makes no backups"]);
    check_tidy(&run("DataUpload", "{phase: Failed, message: \"error to expose snapshot: timeout\"}"), Verdict::Failed, &["Moving the volume's data failed: “error to expose snapshot: timeout”"]);
    // Running for nine hours: stuck, and where to look.
    let stuck = explained(&run("Backup", "{phase: InProgress, startTimestamp: \"2025-03-04T01:30:00Z\", progress: {totalItems: 540, itemsBackedUp: 312}}"));
    assert_explains!(&stuck.resources[0], Verdict::Failed, ["has been running for 9 h (InProgress, 312 of 540 items)", "kubectl logs -n velero deploy/velero"]);
    // A location Velero cannot reach fails the backups that write there: their root cause.
    let report = explained("apiVersion: velero.io/v1\nkind: BackupStorageLocation\nmetadata: {name: default, namespace: velero}\nstatus: {phase: Unavailable, message: \"rpc error: AccessDenied: Access Denied\"}\n---\napiVersion: velero.io/v1\nkind: Backup\nmetadata: {name: nightly, namespace: velero}\nspec: {}\nstatus: {phase: Failed, failureReason: \"error checking if backup already exists in object storage: AccessDenied\"}\n");
    assert_explains!(find(&report, "BackupStorageLocation", "default"), Verdict::Failed, ["Velero cannot use it", "AccessDenied"]);
    assert_eq!(find(&report, "Backup", "nightly").root_cause.as_ref().expect("cause").text, "Backup nightly → BackupStorageLocation default");
}

#[test]
fn cluster_api_reads_severities_and_terminal_failures() {
    let report = explained(include_str!("inputs/cluster-api-machines-failing.yaml"));
    let terminal = report.resources.iter().find(|r| r.kind == "Machine" && r.summary.contains("failed for good")).expect("the terminated machine");
    assert_explains!(terminal, Verdict::Failed, ["UpdateError", "EC2 instance state \"terminated\" is unexpected", "kubectl delete machine prod-eu1-md-0-7f9c8d6b5x-q8r2t -n fleet"]);
    let capacity = report.resources.iter().find(|r| r.kind == "Machine" && r.summary.contains("InsufficientInstanceCapacity")).expect("the machine without capacity");
    assert_eq!(capacity.verdict, Verdict::Failed, "{}", capacity.summary);
    // The cloud's words are read: what it means and what to try, not "a failure here".
    assert!(capacity.summary.contains("The cloud has no m6i.2xlarge capacity in zone eu-west-1a right now") && capacity.summary.contains("use another instance type"), "{}", capacity.summary);
    // The Cluster's conditions that only follow from it say nothing to do, not "unless intended".
    let cluster = find(&report, "Cluster", "prod-eu1");
    let waiting = cluster.conditions.iter().find(|c| c.reason == "WaitingForControlPlane").expect("Ready=False WaitingForControlPlane");
    assert!(waiting.explanation.next.starts_with("Nothing to do for this condition: the summary says what has failed"), "{}", waiting.explanation.next);
    // The MachineDeployment scaling up to machines that failed: failing now, with the machine as its cause.
    let machines = find(&report, "MachineDeployment", "prod-eu1-md-0");
    assert_explains!(machines, Verdict::Failed, ["It is failing now", "InsufficientInstanceCapacity", "nothing is serving"]);
    assert!(machines.root_cause.as_ref().is_some_and(|cause| cause.chain.iter().any(|link| link.kind == "Machine")));
    // Its "waiting for machines" notes follow the failure, not "not a failure".
    let ready = condition(machines, "Ready");
    assert!(!ready.explanation.why.contains("not a failure") && ready.explanation.why.ends_with("not its cause."), "{}", ready.explanation.why);
    // Two minutes into provisioning (severity Info or Warning, young): work under way.
    let fresh = explained(include_str!("inputs/temporary-states-of-several-operators.yaml"));
    assert_eq!(fresh.resources.iter().find(|r| r.kind == "Machine").expect("the new machine").verdict, Verdict::InProgress);
    let check = explained(include_str!("inputs/cluster-api-health-check-short-circuit.yaml"));
    assert_explains!(check.resources.iter().find(|r| r.kind == "MachineHealthCheck").expect("the check"), Verdict::Failed, [
        "so it has stopped remediating (RemediationAllowed is False: TooManyUnhealthy",
        "no machine is replaced until the failures are fixed by hand",
    ]);
}

#[test]
fn karpenter_a_refused_launch_fails_and_a_pool_takes_its_node_class_as_cause() {
    let refused = explained(include_str!("inputs/karpenter-launch-unauthorized.yaml"));
    assert_explains!(refused.resources.iter().find(|r| r.kind == "NodeClaim").expect("the NodeClaim"), Verdict::Failed, [
        "UnauthorizedOperation",
        "every NodeClaim Karpenter makes instead fails the same way until it is fixed",
    ]);
    let pool = explained(include_str!("inputs/karpenter-nodeclass-no-subnets.yaml"));
    assert_eq!(pool.root_cause.as_ref().map(|c| c.text.as_str()), Some("NodePool gpu → EC2NodeClass gpu"));
    assert!(pool.other_problems().is_empty());
}
