//! The default classification for any kind: happy condition, other conditions, phase words.
//!
//! An unknown kind always gets an honest answer built from what its status says.

use super::{condition_detail, Assessment, Context};
use crate::model::condition::is_abnormal_true;
use crate::model::{ConditionStatus, Resource};
use crate::report::Verdict;

/// Words found in `status.phase` / `status.state` and the verdict each means.
const PHASE_WORDS: &[(&str, Verdict)] = &[
    ("running", Verdict::Ready),
    ("active", Verdict::Ready),
    ("bound", Verdict::Ready),
    ("available", Verdict::Ready),
    ("ready", Verdict::Ready),
    ("healthy", Verdict::Ready),
    ("deployed", Verdict::Ready),
    ("established", Verdict::Ready),
    ("online", Verdict::Ready),
    ("valid", Verdict::Ready),
    ("succeeded", Verdict::Succeeded),
    ("completed", Verdict::Succeeded),
    ("complete", Verdict::Succeeded),
    ("pending", Verdict::InProgress),
    ("progressing", Verdict::InProgress),
    ("provisioning", Verdict::InProgress),
    ("creating", Verdict::InProgress),
    ("updating", Verdict::InProgress),
    ("initializing", Verdict::InProgress),
    ("inprogress", Verdict::InProgress),
    ("in_progress", Verdict::InProgress),
    ("reconciling", Verdict::InProgress),
    ("starting", Verdict::InProgress),
    ("waiting", Verdict::InProgress),
    ("deleting", Verdict::Terminating),
    ("terminating", Verdict::Terminating),
    ("failed", Verdict::Failed),
    ("failure", Verdict::Failed),
    ("error", Verdict::Failed),
    ("errored", Verdict::Failed),
    ("unhealthy", Verdict::Failed),
    ("invalid", Verdict::Failed),
    ("degraded", Verdict::Degraded),
    ("suspended", Verdict::Suspended),
    ("paused", Verdict::Suspended),
];

/// Fields of `status` where operators without conditions say what went wrong, in the order
/// they are looked at.
const ERROR_FIELDS: &[&str] = &["message", "reason", "error", "lastError", "errorMessage", "lastErrorMessage"];

/// `status.lastError says “disk full”.`: the first of [`ERROR_FIELDS`] that has text.
fn status_says(resource: &Resource) -> Option<String> {
    ERROR_FIELDS.iter().find_map(|field| {
        let text = resource.str(&["status", field]).map(str::trim).filter(|text| !text.is_empty())?;
        Some(format!("status.{field} says “{}”.", super::clause(text)))
    })
}

/// The default classification.
pub fn classify(resource: &Resource, _context: &Context) -> Assessment {
    happy_condition(resource)
        .or_else(|| other_conditions(resource))
        .or_else(|| phase(resource))
        .or_else(|| all_good(resource))
        .unwrap_or_else(|| {
            let said = status_says(resource).map(|said| format!(" {said}")).unwrap_or_default();
            let unknown_word = ["phase", "state"].iter().find_map(|field| resource.str(&["status", field]).filter(|word| !word.trim().is_empty()).map(|word| (*field, word)));
            let summary = match unknown_word {
                _ if resource.get(&["status"]).is_none() => format!("{} has no status in what you pasted, so its health cannot be told.", resource.display_name()),
                Some((field, word)) => format!(
                    "{}'s status.{field} is “{word}”, a word this tool does not know, so it cannot tell its health.{said}",
                    resource.display_name()
                ),
                None => format!("{}'s status has no conditions or phase this tool can read.{said}", resource.display_name()),
            };
            Assessment::plain(Verdict::Unknown, summary)
        })
}

