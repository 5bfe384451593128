//! Kind rules beyond Pod and Deployment: each situation checked for verdict and the words a
//! person needs, in the summary and in the condition explanations.

use status_explainer::Verdict;

#[macro_use]
mod report_assertions;
use report_assertions::*;

// ReplicaSet

#[test]
fn replica_set_counts_pods_like_kubectl() {
    let ready = one("apiVersion: apps/v1\nkind: ReplicaSet\nmetadata: {name: web-5d9c}\nspec: {replicas: 3}\nstatus: {replicas: 3, readyReplicas: 3, availableReplicas: 3}\n");
    assert_explains!(&ready, Verdict::Ready, ["All 3 pods are ready and available"]);
    let starting = one(
        "apiVersion: apps/v1\nkind: ReplicaSet\nmetadata: {name: web-5d9c, namespace: shop}\nspec: {replicas: 3, selector: {matchLabels: {app: web}}}\nstatus: {replicas: 3, readyReplicas: 1, availableReplicas: 1}\n",
    );
    assert_explains!(&starting, Verdict::InProgress, ["1 of 3 pods are ready", "kubectl get pods -n shop -l app=web"]);
}

#[test]
fn replica_set_blocked_by_quota_names_the_api_error() {
    let report = one(
        "apiVersion: apps/v1\nkind: ReplicaSet\nmetadata: {name: shop-6c7f9b5d4}\nspec: {replicas: 3}\nstatus:\n  replicas: 0\n  conditions:\n  - type: ReplicaFailure\n    status: \"True\"\n    reason: FailedCreate\n    message: 'pods \"shop-6c7f9b5d4-abcde\" is forbidden: exceeded quota: compute'\n",
    );
    assert_explains!(&report, Verdict::Failed, ["cannot be created", "exceeded quota: compute", "no pod is available"]);
    let failure = condition(&report, "ReplicaFailure");
    assert!(failure.failing);
    assert!(failure.explanation.what.contains("a ResourceQuota of the namespace refused them"), "{}", failure.explanation.what);
}

#[test]
fn old_replica_set_scaled_to_zero_is_fine() {
    let report = one(
        "apiVersion: apps/v1\nkind: ReplicaSet\nmetadata:\n  name: web-old\n  ownerReferences: [{apiVersion: apps/v1, kind: Deployment, name: web, uid: u1, controller: true}]\nspec: {replicas: 0}\nstatus: {replicas: 0}\n",
    );
    assert_explains!(&report, Verdict::Ready, ["old ReplicaSet of Deployment web", "kept for rollbacks"]);
}

// StatefulSet

#[test]
fn stateful_set_waits_for_ready_pods_in_order() {
    let report = one(
        "apiVersion: apps/v1\nkind: StatefulSet\nmetadata: {name: db}\nspec: {replicas: 3}\nstatus: {replicas: 1, readyReplicas: 0, currentRevision: db-1, updateRevision: db-1}\n",
    );
    assert_explains!(&report, Verdict::InProgress, ["0 of 3 pods are ready", "OrderedReady", "lowest-numbered pod"]);
}

#[test]
fn stateful_set_rolling_update_counts_updated_pods() {
    let report = one(
        "apiVersion: apps/v1\nkind: StatefulSet\nmetadata: {name: db}\nspec: {replicas: 3, updateStrategy: {type: RollingUpdate, rollingUpdate: {partition: 0}}}\nstatus: {replicas: 3, readyReplicas: 3, updatedReplicas: 1, currentRevision: db-1, updateRevision: db-2}\n",
    );
    assert_explains!(&report, Verdict::InProgress, ["1 of 3 pods have been updated", "revision db-2"]);
}

#[test]
fn stateful_set_partition_reached_is_ready() {
    let report = one(
        "apiVersion: apps/v1\nkind: StatefulSet\nmetadata: {name: db}\nspec: {replicas: 4, updateStrategy: {type: RollingUpdate, rollingUpdate: {partition: 2}}}\nstatus: {replicas: 4, readyReplicas: 4, updatedReplicas: 2, currentRevision: db-1, updateRevision: db-2}\n",
    );
    assert_explains!(&report, Verdict::Ready, ["partitioned rollout is complete", "below 2 stay at db-1", "\"partition\":0"]);
    let partial = one(
        "apiVersion: apps/v1\nkind: StatefulSet\nmetadata: {name: db}\nspec: {replicas: 4, updateStrategy: {type: RollingUpdate, rollingUpdate: {partition: 2}}}\nstatus: {replicas: 4, readyReplicas: 4, updatedReplicas: 1, currentRevision: db-1, updateRevision: db-2}\n",
    );
    assert_explains!(&partial, Verdict::InProgress, ["1 of 2 pods have been updated", "partition 2"]);
}

#[test]
fn stateful_set_on_delete_with_old_pods_is_ready_with_a_note() {
    let report = one(
        "apiVersion: apps/v1\nkind: StatefulSet\nmetadata: {name: redis}\nspec: {replicas: 2, updateStrategy: {type: OnDelete}}\nstatus: {replicas: 2, readyReplicas: 2, updatedReplicas: 0, currentRevision: redis-1, updateRevision: redis-2}\n",
    );
    assert_explains!(&report, Verdict::Ready, ["0 of 2 run the newest revision", "only when you delete them"]);
}

