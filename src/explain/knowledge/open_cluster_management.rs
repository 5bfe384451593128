//! Open Cluster Management governance (`policy.open-cluster-management.io`).

use super::{ReasonEntry, Table};

/// Policy reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "NonCompliant", what: "A cluster or template does not comply with the policy (a violation: an object missing, different, or a certificate about to expire). With remediationAction inform nothing is changed; with enforce the controller tries to fix it.", next: "Read the violations on the clusters or templates named; fix them, or set remediationAction: enforce where the policy may fix them itself." },
    ReasonEntry { reason: "PolicyDisabled", what: "The policy is disabled: it is not propagated to clusters or evaluated.", next: "Set spec.disabled: false on {kind} {name} to turn it on again." },
    ReasonEntry { reason: "PolicyNotEvaluated", what: "The policy has not been evaluated for its current spec (no compliance status yet, or an older generation evaluated).", next: "Wait for the next evaluation; if it stays, check that the cluster's governance policy framework add-on is running." },
    ReasonEntry { reason: "PolicyPending", what: "The policy waits for a dependency (spec.dependencies) to be satisfied before it is evaluated.", next: "Look at the policies named in spec.dependencies." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "open-cluster-management",
    system: "Open Cluster Management governance",
    covers: "Policies and their templates (policy.open-cluster-management.io)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
