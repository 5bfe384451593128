//! MigPlan, MigCluster, MigStorage, MigHook and any other MTC kind but the migrations:
//! blocking conditions, then `Ready` (present or absent), with warnings as notes.

use super::{listing, warnings_note, weighed, GROUP};
use crate::model::{Resource, Weight};
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};

/// Every MTC kind not handled by a more specific rule.
pub static RULE: Rule = Rule { group: GROUP, kind: "*", classify };

/// Required conditions a MigPlan needs before MTC sets Ready.
const PLAN_PREREQUISITES: &[&str] = &["PvsDiscovered", "StorageEnsured"];

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    if resource.conditions.is_empty() {
        if resource.get(&["status"]).is_none() && !matches!(resource.kind.as_str(), "MigPlan" | "MigCluster" | "MigStorage") {
            return next(resource, context);
        }
        return Assessment::new(
            Verdict::InProgress,
            format!("{} has no conditions yet: MTC has not validated it. If this lasts, check the migration-controller pod in openshift-migration.", resource.display_name()),
            "NotReconciled",
        );
    }
    let warnings = weighed(resource, Weight::Warns);
    if resource.condition("Closed").is_some_and(|c| c.is_true()) {
        return Assessment::new(Verdict::Suspended, format!("The plan is closed: no more migrations run from it.{}", warnings_note(&warnings)), "Closed");
    }
    let blockers = weighed(resource, Weight::Blocks);
    if let Some(refused) = token_refused(resource, &blockers) {
        return refused;
    }
    if let Some(first) = blockers.first() {
        let what = if blockers.len() == 1 { "a blocking condition" } else { "blocking conditions" };
        return Assessment::new(
            Verdict::Failed,
            format!(
                "{} is not ready: {what} {} True: {}.{} Fix {} first; MTC validates again on every change.",
                resource.kind,
                if blockers.len() == 1 { "is" } else { "are" },
                listing(&blockers),
                warnings_note(&warnings),
                if blockers.len() == 1 { "it" } else { "them" },
            ),
            first.type_.clone(),
        );
    }
    match resource.condition("Ready").filter(|c| c.is_true()) {
        Some(ready) => {
            let said = if ready.message.is_empty() { "Ready".to_owned() } else { format!("Ready: “{}”", ready.message.trim_end_matches('.')) };
            match warnings.first() {
                None => Assessment::plain(Verdict::Ready, format!("{said}.")),
                Some(first) => Assessment::new(
                    Verdict::Ready,
                    format!("{said}, with{} Warn conditions do not block it; read them before you migrate.", warnings_note(&warnings)),
                    first.type_.clone(),
                ),
            }
        }
        None => {
            let missing: Vec<&str> = match resource.kind.as_str() {
                "MigPlan" => PLAN_PREREQUISITES.iter().copied().filter(|t| resource.condition(t).is_none_or(|c| !c.is_true())).collect(),
                _ => Vec::new(),
            };
            let waiting = if missing.is_empty() { String::new() } else { format!(" It still lacks {}.", missing.join(" and ")) };
            Assessment::new(
                Verdict::InProgress,
                format!(
                    "Not ready yet: there is no Ready condition (MTC removes it rather than set it False) and no Critical or Error condition says why, so MTC is still validating.{waiting}{}",
                    warnings_note(&warnings)
                ),
                "NotReady",
            )
        }
    }
}

/// A MigCluster whose connection test the remote API answered `Unauthorized`: it was reached,
/// and it refused the token stored in the Secret `spec.serviceAccountSecretRef` names (key
/// `saToken`), expired or of a ServiceAccount made again since. A new token, stored there.
fn token_refused(cluster: &Resource, blockers: &[&crate::model::Condition]) -> Option<Assessment> {
    if cluster.kind != "MigCluster" {
        return None;
    }
    let failed = blockers.iter().find(|c| c.type_ == "TestConnectFailed" && (c.message.contains("Unauthorized") || c.message.contains("401")))?;
    let secret = cluster.str(&["spec", "serviceAccountSecretRef", "name"]).filter(|name| !name.is_empty()).unwrap_or("<secret>");
    let namespace = cluster.str(&["spec", "serviceAccountSecretRef", "namespace"]).filter(|ns| !ns.is_empty()).unwrap_or("openshift-config");
    let url = cluster.str(&["spec", "url"]).filter(|url| !url.is_empty()).map(|url| format!(" ({url})")).unwrap_or_default();
    Some(
        Assessment::new(
            Verdict::Failed,
            format!(
                "MigCluster {} is not ready: its cluster's API{url} was reached and refused the token MTC holds for it (TestConnectFailed: “{}”). That token is the saToken key of Secret {secret} in {namespace} (spec.serviceAccountSecretRef): it expired, or its ServiceAccount was made again since. Get a new one on that cluster (oc sa get-token migration-controller -n openshift-migration, logged in there) and store it: oc set data secret/{secret} -n {namespace} saToken=<new token>. MTC tests the connection again on that change; what waits for this cluster carries on by itself.",
                cluster.name,
                failed.message.trim_end_matches('.'),
            ),
            "TestConnectFailed",
        )
        .answering(),
    )
}
