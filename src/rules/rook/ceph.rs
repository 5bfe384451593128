//! Rook's CephCluster reports where the operator is in `status.phase` (`Progressing`, `Ready`,
//! `Failure`, `Connecting` / `Connected` for an external cluster, `Deleting`) and
//! `status.state` (`Creating`, `Created`, `Updating`, `Error`, …) with `status.message`, and
//! what Ceph itself says in `status.ceph.health`: `HEALTH_OK`, `HEALTH_WARN` (Ceph still serves,
//! with less redundancy or some trouble), `HEALTH_ERR` (data may be unavailable), each check of
//! `status.ceph.details` with its own message. The other Rook kinds (CephBlockPool,
//! CephFilesystem, CephObjectStore, CephNFS, CephObjectStoreUser, …) report only
//! `status.phase` with the same words; an object store also reports whether its endpoint
//! answers in `status.bucketStatus.health`. An object with no status has not been reconciled.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{clause, status_missing, Assessment, Context, Next, Rule};
use crate::model::Value;

/// Every kind of the group.
pub static RULE: Rule = Rule { group: "ceph.rook.io", kind: "*", classify };

/// What a phase or state word means.
#[derive(Clone, Copy, PartialEq)]
enum Step {
    Working,
    Done,
    Broken,
    Leaving,
}

fn step(word: &str) -> Option<Step> {
    match word {
        "Progressing" | "Creating" | "Updating" | "Connecting" | "Pending" | "Reconciling" => Some(Step::Working),
        "Ready" | "Created" | "Connected" => Some(Step::Done),
        "Failure" | "Failed" | "Error" => Some(Step::Broken),
        "Deleting" => Some(Step::Leaving),
        _ => None,
    }
}

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    if status_missing(resource) {
        return crate::rules::not_reconciled(resource, "the Rook operator has not reconciled it", "RookNotReconciled");
    }
    // `status.state` is the CephCluster's more detailed word (it wins a tie); `status.phase`
    // the others' only one.
    let words: Vec<(&str, &str)> = ["state", "phase"].iter().filter_map(|field| resource.str(&["status", field]).map(|word| (*field, word))).collect();
    let worst = words.iter().rev().filter_map(|(field, word)| step(word).map(|s| (*field, *word, s))).max_by_key(|(_, _, s)| match s {
        Step::Broken => 3,
        Step::Leaving => 2,
        Step::Working => 1,
        Step::Done => 0,
    });
    let Some((field, word, step)) = worst else { return next(resource, context) };
    let message = resource.str(&["status", "message"]).map(|m| clause(m.trim())).filter(|m| !m.is_empty() && *m != word).map(|m| format!(": {m}"));
    let failure = message.clone().unwrap_or_else(|| ": the operator could not reconcile it".to_owned());
    let message = message.unwrap_or_default();
    let health = ceph_health(resource);
    match step {
        Step::Broken => Assessment::new(
            Verdict::Failed,
            format!("status.{field} is {word}{failure}{}.", health.as_ref().map(|h| format!("; {}", h.text)).unwrap_or_default()),
            "RookFailure",
        ),
        Step::Leaving => Assessment::new(Verdict::Terminating, format!("status.{field} is {word}: the operator is removing it{message}."), "RookDeleting"),
        Step::Working => Assessment::new(
            Verdict::InProgress,
            format!("status.{field} is {word}{message}{}.", health.as_ref().map(|h| format!("; {}", h.text)).unwrap_or_default()),
            "RookProgressing",
        ),
        Step::Done => match health {
            Some(Health { level: HealthLevel::Err, text }) => Assessment::new(Verdict::Failed, format!("status.{field} is {word} but {text}."), "CephHealthError"),
            Some(Health { level: HealthLevel::Warn, text }) => Assessment::new(Verdict::Degraded, format!("status.{field} is {word} but {text}."), "CephHealthWarning"),
            Some(Health { level: HealthLevel::Ok, text }) => Assessment::plain(Verdict::Ready, format!("status.{field} is {word} and {text}{}.", capacity(resource))),
            None => match resource.str(&["status", "bucketStatus", "health"]).filter(|h| *h != "Connected") {
                Some(bucket) => Assessment::new(
                    Verdict::Degraded,
                    format!(
                        "status.{field} is {word} but status.bucketStatus.health is {bucket}{}: the object store's endpoint does not answer the operator's bucket check.",
                        resource.str(&["status", "bucketStatus", "details"]).filter(|d| !d.trim().is_empty()).map(|d| format!(" ({d})")).unwrap_or_default()
                    ),
                    "RookBucketCheckFailed",
                ),
                None => Assessment::plain(
                    Verdict::Ready,
                    format!("status.{field} is {word}{message}{}.", resource.str(&["status", "info", "endpoint"]).filter(|e| !e.trim().is_empty()).map(|e| format!("; endpoint {e}")).unwrap_or_default()),
                ),
            },
        },
    }
}

#[derive(PartialEq)]
enum HealthLevel {
    Ok,
    Warn,
    Err,
}

struct Health {
    level: HealthLevel,
    text: String,
}

/// `status.ceph.health` with the messages of `status.ceph.details`.
fn ceph_health(resource: &Resource) -> Option<Health> {
    let word = resource.str(&["status", "ceph", "health"])?;
    let level = match word {
        "HEALTH_OK" => HealthLevel::Ok,
        "HEALTH_WARN" => HealthLevel::Warn,
        "HEALTH_ERR" => HealthLevel::Err,
        _ => return None,
    };
    let messages: Vec<String> = match resource.get(&["status", "ceph", "details"]) {
        Some(Value::Object(checks)) => checks
            .iter()
            .map(|(code, check)| check.get("message").and_then(Value::as_str).filter(|m| !m.trim().is_empty()).map(str::to_owned).unwrap_or_else(|| code.to_owned()))
            .collect(),
        _ => Vec::new(),
    };
    let details = if messages.is_empty() { String::new() } else { format!(" ({})", messages.join("; ")) };
    Some(Health { level, text: format!("Ceph health is {word}{details}") })
}

/// `; 1.2 GiB of 32 TiB used` from `status.ceph.capacity`, or nothing.
fn capacity(resource: &Resource) -> String {
    let (Some(used), Some(total)) = (resource.int(&["status", "ceph", "capacity", "bytesUsed"]), resource.int(&["status", "ceph", "capacity", "bytesTotal"])) else {
        return String::new();
    };
    if total <= 0 {
        return String::new();
    }
    format!("; {} of {} used", bytes(used), bytes(total))
}

fn bytes(n: i64) -> String {
    const UNITS: &[&str] = &["B", "KiB", "MiB", "GiB", "TiB", "PiB"];
    let n = n.max(0) as u64;
    let mut unit = 0;
    let mut size: u64 = 1;
    while n / size >= 1024 && unit + 1 < UNITS.len() {
        size *= 1024;
        unit += 1;
    }
    let name = UNITS.get(unit).copied().unwrap_or("B");
    if unit == 0 { format!("{n} B") } else { format!("{} {name}", crate::model::quantity::one_decimal(n, size)) }
}