/// `Ready` for things that live, `Succeeded` for things that run to completion.
fn happy_condition(resource: &Resource) -> Option<Assessment> {
    if let Some(ready) = resource.condition("Ready") {
        let detail = condition_detail(ready);
        return Some(match ready.status {
            ConditionStatus::True => Assessment::plain(Verdict::Ready, format!("Ready is True{detail}.")),
            ConditionStatus::False => Assessment::new(Verdict::Failed, format!("Ready is False{detail}."), ready.reason.clone()),
            _ => Assessment::new(Verdict::InProgress, format!("Ready is {}: still being worked on{detail}.", ready.status.as_str()), ready.reason.clone()),
        });
    }
    let succeeded = resource.condition("Succeeded")?;
    let detail = condition_detail(succeeded);
    Some(match succeeded.status {
        ConditionStatus::True => Assessment::plain(Verdict::Succeeded, format!("Succeeded is True{detail}.")),
        ConditionStatus::False => Assessment::new(Verdict::Failed, format!("Succeeded is False{detail}."), succeeded.reason.clone()),
        _ => Assessment::new(Verdict::InProgress, format!("Still running{detail}."), succeeded.reason.clone()),
    })
}

/// Without a happy condition: a failing condition degrades, all-good conditions mean Ready.
fn other_conditions(resource: &Resource) -> Option<Assessment> {
    let relevant: Vec<_> = resource.conditions.iter().filter(|c| !c.is_advisory()).collect();
    if relevant.is_empty() {
        return None;
    }
    if let Some(bad) = relevant.iter().find(|c| is_abnormal_true(&c.type_) && c.is_true()) {
        let verdict = if bad.type_ == "Failed" { Verdict::Failed } else { Verdict::Degraded };
        let reason = if bad.reason.is_empty() { bad.type_.clone() } else { bad.reason.clone() };
        return Some(Assessment::new(verdict, format!("{} is True{}.", bad.type_, condition_detail(bad)), reason));
    }
    if let Some(bad) = relevant.iter().find(|c| !is_abnormal_true(&c.type_) && c.is_abnormal()) {
        let reason = if bad.reason.is_empty() { bad.type_.clone() } else { bad.reason.clone() };
        return Some(Assessment::new(Verdict::Degraded, format!("{} is False{}.", bad.type_, condition_detail(bad)), reason));
    }
    if let Some(pending) = relevant.iter().find(|c| c.status == ConditionStatus::Unknown) {
        return Some(Assessment::new(Verdict::InProgress, format!("{} is Unknown: still being worked out{}.", pending.type_, condition_detail(pending)), pending.reason.clone()));
    }
    None
}

/// Only conditions in their good state (normal-true ones True, abnormal-true ones False): Ready.
/// When all of them are problem flags that are False (`Degraded=False`, `Dangling=False`),
/// nothing reports a problem but nothing says it is up either: Unknown, saying just that.
fn all_good(resource: &Resource) -> Option<Assessment> {
    let relevant: Vec<_> = resource.conditions.iter().filter(|c| !c.is_advisory()).collect();
    if relevant.is_empty() || !relevant.iter().all(|c| c.is_good()) {
        return None;
    }
    let names: Vec<String> = relevant.iter().map(|c| format!("{}={}", c.type_, c.status.as_str())).collect();
    if relevant.iter().all(|c| is_abnormal_true(&c.type_)) {
        return Some(Assessment::plain(
            Verdict::Unknown,
            format!("No condition reports a problem ({}), but none says that it is up either.", names.join(", ")),
        ));
    }
    Some(Assessment::plain(Verdict::Ready, format!("Every condition is in its good state ({}).", names.join(", "))))
}

/// `status.phase` or `status.state` words.
fn phase(resource: &Resource) -> Option<Assessment> {
    let (field, word) = ["phase", "state"]
        .iter()
        .find_map(|field| resource.str(&["status", field]).map(|word| (*field, word)))?;
    let lower = word.to_ascii_lowercase();
    let verdict = PHASE_WORDS.iter().find(|(known, _)| *known == lower).map(|(_, verdict)| *verdict)?;
    let message = ERROR_FIELDS.iter().find_map(|field| resource.str(&["status", field]).filter(|text| !text.trim().is_empty()));
    let detail = message.map(|m| format!(": {m}")).unwrap_or_default();
    Some(Assessment::new(verdict, format!("status.{field} is {word}{detail}."), word))
}
