//! Any ASO v2 resource: one `Ready` condition whose `severity` says who acts next — `Info` is
//! progress, `Warning` means ASO retries by itself, `Error` means it stopped until the spec
//! changes. The reason is ASO's own word or the ARM error code. Some kinds retry codes that
//! look fatal (a dependency still being created); those exceptions are data below.

use crate::model::{Condition, ConditionStatus, Resource};
use crate::report::Verdict;
use crate::rules::{clause, Assessment, Context, Next, Rule};

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
    let detail = arm_condition_detail(ready);
    let reason = ready.reason.clone();
    if resource.str(&["metadata", "annotations", RECONCILE_POLICY]) == Some("skip") {
        return skipped(resource, ready);
    }
    if let Some(assessment) = stuck(ready, context) {
        return assessment;
    }
    match ready.status {
        ConditionStatus::True => Assessment::plain(Verdict::Ready, format!("Ready is True{detail}: the Azure resource exists and matches the spec.")),
        ConditionStatus::False => not_ready(resource, ready, context),
        _ => Assessment::new(Verdict::InProgress, format!("Ready is Unknown{detail}: ASO has not finished its first reconcile."), reason),
    }
}

/// The annotation that tells ASO whether to manage the Azure resource: `skip` makes it only
/// read the resource (existence), never create, change or delete it.
const RECONCILE_POLICY: &str = "serviceoperator.azure.com/reconcile-policy";

/// `reconcile-policy: skip`: ASO only checks that the Azure resource exists. Ready says that,
/// not that the spec is applied; a resource that does not exist is not created.
fn skipped(resource: &Resource, ready: &Condition) -> Assessment {
    let detail = arm_condition_detail(ready);
    let manage = format!(
        "kubectl annotate {}{} {RECONCILE_POLICY}-",
        crate::explain::kubectl_resource(&resource.kind, &resource.group, &resource.name),
        resource.namespace_flag()
    );
    match ready.status {
        ConditionStatus::True => Assessment::plain(
            Verdict::Ready,
            format!("Ready is True{detail}: the Azure resource exists. ASO does not manage it ({RECONCILE_POLICY}: skip): it only reads it, so your spec is not applied to it."),
        ),
        ConditionStatus::False => Assessment::new(
            Verdict::Failed,
            format!(
                "ASO does not manage it ({RECONCILE_POLICY}: skip), it only reads it, and reading fails{detail}. ASO will not create or change it: create it outside ASO, or let ASO manage it ({manage})."
            ),
            ready.reason.clone(),
        )
        // (Ready's own advice assumes ASO manages it: "ASO recreates it" would not happen.)
        .answering(),
        _ => Assessment::new(Verdict::InProgress, format!("Ready is Unknown{detail}: ASO has not read it yet ({RECONCILE_POLICY}: skip: it only reads it)."), ready.reason.clone()),
    }
}

/// [`condition_detail`](crate::rules::condition_detail) with an ARM error's dump shortened to its first line (without the
/// request's URL) and its error code: ASO's messages carry the whole HTTP response.
fn arm_condition_detail(condition: &Condition) -> String {
    let message = condition.message.trim();
    let first = message.lines().next().unwrap_or("").trim();
    let first = [": GET https", ": PUT https", ": PATCH https", ": POST https", ": DELETE https", ": HEAD https"]
        .iter()
        .find_map(|request| first.split_once(request).map(|(before, _)| before))
        .unwrap_or(first)
        .trim_end_matches([':', ' ']);
    let code = message
        .lines()
        .find_map(|line| line.trim().strip_prefix("ERROR CODE:"))
        .map(str::trim)
        .filter(|code| !code.is_empty() && *code != condition.reason && !first.contains(*code));
    // Sentences after the first that only send to a portal or a page (`Submit a request for
    // Quota increase at https://aka.ms/…`) are left to the condition's own quote.
    let kept: Vec<&str> = first.split_inclusive(". ").enumerate().filter(|(at, sentence)| *at == 0 || !sentence.contains("https://")).map(|(_, sentence)| sentence).collect();
    let mut said = clause(kept.concat().trim_end()).to_owned();
    if let Some(code) = code {
        said = if said.is_empty() { format!("ERROR CODE {code}") } else { format!("{said} (ERROR CODE {code})") };
    }
    match (condition.reason.is_empty(), said.is_empty() || said == condition.reason) {
        (true, true) => String::new(),
        (false, true) => format!(": {}", condition.reason),
        (true, false) => format!(": {said}"),
        (false, false) => format!(": {}: {said}", condition.reason),
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
            arm_condition_detail(ready)
        ),
        if ready.reason.is_empty() { "Stuck".to_owned() } else { ready.reason.clone() },
    ))
}

