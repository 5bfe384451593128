//! A CloudNativePG Cluster says what the operator is doing in `status.phase` (a sentence:
//! `Cluster in healthy state`, `Setting up primary`, `Failing over`, …) with details in
//! `status.phaseReason`, counts in `status.instances` / `status.readyInstances`, and the
//! conditions `Ready`, `ContinuousArchiving` and `LastBackupSucceeded`. Two annotations stop it
//! on purpose: `cnpg.io/hibernation: "on"` shuts every instance down and keeps the volumes
//! (the condition `cnpg.io/hibernation` says when that is done), and
//! `cnpg.io/reconciliationLoop: "disabled"` makes the operator leave the cluster alone.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{clause, condition_detail, status_missing, Assessment, Context, Next, Rule};

/// Cluster.
pub static RULE: Rule = Rule { group: "postgresql.cnpg.io", kind: "Cluster", classify };

/// Phases of work the operator does by itself and finishes.
const WORKING: &[&str] = &[
    "Setting up primary",
    "Creating a new replica",
    "Upgrading cluster",
    "Switchover in progress",
    "Waiting for the instances to become active",
    "Online upgrade in progress",
    "Applying configuration",
    "Primary instance is being restarted in-place",
    "Primary instance is being restarted without a switchover",
    "Promoting to primary cluster",
    "Upgrading Postgres major version",
    "Cluster upgrade delayed",
];

/// How long the operator's own work may take before it counts as stuck: creating a replica
/// from a large database takes a while, hours do not.
pub const WORK_STUCK_AFTER_SECONDS: i64 = 2 * 60 * 60;

/// Beginnings of phases in which the operator cannot go on until someone fixes something.
const BLOCKED: &[&str] = &["Cluster cannot", "Unable to create", "Unrecoverable"];

/// How many instances are ready, from the status counts.
fn instances(cluster: &Resource) -> String {
    match (cluster.int(&["status", "readyInstances"]), cluster.int(&["status", "instances"]).or_else(|| cluster.int(&["spec", "instances"]))) {
        (Some(ready), Some(all)) => format!("{ready} of {all} instances ready"),
        (None, Some(all)) => format!("0 of {all} instances ready"),
        _ => String::new(),
    }
}

/// ` (3 of 3 instances ready)` or nothing.
fn in_parens(text: &str) -> String {
    if text.is_empty() { String::new() } else { format!(" ({text})") }
}

