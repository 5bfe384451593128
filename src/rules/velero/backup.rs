//! Velero's Backup, Restore, Schedule, BackupStorageLocation, VolumeSnapshotLocation and the
//! data movers' DataUpload / DataDownload / PodVolumeBackup / PodVolumeRestore.
//!
//! A Backup or Restore goes `New` → `InProgress` → (`WaitingForPluginOperations` →
//! `Finalizing`) → `Completed`, `PartiallyFailed` (it finished, but `status.errors` items
//! failed), `Failed` (`status.failureReason`) or `FailedValidation` (`status.validationErrors`:
//! it never started). A storage location is `Available` or `Unavailable`; a Schedule `Enabled`
//! or `FailedValidation`.

use crate::model::{Resource, Value};
use crate::report::Verdict;
use crate::rules::{clause, count, Assessment, Context, Next, Rule};

/// Backup.
pub static RULE_BACKUP: Rule = Rule { group: "velero.io", kind: "Backup", classify: classify_run };

/// Restore.
pub static RULE_RESTORE: Rule = Rule { group: "velero.io", kind: "Restore", classify: classify_run };

/// Schedule.
pub static RULE_SCHEDULE: Rule = Rule { group: "velero.io", kind: "Schedule", classify: classify_schedule };

/// BackupStorageLocation and VolumeSnapshotLocation.
pub static RULE_LOCATION: Rule = Rule { group: "velero.io", kind: "*Location", classify: classify_location };

/// DataUpload: one volume's data moved to the storage location.
pub static RULE_DATA_UPLOAD: Rule = Rule { group: "velero.io", kind: "DataUpload", classify: classify_data };

/// DataDownload: one volume's data moved back.
pub static RULE_DATA_DOWNLOAD: Rule = Rule { group: "velero.io", kind: "DataDownload", classify: classify_data };

/// PodVolumeBackup: one pod volume's files backed up by the node agent.
pub static RULE_POD_VOLUME_BACKUP: Rule = Rule { group: "velero.io", kind: "PodVolumeBackup", classify: classify_data };

/// PodVolumeRestore: one pod volume's files restored by the node agent.
pub static RULE_POD_VOLUME_RESTORE: Rule = Rule { group: "velero.io", kind: "PodVolumeRestore", classify: classify_data };

/// `velero backup` or `velero restore`: the CLI's word for the kind.
fn cli(kind: &str) -> &'static str {
    if kind == "Restore" { "restore" } else { "backup" }
}

