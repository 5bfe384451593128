//! Rules for the core API group (`v1`).

pub mod pod;
