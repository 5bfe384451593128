//! Rules for cert-manager (`cert-manager.io`, and the old `certmanager.k8s.io`).

pub mod certificate;
