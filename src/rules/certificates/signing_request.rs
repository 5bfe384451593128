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
    let waited = |since: Option<crate::model::Timestamp>| context.seconds_since(since);
    let for_how_long = |seconds: Option<i64>| seconds.map(|s| format!(" for {}", human_duration(s))).unwrap_or_default();
    let name = request.name.as_str();
    match (approved, issued) {
        (Some(_), true) => Assessment::plain(Verdict::Ready, format!("The request{requester} was approved and signed by {signer}: the certificate is in status.certificate.")),
        (Some(approval), false) => {
            let seconds = waited(approval.since.or(request.created()));
            let signers = if signer.starts_with("kubernetes.io/") { "kubernetes.io signers run in the controller manager, which needs its cluster signing key" } else { "a signer outside kubernetes.io is a controller that must be running in the cluster" };
            let late = seconds.is_some_and(|s| s >= WAITS_FAILS_AFTER_SECONDS);
            Assessment::new(
                if late { Verdict::Failed } else { Verdict::InProgress },
                format!(
                    "The request{requester} was approved and has waited{} for signer {signer} to sign it{}; {signers}.",
                    for_how_long(seconds),
                    if late { ": a running signer signs within seconds, so it is not signing" } else { "" }
                ),
                "CsrApprovedNotSigned",
            )
        }
        (None, _) => {
            let seconds = waited(request.created());
            let waits = format!("The request{requester} has waited{} for approval (signer {signer})", for_how_long(seconds));
            if !seconds.is_some_and(|s| s >= WAITS_FAILS_AFTER_SECONDS) {
                return Assessment::new(Verdict::InProgress, format!("{waits}: nothing is issued until it is approved."), "CsrPending");
            }
            let why = match signer {
                "kubernetes.io/kube-apiserver-client-kubelet" => format!(
                    "The controller manager approves a joining node's request within seconds when bootstrap RBAC allows it, so nothing will approve this one and the node cannot join. Check the ClusterRoleBinding that lets the requester's group create node client certificates (kubectl get clusterrolebindings -o wide), or approve it once you know the node: kubectl certificate approve {name}."
                ),
                "kubernetes.io/kubelet-serving" => format!(
                    "Kubernetes never approves kubelet serving certificates by itself: without an approver installed, the kubelet has no serving certificate and kubectl logs and exec to its node fail. Check that it asks only for its node's names and addresses (kubectl describe csr {name}), then kubectl certificate approve {name}."
                ),
                _ => format!(
                    "An approving controller acts within seconds, so this one waits for a person. Check who asked and what for (kubectl describe csr {name}), then kubectl certificate approve {name} or kubectl certificate deny {name}."
                ),
            };
            Assessment::new(Verdict::Failed, format!("{waits}, and nothing approves it: nothing is issued. {why}"), "CsrPending")
        }
    }
}

/// Approval by a controller, and signing, take seconds: a request still pending after this
/// long waits for a person (or for a controller that is not there) — the one who asked for it
/// is stuck meanwhile. Kubernetes deletes a request still pending after a day.
pub const WAITS_FAILS_AFTER_SECONDS: i64 = 15 * 60;
