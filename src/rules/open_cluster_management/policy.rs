//! A policy's health is its compliance: `status.compliant` is `Compliant`, `NonCompliant` or
//! `Pending`. A root Policy lists it per cluster (`status.status`), a replicated one per
//! template (`status.details`). A template evaluated for an older generation
//! (`status.lastEvaluatedGeneration`) has not checked the current spec yet; a disabled Policy
//! (`spec.disabled: true`) is not propagated or enforced at all.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};
use crate::model::Value;

/// Every kind of `policy.open-cluster-management.io` except the ones that only store
/// (PlacementBinding, PolicySet) — those fall through to the default.
pub static RULE: Rule = Rule { group: "policy.open-cluster-management.io", kind: "*", classify };

/// Kinds that carry no compliance of their own.
const NOT_POLICIES: &[&str] = &["PlacementBinding", "PolicyAutomation"];

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    if NOT_POLICIES.contains(&resource.kind.as_str()) {
        return next(resource, context);
    }
    if resource.get(&["spec", "disabled"]).and_then(Value::as_bool) == Some(true) {
        return Assessment::new(
            Verdict::Suspended,
            format!("{} is disabled (spec.disabled: true): it is not propagated to clusters or evaluated. Set spec.disabled to false to enforce or inform again.", resource.display_name()),
            "PolicyDisabled",
        );
    }
    if let (Some(generation), Some(evaluated)) = (resource.generation, resource.int(&["status", "lastEvaluatedGeneration"])) {
        if generation > evaluated {
            return Assessment::new(
                Verdict::InProgress,
                format!("The policy controller has not evaluated the latest spec yet: generation {generation}, status.lastEvaluatedGeneration {evaluated}."),
                "PolicyNotEvaluated",
            );
        }
    }
    match resource.str(&["status", "compliant"]) {
        Some("Compliant") => Assessment::plain(Verdict::Ready, format!("status.compliant is Compliant{}.", scope(resource, "Compliant"))),
        Some("NonCompliant") => Assessment::new(
            Verdict::Degraded,
            format!("status.compliant is NonCompliant{}.", scope(resource, "NonCompliant")),
            "NonCompliant",
        ),
        Some("Pending") => Assessment::new(Verdict::InProgress, "status.compliant is Pending: a dependency of the policy is not satisfied yet.", "PolicyPending"),
        Some(_) => next(resource, context),
        None if resource.kind == "Policy" && has_placement(resource) && !has_clusters(resource) => Assessment::plain(
            Verdict::Ready,
            "The policy is placed but no cluster matches its placement, so there is nothing to be compliant with.",
        ),
        None => Assessment::new(
            Verdict::InProgress,
            format!("{} has no compliance status yet: the policy has not been evaluated (or the status was not pasted).", resource.display_name()),
            "PolicyNotEvaluated",
        ),
    }
}

fn has_placement(resource: &Resource) -> bool {
    matches!(resource.get(&["status", "placement"]), Some(Value::Array(items)) if !items.is_empty())
}

fn has_clusters(resource: &Resource) -> bool {
    matches!(resource.get(&["status", "status"]), Some(Value::Array(items)) if !items.is_empty())
}

/// `: clusters a, b` or `: templates a` in a compliance state, quoting the pasted names.
fn scope(resource: &Resource, state: &str) -> String {
    let names = |path: &[&str], name: &str| -> Vec<String> {
        match resource.get(path) {
            Some(Value::Array(items)) => items
                .iter()
                .filter(|item| item.get("compliant").and_then(Value::as_str) == Some(state))
                .filter_map(|item| item.pointer(name).and_then(Value::as_str).map(str::to_owned))
                .collect(),
            _ => Vec::new(),
        }
    };
    let clusters = names(&["status", "status"], "/clustername");
    if !clusters.is_empty() {
        return format!(" on clusters {}", clusters.join(", "));
    }
    let templates = names(&["status", "details"], "/templateMeta/name");
    if !templates.is_empty() {
        return format!(" for templates {}", templates.join(", "));
    }
    let violations: Vec<String> = match resource.get(&["status", "compliancyDetails"]) {
        Some(Value::Array(items)) => items
            .iter()
            .filter(|item| item.get("Compliant").and_then(Value::as_str) == Some(state))
            .filter_map(|item| match item.get("conditions") {
                Some(Value::Array(conditions)) => conditions.first().and_then(|c| c.get("message")).and_then(Value::as_str).map(str::to_owned),
                Some(condition) => condition.get("message").and_then(Value::as_str).map(str::to_owned),
                None => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    if violations.is_empty() { String::new() } else { format!(": {}", violations.join("; ")) }
}