fn classify_run(run: &Resource, context: &Context, next: Next) -> Assessment {
    let Some(phase) = run.str(&["status", "phase"]) else { return next(run, context) };
    let name = if run.name.is_empty() { "<name>" } else { run.name.as_str() };
    let command = cli(&run.kind);
    let what = if run.kind == "Restore" { "restore" } else { "backup" };
    let number = |field: &str| run.get(&["status", field]).and_then(Value::as_i64).unwrap_or(0);
    let (errors, warnings) = (number("errors"), number("warnings"));
    let warned = if warnings > 0 { format!(" and {}", count(warnings, "warning")) } else { String::new() };
    let progress = progress(run);
    let running = running_for(run, context);
    match phase {
        "Completed" => Assessment::plain(
            Verdict::Succeeded,
            format!("The {what} completed{}{progress}.", if warnings > 0 { format!(" with {}", count(warnings, "warning")) } else { String::new() }),
        ),
        "PartiallyFailed" => Assessment::new(
            Verdict::Degraded,
            format!(
                "The {what} finished with {}{warned}: some items were not {}. velero {command} logs {name} names them; velero {command} describe {name} --details shows a summary.{}",
                count(errors, "error"),
                if run.kind == "Restore" { "restored" } else { "backed up" },
                pod_volumes_of(run)
            ),
            "PartiallyFailed",
        ),
        "Failed" => {
            let failure = run.str(&["status", "failureReason"]).map(|r| clause(r.trim())).filter(|r| !r.is_empty());
            let reason = failure.map(|r| format!(": “{r}”")).unwrap_or_default();
            if let Some(restarted) = failure.and_then(|failure| server_restarted(run, failure)) {
                return restarted;
            }
            let style = Style::of(run);
            Assessment::new(
                Verdict::Failed,
                format!(
                    "The {what} failed{reason}. {} has the details (they are kept in the storage location; when that cannot be reached, {} logs -n {} deploy/velero).",
                    style.velero(&format!("{command} logs {name}")),
                    style.client,
                    style.namespace
                ),
                "Failed",
            )
        }
        "FailedValidation" => Assessment::new(
            Verdict::Failed,
            format!("The {what} never started: Velero refused it{}. Fix what that says, then create it again.", validation_errors(run)),
            "FailedValidation",
        ),
        "Deleting" => Assessment::new(Verdict::Terminating, format!("The {what} is being deleted, with its data in the storage location."), "Deleting"),
        "InProgress" | "WaitingForPluginOperations" | "Finalizing" if running.is_some_and(|seconds| seconds >= STUCK_AFTER_SECONDS) => Assessment::new(
            Verdict::Failed,
            format!(
                "The {what} has been running for {} ({phase}{}): longer than Velero's own limits for its operations (4 h by default), so it is stuck. kubectl logs -n {} deploy/velero says where; deleting it (velero {command} delete {name}) lets the next one start.",
                crate::model::timestamp::human_duration(running.unwrap_or(0)),
                items_done(run).map(|done| format!(", {done}")).unwrap_or_default(),
                run.namespace.as_deref().unwrap_or("velero")
            ),
            "Stuck",
        ),
        "" | "New" | "InProgress" | "WaitingForPluginOperations" | "Finalizing" => Assessment::new(
            Verdict::InProgress,
            format!("The {what} is running ({}){progress}. Follow it with velero {command} describe {name}.", if phase.is_empty() { "New" } else { phase }),
            if phase.is_empty() { "New" } else { phase },
        ),
        "WaitingForPluginOperationsPartiallyFailed" | "FinalizingPartiallyFailed" => Assessment::new(
            Verdict::InProgress,
            format!("The {what} is still finishing ({phase}){progress}, and {} already: it will end PartiallyFailed. velero {command} logs {name} names them.", count(errors.max(1), "error")),
            phase,
        ),
        _ => next(run, context),
    }
}

/// How commands are written for a Velero object: with `oc`, and the Velero CLI run inside its
/// Deployment, where Velero is OpenShift's (MTC's `openshift-migration`, OADP's
/// `openshift-adp`, or labelled by MTC); else `kubectl` and the `velero` CLI.
struct Style<'a> {
    /// `oc` or `kubectl`.
    client: &'static str,
    /// Velero's namespace.
    namespace: &'a str,
    /// `mtc`, `oadp` or `""`.
    platform: &'static str,
}

