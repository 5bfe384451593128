//! Managed resources, composite resources (XRs) and claims: `Synced` × `Ready`.

use super::conditions;
use crate::model::timestamp::human_duration;
use crate::model::{Condition, Resource};
use crate::report::Verdict;
use crate::rules::{condition_detail, Assessment, Context, Next, Rule};

/// Every kind of every `*.crossplane.io` group not handled by a more specific rule.
pub static RULE: Rule = Rule { group: "*.crossplane.io", kind: "*", classify };

/// Upbound's providers (`s3.aws.upbound.io`, …) are Crossplane managed resources too.
pub static RULE_UPBOUND: Rule = Rule { group: "*.upbound.io", kind: "*", classify };

/// Composites (XRs) and claims live in the user's own API groups: any kind shaped like one
/// (a `Synced` condition, or the fields Crossplane writes on them) is read the same way; any
/// other kind goes on to the default classification unchanged.
pub static RULE_COMPOSITE: Rule = Rule { group: "*", kind: "*", classify: classify_composite };

/// Spec fields only Crossplane composites and claims have.
const COMPOSITE_FIELDS: &[&[&str]] = &[
    &["spec", "resourceRef"],
    &["spec", "resourceRefs"],
    &["spec", "compositionRef"],
    &["spec", "compositionSelector"],
    &["spec", "claimRef"],
    &["spec", "crossplane"],
];

fn classify_composite(resource: &Resource, context: &Context, next: Next) -> Assessment {
    let shaped = resource.condition("Synced").is_some() || COMPOSITE_FIELDS.iter().any(|path| resource.get(path).is_some());
    if shaped && !resource.group.is_empty() { classify(resource, context, next) } else { next(resource, context) }
}

/// A provider's configuration kinds: read for credentials, never given conditions.
const CONFIG_KINDS: &[&str] = &["ProviderConfig", "ClusterProviderConfig", "StoreConfig"];

/// Definitions Crossplane reads but never reports on.
const STORED_KINDS: &[&str] = &["Composition", "CompositionRevision", "EnvironmentConfig"];

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    if STORED_KINDS.contains(&resource.kind.as_str()) && resource.get(&["status"]).is_none() {
        return Assessment::plain(Verdict::Ready, format!("{} is a stored definition with no status by design: it exists.", resource.display_name()));
    }
    // A provider's credentials: providers report no conditions on it, only how many use it.
    if resource.kind == "ProviderConfigUsage" && resource.conditions.is_empty() {
        return Assessment::plain(Verdict::Ready, format!("{} records that a managed resource uses a ProviderConfig; it has no state of its own.", resource.display_name()));
    }
    if CONFIG_KINDS.contains(&resource.kind.as_str()) && resource.conditions.is_empty() {
        let secret = match (resource.str(&["spec", "credentials", "secretRef", "namespace"]), resource.str(&["spec", "credentials", "secretRef", "name"])) {
            (Some(namespace), Some(name)) => format!(" (Secret {namespace}/{name})"),
            (None, Some(name)) => format!(" (Secret {name})"),
            _ => String::new(),
        };
        let users = match resource.int(&["status", "users"]) {
            Some(0) => " (none does yet)".to_owned(),
            Some(1) => " (1 does)".to_owned(),
            Some(users) => format!(" ({users} do)"),
            None => String::new(),
        };
        return Assessment::new(
            Verdict::Unknown,
            format!(
                "{} tells a provider how to reach its cloud or store, and with which credentials{secret}; providers report no conditions on it, so whether that works shows on the managed resources that use it{users}: Synced is False with \"connect failed\" when it does not.",
                resource.display_name()
            ),
            "NoConditions",
        );
    }
    let conditions = conditions(resource);
    let find = |type_: &str| conditions.iter().find(|c| c.type_ == type_);
    let paused = resource.str(&["metadata", "annotations", "crossplane.io/paused"]) == Some("true");
    let (synced, ready) = (find("Synced"), find("Ready"));
    if paused || synced.is_some_and(|s| s.reason == "ReconcilePaused") {
        let resume = if paused {
            format!(
                " Remove the annotation to resume: kubectl annotate {}{} crossplane.io/paused-.",
                crate::explain::kubectl_resource(&resource.kind, &resource.group, &resource.name),
                resource.namespace_flag()
            )
        } else {
            " Change spec.managementPolicies to resume.".to_owned()
        };
        return Assessment::new(
            Verdict::Suspended,
            format!("Reconciliation is paused (crossplane.io/paused: \"true\" or a paused management policy): Crossplane neither updates nor deletes the external resource.{resume}"),
            "ReconcilePaused",
        );
    }
    if let Some(synced) = synced.filter(|s| s.is_false()) {
        if let Some(waiting) = waiting_for_reference(resource, synced, context) {
            return waiting;
        }
        return sync_error(resource, synced, ready);
    }
    match ready {
        Some(ready) if ready.is_true() => Assessment::plain(Verdict::Ready, format!("Ready and Synced{}.", condition_detail(ready))),
        Some(ready) => not_ready(resource, ready, context),
        None if synced.is_some_and(Condition::is_true) => Assessment::new(
            Verdict::InProgress,
            "Synced is True but the provider has not reported Ready yet: the external resource is being created or observed.",
            "ReconcileSuccess",
        ),
        None if resource.group.starts_with("apiextensions.") || resource.group.starts_with("meta.") => next(resource, context),
        None if conditions.is_empty() => Assessment::new(
            Verdict::InProgress,
            format!("{} has no Ready or Synced condition yet: Crossplane has not reconciled it. If this lasts, check that its provider is installed and healthy and that a ProviderConfig exists.", resource.display_name()),
            "NotReconciled",
        ),
        None => next(resource, context),
    }
}

