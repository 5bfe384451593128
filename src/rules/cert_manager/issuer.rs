//! cert-manager Issuers and ClusterIssuers whose backend refuses them: a Vault issuer whose
//! Kubernetes login Vault answers with 403 (the role does not bind its ServiceAccount), said
//! with the role and ServiceAccount its spec names. Every other state is read by the
//! `cert-manager.io` rule like any Ready condition.

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
