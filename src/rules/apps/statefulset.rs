//! StatefulSet (`apps/v1`): ready pods, revisions, `partition` and the `OnDelete` strategy.
//!
//! The rollout checks follow `kubectl rollout status`: ready pods first, then updated pods
//! against `replicas − partition`; equal `currentRevision` and `updateRevision` mean done.

use crate::model::Resource;
use crate::report::Verdict;
use crate::model::event::Event;
use crate::rules::{be, capitalized, clause, every, selector_flag, Assessment, Context, Next, Rule};

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
    if ready < wanted && replicas < wanted {
        // The controller's newest word is a refusal: the missing pods are not coming.
        // (A write that lost a race with another is retried at once: not a refusal.)
        if let Some(refused) = context
            .latest_event(&["FailedCreate", "SuccessfulCreate"])
            .filter(|event| event.reason == "FailedCreate" && event.type_ == "Warning" && !event.message.contains("the object has been modified"))
        {
            return refused_pods(set, refused, ready, wanted);
        }
    }
    // Mid-way through a rolling update: pods are replaced from the highest ordinal down, one
    // at a time, each once the one before is ready (not an ordered start-up).
    let target = (replicas - partition).max(0);
    if ready < wanted && !on_delete && !same_revision && !current_revision.is_empty() && !update_revision.is_empty() && updated < target {
        return Assessment::plain(
            Verdict::InProgress,
            format!(
                "Rolling update to revision {update_revision}: {updated} of {target} pods updated, {ready} of {wanted} ready. Pods are replaced from the highest-numbered down, each once the one before is ready (kubectl get pods{}{}).",
                set.namespace_flag(),
                selector_flag(set)
            ),
        );
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

/// The StatefulSet could not create a pod or its claim (`FailedCreate`): Degraded while some
/// pods are ready, else Failed. A claim refused by a ResourceQuota says the numbers and how
/// much the quota needs; another refusal says what refused it when it is known.
fn refused_pods(set: &Resource, refused: &Event, ready: i64, wanted: i64) -> Assessment {
    let verdict = if ready > 0 { Verdict::Degraded } else { Verdict::Failed };
    let message = refused.message.trim();
    let times = if refused.count > 1 { format!(", {} times", refused.count) } else { String::new() };
    let pod = message.split_once(" Pod ").and_then(|(_, rest)| rest.split_whitespace().next()).filter(|name| !name.is_empty()).map(|name| format!("Pod {name}")).unwrap_or_else(|| "A pod".to_owned());
    let left = format!("{ready} of {wanted} pods are ready, and the missing ones are not created until then.");
    let claim = message.split_once("persistentvolumeclaims \"").and_then(|(_, rest)| rest.split('"').next()).filter(|name| !name.is_empty());
    if let (Some(claim), Some((quota, _))) = (claim, crate::rules::core::resourcequota::exceeded(message)) {
        let ns = set.namespace_flag();
        let refused = match quota_numbers(message) {
            Some((name, requested, used, limited)) => {
                let room = match (amount(&used), amount(&limited), amount(&requested)) {
                    (Some((used, unit)), Some((limited, same)), Some((asked, also))) if unit == same && unit == also && limited >= used => {
                        format!(" ({}{unit} left); raise its {name} to at least {}{unit}", limited - used, used.saturating_add(asked))
                    }
                    _ => format!("; raise its {name}"),
                };
                format!("its claim {claim} asks for {name} {requested}, and ResourceQuota {quota} has {used} of {limited} used{room}")
            }
            None => format!("ResourceQuota {quota} refuses its claim {claim}; raise the quota"),
        };
        return Assessment::new(
            verdict,
            format!("{pod} cannot be created (FailedCreate{times}): {refused} (kubectl edit resourcequota {quota}{ns}), or delete claims no longer used (kubectl get pvc{ns}). {left}"),
            "FailedCreate",
        )
        .answering();
    }
    let why = crate::rules::core::admission::refusal(message, set).map(|why| format!(" {why}")).unwrap_or_default();
    Assessment::new(verdict, format!("{pod} cannot be created (FailedCreate{times}): “{}”. {left}{why}", clause(message)), "FailedCreate")
}

/// The first resource an "exceeded quota" error names, with what was requested, used and
/// allowed: `("requests.storage", "200Gi", "620Gi", "700Gi")`.
fn quota_numbers(message: &str) -> Option<(String, String, String, String)> {
    let value = |label: &str| -> Option<(String, String)> {
        let (_, rest) = message.split_once(label)?;
        let (name, amount) = rest.split([',', ' ', '\'', '"']).next()?.split_once('=')?;
        Some((name.to_owned(), amount.to_owned()))
    };
    let (name, requested) = value("requested: ")?;
    let (_, used) = value("used: ")?;
    let (_, limited) = value("limited: ")?;
    Some((name, requested, used, limited))
}

/// A whole amount and its unit (`620Gi` → 620, `Gi`), for sums said in the same unit.
fn amount(text: &str) -> Option<(i64, &str)> {
    let digits = text.find(|c: char| !c.is_ascii_digit()).unwrap_or(text.len());
    Some((text.get(..digits)?.parse().ok()?, text.get(digits..)?))
}