#[test]
fn stateful_set_done_when_revisions_match() {
    let report = one(
        "apiVersion: apps/v1\nkind: StatefulSet\nmetadata: {name: redis}\nspec: {replicas: 1}\nstatus: {replicas: 1, readyReplicas: 1, currentRevision: redis-7b8f, updateRevision: redis-7b8f}\n",
    );
    assert_explains!(&report, Verdict::Ready, ["The 1 pod is ready at revision redis-7b8f"]);
}

// DaemonSet

#[test]
fn daemon_set_rollout_and_availability() {
    let rolling = one(
        "apiVersion: apps/v1\nkind: DaemonSet\nmetadata: {name: agent}\nstatus: {desiredNumberScheduled: 5, currentNumberScheduled: 5, updatedNumberScheduled: 2, numberAvailable: 5}\n",
    );
    assert_explains!(&rolling, Verdict::InProgress, ["2 out of 5 new pods have been updated"]);
    let unavailable = one(
        "apiVersion: apps/v1\nkind: DaemonSet\nmetadata: {name: agent, namespace: kube-system}\nspec: {selector: {matchLabels: {name: agent}}}\nstatus: {desiredNumberScheduled: 5, currentNumberScheduled: 5, updatedNumberScheduled: 5, numberAvailable: 4}\n",
    );
    assert_explains!(&unavailable, Verdict::InProgress, ["4 of 5 daemon pods are available", "1 is not", "-l name=agent -o wide"]);
    let ready = one(
        "apiVersion: apps/v1\nkind: DaemonSet\nmetadata: {name: agent}\nstatus: {desiredNumberScheduled: 3, currentNumberScheduled: 3, updatedNumberScheduled: 3, numberAvailable: 3, numberMisscheduled: 1}\n",
    );
    assert_explains!(&ready, Verdict::Ready, ["all 3 nodes", "1 node runs a daemon pod it should not"]);
}

#[test]
fn daemon_set_with_no_eligible_node_says_so() {
    let report = one("apiVersion: apps/v1\nkind: DaemonSet\nmetadata: {name: gpu}\nstatus: {desiredNumberScheduled: 0, currentNumberScheduled: 0, numberAvailable: 0}\n");
    assert_explains!(&report, Verdict::Ready, ["No node is eligible", "nodeSelector"]);
}

// Job

#[test]
fn job_that_exhausted_its_retries_quotes_the_reason_and_count() {
    let report = one(
        "apiVersion: batch/v1\nkind: Job\nmetadata: {name: migrate, namespace: shop}\nspec: {backoffLimit: 6}\nstatus:\n  failed: 7\n  startTime: \"2025-03-04T09:00:00Z\"\n  conditions:\n  - {type: FailureTarget, status: \"True\", reason: BackoffLimitExceeded, message: Job has reached the specified backoff limit}\n  - {type: Failed, status: \"True\", reason: BackoffLimitExceeded, message: Job has reached the specified backoff limit}\n",
    );
    assert_explains!(&report, Verdict::Failed, ["Job failed: BackoffLimitExceeded: Job has reached the specified backoff limit (7 pods failed; spec.backoffLimit is 6)"]);
    assert_eq!(report.reason.as_deref(), Some("BackoffLimitExceeded"));
    let failed = condition(&report, "Failed");
    assert!(failed.failing);
    assert!(failed.explanation.what.contains("spec.backoffLimit"), "{}", failed.explanation.what);
    assert!(failed.explanation.next.contains("kubectl logs job/migrate -n shop"), "{}", failed.explanation.next);
}

#[test]
fn job_failure_target_is_already_a_failure() {
    let report = one(
        "apiVersion: batch/v1\nkind: Job\nmetadata: {name: j}\nstatus:\n  failed: 1\n  active: 1\n  conditions:\n  - {type: FailureTarget, status: \"True\", reason: DeadlineExceeded, message: Job was active longer than specified deadline}\n",
    );
    assert_explains!(&report, Verdict::Failed, ["DeadlineExceeded", "active longer than specified deadline", "being stopped"]);
    assert!(condition(&report, "FailureTarget").explanation.what.contains("activeDeadlineSeconds"));
}

#[test]
fn job_failed_by_pod_failure_policy_names_the_container() {
    let report = one(
        "apiVersion: batch/v1\nkind: Job\nmetadata: {name: j}\nstatus:\n  failed: 1\n  conditions:\n  - {type: Failed, status: \"True\", reason: PodFailurePolicy, message: \"Container main for pod default/j-abc failed with exit code 42 matching FailJob rule at index 0\"}\n",
    );
    assert_explains!(&report, Verdict::Failed, ["PodFailurePolicy", "exit code 42", "(1 pod failed)"]);
    assert!(condition(&report, "Failed").explanation.what.contains("FailJob rule"));
}

