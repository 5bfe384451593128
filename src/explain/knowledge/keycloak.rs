//! Keycloak operator (`k8s.keycloak.org`): Keycloak and KeycloakRealmImport.

use super::{ConditionTypeEntry, ReasonEntry, Table};

/// Keycloak operator reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "KeycloakPending", what: "The Keycloak operator has not written status conditions yet (or the status was not pasted).", next: "Check that the operator runs and watches this namespace: kubectl get deployments -A | grep keycloak-operator; then kubectl describe keycloak {name}{ns}." },
    ReasonEntry { reason: "KeycloakNotReadyYet", what: "Keycloak's pods are starting or joining the cluster; the Ready message says what the operator waits for.", next: "Watch the pods: kubectl get pods{ns} -l app.kubernetes.io/instance={name} -w; a pod that stays not ready says why in kubectl logs." },
    ReasonEntry { reason: "KeycloakRollingUpdate", what: "The operator is rolling Keycloak's StatefulSet to a new spec or version.", next: "Watch it: kubectl rollout status statefulset/{name}{ns}." },
    ReasonEntry { reason: "KeycloakHasErrors", what: "The operator reports an error: a pod crashing (often a database connection or a bad option), a missing secret, or an invalid spec; the message says which.", next: "Read the message and the pod's log: kubectl describe keycloak {name}{ns}; kubectl logs{ns} -l app.kubernetes.io/instance={name} --tail=100." },
    ReasonEntry { reason: "KeycloakRealmImportRunning", what: "The operator's import job has not finished importing the realm yet.", next: "Watch the job: kubectl get jobs{ns} -w; kubectl logs job/{name}{ns}." },
    ReasonEntry { reason: "KeycloakRealmImportFailed", what: "The realm import job failed; the message says why (an invalid realm file, a Keycloak that is not ready).", next: "Read the import job's log: kubectl logs job/{name}{ns}; fix the realm and apply the KeycloakRealmImport again." },
];

/// Keycloak operator condition types.
pub(super) const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "HasErrors", what: "Keycloak operator: True when something is wrong (the message says what); False may still carry a warning in its message." },
    ConditionTypeEntry { type_: "RollingUpdate", what: "Keycloak operator: True while a new spec or version rolls out." },
    ConditionTypeEntry { type_: "Done", what: "Keycloak realm import: True once the realm was imported." },
    ConditionTypeEntry { type_: "Started", what: "Keycloak realm import: True once the import job was started." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "keycloak",
    system: "Keycloak operator",
    covers: "Keycloak and KeycloakRealmImport (k8s.keycloak.org)",
    reasons: REASONS,
    types: TYPES,
    categorised: &[],
};
