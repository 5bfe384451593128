//! Classification: a verdict and a one-sentence summary for each resource.
//!
//! The engine applies the checks every object shares (deletion, stale status, `Stalled` /
//! `Reconciling`), then the rule registered for the object's group and kind. A rule receives
//! the default classification as `next` and may act before, after or instead of it; a rule
//! that only calls `next` behaves exactly like no rule. Adding a kind means adding a file
//! with a [`Rule`] and listing it in [`RULES`].

pub mod apiregistration;
pub mod apps;
pub mod argo;
pub mod atlas;
pub mod astra;
pub mod azure;
pub mod autoscaling;
pub mod batch;
pub mod cert_manager;
pub mod certificates;
pub mod clickhouse;
pub mod cluster_api;
pub mod cnpg;
pub mod airlock;
pub mod camel_k;
pub mod config_connector;
pub mod coordination;
pub mod confluent;
pub mod contour;
pub mod coralogix;
pub mod core;
pub mod crossplane;
pub mod eck;
pub mod flux;
pub mod gardener;
pub mod gateway_api;
pub mod generic;
pub mod gke;
pub mod gloo;
pub mod grafana;
pub mod grafana_org;
pub mod heat;
pub mod humio;
pub mod istio;
pub mod jaeger;
pub mod karmada;
pub mod karpenter;
pub mod keda;
pub mod keptn;
pub mod keycloak;
pub mod knative;
pub mod koperator;
pub mod kruise;
pub mod mariadb;
pub mod kubevirt;
pub mod kruise_game;
pub mod kubernetes_external_secrets;
pub mod minio;
pub mod monitoring;
pub mod mtc;
pub mod networking;
pub mod nmstate;
pub mod numaplane;
pub mod odf;
pub mod open_cluster_management;
pub mod opentelemetry;
pub mod percona;
pub mod policy;
pub mod promoter;
pub mod rabbitmq;
pub mod solr;
pub mod rook;
pub mod openshift;
pub mod spinkube;
pub mod storage;
pub mod stored;
pub mod strimzi;
pub mod threescale;
pub mod tekton;
pub mod velero;
pub mod external_secrets;
pub mod zalando;
pub mod zookeeper;

use crate::model::{Event, Resource, Timestamp};
use crate::relate::Reference;
use crate::report::Verdict;

/// What the classification of one resource says.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Assessment {
    /// The verdict.
    pub verdict: Verdict,
    /// One sentence: the state and its main reason, quoting pasted values.
    pub summary: String,
    /// The reason word that decided it, when there is one.
    pub reason: Option<String>,
    /// Whether the summary says what to do in this very case (the rule read what the failing
    /// conditions' messages leave general): their general advice then gives way to it.
    pub answers: bool,
}

impl Assessment {
    /// An assessment with a deciding reason.
    pub fn new(verdict: Verdict, summary: impl Into<String>, reason: impl Into<String>) -> Assessment {
        let reason = reason.into();
        Assessment { verdict, summary: summary.into(), reason: (!reason.is_empty()).then_some(reason), answers: false }
    }

    /// An assessment without a deciding reason word.
    pub fn plain(verdict: Verdict, summary: impl Into<String>) -> Assessment {
        Assessment { verdict, summary: summary.into(), reason: None, answers: false }
    }

    /// The same, saying that its summary answers what the failing conditions ask (see
    /// [`Assessment::answers`]).
    pub fn answering(mut self) -> Assessment {
        self.answers = true;
        self
    }
}

/// What every rule may know besides the resource.
#[derive(Debug, Clone, Copy, Default)]
pub struct Context<'a> {
    /// The time to measure ages against (the CLI's `--now`, the browser's clock).
    pub now: Option<Timestamp>,
    /// The events about this resource found in the paste, oldest first.
    pub events: &'a [Event],
    /// What this resource refers to by name (claims, ConfigMaps, Secrets, selected Pods).
    pub references: &'a [Reference],
}

impl Context<'_> {
    /// The most recent event with one of these reasons, if any.
    pub fn latest_event(&self, reasons: &[&str]) -> Option<&Event> {
        self.events.iter().rev().find(|event| reasons.contains(&event.reason.as_str()))
    }

    /// Seconds from a time until `now`, when both are known.
    pub fn seconds_since(&self, since: Option<Timestamp>) -> Option<i64> {
        Some(since?.seconds_until(self.now?))
    }
}

/// The default classification a rule may call.
pub type Next<'a> = &'a dyn Fn(&Resource, &Context) -> Assessment;

/// A classification rule for one group/kind.
pub struct Rule {
    /// API group (`""` for core, `apps`, or a wildcard such as `*.crossplane.io` or `*`).
    pub group: &'static str,
    /// Kind (`Pod`) or `*`.
    pub kind: &'static str,
    /// The rule itself.
    pub classify: fn(&Resource, &Context, Next) -> Assessment,
}

