//! CertificateSigningRequest (`certificates.k8s.io/v1`): it waits for approval (no condition),
//! is `Approved` or `Denied` (by a person with `kubectl certificate approve|deny`, or an
//! approving controller), and then waits for its signer to put the certificate in
//! `status.certificate`; `Failed` means the signer gave up. A node that cannot join often has a
//! pending CSR from `system:bootstrap:…` or `system:node:…`.

use crate::model::timestamp::human_duration;
use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, reason_or, Assessment, Context, Next, Rule};

/// The CertificateSigningRequest rule.
pub static RULE: Rule = Rule { group: "certificates.k8s.io", kind: "CertificateSigningRequest", classify };

fn classify(request: &Resource, context: &Context, _next: Next) -> Assessment {
    let signer = request.str(&["spec", "signerName"]).unwrap_or("its signer");
    let requester = request.str(&["spec", "username"]).map(|user| format!(" from {user}")).unwrap_or_default();
    if let Some(denied) = request.condition("Denied").filter(|c| c.is_true()) {
        return Assessment::new(Verdict::Failed, format!("The request{requester} was denied{}: no certificate will be issued.", condition_detail(denied)), reason_or(denied, "CsrDenied"));
    }
    if let Some(failed) = request.condition("Failed").filter(|c| c.is_true()) {
        return Assessment::new(Verdict::Failed, format!("Signer {signer} failed to sign the request{requester}{}.", condition_detail(failed)), reason_or(failed, "CsrFailed"));
    }
    let issued = request.str(&["status", "certificate"]).is_some_and(|c| !c.is_empty());
    let approved = request.condition("Approved").filter(|c| c.is_true());
    let waiting = |since: Option<crate::model::Timestamp>| context.seconds_since(since).map(|s| format!(" for {}", human_duration(s))).unwrap_or_default();
    match (approved, issued) {
        (Some(_), true) => Assessment::plain(Verdict::Ready, format!("The request{requester} was approved and signed by {signer}: the certificate is in status.certificate.")),
        (Some(approval), false) => Assessment::new(
            Verdict::InProgress,
            format!(
                "The request{requester} was approved and has waited{} for signer {signer} to sign it; {}.",
                waiting(approval.since.or(request.created())),
                if signer.starts_with("kubernetes.io/") { "kubernetes.io signers run in the controller manager, which needs its cluster signing key" } else { "a signer outside kubernetes.io is a controller that must be running in the cluster" }
            ),
            "CsrApprovedNotSigned",
        ),
        (None, _) => Assessment::new(
            Verdict::InProgress,
            format!("The request{requester} has waited{} for approval (signer {signer}): nothing is issued until it is approved.", waiting(request.created())),
            "CsrPending",
        ),
    }
}
