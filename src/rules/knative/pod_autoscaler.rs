//! Knative's PodAutoscaler (`autoscaling.internal.knative.dev`), one per Revision. Its `Ready`
//! copies `Active`, so a Revision scaled to zero for lack of traffic leaves it `Ready=False,
//! NoTraffic`: what every idle Knative Service looks like, not a failure. Anything else is read
//! as the happy condition says.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};

/// The PodAutoscaler rule.
pub static RULE: Rule = Rule { group: "autoscaling.internal.knative.dev", kind: "PodAutoscaler", classify };

fn classify(autoscaler: &Resource, context: &Context, next: Next) -> Assessment {
    let idle = |type_: &str| autoscaler.condition(type_).is_some_and(|c| c.is_false() && c.reason == "NoTraffic");
    let others_fine = autoscaler.conditions.iter().filter(|c| !matches!(c.type_.as_str(), "Ready" | "Active")).all(|c| !c.is_false());
    if idle("Ready") && others_fine {
        return Assessment::plain(
            Verdict::Ready,
            "It has scaled its Revision to zero because it receives no traffic (Ready and Active are False with NoTraffic): the usual state of an idle Knative Service. The activator holds the next request while a pod starts.",
        );
    }
    next(autoscaler, context)
}
