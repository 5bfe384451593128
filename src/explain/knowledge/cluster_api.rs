//! Cluster API (`cluster.x-k8s.io`): machine deployments and health checks.

use super::{ReasonEntry, Table};

/// Cluster API reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "MachineDeploymentPaused", what: "The MachineDeployment is paused: no machines are created, replaced or removed.", next: "Set spec.paused: false on {kind} {name} (or clusterctl alpha rollout resume) to resume." },
    ReasonEntry { reason: "MachineDeploymentScaling", what: "Cluster API is creating or removing machines to reach the wanted count.", next: "Wait; kubectl get machines{ns} shows each machine's phase, and a machine stuck in Provisioning points at the infrastructure provider." },
    ReasonEntry { reason: "MachinesUnhealthy", what: "Some machines the health check watches match its unhealthy conditions (their node is NotReady or gone) and are remediated when maxUnhealthy allows.", next: "kubectl get machines{ns} and the nodes: look at why those nodes are unhealthy." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "cluster-api",
    system: "Cluster API",
    covers: "MachineDeployments and MachineHealthChecks (cluster.x-k8s.io)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
