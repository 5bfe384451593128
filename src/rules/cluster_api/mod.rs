//! Rules for Cluster API: MachineDeployments and MachineHealthChecks (`cluster.x-k8s.io`),
//! control planes (`controlplane.cluster.x-k8s.io`) and ClusterResourceSets
//! (`addons.cluster.x-k8s.io`); every other kind of the group and the providers'
//! infrastructure and bootstrap objects by their conditions' severities (`conditions.rs`).

pub mod addons;
pub mod cloud_errors;
pub mod conditions;
pub mod control_plane;
pub mod machine;
