//! Reasons of the `apps` group: Deployment and ReplicaSet conditions.

use super::{ReasonEntry, Table};

/// Deployment and ReplicaSet reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry {
        reason: "ProgressDeadlineExceeded",
        what: "The rollout made no progress for spec.progressDeadlineSeconds. Kubernetes does not roll back or stop by itself; this only signals that the new pods are not becoming available.",
        next: "Find why the new pods do not become ready: kubectl get pods{ns} and kubectl describe pod on a new one. Roll back with kubectl rollout undo {resource}{ns} if the old version must serve.",
    },
    ReasonEntry {
        reason: "NewReplicaSetAvailable",
        what: "The rollout is complete: the newest ReplicaSet has all its replicas available.",
        next: "Nothing to do.",
    },
    ReasonEntry {
        reason: "ReplicaSetUpdated",
        what: "The rollout is moving: pods of the new ReplicaSet are being added and old ones removed.",
        next: "Wait, or follow it with kubectl rollout status {resource}{ns}.",
    },
    ReasonEntry {
        reason: "NewReplicaSetCreated",
        what: "A new ReplicaSet was created for the changed pod template: a rollout started.",
        next: "Follow it with kubectl rollout status {resource}{ns}.",
    },
    ReasonEntry {
        reason: "FoundNewReplicaSet",
        what: "An existing ReplicaSet matches the pod template and is being used for the rollout.",
        next: "Follow it with kubectl rollout status {resource}{ns}.",
    },
    ReasonEntry {
        reason: "ReplicaSetCreateError",
        what: "The Deployment controller could not create the new ReplicaSet.",
        next: "Read the error in the message (often a quota); kubectl describe {resource}{ns}.",
    },
    ReasonEntry {
        reason: "MinimumReplicasAvailable",
        what: "Enough replicas are available to meet the Deployment's availability floor (replicas minus maxUnavailable). This does not mean a rollout has finished.",
        next: "Nothing to do for availability.",
    },
    ReasonEntry {
        reason: "MinimumReplicasUnavailable",
        what: "Fewer replicas are available than the Deployment's floor (replicas minus maxUnavailable): users may see errors or an outage.",
        next: "Find why pods are not available: kubectl get pods{ns}{selector}, then kubectl describe pod on one that is not ready.",
    },
    ReasonEntry {
        reason: "DeploymentPaused",
        what: "The Deployment is paused: template changes do not start a rollout and no deadline runs.",
        next: "Resume it when ready: kubectl rollout resume {resource}{ns}.",
    },
    ReasonEntry {
        reason: "DeploymentResumed",
        what: "The Deployment was resumed after a pause.",
        next: "Follow the rollout with kubectl rollout status {resource}{ns}.",
    },
    ReasonEntry {
        reason: "FailedCreate",
        what: "The controller could not create pods: a quota, a PodSecurity or admission webhook rejection, a missing ServiceAccount, or a LimitRange. The cause is not in any pod, because none was created.",
        next: "Read the API error in the message and fix the quota, policy or reference it names; the FailedCreate events are on the ReplicaSet (or the Job, StatefulSet, DaemonSet) that creates the pods: kubectl get events{ns} --field-selector reason=FailedCreate.",
    },
    ReasonEntry {
        reason: "FailedDelete",
        what: "The controller could not delete pods it wanted to remove.",
        next: "Read the API error in the message; check finalizers and admission webhooks.",
    },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "apps",
    system: "Kubernetes apps",
    covers: "Deployment, ReplicaSet, StatefulSet and DaemonSet conditions",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
