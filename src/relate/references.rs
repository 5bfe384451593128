//! References by name between resources, other than ownership: a Pod uses PersistentVolumeClaims,
//! ConfigMaps, Secrets, a ServiceAccount and its Node; a claim its volume and StorageClass; an
//! Ingress its Services and TLS Secrets; an autoscaler its target; a VolumeAttachment its volume
//! and node; a StatefulSet the claims its
//! volumeClaimTemplates make for each ordinal; a Service selects Pods by labels.
//!
//! Each kind that refers to others has one small function; [`REFERRERS`] lists them.

use crate::model::Value;

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
pub const REFERRERS: &[(&str, fn(&Resource) -> Vec<Named>)] = &[
    ("Pod", pod),
    ("PersistentVolumeClaim", claim),
    ("Ingress", ingress),
    ("HorizontalPodAutoscaler", autoscaler),
    ("StatefulSet", stateful_set),
    ("VolumeAttachment", volume_attachment),
    ("Endpoints", endpoints),
];

/// Kinds that live outside namespaces: a reference to one is looked up without a namespace.
pub const CLUSTER_SCOPED: &[&str] = &["Node", "PersistentVolume", "StorageClass", "IngressClass"];

/// What a PersistentVolumeClaim refers to: its volume and its StorageClass.
pub fn claim(claim: &Resource) -> Vec<Named> {
    let mut found = Vec::new();
    if let Some(volume) = claim.str(&["spec", "volumeName"]).filter(|name| !name.is_empty()) {
        found.push(Named { kind: "PersistentVolume", name: volume.to_owned() });
    }
    if let Some(class) = claim.str(&["spec", "storageClassName"]).filter(|name| !name.is_empty()) {
        found.push(Named { kind: "StorageClass", name: class.to_owned() });
    }
    found
}

/// What a VolumeAttachment refers to: the volume it attaches and the node it attaches it to.
pub fn volume_attachment(attachment: &Resource) -> Vec<Named> {
    [("PersistentVolume", &["spec", "source", "persistentVolumeName"][..]), ("Node", &["spec", "nodeName"][..])]
        .iter()
        .filter_map(|(kind, path)| attachment.str(path).filter(|name| !name.is_empty()).map(|name| Named { kind, name: name.to_owned() }))
        .collect()
}

/// What an Ingress refers to: the Services of its backends and the Secrets of its TLS entries.
pub fn ingress(ingress: &Resource) -> Vec<Named> {
    let mut found: Vec<Named> = Vec::new();
    let mut add = |kind: &'static str, name: Option<&str>| {
        if let Some(name) = name.filter(|name| !name.is_empty()) {
            if !found.iter().any(|known| known.kind == kind && known.name == name) {
                found.push(Named { kind, name: name.to_owned() });
            }
        }
    };
    add("Service", ingress.str(&["spec", "defaultBackend", "service", "name"]));
    for rule in items(ingress.get(&["spec", "rules"])) {
        for path in items(value_at(rule, &["http", "paths"])) {
            add("Service", str_at(path, &["backend", "service", "name"]).or_else(|| str_at(path, &["backend", "serviceName"])));
        }
    }
    for tls in items(ingress.get(&["spec", "tls"])) {
        add("Secret", str_at(tls, &["secretName"]));
    }
    found
}

/// What an Endpoints object refers to: the Service of its name, whose addresses it lists
/// (an EndpointSlice is owned by its Service instead).
pub fn endpoints(endpoints: &Resource) -> Vec<Named> {
    if endpoints.name.is_empty() {
        return Vec::new();
    }
    vec![Named { kind: "Service", name: endpoints.name.clone() }]
}

/// The most ordinals whose claims a StatefulSet is linked to (bounds the work on odd input).
const MAX_ORDINALS: i64 = 1_000;

