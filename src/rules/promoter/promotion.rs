//! GitOps Promoter kinds. `Ready` says whether the last reconcile worked; what is being
//! promoted is read from the kind's own status: a ChangeTransferPolicy whose proposed dry SHA
//! differs from the active one is mid-promotion, and a TimedCommitStatus or
//! WebRequestCommitStatus with an environment in phase `failure` blocks promotion there.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};
use crate::model::Value;

/// Every kind of `promoter.argoproj.io`.
pub static RULE: Rule = Rule { group: "promoter.argoproj.io", kind: "*", classify };

/// Gates that report a phase per environment branch.
const GATES: &[&str] = &["TimedCommitStatus", "WebRequestCommitStatus"];

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    let Some(ready) = resource.condition("Ready") else {
        let what = if resource.get(&["status"]).is_none() { "has no status yet" } else { "has no Ready condition yet" };
        return Assessment::new(
            Verdict::InProgress,
            format!("{} {what}: GitOps Promoter has not finished its first reconcile.", resource.display_name()),
            "PromoterNotReconciled",
        );
    };
    if !ready.is_true() {
        return next(resource, context);
    }
    if GATES.contains(&resource.kind.as_str()) {
        return gate(resource).unwrap_or_else(|| next(resource, context));
    }
    if resource.kind == "ChangeTransferPolicy" {
        return change_transfer(resource).unwrap_or_else(|| next(resource, context));
    }
    next(resource, context)
}

/// Branches of `status.environments` in a phase.
fn branches_in(resource: &Resource, phase: &str) -> Vec<String> {
    match resource.get(&["status", "environments"]) {
        Some(Value::Array(environments)) => environments
            .iter()
            .filter(|env| env.get("phase").and_then(Value::as_str) == Some(phase))
            .map(|env| env.get("branch").and_then(Value::as_str).unwrap_or("(no branch)").to_owned())
            .collect(),
        _ => Vec::new(),
    }
}

fn gate(resource: &Resource) -> Option<Assessment> {
    let failed = branches_in(resource, "failure");
    if !failed.is_empty() {
        return Some(Assessment::new(
            Verdict::Failed,
            format!("The {} gate reports phase failure for {}: promotion to {} is blocked.", resource.kind, failed.join(", "), if failed.len() == 1 { "it" } else { "them" }),
            "CommitStatusFailure",
        ));
    }
    let pending = branches_in(resource, "pending");
    (!pending.is_empty()).then(|| {
        Assessment::new(
            Verdict::InProgress,
            format!("The {} gate is still pending for {}: promotion waits for it.", resource.kind, pending.join(", ")),
            "CommitStatusPending",
        )
    })
}

/// `status.<side>.dry.sha`, when not empty.
fn dry_sha<'a>(resource: &'a Resource, side: &str) -> Option<&'a str> {
    resource.str(&["status", side, "dry", "sha"]).filter(|sha| !sha.is_empty())
}

/// Keys of `status.<side>.commitStatuses` in a phase.
fn statuses_in(resource: &Resource, side: &str, phase: &str) -> Vec<String> {
    match resource.get(&["status", side, "commitStatuses"]) {
        Some(Value::Array(statuses)) => statuses
            .iter()
            .filter(|s| s.get("phase").and_then(Value::as_str) == Some(phase))
            .filter_map(|s| s.get("key").and_then(Value::as_str).map(str::to_owned))
            .collect(),
        _ => Vec::new(),
    }
}

fn change_transfer(resource: &Resource) -> Option<Assessment> {
    let (active, proposed) = (dry_sha(resource, "active"), dry_sha(resource, "proposed"));
    let (Some(active), Some(proposed)) = (active, proposed) else {
        let missing = if active.is_none() { "status.active.dry.sha" } else { "status.proposed.dry.sha" };
        return Some(Assessment::new(
            Verdict::InProgress,
            format!("{missing} is empty: GitOps Promoter has not read the environment branch's commits yet."),
            "PromoterNotReconciled",
        ));
    };
    if active != proposed {
        let (pending, failed) = (statuses_in(resource, "proposed", "pending"), statuses_in(resource, "proposed", "failure"));
        let list = |keys: &[String], word: &str| if keys.is_empty() { String::new() } else { format!("; {word}: {}", keys.join(", ")) };
        return Some(Assessment::new(
            Verdict::InProgress,
            format!("Promotion in progress from dry commit {active} to {proposed}{}{}.", list(&pending, "pending checks"), list(&failed, "failing checks")),
            "PromotionInProgress",
        ));
    }
    let pending = statuses_in(resource, "active", "pending");
    let note = if pending.is_empty() { String::new() } else { format!("; active checks still pending: {}", pending.join(", ")) };
    Some(Assessment::plain(Verdict::Ready, format!("The environment is up to date on dry commit {active}{note}.")))
}
