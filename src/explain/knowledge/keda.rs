//! KEDA (`keda.sh`): event-driven autoscaling of Deployments and Jobs.

use super::{ReasonEntry, Table};

/// KEDA reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "ScaledObjectReady", what: "KEDA has set the ScaledObject up: its triggers are valid and the HorizontalPodAutoscaler it manages (keda-hpa-<name>) exists.", next: "Nothing to do." },
    ReasonEntry { reason: "ScaledJobReady", what: "KEDA has set the ScaledJob up: its triggers are valid and it starts Jobs from them.", next: "Nothing to do." },
    ReasonEntry { reason: "ScaledObjectCheckFailed", what: "KEDA could not set the ScaledObject (or ScaledJob) up, so nothing scales from it: the scaleTargetRef names nothing or a kind without a scale subresource, the replica counts contradict each other (minReplicaCount above maxReplicaCount, idleReplicaCount not below minReplicaCount), a trigger's metadata or TriggerAuthentication is wrong, or another ScaledObject or HPA already scales the same target.", next: "The message says which; kubectl describe {resource}{ns} shows it and KEDA's events, kubectl logs -n keda deploy/keda-operator the details. Fix the spec; KEDA checks it again by itself." },
    ReasonEntry { reason: "ScalerActive", what: "At least one trigger is above its activation threshold, so KEDA scales the target up from zero (or from idleReplicaCount) and lets the HPA scale it further.", next: "Nothing to do." },
    ReasonEntry { reason: "ScalerNotActive", what: "No trigger is above its activation threshold, so KEDA lets the target go down to minReplicaCount (zero, or idleReplicaCount, when set).", next: "Nothing to do while the source is idle. If there is load, check the trigger's query and its activationThreshold (activationValue, activationLagThreshold, …)." },
    ReasonEntry { reason: "FallbackExists", what: "At least one trigger has failed more times in a row than spec.fallback.failureThreshold, so KEDA holds the target at spec.fallback.replicas instead of scaling on that trigger.", next: "Find the failing trigger: kubectl get {resource}{ns} -o yaml (status.health) and kubectl logs -n keda deploy/keda-operator; fix its source address or TriggerAuthentication." },
    ReasonEntry { reason: "NoFallbackFound", what: "No trigger is on its fallback: every trigger answers, or none has failed failureThreshold times in a row.", next: "Nothing to do." },
    ReasonEntry { reason: "PartialTriggerError", what: "Some of the triggers fail (a scaler cannot reach its source or authenticate) while the others still work, so scaling sees only part of the load.", next: "Find the failing trigger in the KEDA operator's logs (kubectl logs -n keda deploy/keda-operator) and fix its address or TriggerAuthentication." },
    ReasonEntry { reason: "ScaledJobPaused", what: "The ScaledJob is paused with the autoscaling.keda.sh/paused annotation: no Jobs are started from its triggers.", next: "Remove the annotation to resume: kubectl annotate {resource}{ns} autoscaling.keda.sh/paused-." },
    ReasonEntry { reason: "ScaledObjectPaused", what: "The ScaledObject is paused with the autoscaling.keda.sh/paused(-replicas) annotation: KEDA keeps the target's replicas as they are.", next: "Remove the annotation to resume: kubectl annotate {resource}{ns} autoscaling.keda.sh/paused-." },
    ReasonEntry { reason: "KedaPaused", what: "KEDA scaling is paused on purpose.", next: "Remove the autoscaling.keda.sh/paused annotation to resume." },
    ReasonEntry { reason: "KedaNotReady", what: "KEDA has not reported Ready yet: it is still checking the triggers (or does not watch this namespace).", next: "Wait; if it stays, look at the KEDA operator's logs: kubectl logs -n keda deploy/keda-operator." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "keda",
    system: "KEDA",
    covers: "ScaledObjects and ScaledJobs (keda.sh)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
