//! Rook Ceph (`ceph.rook.io`): CephCluster, pools, filesystems, object stores.

use super::{ReasonEntry, Table};

/// Rook reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "RookNotReconciled", what: "The Rook operator has not written a status yet.", next: "Check that the operator runs: kubectl -n rook-ceph get pods -l app=rook-ceph-operator, and read its log." },
    ReasonEntry { reason: "RookProgressing", what: "The Rook operator is creating or updating the Ceph daemons (mons, mgr, OSDs) or the pool, filesystem or store.", next: "Watch it: kubectl get {resource}{ns} -w; the operator's log shows the step: kubectl -n rook-ceph logs deploy/rook-ceph-operator." },
    ReasonEntry { reason: "RookFailure", what: "The operator could not reconcile the object; status.message says why.", next: "Read the operator's log: kubectl -n rook-ceph logs deploy/rook-ceph-operator; kubectl describe {resource}{ns}." },
    ReasonEntry { reason: "RookDeleting", what: "The operator is removing the object and the Ceph resources behind it.", next: "If it stays, the operator's log says what blocks (data still in a pool, a dependent object): kubectl -n rook-ceph logs deploy/rook-ceph-operator." },
    ReasonEntry { reason: "CephHealthWarning", what: "Ceph reports HEALTH_WARN: it still serves, but something needs attention (OSDs down, degraded placement groups, a nearly full pool, clock skew).", next: "See each check: kubectl -n rook-ceph exec deploy/rook-ceph-tools -- ceph health detail." },
    ReasonEntry { reason: "CephHealthError", what: "Ceph reports HEALTH_ERR: some data may be unavailable or at risk (too many OSDs down, a full cluster, inactive placement groups).", next: "kubectl -n rook-ceph exec deploy/rook-ceph-tools -- ceph health detail, then ceph osd tree to find the down OSDs; kubectl -n rook-ceph get pods -l app=rook-ceph-osd." },
    ReasonEntry { reason: "RookBucketCheckFailed", what: "The operator's health check of the object store (creating and reading a bucket) fails: the RGW endpoint does not answer or refuses.", next: "kubectl -n rook-ceph get pods -l app=rook-ceph-rgw and their logs; check the object store's service." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "rook",
    system: "Rook Ceph",
    covers: "CephClusters with Ceph's own health, and pools, filesystems, object stores (ceph.rook.io)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
