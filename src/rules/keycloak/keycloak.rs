//! A Keycloak reports `Ready` (False with a message such as `Waiting for more replicas` while
//! pods start), `HasErrors` (True when something is wrong, with the message; False may still
//! carry a `warning:`), `RollingUpdate` (True while a new spec rolls out) and
//! `status.instances`, the instances ready. A KeycloakRealmImport reports `Started`, `Done`
//! and `HasErrors`.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{clause, clipped, Assessment, Context, Next, Rule};

/// Keycloak.
pub static RULE: Rule = Rule { group: "k8s.keycloak.org", kind: "Keycloak", classify };

/// KeycloakRealmImport.
pub static RULE_REALM_IMPORT: Rule = Rule { group: "k8s.keycloak.org", kind: "KeycloakRealmImport", classify: classify_import };

/// `: message` or nothing.
fn said(condition: &crate::model::Condition) -> String {
    let message = clipped(&condition.message, 200);
    let message = clause(&message);
    if message.is_empty() { String::new() } else { format!(": {message}") }
}

fn classify(keycloak: &Resource, context: &Context, next: Next) -> Assessment {
    if keycloak.conditions.is_empty() {
        if keycloak.get(&["status", "conditions"]).is_none() {
            return Assessment::new(
                Verdict::InProgress,
                format!("{} has no status conditions yet: the Keycloak operator has not reconciled it (or the status was not pasted).", keycloak.display_name()),
                "KeycloakPending",
            );
        }
        return next(keycloak, context);
    }
    let wanted = keycloak.int(&["spec", "instances"]).unwrap_or(1);
    let ready = keycloak.int(&["status", "instances"]);
    let counts = ready.map(|ready| format!("; {ready} of {wanted} instances ready")).unwrap_or_default();
    if let Some(errors) = keycloak.condition("HasErrors").filter(|c| c.is_true()) {
        let (verdict, serving) = match ready {
            Some(0) => (Verdict::Failed, ", so nothing serves"),
            Some(_) => (Verdict::Degraded, ", still serving"),
            None if keycloak.condition("Ready").is_some_and(|r| r.is_true()) => (Verdict::Degraded, ", though Ready is True"),
            None => (Verdict::Failed, ""),
        };
        return Assessment::new(verdict, format!("HasErrors is True{}{counts}{serving}.", said(errors)), "KeycloakHasErrors");
    }
    if let Some(rolling) = keycloak.condition("RollingUpdate").filter(|c| c.is_true()) {
        return Assessment::new(Verdict::InProgress, format!("A rolling update is under way{}{counts}.", said(rolling)), "KeycloakRollingUpdate");
    }
    match keycloak.condition("Ready") {
        Some(ready_condition) if ready_condition.is_true() => Assessment::plain(Verdict::Ready, format!("Ready is True{counts}.")),
        Some(waiting) => Assessment::new(Verdict::InProgress, format!("Ready is {}{}{counts}.", waiting.status.as_str(), said(waiting)), "KeycloakNotReadyYet"),
        None => next(keycloak, context),
    }
}

fn classify_import(import: &Resource, context: &Context, next: Next) -> Assessment {
    let state = |type_: &str| import.condition(type_).filter(|c| c.is_true());
    if let Some(errors) = state("HasErrors") {
        return Assessment::new(Verdict::Failed, format!("HasErrors is True{}: the realm import failed.", said(errors)), "KeycloakRealmImportFailed");
    }
    if let Some(done) = state("Done") {
        return Assessment::plain(Verdict::Succeeded, format!("Done is True{}: the realm was imported.", said(done)));
    }
    if import.conditions.is_empty() || state("Started").is_some() {
        return Assessment::new(Verdict::InProgress, "The realm import has not finished yet (Done is not True).", "KeycloakRealmImportRunning");
    }
    next(import, context)
}
