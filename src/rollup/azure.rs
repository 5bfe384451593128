//! Azure Service Operator across resources: an owner ASO cannot find, while the paste shows a
//! resource of the owner's kind in the same namespace whose name is one or two letters away
//! (`rg-orders-prd` for `rg-orders-prod`): a typo in `spec.owner.name`, said before anything
//! is created (creating the owner as named would make a second, empty Azure resource group).

use crate::model::Resource;
use crate::relate::Graph;
use crate::report::{Link, ResourceReport};

/// How many letters a pasted name may differ by (added, removed or changed) to be read as the
/// one meant.
const NEAR: usize = 2;

/// Names shorter than this are too short for a near one to mean anything.
const SHORTEST: usize = 5;

/// How many pasted resources of the owner's kind are compared at most, per resource waiting.
const COMPARED: usize = 500;

/// A resource waiting for its owner (`WaitingForOwner`) whose owner's name is not pasted, while
/// one near name of the owner's kind is, in its namespace: its summary says so, with the
/// `spec.owner.name` to set and the command, before "create it"; its failing condition points
/// at the summary.
pub(super) fn owner_name_typos(resources: &[Resource], _: &Graph, reports: &mut [ResourceReport]) {
    for (index, resource) in resources.iter().enumerate().filter(|(_, r)| r.group.ends_with(".azure.com")) {
        let Some(report) = reports.get(index).filter(|r| r.verdict.is_problem() || r.verdict == crate::report::Verdict::InProgress) else { continue };
        let Some(waiting) = report.conditions.iter().find(|c| c.failing && c.reason == "WaitingForOwner") else { continue };
        let Some((owner, kind)) = owner_named(&waiting.message).map(|(owner, kind)| (owner.to_owned(), kind.to_owned())) else { continue };
        let (owner, kind) = (owner.as_str(), kind.as_str());
        let same_place = |r: &&Resource| r.group.ends_with(".azure.com") && r.namespace == resource.namespace && (kind.is_empty() || r.kind == kind);
        // The owner itself pasted: not a typo (the roll-up reads that case elsewhere).
        if resources.iter().filter(same_place).any(|r| r.name == owner) {
            continue;
        }
        let near: Vec<(usize, usize, &Resource)> = resources
            .iter()
            .enumerate()
            .filter(|(at, r)| *at != index && same_place(r))
            .take(COMPARED)
            .filter_map(|(at, r)| distance(owner, &r.name).filter(|d| *d <= NEAR).map(|d| (d, at, r)))
            .fold(Vec::new(), |mut closest: Vec<(usize, usize, &Resource)>, found| {
                match closest.first().map(|(d, _, _)| *d) {
                    Some(best) if found.0 > best => {}
                    Some(best) if found.0 < best => closest = vec![found],
                    _ => closest.push(found),
                }
                closest
            })
            .into_iter()
            .collect();
        // One name nearest, or it is a guess between several.
        let [(letters, at, meant)] = near.as_slice() else { continue };
        let away = if *letters == 1 { "one letter away" } else { "two letters away" };
        let state = reports.get(*at).map(|r| r.verdict.to_string()).unwrap_or_default();
        let namespace = resource.namespace.as_deref().map(|ns| format!(" in {ns}")).unwrap_or_default();
        let object = crate::explain::kubectl_resource(&resource.kind, &resource.group, &resource.name);
        let patch = format!(
            "kubectl patch {object}{} --type merge -p '{{\"spec\":{{\"owner\":{{\"name\":\"{}\"}}}}}}'",
            resource.namespace_flag(),
            meant.name
        );
        // ASO refuses a new owner once the resource exists in Azure (its resource-id annotation).
        let created = resource.str(&["metadata", "annotations", "serviceoperator.azure.com/resource-id"]).is_some_and(|id| !id.is_empty());
        let change = if created {
            format!(" ASO refuses a new owner on a resource it has created in Azure: delete {} {} and apply it again with spec.owner.name: {}.", resource.kind, resource.name, meant.name)
        } else {
            format!(" Set spec.owner.name: {} on {} {} ({patch}); it was never created in Azure, so ASO accepts the change and creates it in {}.", meant.name, resource.kind, resource.name, meant.name)
        };
        // The owner meant waits for a missing owner of its own: that one is fixed first.
        let meant_waits = reports.get(*at).is_some_and(|r| r.conditions.iter().any(|c| c.failing && c.reason == "WaitingForOwner"));
        let first = if meant_waits {
            format!(" {} {} waits for a missing owner of its own: fix its owner first (see its summary), then this one.", meant.kind, meant.name)
        } else {
            String::new()
        };
        let Some(report) = reports.get_mut(index) else { continue };
        report.summary = format!(
            "Its owner {owner} (spec.owner.name) does not exist, but {} {}, {away}, is pasted{namespace}{}: probably a typo.{change} Creating an owner named {owner} instead would make a second, empty {} in Azure.{first}",
            meant.kind,
            meant.name,
            if state.is_empty() { String::new() } else { format!(" ({state})") },
            meant.kind
        );
        report.rule = "rollup/aso-owner-typo".to_owned();
        for condition in report.conditions.iter_mut().filter(|c| c.failing && c.reason == "WaitingForOwner") {
            condition.explanation.next = std::borrow::Cow::Borrowed(crate::explain::SAID_IN_THE_SUMMARY);
        }
    }
}

