//! A Strimzi KafkaRebalance moves through states, each shown as a condition of that type with
//! status True: `New`, `PendingProposal` (Cruise Control computes an optimization proposal),
//! `ProposalReady` (the proposal waits for approval with the annotation
//! `strimzi.io/rebalance=approve`, unless `strimzi.io/rebalance-auto-approval: "true"`),
//! `Rebalancing`, `Ready` (the rebalance is done), `Stopped` and `NotReady` (it failed).

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, status_missing, Assessment, Context, Next, Rule};

/// KafkaRebalance.
pub static RULE: Rule = Rule { group: "kafka.strimzi.io", kind: "KafkaRebalance", classify };

fn classify(rebalance: &Resource, context: &Context, next: Next) -> Assessment {
    if let Some(paused) = super::resource::paused(rebalance) {
        return paused;
    }
    if status_missing(rebalance) {
        return crate::rules::not_reconciled(rebalance, "the Strimzi cluster operator has not picked it up", "StrimziPending");
    }
    let state = |type_: &str| rebalance.condition(type_).filter(|c| c.is_true());
    if let Some(failed) = state("NotReady") {
        return Assessment::new(Verdict::Failed, format!("The rebalance failed (NotReady{}).", condition_detail(failed)), "StrimziRebalanceFailed");
    }
    if state("Ready").is_some() {
        return Assessment::plain(Verdict::Succeeded, "The rebalance is done (state Ready): Cruise Control moved the partitions as proposed.");
    }
    if state("ProposalReady").is_some() {
        if rebalance.str(&["metadata", "annotations", "strimzi.io/rebalance-auto-approval"]) == Some("true") {
            return Assessment::new(Verdict::InProgress, "The optimization proposal is ready and will be approved automatically (strimzi.io/rebalance-auto-approval).", "StrimziRebalanceRunning");
        }
        return Assessment::new(
            Verdict::Suspended,
            "The optimization proposal is ready (state ProposalReady) and waits for approval: nothing moves until someone annotates strimzi.io/rebalance=approve.",
            "StrimziRebalanceProposalReady",
        );
    }
    if state("Stopped").is_some() {
        return Assessment::new(Verdict::Suspended, "The rebalance was stopped (state Stopped, annotation strimzi.io/rebalance=stop).", "StrimziRebalanceStopped");
    }
    for type_ in ["New", "PendingProposal", "Rebalancing"] {
        if let Some(current) = state(type_) {
            let what = if type_ == "Rebalancing" { "Cruise Control is moving partitions" } else { "Cruise Control is computing an optimization proposal" };
            return Assessment::new(Verdict::InProgress, format!("The rebalance is in state {type_}{}: {what}.", condition_detail(current)), "StrimziRebalanceRunning");
        }
    }
    next(rebalance, context)
}
