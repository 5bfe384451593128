//! HelmRelease: a failed upgrade that Flux remediated by rolling back is Degraded — the
//! previous release still serves; a release Helm keeps locked by an operation that never
//! finished is Failed with how to unlock it.

use super::toolkit::suspended;
use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, Assessment, Context, Next, Rule};

/// The HelmRelease rule.
pub static RULE: Rule = Rule { group: "helm.toolkit.fluxcd.io", kind: "HelmRelease", classify };

/// An upgrade the API server refuses because the new chart changes a field that cannot be
/// changed in place (a StatefulSet's volumeClaimTemplates or selector, a Deployment's or Job's
/// selector): no retry helps; the object has to be made again.
fn immutable_field(release: &Resource) -> Option<Assessment> {
    let failed = release.conditions.iter().find(|c| {
        c.is_false() && c.message.contains("cannot patch \"") && (c.message.contains("field is immutable") || c.message.contains("Forbidden: updates to statefulset spec"))
    })?;
    let (_, rest) = failed.message.split_once("cannot patch \"")?;
    let (name, rest) = rest.split_once('"')?;
    let kind = rest.strip_prefix(" with kind ")?.split([':', ' ']).next().filter(|kind| !kind.is_empty())?;
    let namespace = release.str(&["spec", "targetNamespace"]).or(release.namespace.as_deref()).map(|ns| format!(" -n {ns}")).unwrap_or_default();
    let lower = kind.to_ascii_lowercase();
    let recreate = if kind == "StatefulSet" {
        format!("kubectl delete statefulset {name}{namespace} --cascade=orphan (its pods and volumes stay, and the StatefulSet Helm makes again takes them over)")
    } else {
        format!("kubectl delete {lower} {name}{namespace} (what it runs is replaced when Helm makes it again: plan for that)")
    };
    // Rolled back after the failure: the previous release serves, so it is degraded, not down.
    let rolled_back = release.conditions.iter().find(|c| c.is_true() && c.reason == "RollbackSucceeded");
    let (verdict, serving) = match rolled_back {
        Some(back) => (Verdict::Degraded, format!(" It was rolled back ({}), so the previous release still serves.", crate::rules::clause(&back.message))),
        None => (Verdict::Failed, String::new()),
    };
    Some(
        Assessment::new(
            verdict,
            format!(
                "The new chart changes a field of {kind} {name} that Kubernetes does not allow to change in place ({}{}), so every upgrade is refused, however often it is retried.{serving} Make the object again: {recreate}, then flux reconcile helmrelease {}{} --reset. Or keep that field as the release had it (the chart's values).",
                failed.type_,
                crate::rules::condition_detail(failed),
                release.name,
                release.namespace_flag()
            ),
            failed.reason.clone(),
        )
        .answering(),
    )
}

/// A failure whose message names a case with one fix, said before the conventions every
/// object shares (`Stalled` would only say that Flux gave up): Helm's lock of a release left
/// pending, an upgrade refused for a field that cannot change in place.
pub(crate) fn diagnose(release: &Resource) -> Option<Assessment> {
    // Helm's lock: an earlier install, upgrade or rollback never finished (the controller
    // restarted mid-way), so its release stays pending-… and Helm refuses every new one.
    if let Some(locked) = release.conditions.iter().find(|c| c.message.contains("another operation (install/upgrade/rollback) is in progress")) {
        let name = release.str(&["spec", "releaseName"]).filter(|n| !n.is_empty()).unwrap_or(&release.name);
        let namespace = release.str(&["spec", "targetNamespace"]).or(release.namespace.as_deref()).map(|ns| format!(" -n {ns}")).unwrap_or_default();
        return Some(Assessment::new(
            Verdict::Failed,
            format!(
                "Helm refuses to act: an earlier install, upgrade or rollback of release {name} never finished, so the release is still marked pending ({}{}). helm history {name}{namespace} shows it; roll back to the last deployed revision (helm rollback {name} <revision>{namespace}), then flux reconcile helmrelease {}{} --force.",
                locked.type_,
                crate::rules::condition_detail(locked),
                release.name,
                release.namespace_flag()
            ),
            "HelmReleaseLocked",
        )
        .answering());
    }
    immutable_field(release)
}

fn classify(release: &Resource, context: &Context, next: Next) -> Assessment {
    if let Some(assessment) = suspended(release) {
        return assessment;
    }
    if let Some(assessment) = diagnose(release) {
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
