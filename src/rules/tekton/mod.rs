//! Rules for Tekton Pipelines (`tekton.dev`): PipelineRuns and TaskRuns report `Succeeded`,
//! read by the shared engine. One exception: a TaskRun Tekton cancelled because its
//! PipelineRun timed out or was cancelled did not fail by itself — its PipelineRun says why, so
//! it is collateral (Unknown), not a cause of its own.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, Assessment, Context, Next, Rule};

/// TaskRun.
pub static RULE_TASK_RUN: Rule = Rule { group: "tekton.dev", kind: "TaskRun", classify: classify_task_run };

fn classify_task_run(run: &Resource, context: &Context, next: Next) -> Assessment {
    let cancelled_with_pipeline = run
        .condition("Succeeded")
        .filter(|c| c.is_false() && c.reason == "TaskRunCancelled" && c.message.contains("PipelineRun it belongs to"));
    match cancelled_with_pipeline {
        Some(succeeded) => {
            let owner = run.owners.iter().find(|owner| owner.kind == "PipelineRun").map(|owner| owner.name.as_str());
            let pipeline = owner
                .or_else(|| run.str(&["metadata", "labels", "tekton.dev/pipelineRun"]))
                .map(|name| format!("PipelineRun {name}"))
                .unwrap_or_else(|| "its PipelineRun".to_owned());
            Assessment::new(
                Verdict::Unknown,
                format!("Tekton stopped it because {pipeline} ended first (Succeeded is False{}): not a failure of its own; {pipeline} says why.", condition_detail(succeeded)),
                "TaskRunCancelled",
            )
        }
        None => next(run, context),
    }
}
