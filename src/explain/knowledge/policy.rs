//! Reasons of the `policy` group: PodDisruptionBudget `DisruptionAllowed`.

use super::{ReasonEntry, Table};

/// PodDisruptionBudget reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry {
        reason: "SufficientPods",
        what: "Enough protected pods are healthy that at least one may be evicted now.",
        next: "Nothing to do.",
    },
    ReasonEntry {
        reason: "InsufficientPods",
        what: "Evicting any protected pod now would break the budget, so voluntary evictions (kubectl drain, cluster autoscaler, node upgrades) wait. While pods are unhealthy that is the budget doing its job; a budget that allows none even with every pod healthy (minAvailable equal to the replicas, or maxUnavailable 0) blocks every drain, for good.",
        next: "If a drain hangs, make the unhealthy pods healthy, or loosen the budget of {resource}{ns} (lower minAvailable or raise maxUnavailable) so at least one pod may go.",
    },
    ReasonEntry {
        reason: "SyncFailed",
        what: "The disruption controller could not compute the budget, usually because its selector matches pods whose controller it cannot read the scale of, or pods of several controllers.",
        next: "Read the message; check that spec.selector of {resource}{ns} matches exactly the pods of one workload.",
    },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "policy",
    system: "Kubernetes policy",
    covers: "PodDisruptionBudget conditions",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
