//! Rules for Istio configuration (`*.istio.io`).

pub mod config;
