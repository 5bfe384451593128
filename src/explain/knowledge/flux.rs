//! Flux (`*.toolkit.fluxcd.io`): condition types and reasons of sources, Kustomizations,
//! HelmReleases and the rest of the toolkit.

use super::{ConditionTypeEntry, ReasonEntry, Table};

/// Flux condition types.
pub(super) const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "FetchFailed", what: "FetchFailed is True when the source controller could not fetch the source (Git, Helm repository, OCI, bucket)." },
    ConditionTypeEntry { type_: "ArtifactInStorage", what: "ArtifactInStorage says whether an artifact of the source is stored and can be used." },
    ConditionTypeEntry { type_: "Released", what: "Released says whether the last Helm install or upgrade of the HelmRelease succeeded." },
    ConditionTypeEntry { type_: "Remediated", what: "Remediated is True when Flux undid a failed Helm action (rollback or uninstall)." },
    ConditionTypeEntry { type_: "TestSuccess", what: "TestSuccess says whether the Helm tests of the release passed." },
];

/// Flux reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "ProgressingWithRetry", what: "Flux is trying again after a failure; the Ready condition carries the failure.", next: "Fix what Ready's message names; flux reconcile {kind} {name}{ns} retries at once." },
    ReasonEntry { reason: "DependencyNotReady", what: "An object this one depends on (spec.dependsOn or its source) is not ready.", next: "Look at the dependency named in the message: flux get all{ns}." },
    ReasonEntry { reason: "GitOperationFailed", what: "The Git clone or fetch failed: wrong URL, branch, or credentials.", next: "Check spec.url, spec.ref and the Secret in spec.secretRef; then flux reconcile source git {name}{ns}." },
    ReasonEntry { reason: "AuthenticationFailed", what: "The source rejected the credentials.", next: "Fix the Secret in spec.secretRef, then flux reconcile {kind} {name}{ns}." },
    ReasonEntry { reason: "URLInvalid", what: "spec.url cannot be parsed; Flux stalls until the spec changes.", next: "Fix spec.url of {kind} {name}." },
    ReasonEntry { reason: "ArtifactFailed", what: "The source's artifact could not be fetched or the source does not exist.", next: "Look at the source named in the message: flux get sources all{ns}." },
    ReasonEntry { reason: "HealthCheckFailed", what: "The objects were applied, but the workloads did not become healthy within the timeout.", next: "Look at the workloads named in the message (kubectl describe on them); paste them here too." },
    ReasonEntry { reason: "ReconciliationSucceeded", what: "The last reconcile applied the source successfully.", next: "Nothing to do." },
    ReasonEntry { reason: "ReconciliationFailed", what: "The last reconcile failed; the message has the error.", next: "Fix what the message names, then flux reconcile {kind} {name}{ns}." },
    ReasonEntry { reason: "BuildFailed", what: "Building the manifests (kustomize build) failed.", next: "Run kustomize build on the path locally to see the error, fix it and push." },
    ReasonEntry { reason: "InstallFailed", what: "The Helm install failed.", next: "Read the message; helm history and the chart's pods tell more. flux reconcile helmrelease {name}{ns} retries." },
    ReasonEntry { reason: "UpgradeFailed", what: "The Helm upgrade failed.", next: "Read the message (often a rejected manifest or a failing hook); fix the values or chart, then flux reconcile helmrelease {name}{ns}." },
    ReasonEntry { reason: "RollbackSucceeded", what: "Flux rolled the release back to the previous revision after a failure: the previous version serves.", next: "Fix the failed upgrade (see the Released condition) and push again." },
    ReasonEntry { reason: "InstallSucceeded", what: "The Helm install succeeded.", next: "Nothing to do." },
    ReasonEntry { reason: "UpgradeSucceeded", what: "The Helm upgrade succeeded.", next: "Nothing to do." },
    ReasonEntry { reason: "ChartPullFailed", what: "The Helm chart could not be pulled.", next: "Check the chart name, version and the HelmRepository: flux get sources helm{ns}." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "flux",
    system: "Flux",
    covers: "sources, Kustomizations, HelmReleases and the rest of the toolkit (*.toolkit.fluxcd.io)",
    reasons: REASONS,
    types: TYPES,
    categorised: &[],
};
