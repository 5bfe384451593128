//! The knowledge base against the shared semantics reference (`semantics-kubernetes-knative.md`
//! and `semantics-radius-mtc-heat-aso-crossplane-flux.md`): every reason, event reason and
//! condition type the two documents name has an entry, and a paste using some of them reads well.
//!
//! Words of the documents judged NOT to be reasons, and why:
//! - Kubernetes condition types of the newest API, or of one distribution, whose meaning the
//!   documents do not give (they say: treat unknown condition types generically):
//!   `AllContainersRestarting` (Pod), `ScaledToZero` (HPA), `Unused` (PVC), `EtcdIsVoter` (k3s
//!   Node), and the admin-owned, informational Node types `GracefulNodeShutdownInProgress`,
//!   `DrainInProgress`, `Drained`, `MaintenancePlanned`, `MaintenanceInProgress`.
//! - `PodResizePending`, `PodResizeInProgress`, `PodHasNetwork`: condition types, not reasons
//!   (they are covered below as condition types; their reasons `Deferred`, `Infeasible` are reasons).
//! - `NodeUnreachablePodReason`: the Go constant's name; its value is `NodeLost`.
//! - `ControllerResizeInProgress`, `ControllerResizeInfeasible`, `NodeResizePending`,
//!   `NodeResizeInProgress`, `NodeResizeInfeasible`: values of a PVC's
//!   `status.allocatedResourceStatuses`, not reasons; nothing looks them up.
//! - `Bound`, `Lost` (and `Pending`, `Available`, `Released`): PVC / PV phases; a lost claim's
//!   event is `ClaimLost`.
//! - `NetworkPluginNotReady`: a runtime status inside a `KubeletNotReady` message.
//! - kstatus statuses `InProgress`, `Current`, `Terminating`, `NotFound`, `Unknown`: results,
//!   not reasons (its reason codes are below). `Unknown` is also the reason Knative's Route sets
//!   beside an Unknown status, with no meaning of its own.
//! - kubectl display words (`NotReady`, `SchedulingDisabled`, `Init:…`, `ExitCode:N`,
//!   `Signal:N`), Go identifiers (`ErrImagePullBackOff`, `ErrCrashLoopBackOff`, …,
//!   `ReplicaSetReady`, `MarkUnknown`), kind names, `True` / `False`, severities and MTC
//!   categories (`Info`, `Warning`, `Error` as a severity, `Critical`, `Warn`, `Required`,
//!   `Advisory`).
//! - `AsyncOperationTimeout`, `DefaultAsyncOperationTimeout`, `MaxDeploymentTimeout`: Radius
//!   settings (timeouts), not reasons.
//! - ARM `provisioningState` values (`Accepted`, `Provisioning`, `Provisioned`, `Updating`,
//!   `Deleting`, `Canceled`, `NotSpecified`): states, not error codes.
//! - MTC phase names (`MigrationFailed`, `InitialBackupFailed`, `StageBackupFailed`,
//!   `StageRestoreFailed`, `FinalRestoreFailed`, `SourceStagePodsFailed`, `PreBackupHooksFailed`,
//!   `InitialBackupCreated`, …), itineraries (`Stage`, `Final`, `Cancel` as an itinerary,
//!   `Rollback`) and pipeline steps (`Prepare`, `Backup`, `StageBackup`, …): a phase is the reason
//!   of the Running / Failed conditions, but those are explained by their type (they carry a
//!   category), never by the phase.
//! - `NsHaveNodeSelectors` (the Go name of `NamespacesHaveNodeSelectors`), `PVLimitExceeded` (a
//!   misspelling in MTC's UI), `StorageAccountIsNotProvisioned` (text inside a `BadRequest`
//!   message), `CompositeAndClaim` (a Crossplane target value).
//! - Reasons only in the documents' hand-made examples: `QuotaExceeded` (a made-up custom
//!   resource's reason), `NodeSelectorsDetected` (explained by its MTC type).

use status_explainer::explain::{catalog, knowledge};
use status_explainer::Verdict;

#[macro_use]
mod report_assertions;
use report_assertions::*;

