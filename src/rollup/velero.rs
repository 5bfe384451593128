//! Velero: a Backup or Restore that partly failed names each volume copy that failed.

use crate::relate::Graph;
use crate::report::{ResourceReport, Verdict};

/// A Velero Backup or Restore that finished with errors, pasted with the volume backups or
/// restores it owns that failed: each is named with the first sentence of what it says, so
/// the Backup's own summary lists every volume left out, not only the one its chain follows.
pub(super) fn say_each_volume_not_backed_up(graph: &Graph, reports: &mut [ResourceReport]) {
    for index in 0..reports.len() {
        let Some(report) = reports.get(index).filter(|r| matches!(r.kind.as_str(), "Backup" | "Restore") && r.verdict.is_problem()) else { continue };
        let failed: Vec<String> = graph
            .children
            .get(index)
            .into_iter()
            .flatten()
            .filter_map(|&child| reports.get(child))
            .filter(|child| matches!(child.kind.as_str(), "PodVolumeBackup" | "PodVolumeRestore" | "DataUpload" | "DataDownload") && child.verdict == Verdict::Failed)
            // "Volume data of pod cache/redis-0 was not backed up by …": which volume of which pod.
            .map(|child| match child.summary.split_once(" was not ") {
                Some((which, _)) if which.starts_with("Volume ") => format!("{} ({} {})", which.replacen("Volume", "volume", 1), child.kind, child.name),
                _ => format!("{} {}", child.kind, child.name),
            })
            .collect();
        if failed.len() < 2 || report.summary.contains(" Not copied (each explained on its own):") {
            continue;
        }
        let listed = format!(" Not copied (each explained on its own): {}.", failed.join("; "));
        if let Some(report) = reports.get_mut(index) {
            report.summary = format!("{}{listed}", report.summary.trim_end());
        }
    }
}

/// A Velero object of a failed MTC migration that says to run "the plan that MigMigration x
/// ran": with that MigMigration pasted, its plan by name (`spec.migPlanRef`, kept by
/// `Resource::keep_for_roll_up`).
pub(super) fn name_the_plan_to_run_again(resources: &[crate::model::Resource], _graph: &Graph, reports: &mut [ResourceReport]) {
    use crate::rules::velero::backup::PLAN_OF_MIGRATION;
    for report in reports.iter_mut().filter(|r| r.summary.contains(PLAN_OF_MIGRATION)) {
        let Some(migration) = report.summary.split_once(PLAN_OF_MIGRATION).and_then(|(_, rest)| rest.split_once(" ran (its spec.migPlanRef)")).map(|(name, _)| name.to_owned()) else { continue };
        let pasted = resources.iter().find(|r| r.kind == "MigMigration" && r.name == migration && r.namespace == report.namespace);
        let Some(plan) = pasted.and_then(|m| m.str(&["spec", "migPlanRef", "name"])).filter(|plan| !plan.is_empty()) else { continue };
        report.summary = report.summary.replace(&format!("{PLAN_OF_MIGRATION}{migration} ran (its spec.migPlanRef)"), &format!("MigPlan {plan} (the plan MigMigration {migration} ran)"));
    }
}
