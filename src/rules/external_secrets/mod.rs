//! Rules for External Secrets Operator (`external-secrets.io`): every kind reports `Ready`.
//! The condition's message is often the operator's generic words ("could not get secret data
//! from provider", "unable to create client") while its newest Warning event has the provider's
//! own error (a Vault 403, the missing key): a failure quotes both. An ExternalSecret says which
//! store it reads through.

use crate::model::{Resource, Value};
use crate::report::Verdict;
use crate::rules::{clause, condition_detail, reason_or, Assessment, Context, Next, Rule};

/// Every kind of the group (ExternalSecret, ClusterExternalSecret, PushSecret, SecretStore,
/// ClusterSecretStore, generators).
pub static RULE: Rule = Rule { group: "external-secrets.io", kind: "*", classify };

fn classify(object: &Resource, context: &Context, next: Next) -> Assessment {
    let Some(ready) = object.condition("Ready") else { return next(object, context) };
    let detail = condition_detail(ready);
    if ready.is_true() {
        return Assessment::plain(Verdict::Ready, format!("Ready is True{detail}."));
    }
    if !ready.is_false() {
        return Assessment::new(Verdict::InProgress, format!("Ready is {}{detail}: the operator has not finished with it yet.", ready.status.as_str()), reason_or(ready, "Reconciling"));
    }
    let store = store_named(object)
        .map(|(kind, name)| {
            // A ClusterSecretStore has no namespace; a SecretStore is in the ExternalSecret's.
            let ns = if kind == "ClusterSecretStore" { String::new() } else { object.namespace_flag() };
            format!(" It reads through {kind} {name}: kubectl describe {} {name}{ns} says whether that store can log in.", kind.to_ascii_lowercase())
        })
        .unwrap_or_default();
    // The newest Warning, when it says more than the condition.
    let warning = context
        .events
        .iter()
        .rev()
        .find(|event| event.type_ == "Warning" && !event.message.trim().is_empty())
        .map(|event| clause(event.message.trim()))
        .filter(|said| !ready.message.contains(said))
        .map(|said| format!(" Its newest warning says: “{said}”."))
        .unwrap_or_default();
    Assessment::new(Verdict::Failed, format!("Ready is False{detail}.{warning}{store}"), reason_or(ready, "NotReady"))
}

/// (`ClusterSecretStore`, `vault-prod`): the store an ExternalSecret names in spec.secretStoreRef.
fn store_named(object: &Resource) -> Option<(&str, &str)> {
    let reference = object.get(&["spec", "secretStoreRef"])?;
    let name = reference.get("name").and_then(Value::as_str).filter(|name| !name.is_empty())?;
    let kind = reference.get("kind").and_then(Value::as_str).filter(|kind| matches!(*kind, "SecretStore" | "ClusterSecretStore")).unwrap_or("SecretStore");
    Some((kind, name))
}
