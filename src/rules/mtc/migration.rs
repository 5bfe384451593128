//! MigMigration and the direct migrations (DirectVolumeMigration, DirectImageMigration):
//! Failed / Canceled / Succeeded / Running with the phase, the itinerary, `Step: n/N`, and the
//! pipeline step at hand with its progress lines (`<kind> <namespace>/<name>: <message>`).

use crate::model::Value;

use super::{listing, warnings_note, weighed, GROUP};
use crate::model::{Condition, Resource, Weight};
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};

/// The MigMigration rule.
pub static RULE: Rule = Rule { group: GROUP, kind: "MigMigration", classify };

/// The DirectVolumeMigration rule (same conditions and phases).
pub static RULE_DIRECT_VOLUME: Rule = Rule { group: GROUP, kind: "DirectVolumeMigration", classify };

/// The DirectImageMigration rule (same conditions and phases).
pub static RULE_DIRECT_IMAGE: Rule = Rule { group: GROUP, kind: "DirectImageMigration", classify };

/// Warn conditions that say part of the data or resources did not make it: a migration that
/// succeeded with one of these is Degraded, not Succeeded.
const PARTIAL_FAILURES: &[&str] = &[
    "VeleroInitialBackupPartiallyFailed",
    "VeleroStageBackupPartiallyFailed",
    "VeleroStageRestorePartiallyFailed",
    "VeleroFinalRestorePartiallyFailed",
    "ResticErrors",
    "ResticVerifyErrors",
    "DirectVolumeMigrationFailed",
];

/// How many progress lines a summary quotes before it counts the rest.
const PROGRESS_LINES: usize = 4;

/// One entry of `status.pipeline`.
struct Step<'a> {
    name: &'a str,
    message: &'a str,
    progress: Vec<&'a str>,
    failed: bool,
    started: bool,
    completed: bool,
}

fn steps(migration: &Resource) -> Vec<Step<'_>> {
    let Some(Value::Array(entries)) = migration.get(&["status", "pipeline"]) else { return Vec::new() };
    entries
        .iter()
        .map(|entry| {
            let text = |key: &str| entry.get(key).and_then(Value::as_str).unwrap_or("");
            let progress = match entry.get("progress") {
                Some(Value::Array(lines)) => lines.iter().filter_map(Value::as_str).collect(),
                _ => Vec::new(),
            };
            Step {
                name: text("name"),
                message: text("message"),
                progress,
                failed: entry.get("failed").and_then(Value::as_bool).unwrap_or(false),
                started: !text("started").is_empty(),
                completed: !text("completed").is_empty(),
            }
        })
        .collect()
}

/// ` Progress of step Backup: “…”; “…”; and 3 more.` or nothing.
fn progress(step: &Step) -> String {
    let mut note = match step.message {
        "" => format!(" Step {}", step.name),
        message => format!(" Step {} (“{}”)", step.name, message.trim_end_matches('.')),
    };
    if step.progress.is_empty() {
        note.push('.');
        return note;
    }
    let shown: Vec<String> = step.progress.iter().take(PROGRESS_LINES).map(|line| format!("“{line}”")).collect();
    let more = step.progress.len().saturating_sub(PROGRESS_LINES);
    let more = if more > 0 { format!("; and {more} more") } else { String::new() };
    note.push_str(&format!(" progress: {}{more}.", shown.join("; ")));
    note
}

/// Phases of a final migration's itinerary that come before the source is quiesced: a failure
/// there leaves the source applications running.
const BEFORE_QUIESCE: &[&str] = &[
    "Created",
    "Started",
    "Prepare",
    "CleanStaleAnnotations",
    "CleanStaleVelero",
    "CleanStaleResticCRs",
    "CleanStaleStagePods",
    "WaitForStaleStagePodsTerminated",
    "CreateRegistries",
    "WaitForRegistriesReady",
    "EnsureCloudSecretPropagated",
    "PreBackupHooks",
    "EnsureInitialBackup",
    "InitialBackupCreated",
];

