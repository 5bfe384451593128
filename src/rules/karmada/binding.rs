//! A Karmada ResourceBinding (or ClusterResourceBinding) ties one resource template to the
//! member clusters the scheduler picked (`spec.clusters`). The scheduler records the generation
//! it placed in `status.schedulerObservedGeneration` and the condition `Scheduled`
//! (`BindingScheduled`, or `BindingFailedScheduling` with the reason no cluster fits); the
//! controller reports `FullyApplied` (`FullyAppliedSuccess` / `FullyAppliedFailed`) and, per
//! member cluster, `status.aggregatedStatus[]` with `applied` (absent when false, with
//! `appliedMessage`) and
//! `health` (`Healthy`, `Unhealthy`, or `Unknown` when Karmada has no health interpreter for
//! the kind). Bindings of dependencies (`spec.requiredBy`, propagateDeps) follow their parent
//! and are not scheduled themselves.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{clause, condition_detail, Assessment, Context, Next, Rule};
use crate::model::Value;

/// ResourceBinding.
pub static RULE: Rule = Rule { group: "work.karmada.io", kind: "ResourceBinding", classify };

/// ClusterResourceBinding.
pub static RULE_CLUSTER: Rule = Rule { group: "work.karmada.io", kind: "ClusterResourceBinding", classify };

struct Member {
    cluster: String,
    /// `applied` is written with omitempty: absent means false.
    applied: bool,
    applied_message: String,
    health: String,
}

fn members(binding: &Resource) -> Vec<Member> {
    match binding.get(&["status", "aggregatedStatus"]) {
        Some(Value::Array(entries)) => entries
            .iter()
            .filter(|entry| entry.is_object())
            .map(|entry| {
                let text = |key: &str| entry.get(key).and_then(Value::as_str).unwrap_or("").trim().to_owned();
                Member {
                    cluster: Some(text("clusterName")).filter(|c| !c.is_empty()).unwrap_or_else(|| "an unnamed cluster".to_owned()),
                    applied: entry.get("applied").and_then(Value::as_bool).unwrap_or(false),
                    applied_message: text("appliedMessage"),
                    health: text("health"),
                }
            })
            .collect(),
        _ => Vec::new(),
    }
}

fn classify(binding: &Resource, context: &Context, next: Next) -> Assessment {
    let status_empty = crate::rules::status_missing(binding);
    let dependency = matches!(binding.get(&["spec", "requiredBy"]), Some(Value::Array(parents)) if !parents.is_empty());
    if status_empty {
        return crate::rules::not_reconciled(binding, "Karmada has not scheduled it", "KarmadaNotScheduled");
    }
    if let (Some(generation), false) = (binding.generation, dependency) {
        let observed = binding.int(&["status", "schedulerObservedGeneration"]);
        if observed.is_none_or(|observed| observed < generation) {
            let seen = observed.map(|o| format!("status.schedulerObservedGeneration is {o}")).unwrap_or_else(|| "status.schedulerObservedGeneration is not set".to_owned());
            return Assessment::new(
                Verdict::InProgress,
                format!("The Karmada scheduler has not placed the latest spec yet: generation {generation}, {seen}."),
                "KarmadaNotScheduled",
            );
        }
    }
    let placed = matches!(binding.get(&["spec", "clusters"]), Some(Value::Array(clusters)) if !clusters.is_empty());
    if let Some(unscheduled) = binding.condition("Scheduled").filter(|c| c.is_false()) {
        let (verdict, tail) = if placed {
            (Verdict::Degraded, "; it stays on the clusters it was placed on before")
        } else {
            (Verdict::Failed, "; it is on no member cluster")
        };
        return Assessment::new(verdict, format!("Scheduled is False{}{tail}.", condition_detail(unscheduled)), "BindingFailedScheduling");
    }
    let members = members(binding);
    let problems: Vec<String> = members
        .iter()
        .filter_map(|m| {
            if !m.applied {
                let why = if m.applied_message.is_empty() { String::new() } else { format!(": {}", clause(&m.applied_message)) };
                Some(format!("not applied on {}{why}", m.cluster))
            } else if m.health == "Unhealthy" {
                Some(format!("Unhealthy on {}", m.cluster))
            } else {
                None
            }
        })
        .collect();
    if !problems.is_empty() {
        let verdict = if problems.len() >= members.len() { Verdict::Failed } else { Verdict::Degraded };
        return Assessment::new(verdict, format!("The {} is {}.", binding.str(&["spec", "resource", "kind"]).unwrap_or("resource"), problems.join("; ")), "KarmadaMemberUnhealthy");
    }
    if let Some(failed) = binding.condition("FullyApplied").filter(|c| c.is_false()) {
        return Assessment::new(Verdict::Failed, format!("FullyApplied is False{}.", condition_detail(failed)), "FullyAppliedFailed");
    }
    if members.is_empty() {
        return next(binding, context);
    }
    let healthy: Vec<&str> = members.iter().filter(|m| m.health == "Healthy").map(|m| m.cluster.as_str()).collect();
    let unknown: Vec<&str> = members.iter().filter(|m| m.health != "Healthy").map(|m| m.cluster.as_str()).collect();
    let kind = binding.str(&["spec", "resource", "kind"]).unwrap_or("resource");
    let everywhere = list(&members.iter().map(|m| m.cluster.as_str()).collect::<Vec<_>>());
    let mut summary = if unknown.is_empty() {
        format!("The {kind} is applied and Healthy on {everywhere}")
    } else if healthy.is_empty() {
        format!("The {kind} is applied on {everywhere}")
    } else {
        format!("The {kind} is applied on {everywhere} and Healthy on {}", list(&healthy))
    };
    if !unknown.is_empty() {
        summary.push_str(&format!("; its health on {} is Unknown (Karmada has no health check for this kind)", list(&unknown)));
    }
    summary.push('.');
    Assessment::plain(Verdict::Ready, summary)
}

fn list(names: &[&str]) -> String {
    if names.len() > 1 { names.join(", ") } else { names.first().copied().unwrap_or("").to_owned() }
}
