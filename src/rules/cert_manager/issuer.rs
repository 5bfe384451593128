//! cert-manager Issuers and ClusterIssuers whose backend refuses them: a Vault issuer whose
//! Kubernetes login Vault answers with 403 (the role does not bind its ServiceAccount), said
//! with the role and ServiceAccount its spec names; an ACME issuer whose account the server
//! refuses (its email, an External Account Binding it requires), said with the field to
//! change. Every other state is read by the `cert-manager.io` rule like any Ready condition.

use crate::model::{Condition, Resource};
use crate::report::Verdict;
use crate::rules::Assessment;

/// A Vault issuer refused at login: Failed, with the role and ServiceAccount to bind; `None`
/// for anything else.
pub(crate) fn vault_login_refused(issuer: &Resource, ready: &Condition) -> Option<Assessment> {
    if !matches!(issuer.kind.as_str(), "Issuer" | "ClusterIssuer") || ready.is_true() {
        return None;
    }
    let message = ready.message.as_str();
    if !(message.contains("Code: 403") && message.contains("/login")) {
        return None;
    }
    let login = vault_login(issuer)?;
    let (mount, role) = (login.mount, login.role.unwrap_or("<role>"));
    let account = login.account.map_or_else(|| "the ServiceAccount its spec names".to_owned(), |name| format!("ServiceAccount {name}"));
    let namespace = issuer.namespace.as_deref().map(|ns| format!(" in namespace {ns}")).unwrap_or_default();
    Some(
        Assessment::new(
            Verdict::Failed,
            format!(
                "Vault refuses its Kubernetes login (403 permission denied at auth/{mount}/login, role {role}), so it signs nothing: the role must bind {account}{namespace}. vault read auth/{mount}/role/{role} shows its bound_service_account_names and bound_service_account_namespaces; add them there (vault write auth/{mount}/role/{role} …), and cert-manager retries by itself."
            ),
            ready.reason.clone(),
        )
        .answering(),
    )
}

/// ACME errors (RFC 8555 `urn:ietf:params:acme:error:<type>`) by which the server, reached,
/// refuses to register the account: (type, what it refuses, what to change in the issuer).
const ACCOUNT_REFUSED: &[(&str, &str, &str)] = &[
    ("invalidContact", "the account's email", "set spec.acme.email to a mailbox you own, in a domain that receives mail"),
    ("unsupportedContact", "the account's contact", "set spec.acme.email to a plain email address (a mailbox you own)"),
    ("externalAccountRequired", "an account without an External Account Binding", "add spec.acme.externalAccountBinding (keyID, and keySecretRef to a Secret holding the HMAC key) with the values your CA gives for this account"),
];

/// Domains reserved for documentation (RFC 2606), which ACME servers refuse as contacts.
const RESERVED_DOMAINS: &[&str] = &["example.com", "example.org", "example.net", "example", "test", "invalid", "localhost"];

/// An ACME issuer whose account the server refuses (`400 urn:ietf:params:acme:error:invalidContact:
/// … contact email has forbidden domain "example.com"`): the server was reached, so no network
/// check helps and waiting changes nothing; the summary names the field to change and how.
/// `None` for anything else (a lookup or dial error is the network's).
pub(crate) fn acme_account_refused(issuer: &Resource, ready: &Condition) -> Option<Assessment> {
    if !matches!(issuer.kind.as_str(), "Issuer" | "ClusterIssuer") || ready.is_true() {
        return None;
    }
    let message = ready.message.as_str();
    let (error, refused, change) = ACCOUNT_REFUSED.iter().find(|(error, _, _)| message.contains(&format!("urn:ietf:params:acme:error:{error}")))?;
    // What the server said, after its error type and cert-manager's own words
    // (`Error creating new account :: contact email has forbidden domain "example.com"`).
    let said = message
        .split_once(&format!("error:{error}"))
        .map(|(_, rest)| rest.trim_start_matches(':').trim())
        .map(|rest| rest.rsplit_once(" :: ").map_or(rest, |(_, detail)| detail))
        .map(crate::rules::clause)
        .filter(|said| !said.is_empty())
        .map(|said| format!(": “{said}”"))
        .unwrap_or_default();
    let server = issuer.str(&["spec", "acme", "server"]).filter(|url| !url.is_empty());
    let who = match server {
        Some(url) if url.contains("letsencrypt.org") => format!("Let's Encrypt ({url})"),
        Some(url) => format!("The ACME server {url}"),
        None => "The ACME server".to_owned(),
    };
    let email = issuer.str(&["spec", "acme", "email"]).filter(|email| !email.is_empty());
    let whose = match (email, *error) {
        (Some(email), "invalidContact" | "unsupportedContact") => format!("{refused} {email}"),
        _ => (*refused).to_owned(),
    };
    let reserved = email
        .and_then(|email| email.rsplit_once('@'))
        .map(|(_, domain)| domain.to_ascii_lowercase())
        .filter(|domain| RESERVED_DOMAINS.iter().any(|reserved| domain == reserved || domain.ends_with(&format!(".{reserved}"))))
        .map(|domain| format!(" The domain {domain} is reserved for examples: no ACME server accepts it."))
        .unwrap_or_default();
    let edit = format!("kubectl edit {} {}{}", issuer.kind.to_ascii_lowercase(), issuer.name, issuer.namespace_flag());
    Some(
        Assessment::new(
            Verdict::Failed,
            format!(
                "{who} was reached and refuses {whose}{said} ({error}).{reserved} The network is fine and waiting changes nothing: {change} ({edit}). cert-manager then registers the account again, and the Certificates that use this issuer go on by themselves."
            ),
            ready.reason.clone(),
        )
        .answering(),
    )
}

