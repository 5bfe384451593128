//! Coralogix operator (`coralogix.com`): alerts, recording rules and the other objects it
//! syncs to a Coralogix account.

use super::{ConditionTypeEntry, ReasonEntry, Table};

/// Coralogix operator reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "CoralogixSyncPending", what: "The Coralogix operator has not synced the current spec to the account yet.", next: "Check that the operator runs and that its resource selector matches this object: kubectl get pods -A -l app.kubernetes.io/name=coralogix-operator; then kubectl describe {resource}{ns}." },
    ReasonEntry { reason: "CoralogixSyncFailed", what: "The Coralogix operator could not sync the object to the account.", next: "Read the error: kubectl describe {resource}{ns}; then the operator's log: kubectl logs -n <operator-namespace> -l app.kubernetes.io/name=coralogix-operator --tail=100." },
    ReasonEntry { reason: "RemoteSyncedSuccessfully", what: "The Coralogix account has the object as specified.", next: "Nothing to do." },
    ReasonEntry { reason: "RemoteCreationFailed", what: "Coralogix's API refused to create the object, so it does not exist in the account. The message holds the API's error (an invalid field, an unknown webhook or integration name, a bad PromQL expression).", next: "Fix the spec field the message names, or create what it refers to first (e.g. the OutboundWebhook); the operator retries: kubectl describe {resource}{ns}." },
    ReasonEntry { reason: "RemoteUpdateFailed", what: "Coralogix's API refused the change; the account keeps the previous version of the object.", next: "Fix the spec field the message names; the operator retries: kubectl describe {resource}{ns}." },
    ReasonEntry { reason: "RemoteDeletionFailed", what: "The operator could not delete the object from the Coralogix account.", next: "Read the API's error: kubectl describe {resource}{ns}; remove the object in Coralogix by hand if needed, then the finalizer lets go." },
    ReasonEntry { reason: "RemoteResourceNotFound", what: "The object was deleted in Coralogix outside the operator; the operator recreates it on its next sync.", next: "Watch the next sync: kubectl get {resource}{ns} -w; if it stays, read the operator's log." },
    ReasonEntry { reason: "InternalK8sError", what: "The operator failed on a Kubernetes call (reading a referenced object or writing the status), not on Coralogix's API.", next: "Read the operator's log (kubectl logs -n <operator-namespace> -l app.kubernetes.io/name=coralogix-operator --tail=100) and check its RBAC for the referenced kinds: kubectl auth can-i get <kind>{ns} --as=system:serviceaccount:<operator-namespace>:<service-account>." },
];

/// Coralogix condition types.
pub(super) const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "RemoteSynced", what: "True when the Coralogix account holds the object as specified (for the generation recorded); False with the API's error otherwise." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "coralogix",
    system: "Coralogix operator",
    covers: "Alerts, recording rule group sets, webhooks and other Coralogix objects (coralogix.com)",
    reasons: REASONS,
    types: TYPES,
    categorised: &[],
};
