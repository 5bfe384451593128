//! Rules for Google Kubernetes Engine's own kinds (`networking.gke.io`): ManagedCertificate.

pub mod managed_certificate;
