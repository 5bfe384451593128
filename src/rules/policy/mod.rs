//! Rules for the `policy` API group.

pub mod poddisruptionbudget;
