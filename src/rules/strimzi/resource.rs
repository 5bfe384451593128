//! Strimzi resources (Kafka, KafkaNodePool, KafkaConnect, KafkaConnector, KafkaMirrorMaker2,
//! KafkaBridge, KafkaTopic, KafkaUser) report `Ready` True once reconciled. Trouble is a
//! `NotReady` condition that is True (older operators) or `Ready` False, with the Java
//! exception's name as reason (`InvalidResourceException`, `TimeoutException`, …) and its
//! message; while a Kafka cluster is first deployed it reads `NotReady` True with reason
//! `Creating`. `Warning` conditions (deprecated fields and the like) never decide. The
//! annotation `strimzi.io/pause-reconciliation: "true"` (condition `ReconciliationPaused`)
//! stops the operator on purpose. A KafkaNodePool has no Ready condition: its health is the
//! Kafka cluster's.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{clipped, condition_detail, status_missing, Assessment, Context, Next, Rule};

/// Every kind of the group (KafkaRebalance has its own rule, listed first).
pub static RULE: Rule = Rule { group: "kafka.strimzi.io", kind: "*", classify };

/// Reasons Strimzi gives while a resource is still being created.
const CREATING: &[&str] = &["Creating", "Reconciling"];

/// Which Strimzi operator reconciles a kind.
fn operator(kind: &str) -> &'static str {
    match kind {
        "KafkaTopic" => "Strimzi topic operator",
        "KafkaUser" => "Strimzi user operator",
        _ => "Strimzi cluster operator",
    }
}

/// `condition_detail` with the message cut to a readable length (Java exception messages can
/// run to pages).
fn detail(condition: &crate::model::Condition) -> String {
    let mut cut = condition.clone();
    cut.message = clipped(&condition.message, 200);
    condition_detail(&cut)
}

/// ` (1 warning: …)` for `Warning` conditions that are True, or nothing.
pub(super) fn warnings(resource: &Resource) -> String {
    let warnings: Vec<&crate::model::Condition> = resource.conditions.iter().filter(|c| c.type_ == "Warning" && c.is_true()).collect();
    match warnings.as_slice() {
        [] => String::new(),
        [one] => format!(" (1 warning{})", detail(one)),
        [first, rest @ ..] => format!(" ({} warnings, the first{})", rest.len() + 1, detail(first)),
    }
}

/// Paused on purpose: the annotation or the condition.
pub(super) fn paused(resource: &Resource) -> Option<Assessment> {
    let annotated = resource.str(&["metadata", "annotations", "strimzi.io/pause-reconciliation"]) == Some("true");
    let condition = resource.condition("ReconciliationPaused").filter(|c| c.is_true());
    (annotated || condition.is_some()).then(|| {
        Assessment::new(
            Verdict::Suspended,
            format!("Reconciliation is paused (annotation strimzi.io/pause-reconciliation: \"true\"): the {} leaves {} as it is.", operator(&resource.kind), resource.display_name()),
            "StrimziReconciliationPaused",
        )
    })
}

pub(super) fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    if let Some(paused) = paused(resource) {
        return paused;
    }
    if status_missing(resource) {
        return Assessment::new(
            Verdict::InProgress,
            format!("{} has no status yet: the {} has not reconciled it (or the status was not pasted).", resource.display_name(), operator(&resource.kind)),
            "StrimziPending",
        );
    }
    let not_ready = resource.condition("NotReady").filter(|c| c.is_true()).or_else(|| resource.condition("Ready").filter(|c| c.is_false()));
    if let Some(bad) = not_ready {
        let said = format!("{} is {}{}", bad.type_, bad.status.as_str(), detail(bad));
        if CREATING.contains(&bad.reason.as_str()) {
            return Assessment::new(Verdict::InProgress, format!("{said}: the {} is still deploying it.", operator(&resource.kind)), "StrimziCreating");
        }
        return Assessment::new(Verdict::Failed, format!("{said}."), "StrimziNotReady");
    }
    if resource.condition("Ready").is_some_and(|c| c.is_true()) {
        let what = match resource.kind.as_str() {
            "KafkaTopic" => "the topic exists in Kafka as specified",
            "KafkaUser" => "the user's credentials and ACLs are in place",
            _ => "the operator reconciled it",
        };
        return Assessment::plain(Verdict::Ready, format!("Ready is True: {what}{}.", warnings(resource)));
    }
    if resource.kind == "KafkaNodePool" {
        let ids = match resource.get(&["status", "nodeIds"]) {
            Some(crate::model::Value::Array(ids)) => ids.iter().filter_map(|id| id.as_i64()).map(|id| id.to_string()).collect::<Vec<_>>(),
            _ => Vec::new(),
        };
        if !ids.is_empty() {
            let cluster = resource.str(&["metadata", "labels", "strimzi.io/cluster"]).filter(|c| !c.trim().is_empty()).map(|c| format!("Kafka {c}")).unwrap_or_else(|| "the Kafka resource".to_owned());
            return Assessment::plain(Verdict::Ready, format!("The node pool has node ids {}; their health is reported on {cluster}{}.", ids.join(", "), warnings(resource)));
        }
    }
    next(resource, context)
}
