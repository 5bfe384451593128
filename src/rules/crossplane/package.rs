//! Packages (`pkg.crossplane.io`): Provider, Configuration, Function and their revisions report
//! `Installed` and `Healthy` (`RevisionHealthy` on revisions).

use super::conditions;
use crate::model::ConditionStatus;
use crate::report::Verdict;
use crate::rules::{condition_detail, Assessment, Context, Next, Rule};
use crate::model::Resource;

/// The package rule.
pub static RULE: Rule = Rule { group: "pkg.crossplane.io", kind: "*", classify };

fn classify(package: &Resource, context: &Context, next: Next) -> Assessment {
    let conditions = conditions(package);
    let find = |type_: &str| conditions.iter().find(|c| c.type_ == type_);
    // A revision reports its own health and its runtime's (RevisionHealthy, RuntimeHealthy):
    // the first that is not True speaks for it.
    let healths: Vec<_> = ["Healthy", "RevisionHealthy", "RuntimeHealthy"].iter().filter_map(|type_| find(type_)).collect();
    let health = healths.iter().copied().find(|c| c.is_false()).or_else(|| healths.iter().copied().find(|c| !c.is_true())).or_else(|| healths.first().copied());
    let installed = find("Installed");
    if let Some(installed) = installed.filter(|c| c.is_false()) {
        return Assessment::new(Verdict::Failed, format!("The package is not installed (Installed is False{}).", condition_detail(installed)), installed.reason.clone());
    }
    match health {
        Some(health) => match health.status {
            ConditionStatus::True => Assessment::plain(Verdict::Ready, format!("The package is installed and healthy{}.", condition_detail(health))),
            ConditionStatus::False => Assessment::new(
                Verdict::Failed,
                format!("The package is unhealthy ({} is False{}).{}", health.type_, condition_detail(health), what_to_look_at(package, &health.message)),
                health.reason.clone(),
            ),
            // Dependencies whose versions cannot agree do not resolve by waiting.
            _ if health.message.contains("incompatible dependencies") || health.message.contains("cannot resolve package dependencies") => Assessment::new(
                Verdict::Failed,
                format!(
                    "Crossplane cannot resolve the package's dependencies ({} is Unknown{}). That does not change by waiting: align the versions (the package's dependency constraint, or the version of the installed package it names): kubectl get providers,functions,configurations.",
                    health.type_,
                    condition_detail(health)
                ),
                health.reason.clone(),
            ),
            _ => Assessment::new(Verdict::InProgress, format!("The package's health is not known yet ({} is Unknown{}).", health.type_, condition_detail(health)), health.reason.clone()),
        },
        None => next(package, context),
    }
}

/// What the health message points at: another package that owns the same objects, the
/// runtime Deployment Crossplane could not apply (its DeploymentRuntimeConfig), or else the
/// package's revisions and pods.
fn what_to_look_at(package: &Resource, message: &str) -> String {
    let revisions = format!("{}revisions", package.kind.to_ascii_lowercase().trim_end_matches("revision"));
    // `cannot establish control of object: … is already controlled by ProviderRevision x`:
    // two packages ship the same CRD or object.
    if let Some((_, owner)) = message.split_once("already controlled by ") {
        let owner = owner.split([' ', ',', ';', ')']).take(2).collect::<Vec<_>>().join(" ");
        let owner = owner.trim_end_matches(['.', ':']);
        return format!(
            " Another package already owns an object this one installs (two packages ship the same CRD): {owner}. Keep one of them: remove the other package, or replace it (kubectl get {}).",
            owner.to_ascii_lowercase()
        );
    }
    if message.contains("runtime deployment") && message.contains("is invalid") {
        let config = package.str(&["spec", "runtimeConfigRef", "name"]).unwrap_or("default");
        return format!(
            " The Deployment Crossplane makes to run it is invalid, as the message says: its settings come from DeploymentRuntimeConfig {config} (spec.runtimeConfigRef): kubectl edit deploymentruntimeconfig {config}."
        );
    }
    format!("{}{revisions}; kubectl get pods -n crossplane-system.", super::LOOK_AT_REVISIONS)
}
