//! Apache Camel K (`camel.apache.org`): Integrations, IntegrationKits, Builds,
//! IntegrationPlatforms, Kamelets and Pipes.

use super::{ConditionTypeEntry, ReasonEntry, Table};

/// Camel K reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "CamelInitializing", what: "The Camel K operator is setting the object up (or has not picked it up yet).", next: "Watch it: kubectl get {resource}{ns} -w; if it stays, check the operator: kubectl get pods -A -l app=camel-k; kamel describe {kind} {name}{ns}." },
    ReasonEntry { reason: "CamelWaitingForPlatform", what: "The Integration waits for a ready IntegrationPlatform (or CamelCatalog) in its namespace or the operator's.", next: "Check the platform: kubectl get integrationplatform -A; its phase must be Ready." },
    ReasonEntry { reason: "CamelBuildingKit", what: "The operator is building the image (an IntegrationKit and its Build) the Integration will run.", next: "Follow the build: kubectl get builds,integrationkits{ns}; kamel logs {name}{ns} once it runs." },
    ReasonEntry { reason: "CamelDeploying", what: "The image is built and the operator is creating the Deployment, Knative Service or CronJob; the pods are not ready yet.", next: "Watch the pods: kubectl get pods{ns} -l camel.apache.org/integration={name} -w." },
    ReasonEntry { reason: "CamelError", what: "The object is in phase Error: the Integration's pods fail (the Ready condition's message has the pod's reason, e.g. a crash loop), or the platform or kit could not be set up.", next: "Read the Integration's log: kamel logs {name}{ns} (or kubectl logs -l camel.apache.org/integration={name}{ns}); kubectl describe {resource}{ns}." },
    ReasonEntry { reason: "CamelNotReady", what: "The Integration runs but its pods are not ready (its Ready condition is False).", next: "Read the Integration's log: kamel logs {name}{ns}; kubectl get pods{ns} -l camel.apache.org/integration={name}." },
    ReasonEntry { reason: "CamelCannotBuild", what: "The IntegrationKit cannot be built: the platform has no usable container registry or build strategy.", next: "Fix the IntegrationPlatform's build settings (spec.build.registry): kubectl get integrationplatform -o yaml{ns}." },
    ReasonEntry { reason: "CamelBuildFailed", what: "The build of the Integration's image failed or was interrupted (a dependency that cannot be resolved, a compile error, the registry refused the push).", next: "Read the build's log: kubectl get builds{ns}; kubectl logs of its builder pod (camel-k-<build>-builder); kamel rebuild {name}{ns} after fixing." },
    ReasonEntry { reason: "CamelDuplicatePlatform", what: "Another IntegrationPlatform already serves this namespace; this one is ignored.", next: "Keep one platform per namespace: kubectl get integrationplatform{ns}; delete the extra one." },
    ReasonEntry { reason: "Error", what: "The Integration's pods fail: Camel K copies the failing pod's reason and message (a crash back-off, an image pull error, a failing probe) into the Ready condition.", next: "Read the Integration's log: kubectl logs{ns} -l camel.apache.org/integration={name} --tail=100 (or kamel logs {name}{ns}); kubectl get pods{ns} -l camel.apache.org/integration={name} shows which pod fails." },
];

/// Camel K condition types.
pub(super) const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "IntegrationPlatformAvailable", what: "True when the Integration found a ready IntegrationPlatform (the message names it)." },
    ConditionTypeEntry { type_: "IntegrationKitAvailable", what: "True when the Integration's image (IntegrationKit, named in the message) is built." },
    ConditionTypeEntry { type_: "DeploymentAvailable", what: "Whether a Deployment runs the Integration; False with the strategy's name when another controller strategy (Knative Service, CronJob) is used, which is not a problem." },
    ConditionTypeEntry { type_: "KnativeServiceAvailable", what: "Whether a Knative Service runs the Integration; False when another controller strategy is used, which is not a problem." },
    ConditionTypeEntry { type_: "CronJobAvailable", what: "Whether a CronJob runs the Integration; False (\"different controller strategy used\") when another strategy is used, which is not a problem." },
    ConditionTypeEntry { type_: "ServiceAvailable", what: "Whether a Service exposes the Integration (only when it has an HTTP endpoint)." },
    ConditionTypeEntry { type_: "ExposureAvailable", what: "Whether a Route or Ingress exposes the Integration outside the cluster." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "camel-k",
    system: "Apache Camel K",
    covers: "Integrations, IntegrationKits, Builds, IntegrationPlatforms, Kamelets, Pipes (camel.apache.org)",
    reasons: REASONS,
    types: TYPES,
    categorised: &[],
};
