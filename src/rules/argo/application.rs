//! Argo CD's Application and ApplicationSet (`argoproj.io`).
//!
//! An Application has two verdicts of its own: `status.sync.status` (does the live state match
//! git: `Synced`, `OutOfSync`, `Unknown`) and `status.health.status` (the worst health of the
//! resources it manages: `Healthy`, `Progressing`, `Degraded`, `Suspended`, `Missing`,
//! `Unknown`). Argo CD writes conditions only while they hold, with no status:
//! `ComparisonError`, `InvalidSpecError` and `UnknownError` mean it cannot even compare;
//! `SyncError` that a sync attempt failed; the `…Warning` types are notes. The last sync is in
//! `status.operationState` (`Running`, `Succeeded`, `Failed`, `Error`, `Terminating`), each
//! applied object's result in its `syncResult.resources`, and every managed object's own sync
//! and health in `status.resources` — the Degraded ones are what to look at, and when they are
//! pasted too the root cause goes on into them (`relate::argo`).

use crate::model::Value;
use crate::model::{Condition, Resource};
use crate::relate::depends::items;
use crate::report::Verdict;
use crate::rules::{clause, condition_detail, count, Assessment, Context, Next, Rule};

/// Argo CD's Application.
pub static RULE: Rule = Rule { group: "argoproj.io", kind: "Application", classify };

/// Argo CD's ApplicationSet.
pub static RULE_SET: Rule = Rule { group: "argoproj.io", kind: "ApplicationSet", classify: classify_set };

/// Conditions that stop Argo CD from comparing the Application with its source at all.
const BLOCKING: &[&str] = &["InvalidSpecError", "ComparisonError", "UnknownError"];

/// How many resources a summary names before "and N more".
const NAMED: usize = 3;

fn classify(app: &Resource, context: &Context, next: Next) -> Assessment {
    let health = app.str(&["status", "health", "status"]).unwrap_or("");
    let sync = app.str(&["status", "sync", "status"]).unwrap_or("");
    if health.is_empty() && sync.is_empty() && app.conditions.is_empty() {
        return next(app, context);
    }
    let name = app_name(app);
    let notes = warnings(app);
    let done = |assessment: Assessment| with_notes(assessment, &notes);
    if let Some(error) = app.conditions.iter().find(|c| c.is_true() && BLOCKING.contains(&c.type_.as_str())) {
        let what = match error.type_.as_str() {
            "InvalidSpecError" => "Its spec is invalid, so Argo CD does not compare or sync it",
            "ComparisonError" => "Argo CD cannot compare it with its source (the repository, the chart or the rendered manifests)",
            _ => "Argo CD failed on it",
        };
        return done(Assessment::new(
            Verdict::Failed,
            format!("{what}: {}. Fix what the message says; argocd app get {name} --refresh tries again.", quoted(error)),
            error.type_.clone(),
        ));
    }
    let operation = app.str(&["status", "operationState", "phase"]).unwrap_or("");
    let operation_message = app.str(&["status", "operationState", "message"]).map(|m| clause(m.trim())).filter(|m| !m.is_empty());
    if matches!(operation, "Running" | "Terminating") {
        let doing = if operation == "Running" { "A sync is running" } else { "A sync is being stopped" };
        let message = operation_message.map(|m| format!(": {m}")).unwrap_or_default();
        return done(Assessment::new(Verdict::InProgress, format!("{doing}{message}."), format!("Sync{operation}")));
    }
    // A failed sync (the last operation, or a SyncError condition) matters while the
    // Application is not both healthy and in sync: then the live state is not what it should be.
    let settled = health == "Healthy" && sync == "Synced";
    let sync_failure = if settled {
        None
    } else if matches!(operation, "Failed" | "Error") {
        let message = operation_message.map(|m| format!(": “{m}”")).unwrap_or_default();
        Some(format!("the last sync failed{message}.{}", failed_objects(app)))
    } else {
        app.conditions.iter().find(|c| c.is_true() && c.type_ == "SyncError").map(|error| format!("a sync attempt failed: {}.", quoted(error)))
    };
    let fix_and_sync = format!(" Fix it in the source, then argocd app sync {name}.");
    if let Some(failure) = sync_failure.as_ref().filter(|_| health != "Degraded") {
        return done(Assessment::new(Verdict::Failed, format!("{}{fix_and_sync}", capitalised(failure)), "SyncFailed"));
    }
    let automated = app.get(&["spec", "syncPolicy", "automated"]).is_some_and(|v| !v.is_null());
    let message = app.str(&["status", "health", "message"]).map(|m| clause(m.trim())).filter(|m| !m.is_empty()).map(|m| format!(" ({m})")).unwrap_or_default();
    match health {
        "Degraded" => {
            let also = sync_failure.map(|failure| format!(" Also, {failure}{fix_and_sync}")).unwrap_or_default();
            // Argo CD's word, and ours: whether anything still serves is the resources' to say
            // (a pasted Deployment still serving its previous version is Degraded too).
            done(Assessment::new(Verdict::Degraded, format!("Health is Degraded{message}: {}{also}", unhealthy(app, "Degraded")), "Degraded"))
        }
        "Missing" if automated => done(Assessment::new(
            Verdict::InProgress,
            format!("Health is Missing: its resources do not exist in the cluster yet; automated sync creates them.{}", listed(app, "Missing")),
            "Missing",
        )),
        "Missing" => done(Assessment::new(
            Verdict::Degraded,
            format!("Health is Missing: its resources do not exist in the cluster, and nothing syncs it automatically.{} Create them with argocd app sync {name}.", listed(app, "Missing")),
            "Missing",
        )),
        "Progressing" => done(Assessment::new(
            Verdict::InProgress,
            format!("Health is Progressing{message}: {}", unhealthy(app, "Progressing")),
            "Progressing",
        )),
        "Suspended" => done(Assessment::new(
            Verdict::Suspended,
            format!("Health is Suspended{message}: a resource it manages is paused or suspended on purpose.{}", listed(app, "Suspended")),
            "Suspended",
        )),
        "Healthy" => done(healthy(app, sync, automated)),
        _ => done(Assessment::new(
            Verdict::Unknown,
            format!("Argo CD does not know its health (health {}, sync {}){message}. argocd app get {name} --refresh shows it again.", or_unset(health), or_unset(sync)),
            "HealthUnknown",
        )),
    }
}

