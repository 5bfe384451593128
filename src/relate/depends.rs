//! Dependencies between resources of different systems, beyond ownerReferences: what a
//! resource waits for and takes its root cause from (`depends-on`). Each system has one small
//! file with one function per referring kind; [`DEPENDS`] lists them by group and kind.

use crate::model::Resource;

/// A function that finds, in the bundle, the resources one resource depends on (by index).
pub type Finder = fn(&Resource, &[Resource]) -> Vec<usize>;

/// Referring kinds by group and kind pattern (as in [`crate::rules::Rule`]), and how to find
/// what they depend on. Every matching entry is used.
pub const DEPENDS: &[(&str, &str, Finder)] = &[
    ("*", "*", super::crossplane::references),
    ("*", "*", super::crossplane::claim),
    ("*", "*", super::crossplane::functions),
    ("*", "*", super::crossplane::provider),
    ("pkg.crossplane.io", "*", super::crossplane::runtime_pods),
    ("kustomize.toolkit.fluxcd.io", "Kustomization", super::flux::source_and_dependencies),
    ("kustomize.toolkit.fluxcd.io", "Kustomization", super::flux::health_checked),
    ("helm.toolkit.fluxcd.io", "HelmRelease", super::flux::helm_chart),
    ("helm.toolkit.fluxcd.io", "HelmRelease", super::flux::source_and_dependencies),
    ("helm.toolkit.fluxcd.io", "HelmRelease", super::flux::release_workloads),
    ("source.toolkit.fluxcd.io", "HelmChart", super::flux::source_and_dependencies),
    ("*.azure.com", "*", super::azure::owner),
    ("serving.knative.dev", "Route", super::knative::route_traffic),
    ("serving.knative.dev", "Route", super::knative::route_certificates),
    ("serving.knative.dev", "DomainMapping", super::knative::domain_mapping_target),
    ("heat.openstack.org", "Stack", super::heat::first_failure),
    ("migration.openshift.io", "*", super::mtc::references),
    ("migration.openshift.io", "MigMigration", super::mtc::failed_velero_objects),
    ("cert-manager.io", "Certificate", super::cert_manager::issuer),
    ("cert-manager.io", "CertificateRequest", super::cert_manager::issuer),
    ("argoproj.io", "Application", super::argo::degraded_resources),
    ("external-secrets.io", "ExternalSecret", super::external_secrets::stores),
    ("external-secrets.io", "PushSecret", super::external_secrets::stores),
    ("velero.io", "Backup", super::velero::storage_location),
    ("velero.io", "Schedule", super::velero::storage_location),
    ("velero.io", "Restore", super::velero::restored_backup),
    ("karpenter.sh", "NodePool", super::karpenter::node_class),
    ("karpenter.sh", "NodeClaim", super::karpenter::node_class),
    ("gateway.networking.k8s.io", "Gateway", super::gateway_api::gateway_class),
    ("gateway.networking.k8s.io", "Gateway", super::gateway_api::certificates),
    ("gateway.networking.k8s.io", "*Route", super::gateway_api::parents),
];

/// Kinds whose work reaches what depends on them again and again — new revisions from a
/// source, renewals from an issuer, refreshed values from a store, backups to a location —:
/// when one fails, a resource that depends on it may be fine now but gets nothing new.
pub const FEEDS: &[&str] = &[
    "GitRepository",
    "OCIRepository",
    "HelmRepository",
    "HelmChart",
    "Bucket",
    "Issuer",
    "ClusterIssuer",
    "SecretStore",
    "ClusterSecretStore",
    "BackupStorageLocation",
];

/// The indexes of what a resource depends on, each once, never itself.
pub fn needed(resource: &Resource, resources: &[Resource]) -> Vec<usize> {
    let mut found: Vec<usize> = Vec::new();
    for (group, kind, finder) in DEPENDS {
        if crate::rules::pattern_matches(group, &resource.group) && crate::rules::pattern_matches(kind, &resource.kind) {
            for index in finder(resource, resources) {
                let is_self = resources.get(index).is_some_and(|target| std::ptr::eq(target, resource));
                if !is_self && !found.contains(&index) {
                    found.push(index);
                }
            }
        }
    }
    found
}

/// The first resource with this kind and name in the namespace (`None`: the referrer's), or
/// cluster-scoped. An empty kind matches any kind.
pub(crate) fn find(resources: &[Resource], kind: &str, namespace: Option<&str>, name: &str) -> Option<usize> {
    find_in_group(resources, None, kind, namespace, name)
}

/// [`find`], of one API group when `group` is given (Knative's Service, not the Kubernetes
/// Service of the same name); a resource with no `apiVersion` written is of any group.
pub(crate) fn find_in_group(resources: &[Resource], group: Option<&str>, kind: &str, namespace: Option<&str>, name: &str) -> Option<usize> {
    if name.is_empty() {
        return None;
    }
    let of_group = |r: &Resource| group.is_none_or(|group| r.api_version.is_empty() || r.group == group);
    let same = |r: &Resource| (kind.is_empty() || r.kind == kind) && r.name == name && of_group(r);
    resources
        .iter()
        .position(|r| same(r) && r.namespace.as_deref() == namespace)
        .or_else(|| resources.iter().position(|r| same(r) && r.namespace.is_none()))
}

/// `{kind, name, namespace}` of an object reference at a path (`spec.sourceRef`), found in the
/// bundle, of the reference's API group when it has an `apiVersion`; `kind` falls back to
/// `default_kind`, the namespace to the referrer's.
pub(crate) fn reference(resources: &[Resource], referrer: &Resource, value: Option<&crate::model::Value>, default_kind: &str) -> Option<usize> {
    let value = value?;
    let name = value.get("name")?.as_str()?;
    let kind = value.get("kind").and_then(|k| k.as_str()).unwrap_or(default_kind);
    let namespace = value.get("namespace").and_then(|n| n.as_str()).or(referrer.namespace.as_deref());
    let group = value.get("apiVersion").and_then(|v| v.as_str()).map(|version| version.rsplit_once('/').map_or("", |(group, _)| group));
    find_in_group(resources, group, kind, namespace, name)
}

/// The items of an array at a path, or nothing.
pub(crate) fn items<'a>(resource: &'a Resource, path: &[&str]) -> &'a [crate::model::Value] {
    match resource.get(path) {
        Some(crate::model::Value::Array(items)) => items,
        _ => &[],
    }
}
