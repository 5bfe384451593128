//! Argo Workflows Workflow: a run to completion. `status.phase` is empty or `Pending` before the
//! controller starts it, `Running` while steps run, then `Succeeded`, `Failed` or `Error`
//! (an error outside the steps: an invalid spec, a controller or pod creation error).
//! `spec.suspend: true` pauses it on purpose (`argo suspend`, or a `suspend` step waiting);
//! `spec.shutdown` (`Stop` / `Terminate`) is a stop a person asked for. A failed workflow's
//! cause is the first failed step in `status.nodes`, quoted with its message.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{clause, condition_detail, reason_or, Assessment, Context, Next, Rule};
use crate::model::Value;

/// Workflow.
pub static RULE: Rule = Rule { group: "argoproj.io", kind: "Workflow", classify };

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    if let Some(error) = resource.condition("SpecError").filter(|c| c.is_true()) {
        return Assessment::new(
            Verdict::Failed,
            format!("The workflow's spec is invalid{}: it cannot run.", condition_detail(error)),
            reason_or(error, "SpecError"),
        );
    }
    let phase = resource.str(&["status", "phase"]).unwrap_or("");
    let message = resource.str(&["status", "message"]).map(|m| clause(m.trim())).filter(|m| !m.is_empty());
    let quoted = message.map(|m| format!(": {m}")).unwrap_or_default();
    let progress = resource.str(&["status", "progress"]).filter(|p| !p.trim().is_empty()).map(|p| format!(" ({p} steps done)")).unwrap_or_default();
    match phase {
        "Succeeded" => Assessment::plain(Verdict::Succeeded, format!("The workflow finished successfully{progress}{quoted}.")),
        "Failed" | "Error" => {
            let (reason, ended) = if phase == "Error" { ("WorkflowError", "ended in an error") } else { ("WorkflowFailed", "failed") };
            let step = failed_step(resource).map(|step| format!(" Step {step}.")).unwrap_or_default();
            Assessment::new(Verdict::Failed, format!("The workflow {ended}{quoted}.{step}"), reason)
        }
        "" | "Pending" | "Running" => {
            if let Some(shutdown) = resource.str(&["spec", "shutdown"]).filter(|s| !s.is_empty()) {
                return Assessment::new(
                    Verdict::InProgress,
                    format!("The workflow is being stopped (spec.shutdown: {shutdown}){quoted}: its running steps are ended and it will finish as Failed."),
                    "WorkflowShutdown",
                );
            }
            if resource.get(&["spec", "suspend"]).and_then(Value::as_bool) == Some(true) {
                return Assessment::new(Verdict::Suspended, format!("The workflow is suspended (spec.suspend: true){progress}: no new steps start until it is resumed."), "WorkflowSuspended");
            }
            if phase == "Running" {
                Assessment::new(Verdict::InProgress, format!("The workflow is running{progress}{quoted}."), "WorkflowRunning")
            } else {
                Assessment::new(Verdict::InProgress, format!("The workflow has not started yet (phase {}){quoted}: the controller has not picked it up or its first pod is not scheduled.", if phase.is_empty() { "not set" } else { phase }), "WorkflowPending")
            }
        }
        _ => next(resource, context),
    }
}

/// `<name> (<template>) failed: <message>` for the first failed or errored pod step, else for
/// the first failed node of any type.
fn failed_step(resource: &Resource) -> Option<String> {
    let Some(Value::Object(nodes)) = resource.get(&["status", "nodes"]) else { return None };
    let failed = |node: &&Value| matches!(node.get("phase").and_then(Value::as_str), Some("Failed" | "Error"));
    let pod = nodes.values().filter(failed).find(|node| node.get("type").and_then(Value::as_str) == Some("Pod"));
    let node = pod.or_else(|| nodes.values().find(failed))?;
    let text = |key: &str| node.get(key).and_then(Value::as_str).filter(|t| !t.trim().is_empty());
    let name = text("displayName").or_else(|| text("name"))?;
    let template = node.get("templateName").and_then(Value::as_str).filter(|t| *t != name).map(|t| format!(" (template {t})")).unwrap_or_default();
    let phase = node.get("phase").and_then(Value::as_str).unwrap_or("Failed").to_ascii_lowercase();
    let message = node.get("message").and_then(Value::as_str).map(|m| clause(m.trim())).filter(|m| !m.is_empty()).map(|m| format!(": {m}")).unwrap_or_default();
    Some(format!("{name}{template} {phase}{message}"))
}
