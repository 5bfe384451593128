//! An OpenKruise Game GameServer stands beside the pod of the same name and reports
//! `status.currentState` against `status.desiredState` (`Creating`, `Ready`, `NotReady`,
//! `Updating`, `Crash`, `Deleting`, `Unknown`), a copy of the pod's status in
//! `status.podStatus` (its `Ready` and `KruisePodReady` conditions: Kruise sets the latter
//! False to take a pod out of service before an in-place update or deletion), the network in
//! `status.networkStatus` (`currentNetworkState` `Ready` / `Waiting` / `NotReady`) and
//! conditions `PodNormal`, `NodeNormal`, `PersistentVolumeNormal`. `spec.opsState` is set
//! by operators or the game: `Maintaining` takes the server out on purpose, `WaitToBeDeleted`
//! and `Kill` mark it for removal, `Allocated` means players are on it.

use crate::model::{Condition, Resource};
use crate::report::Verdict;
use crate::rules::{condition_detail, Assessment, Context, Next, Rule};

/// GameServer.
pub static RULE: Rule = Rule { group: "game.kruise.io", kind: "GameServer", classify };

/// `Type is False: Reason: message`.
fn said(condition: &Condition) -> String {
    format!("{} is {}{}", condition.type_, condition.status.as_str(), condition_detail(condition))
}

fn classify(server: &Resource, context: &Context, next: Next) -> Assessment {
    let name = server.display_name();
    let Some(current) = server.str(&["status", "currentState"]) else {
        if server.get(&["status"]).is_none() || server.get(&["status", "podStatus"]).is_none() {
            let what = if server.get(&["status"]).is_none() { "no status" } else { "no status.currentState" };
            return Assessment::new(
                Verdict::InProgress,
                format!("{name} has {what} yet: the OpenKruise Game controller has not reported on its pod (or the status was not pasted)."),
                "GameServerPending",
            );
        }
        return next(server, context);
    };
    let desired = server.str(&["status", "desiredState"]).filter(|d| !d.is_empty() && *d != current);
    let wanted = desired.map(|d| format!(" (desired {d})")).unwrap_or_default();
    let ops = server.str(&["spec", "opsState"]).filter(|o| !o.is_empty() && *o != "None");
    let ops_part = ops.map(|o| format!("; spec.opsState is {o}")).unwrap_or_default();
    if ops == Some("Maintaining") {
        return Assessment::new(
            Verdict::Suspended,
            format!("{name} is under maintenance (spec.opsState: Maintaining); status.currentState is {current}."),
            "GameServerMaintaining",
        );
    }
    match current {
        "Creating" => return Assessment::new(Verdict::InProgress, format!("status.currentState is Creating{wanted}: its pod is being created and started{ops_part}."), "GameServerCreating"),
        "Updating" => return Assessment::new(Verdict::InProgress, format!("status.currentState is Updating{wanted}: its pod is being updated{ops_part}."), "GameServerUpdating"),
        "Deleting" => return Assessment::plain(Verdict::Terminating, format!("status.currentState is Deleting: the GameServer and its pod are being removed{ops_part}.")),
        "Crash" => return Assessment::new(Verdict::Failed, format!("status.currentState is Crash{wanted}: a container of its pod keeps crashing{ops_part}."), "GameServerCrash"),
        "NotReady" => {
            let why = pod_not_ready(server).map(|c| format!(": {}", said(&c))).unwrap_or_default();
            return Assessment::new(Verdict::Degraded, format!("status.currentState is NotReady{wanted}{why}; it takes no players until its pod is ready{ops_part}."), "GameServerNotReady");
        }
        "Ready" => {}
        _ => return next(server, context),
    }
    if let Some(pod) = pod_not_ready(server) {
        return Assessment::new(
            Verdict::Degraded,
            format!("status.currentState is Ready, but its pod is not ready (status.podStatus): {}{ops_part}.", said(&pod)),
            "GameServerPodNotReady",
        );
    }
    if let Some(bad) = server.conditions.iter().find(|c| c.type_.ends_with("Normal") && c.is_false()) {
        return Assessment::new(Verdict::Degraded, format!("status.currentState is Ready, but {}{ops_part}.", said(bad)), "GameServerNotNormal");
    }
    let network = server.str(&["status", "networkStatus", "currentNetworkState"]).filter(|n| !n.trim().is_empty());
    let network_wanted = server.str(&["status", "networkStatus", "desiredNetworkState"]).unwrap_or("Ready");
    match network {
        Some("NotReady") if network_wanted == "Ready" => {
            return Assessment::new(Verdict::Degraded, format!("status.currentState is Ready, but its network is NotReady (status.networkStatus){ops_part}: players cannot reach it."), "GameServerNetworkNotReady");
        }
        Some("Waiting") if network_wanted == "Ready" => {
            return Assessment::new(Verdict::InProgress, format!("status.currentState is Ready and its network is still being set up (currentNetworkState Waiting){ops_part}."), "GameServerNetworkWaiting");
        }
        _ => {}
    }
    if let Some(desired) = desired {
        return Assessment::new(Verdict::InProgress, format!("status.currentState is Ready, desired {desired}{ops_part}."), "GameServerUpdating");
    }
    let network_part = network.map(|n| format!(" and its network is {n}")).unwrap_or_default();
    Assessment::plain(Verdict::Ready, format!("status.currentState is Ready{network_part}: the game server can take players{ops_part}."))
}

/// The copied pod condition (`Ready`, `KruisePodReady`, `ContainersReady`) that is False, if any.
fn pod_not_ready(server: &Resource) -> Option<Condition> {
    let Some(crate::model::Value::Array(list)) = server.get(&["status", "podStatus", "conditions"]) else { return None };
    let conditions: Vec<Condition> = list.iter().filter_map(Condition::from_value).collect();
    ["KruisePodReady", "Ready", "ContainersReady"]
        .iter()
        .find_map(|type_| conditions.iter().find(|c| c.type_ == *type_ && c.is_false()).cloned())
}
