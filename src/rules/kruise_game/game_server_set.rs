//! An OpenKruise Game GameServerSet runs its game servers through an Advanced StatefulSet and
//! copies its counts: `replicas`, `readyReplicas`, `updatedReplicas`, `updatedReadyReplicas`
//! (left out when zero, and absent in older versions), plus `maintainingReplicas` and
//! `waitToBeDeletedReplicas` (servers whose opsState marks them). Updates follow
//! `spec.updateStrategy.rollingUpdate`: `paused: true` stops them; `partition: N` keeps N
//! game servers at the old revision on purpose (a phased update): once the others are
//! updated and ready the update is complete for now, as for an Advanced StatefulSet.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{be, capitalized, every, Assessment, Context, Next, Rule};

/// GameServerSet.
pub static RULE: Rule = Rule { group: "game.kruise.io", kind: "GameServerSet", classify };

fn classify(set: &Resource, _context: &Context, _next: Next) -> Assessment {
    if set.get(&["status"]).is_none() {
        return crate::rules::not_reconciled(set, "the OpenKruise Game controller has not created its game servers", "GameServerSetPending");
    }
    let strategy = |name: &str| set.get(&["spec", "updateStrategy", "rollingUpdate", name]);
    let status = |name: &str| set.int(&["status", name]);
    let wanted = set.int(&["spec", "replicas"]).or(status("replicas")).unwrap_or(1);
    let updated = status("updatedReplicas").unwrap_or(0);
    let ready = status("readyReplicas");
    // Without updatedReadyReplicas (zero, or an older version): all updated ones are ready
    // when every replica is.
    let updated_ready = match (status("updatedReadyReplicas"), ready) {
        (Some(n), _) => Some(n),
        (None, Some(ready)) if ready >= status("replicas").unwrap_or(wanted) => Some(updated),
        (None, Some(_)) => Some(0),
        (None, None) => None,
    };
    let marked = [("maintainingReplicas", "under maintenance"), ("waitToBeDeletedReplicas", "waiting to be deleted")]
        .iter()
        .filter_map(|(field, words)| status(field).filter(|n| *n > 0).map(|n| format!("{n} {words}")))
        .collect::<Vec<_>>();
    let marked = if marked.is_empty() { String::new() } else { format!(" ({})", marked.join(", ")) };
    let progress = |target: i64| match updated_ready {
        Some(n) => format!("{n} of {target} game servers are updated and ready"),
        None => format!("{updated} of {target} game servers are updated (the status does not say how many are ready)"),
    };
    if strategy("paused").and_then(|v| v.as_bool()) == Some(true) {
        return Assessment::new(
            Verdict::Suspended,
            format!("The update is paused (spec.updateStrategy.rollingUpdate.paused: true); {}{marked}. Set it to false to resume.", progress(wanted)),
            "GameServerSetPaused",
        );
    }
    let held = strategy("partition").and_then(|v| v.as_i64()).unwrap_or(0).clamp(0, wanted.max(0));
    let target = wanted - held;
    let done = updated_ready.unwrap_or(updated);
    if done < target {
        return Assessment::new(Verdict::InProgress, format!("The update is in progress: {}{marked}.", progress(target)), "GameServerSetRollingOut");
    }
    if held > 0 {
        return Assessment::new(
            Verdict::Ready,
            format!("The partitioned update is complete: {}; partition {held} keeps {held} at the old revision until it is lowered{marked}.", progress(target)),
            "GameServerSetPartitioned",
        );
    }
    if let Some(ready) = ready.filter(|ready| *ready < wanted) {
        return Assessment::new(Verdict::InProgress, format!("{ready} of {wanted} game servers are ready{marked}."), "GameServerSetRollingOut");
    }
    if wanted == 0 {
        return Assessment::plain(Verdict::Ready, "The GameServerSet is scaled to zero game servers (spec.replicas: 0).");
    }
    Assessment::plain(Verdict::Ready, format!("{} {} updated and ready{marked}.", capitalized(&every(wanted, "game server")), be(wanted)))
}
