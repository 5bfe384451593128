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
    ReasonEntry { reason: "ListenerNotReady", what: "One of the Gateway's listeners cannot serve; the routes attached to it get no traffic on its port.", next: "Read the listener's conditions: kubectl describe {resource}{ns} (status.listeners)." },
    ReasonEntry { reason: "ListenersNotValid", what: "One or more of the Gateway's listeners are invalid; the Gateway may still serve the valid ones.", next: "Find the listener whose conditions are not good: kubectl describe {resource}{ns} (status.listeners), and fix its spec." },
    ReasonEntry { reason: "InvalidCertificateRef", what: "A listener's tls.certificateRefs names a Secret that is missing, is not a kubernetes.io/tls Secret with tls.crt and tls.key, or is in another namespace without a ReferenceGrant: the listener cannot terminate TLS.", next: "Create or fix the Secret (if cert-manager makes it, see why its Certificate is not ready), or add the ReferenceGrant: kubectl get secret{ns}." },
    ReasonEntry { reason: "PortUnavailable", what: "The listener's port is in use or not allowed by this implementation.", next: "Choose another port in spec.listeners[].port, or read the controller's logs for why it is unavailable." },
    ReasonEntry { reason: "UnsupportedProtocol", what: "The implementation does not support the protocol a listener (or a backend's appProtocol) asks for.", next: "Use a protocol this implementation supports (see its documentation), or another GatewayClass." },
    ReasonEntry { reason: "HostnameConflict", what: "Two listeners on the same port claim the same hostname: they conflict, and the conflicting one does not serve.", next: "Give the listeners distinct hostnames or ports." },
    ReasonEntry { reason: "ProtocolConflict", what: "Two listeners on the same port ask for incompatible protocols: they conflict, and the conflicting one does not serve.", next: "Put listeners with different protocols on different ports." },
    ReasonEntry { reason: "InvalidRouteKinds", what: "A listener's allowedRoutes.kinds names a route kind the implementation does not support for its protocol.", next: "Remove the unsupported kind from spec.listeners[].allowedRoutes.kinds." },
    ReasonEntry { reason: "UnsupportedAddress", what: "The implementation cannot use an address requested in the Gateway's spec.addresses.", next: "Remove or change spec.addresses, or use a GatewayClass that supports it." },
    ReasonEntry { reason: "AddressNotUsable", what: "An address requested in the Gateway's spec.addresses cannot be used (already taken or invalid).", next: "Request another address, or leave spec.addresses empty to get one assigned." },
    ReasonEntry { reason: "NoResources", what: "The implementation could not get what the Gateway needs (a load balancer, an address, capacity).", next: "Read the message and the controller's events; check the cloud load balancer quota: kubectl describe {resource}{ns}." },
    ReasonEntry { reason: "Invalid", what: "The listener (or Gateway) is invalid, so it is not programmed; its other conditions say why.", next: "Read the other conditions of the same listener: kubectl describe {resource}{ns} (status.listeners)." },
    ReasonEntry { reason: "NoController", what: "No Gateway API controller has picked the object up: it still has the default status the API server gives (Accepted Unknown, \"Waiting for controller\") long after it was made. Nothing serves it until one does.", next: "Install or start the Gateway API implementation, and make the GatewayClass's spec.controllerName (or the Gateway's gatewayClassName) match what it handles: kubectl get gatewayclass." },
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
