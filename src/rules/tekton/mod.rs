//! Rules for Tekton Pipelines (`tekton.dev`): PipelineRuns and TaskRuns report `Succeeded`,
//! read by the shared engine. Two exceptions: a TaskRun Tekton cancelled because its
//! PipelineRun timed out or was cancelled did not fail by itself — its PipelineRun says why, so
//! it is collateral (Unknown), not a cause of its own; and a PipelineRun that could not get a
//! Task it names (`CouldntGetTask`, not found) says which Task, which of its pipeline tasks
//! refers to it, how to install it and how to run the pipeline again.

use crate::model::resource::str_at;
use crate::model::Resource;
use crate::relate::depends::items;
use crate::report::Verdict;
use crate::rules::{condition_detail, Assessment, Context, Next, Rule};

/// TaskRun and PipelineRun (and any other `…Run` of `tekton.dev`, left to the shared engine):
/// one registered rule, which tells them apart by kind.
pub static RULE_RUNS: Rule = Rule { group: "tekton.dev", kind: "*Run", classify: classify_run };

fn classify_run(run: &Resource, context: &Context, next: Next) -> Assessment {
    match run.kind.as_str() {
        "TaskRun" => classify_task_run(run, context, next),
        "PipelineRun" => classify_pipeline_run(run, context, next),
        _ => next(run, context),
    }
}

/// A PipelineRun whose Pipeline names a Task that is not in its namespace; anything else is
/// the shared engine's.
fn classify_pipeline_run(run: &Resource, context: &Context, next: Next) -> Assessment {
    let Some(failed) = run.condition("Succeeded").filter(|c| c.is_false() && c.reason == "CouldntGetTask") else { return next(run, context) };
    let Some(task) = missing_task(&failed.message) else { return next(run, context) };
    let namespace = run.namespace.as_deref().filter(|ns| !ns.is_empty());
    let ns = namespace.map(|ns| format!(" -n {ns}")).unwrap_or_default();
    let place = namespace.map(|ns| format!("namespace {ns}")).unwrap_or_else(|| "its namespace".to_owned());
    let pipeline = run
        .str(&["spec", "pipelineRef", "name"])
        .or_else(|| run.str(&["metadata", "labels", "tekton.dev/pipeline"]))
        .filter(|name| !name.is_empty());
    let referrers = pipeline_tasks_using(run, task);
    let by = match (referrers.as_slice(), pipeline) {
        ([], Some(pipeline)) => format!(", which Pipeline {pipeline} refers to,"),
        ([], None) => String::new(),
        (tasks, Some(pipeline)) => format!(", which {} of Pipeline {pipeline} refers to (taskRef),", pipeline_task_words(tasks)),
        (tasks, None) => format!(", which {} refers to (taskRef),", pipeline_task_words(tasks)),
    };
    let again = match (pipeline, run.name.as_str()) {
        (Some(pipeline), name) if !name.is_empty() => format!(" A failed PipelineRun is never retried: once the Task is there, run it again with tkn pipeline start {pipeline}{ns} --use-pipelinerun {name}."),
        (Some(pipeline), _) => format!(" A failed PipelineRun is never retried: once the Task is there, start the pipeline again with tkn pipeline start {pipeline}{ns}."),
        (None, _) => " A failed PipelineRun is never retried: once the Task is there, create the PipelineRun again.".to_owned(),
    };
    Assessment::new(
        Verdict::Failed,
        format!(
            "Task {task}{by} is not in {place} (“{}”): it is not installed there, or the name is wrong. tkn task list{ns} lists the Tasks there. Install it, from Tekton Hub: tkn hub install task {task}{ns} (or apply the Task's YAML from the Tekton catalog in {place}), or fix the name in the taskRef.{again}",
            crate::rules::clause(failed.message.trim())
        ),
        "CouldntGetTask",
    )
    .answering()
}

/// The Task a `CouldntGetTask` message says was not found: `kaniko` in `Couldn't retrieve
/// Task "kaniko": tasks.tekton.dev "kaniko" not found`. `None` for a resolver's error or
/// anything else that is not a missing Task.
fn missing_task(message: &str) -> Option<&str> {
    let (_, after) = message.split_once("tasks.tekton.dev \"")?;
    let (name, rest) = after.split_once('"')?;
    (rest.trim_start().starts_with("not found") && !name.is_empty()).then_some(name)
}

/// The pipeline tasks (and finally tasks) whose taskRef names the Task, as the PipelineRun's
/// `status.pipelineSpec` shows them.
fn pipeline_tasks_using<'a>(run: &'a Resource, task: &str) -> Vec<&'a str> {
    let listed = |field: &str| items(run, &["status", "pipelineSpec", field]).iter();
    listed("tasks")
        .chain(listed("finally"))
        .filter(|entry| str_at(entry, &["taskRef", "name"]) == Some(task))
        .filter_map(|entry| str_at(entry, &["name"]))
        .collect()
}

/// `pipeline task build-image`, or `pipeline tasks a and b`.
fn pipeline_task_words(tasks: &[&str]) -> String {
    match tasks {
        [one] => format!("pipeline task {one}"),
        [first @ .., last] => format!("pipeline tasks {} and {last}", first.join(", ")),
        [] => String::new(),
    }
}

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
