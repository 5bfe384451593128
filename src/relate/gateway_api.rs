//! Gateway API: a Gateway depends on its GatewayClass (`spec.gatewayClassName`) and on the
//! cert-manager Certificates that make its listeners' TLS Secrets (`tls.certificateRefs`), so a
//! listener without its Secret takes the Certificate's problem as its root cause; a route
//! depends on the Gateways in its `spec.parentRefs` that have not answered it yet (no status
//! entry for them): one that answered says itself why it took or refused the route.

use super::depends::{find, items};
use crate::model::{Resource, Value};

/// The group of the Gateway API, the default of a parentRef's `group`.
const GROUP: &str = "gateway.networking.k8s.io";

/// A Gateway's GatewayClass (cluster-scoped), when pasted.
pub fn gateway_class(gateway: &Resource, resources: &[Resource]) -> Vec<usize> {
    gateway.str(&["spec", "gatewayClassName"]).and_then(|class| find(resources, "GatewayClass", None, class)).into_iter().collect()
}

/// The pasted cert-manager Certificates whose `spec.secretName` is a TLS Secret of one of the
/// Gateway's listeners, in the Secret's namespace.
pub fn certificates(gateway: &Resource, resources: &[Resource]) -> Vec<usize> {
    let mut secrets: Vec<(&str, Option<&str>)> = Vec::new();
    for listener in items(gateway, &["spec", "listeners"]) {
        let Some(Value::Array(refs)) = listener.get("tls").and_then(|tls| tls.get("certificateRefs")) else { continue };
        for reference in refs {
            let is_secret = reference.get("kind").and_then(Value::as_str).is_none_or(|kind| kind == "Secret");
            if let Some(name) = reference.get("name").and_then(Value::as_str).filter(|name| is_secret && !name.is_empty()) {
                secrets.push((name, reference.get("namespace").and_then(Value::as_str).or(gateway.namespace.as_deref())));
            }
        }
    }
    if secrets.is_empty() {
        return Vec::new();
    }
    resources
        .iter()
        .enumerate()
        .filter(|(_, resource)| resource.kind == "Certificate" && resource.group == "cert-manager.io")
        .filter(|(_, certificate)| {
            let made = super::cert_manager::certificate_secret(certificate);
            secrets.iter().any(|(name, namespace)| made == Some(*name) && certificate.namespace.as_deref() == *namespace)
        })
        .map(|(index, _)| index)
        .collect()
}

/// The pasted Gateways a route names in `spec.parentRefs` that have not written a status entry
/// for it (`status.parents`): what it still waits for.
pub fn parents(route: &Resource, resources: &[Resource]) -> Vec<usize> {
    let answered = items(route, &["status", "parents"]);
    items(route, &["spec", "parentRefs"])
        .iter()
        .filter(|parent| parent.get("group").and_then(Value::as_str).is_none_or(|group| group == GROUP))
        .filter(|parent| parent.get("kind").and_then(Value::as_str).is_none_or(|kind| kind == "Gateway"))
        .filter_map(|parent| {
            let name = parent.get("name").and_then(Value::as_str)?;
            let namespace = parent.get("namespace").and_then(Value::as_str).or(route.namespace.as_deref());
            let has_answered = answered.iter().any(|entry| {
                let reference = entry.get("parentRef");
                let field = |key: &str| reference.and_then(|r| r.get(key)).and_then(Value::as_str);
                field("name") == Some(name) && field("namespace").or(route.namespace.as_deref()) == namespace && entry.get("conditions").is_some()
            });
            if has_answered { None } else { find(resources, "Gateway", namespace, name) }
        })
        .collect()
}