/// Every registered rule; the first whose group and kind match is used.
pub static RULES: &[&Rule] = &[
    &core::pod::RULE,
    &core::service::RULE,
    &core::persistentvolumeclaim::RULE,
    &core::node::RULE,
    &core::namespace::RULE,
    &core::persistentvolume::RULE,
    &core::endpoints::RULE,
    &core::endpoints::RULE_SLICE,
    &core::resourcequota::RULE,
    &coordination::lease::RULE,
    &storage::volumeattachment::RULE,
    &certificates::signing_request::RULE,
    &monitoring::config::RULE,
    &istio::config::RULE,
    &core::event::RULE,
    &core::event::RULE_EVENTS_K8S_IO,
    &apps::deployment::RULE,
    &apps::replicaset::RULE,
    &apps::replicaset::RULE_REPLICATION_CONTROLLER,
    &apps::statefulset::RULE,
    &apps::daemonset::RULE,
    &batch::job::RULE,
    &batch::cronjob::RULE,
    &networking::ingress::RULE,
    &networking::ingress::RULE_EXTENSIONS,
    &autoscaling::horizontalpodautoscaler::RULE,
    &autoscaling::verticalpodautoscaler::RULE,
    &apiregistration::apiservice::RULE,
    &policy::poddisruptionbudget::RULE,
    // Knative Serving.
    &knative::service::RULE,
    &knative::configuration::RULE,
    &knative::revision::RULE,
    &knative::route::RULE,
    &knative::certificate::RULE,
    &knative::pod_autoscaler::RULE,
    &knative::trigger::RULE,
    // OpenStack Heat (synthetic group, see read::heat).
    &heat::stack::RULE,
    &heat::resource::RULE,
    &heat::event::RULE,
    // Azure Service Operator v2, Crossplane, Flux: whole groups.
    &azure::resource::RULE,
    &crossplane::package::RULE,
    &crossplane::managed::RULE,
    &crossplane::managed::RULE_UPBOUND,
    &flux::helmrelease::RULE,
    &flux::toolkit::RULE,
    // Konveyor MTC: migrations first, then every other kind of the group.
    &mtc::migration::RULE,
    &mtc::migration::RULE_DIRECT_VOLUME,
    &mtc::migration::RULE_DIRECT_IMAGE,
    &mtc::resource::RULE,
    // Custom resources of other systems, one folder each.
    &gloo::validation::RULE_GATEWAY,
    &gloo::validation::RULE_GLOO,
    &promoter::promotion::RULE,
    &argo::application::RULE,
    &argo::application::RULE_SET,
    &argo::rollouts::RULE_ANALYSIS_RUN,
    &argo::rollouts::RULE_EXPERIMENT,
    &argo::rollout::RULE,
    &argo::workflow::RULE,
    &argo::cron_workflow::RULE_CRON_WORKFLOW,
    &argo::events::RULE_EVENT_BUS,
    &threescale::capability::RULE,
    &keptn::lifecycle::RULE,
    &keptn::lifecycle::RULE_METRICS,
    &open_cluster_management::policy::RULE,
    &cert_manager::certificate::RULE,
    &cert_manager::certificate::RULE_LEGACY,
    &cert_manager::challenge::RULE,
    &cert_manager::order::RULE,
    &keda::scaled::RULE_SCALED_OBJECT,
    &keda::scaled::RULE_SCALED_JOB,
    &cluster_api::machine::RULE_MACHINE_DEPLOYMENT,
    &cluster_api::machine::RULE_HEALTH_CHECK,
    &cluster_api::control_plane::RULE,
    &cluster_api::addons::RULE,
    &cluster_api::conditions::RULE,
    &cluster_api::conditions::RULE_INFRASTRUCTURE,
    &cluster_api::conditions::RULE_BOOTSTRAP,
    &kruise::workload::RULE_CLONE_SET,
    &kruise::workload::RULE_STATEFUL_SET,
    &kruise::workload::RULE_DAEMON_SET,
    &kruise::jobs::RULE_BROADCAST_JOB,
    &kruise::jobs::RULE_ADVANCED_CRON_JOB,
    &gateway_api::status::RULE,
    &minio::tenant::RULE,
    &confluent::platform::RULE,
    &humio::state::RULE,
    &grafana::operator::RULE,
    &rabbitmq::cluster::RULE,
    &config_connector::resource::RULE,
    &zalando::postgresql::RULE,
    &clickhouse::installation::RULE,
    &cnpg::cluster::RULE,
    &cnpg::backup::RULE,
    &percona::cluster::RULE_MONGODB,
    &percona::cluster::RULE_XTRADB,
    &percona::jobs::RULE_MONGODB_BACKUP,
    &percona::jobs::RULE_MONGODB_RESTORE,
    &percona::jobs::RULE_XTRADB_BACKUP,
    &percona::jobs::RULE_XTRADB_RESTORE,
    // MariaDB operator: runs first, then every other kind of the group.
    &mariadb::runs::RULE_BACKUP,
    &mariadb::runs::RULE_PHYSICAL_BACKUP,
    &mariadb::runs::RULE_RESTORE,
    &mariadb::runs::RULE_SQL_JOB,
    &mariadb::resources::RULE,
    &solr::cloud::RULE,
    &zookeeper::cluster::RULE,
    &external_secrets::RULE,
    &tekton::RULE_RUNS,
    &velero::backup::RULE_BACKUP,
    &velero::backup::RULE_RESTORE,
    &velero::backup::RULE_SCHEDULE,
    &velero::backup::RULE_LOCATION,
    &velero::backup::RULE_DATA_UPLOAD,
    &velero::backup::RULE_DATA_DOWNLOAD,
    &velero::backup::RULE_POD_VOLUME_BACKUP,
    &velero::backup::RULE_POD_VOLUME_RESTORE,
    &koperator::kafka_cluster::RULE,
    // Strimzi: KafkaConnector and KafkaRebalance first, then every other kind of the group.
    &strimzi::connector::RULE,
    &strimzi::rebalance::RULE,
    &strimzi::resource::RULE,
    &eck::logstash::RULE,
    &jaeger::jaeger::RULE,
    &opentelemetry::collector::RULE,
    &atlas::schema::RULE_SCHEMA,
    &atlas::schema::RULE_MIGRATION,
    &keycloak::keycloak::RULE,
    &keycloak::keycloak::RULE_REALM_IMPORT,
    &astra::run::RULE,
    &kubevirt::data_volume::RULE,
    &kubevirt::virtual_machine::RULE,
    &kubevirt::virtual_machine::RULE_INSTANCE,
    &rook::ceph::RULE,
    &odf::storage_cluster::RULE,
    &karpenter::node_claim::RULE,
    &karpenter::pool::RULE_NODE_POOL,
    &karpenter::pool::RULE_NODE_CLASS,
    &gardener::shoot::RULE,
    &nmstate::policy::RULE_POLICY,
    &nmstate::policy::RULE_ENACTMENT,
    &gke::managed_certificate::RULE,
    &karmada::binding::RULE,
    &karmada::binding::RULE_CLUSTER,
    &numaplane::rollout::RULE,
    &openshift::deployment_config::RULE,
    &openshift::route::RULE,
    &airlock::policy::RULE,
    &contour::proxy::RULE,
    &coralogix::remote::RULE,
    &spinkube::spin_app::RULE,
    &spinkube::spin_app::RULE_SPINOPERATOR,
    &kruise_game::game_server::RULE,
    &kruise_game::game_server_set::RULE,
    &camel_k::integration::RULE,
    &grafana_org::resource::RULE,
    &kubernetes_external_secrets::external_secret::RULE,
    // Stored objects: no status by design.
    &stored::CLUSTER_DOMAIN_CLAIM,
    &stored::CONFIG_MAP,
    &stored::SECRET,
    &stored::SERVICE_ACCOUNT,
    &stored::LIMIT_RANGE,
    &stored::POD_TEMPLATE,
    &stored::ROLE,
    &stored::ROLE_BINDING,
    &stored::CLUSTER_ROLE,
    &stored::CLUSTER_ROLE_BINDING,
    &stored::NETWORK_POLICY,
    &stored::INGRESS_CLASS,
    &stored::VALIDATING_WEBHOOK,
    &stored::MUTATING_WEBHOOK,
    &stored::PRIORITY_CLASS,
    &stored::STORAGE_CLASS,
    &stored::CSI_DRIVER,
    &stored::RUNTIME_CLASS,
    &stored::CONTROLLER_REVISION,
    // Last: Crossplane composites and claims in any group, recognised by their shape.
    &crossplane::managed::RULE_COMPOSITE,
];

/// A kind whose verdict its failing children decide early (the roll-up escalates it from
/// InProgress), and the status fields that tell whether something older is still serving.
pub struct FailsEarly {
    /// API group pattern, as in [`Rule::group`].
    pub group: &'static str,
    /// Kind.
    pub kind: &'static str,
    /// Status fields: a positive number or a non-empty name means something still serves.
    pub serving: &'static [&'static str],
    /// Whether what still serves is an older version: only during a rollout.
    pub older: Older,
    /// What its serving counts are of: replicas, or nodes (one pod each).
    pub counted: Counted,
    /// What to do once the cause is fixed, when the controller does not recover by itself
    /// (for the resource at hand: it may depend on its spec); `{pod}` is the failing pod,
    /// `{ns}` its namespace flag. `None` for most kinds.
    pub after_fix: Option<fn(&Resource) -> Option<String>>,
    /// How to go back to the version that still serves during a failing rollout (`{name}`,
    /// `{ns}` filled), when the kind has such a command.
    pub undo: Option<&'static str>,
}

