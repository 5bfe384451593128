//! HorizontalPodAutoscaler (`autoscaling/v2`, and `v1` whose conditions live in the annotation
//! `autoscaling.alpha.kubernetes.io/conditions`, read by the model).
//!
//! `AbleToScale` False because the target's scale cannot be read or written, and
//! `ScalingActive` False because metrics cannot be read, are Degraded: the autoscaler keeps the
//! current replica count and does nothing. `ScalingLimited` True is only a note — unless it has
//! held the autoscaler at its maximum for 15 min while a utilization stays above its target.

use crate::model::{Condition, Resource};
use crate::report::Verdict;
use crate::rules::{condition_detail, count, reason_or, Assessment, Context, Next, Rule};

/// The HorizontalPodAutoscaler rule.
pub static RULE: Rule = Rule { group: "autoscaling", kind: "HorizontalPodAutoscaler", classify };

/// `AbleToScale` False reasons that mean the target's scale cannot be read or changed.
const SCALE_FAILURES: &[&str] = &["FailedGetScale", "FailedUpdateScale"];

/// `ScalingActive` False reasons that mean the configuration is wrong.
const CONFIG_FAILURES: &[&str] = &["InvalidSelector", "InvalidMetricSourceType"];

fn classify(hpa: &Resource, context: &Context, next: Next) -> Assessment {
    if hpa.get(&["status"]).is_none() && hpa.conditions.is_empty() {
        return next(hpa, context);
    }
    let target = match (hpa.str(&["spec", "scaleTargetRef", "kind"]), hpa.str(&["spec", "scaleTargetRef", "name"])) {
        (Some(kind), Some(name)) => format!("{kind} {name}"),
        (None, Some(name)) => name.to_owned(),
        _ => "its target".to_owned(),
    };
    let current = hpa.int(&["status", "currentReplicas"]);
    let keeps = current.map(|n| format!("; it leaves {target} at {}", count(n, "replica"))).unwrap_or_default();
    let able = hpa.condition("AbleToScale");
    let active = hpa.condition("ScalingActive");

    if let Some(able) = able.filter(|c| c.is_false() && SCALE_FAILURES.contains(&c.reason.as_str())) {
        // No such target: nothing is held at any count (currentReplicas 0 is only unset).
        if able.reason == "FailedGetScale" && able.message.contains("not found") {
            let namespace = hpa.namespace.as_deref().map(|ns| format!(" in namespace {ns}")).unwrap_or_default();
            return Assessment::new(
                Verdict::Degraded,
                format!(
                    "The autoscaler's target, {target}, does not exist{namespace} (FailedGetScale: “{}”): nothing is autoscaled. Point spec.scaleTargetRef at the workload it is meant for (kind, name and apiVersion), or create {target}.",
                    crate::rules::clipped(able.message.trim(), 200)
                ),
                able.reason.clone(),
            )
            .answering();
        }
        return Assessment::new(
            Verdict::Degraded,
            format!("The autoscaler cannot scale {target}{}{keeps}.", condition_detail(able)),
            able.reason.clone(),
        );
    }
    // Right after a rollout or a scale-up the new pods have no metrics until metrics-server's
    // first scrape of them: for a few minutes that is no failure.
    if let Some((active, seconds)) = active.filter(|c| c.is_false() && metric_failure(c) && awaits_first_metrics(&c.message)).and_then(|c| Some((c, context.seconds_since(c.since)?))) {
        if (0..NEW_PODS_WITHOUT_METRICS_SECONDS).contains(&seconds) {
            return Assessment::new(
                Verdict::InProgress,
                format!(
                    "No metrics for {target}'s pods yet, for {} ({}: “{}”): new pods are reported by metrics-server only after its first scrape of them, about a minute, so this settles by itself{keeps} meanwhile. If it lasts past 5 min, check metrics-server: kubectl top pods{}.",
                    crate::model::timestamp::human_duration(seconds),
                    active.reason,
                    crate::rules::clipped(active.message.trim().trim_start_matches("the HPA was unable to compute the replica count: "), 200),
                    hpa.namespace_flag()
                ),
                active.reason.clone(),
            )
            .answering();
        }
    }
    if let Some(active) = active.filter(|c| c.is_false() && metric_failure(c)) {
        // The controller's message starts with what our sentence already says.
        let detail = condition_detail(active).replacen(": the HPA was unable to compute the replica count: ", ": ", 1);
        let unknown = metric_not_served(hpa, &active.message);
        let assessment = Assessment::new(
            Verdict::Degraded,
            format!("The autoscaler cannot compute a replica count{detail}{keeps}.{}{}{unknown}", metrics_api_missing(&active.message), missing_request(hpa, &active.message)),
            active.reason.clone(),
        );
        return if unknown.is_empty() { assessment } else { assessment.answering() };
    }
    if let Some(active) = active.filter(|c| c.is_false() && c.reason == "ScalingDisabled") {
        return Assessment::new(
            Verdict::Suspended,
            format!("Autoscaling is off because {target} is scaled to zero (ScalingDisabled); it resumes when the target has replicas again."),
            active.reason.clone(),
        );
    }
    if let Some(waiting) = [able, active].into_iter().flatten().find(|c| !c.is_true()) {
        return Assessment::new(
            Verdict::InProgress,
            format!("The autoscaler is not scaling right now: {} is {}{}.", waiting.type_, waiting.status.as_str(), condition_detail(waiting)),
            reason_or(waiting, &waiting.type_),
        );
    }
    let missing: Vec<&str> = [("AbleToScale", able), ("ScalingActive", active)]
        .iter()
        .filter(|(_, condition)| condition.is_none())
        .map(|(name, _)| *name)
        .collect();
    if !missing.is_empty() {
        return Assessment::plain(
            Verdict::InProgress,
            format!(
                "The HPA controller has not reported {} yet{}.",
                missing.join(" or "),
                current.map(|n| format!("; {target} has {}", count(n, "replica"))).unwrap_or_default()
            ),
        );
    }
    if let Some(assessment) = held_at_maximum(hpa, &target, context) {
        return assessment;
    }
    Assessment::plain(Verdict::Ready, format!("The autoscaler is working: {}.{}", replicas(hpa, &target), limited(hpa)))
}