/// The claims a StatefulSet's `volumeClaimTemplates` make: `<template>-<statefulset>-<ordinal>`
/// for every ordinal up to its replicas (spec or status, whichever is larger).
pub fn stateful_set(set: &Resource) -> Vec<Named> {
    let replicas = set.int(&["spec", "replicas"]).unwrap_or(1).max(set.int(&["status", "replicas"]).unwrap_or(0)).clamp(0, MAX_ORDINALS);
    let start = set.int(&["spec", "ordinals", "start"]).unwrap_or(0).clamp(0, i64::from(i32::MAX));
    let mut found = Vec::new();
    for template in items(set.get(&["spec", "volumeClaimTemplates"])) {
        let Some(claim) = str_at(template, &["metadata", "name"]).filter(|name| !name.is_empty()) else { continue };
        for ordinal in start..start + replicas {
            found.push(Named { kind: "PersistentVolumeClaim", name: format!("{claim}-{}-{ordinal}", set.name) });
        }
    }
    found
}

/// What an autoscaler scales (`spec.scaleTargetRef`), for the kinds the paste can hold.
pub fn autoscaler(autoscaler: &Resource) -> Vec<Named> {
    const TARGETS: &[&str] = &["Deployment", "StatefulSet", "ReplicaSet", "ReplicationController"];
    let kind = autoscaler.str(&["spec", "scaleTargetRef", "kind"]).and_then(|kind| TARGETS.iter().find(|known| **known == kind));
    match (kind, autoscaler.str(&["spec", "scaleTargetRef", "name"])) {
        (Some(kind), Some(name)) => vec![Named { kind, name: name.to_owned() }],
        _ => Vec::new(),
    }
}

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
    add("Node", pod.str(&["spec", "nodeName"]));
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
            wanted.as_str().is_some_and(|wanted| pod.str(&["metadata", "labels", key]) == Some(wanted))
        })
}

/// Whether a Service's selector would select the pods of a workload of its namespace: the
/// labels of its pod template (`spec.template.metadata.labels`).
pub fn selects_template(service: &Resource, workload: &Resource) -> bool {
    if service.str(&["spec", "type"]) == Some("ExternalName") || service.namespace != workload.namespace {
        return false;
    }
    let Some(Value::Object(selector)) = service.get(&["spec", "selector"]) else { return false };
    !selector.is_empty()
        && selector.iter().all(|(key, wanted)| {
            wanted.as_str().is_some_and(|wanted| workload.str(&["spec", "template", "metadata", "labels", key]) == Some(wanted))
        })
}

/// Whether a PodDisruptionBudget's `spec.selector.matchLabels` selects a Pod of its namespace;
/// an empty or missing selector selects nothing here (its `matchExpressions` are not read).
pub fn protects(budget: &Resource, pod: &Resource) -> bool {
    if budget.namespace != pod.namespace {
        return false;
    }
    let Some(Value::Object(labels)) = budget.get(&["spec", "selector", "matchLabels"]) else { return false };
    !labels.is_empty()
        && labels.iter().all(|(key, wanted)| wanted.as_str().is_some_and(|wanted| pod.str(&["metadata", "labels", key]) == Some(wanted)))
}

/// A Service selector that selects none of the pasted pods of its namespace, though some
/// carry every label it asks for but one: most often a typo in the selector or in the pod
/// template's labels.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SelectorMiss {
    /// The label key where they differ.
    pub key: String,
    /// What the selector asks for.
    pub wanted: String,
    /// What those pods have there (`None`: the label is missing).
    pub found: Option<String>,
    /// How many pasted pods differ only there.
    pub pods: usize,
    /// How many pods of the Service's namespace are pasted.
    pub pods_in_namespace: usize,
}

/// The [`SelectorMiss`] of a Service that selects none of `pods` (all pasted pods), if some
/// pod of its namespace misses its selector by one label; the value most of them have.
pub fn selector_miss<'a>(service: &Resource, pods: impl Iterator<Item = &'a Resource>) -> Option<SelectorMiss> {
    if service.str(&["spec", "type"]) == Some("ExternalName") {
        return None;
    }
    let Some(Value::Object(selector)) = service.get(&["spec", "selector"]) else { return None };
    let mut pods_in_namespace = 0;
    // (key, found) → how many pods differ only there.
    let mut misses: Vec<(&str, Option<&str>, usize)> = Vec::new();
    for pod in pods.filter(|pod| pod.namespace == service.namespace) {
        pods_in_namespace += 1;
        let differing: Vec<(&str, Option<&str>)> = selector
            .iter()
            .filter_map(|(key, wanted)| {
                let found = pod.str(&["metadata", "labels", key]);
                (found != wanted.as_str()).then_some((key, found))
            })
            .collect();
        if let [(key, found)] = differing.as_slice() {
            match misses.iter_mut().find(|(k, f, _)| k == key && f == found) {
                Some(entry) => entry.2 += 1,
                None => misses.push((key, *found, 1)),
            }
        }
    }
    let (key, found, count) = misses.into_iter().max_by_key(|(_, _, count)| *count)?;
    let wanted = selector.get(key).and_then(Value::as_str)?;
    Some(SelectorMiss { key: key.to_owned(), wanted: wanted.to_owned(), found: found.map(str::to_owned), pods: count, pods_in_namespace })
}

