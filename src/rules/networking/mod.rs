//! Rules for the `networking.k8s.io` API group (and Ingress of the old `extensions` group).

pub mod ingress;
