//! Rules for Cluster API: MachineDeployments and MachineHealthChecks (`cluster.x-k8s.io`),
//! control planes (`controlplane.cluster.x-k8s.io`) and ClusterResourceSets
//! (`addons.cluster.x-k8s.io`).

pub mod addons;
pub mod control_plane;
pub mod machine;
