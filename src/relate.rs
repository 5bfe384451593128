//! Relations: which pasted resources own which (ownerReferences), which ReplicaSet is a
//! Deployment's current one (the `deployment.kubernetes.io/revision` annotation), which events
//! are about which resource (`involvedObject` / `regarding`), and references by name
//! ([`references`]: a Pod uses claims, ConfigMaps, Secrets; a Service selects Pods), and what
//! resources of other systems depend on ([`depends`]: a Crossplane claim on its composite, a
//! Flux Kustomization on its source, …).

pub mod argo;
pub mod azure;
pub mod cert_manager;
pub mod crossplane;
pub mod depends;
pub mod external_secrets;
pub mod flux;
pub mod gateway_api;
pub mod heat;
pub mod karpenter;
pub mod knative;
pub mod makers;
pub mod mtc;
pub mod references;
pub mod repeated;
pub mod velero;

use crate::model::quick_hash::{quick_map_with_capacity, QuickMap};

use crate::model::event::{is_event, Event};
use crate::model::Resource;

/// The annotation holding a Deployment's or ReplicaSet's rollout revision.
pub const REVISION_ANNOTATION: &str = "deployment.kubernetes.io/revision";

/// A kind whose children are revisions: only the current revision's child decides the rollout.
pub struct Revisioned {
    /// The owner's kind.
    pub kind: &'static str,
    /// The children's kind (`ReplicaSet`, `ReplicationController`).
    pub child: &'static str,
    /// Where the owner says its current revision: a path in the object (none: the newest child).
    pub current: &'static [&'static str],
    /// The annotation each child carries its revision in.
    pub annotation: &'static str,
}

/// Every kind whose children are revisions: a Deployment's ReplicaSets, an Argo Rollout's, a
/// cert-manager Certificate's CertificateRequests, an OpenShift DeploymentConfig's
/// ReplicationControllers.
pub const REVISIONED: &[Revisioned] = &[
    Revisioned { kind: "Deployment", child: "ReplicaSet", current: &["metadata", "annotations", REVISION_ANNOTATION], annotation: REVISION_ANNOTATION },
    Revisioned { kind: "Rollout", child: "ReplicaSet", current: &["metadata", "annotations", "rollout.argoproj.io/revision"], annotation: "rollout.argoproj.io/revision" },
    // A Certificate's requests: the newest is the one being worked on (its `status.revision` is
    // the last one issued, so no path names the current one).
    Revisioned { kind: "Certificate", child: "CertificateRequest", current: &[], annotation: "cert-manager.io/certificate-revision" },
    Revisioned {
        kind: "DeploymentConfig",
        child: "ReplicationController",
        current: &["status", "latestVersion"],
        annotation: "openshift.io/deployment-config.latest-version",
    },
];

/// The [`Revisioned`] entry of an owner kind.
pub fn revisioned(kind: &str) -> Option<&'static Revisioned> {
    REVISIONED.iter().find(|entry| entry.kind == kind)
}

/// Owner → children links between the resources of one bundle, by index.
#[derive(Debug, Clone, Default)]
pub struct Graph {
    /// For each resource, the index of its owner in the bundle (the controller owner first).
    pub owner: Vec<Option<usize>>,
    /// For each resource, the indexes of the resources it owns, in input order.
    pub children: Vec<Vec<usize>>,
    /// For each resource, what it refers to by name (`uses`, `selects`), pasted or not.
    pub references: Vec<Vec<Reference>>,
    /// For each resource, the resources that refer to it: (index, relation of the referrer).
    pub referrers: Vec<Vec<(usize, &'static str)>>,
    /// For each resource, the events about it, oldest first.
    pub events: Vec<Vec<Event>>,
    /// For each Event resource that is about a pasted resource, that resource's index.
    pub event_of: Vec<Option<usize>>,
    /// Services selecting none of the pasted pods that some pods miss by one label, by index.
    pub selector_misses: QuickMap<usize, references::SelectorMiss>,
    /// Services whose named `targetPort` none of the pasted pods they select declares, by index.
    pub port_misses: QuickMap<usize, references::PortMiss>,
    /// Services selecting no pasted pod whose selector fits the pod template of a pasted
    /// Deployment or StatefulSet scaled to zero: Service index → that workload's index.
    pub scaled_to_zero: QuickMap<usize, usize>,
    /// Secrets that pasted resources make (an ExternalSecret, a Certificate): (namespace,
    /// Secret name) → the maker's index (see [`makers`]).
    pub secrets_made: QuickMap<(Option<String>, String), usize>,
}

/// A reference by name from one resource to another.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reference {
    /// `uses` (a Pod's claim, ConfigMap, Secret, ServiceAccount), `selects` (a Service's Pods),
    /// `protects` (a PodDisruptionBudget's Pods) or `depends-on` (see [`depends`]).
    pub relation: &'static str,
    /// The kind referred to.
    pub kind: String,
    /// The name referred to.
    pub name: String,
    /// Its index in the bundle, or `None` when it is not in the paste.
    pub target: Option<usize>,
}

