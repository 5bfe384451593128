//! Konveyor MTC: a MigPlan depends on its clusters and storage (`spec.srcMigClusterRef`,
//! `spec.destMigClusterRef`, `spec.migStorageRef`), a MigMigration on its plan
//! (`spec.migPlanRef`).

use super::depends::reference;
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
