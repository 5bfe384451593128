//! The knowledge base: what each reason and condition type means and what to do about it.
//!
//! Entries are data. Templates may use these placeholders, filled from the pasted object:
//! `{kind}`, `{name}`, `{ns}` (` -n <namespace>` or nothing), `{resource}` (`kind/name` for
//! kubectl), `{container}`, `{image}`, `{exit_code}`, `{limit}` (memory limit), `{message}`.

mod apiregistration;
mod apps;
mod autoscaling;
mod azure;
mod batch;
mod conditions;
mod core;
mod crossplane;
mod events;
mod flux;
mod heat;
mod knative;
mod policy;

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

/// Every reason table, most specific first.
const REASON_TABLES: &[&[ReasonEntry]] = &[
    core::REASONS,
    apps::REASONS,
    batch::REASONS,
    autoscaling::REASONS,
    apiregistration::REASONS,
    policy::REASONS,
    knative::REASONS,
    heat::REASONS,
    azure::REASONS,
    crossplane::REASONS,
    flux::REASONS,
    conditions::REASONS,
];

/// Every condition-type table, most specific first.
const TYPE_TABLES: &[&[ConditionTypeEntry]] = &[conditions::TYPES, knative::TYPES, crossplane::TYPES, flux::TYPES];

/// Reason words that carry a number, and the entry that explains the whole family
/// (`ExitCode137` → `ExitCode<N>`).
const NUMBERED_REASONS: &[(&str, &str)] = &[("ExitCode", "ExitCode<N>")];

/// The entry for a reason word, if the knowledge base has one.
pub fn reason(word: &str) -> Option<&'static ReasonEntry> {
    let exact = |word: &str| REASON_TABLES.iter().flat_map(|table| table.iter()).find(|entry| entry.reason == word);
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
    events::REASONS.iter().find(|entry| entry.reason == word).or_else(|| reason(word))
}

/// The entry for a condition type, if the knowledge base has one.
pub fn condition_type(type_: &str) -> Option<&'static ConditionTypeEntry> {
    TYPE_TABLES.iter().flat_map(|table| table.iter()).find(|entry| entry.type_ == type_)
}

/// What a process exit code usually means.
pub fn exit_code(code: i64) -> Option<&'static str> {
    core::EXIT_CODES.iter().find(|(known, _)| *known == code).map(|(_, meaning)| *meaning)
}

/// Every reason entry (for tests and the catalog).
pub fn all_reasons() -> impl Iterator<Item = &'static ReasonEntry> {
    REASON_TABLES.iter().flat_map(|table| table.iter()).chain(events::REASONS.iter())
}
