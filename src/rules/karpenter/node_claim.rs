//! A Karpenter NodeClaim is one node Karpenter asked the cloud for. Its conditions are the
//! steps of its life in order: `Launched` (the instance exists, `status.providerID`),
//! `Registered` (its Node joined the cluster, `status.nodeName`), `Initialized` (startup taints
//! gone, resources registered), `Ready`. `Launched` False means the cloud refused the
//! instance; Karpenter then deletes the NodeClaim and tries another. Later, Karpenter may
//! mark it for replacement: `Drifted` (it no longer matches its NodePool or NodeClass),
//! `Consolidatable`, and once it acts, a disruption condition (`Disrupting`, or
//! `DisruptionReason` in v1) while it taints the node, moves the pods and deletes the claim;
//! `InstanceTerminating` while the instance is shut down.

use crate::rules::status_missing;
use crate::model::{Condition, Resource};
use crate::report::Verdict;
use crate::rules::{condition_detail, Assessment, Context, Next, Rule};

/// NodeClaim.
pub static RULE: Rule = Rule { group: "karpenter.sh", kind: "NodeClaim", classify };

/// ` (Type is Status: Reason: message)` for a condition that is not True.
fn quoted(condition: Option<&Condition>) -> String {
    match condition {
        Some(c) => format!(" ({} is {}{})", c.type_, c.status.as_str(), condition_detail(c)),
        None => String::new(),
    }
}

fn classify(claim: &Resource, _context: &Context, _next: Next) -> Assessment {
    if status_missing(claim) {
        return crate::rules::not_reconciled(claim, "Karpenter has not launched its instance", "NodeClaimLaunching");
    }
    let holds = |type_: &str| claim.condition(type_).filter(|c| c.is_true());
    if let Some(terminating) = holds("InstanceTerminating") {
        return Assessment::new(
            Verdict::Terminating,
            format!("InstanceTerminating is True{}; Karpenter is shutting the instance down.", condition_detail(terminating)),
            "NodeClaimDisrupting",
        );
    }
    let node = claim.str(&["status", "nodeName"]).filter(|n| !n.trim().is_empty());
    if let Some(disrupting) = holds("Disrupting").or_else(|| holds("DisruptionReason")) {
        return Assessment::new(
            Verdict::InProgress,
            format!(
                "{} is True{}; Karpenter is replacing {}: it is tainted, its pods move to other nodes, then the NodeClaim is deleted.",
                disrupting.type_,
                condition_detail(disrupting),
                node.map(|n| format!("node {n}")).unwrap_or_else(|| "this node".to_owned())
            ),
            "NodeClaimDisrupting",
        );
    }
    let launched = claim.condition("Launched");
    if let Some(failed) = launched.filter(|c| c.is_false()) {
        return Assessment::new(
            Verdict::Failed,
            format!("Launched is False{}; the cloud provider did not create the instance, so Karpenter deletes this NodeClaim and tries again.", condition_detail(failed)),
            "NodeClaimLaunchFailed",
        );
    }
    // Launched Unknown with LaunchFailed and a refusal the next try meets again (a permission,
    // a quota, a value the cloud rejects): Karpenter keeps making NodeClaims that fail alike.
    if let Some(refused) = launched.filter(|c| c.reason == "LaunchFailed" && refused_for_good(&c.message)) {
        return Assessment::new(
            Verdict::Failed,
            format!(
                "The cloud provider refuses to create the instance (Launched is {}{}). That refusal does not clear by retrying: every NodeClaim Karpenter makes instead fails the same way until it is fixed (for a permission, the role named in the message needs it: for AWS, the Karpenter controller's IAM role).",
                refused.status.as_str(),
                condition_detail(refused)
            ),
            "NodeClaimLaunchFailed",
        );
    }
    if !launched.is_some_and(|c| c.is_true()) {
        return Assessment::new(Verdict::InProgress, format!("Karpenter is launching the instance{}.", quoted(launched.or(claim.condition("Ready")))), "NodeClaimLaunching");
    }
    let instance = claim.str(&["status", "providerID"]).filter(|id| !id.trim().is_empty()).map(|id| format!(" {id}")).unwrap_or_default();
    let registered = claim.condition("Registered");
    if !registered.is_some_and(|c| c.is_true()) {
        return Assessment::new(
            Verdict::InProgress,
            format!("The instance{instance} is launched; Karpenter waits for its node to join the cluster{}.", quoted(registered)),
            "NodeClaimRegistering",
        );
    }
    let node = node.map(|n| format!(" {n}")).unwrap_or_default();
    let initialized = claim.condition("Initialized");
    if !initialized.is_some_and(|c| c.is_true()) {
        return Assessment::new(
            Verdict::InProgress,
            format!("Node{node} has registered; Karpenter waits for it to initialize (startup taints removed, resources reported){}.", quoted(initialized)),
            "NodeClaimInitializing",
        );
    }
    match claim.condition("Ready") {
        Some(ready) if ready.is_true() => {
            let drifted = holds("Drifted")
                .map(|c| format!("; Drifted is True{}: it no longer matches its NodePool or NodeClass, and Karpenter will replace it", condition_detail(c)))
                .unwrap_or_default();
            let kind = claim.str(&["metadata", "labels", "node.kubernetes.io/instance-type"]).filter(|t| !t.trim().is_empty()).map(|t| format!(" ({t})")).unwrap_or_default();
            Assessment::plain(Verdict::Ready, format!("Node{node}{kind} is launched, registered, initialized and Ready{drifted}."))
        }
        Some(ready) if ready.is_false() => Assessment::new(
            Verdict::Failed,
            format!("Ready is False{}; the node{node} was up and is no longer ready.", condition_detail(ready)),
            "NodeClaimNotReady",
        ),
        ready => Assessment::new(
            Verdict::InProgress,
            format!("Node{node} is initialized; Karpenter waits for it to become Ready{}.", quoted(ready)),
            "NodeClaimInitializing",
        ),
    }
}

/// Whether a launch error is one the next attempt meets again: a permission or quota the
/// cloud refuses, or a value it rejects (capacity errors clear by themselves, elsewhere).
fn refused_for_good(message: &str) -> bool {
    ["UnauthorizedOperation", "AccessDenied", "not authorized", "AuthorizationFailed", "InvalidParameter", "VcpuLimitExceeded", "QuotaExceeded", "InvalidLaunchTemplate", "PERMISSION_DENIED"]
        .iter()
        .any(|word| message.contains(word))
}