/// Condition, container and pod-level reasons (`knowledge::reason`).
const REASONS: &[&str] = &[
    // Kubernetes §1.2 pod conditions, DisruptionTarget, PodResizePending / PodResizeInProgress.
    "Unschedulable", "SchedulingGated", "SchedulerError", "ContainersNotInitialized", "UnknownContainerStatuses",
    "PodCompleted", "ContainersNotReady", "PodFailed", "ReadinessGatesNotReady", "PreemptionByScheduler",
    "TerminationByKubelet", "EvictionByEvictionAPI", "DeletionByTaintManager", "DeletionByPodGC", "Deferred", "Infeasible",
    // §1.3 waiting and terminated container reasons.
    "ContainerCreating", "PodInitializing", "ErrImagePull", "ImagePullBackOff", "InvalidImageName", "ErrImageNeverPull",
    "ImageInspectError", "RegistryUnavailable", "SignatureValidationFailed", "CrashLoopBackOff", "CreateContainerConfigError",
    "CreateContainerError", "PreCreateHookError", "PreStartHookError", "PostStartHookError", "RunContainerError",
    "CreatePodSandboxError", "ConfigPodSandboxError", "KillPodSandboxError", "KillContainerError", "Completed", "Error",
    "OOMKilled", "StartError", "ContainerCannotRun", "DeadlineExceeded", "ContainerStatusUnknown",
    // §1.4 pod status.reason.
    "Evicted", "OutOf<resource>", "OutOfcpu", "OutOfmemory", "OutOfpods", "OutOfephemeral-storage", "NodeAffinity", "NodeName",
    "NodePorts", "TaintToleration", "UnexpectedAdmissionError", "UnknownReason", "UnexpectedPredicateFailureType",
    "TopologyAffinityError", "SysctlForbidden", "InitContainerRestartPolicyForbidden", "PodOSSelectorNodeLabelDoesNotMatch",
    "PodOSNotSupported", "NodeShutdown", "Terminated", "NodeLost", "Preempting",
    // §2.2–2.3 Deployment and ReplicaSet.
    "MinimumReplicasAvailable", "MinimumReplicasUnavailable", "NewReplicaSetCreated", "FoundNewReplicaSet", "ReplicaSetUpdated",
    "NewReplicaSetAvailable", "ProgressDeadlineExceeded", "ReplicaSetCreateError", "DeploymentPaused", "DeploymentResumed",
    "FailedCreate", "FailedDelete",
    // §2.6 Job.
    "CompletionsReached", "SuccessPolicy", "BackoffLimitExceeded", "PodFailurePolicy", "MaxFailedIndexesExceeded",
    "FailedIndexes", "JobSuspended", "JobResumed",
    // §2.8–2.12 claims, nodes, Services, autoscalers, namespaces.
    "ClaimLost", "KubeletReady", "KubeletNotReady", "NodeStatusUnknown", "NodeStatusNeverUpdated", "KubeletHasSufficientMemory",
    "KubeletHasInsufficientMemory", "KubeletHasNoDiskPressure", "KubeletHasDiskPressure", "KubeletHasSufficientPID",
    "KubeletHasInsufficientPID", "RouteCreated", "CalicoIsUp", "NoRouteCreated", "LoadBalancerMixedProtocolNotSupported",
    "SucceededGetScale", "SucceededRescale", "ReadyForNewScale", "ScaleDownStabilized", "ScaleUpStabilized", "FailedGetScale",
    "FailedUpdateScale", "BackoffBoth", "BackoffDownscale", "BackoffUpscale", "ValidMetricFound", "FailedGetResourceMetric",
    "FailedGetPodsMetric", "FailedGetObjectMetric", "FailedGetExternalMetric", "FailedGetContainerResourceMetric",
    "InvalidSelector", "InvalidMetricSourceType", "ScalingDisabled", "TooManyReplicas", "TooFewReplicas", "ScaleUpLimit",
    "ScaleDownLimit", "DesiredWithinRange", "DiscoveryFailed", "ResourcesDiscovered", "GroupVersionParsingFailed",
    "ParsedGroupVersions", "ContentDeletionFailed", "ContentDeleted", "SomeResourcesRemain", "ContentRemoved",
    "SomeFinalizersRemain", "ContentHasNoFinalizers",
    // §4 kstatus reason codes, CRD.
    "LatestGenerationNotObserved", "ContainerCrashLooping", "PodRunningNotReady", "PodNotScheduled", "PodUnschedulable",
    "PodPending", "PodNotObserved", "NotBound", "NoIPAssigned", "LessReplicas", "LessUpdated", "ExtraPods", "LessAvailable",
    "LessReady", "ReplicaSetNotAvailable", "DeploymentNotAvailable", "ReplicaFailure", "LessLabelled", "PartitionRollout",
    "LessCurrent", "RevisionMismatch", "NoGeneration", "NoObservedGeneration", "NoDesiredNumber", "JobFailed",
    "JobNotStarted", "Installing",
    // §5 Knative Serving.
    "NewObservedGenFailure", "Deploying", "ResolvingDigests", "ContainerMissing", "ExitCode<N>", "ExitCode0", "ExitCode1",
    "ExitCode137", "NotOwned", "Queued", "NoTraffic", "TimedOut", "RevisionFailed", "RevisionDeleted", "RevisionMissing",
    "ConfigurationMissing", "RevisionNotOwned", "IngressNotConfigured", "RolloutInProgress", "CertificateProvisionFailed",
    "CertificateNotOwned", "CertificateNotReady", "TLSNotEnabled", "HTTPDowngrade", "OutOfDate", "TrafficNotMigrated",
    "RevisionNameTaken",
    // Second document. §1 Radius (ARM error codes of its operations).
    "OperationCanceled", "Internal",
    // §2 MTC reason codes.
    "NotSet", "NotFound", "NotDistinct", "NotReady", "KeyNotFound", "LimitExceeded", "LengthExceeded", "NotDone", "Done",
    "Conflict", "NotHealthy", "Malformed", "InvalidScheme", "ConnectFailed", "RouteTestFailed", "Unauthorized",
    "VersionNotFound", "NotSupported", "TestFailed", "Cancel", "ErrorsDetected",
    // §3 Heat ACTION_STATUS (conditions made from them) and hooks.
    "CREATE_IN_PROGRESS", "CREATE_COMPLETE", "CREATE_FAILED", "UPDATE_IN_PROGRESS", "UPDATE_COMPLETE", "UPDATE_FAILED",
    "DELETE_IN_PROGRESS", "DELETE_COMPLETE", "DELETE_FAILED", "ROLLBACK_IN_PROGRESS", "ROLLBACK_COMPLETE", "ROLLBACK_FAILED",
    "SUSPEND_IN_PROGRESS", "SUSPEND_COMPLETE", "SUSPEND_FAILED", "RESUME_IN_PROGRESS", "RESUME_COMPLETE", "RESUME_FAILED",
    "ADOPT_IN_PROGRESS", "ADOPT_COMPLETE", "ADOPT_FAILED", "SNAPSHOT_IN_PROGRESS", "SNAPSHOT_COMPLETE", "SNAPSHOT_FAILED",
    "RESTORE_IN_PROGRESS", "RESTORE_COMPLETE", "RESTORE_FAILED", "CHECK_IN_PROGRESS", "CHECK_COMPLETE", "CHECK_FAILED",
    "INIT_COMPLETE", "SIGNAL_COMPLETE", "HookPaused",
    // §4 ASO: its own reasons, then ARM error codes (retryable, fatal, re-classified per kind).
    "Succeeded", "Reconciling", "Deleting", "WaitingForOwner", "ReferenceNotFound", "SecretNotFound", "ConfigMapNotFound",
    "SubscriptionMismatch", "AzureResourceNotFound", "FailedWritingAdditionalKubernetesObjects", "ReconciliationBlocked",
    "ReconciliationPostponed", "PostReconciliationFailure", "ReconciliationFailedPermanently", "Failed", "UnknownError",
    "ResourceGroupNotFound", "SubscriptionNotRegistered", "MissingSubscriptionRegistration", "InvalidResourceReference",
    "AuthorizationFailed", "BadRequest", "InvalidParameter", "SkuNotAvailable", "RequestDisallowedByPolicy", "MethodNotAllowed",
    "AnotherOperationInProgress", "AllocationFailed", "FailedIdentityOperation", "InvalidSubscriptionRegistrationState",
    "LinkedAuthorizationFailed", "MissingRegistrationForLocation", "NoRegisteredProviderFound", "ParentResourceNotFound",
    "PrincipalNotFound", "ResourceNotFound", "ResourceQuotaExceeded", "ScopeLocked", "BadRequestFormat",
    "InvalidParameterValue", "InvalidResourceGroupLocation", "InvalidResourceType", "InvalidRequestContent", "InvalidTemplate",
    "InvalidValuesForRequestParameters", "InvalidGatewaySkuProvidedForGatewayVpnType", "InvalidGatewaySize",
    "LocationRequired", "MissingRequiredParameter", "PasswordTooLong", "PrivateIPAddressInReservedRange",
    "PrivateIPAddressNotInSubnet", "PropertyChangeNotAllowed", "PublicIpForGatewayIsRequired", "RegionIsOfferRestricted",
    "ReservedResourceName", "SubscriptionNotFound", "K8sVersionNotSupported", "OperationNotAllowed",
    "CustomKubeletIdentityMissingPermissionError", "DependentResourceNotFound", "ServiceUnavailable",
    "ReferencedResourceNotProvisioned", "NetworkSecurityGroupNotFoundForFlowLog", "StorageProvisioningStateNotSucceeded",
    "WorkspaceNotFound", "MessagingGatewayBadRequest", "PasswordNotComplex", "InvalidServerAADOnlyAuthNoAADAdminPropertyName",
    // §5 Crossplane.
    "Available", "Creating", "Unavailable", "ReconcileSuccess", "ReconcileError", "ReconcilePaused", "FatalError",
    // §6 Flux: source, generic and helm-controller reasons.
    "URLInvalid", "AuthenticationFailed", "StorageOperationFailed", "GitOperationFailed", "Progressing", "ProgressingWithRetry",
    "Suspended", "DependencyNotReady", "ArtifactFailed", "BuildFailed", "HealthCheckFailed", "HealthCheckCanceled",
    "PruneFailed", "ReconciliationSucceeded", "ReconciliationFailed", "InvalidPath", "InvalidURL",
    "InsecureConnectionsDisallowed", "UnsupportedConnectionType", "InvalidCELExpression", "FeatureGateDisabled",
    "InstallFailed", "InstallSucceeded", "UpgradeFailed", "UpgradeSucceeded", "TestSucceeded", "RollbackFailed",
    "RollbackSucceeded", "UninstallFailed", "UninstallSucceeded", "ChartPullFailed", "InitFailed",
];

