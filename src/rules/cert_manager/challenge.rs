//! ACME Challenges (`acme.cert-manager.io`): `status.state` as the ACME server has it (pending,
//! processing, valid, invalid, errored, expired) and `status.reason`, cert-manager's words for
//! what it waits on. Before asking the ACME server to validate, cert-manager checks the answer
//! itself (the HTTP-01 URL answers, the DNS-01 record is visible); while that self check fails
//! the ACME server is never asked, and retrying does not help once it has failed for
//! [`SELF_CHECK_FAILS_AFTER_SECONDS`].

use crate::model::timestamp::human_duration;
use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};

/// The Challenge rule.
pub static RULE: Rule = Rule { group: "acme.cert-manager.io", kind: "Challenge", classify };

/// How long a self check may fail before the Challenge counts as failed: a new DNS record or
/// ingress usually answers within minutes.
pub const SELF_CHECK_FAILS_AFTER_SECONDS: i64 = 15 * 60;

fn classify(challenge: &Resource, context: &Context, next: Next) -> Assessment {
    let Some(state) = challenge.str(&["status", "state"]).filter(|state| !state.is_empty()) else { return next(challenge, context) };
    let reason = challenge.str(&["status", "reason"]).map(str::trim).filter(|reason| !reason.is_empty());
    let said = reason.map(|reason| format!(": {}", crate::rules::clause(reason))).unwrap_or_default();
    let kind = challenge.str(&["spec", "type"]).unwrap_or("ACME");
    let domain = challenge.str(&["spec", "dnsName"]).map(|name| format!(" for {name}")).unwrap_or_default();
    match state {
        "valid" => Assessment::plain(Verdict::Ready, format!("The {kind} challenge{domain} passed (valid).")),
        "invalid" | "errored" | "expired" => match reason.and_then(|reason| refused_answer(challenge, kind, reason)) {
            Some(what) => Assessment::new(
                Verdict::Failed,
                format!("The {kind} challenge{domain} failed ({state}){said}. {what} cert-manager makes a new Order and Challenge on its next try, after a back-off."),
                state,
            )
            .answering(),
            None => Assessment::new(
                Verdict::Failed,
                format!("The {kind} challenge{domain} failed ({state}){said}. cert-manager makes a new Order and Challenge on its next try; fix what the reason says first."),
                state,
            ),
        },
        _ => {
            // cert-manager's self check failing, or its solver failing to present the answer
            // (the DNS provider refusing its credentials): both retried forever, neither clears
            // by itself once it has lasted.
            let self_check = reason.is_some_and(|reason| reason.contains("self check") || reason.contains("propagation") || solver_error(reason));
            let lasted = context.seconds_since(challenge.created());
            match lasted.filter(|seconds| self_check && *seconds >= SELF_CHECK_FAILS_AFTER_SECONDS) {
                Some(seconds) if reason.is_some_and(solver_error) => Assessment::new(
                    Verdict::Failed,
                    format!(
                        "cert-manager's solver cannot present the {kind} challenge{domain}, and has not for {}{said}. Nothing is answered until it can: fix what the message names (for DNS-01, the DNS provider's credentials or role in the issuer's solver: kubectl describe challenge {}{}).",
                        human_duration(seconds),
                        challenge.name,
                        challenge.namespace_flag()
                    ),
                    "SolverFailing",
                ),
                Some(seconds) => Assessment::new(
                    Verdict::Failed,
                    format!(
                        "cert-manager's own check of the {kind} challenge{domain} has failed for {}{said}. The ACME server is not asked until it passes: {}",
                        human_duration(seconds),
                        what_must_answer(challenge, kind)
                    ),
                    "SelfCheckFailing",
                ),
                None => Assessment::new(Verdict::InProgress, format!("The {kind} challenge{domain} is {state}{said}."), state),
            }
        }
    }
}

