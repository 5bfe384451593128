//! The knowledge base: what each reason and condition type means and what to do about it.
//!
//! Entries are data. Templates may use these placeholders, filled from the pasted object:
//! `{kind}`, `{name}`, `{ns}` (` -n <namespace>` or nothing), `{resource}` (`kind/name` for
//! kubectl), `{container}`, `{image}`, `{exit_code}`, `{limit}` (memory limit), `{message}`.

mod airlock;
mod apiregistration;
mod apps;
mod argo;
mod autoscaling;
mod azure;
mod batch;
mod camel_k;
mod cert_manager;
mod cluster_api;
mod conditions;
mod config_connector;
mod confluent;
mod contour;
mod coralogix;
mod core;
mod crossplane;
mod events;
mod flux;
mod gateway_api;
mod gloo;
mod grafana;
mod grafana_org;
mod heat;
mod humio;
mod keda;
mod keptn;
mod knative;
mod kruise;
mod kruise_game;
mod kubernetes_external_secrets;
mod minio;
mod mtc;
mod open_cluster_management;
mod openshift;
mod policy;
mod promoter;
mod rabbitmq;
mod spinkube;
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
    kruise::TABLE,
    gateway_api::TABLE,
    minio::TABLE,
    confluent::TABLE,
    humio::TABLE,
    grafana::TABLE,
    rabbitmq::TABLE,
    config_connector::TABLE,
    openshift::TABLE,
    airlock::TABLE,
    contour::TABLE,
    coralogix::TABLE,
    spinkube::TABLE,
    kruise_game::TABLE,
    camel_k::TABLE,
    grafana_org::TABLE,
    kubernetes_external_secrets::TABLE,
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

/// Every entry of every table, sorted by its word, built once: lookups are a binary search
/// instead of a scan of every table (several per condition). Entries with the same word keep
/// the tables' order ([`tables`]), so "the first table holding it" is the first of its run.
struct Index {
    /// `(word, table position in [`tables`], entry, provenance id)` for reasons.
    reasons: Vec<(&'static str, usize, &'static ReasonEntry, String)>,
    /// The same for condition types.
    types: Vec<(&'static str, usize, &'static ConditionTypeEntry, String)>,
    /// The same for categorised condition types.
    categorised: Vec<(&'static str, usize, &'static ReasonEntry, String)>,
}

/// The position of [`EVENT_TABLE`] in [`tables`].
const EVENT_POSITION: usize = REASON_TABLES.len();

fn index() -> &'static Index {
    static INDEX: std::sync::OnceLock<Index> = std::sync::OnceLock::new();
    INDEX.get_or_init(|| {
        // Kept sorted by inserting each item after the equal words already there (so equal
        // words stay in table order) rather than sorting: no sort code in the wasm for three
        // more element types, and a few hundred entries cost nothing once.
        fn insert<T>(items: &mut Vec<(&'static str, usize, T, String)>, item: (&'static str, usize, T, String)) {
            let at = items.partition_point(|known| known.0 <= item.0);
            items.insert(at, item);
        }
        let mut index = Index { reasons: Vec::new(), types: Vec::new(), categorised: Vec::new() };
        for (position, table) in tables().enumerate() {
            for entry in table.reasons {
                insert(&mut index.reasons, (entry.reason, position, entry, super::catalog::reason_source(table, entry)));
            }
            for entry in table.types {
                insert(&mut index.types, (entry.type_, position, entry, super::catalog::type_source(table, entry)));
            }
            for entry in table.categorised {
                insert(&mut index.categorised, (entry.reason, position, entry, super::catalog::categorised_source(table, entry)));
            }
        }
        index
    })
}