impl Graph {
    /// Links every resource to its owner when the owner is in the paste: by uid when both have
    /// one, otherwise by kind, namespace and name. Self-ownership and cycles are ignored.
    pub fn build(resources: &[Resource]) -> Graph {
        let mut by_uid: QuickMap<&str, usize> = quick_map_with_capacity(resources.len());
        let mut by_name: QuickMap<(&str, Option<&str>, &str), usize> = quick_map_with_capacity(resources.len());
        for (index, resource) in resources.iter().enumerate() {
            if let Some(uid) = resource.uid.as_deref() {
                by_uid.entry(uid).or_insert(index);
            }
            by_name.entry((resource.kind.as_str(), resource.namespace.as_deref(), resource.name.as_str())).or_insert(index);
        }
        let count = resources.len();
        let mut graph = Graph {
            owner: vec![None; count],
            children: vec![Vec::new(); count],
            references: vec![Vec::new(); count],
            referrers: vec![Vec::new(); count],
            events: vec![Vec::new(); count],
            event_of: vec![None; count],
            selector_misses: QuickMap::default(),
            scaled_to_zero: QuickMap::default(),
            port_misses: QuickMap::default(),
            secrets_made: makers::secrets_made(resources),
        };
        for (index, resource) in resources.iter().enumerate() {
            // The controller first, then the other owners in the order written.
            let owners: Vec<_> = resource.owners.iter().filter(|owner| owner.controller).chain(resource.owners.iter().filter(|owner| !owner.controller)).collect();
            let found = owners.iter().find_map(|owner| {
                owner
                    .uid
                    .as_deref()
                    .and_then(|uid| by_uid.get(uid))
                    .copied()
                    .or_else(|| named(resources, &by_name, resource.owner_group(owner), &owner.kind, resource.namespace.as_deref(), &owner.name))
            });
            let found = found.or_else(|| owner_above_missing(resource, resources, &by_name));
            if let Some(owner) = found.filter(|&owner| owner != index && !graph.is_ancestor(index, owner)) {
                graph.owner[index] = Some(owner);
                graph.children[owner].push(index);
            }
        }
        graph.link_references(resources, &by_name);
        graph.link_events(resources, &by_uid, &by_name);
        graph
    }

