//! Flux: a Kustomization or HelmRelease depends on its source (`spec.sourceRef`, or the
//! HelmRelease's `spec.chart.spec.sourceRef` / `spec.chartRef`) and on `spec.dependsOn`.

use super::depends::{items, reference};
use crate::model::Resource;

/// The source, then each `dependsOn` entry (same kind as the referrer).
pub fn source_and_dependencies(object: &Resource, resources: &[Resource]) -> Vec<usize> {
    let sources = [
        object.get(&["spec", "sourceRef"]),
        object.get(&["spec", "chart", "spec", "sourceRef"]),
        object.get(&["spec", "chartRef"]),
    ];
    let mut found: Vec<usize> = sources.into_iter().filter_map(|source| reference(resources, object, source, "GitRepository")).collect();
    found.extend(items(object, &["spec", "dependsOn"]).iter().filter_map(|entry| reference(resources, object, Some(entry), &object.kind)));
    found
}
