//! Argo Rollouts AnalysisRun and Experiment: `status.phase` is `Pending`, `Running`,
//! `Successful`, `Failed`, `Error` or (AnalysisRun) `Inconclusive`. A running one is not done
//! yet; an inconclusive analysis leaves the decision to a person.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};

/// AnalysisRun.
pub static RULE_ANALYSIS_RUN: Rule = Rule { group: "argoproj.io", kind: "AnalysisRun", classify };

/// Experiment.
pub static RULE_EXPERIMENT: Rule = Rule { group: "argoproj.io", kind: "Experiment", classify };

/// Phases, their verdicts and reason words.
const PHASES: &[(&str, Verdict, &str)] = &[
    ("Pending", Verdict::InProgress, "AnalysisPending"),
    ("Running", Verdict::InProgress, "AnalysisRunning"),
    ("Successful", Verdict::Succeeded, ""),
    ("Failed", Verdict::Failed, "AnalysisFailed"),
    ("Error", Verdict::Failed, "AnalysisError"),
    ("Inconclusive", Verdict::Unknown, "AnalysisInconclusive"),
];

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    let Some(phase) = resource.str(&["status", "phase"]) else {
        if resource.get(&["status", "phase"]).is_none() {
            return Assessment::new(
                Verdict::InProgress,
                format!("{} has no phase yet: the Argo Rollouts controller has not started it.", resource.display_name()),
                "AnalysisPending",
            );
        }
        return next(resource, context);
    };
    let Some((_, verdict, reason)) = PHASES.iter().find(|(word, _, _)| *word == phase) else { return next(resource, context) };
    let message = resource.str(&["status", "message"]).map(|m| format!(": {m}")).unwrap_or_default();
    let meaning = match verdict {
        Verdict::InProgress => " (not finished yet)",
        Verdict::Unknown => " (neither passed nor failed: a person must decide whether the rollout continues)",
        _ => "",
    };
    Assessment::new(*verdict, format!("{} phase is {phase}{meaning}{message}.", resource.kind), *reason)
}
