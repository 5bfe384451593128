//! The knowledge base: what each reason and condition type means and what to do about it.
//!
//! Entries are data. Templates may use these placeholders, filled from the pasted object:
//! `{kind}`, `{name}`, `{ns}` (` -n <namespace>` or nothing), `{resource}` (`kind/name` for
//! kubectl), `{container}`, `{image}`, `{exit_code}`, `{limit}` (memory limit), `{message}`.

mod airlock;
mod apiregistration;
mod apps;
mod argo;
mod atlas;
mod astra;
mod autoscaling;
mod azure;
mod batch;
mod camel_k;
mod cert_manager;
mod certificates;
mod clickhouse;
mod cluster_api;
mod cnpg;
mod conditions;
mod config_connector;
mod confluent;
mod contour;
mod coralogix;
mod core;
mod crossplane;
mod eck;
pub(super) mod events;
mod flux;
mod gardener;
mod gateway_api;
mod gke;
mod gloo;
mod grafana;
mod grafana_org;
mod heat;
mod humio;
mod istio;
mod jaeger;
mod karmada;
mod karpenter;
mod keda;
mod keptn;
mod keycloak;
mod knative;
mod koperator;
mod kruise;
mod mariadb;
mod kubevirt;
mod kruise_game;
mod external_secrets;
mod tekton;
mod velero;
mod kubernetes_external_secrets;
mod minio;
mod monitoring;
mod mtc;
mod nmstate;
mod numaplane;
mod odf;
mod open_cluster_management;
mod opentelemetry;
mod percona;
mod policy;
mod promoter;
mod rabbitmq;
mod solr;
mod strimzi;
mod rook;
mod openshift;
mod spinkube;
mod threescale;
mod zalando;
mod zookeeper;

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
    certificates::TABLE,
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
    monitoring::TABLE,
    confluent::TABLE,
    humio::TABLE,
    istio::TABLE,
    grafana::TABLE,
    rabbitmq::TABLE,
    config_connector::TABLE,
    zalando::TABLE,
    clickhouse::TABLE,
    cnpg::TABLE,
    percona::TABLE,
    mariadb::TABLE,
    solr::TABLE,
    zookeeper::TABLE,
    koperator::TABLE,
    strimzi::TABLE,
    eck::TABLE,
    jaeger::TABLE,
    opentelemetry::TABLE,
    atlas::TABLE,
    keycloak::TABLE,
    astra::TABLE,
    kubevirt::TABLE,
    rook::TABLE,
    odf::TABLE,
    karpenter::TABLE,
    gardener::TABLE,
    nmstate::TABLE,
    gke::TABLE,
    karmada::TABLE,
    numaplane::TABLE,
    openshift::TABLE,
    airlock::TABLE,
    contour::TABLE,
    coralogix::TABLE,
    spinkube::TABLE,
    kruise_game::TABLE,
    camel_k::TABLE,
    grafana_org::TABLE,
    kubernetes_external_secrets::TABLE,
    external_secrets::TABLE,
    velero::TABLE,
    tekton::TABLE,
    conditions::TABLE,
];