/// An ACME issuer that cannot reach its server to register its account (`dial tcp: lookup
/// acme-v02.api.letsencrypt.org on 10.96.0.10:53: server misbehaving`): the network of
/// cert-manager's pod, by what failed (the cluster's DNS, the name, the connection), not the
/// issuer's spec. `None` for anything else (a server that answered is [`acme_account_refused`]).
pub(crate) fn acme_server_unreachable(issuer: &Resource, ready: &Condition) -> Option<Assessment> {
    if !matches!(issuer.kind.as_str(), "Issuer" | "ClusterIssuer") || ready.is_true() || ready.reason != "ErrRegisterACMEAccount" {
        return None;
    }
    let message = ready.message.as_str();
    if message.contains("urn:ietf:params:acme:error:") || !message.contains("dial tcp") {
        return None;
    }
    // `lookup <host> on <dns>: <why>`: the cluster's DNS did not resolve the server's name.
    // (`lookup <host>: no such host` when Go does not say which server it asked.)
    let lookup = message.split_once("lookup ").and_then(|(_, rest)| rest.split_once(": ")).map(|(asked, why)| {
        let (host, dns) = asked.split_once(" on ").map_or((asked, None), |(host, dns)| (host, Some(dns)));
        (host, dns, crate::rules::clause(why))
    });
    const DNS_LOGS: &str = "kubectl get pods -n kube-system -l k8s-app=kube-dns and kubectl logs -n kube-system -l k8s-app=kube-dns show why";
    let what = match lookup {
        Some((host, _, why)) if why.contains("no such host") => format!(
            "The name {host} does not resolve (no such host): check spec.acme.server for a typo; if it is right, the cluster's DNS does not resolve it ({DNS_LOGS})"
        ),
        Some((host, dns, why)) => format!(
            "The cluster's DNS{} could not resolve {host} (“{why}”): CoreDNS or the DNS it forwards to is failing. {DNS_LOGS}",
            dns.map(|dns| format!(" ({dns})")).unwrap_or_default()
        ),
        None => "cert-manager's pod cannot connect to the ACME server: egress from it (a NetworkPolicy, a firewall, a proxy it needs: HTTPS_PROXY on the cert-manager Deployment) is blocked; kubectl logs -n cert-manager deploy/cert-manager shows each try".to_owned(),
    };
    Some(
        Assessment::new(
            Verdict::Failed,
            format!("It cannot register its ACME account: the server was not reached ({}). {what}. Nothing in the issuer's spec changes this; cert-manager retries by itself once the server can be reached.", crate::rules::clause(message)),
            ready.reason.clone(),
        )
        .answering(),
    )
}

/// How an issuer (`spec.vault.auth.kubernetes`) or an External Secrets store
/// (`spec.provider.vault.auth.kubernetes`) logs in to Vault, as its spec writes it.
pub(crate) struct VaultLogin<'a> {
    /// The auth mount: `kubernetes` (written `/v1/auth/kubernetes` by cert-manager, `kubernetes`
    /// by External Secrets).
    pub mount: &'a str,
    /// The Vault role, when written.
    pub role: Option<&'a str>,
    /// The ServiceAccount it logs in as, when its spec names one.
    pub account: Option<&'a str>,
}

/// The Kubernetes login to Vault a resource's spec writes; `None` without one.
pub(crate) fn vault_login(resource: &Resource) -> Option<VaultLogin<'_>> {
    let login = resource.get(&["spec", "vault", "auth", "kubernetes"]).or_else(|| resource.get(&["spec", "provider", "vault", "auth", "kubernetes"]))?;
    let text = |path: &[&str]| {
        let mut at = login;
        for key in path {
            at = at.get(key)?;
        }
        at.as_str().filter(|value| !value.is_empty())
    };
    Some(VaultLogin {
        mount: text(&["mountPath"]).map_or("kubernetes", |path| path.trim_start_matches("/v1/").trim_start_matches("auth/").trim_matches('/')),
        role: text(&["role"]),
        account: text(&["serviceAccountRef", "name"]),
    })
}
