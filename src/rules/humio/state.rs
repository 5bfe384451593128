//! Humio resources report one word in `status.state`: entities `Exists`, `NotFound`,
//! `ConfigError` or `Unknown`; a HumioCluster `Running`, `Pending`, `Upgrading`,
//! `Restarting` or `ConfigError`. No status means the operator has not reconciled it yet.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};

/// Every kind of the group.
pub static RULE: Rule = Rule { group: "core.humio.com", kind: "*", classify };

/// Humio's state words, what they mean here, and the verdict.
const STATES: &[(&str, Verdict, &str)] = &[
    ("Exists", Verdict::Ready, "the operator created it in Humio and keeps it in line with the spec"),
    ("Running", Verdict::Ready, "the cluster's pods run"),
    ("ConfigError", Verdict::Failed, "Humio rejected the spec, or something it names is missing; the operator's log has the reason"),
    ("NotFound", Verdict::Unknown, "the operator did not find it in Humio (not created yet, or removed there)"),
    ("Unknown", Verdict::Unknown, "the operator could not tell (often it cannot reach the Humio API)"),
    ("Pending", Verdict::InProgress, "the operator is creating the cluster"),
    ("Upgrading", Verdict::InProgress, "the operator is replacing pods with a new version"),
    ("Restarting", Verdict::InProgress, "the operator is restarting pods to apply a change"),
];

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    if resource.get(&["status"]).is_none() {
        return crate::rules::not_reconciled(resource, "the Humio operator has not reconciled it", "HumioStatusPending");
    }
    let Some(word) = resource.str(&["status", "state"]) else { return next(resource, context) };
    match STATES.iter().find(|(known, _, _)| *known == word) {
        Some((known, verdict, meaning)) => {
            Assessment::new(*verdict, format!("status.state is {word}: {meaning}."), if *known == "Unknown" { "HumioStateUnknown" } else { known })
        }
        None => next(resource, context),
    }
}
