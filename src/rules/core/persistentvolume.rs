//! PersistentVolume (`v1`): `status.phase` is `Pending` (not yet usable), `Available` (free for
//! a claim), `Bound` (to `spec.claimRef`), `Released` (its claim was deleted; the volume waits
//! for its reclaim policy) or `Failed` (reclaiming failed, `status.message` says why).

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{clause, Assessment, Context, Next, Rule};

/// The PersistentVolume rule.
pub static RULE: Rule = Rule { group: "", kind: "PersistentVolume", classify };

fn classify(volume: &Resource, context: &Context, next: Next) -> Assessment {
    let claim = match (volume.str(&["spec", "claimRef", "namespace"]), volume.str(&["spec", "claimRef", "name"])) {
        (Some(namespace), Some(name)) => format!("claim {namespace}/{name}"),
        (None, Some(name)) => format!("claim {name}"),
        _ => "its claim".to_owned(),
    };
    let policy = volume.str(&["spec", "persistentVolumeReclaimPolicy"]).unwrap_or("Retain");
    let size = volume.str(&["spec", "capacity", "storage"]).map(|s| format!(" ({s})")).unwrap_or_default();
    let message = volume.str(&["status", "message"]).map(clause).filter(|m| !m.is_empty()).map(|m| format!(": {m}")).unwrap_or_default();
    match volume.str(&["status", "phase"]) {
        Some("Bound") => Assessment::plain(Verdict::Ready, format!("The volume{size} is bound to {claim}.")),
        Some("Available") => Assessment::plain(Verdict::Ready, format!("The volume{size} is available: no claim uses it yet.")),
        Some("Pending") => Assessment::new(Verdict::InProgress, format!("The volume{size} is not ready to be bound yet{message}."), "VolumePending"),
        Some("Released") if policy == "Retain" => Assessment::new(
            Verdict::Ready,
            format!(
                "The volume{size} was released by {claim}, which was deleted; it is kept with its data (reclaim policy Retain), and no new claim can bind it until an administrator clears its spec.claimRef or deletes it."
            ),
            "VolumeReleased",
        ),
        Some("Released") => Assessment::new(
            Verdict::InProgress,
            format!("The volume{size} was released by {claim}, which was deleted; it waits to be reclaimed (reclaim policy {policy}){message}."),
            "VolumeReleased",
        ),
        Some("Failed") => Assessment::new(Verdict::Failed, format!("Reclaiming the volume{size} failed (reclaim policy {policy}){message}."), "VolumeFailed"),
        _ => next(volume, context),
    }
}
