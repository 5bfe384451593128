//! Any ASO v2 resource: one `Ready` condition whose `severity` says who acts next — `Info` is
//! progress, `Warning` means ASO retries by itself, `Error` means it stopped until the spec
//! changes. The reason is ASO's own word or the ARM error code. Some kinds retry codes that
//! look fatal (a dependency still being created); those exceptions are data below.

use crate::model::{Condition, ConditionStatus, Resource};
use crate::report::Verdict;
use crate::rules::{condition_detail, Assessment, Context, Next, Rule};

/// The ASO rule: every kind of every `*.azure.com` group.
pub static RULE: Rule = Rule { group: "*.azure.com", kind: "*", classify };

/// Reasons that mean "blocked on another object": the root cause is that object.
const BLOCKED_ON: &[&str] = &["WaitingForOwner", "ReferenceNotFound", "SecretNotFound", "ConfigMapNotFound"];

/// How long a resource may wait for an object that does not exist before it counts as failed:
/// applied together, an owner or Secret appears within minutes; one still missing after this
/// will not appear by itself.
pub const BLOCKED_FAILS_AFTER_SECONDS: i64 = 30 * 60;

/// ASO's per-kind error classifier extensions: (kind, ARM code, words in the message) that ASO
/// retries although the code alone looks fatal.
const RETRIED_BY_KIND: &[(&str, &str, &str)] = &[
    ("Redis", "Conflict", "try again later"),
    ("RedisFirewallRule", "Conflict", "try again later"),
    ("RedisPatchSchedule", "Conflict", "try again later"),
    ("SqlDatabase", "BadRequest", ""),
    ("VirtualMachine", "OperationNotAllowed", ""),
    ("VirtualMachineScaleSet", "OperationNotAllowed", ""),
    ("PublicIPAddress", "ReferencedResourceNotProvisioned", ""),
    ("ManagedCluster", "CustomKubeletIdentityMissingPermissionError", ""),
    ("DataCollectionRule", "WorkspaceNotFound", ""),
    ("NamespacesTopicsSubscription", "MessagingGatewayBadRequest", ""),
];

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    let Some(ready) = resource.condition("Ready") else { return next(resource, context) };
    let detail = condition_detail(ready);
    let reason = ready.reason.clone();
    if let Some(assessment) = stuck(ready, context) {
        return assessment;
    }
    match ready.status {
        ConditionStatus::True => Assessment::plain(Verdict::Ready, format!("Ready is True{detail}: the Azure resource exists and matches the spec.")),
        ConditionStatus::False => not_ready(resource, ready, context),
        _ => Assessment::new(Verdict::InProgress, format!("Ready is Unknown{detail}: ASO has not finished its first reconcile."), reason),
    }
}

/// How long ASO may be "working on it" (Ready Unknown, or False with severity Info) before it
/// counts as stuck: the slowest Azure resources (a cluster, an API Management service) take
/// under an hour.
pub const STUCK_AFTER_SECONDS: i64 = 2 * 60 * 60;

/// Still "working on it" for longer than any Azure operation takes: stuck, and the operator's
/// log says why.
fn stuck(ready: &Condition, context: &Context) -> Option<Assessment> {
    let working = ready.status == ConditionStatus::Unknown || (ready.is_false() && ready.severity == "Info");
    let seconds = context.seconds_since(ready.since).filter(|seconds| working && *seconds >= STUCK_AFTER_SECONDS)?;
    Some(Assessment::new(
        Verdict::Failed,
        format!(
            "ASO has been working on it for {}{}: far longer than an Azure operation takes, so it is stuck. The operator's log says why: kubectl logs -n azureserviceoperator-system deploy/azureserviceoperator-controller-manager.",
            crate::model::timestamp::human_duration(seconds),
            condition_detail(ready)
        ),
        if ready.reason.is_empty() { "Stuck".to_owned() } else { ready.reason.clone() },
    ))
}