/// Cloud errors that say the name asked for is taken, in a namespace wider than the account:
/// (error code, what owns the name, why no retry helps).
const NAME_TAKEN: &[(&str, &str)] = &[
    ("BucketAlreadyExists", "S3 bucket names are global across all AWS accounts, and another account owns this one"),
    ("StorageAccountAlreadyTaken", "storage account names are unique across all of Azure, and another subscription holds this one"),
];

/// `AssumeRoleWithWebIdentity … AccessDenied` (IRSA or WebIdentity credentials): who was refused.
pub const WEB_IDENTITY_REFUSED: &str = "STS refused to let the provider's ServiceAccount assume its IAM role (AssumeRoleWithWebIdentity: AccessDenied)";

/// What follows [`WEB_IDENTITY_REFUSED`] until the roll-up names the pasted ServiceAccount,
/// its role and its DeploymentRuntimeConfig (`rollup::crossplane`).
pub const WEB_IDENTITY_TRUST: &str = ": the role's trust policy does not accept that account. It must name it (system:serviceaccount:<namespace>:<name>) in the `sub` condition for the cluster's OIDC provider. A provider's ServiceAccount is named after its revision (<provider>-<hash>), a hash that changes at every install or upgrade: give it a fixed name through its DeploymentRuntimeConfig (spec.serviceAccountTemplate.metadata.name) and trust that name, or trust the prefix with StringLike (system:serviceaccount:crossplane-system:<provider>-*). No credentials Secret is involved";

/// What a composed resource's name-taken summary says of where the name comes from, until the
/// roll-up finds the claim's or composite's parameter that sets it
/// ([`crate::rollup`]'s Crossplane step replaces it).
pub const NAME_FROM_THE_COMPOSITION: &str = "Its name is its crossplane.io/external-name annotation, which the Composition that made it sets (most often from a parameter of the claim or composite): choose another name there; a change made to this resource itself is put back.";

/// Whether a managed resource was made by a Composition: a composite owns it, or Crossplane's
/// label or annotation says so.
pub(crate) fn composed(resource: &Resource) -> bool {
    resource.str(&["metadata", "labels", "crossplane.io/composite"]).is_some_and(|c| !c.is_empty())
        || resource.str(&["metadata", "annotations", "crossplane.io/composition-resource-name"]).is_some_and(|c| !c.is_empty())
        || resource.owners.iter().any(|owner| owner.controller && !owner.kind.is_empty())
}

