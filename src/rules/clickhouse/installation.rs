//! A ClickHouseInstallation reports the operator's last reconcile in `status.status`:
//! `InProgress` while it creates or updates hosts (`status.hostsCompleted` of `status.hosts`
//! done so far), `Completed` when every host was reconciled, `Aborted` or `Failed` when it
//! stopped (`status.error` / `status.errors` say why), `Terminating` while it is removed. No
//! status at all means the operator has not started on it.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{clause, clipped, status_missing, Assessment, Context, Next, Rule};

/// ClickHouseInstallation.
pub static RULE: Rule = Rule { group: "clickhouse.altinity.com", kind: "ClickHouseInstallation", classify };

/// The newest error the operator recorded, if any.
fn last_error(installation: &Resource) -> Option<String> {
    let listed = match installation.get(&["status", "errors"]) {
        Some(crate::model::Value::Array(errors)) => errors.iter().rev().find_map(|e| e.as_str()).map(str::to_owned),
        _ => None,
    };
    listed
        .or_else(|| installation.str(&["status", "error"]).map(str::to_owned))
        .filter(|error| !error.trim().is_empty())
}

fn classify(installation: &Resource, context: &Context, next: Next) -> Assessment {
    let Some(state) = installation.str(&["status", "status"]).filter(|s| !s.is_empty()) else {
        if status_missing(installation) || installation.get(&["status", "status"]).is_some() {
            return Assessment::new(
                Verdict::InProgress,
                format!("{} has no status.status yet: the ClickHouse operator has not started on it (or the status was not pasted).", installation.display_name()),
                "ClickHousePending",
            );
        }
        return next(installation, context);
    };
    let hosts = match (installation.int(&["status", "hostsCompleted"]), installation.int(&["status", "hosts"])) {
        (Some(done), Some(all)) => format!(" ({done} of {all} hosts done)"),
        _ => String::new(),
    };
    let error = last_error(installation).map(|e| format!(": {}", clause(&clipped(&e, 200)))).unwrap_or_default();
    match state {
        "Completed" => Assessment::plain(Verdict::Ready, format!("status.status is Completed: the operator reconciled every host of the installation{hosts}.")),
        "InProgress" => Assessment::new(Verdict::InProgress, format!("status.status is InProgress: the operator is still creating or updating hosts{hosts}."), "ClickHouseInProgress"),
        "Failed" | "Aborted" => Assessment::new(
            Verdict::Failed,
            format!("status.status is {state}: the operator stopped reconciling the installation{hosts}{error}."),
            "ClickHouseReconcileFailed",
        ),
        "Terminating" => Assessment::new(Verdict::Terminating, "status.status is Terminating: the operator is removing the installation's hosts.", "ClickHouseTerminating"),
        _ => Assessment::plain(Verdict::Unknown, format!("status.status is \"{state}\", a word the ClickHouse operator does not write as far as this tool knows{error}.")),
    }
}