/// Healthy: in sync, or healthy while the live state differs from its source.
fn healthy(app: &Resource, sync: &str, automated: bool) -> Assessment {
    let name = app_name(app);
    let revision = app.str(&["status", "sync", "revision"]).filter(|r| !r.is_empty()).map(|r| format!(" at revision {}", r.get(..7).unwrap_or(r))).unwrap_or_default();
    match sync {
        "Synced" => Assessment::plain(Verdict::Ready, format!("Healthy and Synced{revision}: the live state matches its source.")),
        "OutOfSync" if automated => Assessment::new(
            Verdict::InProgress,
            format!("Healthy, but OutOfSync{}: automated sync applies the difference at its next sync.", out_of_sync(app)),
            "OutOfSync",
        ),
        "OutOfSync" => Assessment::new(
            Verdict::Degraded,
            format!(
                "Healthy, but OutOfSync{}: the cluster does not run what its source says, and nothing syncs it automatically. See the difference with argocd app diff {name}, then argocd app sync {name}.",
                out_of_sync(app)
            ),
            "OutOfSync",
        ),
        _ => Assessment::new(
            Verdict::Unknown,
            format!("Healthy, but its sync status is {}: Argo CD could not compare it with its source. argocd app get {name} --refresh tries again.", or_unset(sync)),
            "SyncUnknown",
        ),
    }
}

/// `Deployment web (shop): Deployment "web" exceeded its progress deadline; …`, the managed
/// resources whose health is `status`, or what the health says when none is listed.
fn unhealthy(app: &Resource, status: &str) -> String {
    let found: Vec<String> = managed(app)
        .filter(|resource| str_in(resource, &["health", "status"]) == Some(status))
        .map(|resource| {
            let message = str_in(resource, &["health", "message"]).map(|m| format!(": {}", clause(m.trim()))).filter(|m| m.len() > 2).unwrap_or_default();
            format!("{}{message}", identify(resource))
        })
        .collect();
    match found.as_slice() {
        [] => format!("no resource in status.resources says which; argocd app get {} lists them.", app_name(app)),
        [one] => format!("{one}."),
        all => format!("{} of its resources are {status}: {}.", all.len(), named(all)),
    }
}

/// ` Missing: Deployment web (shop), Service web (shop).`, or nothing.
fn listed(app: &Resource, status: &str) -> String {
    let found: Vec<String> = managed(app).filter(|resource| str_in(resource, &["health", "status"]) == Some(status)).map(identify).collect();
    if found.is_empty() { String::new() } else { format!(" {status}: {}.", named(&found)) }
}

/// ` in 2 resources (ConfigMap web-config (shop), Deployment web (shop))`, or nothing.
fn out_of_sync(app: &Resource) -> String {
    let found: Vec<String> = managed(app).filter(|resource| str_in(resource, &["status"]) == Some("OutOfSync")).map(identify).collect();
    if found.is_empty() {
        return String::new();
    }
    format!(" in {} ({})", count(found.len() as i64, "resource"), named(&found))
}

