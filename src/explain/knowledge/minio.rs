//! MinIO operator (`minio.min.io`): Tenants.

use super::{ReasonEntry, Table};

/// MinIO reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "MinioTenantPending", what: "The MinIO operator has not written a state for the Tenant yet.", next: "Check that the operator runs: kubectl get pods -n minio-operator." },
    ReasonEntry { reason: "MinioTenantProvisioning", what: "The operator is still creating or updating the Tenant's parts (services, certificates, pools, pods).", next: "Watch it: kubectl get {resource}{ns} -w; if it stays, read the operator's log." },
    ReasonEntry { reason: "MinioStatefulSetNotOwned", what: "A StatefulSet with the pool's name exists but is not owned by the operator, so the operator will not touch it.", next: "Delete or rename the foreign StatefulSet, or rename the pool." },
    ReasonEntry { reason: "MinioTenantExists", what: "Another Tenant already exists in this namespace; the operator allows one per namespace.", next: "Move this Tenant to its own namespace." },
    ReasonEntry { reason: "MinioCredentialsInvalid", what: "The Tenant's credentials secret (spec.configuration) is missing or lacks the access and secret keys.", next: "Create the secret with config.env holding MINIO_ROOT_USER and MINIO_ROOT_PASSWORD." },
    ReasonEntry { reason: "MinioVersionsMismatch", what: "The pools run different MinIO versions, which the operator will not reconcile.", next: "Set one image for the Tenant and let the operator update every pool." },
    ReasonEntry { reason: "MinioDecommissioningNotAllowed", what: "A pool was removed from the spec, but the operator does not decommission pools this way.", next: "Put the pool back, and decommission it with mc admin decommission first." },
    ReasonEntry { reason: "MinioHealthRed", what: "MinIO's own health check fails: too few drives or nodes are online to read or write.", next: "Find the offline pods and drives: kubectl get pods{ns}; mc admin info." },
    ReasonEntry { reason: "MinioHealthYellow", what: "Some drives or nodes are offline; MinIO still serves with less redundancy.", next: "Find the offline pods and drives: kubectl get pods{ns}; mc admin info." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "minio",
    system: "MinIO operator",
    covers: "Tenants (minio.min.io)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
