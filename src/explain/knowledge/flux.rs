//! Flux (`*.toolkit.fluxcd.io`): condition types and reasons of sources, Kustomizations,
//! HelmReleases and the rest of the toolkit.

use super::{ConditionTypeEntry, ReasonEntry, Table};

/// Flux condition types.
pub(super) const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "FetchFailed", what: "FetchFailed is True when the source controller could not fetch the source (Git, Helm repository, OCI, bucket)." },
    ConditionTypeEntry { type_: "ArtifactOutdated", what: "ArtifactOutdated is True when the stored artifact no longer matches the source's latest revision or spec; the controller is producing a new one." },
    ConditionTypeEntry { type_: "StorageOperationFailed", what: "StorageOperationFailed is True when the source controller could not store or read the artifact in its storage." },
    ConditionTypeEntry { type_: "IncludeUnavailable", what: "IncludeUnavailable is True when a source this GitRepository includes (spec.include) is not available." },
    ConditionTypeEntry { type_: "SourceVerified", what: "SourceVerified says whether the source's signature (commit, tag or OCI artifact) was verified." },
    ConditionTypeEntry { type_: "ArtifactInStorage", what: "ArtifactInStorage says whether an artifact of the source is stored and can be used." },
    ConditionTypeEntry { type_: "Released", what: "Released says whether the last Helm install or upgrade of the HelmRelease succeeded." },
    ConditionTypeEntry { type_: "Remediated", what: "Remediated is True when Flux undid a failed Helm action (rollback or uninstall)." },
    ConditionTypeEntry { type_: "TestSuccess", what: "TestSuccess says whether the Helm tests of the release passed." },
];

