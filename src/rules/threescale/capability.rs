//! 3scale capability resources. The operator writes `Failed`, `Invalid` and `Orphan`
//! conditions when it cannot synchronise the object with the 3scale API (an error, a spec the
//! API rejects, a reference to an object that does not exist), `Ready` (or `Synced` on a
//! Product or Backend) when it did, and an `In-progress` condition while a proxy
//! configuration is being promoted. An Application or developer user can also be suspended in
//! 3scale itself (`status.state`, `status.developerUserState`).

use crate::model::{Condition, Resource};
use crate::report::Verdict;
use crate::rules::{condition_detail, reason_or, Assessment, Context, Next, Rule};

/// Every kind of `capabilities.3scale.net`.
pub static RULE: Rule = Rule { group: "capabilities.3scale.net", kind: "*", classify };

/// Conditions that, when True, mean the object is not in 3scale as specified; the fallback reason.
const PROBLEMS: &[(&str, &str)] = &[("Failed", "ThreescaleFailed"), ("Invalid", "ThreescaleInvalid"), ("Orphan", "ThreescaleOrphan")];

/// Status fields that say the account holder or an admin suspended it in 3scale.
const STATE_FIELDS: &[&str] = &["state", "developerUserState", "accountState"];

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    let true_condition = |type_: &str| resource.condition(type_).filter(|c| c.is_true());
    for (type_, fallback) in PROBLEMS {
        if let Some(problem) = true_condition(type_) {
            return Assessment::new(Verdict::Failed, format!("{type_} is True{}: the operator cannot make 3scale match the spec.", condition_detail(problem)), reason_or(problem, fallback));
        }
    }
    if let Some(field) = STATE_FIELDS.iter().find(|field| resource.str(&["status", field]).is_some_and(|s| s.eq_ignore_ascii_case("suspended"))) {
        let approval = if *field == "developerUserState" { " (a developer user waits for an admin to approve it)" } else { "" };
        return Assessment::new(Verdict::Suspended, format!("status.{field} is suspended in 3scale{approval}: it cannot use the API until it is resumed there."), "ThreescaleSuspended");
    }
    if let Some(working) = true_condition("In-progress") {
        return Assessment::new(Verdict::InProgress, format!("In-progress is True{}.", condition_detail(working)), reason_or(working, "ThreescaleInProgress"));
    }
    if resource.condition("Ready").is_none() {
        if let Some(synced) = resource.condition("Synced") {
            return synced_only(synced);
        }
        if resource.conditions.is_empty() {
            return Assessment::new(
                Verdict::InProgress,
                format!("{} has no conditions yet: the 3scale operator has not synchronised it with the 3scale API.", resource.display_name()),
                "ThreescaleNotSynced",
            );
        }
    }
    next(resource, context)
}

/// A Product or Backend reports `Synced` as its success.
fn synced_only(synced: &Condition) -> Assessment {
    let detail = condition_detail(synced);
    if synced.is_true() {
        Assessment::plain(Verdict::Ready, format!("Synced is True{detail}: 3scale has the object as specified."))
    } else if synced.is_false() {
        Assessment::new(Verdict::Failed, format!("Synced is False{detail}."), reason_or(synced, "ThreescaleFailed"))
    } else {
        Assessment::new(Verdict::InProgress, format!("Synced is Unknown{detail}."), reason_or(synced, "ThreescaleNotSynced"))
    }
}
