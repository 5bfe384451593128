//! Keptn lifecycle objects report one overall word (`status.status`, or `overallStatus` on an
//! evaluation): `Pending`, `Progressing`, `Succeeded`, `Failed`, `Cancelled`, `Warning`. A
//! KeptnMetric has no such word: a non-empty `errMsg` is a failed query, a `value` a working one.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};
use crate::model::Value;

/// Every kind of `lifecycle.keptn.sh`.
pub static RULE: Rule = Rule { group: "lifecycle.keptn.sh", kind: "*", classify };

/// KeptnMetric and the rest of `metrics.keptn.sh`.
pub static RULE_METRICS: Rule = Rule { group: "metrics.keptn.sh", kind: "*", classify: classify_metric };

/// Keptn's status words and their verdicts.
const WORDS: &[(&str, Verdict)] = &[
    ("Succeeded", Verdict::Succeeded),
    ("Failed", Verdict::Failed),
    ("Cancelled", Verdict::Failed),
    ("Warning", Verdict::Degraded),
    ("Progressing", Verdict::InProgress),
    ("Pending", Verdict::InProgress),
];

/// Per-phase status fields of app and workload versions, named in the summary when they failed.
const PHASES: &[&str] = &["preDeploymentStatus", "preDeploymentEvaluationStatus", "deploymentStatus", "postDeploymentStatus", "postDeploymentEvaluationStatus"];

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    let Some((field, word)) = ["status", "overallStatus"].iter().find_map(|field| resource.str(&["status", field]).map(|word| (*field, word))) else {
        return next(resource, context);
    };
    let Some(verdict) = WORDS.iter().find(|(known, _)| *known == word).map(|(_, verdict)| *verdict) else {
        return next(resource, context);
    };
    let failed: Vec<&str> = PHASES.iter().copied().filter(|phase| resource.str(&["status", phase]) == Some("Failed")).collect();
    let workloads: Vec<String> = match resource.get(&["status", "workloadStatus"]) {
        Some(Value::Array(items)) => items
            .iter()
            .filter(|item| item.get("status").and_then(Value::as_str) == Some("Failed"))
            .filter_map(|item| item.get("workload").and_then(|workload| workload.get("name")).and_then(Value::as_str).map(str::to_owned))
            .collect(),
        _ => Vec::new(),
    };
    let mut detail = String::new();
    if !failed.is_empty() {
        detail.push_str(&format!("; failed: {}", failed.join(", ")));
    }
    if !workloads.is_empty() {
        detail.push_str(&format!("; failed workloads: {}", workloads.join(", ")));
    }
    if let Some(phase) = resource.str(&["status", "currentPhase"]) {
        detail.push_str(&format!("; current phase {phase}"));
    }
    let reason = match verdict {
        Verdict::Failed | Verdict::Degraded => "KeptnFailed",
        Verdict::InProgress => "KeptnProgressing",
        _ => "",
    };
    Assessment::new(verdict, format!("status.{field} is {word}{detail}."), reason)
}

fn classify_metric(resource: &Resource, context: &Context, next: Next) -> Assessment {
    if resource.kind != "KeptnMetric" || resource.get(&["status"]).is_none() {
        return next(resource, context);
    }
    if let Some(error) = resource.str(&["status", "errMsg"]).filter(|e| !e.is_empty()) {
        return Assessment::new(Verdict::Failed, format!("The metric query failed: {error}."), "KeptnMetricError");
    }
    let value = match resource.get(&["status", "value"]) {
        Some(Value::String(text)) if !text.is_empty() => Some(text.to_string()),
        Some(Value::Number(n)) => Some(n.to_string()),
        _ => None,
    };
    match value {
        Some(value) => Assessment::plain(Verdict::Ready, format!("The metric has a value: {value}.")),
        None => Assessment::new(Verdict::InProgress, "The metric has no value yet: the provider has not answered a query.", "KeptnProgressing"),
    }
}
