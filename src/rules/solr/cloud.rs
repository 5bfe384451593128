//! A SolrCloud reports counts: `status.replicas` Solr nodes, of which `status.readyReplicas`
//! are ready and `status.upToDateNodes` run the current spec, with one entry per node in
//! `status.solrNodes` (`ready`, `specUpToDate`). Fewer ready or up-to-date nodes than wanted
//! is a cluster coming up or a rolling update; no status means the operator has not started.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{be, capitalized, every, status_missing, Assessment, Context, Next, Rule};

/// SolrCloud.
pub static RULE: Rule = Rule { group: "solr.apache.org", kind: "SolrCloud", classify };

/// Names of the nodes in `status.solrNodes` whose flag is false.
fn nodes_without(cloud: &Resource, flag: &str) -> Vec<String> {
    match cloud.get(&["status", "solrNodes"]) {
        Some(crate::model::Value::Array(nodes)) => nodes
            .iter()
            .filter(|node| node.get(flag).and_then(|v| v.as_bool()) == Some(false))
            .filter_map(|node| node.get("name").and_then(|n| n.as_str()).map(str::to_owned))
            .collect(),
        _ => Vec::new(),
    }
}

fn classify(cloud: &Resource, context: &Context, next: Next) -> Assessment {
    if status_missing(cloud) {
        return crate::rules::not_reconciled(cloud, "the Solr operator has not reconciled it", "SolrCloudPending");
    }
    let Some(ready) = cloud.int(&["status", "readyReplicas"]) else {
        return next(cloud, context);
    };
    let wanted = cloud.int(&["spec", "replicas"]).or_else(|| cloud.int(&["status", "replicas"])).unwrap_or(1);
    if ready < wanted {
        let waiting = nodes_without(cloud, "ready");
        let names = if waiting.is_empty() { String::new() } else { format!(" (not ready: {})", waiting.join(", ")) };
        return Assessment::new(Verdict::InProgress, format!("{ready} of {wanted} Solr nodes are ready{names}."), "SolrNodesNotReady");
    }
    if let Some(current) = cloud.int(&["status", "upToDateNodes"]).filter(|current| *current < wanted) {
        let stale = nodes_without(cloud, "specUpToDate");
        let names = if stale.is_empty() { String::new() } else { format!(" (still to update: {})", stale.join(", ")) };
        return Assessment::new(Verdict::InProgress, format!("A rolling update is under way: {current} of {wanted} Solr nodes run the current spec{names}."), "SolrRollingUpdate");
    }
    let version = cloud.str(&["status", "version"]).filter(|v| !v.trim().is_empty()).map(|v| format!(", Solr {v}")).unwrap_or_default();
    if wanted == 0 {
        return Assessment::plain(Verdict::Ready, "The SolrCloud is scaled to zero nodes (spec.replicas: 0).");
    }
    Assessment::plain(Verdict::Ready, format!("{} {} ready and up to date{version}.", capitalized(&every(wanted, "Solr node")), be(wanted)))
}
