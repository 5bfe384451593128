//! Rules for Velero (`velero.io`): Backups and Restores (runs to completion, by `status.phase`,
//! with their error and warning counts), Schedules, and the storage locations they write to.

pub mod backup;
