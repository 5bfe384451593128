//! Rules for the core API group (`v1`).

pub mod event;
pub mod namespace;
pub mod node;
pub mod persistentvolumeclaim;
pub mod pod;
pub mod service;
