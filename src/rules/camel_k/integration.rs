//! Camel K reports `status.phase` on every kind, plus conditions. An Integration goes
//! `Initialization` → `Waiting For Platform` → `Building Kit` → `Deploying` → `Running`, or
//! `Error`; once it runs, its `Ready` condition says whether its pods (Deployment, Knative
//! Service or CronJob, by the controller strategy) are ready, with the failing pod's reason
//! in the message. Its other conditions are per resource kind and only the one matching the
//! chosen strategy applies: `CronJobAvailable=False` "different controller strategy used" on
//! a Knative Integration is not a problem. An IntegrationKit goes `Initialization` →
//! `Waiting For Platform` → `Build Submitted` → `Build Running` → `Ready` (or `Error`,
//! `Cannot Build`); a Build `Pending` / `Scheduling` / `Running` → `Succeeded` (or `Failed`,
//! `Error`, `Interrupted`); an IntegrationPlatform `Creating` / `Warming` → `Ready` (or
//! `Error`, `Duplicate`: another platform serves the namespace); a Pipe (or KameletBinding)
//! `Creating` → `Ready` / `Error`, with the Integration's `Ready` condition copied.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{clause, condition_detail, Assessment, Context, Next, Rule};

/// Every kind of the group.
pub static RULE: Rule = Rule { group: "camel.apache.org", kind: "*", classify };

/// Phase words (compared ignoring case and spaces), what each means for every kind, and the
/// words for the summary.
const PHASES: &[(&str, Verdict, &str, &str)] = &[
    ("initialization", Verdict::InProgress, "CamelInitializing", "the operator is setting it up"),
    ("waitingforplatform", Verdict::InProgress, "CamelWaitingForPlatform", "it waits for a ready IntegrationPlatform"),
    ("waitingforcatalog", Verdict::InProgress, "CamelWaitingForPlatform", "it waits for the platform's CamelCatalog"),
    ("buildingkit", Verdict::InProgress, "CamelBuildingKit", "its image (IntegrationKit) is being built"),
    ("buildsubmitted", Verdict::InProgress, "CamelBuildingKit", "its image build is submitted"),
    ("buildrunning", Verdict::InProgress, "CamelBuildingKit", "its image is being built"),
    ("pending", Verdict::InProgress, "CamelBuildingKit", "it waits to be built"),
    ("scheduling", Verdict::InProgress, "CamelBuildingKit", "it waits to be built"),
    ("deploying", Verdict::InProgress, "CamelDeploying", "the image is built and the operator is creating what runs it"),
    ("creating", Verdict::InProgress, "CamelInitializing", "the operator is setting it up"),
    ("warming", Verdict::InProgress, "CamelInitializing", "the operator is preparing it"),
    ("error", Verdict::Failed, "CamelError", "it has failed"),
    ("cannotbuild", Verdict::Failed, "CamelCannotBuild", "its image cannot be built"),
    ("failed", Verdict::Failed, "CamelBuildFailed", "the build failed"),
    ("interrupted", Verdict::Failed, "CamelBuildFailed", "the build was interrupted"),
    ("duplicate", Verdict::Failed, "CamelDuplicatePlatform", "another IntegrationPlatform already serves the namespace, so this one is ignored"),
];

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    let kind = resource.kind.as_str();
    if resource.get(&["status"]).is_none() {
        return crate::rules::not_reconciled(resource, "the Camel K operator has not picked it up", "CamelInitializing");
    }
    let Some(phase) = resource.str(&["status", "phase"]).filter(|p| !p.trim().is_empty()) else {
        return next(resource, context);
    };
    let key: String = phase.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_ascii_lowercase();
    let ready = resource.condition("Ready");
    if let Some((_, verdict, reason, what)) = PHASES.iter().find(|(word, _, _, _)| *word == key) {
        let why = ready
            .filter(|c| !c.is_true())
            .map(|c| format!(" (Ready is {}{})", c.status.as_str(), condition_detail(c)))
            .or_else(|| resource.str(&["status", "failure", "reason"]).map(str::trim).filter(|r| !r.is_empty()).map(|r| format!(" ({})", clause(r))))
            .or_else(|| resource.str(&["status", "error"]).map(str::trim).filter(|e| !e.is_empty()).map(|e| format!(" ({})", clause(e))))
            .unwrap_or_default();
        return Assessment::new(*verdict, format!("status.phase is {phase}{why}: {what}."), *reason);
    }
    if kind == "Build" && key == "running" {
        return Assessment::new(Verdict::InProgress, format!("status.phase is {phase}: the build is running."), "CamelBuildingKit");
    }
    let settled = matches!(key.as_str(), "running" | "ready" | "succeeded");
    if !settled {
        return next(resource, context);
    }
    let Some(ready) = ready else {
        let verdict = if key == "succeeded" { Verdict::Succeeded } else { Verdict::Ready };
        return Assessment::plain(verdict, format!("status.phase is {phase}."));
    };
    if ready.is_true() {
        let how = ready.reason.as_str();
        let how = if how.is_empty() { String::new() } else { format!(" ({how})") };
        let verdict = if key == "succeeded" { Verdict::Succeeded } else { Verdict::Ready };
        return Assessment::plain(verdict, format!("status.phase is {phase} and Ready is True{how}."));
    }
    // Running, but its pods are not ready: still starting, or failing.
    let starting = matches!(ready.reason.as_str(), "DeploymentProgressing" | "KnativeServiceNotAvailable" | "CronJobCreated" | "CronJobActive") || !ready.is_false();
    if starting {
        return Assessment::new(
            Verdict::InProgress,
            format!("status.phase is {phase} but Ready is {}{}: its pods are still starting.", ready.status.as_str(), condition_detail(ready)),
            "CamelDeploying",
        );
    }
    let verdict = if ready.reason == "LastJobFailed" { Verdict::Degraded } else { Verdict::Failed };
    Assessment::new(verdict, format!("status.phase is {phase} but Ready is False{}.", condition_detail(ready)), "CamelNotReady")
}