/// Event reasons (`knowledge::event_reason`): the events tables of the first document.
const EVENT_REASONS: &[&str] = &[
    // §2.13 common reasons.
    "FailedScheduling", "Scheduled", "Preempted", "Pulling", "Pulled", "Created", "Started", "Killing", "Failed", "BackOff",
    "Unhealthy", "FailedMount", "FailedAttachVolume", "FailedMapVolume", "FailedCreatePodSandBox", "SandboxChanged",
    "NetworkNotReady", "Evicted", "Preempting", "ExceededGracePeriod", "FailedPreStopHook", "FailedPostStartHook", "FailedSync",
    "ProbeWarning", "OOMKilling", "FailedCreate", "SuccessfulCreate", "ScalingReplicaSet", "ProvisioningFailed",
    "ExternalProvisioning", "WaitForFirstConsumer", "SyncLoadBalancerFailed", "NodeNotReady",
    // §2.2–2.7 controllers.
    "DeploymentRollback", "DeploymentRollbackRevisionNotFound", "DeploymentRollbackTemplateUnchanged", "SuccessfulDelete",
    "FailedDelete", "RecreatingFailedPod", "FailedDaemonPod", "SelectingAll", "Completed", "BackoffLimitExceeded",
    "DeadlineExceeded", "Suspended", "Resumed", "SawCompletedJob", "JobAlreadyActive", "MissSchedule", "TooManyMissedTimes",
    "InvalidSchedule", "UnknownTimeZone", "UnexpectedJob", "MissingJob",
    // §2.8 claims and volumes.
    "ClaimLost", "FailedBinding", "Provisioning", "ProvisioningSucceeded", "VolumeResizeFailed", "ExternalExpanding",
    "FileSystemResizeRequired", "FileSystemResizeSuccessful",
    // §2.9 nodes (kubelet, node-problem-detector).
    "NodeReady", "NodeSchedulable", "NodeNotSchedulable", "NodeHasDiskPressure", "NodeHasInsufficientMemory",
    "EvictionThresholdMet", "Rebooted", "SystemOOM", "KernelOops", "TaskHung", "ImageGCFailed", "FreeDiskSpaceFailed",
    "ContainerGCFailed",
    // §2.10 Services.
    "EnsuringLoadBalancer", "EnsuredLoadBalancer", "UpdatedLoadBalancer", "UnAvailableLoadBalancer", "DeletingLoadBalancer",
    // §2.11 autoscalers.
    "SuccessfulRescale", "FailedGetScale", "FailedRescale", "FailedGetResourceMetric", "FailedComputeMetricsReplicas",
    "SelectorRequired", "AmbiguousSelector",
];