/// What a [`FailsEarly`] kind's serving counts are of.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Counted {
    /// Interchangeable replicas.
    Replicas,
    /// Nodes, each running one pod (a DaemonSet): a node whose pod fails has none.
    Nodes,
}

/// Whether a [`FailsEarly`] kind's pods that still serve are an older version's.
pub enum Older {
    /// While the first status field (the newest version made) names another version than the
    /// second (the last one that was ready), or is not written: Knative's
    /// `latestCreatedRevisionName` and `latestReadyRevisionName`. When both name the same
    /// revision, what fails is not a new version (a Route's certificate).
    Differs(&'static str, &'static str),
    /// Never: one revision's own pods (a ReplicaSet, a Knative Revision).
    Never,
    /// While the first status field (updated) is below the second (all): a rollout is
    /// replacing older pods.
    Fewer(&'static str, &'static str),
}

/// Every kind the roll-up escalates when a current child has failed.
pub static FAILS_EARLY: &[FailsEarly] = &[
    FailsEarly { group: "*", kind: "Deployment", serving: &["availableReplicas", "readyReplicas"], older: Older::Fewer("updatedReplicas", "replicas"), counted: Counted::Replicas, after_fix: None, undo: Some("kubectl rollout undo deployment/{name}{ns}") },
    FailsEarly { group: "*", kind: "ReplicaSet", serving: &["availableReplicas", "readyReplicas"], older: Older::Never, counted: Counted::Replicas, after_fix: None, undo: None },
    FailsEarly { group: "*", kind: "StatefulSet", serving: &["availableReplicas", "readyReplicas"], older: Older::Fewer("updatedReplicas", "replicas"), counted: Counted::Replicas, after_fix: Some(stateful_set_after_fix), undo: Some("kubectl rollout undo statefulset/{name}{ns}") },
    FailsEarly { group: "*", kind: "DaemonSet", serving: &["numberAvailable", "numberReady"], older: Older::Fewer("updatedNumberScheduled", "currentNumberScheduled"), counted: Counted::Nodes, after_fix: None, undo: Some("kubectl rollout undo daemonset/{name}{ns}") },
    FailsEarly { group: "argoproj.io", kind: "Rollout", serving: &["availableReplicas", "readyReplicas"], older: Older::Fewer("updatedReplicas", "replicas"), counted: Counted::Replicas, after_fix: None, undo: Some("kubectl argo rollouts abort {name}{ns} (all traffic back to the stable version, the spec unchanged; once fixed, kubectl argo rollouts retry rollout {name}{ns})") },
    FailsEarly { group: "apps.openshift.io", kind: "DeploymentConfig", serving: &["availableReplicas", "readyReplicas"], older: Older::Fewer("updatedReplicas", "replicas"), counted: Counted::Replicas, after_fix: None, undo: Some("oc rollout undo dc/{name}{ns}") },
    FailsEarly { group: "", kind: "ReplicationController", serving: &["availableReplicas", "readyReplicas"], older: Older::Never, counted: Counted::Replicas, after_fix: None, undo: None },
    // Cluster API: a MachineDeployment (or MachineSet) scaling up waits for its Machines; one
    // that failed to get an instance fails it now. Ready machines keep serving as nodes.
    FailsEarly { group: "cluster.x-k8s.io", kind: "MachineDeployment", serving: &["availableReplicas", "readyReplicas"], older: Older::Fewer("updatedReplicas", "replicas"), counted: Counted::Replicas, after_fix: None, undo: None },
    FailsEarly { group: "cluster.x-k8s.io", kind: "MachineSet", serving: &["availableReplicas", "readyReplicas"], older: Older::Never, counted: Counted::Replicas, after_fix: None, undo: None },
    FailsEarly { group: "*.spinkube.dev", kind: "SpinApp", serving: &["readyReplicas"], older: Older::Never, counted: Counted::Replicas, after_fix: None, undo: None },
    FailsEarly { group: "serving.knative.dev", kind: "Revision", serving: &["actualReplicas"], older: Older::Never, counted: Counted::Replicas, after_fix: None, undo: None },
    FailsEarly { group: "serving.knative.dev", kind: "Configuration", serving: &["latestReadyRevisionName"], older: Older::Differs("latestCreatedRevisionName", "latestReadyRevisionName"), counted: Counted::Replicas, after_fix: None, undo: None },
    FailsEarly { group: "serving.knative.dev", kind: "Service", serving: &["latestReadyRevisionName"], older: Older::Differs("latestCreatedRevisionName", "latestReadyRevisionName"), counted: Counted::Replicas, after_fix: None, undo: None },
    // A Route waits for its certificates (Knative's, which waits for cert-manager's): one that
    // failed fails them now.
    FailsEarly { group: "serving.knative.dev", kind: "Route", serving: &[], older: Older::Never, counted: Counted::Replicas, after_fix: None, undo: None },
    FailsEarly { group: "networking.internal.knative.dev", kind: "Certificate", serving: &[], older: Older::Never, counted: Counted::Replicas, after_fix: None, undo: None },
    // cert-manager's chain: a Certificate waits for its newest request, the request for its
    // ACME order, the order for its challenges; one that failed fails them now. Nothing serves.
    FailsEarly { group: "cert-manager.io", kind: "Certificate", serving: &[], older: Older::Never, counted: Counted::Replicas, after_fix: None, undo: None },
    FailsEarly { group: "cert-manager.io", kind: "CertificateRequest", serving: &[], older: Older::Never, counted: Counted::Replicas, after_fix: None, undo: None },
    FailsEarly { group: "acme.cert-manager.io", kind: "Order", serving: &[], older: Older::Never, counted: Counted::Replicas, after_fix: None, undo: None },
];

/// A StatefulSet (with the default `OrderedReady` pod management) waits for its broken pod to
/// become ready before it goes on, and never replaces it by itself, even after the template is
/// fixed or rolled back: the pod has to be deleted.
const STATEFUL_SET_AFTER_FIX: &str = "Once the template is fixed (or rolled back), delete that pod (kubectl delete pod {pod}{ns}): with the default pod management (OrderedReady) a StatefulSet does not replace a pod that never became ready.";

/// [`STATEFUL_SET_AFTER_FIX`], except for `podManagementPolicy: Parallel`, which replaces a
/// broken pod by itself.
/// With OrderedReady it also names the pods not created yet: the answer to "why only 1 of 3".
fn stateful_set_after_fix(set: &Resource) -> Option<String> {
    if set.str(&["spec", "podManagementPolicy"]) == Some("Parallel") {
        return None;
    }
    let wanted = set.int(&["spec", "replicas"]).unwrap_or(1);
    let made = set.int(&["status", "replicas"]).unwrap_or(0);
    let waiting = match (made, wanted) {
        (made, wanted) if made >= 1 && made < wanted && !set.name.is_empty() => {
            let first = format!("{}-{made}", set.name);
            let which = match wanted - made {
                1 => format!("Pod {first} is"),
                2 => format!("Pods {first} and {}-{} are", set.name, wanted - 1),
                _ => format!("Pods {first} to {}-{} are", set.name, wanted - 1),
            };
            format!(
                " {which} not created yet: OrderedReady starts each pod only once the one before is Ready (a readiness probe that needs the others, such as a quorum, never passes this way: podManagementPolicy: Parallel starts them together, set by re-creating the StatefulSet, since the field cannot change in place: kubectl delete statefulset {} --cascade=orphan{{ns}}, then apply it with Parallel; its pods and claims stay).",
                set.name
            )
        }
        _ => String::new(),
    };
    Some(format!("{STATEFUL_SET_AFTER_FIX}{waiting}"))
}