fn classify(cluster: &Resource, context: &Context, next: Next) -> Assessment {
    let annotation = |key: &str| cluster.str(&["metadata", "annotations", key]);
    let phase = cluster.str(&["status", "phase"]).unwrap_or("");
    let phase_reason = cluster.str(&["status", "phaseReason"]).map(clause).filter(|r| !r.is_empty());
    let counts = instances(cluster);
    if annotation("cnpg.io/reconciliationLoop") == Some("disabled") {
        let last = if phase.is_empty() { String::new() } else { format!("; the last status it wrote was \"{phase}\"{}", in_parens(&counts)) };
        return Assessment::new(
            Verdict::Suspended,
            format!("Reconciliation is suspended (annotation cnpg.io/reconciliationLoop: disabled): the operator leaves the cluster alone{last}."),
            "CnpgReconciliationDisabled",
        );
    }
    let hibernated = cluster.condition("cnpg.io/hibernation").filter(|c| c.is_true());
    if annotation("cnpg.io/hibernation") == Some("on") {
        let summary = match hibernated {
            Some(done) => format!("The cluster is hibernated on purpose (annotation cnpg.io/hibernation: on){}: its instances are shut down and its volumes kept.", condition_detail(done)),
            None => "Hibernation is requested (annotation cnpg.io/hibernation: on): the operator is shutting the instances down and keeps the volumes.".to_owned(),
        };
        return Assessment::new(Verdict::Suspended, summary, "CnpgHibernated");
    }
    if status_missing(cluster) {
        return crate::rules::not_reconciled(cluster, "the CloudNativePG operator has not reconciled it", "CnpgClusterPending");
    }
    let detail = phase_reason.map(|r| format!(": {r}")).unwrap_or_default();
    if phase == "Cluster in healthy state" {
        for type_ in ["ContinuousArchiving", "LastBackupSucceeded"] {
            if let Some(failing) = cluster.condition(type_).filter(|c| c.is_false()) {
                let (what, reason) = if type_ == "ContinuousArchiving" {
                    ("WAL archiving is failing, so backups and point-in-time recovery are at risk and WAL piles up on the volumes", "CnpgArchivingFailing")
                } else {
                    ("the last backup failed", "CnpgBackupFailed")
                };
                return Assessment::new(
                    Verdict::Degraded,
                    format!("The cluster serves{} but {type_} is False{}: {what}.", in_parens(&counts), condition_detail(failing)),
                    reason,
                );
            }
        }
        // The phase says healthy, but Ready or the counts say an instance is missing.
        let short = matches!((cluster.int(&["status", "readyInstances"]), cluster.int(&["status", "instances"])), (Some(ready), Some(all)) if ready < all);
        if let Some(ready) = cluster.condition("Ready").filter(|c| c.is_false()).or_else(|| short.then(|| cluster.condition("Ready")).flatten()) {
            return Assessment::new(
                Verdict::Degraded,
                format!(
                    "status.phase says \"Cluster in healthy state\", but Ready is {}{}{}: the primary serves while an instance is missing or behind. kubectl cnpg status {}{} shows which one.",
                    ready.status.as_str(),
                    condition_detail(ready),
                    in_parens(&counts),
                    cluster.name,
                    cluster.namespace_flag()
                ),
                "CnpgInstanceMissing",
            );
        }
        return Assessment::plain(Verdict::Ready, format!("status.phase is \"Cluster in healthy state\"{}{}.", in_parens(&counts), cluster.str(&["status", "currentPrimary"]).filter(|p| !p.trim().is_empty()).map(|p| format!(", primary {p}")).unwrap_or_default()));
    }
    if phase == "Failing over" {
        return Assessment::new(
            Verdict::Degraded,
            format!("status.phase is \"Failing over\"{detail}{}: the primary is lost and writes wait until a replica is promoted.", in_parens(&counts)),
            "CnpgFailingOver",
        );
    }
    if phase == "Waiting for user action" {
        return Assessment::new(
            Verdict::Suspended,
            format!("status.phase is \"Waiting for user action\"{detail}: with a supervised update strategy the operator waits for you to switch over or restart the primary{}.", in_parens(&counts)),
            "CnpgWaitingForUser",
        );
    }
    if BLOCKED.iter().any(|start| phase.starts_with(start)) {
        return Assessment::new(Verdict::Failed, format!("status.phase is \"{phase}\"{detail}: the operator cannot go on until this is fixed."), "CnpgClusterBlocked");
    }
    if WORKING.contains(&phase) {
        // Work that has gone on for hours while WAL archiving fails, or that never finishes,
        // is no longer "please wait": the primary serves, degraded.
        let archiving = cluster.condition("ContinuousArchiving").filter(|c| c.is_false());
        let stuck = cluster.condition("Ready").filter(|c| !c.is_true()).and_then(|ready| context.seconds_since(ready.since)).filter(|seconds| *seconds >= WORK_STUCK_AFTER_SECONDS);
        if archiving.is_some() || stuck.is_some() {
            let archiving = archiving
                .map(|c| format!(" ContinuousArchiving is False{}: WAL piles up on the primary's volume and point-in-time recovery has a gap.", condition_detail(c)))
                .unwrap_or_default();
            let stuck = stuck.map(|seconds| format!(" It has been at it for {}.", crate::model::timestamp::human_duration(seconds))).unwrap_or_default();
            return Assessment::new(
                Verdict::Degraded,
                format!(
                    "status.phase is \"{phase}\"{detail}{}.{stuck}{archiving} kubectl cnpg status {}{} shows the instances and archiving.",
                    in_parens(&counts),
                    cluster.name,
                    cluster.namespace_flag()
                ),
                "CnpgClusterDegraded",
            );
        }
        return Assessment::new(Verdict::InProgress, format!("status.phase is \"{phase}\"{detail}{}.", in_parens(&counts)), "CnpgClusterWorking");
    }
    if phase.is_empty() {
        return next(cluster, context);
    }
    match cluster.condition("Ready") {
        Some(ready) if ready.is_true() => Assessment::plain(Verdict::Ready, format!("Ready is True; status.phase is \"{phase}\"{detail}{}.", in_parens(&counts))),
        _ => Assessment::plain(Verdict::Unknown, format!("status.phase is \"{phase}\"{detail}, a phase this tool does not know{}; the operator's log says more.", in_parens(&counts))),
    }
}
