//! Istio configuration (`*.istio.io`): the analyzers' message codes istiod reports in
//! `status.validationMessages`.

use super::{ReasonEntry, Table};

/// Istio analysis codes.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "IST0101", what: "ReferencedResourceNotFound: the configuration names a host, gateway, secret or subset that does not exist, so the route or policy that uses it does not work (requests typically get 503 or go nowhere).", next: "Create what the message names or fix the reference; istioctl analyze -n <namespace> checks the whole namespace again." },
    ReasonEntry { reason: "IST0104", what: "GatewayPortNotOnWorkload: the Gateway listens on a port that the selected gateway workload does not expose, so nothing is served there.", next: "Use a port the ingress gateway's Service and pods expose, or change the Gateway's selector; istioctl analyze -n <namespace>." },
    ReasonEntry { reason: "IST0106", what: "SchemaValidationError: a field of the configuration is invalid, so istiod ignores the object.", next: "Fix the field the message names and apply again; istioctl validate -f <file> checks it before applying." },
    ReasonEntry { reason: "IST0109", what: "ConflictingMeshGatewayVirtualServiceHosts: several VirtualServices claim the same host for the mesh, and only one of them is used.", next: "Merge the routes into one VirtualService per host, or give them different hosts; istioctl analyze lists the others." },
    ReasonEntry { reason: "IstioAnalysisError", what: "Istio's analysis reported an error for this configuration: it does not do what it says.", next: "Run istioctl analyze -n <namespace> for the full finding, and fix what it names." },
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