/// Condition types (`knowledge::condition_type`).
const CONDITION_TYPES: &[&str] = &[
    // Kubernetes: Pod, workloads, Job, Node, PVC, Service, HPA, Namespace, PDB, CRD.
    "PodScheduled", "PodReadyToStartContainers", "PodHasNetwork", "Initialized", "ContainersReady", "Ready", "DisruptionTarget",
    "PodResizePending", "PodResizeInProgress", "Available", "Progressing", "ReplicaFailure", "Complete", "Failed",
    "Suspended", "FailureTarget", "SuccessCriteriaMet", "MemoryPressure", "DiskPressure", "PIDPressure", "NetworkUnavailable",
    "Resizing", "FileSystemResizePending", "ControllerResizeError", "NodeResizeError", "ModifyingVolume", "ModifyVolumeError",
    "LoadBalancerPortsError", "AbleToScale", "ScalingActive", "ScalingLimited", "NamespaceDeletionDiscoveryFailure",
    "NamespaceDeletionGroupVersionParsingFailure", "NamespaceDeletionContentFailure", "NamespaceContentRemaining",
    "NamespaceFinalizersRemaining", "DisruptionAllowed", "NamesAccepted", "Established",
    // kstatus, Knative.
    "Reconciling", "Stalled", "Succeeded", "ResourcesAvailable", "ContainerHealthy", "Active", "ConfigurationsReady",
    "RoutesReady", "AllTrafficAssigned", "IngressReady", "CertificateProvisioned",
    // Crossplane, Flux.
    "Synced", "Healthy", "FetchFailed", "ArtifactInStorage", "ArtifactOutdated", "StorageOperationFailed",
    "IncludeUnavailable", "SourceVerified", "Released", "TestSuccess", "Remediated",
];

