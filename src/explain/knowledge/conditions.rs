//! Condition types that many kinds share, the generic reasons many controllers use, and the
//! reason codes of kstatus.

use super::{ConditionTypeEntry, ReasonEntry, Table};

/// What common condition types tell.
pub(super) const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "Ready", what: "Ready says whether the resource is up and able to do its job. It is the condition that sums up all others." },
    ConditionTypeEntry { type_: "Succeeded", what: "Succeeded says whether a run-to-completion resource finished successfully; Unknown means it is still running." },
    ConditionTypeEntry { type_: "Available", what: "Available says whether the resource can serve: for workloads, whether enough replicas are up (replicas minus maxUnavailable); for an APIService, whether the API server can reach the service behind the API." },
    ConditionTypeEntry { type_: "Progressing", what: "Progressing says whether the rollout is moving forward or finished; False means it is stuck or failed." },
    ConditionTypeEntry { type_: "ReplicaFailure", what: "ReplicaFailure is True when pods could not be created or deleted; the message carries the API error." },
    ConditionTypeEntry { type_: "PodScheduled", what: "PodScheduled says whether the scheduler has placed the pod on a node." },
    ConditionTypeEntry { type_: "Initialized", what: "Initialized says whether all init containers have completed." },
    ConditionTypeEntry { type_: "ContainersReady", what: "ContainersReady says whether every container of the pod is ready." },
    ConditionTypeEntry { type_: "PodReadyToStartContainers", what: "PodReadyToStartContainers says whether the pod's sandbox and network are set up." },
    ConditionTypeEntry { type_: "PodHasNetwork", what: "PodHasNetwork is the early-alpha name of PodReadyToStartContainers: whether the pod's sandbox and network are set up." },
    ConditionTypeEntry { type_: "PodResizePending", what: "PodResizePending is True when an in-place resize of the pod's CPU or memory waits for the kubelet: Deferred (not now, maybe later) or Infeasible (never on this node)." },
    ConditionTypeEntry { type_: "PodResizeInProgress", what: "PodResizeInProgress is True while the kubelet applies an in-place resize of the pod's CPU or memory; reason Error when applying it failed." },
    ConditionTypeEntry { type_: "DisruptionTarget", what: "DisruptionTarget is True when the pod is about to be stopped (preemption, eviction, node shutdown, taint)." },
    ConditionTypeEntry { type_: "Stalled", what: "Stalled (kstatus convention) is True when the controller hit an error or cannot make progress." },
    ConditionTypeEntry { type_: "Reconciling", what: "Reconciling (kstatus convention) is True while the controller is still working on the latest spec." },
    ConditionTypeEntry { type_: "Complete", what: "Complete is True when a Job reached its required number of successful pods." },
    ConditionTypeEntry { type_: "Failed", what: "Failed is True when the resource has failed for good." },
    ConditionTypeEntry { type_: "Suspended", what: "Suspended is True when the resource is paused on purpose." },
    ConditionTypeEntry { type_: "MemoryPressure", what: "MemoryPressure is True when the node is low on memory and evicts pods." },
    ConditionTypeEntry { type_: "DiskPressure", what: "DiskPressure is True when the node is low on disk and evicts pods." },
    ConditionTypeEntry { type_: "PIDPressure", what: "PIDPressure is True when the node is running out of process IDs." },
    ConditionTypeEntry { type_: "NetworkUnavailable", what: "NetworkUnavailable is True when the node's network is not configured." },
    // Job
    ConditionTypeEntry { type_: "FailureTarget", what: "FailureTarget is True when a Job's failure is decided and its remaining pods are being stopped; Failed follows." },
    ConditionTypeEntry { type_: "SuccessCriteriaMet", what: "SuccessCriteriaMet is True when a Job's success is decided and its remaining pods are being stopped; Complete follows." },
    // HorizontalPodAutoscaler
    ConditionTypeEntry { type_: "AbleToScale", what: "AbleToScale says whether the autoscaler can read and change its target's scale; False also covers waiting out a back-off after a recent change." },
    ConditionTypeEntry { type_: "ScalingActive", what: "ScalingActive says whether the autoscaler can read its metrics and compute a replica count; False means it keeps the current count." },
    ConditionTypeEntry { type_: "ScalingLimited", what: "ScalingLimited is True when the wanted replica count is outside minReplicas..maxReplicas (or a rate limit), so the autoscaler stops at the bound. It is a note, not a failure." },
    // PersistentVolumeClaim
    ConditionTypeEntry { type_: "Resizing", what: "Resizing is True while the storage system expands the claim's volume." },
    ConditionTypeEntry { type_: "FileSystemResizePending", what: "FileSystemResizePending is True when the volume has been expanded and its filesystem grows the next time a pod mounts it." },
    ConditionTypeEntry { type_: "ControllerResizeError", what: "ControllerResizeError is True when the storage system failed to expand the volume." },
    ConditionTypeEntry { type_: "NodeResizeError", what: "NodeResizeError is True when the kubelet failed to grow the filesystem on the node." },
    ConditionTypeEntry { type_: "ModifyingVolume", what: "ModifyingVolume is True while the volume's attributes (VolumeAttributesClass) are being changed." },
    ConditionTypeEntry { type_: "ModifyVolumeError", what: "ModifyVolumeError is True when changing the volume's attributes failed." },
    // Namespace (while it is being deleted)
    ConditionTypeEntry { type_: "NamespaceDeletionDiscoveryFailure", what: "NamespaceDeletionDiscoveryFailure is True when the namespace controller cannot list every API to delete the namespace's content." },
    ConditionTypeEntry { type_: "NamespaceDeletionGroupVersionParsingFailure", what: "NamespaceDeletionGroupVersionParsingFailure is True when some API group versions could not be parsed during deletion." },
    ConditionTypeEntry { type_: "NamespaceDeletionContentFailure", what: "NamespaceDeletionContentFailure is True when deleting some objects in the namespace failed." },
    ConditionTypeEntry { type_: "NamespaceContentRemaining", what: "NamespaceContentRemaining is True while objects remain in the namespace being deleted." },
    ConditionTypeEntry { type_: "NamespaceFinalizersRemaining", what: "NamespaceFinalizersRemaining is True while objects in the namespace being deleted still carry finalizers." },
    // Service
    ConditionTypeEntry { type_: "LoadBalancerPortsError", what: "LoadBalancerPortsError is True when the load balancer cannot serve the Service's ports as asked." },
    // CustomResourceDefinition
    ConditionTypeEntry { type_: "NamesAccepted", what: "NamesAccepted says whether the CustomResourceDefinition's names (plural, kind, short names) are free to use; False means they clash with another definition." },
    ConditionTypeEntry { type_: "Established", what: "Established says whether the API server serves the CustomResourceDefinition's API; False with reason Installing means it is still being set up." },
    // PodDisruptionBudget
    ConditionTypeEntry { type_: "DisruptionAllowed", what: "DisruptionAllowed says whether a protected pod may be evicted right now (node drains, voluntary evictions); False means drains wait." },
];