#[test]
fn job_complete_and_success_criteria_met_are_succeeded() {
    let complete = one(
        "apiVersion: batch/v1\nkind: Job\nmetadata: {name: j}\nspec: {completions: 3}\nstatus:\n  succeeded: 3\n  completionTime: \"2025-03-04T10:00:00Z\"\n  conditions:\n  - {type: Complete, status: \"True\"}\n",
    );
    assert_explains!(&complete, Verdict::Succeeded, ["Job completed at 2025-03-04T10:00:00Z", "3 of 3 required pods succeeded"]);
    let met = one(
        "apiVersion: batch/v1\nkind: Job\nmetadata: {name: j}\nspec: {completions: 2}\nstatus:\n  succeeded: 2\n  active: 1\n  conditions:\n  - {type: SuccessCriteriaMet, status: \"True\", reason: CompletionsReached}\n",
    );
    assert_explains!(&met, Verdict::Succeeded, ["CompletionsReached", "before it is marked Complete"]);
}

#[test]
fn suspended_job_is_suspended_and_not_a_problem() {
    let report = one(
        "apiVersion: batch/v1\nkind: Job\nmetadata: {name: j}\nspec: {suspend: true, completions: 1}\nstatus:\n  conditions:\n  - {type: Suspended, status: \"True\", reason: JobSuspended, message: Job suspended}\n",
    );
    assert_explains!(&report, Verdict::Suspended, ["Job suspended", "until it is resumed"]);
    let suspended = condition(&report, "Suspended");
    assert!(!suspended.failing);
    assert!(suspended.explanation.next.contains("spec.suspend to false"), "{}", suspended.explanation.next);
    let resumed = one(
        "apiVersion: batch/v1\nkind: Job\nmetadata: {name: j}\nspec: {suspend: false}\nstatus:\n  active: 1\n  conditions:\n  - {type: Suspended, status: \"False\", reason: JobResumed, message: Job resumed}\n",
    );
    assert_explains!(&resumed, Verdict::InProgress, ["Job is running"]);
    assert!(!condition(&resumed, "Suspended").failing);
}

#[test]
fn running_and_retrying_jobs_are_in_progress_with_counts() {
    let running = one(
        "apiVersion: batch/v1\nkind: Job\nmetadata: {name: j}\nspec: {completions: 5, backoffLimit: 4}\nstatus: {active: 2, ready: 1, succeeded: 1, failed: 1, startTime: \"2025-03-04T10:00:00Z\"}\n",
    );
    assert_explains!(&running, Verdict::InProgress, ["2 pods active, 1 ready", "1 of 5 required pods succeeded", "1 pod failed so far (backoffLimit 4)"]);
    let retrying = one("apiVersion: batch/v1\nkind: Job\nmetadata: {name: j}\nspec: {backoffLimit: 6}\nstatus: {failed: 3, startTime: \"2025-03-04T10:00:00Z\"}\n");
    assert_explains!(&retrying, Verdict::InProgress, ["retrying", "3 pods failed", "more than 6 (backoffLimit)"]);
    let waiting = one("apiVersion: batch/v1\nkind: Job\nmetadata: {name: j}\nstatus: {}\n");
    assert_explains!(&waiting, Verdict::InProgress, ["has not started yet"]);
}

// CronJob

#[test]
fn cron_job_schedules_or_is_suspended() {
    let report = one(
        "apiVersion: batch/v1\nkind: CronJob\nmetadata: {name: backup}\nspec: {schedule: \"0 * * * *\"}\nstatus:\n  lastScheduleTime: \"2025-03-04T10:00:00Z\"\n  lastSuccessfulTime: \"2025-03-04T09:01:00Z\"\n  active: [{kind: Job, name: backup-29012345}]\n",
    );
    assert_explains!(&report, Verdict::Ready, ["schedules Jobs", "\"0 * * * *\"", "Job backup-29012345 is running", "last scheduled 2025-03-04T10:00:00Z (30 min ago)", "last successful run 2025-03-04T09:01:00Z"]);
    let suspended = one("apiVersion: batch/v1\nkind: CronJob\nmetadata: {name: backup}\nspec: {schedule: \"@daily\", suspend: true}\nstatus: {}\n");
    assert_explains!(&suspended, Verdict::Suspended, ["suspended (spec.suspend: true)", "has not scheduled a Job yet"]);
}

// Service

#[test]
fn load_balancer_pending_versus_assigned() {
    let pending = one(
        "apiVersion: v1\nkind: Service\nmetadata: {name: web, namespace: shop}\nspec: {type: LoadBalancer, clusterIP: 10.0.0.5}\nstatus: {loadBalancer: {}}\n",
    );
    assert_explains!(&pending, Verdict::InProgress, ["<pending>", "MetalLB", "kubectl describe service web -n shop"]);
    let assigned = one(
        "apiVersion: v1\nkind: Service\nmetadata: {name: web}\nspec: {type: LoadBalancer}\nstatus: {loadBalancer: {ingress: [{ip: 203.0.113.7}, {hostname: lb.example.com}]}}\n",
    );
    assert_explains!(&assigned, Verdict::Ready, ["provisioned", "203.0.113.7, lb.example.com"]);
}

#[test]
fn other_services_have_nothing_to_provision() {
    let cluster_ip = one("apiVersion: v1\nkind: Service\nmetadata: {name: api}\nspec: {clusterIP: 10.0.0.9, selector: {app: api}}\n");
    assert_explains!(&cluster_ip, Verdict::Ready, ["ClusterIP Service 10.0.0.9", "ready pods matching its selector"]);
    let external = one("apiVersion: v1\nkind: Service\nmetadata: {name: db}\nspec: {type: ExternalName, externalName: db.example.com}\n");
    assert_explains!(&external, Verdict::Ready, ["DNS alias for db.example.com"]);
}

