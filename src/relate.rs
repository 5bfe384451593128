//! Relations: which pasted resources own which (ownerReferences), and which ReplicaSet is a
//! Deployment's current one (the `deployment.kubernetes.io/revision` annotation).

use std::collections::HashMap;

use crate::model::Resource;

/// The annotation holding a Deployment's or ReplicaSet's rollout revision.
pub const REVISION_ANNOTATION: &str = "deployment.kubernetes.io/revision";

/// Owner → children links between the resources of one bundle, by index.
#[derive(Debug, Clone, Default)]
pub struct Graph {
    /// For each resource, the index of its owner in the bundle (the controller owner first).
    pub owner: Vec<Option<usize>>,
    /// For each resource, the indexes of the resources it owns, in input order.
    pub children: Vec<Vec<usize>>,
}

impl Graph {
    /// Links every resource to its owner when the owner is in the paste: by uid when both have
    /// one, otherwise by kind, namespace and name. Self-ownership and cycles are ignored.
    pub fn build(resources: &[Resource]) -> Graph {
        let mut by_uid: HashMap<&str, usize> = HashMap::new();
        let mut by_name: HashMap<(&str, Option<&str>, &str), usize> = HashMap::new();
        for (index, resource) in resources.iter().enumerate() {
            if let Some(uid) = resource.uid.as_deref() {
                by_uid.entry(uid).or_insert(index);
            }
            by_name.entry((resource.kind.as_str(), resource.namespace.as_deref(), resource.name.as_str())).or_insert(index);
        }
        let mut graph = Graph { owner: vec![None; resources.len()], children: vec![Vec::new(); resources.len()] };
        for (index, resource) in resources.iter().enumerate() {
            let mut owners: Vec<_> = resource.owners.iter().collect();
            owners.sort_by_key(|owner| !owner.controller);
            let found = owners.iter().find_map(|owner| {
                owner
                    .uid
                    .as_deref()
                    .and_then(|uid| by_uid.get(uid))
                    .or_else(|| by_name.get(&(owner.kind.as_str(), resource.namespace.as_deref(), owner.name.as_str())))
                    .copied()
            });
            if let Some(owner) = found.filter(|&owner| owner != index && !graph.is_ancestor(index, owner)) {
                graph.owner[index] = Some(owner);
                graph.children[owner].push(index);
            }
        }
        graph
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

    /// The children of a resource that decide its state now: for a Deployment, only its current
    /// ReplicaSet (the highest revision); for anything else, all its children.
    pub fn current_children(&self, resources: &[Resource], index: usize) -> Vec<usize> {
        let children = self.children.get(index).cloned().unwrap_or_default();
        let is_deployment = resources.get(index).is_some_and(|r| r.kind == "Deployment");
        if !is_deployment {
            return children;
        }
        let revision_of = |child: usize| resources.get(child).and_then(revision);
        let wanted = resources.get(index).and_then(revision);
        let newest = children.iter().filter_map(|&child| revision_of(child)).max();
        let current = wanted.filter(|w| children.iter().any(|&c| revision_of(c) == Some(*w))).or(newest);
        match current {
            Some(current) => children.into_iter().filter(|&child| revision_of(child) == Some(current)).collect(),
            None => children,
        }
    }
}

/// A resource's rollout revision from its annotation.
pub fn revision(resource: &Resource) -> Option<i64> {
    resource.get(&["metadata", "annotations", REVISION_ANNOTATION]).and_then(|value| match value {
        serde_json::Value::String(text) => text.trim().parse().ok(),
        serde_json::Value::Number(number) => number.as_i64(),
        _ => None,
    })
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
