//! A resource: identity (apiVersion, kind, namespace, name, uid, owners) plus the object.

use crate::model::Value;

use super::{Condition, Timestamp};
use crate::read::Located;

/// Where an object was found in the input.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Origin {
    /// Input name (file), when there were several.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// 1-based document number.
    pub document: usize,
    /// 1-based line where its document starts.
    pub line: usize,
    /// 0-based position in a `List`'s `items`, when it came from one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub item: Option<usize>,
}

/// One `metadata.ownerReferences` entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OwnerReference {
    /// Owner kind.
    pub kind: String,
    /// Owner name.
    pub name: String,
    /// Owner uid, when given.
    pub uid: Option<String>,
    /// Whether it is the managing controller.
    pub controller: bool,
}

/// A pasted object with its identity read out, and the object kept for the rules.
#[derive(Debug, Clone, PartialEq)]
pub struct Resource {
    /// `apiVersion` as written (may be empty in a partial paste).
    pub api_version: String,
    /// API group: the part of `apiVersion` before `/`, empty for the core group.
    pub group: String,
    /// `kind` (may be empty in a partial paste).
    pub kind: String,
    /// `metadata.name`, empty if absent.
    pub name: String,
    /// `metadata.namespace`.
    pub namespace: Option<String>,
    /// `metadata.uid`.
    pub uid: Option<String>,
    /// `metadata.generation`.
    pub generation: Option<i64>,
    /// `status.observedGeneration`.
    pub observed_generation: Option<i64>,
    /// `metadata.deletionTimestamp` (raw text: it may not parse).
    pub deletion_timestamp: Option<String>,
    /// `metadata.ownerReferences`.
    pub owners: Vec<OwnerReference>,
    /// `status.conditions`, in the order written.
    pub conditions: Vec<Condition>,
    /// Where it was found.
    pub origin: Origin,
    /// The whole object. A Pod's container statuses are read from it once, when first asked
    /// for: change it before the resource is explained, not after.
    pub object: Value,
    /// A Pod's container statuses, read from `object` once, when first asked for
    /// ([`super::container::container_statuses`]): the rules and the explanations both read them.
    containers: ContainersRead,
}

/// Container statuses read once: a cache, so not part of what a resource is (any two compare
/// equal, and it is not shown).
#[derive(Clone, Default)]
pub(crate) struct ContainersRead(std::cell::OnceCell<Vec<super::container::ContainerStatus>>);

impl PartialEq for ContainersRead {
    fn eq(&self, _: &ContainersRead) -> bool {
        true
    }
}

impl std::fmt::Debug for ContainersRead {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ContainersRead")
    }
}