/// The run of items for one word, in table order.
fn run<'a, T>(items: &'a [(&'static str, usize, T, String)], word: &str) -> &'a [(&'static str, usize, T, String)] {
    let start = items.partition_point(|item| item.0 < word);
    let rest = items.get(start..).unwrap_or(&[]);
    let len = rest.iter().take_while(|item| item.0 == word).count();
    rest.get(..len).unwrap_or(&[])
}

/// The first entry for a word in the condition and container tables ([`REASON_TABLES`]).
fn exact_reason(word: &str) -> Option<&'static ReasonEntry> {
    run(&index().reasons, word).iter().find(|item| item.1 < EVENT_POSITION).map(|item| item.2)
}

/// The entry for a reason word, if the knowledge base has one.
pub fn reason(word: &str) -> Option<&'static ReasonEntry> {
    exact_reason(word).or_else(|| {
        NUMBERED_REASONS.iter().find_map(|(prefix, family)| {
            let digits = word.strip_prefix(prefix)?;
            (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())).then(|| exact_reason(family)).flatten()
        })
    })
}

/// The entry for an event's reason: event reasons first (`Failed`, `BackOff` mean something
/// else on an event), then every other reason.
pub fn event_reason(word: &str) -> Option<&'static ReasonEntry> {
    run(&index().reasons, word).iter().find(|item| item.1 == EVENT_POSITION).map(|item| item.2).or_else(|| reason(word))
}

/// The entry for a condition weighed by its `category` (Konveyor MTC), looked up by its type:
/// there the type is the meaning and the reason a short code.
pub fn categorised(type_: &str) -> Option<&'static ReasonEntry> {
    run(&index().categorised, type_).iter().find(|item| item.1 < EVENT_POSITION).map(|item| item.2)
}

/// The entry for a condition type, if the knowledge base has one.
pub fn condition_type(type_: &str) -> Option<&'static ConditionTypeEntry> {
    run(&index().types, type_).iter().find(|item| item.1 < EVENT_POSITION).map(|item| item.2)
}

/// The provenance id of the first table (in [`tables`] order) holding a reason entry equal to
/// `entry`, if any.
pub(crate) fn reason_source_of(entry: &ReasonEntry) -> Option<&'static str> {
    run(&index().reasons, entry.reason).iter().find(|item| item.2 == entry).map(|item| item.3.as_str())
}

/// The same for a categorised entry.
pub(crate) fn categorised_source_of(entry: &ReasonEntry) -> Option<&'static str> {
    run(&index().categorised, entry.reason).iter().find(|item| item.2 == entry).map(|item| item.3.as_str())
}

/// The same for a condition-type entry.
pub(crate) fn type_source_of(entry: &ConditionTypeEntry) -> Option<&'static str> {
    run(&index().types, entry.type_).iter().find(|item| item.2 == entry).map(|item| item.3.as_str())
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_index_is_sorted_complete_and_keeps_table_order_within_a_word() {
        let index = index();
        let reasons: usize = tables().map(|table| table.reasons.len()).sum();
        let types: usize = tables().map(|table| table.types.len()).sum();
        let categorised_count: usize = tables().map(|table| table.categorised.len()).sum();
        assert_eq!((index.reasons.len(), index.types.len(), index.categorised.len()), (reasons, types, categorised_count));
        fn ordered<T>(items: &[(&'static str, usize, T, String)]) -> bool {
            items.windows(2).all(|pair| pair[0].0 < pair[1].0 || (pair[0].0 == pair[1].0 && pair[0].1 <= pair[1].1))
        }
        assert!(ordered(&index.reasons) && ordered(&index.types) && ordered(&index.categorised));
        // The first table holding a word is the one a scan in table order finds.
        for table in tables() {
            for word in table.reasons.iter().chain(table.categorised).map(|entry| entry.reason).chain(table.types.iter().map(|entry| entry.type_)) {
                let scanned = REASON_TABLES.iter().flat_map(|table| table.reasons.iter()).find(|entry| entry.reason == word);
                assert_eq!(exact_reason(word), scanned, "{word}");
                let scanned = REASON_TABLES.iter().flat_map(|table| table.types.iter()).find(|entry| entry.type_ == word);
                assert_eq!(condition_type(word), scanned, "{word}");
                let scanned = REASON_TABLES.iter().flat_map(|table| table.categorised.iter()).find(|entry| entry.reason == word);
                assert_eq!(categorised(word), scanned, "{word}");
                let scanned = EVENT_TABLE.reasons.iter().find(|entry| entry.reason == word).or_else(|| reason(word));
                assert_eq!(event_reason(word), scanned, "{word}");
            }
        }
    }
}
