//! The knowledge base: what each reason and condition type means and what to do about it.
//!
//! Entries are data. Templates may use these placeholders, filled from the pasted object:
//! `{kind}`, `{name}`, `{ns}` (` -n <namespace>` or nothing), `{resource}` (`kind/name` for
//! kubectl), `{container}`, `{image}`, `{exit_code}`, `{limit}` (memory limit), `{message}`.

mod apiregistration;
mod apps;
mod argo;
mod autoscaling;
mod azure;
mod batch;
mod cert_manager;
mod cluster_api;
mod conditions;
mod core;
mod crossplane;
mod events;
mod flux;
mod gloo;
mod heat;
mod keda;
mod keptn;
mod knative;
mod mtc;
mod open_cluster_management;
mod policy;
mod promoter;
mod threescale;

/// What one reason means and what to try.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ReasonEntry {
    /// The reason word, exactly as Kubernetes writes it.
    pub reason: &'static str,
    /// What it means, in general.
    pub what: &'static str,
    /// What to try next (a template).
    pub next: &'static str,
}

/// What a condition type is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ConditionTypeEntry {
    /// The condition type.
    pub type_: &'static str,
    /// What the condition tells, in general.
    pub what: &'static str,
}

/// One system's knowledge: its reasons and condition types under a stable slug. Each knowledge
/// file declares one (`TABLE`); the catalog, the provenance of explanations and the knowledge
/// version are all derived from the tables listed here, so a new system is one line below.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Table {
    /// Stable identifier: the catalog page's file name and the middle of a provenance id
    /// (`reason/core/CrashLoopBackOff`). Lower case, digits and `-` only; never changes.
    pub slug: &'static str,
    /// The system's name as people know it (`Kubernetes apps`, `Knative Serving`).
    pub system: &'static str,
    /// What the table covers, in a few words.
    pub covers: &'static str,
    /// Its reasons.
    pub reasons: &'static [ReasonEntry],
    /// Its condition types.
    pub types: &'static [ConditionTypeEntry],
    /// Condition types explained like reasons (a meaning and what to try), keyed by the type:
    /// for conditions weighed by a `category` (MTC), where the type is the meaning.
    pub categorised: &'static [ReasonEntry],
}

/// Every table of condition and container reasons, most specific first (the lookup order).
pub(crate) const REASON_TABLES: &[Table] = &[
    core::TABLE,
    apps::TABLE,
    batch::TABLE,
    autoscaling::TABLE,
    apiregistration::TABLE,
    policy::TABLE,
    knative::TABLE,
    heat::TABLE,
    azure::TABLE,
    crossplane::TABLE,
    flux::TABLE,
    mtc::TABLE,
    gloo::TABLE,
    promoter::TABLE,
    argo::TABLE,
    threescale::TABLE,
    keptn::TABLE,
    open_cluster_management::TABLE,
    cert_manager::TABLE,
    keda::TABLE,
    cluster_api::TABLE,
    conditions::TABLE,
];

/// Event reasons: looked up first for events, never for conditions or containers.
pub(crate) const EVENT_TABLE: Table = events::TABLE;

/// Every table: [`REASON_TABLES`] in order, then [`EVENT_TABLE`].
pub fn tables() -> impl Iterator<Item = &'static Table> {
    REASON_TABLES.iter().chain(std::iter::once(&EVENT_TABLE))
}

/// Reason words that carry a number, and the entry that explains the whole family
/// (`ExitCode137` → `ExitCode<N>`).
const NUMBERED_REASONS: &[(&str, &str)] = &[("ExitCode", "ExitCode<N>")];

/// The entry for a reason word, if the knowledge base has one.
pub fn reason(word: &str) -> Option<&'static ReasonEntry> {
    let exact = |word: &str| REASON_TABLES.iter().flat_map(|table| table.reasons.iter()).find(|entry| entry.reason == word);
    exact(word).or_else(|| {
        NUMBERED_REASONS.iter().find_map(|(prefix, family)| {
            let digits = word.strip_prefix(prefix)?;
            (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())).then(|| exact(family)).flatten()
        })
    })
}

/// The entry for an event's reason: event reasons first (`Failed`, `BackOff` mean something
/// else on an event), then every other reason.
pub fn event_reason(word: &str) -> Option<&'static ReasonEntry> {
    EVENT_TABLE.reasons.iter().find(|entry| entry.reason == word).or_else(|| reason(word))
}

/// The entry for a condition weighed by its `category` (Konveyor MTC), looked up by its type:
/// there the type is the meaning and the reason a short code.
pub fn categorised(type_: &str) -> Option<&'static ReasonEntry> {
    REASON_TABLES.iter().flat_map(|table| table.categorised.iter()).find(|entry| entry.reason == type_)
}

/// The entry for a condition type, if the knowledge base has one.
pub fn condition_type(type_: &str) -> Option<&'static ConditionTypeEntry> {
    REASON_TABLES.iter().flat_map(|table| table.types.iter()).find(|entry| entry.type_ == type_)
}

/// What a process exit code usually means.
pub fn exit_code(code: i64) -> Option<&'static str> {
    core::EXIT_CODES.iter().find(|(known, _)| *known == code).map(|(_, meaning)| *meaning)
}

/// Every reason entry (for tests and the catalog).
pub fn all_reasons() -> impl Iterator<Item = &'static ReasonEntry> {
    tables().flat_map(|table| table.reasons.iter())
}

/// The exit-code meanings (for the catalog and the knowledge version).
pub(crate) const EXIT_CODES: &[(i64, &str)] = core::EXIT_CODES;

/// The numbered reason families (for the knowledge version).
pub(crate) const NUMBERED: &[(&str, &str)] = NUMBERED_REASONS;
