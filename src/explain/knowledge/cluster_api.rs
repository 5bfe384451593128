//! Cluster API: machine deployments and health checks (`cluster.x-k8s.io`), control planes
//! (`controlplane.cluster.x-k8s.io`), ClusterResourceSets (`addons.cluster.x-k8s.io`).

use super::{ReasonEntry, Table};

/// Cluster API reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "MachineDeploymentPaused", what: "The MachineDeployment is paused: no machines are created, replaced or removed.", next: "Set spec.paused: false on {kind} {name} (or clusterctl alpha rollout resume) to resume." },
    ReasonEntry { reason: "MachineDeploymentScaling", what: "Cluster API is creating or removing machines to reach the wanted count.", next: "Wait; kubectl get machines{ns} shows each machine's phase, and a machine stuck in Provisioning points at the infrastructure provider." },
    ReasonEntry { reason: "ClusterApiPaused", what: "Cluster API does not reconcile the object: it carries the annotation cluster.x-k8s.io/paused (or its Cluster is paused, spec.paused), or its Paused condition is True.", next: "Resume it: kubectl annotate {resource}{ns} cluster.x-k8s.io/paused- (or clusterctl alpha rollout resume; for a paused Cluster set spec.paused: false)." },
    ReasonEntry { reason: "ClusterApiNotReconciled", what: "The Cluster API controller or provider has not written a status yet.", next: "Check that the providers run: kubectl get pods -A -l cluster.x-k8s.io/provider, and that the object's Cluster exists: kubectl get clusters{ns}." },
    ReasonEntry { reason: "ControlPlaneFailed", what: "The control plane provider hit an error it reports as a failure (status.failureMessage, or a condition with severity Error): it will not get better without a change.", next: "Read the message, fix the cause (quota, IAM permissions, an unsupported version), then look at the provider's log: kubectl logs -n <provider-namespace> deploy/<provider>-controller-manager." },
    ReasonEntry { reason: "ControlPlaneUpdating", what: "The provider is creating, upgrading or rolling out the control plane.", next: "Watch it: kubectl get {resource}{ns} -w; for machine-based control planes kubectl get machines{ns} shows each machine." },
    ReasonEntry { reason: "ControlPlaneNotReady", what: "The control plane is not ready yet and no failure is reported: the provider is still working on it (infrastructure, the first control plane machine, the managed cluster).", next: "Look at the other conditions for the step that is not done (kubectl describe {resource}{ns}) and at the provider's log." },
    ReasonEntry { reason: "ResourcesNotApplied", what: "The ClusterResourceSet could not apply its ConfigMaps or Secrets to some matching clusters.", next: "Read the ResourcesApplied message; kubectl get clusterresourcesetbindings{ns} shows per cluster what was applied; check the referenced ConfigMaps and Secrets (type addons.cluster.x-k8s.io/resource-set)." },
    ReasonEntry { reason: "RemoteClusterClientFailed", what: "Cluster API could not build a client for the workload cluster (its kubeconfig secret is missing or the API server does not answer).", next: "kubectl get secret <cluster>-kubeconfig{ns}; check that the workload cluster's API server is reachable from the management cluster." },
    ReasonEntry { reason: "EKSControlPlaneReconciliationFailed", what: "The AWS provider could not reconcile the EKS control plane; the message carries the AWS error (a quota, IAM permission, an invalid setting).", next: "Fix what the AWS error names (for LimitExceeded, raise the quota or clean up unused resources), then watch the provider's log: kubectl logs -n capa-system deploy/capa-controller-manager." },
    ReasonEntry { reason: "MachinesUnhealthy", what: "Some machines the health check watches match its unhealthy conditions (their node is NotReady or gone) and are remediated when maxUnhealthy allows.", next: "kubectl get machines{ns} and the nodes: look at why those nodes are unhealthy." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "cluster-api",
    system: "Cluster API",
    covers: "MachineDeployments and MachineHealthChecks (cluster.x-k8s.io), control planes (controlplane.cluster.x-k8s.io), ClusterResourceSets (addons.cluster.x-k8s.io)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
