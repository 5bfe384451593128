//! Rules for Cluster API (`cluster.x-k8s.io`): MachineDeployments and MachineHealthChecks.

pub mod machine;
