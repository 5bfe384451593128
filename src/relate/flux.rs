//! Flux: a Kustomization or HelmRelease depends on its source (`spec.sourceRef`, or the
//! HelmRelease's `spec.chart.spec.sourceRef` / `spec.chartRef`) and on `spec.dependsOn`; a
//! HelmRelease first on the HelmChart Flux made for it (`status.helmChart`), which depends on
//! its HelmRepository, and on the workloads and pods of its release; a Kustomization whose
//! health check failed, on the objects its message names.

use super::depends::{find, items, reference};
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

/// The objects a failed health check names, when pasted: Flux lists them as
/// `Kind/namespace/name` (`Kind/name` when cluster-scoped) inside brackets, as in "timeout
/// waiting for: [Deployment/orders/orders-api status: 'InProgress']".
pub fn health_checked(object: &Resource, resources: &[Resource]) -> Vec<usize> {
    // Conditions are not read yet when relations are found: the raw entry is.
    let ready = items(object, &["status", "conditions"]).iter().find(|condition| {
        condition.get("type").and_then(|t| t.as_str()) == Some("Ready") && condition.get("reason").and_then(|r| r.as_str()) == Some("HealthCheckFailed")
    });
    let Some(message) = ready.and_then(|ready| ready.get("message")).and_then(|message| message.as_str()) else { return Vec::new() };
    let Some((_, listed)) = message.split_once('[') else { return Vec::new() };
    let listed = listed.split(']').next().unwrap_or("");
    listed
        .split(", ")
        .filter_map(|item| item.split_whitespace().next())
        .filter_map(|named| {
            let parts: Vec<&str> = named.split('/').collect();
            match parts.as_slice() {
                [kind, namespace, name] if kind.starts_with(|c: char| c.is_ascii_uppercase()) => find(resources, kind, Some(namespace), name),
                [kind, name] if kind.starts_with(|c: char| c.is_ascii_uppercase()) => find(resources, kind, None, name),
                _ => None,
            }
        })
        .collect()
}

/// The HelmChart Flux made for a HelmRelease (`status.helmChart`: `flux-system/data-redis`):
/// what stands between the release and its HelmRepository. Without `status.helmChart`, the
/// name Flux gives it: `<namespace>-<name>` of the HelmRelease, in its chart source's namespace.
pub fn helm_chart(release: &Resource, resources: &[Resource]) -> Vec<usize> {
    if let Some((namespace, name)) = release.str(&["status", "helmChart"]).and_then(|chart| chart.split_once('/')) {
        return find(resources, "HelmChart", Some(namespace), name).into_iter().collect();
    }
    let (Some(namespace), false) = (release.namespace.as_deref(), release.name.is_empty() || release.get(&["spec", "chart", "spec"]).is_none()) else { return Vec::new() };
    let source_namespace = release.str(&["spec", "chart", "spec", "sourceRef", "namespace"]).filter(|ns| !ns.is_empty()).unwrap_or(namespace);
    find(resources, "HelmChart", Some(source_namespace), &format!("{namespace}-{}", release.name)).into_iter().collect()
}

/// The workloads and pods a HelmRelease's release made, when pasted: in its target namespace,
/// labelled by Flux (`helm.toolkit.fluxcd.io/name`) or by the chart
/// (`app.kubernetes.io/instance` = the release name), or a pod whose controller is named
/// after the release (charts name their objects `<release>` or `<release>-…`) and labelled as
/// no other release's. Only for a release whose install or upgrade timed out waiting for them.
pub fn release_workloads(release: &Resource, resources: &[Resource]) -> Vec<usize> {
    const KINDS: &[&str] = &["Deployment", "StatefulSet", "DaemonSet", "Job", "Pod"];
    // Only a release that waited for them and timed out (conditions are not read yet: the raw
    // entries are); one refused for its values has nothing to do with its pods. Helm's status
    // waiter says "timeout waiting for: [Deployment/apps/ledger status: 'InProgress']".
    let timed_out = items(release, &["status", "conditions"]).iter().filter_map(|condition| condition.get("message")?.as_str()).any(|message| {
        let message = message.to_ascii_lowercase();
        message.contains("context deadline exceeded") || message.contains("timed out waiting") || message.contains("timeout waiting for")
    });
    if release.name.is_empty() || !timed_out {
        return Vec::new();
    }
    let target = release.str(&["spec", "targetNamespace"]).filter(|ns| !ns.is_empty());
    let namespace = target.or(release.namespace.as_deref());
    // Flux's release name: spec.releaseName, else `<targetNamespace>-<name>` with a target
    // namespace, else the HelmRelease's name.
    let release_name = match (release.str(&["spec", "releaseName"]).filter(|name| !name.is_empty()), target) {
        (Some(name), _) => name.to_owned(),
        (None, Some(target)) => format!("{target}-{}", release.name),
        (None, None) => release.name.clone(),
    };
    let named_after = |name: &str| name == release_name || name.strip_prefix(release_name.as_str()).is_some_and(|rest| rest.starts_with('-'));
    let found: Vec<usize> = resources
        .iter()
        .enumerate()
        .filter(|(_, r)| KINDS.contains(&r.kind.as_str()) && r.namespace.as_deref() == namespace)
        .filter(|(_, r)| {
            let label = |key: &str| r.str(&["metadata", "labels", key]);
            let instance = label("app.kubernetes.io/instance");
            label("helm.toolkit.fluxcd.io/name") == Some(release.name.as_str())
                || instance == Some(release_name.as_str())
                // Named after the release, unless labelled as another release's.
                || (r.kind == "Pod" && instance.is_none() && r.owners.iter().any(|owner| owner.controller && named_after(&owner.name)))
        })
        .map(|(at, _)| at)
        .collect();
    // A pod of a workload found too is reached through it (Deployment → ReplicaSet → Pod), so
    // the chain says whose pod it is: its ReplicaSet is `<deployment>-<hash>`.
    let workloads: Vec<(&str, &str)> = found.iter().filter_map(|&at| resources.get(at)).filter(|r| r.kind != "Pod").map(|r| (r.kind.as_str(), r.name.as_str())).collect();
    let under_a_workload = |pod: &Resource| {
        pod.owners.iter().filter(|owner| owner.controller).any(|owner| {
            workloads.iter().any(|&(kind, name)| {
                (owner.kind == kind && owner.name == name)
                    || (kind == "Deployment" && owner.kind == "ReplicaSet" && owner.name.strip_prefix(name).is_some_and(|rest| rest.starts_with('-')))
            })
        })
    };
    found.iter().copied().filter(|&at| resources.get(at).is_some_and(|r| r.kind != "Pod" || !under_a_workload(r))).collect()
}
