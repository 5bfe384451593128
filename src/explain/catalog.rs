//! The reason catalog: every reason and condition type the knowledge base knows, grouped by
//! system, with provenance ids and the knowledge version.
//!
//! Everything here is derived from [`knowledge::tables`]: a table added there appears in the
//! catalog, in the provenance of explanations and in [`KNOWLEDGE_VERSION`] with no other change.
//!
//! Provenance ids name the entry an explanation's words came from:
//! `reason/<slug>/<Reason>` (`reason/core/CrashLoopBackOff`), `condition-type/<slug>/<Type>`
//! (`condition-type/shared/Ready`), or `generic` (built from the condition's polarity or the
//! container's state, no entry). Catalog anchors are `/reasons/<Reason>` and
//! `/condition-types/<Type>`, the page's deep-link form (`#/reasons/CrashLoopBackOff`).

pub mod html;

use serde::Serialize;

use super::knowledge::{self, ConditionTypeEntry, ReasonEntry, Table, EVENT_TABLE, EXIT_CODES, NUMBERED, REASON_TABLES};
use super::render::{fill, Vars};

/// The version of the knowledge base: `<crate version>+kb.<entries>.<fingerprint>`, for example
/// `0.1.0+kb.360.1f2e3d4c`. `entries` counts reasons and condition types; `fingerprint` is a
/// hash (FNV-1a, folded to 32 bits) of every table's slug, name and entries, the exit codes and
/// the numbered reason families, computed by the compiler. Any change to any word changes it, so
/// two explanations with the same version used the same words; nobody has to remember to bump it.
pub const KNOWLEDGE_VERSION: &str = match std::str::from_utf8(&VERSION_BYTES) {
    Ok(version) => version,
    Err(_) => "unknown",
};

/// The provenance id of an explanation that no knowledge entry supplied.
pub const GENERIC: &str = "generic";

/// The provenance id of a reason entry: `reason/<slug>/<Reason>`.
pub fn reason_source(table: &Table, entry: &ReasonEntry) -> String {
    format!("reason/{}/{}", table.slug, entry.reason)
}

/// The provenance id of a condition-type entry: `condition-type/<slug>/<Type>`.
pub fn type_source(table: &Table, entry: &ConditionTypeEntry) -> String {
    format!("condition-type/{}/{}", table.slug, entry.type_)
}

/// The provenance id of a categorised condition type (explained like a reason, keyed by its
/// type): `condition-type/<slug>/<Type>`, like any condition type.
pub fn categorised_source(table: &Table, entry: &ReasonEntry) -> String {
    format!("condition-type/{}/{}", table.slug, entry.reason)
}

/// The provenance id of a reason entry found by any lookup ([`knowledge::reason`],
/// [`knowledge::event_reason`], a numbered family): the first table holding an equal entry.
pub fn source_of_reason(entry: &ReasonEntry) -> String {
    knowledge::reason_source_of(entry).unwrap_or(GENERIC).to_owned()
}

/// The provenance id of an entry found by any reason lookup, categorised ones included.
pub fn source_of(entry: &ReasonEntry) -> &'static str {
    knowledge::reason_source_of(entry).or_else(|| knowledge::categorised_source_of(entry)).unwrap_or(GENERIC)
}

/// The provenance id of a categorised condition entry found by [`knowledge::categorised`].
pub fn source_of_categorised(entry: &ReasonEntry) -> &'static str {
    knowledge::categorised_source_of(entry).unwrap_or(GENERIC)
}

/// The provenance id of a condition-type entry found by [`knowledge::condition_type`].
pub fn source_of_type(entry: &ConditionTypeEntry) -> &'static str {
    knowledge::type_source_of(entry).unwrap_or(GENERIC)
}

/// The whole catalog.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Catalog {
    /// [`KNOWLEDGE_VERSION`].
    pub knowledge_version: &'static str,
    /// Every system, in lookup order (condition and container reasons), events last.
    pub systems: Vec<System>,
    /// What common process exit codes mean.
    pub exit_codes: Vec<ExitCode>,
}

