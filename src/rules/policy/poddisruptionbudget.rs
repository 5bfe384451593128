//! PodDisruptionBudget (`policy/v1`): how many of the pods it protects are healthy, and whether
//! voluntary evictions (node drains) may proceed. Without a status it is a stored object.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};

/// The PodDisruptionBudget rule.
pub static RULE: Rule = Rule { group: "policy", kind: "PodDisruptionBudget", classify };

fn classify(budget: &Resource, _context: &Context, _next: Next) -> Assessment {
    let (Some(healthy), Some(needed)) = (budget.int(&["status", "currentHealthy"]), budget.int(&["status", "desiredHealthy"])) else {
        return crate::rules::stored::assess(budget);
    };
    let allowed = budget.int(&["status", "disruptionsAllowed"]).unwrap_or(0);
    let expected_pods = budget.int(&["status", "expectedPods"]);
    if expected_pods == Some(0) {
        return Assessment::plain(
            Verdict::Ready,
            "Its selector matches no pod (expectedPods 0), so it protects nothing; check spec.selector if it should.",
        );
    }
    let expected = expected_pods.map(|n| format!(" of {n}")).unwrap_or_default();
    if healthy < needed {
        return Assessment::new(
            Verdict::Degraded,
            format!(
                "Only {healthy}{expected} protected pods are healthy and the budget needs {needed}: the application is below its budget, and voluntary evictions such as node drains are blocked."
            ),
            "InsufficientPods",
        );
    }
    if allowed == 0 {
        // Every pod healthy and still no disruption allowed: the budget itself forbids them.
        let all_healthy = expected_pods.is_some_and(|pods| healthy >= pods);
        let spec = budget_spec(budget);
        let summary = if all_healthy {
            format!(
                "All {healthy} protected pods are healthy, and still it allows 0 disruptions: with {spec} it refuses every voluntary eviction, for good. A node drain or upgrade that must move one of its pods waits until the budget is loosened (kubectl edit pdb {}{}), if the application can lose a pod.",
                budget.name,
                budget.namespace_flag()
            )
        } else {
            format!(
                "{healthy}{expected} protected pods are healthy (the budget needs {needed}), but it allows 0 disruptions: a node drain waits until more pods are healthy or the budget is loosened."
            )
        };
        return Assessment::plain(Verdict::Ready, summary);
    }
    Assessment::plain(
        Verdict::Ready,
        format!("{healthy}{expected} protected pods are healthy (the budget needs {needed}); {allowed} may be evicted at a time."),
    )
}

/// `maxUnavailable: 0`, `minAvailable: 3`: what the budget asks for, as written.
fn budget_spec(budget: &Resource) -> String {
    match (budget.get(&["spec", "maxUnavailable"]), budget.get(&["spec", "minAvailable"])) {
        (Some(max), _) => format!("maxUnavailable: {}", scalar_text(max)),
        (None, Some(min)) => format!("minAvailable: {}", scalar_text(min)),
        (None, None) => "its spec".to_owned(),
    }
}

/// What to do about a budget that allows no disruption while a drain waits on it: with every
/// protected pod healthy the budget itself forbids evictions, else the unhealthy pods do.
pub(crate) fn unblock_advice(budget: &Resource) -> String {
    let healthy = budget.int(&["status", "currentHealthy"]).unwrap_or(0);
    let edit = format!("kubectl edit pdb {}{}", budget.name, budget.namespace_flag());
    match budget.int(&["status", "expectedPods"]) {
        Some(pods) if healthy >= pods => format!(
            "{} protected pods are healthy: the budget itself ({}) allows no eviction. If the application can lose one pod for a while, loosen it ({edit}: maxUnavailable: 1, or minAvailable below {pods}) and the drain goes on; put it back after.",
            if pods == 2 { "Both".to_owned() } else { format!("All {pods}") },
            budget_spec(budget)
        ),
        _ => format!(
            "Make the unhealthy protected pods healthy ({healthy} healthy, {} needed): the drain goes on once one eviction is allowed. Or, if the application can lose a pod, loosen the budget ({edit}).",
            budget.int(&["status", "desiredHealthy"]).map_or_else(|| "more".to_owned(), |needed| needed.to_string())
        ),
    }
}

/// `0`, `25%`: an int-or-string field as written.
fn scalar_text(value: &crate::model::Value) -> String {
    match (value.as_str(), value.as_i64()) {
        (Some(text), _) => text.to_owned(),
        (None, Some(number)) => number.to_string(),
        _ => "?".to_owned(),
    }
}
