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
    let found: Vec<usize> = match wanted {
        Some(kind) => find(resources, &kind, namespace, name).into_iter().collect(),
        None => candidates.map(|(index, _)| index).take(1).collect(),
    };
    if found.is_empty() { near_owner_that_waits(resource, resources, name) } else { found }
}

/// An owner ASO cannot find (`WaitingForOwner`), whose name is one or two letters from one
/// pasted resource of the owner's kind in the namespace that is not Ready itself: that one,
/// so a chain of mistyped owners (a subnet's VNet, that VNet's resource group) reads as one.
/// (A near owner that is Ready is said by the roll-up's typo step alone.)
fn near_owner_that_waits(resource: &Resource, resources: &[Resource], name: &str) -> Vec<usize> {
    let Some(crate::model::Value::Array(conditions)) = resource.get(&["status", "conditions"]) else { return Vec::new() };
    let waiting = conditions.iter().find(|c| c.get("reason").and_then(crate::model::Value::as_str) == Some("WaitingForOwner"));
    let Some((owner, kind)) = waiting.and_then(|c| c.get("message")?.as_str()).and_then(crate::rollup::azure::owner_named) else { return Vec::new() };
    if owner != name {
        return Vec::new();
    }
    let ready = |r: &Resource| match r.get(&["status", "conditions"]) {
        Some(crate::model::Value::Array(conditions)) => conditions.iter().any(|c| c.get("type").and_then(crate::model::Value::as_str) == Some("Ready") && c.get("status").and_then(crate::model::Value::as_str) == Some("True")),
        _ => false,
    };
    let mut near = resources.iter().enumerate().filter(|(_, r)| {
        !std::ptr::eq(*r, resource) && r.group.ends_with(".azure.com") && r.namespace == resource.namespace && (kind.is_empty() || r.kind == kind) && crate::rollup::azure::distance(owner, &r.name).is_some_and(|d| d > 0)
    });
    match (near.next(), near.next()) {
        (Some((at, meant)), None) if !ready(meant) => vec![at],
        _ => Vec::new(),
    }
}
