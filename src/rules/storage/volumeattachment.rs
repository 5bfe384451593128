//! VolumeAttachment (`storage.k8s.io/v1`): a CSI driver attaching a volume to a node.
//! `status.attached` says whether it is done; `attachError` / `detachError` carry the driver's
//! last error, which the pods waiting for the volume show only as `FailedAttachVolume` events.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{capitalized, clause, Assessment, Context, Next, Rule};

/// The VolumeAttachment rule.
pub static RULE: Rule = Rule { group: "storage.k8s.io", kind: "VolumeAttachment", classify };

fn classify(attachment: &Resource, _context: &Context, _next: Next) -> Assessment {
    let volume = attachment.str(&["spec", "source", "persistentVolumeName"]).map(|v| format!("volume {v}")).unwrap_or_else(|| "the volume".to_owned());
    let node = attachment.str(&["spec", "nodeName"]).map(|n| format!("node {n}")).unwrap_or_else(|| "its node".to_owned());
    let driver = attachment.str(&["spec", "attacher"]).map(|d| format!(" ({d})")).unwrap_or_default();
    let error = |field: &str| attachment.str(&["status", field, "message"]).map(clause).filter(|m| !m.is_empty());
    if let Some(message) = error("detachError") {
        return Assessment::new(Verdict::Degraded, format!("Detaching {volume} from {node} failed{driver}: {message}."), "DetachError");
    }
    let attached = attachment.get(&["status", "attached"]).and_then(crate::model::Value::as_bool) == Some(true);
    match (attached, error("attachError")) {
        (true, _) => Assessment::plain(Verdict::Ready, format!("{} is attached to {node}{driver}.", capitalized(&volume))),
        (false, Some(message)) => Assessment::new(Verdict::Failed, format!("Attaching {volume} to {node} failed{driver}: {message}."), "AttachError"),
        (false, None) => Assessment::new(Verdict::InProgress, format!("{} is being attached to {node}{driver}.", capitalized(&volume)), "Attaching"),
    }
}

