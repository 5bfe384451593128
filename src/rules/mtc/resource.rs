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
    if let Some(failed) = storage_test_failed(resource, &blockers) {
        return failed;
    }
    if let Some(route) = registry_route_failed(resource, &blockers) {
        return route;
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

/// A MigStorage whose test of its bucket (or snapshot provider) with the credentials of its
/// Secret failed: the error between the brackets of MTC's message, the bucket and Secret the
/// spec names, and what the storage's error words say to fix.
fn storage_test_failed(storage: &Resource, blockers: &[&crate::model::Condition]) -> Option<Assessment> {
    if storage.kind != "MigStorage" {
        return None;
    }
    let failed: Vec<&&crate::model::Condition> = blockers.iter().filter(|c| STORAGE_TESTS.contains(&c.type_.as_str())).collect();
    let first = failed.first()?;
    let config = if first.type_ == "VolumeSnapshotProviderTestFailed" { "volumeSnapshotConfig" } else { "backupStorageConfig" };
    let provider = storage.str(&["spec", if config == "backupStorageConfig" { "backupStorageProvider" } else { "volumeSnapshotProvider" }]).unwrap_or("");
    let secret_name = storage.str(&["spec", config, "credsSecretRef", "name"]).filter(|n| !n.is_empty());
    let secret_ns = storage.str(&["spec", config, "credsSecretRef", "namespace"]).filter(|n| !n.is_empty()).unwrap_or("openshift-config");
    let secret = secret_name.map(|name| format!("Secret {secret_ns}/{name} (spec.{config}.credsSecretRef)")).unwrap_or_else(|| format!("the Secret spec.{config}.credsSecretRef names"));
    let bucket = storage.str(&["spec", "backupStorageConfig", "awsBucketName"]).filter(|b| !b.is_empty() && config == "backupStorageConfig");
    let region = storage.str(&["spec", config, "awsRegion"]).filter(|r| !r.is_empty());
    let what = match (bucket, region) {
        (Some(bucket), Some(region)) => format!("its bucket {bucket} (region {region})"),
        (Some(bucket), None) => format!("its bucket {bucket}"),
        _ if config == "volumeSnapshotConfig" => "its volume snapshot provider".to_owned(),
        _ => "its backup storage".to_owned(),
    };
    let error = bracketed(&first.message).unwrap_or(first.message.as_str());
    // The storage's error words before their request ids.
    let error = error.split("status code:").next().unwrap_or(error).trim().trim_end_matches(['.', ',']);
    let fix = match STORAGE_ERRORS.iter().find(|(words, _)| error.contains(words)) {
        Some((_, Refusal::Credentials)) => {
            let keys = match (provider, secret_name) {
                ("aws", Some(name)) => format!(" Its keys aws-access-key-id and aws-secret-access-key must hold one valid key pair: oc set data secret/{name} -n {secret_ns} aws-access-key-id=<key id> aws-secret-access-key=<secret key>."),
                _ => " Put valid credentials in it.".to_owned(),
            };
            format!("The storage refused the credentials: the key is unknown to it, or the secret key does not match.{keys}")
        }
        Some((_, Refusal::NoBucket)) => "The bucket does not exist there: create it, or fix spec.backupStorageConfig.awsBucketName (and awsRegion).".to_owned(),
        Some((_, Refusal::Denied)) => "The credentials were accepted but may not use the bucket: grant that key read and write on it (its IAM or bucket policy).".to_owned(),
        None => "Check the bucket name, region and endpoint in the spec and the credentials in the Secret.".to_owned(),
    };
    let also = match failed.get(1) {
        Some(other) => format!(" {} failed too: “{}”.", other.type_, bracketed(&other.message).unwrap_or(other.message.as_str()).split("status code:").next().unwrap_or("").trim().trim_end_matches(['.', ','])),
        None => String::new(),
    };
    Some(
        Assessment::new(
            Verdict::Failed,
            format!(
                "MigStorage {} is not ready: MTC's test of {what} with the credentials in {secret} failed ({}): “{error}”. {fix}{also} MTC tests it again by itself; plans waiting on this storage (StorageNotReady) follow once it is Ready.",
                storage.name, first.type_,
            ),
            first.type_.clone(),
        )
        .answering(),
    )
}

/// The MigStorage conditions of a failed test of the provider with the Secret's credentials.
const STORAGE_TESTS: &[&str] = &["BackupStorageProviderTestFailed", "VolumeSnapshotProviderTestFailed"];

/// What a storage provider's error says is wrong.
enum Refusal {
    Credentials,
    NoBucket,
    Denied,
}

/// The error codes of S3 and EC2 (AWS and S3-compatible stores) in a failed test.
const STORAGE_ERRORS: &[(&str, Refusal)] = &[
    ("InvalidAccessKeyId", Refusal::Credentials),
    ("SignatureDoesNotMatch", Refusal::Credentials),
    ("AuthFailure", Refusal::Credentials),
    ("InvalidClientTokenId", Refusal::Credentials),
    ("NoSuchBucket", Refusal::NoBucket),
    ("AccessDenied", Refusal::Denied),
];

/// The text between the first `[` and the last `]` of an MTC message (its items).
fn bracketed(message: &str) -> Option<&str> {
    let (_, after) = message.split_once('[')?;
    let (inside, _) = after.rsplit_once(']')?;
    Some(inside.trim()).filter(|inside| !inside.is_empty())
}

/// A MigCluster whose exposed registry route MTC could not use: MTC asks
/// `https://<spec.exposedRegistryPath>/v2/` with the cluster's token and wants 200. What the
/// answer (or the error) says, and where that route and the registry live on the cluster.
fn registry_route_failed(cluster: &Resource, blockers: &[&crate::model::Condition]) -> Option<Assessment> {
    if cluster.kind != "MigCluster" {
        return None;
    }
    let failed = blockers.iter().find(|c| c.type_ == "InvalidRegistryRoute")?;
    let path = cluster.str(&["spec", "exposedRegistryPath"]).filter(|p| !p.is_empty());
    let asked = path.map(|p| format!("https://{p}/v2/")).unwrap_or_else(|| "the registry route (spec.exposedRegistryPath)".to_owned());
    let host = path.and_then(|p| p.split('/').next()).unwrap_or("<host>");
    let code: Option<u16> = failed.message.split_once("Response code received: ").and_then(|(_, rest)| rest.trim().trim_end_matches('.').parse().ok());
    let meaning = match code {
        Some(503) => format!("The router answered 503: no route there has host {host}, or no registry pod is ready behind it."),
        Some(401 | 403) => "The registry refused the cluster's token (the one the Secret spec.serviceAccountSecretRef names): that ServiceAccount may not pull or push there.".to_owned(),
        Some(404) => format!("Something answered at {host} but it is not a registry's API (/v2/): the route points at another service."),
        Some(other) => format!("It answered {other} instead of 200."),
        None => "MTC could not reach it at all (the error is in the message): the host does not resolve, or nothing listens there.".to_owned(),
    };
    Some(
        Assessment::new(
            Verdict::Failed,
            format!(
                "MigCluster {} is not ready: MTC asked its image registry at {asked} and did not get 200 (InvalidRegistryRoute: “{}”). {meaning} On that cluster, oc get route --all-namespaces shows whether a route has host {host} (the registry's own is in namespace openshift-image-registry on OpenShift 4, default on OpenShift 3), and oc get pods in that namespace whether the registry runs. Fix the route or the registry, or set spec.exposedRegistryPath to the route that serves it; MTC tests it again when it next reconciles this MigCluster, which a change to it starts.",
                cluster.name,
                failed.message.trim_end_matches('.'),
            ),
            "InvalidRegistryRoute",
        )
        .answering(),
    )
}