/// What the ACME server's refusal of an answer says to fix, for the refusals whose words say
/// which: a DNS-01 TXT record with another value, or none, at the name it looked up; an HTTP-01
/// answer of 404. `None` for others (their words are quoted as they are).
fn refused_answer(challenge: &Resource, kind: &str, reason: &str) -> Option<String> {
    let domain = challenge.str(&["spec", "dnsName"]).unwrap_or("<domain>");
    if kind == "DNS-01" && reason.contains("Incorrect TXT record") {
        let found = reason.split_once("Incorrect TXT record \"").and_then(|(_, rest)| rest.split_once('"')).map(|(value, _)| format!(" {value}")).unwrap_or_else(|| " another value".to_owned());
        let zone = challenge.str(&["spec", "solver", "dns01", "route53", "hostedZoneID"]).filter(|z| !z.is_empty()).map(|zone| format!(", zone {zone}")).unwrap_or_default();
        return Some(format!(
            "The ACME server found a TXT record at _acme-challenge.{domain}, but none with the value cert-manager presented (it saw{found}): public DNS answers from somewhere other than where the solver wrote{zone} (a private zone, another zone for the same name, split-horizon DNS), or another Challenge for the same name (a second Certificate, another cert-manager) replaced the record. dig +short TXT _acme-challenge.{domain} @1.1.1.1 shows what public DNS answers: compare it with the zone the solver writes to, and remove records other tools left there."
        ));
    }
    if kind == "DNS-01" && (reason.contains("No TXT record found") || reason.contains("NXDOMAIN")) {
        return Some(format!("The ACME server found no TXT record at _acme-challenge.{domain}: {}", what_must_answer(challenge, kind)));
    }
    (kind == "HTTP-01" && reason.contains("404")).then(|| format!("The ACME server got a 404 for its HTTP-01 URL: {}", what_must_answer(challenge, kind)))
}

/// Whether a pending challenge's reason is its solver failing (an error presenting the DNS
/// record or the HTTP answer), not a check still waiting.
fn solver_error(reason: &str) -> bool {
    let lower = reason.to_ascii_lowercase();
    let checking = lower.contains("self check") || lower.contains("propagation");
    !checking && ["error instantiating", "accessdenied", "access denied", "forbidden", "unauthorized", "error presenting", "error getting"].iter().any(|word| lower.contains(word))
}

/// What has to answer for the self check to pass, named from the challenge.
fn what_must_answer(challenge: &Resource, kind: &str) -> String {
    let domain = challenge.str(&["spec", "dnsName"]).unwrap_or("<domain>");
    if kind == "DNS-01" {
        // Presented: the solver wrote the record (its credentials work), but the resolvers
        // cert-manager asks do not see it: the zone it wrote to is not the one they ask.
        if challenge.get(&["status", "presented"]).and_then(crate::model::Value::as_bool) == Some(true) {
            // Where each DNS provider's solver names its zone.
            const ZONES: &[(&str, &str)] = &[("route53", "hostedZoneID"), ("cloudDNS", "hostedZoneName"), ("azureDNS", "hostedZoneName")];
            let found = ZONES.iter().find_map(|(provider, field)| Some((*provider, challenge.str(&["spec", "solver", "dns01", provider, field]).filter(|zone| !zone.is_empty())?)));
            let zone = found.map(|(_, zone)| format!(", in zone {zone}")).unwrap_or_default();
            // Which name servers the zone it wrote to has, to compare with the public delegation.
            let servers = match found {
                Some(("route53", id)) => format!("aws route53 get-hosted-zone --id {id} shows that zone's domain, whether it is private, and its name servers"),
                Some(("cloudDNS", zone)) => format!("gcloud dns managed-zones describe {zone} shows that zone's domain, visibility and name servers"),
                _ => "the DNS provider shows the zone's domain and name servers".to_owned(),
            };
            return format!(
                "the solver wrote the TXT record _acme-challenge.{domain} (presented: true{zone}), so its credentials work, but the resolvers cert-manager asks do not see it. The zone it wrote to is not the one the public DNS delegates {domain} to (a private zone, or a sub-zone without NS records in its parent), or cert-manager asks resolvers that see another view (split-horizon DNS). {servers}; dig +short NS on that domain must list the same, and dig +short TXT _acme-challenge.{domain} @1.1.1.1 must show the record. With split-horizon DNS, run cert-manager with --dns01-recursive-nameservers-only --dns01-recursive-nameservers=1.1.1.1:53."
            );
        }
        format!("the TXT record _acme-challenge.{domain} must be visible to public DNS (check the solver's DNS provider credentials and zone).")
    } else {
        let token = challenge.str(&["spec", "token"]).unwrap_or("…");
        let url = format!("http://{domain}/.well-known/acme-challenge/{token}");
        // A 404 comes from a web server that answers for the name but does not route the
        // challenge's path to cert-manager's solver.
        if challenge.str(&["status", "reason"]).is_some_and(|reason| reason.contains("'404'")) {
            let class = challenge
                .str(&["spec", "solver", "http01", "ingress", "ingressClassName"])
                .or_else(|| challenge.str(&["spec", "solver", "http01", "ingress", "class"]))
                .map(|class| format!(" (the solver's is for ingress class {class})"))
                .unwrap_or_default();
            return format!(
                "{url} must answer. A 404 means something answers for {domain} but does not send that path to cert-manager's solver: the ingress controller serving {domain} is not the one the solver's Ingress is for{class}, or DNS points elsewhere; kubectl get ingress{} lists the solver's Ingress (cm-acme-http-solver-…).",
                challenge.namespace_flag()
            );
        }
        format!("{url} must answer from the internet and from inside the cluster{WHAT_TO_CHECK}")
    }
}

