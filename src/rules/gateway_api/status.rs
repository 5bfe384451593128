//! Gateway API kinds: a GatewayClass or Gateway reports `Accepted` / `Programmed` in
//! `status.conditions`; a route reports them per parent Gateway in `status.parents`, a policy
//! per ancestor in `status.ancestors`. Every entry (and condition) records the generation it
//! describes; entries older than `metadata.generation` say nothing about the current spec.
//! `Accepted=False` means the configuration was rejected, `ResolvedRefs=False` that a
//! reference (backend, certificate) is missing, `Programmed=False` that the data plane is not
//! configured yet (or could not be).

use crate::model::{Condition, ConditionStatus, Resource};
use crate::report::Verdict;
use crate::rules::{condition_detail, reason_or, Assessment, Context, Next, Rule};

/// Every kind of the group.
pub static RULE: Rule = Rule { group: "gateway.networking.k8s.io", kind: "*", classify };

/// `Programmed=False` reasons that mean "not yet" rather than "cannot".
const NOT_YET: &[&str] = &["Pending", "ProgrammingInProgress", "AddressNotAssigned"];

/// One status entry: who reported it and its conditions.
struct Entry {
    /// `Gateway example-gateway`, or empty for the object's own conditions.
    parent: String,
    /// The controller that wrote the entry (`controllerName`), if named.
    controller: Option<String>,
    conditions: Vec<Condition>,
    /// `public-gw -n infra`: the parent's name and namespace flag, for commands.
    target: String,
}

fn entries(resource: &Resource) -> Option<Vec<Entry>> {
    for (field, reference) in [("parents", "parentRef"), ("ancestors", "ancestorRef")] {
        if let Some(crate::model::Value::Array(items)) = resource.get(&["status", field]) {
            return Some(
                items
                    .iter()
                    .map(|item| {
                        let name = item.get(reference).and_then(|r| r.get("name")).and_then(|n| n.as_str()).unwrap_or("(unnamed)");
                        let kind = item.get(reference).and_then(|r| r.get("kind")).and_then(|k| k.as_str()).unwrap_or("Gateway");
                        let section = item
                            .get(reference)
                            .and_then(|r| r.get("sectionName"))
                            .and_then(|s| s.as_str())
                            .map(|s| format!(" (section {s})"))
                            .unwrap_or_default();
                        let conditions = match item.get("conditions") {
                            Some(crate::model::Value::Array(list)) => list.iter().filter_map(Condition::from_value).collect(),
                            _ => Vec::new(),
                        };
                        let controller = item.get("controllerName").and_then(|c| c.as_str()).map(str::to_owned);
                        let namespace = item.get(reference).and_then(|r| r.get("namespace")).and_then(|n| n.as_str()).map(str::to_owned).or_else(|| resource.namespace.clone());
                        let target = format!("{name}{}", namespace.map(|ns| format!(" -n {ns}")).unwrap_or_default());
                        Entry { parent: format!("{kind} {name}{section}"), controller, conditions, target }
                    })
                    .collect(),
            );
        }
    }
    if resource.get(&["status"]).is_none() {
        return None;
    }
    Some(vec![Entry { parent: String::new(), controller: None, conditions: resource.conditions.clone(), target: String::new() }])
}

/// What to try for a route's or policy's refusal, by its reason: the command that shows the
/// Gateway's listeners, the Service that is missing; empty for other reasons.
fn what_to_try(reason: &str, message: &str, entry: &Entry) -> String {
    let gateway = &entry.target;
    match reason {
        "NotAllowedByListeners" if !gateway.is_empty() => format!(
            " The Gateway's listeners do not let this route attach (their allowedRoutes limit the namespaces or kinds): kubectl get gateway {gateway} -o yaml shows spec.listeners[].allowedRoutes."
        ),
        "NoMatchingParent" if !gateway.is_empty() => format!(
            " The parentRef's sectionName or port names no listener of that Gateway: kubectl get gateway {gateway} -o yaml lists them (spec.listeners[].name and port)."
        ),
        "NoMatchingListenerHostname" if !gateway.is_empty() => format!(
            " None of the Gateway's listener hostnames matches the route's spec.hostnames: kubectl get gateway {gateway} -o yaml shows them."
        ),
        "RefNotPermitted" => " A backend in another namespace needs a ReferenceGrant in that namespace allowing this kind from this namespace.".to_owned(),
        "BackendNotFound" => match missing_service(message) {
            Some((namespace, name)) => format!(" Service {name} does not exist in {namespace}: create it or fix the backendRef (kubectl get svc {name} -n {namespace})."),
            None => " A backendRef names a Service that does not exist: fix the backendRef or create the Service.".to_owned(),
        },
        _ => String::new(),
    }
}

