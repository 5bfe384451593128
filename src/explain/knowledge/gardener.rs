//! Gardener (`core.gardener.cloud`): Shoots, Seeds, backup buckets and entries.

use super::{ConditionTypeEntry, ReasonEntry, Table};

/// Gardener reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "GardenerNotReconciled", what: "Gardener has not written a status yet.", next: "Check that the gardener-controller-manager and the Seed's gardenlet run; kubectl describe {resource}{ns} shows admission or scheduling events." },
    ReasonEntry { reason: "ShootHibernated", what: "The Shoot is hibernated on purpose: its control plane is scaled down and its nodes are removed; volumes and the etcd data are kept.", next: "Wake it up: kubectl edit {resource}{ns} and set spec.hibernation.enabled: false; spec.hibernation.schedules may put it to sleep again." },
    ReasonEntry { reason: "ShootHibernating", what: "Gardener is putting the Shoot to sleep or waking it up.", next: "Watch status.lastOperation: kubectl get {resource}{ns} -w." },
    ReasonEntry { reason: "GardenerOperationProcessing", what: "Gardener is running an operation (create, reconcile, delete, migrate, restore); progress counts up to 100%.", next: "Watch it: kubectl get {resource}{ns} -w; the dashboard shows each step of the flow." },
    ReasonEntry { reason: "GardenerOperationError", what: "The last operation hit an error and Gardener retries it; status.lastErrors has the description and error codes (ERR_INFRA_QUOTA_EXCEEDED, ERR_INFRA_UNAUTHORIZED, ERR_CONFIGURATION_PROBLEM, …).", next: "Fix what status.lastErrors names (cloud quota, the infrastructure secret's permissions, the spec), then retry now: kubectl annotate {resource}{ns} gardener.cloud/operation=retry." },
    ReasonEntry { reason: "GardenerOperationFailed", what: "The last operation failed and Gardener gave up retrying.", next: "Fix the cause in status.lastErrors, then start it again: kubectl annotate {resource}{ns} gardener.cloud/operation=retry (or =reconcile)." },
    ReasonEntry { reason: "ShootProgressing", what: "Gardener labels the Shoot progressing: an operation runs, or a health check fails for less long than its threshold.", next: "Watch it: kubectl get {resource}{ns} -w; if a condition stays, look at its message." },
    ReasonEntry { reason: "ShootUnhealthy", what: "Gardener labels the Shoot unhealthy: a health condition is False, or the last operation failed.", next: "kubectl get {resource}{ns} -o yaml: the False condition's message, status.lastErrors; kubectl annotate {resource}{ns} gardener.cloud/operation=reconcile after fixing." },
    ReasonEntry { reason: "GardenerConditionFalse", what: "A Gardener health condition is False: the part it checks does not work.", next: "Read the condition's message; for a Shoot, kubectl annotate {resource}{ns} gardener.cloud/operation=reconcile after fixing the cause." },
];

/// Gardener condition types.
pub(super) const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "APIServerAvailable", what: "Whether the Shoot's API server answers its /healthz endpoint." },
    ConditionTypeEntry { type_: "ControlPlaneHealthy", what: "Whether the Shoot's control plane components in the Seed (etcd, kube-controller-manager, scheduler, …) are healthy." },
    ConditionTypeEntry { type_: "ObservabilityComponentsHealthy", what: "Whether the Shoot's monitoring and logging components are healthy." },
    ConditionTypeEntry { type_: "EveryNodeReady", what: "Whether every node of the Shoot is ready and matches its worker pools." },
    ConditionTypeEntry { type_: "SystemComponentsHealthy", what: "Whether the system components inside the Shoot (kube-proxy, CoreDNS, the VPN, …) are healthy." },
    ConditionTypeEntry { type_: "GardenletReady", what: "Whether the Seed's gardenlet is running and reports in." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "gardener",
    system: "Gardener",
    covers: "Shoots, Seeds, backup buckets and entries (core.gardener.cloud)",
    reasons: REASONS,
    types: TYPES,
    categorised: &[],
};
