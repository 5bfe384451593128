//! The knowledge base: what each reason and condition type means and what to do about it.
//!
//! Entries are data. Templates may use these placeholders, filled from the pasted object:
//! `{kind}`, `{name}`, `{ns}` (` -n <namespace>` or nothing), `{resource}` (`kind/name` for
//! kubectl), `{container}`, `{image}`, `{exit_code}`, `{limit}` (memory limit), `{message}`.

mod apiregistration;
mod apps;
mod autoscaling;
mod batch;
mod conditions;
mod core;
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
    conditions::REASONS,
];

/// The entry for a reason word, if the knowledge base has one.
pub fn reason(word: &str) -> Option<&'static ReasonEntry> {
    REASON_TABLES.iter().flat_map(|table| table.iter()).find(|entry| entry.reason == word)
}

/// The entry for a condition type, if the knowledge base has one.
pub fn condition_type(type_: &str) -> Option<&'static ConditionTypeEntry> {
    conditions::TYPES.iter().find(|entry| entry.type_ == type_)
}

/// What a process exit code usually means.
pub fn exit_code(code: i64) -> Option<&'static str> {
    core::EXIT_CODES.iter().find(|(known, _)| *known == code).map(|(_, meaning)| *meaning)
}

/// Every reason entry (for tests and the catalog).
pub fn all_reasons() -> impl Iterator<Item = &'static ReasonEntry> {
    REASON_TABLES.iter().flat_map(|table| table.iter())
}