/// `("shop", "storefront-web")` from "service shop/storefront-web not found".
fn missing_service(message: &str) -> Option<(&str, &str)> {
    let lower_start = message.to_ascii_lowercase().find("service ")?;
    let rest = message.get(lower_start + "service ".len()..)?;
    let reference = rest.split_whitespace().next()?;
    reference.split_once('/').filter(|(ns, name)| !ns.is_empty() && !name.is_empty())
}

/// How many backendRefs the route's rules name in all.
fn backend_refs(resource: &Resource) -> usize {
    match resource.get(&["spec", "rules"]) {
        Some(crate::model::Value::Array(rules)) => rules
            .iter()
            .map(|rule| match rule.get("backendRefs") {
                Some(crate::model::Value::Array(refs)) => refs.len(),
                _ => 0,
            })
            .sum(),
        _ => 0,
    }
}

/// What one status entry says is wrong, if anything: the controller rejected the
/// configuration, a reference is missing, or the data plane could not be configured.
fn judge(resource: &Resource, entry: &Entry, current: &dyn Fn(&&Condition) -> bool) -> Option<Assessment> {
    let of = if entry.parent.is_empty() { String::new() } else { format!(" for {}", entry.parent) };
    let conditions: Vec<&Condition> = entry.conditions.iter().filter(|c| current(c)).collect();
    let find = |type_: &str| conditions.iter().copied().find(|c| c.type_ == type_);
    if let Some(accepted) = find("Accepted").filter(|c| c.is_false()) {
        return Some(Assessment::new(
            Verdict::Failed,
            format!("Accepted is False{of}{}: the controller rejected this configuration.{}", condition_detail(accepted), what_to_try(&accepted.reason, &accepted.message, entry)),
            reason_or(accepted, "NotAccepted"),
        ));
    }
    if let Some(refs) = find("ResolvedRefs").filter(|c| c.is_false()) {
        // Its only backend missing: every request fails, not some.
        let only_backend = refs.reason == "BackendNotFound" && backend_refs(resource) == 1;
        return Some(Assessment::new(
            if only_backend { Verdict::Failed } else { Verdict::Degraded },
            format!("ResolvedRefs is False{of}{}: something it refers to is missing or not allowed.{}", condition_detail(refs), what_to_try(&refs.reason, &refs.message, entry)),
            reason_or(refs, "RefNotResolved"),
        ));
    }
    find("Programmed").filter(|c| c.is_false() && !NOT_YET.contains(&c.reason.as_str())).map(|programmed| {
        Assessment::new(Verdict::Failed, format!("Programmed is False{of}{}: the data plane could not be configured.", condition_detail(programmed)), reason_or(programmed, "NotProgrammed"))
    })
}

/// How long a GatewayClass or Gateway may keep the API server's default status ("Waiting for
/// controller") before no controller is taken to handle it: an installed one answers in
/// seconds.
pub const NO_CONTROLLER_AFTER_SECONDS: i64 = 10 * 60;

