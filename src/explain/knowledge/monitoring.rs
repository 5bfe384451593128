//! The Prometheus operator (`monitoring.coreos.com`).

use super::{ReasonEntry, Table};

/// Prometheus operator reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "ConfigurationNotAccepted", what: "A Prometheus or Alertmanager that selects this object refused it: its configuration is invalid for that workload (a bad relabeling, an unknown field for its version, a missing Secret it refers to), so it is left out.", next: "Read the condition's message in status.bindings; kubectl describe {resource}{ns}, and the operator's log: kubectl logs -n <operator-namespace> deploy/prometheus-operator." },
    ReasonEntry { reason: "InvalidConfiguration", what: "The operator found the object's configuration invalid and did not load it.", next: "Fix the field the message names and apply again; kubectl describe {resource}{ns}." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "prometheus-operator",
    system: "Prometheus operator",
    covers: "ServiceMonitors, PodMonitors, PrometheusRules and the other configuration objects (monitoring.coreos.com)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
