//! A Percona cluster (PerconaServerMongoDB, PerconaXtraDBCluster) reports `status.state`:
//! `initializing` while pods come up, `ready` when every component is, `error` with the cause
//! in `status.message` (a string or a list) or the conditions, and, after `spec.pause: true`,
//! `stopping` while the operator shuts the pods down and then `paused` — a cluster stopped on
//! purpose. `status.ready` of `status.size` counts the ready nodes of every component.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{clause, clipped, status_missing, Assessment, Context, Next, Rule};

/// PerconaServerMongoDB.
pub static RULE_MONGODB: Rule = Rule { group: "psmdb.percona.com", kind: "PerconaServerMongoDB", classify };

/// PerconaXtraDBCluster.
pub static RULE_XTRADB: Rule = Rule { group: "pxc.percona.com", kind: "PerconaXtraDBCluster", classify };

/// The operator's message: `status.message` as a string or a list of strings, else the
/// message of a True condition of type `error`.
fn message(cluster: &Resource) -> Option<String> {
    let text = match cluster.get(&["status", "message"]) {
        Some(crate::model::Value::String(text)) => Some(text.to_string()),
        Some(crate::model::Value::Array(lines)) => {
            let lines: Vec<&str> = lines.iter().filter_map(|l| l.as_str()).filter(|l| !l.trim().is_empty()).collect();
            (!lines.is_empty()).then(|| lines.join("; "))
        }
        _ => None,
    };
    text.filter(|t| !t.trim().is_empty())
        .or_else(|| cluster.conditions.iter().rev().find(|c| c.type_.eq_ignore_ascii_case("error") && c.is_true() && !c.message.is_empty()).map(|c| c.message.clone()))
        .map(|t| clause(&clipped(&t, 200)).to_owned())
}

fn classify(cluster: &Resource, context: &Context, next: Next) -> Assessment {
    if status_missing(cluster) {
        return crate::rules::not_reconciled(cluster, "the Percona operator has not reconciled it", "PerconaClusterPending");
    }
    let Some(state) = cluster.str(&["status", "state"]) else {
        return next(cluster, context);
    };
    let (ready, size) = (cluster.int(&["status", "ready"]).unwrap_or(0), cluster.int(&["status", "size"]).unwrap_or(0));
    let nodes = format!("{ready} of {size} nodes ready");
    let pause = if cluster.get(&["spec", "pause"]).and_then(|v| v.as_bool()) == Some(true) { " (spec.pause: true)" } else { "" };
    let why = message(cluster).map(|m| format!(": {m}")).unwrap_or_default();
    match state {
        "ready" => Assessment::plain(Verdict::Ready, format!("status.state is ready: {nodes}.")),
        "initializing" => Assessment::new(Verdict::InProgress, format!("status.state is initializing: the cluster is coming up, {nodes}{why}."), "PerconaInitializing"),
        "stopping" => Assessment::new(
            Verdict::InProgress,
            format!("status.state is stopping: the operator is shutting the cluster down because it was paused{pause}; {nodes}, it becomes paused when none is left."),
            "PerconaStopping",
        ),
        "paused" => Assessment::new(
            Verdict::Suspended,
            format!("status.state is paused: the cluster is shut down on purpose{pause}; set spec.pause to false to start it again."),
            "PerconaPaused",
        ),
        "error" if ready > 0 => Assessment::new(Verdict::Degraded, format!("status.state is error{why}; {nodes}."), "PerconaClusterError"),
        "error" => Assessment::new(Verdict::Failed, format!("status.state is error{why}; {nodes}, so the cluster serves nothing."), "PerconaClusterError"),
        "" => Assessment::plain(Verdict::Unknown, format!("status.state is empty ({nodes}): the operator has not said how the cluster is.")),
        _ => Assessment::plain(Verdict::Unknown, format!("status.state is \"{state}\", a state the Percona operator does not write as far as this tool knows ({nodes}).")),
    }
}
