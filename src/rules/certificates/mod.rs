//! Rules for `certificates.k8s.io`: CertificateSigningRequests.

pub mod signing_request;
