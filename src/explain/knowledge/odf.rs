//! OpenShift Data Foundation's ocs-operator (`ocs.openshift.io`): StorageCluster.

use super::{ConditionTypeEntry, ReasonEntry, Table};

/// ODF reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "StorageClusterNotReconciled", what: "The ocs-operator has not written a status for the StorageCluster yet.", next: "Check the operator: oc get csv -n openshift-storage and oc -n openshift-storage get pods -l name=ocs-operator." },
    ReasonEntry { reason: "StorageClusterProgressing", what: "The ocs-operator is creating or upgrading the storage (the CephCluster, NooBaa, storage classes).", next: "Watch it: oc get {resource}{ns} -w; oc get cephcluster{ns} shows the Ceph side." },
    ReasonEntry { reason: "StorageClusterDegraded", what: "The StorageCluster reports Degraded; the message names the part that fails, often the CephCluster.", next: "oc get cephcluster{ns} -o yaml (status.message, status.ceph.health) and the ocs-operator's log: oc -n openshift-storage logs deploy/ocs-operator." },
    ReasonEntry { reason: "StorageClusterUnavailable", what: "The storage is not available and the operator is not working toward it.", next: "oc describe {resource}{ns} and the ocs-operator's log: oc -n openshift-storage logs deploy/ocs-operator." },
    ReasonEntry { reason: "StorageClusterIgnored", what: "Only one StorageCluster per namespace is reconciled; this one is ignored.", next: "List them: oc get storagecluster{ns}; delete the extra StorageCluster, or change the existing one instead." },
];

/// ODF condition types.
pub(super) const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "ReconcileComplete", what: "True when the ocs-operator finished its last reconcile without an error." },
    ConditionTypeEntry { type_: "VersionMismatch", what: "True while the StorageCluster's version differs from the operator's, that is during an upgrade." },
    ConditionTypeEntry { type_: "Upgradeable", what: "Whether the operator can be upgraded now; False blocks the next ODF upgrade." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "odf",
    system: "OpenShift Data Foundation",
    covers: "StorageClusters (ocs.openshift.io)",
    reasons: REASONS,
    types: TYPES,
    categorised: &[],
};
