//! What the scenario tests share: explaining at a fixed `now`, finding a resource or condition
//! in a report, and `assert_explains!` (verdict plus the words its summary must contain).
#![allow(dead_code)]

use status_explainer::explain::catalog;
use status_explainer::report::{ConditionReport, ResourceReport};
use status_explainer::{explain, Report, Timestamp, Verdict};

/// The time every scenario is explained at.
pub const NOW: &str = "2025-03-04T10:30:00Z";

/// Explains a paste at [`NOW`].
pub fn explained(text: &str) -> Report {
    explain(text, Timestamp::parse(NOW))
}

/// Explains a paste at another moment than [`NOW`] (a review's pastes carry their own times).
pub fn explained_at(text: &str, now: &str) -> Report {
    explain(text, Timestamp::parse(now))
}

/// The only resource of a one-object paste.
pub fn one(text: &str) -> ResourceReport {
    let report = explained(text);
    assert_eq!(report.resources.len(), 1, "{report:#?}");
    report.resources.into_iter().next().expect("one resource")
}

/// A resource by kind and name.
pub fn find<'a>(report: &'a Report, kind: &str, name: &str) -> &'a ResourceReport {
    report
        .resources
        .iter()
        .find(|r| r.kind == kind && r.name == name)
        .unwrap_or_else(|| panic!("no {kind} {name} in {:#?}", report.resources.iter().map(|r| (&r.kind, &r.name)).collect::<Vec<_>>()))
}

/// A condition of a resource by type.
pub fn condition<'a>(resource: &'a ResourceReport, type_: &str) -> &'a ConditionReport {
    resource.conditions.iter().find(|c| c.type_ == type_).unwrap_or_else(|| panic!("no condition {type_} in {:#?}", resource.conditions))
}

/// Asserts a resource's verdict and that its summary contains every word given.
#[macro_export]
macro_rules! assert_explains {
    ($resource:expr, $verdict:expr, [$($word:expr),* $(,)?]) => {{
        let resource = $resource;
        assert_eq!(resource.verdict, $verdict, "verdict of {} {}: {}", resource.kind, resource.name, resource.summary);
        $( assert!(resource.summary.contains($word), "summary of {} {} lacks {:?}:\n  {}", resource.kind, resource.name, $word, resource.summary); )*
    }};
}

/// Explains a one-object paste without a clock (no ages) and asserts its first resource's
/// verdict, that its summary contains every word given, and that the reason word a kind rule
/// chose (if any, and not quoted from the paste) has an entry in the reason catalog.
pub fn check(text: &str, verdict: Verdict, words: &[&str]) {
    let report = explain(text, None);
    let resource = report.resources.into_iter().next().unwrap_or_else(|| panic!("nothing explained from:\n{text}"));
    assert_eq!(resource.verdict, verdict, "verdict of {} {}: {}", resource.kind, resource.name, resource.summary);
    for word in words {
        assert!(resource.summary.contains(word), "summary of {} {} lacks {word:?}:\n  {}", resource.kind, resource.name, resource.summary);
    }
    // A reason quoted from a pasted condition may be one nobody documented; a word the rule
    // chose itself must be in the catalog.
    let pasted = |reason: &String| resource.conditions.iter().any(|c| &c.reason == reason) || resource.containers.iter().any(|c| &c.reason == reason);
    if let Some(reason) = resource.reason.as_ref().filter(|reason| !resource.rule.starts_with("shared/") && !pasted(reason)) {
        assert!(!catalog::catalog().reasons_named(reason).is_empty(), "{} {}: reason {reason} has no knowledge entry", resource.kind, resource.name);
    }
}

/// [`check`], and that the summary reads cleanly: no doubled punctuation where a pasted message
/// met our sentence (`..`, `.;`, `.:`, `:.`), no empty quotes or brackets, no Rust Debug text.
pub fn check_tidy(text: &str, verdict: Verdict, words: &[&str]) {
    check(text, verdict, words);
    let summary = explain(text, None).resources.into_iter().next().map(|r| r.summary).unwrap_or_default();
    for bad in ["..", ".;", ".:", ":.", ",.", ";.", "()", "\"\"", "  ", " :", " ;", "Some(", "None"] {
        let ellipsis = bad == ".." && summary.contains("...");
        assert!(ellipsis || !summary.contains(bad), "summary has {bad:?}:\n  {summary}");
    }
}
