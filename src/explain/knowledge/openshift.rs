//! OpenShift (`apps.openshift.io`, `route.openshift.io`): DeploymentConfigs and Routes.

use super::{ConditionTypeEntry, ReasonEntry, Table};

/// OpenShift reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "DeploymentConfigPending", what: "The DeploymentConfig has no status yet: the OpenShift controller has not started its first rollout.", next: "Check its triggers (an ImageChange trigger waits for the image stream tag to exist): oc describe {resource}{ns}." },
    ReasonEntry { reason: "DeploymentConfigPaused", what: "The DeploymentConfig is paused (spec.paused: true): changes do not roll out until it is resumed.", next: "Resume it: oc rollout resume {resource}{ns}." },
    ReasonEntry { reason: "DeploymentConfigIdled", what: "The DeploymentConfig was idled (oc idle): it runs no replica until a request to its service wakes it up.", next: "Send a request to its route or service, or scale it back: oc scale {resource} --replicas=1{ns}." },
    ReasonEntry { reason: "DeploymentConfigRollingOut", what: "A new version is rolling out: the deployer pod is starting or scaling the new replication controller up and the old one down.", next: "Follow it: oc rollout status {resource}{ns}; the deployer pod's log says what it does: oc logs {resource}{ns}." },
    ReasonEntry { reason: "DeploymentConfigRolloutFailed", what: "The rollout of the latest version failed: the deployer pod stopped and the previous replication controller was scaled back.", next: "Read why in the deployer log: oc logs {resource}{ns}; fix it and roll out again with oc rollout latest {resource}{ns}." },
    ReasonEntry { reason: "DeploymentConfigUnavailable", what: "Fewer replicas are available than the DeploymentConfig needs (spec.replicas minus maxUnavailable).", next: "Find the pods that are not ready: oc get pods{ns} -l deploymentconfig={name}; oc describe pod on one of them." },
    ReasonEntry { reason: "RolloutCancelled", what: "The rollout of the latest version was cancelled (oc rollout cancel): the previous replication controller keeps serving.", next: "Roll out again when ready: oc rollout latest {resource}{ns}; or go back with oc rollout undo {resource}{ns}." },
    ReasonEntry { reason: "NewReplicationControllerCreated", what: "A replication controller was created for the new version: a rollout started.", next: "Follow it: oc rollout status {resource}{ns}." },
    ReasonEntry { reason: "ReplicationControllerUpdated", what: "The deployer pod is scaling the new replication controller up (and the old one down): the rollout is running.", next: "Follow it: oc rollout status {resource}{ns}." },
    ReasonEntry { reason: "NewReplicationControllerAvailable", what: "The latest rollout is complete: its replication controller has its replicas available.", next: "Nothing to do." },
    ReasonEntry { reason: "ReplicationControllerCreateError", what: "The controller could not create the replication controller for the new version (often a quota or an admission webhook).", next: "Read the error in the message and in the events: oc describe {resource}{ns}." },
    ReasonEntry { reason: "ProgressDeadlineExceeded", what: "The DeploymentConfig's deployer gave up: the new replication controller's pods did not become ready within the strategy's timeoutSeconds, so the rollout failed.", next: "Read the deployer's log: oc logs {resource}{ns}; find the new pods that are not ready: oc get pods{ns} -l deploymentconfig={name}; then roll out again with oc rollout latest {resource}{ns}, or back with oc rollout undo {resource}{ns}." },
    ReasonEntry { reason: "RoutePending", what: "No router has admitted the Route yet: none has written a status for it, or its Admitted condition is still Unknown.", next: "Check that a router's shard selects the Route (namespace and route labels) and that the routers run: oc get ingresscontroller -n openshift-ingress-operator; oc get pods -n openshift-ingress." },
    ReasonEntry { reason: "RouteNotAdmitted", what: "A router refused the Route: its host or namespace is not allowed there, or the route is invalid.", next: "Read the router's message: oc get {resource}{ns} -o yaml (status.ingress); fix spec.host or the router's route admission policy." },
    ReasonEntry { reason: "HostAlreadyClaimed", what: "Another Route (older, or in another namespace) already has this host and path, so the router gives it to that route.", next: "Find the owner of the host: oc get routes -A | grep <host>; choose another host, or delete the other route." },
    ReasonEntry { reason: "ExtendedValidationFailed", what: "The router rejected the Route's TLS settings: the certificate, key or CA certificate is malformed or does not match.", next: "Check spec.tls: the key must match the certificate and the certificate must cover spec.host (openssl x509 -noout -text); then edit the route: oc edit {resource}{ns}." },
];

/// OpenShift condition types.
pub(super) const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "Admitted", what: "Per router in a Route's status.ingress: True once that router serves the host, False when it refused the Route." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "openshift",
    system: "OpenShift",
    covers: "DeploymentConfigs (apps.openshift.io) and Routes (route.openshift.io)",
    reasons: REASONS,
    types: TYPES,
    categorised: &[],
};
