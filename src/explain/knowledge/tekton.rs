//! Tekton Pipelines (`tekton.dev`): PipelineRuns run Tasks as TaskRuns, each TaskRun one pod
//! whose containers are its steps (`step-<name>`). Both report `Succeeded` (Unknown while
//! running, True or False when done) with these reasons.

use super::{ReasonEntry, Table};

/// Tekton reasons of `Succeeded`.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "Failed", what: "The run failed: a step of a TaskRun exited non-zero (the message names it), or for a PipelineRun one of its TaskRuns failed.", next: "Read the failed step's output: tkn {kind_lower} logs {name}{ns}; tkn {kind_lower} describe {name}{ns} shows which task and step failed." },
    ReasonEntry { reason: "Completed", what: "The PipelineRun succeeded, but some of its tasks were skipped (their when expressions were false, or a task they need was skipped).", next: "Nothing to do unless a task should have run: tkn pipelinerun describe {name}{ns} lists the skipped ones and why." },
    ReasonEntry { reason: "PipelineRunTimeout", what: "The PipelineRun ran longer than its timeouts allow (spec.timeouts.pipeline, 1 h by default): its running TaskRuns were cancelled.", next: "Find the slow task with tkn pipelinerun describe {name}{ns}; make it faster, or raise spec.timeouts." },
    ReasonEntry { reason: "TaskRunTimeout", what: "The TaskRun ran longer than its timeout (spec.timeout, or the pipeline's tasks timeout): its pod was stopped.", next: "tkn taskrun logs {name}{ns} shows where it was (its status.steps say which step was running); make that step faster or raise the timeout where it is set (for a TaskRun of a PipelineRun, the pipeline task's timeout or the PipelineRun's spec.timeouts)." },
    ReasonEntry { reason: "Cancelled", what: "Someone cancelled the PipelineRun (spec.status: Cancelled, or tkn pipelinerun cancel): its TaskRuns were stopped.", next: "Nothing to do if that was meant; start a new run otherwise." },
    ReasonEntry { reason: "TaskRunCancelled", what: "The TaskRun was cancelled: by a person, or by its PipelineRun (cancelled, timed out, or failing fast).", next: "Look at the PipelineRun it belongs to for why." },
    ReasonEntry { reason: "StoppedRunFinally", what: "The PipelineRun was stopped gracefully: its running tasks finished, no new ones started, and its finally tasks ran.", next: "Nothing to do if that was meant." },
    ReasonEntry { reason: "CancelledRunFinally", what: "The PipelineRun was cancelled and only its finally tasks ran.", next: "Nothing to do if that was meant." },
    ReasonEntry { reason: "CouldntGetPipeline", what: "The Pipeline the PipelineRun names could not be found or read (a wrong name or namespace, or a bundle or git resolver error).", next: "Check spec.pipelineRef: tkn pipeline list{ns}; the message has the resolver's error." },
    ReasonEntry { reason: "CouldntGetTask", what: "A Task the run names could not be found or read (a wrong name, a ClusterTask that no longer exists, or a resolver error).", next: "Check the taskRef: tkn task list{ns} lists the Tasks there, and the message names the missing one. Install it (tkn hub install task <task>{ns}) or fix the name, then start a new run: a failed run is never retried." },
    ReasonEntry { reason: "PipelineValidationFailed", what: "The Pipeline's spec is invalid, so nothing runs (the message says which field).", next: "Fix the Pipeline as the message says and start a new run." },
    ReasonEntry { reason: "TaskRunValidationFailed", what: "The TaskRun's spec or its Task is invalid (a missing parameter, a workspace not bound, a wrong result reference), so no pod was made.", next: "Fix what the message names and start a new run." },
    ReasonEntry { reason: "ParameterMissing", what: "The run does not give a parameter the Pipeline or Task needs and has no default for.", next: "Add it to spec.params (tkn pipeline start asks for it)." },
    ReasonEntry { reason: "InvalidWorkspaceBindings", what: "The run does not bind a workspace the Pipeline or Task declares, or binds it to something that does not exist.", next: "Bind every workspace in spec.workspaces (a PersistentVolumeClaim, a volumeClaimTemplate, an emptyDir, a ConfigMap or a Secret)." },
    ReasonEntry { reason: "TaskRunImagePullFailed", what: "A step's image could not be pulled, so the TaskRun failed (the message names the step and image).", next: "Check the step's image name and tag (the message names them) and the registry credentials of the TaskRun's service account; fix the image in the Task, then run it again (a failed TaskRun does not retry the pull)." },
    ReasonEntry { reason: "ExceededNodeResources", what: "The TaskRun's pod does not fit on any node (its steps ask for more CPU or memory than a node has free); Tekton waits for room.", next: "Lower the steps' requests, or add capacity; the pod's FailedScheduling events say what is short." },
    ReasonEntry { reason: "ExceededResourceQuota", what: "A ResourceQuota of the namespace refused the TaskRun's pod; Tekton retries while the quota stays exhausted.", next: "kubectl describe resourcequota{ns} shows what is used up; free some or raise it." },
    ReasonEntry { reason: "TaskRunResolutionFailed", what: "The Task the TaskRun names could not be fetched by its resolver (git, bundles, hub, cluster).", next: "Read the resolver's error in the message; check the reference and the resolver's access." },
    ReasonEntry { reason: "PipelineRunPending", what: "The PipelineRun is held on purpose (spec.status: PipelineRunPending): it starts once that field is removed.", next: "Remove spec.status when it should start (kubectl patch or your scheduler)." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "tekton",
    system: "Tekton Pipelines",
    covers: "PipelineRuns and TaskRuns (tekton.dev)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
