//! Contour validates each HTTPProxy and ExtensionService when it builds Envoy's configuration
//! and reports in one `Valid` condition (with its own `observedGeneration`): `True` when it
//! serves the object, `False` with `ErrorPresent` and the problems listed under the
//! condition's `errors` (each a `type` such as `ServiceError`, `IncludeError`, `TLSError`,
//! a `reason` and a `message`); `warnings` list what it tolerated. An HTTPProxy also writes
//! `status.currentStatus` (`valid`, `invalid`, `orphaned` — a child proxy that no root
//! includes, so none of its routes is served — or `NotReconciled`) and
//! `status.description`. Older Contour versions wrote only those two fields.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{clause, Assessment, Context, Next, Rule};

/// Every kind of the group; HTTPProxy and ExtensionService are read, the others fall back.
pub static RULE: Rule = Rule { group: "projectcontour.io", kind: "*", classify };

/// The kinds Contour validates with a `Valid` condition.
const VALIDATED: &[&str] = &["HTTPProxy", "ExtensionService"];

/// `type: reason: message` of each entry of a `Valid` condition's `errors` / `warnings`.
fn details(list: Option<&crate::model::Value>) -> Vec<String> {
    let Some(crate::model::Value::Array(items)) = list else { return Vec::new() };
    items
        .iter()
        .map(|item| {
            let text = |key: &str| item.get(key).and_then(|v| v.as_str()).map(|t| clause(t.trim())).unwrap_or("");
            [text("type"), text("reason"), text("message")].iter().filter(|part| !part.is_empty()).copied().collect::<Vec<_>>().join(": ")
        })
        .filter(|line| !line.is_empty())
        .collect()
}

/// The raw `Valid` condition (its `errors` and `warnings` are not in the condition view).
fn valid_raw(resource: &Resource) -> Option<&crate::model::Value> {
    match resource.get(&["status", "conditions"]) {
        Some(crate::model::Value::Array(list)) => list.iter().find(|c| c.get("type").and_then(|t| t.as_str()) == Some("Valid")),
        _ => None,
    }
}

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    if !VALIDATED.contains(&resource.kind.as_str()) {
        return next(resource, context);
    }
    let name = resource.display_name();
    if resource.get(&["status"]).is_none() {
        return Assessment::new(
            Verdict::InProgress,
            format!("{name} has no status yet: Contour has not processed it (or it is meant for another Contour instance's ingress class, or the status was not pasted)."),
            "ContourNotReconciled",
        );
    }
    let raw = valid_raw(resource);
    let errors = details(raw.and_then(|c| c.get("errors")));
    let warnings = details(raw.and_then(|c| c.get("warnings")));
    let current = resource.str(&["status", "currentStatus"]).unwrap_or("");
    let description = resource.str(&["status", "description"]).map(|d| clause(d.trim())).filter(|d| !d.is_empty());
    if let Some(valid) = resource.condition("Valid") {
        if let (Some(generation), Some(observed)) = (resource.generation, valid.observed_generation) {
            if observed < generation {
                return Assessment::new(
                    Verdict::InProgress,
                    format!("Contour has not validated generation {generation} yet: the Valid condition describes generation {observed}."),
                    "ContourNotReconciled",
                );
            }
        }
        if valid.is_true() {
            return ready(resource, &warnings);
        }
        if valid.reason == "NotReconciled" || current == "NotReconciled" {
            return waiting(resource, description);
        }
        if valid.reason == "Orphaned" || current == "orphaned" {
            return orphaned(resource);
        }
        if valid.is_false() {
            let problems = if errors.is_empty() {
                let message = clause(&valid.message);
                if message.is_empty() { valid.reason.clone() } else { message.to_owned() }
            } else {
                errors.join("; ")
            };
            let problems = if problems.is_empty() { String::new() } else { format!(": {problems}") };
            return Assessment::new(
                Verdict::Failed,
                format!("Contour rejected {name} (Valid is False){problems}."),
                "ContourInvalid",
            );
        }
        return waiting(resource, description);
    }
    match current {
        "valid" => ready(resource, &warnings),
        "invalid" => Assessment::new(
            Verdict::Failed,
            format!("Contour rejected {name} (status.currentStatus is invalid){}.", description.map(|d| format!(": {d}")).unwrap_or_default()),
            "ContourInvalid",
        ),
        "orphaned" => orphaned(resource),
        "NotReconciled" | "" => waiting(resource, description),
        _ => next(resource, context),
    }
}

fn ready(resource: &Resource, warnings: &[String]) -> Assessment {
    let fqdn = resource.str(&["spec", "virtualhost", "fqdn"]).filter(|f| !f.trim().is_empty()).map(|f| format!(" for {f}")).unwrap_or_default();
    let noted = if warnings.is_empty() { String::new() } else { format!("; warnings: {}", warnings.join("; ")) };
    Assessment::plain(Verdict::Ready, format!("Contour accepted {}{fqdn} and serves it (Valid){noted}.", resource.display_name()))
}

fn waiting(resource: &Resource, description: Option<&str>) -> Assessment {
    Assessment::new(
        Verdict::InProgress,
        format!("Contour has not validated {} yet{}.", resource.display_name(), description.map(|d| format!(" ({d})")).unwrap_or_default()),
        "ContourNotReconciled",
    )
}

fn orphaned(resource: &Resource) -> Assessment {
    Assessment::new(
        Verdict::Failed,
        format!("{} is orphaned: no root HTTPProxy includes it, so Envoy serves none of its routes.", resource.display_name()),
        "ContourOrphaned",
    )
}
