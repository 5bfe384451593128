//! Karmada (`work.karmada.io`): ResourceBindings and ClusterResourceBindings.

use super::{ReasonEntry, Table};

/// Karmada reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "KarmadaNotScheduled", what: "The Karmada scheduler has not placed the binding's latest spec on member clusters yet.", next: "Watch it: kubectl --kubeconfig <karmada-apiserver> get {resource}{ns} -w; if it stays, read the karmada-scheduler's log." },
    ReasonEntry { reason: "BindingFailedScheduling", what: "No member cluster fits the propagation policy's placement (cluster affinity, taints, spread constraints, resources).", next: "Compare the PropagationPolicy's placement with the clusters: kubectl --kubeconfig <karmada-apiserver> get clusters --show-labels." },
    ReasonEntry { reason: "FullyAppliedFailed", what: "The resource could not be applied on every chosen member cluster; status.aggregatedStatus says where and why.", next: "Read status.aggregatedStatus[].appliedMessage, and the Work objects: kubectl --kubeconfig <karmada-apiserver> get works -A." },
    ReasonEntry { reason: "KarmadaMemberUnhealthy", what: "On some member clusters the resource is not applied or reports Unhealthy.", next: "Look at the resource on that member cluster: kubectl --context <member> describe <kind>/<resource-name>{ns}; for an apply error read status.aggregatedStatus[].appliedMessage: kubectl --kubeconfig <karmada-apiserver> get {resource}{ns} -o yaml." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "karmada",
    system: "Karmada",
    covers: "ResourceBindings and ClusterResourceBindings (work.karmada.io)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
