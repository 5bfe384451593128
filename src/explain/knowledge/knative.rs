//! Knative Serving (`serving.knative.dev`): reasons and condition types of Service,
//! Configuration, Revision and Route.

use super::{ConditionTypeEntry, ReasonEntry, Table};

/// Knative Serving condition types.
pub(super) const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "ResourcesAvailable", what: "ResourcesAvailable says whether the Revision's Deployment and autoscaler exist and its pods could be created and scheduled." },
    ConditionTypeEntry { type_: "ContainerHealthy", what: "ContainerHealthy says whether the Revision's container image resolved and its container starts without exiting." },
    ConditionTypeEntry { type_: "Active", what: "Active says whether the Revision has pods serving right now. It is an Info note: False with NoTraffic means scaled to zero, which is normal." },
    ConditionTypeEntry { type_: "ConfigurationsReady", what: "ConfigurationsReady mirrors the Ready condition of the Service's Configuration: whether its newest Revision became ready." },
    ConditionTypeEntry { type_: "RoutesReady", what: "RoutesReady mirrors the Ready condition of the Service's Route: whether traffic reaches the revisions it should." },
    ConditionTypeEntry { type_: "AllTrafficAssigned", what: "AllTrafficAssigned says whether every traffic target of the Route names a Revision or Configuration that exists and is ready." },
    ConditionTypeEntry { type_: "IngressReady", what: "IngressReady says whether the networking layer (Kourier, Istio, Contour) has programmed the Route's ingress." },
    ConditionTypeEntry { type_: "CertificateProvisioned", what: "CertificateProvisioned says whether the TLS certificate for the Route's domain is issued (True with TLSNotEnabled when TLS is off)." },
];

