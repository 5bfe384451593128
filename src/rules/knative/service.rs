//! Service: dependents `ConfigurationsReady` and `RoutesReady` mirror its Configuration and
//! Route; a failed newest revision while an older one serves is Degraded.

use super::{from_happy, older_revision_serves, unless_nothing_serves, GROUP};
use crate::model::Resource;
use crate::rules::{Assessment, Context, Next, Rule};

/// The Service rule.
pub static RULE: Rule = Rule { group: GROUP, kind: "Service", classify };

fn classify(service: &Resource, context: &Context, next: Next) -> Assessment {
    let Some(assessment) = from_happy(service, "Ready") else { return next(service, context) };
    if let Some(pinned) = super::pinned_to_a_missing_revision(service).filter(|_| assessment.verdict == crate::report::Verdict::Failed) {
        return pinned;
    }
    older_revision_serves(service, &assessment).unwrap_or_else(|| unless_nothing_serves(service, assessment))
}