    /// References by name: each referrer kind's own function, then Services to Pods by labels.
    fn link_references(&mut self, resources: &[Resource], by_name: &QuickMap<(&str, Option<&str>, &str), usize>) {
        let pods: Vec<usize> = (0..resources.len()).filter(|&i| resources.get(i).is_some_and(|r| r.kind == "Pod")).collect();
        // Workloads scaled to zero (few): a Service whose pods they would make has none.
        let at_zero: Vec<usize> = (0..resources.len())
            .filter(|&i| resources.get(i).is_some_and(|r| matches!(r.kind.as_str(), "Deployment" | "StatefulSet") && r.int(&["spec", "replicas"]) == Some(0)))
            .collect();
        for (index, resource) in resources.iter().enumerate() {
            let mut found = Vec::new();
            if let Some((_, read)) = references::REFERRERS.iter().find(|(kind, _)| *kind == resource.kind) {
                for named in read(resource) {
                    let namespace = if references::CLUSTER_SCOPED.contains(&named.kind) { None } else { resource.namespace.as_deref() };
                    let target = by_name.get(&(named.kind, namespace, named.name.as_str())).copied();
                    found.push(Reference { relation: "uses", kind: named.kind.to_owned(), name: named.name, target });
                }
            }
            for target in depends::needed(resource, resources) {
                if let Some(needed) = resources.get(target) {
                    found.push(Reference { relation: "depends-on", kind: needed.kind.clone(), name: needed.name.clone(), target: Some(target) });
                }
            }
            if resource.kind == "Service" {
                for &pod in &pods {
                    if let Some(target) = resources.get(pod).filter(|target| references::selects(resource, target)) {
                        found.push(Reference { relation: "selects", kind: target.kind.clone(), name: target.name.clone(), target: Some(pod) });
                    }
                }
                let selected = found.iter().filter(|r| r.relation == "selects").filter_map(|r| r.target).filter_map(|pod| resources.get(pod));
                if let Some(miss) = references::port_miss(resource, selected) {
                    self.port_misses.insert(index, miss);
                }
                if !found.iter().any(|r| r.relation == "selects") {
                    if let Some(miss) = references::selector_miss(resource, pods.iter().filter_map(|&pod| resources.get(pod))) {
                        self.selector_misses.insert(index, miss);
                    }
                    if let Some(&workload) = at_zero.iter().find(|&&at| resources.get(at).is_some_and(|workload| references::selects_template(resource, workload))) {
                        self.scaled_to_zero.insert(index, workload);
                    }
                }
            }
            if resource.kind == "PodDisruptionBudget" {
                for &pod in &pods {
                    if let Some(target) = resources.get(pod).filter(|target| references::protects(resource, target)) {
                        found.push(Reference { relation: "protects", kind: target.kind.clone(), name: target.name.clone(), target: Some(pod) });
                    }
                }
            }
            for reference in &found {
                if let Some(slot) = reference.target.filter(|&t| t != index).and_then(|t| self.referrers.get_mut(t)) {
                    slot.push((index, reference.relation));
                }
            }
            if let Some(slot) = self.references.get_mut(index) {
                *slot = found;
            }
        }
    }

    /// Events to the resource they are about: by uid when the event names one (an event whose
    /// uid differs from the pasted namesake's is about a deleted earlier object and stays
    /// apart), else by kind, namespace and name.
    fn link_events(
        &mut self,
        resources: &[Resource],
        by_uid: &QuickMap<&str, usize>,
        by_name: &QuickMap<(&str, Option<&str>, &str), usize>,
    ) {
        for (index, resource) in resources.iter().enumerate().filter(|(_, r)| is_event(r)) {
            let Some(event) = Event::from_resource(resource) else { continue };
            let about = &event.regarding;
            let by_its_name = || {
                by_name
                    .get(&(about.kind.as_str(), about.namespace.as_deref(), about.name.as_str()))
                    .or_else(|| by_name.get(&(about.kind.as_str(), None, about.name.as_str())))
                    .copied()
            };
            let target = match about.uid.as_deref() {
                Some(uid) => by_uid.get(uid).copied().or_else(|| {
                    by_its_name().filter(|&t| resources.get(t).is_some_and(|r| r.uid.is_none()))
                }),
                None => by_its_name(),
            };
            let Some(target) = target.filter(|&t| t != index && resources.get(t).is_some_and(|r| !is_event(r))) else { continue };
            if let Some(slot) = self.event_of.get_mut(index) {
                *slot = Some(target);
            }
            if let Some(list) = self.events.get_mut(target) {
                list.push(event);
            }
        }
        for list in &mut self.events {
            crate::model::order::sort_by_number(list, |event| crate::model::order::time_key(event.last_seen));
        }
    }

    /// Whether `ancestor` is `index` or above it in the owner chain (bounded, cycle-safe).
    fn is_ancestor(&self, ancestor: usize, index: usize) -> bool {
        let mut current = Some(index);
        for _ in 0..=self.owner.len() {
            match current {
                Some(at) if at == ancestor => return true,
                Some(at) => current = self.owner.get(at).copied().flatten(),
                None => return false,
            }
        }
        false
    }

    /// The index of the first object of `kind` that resource `index` refers to by name and that
    /// is pasted (a Pod's Node, say).
    pub fn pasted(&self, index: usize, kind: &str) -> Option<usize> {
        self.references.get(index)?.iter().filter(|r| r.kind == kind).find_map(|r| r.target)
    }

