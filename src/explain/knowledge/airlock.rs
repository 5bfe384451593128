//! Airlock Microgateway (`microgateway.airlock.com`): policies attached to Gateway API objects.

use super::{ReasonEntry, Table};

/// Airlock Microgateway reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "AirlockPolicyPending", what: "No Gateway has confirmed the policy for its current generation yet: the Airlock controller has not processed it, or none of its targets is attached to a Gateway it manages.", next: "Check spec.targetRefs against the routes and gateways (kubectl get httproute,gateway{ns}) and that the Airlock Microgateway operator runs; then kubectl describe {resource}{ns}." },
    ReasonEntry { reason: "AirlockPolicyConflicted", what: "Another policy of the same kind already applies to the same target for this Gateway, so this one is not used there (Accepted=False, Conflicted).", next: "Find the other policy named in the message and keep one per target: kubectl get {kind}{ns}." },
    ReasonEntry { reason: "AirlockPolicyInvalid", what: "The policy could not be resolved (Accepted=False, Invalid): an object it refers to is missing or wrong. Airlock rejects the traffic to its targets rather than letting it through unprotected.", next: "Create or fix the object named in the message (kubectl get customresponse,denyrules{ns}), then kubectl describe {resource}{ns}." },
    ReasonEntry { reason: "AirlockTargetNotFound", what: "A target in spec.targetRefs does not exist.", next: "Fix spec.targetRefs or create the target: kubectl get httproute,gateway{ns}." },
    ReasonEntry { reason: "AirlockPolicyNotAccepted", what: "A Gateway reported on the policy without accepting it, so the policy is not in effect there.", next: "Read the conditions of that ancestor: kubectl get {resource}{ns} -o yaml (status.ancestors), and the Airlock operator's log." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "airlock",
    system: "Airlock Microgateway",
    covers: "Policies attached to Gateway API objects (microgateway.airlock.com)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
