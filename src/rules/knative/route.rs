//! Route: dependents `AllTrafficAssigned`, `IngressReady` and `CertificateProvisioned`.

use super::{from_happy, GROUP};
use crate::model::Resource;
use crate::rules::{Assessment, Context, Next, Rule};

/// The Route rule.
pub static RULE: Rule = Rule { group: GROUP, kind: "Route", classify };

fn classify(route: &Resource, context: &Context, next: Next) -> Assessment {
    from_happy(route, "Ready").unwrap_or_else(|| next(route, context))
}
