//! Kubitus's grafana-org-operator (`grafana-org-operator.kubitus-project.gitlab.io`):
//! Grafana instances and organizations.

use super::{ReasonEntry, Table};

/// grafana-org-operator reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "GrafanaOrgPending", what: "The grafana-org-operator has not reconciled the object yet.", next: "Check that the operator runs and watches this namespace: kubectl get pods -A | grep grafana-org-operator; then kubectl describe {resource}{ns}." },
    ReasonEntry { reason: "GrafanaUnreachable", what: "The operator cannot reach the Grafana API of the instance (DNS, network, TLS or credentials), so it applies nothing there.", next: "Check the instance's URL and credentials in its spec (kubectl get grafanainstances -A -o yaml), and that the cluster can resolve and reach it: kubectl run grafana-check --rm -it --restart=Never --image=curlimages/curl -- curl -sS <url>/api/health (the error in the message says which step failed)." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "grafana-org-operator",
    system: "Kubitus grafana-org-operator",
    covers: "GrafanaInstances and GrafanaOrgs (grafana-org-operator.kubitus-project.gitlab.io)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
