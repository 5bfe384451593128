//! cert-manager (`cert-manager.io`): Certificates, Issuers and their requests.

use super::{ConditionTypeEntry, ReasonEntry, Table};

/// cert-manager condition types.
pub(super) const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "Issuing", what: "Issuing is True while cert-manager issues or renews the certificate (a CertificateRequest is in flight)." },
];

/// cert-manager reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "SolverFailing", what: "cert-manager's solver cannot present the challenge's answer (a DNS-01 record it may not write, an HTTP-01 solver it cannot start): the ACME server is never asked, and issuance waits forever.", next: "Fix what the challenge's reason names — for DNS-01, the provider credentials or role in the issuer's solver — then cert-manager tries again by itself: kubectl describe challenge {name}{ns}." },
    ReasonEntry { reason: "Expired", what: "The certificate in the Secret is past its notAfter time: clients that check certificates refuse it until a new one is issued.", next: "See what holds up the new one: cmctl status certificate {certificate}{ns} (its request, order and issuer); fix that, then cmctl renew {certificate}{ns}." },
    ReasonEntry { reason: "RenewalFailing", what: "The certificate is past its renewal time and renewing it fails; the old one still serves until its notAfter time.", next: "Fix what the Issuing condition says before the certificate expires (cmctl status certificate {certificate}{ns}); then cmctl renew {certificate}{ns} tries at once." },
    ReasonEntry { reason: "RateLimited", what: "The ACME server (Let's Encrypt, ZeroSSL, …) refuses new certificates for these names for now: a rate limit, such as 5 certificates for the same set of names a week. The refusal ends at the time the message gives (retry after …); nothing ends it sooner.", next: "Wait until the time the message gives; then cmctl renew {certificate}{ns} tries at once (cert-manager's own back-off may wait longer). Meanwhile stop whatever issues so many (a Secret deleted and re-made, the Certificate re-created, another Certificate or cluster for the same names), and try changes against the ACME server's staging endpoint." },
    ReasonEntry { reason: "IssuingStuck", what: "The certificate has been issuing for an hour or more, where it takes minutes when it can: something it waits for cannot finish, most often an ACME challenge whose self check fails (DNS not pointing at the cluster, the HTTP-01 path answered by something else), else the order or the issuer.", next: "See which step is stuck: cmctl status certificate {certificate}{ns}, and kubectl get challenges{ns} (each with its reason); fix that, and issuing goes on by itself." },
    ReasonEntry { reason: "Issuing", what: "The certificate is being issued or renewed; Ready stays False until the signed certificate is stored in the Secret.", next: "Wait; if it lasts, follow the chain: kubectl get certificaterequest,order,challenge{ns} and cmctl status certificate {certificate}{ns}." },
    ReasonEntry { reason: "DoesNotExist", what: "The certificate's Secret does not exist yet, so cert-manager issues it.", next: "Wait for issuance; cmctl status certificate {certificate}{ns} shows where it is." },
    ReasonEntry { reason: "ConfigError", what: "cert-manager cannot use the spec as written: an invalid field, an issuerRef to an issuer that does not exist or is not Ready, or a Secret it needs that is missing. It will not retry until the spec or what it names changes.", next: "Read the message and the events: kubectl describe {resource}{ns}; check the issuer: kubectl get issuer,clusterissuer{ns}." },
    ReasonEntry { reason: "Failed", what: "Issuing the certificate failed (the issuer refused the request or the ACME challenge did not pass); cert-manager retries with back-off.", next: "Follow the chain to the failing step: cmctl status certificate {certificate}{ns}, or kubectl describe certificaterequest,order,challenge{ns}." },
    ReasonEntry { reason: "Pending", what: "The CertificateRequest waits for its issuer to sign it. For an ACME issuer that means its Order, and the Order's Challenges, must pass first.", next: "When the message says the issuer is not ready, fix the issuer first (kubectl get issuer,clusterissuer{ns}). Otherwise follow it down: kubectl get order,challenge{ns}; a Challenge's status.reason says what blocks it (a DNS record not found, an HTTP-01 self check that cannot reach the cluster)." },
    ReasonEntry { reason: "ErrGetKeyPair", what: "The CA issuer cannot read its signing key pair: the Secret in spec.ca.secretName is missing (for a ClusterIssuer it must be in cert-manager's own namespace) or lacks tls.crt and tls.key.", next: "Create or fix the Secret the message names: kubectl get secret <name> -n <namespace> (cert-manager for a ClusterIssuer); cert-manager checks the issuer again by itself." },
    ReasonEntry { reason: "ErrInvalidKeyPair", what: "The CA issuer's Secret holds a certificate and key that do not belong together, or a certificate that is not a CA.", next: "Put a matching CA certificate and key in the Secret (tls.crt, tls.key): openssl x509 -noout -text -in tls.crt shows whether it is a CA." },
    ReasonEntry { reason: "KeyPairVerified", what: "The CA issuer read its signing key pair and it is usable.", next: "Nothing to do." },
    ReasonEntry { reason: "VaultError", what: "The Vault issuer cannot get a token from Vault or reach it: a 403 from an auth/…/login path means the Vault role refuses this ServiceAccount (its bound_service_account_names or namespaces, or the token's audience); a connection or certificate error means the server address or spec.vault.caBundle.", next: "Read the message: for a 403 on login, check that the role the issuer logs in with binds its ServiceAccount and namespace ({vault_role}: bound_service_account_names and bound_service_account_namespaces); else check spec.vault.server and caBundle. cert-manager retries by itself." },
    ReasonEntry { reason: "VaultVerified", what: "The Vault issuer logged in to Vault and can ask it to sign.", next: "Nothing to do." },
    ReasonEntry { reason: "ACMEAccountRegistered", what: "The ACME issuer has its account registered with the ACME server and can order certificates.", next: "Nothing to do." },
    ReasonEntry { reason: "IsReady", what: "The issuer is set up and can sign (a SelfSigned issuer always is).", next: "Nothing to do." },
    ReasonEntry { reason: "ErrRegisterACMEAccount", what: "The issuer could not register its account with the ACME server: cert-manager's pod cannot reach the server (cluster DNS, egress rules, a proxy), or the server refused the account (its email, an External Account Binding).", next: "Read the message: an ACME error from the server (urn:ietf:params:acme:error:…, such as invalidContact or externalAccountRequired) means it was reached and refused the account: fix spec.acme (the email, the External Account Binding) as it says. A lookup or dial error is the network from cert-manager's pod (kubectl logs -n cert-manager deploy/cert-manager; check CoreDNS and egress); cert-manager retries by itself once it can reach the server." },
    ReasonEntry { reason: "ErrInitIssuer", what: "The issuer could not start: a Secret it needs (the ACME account key, a CA key pair, credentials) is missing or invalid.", next: "Create or fix the Secret the message names, in the issuer's namespace (cert-manager's own namespace for a ClusterIssuer): kubectl describe {resource}{ns}." },
    ReasonEntry { reason: "CertManagerNotReconciled", what: "cert-manager has not processed the object yet: no Ready condition.", next: "Check that cert-manager runs (kubectl get pods -n cert-manager) and that the object's issuerRef names an existing issuer." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "cert-manager",
    system: "cert-manager",
    covers: "Certificates, Issuers, ClusterIssuers and CertificateRequests (cert-manager.io)",
    reasons: REASONS,
    types: TYPES,
    categorised: &[],
};
