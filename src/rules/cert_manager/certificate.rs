//! cert-manager Certificates and Issuers. A Certificate with `Issuing=True` is being issued
//! (or renewed): `Ready=False` then says only that the Secret is not there yet, not that
//! something failed. Every Certificate and Issuer gets a `Ready` condition at its first
//! reconcile, so one without any is still waiting for cert-manager. A CertificateRequest
//! `Pending` waits for its issuer (for ACME, an Order and its Challenges).

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, Assessment, Context, Next, Rule};

/// Every kind of `cert-manager.io`.
pub static RULE: Rule = Rule { group: "cert-manager.io", kind: "*", classify };

/// Every kind of the pre-1.0 `certmanager.k8s.io`.
pub static RULE_LEGACY: Rule = Rule { group: "certmanager.k8s.io", kind: "*", classify };

/// How long a Certificate may be issuing before it is stuck rather than slow: ACME orders
/// and their challenges pass within minutes when they can.
pub const ISSUING_STUCK_AFTER_SECONDS: i64 = 60 * 60;

/// Kinds that always get a `Ready` condition.
const REPORTING: &[&str] = &["Certificate", "Issuer", "ClusterIssuer", "CertificateRequest"];

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    if !REPORTING.contains(&resource.kind.as_str()) {
        return next(resource, context);
    }
    let Some(ready) = resource.condition("Ready") else {
        return Assessment::new(
            Verdict::InProgress,
            format!("{} has no Ready condition yet: cert-manager has not processed it (is cert-manager running?).", resource.display_name()),
            "CertManagerNotReconciled",
        );
    };
    if resource.kind == "Certificate" {
        if let Some(assessment) = expiry(resource, context) {
            return assessment;
        }
    }
    if let Some(refused) = super::issuer::vault_login_refused(resource, ready).or_else(|| super::issuer::acme_account_refused(resource, ready)).or_else(|| super::issuer::acme_server_unreachable(resource, ready)) {
        return refused;
    }
    if resource.kind == "Certificate" && !ready.is_true() {
        if let Some(issuing) = resource.condition("Issuing").filter(|c| c.is_true()) {
            // Issuing takes minutes; hours of it is something below stuck, not slow.
            if let Some(seconds) = context.seconds_since(issuing.since).filter(|seconds| *seconds >= ISSUING_STUCK_AFTER_SECONDS) {
                return Assessment::new(
                    Verdict::Failed,
                    format!(
                        "The certificate has been issuing for {} (Issuing is True{}), where that normally takes minutes: something it waits for is stuck — most often an ACME challenge that cannot pass (DNS, the HTTP-01 path), else the order or the issuer. cmctl status certificate {}{} shows which; kubectl get challenges{} lists the challenges with their reasons.",
                        crate::model::timestamp::human_duration(seconds),
                        condition_detail(issuing),
                        resource.name,
                        resource.namespace_flag(),
                        resource.namespace_flag()
                    ),
                    "IssuingStuck",
                );
            }
            return Assessment::new(
                Verdict::InProgress,
                format!("The certificate is being issued (Issuing is True{}); Ready is {} until the signed certificate is in the Secret.", condition_detail(issuing), ready.status.as_str()),
                "Issuing",
            );
        }
    }
    // Issuing False with reason Failed: the last attempt failed; cert-manager retries with
    // back-off (after 1 h, then longer), so it is failed now, not waiting.
    if resource.kind == "Certificate" && !ready.is_true() {
        if let Some(issuing) = resource.condition("Issuing").filter(|c| c.is_false() && c.reason == "Failed") {
            let failures = resource.int(&["status", "failedIssuanceAttempts"]).filter(|n| *n > 1).map(|n| format!(" ({n} attempts so far)")).unwrap_or_default();
            if let Some(limited) = super::rate_limit(&issuing.message, &resource.name, &resource.namespace_flag(), context.now) {
                return Assessment::new(Verdict::Failed, format!("Issuing the certificate failed{failures}. {limited}"), "RateLimited");
            }
            return Assessment::new(
                Verdict::Failed,
                format!(
                    "Issuing the certificate failed{failures} (Issuing is False{}); cert-manager tries again later, with growing back-off. cmctl status certificate {}{} shows the failed request and its order.",
                    condition_detail(issuing),
                    resource.name,
                    resource.namespace_flag()
                ),
                "Failed",
            );
        }
    }
    if resource.kind == "CertificateRequest" && ready.is_false() && ready.reason == "Failed" {
        let certificate = super::certificate_for_commands(resource);
        if let Some(limited) = super::rate_limit(&ready.message, &certificate, &resource.namespace_flag(), context.now) {
            return Assessment::new(Verdict::Failed, limited, "RateLimited");
        }
    }
    // Valid, and renewing in its renewal window: healthy, and the renewal is worth saying.
    if resource.kind == "Certificate" && ready.is_true() {
        if let Some(issuing) = resource.condition("Issuing").filter(|c| c.is_true()) {
            let secret = resource.str(&["spec", "secretName"]).map(|name| format!(" in Secret {name}")).unwrap_or_default();
            let until = resource.str(&["status", "notAfter"]).filter(|t| !t.is_empty()).map(|t| format!(", valid until {t}")).unwrap_or_default();
            // A renewal issuing for hours is stuck below, while the current one still serves.
            if let Some(seconds) = context.seconds_since(issuing.since).filter(|seconds| *seconds >= ISSUING_STUCK_AFTER_SECONDS) {
                return Assessment::new(
                    Verdict::Degraded,
                    format!(
                        "The certificate{secret} still serves{until}, but its renewal has been issuing for {} (Issuing is True{}), where that normally takes minutes: something it waits for is stuck, most often an ACME challenge. cmctl status certificate {}{} shows which.",
                        crate::model::timestamp::human_duration(seconds),
                        condition_detail(issuing),
                        resource.name,
                        resource.namespace_flag()
                    ),
                    "IssuingStuck",
                );
            }
            return Assessment::plain(
                Verdict::Ready,
                format!(
                    "The certificate{secret} is up to date{until} (Ready is True{}). A new one is being issued (Issuing is True{}); the current one serves until the new one replaces it in the Secret.",
                    condition_detail(ready),
                    condition_detail(issuing)
                ),
            );
        }
    }
    // A request waiting for its issuer (an ACME order and its challenges) is not a failure.
    if resource.kind == "CertificateRequest" && ready.is_false() && ready.reason == "Pending" {
        return Assessment::new(
            Verdict::InProgress,
            format!("The request waits for its issuer to sign it (Ready is False{}).", condition_detail(ready)),
            "Pending",
        );
    }
    next(resource, context)
}

