//! Keptn (`lifecycle.keptn.sh`, `metrics.keptn.sh`).

use super::{ReasonEntry, Table};

/// Keptn reasons (the rule's words for the overall status).
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "KeptnFailed", what: "A Keptn task, evaluation or deployment phase failed (or was cancelled), so the version is blocked.", next: "Look at the failed phase or workload named in the summary: kubectl get keptntasks,keptnevaluations{ns}, and the task's Job logs." },
    ReasonEntry { reason: "KeptnProgressing", what: "Keptn is still running the version's tasks, evaluations or deployment.", next: "Wait and look again; kubectl get {resource}{ns} -o yaml shows the current phase." },
    ReasonEntry { reason: "KeptnMetricError", what: "The last query of the metric's provider (Prometheus, Datadog, …) failed.", next: "Check the KeptnMetricsProvider's address and credentials and the query itself; the message has the provider's error." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "keptn",
    system: "Keptn",
    covers: "app and workload versions, tasks, evaluations and metrics (lifecycle.keptn.sh, metrics.keptn.sh)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