/// The API groups each system's table speaks for (patterns as in `rules::Rule::group`): a word
/// is looked up first in the tables of the resource's own system, then in the general tables
/// (those not listed: Kubernetes' own groups and the shared conditions), then in any other
/// system's. So `Reconciling` on an Azure resource reads as ASO means it, and on anything else
/// as the shared entry; two systems may each give a word their own meaning.
pub(crate) const SCOPES: &[(&str, &[&str])] = &[
    ("airlock", &["microgateway.airlock.com"]),
    ("argo", &["argoproj.io"]),
    ("astra", &["astra.netapp.io"]),
    ("atlas", &["db.atlasgo.io"]),
    ("azure", &["*.azure.com"]),
    ("camel-k", &["camel.apache.org"]),
    ("cert-manager", &["cert-manager.io", "certmanager.k8s.io"]),
    ("clickhouse", &["clickhouse.altinity.com"]),
    ("cluster-api", &["cluster.x-k8s.io", "*.cluster.x-k8s.io"]),
    ("cnpg", &["postgresql.cnpg.io"]),
    ("config-connector", &["*.cnrm.cloud.google.com"]),
    ("confluent", &["platform.confluent.io"]),
    ("contour", &["projectcontour.io"]),
    ("coralogix", &["coralogix.com"]),
    ("crossplane", &["*.crossplane.io", "*.upbound.io"]),
    ("eck", &["*.k8s.elastic.co"]),
    ("flux", &["*.toolkit.fluxcd.io"]),
    ("gardener", &["*.gardener.cloud"]),
    ("gateway-api", &["gateway.networking.k8s.io"]),
    ("gke", &["networking.gke.io"]),
    ("gloo", &["*.solo.io"]),
    ("grafana", &["grafana.integreatly.org"]),
    ("grafana-org-operator", &["grafana-org-operator.kubitus-project.gitlab.io"]),
    ("heat", &["heat.openstack.org"]),
    ("humio", &["core.humio.com"]),
    ("istio", &["*.istio.io"]),
    ("jaeger", &["jaegertracing.io"]),
    ("karmada", &["*.karmada.io"]),
    ("karpenter", &["karpenter.sh", "karpenter.k8s.aws"]),
    ("keda", &["keda.sh"]),
    ("keptn", &["*.keptn.sh"]),
    ("keycloak", &["k8s.keycloak.org"]),
    ("knative", &["*.knative.dev"]),
    ("koperator", &["kafka.banzaicloud.io"]),
    ("kruise", &["*.kruise.io"]),
    ("kruise-game", &["game.kruise.io"]),
    ("external-secrets", &["external-secrets.io"]),
    ("kubernetes-external-secrets", &["kubernetes-client.io"]),
    ("kubevirt", &["kubevirt.io", "cdi.kubevirt.io"]),
    ("mariadb", &["k8s.mariadb.com"]),
    ("minio", &["minio.min.io"]),
    ("mtc", &["migration.openshift.io"]),
    ("nmstate", &["nmstate.io"]),
    ("numaplane", &["numaplane.numaproj.io"]),
    ("odf", &["ocs.openshift.io"]),
    ("open-cluster-management", &["*.open-cluster-management.io"]),
    ("openshift", &["apps.openshift.io", "route.openshift.io"]),
    ("opentelemetry", &["opentelemetry.io"]),
    ("percona", &["psmdb.percona.com", "pxc.percona.com"]),
    ("prometheus-operator", &["monitoring.coreos.com"]),
    ("promoter", &["promoter.argoproj.io"]),
    ("rabbitmq", &["rabbitmq.com"]),
    ("rook", &["ceph.rook.io"]),
    ("solr", &["solr.apache.org"]),
    ("spinkube", &["core.spinkube.dev", "core.spinoperator.dev"]),
    ("strimzi", &["kafka.strimzi.io"]),
    ("tekton", &["tekton.dev"]),
    ("threescale", &["capabilities.3scale.net"]),
    ("velero", &["velero.io"]),
    ("zalando-postgres", &["acid.zalan.do"]),
    ("zookeeper", &["zookeeper.pravega.io"]),
];

/// The group patterns of a table, or `None` for a general table.
pub(crate) fn scope(table: &Table) -> Option<&'static [&'static str]> {
    SCOPES.iter().find(|(slug, _)| *slug == table.slug).map(|(_, groups)| *groups)
}

/// Event reasons: looked up first for events, never for conditions or containers.
pub(crate) const EVENT_TABLE: Table = events::TABLE;

/// Every table: the reason tables in order, then the events table.
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
    /// For each table position in [`tables`], its group patterns (`None`: general).
    scopes: Vec<Option<&'static [&'static str]>>,
    /// `(word, table position in [`tables`], entry, provenance id)` for reasons; the id is
    /// written when first asked for (most entries never are in one run, and a fresh page or
    /// worker would otherwise write a thousand of them before its first explanation).
    reasons: Vec<Item<&'static ReasonEntry>>,
    /// The same for condition types.
    types: Vec<Item<&'static ConditionTypeEntry>>,
    /// The same for categorised condition types.
    categorised: Vec<Item<&'static ReasonEntry>>,
}

/// One entry of the [`Index`]: its word, its table's position in [`tables`], the entry, and its
/// provenance id once written.
type Item<T> = (&'static str, usize, T, std::sync::OnceLock<String>);

/// The table at `position` in [`tables`].
fn table_at(position: usize) -> &'static Table {
    tables().nth(position).unwrap_or(&EVENT_TABLE)
}

/// The position of [`EVENT_TABLE`] in [`tables`].
const EVENT_POSITION: usize = REASON_TABLES.len();

