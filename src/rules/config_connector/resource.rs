//! Config Connector resources report `Ready` with a reason: `UpToDate` when the cloud
//! resource matches, `Updating` while it is changed, `DependencyNotReady` while a resource it
//! references is not ready yet (it waits and retries), `UpdateFailed` / `DependencyNotFound`
//! when it cannot go on. The operator's ConfigConnector and ConfigConnectorContext report
//! `status.healthy` instead.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, Assessment, Context, Next, Rule};

/// Every kind of every Config Connector group.
pub static RULE: Rule = Rule { group: "*.cnrm.cloud.google.com", kind: "*", classify };

/// `Ready=False` reasons that mean "not yet" rather than "cannot".
const WAITING: &[&str] = &["DependencyNotReady", "Updating"];

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    if let Some(healthy) = resource.get(&["status", "healthy"]).and_then(|v| v.as_bool()) {
        let errors: Vec<&str> = match resource.get(&["status", "errors"]) {
            Some(crate::model::Value::Array(list)) => list.iter().filter_map(|e| e.as_str()).collect(),
            _ => Vec::new(),
        };
        let detail = if errors.is_empty() { String::new() } else { format!(": {}", errors.join("; ")) };
        return if healthy {
            Assessment::plain(Verdict::Ready, format!("status.healthy is true: the Config Connector operator runs{detail}."))
        } else {
            Assessment::new(Verdict::Failed, format!("status.healthy is false{detail}."), "ConfigConnectorUnhealthy")
        };
    }
    match resource.condition("Ready") {
        Some(ready) if ready.is_false() && WAITING.contains(&ready.reason.as_str()) => {
            let why = if ready.reason == "Updating" { "the cloud resource is being changed" } else { "it waits for a resource it references to become ready, and retries" };
            Assessment::new(Verdict::InProgress, format!("Ready is False{}: {why}.", condition_detail(ready)), ready.reason.clone())
        }
        _ => next(resource, context),
    }
}