/// ` It could not apply: Deployment web (shop): the object is invalid; …`, or nothing.
fn failed_objects(app: &Resource) -> String {
    let results = items(app, &["status", "operationState", "syncResult", "resources"]);
    let failed: Vec<String> = results
        .iter()
        .filter(|result| str_in(result, &["status"]) == Some("SyncFailed") || matches!(str_in(result, &["hookPhase"]), Some("Failed" | "Error")))
        .map(|result| {
            let message = str_in(result, &["message"]).map(|m| format!(": {}", clause(m.trim()))).filter(|m| m.len() > 2).unwrap_or_default();
            format!("{}{message}", identify(result))
        })
        .collect();
    if failed.is_empty() { String::new() } else { format!(" It could not apply {}.", named(&failed)) }
}

/// The managed resources of `status.resources`.
fn managed(app: &Resource) -> impl Iterator<Item = &Value> {
    items(app, &["status", "resources"]).iter()
}

/// `Deployment web (shop)`, or `ClusterRole viewer` for a cluster-scoped one.
fn identify(entry: &Value) -> String {
    let kind = str_in(entry, &["kind"]).unwrap_or("object");
    let name = str_in(entry, &["name"]).unwrap_or("<name>");
    match str_in(entry, &["namespace"]).filter(|ns| !ns.is_empty()) {
        Some(namespace) => format!("{kind} {name} ({namespace})"),
        None => format!("{kind} {name}"),
    }
}

/// The first [`NAMED`] items joined by `; `, and how many more.
fn named(items: &[String]) -> String {
    let shown: Vec<&str> = items.iter().take(NAMED).map(String::as_str).collect();
    match items.len().saturating_sub(NAMED) {
        0 => shown.join("; "),
        more => format!("{}; and {more} more", shown.join("; ")),
    }
}

fn str_in<'a>(value: &'a Value, path: &[&str]) -> Option<&'a str> {
    path.iter().try_fold(value, |value, key| value.get(key))?.as_str()
}

/// `ComparisonError: “rpc error: … repository not found”`.
fn quoted(condition: &Condition) -> String {
    let message = clause(&condition.message);
    if message.is_empty() { condition.type_.clone() } else { format!("“{message}”") }
}

/// The Application's name for a command, `<name>` when the paste has none.
fn app_name(app: &Resource) -> &str {
    if app.name.is_empty() { "<name>" } else { &app.name }
}

/// `text` with its first letter in capitals.
fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|first| format!("{}{}", first.to_ascii_uppercase(), chars.as_str())).unwrap_or_default()
}

fn or_unset(word: &str) -> &str {
    if word.is_empty() { "not set" } else { word }
}

/// The `…Warning` conditions, as a note after the summary (shared, repeated, excluded or
/// orphaned resources: worth knowing, never the failure).
fn warnings(app: &Resource) -> String {
    app.conditions
        .iter()
        .filter(|c| c.is_true() && c.type_.ends_with("Warning"))
        .map(|c| format!(" Note: {}{}.", c.type_, condition_detail_without_reason(c)))
        .collect()
}

fn condition_detail_without_reason(condition: &Condition) -> String {
    let message = clause(&condition.message);
    if message.is_empty() { String::new() } else { format!(": {message}") }
}

fn with_notes(mut assessment: Assessment, notes: &str) -> Assessment {
    if !notes.is_empty() {
        assessment.summary = format!("{}{notes}", assessment.summary.trim_end());
    }
    assessment
}

/// ApplicationSet: `ErrorOccurred=True` stops it from generating or updating Applications;
/// `ParametersGenerated` or `ResourcesUpToDate` False says which step failed; a progressive
/// sync under way is `RolloutProgressing=True`.
fn classify_set(set: &Resource, context: &Context, next: Next) -> Assessment {
    if let Some(error) = set.condition("ErrorOccurred").filter(|c| c.is_true()) {
        let step = set
            .conditions
            .iter()
            .find(|c| c.is_false() && matches!(c.type_.as_str(), "ParametersGenerated" | "ResourcesUpToDate"))
            .map(|c| if c.type_ == "ParametersGenerated" { " Its generators produced no parameters, so no Application is made or updated." } else { " Its Applications are not up to date." })
            .unwrap_or("");
        return Assessment::new(
            Verdict::Failed,
            format!(
                "The ApplicationSet controller failed on it{}.{step} Fix the generator or template as the message says; kubectl logs -n argocd deploy/argocd-applicationset-controller has more.",
                condition_detail(error)
            ),
            crate::rules::reason_or(error, "ErrorOccurred"),
        );
    }
    if let Some(rolling) = set.condition("RolloutProgressing").filter(|c| c.is_true()) {
        return Assessment::new(Verdict::InProgress, format!("A progressive sync is under way{}.", condition_detail(rolling)), crate::rules::reason_or(rolling, "RolloutProgressing"));
    }
    if set.condition("ResourcesUpToDate").is_some_and(Condition::is_true) {
        let apps = match set.get(&["status", "resources"]) {
            Some(Value::Array(apps)) => format!(" ({})", count(apps.len() as i64, "Application")),
            _ => String::new(),
        };
        return Assessment::plain(Verdict::Ready, format!("Its Applications are generated and up to date{apps}."));
    }
    next(set, context)
}
