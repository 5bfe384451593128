//! Rules for the `batch` API group.

pub mod cronjob;
pub mod job;
