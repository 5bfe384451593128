//! An ODF StorageCluster reports OpenShift operator conditions: `Available`, `Progressing`
//! (True while the operator works, False with `ReconcileCompleted` once done), `Degraded`
//! (True with the cause, often the CephCluster's error), `Upgradeable`, `ReconcileComplete`
//! and `VersionMismatch` (True while the StorageCluster's version differs from the
//! operator's, during an upgrade), and `status.phase` (`Progressing`, `Ready`, `Error`,
//! `Connecting` / `Connected` in external mode, `Deleting`, and `Ignored` for a second
//! StorageCluster in a namespace, which the operator never reconciles).

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, status_missing, Assessment, Context, Next, Rule};

/// StorageCluster.
pub static RULE: Rule = Rule { group: "ocs.openshift.io", kind: "StorageCluster", classify };

fn classify(cluster: &Resource, context: &Context, next: Next) -> Assessment {
    if status_missing(cluster) {
        return crate::rules::not_reconciled(cluster, "the ocs-operator has not reconciled it", "StorageClusterNotReconciled");
    }
    let phase = cluster.str(&["status", "phase"]).filter(|p| !p.trim().is_empty());
    if phase == Some("Ignored") {
        return Assessment::new(
            Verdict::Failed,
            "status.phase is Ignored: another StorageCluster already exists in this namespace, and the operator reconciles only one.",
            "StorageClusterIgnored",
        );
    }
    let available = cluster.condition("Available");
    if let Some(degraded) = cluster.condition("Degraded").filter(|c| c.is_true()) {
        let still = available.is_some_and(|a| a.is_true());
        return Assessment::new(
            if still { Verdict::Degraded } else { Verdict::Failed },
            format!(
                "Degraded is True{}{}.",
                condition_detail(degraded),
                match available {
                    Some(a) if a.is_true() => "; Available is still True, the storage serves".to_owned(),
                    Some(a) => format!("; Available is {}", a.status.as_str()),
                    None => String::new(),
                }
            ),
            "StorageClusterDegraded",
        );
    }
    if let Some(progressing) = cluster.condition("Progressing").filter(|c| c.is_true()) {
        return Assessment::new(Verdict::InProgress, format!("Progressing is True{}.", condition_detail(progressing)), "StorageClusterProgressing");
    }
    if let Some(mismatch) = cluster.condition("VersionMismatch").filter(|c| c.is_true()) {
        return Assessment::new(
            Verdict::InProgress,
            format!("VersionMismatch is True{}: the operator is upgrading the StorageCluster.", condition_detail(mismatch)),
            "StorageClusterProgressing",
        );
    }
    match available {
        Some(a) if a.is_true() => {
            let phase = phase.map(|p| format!(" (status.phase {p})")).unwrap_or_default();
            Assessment::plain(Verdict::Ready, format!("Available is True{}{phase}.", condition_detail(a)))
        }
        Some(a) if a.is_false() => Assessment::new(Verdict::Failed, format!("Available is False{}, and the operator is not progressing.", condition_detail(a)), "StorageClusterUnavailable"),
        _ => next(cluster, context),
    }
}
