//! Gardener reports what it last did to an object in `status.lastOperation` (`type`: `Create`,
//! `Reconcile`, `Delete`, `Migrate`, `Restore`; `state`: `Pending`, `Processing`, `Succeeded`,
//! `Error` (retried), `Failed` (given up), `Aborted`; `progress` in percent; `description`), with
//! `status.lastErrors` (a description and error codes such as `ERR_INFRA_QUOTA_EXCEEDED`). A
//! Shoot's health is its conditions (`APIServerAvailable`, `ControlPlaneHealthy`,
//! `ObservabilityComponentsHealthy`, `EveryNodeReady`, `SystemComponentsHealthy`), whose status
//! may also be `Progressing` (a check failing for less than its threshold), and Gardener's own
//! verdict over all of it is the label `shoot.gardener.cloud/status` (`healthy`, `progressing`,
//! `unhealthy`, `unknown`). A hibernated Shoot (`status.hibernated`, from
//! `spec.hibernation.enabled`) has its control plane scaled down and no nodes, on purpose.

use crate::model::{Condition, ConditionStatus, Resource};
use crate::report::Verdict;
use crate::rules::{clause, condition_detail, Assessment, Context, Next, Rule};
use crate::model::Value;

/// Every kind of the group; those without a lastOperation or conditions fall to `next`.
pub static RULE: Rule = Rule { group: "core.gardener.cloud", kind: "*", classify };

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    if crate::rules::status_missing(resource) {
        return crate::rules::not_reconciled(resource, "Gardener has not reconciled it", "GardenerNotReconciled");
    }
    if resource.kind == "Shoot" {
        if let Some(assessment) = hibernation(resource) {
            return assessment;
        }
    }
    if let Some(assessment) = last_operation(resource) {
        return assessment;
    }
    if resource.kind == "Shoot" {
        if let Some(assessment) = status_label(resource) {
            return assessment;
        }
    }
    conditions(resource).unwrap_or_else(|| next(resource, context))
}

fn hibernation(shoot: &Resource) -> Option<Assessment> {
    let wanted = shoot.get(&["spec", "hibernation", "enabled"]).and_then(Value::as_bool).unwrap_or(false);
    let hibernated = shoot.get(&["status", "hibernated"]).and_then(Value::as_bool).unwrap_or(false);
    match (wanted, hibernated) {
        (true, true) => Some(Assessment::new(
            Verdict::Suspended,
            "The Shoot is hibernated (spec.hibernation.enabled: true, status.hibernated: true): its control plane is scaled down and it has no nodes until it is woken up.",
            "ShootHibernated",
        )),
        (true, false) => Some(Assessment::new(Verdict::InProgress, "spec.hibernation.enabled is true and status.hibernated is not yet: Gardener is putting the Shoot to sleep.", "ShootHibernating")),
        (false, true) => Some(Assessment::new(Verdict::InProgress, "spec.hibernation.enabled is false but status.hibernated is still true: Gardener is waking the Shoot up.", "ShootHibernating")),
        (false, false) => None,
    }
}

/// `status.lastOperation` when it is not `Succeeded`.
fn last_operation(resource: &Resource) -> Option<Assessment> {
    let state = resource.str(&["status", "lastOperation", "state"])?;
    let type_ = resource.str(&["status", "lastOperation", "type"]).unwrap_or("");
    let progress = resource.int(&["status", "lastOperation", "progress"]).map(|p| format!(" ({p}%)")).unwrap_or_default();
    let description = resource.str(&["status", "lastOperation", "description"]).map(|d| clause(d.trim())).filter(|d| !d.is_empty()).map(|d| format!(": {d}")).unwrap_or_default();
    let what = if type_.is_empty() {
        format!("status.lastOperation.state is {state}{progress}{description}")
    } else {
        format!("status.lastOperation is {type_} {state}{progress}{description}")
    };
    match state {
        "Processing" | "Pending" => Some(Assessment::new(Verdict::InProgress, format!("{what}."), "GardenerOperationProcessing")),
        "Failed" => Some(Assessment::new(Verdict::Failed, format!("{what}{}; Gardener does not retry it.", last_errors(resource)), "GardenerOperationFailed")),
        "Error" | "Aborted" => {
            // A cluster that was never created, or is being deleted, does not serve in between.
            let verdict = if matches!(type_, "Create" | "Delete" | "Restore" | "Migrate") { Verdict::Failed } else { Verdict::Degraded };
            Some(Assessment::new(verdict, format!("{what}{}; Gardener retries it.", last_errors(resource)), "GardenerOperationError"))
        }
        _ => None,
    }
}