/// One system's entries.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct System {
    /// Stable slug (`core`, `apps`, `knative`): the static page is `<slug>.html`.
    pub slug: &'static str,
    /// Name (`Kubernetes apps`).
    pub name: &'static str,
    /// What it covers.
    pub covers: &'static str,
    /// Its reasons, in the order of the table.
    pub reasons: Vec<Item>,
    /// Its condition types, in the order of the table.
    pub condition_types: Vec<Item>,
}

/// One reason or condition type.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Item {
    /// The reason word or condition type, exactly as written by the system.
    pub name: &'static str,
    /// The slug of the system it belongs to.
    pub system: &'static str,
    /// What it means.
    pub what: &'static str,
    /// What to try, with placeholders shown readably (`kubectl logs <name> -n <namespace>`);
    /// empty for condition types.
    pub next: String,
    /// Its provenance id, as explanations carry it (`reason/core/CrashLoopBackOff`).
    pub source: String,
    /// Its anchor, without `#`: `/reasons/<Reason>` or `/condition-types/<Type>`.
    pub anchor: String,
}

/// What one exit code usually means.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ExitCode {
    /// The code.
    pub code: i64,
    /// Its usual meaning.
    pub meaning: &'static str,
}

/// Placeholder values that show each placeholder readably, for the catalog.
fn readable_vars() -> Vars<'static> {
    Vars::default()
        .set("kind", "<kind>")
        .set("name", "<name>")
        .set("pod", "<pod>")
        .set("certificate", "<certificate>")
        .set("mtc_inspect", "on the source cluster, oc -n openshift-migration exec deployment/velero -c velero -- ./velero backup describe <name> --details")
        .set("ns", " -n <namespace>")
        .set("resource", "<kind>/<name>")
        .set("flux_reconcile", "flux reconcile <kind> <name> -n <namespace>")
        .set("kind_lower", "<kind>")
        .with_readable_places()
        .set("image", "<image>")
        .set("limit", "<memory limit>")
        .set("exit_code", "<exit code>")
        .set("message", "<message>")
        .set("crash_advice", "Read the crashed run's output: kubectl logs <name> -n <namespace> -c <container> --previous. With a termination message, fix what it names (an environment variable, a config value, a service it needs) where the pod comes from. Otherwise check the command, configuration and dependencies the app needs at start-up.")
}

/// A knowledge table as a catalog system.
fn system(table: &'static Table, vars: &Vars) -> System {
    System {
        slug: table.slug,
        name: table.system,
        covers: table.covers,
        reasons: table
            .reasons
            .iter()
            .map(|entry| Item {
                name: entry.reason,
                system: table.slug,
                what: entry.what,
                next: fill(entry.next, vars),
                source: reason_source(table, entry),
                anchor: format!("/reasons/{}", entry.reason),
            })
            .collect(),
        condition_types: table
            .types
            .iter()
            .map(|entry| Item {
                name: entry.type_,
                system: table.slug,
                what: entry.what,
                next: String::new(),
                source: type_source(table, entry),
                anchor: format!("/condition-types/{}", entry.type_),
            })
            .chain(table.categorised.iter().map(|entry| Item {
                name: entry.reason,
                system: table.slug,
                what: entry.what,
                next: fill(entry.next, vars),
                source: categorised_source(table, entry),
                anchor: format!("/condition-types/{}", entry.reason),
            }))
            .collect(),
    }
}

/// The catalog: every system of the knowledge base with its reasons and condition types.
pub fn catalog() -> Catalog {
    let vars = readable_vars();
    Catalog {
        knowledge_version: KNOWLEDGE_VERSION,
        systems: knowledge::tables().map(|table| system(table, &vars)).collect(),
        exit_codes: EXIT_CODES.iter().map(|(code, meaning)| ExitCode { code: *code, meaning }).collect(),
    }
}

