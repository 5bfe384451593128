//! OpenKruise Game (`game.kruise.io`): GameServerSets and GameServers.

use super::{ConditionTypeEntry, ReasonEntry, Table};

/// OpenKruise Game reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "GameServerPending", what: "The GameServer has no state yet: the OpenKruise Game controller has not reported on its pod.", next: "Check its pod and the controller: kubectl get pod {name}{ns}; kubectl get pods -n kruise-game-system." },
    ReasonEntry { reason: "GameServerCreating", what: "The GameServer's pod is being created and started.", next: "Watch the pod: kubectl get pod {name}{ns} -w; kubectl describe pod {name}{ns} if it stays Pending." },
    ReasonEntry { reason: "GameServerUpdating", what: "The GameServer's pod is being updated (in place or recreated) to the GameServerSet's new revision.", next: "Watch it: kubectl get {resource}{ns} -w; kubectl describe pod {name}{ns} if it stays." },
    ReasonEntry { reason: "GameServerNotReady", what: "The GameServer's pod is running but not ready, so the server takes no players.", next: "Find the failing probe or container: kubectl describe pod {name}{ns}." },
    ReasonEntry { reason: "GameServerCrash", what: "A container of the GameServer's pod keeps crashing.", next: "Read the crashed container's log: kubectl logs {name}{ns} --previous." },
    ReasonEntry { reason: "GameServerPodNotReady", what: "The GameServer says Ready but its pod is not (a False Ready or KruisePodReady condition): Kruise has taken it out of service, typically before an in-place update or deletion, or a probe fails.", next: "Look at the pod's conditions and lifecycle state: kubectl describe pod {name}{ns}." },
    ReasonEntry { reason: "GameServerNotNormal", what: "One of the GameServer's health conditions (PodNormal, NodeNormal, PersistentVolumeNormal) is False.", next: "Read its reason and message: kubectl describe {resource}{ns}; then the pod or node it names." },
    ReasonEntry { reason: "GameServerNetworkNotReady", what: "The GameServer's network (the access the network plugin sets up: a load balancer port, a host port, an EIP) is not ready, so players cannot reach it.", next: "Read status.networkStatus and the network plugin's events: kubectl describe {resource}{ns}; check the cloud load balancer or Service it created." },
    ReasonEntry { reason: "GameServerNetworkWaiting", what: "The network plugin is still setting up the GameServer's access.", next: "Wait, then read status.networkStatus: kubectl get {resource}{ns} -o yaml." },
    ReasonEntry { reason: "GameServerMaintaining", what: "spec.opsState is Maintaining: the server was taken out of service on purpose.", next: "Set spec.opsState back to None when maintenance is done: kubectl edit {resource}{ns}." },
    ReasonEntry { reason: "GameServerSetPending", what: "The OpenKruise Game controller has not written a status for the GameServerSet yet.", next: "Check that the controller runs: kubectl get pods -n kruise-game-system; and that OpenKruise (Advanced StatefulSet) is installed." },
    ReasonEntry { reason: "GameServerSetPaused", what: "The update is paused (spec.updateStrategy.rollingUpdate.paused: true): no more game servers are updated until it is resumed.", next: "Resume it: kubectl edit {resource}{ns} and set spec.updateStrategy.rollingUpdate.paused to false." },
    ReasonEntry { reason: "GameServerSetPartitioned", what: "The partition keeps that many game servers at the old revision on purpose (a phased update); the others are updated.", next: "Lower spec.updateStrategy.rollingUpdate.partition (to 0 to finish) when the updated servers look good: kubectl edit {resource}{ns}." },
    ReasonEntry { reason: "GameServerSetRollingOut", what: "Game servers are still being created or updated, or updated ones are not ready yet.", next: "Watch them: kubectl get gameservers{ns} -l game.kruise.io/owner-gss={name} -w; a server that stays not ready says why in kubectl describe." },
];

/// OpenKruise Game condition types.
pub(super) const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "PodNormal", what: "True while the GameServer's pod is healthy; False says what is wrong with it." },
    ConditionTypeEntry { type_: "NodeNormal", what: "True while the node running the GameServer's pod is healthy." },
    ConditionTypeEntry { type_: "PersistentVolumeNormal", what: "True while the GameServer's persistent volumes are healthy." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "kruise-game",
    system: "OpenKruise Game",
    covers: "GameServerSets and GameServers (game.kruise.io)",
    reasons: REASONS,
    types: TYPES,
    categorised: &[],
};
