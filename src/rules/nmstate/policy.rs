//! A NodeNetworkConfigurationPolicy (NNCP) applies a desired network state to the nodes its
//! `spec.nodeSelector` matches, a few at a time (`spec.maxUnavailable`); each node reports in
//! its NodeNetworkConfigurationEnactment (NNCE). The policy's conditions sum them up:
//! `Progressing` True while nodes are being configured (`Policy is progressing 0/1 nodes
//! finished`), `Available` True once every node is configured (`SuccessfullyConfigured`),
//! `Degraded` True when nodes failed (`FailedToConfigure`, `1/3 nodes failed to configure`;
//! nmstate rolls a failed node back to its previous network state), and reason
//! `NoMatchingNode` (with `Ignored` True) when no node matches, so the policy applies
//! nowhere. An enactment reports `Available`, `Progressing`, `Pending` (waiting for
//! `maxUnavailable`), `Failing` (with nmstate's error) and `Aborted` (stopped because the
//! policy failed on other nodes).

use crate::rules::status_missing;
use crate::model::{Condition, Resource};
use crate::report::Verdict;
use crate::rules::{condition_detail, Assessment, Context, Next, Rule};
use crate::model::Value;

/// NodeNetworkConfigurationPolicy.
pub static RULE_POLICY: Rule = Rule { group: "nmstate.io", kind: "NodeNetworkConfigurationPolicy", classify: classify_policy };

/// NodeNetworkConfigurationEnactment.
pub static RULE_ENACTMENT: Rule = Rule { group: "nmstate.io", kind: "NodeNetworkConfigurationEnactment", classify: classify_enactment };


/// `{key=value,…}` from `spec.nodeSelector`, or nothing.
fn node_selector(policy: &Resource) -> String {
    match policy.get(&["spec", "nodeSelector"]) {
        Some(Value::Object(labels)) if !labels.is_empty() => {
            let pairs: Vec<String> = labels.iter().map(|(k, v)| format!("{k}={}", v.as_str().unwrap_or(""))).collect();
            format!(" ({})", pairs.join(","))
        }
        _ => String::new(),
    }
}

/// `(failed, of)` from a message such as `1/3 nodes failed to configure`.
fn fraction(condition: &Condition) -> Option<(i64, i64)> {
    let first = condition.message.split_whitespace().next()?;
    let (done, of) = first.split_once('/')?;
    Some((done.parse().ok()?, of.parse().ok()?))
}

fn classify_policy(policy: &Resource, context: &Context, next: Next) -> Assessment {
    if status_missing(policy) {
        return crate::rules::not_reconciled(policy, "the nmstate handler has not started applying it", "NmstatePolicyPending");
    }
    let holds = |type_: &str| policy.condition(type_).filter(|c| c.is_true());
    let no_node = holds("Ignored").or_else(|| policy.conditions.iter().find(|c| c.reason == "NoMatchingNode"));
    if let Some(ignored) = no_node {
        return Assessment::new(
            Verdict::Suspended,
            format!(
                "No node matches spec.nodeSelector{}: the policy applies nowhere until one does ({} is {}{}).",
                node_selector(policy),
                ignored.type_,
                ignored.status.as_str(),
                condition_detail(ignored)
            ),
            "NoMatchingNode",
        );
    }
    if let Some(degraded) = holds("Degraded") {
        // Only some nodes failed when the message counts fewer failures than nodes.
        let some = fraction(degraded).is_some_and(|(failed, of)| failed < of);
        let outcome = if some { "; the other nodes are configured" } else { "" };
        return Assessment::new(
            if some { Verdict::Degraded } else { Verdict::Failed },
            format!("Degraded is True{}{outcome}; nmstate rolled the failed nodes back to their previous network state.", condition_detail(degraded)),
            "FailedToConfigure",
        );
    }
    if let Some(progressing) = holds("Progressing") {
        return Assessment::new(Verdict::InProgress, format!("Progressing is True{}.", condition_detail(progressing)), "ConfigurationProgressing");
    }
    if let Some(available) = holds("Available") {
        return Assessment::plain(Verdict::Ready, format!("Available is True{}.", condition_detail(available)));
    }
    next(policy, context)
}

fn classify_enactment(enactment: &Resource, context: &Context, next: Next) -> Assessment {
    let holds = |type_: &str| enactment.condition(type_).filter(|c| c.is_true());
    if let Some(failing) = holds("Failing") {
        return Assessment::new(Verdict::Failed, format!("Failing is True{}; nmstate rolled the node back to its previous network state.", condition_detail(failing)), "FailedToConfigure");
    }
    if let Some(aborted) = holds("Aborted") {
        return Assessment::new(
            Verdict::Failed,
            format!("Aborted is True{}: the policy failed on other nodes, so this node was not configured.", condition_detail(aborted)),
            "ConfigurationAborted",
        );
    }
    if let Some(pending) = holds("Pending") {
        return Assessment::new(
            Verdict::InProgress,
            format!("Pending is True{}: the node waits for its turn (spec.maxUnavailable of the policy).", condition_detail(pending)),
            "ConfigurationProgressing",
        );
    }
    if let Some(progressing) = holds("Progressing") {
        return Assessment::new(Verdict::InProgress, format!("Progressing is True{}.", condition_detail(progressing)), "ConfigurationProgressing");
    }
    next(enactment, context)
}
