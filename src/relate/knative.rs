//! Knative Serving: a Route depends on the Revisions it sends traffic to (`status.traffic`)
//! and on the certificates Knative made for it (labelled `serving.knative.dev/route`); a
//! DomainMapping on what its `spec.ref` names (a Knative Service).

use super::depends::{find, items, reference};
use crate::model::Resource;

/// Each Revision named in `status.traffic` (then `spec.traffic`) with a positive percent or a
/// tag, found in the Route's namespace.
pub fn route_traffic(route: &Resource, resources: &[Resource]) -> Vec<usize> {
    let status = items(route, &["status", "traffic"]);
    let targets = if status.is_empty() { items(route, &["spec", "traffic"]) } else { status };
    targets
        .iter()
        .filter_map(|target| target.get("revisionName")?.as_str())
        .filter_map(|name| find(resources, "Revision", route.namespace.as_deref(), name))
        .collect()
}

/// Knative's Certificates (`networking.internal.knative.dev`) made for a Route, in its
/// namespace.
pub fn route_certificates(route: &Resource, resources: &[Resource]) -> Vec<usize> {
    resources
        .iter()
        .enumerate()
        .filter(|(_, r)| r.kind == "Certificate" && r.group == "networking.internal.knative.dev" && r.namespace == route.namespace)
        .filter(|(_, r)| r.str(&["metadata", "labels", "serving.knative.dev/route"]) == Some(route.name.as_str()))
        .map(|(at, _)| at)
        .collect()
}

/// What a DomainMapping maps its domain to (`spec.ref`, a Knative Service unless it says
/// otherwise), in the bundle.
pub fn domain_mapping_target(mapping: &Resource, resources: &[Resource]) -> Vec<usize> {
    reference(resources, mapping, mapping.get(&["spec", "ref"]), "Service").into_iter().collect()
}