/// The owner's name and kind in ASO's message: `Owner "rg-orders-prd, Group/Kind:
/// resources.azure.com/ResourceGroup" cannot be found` → (`rg-orders-prd`, `ResourceGroup`);
/// the kind empty when the message does not give it.
pub(crate) fn owner_named(message: &str) -> Option<(&str, &str)> {
    let (_, rest) = message.split_once("Owner \"")?;
    let (quoted, _) = rest.split_once('"')?;
    let (name, kind) = match quoted.split_once(", Group/Kind: ") {
        Some((name, group_kind)) => (name, group_kind.rsplit('/').next().unwrap_or("")),
        None => (quoted, ""),
    };
    let name = name.trim();
    (!name.is_empty() && !name.contains(' ')).then_some((name, kind.trim()))
}

/// How many letters to add, remove or change to make one name the other, when it is at most
/// [`NEAR`] (longer names than a Kubernetes name, or too short ones, are not compared).
pub(crate) fn distance(a: &str, b: &str) -> Option<usize> {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    if a.len() < SHORTEST || b.len() < SHORTEST || a.len() > 253 || b.len() > 253 || a.len().abs_diff(b.len()) > NEAR {
        return None;
    }
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut current = vec![i + 1; b.len() + 1];
        for (j, cb) in b.iter().enumerate() {
            let changed = previous.get(j).copied().unwrap_or(usize::MAX / 2) + usize::from(ca != cb);
            let removed = previous.get(j + 1).copied().unwrap_or(usize::MAX / 2) + 1;
            let added = current.get(j).copied().unwrap_or(usize::MAX / 2) + 1;
            if let Some(cell) = current.get_mut(j + 1) {
                *cell = changed.min(removed).min(added);
            }
        }
        previous = current;
    }
    previous.last().copied()
}

#[cfg(test)]
mod tests {
    use super::{distance, owner_named};

    #[test]
    fn near_names_and_the_owner_in_the_message() {
        assert_eq!(distance("rg-orders-prd", "rg-orders-prod"), Some(1));
        assert_eq!(distance("rg-orders-prod", "rg-orders-prod"), Some(0));
        assert_eq!(distance("rg-orders-dev", "rg-orders-prod"), Some(4));
        assert_eq!(distance("rg-a", "rg-b"), None);
        let message = "Owner \"rg-orders-prd, Group/Kind: resources.azure.com/ResourceGroup\" cannot be found. Progress is blocked until the owner is created.";
        assert_eq!(owner_named(message), Some(("rg-orders-prd", "ResourceGroup")));
        assert_eq!(owner_named("Owner \"rg-x1\" cannot be found"), Some(("rg-x1", "")));
        assert_eq!(owner_named("no owner here"), None);
    }
}

