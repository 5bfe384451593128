//! PersistentVolumeClaim (`v1`): phase `Bound` / `Pending` / `Lost`, and resize conditions.

use crate::explain::is_failing;
use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, reason_or, Assessment, Context, Next, Rule};

/// The PersistentVolumeClaim rule.
pub static RULE: Rule = Rule { group: "", kind: "PersistentVolumeClaim", classify };

fn classify(claim: &Resource, context: &Context, next: Next) -> Assessment {
    let volume = claim.str(&["spec", "volumeName"]).unwrap_or("");
    match claim.str(&["status", "phase"]) {
        Some("Bound") => bound(claim, volume),
        Some("Pending") => {
            let class = match claim.str(&["spec", "storageClassName"]) {
                Some("") => ", no StorageClass: only a matching pre-created volume can bind it".to_owned(),
                Some(class) => format!(", StorageClass {class}"),
                None => ", default StorageClass".to_owned(),
            };
            Assessment::new(
                Verdict::InProgress,
                format!(
                    "The claim is not bound to a volume yet (phase Pending{class}). If the StorageClass binds on first use (WaitForFirstConsumer) this is normal until a pod uses the claim; otherwise its events tell why: kubectl describe pvc {}{}.",
                    display(&claim.name),
                    claim.namespace_flag()
                ),
                "Pending",
            )
        }
        Some("Lost") => Assessment::new(
            Verdict::Failed,
            format!(
                "The claim lost its volume{} (phase Lost): the PersistentVolume it was bound to no longer exists, and the data on it is gone.",
                if volume.is_empty() { String::new() } else { format!(" {volume}") }
            ),
            "ClaimLost",
        ),
        _ => next(claim, context),
    }
}

/// Phase `Bound`: the volume, its size, and any resize in flight or failed.
fn bound(claim: &Resource, volume: &str) -> Assessment {
    let size = claim.str(&["status", "capacity", "storage"]).map(|size| format!(" ({size})")).unwrap_or_default();
    let to = if volume.is_empty() { String::new() } else { format!(" to volume {volume}") };
    if let Some(bad) = claim.conditions.iter().find(|c| is_failing(c)) {
        return Assessment::new(
            Verdict::Degraded,
            format!("The claim is bound{to}{size}, but {} is {}{}.", bad.type_, bad.status.as_str(), condition_detail(bad)),
            reason_or(bad, &bad.type_),
        );
    }
    let resizing = ["Resizing", "FileSystemResizePending", "ModifyingVolume"]
        .iter()
        .find_map(|type_| claim.condition(type_).filter(|c| c.is_true()));
    if let Some(resizing) = resizing {
        let what = match resizing.type_.as_str() {
            "FileSystemResizePending" => "the volume was expanded and its filesystem grows when a pod next mounts it".to_owned(),
            "ModifyingVolume" => "its volume attributes are being changed".to_owned(),
            _ => "the volume is being resized".to_owned(),
        };
        return Assessment::new(
            Verdict::InProgress,
            format!("The claim is bound{to}{size}; {what} ({}{}).", resizing.type_, condition_detail(resizing)),
            reason_or(resizing, &resizing.type_),
        );
    }
    Assessment::plain(Verdict::Ready, format!("The claim is bound{to}{size}."))
}

fn display(name: &str) -> &str {
    if name.is_empty() { "<name>" } else { name }
}