    /// The children of a resource that decide its state now: for a Deployment, an Argo Rollout or
    /// a DeploymentConfig ([`REVISIONED`]), only its current revision's child (the owner's
    /// revision, else the highest); for anything else, all its children.
    pub fn current_children(&self, resources: &[Resource], index: usize) -> Vec<usize> {
        let children = self.children.get(index).cloned().unwrap_or_default();
        let Some(entry) = resources.get(index).and_then(|owner| revisioned(&owner.kind)) else {
            return children;
        };
        let revision_of = |child: usize| resources.get(child).filter(|c| c.kind == entry.child).and_then(|c| c.int(&["metadata", "annotations", entry.annotation]));
        let wanted = resources.get(index).and_then(|owner| owner.int(entry.current));
        let newest = children.iter().filter_map(|&child| revision_of(child)).max();
        let current = wanted.filter(|w| children.iter().any(|&c| revision_of(c) == Some(*w))).or(newest);
        match current {
            Some(current) => children.into_iter().filter(|&child| revision_of(child) == Some(current)).collect(),
            None => children,
        }
    }
}

/// The owners whose ReplicaSets name their pods' template hash in a label: a pod of
/// ReplicaSet `web-7d9f8c6b5` with that label `7d9f8c6b5` belongs to Deployment (or Argo
/// Rollout) `web`.
const TEMPLATE_HASH_LABELS: &[(&str, &str)] = &[("Deployment", "pod-template-hash"), ("Rollout", "rollouts-pod-template-hash")];

/// Owners further up that a label names, for when the owner in between is not pasted:
/// (kind of the resource, kind of its missing owner, label, group and kind of the pasted one).
/// A Knative Revision's pod (its Deployment and ReplicaSet not pasted) belongs to the
/// Revision; a Revision whose Configuration is not pasted, to its Knative Service; a Cluster
/// API Machine to its MachineDeployment; a Strimzi broker's pod to its Kafka.
const OWNER_LABELS: &[(&str, &str, &str, &str, &str)] = &[
    ("Pod", "ReplicaSet", "serving.knative.dev/revision", "serving.knative.dev", "Revision"),
    ("Revision", "Configuration", "serving.knative.dev/service", "serving.knative.dev", "Service"),
    ("Machine", "MachineSet", "cluster.x-k8s.io/deployment-name", "cluster.x-k8s.io", "MachineDeployment"),
    ("Pod", "StrimziPodSet", "strimzi.io/cluster", "kafka.strimzi.io", "Kafka"),
    // A Crossplane package's runtime pod belongs to its (cluster-scoped) revision.
    ("Pod", "ReplicaSet", "pkg.crossplane.io/revision", "pkg.crossplane.io", "ProviderRevision"),
    ("Pod", "ReplicaSet", "pkg.crossplane.io/revision", "pkg.crossplane.io", "FunctionRevision"),
];

/// For a resource whose owner is not in the paste: the pasted owner above it, by a label
/// ([`OWNER_LABELS`]) or, for a pod, by its ReplicaSet's name and template hash
/// ([`owner_of_missing_replica_set`]), so `kubectl get deploy,pods` or `kubectl get
/// ksvc,rev,pods` still read as one tree.
fn owner_above_missing(resource: &Resource, resources: &[Resource], by_name: &QuickMap<(&str, Option<&str>, &str), usize>) -> Option<usize> {
    // The owner not pasted, or none written at all (a trimmed paste): the label still says.
    let missing = resource.owners.iter().find(|owner| owner.controller).map(|owner| owner.kind.as_str());
    let by_label = OWNER_LABELS.iter().filter(|(kind, owner, ..)| *kind == resource.kind && missing.is_none_or(|missing| missing == *owner)).find_map(|(_, _, label, group, kind)| {
        let name = resource.str(&["metadata", "labels", label])?;
        // Kinds repeat across groups (Knative's Service and Kubernetes' own): the index holds
        // the first of a name; only when that is another group's are the rest looked through.
        // (In the same namespace, or cluster-scoped: a package revision.)
        let wanted = |r: &Resource| r.kind == *kind && r.group == *group && r.name == name && (r.namespace == resource.namespace || r.namespace.is_none());
        match by_name.get(&(*kind, resource.namespace.as_deref(), name)).or_else(|| by_name.get(&(*kind, None, name))).copied() {
            Some(at) if resources.get(at).is_some_and(wanted) => Some(at),
            Some(_) => resources.iter().position(wanted),
            None => None,
        }
    });
    by_label.or_else(|| owner_of_missing_replica_set(resource, by_name)).or_else(|| request_of_acme_object(resource, resources, by_name))
}

