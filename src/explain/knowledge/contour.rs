//! Contour (`projectcontour.io`): HTTPProxies and ExtensionServices.

use super::{ConditionTypeEntry, ReasonEntry, Table};

/// Contour reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "ContourNotReconciled", what: "Contour has not validated the current generation yet: it has not got to it, or the object's ingress class belongs to another Contour instance.", next: "Check the ingress class (spec.ingressClassName) against Contour's --ingress-class-name and that Contour runs: kubectl get pods -n projectcontour; kubectl describe {resource}{ns}." },
    ReasonEntry { reason: "ContourInvalid", what: "Contour rejected the object: it is not part of Envoy's configuration. The Valid condition's errors list each problem (an unresolved Service, a missing TLS secret, a duplicate FQDN, a bad include).", next: "Read the errors under the Valid condition: kubectl get {resource}{ns} -o yaml; fix what they name (kubectl get svc,secret{ns})." },
    ReasonEntry { reason: "ContourOrphaned", what: "The HTTPProxy is not included by any root HTTPProxy (one with spec.virtualhost), so none of its routes is served.", next: "Include it from a root proxy (spec.includes with its name and namespace; kubectl get httpproxy -A lists the roots with their FQDN), or give it a spec.virtualhost to make it a root; check that the root's namespace may delegate to it." },
];

/// Contour condition types.
pub(super) const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "Valid", what: "Contour's verdict on an HTTPProxy or ExtensionService: True when it is part of Envoy's configuration; when False its errors list says why." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "contour",
    system: "Contour",
    covers: "HTTPProxies and ExtensionServices (projectcontour.io)",
    reasons: REASONS,
    types: TYPES,
    categorised: &[],
};
