//! Long-lived MariaDB operator resources (MariaDB, MaxScale, Database, User, Grant,
//! Connection, ExternalMariaDB) report `Ready`. False is mostly work under way — pods not
//! ready yet (`StatefulSetNotReady`), a restore, a primary switchover, an update, a storage
//! resize — and `Suspended` when `spec.suspend` stops the operator on purpose; a reason or
//! message that says something failed means someone has to act.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, status_missing, Assessment, Context, Next, Rule};

/// Every other kind of the group (listed after the runs): MariaDB, MaxScale, Database, User,
/// Grant, Connection, ExternalMariaDB.
pub static RULE: Rule = Rule { group: "k8s.mariadb.com", kind: "*", classify };

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    let Some(ready) = resource.condition("Ready") else {
        if status_missing(resource) {
            return crate::rules::not_reconciled(resource, "the MariaDB operator has not reconciled it", "MariaDbPending");
        }
        return next(resource, context);
    };
    if ready.is_true() {
        return next(resource, context);
    }
    let detail = condition_detail(ready);
    let status = ready.status.as_str();
    if ready.reason == "Suspended" || resource.get(&["spec", "suspend"]).and_then(|v| v.as_bool()) == Some(true) {
        return Assessment::new(Verdict::Suspended, format!("Ready is {status}{detail}: spec.suspend stops the operator on purpose."), "MariaDbSuspended");
    }
    let failing = |text: &str| {
        let lower = text.to_ascii_lowercase();
        lower.contains("fail") || lower.contains("error")
    };
    if failing(&ready.reason) || failing(&ready.message) {
        return Assessment::new(Verdict::Failed, format!("Ready is {status}{detail}."), "MariaDbNotReady");
    }
    Assessment::new(Verdict::InProgress, format!("Ready is {status}{detail}: the operator is still working on it."), "MariaDbReconciling")
}