/// Flux reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "ProgressingWithRetry", what: "Flux is trying again after a failure; the Ready condition carries the failure.", next: "Fix what Ready's message names; {flux_reconcile} retries at once." },
    ReasonEntry { reason: "OCIArtifactPullFailed", what: "Flux could not pull the OCI artifact: the registry refused the credentials (spec.secretRef, or the provider's workload identity), the repository or tag does not exist, or the registry cannot be reached.", next: "Read the registry's answer in the message: DENIED or 401 is the credentials (renew the Secret: flux create secret oci), NAME_UNKNOWN or MANIFEST_UNKNOWN the URL or tag; then flux reconcile source oci {name}{ns}." },
    ReasonEntry { reason: "DependencyNotReady", what: "An object this one depends on (spec.dependsOn or its source) is not ready.", next: "Look at the dependency named in the message: flux get all{ns}." },
    ReasonEntry { reason: "GitOperationFailed", what: "The Git clone or fetch failed: wrong URL, branch, or credentials.", next: "Check spec.url, spec.ref and the credentials in {secret_ref}: an expired token, or an SSH key the server does not know, is the usual cause (the summary says which, when the message does); then flux reconcile source git {name}{ns}." },
    ReasonEntry { reason: "AuthenticationFailed", what: "The source rejected the credentials.", next: "Fix {secret_ref} (an expired token or key is common), then {flux_reconcile}." },
    ReasonEntry { reason: "URLInvalid", what: "spec.url cannot be parsed; Flux stalls until the spec changes.", next: "Fix spec.url of {kind} {name}." },
    ReasonEntry { reason: "ArtifactFailed", what: "The object's source has no artifact it can use: the source does not exist, or its latest fetch failed (its message says why; one that fetched before keeps its last artifact). Only the words \"Source artifact not found\" mean it never fetched one.", next: "Look at its source (spec.sourceRef): flux get {source_ref}; its Ready message says why it has no artifact. Once it has one, this follows by itself." },
    ReasonEntry { reason: "HealthCheckFailed", what: "The objects were applied, but the workloads did not become healthy within the timeout.", next: "Look at the workloads named in the message (kubectl describe on them); pasted with it, the root cause follows them to what keeps them from being healthy." },
    ReasonEntry { reason: "ReconciliationSucceeded", what: "The last reconcile applied the source successfully.", next: "Nothing to do." },
    ReasonEntry { reason: "ReconciliationFailed", what: "The last reconcile failed; the message has the error.", next: "Fix what the message names, then {flux_reconcile}." },
    ReasonEntry { reason: "BuildFailed", what: "Building the manifests (kustomize build) failed.", next: "Run kustomize build on the path locally to see the error, fix it and push." },
    ReasonEntry { reason: "InstallFailed", what: "The Helm install failed: a manifest the API server rejected (the message names it), a failing hook, or a timeout (\"context deadline exceeded\": the chart's workloads did not become ready within spec.timeout). With remediation, Flux uninstalls the failed release before retrying.", next: "Fix what the message names in the values or chart (for a timeout, why the chart's pods are not ready: kubectl get pods{ns}), then flux reconcile helmrelease {name}{ns} (with --reset once its retries are used up: Stalled with RetriesExceeded)." },
    ReasonEntry { reason: "UpgradeFailed", what: "The Helm upgrade failed: a manifest the API server rejected (the message names it), a failing hook, or a timeout (\"context deadline exceeded\": the new workloads did not become ready within spec.timeout).", next: "Fix what the message names in the values or chart (for a timeout, why the new pods are not ready, and helm history shows the revisions), then flux reconcile helmrelease {name}{ns} (with --reset once its retries are used up: Stalled with RetriesExceeded)." },
    ReasonEntry { reason: "HelmReleaseLocked", what: "Helm refuses every new install, upgrade or rollback of the release because an earlier one never finished (the helm-controller restarted or timed out mid-way): the release's newest revision is still pending-install, pending-upgrade or pending-rollback.", next: "helm history <release> -n <namespace> shows the pending revision; roll back to the last deployed one (or delete the pending revision's Secret sh.helm.release.v1.<release>.v<N>), then flux reconcile helmrelease {name}{ns} --force." },
    ReasonEntry { reason: "RetriesExceeded", what: "Flux has used up the install or upgrade retries of the HelmRelease (spec.install.remediation.retries / spec.upgrade.remediation.retries) and stopped trying: it stays as it is until something changes.", next: "Fix what the failed install or upgrade says (the Released condition's message), then flux reconcile helmrelease {name}{ns} --reset: a plain reconcile does not retry a release whose retries are used up." },
    ReasonEntry { reason: "RollbackSucceeded", what: "Flux rolled the release back to the previous revision after a failure: the previous version serves.", next: "Fix the failed upgrade (see the Released condition) and push again." },
    ReasonEntry { reason: "InstallSucceeded", what: "The Helm install succeeded.", next: "Nothing to do." },
    ReasonEntry { reason: "UpgradeSucceeded", what: "The Helm upgrade succeeded.", next: "Nothing to do." },
    ReasonEntry { reason: "InvalidChartReference", what: "The chart the HelmChart (or the HelmRelease that made it) asks for cannot be resolved in its repository: no version matches spec.version, or no chart has that name.", next: "Set the chart's name and version to ones the repository has (for the chart of a HelmRelease, in that HelmRelease's spec.chart.spec), then {flux_reconcile}." },
    ReasonEntry { reason: "ChartPullFailed", what: "The Helm chart could not be pulled.", next: "Check the chart name, version and the HelmRepository: flux get sources helm{ns}." },
    ReasonEntry { reason: "StorageOperationFailed", what: "The source controller could not store or read the artifact in its storage.", next: "Check the source-controller's pod and its storage volume: kubectl -n flux-system logs deploy/source-controller." },
    ReasonEntry { reason: "HealthCheckCanceled", what: "The health check of the applied objects was canceled before it finished (a new reconcile started, or the controller stopped).", next: "Nothing to do if a newer reconcile follows; {flux_reconcile} runs it again." },
    ReasonEntry { reason: "PruneFailed", what: "Deleting objects that are no longer in the source (garbage collection) failed.", next: "Read the message for the objects and the error (often a finalizer or missing permission); fix it, then {flux_reconcile}." },
    ReasonEntry { reason: "InvalidPath", what: "The path set in the spec (spec.path) does not exist in the source or is not valid.", next: "Fix spec.path of {kind} {name} to a directory that exists in the source's artifact." },
    ReasonEntry { reason: "InvalidURL", what: "A URL in the spec cannot be used: malformed, or with an unsupported scheme.", next: "Fix spec.url of {kind} {name}." },
    ReasonEntry { reason: "InsecureConnectionsDisallowed", what: "The spec asks for a plain (insecure) connection, but the controller is configured to refuse insecure connections.", next: "Use an https:// or TLS endpoint in the spec of {kind} {name}, or allow insecure connections in the controller's flags if that is intended." },
    ReasonEntry { reason: "UnsupportedConnectionType", what: "The connection type in the spec is not supported by this controller.", next: "Read the message and use a supported URL scheme or provider in the spec of {kind} {name}." },
    ReasonEntry { reason: "InvalidCELExpression", what: "A CEL expression in the spec (for example a custom health check) cannot be parsed or evaluated.", next: "Fix the expression the message names in the spec of {kind} {name}." },
    ReasonEntry { reason: "FeatureGateDisabled", what: "The spec uses a feature the controller has switched off (a feature gate).", next: "Enable the feature gate in the controller's flags, or stop using the feature in the spec of {kind} {name}." },
    ReasonEntry { reason: "RollbackFailed", what: "The Helm rollback after a failed upgrade failed too.", next: "Read the message; helm history {name}{ns} shows the release's revisions. Fix the chart or values, then flux reconcile helmrelease {name}{ns}." },
    ReasonEntry { reason: "UninstallFailed", what: "The Helm uninstall failed.", next: "Read the message (often a failing hook or a stuck finalizer); helm history {name}{ns} shows the release." },
    ReasonEntry { reason: "UninstallSucceeded", what: "The Helm uninstall succeeded.", next: "Nothing to do." },
    ReasonEntry { reason: "TestSucceeded", what: "The Helm tests of the release passed.", next: "Nothing to do." },
    ReasonEntry { reason: "TestFailed", what: "A test failed: for a HelmRelease, the chart's Helm tests after the install or upgrade; for MTC, its test of a storage provider.", next: "For Helm, read the test pods' logs (kubectl logs <test-pod>{ns}) and fix the release; flux reconcile helmrelease {name}{ns} runs them again." },
    ReasonEntry { reason: "ValuesError", what: "The helm-controller could not compose the release's values: a ConfigMap or Secret that spec.valuesFrom names does not exist, or lacks the key it names (valuesKey, values.yaml by default). Nothing is installed or upgraded until it resolves; a release deployed before keeps running.", next: "Create the ConfigMap or Secret the message names, with that key, or fix spec.valuesFrom (optional: true lets the release go on without it); then {flux_reconcile}." },
    ReasonEntry { reason: "InitFailed", what: "The helm-controller could not set up the Helm action for this release; the message has the error.", next: "Read the message; it often concerns access to the target cluster (spec.kubeConfig, spec.serviceAccountName). The helm-controller's logs tell more: kubectl -n flux-system logs deploy/helm-controller." },
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
