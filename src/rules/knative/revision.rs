//! Revision: dependents `ResourcesAvailable` and `ContainerHealthy`; `Active` is an Info note.

use super::{from_happy, GROUP};
use crate::model::Resource;
use crate::rules::{Assessment, Context, Next, Rule};

/// The Revision rule.
pub static RULE: Rule = Rule { group: GROUP, kind: "Revision", classify };

fn classify(revision: &Resource, context: &Context, next: Next) -> Assessment {
    from_happy(revision, "Ready").unwrap_or_else(|| next(revision, context))
}
