//! Velero: a Backup (and a Schedule's backups) depends on the storage location it writes to —
//! `spec.storageLocation`, Velero's `default` when unset — and a Restore on the Backup it
//! restores (`spec.backupName`), all in Velero's namespace.

use super::depends::find;
use crate::model::Resource;

/// The BackupStorageLocation a Backup or a Schedule writes to, when pasted. A backup that
/// finished (completed, or partially failed: it wrote most of its items) does not depend on
/// it any more: whatever the location's state now, it is not why.
pub fn storage_location(object: &Resource, resources: &[Resource]) -> Vec<usize> {
    if matches!(object.str(&["status", "phase"]), Some("Completed" | "PartiallyFailed")) {
        return Vec::new();
    }
    let named = object.str(&["spec", "storageLocation"]).or_else(|| object.str(&["spec", "template", "storageLocation"]));
    let name = named.filter(|name| !name.is_empty()).unwrap_or("default");
    find(resources, "BackupStorageLocation", object.namespace.as_deref(), name).into_iter().collect()
}

/// The Backup a Restore restores, when pasted.
pub fn restored_backup(restore: &Resource, resources: &[Resource]) -> Vec<usize> {
    let Some(name) = restore.str(&["spec", "backupName"]).filter(|name| !name.is_empty()) else { return Vec::new() };
    find(resources, "Backup", restore.namespace.as_deref(), name).into_iter().collect()
}
