//! Condition types that many kinds share, and the generic reasons of the kstatus convention.

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
    // PodDisruptionBudget
    ConditionTypeEntry { type_: "DisruptionAllowed", what: "DisruptionAllowed says whether a protected pod may be evicted right now (node drains, voluntary evictions); False means drains wait." },
];

/// Generic reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry {
        reason: "LatestGenerationNotObserved",
        what: "The controller has not processed your latest change yet (metadata.generation is ahead of status.observedGeneration), so the status describes an older spec.",
        next: "Wait a moment and look again. If it stays behind, check that the controller for {kind} is running and read its logs.",
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
