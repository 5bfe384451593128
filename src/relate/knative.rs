//! Knative Serving: a Route depends on the Revisions it sends traffic to (`status.traffic`).

use super::depends::{find, items};
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
