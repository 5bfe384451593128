//! Crossplane: a claim depends on its composite (`spec.resourceRef`), a composite on the
//! resources it composed (`spec.resourceRefs`, or `spec.crossplane.resourceRefs` in v2), and
//! on a composition Function its error says it cannot run.

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

/// The Function a composite's error names (`cannot run Function "function-patch-and-transform"`):
/// when the Function's package is unhealthy, that is why the composite cannot compose.
pub fn functions(composite: &Resource, resources: &[Resource]) -> Vec<usize> {
    let Some(crate::model::Value::Array(conditions)) = composite.get(&["status", "conditions"]) else { return Vec::new() };
    conditions
        .iter()
        .filter_map(|condition| condition.get("message").and_then(crate::model::Value::as_str))
        // "cannot run Function \"x\"", or (newer) "cannot get gRPC client for Function \"x\"".
        .filter_map(|message| {
            ["cannot run Function \"", "gRPC client for Function \"", "no gRPC target for Function \""]
                .iter()
                .find_map(|lead| message.split_once(lead))
                .and_then(|(_, rest)| rest.split_once('"'))
                .map(|(name, _)| name)
        })
        .filter_map(|name| resources.iter().position(|r| r.kind == "Function" && r.group == "pkg.crossplane.io" && r.name == name))
        .collect()
}