impl<'a> Style<'a> {
    fn of(run: &'a Resource) -> Style<'a> {
        let namespace = run.namespace.as_deref().filter(|ns| !ns.is_empty()).unwrap_or("velero");
        let labelled_by_mtc = matches!(run.get(&["metadata", "labels"]), Some(Value::Object(labels)) if labels.iter().any(|(key, _)| key.starts_with("migration.openshift.io/")));
        let platform = match namespace {
            "openshift-migration" => "mtc",
            "openshift-adp" => "oadp",
            _ if labelled_by_mtc => "mtc",
            _ => "",
        };
        Style { client: if platform.is_empty() { "kubectl" } else { "oc" }, namespace, platform }
    }

    /// A Velero CLI command (`restore logs x`) as it runs here.
    fn velero(&self, args: &str) -> String {
        if self.platform.is_empty() {
            let flag = if self.namespace == "velero" { String::new() } else { format!(" -n {}", self.namespace) };
            return format!("velero {args}{flag}");
        }
        format!("oc -n {} exec deployment/velero -c velero -- ./velero {args}", self.namespace)
    }
}

/// How a failed MTC migration's Velero object names the plan to run again, until the roll-up
/// finds the pasted MigMigration's `spec.migPlanRef` (`rollup::velero`).
pub(crate) const PLAN_OF_MIGRATION: &str = "the plan that MigMigration ";

/// Velero's words when its server starts and finds a backup or restore still InProgress
/// (`found a restore with status "InProgress" during the server starting, mark it as
/// "Failed"`): the server restarted while it ran.
const FOUND_AT_START: &str = "during the server starting";

/// A backup or restore Velero marked Failed because its server restarted in the middle of it:
/// most often the velero container killed for memory during a large volume copy. How to see
/// that on its pod, where its memory limit is raised, and that it is run again, not resumed.
fn server_restarted(run: &Resource, failure: &str) -> Option<Assessment> {
    if !failure.contains(FOUND_AT_START) {
        return None;
    }
    let what = if run.kind == "Restore" { "restore" } else { "backup" };
    let style = Style::of(run);
    let (client, namespace) = (style.client, style.namespace);
    let raise = match style.platform {
        "mtc" => format!(
            "in the MigrationController, whose operator deploys Velero (oc edit migrationcontroller migration-controller -n {namespace}; the field for Velero's memory depends on the MTC version: its documentation names it), not on the velero Deployment, whose changes the operator puts back"
        ),
        "oadp" => format!("in the DataProtectionApplication: spec.configuration.velero.podConfig.resourceAllocations.limits.memory (oc edit dataprotectionapplication -n {namespace})"),
        _ => format!("kubectl -n {namespace} set resources deployment/velero -c velero --limits=memory=<more> (or in the values of the chart that installed Velero)"),
    };
    // MTC backs up on the source cluster and restores on the destination.
    let where_it_runs = match (style.platform, what) {
        ("mtc", "restore") => "On the destination cluster, where MTC restores".to_owned(),
        ("mtc", _) => "On the source cluster, where MTC backs up".to_owned(),
        _ => format!("On the cluster this {} is on", run.kind),
    };
    let again = match run.str(&["metadata", "labels", "migration.openshift.io/migmigration-name"]).filter(|name| !name.is_empty()) {
        Some(migration) => {
            // MTC labels a stage migration's Velero objects `migration-stage-backup` / `-restore`.
            let stage = run.str(&["metadata", "labels", "migration-stage-restore"]).is_some() || run.str(&["metadata", "labels", "migration-stage-backup"]).is_some();
            format!(
                "then start a new {}migration of {PLAN_OF_MIGRATION}{migration} ran (its spec.migPlanRef){}: a failed {what} is not resumed",
                if stage { "stage " } else { "" },
                if stage { ", with spec.stage: true" } else { "" }
            )
        }
        None => format!("then run the {what} again: a failed {what} is not resumed"),
    };
    Some(Assessment::new(
        Verdict::Failed,
        format!(
            "The Velero server restarted while this {what} was running: starting again, it found the {what} still InProgress and marked it Failed (“{failure}”). A restart in the middle of a {what} is most often the velero container killed for memory (OOMKilled) while it copies a large volume. {where_it_runs}, {client} get pods -n {namespace} -l component=velero shows its restarts, and {client} describe pod -n {namespace} -l component=velero shows Last State: Terminated with its reason (OOMKilled) and its memory limit. If it ran out of memory, raise that limit {raise}; {again}."
        ),
        "Failed",
    ).answering())
}

/// ` Its volumes copied file by file: kubectl get podvolumebackups -n velero -l
/// velero.io/backup-name=nightly (each failed one names its pod, volume and error).`: the
/// node agent's part of a backup or restore, which its own errors count.
fn pod_volumes_of(run: &Resource) -> String {
    let (resource, label) = if run.kind == "Restore" { ("podvolumerestores", "velero.io/restore-name") } else { ("podvolumebackups", "velero.io/backup-name") };
    if run.name.is_empty() {
        return String::new();
    }
    format!(
        " Its volumes copied file by file: kubectl get {resource} -n {} -l {label}={} (each failed one names its pod, volume and error).",
        run.namespace.as_deref().unwrap_or("velero"),
        run.name
    )
}

/// Longer than a backup or restore runs: Velero gives its item operations 4 h by default
/// (`--item-operation-timeout`).
pub const STUCK_AFTER_SECONDS: i64 = 4 * 60 * 60 + 30 * 60;

/// Seconds since the run started (`status.startTimestamp`).
fn running_for(run: &Resource, context: &Context) -> Option<i64> {
    context.seconds_since(run.str(&["status", "startTimestamp"]).and_then(crate::model::Timestamp::parse))
}

/// ` (1204 of 1530 items)`: how far a run got, or nothing.
fn progress(run: &Resource) -> String {
    items_done(run).map(|done| format!(" ({done})")).unwrap_or_default()
}

/// `1204 of 1530 items`.
fn items_done(run: &Resource) -> Option<String> {
    let field = |name: &str| run.get(&["status", "progress", name]).and_then(Value::as_i64);
    let done = field("itemsBackedUp").or_else(|| field("itemsRestored"))?;
    field("totalItems").filter(|total| *total > 0).map(|total| format!("{done} of {total} items"))
}

/// `: “an existing backup storage location wasn't specified…”; …`, or nothing.
fn validation_errors(resource: &Resource) -> String {
    let errors: Vec<String> = match resource.get(&["status", "validationErrors"]) {
        Some(Value::Array(errors)) => errors.iter().filter_map(Value::as_str).map(|e| format!("“{}”", clause(e.trim()))).collect(),
        _ => Vec::new(),
    };
    if errors.is_empty() { String::new() } else { format!(": {}", errors.join("; ")) }
}

fn classify_schedule(schedule: &Resource, context: &Context, next: Next) -> Assessment {
    let name = if schedule.name.is_empty() { "<name>" } else { schedule.name.as_str() };
    if matches!(schedule.get(&["spec", "paused"]), Some(Value::Bool(true))) {
        return Assessment::new(Verdict::Suspended, format!("The schedule is paused (spec.paused): no backups are made. velero schedule unpause {name} resumes it."), "Paused");
    }
    let last = schedule.str(&["status", "lastBackup"]).map(|at| format!(" Its last backup started at {at}.")).unwrap_or_default();
    match schedule.str(&["status", "phase"]) {
        Some("Enabled") => Assessment::plain(Verdict::Ready, format!("The schedule is enabled ({}).{last}", schedule.str(&["spec", "schedule"]).unwrap_or("no cron expression pasted"))),
        Some("FailedValidation") => Assessment::new(
            Verdict::Failed,
            format!("The schedule is invalid, so it makes no backups{}. Fix its spec: kubectl edit {}{}.", validation_errors(schedule), crate::explain::kubectl_resource(&schedule.kind, &schedule.group, name), schedule.namespace_flag()),
            "FailedValidation",
        ),
        Some("New") | None if schedule.get(&["status"]).is_none() || schedule.str(&["status", "phase"]) == Some("New") => {
            Assessment::new(Verdict::InProgress, "The schedule has not been validated yet: Velero has not seen it (is the Velero server running?).", "New")
        }
        _ => next(schedule, context),
    }
}

fn classify_location(location: &Resource, context: &Context, next: Next) -> Assessment {
    let message = location.str(&["status", "message"]).map(|m| clause(m.trim())).filter(|m| !m.is_empty()).map(|m| format!(": “{m}”")).unwrap_or_default();
    let checked = location.str(&["status", "lastValidationTime"]).map(|at| format!(" (checked at {at})")).unwrap_or_default();
    match location.str(&["status", "phase"]) {
        Some("Available") => Assessment::plain(Verdict::Ready, format!("Velero can reach it{checked}.")),
        Some("Unavailable") => Assessment::new(
            Verdict::Failed,
            format!(
                "Velero cannot use it{checked}{message}: backups that write there fail. Check the bucket (or container), its region or endpoint, and that the credentials Secret it names may read and write it; velero backup-location get shows every location's phase."
            ),
            "Unavailable",
        ),
        _ => next(location, context),
    }
}

fn classify_data(data: &Resource, context: &Context, next: Next) -> Assessment {
    let Some(phase) = data.str(&["status", "phase"]) else { return next(data, context) };
    let message = data.str(&["status", "message"]).map(|m| clause(m.trim())).filter(|m| !m.is_empty()).map(|m| format!(": “{m}”")).unwrap_or_default();
    match phase {
        "Completed" => Assessment::plain(Verdict::Succeeded, "The volume's data was moved."),
        "Failed" if matches!(data.kind.as_str(), "PodVolumeBackup" | "PodVolumeRestore") => pod_volume_failed(data),
        "Failed" => {
            let run = belongs_to(data).map(|(kind, name)| format!("{kind} {name}, which it belongs to, is PartiallyFailed or Failed because of it: velero {} logs {name} has the details.", cli(kind))).unwrap_or_else(|| "the backup or restore it belongs to is PartiallyFailed or Failed.".to_owned());
            Assessment::new(Verdict::Failed, format!("Moving the volume's data failed{message}; {run}"), "Failed")
        }
        "Canceled" => Assessment::new(Verdict::Failed, format!("Moving the volume's data was canceled{message} (the node agent restarted, or the backup was canceled)."), "Canceled"),
        _ => Assessment::new(Verdict::InProgress, format!("Moving the volume's data ({phase}){message}."), phase),
    }
}

/// The Backup or Restore a data mover or pod volume backup belongs to: its owner reference,
/// else Velero's label (`velero.io/backup-name`, `velero.io/restore-name`).
fn belongs_to(data: &Resource) -> Option<(&'static str, &str)> {
    let owner = data.owners.iter().find_map(|owner| match owner.kind.as_str() {
        "Backup" => Some(("Backup", owner.name.as_str())),
        "Restore" => Some(("Restore", owner.name.as_str())),
        _ => None,
    });
    let label = |key: &str| data.str(&["metadata", "labels", key]).filter(|name| !name.is_empty());
    owner
        .filter(|(_, name)| !name.is_empty())
        .or_else(|| label("velero.io/backup-name").map(|name| ("Backup", name)))
        .or_else(|| label("velero.io/restore-name").map(|name| ("Restore", name)))
}

/// A pod volume's files that the node agent could not back up or restore: which volume of
/// which pod, for which Backup or Restore, and what to do for the errors that have one answer —
/// a raw block volume, which file-system backup cannot read, and a pod that was not running.
fn pod_volume_failed(data: &Resource) -> Assessment {
    let restoring = data.kind == "PodVolumeRestore";
    let message = data.str(&["status", "message"]).map(|m| clause(m.trim())).filter(|m| !m.is_empty());
    let pod = data.str(&["spec", "pod", "name"]).filter(|name| !name.is_empty());
    let namespace = data.str(&["spec", "pod", "namespace"]).filter(|ns| !ns.is_empty());
    let volume = data.str(&["spec", "volume"]).filter(|volume| !volume.is_empty());
    let whose = match (pod, namespace) {
        (Some(pod), Some(namespace)) => format!(" of pod {namespace}/{pod}"),
        (Some(pod), None) => format!(" of pod {pod}"),
        _ => String::new(),
    };
    let which = match volume {
        Some(volume) => format!("Volume {volume}{whose}"),
        None => format!("The volume{whose}"),
    };
    let (done, run_kind) = if restoring { ("restored", "Restore") } else { ("backed up", "Backup") };
    let run = belongs_to(data).map(|(kind, name)| format!(" by {kind} {name}")).unwrap_or_default();
    let said = message.map(|m| format!(": “{m}”")).unwrap_or_default();
    let lower = message.unwrap_or("").to_ascii_lowercase();
    let ns = namespace.map(|ns| format!(" -n {ns}")).unwrap_or_default();
    let pod_name = pod.unwrap_or("<pod>");
    let volume_name = volume.unwrap_or("<volume>");
    let what = if !restoring && (lower.contains("/volumedevices/") || lower.contains("block device")) {
        format!(
            " It is a raw block volume (volumeMode: Block, mounted under volumeDevices), which file-system backup cannot read. Back it up with a CSI snapshot instead (the Backup's snapshotVolumes, with a VolumeSnapshotClass for its driver), and leave it out of file-system backup: kubectl annotate pod {pod_name}{ns} backup.velero.io/backup-volumes-excludes={volume_name} (and the same annotation in its workload's pod template, so new pods keep it); a pod that opts in with backup.velero.io/backup-volumes instead takes {volume_name} out of that list."
        )
    } else if lower.contains("pod is not running in the expected status") {
        let phase = message.and_then(|m| m.rsplit_once(": ")).map(|(_, phase)| format!(" ({phase})")).unwrap_or_default();
        format!(
            " The pod was not running{phase} when the {} reached it, so its volume was skipped. Find why it is not running: kubectl describe pod {pod_name}{ns}; the next {} takes the volume once it runs.",
            run_kind.to_ascii_lowercase(),
            run_kind.to_ascii_lowercase()
        )
    } else {
        let logs = belongs_to(data).map(|(kind, name)| format!(" velero {} logs {name} has the details.", cli(kind))).unwrap_or_default();
        format!(" That {} is PartiallyFailed or Failed because of it.{logs}", run_kind)
    };
    Assessment::new(Verdict::Failed, format!("{which} was not {done}{run}{said}.{what}"), "Failed").answering()
}
