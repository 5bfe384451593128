//! ConfigMaps and Secrets a pod misses: the chain ends at the missing object, and a missing
//! key (or a subPath's) is said with the keys the pasted object has (names only, never values).

use crate::model::Resource;
use crate::relate::{Graph, Reference};
use crate::report::{Link, ResourceReport};

/// A key a pod misses in a pasted ConfigMap or Secret: the summary names the keys it has, and
/// the one that looks like a misspelling of it (`DATABASE_URI` for `DATABASE_URL`).
pub(super) fn say_keys_beside_the_missing_one(report: &mut ResourceReport, references: &[Reference], resources: &[Resource]) {
    const SAID: &str = ": add the key or fix the reference.";
    let missing = report.containers.iter().filter(|c| c.failing).find_map(|c| crate::rules::core::pod::missing_object(&c.message));
    let Some((kind, name, Some(key))) = missing else { return };
    let Some(object) = references.iter().find(|r| r.kind == kind && r.name == name).and_then(|r| r.target).and_then(|at| resources.get(at)) else { return };
    let keys = pasted_keys(object);
    let said = format!("has no key {key}{SAID}");
    if keys.is_empty() || !report.summary.contains(&said) {
        return;
    }
    let listed = keys_listed(&keys);
    let near = keys.iter().find(|other| crate::rules::core::pod::misspelt(other, &key));
    let what_to_do = match near {
        Some(other) => format!("; {other} looks like a misspelling of it): rename one of them, or add the key."),
        None => format!("){SAID}"),
    };
    report.summary = report.summary.replacen(&said, &format!("has no key {key} ({listed}{what_to_do}"), 1);
}

/// The key names of a pasted ConfigMap or Secret (kept for the roll-up, never their values).
pub(super) fn pasted_keys(object: &Resource) -> Vec<&str> {
    ["data", "binaryData", "stringData"]
        .iter()
        .filter_map(|field| match object.get(&[field]) {
            Some(crate::model::Value::Object(entries)) => Some(entries.iter().map(|(key, _)| key)),
            _ => None,
        })
        .flatten()
        .collect()
}

/// A pasted ConfigMap's or Secret's keys as said beside one it lacks: `its keys: a, b`, or how
/// many when they are over 8.
pub(super) fn keys_listed(keys: &[&str]) -> String {
    match keys.len() {
        0 => "it has none".to_owned(),
        1..=8 => format!("its keys: {}", keys.join(", ")),
        many => format!("it has {many} keys"),
    }
}

/// A subPath mount that fails because its ConfigMap or Secret lacks the key: when that object
/// is pasted, its keys are said (and the one the subPath misspells) instead of the command
/// that would list them.
pub(super) fn say_keys_for_sub_paths(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for (index, pod) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Pod") {
        let Some(report) = reports.get_mut(index).filter(|r| r.verdict.is_problem()) else { continue };
        let references = graph.references.get(index).map(Vec::as_slice).unwrap_or(&[]);
        for container in report.containers.iter_mut().filter(|c| c.failing) {
            let next = container.explanation.next.as_ref();
            let Some((before, rest)) = next.split_once(" must have a key ") else { continue };
            let Some((kind, name)) = before.rsplit_once(": ").map_or(before, |(_, said)| said).split_once(' ') else { continue };
            let Some(key) = rest.split(' ').next() else { continue };
            let command = format!("{kind} {name} must have a key {key} (kubectl get {} {name}{} -o jsonpath='{{.data}}' lists its keys", kind.to_ascii_lowercase(), pod.namespace_flag());
            let Some(object) = references.iter().find(|r| r.kind == kind && r.name == name).and_then(|r| r.target).and_then(|at| resources.get(at)) else { continue };
            let keys = pasted_keys(object);
            if !next.contains(&command) || keys.contains(&key) {
                continue;
            }
            let listed = keys_listed(&keys);
            let near = keys.iter().find(|other| crate::rules::core::pod::misspelt(other, key)).map(|other| format!("; {other} looks like a misspelling of it")).unwrap_or_default();
            let said = format!("{kind} {name} has no key {key} ({listed}{near}");
            container.explanation.next = next.replacen(&command, &said, 1).replace(&format!("{said}, values base64-encoded)"), &format!("{said})")).into();
        }
    }
}

/// `Secret db-credentials (missing)` at the end of a chain, when the failing
/// container's message or a warning event names an object that does not exist.
pub(super) fn missing_link(report: &ResourceReport, references: &[Reference]) -> Option<Link> {
    if report.kind != "Pod" {
        return None;
    }
    let messages = report
        .containers
        .iter()
        .filter(|c| c.failing)
        .map(|c| c.message.as_str())
        .chain(report.events.iter().rev().filter(|e| e.type_ == "Warning").map(|e| e.message.as_str()));
    let (kind, name, key) = messages.into_iter().find_map(crate::rules::core::pod::missing_object)?;
    let pasted = references.iter().any(|r| r.kind == kind && r.name == name && r.target.is_some());
    let note = match (key, pasted) {
        (Some(key), _) => format!("has no key {key}"),
        (None, false) => "missing".to_owned(),
        (None, true) => "the kubelet did not find it".to_owned(),
    };
    Some(Link { kind: kind.to_owned(), name, namespace: report.namespace.clone(), note: Some(note) })
}
