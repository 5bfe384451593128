//! A GKE ManagedCertificate is a Google-managed TLS certificate for the domains in
//! `spec.domains`, served by the load balancer of the Ingress that names it.
//! `status.certificateStatus` is the certificate's state (`Provisioning`, `Active`,
//! `ProvisioningFailed`, `ProvisioningFailedPermanently`, `RenewalFailed`) and
//! `status.domainStatus` each domain's (`Provisioning`, `Active`, and the failures
//! `FailedNotVisible` (the domain's DNS does not point at the load balancer), `FailedCaaChecking`,
//! `FailedCaaForbidden`, `FailedRateLimited`). Google keeps retrying a domain that failed, but it
//! will not succeed until its DNS or CAA records are fixed.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{every, status_missing, Assessment, Context, Next, Rule};
use crate::model::Value;

/// ManagedCertificate.
pub static RULE: Rule = Rule { group: "networking.gke.io", kind: "ManagedCertificate", classify };

/// `(domain, status)` for every entry of `status.domainStatus`.
fn domains(certificate: &Resource) -> Vec<(String, String)> {
    match certificate.get(&["status", "domainStatus"]) {
        Some(Value::Array(entries)) => entries
            .iter()
            .map(|entry| {
                let text = |key: &str| entry.get(key).and_then(Value::as_str).unwrap_or("").to_owned();
                (text("domain"), text("status"))
            })
            .collect(),
        _ => Vec::new(),
    }
}

fn classify(certificate: &Resource, context: &Context, next: Next) -> Assessment {
    let Some(state) = certificate.str(&["status", "certificateStatus"]) else {
        if status_missing(certificate) {
            return Assessment::new(
                Verdict::InProgress,
                format!("{} has no status yet: GKE has not started provisioning it (the Ingress must name it in the annotation networking.gke.io/managed-certificates).", certificate.display_name()),
                "ManagedCertificatePending",
            );
        }
        return next(certificate, context);
    };
    let domains = domains(certificate);
    let failed: Vec<String> = domains.iter().filter(|(_, s)| s.starts_with("Failed")).map(|(d, s)| format!("{} is {s}", if d.is_empty() { "a domain" } else { d })).collect();
    let waiting: Vec<&str> = domains.iter().filter(|(d, s)| s == "Provisioning" && !d.is_empty()).map(|(d, _)| d.as_str()).collect();
    let failed_text = failed.join(", ");
    let expires = certificate.str(&["status", "expireTime"]).filter(|t| !t.trim().is_empty()).map(|t| format!(", expires {t}")).unwrap_or_default();
    match state {
        "Active" if failed.is_empty() => Assessment::plain(Verdict::Ready, format!("status.certificateStatus is Active: the certificate serves{}{expires}.", if domains.is_empty() { String::new() } else { format!(" {}", every(domains.len() as i64, "domain")) })),
        "Active" => Assessment::new(
            Verdict::Degraded,
            format!("status.certificateStatus is Active but {failed_text}: the certificate still serves, its renewal or a new domain fails."),
            "ManagedCertificateDomainFailed",
        ),
        "Provisioning" if !failed.is_empty() => Assessment::new(
            Verdict::Failed,
            format!("status.certificateStatus is Provisioning but {failed_text}: the certificate cannot be issued until that is fixed."),
            "ManagedCertificateDomainFailed",
        ),
        "Provisioning" => {
            let which = if waiting.is_empty() { String::new() } else { format!(" ({} still Provisioning)", waiting.join(", ")) };
            Assessment::new(
                Verdict::InProgress,
                format!("status.certificateStatus is Provisioning{which}: Google issues the certificate once every domain resolves to the load balancer, which can take up to an hour."),
                "ManagedCertificateProvisioning",
            )
        }
        "ProvisioningFailed" | "ProvisioningFailedPermanently" | "RenewalFailed" => {
            let which = if failed.is_empty() { String::new() } else { format!(" ({failed_text})") };
            Assessment::new(Verdict::Failed, format!("status.certificateStatus is {state}{which}."), "ManagedCertificateFailed")
        }
        _ => next(certificate, context),
    }
}
