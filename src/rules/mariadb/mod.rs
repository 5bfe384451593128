//! Rules for the MariaDB operator (`k8s.mariadb.com`): runs (Backup, PhysicalBackup, Restore,
//! SqlJob) and long-lived resources (MariaDB, MaxScale, Database, User, Grant, Connection).

pub mod resources;
pub mod runs;