// PersistentVolumeClaim

#[test]
fn claim_bound_pending_and_lost() {
    let bound = one(
        "apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata: {name: data}\nspec: {volumeName: pvc-123}\nstatus: {phase: Bound, capacity: {storage: 10Gi}}\n",
    );
    assert_explains!(&bound, Verdict::Ready, ["bound to volume pvc-123 (10Gi)"]);
    let pending = one(
        "apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata: {name: data, namespace: db}\nspec: {storageClassName: gp3}\nstatus: {phase: Pending}\n",
    );
    assert_explains!(&pending, Verdict::InProgress, ["not bound", "StorageClass gp3", "WaitForFirstConsumer", "kubectl describe pvc data -n db"]);
    let lost = one("apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata: {name: data}\nspec: {volumeName: pvc-9}\nstatus: {phase: Lost}\n");
    // Only the volume object is known to be gone: its disk may not be.
    assert_explains!(&lost, Verdict::Failed, ["lost its volume (phase Lost): PersistentVolume pvc-9", "The paste does not show whether its disk", "look in the storage system behind it for the disk PersistentVolume pvc-9 was on", "If the disk is there, create PersistentVolume pvc-9 again", "kubectl delete pvc data"]);
    assert!(!lost.summary.contains("data on it is gone"), "{}", lost.summary);
}

#[test]
fn claim_with_a_failed_resize_is_degraded() {
    let report = one(
        "apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata: {name: data}\nstatus:\n  phase: Bound\n  conditions:\n  - {type: ControllerResizeError, status: \"True\", message: \"volume size exceeds the limit\"}\n",
    );
    assert_explains!(&report, Verdict::Degraded, ["ControllerResizeError is True", "exceeds the limit"]);
    assert!(condition(&report, "ControllerResizeError").failing);
}

// Node

#[test]
fn node_ready_not_ready_and_unreachable() {
    let ready = one(
        "apiVersion: v1\nkind: Node\nmetadata: {name: n1}\nstatus:\n  conditions:\n  - {type: MemoryPressure, status: \"False\", reason: KubeletHasSufficientMemory}\n  - {type: Ready, status: \"True\", reason: KubeletReady, message: kubelet is posting ready status}\n",
    );
    assert_explains!(&ready, Verdict::Ready, ["The node is Ready"]);
    assert!(!condition(&ready, "MemoryPressure").failing);

    let not_ready = one(
        "apiVersion: v1\nkind: Node\nmetadata: {name: n2}\nstatus:\n  conditions:\n  - {type: Ready, status: \"False\", reason: KubeletNotReady, message: \"container runtime network not ready: NetworkReady=false reason:NetworkPluginNotReady message:cni plugin not initialized\"}\n",
    );
    assert_explains!(&not_ready, Verdict::Failed, ["NotReady", "cni plugin not initialized", "evicted", "The network plugin (CNI) on it is not ready", "--field-selector spec.nodeName=n2"]);
    // The summary reads the message and says what to do: the condition adds no next step.
    assert!(condition(&not_ready, "Ready").explanation.next.is_empty(), "{}", condition(&not_ready, "Ready").explanation.next);

    let lost = one(
        "apiVersion: v1\nkind: Node\nmetadata: {name: n3}\nstatus:\n  conditions:\n  - {type: Ready, status: Unknown, reason: NodeStatusUnknown, message: Kubelet stopped posting node status.}\n",
    );
    assert_explains!(&lost, Verdict::Failed, ["unreachable", "Kubelet stopped posting node status"]);
    // The Unknown condition that decided "Failed" is the failure, explained as one, not "wait".
    let ready = condition(&lost, "Ready");
    assert!(ready.failing, "Ready=Unknown is what failed");
    assert!(!ready.explanation.why.ends_with("This is what it still waits for."), "{}", ready.explanation.why);
    assert!(ready.explanation.next.contains("kubelet"), "{}", ready.explanation.next);
}

#[test]
fn node_under_pressure_is_degraded_and_cordon_is_noted() {
    let pressure = one(
        "apiVersion: v1\nkind: Node\nmetadata: {name: n1}\nstatus:\n  conditions:\n  - {type: DiskPressure, status: \"True\", reason: KubeletHasDiskPressure, message: kubelet has disk pressure}\n  - {type: Ready, status: \"True\", reason: KubeletReady}\n",
    );
    assert_explains!(&pressure, Verdict::Degraded, ["under pressure", "DiskPressure is True", "evicts pods"]);
    assert!(condition(&pressure, "DiskPressure").explanation.next.contains("Free disk"));
    let cordoned = one(
        "apiVersion: v1\nkind: Node\nmetadata: {name: n1}\nspec: {unschedulable: true}\nstatus:\n  conditions:\n  - {type: Ready, status: \"True\", reason: KubeletReady}\n",
    );
    assert_explains!(&cordoned, Verdict::Ready, ["cordoned", "kubectl uncordon"]);
}

// Namespace