/// A create the cloud refused because the name is taken (`BucketAlreadyExists`): no retry and
/// no change to spec.forProvider helps, only another name, which is the external-name
/// annotation. `None` for any other error.
fn name_taken(resource: &Resource, synced: &Condition) -> Option<Assessment> {
    if !synced.message.starts_with("create failed") {
        return None;
    }
    let (code, why) = NAME_TAKEN.iter().find(|(code, _)| synced.message.contains(*code))?;
    let name = resource.str(&["metadata", "annotations", "crossplane.io/external-name"]).filter(|name| !name.is_empty());
    let what = match (resource.kind.as_str(), name) {
        ("Bucket", Some(name)) => format!("The bucket name {name} is taken"),
        (_, Some(name)) => format!("The name {name} is taken"),
        (_, None) => "Its name is taken".to_owned(),
    };
    let status = synced.message.split_once("StatusCode: ").and_then(|(_, rest)| rest.split(|c: char| !c.is_ascii_digit()).next()).filter(|code| !code.is_empty()).map(|code| format!(", {code}")).unwrap_or_default();
    let place = if composed(resource) {
        NAME_FROM_THE_COMPOSITION.to_owned()
    } else {
        format!(
            "Its name is its crossplane.io/external-name annotation: set another one (kubectl annotate {}{} crossplane.io/external-name=<new name> --overwrite), and the provider creates it at its next reconcile.",
            crate::explain::kubectl_resource(&resource.kind, &resource.group, &resource.name),
            resource.namespace_flag()
        )
    };
    Some(
        Assessment::new(
            Verdict::Failed,
            format!("{what}: {why} (create failed: {code}{status}). Crossplane retries forever, but only another name helps. {place}"),
            if synced.reason.is_empty() { "ReconcileError".to_owned() } else { synced.reason.clone() },
        )
        .answering(),
    )
}

/// `Synced=False`: the controller errors on every loop; the message is the cause.
fn sync_error(resource: &Resource, synced: &Condition, ready: Option<&Condition>) -> Assessment {
    if let Some(taken) = name_taken(resource, synced) {
        return taken;
    }
    let detail = condition_detail(synced);
    let reason = if synced.reason.is_empty() { "ReconcileError".to_owned() } else { synced.reason.clone() };
    let phase = ["connect failed", "observe failed", "create failed", "update failed", "delete failed"]
        .iter()
        .find(|prefix| synced.message.starts_with(*prefix))
        .map(|prefix| format!(" The {} step fails: {}.", prefix.trim_end_matches(" failed"), phase_hint(resource, prefix, &synced.message)))
        .or_else(|| template_field(resource, &synced.message))
        .unwrap_or_default();
    // What a step or a template names says what to do here, not the general either-or.
    let answered = !phase.is_empty() && (phase.contains("does not exist: create it") || phase.contains("does not set") || phase.contains(WEB_IDENTITY_REFUSED));
    let assessment = match ready {
        Some(ready) if ready.is_true() => Assessment::new(
            Verdict::Degraded,
            format!("The resource exists and is Ready, but Crossplane cannot apply your spec to it (Synced is False{detail}).{phase}"),
            reason,
        ),
        _ => Assessment::new(
            Verdict::Failed,
            format!("Crossplane cannot reconcile it (Synced is False{detail}). It retries forever, but this error needs a person.{phase}"),
            reason,
        ),
    };
    if answered { assessment.answering() } else { assessment }
}

