//! A Cluster API ClusterResourceSet (`addons.cluster.x-k8s.io`) applies ConfigMaps and
//! Secrets to every workload cluster its selector matches and reports one condition,
//! `ResourcesApplied`. False with severity `Error` (a cluster's client could not be built, a
//! resource could not be fetched or applied) is a failure; `Warning` and `Info` mean it is
//! still trying. No status means the controller has not reconciled it yet.

use super::control_plane::paused;
use crate::rules::status_missing;
use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, Assessment, Context, Next, Rule};

/// ClusterResourceSet.
pub static RULE: Rule = Rule { group: "addons.cluster.x-k8s.io", kind: "ClusterResourceSet", classify };

fn classify(set: &Resource, context: &Context, next: Next) -> Assessment {
    if let Some(why) = paused(set) {
        return Assessment::new(Verdict::Suspended, format!("{} is paused ({why}): Cluster API does not reconcile it until it is resumed.", set.display_name()), "ClusterApiPaused");
    }
    if status_missing(set) {
        return crate::rules::not_reconciled(set, "Cluster API has not applied it to any cluster", "ClusterApiNotReconciled");
    }
    match set.condition("ResourcesApplied") {
        Some(applied) if applied.is_true() => Assessment::plain(Verdict::Ready, "ResourcesApplied is True: its resources are applied to every matching cluster."),
        Some(applied) if applied.is_false() => {
            let (verdict, tail) = match applied.severity.as_str() {
                "Warning" | "Info" => (Verdict::InProgress, "; Cluster API keeps trying"),
                _ => (Verdict::Failed, "; some matching clusters lack its resources"),
            };
            let severity = if applied.severity.is_empty() { String::new() } else { format!(" (severity {})", applied.severity) };
            Assessment::new(verdict, format!("ResourcesApplied is False{severity}{}{tail}.", condition_detail(applied)), "ResourcesNotApplied")
        }
        _ => next(set, context),
    }
}
