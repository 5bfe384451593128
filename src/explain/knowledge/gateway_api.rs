//! Kubernetes Gateway API (`gateway.networking.k8s.io`): GatewayClasses, Gateways, routes and
//! policies, with status per parent Gateway or ancestor.

use super::{ConditionTypeEntry, ReasonEntry, Table};

/// Gateway API reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "GatewayStatusPending", what: "No Gateway API controller has written a current status yet: none handles it, it is still being processed, or the status describes an older generation.", next: "Check that the GatewayClass names a running controller (kubectl get gatewayclass) and that the parent Gateway exists: kubectl describe {resource}{ns}." },
    ReasonEntry { reason: "NotAccepted", what: "The controller rejected the configuration.", next: "Read the message on the Accepted condition and fix the spec: kubectl describe {resource}{ns}." },
    ReasonEntry { reason: "NoMatchingParent", what: "No listener of the parent Gateway matches this route (sectionName, port, or hostname).", next: "Compare spec.parentRefs with the Gateway's listeners: kubectl get gateway -o yaml{ns}." },
    ReasonEntry { reason: "NotAllowedByListeners", what: "The Gateway's listeners do not allow routes of this kind or from this namespace (allowedRoutes).", next: "Widen the listener's allowedRoutes, or attach the route to a listener that allows it." },
    ReasonEntry { reason: "NoMatchingListenerHostname", what: "None of the route's hostnames matches a hostname of the Gateway's listeners.", next: "Align spec.hostnames with the listener hostnames." },
    ReasonEntry { reason: "UnsupportedValue", what: "A value in the spec is not supported by this implementation.", next: "Read the message for the field and use a supported value." },
    ReasonEntry { reason: "InvalidParameters", what: "The GatewayClass's parametersRef points at something missing or invalid.", next: "Fix spec.parametersRef of the GatewayClass: kubectl describe {resource}." },
    ReasonEntry { reason: "BackendNotFound", what: "A backendRef names a Service (or other backend) that does not exist.", next: "Create the backend or fix the name in spec.rules[].backendRefs: kubectl get svc{ns}." },
    ReasonEntry { reason: "RefNotPermitted", what: "A reference to another namespace is not allowed by any ReferenceGrant.", next: "Add a ReferenceGrant in the target namespace that allows this kind to refer to it." },
    ReasonEntry { reason: "InvalidKind", what: "A reference names a kind the implementation does not support.", next: "Refer to a supported kind (usually a Service)." },
    ReasonEntry { reason: "InvalidCACertificateRef", what: "The CA certificate reference of the BackendTLSPolicy names a ConfigMap or Secret that is missing or invalid.", next: "Create the referenced ConfigMap with the CA bundle, or fix spec.validation.caCertificateRefs." },
    ReasonEntry { reason: "NoValidCACertificate", what: "The BackendTLSPolicy has no usable CA certificate (a bad reference or wellKnownCACertificates value).", next: "Fix spec.validation: either caCertificateRefs to a valid bundle or wellKnownCACertificates: System." },
    ReasonEntry { reason: "RefNotResolved", what: "Something the object refers to could not be resolved.", next: "Read the ResolvedRefs message and create or fix what it names." },
    ReasonEntry { reason: "NotProgrammed", what: "The data plane could not be configured for this object.", next: "Read the Programmed message and the controller's log." },
    ReasonEntry { reason: "ProgrammingInProgress", what: "The implementation is still configuring the data plane.", next: "Wait; if it stays, read the controller's log." },
    ReasonEntry { reason: "AddressNotAssigned", what: "The Gateway has no address yet (the load balancer is not provisioned, or none of the requested addresses could be assigned).", next: "Check the LoadBalancer Service the implementation created: kubectl get svc{ns}." },
];

/// Gateway API condition types.
pub(super) const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "Accepted", what: "Whether the controller accepted the configuration (for a route: per parent Gateway; for a policy: per ancestor)." },
    ConditionTypeEntry { type_: "Programmed", what: "Whether the configuration is in the data plane and serving." },
    ConditionTypeEntry { type_: "ResolvedRefs", what: "Whether every reference (backends, certificates, other namespaces) could be resolved." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "gateway-api",
    system: "Kubernetes Gateway API",
    covers: "GatewayClasses, Gateways, HTTPRoutes, GRPCRoutes and policies (gateway.networking.k8s.io)",
    reasons: REASONS,
    types: TYPES,
    categorised: &[],
};
