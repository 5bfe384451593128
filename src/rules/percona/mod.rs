//! Rules for the Percona operators: Server for MongoDB (`psmdb.percona.com`) and XtraDB
//! Cluster (`pxc.percona.com`): clusters, backups and restores.

pub mod cluster;
pub mod jobs;
