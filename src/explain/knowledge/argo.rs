//! Argo CD, Argo Rollouts, Argo Workflows and Argo Events custom resources (`argoproj.io`).

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
    // Argo CD writes these conditions without a status or reason while they hold; the type is
    // read as the reason.
    ReasonEntry { reason: "ComparisonError", what: "Argo CD could not compare the Application with its source: the repository or chart could not be fetched (credentials, URL, revision), or rendering the manifests (Helm, Kustomize, a plugin) failed. Until it can, it neither knows what is out of sync nor syncs.", next: "Read the message (often the repo server's error); check the repository's URL, revision and credentials (argocd repo list), then argocd app get {name} --refresh." },
    ReasonEntry { reason: "InvalidSpecError", what: "The Application's spec is invalid or not allowed: a destination or source repository its AppProject does not permit, a cluster that is not registered, a missing path.", next: "Fix the spec or the AppProject as the message says (argocd proj get <project> shows what it allows), then argocd app get {name} --refresh." },
    ReasonEntry { reason: "SyncError", what: "A sync attempt failed: Argo CD could not apply some objects (rejected by the API server or a webhook, an immutable field, a missing CRD or namespace) or a sync hook failed.", next: "argocd app get {name} lists each object's result with its error; fix the manifests in the source, then argocd app sync {name}." },
    ReasonEntry { reason: "UnknownError", what: "Argo CD hit an error of no particular kind while reconciling the Application.", next: "Read the message and the application controller's log: kubectl logs -n argocd statefulset/argocd-application-controller." },
    // The Application rule's words for its sync and health.
    ReasonEntry { reason: "SyncFailed", what: "The last sync of the Argo CD Application failed: some objects were refused by the API server or a webhook, or a sync hook failed. What it could apply is applied; the rest keeps its old state.", next: "argocd app get {name} lists each object's result; fix the manifests in the source, then argocd app sync {name}." },
    ReasonEntry { reason: "SyncRunning", what: "A sync of the Argo CD Application is under way: objects are applied wave by wave, and hooks run.", next: "Wait; argocd app get {name} shows the operation and what it waits for." },
    ReasonEntry { reason: "SyncTerminating", what: "A running sync of the Argo CD Application is being stopped (argocd app terminate-op).", next: "Wait for it to stop; then sync again when the cause is fixed." },
    ReasonEntry { reason: "SyncStuck", what: "A sync of the Argo CD Application has run far longer than a sync takes: it waits for something that does not come (a hook Job that never ends, a resource that never becomes healthy between waves).", next: "Look at what the operation message says it waits for; stop it with argocd app terminate-op {name} if it must end." },
    ReasonEntry { reason: "OutOfSync", what: "The live state differs from the desired one; for an Argo CD Application, its live objects differ from what its source renders: a new revision not applied yet, or a change made in the cluster since.", next: "See the difference with argocd app diff {name}; apply the source with argocd app sync {name}." },
    ReasonEntry { reason: "Missing", what: "Something that should exist does not; for an Argo CD Application, objects its source renders are not in the cluster: it was never synced, or they were deleted since.", next: "argocd app sync {name} creates them; argocd app get {name} lists which." },
    ReasonEntry { reason: "Degraded", what: "Something is not healthy: for an Argo CD Application, at least one of the objects it manages failed its health check (a Deployment past its progress deadline, a pod crashing, a Job failed).", next: "argocd app get {name} shows each object's health; follow the Degraded one (its own explanation says why)." },
    ReasonEntry { reason: "HealthUnknown", what: "Argo CD could not assess the Application's health (the objects could not be read, or the last comparison failed).", next: "argocd app get {name} --refresh tries again; the application controller's log says why it could not." },
    ReasonEntry { reason: "SyncUnknown", what: "Argo CD could not compare the Application with its source, so it does not know whether it is in sync.", next: "argocd app get {name} --refresh tries again; look for a ComparisonError condition." },
    ReasonEntry { reason: "SharedResourceWarning", what: "An object this Application manages is also managed by another Application (the tracking label or annotation names the other one): the two overwrite each other at every sync.", next: "Keep each object in one Application's source only; the message names the other Application." },
    ReasonEntry { reason: "RepeatedResourceWarning", what: "The Application's manifests contain the same object more than once; only one copy is applied.", next: "Remove the duplicate from the source (the message names the object)." },
    ReasonEntry { reason: "ExcludedResourceWarning", what: "Some of the Application's objects are of a kind Argo CD is configured to exclude (resource.exclusions), so they are not synced or watched.", next: "Nothing to do if excluding them is intended; otherwise change resource.exclusions in the argocd-cm ConfigMap." },
    ReasonEntry { reason: "OrphanedResourceWarning", what: "The Application's namespace holds objects that no Application manages (orphaned-resource monitoring is on for its AppProject).", next: "Delete them if they are left over, or add them to the source; argocd app resources {name} --orphaned lists them." },
    ReasonEntry { reason: "CronWorkflowSuspended", what: "The schedule is suspended on purpose: no workflows start.", next: "Resume it with argo cron resume {name}{ns} when it should run again." },
];

/// Argo Rollouts' and Argo CD's ApplicationSet condition types.
const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "ErrorOccurred", what: "ErrorOccurred says whether the ApplicationSet controller failed on it (a generator that cannot read its source, a template that does not render, an Application it may not create): True while it does." },
    ConditionTypeEntry { type_: "ParametersGenerated", what: "ParametersGenerated says whether the ApplicationSet's generators produced their parameters; False means no Application is made or updated." },
    ConditionTypeEntry { type_: "ResourcesUpToDate", what: "ResourcesUpToDate says whether the Applications the ApplicationSet generates are created and up to date with its template." },
    ConditionTypeEntry { type_: "RolloutProgressing", what: "RolloutProgressing says whether a progressive sync of the ApplicationSet's Applications (step by step) is under way." },
    ConditionTypeEntry { type_: "Healthy", what: "Healthy says whether the Rollout is fully promoted and every replica available: False while an update is under way or paused at a step, and after an abort." },
    ConditionTypeEntry { type_: "Paused", what: "Paused says whether the Rollout is paused (at a pause step, by kubectl argo rollouts pause, or waiting for an analysis to allow it): True while it is, False once resumed or promoted." },
    ConditionTypeEntry { type_: "Completed", what: "Completed says whether the Rollout has finished its last update: every replica runs the new version, which is now the stable one." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "argo",
    system: "Argo CD, Rollouts, Workflows and Events",
    covers: "Argo CD Applications and ApplicationSets, Rollouts, AnalysisRuns, Experiments, Workflows, CronWorkflows and EventBuses (argoproj.io)",
    reasons: REASONS,
    types: TYPES,
    categorised: &[],
};
