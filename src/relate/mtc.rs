//! Konveyor MTC: a MigPlan depends on its clusters and storage (`spec.srcMigClusterRef`,
//! `spec.destMigClusterRef`, `spec.migStorageRef`), a MigMigration on its plan
//! (`spec.migPlanRef`) and on the Velero Backups and Restores its `status.errors` name
//! (`Backup openshift-migration/x: failed.`): their failure is the migration's cause.

use super::depends::{find, items, reference};
use crate::model::Resource;

/// Which kind each reference field names.
const REFERENCES: &[(&str, &str)] = &[
    ("migPlanRef", "MigPlan"),
    ("srcMigClusterRef", "MigCluster"),
    ("destMigClusterRef", "MigCluster"),
    ("migStorageRef", "MigStorage"),
    ("migMigrationRef", "MigMigration"),
];

/// Every referenced MTC object found in the bundle.
pub fn references(object: &Resource, resources: &[Resource]) -> Vec<usize> {
    REFERENCES
        .iter()
        .filter_map(|(field, kind)| reference(resources, object, object.get(&["spec", field]), kind))
        .collect()
}

/// The pasted Velero Backups and Restores a migration's errors name.
pub fn failed_velero_objects(migration: &Resource, resources: &[Resource]) -> Vec<usize> {
    items(migration, &["status", "errors"])
        .iter()
        .filter_map(crate::model::Value::as_str)
        .filter_map(|error| {
            let (kind, rest) = ["Backup", "Restore"].iter().find_map(|kind| error.trim_start().strip_prefix(kind).and_then(|rest| rest.strip_prefix(' ')).map(|rest| (*kind, rest)))?;
            let reference = rest.split([':', ' ']).next()?;
            let (namespace, name) = reference.split_once('/').map_or((migration.namespace.as_deref(), reference), |(ns, name)| (Some(ns), name));
            find(resources, kind, namespace, name).filter(|at| resources.get(*at).is_some_and(|r| r.group == "velero.io"))
        })
        .collect()
}
