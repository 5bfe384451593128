//! Istio configuration (`*.istio.io`): the analyzers' message codes istiod reports in
//! `status.validationMessages`.

use super::{ReasonEntry, Table};

/// Istio analysis codes.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "IST0101", what: "ReferencedResourceNotFound: the configuration names a host, gateway, secret or subset that does not exist, so the route or policy that uses it does not work (requests typically get 503 or go nowhere).", next: "Create what the message names or fix the reference; istioctl analyze{ns} checks the whole namespace again." },
    ReasonEntry { reason: "IST0104", what: "GatewayPortNotOnWorkload: the Gateway listens on a port that the selected gateway workload does not expose, so nothing is served there.", next: "Use a port the ingress gateway's Service and pods expose, or change the Gateway's selector; istioctl analyze{ns}." },
    ReasonEntry { reason: "IST0106", what: "SchemaValidationError: a field of the configuration is invalid, so istiod ignores the object.", next: "Fix the field the message names and apply again; istioctl validate -f <file> checks it before applying." },
    ReasonEntry { reason: "IST0109", what: "ConflictingMeshGatewayVirtualServiceHosts: several VirtualServices claim the same host for the mesh, and only one of them is used.", next: "Merge the routes into one VirtualService per host, or give them different hosts; istioctl analyze lists the others." },
    ReasonEntry { reason: "IST0102", what: "NamespaceNotInjected: the namespace is not labelled for sidecar injection, so its new pods get no Istio proxy and stay outside the mesh.", next: "Label it (kubectl label namespace <namespace> istio-injection=enabled, or istio.io/rev=<revision>) and restart its workloads so their pods are injected." },
    ReasonEntry { reason: "IST0103", what: "PodMissingProxy: the pod has no Istio sidecar although its namespace asks for injection (it started before the label, or injection is off for it).", next: "Restart its workload so the pod is created again with the sidecar (kubectl rollout restart deployment/<name>{ns}); check the sidecar.istio.io/inject annotation." },
    ReasonEntry { reason: "IST0108", what: "UnknownAnnotation: an annotation in the istio.io domain that Istio does not know, usually a misspelling, so it has no effect.", next: "Fix the annotation's name (istioctl analyze{ns} names it)." },
    ReasonEntry { reason: "IST0118", what: "PortNameIsNotUnderNamingConvention: a Service port's name does not say its protocol (http-, grpc-, tcp-, …) and it has no appProtocol, so Istio may treat its traffic as plain TCP.", next: "Name the port with its protocol as prefix (http-web) or set appProtocol on it." },
    ReasonEntry { reason: "IST0131", what: "VirtualServiceIneffectiveMatch: a match of the VirtualService can never be reached because an earlier one already catches everything it would.", next: "Reorder the http routes (the most specific first) or remove the unreachable one." },
    ReasonEntry { reason: "IST0132", what: "VirtualServiceHostNotFoundInGateway: a host of the VirtualService is not among the hosts of the Gateway it is bound to, so the gateway never routes it.", next: "Add the host to the Gateway's servers[].hosts, or fix the VirtualService's hosts or gateways." },
    ReasonEntry { reason: "IST0145", what: "ConflictingGateways: several Gateways select the same gateway workload with the same port and host, and only one of them takes effect.", next: "Merge them into one Gateway, or give them distinct hosts or ports; istioctl analyze{ns} lists the others." },
    ReasonEntry { reason: "IstioAnalysisError", what: "Istio's analysis reported an error for this configuration: it does not do what it says.", next: "Run istioctl analyze{ns} for the full finding, and fix what it names." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "istio",
    system: "Istio",
    covers: "VirtualServices, DestinationRules, Gateways and other configuration (*.istio.io)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