/// Phases of a final migration's itinerary that come after the source is quiesced: a failure
/// there leaves the source applications scaled down.
const AFTER_QUIESCE: &[&str] = &[
    "EnsureQuiesced",
    "EnsureSrcQuiesced",
    "UnQuiesceDestApplications",
    "EnsureStagePodsFromRunning",
    "EnsureStagePodsFromTemplates",
    "EnsureStagePodsFromOrphanedPVCs",
    "StagePodsCreated",
    "EnsureStageBackup",
    "StageBackupCreated",
    "EnsureStageRestore",
    "StageRestoreCreated",
    "CreateDirectVolumeMigrationFinal",
    "WaitForDirectVolumeMigrationToComplete",
    "EnsureFinalRestore",
    "FinalRestoreCreated",
    "PostRestoreHooks",
];

/// `final migration`, `stage migration`, `rollback` from the spec.
fn what_run(migration: &Resource) -> &'static str {
    let flag = |key: &str| matches!(migration.get(&["spec", key]), Some(Value::Bool(true)));
    match migration.kind.as_str() {
        "DirectVolumeMigration" => "direct volume migration",
        "DirectImageMigration" => "direct image migration",
        _ if flag("rollback") => "rollback",
        _ if flag("stage") => "stage migration",
        _ => "final migration",
    }
}