#[test]
fn namespace_active_and_stuck_terminating() {
    let active = one("apiVersion: v1\nkind: Namespace\nmetadata: {name: shop}\nstatus: {phase: Active}\n");
    assert_explains!(&active, Verdict::Ready, ["active"]);
    let stuck = one(
        "apiVersion: v1\nkind: Namespace\nmetadata: {name: old}\nstatus:\n  phase: Terminating\n  conditions:\n  - {type: NamespaceDeletionDiscoveryFailure, status: \"True\", reason: DiscoveryFailed, message: \"Discovery failed for some groups, 1 failing: unable to retrieve the complete list of server APIs: metrics.k8s.io/v1beta1\"}\n  - {type: NamespaceContentRemaining, status: \"False\", reason: ContentRemoved}\n",
    );
    assert_explains!(&stuck, Verdict::Terminating, ["held up", "metrics.k8s.io/v1beta1"]);
    let discovery = condition(&stuck, "NamespaceDeletionDiscoveryFailure");
    assert!(discovery.failing);
    assert!(discovery.explanation.next.contains("kubectl get apiservice v1beta1.metrics.k8s.io says why"), "{}", discovery.explanation.next);
    assert!(!condition(&stuck, "NamespaceContentRemaining").failing);
}

// Ingress

#[test]
fn ingress_address_or_none() {
    let ready = one(
        "apiVersion: networking.k8s.io/v1\nkind: Ingress\nmetadata: {name: web}\nstatus: {loadBalancer: {ingress: [{ip: 1.2.3.4}]}}\n",
    );
    assert_explains!(&ready, Verdict::Ready, ["published its address: 1.2.3.4"]);
    let waiting = one("apiVersion: networking.k8s.io/v1\nkind: Ingress\nmetadata: {name: web}\nspec: {ingressClassName: nginx}\nstatus: {loadBalancer: {}}\n");
    assert_explains!(&waiting, Verdict::InProgress, ["No address yet", "IngressClass nginx", "kubectl get ingressclass"]);
    let old = one("apiVersion: extensions/v1beta1\nkind: Ingress\nmetadata: {name: web}\nstatus: {loadBalancer: {}}\n");
    assert_explains!(&old, Verdict::InProgress, ["names no class", "only a controller set to serve Ingresses without a class takes it"]);
    // How long it has gone without one, from its creation.
    let long = explained_at("apiVersion: networking.k8s.io/v1\nkind: Ingress\nmetadata: {name: web, namespace: shop, creationTimestamp: \"2024-05-10T11:00:00Z\"}\nspec: {ingressClassName: nginx}\nstatus: {loadBalancer: {}}\n", "2024-05-10T12:00:00Z");
    assert_explains!(&long.resources[0], Verdict::InProgress, ["No address 1 h after it was created", "kubectl describe ingress web -n shop"]);
}

// HorizontalPodAutoscaler

const HPA_HEAD: &str = "apiVersion: autoscaling/v2\nkind: HorizontalPodAutoscaler\nmetadata: {name: web, namespace: shop}\nspec: {minReplicas: 2, maxReplicas: 10, scaleTargetRef: {apiVersion: apps/v1, kind: Deployment, name: web}}\n";

#[test]
fn hpa_working_and_limited_is_ready_with_a_note() {
    let report = one(&format!(
        "{HPA_HEAD}status:\n  currentReplicas: 10\n  desiredReplicas: 10\n  conditions:\n  - {{type: AbleToScale, status: \"True\", reason: ReadyForNewScale}}\n  - {{type: ScalingActive, status: \"True\", reason: ValidMetricFound}}\n  - {{type: ScalingLimited, status: \"True\", reason: TooManyReplicas, message: the desired replica count is more than the maximum replica count}}\n"
    ));
    assert_explains!(&report, Verdict::Ready, ["Deployment web has 10 replicas, as desired (min 2, max 10)", "Note: scaling is limited: TooManyReplicas"]);
    let limited = condition(&report, "ScalingLimited");
    assert!(!limited.failing);
    assert!(limited.explanation.why.contains("not a failure"), "{}", limited.explanation.why);
    assert!(limited.explanation.next.contains("raise spec.maxReplicas of horizontalpodautoscaler/web -n shop"), "{}", limited.explanation.next);
}

#[test]
fn hpa_that_cannot_get_its_target_or_metrics_is_degraded() {
    let no_target = one(&format!(
        "{HPA_HEAD}status:\n  currentReplicas: 2\n  conditions:\n  - {{type: AbleToScale, status: \"False\", reason: FailedGetScale, message: 'deployments/scale.apps \"web\" not found'}}\n"
    ));
    // Not found: there is nothing it holds at any count.
    assert_explains!(&no_target, Verdict::Degraded, ["The autoscaler's target, Deployment web, does not exist in namespace shop", "not found", "nothing is autoscaled"]);
    assert!(!no_target.summary.contains("at 2 replicas"), "{}", no_target.summary);
    let no_metrics = one(&format!(
        "{HPA_HEAD}status:\n  currentReplicas: 3\n  conditions:\n  - {{type: AbleToScale, status: \"True\", reason: SucceededGetScale}}\n  - {{type: ScalingActive, status: \"False\", reason: FailedGetResourceMetric, message: unable to get metrics for resource cpu}}\n"
    ));
    assert_explains!(&no_metrics, Verdict::Degraded, ["cannot compute a replica count", "FailedGetResourceMetric", "at 3 replicas"]);
    assert!(condition(&no_metrics, "ScalingActive").explanation.next.contains("metrics-server"));
}

