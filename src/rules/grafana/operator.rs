//! A Grafana instance reports how far the operator got: `status.stage` (`deployment`,
//! `ingress`, …, `complete`) and `status.stageStatus` (`success`, `failed`). A data source,
//! dashboard or folder reports the `uid` it got in Grafana, and `NoMatchingInstances: true`
//! when its `instanceSelector` matches no Grafana. Newer operator versions add conditions,
//! which the default classification reads.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};

/// Every kind of the group.
pub static RULE: Rule = Rule { group: "grafana.integreatly.org", kind: "*", classify };

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    if !resource.conditions.is_empty() {
        return next(resource, context);
    }
    if resource.get(&["status"]).is_none() {
        return crate::rules::not_reconciled(resource, "the Grafana operator has not reconciled it", "GrafanaStatusPending");
    }
    if resource.kind == "Grafana" {
        let stage = resource.str(&["status", "stage"]).unwrap_or("");
        let outcome = resource.str(&["status", "stageStatus"]).unwrap_or("");
        return match (stage, outcome) {
            (_, "failed") => Assessment::new(Verdict::Failed, format!("status.stageStatus is failed at stage {stage}: the operator could not create that part of Grafana."), "GrafanaStageFailed"),
            ("complete", "success") => Assessment::plain(Verdict::Ready, "status.stage is complete: the operator created every part of Grafana."),
            ("", _) => Assessment::new(Verdict::InProgress, "The Grafana instance has no status.stage yet: the operator has not started on it.", "GrafanaStatusPending"),
            _ => Assessment::new(Verdict::InProgress, format!("status.stage is {stage} ({}): the operator is still creating Grafana.", if outcome.is_empty() { "no stageStatus" } else { outcome }), "GrafanaStageInProgress"),
        };
    }
    if resource.get(&["status", "NoMatchingInstances"]).and_then(|v| v.as_bool()) == Some(true) {
        return Assessment::new(Verdict::Failed, format!("status.NoMatchingInstances is true: spec.instanceSelector of {} matches no Grafana instance.", resource.display_name()), "GrafanaNoMatchingInstances");
    }
    match resource.str(&["status", "uid"]) {
        Some(uid) if !uid.is_empty() => {
            let synced = resource.str(&["status", "lastResync"]).map(|at| format!(", last synchronised {at}")).unwrap_or_default();
            Assessment::plain(Verdict::Ready, format!("The operator put it into Grafana (uid {uid}{synced})."))
        }
        Some(_) => Assessment::new(Verdict::InProgress, "status.uid is empty: the operator has not put it into Grafana yet.", "GrafanaStatusPending"),
        None => next(resource, context),
    }
}
