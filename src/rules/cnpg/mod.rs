//! Rules for CloudNativePG (`postgresql.cnpg.io`): Clusters and Backups.

pub mod backup;
pub mod cluster;