fn index() -> &'static Index {
    static INDEX: std::sync::OnceLock<Index> = std::sync::OnceLock::new();
    INDEX.get_or_init(|| {
        // Sorted by inserting each item's number after the equal words already there (so
        // equal words stay in table order) rather than sorting: no sort code in the wasm for
        // three more element types. Numbers, not items, are moved: a thousand inserts then
        // move a few megabytes less than they moved with whole items.
        fn sorted<T: Copy>(items: Vec<(&'static str, usize, T)>) -> Vec<Item<T>> {
            let mut order: Vec<usize> = Vec::with_capacity(items.len());
            for (number, item) in items.iter().enumerate() {
                let at = order.partition_point(|&known| items.get(known).is_some_and(|known| known.0 <= item.0));
                order.insert(at, number);
            }
            order.into_iter().filter_map(|number| items.get(number)).map(|&(word, position, entry)| (word, position, entry, std::sync::OnceLock::new())).collect()
        }
        let (mut reasons, mut types, mut categorised) = (Vec::new(), Vec::new(), Vec::new());
        for (position, table) in tables().enumerate() {
            reasons.extend(table.reasons.iter().map(|entry| (entry.reason, position, entry)));
            types.extend(table.types.iter().map(|entry| (entry.type_, position, entry)));
            categorised.extend(table.categorised.iter().map(|entry| (entry.reason, position, entry)));
        }
        Index { scopes: tables().map(scope).collect(), reasons: sorted(reasons), types: sorted(types), categorised: sorted(categorised) }
    })
}

/// The run of items for one word, in table order.
fn run<'a, T>(items: &'a [Item<T>], word: &str) -> &'a [Item<T>] {
    let start = items.partition_point(|item| sorts_before(item.0, word));
    let rest = items.get(start..).unwrap_or(&[]);
    let len = rest.iter().take_while(|item| item.0 == word).count();
    rest.get(..len).unwrap_or(&[])
}

/// Whether `a` sorts before `b`: by their first bytes when those differ (most steps of a
/// search), without a call to compare the rest.
#[inline(always)]
fn sorts_before(a: &str, b: &str) -> bool {
    match (a.as_bytes().first(), b.as_bytes().first()) {
        (Some(x), Some(y)) if x != y => x < y,
        _ => a < b,
    }
}

/// From a word's run (in table order), the entry for a resource of `group`: its own system's
/// first, then a general table's, then — only for a group no system claims — any other
/// system's (a KEDA condition is not explained with Knative's words for the same type); only
/// tables `allowed` by position.
fn pick<T: Copy>(items: &[Item<T>], group: &str, allowed: impl Fn(usize) -> bool) -> Option<T> {
    let scopes = &index().scopes;
    let scope = |position: usize| scopes.get(position).copied().flatten();
    let claims = |patterns: &[&str]| patterns.iter().any(|p| crate::rules::pattern_matches(p, group));
    let candidates = || items.iter().filter(|item| allowed(item.1));
    let usable = |item: &&Item<T>| match scope(item.1) {
        None => true,
        Some(patterns) if claims(patterns) => true,
        // Another system's words: only when no system speaks for this group.
        Some(_) => !scopes.iter().flatten().any(|patterns| claims(patterns)),
    };
    // Most words have one entry: no scope to weigh.
    let mut all = candidates();
    match (all.next(), all.next()) {
        (None, _) => return None,
        (Some(only), None) => return usable(&only).then_some(only.2),
        _ => {}
    }
    let own = || candidates().find(|item| scope(item.1).is_some_and(claims));
    own().or_else(|| candidates().find(|item| scope(item.1).is_none())).or_else(|| candidates().find(usable)).map(|item| item.2)
}

/// The entry for a word in the condition and container tables ([`REASON_TABLES`]).
fn exact_reason(word: &str, group: &str) -> Option<&'static ReasonEntry> {
    pick(run(&index().reasons, word), group, |position| position < EVENT_POSITION)
}

/// The entry for a reason word, if the knowledge base has one, as a general resource reads it
/// (see [`reason_in`]).
pub fn reason(word: &str) -> Option<&'static ReasonEntry> {
    reason_in(word, "")
}

/// The entry for a reason word on a resource of an API group (see the scopes list of this module): the group's own
/// system first, then the general tables, then any other system. A numbered word
/// (`ExitCode137`) falls back to its family entry.
pub fn reason_in(word: &str, group: &str) -> Option<&'static ReasonEntry> {
    exact_reason(word, group).or_else(|| {
        NUMBERED_REASONS.iter().find_map(|(prefix, family)| {
            let digits = word.strip_prefix(prefix)?;
            (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit())).then(|| exact_reason(family, group)).flatten()
        })
    })
}

/// The entry for an event's reason: event reasons first (`Failed`, `BackOff` mean something
/// else on an event), then every other reason.
pub fn event_reason(word: &str) -> Option<&'static ReasonEntry> {
    event_reason_in(word, "")
}

