//! Endpoints (`v1`) and EndpointSlice (`discovery.k8s.io/v1`): the addresses a Service sends
//! traffic to. Ready addresses serve; addresses listed as not ready wait for their pods'
//! readiness; none at all means the Service's traffic goes nowhere.

use crate::model::Value;

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{be, count, Assessment, Context, Next, Rule};

/// The Endpoints rule.
pub static RULE: Rule = Rule { group: "", kind: "Endpoints", classify: classify_endpoints };

/// The EndpointSlice rule.
pub static RULE_SLICE: Rule = Rule { group: "discovery.k8s.io", kind: "EndpointSlice", classify: classify_slice };

fn classify_endpoints(endpoints: &Resource, context: &Context, _next: Next) -> Assessment {
    let mut ready = 0;
    let mut waiting = 0;
    if let Some(Value::Array(subsets)) = endpoints.get(&["subsets"]) {
        for subset in subsets {
            ready += list_len(subset.get("addresses"));
            waiting += list_len(subset.get("notReadyAddresses"));
        }
    }
    assess(&endpoints.name, ready, waiting, unchanged_for(endpoints, context))
}

fn classify_slice(slice: &Resource, context: &Context, _next: Next) -> Assessment {
    let (mut ready, mut waiting) = (0, 0);
    if let Some(Value::Array(items)) = slice.get(&["endpoints"]) {
        for item in items {
            // A missing `ready` means ready (the API's own reading).
            let is_ready = item.get("conditions").and_then(|c| c.get("ready")).and_then(Value::as_bool).unwrap_or(true);
            let addresses = list_len(item.get("addresses")).max(1);
            if is_ready { ready += addresses } else { waiting += addresses }
        }
    }
    let service = slice.str(&["metadata", "labels", "kubernetes.io/service-name"]).unwrap_or(&slice.name);
    assess(service, ready, waiting, unchanged_for(slice, context))
}

/// How long endpoints may all be not ready before that is no longer a start: a pod passes its
/// readiness probe within minutes, or does not.
pub const NOT_READY_FAILS_AFTER_SECONDS: i64 = 10 * 60;

/// Seconds since the endpoints last changed (the endpoints controller's
/// `endpoints.kubernetes.io/last-change-trigger-time`), when known.
fn unchanged_for(resource: &Resource, context: &Context) -> Option<i64> {
    let changed = resource.str(&["metadata", "annotations", "endpoints.kubernetes.io/last-change-trigger-time"]).and_then(crate::model::timestamp::Timestamp::parse);
    context.seconds_since(changed)
}

fn list_len(value: Option<&Value>) -> i64 {
    match value {
        Some(Value::Array(items)) => i64::try_from(items.len()).unwrap_or(i64::MAX),
        _ => 0,
    }
}

fn assess(service: &str, ready: i64, waiting: i64, unchanged_for: Option<i64>) -> Assessment {
    match (ready, waiting) {
        (0, waiting) if waiting > 0 && unchanged_for.is_some_and(|seconds| seconds >= NOT_READY_FAILS_AFTER_SECONDS) => Assessment::new(
            Verdict::Degraded,
            format!(
                "None of the {} of Service {service} has been ready for {}: every request to it fails. Their pods' readiness probes fail (kubectl get pods with the Service's selector, then kubectl describe pod on one: its Unhealthy events).",
                count(waiting, "endpoint"),
                crate::model::timestamp::human_duration(unchanged_for.unwrap_or_default())
            ),
            "EndpointsNotReady",
        ),
        // Degraded, not Failed: the Service exists and answers nothing; a workload scaled to
        // zero on purpose looks the same, and the pods' own failures are the better root cause.
        (0, 0) => Assessment::new(
            Verdict::Degraded,
            format!("There are no endpoints: traffic to Service {service} goes nowhere (no pod matches its selector, or none has started)."),
            "NoEndpoints",
        ),
        (0, waiting) => Assessment::new(
            Verdict::InProgress,
            format!("None of the {} of Service {service} is ready yet: it serves nothing until a pod passes its readiness probe.", count(waiting, "endpoint")),
            "EndpointsNotReady",
        ),
        (ready, 0) => Assessment::plain(Verdict::Ready, format!("{} of Service {service} {} ready.", count(ready, "endpoint"), be(ready))),
        (ready, waiting) => Assessment::plain(
            Verdict::Ready,
            format!("{} of Service {service} {} ready; {waiting} more {} not ready yet.", count(ready, "endpoint"), be(ready), be(waiting)),
        ),
    }
}
