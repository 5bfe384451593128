//! Rules for the Prometheus operator (`monitoring.coreos.com`).

pub mod config;
