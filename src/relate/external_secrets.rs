//! External Secrets Operator: an ExternalSecret (or a PushSecret) depends on the stores it
//! reads through — `spec.secretStoreRef`, and each entry's own `sourceRef.storeRef` — a
//! SecretStore of its namespace or a ClusterSecretStore; and it makes the Secret
//! `spec.target.name` (its own name by default).

use super::depends::{find, items};
use crate::model::{Resource, Value};

/// The pasted stores an ExternalSecret or PushSecret reads through.
pub fn stores(object: &Resource, resources: &[Resource]) -> Vec<usize> {
    let mut references: Vec<&Value> = object.get(&["spec", "secretStoreRef"]).into_iter().collect();
    for list in ["data", "dataFrom"] {
        references.extend(items(object, &["spec", list]).iter().filter_map(|entry| entry.get("sourceRef").and_then(|source| source.get("storeRef"))));
    }
    // A PushSecret lists its stores in spec.secretStoreRefs.
    references.extend(items(object, &["spec", "secretStoreRefs"]));
    let mut found = Vec::new();
    for reference in references {
        let Some(name) = reference.get("name").and_then(Value::as_str) else { continue };
        let kind = reference.get("kind").and_then(Value::as_str).unwrap_or("SecretStore");
        let namespace = if kind == "ClusterSecretStore" { None } else { object.namespace.as_deref() };
        if let Some(index) = find(resources, kind, namespace, name).filter(|index| !found.contains(index)) {
            found.push(index);
        }
    }
    found
}

/// The name of the Secret an ExternalSecret writes.
pub fn target_secret(object: &Resource) -> Option<&str> {
    object.str(&["spec", "target", "name"]).filter(|name| !name.is_empty()).or(Some(object.name.as_str())).filter(|name| !name.is_empty())
}