impl Resource {
    /// Lets go of what nothing reads once the resource is explained. Rules read only the
    /// resource they explain (and what the graph extracted beforehand); after them, the
    /// roll-up ([`crate::rollup`]) reads no conditions (it reads the reports'), and of the
    /// object only `metadata.annotations` (rollout revisions), Flux's labels (who applies it),
    /// Heat's (its stacks), an EndpointSlice's labels (its Service) and a Node's (a topologyKey it lacks), the scalar fields of `status` (`phase`,
    /// available replicas, `latestVersion`), a Node's `spec.unschedulable`, a StatefulSet's
    /// `spec.podManagementPolicy`, `spec.replicas`, a Kustomization's `spec.timeout`, a Job's `spec.backoffLimit`, `backoffLimitPerIndex` and `parallelism` (and its pods' `batch.kubernetes.io/` labels: their index), a Service's `spec.selector`, a PersistentVolume's claimRef, capacity, class, reclaim policy, access modes and source (`nfs`, `csi`) and a claim's `spec.volumeName`, class, access modes and requests, an Argo CD Application's `spec.syncPolicy`, a Crossplane claim's or composite's `spec.parameters`, a Flux source's `spec.url`, the containers' `resources` (an
    /// out-of-memory container's limit), a refused workload's template's containers' `resources`
    /// and a LimitRange's `spec.limits`. So a large paste's trees do not all stay alive beside
    /// all their reports. A test explains every example and fixture with and without this and
    /// compares the reports: a roll-up that reads more must keep it here.
    pub fn keep_for_roll_up(&mut self) {
        /// The label prefixes the roll-up reads: Flux's on what it applies, Heat's stack names.
        const KEPT_LABELS: &[&str] = &["kustomize.toolkit.fluxcd.io/", "helm.toolkit.fluxcd.io/", "heat.openstack.org/", "pkg.crossplane.io/", "serving.knative.dev/", "batch.kubernetes.io/"];
        // A workload whose pods are refused keeps its template's containers' resources: a
        // ReplicaSet whose own template is not pasted takes its Deployment's words about them.
        let refused = self.conditions.iter().any(|c| c.type_ == "ReplicaFailure" && c.status == crate::model::condition::ConditionStatus::True);
        // A LimitRange's bounds and defaults, for the pods they refuse.
        let is_limit_range = self.kind == "LimitRange";
        self.conditions = Vec::new();
        self.containers = ContainersRead::default();
        // An EndpointSlice is found by its Service's name label; a Node's labels, for a
        // topologyKey it lacks.
        let keep_labels = self.kind == "EndpointSlice" || self.kind == "Node";
        // A Service's selector, for the command that lists its pods.
        let is_service = self.kind == "Service";
        let is_volume = self.kind == "PersistentVolume";
        let is_claim = self.kind == "PersistentVolumeClaim";
        // A Node's platform, for an image that has no build for it.
        let is_node = self.kind == "Node";
        // A ConfigMap's or Secret's key names (never their values), for a key a pod misses.
        let keeps_keys = matches!(self.kind.as_str(), "ConfigMap" | "Secret");
        // An event not about a pasted object: what it is about (a refused eviction's pod).
        let is_event = crate::model::event::is_event(self);
        let is_service_account = self.kind == "ServiceAccount";
        // A Crossplane claim's or composite's parameters, for the one a composed resource's
        // name comes from.
        let is_flux_source = self.group == "source.toolkit.fluxcd.io";
        let is_composite = self.object.get("spec").is_some_and(|spec| ["compositionRef", "resourceRef", "resourceRefs", "claimRef", "crossplane"].iter().any(|key| spec.get(key).is_some()));
        let Value::Object(object) = &mut self.object else { return };
        object.retain(|key, _| {
            matches!(key, "metadata" | "status" | "spec")
                || (keeps_keys && matches!(key, "data" | "binaryData" | "stringData"))
                || (is_event && matches!(key, "involvedObject" | "regarding"))
                // A ServiceAccount's pull secrets, for an image its pods' registry refused.
                || (is_service_account && key == "imagePullSecrets")
        });
        for (_, data) in object.iter_mut().filter(|(key, _)| keeps_keys && matches!(*key, "data" | "binaryData" | "stringData")) {
            if let Value::Object(entries) = data {
                for (_, value) in entries.iter_mut() {
                    *value = Value::Null;
                }
            }
        }
        if let Some(Value::Object(metadata)) = object.get_mut("metadata") {
            metadata.retain(|key, _| key == "annotations" || key == "labels");
            // Of the labels, only those the roll-up reads: who applies it (Flux), and an
            // EndpointSlice's Service.
            if let Some(Value::Object(labels)) = metadata.get_mut("labels") {
                labels.retain(|key, _| {
                    // (Each kept prefix ends at its `/`: a label without one, `app`, is none of them.)
                    keep_labels
                        || key.find('/').and_then(|slash| key.get(..=slash)).is_some_and(|prefix| KEPT_LABELS.contains(&prefix))
                        || (is_node && matches!(key, "kubernetes.io/arch" | "kubernetes.io/os"))
                });
            }
        }
        // An Ingress's published address, for an ACME challenge that dialed another.
        let is_ingress = self.kind == "Ingress";
        // An Argo CD Application's source (where a change to what it heals goes) and the
        // objects it manages.
        let is_application = self.kind == "Application";
        let is_package = self.group == "pkg.crossplane.io";
        let is_mtc = self.group == "migration.openshift.io";

        if let Some(Value::Object(status)) = object.get_mut("status") {
            status.retain(|key, value| {
                (!value.is_array() && !value.is_object()) || (is_ingress && key == "loadBalancer") || (is_application && key == "resources") || (is_node && key == "nodeInfo")
            });
        }
        if let Some(Value::Object(spec)) = object.get_mut("spec") {
            spec.retain(|key, _| {
                matches!(key, "containers" | "initContainers" | "unschedulable" | "podManagementPolicy" | "replicas" | "timeout" | "syncPolicy" | "maxUnavailable" | "minAvailable" | "backoffLimit" | "backoffLimitPerIndex" | "parallelism")
                    || (is_service && key == "selector")
                    || (is_ingress && key == "rules")
                    || (is_application && key == "source")
                    || (is_composite && key == "parameters")
                    // A Flux source's address, for the command that lists a chart's versions.
                    || (is_flux_source && key == "url")
                    || key == "dnsName"
                    // A volume's node, for a pod that cannot run where its local volume is.
                    || (is_volume && matches!(key, "nodeAffinity" | "local" | "hostPath"))
                    // A claim that names a volume still reserved for another claim.
                    || (is_volume && matches!(key, "claimRef" | "capacity" | "persistentVolumeReclaimPolicy" | "storageClassName" | "accessModes" | "nfs" | "csi"))
                    || (is_claim && matches!(key, "volumeName" | "storageClassName" | "accessModes" | "resources"))
                    // A Crossplane package's runtime settings, named for its pod's limits.
                    || (is_package && key == "runtimeConfigRef")
                    // An MTC migration's plan, named for a failed restore to run again.
                    || (is_mtc && key == "migPlanRef")
                    || (refused && key == "template")
                    || (is_limit_range && key == "limits")
            });
            if let Some(Value::Object(template)) = spec.get_mut("template") {
                template.retain(|key, _| key == "spec");
                if let Some(Value::Object(pod)) = template.get_mut("spec") {
                    pod.retain(|key, _| matches!(key, "containers" | "initContainers"));
                    for (_, containers) in pod.iter_mut() {
                        let Value::Array(containers) = containers else { continue };
                        for container in containers.iter_mut() {
                            if let Value::Object(container) = container {
                                container.retain(|key, _| matches!(key, "name" | "resources"));
                            }
                        }
                    }
                }
            }
            for (key, containers) in spec.iter_mut() {
                let Value::Array(containers) = containers else { continue };
                if key != "containers" && key != "initContainers" {
                    continue;
                }
                for container in containers.iter_mut() {
                    if let Value::Object(container) = container {
                        container.retain(|key, _| matches!(key, "name" | "resources"));
                    }
                }
            }
        }
    }

