//! Rules for cert-manager (`cert-manager.io`, and the old `certmanager.k8s.io`; ACME Challenges of
//! `acme.cert-manager.io`).

pub mod certificate;
pub mod challenge;

/// The Certificate a cert-manager command is about: a CertificateRequest's own (its
/// `cert-manager.io/certificate-name` annotation, else its owner), anything else's name.
pub(crate) fn certificate_for_commands(resource: &crate::model::Resource) -> String {
    let own = || if resource.name.is_empty() { "<certificate>".to_owned() } else { resource.name.clone() };
    if resource.kind != "CertificateRequest" {
        return own();
    }
    resource
        .str(&["metadata", "annotations", "cert-manager.io/certificate-name"])
        .map(str::to_owned)
        .or_else(|| resource.owners.iter().find(|owner| owner.kind == "Certificate").map(|owner| owner.name.clone()))
        .filter(|name| !name.is_empty())
        .unwrap_or_else(own)
}