/// An ASO resource that Azure says has no parent (`ParentResourceNotFound`) while its
/// `spec.owner` is pasted and not Ready: it waits for that owner to be created in Azure, and
/// clears by itself after it (the dependencies that follow make it fail with the owner, when
/// that has failed). And an ASO resource blocked on a missing Secret ends its chain with it.
/// After the chains are made, before the dependencies are followed.
pub(super) fn parents_not_created_yet(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for (index, resource) in resources.iter().enumerate().filter(|(_, r)| r.group.ends_with(".azure.com")) {
        let Some(report) = reports.get(index).filter(|r| r.verdict.is_problem()) else { continue };
        match report.reason.as_deref() {
            Some("ParentResourceNotFound") => {
                let owner = graph.references.get(index).into_iter().flatten().filter(|r| r.relation == "depends-on").find_map(|r| r.target.filter(|&t| t != index));
                let Some(owner) = owner.and_then(|owner| reports.get(owner)).filter(|owner| owner.verdict != crate::report::Verdict::Ready) else { continue };
                let said = format!(
                    "Waiting for its parent {} {} (spec.owner), not created in Azure yet (ParentResourceNotFound); ASO retries, so this clears once the parent exists.",
                    owner.kind, owner.name
                );
                let next = format!("Nothing to do here: {} {} must be created in Azure first (see its cause).", owner.kind, owner.name);
                let Some(report) = reports.get_mut(index) else { continue };
                report.summary = said;
                report.verdict = crate::report::Verdict::InProgress;
                report.rule = "rollup/aso-parent-not-created".to_owned();
                report.root_cause = None;
                crate::explain::restate_as_waiting(&mut report.conditions);
                for condition in report.conditions.iter_mut().filter(|c| c.failing && c.reason == "ParentResourceNotFound") {
                    condition.explanation.next = std::borrow::Cow::Owned(next.clone());
                }
            }
            Some("SecretNotFound") => {
                let Some(name) = report.conditions.iter().find(|c| c.failing && c.reason == "SecretNotFound").and_then(|c| c.message.split_once("secrets \"")).and_then(|(_, rest)| rest.split('"').next()).filter(|n| !n.is_empty()).map(str::to_owned) else {
                    continue;
                };
                let Some(report) = reports.get_mut(index) else { continue };
                // The command the summary gives, where the condition would say "kubectl get secrets".
                let create = report.summary.split_once(": kubectl create secret generic ").and_then(|(_, rest)| rest.split(" (").next()).map(|rest| format!("Create it: kubectl create secret generic {}.", rest.trim_end_matches('.')));
                if let Some(create) = create {
                    for condition in report.conditions.iter_mut().filter(|c| c.failing && c.reason == "SecretNotFound") {
                        condition.explanation.next = std::borrow::Cow::Owned(create.clone());
                    }
                }
                let Some(cause) = report.root_cause.as_mut().filter(|cause| cause.chain.len() == 1) else { continue };
                cause.chain.push(Link { kind: "Secret".to_owned(), name, namespace: resource.namespace.clone(), note: Some("missing".to_owned()) });
                cause.text = super::chain_text(cause);
            }
            _ => {}
        }
    }
}

/// A role assignment whose principal Azure does not find, beside identities pasted in its
/// namespace: their principal IDs are said after the one in its spec (one deleted and made
/// again has a new one).
pub(super) fn principals_of_pasted_identities(resources: &[Resource], _: &Graph, reports: &mut [ResourceReport]) {
    use crate::rules::azure::resource::PRINCIPAL_SET;
    for (resource, report) in resources.iter().zip(reports.iter_mut()) {
        if report.reason.as_deref() != Some("PrincipalNotFound") {
            continue;
        }
        // (The spec is cut down by now: the ID is read back from the summary.)
        let start = format!("{PRINCIPAL_SET} (now ");
        let Some(id) = report.summary.split_once(&start).and_then(|(_, rest)| rest.split_once(')')).map(|(id, _)| id.to_owned()).filter(|id| !id.is_empty()) else { continue };
        let id = id.as_str();
        let said = format!("{start}{id})");
        let identities: Vec<String> = resources
            .iter()
            .filter(|r| r.kind == "UserAssignedIdentity" && r.namespace == resource.namespace)
            .filter_map(|r| Some(format!("UserAssignedIdentity {} has principalId {}", r.name, r.str(&["status", "principalId"]).filter(|p| !p.is_empty() && *p != id)?)))
            .take(3)
            .collect();
        if identities.is_empty() {
            continue;
        }
        if !report.summary.contains(&said) {
            continue;
        }
        report.summary.push_str(&format!(" Pasted beside it: {} (not {id}).", identities.join(", ")));
    }
}
