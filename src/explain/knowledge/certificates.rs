//! Reasons of `certificates.k8s.io`: CertificateSigningRequests.

use super::{ConditionTypeEntry, ReasonEntry, Table};

/// CertificateSigningRequest reasons (the rule's words and the approvers' usual ones).
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "CsrPending", what: "The certificate signing request waits for approval. Kubelet client certificates of joining nodes are approved by the controller manager's csrapproving controller when bootstrap RBAC allows it; serving certificates and other signers need a person or an approver of their own.", next: "Check who asked and what for (kubectl describe {resource}); approve it if it is expected: kubectl certificate approve {name}." },
    ReasonEntry { reason: "CsrApprovedNotSigned", what: "The request is approved but no certificate has been issued: its signer has not acted. The kubernetes.io signers run in the controller manager; any other signer is a controller you install (cert-manager's approver-policy, a custom signer).", next: "Check that the signer named in spec.signerName runs and can sign: its controller's logs, or kube-controller-manager's flags for kubernetes.io signers (--cluster-signing-cert-file)." },
    ReasonEntry { reason: "CsrDenied", what: "The request was denied: no certificate will be issued for it.", next: "Read the reason and message; fix what the requester asked for, or delete it and let the requester try again: kubectl delete {resource}." },
    ReasonEntry { reason: "CsrFailed", what: "The signer could not issue the certificate (an invalid request, a usage the signer does not allow, or a signer error).", next: "Read the message; kubectl describe {resource} shows the request's usages and signer." },
    ReasonEntry { reason: "AutoApproved", what: "An approving controller approved the request by itself (for kubelets, after a SubjectAccessReview).", next: "Nothing to do." },
    ReasonEntry { reason: "KubectlApprove", what: "Someone approved the request with kubectl certificate approve.", next: "Nothing to do unless it was not meant to be approved." },
];

/// CertificateSigningRequest condition types.
pub(super) const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "Approved", what: "Approved is True once a person or an approving controller accepted the request; the signer then issues the certificate." },
    ConditionTypeEntry { type_: "Denied", what: "Denied is True when the request was refused: no certificate will be issued." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "certificates",
    system: "Kubernetes certificates",
    covers: "CertificateSigningRequests (certificates.k8s.io)",
    reasons: REASONS,
    types: TYPES,
    categorised: &[],
};
