//! Resources that make a Secret by name: when a pod fails because that Secret is missing and
//! its maker is pasted and not done, the root cause goes on into the maker (Pod → container →
//! Secret (missing) → ExternalSecret → ClusterSecretStore). One entry per making kind; the
//! function that reads the name lives in its system's file.

use crate::model::quick_hash::QuickMap;

use crate::model::Resource;

/// A function that reads the name of the Secret a resource makes (in its own namespace).
pub type SecretName = fn(&Resource) -> Option<&str>;

/// Kinds that make Secrets, by group and kind, and how to read the Secret's name.
pub const SECRET_MAKERS: &[(&str, &str, SecretName)] = &[
    ("external-secrets.io", "ExternalSecret", super::external_secrets::target_secret),
    ("cert-manager.io", "Certificate", super::cert_manager::certificate_secret),
];

/// The Secrets made by pasted resources: (namespace, Secret name) → the maker's index, the
/// first one when two make the same Secret. Read while the resources are whole (the roll-up
/// sees them cut down).
pub fn secrets_made(resources: &[Resource]) -> QuickMap<(Option<String>, String), usize> {
    let mut made = QuickMap::default();
    for (index, resource) in resources.iter().enumerate() {
        for (group, kind, secret) in SECRET_MAKERS {
            if resource.group == *group && resource.kind == *kind {
                if let Some(name) = secret(resource) {
                    made.entry((resource.namespace.clone(), name.to_owned())).or_insert(index);
                }
            }
        }
    }
    made
}
