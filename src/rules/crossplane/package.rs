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
    let health = find("Healthy").or_else(|| find("RevisionHealthy"));
    let installed = find("Installed");
    if let Some(installed) = installed.filter(|c| c.is_false()) {
        return Assessment::new(Verdict::Failed, format!("The package is not installed (Installed is False{}).", condition_detail(installed)), installed.reason.clone());
    }
    match health {
        Some(health) => match health.status {
            ConditionStatus::True => Assessment::plain(Verdict::Ready, format!("The package is installed and healthy{}.", condition_detail(health))),
            ConditionStatus::False => Assessment::new(
                Verdict::Failed,
                format!("The package is unhealthy ({} is False{}). Look at its revision and at the provider's Deployment in crossplane-system.", health.type_, condition_detail(health)),
                health.reason.clone(),
            ),
            _ => Assessment::new(Verdict::InProgress, format!("The package's health is not known yet ({} is Unknown{}).", health.type_, condition_detail(health)), health.reason.clone()),
        },
        None => next(package, context),
    }
}
