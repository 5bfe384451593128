//! Lease (`coordination.k8s.io/v1`): a holder renews it within `leaseDurationSeconds`. Node
//! leases (namespace `kube-node-lease`) are the kubelet's heartbeat: one not renewed for longer
//! than its duration means the node has stopped reporting. Other leases elect a leader; an old
//! one only says its last holder stopped renewing.

use crate::model::timestamp::human_duration;
use crate::model::{Resource, Timestamp};
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};

/// The Lease rule.
pub static RULE: Rule = Rule { group: "coordination.k8s.io", kind: "Lease", classify };

fn classify(lease: &Resource, context: &Context, _next: Next) -> Assessment {
    let holder = lease.str(&["spec", "holderIdentity"]).filter(|h| !h.is_empty());
    let duration = lease.int(&["spec", "leaseDurationSeconds"]).unwrap_or(40).max(1);
    let renewed = lease.str(&["spec", "renewTime"]).and_then(Timestamp::parse);
    let node_lease = lease.namespace.as_deref() == Some("kube-node-lease");
    let Some(holder) = holder else {
        return Assessment::plain(Verdict::Ready, "Nobody holds the lease right now (no spec.holderIdentity).");
    };
    match context.seconds_since(renewed) {
        Some(age) if age > duration.saturating_mul(3) && node_lease => Assessment::new(
            Verdict::Degraded,
            format!(
                "The kubelet of node {holder} last renewed its lease {} ago (a healthy kubelet renews it about every {}): the node has stopped reporting.",
                human_duration(age),
                human_duration((duration / 4).max(1))
            ),
            "LeaseExpired",
        ),
        Some(age) if age > duration => Assessment::plain(
            Verdict::Ready,
            format!("Held by {holder}, last renewed {} ago, longer than its duration ({} s): the holder has stopped renewing, and another may take it over.", human_duration(age), duration),
        ),
        Some(age) => Assessment::plain(Verdict::Ready, format!("Held by {holder}, renewed {} ago.", human_duration(age))),
        None => Assessment::plain(Verdict::Ready, format!("Held by {holder}.")),
    }
}
