//! Solo.io validation status: `status.statuses.<namespace>.state` (Gloo 1.8+), or the older
//! flat `status.state`, written as a word or as the protobuf number (0 Pending, 1 Accepted,
//! 2 Rejected, 3 Warning). Rejected means the proxy does not serve the resource; Warning means
//! it is accepted with problems.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};
use crate::model::Value;

/// Every kind of `gateway.solo.io` (VirtualService, RouteTable, options, gateways).
pub static RULE_GATEWAY: Rule = Rule { group: "gateway.solo.io", kind: "*", classify };

/// Every kind of `gloo.solo.io` (Upstream, UpstreamGroup, Proxy, Settings).
pub static RULE_GLOO: Rule = Rule { group: "gloo.solo.io", kind: "*", classify };

/// Protobuf numbers of the state enum, and their words.
const STATES: &[(i64, &str)] = &[(0, "Pending"), (1, "Accepted"), (2, "Rejected"), (3, "Warning")];

/// One reported state: who reported it (namespace or controller), the word, the reason text.
struct Reported {
    by: String,
    state: String,
    reason: Option<String>,
}

fn read(entry: &Value, by: String) -> Option<Reported> {
    let state = match entry.get("state")? {
        Value::String(word) => word.to_string(),
        Value::Number(n) => {
            let n = n.as_i64()?;
            STATES.iter().find(|(known, _)| *known == n).map(|(_, word)| (*word).to_owned())?
        }
        _ => return None,
    };
    let reason = entry.get("reason").and_then(Value::as_str).filter(|r| !r.is_empty()).map(str::to_owned);
    Some(Reported { by, state, reason })
}

fn reports(resource: &Resource) -> Vec<Reported> {
    let mut found = Vec::new();
    if let Some(Value::Object(statuses)) = resource.get(&["status", "statuses"]) {
        for (namespace, entry) in statuses {
            let by = entry.get("reportedBy").and_then(Value::as_str).map(|who| format!("{who} in {namespace}")).unwrap_or_else(|| namespace.to_owned());
            found.extend(read(entry, by));
        }
    }
    if let Some(status) = resource.get(&["status"]) {
        let by = status.get("reportedBy").and_then(Value::as_str).unwrap_or("the controller").to_owned();
        found.extend(read(status, by));
    }
    found
}

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    let reports = reports(resource);
    if reports.is_empty() {
        if resource.get(&["status"]).is_none() {
            return crate::rules::not_reconciled(resource, "Gloo has not validated it", "GlooNotValidated");
        }
        return next(resource, context);
    }
    // The worst report decides: Rejected, then Warning, then Pending.
    for (state, verdict, reason, meaning) in [
        ("Rejected", Verdict::Failed, "GlooRejected", "rejected: the proxy does not serve it"),
        ("Warning", Verdict::Degraded, "GlooWarning", "accepted with warnings"),
        ("Pending", Verdict::InProgress, "GlooPending", "not validated yet"),
    ] {
        if let Some(report) = reports.iter().find(|r| r.state.eq_ignore_ascii_case(state)) {
            let why = report.reason.as_deref().map(|r| format!(": {r}")).unwrap_or_default();
            return Assessment::new(verdict, format!("state is {} (reported by {}), {meaning}{why}.", report.state, report.by), reason);
        }
    }
    if let Some(report) = reports.iter().find(|r| !r.state.eq_ignore_ascii_case("Accepted")) {
        return Assessment::plain(Verdict::Unknown, format!("state is {} (reported by {}), a word this tool does not know.", report.state, report.by));
    }
    Assessment::plain(Verdict::Ready, format!("state is Accepted: Gloo validated it and serves it ({}).", reports.iter().map(|r| r.by.as_str()).collect::<Vec<_>>().join(", ")))
}
