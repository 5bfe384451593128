//! Argo Workflows CronWorkflow: a schedule. `SpecError` or `SubmissionError` True means it
//! cannot start workflows; `spec.suspend: true` stops it on purpose; otherwise it is in service
//! whether or not it has run yet (its workflows report their own health).

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, reason_or, Assessment, Context, Next, Rule};
use crate::model::Value;

/// CronWorkflow.
pub static RULE_CRON_WORKFLOW: Rule = Rule { group: "argoproj.io", kind: "CronWorkflow", classify };

fn classify(resource: &Resource, _context: &Context, _next: Next) -> Assessment {
    for type_ in ["SpecError", "SubmissionError"] {
        if let Some(error) = resource.condition(type_).filter(|c| c.is_true()) {
            return Assessment::new(Verdict::Failed, format!("{type_} is True{}: the schedule cannot start workflows.", condition_detail(error)), reason_or(error, type_));
        }
    }
    let schedule = resource.str(&["spec", "schedule"]).map(|s| format!(" ({s})")).unwrap_or_default();
    if resource.get(&["spec", "suspend"]).and_then(Value::as_bool) == Some(true) {
        return Assessment::new(Verdict::Suspended, format!("The schedule{schedule} is suspended (spec.suspend: true): no workflows are started until it is resumed."), "CronWorkflowSuspended");
    }
    let last = resource.str(&["status", "lastScheduledTime"]).map(|t| format!("; last run scheduled at {t}")).unwrap_or_default();
    Assessment::plain(Verdict::Ready, format!("The schedule{schedule} is active and reports no spec or submission error{last}."))
}
