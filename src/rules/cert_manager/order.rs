//! ACME Orders (`acme.cert-manager.io`): `status.state` as the ACME server has it. An Order the
//! server refused with a rate limit says so, with until when (see `super::rate_limit`); the
//! rest is read by the generic phase rule.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};

/// The Order rule.
pub static RULE: Rule = Rule { group: "acme.cert-manager.io", kind: "Order", classify };

fn classify(order: &Resource, context: &Context, next: Next) -> Assessment {
    let refused = matches!(order.str(&["status", "state"]), Some("errored" | "invalid"));
    let limited = order.str(&["status", "reason"]).filter(|_| refused).and_then(|reason| super::rate_limit(reason, &super::certificate_for_commands(order), &order.namespace_flag(), context.now));
    match limited {
        Some(summary) => Assessment::new(Verdict::Failed, summary, "RateLimited"),
        // Refused without a rate limit: an authorization failed, which its Challenge says.
        None if refused => {
            let state = order.str(&["status", "state"]).unwrap_or("invalid");
            let reason = order.str(&["status", "reason"]).map(str::trim).filter(|r| !r.is_empty()).map(|r| format!(": {}", crate::rules::clause(r))).unwrap_or_default();
            let names = order.get(&["spec", "dnsNames"]).and_then(crate::model::Value::as_array).unwrap_or(&[]).iter().filter_map(crate::model::Value::as_str).collect::<Vec<_>>().join(", ");
            let names = if names.is_empty() { String::new() } else { format!(" for {names}") };
            Assessment::new(
                Verdict::Failed,
                format!(
                    "The ACME server refused the order{names} ({state}){reason}: an authorization of it failed, and its Challenge says which and why (kubectl get challenges{} lists them). cert-manager makes a new order on the certificate's next try.",
                    order.namespace_flag()
                ),
                state,
            )
        }
        None => next(order, context),
    }
}