fn not_ready(resource: &Resource, ready: &Condition, context: &Context) -> Assessment {
    let code = ready.reason.as_str();
    let detail = condition_detail(ready);
    let retried_anyway = RETRIED_BY_KIND
        .iter()
        .any(|(kind, known, words)| *kind == resource.kind && *known == code && ready.message.to_ascii_lowercase().contains(words));
    match ready.severity.as_str() {
        "Info" => Assessment::new(Verdict::InProgress, format!("ASO is working on it (Ready is False, Info){detail}."), code),
        _ if BLOCKED_ON.contains(&code) => blocked(ready, context),
        "Warning" => match context.seconds_since(ready.since).filter(|seconds| *seconds >= BLOCKED_FAILS_AFTER_SECONDS) {
            // Retried for half an hour without clearing: it waits for a person now.
            Some(seconds) => Assessment::new(
                Verdict::Failed,
                format!(
                    "Azure has returned this error for {} although ASO retries it (severity Warning){detail}. It will not clear by itself: {}.",
                    crate::model::timestamp::human_duration(seconds),
                    what_clears(code)
                ),
                code,
            ),
            None => Assessment::new(
                Verdict::InProgress,
                format!("Azure returned an error that ASO retries by itself (severity Warning){detail}. If it does not clear, {}.", what_clears(code)),
                code,
            ),
        },
        "Error" if retried_anyway => Assessment::new(
            Verdict::InProgress,
            format!("Azure returned {code}, which ASO retries for a {} (a dependency is usually still being created){detail}.", resource.kind),
            code,
        ),
        _ => Assessment::new(
            Verdict::Failed,
            format!(
                "Azure rejected the request and ASO stopped retrying (severity {}){detail}. To fix it, {}; ASO tries again once the spec changes.",
                if ready.severity.is_empty() { "not set" } else { &ready.severity },
                what_clears(code)
            ),
            code,
        ),
    }
}

/// What a person does about an ARM error code: permissions and missing parents are not fixed
/// in the resource's own spec.
fn what_clears(code: &str) -> &'static str {
    match code {
        "AuthorizationFailed" | "LinkedAuthorizationFailed" => {
            "grant the identity ASO uses a role on the scope the message names (az role assignment create)"
        }
        "ResourceGroupNotFound" | "ParentResourceNotFound" => "create the parent the message names, or point spec.owner at one that exists",
        "MissingSubscriptionRegistration" | "SubscriptionNotRegistered" | "NoRegisteredProviderFound" => {
            "register the resource provider the message names (az provider register --namespace …)"
        }
        "ResourceQuotaExceeded" => "raise the subscription's quota or use a smaller size",
        "ScopeLocked" => "remove the lock on the scope (az lock list) or keep the resource as it is",
        _ => "fix what the message names",
    }
}

/// Blocked on an owner, Secret or ConfigMap that does not exist: in progress while it may
/// still be on its way; failed once it has been missing for [`BLOCKED_FAILS_AFTER_SECONDS`]
/// and the paste does not show it coming (an object it depends on that is in the paste
/// decides through the roll-up instead).
fn blocked(ready: &Condition, context: &Context) -> Assessment {
    let detail = condition_detail(ready);
    let code = ready.reason.as_str();
    let pasted = context.references.iter().any(|reference| reference.relation == "depends-on" && reference.target.is_some());
    match context.seconds_since(ready.since).filter(|seconds| *seconds >= BLOCKED_FAILS_AFTER_SECONDS && !pasted) {
        Some(seconds) => Assessment::new(
            Verdict::Failed,
            format!(
                "Blocked on another object for {}{detail}. It has not appeared in that time, and ASO cannot create it: create it, or fix the reference if it names the wrong object.",
                crate::model::timestamp::human_duration(seconds)
            ),
            code,
        ),
        None => Assessment::new(
            Verdict::InProgress,
            format!("Blocked on another object{detail}. ASO retries by itself once that object exists; create it or fix the reference."),
            code,
        ),
    }
}
