//! Namespace (`v1`): phase `Active` or `Terminating`, and the deletion conditions that say why
//! a namespace is stuck terminating.
//!
//! A namespace being deleted carries `metadata.deletionTimestamp`, which the engine reports
//! first; this rule covers a pasted `status` without it.

use crate::explain::is_failing;
use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, reason_or, Assessment, Context, Next, Rule};

/// The Namespace rule.
pub static RULE: Rule = Rule { group: "", kind: "Namespace", classify };

fn classify(namespace: &Resource, context: &Context, next: Next) -> Assessment {
    match namespace.str(&["status", "phase"]) {
        Some("Terminating") => {
            let stuck = namespace.conditions.iter().find(|c| is_failing(c));
            match stuck {
                Some(condition) => Assessment::new(
                    Verdict::Terminating,
                    format!("The namespace is being deleted and is held up: {} is True{}.", condition.type_, condition_detail(condition)),
                    reason_or(condition, &condition.type_),
                ),
                None => Assessment::new(Verdict::Terminating, "The namespace is being deleted (phase Terminating).", "Terminating"),
            }
        }
        Some("Active") => Assessment::plain(Verdict::Ready, "The namespace is active."),
        // A namespace without status is still a namespace that exists.
        None if namespace.get(&["status"]).is_none() => {
            Assessment::plain(Verdict::Ready, "The namespace has no status in what you pasted; it exists, and a namespace has nothing else to check.")
        }
        _ => next(namespace, context),
    }
}