fn classify(migration: &Resource, context: &Context, next: Next) -> Assessment {
    let find = |type_: &str| migration.condition(type_).filter(|c| c.is_true());
    let run = what_run(migration);
    let steps = steps(migration);
    let errors: Vec<&str> = match migration.get(&["status", "errors"]) {
        Some(Value::Array(items)) => items.iter().filter_map(Value::as_str).filter(|e| !e.trim().is_empty()).collect(),
        _ => Vec::new(),
    };
    let phase = migration.str(&["status", "phase"]).unwrap_or("");
    let warnings = weighed(migration, Weight::Warns);
    if find("Failed").is_some() || !errors.is_empty() {
        let mut assessment = failed(run, find("Failed"), &steps, &errors, &warnings);
        // A final migration that quiesced the source scaled its applications down to zero;
        // they stay so after the failure.
        // Unless it failed in a phase before the quiescing: then nothing was scaled down.
        let failed_at = find("Failed").map(|c| c.reason.as_str()).filter(|phase| !phase.is_empty());
        if run == "final migration" && matches!(migration.get(&["spec", "quiescePods"]), Some(Value::Bool(true))) {
            match failed_at {
                Some(phase) if BEFORE_QUIESCE.contains(&phase) => assessment.summary.push_str(&format!(
                    " It failed in phase {phase}, before quiescing the source (spec.quiescePods), so the source applications still run: fix the cause and start the migration again."
                )),
                Some(phase) if AFTER_QUIESCE.contains(&phase) => assessment.summary.push_str(
                    " It quiesced the source (spec.quiescePods), so the source applications are still scaled down: run a rollback migration (a MigMigration with spec.rollback: true for the same plan) to bring them back before trying again.",
                ),
                _ => assessment.summary.push_str(
                    " It was to quiesce the source (spec.quiescePods): if it got that far, the source applications are still scaled down (their Deployments at 0 replicas, with the annotation migration.openshift.io/preQuiesceReplicas): run a rollback migration (a MigMigration with spec.rollback: true for the same plan) to bring them back before trying again.",
                ),
            }
        }
        return assessment;
    }
    if find("Canceled").is_some() {
        return Assessment::new(Verdict::Suspended, format!("The {run} was canceled on request (spec.canceled).{} Start a new one from the plan when ready.", canceled_quiesce(migration, run, &steps)), "Canceled");
    }
    if find("Canceling").is_some() {
        return Assessment::new(Verdict::InProgress, format!("The {run} is being canceled (phase {}).", or_unknown(phase)), "Canceling");
    }
    let blockers = weighed(migration, Weight::Blocks);
    if let Some(first) = blockers.first() {
        return Assessment::new(Verdict::Failed, format!("The {run} cannot run: {}. Fix that first; MTC starts it once nothing blocks it.", listing(&blockers)), first.type_.clone());
    }
    if let Some(postponed) = find("Postponed") {
        return Assessment::new(Verdict::InProgress, format!("The {run} waits its turn: “{}” Migrations of one plan run one at a time.", postponed.message), "Postponed");
    }
    if find("Succeeded").is_some() || find("SucceededWithWarnings").is_some() {
        let partial: Vec<&Condition> = warnings.iter().copied().filter(|c| PARTIAL_FAILURES.contains(&c.type_.as_str())).collect();
        if let Some(first) = partial.first() {
            return Assessment::new(
                Verdict::Degraded,
                format!("The {run} finished, but not all of it made it:{} Check the named objects in the target cluster.", warnings_note(&partial)),
                first.type_.clone(),
            );
        }
        // SucceededWithWarnings is how it ended, not one of the warnings it points at.
        let said: Vec<&Condition> = warnings.iter().copied().filter(|c| c.type_ != "SucceededWithWarnings").collect();
        return match (said.first(), find("SucceededWithWarnings")) {
            (Some(first), _) => Assessment::new(Verdict::Succeeded, format!("The {run} completed, with{}", warnings_note(&said)), first.type_.clone()),
            (None, Some(ended)) => Assessment::new(
                Verdict::Succeeded,
                format!("The {run} completed with warnings (SucceededWithWarnings), but no Warn condition pasted says which: status.pipeline[].progress does (oc get {} {} -n {} -o yaml).", migration.kind.to_ascii_lowercase(), migration.name, migration.namespace.as_deref().unwrap_or("openshift-migration")),
                ended.type_.clone(),
            ),
            (None, None) => Assessment::plain(Verdict::Succeeded, format!("The {run} completed successfully.")),
        };
    }
    if let Some(running) = find("Running") {
        let current = steps.iter().rev().find(|s| s.started && !s.completed);
        let step = if running.message.is_empty() { String::new() } else { format!(", {}", running.message.trim_end_matches('.')) };
        let blocked = find("DirectVolumeMigrationBlocked").map(|c| format!(" The volume copy is blocked: “{}”.", c.message.trim_end_matches('.'))).unwrap_or_default();
        return Assessment::new(
            Verdict::InProgress,
            format!(
                "The {run} is running: phase {}{step}.{}{}{blocked}{}",
                or_unknown(if running.reason.is_empty() { phase } else { &running.reason }),
                current.map(progress).unwrap_or_default(),
                volume_copies(migration),
                warnings_note(&warnings)
            ),
            "Running",
        );
    }
    match phase {
        "" => next(migration, context),
        "Completed" => Assessment::new(
            Verdict::Unknown,
            format!("The {run}'s itinerary ({}) ended (phase Completed), but no Succeeded or Failed condition says how; phase Completed alone is not success.", migration.str(&["status", "itinerary"]).unwrap_or("not shown")),
            "Completed",
        ),
        phase => Assessment::new(Verdict::InProgress, format!("The {run} is in phase {phase}.{}", warnings_note(&warnings)), phase),
    }
}

