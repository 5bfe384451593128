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
    if let Some(stuck) = ingress_stuck(route, context) {
        return stuck;
    }
    if let Some(pinned) = super::pinned_to_a_missing_revision(route).filter(|_| assessment.verdict == Verdict::Failed) {
        return pinned;
    }
    still_serving(route, &assessment).unwrap_or(assessment)
}

/// How long the networking layer may take to program a Route's ingress before the wait counts
/// as stuck: it takes seconds, a new load balancer minutes.
pub const INGRESS_STUCK_AFTER_SECONDS: i64 = 60 * 60;

/// `IngressReady` Unknown for over [`INGRESS_STUCK_AFTER_SECONDS`]: the networking layer
/// (Kourier, Istio, Contour) is not programming it, and a Route never gives up by itself.
fn ingress_stuck(route: &Resource, context: &Context) -> Option<Assessment> {
    let ingress = route.condition("IngressReady").filter(|c| c.status == crate::model::ConditionStatus::Unknown)?;
    let seconds = context.seconds_since(ingress.since).filter(|seconds| *seconds >= INGRESS_STUCK_AFTER_SECONDS)?;
    let name = if route.name.is_empty() { "<name>" } else { route.name.as_str() };
    Some(Assessment::new(
        Verdict::Failed,
        format!(
            "Its ingress has not been programmed in {} (IngressReady is Unknown{}): a Route waits without a deadline, but the networking layer (Kourier, Istio or Contour) takes seconds, or minutes for a new load balancer. Look at the ingress Knative made for it: kubectl get ingresses.networking.internal.knative.dev {name}{} -o yaml, and at the networking layer's pods and their logs (kubectl get pods -n knative-serving; kubectl get pods -n kourier-system or istio-system).",
            crate::model::timestamp::human_duration(seconds),
            crate::rules::condition_detail(ingress),
            route.namespace_flag()
        ),
        if ingress.reason.is_empty() { "IngressNotConfigured".to_owned() } else { ingress.reason.clone() },
    ))
}

/// A failed Route whose status still sends traffic to revisions: the split it had serves.
fn still_serving(route: &Resource, failed: &Assessment) -> Option<Assessment> {
    // Only a split that could not be assigned, with the ingress still working: a Route whose
    // ingress or certificate failed is not "still served".
    let unassigned = route.condition("AllTrafficAssigned").is_some_and(|c| c.is_false());
    let ingress_down = route.condition("IngressReady").is_some_and(|c| c.is_false());
    if failed.verdict != Verdict::Failed || !unassigned || ingress_down {
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
        answers: false,
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