/// [`event_reason`] for an event about a resource of an API group.
pub fn event_reason_in(word: &str, group: &str) -> Option<&'static ReasonEntry> {
    run(&index().reasons, word).iter().find(|item| item.1 == EVENT_POSITION).map(|item| item.2).or_else(|| reason_in(word, group))
}

/// The entry for a condition weighed by its `category` (Konveyor MTC), looked up by its type:
/// there the type is the meaning and the reason a short code.
pub fn categorised(type_: &str) -> Option<&'static ReasonEntry> {
    categorised_in(type_, "")
}

/// [`categorised`] for a resource of an API group.
pub fn categorised_in(type_: &str, group: &str) -> Option<&'static ReasonEntry> {
    pick(run(&index().categorised, type_), group, |position| position < EVENT_POSITION)
}

/// The entry for a condition type, if the knowledge base has one.
pub fn condition_type(type_: &str) -> Option<&'static ConditionTypeEntry> {
    condition_type_in(type_, "")
}

/// [`condition_type`] for a resource of an API group.
pub fn condition_type_in(type_: &str, group: &str) -> Option<&'static ConditionTypeEntry> {
    pick(run(&index().types, type_), group, |position| position < EVENT_POSITION)
}

/// The provenance id of the first table (in [`tables`] order) holding a reason entry equal to
/// `entry`, if any.
pub(crate) fn reason_source_of(entry: &ReasonEntry) -> Option<&'static str> {
    run(&index().reasons, entry.reason).iter().find(|item| item.2 == entry).map(|item| item.3.get_or_init(|| super::catalog::reason_source(table_at(item.1), entry)).as_str())
}

/// The same for a categorised entry.
pub(crate) fn categorised_source_of(entry: &ReasonEntry) -> Option<&'static str> {
    run(&index().categorised, entry.reason).iter().find(|item| item.2 == entry).map(|item| item.3.get_or_init(|| super::catalog::categorised_source(table_at(item.1), entry)).as_str())
}

/// The same for a condition-type entry.
pub(crate) fn type_source_of(entry: &ConditionTypeEntry) -> Option<&'static str> {
    run(&index().types, entry.type_).iter().find(|item| item.2 == entry).map(|item| item.3.get_or_init(|| super::catalog::type_source(table_at(item.1), entry)).as_str())
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
        fn ordered<T>(items: &[Item<T>]) -> bool {
            items.windows(2).all(|pair| pair[0].0 < pair[1].0 || (pair[0].0 == pair[1].0 && pair[0].1 <= pair[1].1))
        }
        assert!(ordered(&index.reasons) && ordered(&index.types) && ordered(&index.categorised));
        // A lookup finds what a scan in table order finds: the group's own tables first, then
        // the general ones, then — for a group no system claims — any.
        fn scan<T: Copy>(word: &str, group: &str, entries: impl Fn(&'static Table) -> Option<T>) -> Option<T> {
            let in_scope = |table: &&'static Table| scope(table).is_some_and(|patterns| patterns.iter().any(|p| crate::rules::pattern_matches(p, group)));
            let general = |table: &&'static Table| scope(table).is_none();
            let claimed = REASON_TABLES.iter().any(|table| in_scope(&table));
            let _ = word;
            REASON_TABLES.iter().filter(in_scope).find_map(&entries)
                .or_else(|| REASON_TABLES.iter().filter(general).find_map(&entries))
                .or_else(|| (!claimed).then(|| REASON_TABLES.iter().find_map(&entries)).flatten())
        }
        for group in ["", "apps", "kafka.strimzi.io", "resources.azure.com", "example.org"] {
            for table in tables() {
                for word in table.reasons.iter().chain(table.categorised).map(|entry| entry.reason).chain(table.types.iter().map(|entry| entry.type_)) {
                    let scanned = scan(word, group, |table| table.reasons.iter().find(|entry| entry.reason == word));
                    assert_eq!(exact_reason(word, group), scanned, "{word} in {group}");
                    let scanned = scan(word, group, |table| table.types.iter().find(|entry| entry.type_ == word));
                    assert_eq!(condition_type_in(word, group), scanned, "{word} in {group}");
                    let scanned = scan(word, group, |table| table.categorised.iter().find(|entry| entry.reason == word));
                    assert_eq!(categorised_in(word, group), scanned, "{word} in {group}");
                    let scanned = EVENT_TABLE.reasons.iter().find(|entry| entry.reason == word).or_else(|| reason_in(word, group));
                    assert_eq!(event_reason_in(word, group), scanned, "{word} in {group}");
                }
            }
        }
    }
}
