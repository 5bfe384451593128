//! PodDisruptionBudgets: a budget that blocks a drain, or refused an eviction a pasted event
//! shows, is the cause.

use crate::model::Resource;
use crate::relate::Graph;
use crate::report::{ResourceReport, Verdict};
use super::{own_cause, link};

/// A PodDisruptionBudget that allows no disruption while a pod it protects runs on a cordoned
/// node (one being drained, most often) blocks that drain: every eviction is refused until the
/// budget allows one. Degraded, naming the node and the pod.
pub(super) fn blocked_drains(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    let cordoned = |node: usize| resources.get(node).is_some_and(|n| n.get(&["spec", "unschedulable"]).and_then(|v| v.as_bool()) == Some(true));
    for (index, budget) in resources.iter().enumerate().filter(|(_, r)| r.kind == "PodDisruptionBudget") {
        if budget.int(&["status", "disruptionsAllowed"]) != Some(0) {
            continue;
        }
        // Drained or not, what would let an eviction through is known from the budget itself.
        let advice = crate::rules::policy::poddisruptionbudget::unblock_advice(budget);
        let protected = graph.references.get(index).into_iter().flatten().filter(|r| r.relation == "protects").filter_map(|r| r.target);
        let stuck = protected.filter_map(|pod| {
            let node = graph.pasted(pod, "Node").filter(|&node| cordoned(node))?;
            Some((resources.get(pod)?.name.clone(), resources.get(node)?.name.clone()))
        });
        let stuck: Vec<(String, String)> = stuck.collect();
        let refused = match stuck.is_empty() {
            true => refused_eviction(budget, index, resources, graph, reports),
            false => None,
        };
        let Some(report) = reports.get_mut(index) else { continue };
        let Some((pod, node)) = stuck.first() else {
            match refused {
                Some(refused) if !report.verdict.is_problem() => {
                    report.verdict = Verdict::Degraded;
                    report.summary = format!("{refused} {}", report.summary.trim_end());
                    report.reason = Some("DrainBlocked".to_owned());
                    report.rule = "rollup/blocked-drain".to_owned();
                    crate::explain::restate_as_the_cause(&mut report.conditions, "DisruptionAllowed", advice);
                    let cause = own_cause(vec![link(budget, report)], report);
                    report.root_cause = Some(cause);
                }
                _ => crate::explain::restate_next(&mut report.conditions, "DisruptionAllowed", advice),
            }
            continue;
        };
        if report.verdict.is_problem() {
            continue;
        }
        let others = if stuck.len() > 1 { format!(" (and {} more of its pods on cordoned nodes)", stuck.len() - 1) } else { String::new() };
        report.verdict = Verdict::Degraded;
        report.summary = format!(
            "It blocks the drain of Node {node}: its pod {pod} runs there{others}, and the budget allows 0 disruptions, so every eviction of it is refused. {}",
            report.summary.trim_end()
        );
        report.reason = Some("DrainBlocked".to_owned());
        report.rule = "rollup/blocked-drain".to_owned();
        crate::explain::restate_as_the_cause(&mut report.conditions, "DisruptionAllowed", advice);
        let cause = own_cause(vec![link(budget, report)], report);
        report.root_cause = Some(cause);
    }
}

/// An eviction a budget that allows no disruption refused, from the events pasted (about a
/// pod, the eviction API's "would violate the pod's disruption budget"; about a node,
/// Karpenter's `pdb "<namespace>/<name>" prevents pod evictions`), said for its summary. An
/// event that names the budget, or is about a pod it protects, is its own; one about another
/// pod of its namespace only when no other budget pasted there allows no disruption.
pub(super) fn refused_eviction(budget: &Resource, index: usize, resources: &[Resource], graph: &Graph, reports: &[ResourceReport]) -> Option<String> {
    let namespace = budget.namespace.as_deref();
    let protected: Vec<&str> = graph.references.get(index).into_iter().flatten().filter(|r| r.relation == "protects").map(|r| r.name.as_str()).collect();
    let alone = resources
        .iter()
        .filter(|r| r.kind == "PodDisruptionBudget" && r.namespace.as_deref() == namespace && r.int(&["status", "disruptionsAllowed"]) == Some(0))
        .count()
        == 1;
    let named = |message: &str| {
        let (_, rest) = message.split_once("pdb \"")?;
        let name = rest.split('"').next()?;
        Some(match name.split_once('/') {
            Some((its_namespace, name)) => Some(its_namespace) == namespace && name == budget.name,
            None => name == budget.name,
        })
    };
    // The event resources not about a pasted object keep what they are about; the others are
    // listed under that object's report.
    let about = |at: usize, report: &ResourceReport| -> Option<(String, Option<String>, String)> {
        let resource = resources.get(at)?;
        if !crate::model::event::is_event(resource) {
            return Some((report.kind.clone(), report.namespace.clone(), report.name.clone()));
        }
        let regarding = resource.get(&["involvedObject"]).or_else(|| resource.get(&["regarding"]))?;
        let text = |key: &str| regarding.get(key).and_then(crate::model::Value::as_str).map(str::to_owned);
        Some((text("kind")?, text("namespace").or_else(|| resource.namespace.clone()), text("name")?))
    };
    reports.iter().enumerate().filter(|(at, _)| graph.event_of.get(*at).copied().flatten().is_none()).find_map(|(at, report)| {
        let event = report.events.iter().rev().find(|e| e.message.contains("violate the pod's disruption budget") || e.message.contains("prevents pod evictions"))?;
        let (kind, its_namespace, name) = about(at, report)?;
        let how = format!(
            "{}{} (event {}: “{}”)",
            if event.count > 1 { format!(" {} times", event.count) } else { String::new() },
            event.age.as_deref().map(|age| format!(", last {age} ago")).unwrap_or_default(),
            event.reason,
            event.message.trim_end_matches('.')
        );
        match named(&event.message) {
            Some(true) => Some(format!(
                "It refuses evictions that a drain or a node's removal waits for (event {} about {kind} {name}{}{}: “{}”).",
                event.reason,
                if event.count > 1 { format!(", {} times", event.count) } else { String::new() },
                event.age.as_deref().map(|age| format!(", last {age} ago")).unwrap_or_default(),
                event.message.trim_end_matches('.')
            )),
            Some(false) => None,
            None if kind != "Pod" || its_namespace.as_deref() != namespace => None,
            None if protected.contains(&name.as_str()) => Some(format!("It refuses evictions that a drain or a node's removal waits for: its pod {name} was refused{how}.")),
            None if alone => Some(format!(
                "A drain or a node's removal waits: Pod {name} was refused its eviction{how}, and this is the only budget pasted in namespace {} that allows no disruption, so most likely it is the one that refuses.",
                namespace.unwrap_or("default")
            )),
            None => None,
        }
    })
}
