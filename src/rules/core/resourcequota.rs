//! ResourceQuota (`v1`): `status.used` against `status.hard` per resource. A quota at its limit
//! makes the API server refuse new objects of that resource in the namespace (a Deployment then
//! shows `ReplicaFailure` / `FailedCreate` with "exceeded quota").

use crate::model::Value;

use crate::model::quantity::Quantity;
use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};

/// The ResourceQuota rule.
pub static RULE: Rule = Rule { group: "", kind: "ResourceQuota", classify };

/// Share of a limit above which a quota is said to be close to it, in percent.
const CLOSE: i128 = 90;

fn classify(quota: &Resource, context: &Context, next: Next) -> Assessment {
    let (Some(Value::Object(hard)), Some(Value::Object(used))) = (quota.get(&["status", "hard"]), quota.get(&["status", "used"])) else {
        return next(quota, context);
    };
    let mut full = Vec::new();
    let mut close = Vec::new();
    for (resource, limit) in hard {
        let (Some(limit_text), Some(used_text)) = (text(limit), used.get(resource).and_then(text)) else { continue };
        let (Some(limit), Some(in_use)) = (Quantity::parse(&limit_text), Quantity::parse(&used_text)) else { continue };
        let shown = format!("{resource} {used_text} of {limit_text}");
        if in_use.at_least(limit) {
            full.push(shown);
        } else if in_use.percent_of(limit).is_some_and(|percent| percent >= CLOSE) {
            close.push(shown);
        }
    }
    let namespace = quota.namespace.as_deref().map(|ns| format!(" in namespace {ns}")).unwrap_or_default();
    if !full.is_empty() {
        return Assessment::new(
            Verdict::Degraded,
            format!("The quota is used up for {}: new objects that need more{namespace} are refused until something is freed or the quota is raised.", full.join(", ")),
            "QuotaExhausted",
        );
    }
    if !close.is_empty() {
        return Assessment::plain(Verdict::Ready, format!("The quota still has room, but it is close to its limit for {}.", close.join(", ")));
    }
    Assessment::plain(Verdict::Ready, format!("Every resource of the quota is below its limit ({} tracked).", hard.len()))
}

/// A quantity written as text or as a number.
fn text(value: &Value) -> Option<String> {
    match value {
        Value::String(text) => Some(text.to_string()),
        Value::Number(number) => Some(number.to_string()),
        _ => None,
    }
}

/// From an API error ("pods \"web-1\" is forbidden: exceeded quota: compute, requested:
/// pods=1, used: pods=10, limited: pods=10"), the quota's name and the numbers after it.
pub(crate) fn exceeded(message: &str) -> Option<(String, String)> {
    let (_, rest) = message.split_once("exceeded quota: ")?;
    let name: String = rest.chars().take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '.')).collect();
    if name.is_empty() {
        return None;
    }
    let numbers = rest.get(name.len()..).unwrap_or("").trim_start_matches([',', ' ']);
    Some((name, crate::rules::clipped(crate::rules::clause(numbers), 120)))
}
