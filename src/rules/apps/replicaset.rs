//! ReplicaSet (`apps/v1`) and ReplicationController (`v1`, the revisions of an OpenShift
//! DeploymentConfig): replica counts and `ReplicaFailure`.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{clause, be, capitalized, condition_detail, every, reason_or, selector_flag, Assessment, Context, Next, Rule};

/// The ReplicaSet rule.
pub static RULE: Rule = Rule { group: "apps", kind: "ReplicaSet", classify };

/// ReplicationController: the same counts and condition.
pub static RULE_REPLICATION_CONTROLLER: Rule = Rule { group: "", kind: "ReplicationController", classify };

fn classify(replica_set: &Resource, context: &Context, next: Next) -> Assessment {
    if replica_set.get(&["status"]).is_none() {
        return next(replica_set, context);
    }
    let wanted = replica_set.int(&["spec", "replicas"]).unwrap_or(1);
    let field = |name: &str| replica_set.int(&["status", name]).unwrap_or(0);
    let (replicas, ready, available) = (field("replicas"), field("readyReplicas"), field("availableReplicas"));

    if let Some(failure) = replica_set.condition("ReplicaFailure").filter(|c| c.is_true()) {
        // The controller's reason says which way it failed (FailedCreate, FailedDelete).
        let which = match failure.reason.as_str() {
            "FailedCreate" => "created",
            "FailedDelete" => "deleted",
            _ => "created or deleted",
        };
        let what = format!("Pods cannot be {which}{}", condition_detail(failure));
        let (verdict, serving) = if available > 0 {
            (Verdict::Degraded, format!("{available} of {wanted} pods are still available"))
        } else if wanted == 0 {
            (Verdict::Degraded, "it should run no pods".to_owned())
        } else {
            (Verdict::Failed, "no pod is available".to_owned())
        };
        let refused = crate::rules::core::admission::refusal(&failure.message, replica_set).map(|why| format!(" {why}")).unwrap_or_default();
        let assessment = Assessment::new(verdict, format!("{what}; {serving}.{refused}"), reason_or(failure, "FailedCreate"));
        // What refused the pods says what to do: not "describe the pods" (there are none).
        return if refused.is_empty() { assessment } else { assessment.answering() };
    }
    if wanted == 0 && replicas == 0 {
        let owner = replica_set.owners.iter().find(|o| crate::relate::revisioned(&o.kind).is_some());
        let summary = match owner {
            Some(owner) => format!(
                "This is an old {} of {} {}, scaled to zero (spec.replicas: 0) and kept for rollbacks.",
                replica_set.kind, owner.kind, owner.name
            ),
            None => format!("The {} is scaled to zero (spec.replicas: 0).", replica_set.kind),
        };
        return Assessment::plain(Verdict::Ready, summary);
    }
    if replicas < wanted {
        // No ReplicaFailure condition (yet), but the controller's newest word is a refusal.
        if let Some(refused) = context.latest_event(&["FailedCreate", "SuccessfulCreate"]).filter(|event| event.reason == "FailedCreate" && event.type_ == "Warning") {
            let times = if refused.count > 1 { format!(", {} times", refused.count) } else { String::new() };
            let (verdict, serving) = if available > 0 { (Verdict::Degraded, format!("{available} of {wanted} pods are still available")) } else { (Verdict::Failed, "no pod is available".to_owned()) };
            let why = crate::rules::core::admission::refusal(&refused.message, replica_set).map(|why| format!(" {why}")).unwrap_or_default();
            return Assessment::new(
                verdict,
                format!("Pods cannot be created (FailedCreate{times}): “{}”; {replicas} of {wanted} exist, {serving}.{why}", clause(refused.message.trim())),
                "FailedCreate",
            );
        }
        return Assessment::plain(
            Verdict::InProgress,
            format!("{replicas} of {wanted} pods exist; the controller is creating the rest."),
        );
    }
    if ready < wanted {
        return Assessment::plain(
            Verdict::InProgress,
            format!("{ready} of {wanted} pods are ready (kubectl get pods{}{}).", replica_set.namespace_flag(), selector_flag(replica_set)),
        );
    }
    if available < wanted {
        let min_ready = replica_set.int(&["spec", "minReadySeconds"]).unwrap_or(0);
        return Assessment::plain(
            Verdict::InProgress,
            format!("{available} of {wanted} pods are available: ready pods count as available after minReadySeconds ({min_ready} s)."),
        );
    }
    if replicas > wanted {
        let extra = replicas.saturating_sub(wanted);
        let word = if extra == 1 { "pod is" } else { "pods are" };
        return Assessment::plain(
            Verdict::InProgress,
            format!("{extra} extra {word} being removed (status.replicas {replicas}, spec.replicas {wanted})."),
        );
    }
    Assessment::plain(Verdict::Ready, capitalized(&format!("{} {} ready and available.", every(wanted, "pod"), be(wanted))))
}