#[test]
fn hpa_v1_conditions_come_from_the_annotation() {
    let report = one(
        "apiVersion: autoscaling/v1\nkind: HorizontalPodAutoscaler\nmetadata:\n  name: web\n  annotations:\n    autoscaling.alpha.kubernetes.io/conditions: '[{\"type\":\"AbleToScale\",\"status\":\"True\",\"reason\":\"SucceededGetScale\"},{\"type\":\"ScalingActive\",\"status\":\"False\",\"reason\":\"FailedGetExternalMetric\",\"message\":\"unable to get external metric queue_depth\"}]'\nspec: {maxReplicas: 4, scaleTargetRef: {kind: Deployment, name: worker}}\nstatus: {currentReplicas: 1, desiredReplicas: 0}\n",
    );
    assert_explains!(&report, Verdict::Degraded, ["FailedGetExternalMetric", "queue_depth", "Deployment worker at 1 replica"]);
    assert_eq!(report.conditions.len(), 2);
    assert!(condition(&report, "ScalingActive").failing);
}

#[test]
fn hpa_scaling_disabled_waiting_or_silent() {
    let disabled = one(&format!(
        "{HPA_HEAD}status:\n  conditions:\n  - {{type: AbleToScale, status: \"True\", reason: SucceededGetScale}}\n  - {{type: ScalingActive, status: \"False\", reason: ScalingDisabled, message: scaling is disabled since the replica count of the target is zero}}\n"
    ));
    assert_explains!(&disabled, Verdict::Suspended, ["scaled to zero", "ScalingDisabled"]);
    let backoff = one(&format!(
        "{HPA_HEAD}status:\n  conditions:\n  - {{type: AbleToScale, status: \"False\", reason: BackoffBoth}}\n  - {{type: ScalingActive, status: \"True\", reason: ValidMetricFound}}\n"
    ));
    assert_explains!(&backoff, Verdict::InProgress, ["AbleToScale is False: BackoffBoth"]);
    let silent = one(&format!("{HPA_HEAD}status: {{currentReplicas: 2, desiredReplicas: 2}}\n"));
    assert_explains!(&silent, Verdict::InProgress, ["has not reported AbleToScale or ScalingActive yet"]);
}

// APIService

#[test]
fn api_service_available_or_not() {
    let ready = one(
        "apiVersion: apiregistration.k8s.io/v1\nkind: APIService\nmetadata: {name: v1beta1.metrics.k8s.io}\nspec: {group: metrics.k8s.io, version: v1beta1, service: {name: metrics-server, namespace: kube-system}}\nstatus:\n  conditions:\n  - {type: Available, status: \"True\", reason: Passed, message: all checks passed}\n",
    );
    assert_explains!(&ready, Verdict::Ready, ["metrics.k8s.io/v1beta1 is available", "metrics-server in namespace kube-system"]);
    let down = one(
        "apiVersion: apiregistration.k8s.io/v1\nkind: APIService\nmetadata: {name: v1beta1.metrics.k8s.io}\nspec: {group: metrics.k8s.io, version: v1beta1, service: {name: metrics-server, namespace: kube-system}}\nstatus:\n  conditions:\n  - {type: Available, status: \"False\", reason: FailedDiscoveryCheck, message: \"failing or missing response from https://10.0.0.1:443/apis/metrics.k8s.io/v1beta1: context deadline exceeded\"}\n",
    );
    assert_explains!(&down, Verdict::Failed, ["not available", "FailedDiscoveryCheck", "context deadline exceeded"]);
    // Words that do not say how far the request got: the general advice, every case of it.
    assert!(condition(&down, "Available").explanation.next.contains("network policies"), "{}", condition(&down, "Available").explanation.next);
}

// Stored objects

#[test]
fn stored_objects_exist_and_have_nothing_to_check() {
    let report = explained(
        "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: app-config}\ndata: {a: '1', b: '2'}\n---\napiVersion: rbac.authorization.k8s.io/v1\nkind: RoleBinding\nmetadata: {name: read}\n---\napiVersion: networking.k8s.io/v1\nkind: NetworkPolicy\nmetadata: {name: deny-all}\nspec: {podSelector: {}}\n---\napiVersion: v1\nkind: ServiceAccount\nmetadata: {name: builder}\n---\napiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata: {name: web}\nspec: {minAvailable: 1}\n",
    );
    assert_eq!(report.resources.len(), 5);
    for resource in &report.resources {
        assert_explains!(resource, Verdict::Ready, ["has no status to check", "it exists"]);
    }
    assert!(report.resources[0].summary.contains("2 keys"));
}

#[test]
fn secret_data_is_never_shown() {
    let report = explained(
        "apiVersion: v1\nkind: Secret\nmetadata: {name: db-credentials}\ntype: kubernetes.io/basic-auth\ndata: {username: YWRtaW4=, password: czNjcjN0LXBhc3N3b3Jk}\nstringData: {token: plain-text-token}\n",
    );
    let secret = &report.resources[0];
    assert_explains!(secret, Verdict::Ready, ["has no status to check", "type kubernetes.io/basic-auth", "3 keys", "values are not shown"]);
    let json = report.to_json();
    for value in ["YWRtaW4=", "czNjcjN0LXBhc3N3b3Jk", "plain-text-token"] {
        assert!(!json.contains(value), "the report shows a secret value {value}");
    }
}

