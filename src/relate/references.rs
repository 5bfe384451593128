//! References by name between resources, other than ownership: a Pod uses PersistentVolumeClaims,
//! ConfigMaps, Secrets and a ServiceAccount; a Service selects Pods by labels.
//!
//! Each kind that refers to others has one small function; [`REFERRERS`] lists them.

use serde_json::Value;

use crate::model::resource::{str_at, value_at};
use crate::model::Resource;

/// A named reference from one resource to another (`uses`), before it is looked up.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Named {
    /// The kind referred to.
    pub kind: &'static str,
    /// The name referred to.
    pub name: String,
}

/// Kinds that refer to others by name, and how to read their references.
pub const REFERRERS: &[(&str, fn(&Resource) -> Vec<Named>)] = &[("Pod", pod)];

/// Paths inside one volume (or projected source) to the name of the object it mounts.
const VOLUME_SOURCES: &[(&str, &[&str])] = &[
    ("PersistentVolumeClaim", &["persistentVolumeClaim", "claimName"]),
    ("ConfigMap", &["configMap", "name"]),
    ("Secret", &["secret", "secretName"]),
];

/// Paths inside a projected volume's source to the name of what it projects.
const PROJECTED_SOURCES: &[(&str, &[&str])] = &[("ConfigMap", &["configMap", "name"]), ("Secret", &["secret", "name"])];

/// Paths inside a container's `env[]` entry and `envFrom[]` entry.
const ENV_SOURCES: &[(&str, &str, &[&str])] = &[
    ("ConfigMap", "env", &["valueFrom", "configMapKeyRef", "name"]),
    ("Secret", "env", &["valueFrom", "secretKeyRef", "name"]),
    ("ConfigMap", "envFrom", &["configMapRef", "name"]),
    ("Secret", "envFrom", &["secretRef", "name"]),
];

/// What a Pod refers to: claims, ConfigMaps and Secrets of its volumes and environment, its
/// image pull Secrets and its ServiceAccount. Each (kind, name) once, in spec order.
pub fn pod(pod: &Resource) -> Vec<Named> {
    let mut found: Vec<Named> = Vec::new();
    let mut add = |kind: &'static str, name: Option<&str>| {
        if let Some(name) = name.filter(|name| !name.is_empty()) {
            if !found.iter().any(|known| known.kind == kind && known.name == name) {
                found.push(Named { kind, name: name.to_owned() });
            }
        }
    };
    for volume in items(pod.get(&["spec", "volumes"])) {
        for (kind, path) in VOLUME_SOURCES {
            add(kind, str_at(volume, path));
        }
        for source in items(value_at(volume, &["projected", "sources"])) {
            for (kind, path) in PROJECTED_SOURCES {
                add(kind, str_at(source, path));
            }
        }
    }
    for key in ["initContainers", "containers"] {
        for container in items(pod.get(&["spec", key])) {
            for (kind, list, path) in ENV_SOURCES {
                for entry in items(container.get(*list)) {
                    add(kind, str_at(entry, path));
                }
            }
        }
    }
    for secret in items(pod.get(&["spec", "imagePullSecrets"])) {
        add("Secret", str_at(secret, &["name"]));
    }
    add("ServiceAccount", pod.str(&["spec", "serviceAccountName"]).or_else(|| pod.str(&["spec", "serviceAccount"])));
    found
}

/// Whether a Service's `spec.selector` (a label map) selects a Pod; an empty or missing
/// selector selects nothing (the Service's endpoints are managed by hand).
pub fn selects(service: &Resource, pod: &Resource) -> bool {
    if service.str(&["spec", "type"]) == Some("ExternalName") || service.namespace != pod.namespace {
        return false;
    }
    let Some(Value::Object(selector)) = service.get(&["spec", "selector"]) else { return false };
    !selector.is_empty()
        && selector.iter().all(|(key, wanted)| {
            wanted.as_str().is_some_and(|wanted| pod.str(&["metadata", "labels", key.as_str()]) == Some(wanted))
        })
}

fn items(value: Option<&Value>) -> &[Value] {
    match value {
        Some(Value::Array(items)) => items,
        _ => &[],
    }
}
