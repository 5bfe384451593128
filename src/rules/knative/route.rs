//! Route: dependents `AllTrafficAssigned`, `IngressReady` and `CertificateProvisioned`. A Route
//! that cannot apply the traffic split its spec asks for keeps serving the split it had
//! (`status.traffic`): Degraded, not down.

use super::{from_happy, GROUP};
use crate::model::{Resource, Value};
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};

/// The Route rule.
pub static RULE: Rule = Rule { group: GROUP, kind: "Route", classify };

fn classify(route: &Resource, context: &Context, next: Next) -> Assessment {
    let Some(assessment) = from_happy(route, "Ready") else { return next(route, context) };
    still_serving(route, &assessment).unwrap_or(assessment)
}

/// A failed Route whose status still sends traffic to revisions: the split it had serves.
fn still_serving(route: &Resource, failed: &Assessment) -> Option<Assessment> {
    if failed.verdict != Verdict::Failed {
        return None;
    }
    // A revision the failure names (`Revision "hello-00002" failed to become ready`) does not
    // serve, even when status.traffic still lists it.
    let failing = |revision: &str| route.conditions.iter().any(|c| c.message.contains(&format!("\"{revision}\"")));
    let serving = split(route.get(&["status", "traffic"]), &failing)?;
    let asked = split(route.get(&["spec", "traffic"]), &|_| false).filter(|asked| *asked != serving).map(|asked| format!(" (spec.traffic asks for {asked})")).unwrap_or_default();
    Some(Assessment {
        verdict: Verdict::Degraded,
        summary: format!(
            "It cannot apply the traffic split it is asked for{asked}: {} It keeps the split it had, so users are still served: {serving}.",
            failed.summary.trim_end()
        ),
        reason: failed.reason.clone(),
    })
}

/// `search-v14 90%, search-v15 10%` for a list of traffic targets with a revision and a share;
/// `None` when no target has one, or when one is a revision `left_out` says does not serve.
fn split(traffic: Option<&Value>, left_out: &dyn Fn(&str) -> bool) -> Option<String> {
    let targets = traffic?.as_array()?;
    let mut parts: Vec<String> = Vec::new();
    for target in targets.iter() {
        let Some(percent) = target.get("percent").and_then(Value::as_i64).filter(|percent| *percent > 0) else { continue };
        let revision = target.get("revisionName").and_then(Value::as_str).filter(|name| !name.is_empty());
        if revision.is_some_and(left_out) {
            return None;
        }
        parts.push(format!("{} {percent}%", revision.unwrap_or("the latest revision")));
    }
    (!parts.is_empty()).then(|| parts.join(", "))
}
