//! DaemonSet (`apps/v1`): one pod per eligible node; scheduled, updated and available counts.
//!
//! The rollout checks follow `kubectl rollout status`; with `updateStrategy: OnDelete` old pods
//! are replaced only when someone deletes them, which is not a failure.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{every, selector_flag, Assessment, Context, Next, Rule};

/// The DaemonSet rule.
pub static RULE: Rule = Rule { group: "apps", kind: "DaemonSet", classify };

fn classify(daemon_set: &Resource, context: &Context, next: Next) -> Assessment {
    let Some(desired) = daemon_set.int(&["status", "desiredNumberScheduled"]) else {
        return next(daemon_set, context);
    };
    let field = |name: &str| daemon_set.int(&["status", name]).unwrap_or(0);
    let (current, updated, available) = (field("currentNumberScheduled"), field("updatedNumberScheduled"), field("numberAvailable"));
    let misscheduled = field("numberMisscheduled");
    let on_delete = daemon_set.str(&["spec", "updateStrategy", "type"]) == Some("OnDelete");
    let note = if misscheduled > 0 {
        let who = if misscheduled == 1 { "1 node runs".to_owned() } else { format!("{misscheduled} nodes run") };
        format!(" Note: {who} a daemon pod it should not (numberMisscheduled {misscheduled}), usually after a node label or taint changed.")
    } else {
        String::new()
    };

    if desired == 0 {
        return Assessment::plain(
            Verdict::Ready,
            format!("No node is eligible for this DaemonSet (desiredNumberScheduled 0), so it runs no pods; if that is not intended, check its nodeSelector, affinity and tolerations.{note}"),
        );
    }
    if current < desired {
        return Assessment::plain(
            Verdict::InProgress,
            format!(
                "{current} of {desired} nodes that should run a daemon pod have one scheduled. kubectl get pods{}{} -o wide against kubectl get nodes shows which nodes have none; a Pending pod's FailedScheduling event says why (often a taint it does not tolerate, or no room for its requests).{note}",
                daemon_set.namespace_flag(),
                crate::rules::selector_flag(daemon_set)
            ),
        );
    }
    if !on_delete && updated < desired {
        return Assessment::plain(
            Verdict::InProgress,
            format!("The rollout is in progress: {updated} out of {desired} new pods have been updated.{note}"),
        );
    }
    if available < desired {
        let unavailable = desired - available;
        return Assessment::plain(
            Verdict::InProgress,
            format!(
                "{available} of {desired} daemon pods are available; {} not (kubectl get pods{}{} -o wide shows on which nodes).{note}",
                if unavailable == 1 { "1 is".to_owned() } else { format!("{unavailable} are") },
                daemon_set.namespace_flag(),
                selector_flag(daemon_set)
            ),
        );
    }
    let strategy = if on_delete && updated < desired && daemon_set.get(&["status", "updatedNumberScheduled"]).is_some() {
        format!(" {updated} of {desired} run the newest template; with updateStrategy OnDelete the others change only when you delete them.")
    } else {
        String::new()
    };
    Assessment::plain(
        Verdict::Ready,
        format!("A daemon pod is available on {} that should run one.{strategy}{note}", every(desired, "node")),
    )
}
