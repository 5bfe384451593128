//! Google Kubernetes Engine's own kinds (`networking.gke.io`): ManagedCertificate.

use super::{ReasonEntry, Table};

/// GKE reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "ManagedCertificatePending", what: "GKE has not started provisioning the certificate; it does so only once an Ingress names it.", next: "Name it on the Ingress: annotation networking.gke.io/managed-certificates: {name}, and check kubectl describe {resource}{ns}." },
    ReasonEntry { reason: "ManagedCertificateProvisioning", what: "Google is issuing the certificate: every domain must resolve to the Ingress's load balancer IP first; this takes from a few minutes to an hour.", next: "Check that each domain's A/AAAA record points at the Ingress address: kubectl get ingress{ns}, then dig +short <domain>." },
    ReasonEntry { reason: "ManagedCertificateDomainFailed", what: "A domain failed: FailedNotVisible (its DNS does not resolve to the load balancer), FailedCaaChecking / FailedCaaForbidden (its CAA records do not allow Google's CAs), FailedRateLimited (too many certificates issued for the domain).", next: "Compare dig +short <domain> with the Ingress address (kubectl get ingress{ns}) and check dig +short CAA <domain>; fix the A/AAAA record or the CAA record (allow pki.goog), then wait: Google retries by itself." },
    ReasonEntry { reason: "ManagedCertificateFailed", what: "Provisioning or renewal of the certificate failed (too many certificates in the project, an invalid domain, a permanent domain failure).", next: "kubectl describe {resource}{ns} for the domain statuses and events; fix the domain, or recreate the ManagedCertificate after ProvisioningFailedPermanently." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "gke",
    system: "Google Kubernetes Engine",
    covers: "ManagedCertificates (networking.gke.io)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