/// ` Copying billing/db-data: 62% at 48.3MiB/s (9m12s). 1 volume copied.`: a direct volume
/// migration's rsync pods as its status lists them (`runningPods`, `successfulPods`,
/// `failedPods`, each with its claim and last observed progress); nothing for other kinds.
fn volume_copies(migration: &Resource) -> String {
    if migration.kind != "DirectVolumeMigration" {
        return String::new();
    }
    let pods = |key: &str| match migration.get(&["status", key]) {
        Some(Value::Array(pods)) => pods.iter().collect::<Vec<_>>(),
        _ => Vec::new(),
    };
    let text = |pod: &Value, key: &str| pod.get(key).and_then(Value::as_str).filter(|t| !t.is_empty()).map(str::to_owned);
    let claim = |pod: &Value| {
        let name = pod.get("pvcRef").and_then(|r| r.get("name")).and_then(Value::as_str).unwrap_or("");
        let namespace = pod.get("pvcRef").and_then(|r| r.get("namespace")).and_then(Value::as_str).unwrap_or("");
        match (namespace, name) {
            (_, "") => text(pod, "name").unwrap_or_else(|| "a volume".to_owned()),
            ("", name) => name.to_owned(),
            (namespace, name) => format!("{namespace}/{name}"),
        }
    };
    let running: Vec<String> = pods("runningPods")
        .into_iter()
        .map(|pod| {
            let percent = text(pod, "lastObservedProgressPercent").map(|p| format!(": {p}")).unwrap_or_default();
            let rate = text(pod, "lastObservedTransferRate").map(|r| format!(" at {r}")).unwrap_or_default();
            let elapsed = text(pod, "totalElapsedTime").map(|t| format!(" ({t})")).unwrap_or_default();
            format!("{}{percent}{rate}{elapsed}", claim(pod))
        })
        .collect();
    let copied = pods("successfulPods").len();
    let failed: Vec<String> = pods("failedPods").into_iter().map(claim).collect();
    let mut note = String::new();
    if !running.is_empty() {
        note.push_str(&format!(" Copying {}.", running.join("; ")));
    }
    if copied > 0 {
        note.push_str(&format!(" {copied} {} copied.", if copied == 1 { "volume" } else { "volumes" }));
    }
    if !failed.is_empty() {
        note.push_str(&format!(" Failed so far: {}.", failed.join(", ")));
    }
    note
}

/// What a canceled final migration that was to quiesce the source left there: MTC versions
/// whose Cancel itinerary has the step CleanupUnquiesce scale the source applications back up;
/// without that step completed, they may still be at 0 replicas.
fn canceled_quiesce(migration: &Resource, run: &str, steps: &[Step]) -> String {
    if run != "final migration" || !matches!(migration.get(&["spec", "quiescePods"]), Some(Value::Bool(true))) || steps.is_empty() {
        return String::new();
    }
    if steps.iter().any(|step| step.name == "CleanupUnquiesce" && step.completed) {
        return " Its cancel scaled the source applications back up (step CleanupUnquiesce completed).".to_owned();
    }
    " It was to quiesce the source (spec.quiescePods), and no CleanupUnquiesce step of its cancel completed: if it got as far as quiescing, the source applications are still at 0 replicas. On the source cluster each scaled-down Deployment keeps its count in the annotation migration.openshift.io/preQuiesceReplicas (oc get deployment -n <namespace> -o yaml); scale them back (oc scale deployment <name> -n <namespace> --replicas=<count>).".to_owned()
}

/// A failed migration: the phase it failed in, the failed step with its progress lines, and
/// `status.errors`.
fn failed(run: &str, condition: Option<&Condition>, steps: &[Step], errors: &[&str], warnings: &[&Condition]) -> Assessment {
    let phase = condition.map(|c| c.reason.as_str()).filter(|r| !r.is_empty());
    let in_phase = phase.map(|p| format!(" in phase {p}")).unwrap_or_default();
    let failed_step = steps.iter().find(|s| s.failed);
    let step = failed_step.map(progress).unwrap_or_default();
    let inspect = inspect_failed(steps, errors);
    let errors = if errors.is_empty() { String::new() } else { format!(" Errors: {}.", errors.iter().map(|e| format!("“{}”", e.trim_end_matches('.'))).collect::<Vec<_>>().join("; ")) };
    Assessment::new(
        Verdict::Failed,
        format!(
            "The {run} failed{in_phase}.{step}{errors}{} Inspect the object it names ({inspect}) and the migration-controller logs.",
            warnings_note(warnings)
        ),
        phase.unwrap_or("Failed"),
    )
}

