//! A Strimzi KafkaConnector can be Ready while Kafka Connect runs it badly:
//! `status.connectorStatus` is what Connect's REST API says — `connector.state` and one entry
//! per task in `tasks` (`RUNNING`, `FAILED` with the Java `trace`, `PAUSED`, `STOPPED`,
//! `UNASSIGNED`). `spec.state: paused | stopped` (older:
//! `spec.pause: true`) holds it on purpose.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{clause, clipped, Assessment, Context, Next, Rule};

/// KafkaConnector.
pub static RULE: Rule = Rule { group: "kafka.strimzi.io", kind: "KafkaConnector", classify };

/// `(task id, state, first line of the trace)` for every task Connect reports.
fn tasks(connector: &Resource) -> Vec<(String, String, String)> {
    match connector.get(&["status", "connectorStatus", "tasks"]) {
        Some(crate::model::Value::Array(tasks)) => tasks
            .iter()
            .map(|task| {
                let id = match task.get("id") {
                    Some(crate::model::Value::Number(n)) => n.to_string(),
                    Some(crate::model::Value::String(text)) => text.to_string(),
                    _ => "?".to_owned(),
                };
                let state = task.get("state").and_then(|s| s.as_str()).unwrap_or("").to_owned();
                let trace = task.get("trace").and_then(|t| t.as_str()).map(|t| clause(&clipped(t, 200)).to_owned()).unwrap_or_default();
                (id, state, trace)
            })
            .collect(),
        _ => Vec::new(),
    }
}

fn classify(connector: &Resource, context: &Context, next: Next) -> Assessment {
    let wanted = connector.str(&["spec", "state"]).map(str::to_ascii_lowercase);
    let paused = connector.get(&["spec", "pause"]).and_then(|v| v.as_bool()) == Some(true);
    if matches!(wanted.as_deref(), Some("paused" | "stopped")) || paused {
        let how = if paused { "spec.pause: true".to_owned() } else { format!("spec.state: {}", wanted.as_deref().unwrap_or("")) };
        return Assessment::new(Verdict::Suspended, format!("The connector is held on purpose ({how}): Kafka Connect runs none of its tasks."), "StrimziConnectorPaused");
    }
    let base = super::resource::classify(connector, context, next);
    if base.verdict != Verdict::Ready {
        return base;
    }
    let state = connector.str(&["status", "connectorStatus", "connector", "state"]).unwrap_or("");
    if state == "FAILED" {
        let trace = connector.str(&["status", "connectorStatus", "connector", "trace"]).filter(|t| !t.trim().is_empty()).map(|t| format!(": {}", clause(&clipped(t, 200)))).unwrap_or_default();
        return Assessment::new(Verdict::Failed, format!("Ready is True but Kafka Connect reports the connector FAILED{trace}."), "StrimziConnectorFailed");
    }
    let tasks = tasks(connector);
    let failed: Vec<&(String, String, String)> = tasks.iter().filter(|(_, state, _)| state == "FAILED").collect();
    if let Some((id, _, trace)) = failed.first() {
        let verdict = if failed.len() == tasks.len() { Verdict::Failed } else { Verdict::Degraded };
        let trace = if trace.is_empty() { String::new() } else { format!(": {trace}") };
        return Assessment::new(
            verdict,
            format!("Ready is True but {} of {} tasks FAILED in Kafka Connect (task {id}{trace}).", failed.len(), tasks.len()),
            "StrimziConnectorTaskFailed",
        );
    }
    base
}
