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
        None => next(order, context),
    }
}