/// MTC condition types, explained by their type (`knowledge::categorised`).
const MTC_CONDITION_TYPES: &[&str] = &[
    "Ready", "ReconcileFailed", "InvalidURL", "InvalidSaSecretRef", "InvalidSaToken", "TestConnectFailed",
    "InvalidRegistryRoute", "SaTokenNotPrivileged", "ClusterOperatorVersionNotFound", "OperatorVersionMismatch",
    "InvalidBSProvider", "InvalidBSCredsSecretRef", "InvalidBSFields", "BSProviderTestFailed", "InvalidVSProvider",
    "InvalidVSCredsSecretRef", "InvalidVSFields", "VSProviderTestFailed", "InvalidSourceClusterRef",
    "InvalidDestinationClusterRef", "InvalidDestinationCluster", "InvalidStorageRef", "SourceClusterNotReady",
    "DestinationClusterNotReady", "StorageNotReady", "SourceClusterNoRegistryPath", "DestinationClusterNoRegistryPath",
    "NamespaceListEmpty", "NamespaceLimitExceeded", "NamespaceNotFoundOnSourceCluster", "NamespaceNotFoundOnDestinationCluster",
    "DuplicateNamespaceOnSourceCluster", "DuplicateNamespaceOnDestinationCluster", "SourceClusterProxySecretMisconfigured",
    "DestinationClusterProxySecretMisconfigured", "InvalidHookRef", "InvalidHookNSName", "InvalidHookSAName", "HookNotReady",
    "HookPhaseUnknown", "HookPhaseDuplicate", "PlanConflict", "PvNameConflict", "PvInvalidAction", "PvInvalidStorageClass",
    "PvInvalidAccessMode", "PvNoCopyMethodSelection", "PvInvalidCopyMethod", "NfsAccessCannotBeValidated",
    "NamespaceLengthExceeded", "PodLimitExceeded", "NamespacesHaveNodeSelectors", "ClusterVersionMismatch",
    "PvNoSupportedAction", "PvNoStorageClassSelection", "PvWarnAccessModeUnavailable", "PvWarnCopyMethodSnapshot",
    "PvWarnNoCephAvailable", "PvLimitExceeded", "NfsNotAccessible", "SourcePodsNotHealthy", "GVKsIncompatible",
    "PvCapacityAdjustmentRequired", "PvUsageAnalysisFailed", "PvsDiscovered", "StorageEnsured", "RegistriesEnsured", "Closed",
    "Suspended", "Running", "Succeeded", "SucceededWithWarnings", "Failed", "Canceling", "Canceled", "InvalidPlanRef",
    "PlanNotReady", "PlanClosed", "HasFinalMigration", "RegistriesUnhealthy", "Postponed", "StageNoOp",
    "VeleroInitialBackupPartiallyFailed", "VeleroStageBackupPartiallyFailed", "VeleroStageRestorePartiallyFailed",
    "VeleroFinalRestorePartiallyFailed", "ResticErrors", "ResticVerifyErrors", "DirectVolumeMigrationFailed",
    "DirectVolumeMigrationBlocked", "UnhealthyNamespaces", "StagePodsCreated", "RegistriesHealthy", "StaleSrcVeleroCRsDeleted",
    "StaleDestVeleroCRsDeleted", "StaleResticCRsDeleted",
];