/// ` The Composition's step render-subnets reads spec.parameters.region, which XNetwork
/// edge-eu1 does not set: …` for a composition function's template that reads a field the
/// composite lacks (`executing "manifests" at <.observed.composite.resource.spec.parameters.region>:
/// map has no entry for key "region"`).
fn template_field(resource: &Resource, message: &str) -> Option<String> {
    if !message.contains("map has no entry for key") {
        return None;
    }
    let (_, rest) = message.split_once("<.observed.composite.resource.")?;
    let (field, _) = rest.split_once('>')?;
    let step = message.split_once("step \"").and_then(|(_, rest)| rest.split_once('"')).map(|(step, _)| format!("step {step}")).unwrap_or_else(|| "pipeline".to_owned());
    Some(format!(
        " The Composition's {step} reads {field}, which {} does not set: set it (kubectl edit {}{}), or give the template a default for it.",
        resource.display_name(),
        crate::explain::kubectl_resource(&resource.kind, &resource.group, &resource.name),
        resource.namespace_flag()
    ))
}

/// `cannot resolve references: …: referenced field was empty (referenced resource may not yet
/// be ready)`: what it refers to (a Bucket an IAM member names) is still being created, which
/// is how composed resources start; the error goes once that one is ready. In progress until
/// [`STUCK_AFTER_SECONDS`].
fn waiting_for_reference(resource: &Resource, synced: &Condition, context: &Context) -> Option<Assessment> {
    let message = synced.message.as_str();
    if !message.contains("cannot resolve references") || !(message.contains("may not yet be ready") || message.contains("referenced field was empty")) {
        return None;
    }
    if context.seconds_since(synced.since).is_some_and(|seconds| seconds >= STUCK_AFTER_SECONDS) {
        return None;
    }
    let field = message.split_once("cannot resolve references:").and_then(|(_, rest)| rest.trim().split_once(':')).map(|(field, _)| field.trim());
    let named = field.and_then(|field| referenced_name(resource, field)).map(|(path, name)| format!(" ({path}: {name})")).unwrap_or_default();
    Some(Assessment::new(
        Verdict::InProgress,
        format!(
            "It waits for the resource it refers to{named}: Crossplane cannot resolve {} until that one is ready, which is how composed resources start (Synced is False: {}). If it lasts, look at that resource.",
            field.unwrap_or("the reference"),
            if synced.reason.is_empty() { "ReconcileError" } else { synced.reason.as_str() }
        ),
        "ReferenceNotReady",
    ))
}

/// For the Go field path of an error (`mg.Spec.ForProvider.Bucket`), the reference that fills
/// it (`spec.forProvider.bucketRef`) and the name it gives, when set.
fn referenced_name<'a>(resource: &'a Resource, field: &str) -> Option<(String, &'a str)> {
    let mut path: Vec<String> = field
        .split('.')
        .skip_while(|part| *part == "mg")
        .map(|part| {
            let mut chars = part.chars();
            chars.next().map(|first| first.to_ascii_lowercase().to_string() + chars.as_str()).unwrap_or_default()
        })
        .collect();
    let last = path.last_mut()?;
    last.push_str("Ref");
    let shown = path.join(".");
    let mut keys: Vec<&str> = path.iter().map(String::as_str).collect();
    keys.push("name");
    resource.str(&keys).filter(|name| !name.is_empty()).map(|name| (shown, name))
}

