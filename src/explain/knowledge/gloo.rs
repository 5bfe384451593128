//! Gloo Edge (`gateway.solo.io`, `gloo.solo.io`): the validation states every Solo.io resource
//! reports.

use super::{ReasonEntry, Table};

/// Gloo reasons (the rule's words for the reported `state`).
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "GlooRejected", what: "Gloo rejected the resource: its configuration is invalid or refers to something missing, so the proxy does not serve it (the last accepted configuration, if any, stays).", next: "Read the reason in the status, fix the spec of {kind} {name}, then kubectl get {resource}{ns} -o yaml to see the new state; glooctl check lists every rejected resource." },
    ReasonEntry { reason: "GlooWarning", what: "Gloo accepted the resource with warnings: it is served, but something it refers to is missing or conflicts (a route to an unknown upstream, an overlapping domain).", next: "Read the reason in the status and fix what it names; glooctl check lists every warning." },
    ReasonEntry { reason: "GlooPending", what: "Gloo has not validated the resource yet; the proxy does not serve it until it is accepted.", next: "Wait a few seconds; if it stays Pending, check the gloo and gateway pods: kubectl get pods -n gloo-system." },
    ReasonEntry { reason: "GlooNotValidated", what: "No status: Gloo has not reported on the resource yet, or it watches other namespaces (watchNamespaces) or is not installed.", next: "Wait a few seconds and look again: kubectl get {resource}{ns} -o yaml; glooctl check tells whether Gloo is healthy." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "gloo",
    system: "Gloo Edge",
    covers: "validation states of gateway.solo.io and gloo.solo.io resources (VirtualService, RouteTable, Upstream, options)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
