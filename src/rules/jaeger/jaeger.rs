//! A Jaeger instance reports `status.phase` (`Running` once the operator deployed its parts,
//! `Failed` when it could not) and `status.version`. An empty status means the operator has
//! not reconciled the instance yet.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{status_missing, Assessment, Context, Next, Rule};

/// Jaeger.
pub static RULE: Rule = Rule { group: "jaegertracing.io", kind: "Jaeger", classify };

fn classify(jaeger: &Resource, context: &Context, next: Next) -> Assessment {
    let version = jaeger.str(&["status", "version"]).filter(|v| !v.trim().is_empty()).map(|v| format!(" (version {v})")).unwrap_or_default();
    let strategy = jaeger.str(&["spec", "strategy"]).filter(|s| !s.trim().is_empty()).map(|s| format!(" with strategy {s}")).unwrap_or_default();
    match jaeger.str(&["status", "phase"]).unwrap_or("") {
        "Running" => Assessment::plain(Verdict::Ready, format!("status.phase is Running: the operator deployed Jaeger{strategy}{version}.")),
        "Failed" => Assessment::new(Verdict::Failed, format!("status.phase is Failed: the operator could not deploy Jaeger{strategy}{version}."), "JaegerFailed"),
        "" if status_missing(jaeger) || jaeger.get(&["status", "phase"]).is_some() => Assessment::new(
            Verdict::InProgress,
            format!("{} has no status.phase yet: the Jaeger operator has not reconciled it (or the status was not pasted).", jaeger.display_name()),
            "JaegerPending",
        ),
        _ => next(jaeger, context),
    }
}
