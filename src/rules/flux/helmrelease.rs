//! HelmRelease: a failed upgrade that Flux remediated by rolling back is Degraded — the
//! previous release still serves; a release Helm keeps locked by an operation that never
//! finished is Failed with how to unlock it.

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
    // Helm's lock: an earlier install, upgrade or rollback never finished (the controller
    // restarted mid-way), so its release stays pending-… and Helm refuses every new one.
    if let Some(locked) = release.conditions.iter().find(|c| c.message.contains("another operation (install/upgrade/rollback) is in progress")) {
        let name = release.str(&["spec", "releaseName"]).filter(|n| !n.is_empty()).unwrap_or(&release.name);
        let namespace = release.str(&["spec", "targetNamespace"]).or(release.namespace.as_deref()).map(|ns| format!(" -n {ns}")).unwrap_or_default();
        return Assessment::new(
            Verdict::Failed,
            format!(
                "Helm refuses to act: an earlier install, upgrade or rollback of release {name} never finished, so the release is still marked pending ({}{}). helm history {name}{namespace} shows it; roll back to the last deployed revision (helm rollback {name} <revision>{namespace}), then flux reconcile helmrelease {}{} --force.",
                locked.type_,
                crate::rules::condition_detail(locked),
                release.name,
                release.namespace_flag()
            ),
            "HelmReleaseLocked",
        );
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