#[test]
fn disruption_budget_with_status_counts_healthy_pods() {
    let blocked = one(
        "apiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata: {name: web, namespace: shop}\nspec: {maxUnavailable: 0}\nstatus:\n  currentHealthy: 3\n  desiredHealthy: 3\n  expectedPods: 3\n  disruptionsAllowed: 0\n  conditions:\n  - {type: DisruptionAllowed, status: \"False\", reason: InsufficientPods}\n",
    );
    // Every pod healthy: no health to wait for, the budget itself refuses evictions.
    assert_explains!(&blocked, Verdict::Ready, ["All 3 protected pods are healthy, and still it allows 0 disruptions", "with maxUnavailable: 0 it refuses every voluntary eviction", "kubectl edit pdb web -n shop"]);
    let waiting = one(
        "apiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata: {name: web}\nspec: {minAvailable: 2}\nstatus: {currentHealthy: 2, desiredHealthy: 2, expectedPods: 3, disruptionsAllowed: 0}\n",
    );
    assert_explains!(&waiting, Verdict::Ready, ["2 of 3 protected pods are healthy", "allows 0 disruptions", "drain waits until more pods are healthy"]);
    assert!(!condition(&blocked, "DisruptionAllowed").failing);
    let below = one(
        "apiVersion: policy/v1\nkind: PodDisruptionBudget\nmetadata: {name: web}\nstatus: {currentHealthy: 1, desiredHealthy: 2, expectedPods: 3, disruptionsAllowed: 0}\n",
    );
    assert_explains!(&below, Verdict::Degraded, ["Only 1 of 3 protected pods are healthy", "needs 2"]);
}

// Generic: stale status told by the Ready condition's own observedGeneration

#[test]
fn ready_condition_from_an_older_generation_is_not_trusted() {
    let report = one(
        "apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w, generation: 2}\nstatus:\n  conditions:\n  - {type: Ready, status: \"True\", observedGeneration: 1}\n",
    );
    assert_explains!(&report, Verdict::InProgress, ["not seen your latest change", "generation 2, the Ready condition's observed generation 1"]);
    let current = one(
        "apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w, generation: 2}\nstatus:\n  conditions:\n  - {type: Ready, status: \"True\", observedGeneration: 2}\n",
    );
    assert_eq!(current.verdict, Verdict::Ready);
}

#[test]
fn workloads_pasted_without_status_are_not_guessed() {
    for text in [
        "apiVersion: apps/v1\nkind: StatefulSet\nmetadata: {name: db}\nspec: {replicas: 3}\n",
        "apiVersion: apps/v1\nkind: ReplicaSet\nmetadata: {name: web-1}\nspec: {replicas: 3}\n",
        "apiVersion: batch/v1\nkind: Job\nmetadata: {name: j}\nspec: {}\n",
        "apiVersion: networking.k8s.io/v1\nkind: Ingress\nmetadata: {name: web}\n",
        "apiVersion: autoscaling/v2\nkind: HorizontalPodAutoscaler\nmetadata: {name: web}\n",
        "apiVersion: v1\nkind: Service\nmetadata: {name: web}\nspec: {type: LoadBalancer}\n",
    ] {
        assert_explains!(&one(text), Verdict::Unknown, ["has no status in what you pasted"]);
    }
    let cron = one("apiVersion: batch/v1\nkind: CronJob\nmetadata: {name: backup}\nspec: {schedule: \"@daily\"}\n");
    assert_explains!(&cron, Verdict::Ready, ["schedules Jobs"]);
    assert!(!cron.summary.contains("has not scheduled"), "{}", cron.summary);
}

#[test]
fn job_past_its_deadline_names_the_deadline() {
    let report = one(
        "apiVersion: batch/v1\nkind: Job\nmetadata: {name: report}\nspec: {activeDeadlineSeconds: 600}\nstatus:\n  failed: 1\n  conditions:\n  - {type: Failed, status: \"True\", reason: DeadlineExceeded, message: Job was active longer than specified deadline}\n",
    );
    assert_explains!(&report, Verdict::Failed, ["DeadlineExceeded", "(1 pod failed; spec.activeDeadlineSeconds is 600)"]);
}

#[test]
fn an_indexed_job_with_an_index_failed_for_good_has_failed_while_others_run() {
    let running = "apiVersion: batch/v1\nkind: Job\nmetadata: {name: render, namespace: batch}\nspec: {completionMode: Indexed, completions: 10, parallelism: 3, backoffLimitPerIndex: 2}\nstatus: {active: 3, succeeded: 4, failed: 6, failedIndexes: '1,3-4', startTime: '2025-03-04T10:00:00Z'}\n";
    check(running, Verdict::Failed, &[
        "3 indexes of this Indexed Job failed for good (1,3-4)",
        "spec.backoffLimitPerIndex of 2",
        "The other indexes still run (3 pods active).",
        "kubectl get pods -n batch -l 'job-name=render,batch.kubernetes.io/job-completion-index in (1,3,4)'",
    ]);
    // Retrying within its per-index limit: still running, and the limit named is the right one.
    let retrying = running.replace(", failedIndexes: '1,3-4'", "");
    check(&retrying, Verdict::InProgress, &["6 pods failed so far (backoffLimitPerIndex 2)"]);
    let finished = "apiVersion: batch/v1\nkind: Job\nmetadata: {name: render, namespace: batch}\nspec: {completionMode: Indexed, completions: 10, backoffLimitPerIndex: 2}\nstatus:\n  failed: 6\n  failedIndexes: '7'\n  conditions: [{type: Failed, status: 'True', reason: FailedIndexes, message: Job has failed indexes}]\n";
    check(finished, Verdict::Failed, &["1 index failed for good (7)", "job-completion-index=7"]);
}

