//! Grafana operator (`grafana.integreatly.org`).

use super::{ReasonEntry, Table};

/// Grafana operator reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "GrafanaStatusPending", what: "The Grafana operator has not finished reconciling it yet (or the status was not pasted).", next: "Check that the grafana-operator runs and watches this namespace." },
    ReasonEntry { reason: "GrafanaStageInProgress", what: "The operator is still creating the parts of the Grafana instance (config, deployment, service, ingress, …).", next: "Watch it: kubectl get {resource}{ns} -w." },
    ReasonEntry { reason: "GrafanaStageFailed", what: "The operator could not create one part of the Grafana instance (the stage named).", next: "Read the grafana-operator's log for that stage, and kubectl describe {resource}{ns}." },
    ReasonEntry { reason: "GrafanaNoMatchingInstances", what: "The instanceSelector matches no Grafana instance, so the operator has nowhere to put it.", next: "Fix spec.instanceSelector to match the labels of a Grafana: kubectl get grafana --show-labels{ns}." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "grafana",
    system: "Grafana operator",
    covers: "Grafana instances, dashboards, data sources and folders (grafana.integreatly.org)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
