//! A CDI DataVolume fills a PVC from a source (HTTP, registry, another PVC, an upload) and
//! reports `status.phase`: `Pending`, `PVCBound`, `…Scheduled`, `…InProgress` (with
//! `status.progress`) on the way, `WaitForFirstConsumer` / `PendingPopulation` while the PVC
//! waits for a pod to use it, `UploadReady` while it waits for `virtctl image-upload`,
//! `Paused` between the stages of a multi-stage import, `Succeeded` once the volume is ready
//! to use, `Failed`. The `Running` condition describes the importer / cloner / uploader pod:
//! reason `Error` with the pod's message (and `status.restartCount`) means the transfer
//! itself fails and is being retried.

use crate::rules::status_missing;
use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{clause, count, Assessment, Context, Next, Rule};

/// DataVolume.
pub static RULE: Rule = Rule { group: "cdi.kubevirt.io", kind: "DataVolume", classify };

/// Phases on the way to `Succeeded` that are not named `…Scheduled` or `…InProgress`.
const ON_THE_WAY: &[&str] = &["Pending", "PVCBound"];

fn classify(volume: &Resource, context: &Context, next: Next) -> Assessment {
    let phase = volume.str(&["status", "phase"]);
    if status_missing(volume) || (phase.is_none() && volume.conditions.is_empty()) {
        return crate::rules::not_reconciled(volume, "CDI has not started on it", "DataVolumeNotStarted");
    }
    let Some(phase) = phase else { return next(volume, context) };
    let progress = volume
        .str(&["status", "progress"])
        .filter(|p| !p.is_empty() && *p != "N/A")
        .map(|p| format!(", progress {p}"))
        .unwrap_or_default();
    let running = volume.condition("Running");
    match phase {
        "Succeeded" => Assessment::plain(Verdict::Ready, format!("status.phase is Succeeded: the volume is populated and ready to use{progress}.")),
        "Failed" => {
            let why = running.filter(|c| !c.message.is_empty()).map(|c| format!(": {}", clause(&c.message))).unwrap_or_default();
            Assessment::new(Verdict::Failed, format!("status.phase is Failed{why}."), "DataVolumeFailed")
        }
        "Paused" => Assessment::new(
            Verdict::Suspended,
            "status.phase is Paused: a multi-stage import waits between checkpoints until the next one is given in spec.checkpoints.",
            "DataVolumePaused",
        ),
        "WaitForFirstConsumer" | "PendingPopulation" => Assessment::new(
            Verdict::InProgress,
            format!("status.phase is {phase}: the storage class binds volumes only when a pod that uses it is scheduled, so CDI waits for that pod (a VM that starts, or the import is started with an annotation)."),
            "DataVolumeWaitForFirstConsumer",
        ),
        "UploadReady" => Assessment::new(
            Verdict::InProgress,
            "status.phase is UploadReady: the upload server waits for the image (virtctl image-upload).",
            "DataVolumeUploadReady",
        ),
        "Unknown" => Assessment::plain(Verdict::Unknown, "status.phase is Unknown: CDI cannot tell the state of the volume's PVC."),
        _ if phase.ends_with("InProgress") || phase.ends_with("Scheduled") || ON_THE_WAY.contains(&phase) => {
            if let Some(error) = running.filter(|c| c.is_false() && (c.reason == "Error" || c.reason.ends_with("Failed") || c.reason.starts_with("Err"))) {
                let restarts = volume.int(&["status", "restartCount"]).filter(|n| *n > 0).map(|n| format!(" (the pod was restarted {})", count(n, "time"))).unwrap_or_default();
                let message = if error.message.is_empty() { String::new() } else { format!(": {}", clause(&error.message)) };
                return Assessment::new(
                    Verdict::Failed,
                    format!("status.phase is {phase} but the transfer fails: Running is False with reason {}{message}{restarts}.", error.reason),
                    "DataVolumeTransferError",
                );
            }
            let pod = running
                .filter(|c| !c.is_true() && !c.reason.is_empty())
                .map(|c| format!("; its pod: {}", if c.message.is_empty() { c.reason.clone() } else { format!("{}: {}", c.reason, clause(&c.message)) }))
                .unwrap_or_default();
            Assessment::new(Verdict::InProgress, format!("status.phase is {phase}{progress}{pod}."), "DataVolumeInProgress")
        }
        _ => next(volume, context),
    }
}
