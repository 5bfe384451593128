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

use crate::model::resource::str_at;
use crate::model::Value;
use crate::model::{Condition, Resource};
use crate::relate::depends::items;
use crate::report::Verdict;
use crate::model::timestamp::human_duration;
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
        let source = match app.str(&["spec", "source", "repoURL"]).filter(|url| !url.is_empty()) {
            Some(url) => format!("Argo CD cannot compare it with its source {url}"),
            None => "Argo CD cannot compare it with its source (the repository, the chart or the rendered manifests)".to_owned(),
        };
        let what = match error.type_.as_str() {
            "InvalidSpecError" => "Its spec is invalid, so Argo CD does not compare or sync it",
            "ComparisonError" => source.as_str(),
            _ => "Argo CD failed on it",
        };
        if let Some(refused) = (error.type_ == "InvalidSpecError").then(|| not_permitted(app, error)).flatten() {
            return done(refused);
        }
        if let Some(refused) = (error.type_ == "ComparisonError").then(|| credentials_refused(app, error, context)).flatten() {
            return done(refused);
        }
        if let Some(rendering) = (error.type_ == "ComparisonError").then(|| rendering_fails(app, &error.message)).flatten() {
            // As with a refused login: while the live app is Healthy it is up but cannot
            // update (Degraded), not Failed.
            let verdict = if app.str(&["status", "health", "status"]) == Some("Healthy") { Verdict::Degraded } else { Verdict::Failed };
            return done(Assessment::new(verdict, format!("{what}: {}. {rendering}", quoted(error)), error.type_.clone()).answering());
        }
        return done(Assessment::new(
            Verdict::Failed,
            format!("{what}: {}. Fix what the message says; argocd app get {name} --refresh tries again.", quoted(error)),
            error.type_.clone(),
        ));
    }
    let operation = app.str(&["status", "operationState", "phase"]).unwrap_or("");
    let operation_message = app.str(&["status", "operationState", "message"]).map(|m| clause(m.trim())).filter(|m| !m.is_empty());
    if matches!(operation, "Running" | "Terminating") {
        let message = operation_message.map(|m| format!(": {m}")).unwrap_or_default();
        let running = context.seconds_since(app.str(&["status", "operationState", "startedAt"]).and_then(crate::model::Timestamp::parse));
        if let Some(seconds) = running.filter(|seconds| *seconds >= SYNC_STUCK_AFTER_SECONDS) {
            let hook = operation_message.and_then(|m| waited_hook(app, m)).map(|look| format!(" Look at what it waits for ({look}),")).unwrap_or_else(|| format!(" Look at what it waits for (argocd app get {name} shows the operation),"));
            return done(Assessment::new(
                Verdict::Failed,
                format!("A sync has been running for {}{message}: far longer than a sync takes, so it is stuck.{hook} or stop it with argocd app terminate-op {name}.", human_duration(seconds)),
                "SyncStuck",
            ));
        }
        let doing = if operation == "Running" { "A sync is running" } else { "A sync is being stopped" };
        return done(Assessment::new(Verdict::InProgress, sentence(&format!("{doing}{message}")), format!("Sync{operation}")));
    }
    // A failed sync (the last operation, or a SyncError condition) matters while the
    // Application is not both healthy and in sync: then the live state is not what it should be.
    let settled = health == "Healthy" && sync == "Synced";
    let sync_failure = if settled {
        None
    } else if matches!(operation, "Failed" | "Error") {
        let objects = failed_objects(app);
        // "one or more objects failed to apply, reason: <the first object's error>": that
        // error is said with its object below.
        let said = operation_message.map(|m| if objects.is_empty() { m } else { m.split_once(", reason: ").map_or(m, |(head, _)| head) });
        let message = said.map(|m| format!(": “{m}”")).unwrap_or_default();
        Some(format!("the last sync failed{message}.{objects}"))
    } else {
        app.conditions.iter().find(|c| c.is_true() && c.type_ == "SyncError").map(|error| format!("a sync attempt failed: {}.", quoted(error)))
    };
    let remake = sync_failure.as_deref().and_then(|failure| immutable_change(app, failure));
    let fix_and_sync = remake.clone().unwrap_or_else(|| format!(" Fix it in the source, then argocd app sync {name}."));
    if let Some(failure) = sync_failure.as_ref().filter(|_| health != "Degraded") {
        // A kind the destination cluster does not know: the CRD to install, not the source
        // to fix; up (Degraded) while the rest is synced and healthy.
        if let Some((words, rest_fine)) = kind_not_installed(app) {
            let verdict = if health == "Healthy" && rest_fine { Verdict::Degraded } else { Verdict::Failed };
            // Argo CD's words on each object are said once, as what they mean.
            let head = failure.split(" It could not apply").next().unwrap_or(failure);
            return done(Assessment::new(verdict, format!("{}{words}", crate::rules::capitalized(head)), "SyncFailed").answering());
        }
        let failed = Assessment::new(Verdict::Failed, format!("{}{fix_and_sync}", crate::rules::capitalized(failure)), "SyncFailed");
        // What to do about a field that cannot change is the summary's, not the general checklist.
        return done(if remake.is_some() { failed.answering() } else { failed });
    }
    let automated = app.get(&["spec", "syncPolicy", "automated"]).is_some_and(|v| !v.is_null());
    let message = app.str(&["status", "health", "message"]).map(|m| clause(m.trim())).filter(|m| !m.is_empty()).map(|m| format!(" ({m})")).unwrap_or_default();
    match health {
        "Degraded" => {
            let also = sync_failure.map(|failure| format!(" Also, {failure}{fix_and_sync}")).unwrap_or_default();
            // Argo CD's word, and ours: whether anything still serves is the resources' to say
            // (a pasted Deployment still serving its previous version is Degraded too).
            let look = if also.is_empty() { format!(" argocd app get {name} shows each resource's health.") } else { String::new() };
            done(Assessment::new(Verdict::Degraded, format!("Health is Degraded{message}: {}{also}{look}", unhealthy(app, "Degraded")), "Degraded"))
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
        "Progressing" => {
            // Since its last sync ended: a rollout that has not become healthy for an hour
            // is not coming up by itself.
            let since_sync = context.seconds_since(app.str(&["status", "operationState", "finishedAt"]).and_then(crate::model::Timestamp::parse));
            match since_sync.filter(|seconds| *seconds >= PROGRESSING_STUCK_AFTER_SECONDS) {
                Some(seconds) => done(Assessment::new(
                    Verdict::Degraded,
                    format!(
                        "Health is still Progressing {} after its last sync{message}, so it is not coming up by itself: {} argocd app get {name} shows each resource's health.",
                        human_duration(seconds),
                        unhealthy(app, "Progressing")
                    ),
                    "Progressing",
                )),
                None => done(Assessment::new(Verdict::InProgress, format!("Health is Progressing{message}: {}", unhealthy(app, "Progressing")), "Progressing")),
            }
        }
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
        "OutOfSync" if shared(app) => Assessment::new(
            Verdict::Degraded,
            format!(
                "Healthy, but OutOfSync{}, and another Application manages some of the same objects (SharedResourceWarning): each sync undoes the other's. Keep each object in one Application's source.",
                out_of_sync(app)
            ),
            "SharedResourceWarning",
        ),
        "OutOfSync" if automated && drift_left_alone(app) => Assessment::new(
            Verdict::Degraded,
            format!(
                "Healthy, but OutOfSync{}: the live objects changed after Argo CD applied this revision, and with selfHeal off automated sync does not undo that (it syncs new revisions only). See the difference with argocd app diff {name}, then argocd app sync {name}, or turn on spec.syncPolicy.automated.selfHeal.",
                out_of_sync(app)
            ),
            "OutOfSync",
        ),
        "OutOfSync" if automated => Assessment::new(
            Verdict::InProgress,
            format!("Healthy, but OutOfSync{}: automated sync applies the difference at its next sync.", out_of_sync(app)),
            "OutOfSync",
        ),
        // Manual sync on purpose: a new revision waits for a person, as designed.
        "OutOfSync" if !automated && !same_revision_applied(app) => Assessment::new(
            Verdict::Suspended,
            format!(
                "Healthy, but OutOfSync{}: its source has changes it does not run yet, and it syncs only when someone asks (no automated sync). See them with argocd app diff {name}, then argocd app sync {name}.",
                out_of_sync(app)
            ),
            "OutOfSync",
        ),
        "OutOfSync" => Assessment::new(
            Verdict::Degraded,
            format!(
                "Healthy, but OutOfSync{}: the live objects changed after Argo CD applied this revision, and nothing syncs it automatically. See the difference with argocd app diff {name}, then argocd app sync {name}.",
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
        .filter(|resource| str_at(resource, &["health", "status"]) == Some(status))
        .map(|resource| {
            let message = str_at(resource, &["health", "message"]).map(|m| format!(": {}", clause(m.trim()))).filter(|m| m.len() > 2).unwrap_or_default();
            format!("{}{message}", identify(resource))
        })
        .collect();
    match found.as_slice() {
        [] => format!("no resource in status.resources says which; argocd app get {} lists them.", app_name(app)),
        [one] => sentence(one),
        all => sentence(&format!("{} of its resources are {status}: {}", all.len(), named(all))),
    }
}

/// ` Missing: Deployment web (shop), Service web (shop).`, or nothing.
fn listed(app: &Resource, status: &str) -> String {
    let found: Vec<String> = managed(app).filter(|resource| str_at(resource, &["health", "status"]) == Some(status)).map(identify).collect();
    if found.is_empty() { String::new() } else { format!(" {status}: {}.", named(&found)) }
}

/// ` in 2 resources (ConfigMap web-config (shop), Deployment web (shop))`, or nothing.
fn out_of_sync(app: &Resource) -> String {
    let found: Vec<String> = managed(app).filter(|resource| str_at(resource, &["status"]) == Some("OutOfSync")).map(identify).collect();
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
        .filter(|result| str_at(result, &["status"]) == Some("SyncFailed") || matches!(str_at(result, &["hookPhase"]), Some("Failed" | "Error")))
        .map(|result| {
            let message = str_at(result, &["message"]).map(|m| format!(": {}", clause(m.trim()))).filter(|m| m.len() > 2).unwrap_or_default();
            format!("{}{message}", identify(result))
        })
        .collect();
    if failed.is_empty() { String::new() } else { format!(" It could not apply {}.", named(&failed)) }
}

/// The managed resources of `status.resources`.
fn managed(app: &Resource) -> impl Iterator<Item = &Value> {
    items(app, &["status", "resources"]).iter()
}

/// The objects an Application manages, whatever their health (`status.resources`): kind, name
/// and namespace (its destination's when the entry has none and is namespaced).
pub(crate) fn managed_objects(app: &Resource) -> Vec<(&str, &str, Option<&str>)> {
    let destination = app.str(&["spec", "destination", "namespace"]).filter(|ns| !ns.is_empty());
    managed(app)
        .filter_map(|entry| {
            let kind = str_at(entry, &["kind"]).filter(|k| !k.is_empty())?;
            let name = str_at(entry, &["name"]).filter(|n| !n.is_empty())?;
            Some((kind, name, str_at(entry, &["namespace"]).filter(|ns| !ns.is_empty()).or(destination)))
        })
        .collect()
}

/// `Deployment web (shop)`, or `ClusterRole viewer` for a cluster-scoped one.
fn identify(entry: &Value) -> String {
    let kind = str_at(entry, &["kind"]).unwrap_or("object");
    let name = str_at(entry, &["name"]).unwrap_or("<name>");
    match str_at(entry, &["namespace"]).filter(|ns| !ns.is_empty()) {
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

/// `ComparisonError: “rpc error: … repository not found”`.
fn quoted(condition: &Condition) -> String {
    let message = clause(&condition.message);
    if message.is_empty() { condition.type_.clone() } else { format!("“{message}”") }
}

/// A sync running longer than this is stuck: hooks and waves take minutes, not hours.
pub const SYNC_STUCK_AFTER_SECONDS: i64 = 60 * 60;

/// Still Progressing this long after the last sync ended: not coming up by itself (a
/// Deployment's own progress deadline is 10 min by default).
pub const PROGRESSING_STUCK_AFTER_SECONDS: i64 = 60 * 60;

/// The Application's name as the argocd CLI takes it: `<namespace>/<name>` for one outside
/// Argo CD's own namespace (`argocd`, or OpenShift GitOps' `openshift-gitops`), where only the
/// qualified name finds it; `<name>` when the paste has none.
pub(crate) fn app_name(app: &Resource) -> String {
    match (app.name.as_str(), app.namespace.as_deref()) {
        ("", _) => "<name>".to_owned(),
        (name, Some(namespace)) if !matches!(namespace, "argocd" | "openshift-gitops") => format!("{namespace}/{name}"),
        (name, _) => name.to_owned(),
    }
}

/// For an Application that heals drift (`spec.syncPolicy.automated.selfHeal`): what to say
/// instead of `kubectl rollout undo` for the objects it manages, which it would put back at
/// once.
pub(crate) fn rollback_instead(app: &Resource) -> Option<String> {
    if !matches!(app.get(&["spec", "syncPolicy", "automated", "selfHeal"]), Some(Value::Bool(true))) {
        return None;
    }
    let name = app_name(app);
    Some(format!(
        "Argo CD (Application {name}, selfHeal on) would put a kubectl rollback back at once: revert the change in Git, or turn off auto-sync and run argocd app rollback {name}."
    ))
}

/// For an Application that heals drift: what to say after a `kubectl set`/`edit`/`patch`/`scale`
/// of an object it manages, which it would put back at once: where the change goes instead.
pub(crate) fn edit_undone(app: &Resource) -> Option<String> {
    if !matches!(app.get(&["spec", "syncPolicy", "automated", "selfHeal"]), Some(Value::Bool(true))) {
        return None;
    }
    let name = app_name(app);
    let repository = app.str(&["spec", "source", "repoURL"]).filter(|r| !r.is_empty());
    let place = match (repository, app.str(&["spec", "source", "path"]).filter(|p| !p.is_empty() && *p != ".")) {
        (Some(repository), Some(path)) => format!("in Git (path {path} of {repository})"),
        (Some(repository), None) => format!("in Git ({repository})"),
        _ => "in Git".to_owned(),
    };
    Some(format!(
        "Argo CD (Application {name}, selfHeal on) puts back any change made to the live object at once: make it {place} and let Argo CD sync it."
    ))
}

/// A comparison that fails while rendering the manifests (Helm's templates, Kustomize's
/// build), not while fetching them: how to reproduce it, that the error is cached for the
/// commit, and what keeps running meanwhile. `None` for any other comparison error.
fn rendering_fails(app: &Resource, message: &str) -> Option<String> {
    let name = app_name(app);
    let path = app.str(&["spec", "source", "path"]).filter(|p| !p.is_empty()).unwrap_or(".");
    let repository = app.str(&["spec", "source", "repoURL"]).filter(|r| !r.is_empty()).map(|r| format!(" of {r}")).unwrap_or_default();
    let mut said = if message.contains("helm template") || message.contains("Error: template:") {
        // `at <.Values.image.tag>: nil pointer evaluating …`: the value the template reads.
        let value = message.split_once(" at <").and_then(|(_, rest)| rest.split_once('>')).map(|(value, _)| format!(" ({value} in {})", file_line(message).unwrap_or("the chart")));
        let values: Vec<String> = items(app, &["spec", "source", "helm", "valueFiles"]).iter().filter_map(|file| file.as_str()).map(|file| format!(" -f {path}/{file}")).collect();
        format!(
            "The repository was fetched; rendering its Helm chart fails{}: a template reads a value that is not set or not of that shape. Reproduce it with helm template {path}{} from a checkout{repository}, fix the chart or its values and push.",
            value.unwrap_or_default(),
            values.concat()
        )
    } else if message.contains("kustomize build") {
        format!("The repository was fetched; kustomize build fails on it. Reproduce it with kustomize build {path} from a checkout{repository}, fix what it names and push.")
    } else {
        return None;
    };
    if message.contains("(cached)") {
        said.push_str(&format!(" The error is cached for that commit: a new commit renders again, and argocd app get {name} --hard-refresh renders the same one again."));
    }
    // What runs is what the last successful sync applied.
    let applied = app.str(&["status", "operationState", "syncResult", "revision"]).filter(|r| !r.is_empty() && app.str(&["status", "operationState", "phase"]) == Some("Succeeded"));
    if let (Some(revision), Some("Healthy")) = (applied, app.str(&["status", "health", "status"])) {
        said.push_str(&format!(" Meanwhile the cluster keeps revision {} (Healthy), and nothing new is synced.", revision.get(..7).unwrap_or(revision)));
    }
    Some(said)
}

/// The words of a Git or Helm server refusing the credentials Argo CD gave it (lower case):
/// a password or token expired, revoked or wrong, or an SSH key it does not know.
const CREDENTIALS_REFUSED: &[&str] = &[
    "authentication required",
    "authentication failed",
    "invalid username or password",
    "invalid credentials",
    "bad credentials",
    "could not read username",
    "permission denied (publickey)",
    "unable to authenticate",
    "401 unauthorized",
];

/// A comparison that fails because the repository refuses Argo CD's login: what runs is not
/// touched, only new commits wait, so while the live app is Healthy it is Degraded (up, but it
/// cannot update), not Failed. The repository, how to give it a new credential (`argocd repo
/// add … --upsert`, or the repository Secret), and the hard refresh that reads it again.
/// `None` for any other comparison error.
fn credentials_refused(app: &Resource, error: &Condition, context: &Context) -> Option<Assessment> {
    let lower = error.message.to_ascii_lowercase();
    if !CREDENTIALS_REFUSED.iter().any(|words| lower.contains(words)) {
        return None;
    }
    let name = app_name(app);
    let repository = app.str(&["spec", "source", "repoURL"]).filter(|url| !url.is_empty());
    let since = context.seconds_since(error.since).map(|seconds| format!(" for {}", human_duration(seconds))).unwrap_or_default();
    // The repo server's own words, without the layers of RPC that carried them.
    let said = clause(error.message.rsplit_once("desc = ").map_or(error.message.as_str(), |(_, server)| server));
    let what = match repository {
        Some(url) => format!("Argo CD has not been able to read its repository {url}{since}: it refuses Argo CD's credentials (“{said}”)"),
        None => format!("Argo CD has not been able to read its repository{since}: it refuses Argo CD's credentials (“{said}”)"),
    };
    // Argo CD's own namespace, where its repository Secrets are.
    let home = app
        .str(&["status", "controllerNamespace"])
        .filter(|ns| !ns.is_empty())
        .or(app.namespace.as_deref().filter(|ns| matches!(*ns, "argocd" | "openshift-gitops")))
        .unwrap_or("argocd");
    let url = repository.unwrap_or("<repository URL>");
    let login = if url.starts_with("git@") || url.starts_with("ssh://") { "--ssh-private-key-path <key file>" } else { "--username <user> --password <token>" };
    let fix = format!(
        "Give it a working credential (a token or key that expired or was revoked is the usual cause): argocd repo add {url} {login} --upsert, or update the Secret in namespace {home} labelled argocd.argoproj.io/secret-type=repository (or repo-creds, for credentials shared by every repository under a URL prefix; kubectl get secrets -n {home} -l argocd.argoproj.io/secret-type lists them). Then argocd app get {name} --hard-refresh reads the repository again."
    );
    let health = app.str(&["status", "health", "status"]).unwrap_or("");
    if health != "Healthy" {
        return Some(Assessment::new(Verdict::Failed, format!("{what}. {fix}"), error.type_.clone()).answering());
    }
    // What runs: the revision the last successful sync applied, and when.
    let applied = app.str(&["status", "operationState", "syncResult", "revision"]).filter(|r| !r.is_empty() && app.str(&["status", "operationState", "phase"]) == Some("Succeeded"));
    let finished = app.str(&["status", "operationState", "finishedAt"]).filter(|at| !at.is_empty());
    let ago = context.seconds_since(finished.and_then(crate::model::Timestamp::parse)).map(|seconds| format!(", {} ago", human_duration(seconds))).unwrap_or_default();
    let runs = match (applied, finished) {
        (Some(revision), Some(at)) => format!(", and it runs revision {} (its last sync, at {at}{ago})", revision.get(..7).unwrap_or(revision)),
        (Some(revision), None) => format!(", and it runs revision {} (its last sync)", revision.get(..7).unwrap_or(revision)),
        _ => String::new(),
    };
    Some(
        Assessment::new(
            Verdict::Degraded,
            format!("Nothing running is down: health is Healthy{runs}. Only new commits are not applied: {what}. {fix}"),
            error.type_.clone(),
        )
        .answering(),
    )
}

/// The text between the single quotes after `word` in a message (`project 'team-payments'`).
fn single_quoted_after<'a>(message: &'a str, word: &str) -> Option<&'a str> {
    let (_, rest) = message.split_once(word)?;
    let (_, rest) = rest.split_once('\'')?;
    rest.split_once('\'').map(|(value, _)| value).filter(|value| !value.is_empty() && !value.contains(' '))
}

/// An Application its AppProject does not allow (`InvalidSpecError`: `application destination
/// server '…' and namespace '…' do not match any of the allowed destinations in project '…'`,
/// or a source repository `is not permitted in project '…'`): the project by name, the
/// `argocd proj` command that allows it with the pasted values, or the spec field to set
/// back. `None` for any other invalid spec.
fn not_permitted(app: &Resource, error: &Condition) -> Option<Assessment> {
    let message = error.message.as_str();
    let project = single_quoted_after(message, "project").or_else(|| app.str(&["spec", "project"]).filter(|p| !p.is_empty())).unwrap_or("default");
    let name = app_name(app);
    let refresh = format!("Then argocd app get {name} --refresh.");
    let listed = format!("argocd proj get {project} lists what it allows");
    if message.contains("do not match any of the allowed destinations") || (message.contains("destination") && message.contains("is not permitted")) {
        let server = single_quoted_after(message, "server").or_else(|| app.str(&["spec", "destination", "server"]).filter(|s| !s.is_empty()));
        let namespace = single_quoted_after(message, "namespace").or_else(|| app.str(&["spec", "destination", "namespace"]).filter(|n| !n.is_empty()));
        let (target, add) = match (server, namespace) {
            (Some(server), Some(namespace)) => (format!("server {server} and namespace {namespace}"), format!("argocd proj add-destination {project} {server} {namespace}")),
            (Some(server), None) => (format!("server {server}"), format!("argocd proj add-destination {project} {server} '*'")),
            _ => return None,
        };
        let server = server.unwrap_or_default();
        return Some(
            Assessment::new(
                Verdict::Failed,
                format!(
                    "AppProject {project} does not allow its destination ({target}), so Argo CD neither compares nor syncs it. {listed}. If {server} is the cluster's address now, allow it: {add}. Otherwise set spec.destination.server back to one the project allows (argocd cluster list shows the registered clusters). {refresh}"
                ),
                error.type_.clone(),
            )
            .answering(),
        );
    }
    if message.contains("repo") && message.contains("is not permitted in project") {
        let repository = app.str(&["spec", "source", "repoURL"]).filter(|url| !url.is_empty() && message.contains(*url))?;
        return Some(
            Assessment::new(
                Verdict::Failed,
                format!(
                    "AppProject {project} does not allow its source repository {repository}, so Argo CD neither compares nor syncs it. {listed}. If the repository is meant for this project, allow it: argocd proj add-source {project} {repository}. Otherwise set spec.source.repoURL back to one the project allows. {refresh}"
                ),
                error.type_.clone(),
            )
            .answering(),
        );
    }
    None
}

/// `payments/templates/deployment.yaml:41:28` from a Helm template error.
fn file_line(message: &str) -> Option<&str> {
    let (_, rest) = message.split_once("Error: template: ")?;
    rest.split_once(": ").map(|(place, _)| place)
}

/// A sync refused because the source changes a field that cannot change in place (a
/// Deployment's selector, a StatefulSet's volumeClaimTemplates): no retry helps. What to do
/// instead, with what still runs and whether automated sync gave up; `None` for other failures.
fn immutable_change(app: &Resource, failure: &str) -> Option<String> {
    if !failure.contains("field is immutable") && !failure.contains("Forbidden: updates to statefulset spec") {
        return None;
    }
    let name = app_name(app);
    // The object refused: the failed result whose message says so.
    let refused = items(app, &["status", "operationState", "syncResult", "resources"])
        .iter()
        .find(|result| str_at(result, &["message"]).is_some_and(|m| m.contains("immutable") || m.contains("Forbidden: updates to statefulset spec")));
    let object = refused.map(|result| (str_at(result, &["kind"]).unwrap_or("object"), str_at(result, &["name"]).unwrap_or("<name>"), str_at(result, &["namespace"])));
    // A StatefulSet made again over its running pods (orphaned, then adopted) interrupts
    // nothing; anything else is deleted with what it runs.
    let (what, remake) = match object {
        Some((kind, object, namespace)) => {
            let ns = namespace.filter(|ns| !ns.is_empty()).map(|ns| format!(" -n {ns}")).unwrap_or_default();
            let remake = if kind == "StatefulSet" {
                format!("without stopping its pods: kubectl delete statefulset {object}{ns} --cascade=orphan, then argocd app sync {name} (the new StatefulSet adopts the running pods)")
            } else {
                format!("which interrupts what it runs: kubectl delete {} {object}{ns}, then argocd app sync {name} (or argocd app sync {name} --force --replace, once)", kind.to_ascii_lowercase())
            };
            (format!("{kind} {object}"), remake)
        }
        None => ("the object".to_owned(), format!("which interrupts what it runs: argocd app sync {name} --force --replace, once"))
    };
    let serving = if app.str(&["status", "health", "status"]) == Some("Healthy") { format!(" Meanwhile {what} keeps running as it was (Healthy).") } else { String::new() };
    let gave_up = match (app.int(&["status", "operationState", "retryCount"]), app.get(&["spec", "syncPolicy", "automated"]).is_some_and(|v| !v.is_null())) {
        (Some(tries), true) if tries > 0 => format!(" Automated sync tried {} and does not try this revision again until a new commit or a manual sync.", count(tries, "time")),
        _ => String::new(),
    };
    Some(format!(
        " The change is to a field Kubernetes never lets change in place, so no retry helps: put the field back in Git as the live object has it, or make {what} again, {remake}.{serving}{gave_up}"
    ))
}

/// API groups of common CRDs and what installs them, for a sync refused because the
/// destination cluster does not know the kind.
const CRD_SOURCES: &[(&str, &str)] = &[
    ("monitoring.coreos.com", "the Prometheus Operator's CRDs, as the kube-prometheus-stack or prometheus-operator-crds charts ship them"),
    ("cert-manager.io", "cert-manager's CRDs, as its chart installs them with crds.enabled=true"),
    ("acme.cert-manager.io", "cert-manager's CRDs, as its chart installs them with crds.enabled=true"),
    ("external-secrets.io", "the External Secrets Operator's CRDs, as its chart installs them"),
    ("keda.sh", "KEDA's CRDs, as its chart installs them"),
    ("gateway.networking.k8s.io", "the Gateway API CRDs, from the standard-install.yaml of its release"),
    ("networking.istio.io", "Istio's CRDs, as istioctl install or the istio/base chart installs them"),
    ("security.istio.io", "Istio's CRDs, as istioctl install or the istio/base chart installs them"),
    ("snapshot.storage.k8s.io", "the external-snapshotter's CRDs"),
];

/// A sync that failed because the destination cluster does not know an object's kind (Argo
/// CD: `The Kubernetes API could not find monitoring.coreos.com/ServiceMonitor for requested
/// resource shop/checkout. Make sure the "ServiceMonitor" CRD is installed on the destination
/// cluster`, or the API server's `no matches for kind`): which CRD, where, how to install it or
/// leave the object out, and the sync to run after; and whether every other object it manages
/// is synced and healthy. `None` for any other failure.
fn kind_not_installed(app: &Resource) -> Option<(String, bool)> {
    let results = items(app, &["status", "operationState", "syncResult", "resources"]);
    let unknown = |result: &&Value| {
        str_at(result, &["status"]) == Some("SyncFailed")
            && str_at(result, &["message"]).is_some_and(|m| m.contains("CRD is installed") || m.contains("no matches for kind") || m.contains("could not find the requested resource"))
    };
    let missing: Vec<&Value> = results.iter().filter(unknown).collect();
    let first = missing.first()?;
    // Every failed object is one the cluster does not know: else the source has more to fix.
    if results.iter().any(|result| str_at(result, &["status"]) == Some("SyncFailed") && !unknown(&result)) {
        return None;
    }
    let kind = str_at(first, &["kind"]).filter(|k| !k.is_empty())?;
    let group = str_at(first, &["group"]).filter(|g| !g.is_empty());
    let version = str_at(first, &["version"]).filter(|v| !v.is_empty());
    let api = match (group, version) {
        (Some(group), Some(version)) => format!(" ({group}/{version})"),
        (Some(group), None) => format!(" ({group})"),
        _ => String::new(),
    };
    let name = app_name(app);
    let cluster = match (app.str(&["spec", "destination", "server"]).filter(|s| !s.is_empty()), app.str(&["spec", "destination", "name"]).filter(|s| !s.is_empty())) {
        (Some(server), _) => format!("the destination cluster {server}"),
        (None, Some(cluster)) => format!("the destination cluster {cluster}"),
        (None, None) => "the destination cluster".to_owned(),
    };
    let objects: Vec<String> = missing.iter().map(|result| identify(result)).collect();
    let install = group.and_then(|group| CRD_SOURCES.iter().find(|(known, _)| *known == group)).map(|(_, how)| format!(": {how}")).unwrap_or_default();
    let path = app.str(&["spec", "source", "path"]).filter(|p| !p.is_empty() && *p != ".").map(|path| format!(" in {path}")).unwrap_or_default();
    let gave_up = match (app.int(&["status", "operationState", "retryCount"]), app.get(&["spec", "syncPolicy", "automated"]).is_some_and(|v| !v.is_null())) {
        (Some(tries), true) if tries > 0 => format!(" (automated sync tried {} and does not try this revision again by itself)", count(tries, "time")),
        _ => String::new(),
    };
    // What else it manages, and whether all of it is in place.
    let is_missing = |entry: &Value| missing.iter().any(|m| str_at(m, &["kind"]) == str_at(entry, &["kind"]) && str_at(m, &["name"]) == str_at(entry, &["name"]));
    let others: Vec<&Value> = managed(app).filter(|entry| !is_missing(entry)).collect();
    let fine = !others.is_empty() && others.iter().all(|entry| str_at(entry, &["status"]) == Some("Synced") && matches!(str_at(entry, &["health", "status"]), Some("Healthy") | None));
    let meanwhile = if fine {
        let named: Vec<String> = others.iter().map(|entry| identify(entry)).collect();
        format!(" Meanwhile {} {} synced and healthy: only the {kind} is missing.", named_all(&named), if named.len() == 1 { "is" } else { "are" })
    } else {
        String::new()
    };
    Some((
        format!(
            " The {kind} CRD{api} is not installed on {cluster}, so Argo CD could not apply {}: the cluster does not know that kind, and the manifests are not what is wrong. Install the CRD there{install}, or take the {kind} out of the source{path} if this cluster is not meant to run it; then argocd app sync {name}{gave_up}.{meanwhile}",
            named_all(&objects)
        ),
        fine,
    ))
}

/// `a, b and c`, every item.
fn named_all(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [first @ .., last] => format!("{} and {last}", first.join(", ")),
    }
}

/// Whether another Application manages some of its objects too.
fn shared(app: &Resource) -> bool {
    app.conditions.iter().any(|c| c.is_true() && c.type_ == "SharedResourceWarning")
}

/// Automated sync without selfHeal whose last sync already applied the revision it is on: the
/// difference is a change made to the live objects since, which automated sync leaves alone.
fn drift_left_alone(app: &Resource) -> bool {
    let self_heal = matches!(app.get(&["spec", "syncPolicy", "automated", "selfHeal"]), Some(Value::Bool(true)));
    !self_heal && same_revision_applied(app)
}

/// Whether the last sync succeeded on the revision the Application is on now: a difference
/// since is a change made to the live objects, not a new revision.
fn same_revision_applied(app: &Resource) -> bool {
    let revision = app.str(&["status", "sync", "revision"]).filter(|r| !r.is_empty());
    let applied = app.str(&["status", "operationState", "syncResult", "revision"]).filter(|r| !r.is_empty());
    revision.is_some() && revision == applied && app.str(&["status", "operationState", "phase"]) == Some("Succeeded")
}

/// What a sync waits for, from its message ("waiting for completion of hook
/// batch/Job/db-migrate"): a hook Job's logs command, or the object.
fn waited_hook(app: &Resource, message: &str) -> Option<String> {
    let (_, after) = message.split_once("hook ")?;
    let object = after.split_whitespace().next()?.trim_end_matches(['.', ',']);
    let parts: Vec<&str> = object.split('/').collect();
    let (kind, name) = match parts.as_slice() {
        [_, kind, name] | [kind, name] => (*kind, *name),
        _ => return None,
    };
    let namespace = app.str(&["spec", "destination", "namespace"]).filter(|ns| !ns.is_empty()).map(|ns| format!(" -n {ns}")).unwrap_or_default();
    Some(if kind == "Job" { format!("the hook's output: kubectl logs job/{name}{namespace}") } else { format!("hook {kind} {name}") })
}

/// `text.` — unless it already ends with an ellipsis or a full stop.
fn sentence(text: &str) -> String {
    if text.ends_with('.') { text.to_owned() } else { format!("{text}.") }
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
