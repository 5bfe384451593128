//! Condition types that many kinds share, and the generic reasons of the kstatus convention.

use super::{ConditionTypeEntry, ReasonEntry};

/// What common condition types tell.
pub(super) const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "Ready", what: "Ready says whether the resource is up and able to do its job. It is the condition that sums up all others." },
    ConditionTypeEntry { type_: "Succeeded", what: "Succeeded says whether a run-to-completion resource finished successfully; Unknown means it is still running." },
    ConditionTypeEntry { type_: "Available", what: "Available says whether enough replicas are up to serve (replicas minus maxUnavailable)." },
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
];

/// Generic reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry {
        reason: "LatestGenerationNotObserved",
        what: "The controller has not processed your latest change yet (metadata.generation is ahead of status.observedGeneration), so the status describes an older spec.",
        next: "Wait a moment and look again. If it stays behind, check that the controller for {kind} is running and read its logs.",
    },
];
