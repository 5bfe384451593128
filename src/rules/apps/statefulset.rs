//! StatefulSet (`apps/v1`): ready pods, revisions, `partition` and the `OnDelete` strategy.
//!
//! The rollout checks follow `kubectl rollout status`: ready pods first, then updated pods
//! against `replicas − partition`; equal `currentRevision` and `updateRevision` mean done.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{be, capitalized, every, selector_flag, Assessment, Context, Next, Rule};

/// The StatefulSet rule.
pub static RULE: Rule = Rule { group: "apps", kind: "StatefulSet", classify };

fn classify(set: &Resource, context: &Context, next: Next) -> Assessment {
    if set.get(&["status"]).is_none() {
        return next(set, context);
    }
    let wanted = set.int(&["spec", "replicas"]).unwrap_or(1);
    let field = |name: &str| set.int(&["status", name]);
    let replicas = field("replicas").unwrap_or(0);
    let ready = field("readyReplicas").unwrap_or(0);
    let current_revision = set.str(&["status", "currentRevision"]).unwrap_or("");
    let update_revision = set.str(&["status", "updateRevision"]).unwrap_or("");
    let same_revision = !update_revision.is_empty() && current_revision == update_revision;
    // Without updatedReplicas, equal revisions mean every pod runs the newest one.
    let updated = field("updatedReplicas").unwrap_or(if same_revision { replicas } else { 0 });
    let on_delete = set.str(&["spec", "updateStrategy", "type"]) == Some("OnDelete");
    let partition = set.int(&["spec", "updateStrategy", "rollingUpdate", "partition"]).unwrap_or(0).max(0);
    let at_revision = if update_revision.is_empty() { String::new() } else { format!(" at revision {update_revision}") };

    if wanted == 0 && replicas == 0 {
        return Assessment::plain(Verdict::Ready, "The StatefulSet is scaled to zero (spec.replicas: 0).");
    }
    if ready < wanted {
        let ordered = if set.str(&["spec", "podManagementPolicy"]) == Some("Parallel") {
            String::new()
        } else {
            " Pods start one at a time in order (podManagementPolicy OrderedReady), so the lowest-numbered pod that is not ready holds back the rest.".to_owned()
        };
        return Assessment::plain(
            Verdict::InProgress,
            format!("{ready} of {wanted} pods are ready (kubectl get pods{}{}).{ordered}", set.namespace_flag(), selector_flag(set)),
        );
    }
    if replicas > wanted {
        return Assessment::plain(
            Verdict::InProgress,
            format!("{} of {replicas} pods are being removed to reach spec.replicas {wanted}.", replicas - wanted),
        );
    }
    if on_delete {
        if !same_revision && updated < replicas {
            return Assessment::plain(
                Verdict::Ready,
                format!(
                    "{} {} ready; {updated} of {replicas} run the newest revision{at_revision}. With updateStrategy OnDelete the others change only when you delete them.",
                    capitalized(&every(wanted, "pod")),
                    be(wanted)
                ),
            );
        }
        return Assessment::plain(Verdict::Ready, format!("{} {} ready{at_revision} (updateStrategy OnDelete).", capitalized(&every(wanted, "pod")), be(wanted)));
    }
    if !same_revision {
        let target = (replicas - partition).max(0);
        if updated < target {
            let partitioned = if partition > 0 { format!(" (partition {partition}: pods numbered {partition} and up)") } else { String::new() };
            return Assessment::plain(
                Verdict::InProgress,
                format!("The rolling update is in progress: {updated} of {target} pods have been updated{at_revision}{partitioned}."),
            );
        }
        if partition > 0 {
            return Assessment::plain(
                Verdict::Ready,
                format!(
                    "The partitioned rollout is complete: {} updated{at_revision}; pods numbered below {partition} stay at {} until the partition is lowered (kubectl patch statefulset {}{} -p '{{\"spec\":{{\"updateStrategy\":{{\"rollingUpdate\":{{\"partition\":0}}}}}}}}' rolls out to all).",
                    match updated { 1 => "1 pod is".to_owned(), n => format!("{n} pods are") },
                    if current_revision.is_empty() { "the previous revision" } else { current_revision },
                    set.name,
                    set.namespace_flag()
                ),
            );
        }
        if !current_revision.is_empty() && !update_revision.is_empty() {
            return Assessment::plain(
                Verdict::InProgress,
                format!("The rolling update is finishing: every pod is updated, and the controller has not yet moved currentRevision {current_revision} to {update_revision}."),
            );
        }
    }
    if let Some(available) = field("availableReplicas").filter(|&available| available < wanted) {
        let min_ready = set.int(&["spec", "minReadySeconds"]).unwrap_or(0);
        return Assessment::plain(
            Verdict::InProgress,
            format!("{available} of {wanted} pods are available: ready pods count as available after minReadySeconds ({min_ready} s)."),
        );
    }
    Assessment::plain(Verdict::Ready, format!("{} {} ready{at_revision}.", capitalized(&every(wanted, "pod")), be(wanted)))
}
