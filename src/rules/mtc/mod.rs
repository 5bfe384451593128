//! Rules for Konveyor MTC (`migration.openshift.io`): MigPlan, MigCluster, MigStorage, MigHook
//! and the rest ([`resource`]); MigMigration and the direct migrations ([`migration`]).
//!
//! MTC conditions mean what their type says when True (`SourceClusterNotReady=True` is the
//! problem) and are weighed by `category`: Critical and Error block, Warn warns, Required and
//! Advisory inform. MTC removes `Ready` instead of setting it False, so not ready = no Ready.

pub mod migration;
pub mod resource;

use crate::model::{Condition, Resource, Weight};

/// The group every rule here registers for.
const GROUP: &str = "migration.openshift.io";

/// The True conditions of a resource with this weight, in the order pasted.
pub(crate) fn weighed(resource: &Resource, weight: Weight) -> Vec<&Condition> {
    resource.conditions.iter().filter(|c| c.is_true() && c.weight() == Some(weight)).collect()
}

/// `SourceClusterNotReady (Critical): “…”; PlanConflict (Error): “…”`.
pub(crate) fn listing(conditions: &[&Condition]) -> String {
    conditions
        .iter()
        .map(|c| {
            let category = if c.category.is_empty() { String::new() } else { format!(" ({})", c.category) };
            if c.message.is_empty() { format!("{}{category}", c.type_) } else { format!("{}{category}: “{}”", c.type_, c.message.trim_end_matches('.')) }
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// ` 2 warnings: …` / ` 1 warning: …`.
pub(crate) fn warnings_note(warnings: &[&Condition]) -> String {
    match warnings.len() {
        0 => String::new(),
        n => format!(" {} {}: {}.", n, if n == 1 { "warning" } else { "warnings" }, listing(warnings)),
    }
}
