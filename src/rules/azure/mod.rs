//! Rules for Azure Service Operator v2 (`*.azure.com`).

pub mod resource;
