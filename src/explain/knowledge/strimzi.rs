//! Strimzi (`kafka.strimzi.io`): Kafka clusters, node pools, Connect, connectors, MirrorMaker 2,
//! bridges, topics, users and rebalances.

use super::{ConditionTypeEntry, ReasonEntry, Table};

/// Strimzi reasons: the rules' words, and exception names Strimzi writes as reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "StrimziPending", what: "The Strimzi operator responsible for this kind has not written a status yet (or the status was not pasted). Topics and users need the entity operator of the Kafka cluster named in the label strimzi.io/cluster.", next: "Check the operator: kubectl get pods -A -l strimzi.io/kind=cluster-operator; for a topic or user the entity operator: kubectl get pods{ns} -l strimzi.io/name=<cluster>-entity-operator." },
    ReasonEntry { reason: "StrimziCreating", what: "Strimzi is still deploying the resource (reason Creating).", next: "Watch it: kubectl get {resource}{ns} -w; the pods: kubectl get pods{ns} -l strimzi.io/cluster=<cluster>." },
    ReasonEntry { reason: "Creating", what: "Strimzi is still deploying the resource for the first time: a Kafka cluster's pods are starting (NotReady True with this reason is not a failure yet).", next: "Watch it: kubectl get {resource}{ns} -w; the pods: kubectl get pods{ns} -l strimzi.io/cluster={name}." },
    ReasonEntry { reason: "StrimziNotReady", what: "Strimzi could not reconcile the resource; the reason is the Java exception it hit and the message says why (an invalid spec, a timeout waiting for pods, a missing secret, authorization not enabled, …).", next: "Read the condition and events: kubectl describe {resource}{ns}; then the cluster operator's log: kubectl logs deployment/strimzi-cluster-operator -n <operator-namespace> --tail=100." },
    ReasonEntry { reason: "StrimziReconciliationPaused", what: "The annotation strimzi.io/pause-reconciliation: \"true\" stops Strimzi from changing anything for this resource.", next: "Resume it: kubectl annotate {resource}{ns} strimzi.io/pause-reconciliation-." },
    ReasonEntry { reason: "StrimziConnectorPaused", what: "The connector is paused or stopped on purpose (spec.state, or spec.pause in older versions): Kafka Connect runs none of its tasks.", next: "Resume it: kubectl edit kafkaconnector {name}{ns} and set spec.state to running." },
    ReasonEntry { reason: "StrimziConnectorFailed", what: "Kafka Connect reports the connector itself FAILED (status.connectorStatus.connector.trace has the Java error), although Strimzi could apply its configuration.", next: "Read the trace: kubectl get kafkaconnector {name}{ns} -o yaml; fix the cause, then restart it: kubectl annotate kafkaconnector {name}{ns} strimzi.io/restart=true." },
    ReasonEntry { reason: "StrimziConnectorTaskFailed", what: "Some of the connector's tasks FAILED in Kafka Connect (each task's trace has the Java error); the rest keep running.", next: "Read the traces: kubectl get kafkaconnector {name}{ns} -o yaml; restart a task: kubectl annotate kafkaconnector {name}{ns} strimzi.io/restart-task=<id>, or set spec.autoRestart.enabled: true." },
    ReasonEntry { reason: "StrimziRebalanceRunning", what: "Cruise Control is computing an optimization proposal or moving partitions.", next: "Watch it: kubectl get kafkarebalance {name}{ns} -w." },
    ReasonEntry { reason: "StrimziRebalanceProposalReady", what: "The optimization proposal is ready; Strimzi waits for a person to approve it (status.optimizationResult shows what would move).", next: "Review status.optimizationResult, then approve: kubectl annotate kafkarebalance {name}{ns} strimzi.io/rebalance=approve." },
    ReasonEntry { reason: "StrimziRebalanceStopped", what: "The rebalance was stopped with the annotation strimzi.io/rebalance=stop.", next: "Compute a fresh proposal: kubectl annotate kafkarebalance {name}{ns} strimzi.io/rebalance=refresh --overwrite." },
    ReasonEntry { reason: "StrimziRebalanceFailed", what: "The rebalance failed: Cruise Control could not compute or run the proposal (not enough metrics yet, goals it cannot meet, Cruise Control not deployed).", next: "Read the message: kubectl describe kafkarebalance {name}{ns}; then ask for a new proposal: kubectl annotate kafkarebalance {name}{ns} strimzi.io/rebalance=refresh --overwrite." },
    ReasonEntry { reason: "InvalidResourceException", what: "Strimzi: the resource's spec is invalid or not allowed by the Kafka cluster's configuration; the message says which part.", next: "Fix the spec as the message says (for users, authorization or authentication must be enabled in the Kafka resource): kubectl edit {resource}{ns}." },
    ReasonEntry { reason: "InvalidConfigurationException", what: "Strimzi: a configuration value in the spec is invalid or forbidden.", next: "Fix the configuration named in the message: kubectl edit {resource}{ns}." },
];

/// Strimzi condition types.
pub(super) const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "NotReady", what: "Strimzi: True when the resource is not ready; the reason is the exception or step (Creating) and the message says why." },
    ConditionTypeEntry { type_: "ReconciliationPaused", what: "Strimzi: True while the annotation strimzi.io/pause-reconciliation stops the operator." },
    ConditionTypeEntry { type_: "ProposalReady", what: "Strimzi KafkaRebalance: True when an optimization proposal waits for approval." },
    ConditionTypeEntry { type_: "PendingProposal", what: "Strimzi KafkaRebalance: True while Cruise Control computes a proposal." },
    ConditionTypeEntry { type_: "Rebalancing", what: "Strimzi KafkaRebalance: True while Cruise Control moves partitions." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "strimzi",
    system: "Strimzi",
    covers: "Kafka clusters, node pools, Connect, connectors, MirrorMaker 2, bridges, topics, users and rebalances (kafka.strimzi.io)",
    reasons: REASONS,
    types: TYPES,
    categorised: &[],
};