/// A Service port whose `targetPort` names a container port (`http`) that none of the pasted
/// pods it selects declares: the endpoints controller leaves those pods out of that port's
/// endpoints, so requests to it go nowhere although the pods are ready.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PortMiss {
    /// The first Service port that misses, as `kubectl` shows it: its name, or its number.
    pub port: String,
    /// The container port name its `targetPort` asks for.
    pub target: String,
    /// How many of the Service's ports miss.
    pub missed: usize,
    /// How many ports the Service has.
    pub ports: usize,
    /// A selected pod whose spec was pasted, and the ports it declares (`web 8080/TCP`).
    pub pod: String,
    /// The container ports that pod declares, as `name number/protocol` (`8080/TCP` unnamed).
    pub declared: Vec<String>,
}

/// The [`PortMiss`] of a Service whose named `targetPort`s are declared by none of `pods` (the
/// pasted pods it selects). Pods pasted without their spec say nothing either way; a numbered
/// `targetPort` needs no declaration (declaring container ports is optional).
pub fn port_miss<'a>(service: &Resource, pods: impl Iterator<Item = &'a Resource>) -> Option<PortMiss> {
    let ports = items(service.get(&["spec", "ports"]));
    let named: Vec<(&Value, &str)> =
        ports.iter().filter_map(|port| Some((port, str_at(port, &["targetPort"]).filter(|name| !name.is_empty())?))).collect();
    if named.is_empty() {
        return None;
    }
    let pods: Vec<&Resource> = pods.filter(|pod| matches!(pod.get(&["spec", "containers"]), Some(Value::Array(_)))).collect();
    let first = pods.first()?;
    let declares = |pod: &Resource, wanted: &str| {
        container_ports(pod).any(|port| str_at(port, &["name"]) == Some(wanted))
    };
    let missing: Vec<&(&Value, &str)> = named.iter().filter(|(_, wanted)| !pods.iter().any(|pod| declares(pod, wanted))).collect();
    let (port, target) = missing.first()?;
    let shown = str_at(port, &["name"])
        .filter(|name| !name.is_empty())
        .map(str::to_owned)
        .or_else(|| port.get("port").and_then(Value::as_i64).map(|number| number.to_string()))
        .unwrap_or_default();
    let declared = container_ports(first)
        .filter_map(|port| {
            let number = port.get("containerPort").and_then(Value::as_i64)?;
            let protocol = str_at(port, &["protocol"]).unwrap_or("TCP");
            Some(match str_at(port, &["name"]).filter(|name| !name.is_empty()) {
                Some(name) => format!("{name} {number}/{protocol}"),
                None => format!("{number}/{protocol}"),
            })
        })
        .collect();
    Some(PortMiss {
        port: shown,
        target: (*target).to_owned(),
        missed: missing.len(),
        ports: ports.len(),
        pod: first.name.clone(),
        declared,
    })
}

/// Every container port a pod's spec declares, of its containers and its init containers
/// (sidecars serve too).
fn container_ports(pod: &Resource) -> impl Iterator<Item = &Value> {
    ["containers", "initContainers"]
        .into_iter()
        .flat_map(move |list| items(pod.get(&["spec", list])))
        .flat_map(|container| items(container.get("ports")))
}

fn items(value: Option<&Value>) -> &[Value] {
    match value {
        Some(Value::Array(items)) => items,
        _ => &[],
    }
}
