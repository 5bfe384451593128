//! Confluent components report `status.phase` (`PROVISIONING`, `RUNNING`, `FAILED`, …); the
//! `platform.confluent.io/*` conditions are notes beside it (`garbage-collecting` False is
//! normal). A Connector reports `status.state` (`CREATED`, `ERROR`), the connector's own
//! `connectorState` (`RUNNING`, `PAUSED`, `FAILED`) and `failedTasksCount`.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};

/// Every kind of the group.
pub static RULE: Rule = Rule { group: "platform.confluent.io", kind: "*", classify };

/// `status.phase` words and their verdicts.
const PHASES: &[(&str, Verdict)] = &[
    ("RUNNING", Verdict::Ready),
    ("PROVISIONING", Verdict::InProgress),
    ("CREATED", Verdict::InProgress),
    ("UPDATING", Verdict::InProgress),
    ("FAILED", Verdict::Failed),
    ("ERROR", Verdict::Failed),
];

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    if resource.kind == "Connector" {
        return connector(resource, context, next);
    }
    let Some(phase) = resource.str(&["status", "phase"]) else { return next(resource, context) };
    let Some((_, verdict)) = PHASES.iter().find(|(known, _)| known.eq_ignore_ascii_case(phase)) else { return next(resource, context) };
    let replicas = match (resource.int(&["status", "readyReplicas"]), resource.int(&["status", "replicas"])) {
        (Some(ready), Some(all)) => format!("; {ready} of {all} replicas are ready"),
        _ => String::new(),
    };
    let reason = match verdict {
        Verdict::Ready => "",
        Verdict::InProgress => "ConfluentProvisioning",
        _ => "ConfluentFailed",
    };
    Assessment::new(*verdict, format!("status.phase is {phase}{replicas}."), reason)
}

fn connector(resource: &Resource, context: &Context, next: Next) -> Assessment {
    let state = resource.str(&["status", "state"]).unwrap_or("");
    let connector_state = resource.str(&["status", "connectorState"]).unwrap_or("");
    let failed_tasks = resource.int(&["status", "failedTasksCount"]).unwrap_or(0);
    let tasks = resource.str(&["status", "tasksReady"]).map(|t| format!(" ({t} tasks ready)")).unwrap_or_default();
    if state.eq_ignore_ascii_case("ERROR") || connector_state.eq_ignore_ascii_case("FAILED") {
        return Assessment::new(
            Verdict::Failed,
            format!("{}{tasks}: the connector failed.", [("status.state", state), ("connectorState", connector_state)].iter().filter(|(_, value)| !value.is_empty()).map(|(field, value)| format!("{field} is {value}")).collect::<Vec<_>>().join(", ")),
            "ConfluentConnectorFailed",
        );
    }
    if failed_tasks > 0 {
        return Assessment::new(
            Verdict::Degraded,
            format!("status.failedTasksCount is {failed_tasks}{tasks}: the connector runs but some of its tasks failed."),
            "ConfluentConnectorTasksFailed",
        );
    }
    if connector_state.eq_ignore_ascii_case("PAUSED") {
        return Assessment::new(Verdict::Suspended, format!("connectorState is {connector_state}: the connector was paused on purpose."), "ConfluentConnectorPaused");
    }
    if connector_state.eq_ignore_ascii_case("RUNNING") {
        return Assessment::plain(Verdict::Ready, format!("connectorState is {connector_state}{tasks}."));
    }
    next(resource, context)
}
