//! Stored objects: kinds that have no status by design (ConfigMap, Secret, RBAC, NetworkPolicy,
//! webhook configurations, …). They do their job by existing, so they are Ready.
//!
//! One [`Rule`] per kind, all with the same classification. A Secret's data is never quoted:
//! only its type and how many keys it holds.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};

macro_rules! stored {
    ($($name:ident: $group:literal / $kind:literal),* $(,)?) => {
        $(
            #[doc = concat!("`", $kind, "` (", $group, "): stored, no status.")]
            pub static $name: Rule = Rule { group: $group, kind: $kind, classify };
        )*
    };
}

stored! {
    CONFIG_MAP: "" / "ConfigMap",
    SECRET: "" / "Secret",
    SERVICE_ACCOUNT: "" / "ServiceAccount",
    LIMIT_RANGE: "" / "LimitRange",
    POD_TEMPLATE: "" / "PodTemplate",
    ROLE: "rbac.authorization.k8s.io" / "Role",
    ROLE_BINDING: "rbac.authorization.k8s.io" / "RoleBinding",
    CLUSTER_ROLE: "rbac.authorization.k8s.io" / "ClusterRole",
    CLUSTER_ROLE_BINDING: "rbac.authorization.k8s.io" / "ClusterRoleBinding",
    NETWORK_POLICY: "networking.k8s.io" / "NetworkPolicy",
    INGRESS_CLASS: "networking.k8s.io" / "IngressClass",
    VALIDATING_WEBHOOK: "admissionregistration.k8s.io" / "ValidatingWebhookConfiguration",
    MUTATING_WEBHOOK: "admissionregistration.k8s.io" / "MutatingWebhookConfiguration",
    PRIORITY_CLASS: "scheduling.k8s.io" / "PriorityClass",
    STORAGE_CLASS: "storage.k8s.io" / "StorageClass",
    CSI_DRIVER: "storage.k8s.io" / "CSIDriver",
    RUNTIME_CLASS: "node.k8s.io" / "RuntimeClass",
    CONTROLLER_REVISION: "apps" / "ControllerRevision",
    CLUSTER_DOMAIN_CLAIM: "networking.internal.knative.dev" / "ClusterDomainClaim",
}

fn classify(resource: &Resource, _context: &Context, _next: Next) -> Assessment {
    assess(resource)
}

/// The stored-object verdict (also used by kinds whose status is optional, such as a
/// PodDisruptionBudget pasted without one).
pub(crate) fn assess(resource: &Resource) -> Assessment {
    let keys = |fields: &[&str]| -> usize {
        fields
            .iter()
            .filter_map(|field| resource.get(&[field]).and_then(|v| v.as_object()))
            .map(|map| map.len())
            .sum()
    };
    let plural = |n: usize| if n == 1 { "1 key".to_owned() } else { format!("{n} keys") };
    let what = match resource.kind.as_str() {
        "ConfigMap" => format!("it is stored configuration ({})", plural(keys(&["data", "binaryData"]))),
        "Secret" => {
            let type_ = resource.str(&["type"]).unwrap_or("Opaque");
            format!("it is stored data (type {type_}, {}; values are not shown)", plural(keys(&["data", "stringData"])))
        }
        // Knative's claim of a domain for one namespace: a DomainMapping elsewhere is refused.
        "ClusterDomainClaim" => match resource.str(&["spec", "namespace"]) {
            Some(namespace) => format!("it gives the domain {} to namespace {namespace} (a DomainMapping for it in another namespace is refused: DomainAlreadyClaimed)", resource.name),
            None => "it claims a domain for one namespace".to_owned(),
        },
        _ => "it is stored as written and acted on by other components".to_owned(),
    };
    Assessment::plain(Verdict::Ready, format!("{} has no status to check: {what}, and it exists.", resource.display_name()))
}
