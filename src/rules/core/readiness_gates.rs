//! Readiness gates: conditions another controller sets on a pod (`spec.readinessGates`). A pod
//! whose containers are ready is Ready only once each gate's condition is True, so a load
//! balancer's health check of the pod holds it back, not its readiness probe. Who sets a gate
//! is known by the prefix of its condition type; each setter is data: what its reasons mean,
//! which of them pass by themselves (registration, first checks), and what to try.

use crate::model::timestamp::human_duration;
use crate::model::{Condition, Resource, Value};
use crate::report::Verdict;
use crate::rules::{Assessment, Context};

/// A controller that sets readiness gates, known by the prefix of the condition types it sets.
pub struct GateSetter {
    /// The condition type's beginning (`target-health.elbv2.k8s.aws/`).
    pub prefix: &'static str,
    /// Who sets it and from what, to follow "set by ".
    pub who: &'static str,
    /// Reasons it writes: the reason, what it means, and whether it passes by itself (the
    /// load balancer still registering the pod or running its first checks).
    pub reasons: &'static [(&'static str, &'static str, bool)],
    /// What to try: `{gate}` (the part of the type after the prefix), `{name}`, `{ns}` and
    /// `{port}` (the pod's container port, when it has one) are filled.
    pub next: &'static str,
}

/// The setters this knows; any other gate is named by its type, whose domain says whose it is.
pub const SETTERS: &[GateSetter] = &[
    GateSetter {
        prefix: "target-health.elbv2.k8s.aws/",
        who: "the AWS Load Balancer Controller, from the health checks the load balancer makes of this pod (target group binding {gate})",
        reasons: &[
            ("Target.Timeout", "the load balancer's health checks of this pod time out", false),
            ("Target.FailedHealthChecks", "the load balancer's health checks of this pod fail", false),
            ("Target.ResponseCodeMismatch", "the health checks get an HTTP code the target group does not accept", false),
            ("Target.NotInUse", "the target group is not used by the load balancer (no listener sends to it, or the pod's zone is not enabled)", false),
            ("Elb.RegistrationInProgress", "the load balancer is still registering the pod", true),
            ("Elb.InitialHealthChecking", "the load balancer is still running its first health checks of the pod", true),
        ],
        next: "Let the load balancer reach the pod: the security groups of the nodes (or of the pod) must allow the load balancer's health checks on {port}, and the target group's health check path and port must answer with an accepted code. kubectl describe targetgroupbinding {gate}{ns} shows the target group; aws elbv2 describe-target-health --target-group-arn with its ARN shows why each target is unhealthy.",
    },
    GateSetter {
        prefix: "cloud.google.com/load-balancer-neg-ready",
        who: "the GKE NEG controller, once the Google Cloud load balancer's health check finds the pod healthy",
        reasons: &[("LoadBalancerNegNotReady", "the load balancer's health check has not found the pod healthy", false), ("LoadBalancerNegWithoutHealthCheck", "the pod's endpoint is attached but no health check is set up yet", true)],
        next: "Check the load balancer's health check (its path and port: a BackendConfig's, else taken from the readiness probe) and that the VPC firewall lets Google's health checkers (130.211.0.0/22 and 35.191.0.0/16) reach the pod on {port}; kubectl describe pod {name}{ns} shows the NEG controller's events.",
    },
];

/// The setter of a gate's condition type, when this knows it.
fn setter_of(type_: &str) -> Option<&'static GateSetter> {
    SETTERS.iter().find(|setter| type_.starts_with(setter.prefix))
}

/// The condition types the pod lists as readiness gates.
fn gates(pod: &Resource) -> Vec<&str> {
    pod.get(&["spec", "readinessGates"]).and_then(Value::as_array).unwrap_or_default().iter().filter_map(|gate| gate.get("conditionType").and_then(Value::as_str)).collect()
}

/// Whether `type_` is one of the pod's readiness gates.
pub fn is_gate(pod: &Resource, type_: &str) -> bool {
    pod.kind == "Pod" && gates(pod).contains(&type_)
}

/// What a gate's condition is, for its explanation (the knowledge base has no entry for a type
/// another controller makes up).
pub fn meaning(pod: &Resource, condition: &Condition) -> Option<String> {
    if !is_gate(pod, &condition.type_) {
        return None;
    }
    let who = match setter_of(&condition.type_) {
        Some(setter) => setter.who.replace("{gate}", condition.type_.get(setter.prefix.len()..).unwrap_or("")),
        None => format!("another controller (its domain, {}, says whose)", condition.type_.split('/').next().unwrap_or(&condition.type_)),
    };
    Some(format!("{} is a readiness gate of this pod (spec.readinessGates): the pod is Ready, and takes traffic, only once it is True. It is set by {who}.", condition.type_))
}