/// cert-manager names an ACME Order after its CertificateRequest (`<request>-<hash>`) and a
/// Challenge after its Order (`<order>-<hash>`): without the Order pasted, a Challenge (and an
/// Order without its owner written) still belongs to the pasted request.
/// Without the request pasted either, to the pasted Certificate (the request is named
/// `<certificate>-<revision>`): `kubectl get certificates,challenges` reads as one chain.
fn request_of_acme_object(resource: &Resource, resources: &[Resource], by_name: &QuickMap<(&str, Option<&str>, &str), usize>) -> Option<usize> {
    let cuts = match (resource.group.as_str(), resource.kind.as_str()) {
        ("acme.cert-manager.io", "Order") => 1,
        ("acme.cert-manager.io", "Challenge") => 2,
        _ => return None,
    };
    let mut name = resource.name.as_str();
    for _ in 0..cuts {
        name = name.rsplit_once('-')?.0;
    }
    let namespace = resource.namespace.as_deref();
    named(resources, by_name, Some("cert-manager.io"), "CertificateRequest", namespace, name).or_else(|| {
        let (certificate, revision) = name.rsplit_once('-')?;
        (!revision.is_empty() && revision.bytes().all(|b| b.is_ascii_digit())).then_some(())?;
        named(resources, by_name, Some("cert-manager.io"), "Certificate", namespace, certificate)
    })
}

/// The pasted resource of a kind and name in a namespace, of the given API group when one is
/// given (Knative names its Certificate as cert-manager's): the index holds the first of a
/// name, and only when that one is another group's are the rest looked through. One with no
/// `apiVersion` written (a trimmed paste) is taken for any group.
fn named(resources: &[Resource], by_name: &QuickMap<(&str, Option<&str>, &str), usize>, group: Option<&str>, kind: &str, namespace: Option<&str>, name: &str) -> Option<usize> {
    let first = by_name.get(&(kind, namespace, name)).copied()?;
    let of_group = |r: &Resource| group.is_none_or(|group| r.api_version.is_empty() || r.group == group);
    if resources.get(first).is_some_and(of_group) {
        return Some(first);
    }
    resources.iter().position(|r| r.kind == kind && r.name == name && r.namespace.as_deref() == namespace && of_group(r))
}

/// For a pod whose ReplicaSet is not in the paste: the pasted Deployment (or Argo Rollout)
/// that ReplicaSet belongs to, by name and template hash, so `kubectl get deploy,pods` still
/// reads as one rollout. Nothing when the ReplicaSet's name and the pod's label disagree.
fn owner_of_missing_replica_set(resource: &Resource, by_name: &QuickMap<(&str, Option<&str>, &str), usize>) -> Option<usize> {
    if resource.kind != "Pod" {
        return None;
    }
    let replica_set = resource.owners.iter().find(|owner| owner.controller && owner.kind == "ReplicaSet")?;
    let (owner_name, hash) = replica_set.name.rsplit_once('-')?;
    TEMPLATE_HASH_LABELS.iter().find_map(|(kind, label)| {
        if resource.str(&["metadata", "labels", label]) != Some(hash) {
            return None;
        }
        by_name.get(&(*kind, resource.namespace.as_deref(), owner_name)).copied()
    })
}