#[test]
fn an_ingress_that_names_no_class_beside_a_class_that_is_not_the_default_has_failed() {
    let text = include_str!("inputs/ingress-without-class.yaml");
    let report = explained(text);
    let ingress = find(&report, "Ingress", "docs");
    assert_explains!(ingress, Verdict::Failed, [
        "It names no class (no spec.ingressClassName, no kubernetes.io/ingress.class annotation) and has had no address for 1 h 35 min",
        "The IngressClass pasted, nginx, is not the default either: it lacks the annotation ingressclass.kubernetes.io/is-default-class: \"true\"",
        r#"kubectl patch ingress docs -n docs --type merge -p '{"spec":{"ingressClassName":"nginx"}}'"#,
    ]);
    assert!(!ingress.summary.contains("<class>"), "the paste names the class: {}", ingress.summary);
    assert_eq!(report.root_cause.as_ref().map(|c| c.text.as_str()), Some("Ingress docs"));
    // Minutes old: still in progress, with the same way out.
    let young = explained_at(text, "2025-03-04T08:58:00Z");
    assert_explains!(find(&young, "Ingress", "docs"), Verdict::InProgress, ["names no class", r#""ingressClassName":"nginx""#]);
    // The class made default since: it is written only into Ingresses created after.
    let default = text.replace("labels: {app.kubernetes.io/name: ingress-nginx}", "annotations: {ingressclass.kubernetes.io/is-default-class: \"true\"}");
    let report = explained(&default);
    assert_explains!(find(&report, "Ingress", "docs"), Verdict::Failed, ["IngressClass nginx is the default now, but it became one after this Ingress was created", r#""ingressClassName":"nginx""#]);
    // No class pasted: the command keeps the place of the class to choose.
    let alone = text.split("\n- apiVersion: networking.k8s.io/v1\n  kind: IngressClass").next().expect("the Ingress");
    let report = explained(alone);
    assert_explains!(find(&report, "Ingress", "docs"), Verdict::Failed, ["kubectl get ingressclass lists them", r#""ingressClassName":"<class>""#]);
}

#[test]
fn an_apiservice_whose_backend_cannot_be_dialed_says_no_connection_was_made_and_holds_the_namespace() {
    let text = include_str!("inputs/namespace-stuck-on-an-unavailable-apiservice.yaml");
    let report = explained(text);
    let api = find(&report, "APIService", "v1beta1.metrics.k8s.io");
    assert_explains!(api, Verdict::Failed, [
        "dial tcp 10.244.2.31:10250: i/o timeout",
        "The API server could not open a connection to the backend at 10.244.2.31:10250",
        "with spec.insecureSkipTLSVerify: true, spec.caBundle plays no part at all",
        "kubectl get endpoints metrics-server -n kube-system -o wide",
        "kubectl get pods -n kube-system -o wide --field-selector status.podIP=10.244.2.31",
        "the control plane cannot reach pod IPs on port 10250",
        "kubectl delete apiservice v1beta1.metrics.k8s.io",
    ]);
    let available = condition(api, "Available");
    assert!(!available.explanation.what.contains("reached the backend"), "{}", available.explanation.what);
    assert!(!available.explanation.next.contains("caBundle"), "{}", available.explanation.next);
    // The namespace is held by that APIService: it is the root cause, with what to do.
    let namespace = find(&report, "Namespace", "old-team");
    assert_explains!(namespace, Verdict::Failed, [
        "It waits for APIService v1beta1.metrics.k8s.io, which is not available",
        "kubectl delete apiservice v1beta1.metrics.k8s.io",
        "the namespace then finishes deleting by itself",
    ]);
    assert!(condition(namespace, "NamespaceDeletionDiscoveryFailure").explanation.next.starts_with("It waits for APIService v1beta1.metrics.k8s.io"));
    let cause = report.root_cause.as_ref().expect("a root cause");
    assert_eq!(cause.text, "Namespace old-team → APIService v1beta1.metrics.k8s.io (FailedDiscoveryCheck)");
    assert!(cause.summary.contains("could not open a connection"), "{}", cause.summary);
    assert!(report.other_problems().is_empty(), "the APIService is the cause, not a problem beside it");
    // A refused connection reached the address: nothing listens there.
    let refused = explained(&text.replace("i/o timeout", "connect: connection refused"));
    assert_explains!(find(&refused, "APIService", "v1beta1.metrics.k8s.io"), Verdict::Failed, ["refused the connection: nothing listens on port 10250 there"]);
}