fn missing(words: &[&'static str], found: impl Fn(&str) -> bool) -> Vec<&'static str> {
    words.iter().copied().filter(|word| !found(word)).collect()
}

#[test]
fn every_reason_of_the_reference_has_an_entry() {
    assert_eq!(missing(REASONS, |word| knowledge::reason(word).is_some()), Vec::<&str>::new(), "no reason entry");
    assert_eq!(missing(EVENT_REASONS, |word| knowledge::event_reason(word).is_some()), Vec::<&str>::new(), "no event entry");
    assert_eq!(missing(CONDITION_TYPES, |word| knowledge::condition_type(word).is_some()), Vec::<&str>::new(), "no type entry");
    assert_eq!(missing(MTC_CONDITION_TYPES, |word| knowledge::categorised(word).is_some()), Vec::<&str>::new(), "no MTC entry");
}

#[test]
fn the_new_event_reasons_are_event_entries_and_listed_in_the_catalog() {
    // Words that only ever name events are explained by the events table, not by a condition
    // reason of the same spelling.
    let only_events = [
        "DeploymentRollback", "RecreatingFailedPod", "FailedDaemonPod", "SelectingAll", "MissSchedule", "InvalidSchedule",
        "UnknownTimeZone", "UnexpectedJob", "MissingJob", "Completed", "Suspended", "Resumed", "ExternalExpanding",
        "FileSystemResizeRequired", "NodeReady", "Rebooted", "SystemOOM", "KernelOops", "TaskHung", "ContainerGCFailed",
        "UnAvailableLoadBalancer", "SuccessfulRescale", "FailedRescale", "FailedComputeMetricsReplicas", "AmbiguousSelector",
    ];
    for word in only_events {
        let entry = knowledge::event_reason(word).unwrap_or_else(|| panic!("{word}"));
        assert_eq!(catalog::source_of(entry), format!("reason/events/{word}"));
    }
    let catalog = catalog::catalog();
    for word in ["Rebooted", "LessReady", "Infeasible", "PasswordNotComplex", "FatalError", "InvalidCELExpression", "ConnectFailed"] {
        assert!(!catalog.reasons_named(word).is_empty(), "{word} is not in the catalog");
    }
}

const PASTE: &str = r#"
apiVersion: v1
kind: Node
metadata: {name: worker-3, uid: n-3}
status:
  conditions:
  - {type: Ready, status: "True", reason: KubeletReady, message: kubelet is posting ready status, lastTransitionTime: "2025-03-04T10:12:20Z"}
  - {type: NetworkUnavailable, status: "False", reason: CalicoIsUp, message: Calico is running on this node, lastTransitionTime: "2025-03-04T10:12:40Z"}
---
apiVersion: v1
kind: Event
metadata: {name: worker-3.182a9f0c41d2, namespace: default}
involvedObject: {kind: Node, name: worker-3, uid: n-3}
type: Warning
reason: Rebooted
message: "Node worker-3 has been rebooted, boot id: 5f1c2a9e-7b4d-4c1e-9a53-0e8d2f6b7a11"
source: {component: kubelet, host: worker-3}
firstTimestamp: "2025-03-04T10:12:05Z"
lastTimestamp: "2025-03-04T10:12:05Z"
count: 1
---
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata: {name: web, namespace: shop}
spec:
  scaleTargetRef: {apiVersion: apps/v1, kind: Deployment, name: web}
  minReplicas: 2
  maxReplicas: 10
  metrics:
  - {type: Resource, resource: {name: cpu, target: {type: Utilization, averageUtilization: 70}}}
status:
  currentReplicas: 2
  desiredReplicas: 2
  conditions:
  - {type: AbleToScale, status: "True", reason: SucceededGetScale, message: the HPA controller was able to get the target's current scale, lastTransitionTime: "2025-03-04T09:00:00Z"}
  - {type: ScalingActive, status: "False", reason: FailedGetResourceMetric, message: "the HPA was unable to compute the replica count: failed to get cpu utilization: unable to get metrics for resource cpu: no metrics returned from resource metrics API", lastTransitionTime: "2025-03-04T10:05:00Z"}
---
apiVersion: v1
kind: Event
metadata: {name: web.182a9e11, namespace: shop}
involvedObject: {apiVersion: autoscaling/v2, kind: HorizontalPodAutoscaler, name: web, namespace: shop}
type: Warning
reason: FailedComputeMetricsReplicas
message: "invalid metrics (1 invalid out of 1), first error is: failed to get cpu resource metric value: failed to get cpu utilization: unable to get metrics for resource cpu: no metrics returned from resource metrics API"
firstTimestamp: "2025-03-04T10:05:00Z"
lastTimestamp: "2025-03-04T10:29:30Z"
count: 42
---
apiVersion: batch/v1
kind: CronJob
metadata: {name: nightly, namespace: batch}
spec:
  schedule: "0 3 * * *"
  timeZone: Europe/Pariss
  jobTemplate: {spec: {template: {spec: {restartPolicy: Never, containers: [{name: report, image: "registry.example.com/report:1.4"}]}}}}
status: {}
---
apiVersion: v1
kind: Event
metadata: {name: nightly.182a9f7d, namespace: batch}
involvedObject: {apiVersion: batch/v1, kind: CronJob, name: nightly, namespace: batch}
type: Warning
reason: UnknownTimeZone
message: 'invalid timeZone: "Europe/Pariss": unknown time zone Europe/Pariss'
firstTimestamp: "2025-03-04T09:00:00Z"
lastTimestamp: "2025-03-04T10:28:00Z"
count: 5
"#;

#[test]
fn a_paste_with_node_autoscaler_and_cronjob_events_reads_with_the_new_entries() {
    let report = explained(PASTE);
    assert_eq!(report.resources.len(), 3, "each event is attached to what it is about: {:#?}", report.resources.iter().map(|r| (&r.kind, &r.name)).collect::<Vec<_>>());

    // The node is Ready again after a reboot; the reboot is explained, and its network reason is fine.
    let node = find(&report, "Node", "worker-3");
    assert_explains!(node, Verdict::Ready, ["The node is Ready"]);
    let network = condition(node, "NetworkUnavailable");
    assert!(!network.failing);
    assert!(network.explanation.what.contains("Calico"), "{}", network.explanation.what);
    assert_eq!(network.explanation.source, "reason/core/CalicoIsUp");
    let rebooted = node.events.iter().find(|e| e.reason == "Rebooted").expect("Rebooted event on the node");
    assert!(rebooted.explanation.what.contains("new boot ID"), "{}", rebooted.explanation.what);
    assert!(rebooted.explanation.why.contains("Warning event Rebooted, last 17 min ago"), "{}", rebooted.explanation.why);
    assert!(rebooted.explanation.next.contains("journalctl --list-boots"), "{}", rebooted.explanation.next);
    assert!(rebooted.explanation.next.contains("kubectl describe node/worker-3."), "{}", rebooted.explanation.next);
    assert_eq!(rebooted.explanation.source, "reason/events/Rebooted");

    // The autoscaler cannot read CPU: its event says it keeps the count and where to look.
    let hpa = find(&report, "HorizontalPodAutoscaler", "web");
    assert_explains!(hpa, Verdict::Degraded, ["cannot compute a replica count", "no metrics returned", "leaves Deployment web at 2 replicas"]);
    let active = condition(hpa, "ScalingActive");
    assert!(active.failing);
    let failed = hpa.events.iter().find(|e| e.reason == "FailedComputeMetricsReplicas").expect("event on the autoscaler");
    assert_eq!(failed.count, 42);
    assert!(failed.explanation.what.contains("could not compute a replica count"), "{}", failed.explanation.what);
    assert!(failed.explanation.what.contains("keeps the current count"), "{}", failed.explanation.what);
    assert!(failed.explanation.why.contains("no metrics returned from resource metrics API"), "{}", failed.explanation.why);
    assert!(failed.explanation.next.contains("kubectl top pods -n shop"), "{}", failed.explanation.next);
    assert!(failed.explanation.next.contains("kubectl describe horizontalpodautoscaler/web -n shop"), "{}", failed.explanation.next);
    assert_eq!(failed.explanation.source, "reason/events/FailedComputeMetricsReplicas");

    // The CronJob never starts a Job: the time zone is unknown, which fails it.
    let cronjob = find(&report, "CronJob", "nightly");
    assert_explains!(cronjob, Verdict::Failed, ["cannot schedule any Job", "\"0 3 * * *\"", "unknown time zone Europe/Pariss"]);
    assert_eq!(cronjob.reason.as_deref(), Some("UnknownTimeZone"));
    let zone = cronjob.events.iter().find(|e| e.reason == "UnknownTimeZone").expect("event on the CronJob");
    assert!(zone.explanation.what.contains("spec.timeZone names a time zone the controller does not know"), "{}", zone.explanation.what);
    assert!(zone.explanation.why.contains("Europe/Pariss"), "{}", zone.explanation.why);
    assert!(zone.explanation.next.contains("spec.timeZone of cronjob/nightly -n batch"), "{}", zone.explanation.next);
    assert!(zone.explanation.next.contains("Europe/Paris,"), "{}", zone.explanation.next);
}

#[test]
fn kstatus_and_resize_reasons_explain_the_conditions_that_carry_them() {
    let report = explained(
        r#"
apiVersion: apps/v1
kind: Deployment
metadata: {name: api, namespace: shop, generation: 3}
spec: {replicas: 3}
status:
  observedGeneration: 3
  replicas: 3
  updatedReplicas: 3
  readyReplicas: 1
  availableReplicas: 1
  conditions:
  - {type: Reconciling, status: "True", reason: LessReady, message: "Ready: 1/3", lastTransitionTime: "2025-03-04T10:25:00Z"}
---
apiVersion: v1
kind: Pod
metadata: {name: db-0, namespace: shop}
spec: {containers: [{name: db, image: postgres, resources: {requests: {memory: 64Gi}}}]}
status:
  phase: Running
  conditions:
  - {type: Ready, status: "True"}
  - {type: PodResizePending, status: "True", reason: Infeasible, message: "Node didn't have enough capacity: memory, requested: 68719476736, capacity: 16777216000", lastTransitionTime: "2025-03-04T10:20:00Z"}
  containerStatuses:
  - {name: db, ready: true, state: {running: {startedAt: "2025-03-04T08:00:00Z"}}}
"#,
    );
    let deployment = find(&report, "Deployment", "api");
    let reconciling = condition(deployment, "Reconciling");
    assert!(reconciling.explanation.what.contains("fewer replicas are ready than wanted"), "{}", reconciling.explanation.what);
    assert_eq!(reconciling.explanation.source, "reason/shared/LessReady");
    let pod = find(&report, "Pod", "db-0");
    let resize = condition(pod, "PodResizePending");
    assert!(resize.explanation.what.contains("will not apply the in-place resize"), "{}", resize.explanation.what);
    assert!(resize.explanation.why.contains("Node didn't have enough capacity: memory"), "{}", resize.explanation.why);
    assert_eq!(resize.explanation.source, "reason/core/Infeasible");
}