fn not_ready(resource: &Resource, ready: &Condition, context: &Context) -> Assessment {
    let code = ready.reason.as_str();
    let detail = arm_condition_detail(ready);
    let retried_anyway = RETRIED_BY_KIND
        .iter()
        .any(|(kind, known, words)| *kind == resource.kind && *known == code && ready.message.to_ascii_lowercase().contains(words));
    match ready.severity.as_str() {
        "Info" => Assessment::new(Verdict::InProgress, format!("ASO is working on it (Ready is False, Info){detail}."), code),
        _ if BLOCKED_ON.contains(&code) => blocked(resource, ready, context),
        // A quota Azure refused the operation for (provisioningState Failed) is not raised by
        // retrying: it waits for a person now, however recent.
        "Warning" if QUOTA_CODES.contains(&code) && resource.str(&["status", "provisioningState"]) == Some("Failed") => Assessment::new(
            Verdict::Failed,
            format!("Azure refused the operation for a quota (provisioningState Failed){detail}. ASO retries it, but retrying does not raise a quota: {}.", what_clears(resource, ready)),
            code,
        )
        .answering(),
        "Warning" => match context.seconds_since(ready.since).filter(|seconds| *seconds >= BLOCKED_FAILS_AFTER_SECONDS) {
            // Retried for half an hour without clearing: it waits for a person now.
            Some(seconds) => answered(
                Assessment::new(
                    Verdict::Failed,
                    format!(
                        "Azure has returned this error for {} although ASO retries it (severity Warning){detail}. It will not clear by itself: {}.",
                        crate::model::timestamp::human_duration(seconds),
                        what_clears(resource, ready)
                    ),
                    code,
                ),
                &what_clears(resource, ready),
            ),
            None => Assessment::new(
                Verdict::InProgress,
                format!("Azure returned an error that ASO retries by itself (severity Warning){detail}. If it does not clear, {}.", what_clears(resource, ready)),
                code,
            ),
        },
        "Error" if retried_anyway => Assessment::new(
            Verdict::InProgress,
            format!("Azure returned {code}, which ASO retries for a {} (a dependency is usually still being created){detail}.", resource.kind),
            code,
        ),
        _ => answered(
            Assessment::new(
                Verdict::Failed,
                format!(
                    "Azure rejected the request and ASO stopped retrying (severity {}){detail}. To fix it, {}; ASO tries again once the spec changes.",
                    if ready.severity.is_empty() { "not set" } else { &ready.severity },
                    what_clears(resource, ready)
                ),
                code,
            ),
            &what_clears(resource, ready),
        ),
    }
}

/// The assessment, marked as answering its conditions when what clears the error is this
/// case's, filled from the paste (no placeholder left), not the general words.
fn answered(assessment: Assessment, clears: &str) -> Assessment {
    // (The principal's advice names its placeholders as what to look up, in this very case.)
    if !clears.starts_with(PRINCIPAL_SET) && (clears.contains('<') || clears.contains('…') || clears.contains("the message names")) {
        assessment
    } else {
        assessment.answering()
    }
}

/// What a person does about an ARM error code: permissions and missing parents are not fixed
/// in the resource's own spec. Commands are filled from the message and the spec.
/// ARM's codes for an operation refused by a quota of the subscription.
const QUOTA_CODES: &[&str] = &["QuotaExceeded", "ResourceQuotaExceeded", "OperationNotAllowed_QuotaExceeded"];

