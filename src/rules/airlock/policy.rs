//! Airlock Microgateway's policies (AccessControlPolicy, ContentSecurityPolicy,
//! RateLimitPolicy, ICAPPolicy, …) attach to Gateway API objects through `spec.targetRefs`
//! and report like Gateway API policies: one entry per Gateway they reach in
//! `status.ancestors[]`, each with an `Accepted` condition (`True` when the policy is in
//! effect there; `False` with `Conflicted` when another policy of the kind already applies
//! to that target, `Invalid` when it cannot be resolved — a missing referenced object —,
//! `TargetNotFound`). Every condition records the generation it describes. A policy is in
//! effect only where it is accepted for the current generation.

use crate::model::{Condition, Resource};
use crate::report::Verdict;
use crate::rules::{clause, condition_detail, Assessment, Context, Next, Rule};

/// Every kind of the group.
pub static RULE: Rule = Rule { group: "microgateway.airlock.com", kind: "*", classify };

/// What one ancestor says about the policy.
enum Standing {
    /// Accepted for the current generation.
    Accepted,
    /// Refused: `Accepted=False` (or `ResolvedRefs=False`), or conditions without `Accepted`.
    Refused { reason: &'static str, detail: String },
    /// Not decided yet: no conditions, `Accepted=Unknown`, or an older generation.
    Waiting(String),
}

struct Ancestor {
    name: String,
    standing: Standing,
}

/// `(reason word, detail)` for a refusal condition.
fn refusal(condition: &Condition) -> (&'static str, String) {
    let reason = match condition.reason.as_str() {
        "Conflicted" => "AirlockPolicyConflicted",
        "Invalid" => "AirlockPolicyInvalid",
        "TargetNotFound" => "AirlockTargetNotFound",
        _ if condition.type_ == "ResolvedRefs" => "AirlockPolicyInvalid",
        _ => "AirlockPolicyNotAccepted",
    };
    (reason, format!("{} is False{}", condition.type_, condition_detail(condition)))
}

fn ancestors(policy: &Resource, items: &[crate::model::Value]) -> Vec<Ancestor> {
    let current = |c: &Condition| match (policy.generation, c.observed_generation) {
        (Some(generation), Some(observed)) => observed >= generation,
        _ => true,
    };
    items
        .iter()
        .map(|item| {
            let reference = item.get("ancestorRef");
            let field = |key: &str| reference.and_then(|r| r.get(key)).and_then(|v| v.as_str()).filter(|v| !v.trim().is_empty());
            let name = format!("{} {}", field("kind").unwrap_or("Gateway"), field("name").unwrap_or("(unnamed)"));
            let name = match field("sectionName") {
                Some(section) => format!("{name} (section {section})"),
                None => name,
            };
            let conditions: Vec<Condition> = match item.get("conditions") {
                Some(crate::model::Value::Array(list)) => list.iter().filter_map(Condition::from_value).collect(),
                _ => Vec::new(),
            };
            let accepted = conditions.iter().find(|c| c.type_ == "Accepted");
            let unresolved = conditions.iter().find(|c| c.type_ == "ResolvedRefs" && c.is_false() && current(c));
            let standing = if conditions.is_empty() {
                Standing::Waiting("lists it but has written no conditions for it".to_owned())
            } else if let Some(refused) = accepted.filter(|c| c.is_false() && current(c)).or(unresolved) {
                let (reason, detail) = refusal(refused);
                Standing::Refused { reason, detail }
            } else if let Some(stale) = conditions.iter().find(|c| !current(c)) {
                Standing::Waiting(format!(
                    "still reports on generation {} (the policy is at generation {})",
                    stale.observed_generation.unwrap_or_default(),
                    policy.generation.unwrap_or_default()
                ))
            } else {
                match accepted {
                    Some(c) if c.is_true() => Standing::Accepted,
                    Some(c) => Standing::Waiting(format!("reports Accepted as {}", c.status.as_str())),
                    None => {
                        let said: Vec<String> = conditions
                            .iter()
                            .map(|c| {
                                let why = [c.reason.as_str(), clause(&c.message)].iter().filter(|w| !w.is_empty()).copied().collect::<Vec<_>>().join(": ");
                                if why.is_empty() { format!("{}={}", c.type_, c.status.as_str()) } else { format!("{}={} ({why})", c.type_, c.status.as_str()) }
                            })
                            .collect();
                        Standing::Refused {
                            reason: "AirlockPolicyNotAccepted",
                            detail: format!("no Accepted condition, only {}", said.join(", ")),
                        }
                    }
                }
            };
            Ancestor { name, standing }
        })
        .collect()
}

fn classify(policy: &Resource, context: &Context, next: Next) -> Assessment {
    let kind = if policy.kind.is_empty() { "policy" } else { policy.kind.as_str() };
    let items = match policy.get(&["status", "ancestors"]) {
        Some(crate::model::Value::Array(items)) => &items[..],
        Some(_) => &[],
        None if policy.get(&["status"]).is_some() || policy.get(&["spec", "targetRefs"]).is_some() => &[],
        None => return next(policy, context),
    };
    let list = ancestors(policy, items);
    if list.is_empty() {
        return Assessment::new(
            Verdict::InProgress,
            format!("No Gateway has reported on the {kind} yet (status.ancestors is empty): the Airlock controller has not attached it to a gateway."),
            "AirlockPolicyPending",
        );
    }
    let accepted: Vec<&str> = list.iter().filter(|a| matches!(a.standing, Standing::Accepted)).map(|a| a.name.as_str()).collect();
    let accepted_by = if accepted.is_empty() { None } else { Some(format!("{} accepted it", accepted.join(", "))) };
    if let Some((ancestor, reason, detail)) = list.iter().find_map(|a| match &a.standing {
        Standing::Refused { reason, detail } => Some((a, *reason, detail)),
        _ => None,
    }) {
        let verdict = if accepted.is_empty() { Verdict::Failed } else { Verdict::Degraded };
        let still = accepted_by.clone().unwrap_or_else(|| "it is in effect nowhere".to_owned());
        return Assessment::new(verdict, format!("{} does not apply the {kind}: {detail}; {still}.", ancestor.name), reason);
    }
    if let Some((ancestor, waiting)) = list.iter().find_map(|a| match &a.standing {
        Standing::Waiting(words) => Some((a, words)),
        _ => None,
    }) {
        let still = accepted_by.unwrap_or_else(|| match policy.generation {
            Some(generation) => format!("no Gateway has accepted generation {generation} yet"),
            None => "no Gateway has accepted it yet".to_owned(),
        });
        return Assessment::new(Verdict::InProgress, format!("{} {waiting}, so the {kind} is not confirmed there yet; {still}.", ancestor.name), "AirlockPolicyPending");
    }
    Assessment::plain(Verdict::Ready, format!("The {kind} is accepted by {}.", accepted.join(", ")))
}