/// What the certificate in the Secret has left (`status.notAfter`) when that is the news:
/// expired (Failed: clients refuse it now, whatever cert-manager is doing), or past its
/// renewal time (`status.renewalTime`) with the renewal failing (Degraded: it still serves,
/// for the time it has left).
fn expiry(certificate: &Resource, context: &Context) -> Option<Assessment> {
    let not_after = certificate.str(&["status", "notAfter"]).and_then(crate::model::timestamp::Timestamp::parse)?;
    let now = context.now?;
    let left = now.seconds_until(not_after);
    let secret = certificate.str(&["spec", "secretName"]).map(|name| format!(" in Secret {name}")).unwrap_or_default();
    let status = format!("cmctl status certificate {}{}", certificate.name, certificate.namespace_flag());
    let issuing = certificate.condition("Issuing");
    let renewing = match issuing {
        Some(issuing) if issuing.is_true() => " A renewal is under way (Issuing is True).".to_owned(),
        Some(issuing) if issuing.is_false() && issuing.reason == "Failed" => format!(" Renewing it fails (Issuing is False{}).", condition_detail(issuing)),
        _ => String::new(),
    };
    if left <= 0 {
        return Some(Assessment::new(
            Verdict::Failed,
            format!(
                "The certificate{secret} expired {} ago (notAfter {}): clients that check it refuse it now.{renewing} {status} shows what holds up the new one.",
                crate::model::timestamp::human_duration(-left),
                certificate.str(&["status", "notAfter"]).unwrap_or("")
            ),
            "Expired",
        ));
    }
    let renewal_due = certificate.str(&["status", "renewalTime"]).and_then(crate::model::timestamp::Timestamp::parse).is_some_and(|due| now.seconds_until(due) <= 0);
    let failing = issuing.filter(|issuing| issuing.is_false() && issuing.reason == "Failed");
    let failing = failing.filter(|_| renewal_due)?;
    Some(Assessment::new(
        Verdict::Degraded,
        format!(
            "The certificate{secret} still serves but expires in {} (notAfter {}); renewing it, due since {}, fails (Issuing is False{}). Fix that before it expires: {status}.",
            crate::model::timestamp::human_duration(left),
            certificate.str(&["status", "notAfter"]).unwrap_or(""),
            certificate.str(&["status", "renewalTime"]).unwrap_or(""),
            condition_detail(failing)
        ),
        "RenewalFailing",
    ))
}