/// A GatewayClass or Gateway still showing the default status the API server gave it
/// (`Accepted=Unknown, Pending, "Waiting for controller"`) long after it was created: no
/// controller claims its class. (The default's lastTransitionTime is 1970, so its age is the
/// object's.)
fn no_controller(resource: &Resource, context: &Context) -> Option<Assessment> {
    if !matches!(resource.kind.as_str(), "GatewayClass" | "Gateway") {
        return None;
    }
    let accepted = resource.condition("Accepted")?;
    let default = accepted.status == ConditionStatus::Unknown && accepted.message.trim_end_matches('.').eq_ignore_ascii_case("Waiting for controller");
    let waited = context.seconds_since(resource.created()).filter(|seconds| default && *seconds >= NO_CONTROLLER_AFTER_SECONDS)?;
    let which = match resource.kind.as_str() {
        "GatewayClass" => match resource.str(&["spec", "controllerName"]) {
            Some(controller) => format!("no running controller has the controllerName {controller} of this GatewayClass"),
            None => "no running controller claims this GatewayClass".to_owned(),
        },
        _ => match resource.str(&["spec", "gatewayClassName"]) {
            Some(class) => format!("no running controller handles its GatewayClass {class}"),
            None => "no running controller handles its GatewayClass".to_owned(),
        },
    };
    Some(Assessment::new(
        Verdict::Failed,
        format!(
            "{} still has the status the API server gave it (Accepted is Unknown: Waiting for controller) {} after it was made: {which}. Check that the Gateway API implementation is installed and running, and that the names match: kubectl get gatewayclass shows each class's controller.",
            resource.display_name(),
            crate::model::timestamp::human_duration(waited)
        ),
        "NoController",
    ))
}

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    // A ReferenceGrant only permits references; it has no status by design.
    if resource.kind == "ReferenceGrant" {
        return next(resource, context);
    }
    let Some(entries) = entries(resource) else {
        return crate::rules::not_reconciled(resource, "no Gateway API controller has accepted it", "GatewayStatusPending");
    };
    let current = |c: &&Condition| match (resource.generation, c.observed_generation) {
        (Some(generation), Some(observed)) => observed >= generation,
        _ => true,
    };
    // Entries written for the current spec; an entry whose conditions are all older is stale.
    let fresh: Vec<&Entry> = entries.iter().filter(|e| !e.conditions.is_empty() && e.conditions.iter().any(|c| current(&c))).collect();
    let of = |entry: &Entry| if entry.parent.is_empty() { String::new() } else { format!(" for {}", entry.parent) };

    // Each parent's judgement; a route one Gateway refuses still serves through another that
    // accepts it.
    let judged: Vec<(&Entry, Option<Assessment>)> = fresh.iter().map(|entry| (*entry, judge(resource, entry, &current))).collect();
    if let Some((_, Some(first))) = judged.iter().find(|(_, judgement)| judgement.is_some()) {
        let serving: Vec<&str> = judged
            .iter()
            .filter(|(entry, judgement)| judgement.is_none() && !entry.parent.is_empty() && entry.conditions.iter().any(|c| c.type_ == "Accepted" && c.is_true() && current(&c)))
            .map(|(entry, _)| entry.parent.as_str())
            .collect();
        let mut assessment = Assessment { verdict: first.verdict, summary: first.summary.clone(), reason: first.reason.clone(), answers: first.answers };
        if !serving.is_empty() && assessment.verdict == Verdict::Failed {
            assessment.verdict = Verdict::Degraded;
            assessment.summary = format!("{} It still serves through {}, which accepted it.", assessment.summary.trim_end(), serving.join(" and "));
        }
        return assessment;
    }
    if resource.kind == "Gateway" {
        if let Some(assessment) = super::listeners::judge(resource, &current) {
            return assessment;
        }
    }
    let pending = entries.iter().find_map(|entry| {
        if entry.conditions.is_empty() {
            return Some(format!("{} has no conditions{} yet: the controller has not processed it.", resource.display_name(), of(entry)));
        }
        // A stale entry from a controller that wrote a current one elsewhere is left over
        // (that controller has seen the latest spec); otherwise its controller is behind.
        let controller_caught_up = entry.controller.is_some() && fresh.iter().any(|f| f.controller == entry.controller);
        if !entry.conditions.iter().any(|c| current(&c)) && !controller_caught_up {
            let observed = entry.conditions.iter().filter_map(|c| c.observed_generation).max().unwrap_or_default();
            return Some(format!(
                "The status{} describes generation {observed}, not the current generation {}: the controller has not processed your latest change yet.",
                of(entry),
                resource.generation.unwrap_or_default()
            ));
        }
        if !entry.conditions.iter().any(|c| current(&c)) {
            return None;
        }
        entry
            .conditions
            .iter()
            .filter(|c| current(c))
            .find(|c| ["Accepted", "Programmed", "ResolvedRefs"].contains(&c.type_.as_str()) && !c.is_true())
            .map(|c| format!("{} is {}{}{}: still being worked on.", c.type_, c.status.as_str(), of(entry), condition_detail(c)))
    });
    if let Some(summary) = pending {
        if let Some(assessment) = no_controller(resource, context) {
            return assessment;
        }
        return Assessment::new(Verdict::InProgress, summary, "GatewayStatusPending");
    }
    if fresh.is_empty() {
        return next(resource, context);
    }
    let names: Vec<String> = fresh
        .iter()
        .map(|entry| {
            let good: Vec<&str> = entry.conditions.iter().filter(|c| current(c) && c.status == ConditionStatus::True).map(|c| c.type_.as_str()).collect();
            let who = if entry.parent.is_empty() { String::new() } else { format!("{}: ", entry.parent) };
            format!("{who}{}", good.join(", "))
        })
        .collect();
    Assessment::plain(Verdict::Ready, format!("Every current status entry is good ({}).", names.join("; ")))
}
