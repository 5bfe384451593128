//! Karpenter's NodePool (`karpenter.sh`) and node classes (`karpenter.k8s.aws` EC2NodeClass)
//! report `Ready`, which sums up more specific conditions: for a NodePool `NodeClassReady`,
//! `ValidationSucceeded` and `NodeRegistrationHealthy` (False when nodes launched from the
//! pool fail to join the cluster); for an EC2NodeClass `SubnetsReady`, `SecurityGroupsReady`,
//! `AMIsReady`, `InstanceProfileReady`, `ValidationSucceeded`. When `Ready` is False, the
//! specific condition that is False says what to fix. A NodePool's `status.resources.nodes`
//! counts its nodes.

use crate::rules::status_missing;
use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{clause, condition_detail, count, Assessment, Context, Next, Rule};

/// NodePool.
pub static RULE_NODE_POOL: Rule = Rule { group: "karpenter.sh", kind: "NodePool", classify };

/// Node classes of the AWS provider (EC2NodeClass).
pub static RULE_NODE_CLASS: Rule = Rule { group: "karpenter.k8s.aws", kind: "*", classify };

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    if status_missing(resource) {
        return crate::rules::not_reconciled(resource, "Karpenter has not validated it", "KarpenterNotReconciled");
    }
    let cause = resource.conditions.iter().find(|c| c.type_ != "Ready" && c.is_false());
    match resource.condition("Ready") {
        Some(ready) if ready.is_false() => {
            let cause = cause.map(|c| format!("; {} is False{}", c.type_, condition_detail(c))).unwrap_or_default();
            Assessment::new(
                Verdict::Failed,
                format!("Ready is False{}{cause}; Karpenter launches no nodes with it until this is fixed.", detail(ready)),
                "KarpenterNotReady",
            )
        }
        Some(ready) if ready.is_true() => {
            if let Some(unhealthy) = cause.filter(|c| c.type_ == "NodeRegistrationHealthy") {
                return Assessment::new(
                    Verdict::Degraded,
                    format!("Ready is True but NodeRegistrationHealthy is False{}: nodes launched from it fail to join the cluster.", condition_detail(unhealthy)),
                    "KarpenterNodeRegistrationUnhealthy",
                );
            }
            let nodes = resource.int(&["status", "resources", "nodes"]).map(|n| format!("; it has {}", count(n, "node"))).unwrap_or_default();
            Assessment::plain(Verdict::Ready, format!("Ready is True{}{nodes}.", detail(ready)))
        }
        _ => next(resource, context),
    }
}

/// `condition_detail` without a reason that only repeats the type (`Ready: Ready`).
fn detail(condition: &crate::model::Condition) -> String {
    if condition.reason == condition.type_ && !condition.message.is_empty() {
        format!(": {}", clause(&condition.message))
    } else {
        condition_detail(condition)
    }
}
