//! Argo Rollouts, Argo Workflows and Argo Events custom resources (`argoproj.io`).

use super::{ReasonEntry, Table};

/// Argo reasons (the rule's words for phases and schedules).
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "AnalysisPending", what: "The analysis or experiment has not started measuring yet.", next: "Wait; kubectl argo rollouts get rollout <rollout>{ns} shows it in context." },
    ReasonEntry { reason: "AnalysisRunning", what: "The analysis or experiment is still measuring; the rollout waits for its result.", next: "Wait for it to finish; kubectl get {resource}{ns} -o yaml shows each metric's measurements so far." },
    ReasonEntry { reason: "AnalysisFailed", what: "A metric crossed its failure limit: the analysis failed, and a rollout waiting on it aborts and scales back to the stable version.", next: "Read the failed metric's measurements (kubectl get {resource}{ns} -o yaml); fix the new version, then retry the rollout: kubectl argo rollouts retry rollout <rollout>{ns}." },
    ReasonEntry { reason: "AnalysisError", what: "Measurements errored too often (the metric provider could not be queried), so the analysis is treated as failed.", next: "Check the metric provider (address, query, credentials) named in the measurement messages." },
    ReasonEntry { reason: "AnalysisInconclusive", what: "The measurements were neither good nor bad enough: the rollout pauses until a person decides.", next: "Look at the measurements; then promote (kubectl argo rollouts promote <rollout>{ns}) or abort the rollout." },
    ReasonEntry { reason: "SpecError", what: "The CronWorkflow's spec is invalid, so no workflow is started.", next: "Fix the spec as the message says: argo cron lint, or kubectl describe {resource}{ns}." },
    ReasonEntry { reason: "SubmissionError", what: "Starting a workflow from the schedule failed (an invalid template, missing permissions).", next: "Read the message; argo cron get {name}{ns} shows the schedule and its last runs." },
    ReasonEntry { reason: "CronWorkflowSuspended", what: "The schedule is suspended on purpose: no workflows start.", next: "Resume it with argo cron resume {name}{ns} when it should run again." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "argo",
    system: "Argo Rollouts, Workflows and Events",
    covers: "AnalysisRuns, Experiments, CronWorkflows and EventBuses (argoproj.io)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
