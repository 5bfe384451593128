//! kubernetes-external-secrets (`kubernetes-client.io`, GoDaddy, deprecated): ExternalSecrets.

use super::{ReasonEntry, Table};

/// kubernetes-external-secrets reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "ExternalSecretNotPolled", what: "The kubernetes-external-secrets controller has not polled the backend for this ExternalSecret yet.", next: "Check that the controller runs and watches this namespace: kubectl get pods -A -l app.kubernetes.io/name=kubernetes-external-secrets." },
    ReasonEntry { reason: "ExternalSecretPollFailed", what: "The controller's last poll of the backend (AWS Secrets Manager, Vault, …) failed: the secret or key does not exist there, or the controller may not read it.", next: "Check the key names in spec.data against the backend, and the controller's role or credentials; the controller's log has the full error: kubectl logs -n <operator-namespace> -l app.kubernetes.io/name=kubernetes-external-secrets --tail=100. This project is deprecated: External Secrets Operator (external-secrets.io) replaces it." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "kubernetes-external-secrets",
    system: "kubernetes-external-secrets",
    covers: "ExternalSecrets of the deprecated GoDaddy controller (kubernetes-client.io)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
