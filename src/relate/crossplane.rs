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

/// A Provider's or Function's runtime pods: those whose `pkg.crossplane.io/revision` label
/// names its current revision (`status.currentRevision`, else a revision named after it), so a
/// package unhealthy because its pod crash-loops leads to that pod.
pub fn runtime_pods(package: &Resource, resources: &[Resource]) -> Vec<usize> {
    if !matches!(package.kind.as_str(), "Provider" | "Function") || package.name.is_empty() {
        return Vec::new();
    }
    let current = package.str(&["status", "currentRevision"]).filter(|name| !name.is_empty());
    let prefix = format!("{}-", package.name);
    let of_package = |revision: &str| match current {
        Some(current) => revision == current,
        None => revision.strip_prefix(&prefix).is_some_and(|hash| !hash.is_empty() && !hash.contains('-')),
    };
    resources
        .iter()
        .enumerate()
        .filter(|(_, r)| r.kind == "Pod" && r.str(&["metadata", "labels", "pkg.crossplane.io/revision"]).is_some_and(of_package))
        .map(|(at, _)| at)
        .collect()
}

/// A managed resource Crossplane never reconciled (no condition at all): the pasted Provider
/// whose package serves its API group (`provider-aws-rds` serves `rds.aws.upbound.io`, the
/// monolithic `provider-aws` every `*.aws.crossplane.io`), since a provider that is down
/// reconciles nothing.
pub fn provider(managed: &Resource, resources: &[Resource]) -> Vec<usize> {
    let never_reconciled = match managed.get(&["status", "conditions"]) {
        Some(crate::model::Value::Array(conditions)) => conditions.is_empty(),
        _ => true,
    };
    if managed.get(&["spec", "forProvider"]).is_none() || !never_reconciled || !(managed.group.ends_with(".upbound.io") || managed.group.ends_with(".crossplane.io")) {
        return Vec::new();
    }
    // `rds.aws.upbound.io` → `aws`, `rds`: the labels before the domain, outermost first.
    let labels: Vec<&str> = managed.group.split('.').collect();
    let service: Vec<&str> = labels.iter().take(labels.len().saturating_sub(2)).rev().copied().collect();
    let serving = resources.iter().enumerate().filter(|(_, r)| r.kind == "Provider" && r.group == "pkg.crossplane.io").filter_map(|(at, provider)| {
        let package = provider.str(&["spec", "package"])?;
        let name = package.rsplit('/').next()?.split(['@', ':']).next()?;
        let parts: Vec<&str> = name.strip_prefix("provider-")?.split('-').collect();
        (!parts.is_empty() && service.starts_with(&parts)).then_some((at, parts.len()))
    });
    // The most specific package (provider-aws-rds before provider-aws).
    serving.max_by_key(|(_, specific)| *specific).map(|(at, _)| vec![at]).unwrap_or_default()
}
