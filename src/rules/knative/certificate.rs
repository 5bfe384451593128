//! Knative's own Certificate (`networking.internal.knative.dev`, "KCert"): what a Route asks
//! for when it serves HTTPS, issued by a certificate provider (cert-manager, through its net-
//! certmanager controller). Its `Ready` stays Unknown while issuing; Knative sets no deadline,
//! so one whose message says cert-manager's own check of an ACME challenge keeps failing has
//! failed once that has lasted [`SELF_CHECK_FAILS_AFTER_SECONDS`], as the Challenge would.

use crate::model::timestamp::human_duration;
use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::cert_manager::challenge::SELF_CHECK_FAILS_AFTER_SECONDS;
use crate::rules::{Assessment, Context, Next, Rule};

/// The KCert rule.
pub static RULE: Rule = Rule { group: "networking.internal.knative.dev", kind: "Certificate", classify };

fn classify(certificate: &Resource, context: &Context, next: Next) -> Assessment {
    let Some(ready) = certificate.condition("Ready").filter(|ready| !ready.is_true() && !ready.is_false()) else {
        return next(certificate, context);
    };
    let message = ready.message.as_str();
    let self_check = message.contains("challenge") && (message.contains("propagation") || message.contains("self check"));
    let lasted = context.seconds_since(ready.since);
    match lasted.filter(|seconds| self_check && *seconds >= SELF_CHECK_FAILS_AFTER_SECONDS) {
        Some(seconds) => {
            let domain = message.split("challenge for ").nth(1).and_then(|rest| rest.split(':').next()).map(str::trim).filter(|d| !d.is_empty());
            let answer = match domain {
                Some(domain) if message.contains("HTTP-01") => format!(
                    "http://{domain}/.well-known/acme-challenge/… must answer from the internet and from inside the cluster: {domain} must resolve to Knative's ingress, with port 80 open"
                ),
                Some(domain) => format!("the ACME challenge for {domain} must pass"),
                None => "the ACME challenge must pass".to_owned(),
            };
            Assessment::new(
                Verdict::Failed,
                format!(
                    "It has not been issued in {}: cert-manager's own check of its ACME challenge keeps failing (“{}”), and the ACME server is not asked until it passes: {answer}. kubectl get challenges{} shows the challenge.",
                    human_duration(seconds),
                    crate::rules::clipped(crate::rules::clause(message), 300),
                    certificate.namespace_flag()
                ),
                "SelfCheckFailing",
            )
        }
        None => next(certificate, context),
    }
}
