//! Azure Service Operator: a resource depends on its `spec.owner` (by name, in its namespace)
//! when it has no ownerReferences yet — ASO adds them only once the owner exists.

use super::depends::find;
use crate::model::Resource;

/// The owner named in `spec.owner`: a `*.azure.com` resource of that name (a ResourceGroup for
/// most kinds; the owner's kind is implied by the referrer's, so any kind is accepted).
pub fn owner(resource: &Resource, resources: &[Resource]) -> Vec<usize> {
    if !resource.owners.is_empty() {
        return Vec::new();
    }
    let Some(name) = resource.str(&["spec", "owner", "name"]) else { return Vec::new() };
    let namespace = resource.namespace.as_deref();
    let candidates = resources.iter().enumerate().filter(|(_, r)| r.group.ends_with(".azure.com") && r.name == name && r.namespace.as_deref() == namespace);
    let wanted = resource.str(&["spec", "owner", "kind"]).map(str::to_owned);
    match wanted {
        Some(kind) => find(resources, &kind, namespace, name).into_iter().collect(),
        None => candidates.map(|(index, _)| index).take(1).collect(),
    }
}