/// What a quota refusal asks for, with Azure's own numbers when its message has them
/// (`standardDDSv5Family Cores quota … Location: westeurope, Current Limit: 100, Current Usage:
/// 64, Additional Required: 40, (Minimum) New Limit Required: 104`).
fn quota_words(resource: &Resource, message: &str) -> String {
    let number = |label: &str| message.split_once(label).and_then(|(_, rest)| rest.trim_start().split([',', '.', ' ']).next()).filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
    let family = message.split_once("exceeding approved ").and_then(|(_, rest)| rest.split_whitespace().next()).filter(|family| family.ends_with("Family") || family.ends_with("family"));
    let location = message.split_once("Location: ").and_then(|(_, rest)| rest.split(',').next()).map(str::trim).filter(|l| !l.is_empty() && !l.contains(' '));
    let smaller = if resource.kind == "ManagedClustersAgentPool" { "fewer or smaller nodes (spec.count, spec.vmSize)" } else { "a smaller size" };
    match (number("New Limit Required:"), number("Current Limit:"), number("Current Usage:")) {
        (Some(needed), Some(limit), Some(usage)) => format!(
            "ask for a quota of at least {needed}{} (now {limit}, {usage} in use{}), or use {smaller}{}",
            family.map(|family| format!(" {family} cores")).unwrap_or_default(),
            location.map(|location| format!(", in {location}")).unwrap_or_default(),
            location.map(|location| format!("; az vm list-usage --location {location} -o table shows the quotas and their use")).unwrap_or_default()
        ),
        _ => format!("raise the subscription's quota the message names, or use {smaller}"),
    }
}

/// How the advice on a principal not found begins (the roll-up names the pasted identities
/// after it).
pub(crate) const PRINCIPAL_SET: &str = "set spec.principalId";

fn what_clears(resource: &Resource, ready: &Condition) -> String {
    match ready.reason.as_str() {
        "AuthorizationFailed" | "LinkedAuthorizationFailed" => match role_assignment(&ready.message) {
            Some(command) => format!("grant the identity ASO uses a role there: {command}"),
            None => "grant the identity ASO uses a role on the scope the message names (az role assignment create --assignee <object id> --role Contributor --scope <scope>)".to_owned(),
        },
        "ResourceGroupNotFound" | "ParentResourceNotFound" => "create the parent the message names, or point spec.owner at one that exists".to_owned(),
        "MissingSubscriptionRegistration" | "SubscriptionNotRegistered" | "NoRegisteredProviderFound" => {
            "register the resource provider the message names (az provider register --namespace …)".to_owned()
        }
        code if QUOTA_CODES.contains(&code) => quota_words(resource, &ready.message),
        // ARM names the assignment when it says (`Policy identifiers: '[{"policyAssignment":{"name":"Allowed locations", …`).
        "RequestDisallowedByPolicy" => {
            let named = ready
                .message
                .split_once("\"policyAssignment\":{\"name\":\"")
                .and_then(|(_, rest)| rest.split_once('"'))
                .map(|(name, _)| name)
                // (`Policy identifiers: allowed-locations.`, as some versions write it.)
                .or_else(|| ready.message.split_once("Policy identifiers: ").map(|(_, rest)| rest.trim().trim_end_matches('.')).filter(|name| !name.starts_with(['[', '\'']) && !name.contains(' ')))
                .filter(|name| !name.is_empty());
            match named {
                Some(name) => format!("change the spec to comply with Azure Policy assignment “{name}” (a location, a tag, a SKU it allows), or ask for an exemption from it"),
                None => "find the Azure Policy assignment that denies it (the message does not name it; az policy assignment list --disable-scope-strict-match -o table lists those that apply here), then change the spec to comply (a location, a tag, a SKU it allows) or ask for an exemption".to_owned(),
            }
        }
        "ScopeLocked" => "remove the lock on the scope (az lock list) or keep the resource as it is".to_owned(),
        // A principal deleted and made again has a new object ID; a fixed one in the spec stays old.
        "PrincipalNotFound" => match resource.str(&["spec", "principalId"]).filter(|id| !id.is_empty()) {
            Some(id) => format!(
                "{PRINCIPAL_SET} (now {id}) to the object ID of a principal that exists in the directory (for a managed identity, its principalId: az identity show --name <identity> --resource-group <group> --query principalId; one deleted and made again has a new ID), or let ASO fill it from the identity with spec.principalIdFromConfig"
            ),
            None => "check the principal ASO takes from spec.principalIdFromConfig: it must be the object ID of a principal that exists in the directory".to_owned(),
        },
        // Storage account names are one namespace across all of Azure.
        "StorageAccountAlreadyTaken" | "StorageAccountAlreadyExists" => format!(
            "choose another name in spec.azureName (now {}): storage account names are unique across all of Azure",
            resource.str(&["spec", "azureName"]).unwrap_or(resource.name.as_str())
        ),
        "K8sVersionNotSupported" | "AgentPoolK8sVersionNotSupported" => format!(
            "set a version the region offers in spec.kubernetesVersion (az aks get-versions --location {} lists them)",
            resource.str(&["spec", "location"]).filter(|location| !location.is_empty()).unwrap_or("<region>")
        ),
        _ => "fix what the message names".to_owned(),
    }
}