/// Knative Serving reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry {
        reason: "ProgressDeadlineExceeded",
        what: "The Revision's pods did not become ready within Knative's progress deadline (the serving.knative.dev/progress-deadline annotation, else progress-deadline in the config-deployment ConfigMap, 10 minutes by default); \"Initial scale was never achieved\" means not even the first pods did. An older Revision that was ready, if there is one, keeps serving.",
        next: "Find why its pods are not ready: kubectl get pods{ns} -l serving.knative.dev/revision={name}, then kubectl describe on one (image, probe, resources, scheduling); if none is left, the events of its Deployment say why: kubectl describe deployment {name}-deployment{ns}. Fix the Service's template and apply again: that makes a new Revision.",
    },
    ReasonEntry {
        reason: "BrokerDoesNotExist",
        what: "The Trigger's spec.broker names a Broker that does not exist in its namespace, so no event reaches its subscriber.",
        next: "Create the Broker in its namespace (kn broker create <broker>{ns}, or apply an eventing.knative.dev/v1 Broker), or point spec.broker at one that exists: kubectl get brokers{ns}.",
    },
    ReasonEntry {
        reason: "DomainAlreadyClaimed",
        what: "Another namespace already claims this DomainMapping's domain (its cluster-wide ClusterDomainClaim names that namespace), so this mapping is not served.",
        next: "Find the claim: kubectl get clusterdomainclaim {name} -o yaml (spec.namespace); use another domain, or move or delete the other mapping and its claim.",
    },
    ReasonEntry {
        reason: "ResolveFailed",
        what: "The DomainMapping's spec.ref names something that cannot be resolved to an address: usually a Knative Service that does not exist in its namespace (or is not ready).",
        next: "Check what spec.ref names: kubectl get ksvc {ref}{ns}; create it (or wait for it to become ready) or fix the reference.",
    },
    ReasonEntry {
        reason: "RevisionFailed",
        what: "The newest Revision of the Configuration failed to become ready; the message quotes the Revision's own reason.",
        next: "Open the newest Revision, the failing one: kubectl get revision {revision}{ns} -o yaml, and read its ContainerHealthy / ResourcesAvailable conditions. Fix the spec and apply again; {ready_revision_serves}",
    },
    ReasonEntry {
        reason: "RevisionMissing",
        what: "A traffic target names a Revision that does not exist or is not ready (yet): Unknown while the Configuration is still creating one, False when none became ready.",
        next: "Read what the message names. A Configuration that has no ready Revision: its newest Revision failed or is still starting, and that Revision's conditions say why (kubectl get revisions{ns}). A Revision that does not exist: it was deleted, so point the traffic at an existing one.",
    },
    ReasonEntry {
        reason: "ConfigurationMissing",
        what: "A traffic target names a Configuration that does not exist.",
        next: "Create the Configuration or fix the name in spec.traffic: kubectl get configurations{ns}.",
    },
    ReasonEntry {
        reason: "RevisionNotOwned",
        what: "A traffic target names a Revision that belongs to another Service.",
        next: "Point spec.traffic of {name} at one of its own Revisions: kubectl get revisions{ns} -l serving.knative.dev/service={name}.",
    },
    ReasonEntry {
        reason: "ContainerMissing",
        what: "Knative could not resolve the container image tag to a digest: the image does not exist or the registry refused access. No pod is started.",
        next: "Check the image name and tag, and that the registry credentials (imagePullSecrets of the service account) allow pulling it; then apply again.",
    },
    ReasonEntry {
        reason: "ExitCode<N>",
        what: "The Revision's container exited (the number after ExitCode is its exit code) before the Revision ever had an available pod; the message is the container's termination message.",
        next: "The message is the container's last words: fix what it names (often a missing environment variable or a wrong port) in the Service's template and apply again, which makes a new Revision. While a pod of it is left, kubectl logs -l serving.knative.dev/revision={name}{ns} -c user-container --previous shows more.",
    },
    ReasonEntry {
        reason: "Deploying",
        what: "Knative is creating the Revision's Deployment and autoscaler and waits for its pods.",
        next: "Wait; if it stays Deploying, kubectl get pods{ns} -l serving.knative.dev/revision={name} shows whether pods start.",
    },
    ReasonEntry {
        reason: "ResolvingDigests",
        what: "Knative is resolving the image tag to a digest before it deploys the Revision.",
        next: "Wait a moment; if it stays here, the registry is slow or unreachable from the cluster.",
    },
    ReasonEntry {
        reason: "NoTraffic",
        what: "The Revision receives no traffic, so it runs no pods: an idle Revision that is ready is scaled to zero (normal, not a failure); one that never became ready gets no traffic because its Route keeps sending it to the last ready Revision.",
        next: "If the Revision is ready, nothing to do: the first request starts a pod again. If it is not, this follows from that: fix what its Ready condition says.",
    },
    ReasonEntry {
        reason: "Queued",
        what: "Requests to the Revision are being buffered by the activator while pods are being started.",
        next: "Wait; cold starts take as long as the image pull and the app's start-up.",
    },
    ReasonEntry {
        reason: "TimedOut",
        what: "The Revision could not be activated: no pod became ready in time to take the buffered requests.",
        next: "Find why its pods do not become ready: kubectl get pods{ns} -l serving.knative.dev/revision={name}, then kubectl describe pod on one.",
    },
    ReasonEntry {
        reason: "NotOwned",
        what: "An object Knative wants to create already exists and belongs to someone else, so Knative will not touch it.",
        next: "Delete or rename the existing object named in the message, or rename {kind} {name}.",
    },
    ReasonEntry {
        reason: "OutOfDate",
        what: "The Service's Configuration or Route has not caught up with the Service's latest spec yet.",
        next: "Wait a moment; if it stays, look at the Configuration and Route: kubectl get configuration,route{ns} {name}.",
    },
    ReasonEntry {
        reason: "TrafficNotMigrated",
        what: "Traffic is not yet moved to the latest Revision.",
        next: "Wait; follow kubectl get route {name}{ns} -o yaml (status.traffic).",
    },
    ReasonEntry {
        reason: "RevisionNameTaken",
        what: "spec.template.metadata.name names a Revision that already exists with a different spec; Revisions are immutable.",
        next: "Give the template a new name (or remove the name to let Knative generate one) and apply again.",
    },
    ReasonEntry {
        reason: "RevisionDeleted",
        what: "The Configuration's latest Revision was deleted.",
        next: "Apply the Service or Configuration again (a change to spec.template creates a new Revision).",
    },
    ReasonEntry {
        reason: "RolloutInProgress",
        what: "A gradual rollout moves traffic to the latest Revision step by step.",
        next: "Wait; follow kubectl get route {name}{ns} -o yaml (status.traffic percents).",
    },
    ReasonEntry {
        reason: "IngressNotConfigured",
        what: "The networking layer has not yet programmed the ingress for this Route.",
        next: "Wait; if it stays, check the networking layer's pods (kourier, istio or contour) in knative-serving and their logs.",
    },
    ReasonEntry {
        reason: "CertificateProvisionFailed",
        what: "The certificate for the Route's domain could not be issued.",
        next: "Look at the Knative Certificate and the cert-manager Certificate/Order for {name}: kubectl get certificates.networking.internal.knative.dev{ns}.",
    },
    ReasonEntry {
        reason: "CertificateNotReady",
        what: "The certificate for the Route's domain is still being issued.",
        next: "Wait; if it stays, look at the cert-manager Order and Challenge for the domain.",
    },
    ReasonEntry {
        reason: "CertificateNotOwned",
        what: "A certificate with the wanted name exists and belongs to someone else.",
        next: "Delete or rename the certificate named in the message.",
    },
    ReasonEntry {
        reason: "TLSNotEnabled",
        what: "TLS is not enabled for this Route, so no certificate is needed.",
        next: "Nothing to do unless you expected HTTPS.",
    },
    ReasonEntry {
        reason: "HTTPDowngrade",
        what: "The certificate is not ready, so the Route serves plain HTTP for now.",
        next: "Wait for the certificate, or look at cert-manager if it never arrives.",
    },
    ReasonEntry {
        reason: "NewObservedGenFailure",
        what: "Knative has started on a new generation of the spec and has not finished reconciling it.",
        next: "Wait a moment and look again; if it stays, read the Knative controller's logs.",
    },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "knative",
    system: "Knative Serving",
    covers: "Service, Configuration, Revision and Route (serving.knative.dev)",
    reasons: REASONS,
    types: TYPES,
    categorised: &[],
};
