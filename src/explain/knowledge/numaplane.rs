//! Numaplane (`numaplane.numaproj.io`): rollouts of Numaflow's controller, inter-step buffer
//! services, pipelines and monovertices.

use super::{ConditionTypeEntry, ReasonEntry, Table};

/// Numaplane reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "NumaplaneNotReconciled", what: "The Numaplane controller has not written a status yet.", next: "Check that it runs: kubectl get pods -n numaplane-system; read its log: kubectl logs -n numaplane-system deploy/numaplane-controller-manager --tail=100." },
    ReasonEntry { reason: "NumaplaneRolloutProgressing", what: "Numaplane is rolling out a change to the child (possibly pausing pipelines, or progressively next to the old child).", next: "Watch it: kubectl get {resource}{ns} -w; the child's own status says where it is." },
    ReasonEntry { reason: "NumaplaneRolloutFailed", what: "Numaplane could not roll out the child (no controller definition for the version, an invalid spec, an apply error); status.message says why.", next: "Read status.message and the Numaplane controller's log (kubectl logs -n numaplane-system deploy/numaplane-controller-manager); fix the spec." },
    ReasonEntry { reason: "NumaplaneChildUnhealthy", what: "The child the rollout manages (ISBService, Numaflow controller, Pipeline, MonoVertex) reports that it failed.", next: "Find the child (the rollout's name with a suffix): kubectl get pipelines,monovertices,interstepbufferservices{ns} | grep {name}; kubectl describe it and its pods; the condition's message names the failure." },
    ReasonEntry { reason: "NumaplaneProgressiveUpgradeFailed", what: "In a progressive upgrade the new child failed its assessment; Numaplane keeps the previous child running.", next: "Look at the new child named in the message and its pods; fix the spec and apply it again, which starts a new assessment." },
    ReasonEntry { reason: "NumaplanePaused", what: "The pipeline or monovertex is paused on purpose (lifecycle.desiredPhase: Paused).", next: "Resume it: set lifecycle.desiredPhase to Running in the rollout's spec (kubectl edit {resource}{ns})." },
];

/// Numaplane condition types.
pub(super) const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "ChildResourceDeployed", what: "Whether Numaplane applied the child resource of the rollout." },
    ConditionTypeEntry { type_: "ChildResourcesHealthy", what: "Whether the rollout's child is healthy; False with reason Progressing while it rolls out." },
    ConditionTypeEntry { type_: "PausingPipelines", what: "True while Numaplane pauses pipelines so that the controller or buffer service can be updated." },
    ConditionTypeEntry { type_: "PipelinePausingOrPaused", what: "True while the pipeline is pausing or paused, for an update or on the user's request." },
    ConditionTypeEntry { type_: "MonoVertexPausingOrPaused", what: "True while the monovertex is pausing or paused, for an update or on the user's request." },
    ConditionTypeEntry { type_: "ProgressiveUpgradeSucceeded", what: "Whether the new child of a progressive upgrade passed its assessment; False keeps the previous child." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "numaplane",
    system: "Numaplane",
    covers: "NumaflowControllerRollouts, ISBServiceRollouts, PipelineRollouts, MonoVertexRollouts (numaplane.numaproj.io)",
    reasons: REASONS,
    types: TYPES,
    categorised: &[],
};
