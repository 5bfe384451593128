//! Ingress (`networking.k8s.io/v1`, and the old `extensions/v1beta1`): no conditions; ready once
//! the ingress controller publishes an address in `status.loadBalancer.ingress`.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::core::service::addresses;
use crate::rules::{Assessment, Context, Next, Rule};

/// The Ingress rule.
pub static RULE: Rule = Rule { group: "networking.k8s.io", kind: "Ingress", classify };

/// The Ingress rule for the old `extensions` group.
pub static RULE_EXTENSIONS: Rule = Rule { group: "extensions", kind: "Ingress", classify };

fn classify(ingress: &Resource, context: &Context, next: Next) -> Assessment {
    if ingress.get(&["status"]).is_none() {
        return next(ingress, context);
    }
    match addresses(ingress) {
        Some(addresses) if addresses.is_empty() => Assessment::plain(
            Verdict::Ready,
            "The ingress controller has written an entry in status.loadBalancer.ingress, though it names no IP or hostname.",
        ),
        Some(addresses) => Assessment::plain(
            Verdict::Ready,
            format!("The ingress controller has published its address: {}.", addresses.join(", ")),
        ),
        None => {
            let class = match ingress.str(&["spec", "ingressClassName"]) {
                Some(class) => format!("IngressClass {class}"),
                None => match ingress.str(&["metadata", "annotations", "kubernetes.io/ingress.class"]) {
                    Some(class) => format!("ingress class {class}"),
                    None => "the default IngressClass".to_owned(),
                },
            };
            Assessment::new(
                Verdict::InProgress,
                format!(
                    "No address yet: status.loadBalancer.ingress is empty, so the ingress controller has not published one. It stays empty if no controller serves {class} (kubectl get ingressclass lists the classes) or the controller is not set to publish its address."
                ),
                "AddressPending",
            )
        }
    }
}
