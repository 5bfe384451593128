//! VerticalPodAutoscaler (`autoscaling.k8s.io`, the Kubernetes autoscaler project's): its
//! recommender reports `ConfigUnsupported` (True when it cannot act on the spec, such as a
//! `targetRef` it cannot read) and `NoPodsMatched` (True when no pod of the target runs); either
//! leaves it recommending nothing.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};

/// The VerticalPodAutoscaler rule.
pub static RULE: Rule = Rule { group: "autoscaling.k8s.io", kind: "VerticalPodAutoscaler", classify };

fn classify(vpa: &Resource, context: &Context, next: Next) -> Assessment {
    let target_kind = vpa.str(&["spec", "targetRef", "kind"]).filter(|k| !k.is_empty()).unwrap_or("<kind>");
    let target_name = vpa.str(&["spec", "targetRef", "name"]).filter(|n| !n.is_empty()).unwrap_or("<name>");
    let ns = vpa.namespace_flag();
    let namespace = vpa.namespace.as_deref().map(|ns| format!(" in namespace {ns}")).unwrap_or_default();
    if let Some(unsupported) = vpa.condition("ConfigUnsupported").filter(|c| c.is_true()) {
        let said = crate::rules::clause(&unsupported.message);
        let said = if said.is_empty() { String::new() } else { format!(": {said}") };
        let what = if unsupported.message.contains("targetRef") {
            format!(
                " Its spec.targetRef names {target_kind} {target_name}, which the recommender cannot read: it does not exist{namespace} (a VPA acts only in its own namespace), the name or kind is wrong, or that kind has no scale subresource. kubectl get {} {target_name}{ns} shows whether it exists; fix spec.targetRef to name the workload to size.",
                target_kind.to_ascii_lowercase()
            )
        } else {
            " Fix the spec as the message says (kubectl edit verticalpodautoscaler, then the recommender tries again by itself).".to_owned()
        };
        return Assessment::new(Verdict::Failed, format!("It recommends nothing: the recommender does not support its configuration (ConfigUnsupported is True{said}).{what}"), "ConfigUnsupported").answering();
    }
    if let Some(none) = vpa.condition("NoPodsMatched").filter(|c| c.is_true()) {
        let said = crate::rules::clause(&none.message);
        let said = if said.is_empty() { String::new() } else { format!(": {said}") };
        return Assessment::new(
            Verdict::Degraded,
            format!(
                "It recommends nothing yet: no running pod belongs to its target {target_kind} {target_name} (NoPodsMatched is True{said}). kubectl get {} {target_name}{ns} shows whether the workload runs any replica; the recommender starts once its pods run.",
                target_kind.to_ascii_lowercase()
            ),
            "NoPodsMatched",
        )
        .answering();
    }
    next(vpa, context)
}