impl Catalog {
    /// Every entry for a reason word, in lookup order (a word such as `Failed` means one thing
    /// on an event and another in a condition). A numbered word (`ExitCode137`) finds its family
    /// entry (`ExitCode<N>`). This is the page's `#/reasons/<Reason>` view.
    pub fn reasons_named(&self, word: &str) -> Vec<&Item> {
        let exact = |word: &str| -> Vec<&Item> {
            self.systems.iter().flat_map(|system| system.reasons.iter()).filter(|item| item.name == word).collect()
        };
        let found = exact(word);
        if !found.is_empty() {
            return found;
        }
        knowledge::reason(word).map(|entry| exact(entry.reason)).unwrap_or_default()
    }

    /// Every entry for a condition type (the page's `#/condition-types/<Type>` view).
    pub fn condition_types_named(&self, type_: &str) -> Vec<&Item> {
        self.systems.iter().flat_map(|system| system.condition_types.iter()).filter(|item| item.name == type_).collect()
    }

    /// The entry a provenance id names (`reason/core/CrashLoopBackOff`), if any.
    pub fn entry(&self, source: &str) -> Option<&Item> {
        self.systems
            .iter()
            .flat_map(|system| system.reasons.iter().chain(system.condition_types.iter()))
            .find(|item| item.source == source)
    }

    /// The system with this slug.
    pub fn system(&self, slug: &str) -> Option<&System> {
        self.systems.iter().find(|system| system.slug == slug)
    }
}

/// The relative link to a provenance id's entry in the static catalog written by
/// `status-explainer docs` (`core.html#/reasons/CrashLoopBackOff`), from a page in the same
/// folder; `None` for `generic` and for ids the knowledge base does not have.
pub fn docs_href(source: &str) -> Option<String> {
    let item = catalog().entry(source).cloned()?;
    Some(html::entry_href(item.system, &item.anchor))
}

// ---- The knowledge version, computed at compile time. ----

const PACKAGE_VERSION: &str = env!("CARGO_PKG_VERSION");

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;

/// FNV-1a over some bytes, then a 0xFF separator (never in UTF-8, so `ab`+`c` ≠ `a`+`bc`).
const fn hash_bytes(mut hash: u64, bytes: &[u8]) -> u64 {
    let mut at = 0;
    while at < bytes.len() {
        hash ^= bytes[at] as u64;
        hash = hash.wrapping_mul(FNV_PRIME);
        at += 1;
    }
    hash ^= 0xff;
    hash.wrapping_mul(FNV_PRIME)
}

/// The hash of one table, and how many entries it has.
const fn hash_table(mut hash: u64, table: &Table) -> (u64, usize) {
    hash = hash_bytes(hash, table.slug.as_bytes());
    hash = hash_bytes(hash, table.system.as_bytes());
    hash = hash_bytes(hash, table.covers.as_bytes());
    let mut at = 0;
    while at < table.reasons.len() {
        let entry = &table.reasons[at];
        hash = hash_bytes(hash, entry.reason.as_bytes());
        hash = hash_bytes(hash, entry.what.as_bytes());
        hash = hash_bytes(hash, entry.next.as_bytes());
        at += 1;
    }
    let mut at = 0;
    while at < table.types.len() {
        let entry = &table.types[at];
        hash = hash_bytes(hash, entry.type_.as_bytes());
        hash = hash_bytes(hash, entry.what.as_bytes());
        at += 1;
    }
    let mut at = 0;
    while at < table.categorised.len() {
        let entry = &table.categorised[at];
        hash = hash_bytes(hash, entry.reason.as_bytes());
        hash = hash_bytes(hash, entry.what.as_bytes());
        hash = hash_bytes(hash, entry.next.as_bytes());
        at += 1;
    }
    (hash, table.reasons.len() + table.types.len() + table.categorised.len())
}