/// Told its resource group or parent is not found while the paste shows that owner Ready (it
/// exists in Azure as far as ASO last saw): with another credential than the owner's, the
/// subscription that one names is not the owner's; with the same, the owner was deleted or
/// moved in Azure since.
pub(crate) fn owner_out_of_sight(resource: &Resource, reason: &str, message: &str, owner: &Resource) -> Option<crate::rules::Reread> {
    if !matches!(reason, "ResourceGroupNotFound" | "ParentResourceNotFound") {
        return None;
    }
    const CREDENTIAL: &[&str] = &["metadata", "annotations", "serviceoperator.azure.com/credential-from"];
    let id = owner.str(&["status", "id"]).filter(|id| id.starts_with("/subscriptions/"));
    let subscription = id.and_then(|id| id.strip_prefix("/subscriptions/")).and_then(|rest| rest.split('/').next()).filter(|s| !s.is_empty());
    let namespace = resource.namespace.as_deref().unwrap_or("default");
    let quoted = if message.is_empty() { String::new() } else { format!(" (“{}”)", message.trim_end_matches('.')) };
    let exists = id.map(|id| format!(" ({id})")).unwrap_or_default();
    let owner_named = format!("{} {}", owner.kind, owner.name);
    let own = resource.str(CREDENTIAL).filter(|s| !s.is_empty());
    let owners = owner.str(CREDENTIAL).filter(|s| !s.is_empty());
    if own == owners {
        // The credential that made the owner cannot fail to see it: it is gone from Azure.
        let name = owner.str(&["spec", "azureName"]).filter(|n| !n.is_empty()).unwrap_or(&owner.name);
        let in_subscription = subscription.map(|s| format!(" --subscription {s}")).unwrap_or_default();
        return Some(crate::rules::Reread {
            summary: format!(
                "Azure says {reason}{quoted}, but {owner_named} is in the paste and Ready{exists}, made with the same credential as this {}: it was deleted or moved in Azure since ASO last found it.",
                resource.kind
            ),
            next: format!(
                "Check whether it is still there: az group show -n {name}{in_subscription}. If it is gone, ASO makes it again at {owner_named}'s next reconcile, and this {} follows.",
                resource.kind
            ),
        });
    }
    let (credential, secret) = match own {
        Some(secret) => (format!("Secret {secret} (its annotation serviceoperator.azure.com/credential-from)"), secret),
        None => (format!("the namespace's credential (Secret aso-credential in {namespace} if there is one, else the operator's)"), "aso-credential"),
    };
    let owners_credential = match owners {
        Some(secret) => format!("Secret {secret}"),
        None => "the namespace's or the operator's credential".to_owned(),
    };
    let should = subscription.map(|s| format!(" (it must be {s})")).unwrap_or_default();
    Some(crate::rules::Reread {
        summary: format!(
            "Azure says {reason}{quoted}, but {owner_named} is in the paste and Ready{exists}. It was made with {owners_credential}, and this {} uses {credential}, which likely names another subscription.",
            resource.kind
        ),
        next: format!(
            "Check the subscription this {}'s credential names: kubectl get secret {secret} -n {namespace} -o jsonpath='{{.data.AZURE_SUBSCRIPTION_ID}}' | base64 -d{should}; fix the Secret, or point the annotation at the credential the group was made with.",
            resource.kind
        ),
    })
}