    /// The API group of an owner reference (the part of its `apiVersion` before `/`), read from
    /// the object when asked (kinds repeat across groups: Knative's Certificate and
    /// cert-manager's); `None` when the reference writes no `apiVersion`. Kept out of
    /// [`OwnerReference`]: a text per owner of every pasted object, for a rare question.
    pub fn owner_group(&self, owner: &OwnerReference) -> Option<&str> {
        let Some(Value::Array(entries)) = value_at(&self.object, &["metadata", "ownerReferences"]) else { return None };
        let entry = entries.iter().find(|entry| str_at(entry, &["kind"]) == Some(owner.kind.as_str()) && str_at(entry, &["name"]) == Some(owner.name.as_str()))?;
        str_at(entry, &["apiVersion"]).map(|version| version.rsplit_once('/').map_or("", |(group, _)| group))
    }

    /// Reads identity and conditions out of an object.
    pub fn from_located(located: Located) -> Resource {
        let mut resource = Resource::identity_of(located);
        resource.read_conditions();
        resource
    }

    /// Reads the conditions out of the object (`status.conditions`, or conditions some systems
    /// keep in annotations). [`Resource::identity_of`] leaves them unread, so that a large
    /// paste's conditions are read one resource at a time, as each is explained.
    pub fn read_conditions(&mut self) {
        self.conditions = match value_at(&self.object, &["status", "conditions"]) {
            Some(Value::Array(entries)) => entries.iter().filter_map(Condition::from_value).collect(),
            _ => annotation_conditions(&self.object),
        };
    }