/// How long pods may have no metrics before the autoscaler's "did not receive metrics" is a
/// failure rather than new pods not scraped yet (metrics-server scrapes every 15 to 60 s).
pub const NEW_PODS_WITHOUT_METRICS_SECONDS: i64 = 5 * 60;

/// Whether the controller's message says it got no metrics for the pods (yet), rather than a
/// metric that cannot be served at all.
fn awaits_first_metrics(message: &str) -> bool {
    message.contains("did not receive metrics for targeted pods") || message.contains("no metrics returned from resource metrics API")
}

/// Held at `maxReplicas` this long while a metric stays above its target: the load needs
/// more pods than the autoscaler may make.
pub const HELD_AT_MAXIMUM_SECONDS: i64 = 15 * 60;

/// `ScalingLimited=True, TooManyReplicas` for [`HELD_AT_MAXIMUM_SECONDS`] while a
/// utilization is above its target: Degraded, with the numbers.
fn held_at_maximum(hpa: &Resource, target: &str, context: &Context) -> Option<Assessment> {
    let limited = hpa.condition("ScalingLimited").filter(|c| c.is_true() && c.reason == "TooManyReplicas")?;
    let seconds = context.seconds_since(limited.since).filter(|seconds| *seconds >= HELD_AT_MAXIMUM_SECONDS)?;
    let (metric, now, goal) = utilizations(hpa).into_iter().find(|(_, now, goal)| now > goal)?;
    let max = hpa.int(&["spec", "maxReplicas"]).map(|max| format!(" of {}", count(max, "replica"))).unwrap_or_default();
    let name = if hpa.name.is_empty() { "<name>" } else { hpa.name.as_str() };
    Some(Assessment::new(
        Verdict::Degraded,
        format!(
            "It has been held at its maximum{max} for {} while {metric} is at {now} % of requests against a {goal} % target: {target} needs more pods than it may have, so they stay overloaded. Raise spec.maxReplicas (kubectl edit hpa {name}{}) if the nodes have room, or make each pod carry more.",
            crate::model::timestamp::human_duration(seconds),
            hpa.namespace_flag()
        ),
        "TooManyReplicas",
    ))
}

/// (metric, current %, target %) of each utilization target: `autoscaling/v2` resource metrics,
/// or v1's CPU fields.
fn utilizations(hpa: &Resource) -> Vec<(String, i64, i64)> {
    use crate::model::Value;
    let mut found = Vec::new();
    if let (Some(now), Some(goal)) = (hpa.int(&["status", "currentCPUUtilizationPercentage"]), hpa.int(&["spec", "targetCPUUtilizationPercentage"])) {
        found.push(("cpu".to_owned(), now, goal));
    }
    let list = |path: &[&str]| -> &[Value] {
        match hpa.get(path) {
            Some(Value::Array(items)) => items,
            _ => &[],
        }
    };
    let (targets, currents) = (list(&["spec", "metrics"]), list(&["status", "currentMetrics"]));
    for wanted in targets {
        let Some(name) = wanted.get("resource").and_then(|r| r.get("name")).and_then(Value::as_str) else { continue };
        let Some(goal) = wanted.get("resource").and_then(|r| r.get("target")).and_then(|t| t.get("averageUtilization")).and_then(Value::as_i64) else { continue };
        let now = currents
            .iter()
            .filter(|current| current.get("resource").and_then(|r| r.get("name")).and_then(Value::as_str) == Some(name))
            .find_map(|current| current.get("resource").and_then(|r| r.get("current")).and_then(|c| c.get("averageUtilization")).and_then(Value::as_i64));
        if let Some(now) = now {
            found.push((name.to_owned(), now, goal));
        }
    }
    found
}

