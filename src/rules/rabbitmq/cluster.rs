//! A RabbitmqCluster reports `ReconcileSuccess` (the operator could apply the spec),
//! `AllReplicasReady` (every pod ready), `ClusterAvailable` (the client Service has
//! endpoints) and `NoWarnings`. After a successful reconcile, pods and endpoints that are not
//! there yet are a cluster still forming.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, reason_or, Assessment, Context, Next, Rule};

/// RabbitmqCluster.
pub static RULE: Rule = Rule { group: "rabbitmq.com", kind: "RabbitmqCluster", classify };

fn classify(cluster: &Resource, context: &Context, next: Next) -> Assessment {
    if cluster.get(&["status"]).is_none() {
        return crate::rules::not_reconciled(cluster, "the RabbitMQ operator has not reconciled it", "RabbitmqStatusPending");
    }
    if let Some(failed) = cluster.condition("ReconcileSuccess").filter(|c| c.is_false()) {
        return Assessment::new(
            Verdict::Failed,
            format!("ReconcileSuccess is False{}: the operator cannot apply the spec.", condition_detail(failed)),
            reason_or(failed, "ReconcileFailed"),
        );
    }
    for type_ in ["AllReplicasReady", "ClusterAvailable"] {
        if let Some(waiting) = cluster.condition(type_).filter(|c| !c.is_true()) {
            return Assessment::new(
                Verdict::InProgress,
                format!("{type_} is {}{}: the cluster is still forming.", waiting.status.as_str(), condition_detail(waiting)),
                reason_or(waiting, "RabbitmqNotReady"),
            );
        }
    }
    next(cluster, context)
}
