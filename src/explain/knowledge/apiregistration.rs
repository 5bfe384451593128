//! Reasons of the `apiregistration.k8s.io` group: APIService `Available`.

use super::{ReasonEntry, Table};

/// APIService reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry {
        reason: "Passed",
        what: "All checks passed: the API server reaches the service behind this API.",
        next: "Nothing to do.",
    },
    ReasonEntry {
        reason: "Local",
        what: "This API is served by the API server itself, so it is always available.",
        next: "Nothing to do.",
    },
    ReasonEntry {
        reason: "MissingEndpoints",
        what: "The Service behind this aggregated API has no ready endpoints: the pods that serve it are not running or not ready. Every call to the API fails, and kubectl, namespace deletion and garbage collection report errors about it.",
        next: "Look at the pods behind the Service named in spec.service (kubectl get pods -n <its namespace>) and why they are not ready. If the software was uninstalled, delete the APIService: kubectl delete {resource}.",
    },
    ReasonEntry {
        reason: "ServiceNotFound",
        what: "The Service named in spec.service does not exist, so this aggregated API cannot be reached.",
        next: "Create the Service, fix spec.service, or delete the APIService if its software was removed: kubectl delete {resource}.",
    },
    ReasonEntry {
        reason: "EndpointsNotFound",
        what: "The Service behind this aggregated API has no endpoints object: no pod matches its selector.",
        next: "Check the Service's selector and the pods that should serve the API.",
    },
    ReasonEntry {
        reason: "ServicePortError",
        what: "The port in spec.service does not match any port of the Service.",
        next: "Fix spec.service.port of {resource} or the Service's ports.",
    },
    ReasonEntry {
        reason: "FailedDiscoveryCheck",
        what: "The API server's discovery request to the backend failed: it could not connect (a dial error: i/o timeout, connection refused, no route to host), the TLS handshake failed (the serving certificate against spec.caBundle, unless spec.insecureSkipTLSVerify is true), or the backend answered late or with an error.",
        next: "Read the error in the message: a dial error means no connection was made (check the backend's pods and endpoints, then firewalls and network policies between the control plane and the pods); an x509 error, the serving certificate against spec.caBundle; a timeout awaiting headers or an error status, the backend's logs.",
    },
    ReasonEntry {
        reason: "ServiceAccessError",
        what: "The API server could not look up the Service or its endpoints for this API.",
        next: "Read the error in the message; check the API server's permissions and logs.",
    },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "apiregistration",
    system: "Kubernetes API aggregation",
    covers: "APIService availability (apiregistration.k8s.io)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
