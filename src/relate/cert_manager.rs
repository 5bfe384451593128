//! cert-manager: a Certificate or CertificateRequest depends on the issuer that signs it
//! (`spec.issuerRef`: an Issuer in its own namespace, or a ClusterIssuer), so one that waits
//! for an issuer that is not ready takes the issuer's problem as its root cause.

use super::depends::find;
use crate::model::Resource;

/// The issuer of a Certificate or CertificateRequest, when pasted.
pub fn issuer(object: &Resource, resources: &[Resource]) -> Vec<usize> {
    let Some(reference) = object.get(&["spec", "issuerRef"]) else { return Vec::new() };
    let Some(name) = reference.get("name").and_then(|name| name.as_str()) else { return Vec::new() };
    let kind = reference.get("kind").and_then(|kind| kind.as_str()).unwrap_or("Issuer");
    let namespace = if kind == "ClusterIssuer" { None } else { object.namespace.as_deref() };
    find(resources, kind, namespace, name).into_iter().collect()
}

/// The name of the Secret a Certificate writes its key pair to (`spec.secretName`).
pub fn certificate_secret(certificate: &Resource) -> Option<&str> {
    certificate.str(&["spec", "secretName"]).filter(|name| !name.is_empty())
}