/// The [`FailsEarly`] entry for a resource, if its kind has one.
pub fn fails_early(resource: &Resource) -> Option<&'static FailsEarly> {
    FAILS_EARLY.iter().find(|entry| pattern_matches(entry.group, &resource.group) && entry.kind == resource.kind)
}

impl Rule {
    fn matches(&self, group: &str, kind: &str) -> bool {
        pattern_matches(self.group, group) && pattern_matches(self.kind, kind)
    }

    /// The rule's identity in reports: `<group>/<Kind>`, `core` for the core group
    /// (`core/Pod`, `apps/Deployment`, `*.azure.com/*`).
    pub fn id(&self) -> String {
        format!("{}/{}", if self.group.is_empty() { "core" } else { self.group }, self.kind)
    }
}

/// `*` matches anything, `*.suffix` any group ending in `.suffix`, otherwise exact.
/// Matched as bytes, the length first: every resource is matched against the whole table.
#[inline(always)]
pub(crate) fn pattern_matches(pattern: &str, value: &str) -> bool {
    match pattern.as_bytes() {
        [b'*'] => true,
        [b'*', suffix @ ..] => value.as_bytes().ends_with(suffix),
        exact => exact.len() == value.len() && exact == value.as_bytes(),
    }
}

/// Classifies one resource.
pub fn classify(resource: &Resource, context: &Context) -> Assessment {
    decide(resource, context).0
}

/// Classifies one resource and names the rule that decided: [`Rule::id`] of the kind rule,
/// `shared/<check>` for a check every object shares, or `generic` — also when the kind rule
/// returned the default classification (`next`) unchanged.
pub fn decide(resource: &Resource, context: &Context) -> (Assessment, String) {
    if let Some((assessment, check)) = shared_checks(resource, context) {
        // (A kind's own diagnosis, asked early, is its rule's.)
        let id = if check == "diagnosed-first" { format!("{}/{}", resource.group, resource.kind) } else { format!("shared/{check}") };
        return (assessment, id);
    }
    match RULES.iter().find(|rule| rule.matches(&resource.group, &resource.kind)) {
        Some(rule) => {
            let default = std::cell::RefCell::new(None);
            let next = |resource: &Resource, context: &Context| {
                let assessment = generic::classify(resource, context);
                *default.borrow_mut() = Some(assessment.clone());
                assessment
            };
            let assessment = (rule.classify)(resource, context, &next);
            let deferred = default.borrow().as_ref() == Some(&assessment);
            (assessment, if deferred { "generic".to_owned() } else { rule.id() })
        }
        None => (generic::classify(resource, context), "generic".to_owned()),
    }
}

/// Failing conditions whose message the rule of their resource reads for the specific case
/// (which scheduling constraint fails and by how much; which quota, webhook or policy refused
/// the pods), as (type, reason): when the summary quotes the message and goes on past it, the
/// condition's general list of possible fixes would only send the reader elsewhere.
pub const READ_BY_THE_RULE: &[(&str, &str)] = &[("PodScheduled", "Unschedulable"), ("ReplicaFailure", "FailedCreate")];

/// Reasons a rule gives a resource that has failed only by waiting (a Certificate issuing for
/// hours, a Flux Kustomization whose source has no artifact or whose dependency is not
/// ready): when what it depends on has failed, the roll-up names that instead.
pub const STUCK_WAITING: &[&str] = &["IssuingStuck", "ArtifactFailed", "DependencyNotReady"];

/// The reason of a resource whose status describes an older spec than the one pasted.
pub const STALE_STATUS_REASON: &str = "LatestGenerationNotObserved";

/// How long `Reconciling=True` alone says "in progress": after that, the kind's rule decides
/// (Flux's calls a reconcile that never ends stuck).
pub const RECONCILING_DECIDES_SECONDS: i64 = 60 * 60;

/// How long past its grace period a pod may be held by a finalizer that is not Kubernetes' own
/// before the summary offers to remove it: such clean-ups (an upload, a record) take seconds.
pub const POD_FINALIZER_STUCK_AFTER_SECONDS: i64 = 15 * 60;

/// Whether a finalizer is one Kubernetes' own controllers add and remove (`foregroundDeletion`,
/// `batch.kubernetes.io/job-tracking`, `kubernetes.io/pvc-protection`).
fn kubernetes_finalizer(finalizer: &str) -> bool {
    matches!(finalizer, "foregroundDeletion" | "orphan") || finalizer.starts_with("kubernetes.io/") || finalizer.split('/').next().is_some_and(|domain| domain.ends_with(".kubernetes.io") || domain.ends_with(".k8s.io"))
}

/// How long past its grace period a pod may take to go before it is called stuck: the kubelet
/// confirms a stop within seconds of killing what still ran.
pub const POD_DELETION_STUCK_AFTER_SECONDS: i64 = 2 * 60;

/// Conditions a deleted pod has in their abnormal state because it is going, not why it stays.
pub const EFFECTS_OF_DELETION: &[&str] = &["Ready", "ContainersReady", "PodReadyToStartContainers", "DisruptionTarget", "Initialized"];

