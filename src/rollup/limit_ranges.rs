//! Requests refused for being above their limits, when the limits are a LimitRange's defaults:
//! a template that asks only for requests gets the namespace's default limits, and the API
//! refuses every pod whose request is higher. The pasted LimitRange is the cause, with its
//! numbers; a ReplicaSet whose template is not pasted takes its Deployment's words, which name
//! the container.

use crate::model::{Resource, Value};
use crate::relate::Graph;
use crate::report::{Link, ResourceReport, Verdict};
use crate::rules::core::admission::{over_limits, refusal, sets_own_limit, OverLimit};
use super::{own_cause, link};

/// The refusals a problem's failing conditions or warning events quote.
fn refused(report: &ResourceReport) -> Option<(String, Vec<OverLimit>)> {
    let messages = report.conditions.iter().filter(|c| c.failing).map(|c| c.message.as_str()).chain(report.events.iter().rev().filter(|e| e.type_ == "Warning").map(|e| e.message.as_str()));
    messages.into_iter().find_map(|message| Some(over_limits(message)).filter(|found| !found.is_empty()).map(|found| (message.to_owned(), found)))
}

/// The pasted LimitRange of `namespace` whose default container limits are the limits the
/// refusals name (every one of them).
fn defaults_of<'r>(resources: &'r [Resource], namespace: Option<&str>, found: &[OverLimit]) -> Option<&'r Resource> {
    resources.iter().filter(|r| r.kind == "LimitRange" && r.group.is_empty() && r.namespace.as_deref() == namespace).find(|range| {
        let defaults = container_defaults(range);
        found.iter().all(|over| defaults.iter().any(|d| d.get(&over.resource).and_then(Value::as_str).is_some_and(|v| v == over.limit)))
    })
}

/// A LimitRange's default limits for containers (`spec.limits[type=Container].default`).
fn container_defaults(range: &Resource) -> Vec<&Value> {
    let limits = range.get(&["spec", "limits"]).and_then(Value::as_array).unwrap_or(&[]);
    limits.iter().filter(|l| l.get("type").and_then(Value::as_str) == Some("Container")).filter_map(|l| l.get("default")).collect()
}

/// `cpu 500m, memory 512Mi`: the limits the refusals name, each once.
fn limits_named(found: &[OverLimit]) -> String {
    let mut said: Vec<String> = Vec::new();
    for over in found {
        let part = format!("{} {}", over.resource, over.limit);
        if !said.contains(&part) {
            said.push(part);
        }
    }
    said.join(", ")
}

/// The LimitRange whose defaults refused a problem's pods, as the end of its chain — only when
/// the template they come from (its own, or its Deployment's for a ReplicaSet whose template
/// is not pasted) sets no limit of its own for them: a limit of its own is the template's
/// mistake, not the LimitRange's.
pub(super) fn default_link(index: usize, graph: &Graph, resources: &[Resource], report: &ResourceReport) -> Option<Link> {
    let resource = resources.get(index)?;
    let (_, found) = refused(report)?;
    let template = template_of(index, graph, resources)?;
    if found.iter().any(|over| sets_own_limit(template, over) != Some(false)) {
        return None;
    }
    let range = defaults_of(resources, resource.namespace.as_deref(), &found)?;
    Some(Link { kind: "LimitRange".to_owned(), name: range.name.clone(), namespace: range.namespace.clone(), note: Some(format!("default limits {}", limits_named(&found))) })
}

/// The pasted resource whose pod template made the pods of `index`: itself, or its
/// Deployment when it is a ReplicaSet without a pasted template.
fn template_of<'r>(index: usize, graph: &Graph, resources: &'r [Resource]) -> Option<&'r Resource> {
    let resource = resources.get(index)?;
    if resource.get(&["spec", "template", "spec"]).is_some() {
        return Some(resource);
    }
    graph.owner.get(index).copied().flatten().and_then(|owner| resources.get(owner)).filter(|owner| resource.kind == "ReplicaSet" && owner.kind == "Deployment")
}

/// A ReplicaSet whose template is not pasted cannot tell whose limit refused its pods; its
/// Deployment's template can: the ReplicaSet takes the Deployment's words for the refusal.
pub(super) fn words_of_the_owners_template(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for index in 0..reports.len() {
        let (Some(resource), Some(report)) = (resources.get(index), reports.get(index)) else { continue };
        if resource.kind != "ReplicaSet" || !report.verdict.is_problem() || resource.get(&["spec", "template", "spec"]).is_some() {
            continue;
        }
        let Some((message, _)) = refused(report) else { continue };
        let Some(owner) = template_of(index, graph, resources).filter(|template| template.kind == "Deployment") else { continue };
        let (Some(own), Some(owners)) = (refusal(&message, resource), refusal(&message, owner)) else { continue };
        if let Some(report) = reports.get_mut(index) {
            report.summary = report.summary.replacen(&own, &owners, 1);
        }
    }
}

/// A pasted LimitRange whose default limits refuse a workload's pods is Degraded and says
/// whose, with the numbers (what to change is said at the workload).
pub(super) fn blame_default_limits(resources: &[Resource], _: &Graph, reports: &mut [ResourceReport]) {
    let mut blamed: Vec<(usize, String, String)> = Vec::new();
    for report in reports.iter().filter(|r| r.verdict.is_problem()) {
        let Some(cause) = &report.root_cause else { continue };
        let Some((range, before)) = cause.chain.split_last().and_then(|(last, rest)| Some((last, rest.last()?))) else { continue };
        if range.kind != "LimitRange" || before.name != report.name || before.kind != report.kind {
            continue;
        }
        let Some(at) = resources.iter().position(|r| r.kind == "LimitRange" && r.name == range.name && r.namespace == range.namespace) else { continue };
        let asked = refused(report).map(|(_, found)| found.iter().map(|o| format!("{} {}", o.resource, o.requested)).collect::<Vec<_>>().join(", ")).unwrap_or_default();
        blamed.push((at, format!("{} {}", report.kind, report.name), asked));
    }
    for (at, whose, asked) in blamed {
        let (Some(range), Some(report)) = (resources.get(at), reports.get_mut(at)) else { continue };
        if report.verdict.is_problem() {
            continue;
        }
        let defaults = container_defaults(range).into_iter().filter_map(Value::as_object);
        let numbers: Vec<String> = defaults.flat_map(|d| d.iter().filter_map(|(k, v)| v.as_str().map(|v| format!("{k} {v}")))).collect();
        report.verdict = Verdict::Degraded;
        report.summary = format!(
            "Its default limits for containers ({}) are lower than what {whose}'s pods request ({asked}), and a container that sets no limits gets them: the API refuses those pods. Set limits in that template, or raise the defaults (kubectl edit limitrange {}{}).",
            numbers.join(", "),
            range.name,
            range.namespace_flag()
        );
        report.reason = Some("DefaultLimitBelowRequest".to_owned());
        report.rule = "rollup/limit-range-default".to_owned();
        let cause = own_cause(vec![link(range, report)], report);
        report.root_cause = Some(cause);
    }
}