/// `az role assignment create …` from an AuthorizationFailed message: the object id that was
/// refused and the scope it needs. A refused write creates (or changes) the resource the
/// scope names, which may not exist yet: the role goes on the group (for a resource group,
/// the subscription) that holds it.
fn role_assignment(message: &str) -> Option<String> {
    let quoted_after = |word: &str| message.split_once(word).and_then(|(_, rest)| rest.trim_start().strip_prefix('\'')).and_then(|rest| rest.split_once('\'')).map(|(value, _)| value);
    let who = quoted_after("object id").or_else(|| quoted_after("The client"))?;
    let action = quoted_after("perform action").unwrap_or("");
    let mut scope = quoted_after("over scope")?;
    if action.to_ascii_lowercase().ends_with("/write") {
        let lower = scope.to_ascii_lowercase();
        if let Some(at) = lower.find("/providers/").or_else(|| lower.find("/resourcegroups/")) {
            scope = scope.get(..at)?;
        }
    }
    // Contributor may not grant roles: assigning them needs a role that may.
    let role = if action.to_ascii_lowercase().starts_with("microsoft.authorization/") { "\"User Access Administrator\"" } else { "Contributor" };
    (!who.is_empty() && scope.starts_with('/')).then(|| format!("az role assignment create --assignee {who} --role {role} --scope {scope}"))
}

/// Blocked on an owner, Secret or ConfigMap that does not exist: in progress while it may
/// still be on its way; failed once it has been missing for [`BLOCKED_FAILS_AFTER_SECONDS`]
/// and the paste does not show it coming (an object it depends on that is in the paste
/// decides through the roll-up instead).
fn blocked(resource: &Resource, ready: &Condition, context: &Context) -> Assessment {
    let detail = arm_condition_detail(ready);
    let code = ready.reason.as_str();
    // The owner is pasted: the roll-up reads its state (a missing Secret is never pasted).
    let pasted = code == "WaitingForOwner" && context.references.iter().any(|reference| reference.relation == "depends-on" && reference.target.is_some());
    let create = match missing_secret(resource, ready) {
        Some(create) => create,
        None => ": create it, or fix the reference if it names the wrong object.".to_owned(),
    };
    match context.seconds_since(ready.since).filter(|seconds| *seconds >= BLOCKED_FAILS_AFTER_SECONDS && !pasted) {
        Some(seconds) => Assessment::new(
            Verdict::Failed,
            format!(
                "Blocked on another object for {}{detail}. It has not appeared in that time, and ASO cannot create it{create}",
                crate::model::timestamp::human_duration(seconds)
            ),
            code,
        ),
        None => Assessment::new(
            Verdict::InProgress,
            format!("Blocked on another object{detail}. ASO retries by itself once that object exists{create}"),
            code,
        ),
    }
}

/// `: kubectl create secret generic billing-pg-admin -n billing --from-literal=password=<value>
/// (spec.administratorLoginPassword names key password).` for a Secret ASO did not find
/// (`secrets "billing-pg-admin" not found`), with the key the spec names for it.
fn missing_secret(resource: &Resource, ready: &Condition) -> Option<String> {
    if ready.reason != "SecretNotFound" {
        return None;
    }
    let (_, rest) = ready.message.split_once("secrets \"")?;
    let name = rest.split('"').next().filter(|name| !name.is_empty() && !name.contains(' '))?;
    // The spec's secret references are `{name, key}` mappings, at any depth: walk it.
    let mut stack: Vec<(String, &crate::model::Value)> = vec![("spec".to_owned(), resource.get(&["spec"])?)];
    let mut found = None;
    let mut visited = 0;
    while let Some((path, value)) = stack.pop() {
        visited += 1;
        if visited > 10_000 {
            break;
        }
        if let Some(object) = value.as_object() {
            if object.get("name").and_then(|n| n.as_str()) == Some(name) {
                if let Some(key) = object.get("key").and_then(|k| k.as_str()).filter(|k| !k.is_empty() && !k.contains([' ', '\''])) {
                    found = Some((path, key));
                    break;
                }
            }
            stack.extend(object.iter().map(|(key, value)| (format!("{path}.{key}"), value)));
        } else if let Some(items) = value.as_array() {
            stack.extend(items.iter().map(|value| (path.clone(), value)));
        }
    }
    let ns = resource.namespace_flag();
    Some(match found {
        Some((path, key)) => format!(": kubectl create secret generic {name}{ns} --from-literal={key}=<value> ({path} names key {key})."),
        None => format!(": kubectl create secret generic {name}{ns} --from-literal=<key>=<value>, with the key the spec names."),
    })
}
