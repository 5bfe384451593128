//! Rules for cert-manager (`cert-manager.io`, and the old `certmanager.k8s.io`; ACME Challenges of
//! `acme.cert-manager.io`).

pub mod certificate;
pub mod challenge;
