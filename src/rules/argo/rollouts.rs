//! Argo Rollouts AnalysisRun and Experiment: `status.phase` is `Pending`, `Running`,
//! `Successful`, `Failed`, `Error` or (AnalysisRun) `Inconclusive`. A running one is not done
//! yet; an inconclusive analysis leaves the decision to a person.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};

/// AnalysisRun.
pub static RULE_ANALYSIS_RUN: Rule = Rule { group: "argoproj.io", kind: "AnalysisRun", classify };

/// Experiment.
pub static RULE_EXPERIMENT: Rule = Rule { group: "argoproj.io", kind: "Experiment", classify };

/// Phases, their verdicts and reason words.
const PHASES: &[(&str, Verdict, &str)] = &[
    ("Pending", Verdict::InProgress, "AnalysisPending"),
    ("Running", Verdict::InProgress, "AnalysisRunning"),
    ("Successful", Verdict::Succeeded, ""),
    ("Failed", Verdict::Failed, "AnalysisFailed"),
    ("Error", Verdict::Failed, "AnalysisError"),
    ("Inconclusive", Verdict::Unknown, "AnalysisInconclusive"),
];

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    let Some(phase) = resource.str(&["status", "phase"]) else {
        if resource.get(&["status", "phase"]).is_none() {
            return Assessment::new(
                Verdict::InProgress,
                format!("{} has no phase yet: the Argo Rollouts controller has not started it.", resource.display_name()),
                "AnalysisPending",
            );
        }
        return next(resource, context);
    };
    let Some((_, verdict, reason)) = PHASES.iter().find(|(word, _, _)| *word == phase) else { return next(resource, context) };
    let message = resource.str(&["status", "message"]).map(|m| format!(": {m}")).unwrap_or_default();
    let meaning = match verdict {
        Verdict::InProgress => " (not finished yet)",
        Verdict::Unknown => " (neither passed nor failed: a person must decide whether the rollout continues)",
        _ => "",
    };
    let measured = if resource.kind == "AnalysisRun" && matches!(phase, "Failed" | "Error" | "Inconclusive") { measured(resource) } else { String::new() };
    // A failed analysis is the new version measured against its goal: what to do with it.
    let rollout = resource.owners.iter().find(|owner| owner.kind == "Rollout" && !owner.name.is_empty()).map(|owner| owner.name.as_str());
    let next_step = match (phase, rollout) {
        ("Failed", Some(rollout)) => format!(
            " The new version did not meet the analysis's goal, so the Rollout went back to the stable one: find why in the new version's errors (its logs, its metrics), push a fix; kubectl argo rollouts retry rollout {rollout}{} runs the same version again (only if the cause was outside it).",
            resource.namespace_flag()
        ),
        ("Error", _) => " The measurement itself failed (the metrics provider's query or address): fix the AnalysisTemplate's provider, then retry the rollout.".to_owned(),
        _ => String::new(),
    };
    Assessment::new(*verdict, format!("{} phase is {phase}{meaning}{}.{measured}{next_step}", resource.kind, message.trim_end_matches('.')), *reason)
}

/// ` Metric success-rate measured [0.81], [0.79] (its successCondition: result[0] >= 0.95).`
/// for each metric that failed, erred or was inconclusive: the values that decided it, against
/// the condition they were held to, or the error of its last measurement.
fn measured(run: &Resource) -> String {
    use crate::model::Value;
    let Some(Value::Array(results)) = run.get(&["status", "metricResults"]) else { return String::new() };
    let spec_of = |name: &str| match run.get(&["spec", "metrics"]) {
        Some(Value::Array(metrics)) => metrics.iter().find(|metric| metric.get("name").and_then(Value::as_str) == Some(name)),
        _ => None,
    };
    let mut said = String::new();
    for result in results.iter().filter(|result| matches!(result.get("phase").and_then(Value::as_str), Some("Failed" | "Error" | "Inconclusive"))) {
        let name = result.get("name").and_then(Value::as_str).unwrap_or("(unnamed)");
        let measurements: &[Value] = match result.get("measurements") {
            Some(Value::Array(items)) => items,
            _ => &[],
        };
        let last = measurements.iter().rev().take(3).collect::<Vec<_>>();
        let values: Vec<&str> = last.iter().rev().filter_map(|m| m.get("value").and_then(Value::as_str)).filter(|v| !v.is_empty()).collect();
        let error = last.first().and_then(|m| m.get("message")).and_then(Value::as_str).filter(|m| !m.trim().is_empty());
        let condition = spec_of(name).and_then(|metric| {
            let success = metric.get("successCondition").and_then(Value::as_str).map(|c| format!("its successCondition: {c}"));
            let failure = metric.get("failureCondition").and_then(Value::as_str).map(|c| format!("its failureCondition: {c}"));
            success.or(failure)
        });
        match (values.is_empty(), error) {
            (_, Some(error)) => said.push_str(&format!(" Metric {name} could not be measured: “{}”: check its provider's address and query.", crate::rules::clipped(error, 200))),
            (false, None) => said.push_str(&format!(
                " Metric {name} measured {}{}.",
                values.join(", "),
                condition.map(|c| format!(" ({c})")).unwrap_or_default()
            )),
            (true, None) => {}
        }
    }
    said
}
