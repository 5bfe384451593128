//! Pravega zookeeper-operator (`zookeeper.pravega.io`): ZookeeperClusters.

use super::{ConditionTypeEntry, ReasonEntry, Table};

/// zookeeper-operator reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "ZookeeperPending", what: "The zookeeper-operator has not written a status for the cluster yet (or the status was not pasted).", next: "Check that the operator runs: kubectl get deployments -A | grep zookeeper-operator; then kubectl describe zookeepercluster {name}{ns}." },
    ReasonEntry { reason: "ZookeeperNodesNotReady", what: "Some ZooKeeper pods are not ready: starting, or not yet joined to the ensemble (quorum).", next: "Find the pod: kubectl get pods{ns} -l app={name}; kubectl logs <pod>{ns} shows whether it reaches the other members." },
    ReasonEntry { reason: "ZookeeperUpgrading", what: "The operator is moving the ensemble to a new ZooKeeper version, one pod after another.", next: "Watch it: kubectl get zookeepercluster {name}{ns} -w; kubectl get pods{ns} -l app={name}." },
    ReasonEntry { reason: "ZookeeperError", what: "The operator reports an error for the ensemble, for example a failed upgrade.", next: "Read the message and events: kubectl describe zookeepercluster {name}{ns}; then the operator's log." },
];

/// zookeeper-operator condition types.
pub(super) const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "PodsReady", what: "True when every ZooKeeper pod of the ensemble is ready." },
    ConditionTypeEntry { type_: "Upgrading", what: "True while the operator upgrades the ensemble to status.targetVersion." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "zookeeper",
    system: "Pravega zookeeper-operator",
    covers: "ZookeeperClusters (zookeeper.pravega.io)",
    reasons: REASONS,
    types: TYPES,
    categorised: &[],
};