/// A resource being deleted. `metadata.deletionTimestamp` is when the deletion takes effect:
/// for a pod, the request's time plus its grace period (`deletionGracePeriodSeconds`), when
/// the kubelet kills what still runs; for other objects, the request's time, after which only
/// finalizers keep it. Within a pod's grace period it is stopping as it should; after it, or
/// with finalizers, what keeps it is named.
fn deleting(resource: &Resource, deletion: &str, context: &Context) -> Assessment {
    let finalizers: Vec<&str> = match resource.get(&["metadata", "finalizers"]) {
        Some(crate::model::Value::Array(items)) => items.iter().filter_map(|f| f.as_str()).collect(),
        _ => Vec::new(),
    };
    let name = resource.display_name();
    let grace = resource.int(&["metadata", "deletionGracePeriodSeconds"]).filter(|seconds| *seconds > 0);
    let takes_effect = Timestamp::parse(deletion);
    // Seconds since the deletion took effect (negative: the grace period still runs).
    let past = takes_effect.and_then(|at| context.now.map(|now| at.seconds_until(now)));
    // The full `kind.group`: a short kind (`instance`) may name another provider's kind.
    let kind = if resource.group.is_empty() { resource.kind.to_ascii_lowercase() } else { format!("{}.{}", resource.kind.to_ascii_lowercase(), resource.group) };
    let target = format!("{kind} {}{}", resource.name, resource.namespace_flag());
    let finalizer_help = |finalizers: &[&str], offer_removal: bool| {
        // Kubernetes' own: the garbage collector holds a foreground deletion until what the
        // object owns is gone; that is where to look, and removing it skips nothing useful.
        if finalizers == ["foregroundDeletion"] {
            return format!(
                "; it was deleted in the foreground (propagationPolicy: Foreground): the garbage collector removes foregroundDeletion once every object it owns (with blockOwnerDeletion) is gone. Find those still there (their ownerReferences name {}; kubectl get all{} lists the usual kinds): their own finalizers or errors are what keeps it",
                resource.name,
                resource.namespace_flag()
            );
        }
        let removal = if offer_removal {
            format!(
                ". Only if that controller is gone for good: removing them skips its clean-up (a cloud resource behind it stays, no longer managed): kubectl patch {target} --type=merge -p '{{\"metadata\":{{\"finalizers\":null}}}}'"
            )
        } else {
            String::new()
        };
        format!("; it waits for the finalizers {}: the controller that owns them removes them when its clean-up is done{removal}", finalizers.join(", "))
    };
    if resource.kind == "Pod" {
        // Why it goes, when it says: the disruption's reason (preemption, eviction, a taint)
        // and who preempted it.
        let why = resource
            .condition("DisruptionTarget")
            .filter(|c| c.is_true())
            .map(|c| format!(" It is deleted on purpose (DisruptionTarget{}).", condition_detail(c)))
            .unwrap_or_default();
        let preempted = context.latest_event(&["Preempted"]).map(|event| format!(" {}.", clause(event.message.trim()))).unwrap_or_default();
        let requested = match (takes_effect, grace) {
            (Some(at), Some(grace)) => at.0.checked_sub(grace).map(|asked| format!(" (asked at {}, with a grace period of {grace} s)", Timestamp(asked).to_rfc3339())).unwrap_or_default(),
            _ => String::new(),
        };
        let summary = match past {
            Some(seconds) if seconds < 0 => format!(
                "{name} is stopping{requested}: its containers were sent SIGTERM and whatever still runs at {deletion} (in {}) is killed.",
                crate::model::timestamp::human_duration(-seconds)
            ),
            // Held for long by a finalizer that is not Kubernetes' own: its controller is not
            // acting on it. Kubernetes' own would have gone with the pod's end too (the Job
            // controller counts a finished pod at once): all of them are stuck.
            Some(seconds) if seconds >= POD_FINALIZER_STUCK_AFTER_SECONDS && finalizers.iter().any(|f| !kubernetes_finalizer(f)) => {
                let (own, foreign): (Vec<&str>, Vec<&str>) = finalizers.iter().partition(|f| kubernetes_finalizer(f));
                let job = resource.owners.iter().find(|o| o.kind == "Job" && !o.name.is_empty());
                let own_too = match (own.is_empty(), job) {
                    (true, _) => String::new(),
                    (false, Some(job)) => format!(
                        " Kubernetes' own {} should have gone by now as well: is Job {} still there (kubectl get job {}{})?",
                        own.join(", "),
                        job.name,
                        job.name,
                        resource.namespace_flag()
                    ),
                    (false, None) => format!(" Kubernetes' own {} should have gone by now as well.", own.join(", ")),
                };
                format!(
                    "{name} was deleted{requested}; its grace period ended {} ago, and it is still held by {}, not Kubernetes' own: the controller that added {} has not removed {}; its logs say why.{own_too} Only once that clean-up is known to be done or not needed: kubectl patch pod {}{} --type=merge -p '{{\"metadata\":{{\"finalizers\":null}}}}' removes every finalizer, and the pod goes.",
                    crate::model::timestamp::human_duration(seconds),
                    foreign.join(", "),
                    if foreign.len() == 1 { "it" } else { "them" },
                    if foreign.len() == 1 { "it" } else { "them" },
                    resource.name,
                    resource.namespace_flag()
                )
            }
            Some(seconds) if !finalizers.is_empty() => format!(
                "{name} was deleted{requested}; its grace period ended {} ago{}.",
                crate::model::timestamp::human_duration(seconds),
                finalizer_help(&finalizers, seconds >= FINALIZER_REMOVAL_AFTER_SECONDS)
            ),
            Some(seconds) if seconds >= POD_DELETION_STUCK_AFTER_SECONDS => {
                let node = resource.str(&["spec", "nodeName"]).map(|node| format!(" on node {node}")).unwrap_or_default();
                format!(
                    "{name} is stuck being deleted{requested}: its grace period ended {} ago and the kubelet{node} has not confirmed that its containers stopped. Is that node reachable and Ready (kubectl get node{node_arg})? Once you are sure it no longer runs there: kubectl delete pod {}{} --grace-period=0 --force.",
                    crate::model::timestamp::human_duration(seconds),
                    resource.name,
                    resource.namespace_flag(),
                    node_arg = resource.str(&["spec", "nodeName"]).map(|node| format!(" {node}")).unwrap_or_default()
                )
            }
            _ if finalizers.is_empty() => format!("{name} is being deleted (its grace period ends at {deletion}){requested}."),
            _ => format!("{name} is being deleted (its grace period ends at {deletion}){requested}{}.", finalizer_help(&finalizers, false)),
        };
        return Assessment::new(Verdict::Terminating, format!("{summary}{why}{preempted}"), "Terminating");
    }
    // What holds it up, when a condition says (a namespace's remaining content, a cloud API
    // refusing the delete); a condition that only says the delete is under way does not.
    let held = resource.conditions.iter().find(|c| {
        // (ASO writes a refused delete with severity Warning: it retries, but not with success.)
        (crate::explain::is_failing(c) || (c.is_false() && c.severity == "Warning")) && !DELETION_UNDER_WAY.contains(&c.reason.as_str())
    });
    let for_long = past.is_some_and(|seconds| seconds >= FINALIZER_REMOVAL_AFTER_SECONDS);
    let waiting = if finalizers.is_empty() { String::new() } else { finalizer_help(&finalizers, for_long && held.is_none()) };
    let held_text = held.map(|c| format!(" It is held up: {} is {}{}.", c.type_, c.status.as_str(), condition_detail(c))).unwrap_or_default();
    let summary = match past.filter(|seconds| *seconds > 0) {
        Some(seconds) => format!("{name} was deleted at {deletion}, {} ago, and is still there{waiting}.{held_text}", crate::model::timestamp::human_duration(seconds)),
        None => format!("{name} is being deleted (since {deletion}){waiting}.{held_text}"),
    };
    // Held up by an error for long: the delete has failed until someone removes the cause.
    match (held, past) {
        (Some(held), Some(seconds)) if seconds >= DELETION_FAILS_AFTER_SECONDS => Assessment::new(
            Verdict::Failed,
            format!(
                "{}{} Fix what {} names, and the controller finishes the delete by itself.",
                summary.trim_end(),
                if finalizers.is_empty() { "" } else { " Removing the finalizers would not remove that cause." },
                held.type_
            ),
            "DeletionBlocked",
        ),
        _ => Assessment::new(Verdict::Terminating, summary, "Terminating"),
    }
}

/// How long a deletion may be held up by an error (a cloud API refusing it, content that will
/// not go) before it has failed rather than being slow.
pub const DELETION_FAILS_AFTER_SECONDS: i64 = 30 * 60;

