//! A Zalando `postgresql` reports one word, `status.PostgresClusterStatus`: `Creating` and
//! `Updating` while the operator works, `Running` once the cluster was created or synced,
//! `CreateFailed`, `UpdateFailed` and `SyncFailed` when a step failed (the operator retries on
//! its next sync; the reason is in its events and log), `Invalid` when the manifest cannot be
//! used. No status at all means the operator has not picked the cluster up yet.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{count, status_missing, Assessment, Context, Next, Rule};

/// postgresql.
pub static RULE: Rule = Rule { group: "acid.zalan.do", kind: "postgresql", classify };

fn classify(cluster: &Resource, context: &Context, next: Next) -> Assessment {
    let state = cluster.str(&["status", "PostgresClusterStatus"]).unwrap_or("");
    if state.is_empty() {
        if status_missing(cluster) || cluster.get(&["status", "PostgresClusterStatus"]).is_some() {
            return Assessment::new(
                Verdict::InProgress,
                format!("{} has no status.PostgresClusterStatus yet: the postgres-operator has not picked it up (or the status was not pasted).", cluster.display_name()),
                "ZalandoClusterPending",
            );
        }
        return next(cluster, context);
    }
    let instances = cluster.int(&["spec", "numberOfInstances"]).map(|n| format!(" ({} wanted)", count(n, "instance"))).unwrap_or_default();
    match state {
        "Running" => Assessment::plain(Verdict::Ready, format!("status.PostgresClusterStatus is Running: the operator created the cluster and its last sync succeeded{instances}.")),
        "Creating" | "Updating" => Assessment::new(
            Verdict::InProgress,
            format!("status.PostgresClusterStatus is {state}: the operator is still applying the manifest{instances}."),
            "ZalandoClusterUpdating",
        ),
        "CreateFailed" => Assessment::new(
            Verdict::Failed,
            "status.PostgresClusterStatus is CreateFailed: the operator could not create the cluster; its events and log say which part failed.",
            "ZalandoCreateFailed",
        ),
        "UpdateFailed" | "SyncFailed" => Assessment::new(
            Verdict::Degraded,
            format!("status.PostgresClusterStatus is {state}: the operator could not apply the manifest to the existing cluster and retries on its next sync; the events on the postgresql say which step failed."),
            "ZalandoSyncFailed",
        ),
        "Invalid" => Assessment::new(
            Verdict::Failed,
            "status.PostgresClusterStatus is Invalid: the operator rejected the manifest and will not act on it until it is fixed.",
            "ZalandoClusterInvalid",
        ),
        _ => Assessment::plain(
            Verdict::Unknown,
            format!("status.PostgresClusterStatus is \"{state}\", a word the postgres-operator does not write as far as this tool knows; its log says more."),
        ),
    }
}
