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

/// How long a step ran, in seconds, from its `startedAt` to its `finishedAt`.
fn step_seconds(state: &crate::model::Value) -> Option<i64> {
    let at = |key: &str| str_at(state, &[key]).and_then(crate::model::Timestamp::parse);
    Some(at("startedAt")?.seconds_until(at("finishedAt")?))
}

/// The first line of a step's script (past a `#!` line), or its command and args, from the
/// TaskRun's `status.taskSpec` (`./gradlew integrationTest --no-daemon`), clipped.
fn step_command(run: &Resource, step: &str) -> Option<String> {
    let spec = items(run, &["status", "taskSpec", "steps"]).iter().find(|entry| str_at(entry, &["name"]) == Some(step))?;
    let script = str_at(spec, &["script"]).and_then(|script| script.lines().map(str::trim).find(|line| !line.is_empty() && !line.starts_with("#!")));
    let command = || {
        let words: Vec<&str> = ["command", "args"].iter().flat_map(|key| items_of(spec, key)).collect();
        (!words.is_empty()).then(|| words.join(" "))
    };
    let said = script.map(str::to_owned).or_else(command)?;
    Some(crate::rules::clipped(&said, 80))
}

/// The texts of a list in a value (`command: [sh, -c]`).
fn items_of<'a>(value: &'a crate::model::Value, key: &str) -> Vec<&'a str> {
    match value.get(key) {
        Some(crate::model::Value::Array(entries)) => entries.iter().filter_map(crate::model::Value::as_str).collect(),
        _ => Vec::new(),
    }
}

/// A TaskRun stopped by its timeout (`TaskRunTimeout`): which step was running when the time ran
/// out and for how long, which had finished and which never ran (its `status.steps`), the logs
/// of that step, and where its timeout is set (its PipelineRun's, when a PipelineRun made it).
fn timed_out(run: &Resource) -> Option<Assessment> {
    let succeeded = run.condition("Succeeded").filter(|c| c.is_false() && c.reason == "TaskRunTimeout")?;
    let timeout = run
        .str(&["spec", "timeout"])
        .filter(|t| !t.is_empty())
        .or_else(|| succeeded.message.split_once("within \"").and_then(|(_, rest)| rest.split_once('"')).map(|(t, _)| t))
        .map(|t| format!(" of {t}"))
        .unwrap_or_default();
    let mut done: Vec<String> = Vec::new();
    let mut stopped: Option<(&str, i64)> = None;
    let mut never: Vec<&str> = Vec::new();
    for step in items(run, &["status", "steps"]) {
        let Some(name) = str_at(step, &["name"]).filter(|n| !n.is_empty()) else { continue };
        match (step.get("terminated"), step.get("running")) {
            (Some(ended), _) => {
                let seconds = step_seconds(ended).unwrap_or(0);
                match str_at(ended, &["reason"]) {
                    Some("Completed") => done.push(format!("{name} ({})", crate::model::timestamp::human_duration(seconds))),
                    // Stopped by the timeout: the one that had been running, or one that never got to.
                    _ if seconds > 0 && stopped.is_none_or(|(_, longest)| seconds > longest) => {
                        if let Some((earlier, _)) = stopped {
                            never.push(earlier);
                        }
                        stopped = Some((name, seconds));
                    }
                    _ => never.push(name),
                }
            }
            (None, Some(running)) => {
                let seconds = str_at(running, &["startedAt"]).and_then(crate::model::Timestamp::parse).zip(succeeded.since).map(|(start, end)| start.seconds_until(end)).unwrap_or(0);
                stopped = Some((name, seconds));
            }
            _ => never.push(name),
        }
    }
    let (step, seconds) = stopped?;
    let command = step_command(run, step).map(|c| format!(" ({c})")).unwrap_or_default();
    let finished = match done.as_slice() {
        [] => String::new(),
        [one] => format!(" Step {one} had finished before it."),
        many => format!(" Steps {} had finished before it.", many.join(", ")),
    };
    let skipped = match never.as_slice() {
        [] => String::new(),
        [one] => format!(" Step {one} never ran."),
        many => format!(" Steps {} never ran.", many.join(", ")),
    };
    let ns = run.namespace_flag();
    let pod = run
        .str(&["status", "podName"])
        .filter(|pod| !pod.is_empty())
        .map(|pod| format!(" (or kubectl logs {pod}{ns} -c step-{step}, while the pod is there)"))
        .unwrap_or_default();
    let pipeline_run = run.owners.iter().find(|owner| owner.kind == "PipelineRun").map(|owner| owner.name.as_str()).or_else(|| run.str(&["metadata", "labels", "tekton.dev/pipelineRun"])).filter(|n| !n.is_empty());
    let task = run.str(&["metadata", "labels", "tekton.dev/pipelineTask"]).filter(|n| !n.is_empty());
    let place = match (pipeline_run, task) {
        (Some(pipeline_run), Some(task)) => format!(
            " PipelineRun {pipeline_run} set this timeout: the timeout of pipeline task {task} in the Pipeline, else what was left of the PipelineRun's spec.timeouts (tasks, then pipeline). Make the step faster or raise that timeout, then run the pipeline again: a failed PipelineRun is not retried."
        ),
        (Some(pipeline_run), None) => format!(
            " PipelineRun {pipeline_run} set this timeout: the timeout of its pipeline task in the Pipeline, else what was left of the PipelineRun's spec.timeouts (tasks, then pipeline). Make the step faster or raise that timeout, then run the pipeline again: a failed PipelineRun is not retried."
        ),
        _ => " Make the step faster or raise spec.timeout, then run it again: a failed TaskRun is not retried.".to_owned(),
    };
    Some(
        Assessment::new(
            Verdict::Failed,
            format!(
                "It ran out of its timeout{timeout} (TaskRunTimeout): step {step}{command} was still running after {} when it was stopped.{finished}{skipped} tkn taskrun logs {}{ns} -s {step} shows how far it got{pod}.{place}",
                crate::model::timestamp::human_duration(seconds),
                run.name
            ),
            "TaskRunTimeout",
        )
        .answering(),
    )
}

fn classify_task_run(run: &Resource, context: &Context, next: Next) -> Assessment {
    if let Some(assessment) = timed_out(run) {
        return assessment;
    }
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
