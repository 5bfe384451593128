//! Rules for Apache Camel K (`camel.apache.org`): Integrations, the kits and builds behind
//! them, platforms, Kamelets and Pipes.

pub mod integration;