    /// Reads identity, owners and origin out of an object; its conditions are not read yet
    /// ([`Resource::read_conditions`]): nothing before the rules needs them.
    pub fn identity_of(located: Located) -> Resource {
        let Located { source, document, line, item, value } = located;
        let api_version = str_at(&value, &["apiVersion"]).unwrap_or("").to_owned();
        let group = match api_version.rsplit_once('/') {
            Some((group, _)) => group.to_owned(),
            None => String::new(),
        };
        // (The metadata looked up once: every resource of a paste comes through here.)
        let metadata = value.get("metadata").unwrap_or(&Value::Null);
        let owners = match metadata.get("ownerReferences") {
            Some(Value::Array(entries)) => entries
                .iter()
                .filter_map(|entry| {
                    Some(OwnerReference {
                        kind: str_at(entry, &["kind"])?.to_owned(),
                        name: str_at(entry, &["name"])?.to_owned(),
                        uid: str_at(entry, &["uid"]).map(str::to_owned),
                        controller: entry.get("controller").and_then(Value::as_bool).unwrap_or(false),
                    })
                })
                .collect(),
            _ => Vec::new(),
        };
        Resource {
            kind: str_at(&value, &["kind"]).unwrap_or("").to_owned(),
            name: str_at(metadata, &["name"]).or_else(|| str_at(metadata, &["generateName"])).unwrap_or("").to_owned(),
            namespace: str_at(metadata, &["namespace"]).map(str::to_owned),
            uid: str_at(metadata, &["uid"]).map(str::to_owned),
            generation: int_at(metadata, &["generation"]),
            observed_generation: int_at(&value, &["status", "observedGeneration"]),
            deletion_timestamp: str_at(metadata, &["deletionTimestamp"]).map(str::to_owned),
            owners,
            conditions: Vec::new(),
            origin: Origin { source, document, line, item },
            api_version,
            group,
            object: value,
            containers: ContainersRead::default(),
        }
    }

    /// The container statuses read once ([`super::container::container_statuses`]).
    pub(crate) fn containers_read(&self) -> &std::cell::OnceCell<Vec<super::container::ContainerStatus>> {
        &self.containers.0
    }

    /// The first condition of a type.
    pub fn condition(&self, type_: &str) -> Option<&Condition> {
        self.conditions.iter().find(|condition| condition.type_ == type_)
    }

    /// A string field at a path of keys, e.g. `&["status", "phase"]`.
    pub fn str(&self, path: &[&str]) -> Option<&str> {
        str_at(&self.object, path)
    }

    /// An integer field at a path (numbers, or strings holding numbers).
    pub fn int(&self, path: &[&str]) -> Option<i64> {
        int_at(&self.object, path)
    }

    /// Any field at a path.
    pub fn get(&self, path: &[&str]) -> Option<&Value> {
        value_at(&self.object, path)
    }

    /// `kind/name` (or just the kind when the name is missing), as kubectl writes it.
    pub fn display_name(&self) -> String {
        kind_and_name(&self.kind, &self.name)
    }

    /// `-n <namespace>` for commands, or nothing.
    pub fn namespace_flag(&self) -> String {
        self.namespace.as_deref().map(|ns| format!(" -n {ns}")).unwrap_or_default()
    }

    /// `metadata.creationTimestamp`, when readable.
    pub fn created(&self) -> Option<Timestamp> {
        self.str(&["metadata", "creationTimestamp"]).and_then(Timestamp::parse)
    }
}

/// `autoscaling/v1` HorizontalPodAutoscalers keep their conditions as JSON text in the
/// annotation `autoscaling.alpha.kubernetes.io/conditions`; read them when `status.conditions`
/// is absent. Text that is not a JSON array gives no conditions.
fn annotation_conditions(value: &Value) -> Vec<Condition> {
    let Some(text) = str_at(value, &["metadata", "annotations", "autoscaling.alpha.kubernetes.io/conditions"]) else {
        return Vec::new();
    };
    match serde_json::from_str::<Value>(text) {
        Ok(Value::Array(entries)) => entries.iter().filter_map(Condition::from_value).collect(),
        _ => Vec::new(),
    }
}

