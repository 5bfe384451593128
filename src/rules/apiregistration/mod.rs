//! Rules for the `apiregistration.k8s.io` API group.

pub mod apiservice;