/// How long a deletion waits for its finalizers before removing them by hand is mentioned at
/// all (with what that skips).
pub const FINALIZER_REMOVAL_AFTER_SECONDS: i64 = 60 * 60;

/// Reasons of a condition that only says the delete is under way (Crossplane's asynchronous
/// operation, ASO's Deleting).
const DELETION_UNDER_WAY: &[&str] = &["Ongoing", "Deleting", "Reconciling", "Progressing"];

/// What a resource's own words that something it depends on is missing mean when the paste
/// shows that dependency there and Ready (an ASO resource told its resource group is not
/// found while the group is Ready: its credential does not see it). Read by the roll-up, once
/// every verdict is known: the new summary and the failing conditions' next step.
pub struct Reread {
    /// The summary instead of the rule's.
    pub summary: String,
    /// What to do, for the failing conditions with the report's reason.
    pub next: String,
}

/// (group pattern, kind pattern, what the kind's rule says instead, given the resource, its
/// report's reason, its failing condition's message, and the Ready dependency).
pub type RereadWithReady = fn(&Resource, &str, &str, &Resource) -> Option<Reread>;

/// Kinds whose "not found" reasons mean something else when what they name is pasted and Ready.
pub const MISSING_YET_READY: &[(&str, &str, RereadWithReady)] = &[("*.azure.com", "*", azure::resource::owner_out_of_sight)];

/// Kinds whose rule recognises, in their conditions' messages, failures with one fix, asked
/// before the `Stalled` / `Reconciling` conventions (which would only say the controller gave
/// up or works on): (group, kind, the rule's diagnosis).
const DIAGNOSED_FIRST: &[(&str, &str, fn(&Resource) -> Option<Assessment>)] = &[
    ("helm.toolkit.fluxcd.io", "HelmRelease", flux::helmrelease::diagnose),
    ("source.toolkit.fluxcd.io", "HelmChart", flux::toolkit::diagnose_chart),
];

/// Deletion, stale status, the diagnoses of [`DIAGNOSED_FIRST`], and the `Stalled` /
/// `Reconciling` convention, in that order; with the check's name.
fn shared_checks(resource: &Resource, context: &Context) -> Option<(Assessment, &'static str)> {
    if let Some(deletion) = &resource.deletion_timestamp {
        return Some((deleting(resource, deletion, context), "deletion"));
    }
    // status.observedGeneration, or else the newest one a condition records. Flux
    // writes -1 until a first reconcile succeeds while its conditions are current: -1 is not a
    // generation, so the condition's is read.
    // The newer of the two: Flux writes a reconcile's conditions (with their generation)
    // before status.observedGeneration, which it sets when the reconcile ends.
    let from_status = resource.observed_generation.filter(|observed| *observed >= 0).map(|observed| (observed, "observed generation"));
    // Flux's helm-controller records the generation it is acting on at the start
    // (status.lastAttemptedGeneration) and observedGeneration only when the action ends.
    let attempted = resource.int(&["status", "lastAttemptedGeneration"]).filter(|attempted| *attempted >= 0);
    let from_status = match (from_status, attempted) {
        (Some((observed, _)), Some(attempted)) if attempted > observed => Some((attempted, "last attempted generation")),
        (None, Some(attempted)) => Some((attempted, "last attempted generation")),
        (status, _) => status,
    };
    // Of the conditions, the newest generation any records: a condition written for the
    // current spec (Crossplane's Synced=False after a failed render, while Ready still
    // describes the last good one) shows the controller has seen it.
    let from_conditions = resource
        .conditions
        .iter()
        .filter_map(|condition| condition.observed_generation.map(|observed| (observed, condition)))
        .max_by_key(|(observed, condition)| (*observed, condition.type_ == "Ready"))
        .map(|(observed, condition)| (observed, format!("the {} condition's observed generation", condition.type_)));
    let from_status = from_status.map(|(observed, which)| (observed, which.to_owned()));
    let observed = match (from_status, from_conditions) {
        (Some(status), Some(condition)) if condition.0 > status.0 => Some(condition),
        (Some(status), _) => Some(status),
        (None, condition) => condition,
    };
    // Suspending (Flux's spec.suspend, Crossplane's paused annotation) is itself a change of
    // the spec that the controller, told to leave the object alone, never observes: the rule
    // says it is suspended, not that its change is waited for.
    let flux = resource.group.ends_with(".toolkit.fluxcd.io");
    let paused = (flux && resource.get(&["spec", "suspend"]).and_then(crate::model::Value::as_bool) == Some(true))
        || resource.str(&["metadata", "annotations", "crossplane.io/paused"]) == Some("true")
        || resource.str(&["metadata", "annotations", "serviceoperator.azure.com/reconcile-policy"]) == Some("skip");
    if let (Some(generation), Some((observed, which)), false) = (resource.generation, observed, paused) {
        if generation > observed {
            return Some((Assessment::new(
                Verdict::InProgress,
                format!(
                    "The controller has not seen your latest change yet: generation {generation}, {which} {observed}; the status below describes the older spec."
                ),
                STALE_STATUS_REASON,
            ), "stale-status"));
        }
    }
    // A case its kind's rule knows the one fix for comes before "it gave up" (Stalled).
    for (group, kind, diagnose) in DIAGNOSED_FIRST {
        if resource.group == *group && resource.kind == *kind {
            if let Some(assessment) = diagnose(resource) {
                return Some((assessment, "diagnosed-first"));
            }
        }
    }
    for condition in &resource.conditions {
        if condition.is_true() && !condition.is_advisory() {
            let detail = condition_detail(condition);
            match condition.type_.as_str() {
                "Stalled" => {
                    // Stalled says that it stopped (retries used up); the first other failing
                    // condition says why (a HelmRelease's Released: the upgrade's own error).
                    let why = resource.conditions.iter().find(|other| {
                        !matches!(other.type_.as_str(), "Ready" | "Stalled" | "Reconciling") && crate::explain::is_failing(other) && other.reason != condition.reason
                    });
                    let summary = match why {
                        Some(why) => format!(
                            "The controller has stopped making progress (Stalled{detail}). What failed: {} is {}{}.",
                            why.type_,
                            why.status.as_str(),
                            condition_detail(why)
                        ),
                        None => format!("The controller has stopped making progress (Stalled{detail})."),
                    };
                    // Rolled back after the failure (Flux's `Remediated=True RollbackSucceeded`):
                    // the previous release serves, so it is degraded, not down.
                    let rolled_back = resource.conditions.iter().find(|c| c.is_true() && c.reason == "RollbackSucceeded");
                    let (verdict, summary) = match rolled_back {
                        Some(back) => (
                            Verdict::Degraded,
                            format!("{summary} It was rolled back ({}), so the previous release still serves.", crate::rules::clause(&back.message)),
                        ),
                        None => (Verdict::Failed, summary),
                    };
                    return Some((Assessment::new(verdict, summary, reason_or(why.unwrap_or(condition), "Stalled")), "Stalled"));
                }
                // A retry after a failure (Flux's ProgressingWithRetry while Ready is False) is
                // not progress: the kind rule and Ready's reason decide.
                "Reconciling" if condition.reason == "ProgressingWithRetry" && resource.condition("Ready").is_some_and(|r| r.is_false()) => {}
                "Reconciling" if context.seconds_since(condition.since).is_some_and(|seconds| seconds >= RECONCILING_DECIDES_SECONDS) => {}
                "Reconciling" => {
                    return Some((Assessment::new(Verdict::InProgress, format!("The controller is still working on it (Reconciling){detail}."), reason_or(condition, "Reconciling")), "Reconciling"));
                }
                _ => {}
            }
        }
    }
    None
}