/// The fingerprint of the whole knowledge base and its number of entries.
const fn fingerprint() -> (u64, usize) {
    let mut hash = FNV_OFFSET;
    let mut entries = 0;
    let mut at = 0;
    while at < REASON_TABLES.len() {
        let (next, count) = hash_table(hash, &REASON_TABLES[at]);
        hash = next;
        entries += count;
        at += 1;
    }
    let (next, count) = hash_table(hash, &EVENT_TABLE);
    hash = next;
    entries += count;
    let mut at = 0;
    while at < EXIT_CODES.len() {
        hash = hash_bytes(hash, &EXIT_CODES[at].0.to_le_bytes());
        hash = hash_bytes(hash, EXIT_CODES[at].1.as_bytes());
        at += 1;
    }
    let mut at = 0;
    while at < NUMBERED.len() {
        hash = hash_bytes(hash, NUMBERED[at].0.as_bytes());
        hash = hash_bytes(hash, NUMBERED[at].1.as_bytes());
        at += 1;
    }
    (hash, entries)
}

const FINGERPRINT: (u64, usize) = fingerprint();

const fn decimal_len(mut n: usize) -> usize {
    let mut len = 1;
    while n >= 10 {
        n /= 10;
        len += 1;
    }
    len
}

const KB: &[u8] = b"+kb.";
const VERSION_LEN: usize = PACKAGE_VERSION.len() + KB.len() + decimal_len(FINGERPRINT.1) + 1 + 8;

const fn version_bytes() -> [u8; VERSION_LEN] {
    let mut out = [0u8; VERSION_LEN];
    let mut at = 0;
    let package = PACKAGE_VERSION.as_bytes();
    let mut i = 0;
    while i < package.len() {
        out[at] = package[i];
        at += 1;
        i += 1;
    }
    let mut i = 0;
    while i < KB.len() {
        out[at] = KB[i];
        at += 1;
        i += 1;
    }
    let digits = decimal_len(FINGERPRINT.1);
    let mut n = FINGERPRINT.1;
    let mut i = digits;
    while i > 0 {
        out[at + i - 1] = b'0' + (n % 10) as u8;
        n /= 10;
        i -= 1;
    }
    at += digits;
    out[at] = b'.';
    at += 1;
    let folded = (FINGERPRINT.0 ^ (FINGERPRINT.0 >> 32)) as u32;
    let mut i = 0;
    while i < 8 {
        let nibble = ((folded >> (28 - 4 * i)) & 0xf) as u8;
        out[at] = if nibble < 10 { b'0' + nibble } else { b'a' + nibble - 10 };
        at += 1;
        i += 1;
    }
    out
}

