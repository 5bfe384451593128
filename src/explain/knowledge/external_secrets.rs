//! External Secrets Operator (`external-secrets.io`): ExternalSecrets copy values from a
//! secret manager (Vault, AWS Secrets Manager, GCP Secret Manager, Azure Key Vault, …) into a
//! Kubernetes Secret, through a SecretStore or ClusterSecretStore that holds the connection.
//! `Valid`, `ValidationFailed` and `Errored` are words other systems may use: their meaning
//! is said generally first.

use super::{ReasonEntry, Table};

/// External Secrets Operator reasons (ExternalSecret, PushSecret and store conditions).
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "SecretSynced", what: "The ExternalSecret read its values from the secret manager and wrote them into its target Secret.", next: "Nothing to do; it refreshes every spec.refreshInterval." },
    ReasonEntry { reason: "SecretSyncedError", what: "Syncing failed: the operator could not read a value from the secret manager (a key or property that does not exist there, no permission, a store that is not ready) or could not write the target Secret. Until it succeeds the Secret is missing or keeps its old values, and pods that need it fail to start.", next: "Read the message and the operator's events (kubectl describe {resource}{ns}); check the store it reads through (spec.secretStoreRef) and that each remoteRef key exists in the secret manager." },
    ReasonEntry { reason: "SecretDeleted", what: "The target Secret was deleted because the ExternalSecret's deletion policy says so (the values are gone from the secret manager).", next: "Nothing to do if the values were removed on purpose; otherwise restore them in the secret manager." },
    ReasonEntry { reason: "SecretMissing", what: "The target Secret does not exist although the ExternalSecret says it is synced: someone deleted it, or the operator could not create it.", next: "Force a refresh (kubectl annotate {resource}{ns} force-sync=$(date +%s) --overwrite) and read the operator's events." },
    ReasonEntry { reason: "Valid", what: "The controller checked the configuration and it works; for a SecretStore, the operator reached the secret manager and logged in.", next: "Nothing to do." },
    ReasonEntry { reason: "InvalidStoreConfiguration", what: "The store's spec is invalid (a provider block missing or malformed), so no ExternalSecret using it can sync.", next: "Fix spec.provider as the message says: kubectl edit {resource}{ns}." },
    ReasonEntry { reason: "InvalidProviderConfig", what: "The operator could not connect or log in to the secret manager with the store's settings: a wrong address, expired or missing credentials, or a role that may not read. Every ExternalSecret using this store fails.", next: "Check the credentials the store names (its auth Secret or service account and the role behind it) and the provider's address; the message, or the store's newest warning (kubectl describe {resource}{ns}), has the provider's error.{vault_check}" },
    ReasonEntry { reason: "ValidationFailed", what: "The controller's check of the configuration failed; for a SecretStore, the secret manager refused the credentials or could not be reached, and every ExternalSecret using it fails.", next: "Check the store's credentials and that the secret manager is reachable from the cluster; kubectl describe {resource}{ns} shows the error." },
    ReasonEntry { reason: "ValidationUnknown", what: "The store's provider cannot be checked without reading a secret, so the operator does not know yet whether it works.", next: "Look at an ExternalSecret that uses it: its Ready condition says whether reading works." },
    ReasonEntry { reason: "Errored", what: "The controller reports an error; for a PushSecret, writing the Secret's values to the secret manager failed (no permission to write, a path that cannot be created).", next: "Read the message and check that the store's credentials may write; kubectl describe {resource}{ns}." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "external-secrets",
    system: "External Secrets Operator",
    covers: "ExternalSecrets, ClusterExternalSecrets, PushSecrets, SecretStores and ClusterSecretStores (external-secrets.io)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
