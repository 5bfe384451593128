//! Argo Rollouts, Argo Workflows and Argo Events custom resources (`argoproj.io`).

use super::{ConditionTypeEntry, ReasonEntry, Table};

/// Argo reasons (the rule's words for phases and schedules).
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "AnalysisPending", what: "The analysis or experiment has not started measuring yet.", next: "Wait; kubectl argo rollouts get rollout <rollout>{ns} shows it in context." },
    ReasonEntry { reason: "AnalysisRunning", what: "The analysis or experiment is still measuring; the rollout waits for its result.", next: "Wait for it to finish; kubectl get {resource}{ns} -o yaml shows each metric's measurements so far." },
    ReasonEntry { reason: "AnalysisFailed", what: "A metric crossed its failure limit: the analysis failed, and a rollout waiting on it aborts and scales back to the stable version.", next: "Read the failed metric's measurements (kubectl get {resource}{ns} -o yaml); fix the new version, then retry the rollout: kubectl argo rollouts retry rollout <rollout>{ns}." },
    ReasonEntry { reason: "AnalysisError", what: "Measurements errored too often (the metric provider could not be queried), so the analysis is treated as failed.", next: "Check the metric provider (address, query, credentials) named in the measurement messages." },
    ReasonEntry { reason: "AnalysisInconclusive", what: "The measurements were neither good nor bad enough: the rollout pauses until a person decides.", next: "Look at the measurements; then promote (kubectl argo rollouts promote <rollout>{ns}) or abort the rollout." },
    ReasonEntry { reason: "RolloutAborted", what: "The Rollout stopped updating to the new version and went back to the stable one: an analysis failed, or someone ran kubectl argo rollouts abort. The stable version keeps serving.", next: "Find why in the message and the failed AnalysisRun (kubectl argo rollouts get rollout {name}{ns}); fix the new version, then kubectl argo rollouts retry rollout {name}{ns}." },
    ReasonEntry { reason: "RolloutDegraded", what: "The Rollout is not healthy: the new version did not become available, or an update was aborted.", next: "kubectl argo rollouts get rollout {name}{ns} shows the ReplicaSets, their pods and the failing step." },
    ReasonEntry { reason: "RolloutPaused", what: "The Rollout waits for a person or a timer: a pause step without a duration, a blue-green switch waiting to be promoted, an inconclusive analysis, or kubectl argo rollouts pause.", next: "Check the new version, then kubectl argo rollouts promote {name}{ns} to go on (or abort to go back to stable)." },
    ReasonEntry { reason: "RolloutProgressing", what: "The Rollout is moving to the new version step by step (traffic weights, pauses with a duration, analyses).", next: "Watch it: kubectl argo rollouts get rollout {name}{ns} --watch." },
    ReasonEntry { reason: "RolloutResumed", what: "The Rollout was paused and has been resumed or promoted.", next: "Nothing to do." },
    ReasonEntry { reason: "RolloutCompleted", what: "Whether the Rollout has finished updating; Argo writes this reason whether Completed is True or False. True: every replica runs the new version, which is now the stable one. False: an update is under way, paused or aborted.", next: "Nothing to do when True. When False, the Rollout's summary says where the update is; a paused step goes on with kubectl argo rollouts promote {name}{ns}." },
    ReasonEntry { reason: "InvalidSpec", what: "The Rollout's spec cannot be used (for example a workloadRef to a missing Deployment, a missing canary or stable Service, or steps the strategy does not allow), so nothing is rolled out.", next: "Fix the spec as the message says and apply again; kubectl describe rollout {name}{ns} shows the condition." },
    ReasonEntry { reason: "WorkflowPending", what: "The workflow exists but has not started: the workflow controller has not picked it up yet, or its first pod waits to be scheduled.", next: "Wait a little; if it stays, check that the workflow controller runs (kubectl get pods -n argo) and look at the first step's pod: argo get {name}{ns}." },
    ReasonEntry { reason: "WorkflowRunning", what: "The workflow's steps are running; it has not finished yet.", next: "Follow it with argo watch {name}{ns}, or argo logs {name}{ns} for the steps' output." },
    ReasonEntry { reason: "WorkflowSuspended", what: "The workflow is paused on purpose (argo suspend, or a suspend step waiting for a person): no new steps start.", next: "Resume it when it should go on: argo resume {name}{ns}." },
    ReasonEntry { reason: "WorkflowShutdown", what: "Someone asked the workflow to stop (argo stop sets Stop: exit handlers still run; argo terminate sets Terminate: they do not). It will end as Failed.", next: "Nothing to do if the stop was wanted; otherwise resubmit it: argo resubmit {name}{ns}." },
    ReasonEntry { reason: "WorkflowFailed", what: "A step of the workflow failed (its container exited non-zero, or a retry limit was reached), so the workflow failed.", next: "Read the failed step's output: argo logs {name}{ns}, and argo get {name}{ns} for which step failed; fix it and run argo retry {name}{ns}." },
    ReasonEntry { reason: "WorkflowError", what: "The workflow ended in an error outside its steps' own code: an invalid template, a pod that could not be created, an artifact that could not be read or written, or a controller error.", next: "Read the message and argo get {name}{ns}; fix the template or the artifact repository settings, then argo resubmit {name}{ns}." },
    ReasonEntry { reason: "SpecError", what: "The spec of the Workflow or CronWorkflow is invalid, so nothing runs.", next: "Fix the spec as the message says: argo lint (argo cron lint for a CronWorkflow), or kubectl describe {resource}{ns}." },
    ReasonEntry { reason: "SubmissionError", what: "Starting a workflow from the schedule failed (an invalid template, missing permissions).", next: "Read the message; argo cron get {name}{ns} shows the schedule and its last runs." },
    ReasonEntry { reason: "CronWorkflowSuspended", what: "The schedule is suspended on purpose: no workflows start.", next: "Resume it with argo cron resume {name}{ns} when it should run again." },
];

/// Argo Rollouts' condition types.
const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "Healthy", what: "Healthy says whether the Rollout is fully promoted and every replica available: False while an update is under way or paused at a step, and after an abort." },
    ConditionTypeEntry { type_: "Paused", what: "Paused says whether the Rollout is paused (at a pause step, by kubectl argo rollouts pause, or waiting for an analysis to allow it): True while it is, False once resumed or promoted." },
    ConditionTypeEntry { type_: "Completed", what: "Completed says whether the Rollout has finished its last update: every replica runs the new version, which is now the stable one." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "argo",
    system: "Argo Rollouts, Workflows and Events",
    covers: "Rollouts, AnalysisRuns, Experiments, Workflows, CronWorkflows and EventBuses (argoproj.io)",
    reasons: REASONS,
    types: TYPES,
    categorised: &[],
};
