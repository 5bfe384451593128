//! Prometheus operator configuration objects (ServiceMonitor, PodMonitor, PrometheusRule, Probe,
//! ScrapeConfig, AlertmanagerConfig): the operator reads them into the Prometheus (or
//! Alertmanager) that selects them. Older operators write no status: they exist, and that is all
//! there is to check. Newer ones list each selecting workload in `status.bindings` with an
//! `Accepted` condition: False means that workload ignores the object (invalid configuration).
//! Prometheus, Alertmanager and the other workloads have conditions of their own (`next`).

use crate::model::Value;

use crate::model::Condition;
use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, Assessment, Context, Next, Rule};

/// Every kind of the group.
pub static RULE: Rule = Rule { group: "monitoring.coreos.com", kind: "*", classify };

/// The kinds that are configuration read by the operator.
const CONFIG_KINDS: &[&str] = &["ServiceMonitor", "PodMonitor", "PrometheusRule", "Probe", "ScrapeConfig", "AlertmanagerConfig"];

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    if !CONFIG_KINDS.contains(&resource.kind.as_str()) {
        return next(resource, context);
    }
    let Some(Value::Array(bindings)) = resource.get(&["status", "bindings"]) else {
        return Assessment::plain(
            Verdict::Ready,
            format!("{} has no status to check: it is configuration the Prometheus operator reads into every Prometheus or Alertmanager whose selectors match it, and it exists.", resource.display_name()),
        );
    };
    let mut refused = Vec::new();
    for binding in bindings {
        let workload = format!(
            "{} {}",
            binding.get("resource").and_then(Value::as_str).unwrap_or("workload"),
            binding.get("name").and_then(Value::as_str).unwrap_or("(unnamed)")
        );
        let accepted = match binding.get("conditions") {
            Some(Value::Array(entries)) => entries.iter().filter_map(Condition::from_value).find(|c| c.type_ == "Accepted"),
            _ => None,
        };
        if let Some(condition) = accepted.filter(|c| c.is_false()) {
            refused.push(format!("{workload}{}", condition_detail(&condition)));
        }
    }
    match (refused.len(), bindings.len()) {
        (0, 0) => Assessment::plain(Verdict::Ready, format!("{} is not selected by any Prometheus or Alertmanager yet (status.bindings is empty).", resource.display_name())),
        (0, n) => Assessment::plain(Verdict::Ready, format!("Accepted by {} that select it.", if n == 1 { "the 1 workload".to_owned() } else { format!("all {n} workloads") })),
        (failed, n) => Assessment::new(
            if failed == n { Verdict::Failed } else { Verdict::Degraded },
            format!("Not accepted by {} of the {n} workloads that select it: {}.", failed, refused.join("; ")),
            "ConfigurationNotAccepted",
        ),
    }
}
