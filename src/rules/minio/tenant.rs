//! A MinIO Tenant reports a sentence in `status.currentState` (`Initialized` when done,
//! `Provisioning …`, `Waiting for …`, `Updating …` on the way, fixed sentences for the
//! problems the operator cannot fix itself) and, once it runs, `status.healthStatus`
//! (`green`, `yellow`, `red`) from MinIO's own health check.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};

/// Tenant.
pub static RULE: Rule = Rule { group: "minio.min.io", kind: "Tenant", classify };

/// States the operator stops at until someone acts, with the reason word of each.
const PROBLEMS: &[(&str, &str)] = &[
    ("Statefulset not controlled by operator", "MinioStatefulSetNotOwned"),
    ("Another MinIO Tenant already exists in the namespace", "MinioTenantExists"),
    ("Tenant credentials are not set properly", "MinioCredentialsInvalid"),
    ("Different versions across MinIO Pools", "MinioVersionsMismatch"),
    ("Pool Decommissioning Not Allowed", "MinioDecommissioningNotAllowed"),
];

/// Beginnings of states on the way to `Initialized`.
const ON_THE_WAY: &[&str] = &["Provisioning", "Waiting", "Updating", "Restarting", "Adding", "Creating", "Deleting", "Decommissioning", "Expanding", "Upgrading", "Issuing", "Initializing"];

fn classify(tenant: &Resource, context: &Context, next: Next) -> Assessment {
    let health = tenant.str(&["status", "healthStatus"]);
    let Some(state) = tenant.str(&["status", "currentState"]) else {
        if tenant.get(&["status"]).is_some() {
            return Assessment::new(Verdict::InProgress, "The Tenant has no status.currentState yet: the MinIO operator has not started on it.", "MinioTenantPending");
        }
        return next(tenant, context);
    };
    if let Some((_, reason)) = PROBLEMS.iter().find(|(known, _)| *known == state) {
        return Assessment::new(Verdict::Failed, format!("status.currentState is \"{state}\": the operator stops here until this is fixed."), *reason);
    }
    if state == "Initialized" {
        return match health {
            Some("red") => Assessment::new(Verdict::Failed, "The Tenant is initialized but status.healthStatus is red: MinIO cannot serve reads or writes (too few drives or nodes online).", "MinioHealthRed"),
            Some("yellow") => Assessment::new(Verdict::Degraded, "The Tenant is initialized but status.healthStatus is yellow: some drives or nodes are offline, MinIO still serves.", "MinioHealthYellow"),
            _ => Assessment::plain(Verdict::Ready, format!("status.currentState is Initialized: the Tenant is set up{}.", health.map(|h| format!(" and status.healthStatus is {h}")).unwrap_or_default())),
        };
    }
    if ON_THE_WAY.iter().any(|start| state.starts_with(start)) {
        return Assessment::new(Verdict::InProgress, format!("status.currentState is \"{state}\": the operator is still setting the Tenant up."), "MinioTenantProvisioning");
    }
    Assessment::plain(Verdict::Unknown, format!("status.currentState is \"{state}\", a state this tool does not know; the MinIO operator's log says more."))
}