/// The name of the Velero object of `kind` (`Backup`, `Restore`) that a migration's
/// `status.errors` or pipeline progress names (`Backup openshift-migration/x: failed.` → `x`),
/// for commands about it.
pub(crate) fn velero_object(migration: &Resource, kind: &str) -> Option<String> {
    let errors: Vec<&str> = match migration.get(&["status", "errors"]) {
        Some(Value::Array(lines)) => lines.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    };
    let steps = steps(migration);
    let named = |line: &&str| {
        let (subject, _) = line.split_once(": ")?;
        let (found, path) = subject.trim().split_once(' ')?;
        let (_, name) = path.trim().split_once('/')?;
        (found == kind && !name.is_empty() && !name.contains(' ')).then(|| name.to_owned())
    };
    // The errors and the failed step first: a step that completed (the initial backup of a
    // migration whose volume copy failed) is not what to open; else any step that names one
    // (a backup that partially failed within a completed step).
    let failed_lines = steps.iter().filter(|step| step.failed).flat_map(|step| step.progress.iter());
    errors.iter().chain(failed_lines).find_map(named).or_else(|| steps.iter().flat_map(|step| step.progress.iter()).find_map(named))
}

/// What to open when the failed step names nothing.
const INSPECT_ANY: &str = "oc get backup,restore,podvolumebackup,directvolumemigration -n openshift-migration";

/// The command to look at what a failed migration's failed step (or its errors) names, for
/// its condition's next step; a listing of Velero's and MTC's objects when none is named.
pub(crate) fn failed_step_command(migration: &Resource) -> String {
    let errors: Vec<&str> = match migration.get(&["status", "errors"]) {
        Some(Value::Array(lines)) => lines.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    };
    inspect_failed(&steps(migration), &errors)
}

/// The command for what the failed step's progress lines, then the errors, name first.
fn inspect_failed(steps: &[Step], errors: &[&str]) -> String {
    let failed_lines = steps.iter().filter(|step| step.failed).flat_map(|step| step.progress.iter().copied());
    failed_lines.chain(errors.iter().copied()).find_map(inspect_command).unwrap_or_else(|| INSPECT_ANY.to_owned())
}

/// The command to look at the object a progress line or error names:
/// `Backup openshift-migration/x: failed.` → `oc -n openshift-migration exec deployment/velero -c velero -- ./velero backup describe x --details` (on the source cluster).
fn inspect_command(line: &str) -> Option<String> {
    let (subject, _) = line.split_once(": ")?;
    // `Backup ns/name`, `Rsync Client Pod ns/name`, `[claim] ns/name`: the path is the last word.
    let (kind, path) = subject.trim().rsplit_once(' ')?;
    let kind = kind.trim();
    let (namespace, name) = path.trim().split_once('/')?;
    if namespace.is_empty() || name.is_empty() || kind.is_empty() {
        return None;
    }
    // A direct volume migration's line names, in brackets and as a path, the copy of one volume
    // (which is the claim and which the progress object differs between MTC versions).
    if kind.starts_with('[') && kind.ends_with(']') {
        return Some(format!(
            "oc get directvolumemigration,directvolumemigrationprogress -n openshift-migration -o yaml shows the failed copy ({kind} {namespace}/{name}) and its rsync pod"
        ));
    }
    if !kind.chars().all(|c| c.is_ascii_alphabetic() || c == ' ') {
        return None;
    }
    Some(match kind {
        // The velero CLI inside MTC's own Velero pod: none may be installed where one reads this.
        "Backup" => format!("on the source cluster, oc -n {namespace} exec deployment/velero -c velero -- ./velero backup describe {name} --details"),
        "Restore" => format!("on the target cluster, oc -n {namespace} exec deployment/velero -c velero -- ./velero restore describe {name} --details"),
        // An rsync pod runs where its volume is (the source cluster's application namespace).
        _ if kind.ends_with("Pod") => format!("oc get pods -A --field-selector metadata.name={name} on the source cluster finds the pod; oc logs on it shows why"),
        _ => format!("oc get {} {name} -n {namespace} -o yaml", kind.to_ascii_lowercase().replace(' ', "")),
    })
}

fn or_unknown(text: &str) -> &str {
    if text.is_empty() { "not shown" } else { text }
}