/// `: Reason — message` for a summary, or nothing; a message that only repeats the reason
/// (`Suspended: Suspended`) is said once.
pub(crate) fn condition_detail(condition: &crate::model::Condition) -> String {
    let message = clause(&condition.message);
    let message = if message == condition.reason { "" } else { message };
    match (condition.reason.is_empty(), message.is_empty()) {
        (true, true) => String::new(),
        (false, true) => format!(": {}", condition.reason),
        (true, false) => format!(": {message}"),
        (false, false) => format!(": {}: {message}", condition.reason),
    }
}

/// A pasted message as part of our sentence: without trailing white space and its own final
/// full stop (an ellipsis stays), so `…status.` does not become `…status..` or `…status.;`.
pub(crate) fn clause(message: &str) -> &str {
    let message = message.trim_end();
    match message.strip_suffix('.') {
        // A full stop on a line of its own (Knative's "…jar\n.") goes with the line break.
        Some(rest) if !rest.ends_with('.') => rest.trim_end(),
        _ => message,
    }
}

/// The condition's reason, or a fallback word when it has none.
pub(crate) fn reason_or(condition: &crate::model::Condition, fallback: &str) -> String {
    if condition.reason.is_empty() { fallback.to_owned() } else { condition.reason.clone() }
}

/// What `kubectl describe pod` takes for a resource's pods: a Pod's own name; for a Knative
/// Revision (whose pods are named after its Deployment), the label selecting them.
pub(crate) fn pods_for_commands(resource: &Resource) -> String {
    let name = if resource.name.is_empty() { "<name>" } else { resource.name.as_str() };
    match (resource.group.as_str(), resource.kind.as_str()) {
        ("serving.knative.dev", "Revision") => format!("-l serving.knative.dev/revision={name}"),
        _ => name.to_owned(),
    }
}

/// What `kubectl set resources` (or `kubectl edit`) takes for the workload that makes a pod:
/// `deployment/web` for a pod of ReplicaSet `web-7d9f8c6b5` (its name less the pod's
/// `pod-template-hash`, or without that label its last part when it is written as such a hash
/// is; `rollout.argoproj.io/checkout` for an Argo Rollout's), `statefulset/db` for a
/// StatefulSet's, `<workload>` when no owner says.
pub(crate) fn workload_for_commands(pod: &Resource) -> String {
    let Some(owner) = pod.owners.iter().find(|owner| owner.controller && !owner.name.is_empty()) else { return "<workload>".to_owned() };
    if owner.kind == "ReplicaSet" {
        // An Argo Rollout's pods carry its own hash label.
        let rollout_hash = pod.str(&["metadata", "labels", "rollouts-pod-template-hash"]).filter(|hash| !hash.is_empty());
        if let Some(rollout) = rollout_hash.and_then(|hash| owner.name.strip_suffix(hash)).and_then(|rest| rest.strip_suffix('-')).filter(|name| !name.is_empty()) {
            return format!("rollout.argoproj.io/{rollout}");
        }
        let hash = pod.str(&["metadata", "labels", "pod-template-hash"]).filter(|hash| !hash.is_empty());
        let hash = hash.or_else(|| owner.name.rsplit_once('-').map(|(_, last)| last).filter(|last| written_as_template_hash(last)));
        if let Some(deployment) = hash.and_then(|hash| owner.name.strip_suffix(hash)).and_then(|rest| rest.strip_suffix('-')).filter(|name| !name.is_empty()) {
            return format!("deployment/{deployment}");
        }
    }
    format!("{}/{}", owner.kind.to_ascii_lowercase(), owner.name)
}

/// Whether a name part is written as Kubernetes writes a `pod-template-hash`: 5 to 10
/// consonants and digits, never a vowel (`web-canary` or `cache-redis6` is not one).
fn written_as_template_hash(part: &str) -> bool {
    (5..=10).contains(&part.len()) && part.bytes().all(|b| b.is_ascii_digit() || b"bcdfghjklmnpqrstvwxz".contains(&b))
}

/// Where and how to change a pod's container resources (`flags`: `--limits=memory=256Mi`): the
/// `kubectl set resources` command on its workload; for a custom workload (an Argo Rollout),
/// which that command does not know, `kubectl edit` on its pod template; for a Job, whose
/// template cannot change, its manifest and a new Job; for a pod of its own, its manifest and
/// a new pod.
pub(crate) fn set_resources_advice(pod: &Resource, container: &str, flags: &str) -> String {
    let ns = pod.namespace_flag();
    // In a manifest the flag is a field: `--limits=memory=256Mi` → `resources.limits.memory: 256Mi`.
    let fields: Vec<String> = flags
        .split_whitespace()
        .map(|flag| {
            flag.strip_prefix("--")
                .and_then(|flag| flag.split_once('='))
                .and_then(|(kind, rest)| rest.split_once('=').map(|(resource, value)| format!("resources.{kind}.{resource}: {value}")))
                .unwrap_or_else(|| flag.to_owned())
        })
        .collect();
    let field = fields.join(", ");
    // A pod a Crossplane package runs: Crossplane makes its Deployment and puts back any change there.
    let package = pod.str(&["metadata", "labels", "pkg.crossplane.io/package"]).or_else(|| pod.str(&["metadata", "labels", "pkg.crossplane.io/revision"])).filter(|name| !name.is_empty());
    // `web-7d9f8c6b5-x2kqp`: a ReplicaSet's pod, whatever its owner in the paste says (none).
    let made_by_a_workload = pod.name.rsplitn(3, '-').nth(1).is_some_and(written_as_template_hash);
    // A Knative Revision's pod: Knative makes its Deployment from the Revision, which cannot
    // change; the Service's (or Configuration's) template makes a new Revision.
    let label = |key: &str| pod.str(&["metadata", "labels", key]).filter(|name| !name.is_empty());
    let knative = label("serving.knative.dev/service").map(|name| ("Knative Service", "ksvc", name)).or_else(|| label("serving.knative.dev/configuration").map(|name| ("Knative Configuration", "configuration.serving.knative.dev", name)));
    if let Some((kind, resource, name)) = knative.filter(|_| label("serving.knative.dev/revision").is_some()) {
        return format!(
            "in {kind} {name}'s template, not in the pod or its Deployment, which Knative makes from the Revision and puts back: kubectl edit {resource} {name}{ns}, under spec.template.spec.containers ({field}); applying it makes a new Revision"
        );
    }
    match workload_for_commands(pod) {
        // Owned by a ReplicaSet or not, the Deployment is Crossplane's.
        _ if package.is_some() => format!(
            "in {}, under spec.deploymentTemplate.spec.template.spec.containers (container {container}: {field}), not in the pod or its Deployment: Crossplane makes those from the package revision ({}) and puts a change there back",
            crate::rules::crossplane::RUNTIME_CONFIG_UNNAMED,
            package.unwrap_or_default()
        ),
        workload if workload.starts_with('<') && made_by_a_workload => format!("in the workload that makes the pod (its name is a ReplicaSet's: kubectl get deployments{ns} finds it), not in the pod: {field}"),
        workload if workload.starts_with('<') => format!("in the pod's manifest ({field}), then delete and re-create the pod"),
        workload if workload.starts_with("job/") => match workload.strip_prefix("job/").and_then(crate::rules::batch::job::cron_job_of) {
            // Its next run comes from the CronJob's jobTemplate.
            Some(cron) => format!(
                "in CronJob {cron}'s jobTemplate if it made this Job, as its name says (kubectl edit cronjob {cron}{ns}: container {container}, {field}; a Job's own template cannot change): its next run uses it, and kubectl create job --from=cronjob/{cron} {cron}-manual{ns} runs it now"
            ),
            None => format!("in the Job's manifest ({field}): a Job's template cannot change, so delete the Job and create it again"),
        },
        // A custom kind (`rollout.argoproj.io/…`): the kind part has its group.
        workload if workload.split('/').next().is_some_and(|kind| kind.contains('.')) => format!("in {workload}'s pod template (kubectl edit {workload}{ns}: container {container}, {field}), not in the pod"),
        workload => format!("in {workload}, not in the pod (a new pod gets the template's): kubectl set resources {workload}{ns} -c {container} {flags}"),
    }
}

