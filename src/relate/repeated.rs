//! The same object pasted twice (`kubectl get deploy web -o yaml`, then `kubectl get all -o
//! yaml`, which holds it again): it is one resource, explained once, from its later copy. Two
//! copies would count twice, and the roll-up would link its pods to one of them only, so the
//! same Deployment could read Failed in one card and In progress in the other.

use crate::model::quick_hash::{quick_map_with_capacity, QuickMap};

use crate::model::resource::kind_and_name;
use crate::model::Resource;
use crate::read::Diagnostic;

/// What makes two copies the same object: its uid when it has one (a recreated object is
/// another one), else its API group, kind, namespace and name. `None` for an object without a
/// kind or a name, which cannot be told from another.
fn identity(resource: &Resource) -> Option<(&str, &str, Option<&str>, &str)> {
    if resource.kind.is_empty() || resource.name.is_empty() {
        return None;
    }
    Some(match resource.uid.as_deref() {
        Some(uid) => (resource.group.as_str(), resource.kind.as_str(), None, uid),
        None => (resource.group.as_str(), resource.kind.as_str(), resource.namespace.as_deref(), resource.name.as_str()),
    })
}

/// `document 3`, or `item 2 of document 3` for an item of a `List` or a JSON array.
fn place(origin: &crate::model::resource::Origin) -> String {
    match origin.item {
        Some(item) => format!("item {} of document {}", item + 1, origin.document),
        None => format!("document {}", origin.document),
    }
}

/// Keeps the last copy of each object, in its place; each earlier copy is dropped with a
/// warning at its document that says where the copy explained is.
pub fn keep_latest(resources: Vec<Resource>) -> (Vec<Resource>, Vec<Diagnostic>) {
    let keys: Vec<Option<(&str, &str, Option<&str>, &str)>> = resources.iter().map(identity).collect();
    let mut latest: QuickMap<(&str, &str, Option<&str>, &str), usize> = quick_map_with_capacity(keys.len());
    let mut identified = 0;
    for (index, key) in keys.iter().enumerate() {
        if let Some(key) = key {
            latest.insert(*key, index);
            identified += 1;
        }
    }
    if latest.len() == identified {
        return (resources, Vec::new());
    }
    let later: Vec<Option<usize>> = keys
        .iter()
        .enumerate()
        .map(|(index, key)| key.and_then(|key| latest.get(&key)).copied().filter(|&kept| kept != index))
        .collect();
    drop(latest);
    let mut diagnostics = Vec::new();
    for (resource, kept) in resources.iter().zip(&later) {
        let Some(kept) = kept.and_then(|kept| resources.get(kept)) else { continue };
        let origin = &resource.origin;
        let namespace = resource.namespace.as_deref().map(|ns| format!(" (namespace {ns})")).unwrap_or_default();
        let in_other = match (&kept.origin.source, &origin.source) {
            (Some(file), Some(this)) if file != this => format!(" of {file}"),
            _ => String::new(),
        };
        diagnostics.push(Diagnostic::warning(
            origin.source.as_deref(),
            origin.line,
            1,
            format!(
                "{}: {}{namespace} appears again, in {}{in_other} (line {}); that later copy is the one explained",
                place(origin),
                kind_and_name(&resource.kind, &resource.name),
                place(&kept.origin),
                kept.origin.line
            ),
        ));
    }
    let kept = resources.into_iter().zip(later).filter(|(_, later)| later.is_none()).map(|(resource, _)| resource).collect();
    (kept, diagnostics)
}
