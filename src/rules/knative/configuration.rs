//! Configuration: Ready only (no dependents); `latestCreatedRevisionName` and
//! `latestReadyRevisionName` tell whether an older revision is still there to serve.

use super::{from_happy, older_revision_serves, unless_nothing_serves, GROUP};
use crate::model::Resource;
use crate::rules::{Assessment, Context, Next, Rule};

/// The Configuration rule.
pub static RULE: Rule = Rule { group: GROUP, kind: "Configuration", classify };

fn classify(configuration: &Resource, context: &Context, next: Next) -> Assessment {
    let Some(assessment) = from_happy(configuration, "Ready") else { return next(configuration, context) };
    older_revision_serves(configuration, &assessment).unwrap_or_else(|| unless_nothing_serves(configuration, assessment))
}