fn phase_hint(resource: &Resource, prefix: &str, message: &str) -> String {
    match prefix {
        // The ProviderConfig it names (`default` when it names none) holds the credentials.
        "connect failed" => {
            let config = resource.str(&["spec", "providerConfigRef", "name"]).filter(|name| !name.is_empty()).unwrap_or("default");
            // `cannot get credentials secret: Secret "aws-prod-creds" not found`: that Secret.
            let missing = message.split_once("Secret \"").and_then(|(_, rest)| rest.split_once("\" not found")).map(|(name, _)| name).filter(|name| !name.is_empty() && !name.contains(' '));
            if let Some(secret) = missing {
                return format!(
                    "Secret {secret}, which ProviderConfig \"{config}\" names for its credentials, does not exist: create it in the namespace that ProviderConfig's spec.credentials.secretRef names, under the key it names (kubectl create secret generic {secret} -n <namespace> --from-file=<key>=<credentials file>); the provider connects at its next try"
                );
            }
            // `ProviderConfig.gcp.upbound.io "gcp-prod" not found`: the config itself is missing.
            let absent = message.split_once("ProviderConfig.").and_then(|(_, rest)| rest.split_once(" \"")).and_then(|(group, rest)| rest.split_once("\" not found").map(|(name, _)| (group, name)));
            if let Some((group, name)) = absent.filter(|(group, name)| !group.is_empty() && !group.contains(' ') && !name.is_empty()) {
                // A composed resource takes the name from its Composition (or the claim's
                // parameter patched into it): a change made here is put back.
                let place = if resource.str(&["metadata", "labels", "crossplane.io/composite"]).is_some_and(|composite| !composite.is_empty()) {
                    "in the Composition that makes it (or the claim's parameter it patches the name from): a change to this resource itself is put back"
                } else {
                    "in its spec.providerConfigRef"
                };
                return format!(
                    "ProviderConfig \"{name}\" does not exist: create it, or name an existing one (kubectl get providerconfigs.{group} lists them) {place}; the provider connects at its next try"
                );
            }
            // IRSA or WebIdentity: STS refused the pod's ServiceAccount token for the role.
            if message.contains("AssumeRoleWithWebIdentity") && (message.contains("AccessDenied") || message.contains("Not authorized")) {
                return format!("{WEB_IDENTITY_REFUSED}{WEB_IDENTITY_TRUST}");
            }
            return format!("check its ProviderConfig \"{config}\" (spec.providerConfigRef) and the credentials Secret that one names");
        }
        "observe failed" => "the provider cannot read the external resource",
        "create failed" | "update failed" => return refused_by_the_cloud(resource, prefix, message),
        _ => "the cloud API refused to delete it",
    }
    .to_owned()
}

/// The cloud API's refusal of a create or an update: its error code and words (`InvalidParameterCombination:
/// Cannot find version 16.1 for postgres`), that what it refuses is in spec.forProvider (or the
/// Composition that writes it), and for a few common errors where to look up what is allowed.
fn refused_by_the_cloud(resource: &Resource, prefix: &str, message: &str) -> String {
    let what = if prefix == "create failed" { "create it" } else { "make the change" };
    // `…, RequestID: 5c1d..., InvalidParameterCombination: Cannot find version 16.1 for postgres  []}]`
    let error = message
        .split(", ")
        .filter_map(|part| part.split_once(": "))
        // `api error InvalidParameterCombination`: the code is the last word.
        .map(|(code, words)| (code.rsplit(' ').next().unwrap_or(code), words))
        .filter(|(code, _)| code.len() > 3 && code.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'.') && code.bytes().next().is_some_and(|b| b.is_ascii_uppercase()) && code.bytes().any(|b| b.is_ascii_lowercase()))
        .last()
        .map(|(code, words)| (code, words.split(" []").next().unwrap_or(words).trim_end_matches(['}', ']', ')', ' ', '.'])));
    let Some((code, words)) = error else {
        return format!("the cloud API refused to {what}; the message has its error");
    };
    let place = if composed(resource) {
        "the field is in spec.forProvider, which the Composition that made it writes: fix it in the Composition (or in the claim's value it copies)"
    } else {
        "the field is in its spec.forProvider: fix it there"
    };
    // `Cannot find version 16.1 for postgres`: the versions RDS offers for that engine.
    let versions = words
        .split_once("Cannot find version ")
        .and_then(|(_, rest)| rest.split_once(" for "))
        .map(|(version, engine)| (version, engine.split_whitespace().next().unwrap_or(engine)))
        .map(|(version, engine)| format!(". RDS offers no {engine} {version} in this region: aws rds describe-db-engine-versions --engine {engine} --query 'DBEngineVersions[].EngineVersion' lists those it does"))
        .unwrap_or_default();
    // RDS refuses a major version upgrade it was not allowed: the versions, and the flag.
    let versions = match (words.contains("AllowMajorVersionUpgrade"), resource.str(&["spec", "forProvider", "engineVersion"])) {
        (true, Some(wanted)) => format!(
            ". Going to engineVersion {wanted}{} is a major upgrade: set spec.forProvider.allowMajorVersionUpgrade: true (and applyImmediately: true not to wait for the maintenance window), or set engineVersion back to the major version it runs",
            resource.str(&["status", "atProvider", "engineVersion"]).map(|now| format!(" from {now}")).unwrap_or_default()
        ),
        _ => versions,
    };
    // A code with no words after it (`BucketAlreadyExists:  []`) is said alone.
    let said = if words.trim().is_empty() { code.to_owned() } else { format!("{code}: {words}") };
    format!("the cloud API refused to {what} ({said}); {place}, and the provider tries again at its next reconcile{versions}")
}

