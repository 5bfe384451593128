//! Jaeger operator (`jaegertracing.io`): Jaeger instances.

use super::{ReasonEntry, Table};

/// Jaeger operator reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "JaegerPending", what: "The Jaeger operator has not written a phase for the instance yet (or the status was not pasted).", next: "Check that the operator runs and watches this namespace: kubectl get deployments -A | grep jaeger-operator; then kubectl describe jaeger {name}{ns}." },
    ReasonEntry { reason: "JaegerFailed", what: "The Jaeger operator could not deploy the instance: often the storage (Elasticsearch, Cassandra, Kafka) is unreachable or the spec is invalid.", next: "Read the operator's log: kubectl logs deployment/jaeger-operator -n <operator-namespace> --tail=100; and the instance's pods: kubectl get pods{ns} -l app.kubernetes.io/instance={name}." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "jaeger",
    system: "Jaeger operator",
    covers: "Jaeger instances (jaegertracing.io)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