const VERSION_BYTES: [u8; VERSION_LEN] = version_bytes();

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn version_has_the_crate_version_the_count_and_a_fingerprint() {
        let (package, build) = KNOWLEDGE_VERSION.split_once("+kb.").expect("+kb. in the version");
        assert_eq!(package, env!("CARGO_PKG_VERSION"));
        let (count, hash) = build.split_once('.').expect("count.hash");
        let entries: usize = catalog().systems.iter().map(|system| system.reasons.len() + system.condition_types.len()).sum();
        assert_eq!(count, entries.to_string());
        assert_eq!(hash.len(), 8);
        assert!(hash.bytes().all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase()));
    }

    #[test]
    fn the_fingerprint_sees_every_word() {
        let base = hash_bytes(FNV_OFFSET, b"CrashLoopBackOff");
        assert_ne!(base, hash_bytes(FNV_OFFSET, b"CrashLoopBackoff"));
        assert_ne!(hash_bytes(hash_bytes(FNV_OFFSET, b"ab"), b"c"), hash_bytes(hash_bytes(FNV_OFFSET, b"a"), b"bc"));
    }

    #[test]
    fn every_table_has_a_distinct_well_formed_slug_and_a_name() {
        let mut slugs: Vec<&str> = knowledge::tables().map(|table| table.slug).collect();
        for table in knowledge::tables() {
            assert!(!table.slug.is_empty() && table.slug.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-'), "{}", table.slug);
            assert!(!["index", "style"].contains(&table.slug), "{} collides with a catalog file", table.slug);
            assert!(!table.system.is_empty() && !table.covers.is_empty(), "{}", table.slug);
        }
        let count = slugs.len();
        slugs.sort_unstable();
        slugs.dedup();
        assert_eq!(slugs.len(), count, "duplicate slugs");
    }

    #[test]
    fn every_entry_is_in_the_catalog_once_per_table_with_a_resolvable_source() {
        let catalog = catalog();
        for table in knowledge::tables() {
            let system = catalog.system(table.slug).expect("every table is a system");
            assert_eq!(system.reasons.len(), table.reasons.len());
            assert_eq!(system.condition_types.len(), table.types.len() + table.categorised.len());
            for item in system.reasons.iter().chain(system.condition_types.iter()) {
                assert_eq!(catalog.entry(&item.source), Some(item), "{} is not unique in {}", item.name, table.slug);
                assert!(!item.name.is_empty() && !item.name.contains(char::is_whitespace) && !item.name.contains('/'), "{:?}", item.name);
                assert!(!item.next.contains('{'), "{}: {}", item.source, item.next);
            }
        }
    }

    #[test]
    fn every_condition_reason_is_reachable() {
        // Among the general tables the first with a word wins, so a second entry would never
        // be used; a system's table (knowledge::SCOPES) may give a word its own meaning, once.
        let mut general = std::collections::HashMap::new();
        for table in REASON_TABLES {
            let mut own = std::collections::HashSet::new();
            for entry in table.reasons {
                assert!(own.insert(entry.reason), "{} is twice in {}", entry.reason, table.slug);
                if knowledge::scope(table).is_none() {
                    if let Some(first) = general.insert(entry.reason, table.slug) {
                        panic!("{} is in {first} and {}; only the first is ever used", entry.reason, table.slug);
                    }
                }
            }
        }
        // Every scope names a table, and no two systems speak for the same group pattern.
        let mut patterns = std::collections::HashSet::new();
        for (slug, groups) in knowledge::SCOPES {
            assert!(REASON_TABLES.iter().any(|table| table.slug == *slug), "scope {slug} names no table");
            for group in *groups {
                assert!(patterns.insert(*group), "{group} is in two scopes");
            }
        }
    }

    #[test]
    fn a_word_reads_as_the_resource_s_own_system_means_it() {
        let azure = knowledge::reason_in("Reconciling", "resources.azure.com").map(|entry| entry.what).unwrap_or_default();
        assert!(azure.contains("Azure"), "{azure}");
        let general = knowledge::reason_in("Reconciling", "example.org").map(|entry| entry.what).unwrap_or_default();
        assert!(!general.contains("Azure"), "{general}");
        // A word only one system knows is still found for others (better than nothing).
        assert!(knowledge::reason_in("ReconcileError", "example.org").is_some());
    }

    #[test]
    fn lookups_by_name_and_family() {
        let catalog = catalog();
        assert_eq!(catalog.reasons_named("CrashLoopBackOff").first().map(|item| item.system), Some("core"));
        assert!(catalog.reasons_named("ExitCode137").iter().any(|item| item.name == "ExitCode<N>"));
        assert!(catalog.reasons_named("FailedCreate").len() >= 2, "FailedCreate: a condition reason and an event reason");
        assert!(catalog.reasons_named("NoSuchReasonAnywhere").is_empty());
        assert!(catalog.condition_types_named("Ready").iter().any(|item| item.source == "condition-type/shared/Ready"));
        assert_eq!(docs_href("reason/core/CrashLoopBackOff").as_deref(), Some("core.html#/reasons/CrashLoopBackOff"));
        assert_eq!(docs_href(GENERIC), None);
        let readable = catalog.entry("reason/core/CrashLoopBackOff").map(|item| item.next.clone()).unwrap_or_default();
        assert!(readable.contains("<name>") && readable.contains("-n <namespace>"), "{readable}");
    }
}