/// ` Container api has no resources.requests.cpu: …` when the message says a utilization
/// target has nothing to divide by; nothing otherwise.
fn missing_request(hpa: &Resource, message: &str) -> String {
    let Some((_, rest)) = message.split_once("missing request for ") else { return String::new() };
    let mut words = rest.split_whitespace();
    let (Some(resource), Some("in"), Some("container"), Some(container)) = (words.next(), words.next(), words.next(), words.next()) else { return String::new() };
    let workload = match (hpa.str(&["spec", "scaleTargetRef", "kind"]), hpa.str(&["spec", "scaleTargetRef", "name"])) {
        (Some(kind), Some(name)) => format!("{}/{name}", kind.to_ascii_lowercase()),
        _ => "<workload>".to_owned(),
    };
    format!(
        " A utilization target is a share of each container's request, and container {container} has no resources.requests.{resource}: set one (kubectl set resources {workload} -c {container} --requests={resource}=<amount>{}), and metrics-server is not the problem.",
        hpa.namespace_flag()
    )
}

/// `FailedGet…Metric` and configuration errors: the autoscaler cannot compute anything.
fn metric_failure(condition: &Condition) -> bool {
    let reason = condition.reason.as_str();
    (reason.starts_with("FailedGet") && reason.ends_with("Metric")) || CONFIG_FAILURES.contains(&reason)
}

/// `Deployment web has 3 replicas and should have 3 (min 2, max 10); CPU at 45 % of request (target 80 %)`.
fn replicas(hpa: &Resource, target: &str) -> String {
    let current = hpa.int(&["status", "currentReplicas"]);
    let desired = hpa.int(&["status", "desiredReplicas"]);
    let min = hpa.int(&["spec", "minReplicas"]).unwrap_or(1);
    let bounds = match hpa.int(&["spec", "maxReplicas"]) {
        Some(max) => format!(" (min {min}, max {max})"),
        None => format!(" (min {min})"),
    };
    let counts = match (current, desired) {
        (Some(current), Some(desired)) if current == desired => format!("{target} has {}, as desired{bounds}", count(current, "replica")),
        (Some(current), Some(desired)) => format!("{target} has {} and should have {desired}{bounds}", count(current, "replica")),
        (Some(current), None) => format!("{target} has {}{bounds}", count(current, "replica")),
        _ => format!("it scales {target}{bounds}"),
    };
    let cpu = match (hpa.int(&["status", "currentCPUUtilizationPercentage"]), hpa.int(&["spec", "targetCPUUtilizationPercentage"])) {
        (Some(now), Some(goal)) => format!("; CPU is at {now} % of request (target {goal} %)"),
        _ => String::new(),
    };
    format!("{counts}{cpu}")
}

/// ` Note: …` when `ScalingLimited` is True.
fn limited(hpa: &Resource) -> String {
    match hpa.condition("ScalingLimited").filter(|c| c.is_true()) {
        Some(limit) => format!(" Note: scaling is limited{}.", condition_detail(limit)),
        None => String::new(),
    }
}

/// ` The metrics API … is not served …` when the message says the API server has no such API
/// (metrics-server, or the adapter for custom or external metrics, is not installed or not
/// available), rather than that the pods lack requests; nothing otherwise.
/// `the server could not find the metric http_requests_per_second for pods`: the metrics
/// adapter answers, but serves no metric of that name — its rules, or the HPA's name, are
/// wrong; with the query that lists what it serves.
fn metric_not_served(hpa: &Resource, message: &str) -> String {
    let Some((_, rest)) = message.split_once("could not find the metric ") else { return String::new() };
    let Some((metric, rest)) = rest.split_once(' ') else { return String::new() };
    let for_pods = rest.starts_with("for pods");
    let external = message.contains("external metrics");
    let namespace = hpa.namespace.as_deref().unwrap_or("default");
    let (api, object) = match (external, for_pods) {
        (true, _) => ("external.metrics.k8s.io", String::new()),
        (false, true) => ("custom.metrics.k8s.io", "pods/*/".to_owned()),
        (false, false) => return String::new(),
    };
    format!(
        " The metrics adapter answers but serves no metric {metric}: kubectl get --raw \"/apis/{api}/v1beta1/namespaces/{namespace}/{object}{metric}\" shows what it has; add a rule for it to the adapter (prometheus-adapter's rules, say) or fix the metric's name in the HPA."
    )
}

fn metrics_api_missing(message: &str) -> String {
    let unserved = message.contains("could not find the requested resource") || message.contains("the server is currently unable to handle the request");
    let api = ["metrics.k8s.io", "custom.metrics.k8s.io", "external.metrics.k8s.io"]
        .into_iter()
        .rev()
        .find(|api| message.contains(&format!(".{api}")) || message.contains(&format!("{api})")));
    match (unserved, api) {
        (true, Some(api)) => format!(
            " The API server does not serve {api}: the component behind it (metrics-server for metrics.k8s.io, a metrics adapter for the others) is not installed or not available; kubectl get apiservice v1beta1.{api} says which."
        ),
        _ => String::new(),
    }
}
