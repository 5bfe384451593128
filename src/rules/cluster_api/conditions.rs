//! Cluster API objects read by their conditions (`cluster.x-k8s.io` Cluster, Machine,
//! MachineSet, MachinePool; the providers' infrastructure and bootstrap objects). In Cluster
//! API's v1beta1 conditions a False condition carries a `severity`: `Info` is work under way
//! (a machine waiting for its instance), `Warning` something that may clear, `Error` a
//! failure. `status.failureReason` / `failureMessage` are terminal: Cluster API never retries
//! them, the object has to be replaced.

use crate::model::timestamp::human_duration;
use crate::model::{Condition, Resource};
use crate::report::Verdict;
use crate::rules::{condition_detail, Assessment, Context, Next, Rule};

/// Cluster API's own kinds not read by a more specific rule.
pub static RULE: Rule = Rule { group: "cluster.x-k8s.io", kind: "*", classify };

/// The providers' infrastructure objects (AWSMachine, VSphereMachine, …).
pub static RULE_INFRASTRUCTURE: Rule = Rule { group: "infrastructure.cluster.x-k8s.io", kind: "*", classify };

/// The bootstrap objects (KubeadmConfig, …).
pub static RULE_BOOTSTRAP: Rule = Rule { group: "bootstrap.cluster.x-k8s.io", kind: "*", classify };

/// How long a `Warning` may stand before it counts as a failure: capacity and quota errors of
/// a cloud clear in minutes when they clear at all.
pub const WARNING_FAILS_AFTER_SECONDS: i64 = 30 * 60;

/// The order of severities, worst first.
const SEVERITIES: &[&str] = &["Error", "Warning", "Info"];

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    if let Some(assessment) = terminal(resource) {
        return assessment;
    }
    let Some(ready) = resource.condition("Ready") else { return next(resource, context) };
    if ready.is_true() {
        return next(resource, context);
    }
    // The Ready summary says "1 of 2 completed"; the worst False condition beside it says what.
    let cause = resource
        .conditions
        .iter()
        .filter(|c| c.type_ != "Ready" && c.is_false())
        .min_by_key(|c| SEVERITIES.iter().position(|s| *s == c.severity).unwrap_or(SEVERITIES.len()))
        .unwrap_or(ready);
    let detail = condition_detail(cause);
    let said = if std::ptr::eq(cause, ready) { format!("Ready is {}{detail}", ready.status.as_str()) } else { format!("{} is False{detail}", cause.type_) };
    let lasted = context.seconds_since(cause.since);
    match (cause.severity.as_str(), cause.status.as_str()) {
        // Cluster API marks every False condition with a severity; one without is read as an error.
        ("Error", _) | ("", "False") => {
            let what = super::cloud_errors::advice(&cause.message).unwrap_or_else(|| "Cluster API reports a failure here.".to_owned());
            Assessment::new(Verdict::Failed, format!("{said} (severity Error): {what} {}", look(resource)), reason(cause))
        }
        ("Warning", _) => match lasted.filter(|seconds| *seconds >= WARNING_FAILS_AFTER_SECONDS) {
            Some(seconds) => Assessment::new(
                Verdict::Failed,
                format!(
                    "{said} (severity Warning) for {}: it has not cleared by itself. {}{}",
                    human_duration(seconds),
                    super::cloud_errors::advice(&cause.message).map(|what| format!("{what} ")).unwrap_or_default(),
                    look(resource)
                ),
                reason(cause),
            ),
            None => Assessment::new(Verdict::InProgress, format!("{said} (severity Warning): Cluster API keeps trying; it may clear. {}", look(resource)), reason(cause)),
        },
        // Info, or Unknown: work under way.
        _ => Assessment::new(Verdict::InProgress, format!("{said}: work under way ({}).", waiting_words(cause, lasted)), reason(cause)),
    }
}

/// `failureReason` / `failureMessage`: Cluster API gives up on the object for good.
fn terminal(resource: &Resource) -> Option<Assessment> {
    let reason = resource.str(&["status", "failureReason"]).filter(|r| !r.is_empty());
    let message = resource.str(&["status", "failureMessage"]).filter(|m| !m.is_empty());
    if reason.is_none() && message.is_none() {
        return None;
    }
    let said = match (reason, message) {
        (Some(reason), Some(message)) => format!("{reason}: {}", crate::rules::clause(message)),
        (Some(only), None) | (None, Some(only)) => crate::rules::clause(only).to_owned(),
        (None, None) => String::new(),
    };
    let replace = match resource.kind.as_str() {
        "Machine" => format!(
            " Cluster API does not retry it: delete the Machine (kubectl delete machine {}{}); its MachineSet or MachineDeployment makes a new one.",
            resource.name,
            resource.namespace_flag()
        ),
        _ => " Cluster API does not retry it: fix the cause, then replace the object.".to_owned(),
    };
    Some(Assessment::new(Verdict::Failed, format!("It has failed for good (status.failureReason/failureMessage): {said}.{replace}"), reason.unwrap_or("FailureMessage")))
}

fn reason(condition: &Condition) -> String {
    if condition.reason.is_empty() { condition.type_.clone() } else { condition.reason.clone() }
}

/// `for 2 min` and the severity, for a condition still at work.
fn waiting_words(condition: &Condition, lasted: Option<i64>) -> String {
    let severity = if condition.severity.is_empty() { String::new() } else { format!("severity {}", condition.severity) };
    match (severity.is_empty(), lasted) {
        (false, Some(seconds)) => format!("{severity}, for {}", human_duration(seconds)),
        (true, Some(seconds)) => format!("for {}", human_duration(seconds)),
        (false, None) => severity,
        (true, None) => "not decided yet".to_owned(),
    }
}

/// Where to look: the object's conditions and events, and for a Cluster, `clusterctl describe`.
fn look(resource: &Resource) -> String {
    let ns = resource.namespace_flag();
    match resource.kind.as_str() {
        "Cluster" => format!("clusterctl describe cluster {}{ns} shows which object below it holds it up.", resource.name),
        _ => format!("kubectl describe {}.{} {}{ns} shows its events.", resource.kind.to_ascii_lowercase(), resource.group, resource.name),
    }
}
