//! Elastic Cloud on Kubernetes (`*.k8s.elastic.co`): Logstash.

use super::{ReasonEntry, Table};

/// ECK reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "LogstashPending", what: "ECK has not written a health for the Logstash yet (or the status was not pasted).", next: "Check that the ECK operator runs: kubectl get pods -n elastic-system; then kubectl describe logstash {name}{ns}." },
    ReasonEntry { reason: "LogstashHealthYellow", what: "Some Logstash pods are not available: starting, rolling to a new spec, or failing their readiness check.", next: "Find the pod: kubectl get pods{ns} -l logstash.k8s.elastic.co/name={name}; if it stays, kubectl describe pod <pod>{ns} and its log." },
    ReasonEntry { reason: "LogstashHealthRed", what: "No Logstash pod is available, so no pipeline processes events.", next: "Look at the pods: kubectl get pods{ns} -l logstash.k8s.elastic.co/name={name}; kubectl logs <pod>{ns} shows pipeline or configuration errors." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "eck",
    system: "Elastic Cloud on Kubernetes",
    covers: "Logstash (logstash.k8s.elastic.co)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
