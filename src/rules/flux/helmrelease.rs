//! HelmRelease: a failed upgrade that Flux remediated by rolling back is Degraded — the
//! previous release still serves.

use super::toolkit::suspended;
use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, Assessment, Context, Next, Rule};

/// The HelmRelease rule.
pub static RULE: Rule = Rule { group: "helm.toolkit.fluxcd.io", kind: "HelmRelease", classify };

fn classify(release: &Resource, context: &Context, next: Next) -> Assessment {
    if let Some(assessment) = suspended(release) {
        return assessment;
    }
    let released = release.condition("Released").filter(|c| c.is_false());
    let remediated = release.condition("Remediated").filter(|c| c.is_true() && c.reason == "RollbackSucceeded");
    if let (Some(released), Some(remediated)) = (released, remediated) {
        return Assessment::new(
            Verdict::Degraded,
            format!(
                "The Helm {} failed{}; Flux rolled back ({}), so the previous release still serves.",
                if released.reason.starts_with("Install") { "install" } else { "upgrade" },
                condition_detail(released),
                remediated.message.trim_end_matches('.')
            ),
            released.reason.clone(),
        )
    }
    (super::toolkit::RULE.classify)(release, context, next)
}
