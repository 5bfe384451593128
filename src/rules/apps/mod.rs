//! Rules for the `apps` API group.

pub mod daemonset;
pub mod deployment;
pub mod replicaset;
pub mod statefulset;
