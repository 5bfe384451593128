//! Rules for Open Cluster Management governance (`policy.open-cluster-management.io`):
//! Policies and the policy templates they carry (ConfigurationPolicy, CertificatePolicy, …).

pub mod policy;