/// Generic reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry {
        reason: "Reconciling",
        what: "The controller is working on the latest spec (the kstatus Reconciling convention); it has not finished yet.",
        next: "Wait a little and look again; if it lasts, read the controller's events: kubectl describe {resource}{ns}.",
    },
    ReasonEntry {
        reason: "Stalled",
        what: "The controller has stopped making progress (the kstatus Stalled convention): it hit an error it will not get past by retrying, or it waits for something that does not happen.",
        next: "Read the message and the controller's events: kubectl describe {resource}{ns}; fix what it names, then it continues by itself.",
    },
    ReasonEntry {
        reason: "DeletionBlocked",
        what: "The object was deleted long ago and an error keeps it: the controller's delete of what it manages is refused (a cloud API's dependency or lock error), or content it must remove first will not go. It retries, but nothing changes until the cause is removed.",
        next: "Fix what the condition's message names (remove the dependency or the lock, delete the remaining content); the controller then finishes the delete by itself. Removing finalizers by hand does not remove the cause and may leave a cloud resource behind: kubectl describe {resource}{ns}.",
    },
    ReasonEntry {
        reason: "Terminating",
        what: "The object is being deleted (metadata.deletionTimestamp is set). It goes away once every finalizer listed in metadata.finalizers has been removed by the controller that owns it.",
        next: "Wait a little; if it stays, find the controller behind the remaining finalizer and why it cannot finish (kubectl describe {resource}{ns}). Remove a finalizer by hand only when that controller is gone for good.",
    },
    ReasonEntry {
        reason: "LatestGenerationNotObserved",
        what: "The controller has not processed your latest change yet (metadata.generation is ahead of status.observedGeneration), so the status describes an older spec.",
        next: "Wait a moment and look again. If it stays behind, check that the controller for {kind} is running and read its logs.",
    },
    // Reasons many controllers share (Flux, ASO and others).
    ReasonEntry {
        reason: "Succeeded",
        what: "The controller's last reconcile succeeded: the resource matches its spec.",
        next: "Nothing to do.",
    },
    ReasonEntry {
        reason: "Failed",
        what: "The controller's last attempt failed; the message has the error. Controllers use this reason when nothing more specific applies, and usually retry.",
        next: "Fix what the message names; kubectl describe {resource}{ns} shows the controller's events around it.",
    },
    ReasonEntry {
        reason: "Progressing",
        what: "The controller is working on the latest change; it should finish by itself.",
        next: "Wait; if it lasts, kubectl describe {resource}{ns} shows what the controller is doing.",
    },
    ReasonEntry {
        reason: "Suspended",
        what: "Reconciliation is suspended on purpose (spec.suspend: true): the controller changes nothing until someone resumes it.",
        next: "Resume it when ready: set spec.suspend of {kind} {name} to false (with Flux: flux resume <kind> {name}{ns}).",
    },
    // kstatus reason codes (sigs.k8s.io/cli-utils): the reason of the Reconciling (InProgress) or
    // Stalled (Failed) condition kstatus computes for built-in kinds and can write into the object.
    ReasonEntry {
        reason: "ContainerCrashLooping",
        what: "kstatus: a container of the running pod is in CrashLoopBackOff (the message lists them), so kstatus calls the pod Failed.",
        next: "Read the crashed run's output: kubectl logs {name}{ns} -c <container> --previous (the message names the containers).",
    },
    ReasonEntry {
        reason: "PodRunningNotReady",
        what: "kstatus: the pod is running but not Ready yet (InProgress).",
        next: "Check the readiness probes and the app's start-up: kubectl describe pod {pod}{ns} shows Unhealthy events.",
    },
    ReasonEntry {
        reason: "PodNotScheduled",
        what: "kstatus: the pod is not scheduled yet and was created less than 15 s ago, so it still counts as InProgress; after that it becomes PodUnschedulable.",
        next: "Wait a few seconds; if it stays Pending, read the scheduler's message: kubectl describe pod {pod}{ns}.",
    },
    ReasonEntry {
        reason: "PodUnschedulable",
        what: "kstatus: the scheduler could not place the pod (PodScheduled is False with Unschedulable) for more than 15 s, so kstatus calls it Failed.",
        next: "Read the scheduler's message for which constraint fails (kubectl describe pod {pod}{ns}); then lower the requests, add nodes, or fix tolerations/affinity.",
    },
    ReasonEntry {
        reason: "PodPending",
        what: "kstatus: the pod is Pending (scheduled or waiting for its containers to start), InProgress.",
        next: "Wait; if it lasts, look at its container states and events: kubectl describe pod {pod}{ns}.",
    },
    ReasonEntry {
        reason: "PodNotObserved",
        what: "kstatus: the pod has no phase yet, so nothing has reported on it (InProgress).",
        next: "Wait a moment; if it stays so, check that the scheduler and the node's kubelet are running.",
    },
    ReasonEntry {
        reason: "NotBound",
        what: "kstatus: the claim is not Bound to a volume yet (the message gives its phase), InProgress.",
        next: "Look at the claim's events for why: kubectl describe pvc {name}{ns} (ExternalProvisioning, WaitForFirstConsumer, ProvisioningFailed).",
    },
    ReasonEntry {
        reason: "NoIPAssigned",
        what: "kstatus: the LoadBalancer Service has no cluster IP assigned yet (InProgress). kstatus does not look at the load balancer's external address.",
        next: "Wait a moment; kubectl get {resource}{ns} shows the addresses, and kubectl describe {resource}{ns} the load balancer events.",
    },
    ReasonEntry {
        reason: "LessReplicas",
        what: "kstatus: fewer replicas exist than the spec asks for (the message gives have/want), InProgress.",
        next: "Wait for the controller to create them; if it does not, look at its events (FailedCreate): kubectl describe {resource}{ns}.",
    },
    ReasonEntry {
        reason: "LessUpdated",
        what: "kstatus: not every replica runs the latest pod template yet (the message gives updated/wanted): a rollout is under way.",
        next: "Follow the rollout: kubectl rollout status {resource}{ns}; if it stalls, look at the newest pods.",
    },
    ReasonEntry {
        reason: "ExtraPods",
        what: "kstatus: more pods exist than the spec asks for, usually old ones still terminating during a rollout or scale-down (InProgress).",
        next: "Wait for the old pods to end; if they hang in Terminating, look at their finalizers and nodes: kubectl get pods{ns}.",
    },
    ReasonEntry {
        reason: "LessAvailable",
        what: "kstatus: fewer replicas are available than updated or wanted (the message gives available/wanted), InProgress.",
        next: "Find why pods do not become available: kubectl get pods{ns}, then kubectl describe pod on one that is not ready.",
    },
    ReasonEntry {
        reason: "LessReady",
        what: "kstatus: fewer replicas are ready than wanted (the message gives ready/wanted), InProgress.",
        next: "Find why pods are not ready: kubectl get pods{ns}, then kubectl describe pod on one that is not ready (Unhealthy events).",
    },
    ReasonEntry {
        reason: "ReplicaSetNotAvailable",
        what: "kstatus: the Deployment's rollout is not complete: Progressing is not True with NewReplicaSetAvailable (InProgress).",
        next: "Follow the rollout: kubectl rollout status {resource}{ns}.",
    },
    ReasonEntry {
        reason: "DeploymentNotAvailable",
        what: "kstatus: the Deployment's Available condition is not True (InProgress).",
        next: "Find why pods are not available: kubectl get pods{ns}, then kubectl describe pod on one that is not ready.",
    },
    ReasonEntry {
        reason: "ReplicaFailure",
        what: "kstatus: the ReplicaSet's ReplicaFailure condition is True: pods could not be created or deleted. kstatus still calls it InProgress, not Failed.",
        next: "Read ReplicaFailure's message (a quota, PodSecurity or webhook error); kubectl describe {resource}{ns} shows the FailedCreate events.",
    },
    ReasonEntry {
        reason: "LessLabelled",
        what: "kstatus: fewer of the ReplicaSet's pods carry all its template labels than it wants (fullyLabeledReplicas below replicas), InProgress.",
        next: "Check for pods whose labels were changed by hand: kubectl get pods{ns} --show-labels.",
    },
    ReasonEntry {
        reason: "PartitionRollout",
        what: "kstatus: the StatefulSet's partitioned rollout is under way: not every pod at or above the partition is updated yet (the message gives updated/wanted).",
        next: "Follow it with kubectl rollout status {resource}{ns}; lower spec.updateStrategy.rollingUpdate.partition to update more pods.",
    },
    ReasonEntry {
        reason: "LessCurrent",
        what: "kstatus: fewer pods run the current revision (StatefulSet) or are scheduled (DaemonSet) than wanted (the message gives current/wanted), InProgress.",
        next: "Follow the rollout with kubectl rollout status {resource}{ns}; if it stalls, look at the pods that are not ready.",
    },
    ReasonEntry {
        reason: "RevisionMismatch",
        what: "kstatus: the StatefulSet's updated revision does not match its current revision yet: a rolling update is not finished.",
        next: "Follow it with kubectl rollout status {resource}{ns}; with OrderedReady, one pod that is not ready blocks the rest.",
    },
    ReasonEntry {
        reason: "NoGeneration",
        what: "kstatus: the DaemonSet has no metadata.generation, so kstatus cannot tell whether its status is current.",
        next: "Paste the object as the API server returns it (kubectl get {resource}{ns} -o yaml).",
    },
    ReasonEntry {
        reason: "NoObservedGeneration",
        what: "kstatus: the DaemonSet's status has no observedGeneration yet: its controller has not reported on it (InProgress).",
        next: "Wait a moment; if it stays so, check that the controller manager is running.",
    },
    ReasonEntry {
        reason: "NoDesiredNumber",
        what: "kstatus: the DaemonSet's status has no desiredNumberScheduled yet: its controller has not counted the nodes it should run on (InProgress).",
        next: "Wait a moment; if it stays so, check that the controller manager is running.",
    },
    ReasonEntry {
        reason: "JobFailed",
        what: "The Job behind it failed. For a Job (kstatus), its Failed condition is True and the message gives failed and wanted pods; for a MariaDB operator Backup, Restore or SqlJob, the run's Job failed, although Complete is True because the run ended.",
        next: "Read the failed pods' logs: kubectl get pods{ns} -l job-name={name}, then kubectl logs on a failed one (--tail=100).",
    },
    ReasonEntry {
        reason: "JobNotStarted",
        what: "kstatus: the Job has no startTime yet: the Job controller has not started it (InProgress).",
        next: "Wait a moment; if it stays so, check spec.suspend and the Job's events: kubectl describe {resource}{ns}.",
    },
    ReasonEntry {
        reason: "Installing",
        what: "The API server is still setting up the CustomResourceDefinition's API (Established is not True yet). kstatus calls it InProgress.",
        next: "Wait a few seconds; if it lasts, check the NamesAccepted condition: kubectl describe {resource}.",
    },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "shared",
    system: "Shared conditions",
    covers: "condition types many kinds share, and the generic reasons of the kstatus convention",
    reasons: REASONS,
    types: TYPES,
    categorised: &[],
};