/// A value at a path of object keys.
pub(crate) fn value_at<'a>(value: &'a Value, path: &[&str]) -> Option<&'a Value> {
    let mut value = value;
    for key in path {
        value = value.get(key)?;
    }
    Some(value)
}

/// A string at a path; numbers and booleans are not strings.
pub(crate) fn str_at<'a>(value: &'a Value, path: &[&str]) -> Option<&'a str> {
    value_at(value, path)?.as_str()
}

/// An integer at a path; also reads integers written as strings (`"3"`).
pub(crate) fn int_at(value: &Value, path: &[&str]) -> Option<i64> {
    int_of(value_at(value, path)?)
}

/// An integer; also one written as a string (`"3"`).
pub(crate) fn int_of(value: &Value) -> Option<i64> {
    match value {
        Value::Number(number) => number.as_i64().or_else(|| number.as_f64().map(|f| f as i64)),
        Value::String(text) => text.trim().parse().ok(),
        _ => None,
    }
}


/// `Deployment web`; `Deployment (no name)`, `object web` or `object without kind or name` when
/// a part is missing.
pub fn kind_and_name(kind: &str, name: &str) -> String {
    match (kind.is_empty(), name.is_empty()) {
        (false, false) => format!("{kind} {name}"),
        (false, true) => format!("{kind} (no name)"),
        (true, false) => format!("object {name}"),
        (true, true) => "object without kind or name".to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value as json;

    fn resource(value: Value) -> Resource {
        Resource::from_located(Located { source: None, document: 1, line: 1, item: None, value })
    }

    #[test]
    fn identity_is_read() {
        let r = resource(json!({
            "apiVersion": "apps/v1", "kind": "Deployment",
            "metadata": {"name": "web", "namespace": "shop", "generation": 3,
                         "ownerReferences": [{"kind": "X", "name": "x", "uid": "1", "controller": true}]},
            "status": {"observedGeneration": "2", "conditions": [{"type": "Available", "status": "True"}, "junk"]}
        }));
        assert_eq!((r.group.as_str(), r.kind.as_str(), r.name.as_str()), ("apps", "Deployment", "web"));
        assert_eq!((r.generation, r.observed_generation), (Some(3), Some(2)));
        assert_eq!(r.conditions.len(), 1);
        assert!(r.owners[0].controller);
        assert_eq!(r.display_name(), "Deployment web");
    }

    #[test]
    fn a_secret_cut_for_the_roll_up_keeps_its_key_names_and_labels_never_its_values() {
        let mut secret = resource(json!({
            "apiVersion": "v1", "kind": "Secret",
            "metadata": {"name": "db", "labels": {"helm.toolkit.fluxcd.io/name": "api"}},
            "data": {"password": "c2VjcmV0"}
        }));
        secret.keep_for_roll_up();
        assert_eq!(secret.str(&["metadata", "labels", "helm.toolkit.fluxcd.io/name"]), Some("api"));
        assert!(matches!(secret.get(&["data", "password"]), Some(Value::Null)));
    }

    #[test]
    fn hpa_v1_conditions_are_read_from_the_annotation() {
        let r = resource(json!({
            "apiVersion": "autoscaling/v1", "kind": "HorizontalPodAutoscaler",
            "metadata": {"name": "h", "annotations": {"autoscaling.alpha.kubernetes.io/conditions":
                "[{\"type\":\"AbleToScale\",\"status\":\"True\",\"reason\":\"ReadyForNewScale\"}]"}}
        }));
        assert_eq!(r.conditions.len(), 1);
        assert_eq!(r.conditions[0].reason, "ReadyForNewScale");
        let broken = resource(json!({"metadata": {"annotations": {"autoscaling.alpha.kubernetes.io/conditions": "[{"}}}));
        assert!(broken.conditions.is_empty());
    }

    #[test]
    fn mistyped_fields_are_tolerated() {
        let r = resource(json!({"kind": 5, "metadata": "nope", "status": {"conditions": {"a": 1}}}));
        assert_eq!(r.kind, "");
        assert!(r.conditions.is_empty());
        assert_eq!(r.display_name(), "object without kind or name");
    }
}
