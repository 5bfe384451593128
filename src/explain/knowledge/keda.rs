//! KEDA (`keda.sh`): event-driven autoscaling of Deployments and Jobs.

use super::{ReasonEntry, Table};

/// KEDA reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
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
