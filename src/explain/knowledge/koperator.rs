//! Koperator, formerly Banzai Cloud's Kafka operator (`kafka.banzaicloud.io`): KafkaClusters.

use super::{ReasonEntry, Table};

/// Koperator reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "KoperatorPending", what: "Koperator has not written a status for the KafkaCluster yet (or the status was not pasted).", next: "Check that the operator runs: kubectl get deployments -A | grep kafka-operator; then kubectl describe kafkacluster {name}{ns}." },
    ReasonEntry { reason: "KoperatorReconciling", what: "Koperator is creating or updating the cluster's brokers, services and configuration.", next: "Watch it: kubectl get kafkacluster {name}{ns} -w; the broker pods: kubectl get pods{ns} -l kafka_cr={name}." },
    ReasonEntry { reason: "KoperatorRollingUpgrade", what: "Koperator restarts the brokers one at a time to apply a configuration or version change; it waits for each to be healthy first.", next: "Watch it: kubectl get pods{ns} -l kafka_cr={name} -w; an upgrade that stalls is held by status.rollingUpgradeStatus.errorCount or active alerts (status.alertCount)." },
    ReasonEntry { reason: "KoperatorConfigOutOfSync", what: "A broker's configuration differs from the spec while the cluster is not rolling: the change has not reached that broker.", next: "Read why the operator does not apply it: kubectl describe kafkacluster {name}{ns}, and the operator's log; a restart of the broker pod applies read-only settings." },
    ReasonEntry { reason: "KoperatorGracefulActionFailed", what: "A Cruise Control operation (adding or removing a broker, rebalancing disks) ended with an error; the broker's errorMessage says which.", next: "Read the errorMessage in status.brokersState: kubectl get kafkacluster {name}{ns} -o yaml; check Cruise Control's log and its user tasks." },
    ReasonEntry { reason: "KoperatorGracefulActionRunning", what: "Cruise Control is moving partitions for a broker being added or removed.", next: "Watch it: kubectl get kafkacluster {name}{ns} -o yaml (status.brokersState); Cruise Control's UI shows the task." },
    ReasonEntry { reason: "KoperatorCruiseControlNotReady", what: "Cruise Control's metrics topic is not ready, so Koperator cannot scale or rebalance gracefully yet.", next: "Check the Cruise Control pod and the topic: kubectl get pods{ns} -l app=cruisecontrol,kafka_cr={name}; kubectl logs of that pod." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "koperator",
    system: "Koperator (Banzai Cloud Kafka operator)",
    covers: "KafkaClusters (kafka.banzaicloud.io)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