/// Not ready for longer than any cloud resource takes to create (the slowest, a database
/// cluster or a CDN distribution, take under an hour): stuck.
pub const STUCK_AFTER_SECONDS: i64 = 2 * 60 * 60;

/// `Ready` not True with `Synced` True (or absent): still creating, deleting or unavailable;
/// stuck after [`STUCK_AFTER_SECONDS`].
fn not_ready(resource: &Resource, ready: &Condition, context: &Context) -> Assessment {
    let detail = condition_detail(ready);
    let stuck_for = context.seconds_since(ready.since).filter(|seconds| *seconds >= STUCK_AFTER_SECONDS && ready.reason != "Deleting");
    if let Some(seconds) = stuck_for {
        let unavailable = ready.reason == "Unavailable";
        let composite = ready.message.starts_with("Unready resources") || COMPOSITE_FIELDS.iter().any(|path| resource.get(path).is_some());
        let (why, look) = match (unavailable, composite) {
            (true, _) => ("the provider keeps reporting the external resource as not available (stopped, failed over or broken outside Kubernetes)", "Look at the external resource in the cloud console and at the events"),
            (false, true) => ("far longer than creating cloud resources takes, so a resource it composes is stuck (its message names the unready ones)", "Look at those resources and at the events"),
            (false, false) => ("far longer than creating it takes, so it is stuck", "Look at the external resource in the cloud console and at the events"),
        };
        return Assessment::new(
            if unavailable { Verdict::Degraded } else { Verdict::Failed },
            format!(
                "Not ready for {} although its last reconcile succeeded (Ready is {}{detail}): {why}. {look}: kubectl describe {}{}.",
                human_duration(seconds),
                ready.status.as_str(),
                crate::explain::kubectl_resource(&resource.kind, &resource.group, &resource.name),
                resource.namespace_flag()
            ),
            if ready.reason.is_empty() { "Stuck".to_owned() } else { ready.reason.clone() },
        );
    }
    match ready.reason.as_str() {
        "Deleting" => Assessment::new(Verdict::Terminating, format!("Being deleted (Ready is False{detail})."), "Deleting"),
        "Unavailable" => Assessment::new(
            Verdict::InProgress,
            format!("The provider reports the external resource as not available{detail}. Some resources take many minutes to become available; if it stays, look at the resource in the cloud console."),
            "Unavailable",
        ),
        _ => {
            // A managed resource has no composed resources: its provider is at work in the cloud.
            let managed = resource.get(&["spec", "forProvider"]).is_some() || resource.get(&["status", "atProvider"]).is_some() || resource.condition("AsyncOperation").is_some();
            let working = match (managed, resource.condition("AsyncOperation")) {
                (true, Some(operation)) if operation.reason == "Ongoing" => "the provider's call to the cloud is still running (AsyncOperation Ongoing)",
                (true, _) => "the provider is still creating it in the cloud",
                _ => "the provider or the composed resources are still being created",
            };
            Assessment::new(Verdict::InProgress, format!("Not ready yet (Ready is {}{detail}); the last reconcile succeeded, so {working}.", ready.status.as_str()), ready.reason.clone())
        }
    }
}
