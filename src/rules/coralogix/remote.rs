//! Every Coralogix operator kind mirrors an object in the Coralogix account and reports one
//! condition, `RemoteSynced` (with the generation it describes): `True`
//! (`RemoteSyncedSuccessfully`) once the account has the current spec, `False` with
//! `RemoteCreationFailed` (the object does not exist in Coralogix), `RemoteUpdateFailed`
//! (Coralogix keeps the previous version), `RemoteDeletionFailed`, `RemoteResourceNotFound`
//! (deleted in Coralogix behind the operator's back) or `InternalK8sError`, the API's error
//! in the message. `status.printableStatus` repeats it (`RemoteSynced` / `RemoteUnsynced`) and
//! `status.id` holds the remote id. Older operator versions wrote only `status.id`.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{clause, clipped, reason_or, Assessment, Context, Next, Rule};

/// Every kind of the group.
pub static RULE: Rule = Rule { group: "coralogix.com", kind: "*", classify };

/// ` (id …)` when the remote id is known.
fn id_part(resource: &Resource) -> String {
    match resource.get(&["status", "id"]) {
        Some(crate::model::Value::String(id)) if !id.trim().is_empty() => format!(" (id {})", id.trim()),
        Some(crate::model::Value::Number(id)) => format!(" (id {id})"),
        _ => String::new(),
    }
}

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    let name = resource.display_name();
    if resource.get(&["status"]).is_none() {
        return Assessment::new(
            Verdict::InProgress,
            format!("{name} has no status yet: the Coralogix operator has not synced it to your account (or the status was not pasted)."),
            "CoralogixSyncPending",
        );
    }
    let Some(synced) = resource.condition("RemoteSynced") else {
        if resource.str(&["status", "printableStatus"]) == Some("RemoteUnsynced") {
            return Assessment::new(Verdict::Failed, format!("status.printableStatus is RemoteUnsynced: the Coralogix operator could not sync {name} to your account."), "CoralogixSyncFailed");
        }
        let id = id_part(resource);
        if !id.is_empty() {
            return Assessment::plain(Verdict::Ready, format!("{name} exists in Coralogix{id}."));
        }
        return next(resource, context);
    };
    if let (Some(generation), Some(observed)) = (resource.generation, synced.observed_generation) {
        if observed < generation {
            return Assessment::new(
                Verdict::InProgress,
                format!("The Coralogix operator has not synced generation {generation} yet: RemoteSynced describes generation {observed}."),
                "CoralogixSyncPending",
            );
        }
    }
    let message = shortened(&synced.message);
    let message = if message.is_empty() { String::new() } else { format!(": {message}") };
    if synced.is_true() {
        return Assessment::plain(Verdict::Ready, format!("{name} is synced to Coralogix{} (RemoteSynced is True).", id_part(resource)));
    }
    if !synced.is_false() {
        return Assessment::new(Verdict::InProgress, format!("RemoteSynced is {}{message}: the sync is not settled yet.", synced.status.as_str()), "CoralogixSyncPending");
    }
    let reason = reason_or(synced, "CoralogixSyncFailed");
    match synced.reason.as_str() {
        "RemoteUpdateFailed" | "RemoteDeletionFailed" => Assessment::new(
            Verdict::Degraded,
            format!("RemoteSynced is False ({}){message}; Coralogix keeps the previous version{}.", synced.reason, id_part(resource)),
            reason,
        ),
        _ => Assessment::new(
            Verdict::Failed,
            format!(
                "{name} is not in your Coralogix account as specified: RemoteSynced is False{}{message}.",
                if synced.reason.is_empty() { String::new() } else { format!(" ({})", synced.reason) }
            ),
            reason,
        ),
    }
}

/// The API's error on one line (it may hold a whole JSON document over several), cut after
/// 300 characters, without its closing full stop.
fn shortened(message: &str) -> String {
    let line = message.split_whitespace().collect::<Vec<_>>().join(" ");
    clause(&clipped(&line, 300)).to_owned()
}