/// A child's rollout revision: a ReplicaSet's or ReplicationController's, by the annotation of
/// its owner's kind ([`REVISIONED`]; a Deployment's when it has no such owner in the paste).
pub fn revision(resource: &Resource) -> Option<i64> {
    let annotation = resource
        .owners
        .iter()
        .find_map(|owner| revisioned(&owner.kind).filter(|entry| entry.child == resource.kind))
        .map_or(REVISION_ANNOTATION, |entry| entry.annotation);
    resource.int(&["metadata", "annotations", annotation])
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::read::{read, unwrap_lists};

    fn resources(text: &str) -> Vec<Resource> {
        unwrap_lists(read(text, None)).0.into_iter().map(Resource::from_located).collect()
    }

    #[test]
    fn owners_link_by_uid_or_name() {
        let rs = resources(
            "kind: Deployment\nmetadata: {name: web, uid: d1}\n---\nkind: ReplicaSet\nmetadata: {name: web-1, ownerReferences: [{kind: Deployment, name: other, uid: d1}]}\n---\nkind: Pod\nmetadata: {name: p, ownerReferences: [{kind: ReplicaSet, name: web-1}]}\n",
        );
        let graph = Graph::build(&rs);
        assert_eq!(graph.owner, vec![None, Some(0), Some(1)]);
        assert_eq!(graph.children[0], vec![1]);
    }

    #[test]
    fn a_pod_whose_replica_set_is_not_pasted_belongs_to_its_deployment() {
        let graph = Graph::build(&resources(
            "kind: Deployment\nmetadata: {name: web, namespace: shop}\n---\nkind: Pod\nmetadata: {name: web-7d9f8c6b5-x2kqp, namespace: shop, labels: {pod-template-hash: 7d9f8c6b5}, ownerReferences: [{kind: ReplicaSet, name: web-7d9f8c6b5, controller: true}]}\n---\nkind: Pod\nmetadata: {name: other, namespace: shop, labels: {pod-template-hash: 1111}, ownerReferences: [{kind: ReplicaSet, name: web-7d9f8c6b5, controller: true}]}\n---\nkind: Pod\nmetadata: {name: elsewhere, namespace: prod, labels: {pod-template-hash: 7d9f8c6b5}, ownerReferences: [{kind: ReplicaSet, name: web-7d9f8c6b5, controller: true}]}\n",
        ));
        // The hash must agree, and the namespace.
        assert_eq!(graph.owner, vec![None, Some(0), None, None]);
    }

    #[test]
    fn knative_revisions_and_their_pods_belong_to_what_their_labels_name() {
        let graph = Graph::build(&resources(
            "apiVersion: serving.knative.dev/v1\nkind: Service\nmetadata: {name: hello, namespace: shop}\n---\napiVersion: v1\nkind: Service\nmetadata: {name: hello-00002, namespace: shop}\n---\napiVersion: serving.knative.dev/v1\nkind: Revision\nmetadata: {name: hello-00002, namespace: shop, labels: {serving.knative.dev/service: hello}, ownerReferences: [{kind: Configuration, name: hello, controller: true}]}\n---\napiVersion: v1\nkind: Pod\nmetadata: {name: hello-00002-deployment-6f8-x, namespace: shop, labels: {serving.knative.dev/revision: hello-00002}, ownerReferences: [{kind: ReplicaSet, name: hello-00002-deployment-6f8, controller: true}]}\n",
        ));
        // The Revision under the Knative Service (not the Kubernetes one), the pod under it.
        assert_eq!(graph.owner, vec![None, None, Some(0), Some(2)]);
    }

    #[test]
    fn self_owners_and_cycles_are_ignored() {
        let rs = resources(
            "kind: A\nmetadata: {name: a, ownerReferences: [{kind: A, name: a}]}\n---\nkind: B\nmetadata: {name: b, ownerReferences: [{kind: C, name: c}]}\n---\nkind: C\nmetadata: {name: c, ownerReferences: [{kind: B, name: b}]}\n",
        );
        let graph = Graph::build(&rs);
        assert_eq!(graph.owner[0], None);
        assert!(graph.owner[1].is_none() || graph.owner[2].is_none());
    }

    #[test]
    fn the_current_replica_set_is_the_deployment_revision() {
        let rs = resources(
            "kind: Deployment\nmetadata: {name: web, annotations: {deployment.kubernetes.io/revision: \"3\"}}\n---\nkind: ReplicaSet\nmetadata: {name: old, annotations: {deployment.kubernetes.io/revision: \"2\"}, ownerReferences: [{kind: Deployment, name: web}]}\n---\nkind: ReplicaSet\nmetadata: {name: new, annotations: {deployment.kubernetes.io/revision: \"3\"}, ownerReferences: [{kind: Deployment, name: web}]}\n",
        );
        let graph = Graph::build(&rs);
        assert_eq!(graph.current_children(&rs, 0), vec![2]);
    }
}
