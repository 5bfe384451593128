//! Objects the cluster itself publishes in every namespace, which a pod's injected volumes
//! read: when one is missing, the answer is what publishes it, never a copy made by hand
//! (which would hold the wrong data) nor a reference to fix (the pod spec did not write it).

use crate::model::{Resource, Value};

/// One object the cluster publishes.
pub(crate) struct Published {
    /// Its kind.
    pub kind: &'static str,
    /// Its name, the same in every namespace.
    pub name: &'static str,
    /// The key it holds, and what is in it.
    pub holds: &'static str,
    /// What publishes it.
    pub by: &'static str,
    /// What its absence from a namespace says.
    pub absent: &'static str,
    /// How to see whether other namespaces have it, then how to look at what publishes it.
    pub check: &'static str,
}

/// What the cluster publishes in every namespace.
pub(crate) const PUBLISHED: &[Published] = &[Published {
    kind: "ConfigMap",
    name: "kube-root-ca.crt",
    holds: "key ca.crt, the cluster's CA certificate",
    by: "kube-controller-manager (its root-ca-cert-publisher)",
    absent: "kube-controller-manager is not running or not working",
    check: "kubectl get configmap kube-root-ca.crt -n default shows whether other namespaces have it; then look at kube-controller-manager's health and logs (kubectl get pods -n kube-system -l component=kube-controller-manager; on a managed control plane it is the provider's to fix)",
}];

/// The prefix of the volume the API server adds to every pod for its ServiceAccount token,
/// with the CA above and the namespace.
const TOKEN_VOLUME: &str = "kube-api-access-";

/// ` ConfigMap kube-root-ca.crt is not one to create by hand: …` for an object of [`PUBLISHED`]
/// that the kubelet says does not exist; `None` for any other.
pub(crate) fn missing_note(kind: &str, name: &str, pod: &Resource) -> Option<String> {
    let published = PUBLISHED.iter().find(|p| p.kind == kind && p.name == name)?;
    let namespace = pod.namespace.as_deref().map(|ns| format!(" in namespace {ns}")).unwrap_or_default();
    let injected = token_volume(pod, kind, name).map(|volume| {
        format!(", and the kubelet mounts it in volume {volume}, which the API server adds to every pod for its ServiceAccount token: there is no reference in the pod spec to fix either")
    });
    Some(format!(
        " {kind} {name} is not one to create by hand: {} publishes it in every namespace ({}){}. Missing{namespace}, it means {}, or the {kind} was deleted moments ago and is not published again yet. {}. Once it is published, the kubelet mounts the volume by itself.",
        published.by,
        published.holds,
        injected.unwrap_or_default(),
        published.absent,
        published.check
    ))
}

/// The pod's injected token volume that reads `kind` `name`, by its name.
fn token_volume<'a>(pod: &'a Resource, kind: &str, name: &str) -> Option<&'a str> {
    let field = if kind == "Secret" { "secret" } else { "configMap" };
    let Some(Value::Array(volumes)) = pod.get(&["spec", "volumes"]) else { return None };
    volumes.iter().find_map(|volume| {
        let volume_name = volume.get("name").and_then(Value::as_str).filter(|n| n.starts_with(TOKEN_VOLUME))?;
        let sources = volume.get("projected")?.get("sources")?.as_array()?;
        sources
            .iter()
            .any(|source| source.get(field).and_then(|s| s.get("name")).and_then(Value::as_str) == Some(name))
            .then_some(volume_name)
    })
}
