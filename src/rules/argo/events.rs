//! Argo Events EventBus: `Configured` (the spec is valid) and `Deployed` (the bus, e.g. a
//! JetStream StatefulSet, runs).

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, Assessment, Context, Next, Rule};

/// EventBus.
pub static RULE_EVENT_BUS: Rule = Rule { group: "argoproj.io", kind: "EventBus", classify };

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    let (configured, deployed) = (resource.condition("Configured"), resource.condition("Deployed"));
    match (configured, deployed) {
        (Some(configured), Some(deployed)) if configured.is_true() && deployed.is_true() => {
            Assessment::plain(Verdict::Ready, format!("Configured and Deployed are True{}.", condition_detail(deployed)))
        }
        _ => next(resource, context),
    }
}
