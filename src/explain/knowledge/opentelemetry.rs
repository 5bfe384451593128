//! OpenTelemetry operator (`opentelemetry.io`): OpenTelemetryCollectors.

use super::{ReasonEntry, Table};

/// OpenTelemetry operator reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "OtelCollectorPending", what: "The OpenTelemetry operator has not reported the collector's pods yet (or the status was not pasted).", next: "Check that the operator runs: kubectl get deployments -A | grep opentelemetry-operator; then kubectl describe opentelemetrycollector {name}{ns}." },
    ReasonEntry { reason: "OtelCollectorStarting", what: "Some of the collector's pods are not ready yet: starting, or rolling to a new configuration.", next: "Watch the pods: kubectl get pods{ns} -l app.kubernetes.io/name={name}-collector; a pod that stays not ready says why in kubectl describe and kubectl logs." },
    ReasonEntry { reason: "OtelCollectorNotReady", what: "None of the collector's pods is ready. The usual cause is a configuration the collector rejects at start (an unknown component, a bad exporter endpoint), which shows as CrashLoopBackOff.", next: "Read a pod's log: kubectl logs{ns} -l app.kubernetes.io/name={name}-collector --tail=50; fix spec.config and apply it again." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "opentelemetry",
    system: "OpenTelemetry operator",
    covers: "OpenTelemetryCollectors (opentelemetry.io)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