/// A running pod whose containers are ready while a readiness gate is not True: held back by
/// whoever sets the gate, not by its probes. In progress while that passes by itself or is
/// younger than `fails_after` seconds; failed after that.
pub fn held_back(pod: &Resource, context: &Context, fails_after: i64) -> Option<Assessment> {
    if !pod.condition("ContainersReady").is_some_and(Condition::is_true) {
        return None;
    }
    let gate = gates(pod).into_iter().find_map(|type_| match pod.condition(type_) {
        Some(condition) if condition.is_true() => None,
        found => Some((type_, found)),
    })?;
    let (type_, condition) = gate;
    let Some(condition) = condition else {
        // No condition yet: its controller has not looked at the pod at all.
        return Some(Assessment::plain(
            Verdict::InProgress,
            format!("Its containers are ready, but readiness gate {type_} has no condition yet: the controller that sets it has not seen the pod (is it installed and running?), so the pod takes no traffic."),
        ));
    };
    let setter = setter_of(type_);
    let gate_name = setter.and_then(|setter| type_.get(setter.prefix.len()..)).unwrap_or("");
    let known = setter.and_then(|setter| setter.reasons.iter().find(|(reason, _, _)| *reason == condition.reason));
    let for_how_long = context.seconds_since(condition.since);
    let lasted = for_how_long.map(|seconds| format!(" for {}", human_duration(seconds))).unwrap_or_default();
    let message = crate::rules::clause(&condition.message);
    let detail = match (condition.reason.is_empty(), message.is_empty() || message == condition.reason) {
        (true, true) => String::new(),
        (false, true) => format!(" ({})", condition.reason),
        (true, false) => format!(" (“{message}”)"),
        (false, false) => format!(" ({}: “{message}”)", condition.reason),
    };
    let means = known.map(|(_, means, _)| format!(": {means}")).unwrap_or_default();
    let who = match setter {
        Some(setter) => setter.who.replace("{gate}", gate_name),
        None => format!("another controller ({})", type_.split('/').next().unwrap_or(type_)),
    };
    let passes = known.is_some_and(|(_, _, passes)| *passes);
    // (What passes by itself takes a minute or two: lasting as long as a rollout waits, it did not.)
    let failed = for_how_long.is_some_and(|seconds| seconds >= fails_after);
    let port = pod
        .get(&["spec", "containers"])
        .and_then(Value::as_array)
        .unwrap_or_default()
        .iter()
        .flat_map(|container| container.get("ports").and_then(Value::as_array).unwrap_or_default())
        .filter_map(|port| port.get("containerPort").and_then(Value::as_i64))
        .next()
        .map_or_else(|| "the pod's port".to_owned(), |port| format!("port {port}"));
    let next = match setter {
        Some(setter) => setter.next.replace("{gate}", gate_name).replace("{port}", &port).replace("{name}", &pod.name).replace("{ns}", &pod.namespace_flag()),
        None => format!("Find the controller that sets {type_} and why it keeps it {}: its logs, and kubectl describe pod {}{}.", condition.status.as_str(), pod.name, pod.namespace_flag()),
    };
    let summary = if passes && !failed {
        format!("Its containers are ready, but readiness gate {type_} is {}{lasted}{detail}{means}. It is set by {who}; this passes by itself.", condition.status.as_str())
    } else if passes {
        format!("Its containers are ready, but readiness gate {type_} is {}{lasted}{detail}{means}, which takes a minute or two, not this long, so the pod takes no traffic. It is set by {who}. {next}", condition.status.as_str())
    } else if failed {
        format!("Its containers are ready and its probes pass, but readiness gate {type_} is {}{lasted}{detail}{means}, so the pod takes no traffic. It is set by {who}. {next}", condition.status.as_str())
    } else {
        format!("Its containers are ready, but readiness gate {type_} is {}{lasted}{detail}{means}. It is set by {who}; if it lasts: {next}", condition.status.as_str())
    };
    let verdict = if failed { Verdict::Failed } else { Verdict::InProgress };
    Some(Assessment::new(verdict, summary, condition.reason.clone()).answering())
}
