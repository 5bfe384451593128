//! Crossplane: a claim depends on its composite (`spec.resourceRef`), a composite on the
//! resources it composed (`spec.resourceRefs`, or `spec.crossplane.resourceRefs` in v2).

use super::depends::{items, reference};
use crate::model::Resource;

/// A composite's composed resources.
pub fn references(composite: &Resource, resources: &[Resource]) -> Vec<usize> {
    let v1 = items(composite, &["spec", "resourceRefs"]);
    let v2 = items(composite, &["spec", "crossplane", "resourceRefs"]);
    v1.iter().chain(v2).filter_map(|r| reference(resources, composite, Some(r), "")).collect()
}

/// A claim's composite: any kind with `spec.resourceRef` naming a composite (claims live in
/// the user's own API group, so they are recognised by that field and the target's group).
pub fn claim(claim: &Resource, resources: &[Resource]) -> Vec<usize> {
    let Some(target) = reference(resources, claim, claim.get(&["spec", "resourceRef"]), "") else { return Vec::new() };
    let composite = resources.get(target).is_some_and(|r| !r.group.is_empty() && (r.get(&["spec", "resourceRefs"]).is_some() || r.get(&["spec", "crossplane"]).is_some() || r.get(&["spec", "claimRef"]).is_some()));
    if composite { vec![target] } else { Vec::new() }
}
