//! Argo CD: an Application depends on the managed resources its status calls Degraded, when
//! they are pasted too — its root cause goes on into theirs (Application → Deployment → Pod →
//! container).

use super::depends::{find, items};
use crate::model::Resource;

/// The pasted resources of `status.resources` whose health is Degraded.
pub fn degraded_resources(app: &Resource, resources: &[Resource]) -> Vec<usize> {
    items(app, &["status", "resources"])
        .iter()
        .filter(|entry| entry.get("health").and_then(|h| h.get("status")).and_then(|s| s.as_str()) == Some("Degraded"))
        .filter_map(|entry| {
            let text = |key: &str| entry.get(key).and_then(|v| v.as_str());
            let namespace = text("namespace").filter(|ns| !ns.is_empty());
            find(resources, text("kind")?, namespace, text("name")?)
        })
        .collect()
}
