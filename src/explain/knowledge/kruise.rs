//! OpenKruise (`apps.kruise.io`): CloneSet, Advanced StatefulSet and DaemonSet, BroadcastJob,
//! AdvancedCronJob.

use super::{ConditionTypeEntry, ReasonEntry, Table};

/// OpenKruise reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "KruiseUpdatePaused", what: "The update strategy is paused on purpose: Kruise updates no more pods until it is resumed.", next: "Resume it: kubectl edit {resource}{ns} and set spec.updateStrategy.paused to false (for an Advanced StatefulSet or DaemonSet: spec.updateStrategy.rollingUpdate.paused)." },
    ReasonEntry { reason: "KruisePartitioned", what: "The partition keeps that many pods at the old revision on purpose (a phased release); the others are updated and ready.", next: "Lower spec.updateStrategy partition (to 0 to finish) when the updated pods look good: kubectl edit {resource}{ns}." },
    ReasonEntry { reason: "KruiseRolloutInProgress", what: "Kruise is still updating pods, or the updated pods are not ready yet.", next: "Watch the pods: kubectl get pods{ns}{selector} -w; a pod that stays not ready says why in kubectl describe." },
    ReasonEntry { reason: "KruiseStatusPending", what: "The Kruise controller has not written a status yet (or the status was not pasted).", next: "Check that the kruise-controller-manager runs: kubectl get pods -n kruise-system." },
    ReasonEntry { reason: "BroadcastJobRunning", what: "The BroadcastJob's pods are still running on the matching nodes.", next: "Watch progress: kubectl get {resource}{ns} -w." },
    ReasonEntry { reason: "AdvancedCronJobPaused", what: "The AdvancedCronJob is paused (spec.paused: true): it creates no new jobs.", next: "Resume it: kubectl edit {resource}{ns} and set spec.paused to false." },
];

/// OpenKruise condition types.
pub(super) const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "FailedScale", what: "True when the Kruise controller could not create or delete pods to reach spec.replicas." },
    ConditionTypeEntry { type_: "FailedUpdate", what: "True when the Kruise controller could not update pods to the new revision." },
    ConditionTypeEntry { type_: "FailedCreatePod", what: "True when the Advanced StatefulSet controller could not create a pod." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "kruise",
    system: "OpenKruise",
    covers: "CloneSets, Advanced StatefulSets and DaemonSets, BroadcastJobs, AdvancedCronJobs (apps.kruise.io)",
    reasons: REASONS,
    types: TYPES,
    categorised: &[],
};
