//! Rules for cert-manager (`cert-manager.io`, and the old `certmanager.k8s.io`; ACME Challenges of
//! `acme.cert-manager.io`).

pub mod certificate;
pub mod challenge;
pub mod issuer;
pub mod order;

/// An ACME server's rate limit quoted in a message (`429 urn:ietf:params:acme:error:rateLimited:
/// too many certificates (5) already issued …, retry after 2025-03-05 02:13:44 UTC`): what
/// limit, and until when, as one summary sentence about `certificate`. Waiting is the only
/// fix for the refusal itself, so the advice says until when and what to stop meanwhile.
pub(crate) fn rate_limit(message: &str, certificate: &str, namespace_flag: &str, now: Option<crate::model::timestamp::Timestamp>) -> Option<String> {
    let (_, after) = message.split_once("error:rateLimited")?;
    let after = after.trim_start_matches(':').trim_start();
    let (limit, until) = match after.split_once(", retry after ") {
        Some((limit, rest)) => (limit, rest.split(": see ").next().map(|time| time.trim().trim_end_matches(['.', ':']))),
        None => (after.split(": see ").next().unwrap_or(after), None),
    };
    let limit = crate::rules::clause(limit.trim());
    let until = until.filter(|time| !time.is_empty()).map(|time| {
        let left = crate::model::timestamp::Timestamp::parse(time.strip_suffix(" UTC").unwrap_or(time)).zip(now).map(|(end, now)| now.seconds_until(end));
        match left {
            Some(seconds) if seconds > 0 => format!(" until {time} (in {})", crate::model::timestamp::human_duration(seconds)),
            Some(_) => format!(" until {time} (that time has passed: the next try may pass)"),
            None => format!(" until {time}"),
        }
    }).unwrap_or_default();
    let said = if limit.is_empty() { String::new() } else { format!(" ({limit})") };
    Some(format!(
        "The ACME server refuses new certificates for these names{until}: a rate limit{said}. Nothing gets one sooner; cert-manager tries again by itself (its back-off grows to 32 h), and after that time cmctl renew {certificate}{namespace_flag} tries at once. Meanwhile find what issued so many (a Secret deleted and re-made, the Certificate re-created, another Certificate or cluster for the same names) and try changes against the staging server."
    ))
}

/// The Certificate a cert-manager command is about: a CertificateRequest's own (its
/// `cert-manager.io/certificate-name` annotation, else its owner), an ACME Order's (its
/// request's name without the `-<revision>` cert-manager adds: `web-tls-3` → `web-tls`),
/// anything else's name.
pub(crate) fn certificate_for_commands(resource: &crate::model::Resource) -> String {
    let own = || if resource.name.is_empty() { "<certificate>".to_owned() } else { resource.name.clone() };
    let found = match resource.kind.as_str() {
        "CertificateRequest" => resource
            .str(&["metadata", "annotations", "cert-manager.io/certificate-name"])
            .map(str::to_owned)
            .or_else(|| resource.owners.iter().find(|owner| owner.kind == "Certificate").map(|owner| owner.name.clone())),
        "Order" => resource.owners.iter().find(|owner| owner.kind == "CertificateRequest").map(|owner| {
            let name = owner.name.as_str();
            name.rsplit_once('-').filter(|(_, revision)| !revision.is_empty() && revision.bytes().all(|b| b.is_ascii_digit())).map_or(name, |(certificate, _)| certificate).to_owned()
        }),
        _ => None,
    };
    found.filter(|name| !name.is_empty()).unwrap_or_else(own)
}