/// ` -l key=value,…` from `spec.selector.matchLabels` (a Service's flat `spec.selector`) for kubectl, or nothing when the selector
/// is absent or uses expressions only (the command then lists the namespace's pods).
pub(crate) fn selector_flag(resource: &Resource) -> String {
    // A Service's selector is the labels themselves; a workload's has them under matchLabels.
    let path: &[&str] = if resource.kind == "Service" { &["spec", "selector"] } else { &["spec", "selector", "matchLabels"] };
    let labels: Vec<String> = match resource.get(path) {
        Some(crate::model::Value::Object(labels)) => labels
            .iter()
            .filter_map(|(key, value)| value.as_str().map(|value| format!("{key}={value}")))
            .collect(),
        _ => Vec::new(),
    };
    // Without matchLabels, no filter: all the namespace's pods, a command that runs as written.
    if labels.is_empty() { String::new() } else { format!(" -l {}", labels.join(",")) }
}

/// `the 1 pod`, `all 3 pods`.
pub(crate) fn every(n: i64, noun: &str) -> String {
    if n == 1 { format!("the 1 {noun}") } else { format!("all {n} {noun}s") }
}

/// The text with its first letter in upper case, when that letter is ASCII (what rules start
/// sentences with: names, kinds, reasons). Other letters are left as they are: Unicode's case
/// tables would cost the page more than they are worth here.
pub(crate) fn capitalized(text: &str) -> String {
    let mut text = text.to_owned();
    if let Some(first) = text.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    text
}

/// `is` for one, `are` for any other count.
pub(crate) fn be(n: i64) -> &'static str {
    if n == 1 { "is" } else { "are" }
}

/// How a summary of work still going on starts (`Still working: Ready is False…`); the roll-up
/// takes it off when the resource turns out to have failed (a dependency failed).
pub(crate) const STILL_WORKING: &str = "Still working: ";

/// `was` for one, `were` for any other count.
pub(crate) fn were(n: i64) -> &'static str {
    if n == 1 { "was" } else { "were" }
}

/// `has` for one, `have` for any other count.
pub(crate) fn have(n: i64) -> &'static str {
    if n == 1 { "has" } else { "have" }
}

/// `1 pod`, `3 pods`: a count with its noun (plural by adding `s`).
pub(crate) fn count(n: i64, noun: &str) -> String {
    if n == 1 { format!("1 {noun}") } else { format!("{n} {noun}s") }
}

/// Whether there is no status to read: none, `null` or `{}` (an operator that has not
/// reconciled the object yet, or a paste without it).
pub(crate) fn status_missing(resource: &Resource) -> bool {
    match resource.get(&["status"]) {
        None | Some(crate::model::Value::Null) => true,
        Some(crate::model::Value::Object(fields)) => fields.is_empty(),
        Some(_) => false,
    }
}

/// In progress because nothing has written a status yet: `<Kind name> has no status yet: <who>
/// has not … (or the status was not pasted).`, with the rule's reason word.
pub(crate) fn not_reconciled(resource: &Resource, not_yet: &str, reason: &str) -> Assessment {
    Assessment::new(
        Verdict::InProgress,
        format!("{} has no status yet: {not_yet} (or the status was not pasted).", resource.display_name()),
        reason,
    )
}

/// A message on one line, at most `max` characters (`…` where it was cut): its lines joined
/// with a space and runs of spaces made one, so a second line that says why (Postgres's
/// `DETAIL:`) is kept when there is room.
pub(crate) fn clipped(message: &str, max: usize) -> String {
    let mut text = String::with_capacity(message.len().min(max * 4 + 4));
    let mut count = 0;
    let mut cut = false;
    for word in message.split_whitespace() {
        let needed = word.chars().count() + usize::from(count > 0);
        if count + needed > max {
            cut = true;
            // A first word longer than the room is cut inside; otherwise the cut is between words.
            if count == 0 {
                text.extend(word.chars().take(max));
            }
            break;
        }
        if count > 0 {
            text.push(' ');
        }
        text.push_str(word);
        count += needed;
    }
    if cut {
        text.push('…');
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn capitalized_raises_an_ascii_first_letter_and_leaves_others() {
        assert_eq!(capitalized("all 3 pods"), "All 3 pods");
        assert_eq!(capitalized("été"), "été");
        assert_eq!(capitalized(""), "");
    }

    #[test]
    fn pasted_messages_lose_their_full_stop_not_their_ellipsis() {
        assert_eq!(clause("Kubelet stopped posting node status. "), "Kubelet stopped posting node status");
        assert_eq!(clause("waiting..."), "waiting...");
        assert_eq!(clause("no stop"), "no stop");
    }

    #[test]
    fn a_message_that_repeats_the_reason_is_said_once() {
        let condition = |reason: &str, message: &str| {
            crate::model::Condition::from_value(&crate::value!({"type": "Ready", "status": "False", "reason": reason, "message": message}))
                .expect("a condition with a type")
        };
        assert_eq!(condition_detail(&condition("Suspended", "Suspended")), ": Suspended");
        assert_eq!(condition_detail(&condition("Progressing", "Progressing.")), ": Progressing");
        assert_eq!(condition_detail(&condition("Failed", "the job failed.")), ": Failed: the job failed");
        assert_eq!(condition_detail(&condition("", "")), "");
    }

    #[test]
    fn patterns() {
        assert!(pattern_matches("*", "anything"));
        assert!(pattern_matches("*.crossplane.io", "pkg.crossplane.io"));
        assert!(!pattern_matches("*.crossplane.io", "crossplane.io.evil"));
        assert!(pattern_matches("", ""));
        assert!(!pattern_matches("apps", "batch"));
    }
}
