//! A ZookeeperCluster reports `status.readyReplicas` of `status.replicas` (the ensemble's pods
//! that pass their readiness check), the members by name (`status.members.ready` /
//! `unready`), and the conditions `PodsReady`, `Upgrading` (from `status.currentVersion` to
//! `status.targetVersion`) and `Error`, each with status `True` or `False`.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{be, capitalized, condition_detail, every, status_missing, Assessment, Context, Next, Rule};

/// ZookeeperCluster.
pub static RULE: Rule = Rule { group: "zookeeper.pravega.io", kind: "ZookeeperCluster", classify };

/// Member names listed under `status.members.<which>`.
fn members(cluster: &Resource, which: &str) -> Vec<String> {
    match cluster.get(&["status", "members", which]) {
        Some(crate::model::Value::Array(names)) => names.iter().filter_map(|n| n.as_str()).map(str::to_owned).collect(),
        _ => Vec::new(),
    }
}

fn classify(cluster: &Resource, context: &Context, next: Next) -> Assessment {
    if status_missing(cluster) {
        return crate::rules::not_reconciled(cluster, "the zookeeper-operator has not reconciled it", "ZookeeperPending");
    }
    if let Some(error) = cluster.condition("Error").filter(|c| c.is_true()) {
        return Assessment::new(Verdict::Failed, format!("Error is True{}.", condition_detail(error)), "ZookeeperError");
    }
    let ready = cluster.int(&["status", "readyReplicas"]);
    let wanted = cluster.int(&["spec", "replicas"]).or_else(|| cluster.int(&["status", "replicas"]));
    if let Some(upgrading) = cluster.condition("Upgrading").filter(|c| c.is_true()) {
        let version = |field: &str| cluster.str(&["status", field]).filter(|v| !v.trim().is_empty());
        let versions = match (version("currentVersion"), version("targetVersion")) {
            (Some(from), Some(to)) => format!(" from {from} to {to}"),
            (None, Some(to)) => format!(" to {to}"),
            _ => String::new(),
        };
        return Assessment::new(Verdict::InProgress, format!("The ensemble is upgrading{versions}{}.", condition_detail(upgrading)), "ZookeeperUpgrading");
    }
    // Counts to compare: the operator leaves readyReplicas out while it is 0.
    let (Some(wanted), true) = (wanted, ready.is_some() || cluster.get(&["status", "replicas"]).is_some()) else {
        return next(cluster, context);
    };
    let ready = ready.unwrap_or(0);
    if ready < wanted {
        let unready = members(cluster, "unready");
        let names = if unready.is_empty() { String::new() } else { format!(" (unready members: {})", unready.join(", ")) };
        return Assessment::new(Verdict::InProgress, format!("{ready} of {wanted} ZooKeeper nodes are ready: the ensemble is still forming{names}."), "ZookeeperNodesNotReady");
    }
    if wanted == 0 {
        return Assessment::plain(Verdict::Ready, "The ZookeeperCluster is scaled to zero (spec.replicas: 0).");
    }
    Assessment::plain(Verdict::Ready, format!("{} {} ready and in the ensemble.", capitalized(&every(wanted, "ZooKeeper node")), be(wanted)))
}
