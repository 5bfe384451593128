//! Kubitus's grafana-org-operator reports a `Ready` condition on each of its kinds
//! (GrafanaInstance, GrafanaOrg, …): `True` (`Reconciled`) once Grafana holds what the object
//! says, `False` with the reason (`Unreachable`: the Grafana API could not be reached, with
//! the HTTP or DNS error in the message) otherwise. Until the operator has handled an object it
//! has no status.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, status_missing, Assessment, Context, Next, Rule};

/// Every kind of the group.
pub static RULE: Rule = Rule { group: "grafana-org-operator.kubitus-project.gitlab.io", kind: "*", classify };

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    let name = resource.display_name();
    if status_missing(resource) {
        return Assessment::new(
            Verdict::InProgress,
            format!("{name} has no status yet: the grafana-org-operator has not reconciled it (or the status was not pasted)."),
            "GrafanaOrgPending",
        );
    }
    let Some(ready) = resource.condition("Ready") else { return next(resource, context) };
    if ready.is_false() && ready.reason == "Unreachable" {
        return Assessment::new(
            Verdict::Failed,
            format!("Ready is False{}: the operator cannot reach the Grafana API, so nothing of {name} is applied.", condition_detail(ready)),
            "GrafanaUnreachable",
        );
    }
    next(resource, context)
}
