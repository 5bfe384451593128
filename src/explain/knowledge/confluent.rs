//! Confluent for Kubernetes (`platform.confluent.io`).

use super::{ReasonEntry, Table};

/// Confluent reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "ConfluentProvisioning", what: "The operator is still creating or updating the component (status.phase PROVISIONING).", next: "Watch the pods: kubectl get pods{ns} -w; a pod that stays not ready says why in kubectl describe." },
    ReasonEntry { reason: "ConfluentFailed", what: "The component failed (status.phase FAILED or ERROR).", next: "Read kubectl describe {resource}{ns} and the confluent-operator's log." },
    ReasonEntry { reason: "ConfluentConnectorFailed", what: "The connector failed in Kafka Connect.", next: "Read the connector's trace in Connect: curl <connect>/connectors/{name}/status." },
    ReasonEntry { reason: "ConfluentConnectorTasksFailed", what: "Some of the connector's tasks failed; the operator restarts them up to spec.restartPolicy.maxRetry times.", next: "Read the failed task's trace: curl <connect>/connectors/{name}/status." },
    ReasonEntry { reason: "ConfluentConnectorPaused", what: "The connector is paused on purpose.", next: "Resume it: set spec.state to RUNNING (or curl -X PUT <connect>/connectors/{name}/resume)." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "confluent",
    system: "Confluent for Kubernetes",
    covers: "Kafka, Zookeeper, Connect, ksqlDB, Schema Registry, Control Center, Connectors (platform.confluent.io)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
