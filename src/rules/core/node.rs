//! Node (`v1`): the `Ready` condition, pressure conditions, and cordoning.
//!
//! Only `Ready` is good when True; `MemoryPressure`, `DiskPressure`, `PIDPressure` and
//! `NetworkUnavailable` are good when False.

use crate::explain::is_failing;
use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, reason_or, Assessment, Context, Next, Rule};

/// The Node rule.
pub static RULE: Rule = Rule { group: "", kind: "Node", classify };

fn classify(node: &Resource, context: &Context, next: Next) -> Assessment {
    let Some(ready) = node.condition("Ready") else {
        return next(node, context);
    };
    let cordoned = node.get(&["spec", "unschedulable"]).and_then(|v| v.as_bool()) == Some(true);
    let cordon_note = if cordoned {
        " It is cordoned (spec.unschedulable: true): it keeps its pods but the scheduler places no new ones."
    } else {
        ""
    };
    if ready.is_false() {
        return Assessment::new(
            Verdict::Failed,
            format!(
                "The node is NotReady{}: it cannot run pods, and its pods are evicted after their toleration (5 min by default).{cordon_note}",
                condition_detail(ready)
            ),
            reason_or(ready, "KubeletNotReady"),
        );
    }
    if !ready.is_true() {
        return Assessment::new(
            Verdict::Failed,
            format!(
                "The node is unreachable: Ready is {}{}. The control plane has not heard from its kubelet, so it treats the node as lost and evicts its pods after their toleration.{cordon_note}",
                ready.status.as_str(),
                condition_detail(ready)
            ),
            reason_or(ready, "NodeStatusUnknown"),
        );
    }
    let pressures: Vec<_> = node.conditions.iter().filter(|c| c.type_ != "Ready" && is_failing(c)).collect();
    if let Some(first) = pressures.first() {
        let names: Vec<&str> = pressures.iter().map(|c| c.type_.as_str()).collect();
        return Assessment::new(
            Verdict::Degraded,
            format!(
                "The node is Ready but under pressure: {} {} True{}. The kubelet evicts pods and refuses new ones until it recovers.{cordon_note}",
                names.join(", "),
                if names.len() == 1 { "is" } else { "are" },
                condition_detail(first)
            ),
            reason_or(first, &first.type_),
        );
    }
    if cordoned {
        return Assessment::plain(
            Verdict::Ready,
            format!("The node is Ready but cordoned (spec.unschedulable: true): it keeps running its pods, and the scheduler places no new ones until kubectl uncordon {}.", node.name),
        );
    }
    Assessment::plain(Verdict::Ready, "The node is Ready, with no memory, disk or process-ID pressure.")
}