/// `; last error: … (codes …)` from `status.lastErrors`, when it says more.
fn last_errors(resource: &Resource) -> String {
    let Some(Value::Array(errors)) = resource.get(&["status", "lastErrors"]) else { return String::new() };
    let Some(first) = errors.first() else { return String::new() };
    let description = first.get("description").and_then(Value::as_str).map(|d| clause(d.trim())).unwrap_or("");
    let codes: Vec<&str> = match first.get("codes") {
        Some(Value::Array(codes)) => codes.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    };
    let codes = if codes.is_empty() { String::new() } else { format!(" (codes {})", codes.join(", ")) };
    if description.is_empty() && codes.is_empty() {
        return String::new();
    }
    if description.is_empty() {
        return format!("; last error{codes}");
    }
    format!("; last error: {description}{codes}")
}

/// The first condition that is not True, as `Type is Status: Reason: message`.
fn first_problem(resource: &Resource) -> Option<&Condition> {
    resource.conditions.iter().find(|c| !c.is_true() && !c.is_advisory())
}

fn quoted(condition: Option<&Condition>) -> String {
    condition.map(|c| format!("; {} is {}{}", c.type_, c.status.as_str(), condition_detail(c))).unwrap_or_default()
}

/// Gardener's own verdict: the label `shoot.gardener.cloud/status`.
fn status_label(shoot: &Resource) -> Option<Assessment> {
    let label = shoot.str(&["metadata", "labels", "shoot.gardener.cloud/status"])?;
    let problem = first_problem(shoot);
    let said = format!("Gardener labels the Shoot {label} (shoot.gardener.cloud/status)");
    Some(match label {
        "healthy" => Assessment::plain(Verdict::Ready, format!("{said}{}.", operation_note(shoot))),
        "progressing" => Assessment::new(Verdict::InProgress, format!("{said}{}.", quoted(problem)), "ShootProgressing"),
        "unhealthy" => {
            let api_down = shoot.condition("APIServerAvailable").is_some_and(|c| c.is_false());
            let why = if problem.is_some() { quoted(problem) } else { "; no failing condition was pasted".to_owned() };
            Assessment::new(if api_down { Verdict::Failed } else { Verdict::Degraded }, format!("{said}{why}."), "ShootUnhealthy")
        }
        "unknown" => Assessment::plain(Verdict::Unknown, format!("{said}: it cannot tell the Shoot's health{}.", quoted(problem))),
        _ => return None,
    })
}

/// `; the last Reconcile succeeded` from the lastOperation, or nothing.
fn operation_note(resource: &Resource) -> String {
    match (resource.str(&["status", "lastOperation", "type"]), resource.str(&["status", "lastOperation", "state"])) {
        (Some(type_), Some("Succeeded")) => format!("; the last {type_} succeeded"),
        _ => String::new(),
    }
}

/// Without a label: the conditions, with Gardener's `Progressing` status.
fn conditions(resource: &Resource) -> Option<Assessment> {
    if resource.conditions.is_empty() {
        return None;
    }
    if let Some(down) = resource.conditions.iter().find(|c| c.is_false() && !c.is_advisory()) {
        let verdict = if down.type_ == "APIServerAvailable" { Verdict::Failed } else { Verdict::Degraded };
        return Some(Assessment::new(verdict, format!("{} is False{}.", down.type_, condition_detail(down)), "GardenerConditionFalse"));
    }
    if let Some(progressing) = resource.conditions.iter().find(|c| matches!(&c.status, ConditionStatus::Other(s) if s == "Progressing")) {
        return Some(Assessment::new(
            Verdict::InProgress,
            format!("{} is Progressing{}: the check fails, but for less long than its threshold.", progressing.type_, condition_detail(progressing)),
            "ShootProgressing",
        ));
    }
    if let Some(unknown) = resource.conditions.iter().find(|c| c.status == ConditionStatus::Unknown) {
        return Some(Assessment::plain(Verdict::Unknown, format!("{} is Unknown{}: Gardener could not run the check.", unknown.type_, condition_detail(unknown))));
    }
    if resource.conditions.iter().all(|c| c.is_true() || c.is_advisory()) {
        let names: Vec<&str> = resource.conditions.iter().filter(|c| c.is_true()).map(|c| c.type_.as_str()).collect();
        return Some(Assessment::plain(Verdict::Ready, format!("Every health condition is True ({}){}.", names.join(", "), operation_note(resource))));
    }
    None
}
