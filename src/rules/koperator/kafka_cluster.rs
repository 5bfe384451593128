//! A Koperator KafkaCluster reports `status.state` (`ClusterReconciling`,
//! `ClusterRollingUpgrading`, `ClusterRunning`), one entry per broker id in
//! `status.brokersState` (`configurationState`: `ConfigInSync` or `ConfigOutOfSync`;
//! `gracefulActionState.cruiseControlState` for Cruise Control's up- and downscales, with an
//! `errorMessage` that is only news when the operation failed) and
//! `status.cruiseControlTopicStatus` (`CruiseControlTopicReady` once Cruise Control's metrics
//! topic exists). A running cluster with a broker whose configuration is out of sync runs
//! with settings other than the spec's.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{be, clause, clipped, count, every, status_missing, Assessment, Context, Next, Rule};

/// KafkaCluster.
pub static RULE: Rule = Rule { group: "kafka.banzaicloud.io", kind: "KafkaCluster", classify };

/// `(broker id, broker state)` for every broker in `status.brokersState`.
fn brokers(cluster: &Resource) -> Vec<(String, &crate::model::Value)> {
    match cluster.get(&["status", "brokersState"]) {
        Some(crate::model::Value::Object(brokers)) => brokers.iter().map(|(id, state)| (id.to_owned(), state)).collect(),
        _ => Vec::new(),
    }
}

/// A string field of a broker state at a path.
fn field<'a>(state: &'a crate::model::Value, path: &[&str]) -> Option<&'a str> {
    path.iter().try_fold(state, |value, key| value.get(key))?.as_str()
}

fn classify(cluster: &Resource, context: &Context, next: Next) -> Assessment {
    if status_missing(cluster) {
        return crate::rules::not_reconciled(cluster, "Koperator has not reconciled it", "KoperatorPending");
    }
    let Some(state) = cluster.str(&["status", "state"]) else {
        return next(cluster, context);
    };
    let brokers = brokers(cluster);
    match state {
        "ClusterReconciling" => {
            let which = if brokers.is_empty() { "the brokers".to_owned() } else { format!("its {}", count(brokers.len() as i64, "broker")) };
            return Assessment::new(Verdict::InProgress, format!("status.state is ClusterReconciling: Koperator is creating or updating {which}."), "KoperatorReconciling");
        }
        "ClusterRollingUpgrading" => {
            let pending: Vec<&str> = brokers.iter().filter(|(_, b)| field(b, &["configurationState"]).is_some_and(|c| c != "ConfigInSync")).map(|(id, _)| id.as_str()).collect();
            let which = if pending.is_empty() { String::new() } else { format!(" ({} still to restart: {})", noun(pending.len()), pending.join(", ")) };
            return Assessment::new(Verdict::InProgress, format!("status.state is ClusterRollingUpgrading: Koperator is restarting brokers one by one{which}."), "KoperatorRollingUpgrade");
        }
        "ClusterRunning" => {}
        "" => return Assessment::plain(Verdict::Unknown, "status.state is empty: Koperator has not said how the cluster is."),
        _ => return Assessment::plain(Verdict::Unknown, format!("status.state is \"{state}\", a state Koperator does not write as far as this tool knows.")),
    }
    let out_of_sync: Vec<String> = brokers
        .iter()
        .filter_map(|(id, b)| {
            let config = field(b, &["configurationState"]).filter(|c| *c != "ConfigInSync");
            let per_broker = field(b, &["perBrokerConfigurationState"]).filter(|c| *c != "PerBrokerConfigInSync");
            config.or(per_broker).map(|c| format!("{id} ({c})"))
        })
        .collect();
    if !out_of_sync.is_empty() {
        return Assessment::new(
            Verdict::Degraded,
            format!(
                "status.state is ClusterRunning but {} {} {} not in sync with the spec, and no rolling upgrade is under way to apply it.",
                noun(out_of_sync.len()),
                out_of_sync.join(", "),
                be(out_of_sync.len() as i64)
            ),
            "KoperatorConfigOutOfSync",
        );
    }
    let graceful = |ending: &[&str]| -> Vec<String> {
        brokers
            .iter()
            .filter_map(|(id, b)| {
                let operation = field(b, &["gracefulActionState", "cruiseControlState"])?;
                ending.iter().any(|e| operation.ends_with(e)).then(|| {
                    let error = field(b, &["gracefulActionState", "errorMessage"]).filter(|m| !m.is_empty()).map(|m| format!(": {}", clause(&clipped(m, 120)))).unwrap_or_default();
                    format!("{id} {operation}{error}")
                })
            })
            .collect()
    };
    let failed = graceful(&["CompletedWithError", "Failed"]);
    if !failed.is_empty() {
        return Assessment::new(Verdict::Degraded, format!("A Cruise Control operation failed for {} {}.", noun(failed.len()), failed.join("; ")), "KoperatorGracefulActionFailed");
    }
    let running = graceful(&["Required", "Scheduled", "Running"]);
    if !running.is_empty() {
        let names: Vec<&str> = running.iter().map(|r| r.split(':').next().unwrap_or(r)).collect();
        return Assessment::new(Verdict::InProgress, format!("Cruise Control is rebalancing data for {} {}.", noun(names.len()), names.join(", ")), "KoperatorGracefulActionRunning");
    }
    if let Some(topic) = cluster.str(&["status", "cruiseControlTopicStatus"]).filter(|t| !t.is_empty() && *t != "CruiseControlTopicReady") {
        return Assessment::new(
            Verdict::InProgress,
            format!("The brokers run but status.cruiseControlTopicStatus is {topic}: Cruise Control's metrics topic is not ready yet, so scaling and rebalancing wait."),
            "KoperatorCruiseControlNotReady",
        );
    }
    if brokers.is_empty() {
        return Assessment::plain(Verdict::Ready, "status.state is ClusterRunning (status.brokersState lists no broker).");
    }
    Assessment::plain(Verdict::Ready, format!("status.state is ClusterRunning and the configuration of {} is in sync.", every(brokers.len() as i64, "broker")))
}

/// `broker` before one broker id, `brokers` before several.
fn noun(n: usize) -> &'static str {
    if n == 1 { "broker" } else { "brokers" }
}
