//! Rules for the `apps` API group.

pub mod deployment;