/// What an HTTP-01 self check that cannot connect calls to check, in general: where the pasted
/// Ingress says more, [`dialed_elsewhere`] takes its place.
pub(crate) const WHAT_TO_CHECK: &str = " (the DNS name points at the ingress, port 80 is open, no redirect to an unreachable place).";

/// `shop.example.com resolves to 198.51.100.7, but Ingress shop is published at 203.0.113.10…`
/// when an HTTP-01 self check dialed an address that the pasted Ingress for its name does not
/// publish: the DNS record points elsewhere (an old load balancer, another cluster). `None`
/// when it dialed none, or no pasted Ingress serves the name with an address.
pub(crate) fn dialed_elsewhere<'a>(challenge: &Resource, ingresses: impl Iterator<Item = &'a Resource>) -> Option<String> {
    let domain = challenge.str(&["spec", "dnsName"]).filter(|domain| !domain.is_empty())?;
    let reason = challenge.str(&["status", "reason"])?;
    let (_, after) = reason.split_once("dial tcp ")?;
    // `198.51.100.7:80: connect: …`: the address before its port.
    let address = after.split([' ', ',']).next()?.trim_end_matches(':');
    let dialed = address.rsplit_once(':').map_or(address, |(host, _)| host).trim_matches(['[', ']']);
    if dialed.is_empty() {
        return None;
    }
    for ingress in ingresses {
        let Some(crate::model::Value::Array(rules)) = ingress.get(&["spec", "rules"]) else { continue };
        if !rules.iter().any(|rule| rule.get("host").and_then(|host| host.as_str()) == Some(domain)) {
            continue;
        }
        let Some(crate::model::Value::Array(published)) = ingress.get(&["status", "loadBalancer", "ingress"]) else { continue };
        let addresses: Vec<&str> = published.iter().filter_map(|entry| entry.get("ip").or_else(|| entry.get("hostname")).and_then(|a| a.as_str())).filter(|a| !a.is_empty()).collect();
        if addresses.is_empty() || addresses.contains(&dialed) {
            continue;
        }
        let at = addresses.join(", ");
        return Some(format!(
            "cert-manager's HTTP-01 self check for {domain} goes to {dialed}, but Ingress {} is published at {at}: point the DNS record of {domain} at {at} (dig +short {domain} shows where it points now), and the check passes by itself.",
            ingress.name
        ));
    }
    None
}
