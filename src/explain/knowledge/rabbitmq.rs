//! RabbitMQ cluster operator (`rabbitmq.com`).

use super::{ConditionTypeEntry, ReasonEntry, Table};

/// RabbitMQ reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "RabbitmqStatusPending", what: "The RabbitMQ operator has not reconciled the cluster yet (or the status was not pasted).", next: "Check that the operator runs: kubectl get pods -n rabbitmq-system." },
    ReasonEntry { reason: "NotAllPodsReady", what: "Some RabbitMQ pods are not ready yet; the cluster is forming or a node is down.", next: "Watch the pods: kubectl get pods{ns} -l app.kubernetes.io/name={name} -w." },
    ReasonEntry { reason: "MissingStatefulSet", what: "The operator has not created the cluster's StatefulSet yet, or it was deleted.", next: "Read the operator's log: kubectl logs -n rabbitmq-system deploy/rabbitmq-cluster-operator." },
    ReasonEntry { reason: "NoEndpointsAvailable", what: "The cluster's client Service has no ready endpoints: no RabbitMQ pod is ready.", next: "Look at the pods: kubectl get pods{ns} -l app.kubernetes.io/name={name}." },
    ReasonEntry { reason: "CouldNotRetrieveEndpoints", what: "The operator could not read the client Service's endpoints.", next: "Check the Service exists: kubectl get svc {name}{ns}." },
];

/// RabbitMQ condition types.
pub(super) const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "AllReplicasReady", what: "Whether every RabbitMQ pod is ready." },
    ConditionTypeEntry { type_: "ClusterAvailable", what: "Whether the client Service has at least one ready endpoint." },
    ConditionTypeEntry { type_: "ReconcileSuccess", what: "Whether the operator could apply the spec (False: read the message for the bad setting)." },
    ConditionTypeEntry { type_: "NoWarnings", what: "False when the operator has a warning, such as a memory alarm." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "rabbitmq",
    system: "RabbitMQ cluster operator",
    covers: "RabbitmqClusters (rabbitmq.com)",
    reasons: REASONS,
    types: TYPES,
    categorised: &[],
};
