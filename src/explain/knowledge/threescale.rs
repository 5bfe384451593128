//! 3scale API management operator (`capabilities.3scale.net`).

use super::{ConditionTypeEntry, ReasonEntry, Table};

/// 3scale condition types.
pub(super) const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "Invalid", what: "Invalid is True when the spec is not valid for the 3scale API (a missing metric, a bad schema)." },
    ConditionTypeEntry { type_: "Orphan", what: "Orphan is True when the spec refers to objects that do not exist (a product, an account)." },
    ConditionTypeEntry { type_: "In-progress", what: "In-progress is True while the operator promotes a proxy configuration." },
];

/// 3scale reasons (the rule's words when a condition has none).
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "ThreescaleFailed", what: "The operator could not synchronise the object with the 3scale API; the message has the error.", next: "Read the message; check the 3scale provider account Secret and that the API is reachable, then kubectl describe {resource}{ns}." },
    ReasonEntry { reason: "ThreescaleInvalid", what: "The spec is not valid for the 3scale API; the operator will not apply it.", next: "Fix the spec of {kind} {name} as the message says." },
    ReasonEntry { reason: "ThreescaleOrphan", what: "The spec refers to objects that do not exist yet (a product, a backend, an account).", next: "Create the referenced object or fix the reference; the operator retries by itself." },
    ReasonEntry { reason: "ThreescaleSuspended", what: "The object is suspended in 3scale itself (by an admin, or a new developer user waiting for approval).", next: "Approve or resume it in the 3scale admin portal." },
    ReasonEntry { reason: "ThreescaleInProgress", what: "The operator is still applying the object (a proxy configuration promotion).", next: "Wait and look again: kubectl get {resource}{ns} -o yaml." },
    ReasonEntry { reason: "ThreescaleNotSynced", what: "No conditions yet: the 3scale operator has not synchronised the object.", next: "Wait a little; if it stays, check the 3scale operator's pods and logs." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "threescale",
    system: "3scale API management",
    covers: "Products, Backends, ActiveDocs, Applications, accounts, tenants and policies (capabilities.3scale.net)",
    reasons: REASONS,
    types: TYPES,
    categorised: &[],
};
