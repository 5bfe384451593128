//! Admission refusals in an API error (a ReplicaSet's `FailedCreate`): the namespace's Pod
//! Security level, a validating webhook of a policy engine (Kyverno, OPA Gatekeeper, any
//! other), a webhook that cannot be reached, a ServiceAccount that does not exist, or a
//! ResourceQuota with no room left (read by `resourcequota::exceeded`), a LimitRange's bound,
//! each with what it names and where to look.

use crate::model::Resource;

/// Who refused the pods, in a clause, for a message [`refusal`] reads (the condition's
/// "what" then names it instead of listing every kind of refusal); `None` for others.
pub fn refuser(message: &str) -> Option<&'static str> {
    Some(if message.contains(" usage per ") && message.contains(", but ") {
        "a LimitRange of the namespace refused them"
    } else if super::resourcequota::exceeded(message).is_some() {
        "a ResourceQuota of the namespace refused them"
    } else if message.contains("failed calling webhook \"") {
        "the API server refused them because an admission webhook did not answer"
    } else if message.contains("serviceaccount \"") && message.contains("not found") {
        "the ServiceAccount their template names does not exist"
    } else if message.contains("violates PodSecurity \"") {
        "the namespace's Pod Security admission refused them"
    } else if message.contains("admission webhook \"") && message.contains("denied the request") {
        "an admission webhook refused them"
    } else {
        return None;
    })
}

/// What refused the pods `creator` (a Deployment, a ReplicaSet) makes, in a sentence that ends
/// with what to try; `None` when the message is not an admission refusal this knows.
pub fn refusal(message: &str, creator: &Resource) -> Option<String> {
    let namespace_flag = &creator.namespace_flag();
    if let Some(said) = limit_range(message, creator) {
        return Some(said);
    }
    if let Some(said) = requests_over_limits(message, creator) {
        return Some(said);
    }
    if let Some((quota, numbers)) = super::resourcequota::exceeded(message) {
        // What was requested: amounts (cpu, memory) or only counts of objects (pods).
        let requested = numbers.split_once("requested: ").map_or("", |(_, rest)| rest.split(", used:").next().unwrap_or(""));
        let names: Vec<&str> = requested.split(',').filter_map(|pair| pair.split_once('=').map(|(name, _)| name.trim())).collect();
        let counts_only = !names.is_empty() && names.iter().all(|name| *name == "pods" || name.starts_with("count/"));
        let what_to_try = if counts_only {
            format!(
                "It counts pods, not their size: delete pods that have ended (kubectl delete pods{namespace_flag} --field-selector=status.phase==Succeeded, then ==Failed), scale down what is not needed, or raise pods in the quota (kubectl edit resourcequota {quota}{namespace_flag}). A rolling update needs room for its extra pod (maxSurge); with maxSurge: 0 it replaces pods one at a time."
            )
        } else {
            "Lower the pods' requests or limits, free room (scale down or delete what is not needed), or raise the quota.".to_owned()
        };
        return Some(format!("ResourceQuota {quota} has no room left for another pod: kubectl describe resourcequota {quota}{namespace_flag} shows what uses it. {what_to_try}"));
    }
    // The webhook could not be asked: every pod is refused while it is down (failurePolicy Fail).
    if let Some((_, after)) = message.split_once("failed calling webhook \"") {
        let webhook = after.split('"').next().unwrap_or("");
        let service = after.split_once("Post \"https://").and_then(|(_, url)| url.split(['/', ':', '"']).next()).filter(|host| host.ends_with(".svc"));
        let (name, namespace) = service.and_then(|host| host.trim_end_matches(".svc").split_once('.')).unzip();
        let look = match (name, namespace) {
            (Some(name), Some(namespace)) => format!("kubectl get pods,endpoints -n {namespace} shows whether Service {name} has a running pod behind it"),
            _ => "kubectl get validatingwebhookconfigurations,mutatingwebhookconfigurations shows which Service answers for it".to_owned(),
        };
        // Without it, pods would start without what it adds: never the way out.
        let injector = webhook.contains("sidecar-injector") || webhook.contains("injector.");
        if WEBHOOK_TIMEOUTS.iter().any(|words| message.contains(words)) {
            let limit = after.split_once("timeout=").and_then(|(_, rest)| rest.split(['"', '&']).next()).filter(|t| !t.is_empty() && t.len() < 8);
            let within = limit.map(|t| format!(" within its {t}")).unwrap_or_default();
            let port = if webhook.contains("istio.io") { "15017, istiod's webhook port" } else { "the port the Service sends to" };
            return Some(format!(
                "The API server's call to the admission webhook \"{webhook}\" got no answer{within} (a timeout, not a refusal), and it must answer before any pod is created (its failurePolicy is Fail): {look}. If those pods are ready, the API server cannot reach them: a firewall between the control plane and the nodes (on a private GKE cluster, a rule letting the control plane's range reach the nodes on {port}) or a NetworkPolicy in front of them. The controller keeps retrying and creates the pods once a call goes through."
            ));
        }
        let way_out = if injector {
            "Bring it back; do not delete its webhook configuration: pods would start without their sidecar."
        } else {
            "Bring it back, or, if it is gone for good, delete its webhook configuration."
        };
        return Some(format!(
            "The admission webhook \"{webhook}\" could not be reached, and it must answer before any pod is created (its failurePolicy is Fail): {look}. {way_out}"
        ));
    }
    // The pod template names a ServiceAccount the namespace does not have.
    if let Some((_, after)) = message.split_once("serviceaccount \"") {
        let name = after.split('"').next().unwrap_or("");
        if after.contains("not found") && !name.is_empty() {
            let namespace = message.split_once("error looking up service account ").and_then(|(_, rest)| rest.split('/').next()).filter(|ns| !ns.is_empty() && !ns.contains(' '));
            let flag = namespace.map(|ns| format!(" -n {ns}")).unwrap_or_default();
            return Some(format!("The pod template's ServiceAccount {name} does not exist: create it (kubectl create serviceaccount {name}{flag}) or fix spec.template.spec.serviceAccountName."));
        }
    }
    if let Some((_, after)) = message.split_once("violates PodSecurity \"") {
        let level = after.split('"').next().unwrap_or("");
        return Some(format!(
            "The namespace's Pod Security admission (level \"{level}\", its pod-security.kubernetes.io/enforce label) refuses the pod template for what the message lists: set those securityContext fields in the template, or, if the workload needs them, run it in a namespace with a lower level."
        ));
    }
    let (_, after) = message.split_once("admission webhook \"")?;
    let webhook = after.split('"').next().unwrap_or("");
    if !after.contains("denied the request") {
        return None;
    }
    if webhook.contains("kyverno") {
        let policy = kyverno_policy(message);
        let which = policy.map(|p| format!(" {p}")).unwrap_or_default();
        let show = policy.map(|p| format!(" kubectl get clusterpolicy,policy -A | grep {p} finds the rule.")).unwrap_or_default();
        return Some(format!("Kyverno policy{which} refuses the pods: change the pod template to satisfy it (the message says which field), or ask for a policy exception.{show}"));
    }
    if webhook.contains("gatekeeper") {
        let constraint = after.split_once('[').and_then(|(_, rest)| rest.split(']').next()).filter(|c| !c.is_empty() && !c.contains(' '));
        let which = constraint.map(|c| format!(" {c}")).unwrap_or_default();
        let show = constraint.map(|c| format!(" kubectl get constraints | grep {c} finds it.")).unwrap_or_default();
        return Some(format!("OPA Gatekeeper constraint{which} refuses the pods: change the pod template to satisfy it, or exempt the namespace.{show}"));
    }
    Some(format!(
        "The validating webhook \"{webhook}\" refuses the pods: change the pod template as its message says; kubectl get validatingwebhookconfigurations shows which service answers for it."
    ))
}

/// Words of a webhook call that got no answer in time (the API server's own timeout, or a dial
/// that never connected), as opposed to one refused (`connection refused`, no endpoints).
const WEBHOOK_TIMEOUTS: &[&str] = &["context deadline exceeded", "i/o timeout", "Client.Timeout exceeded", "net/http: request canceled"];

/// The policy a Kyverno refusal names: the first name after "the following policies".
fn kyverno_policy(message: &str) -> Option<&str> {
    let (_, after) = message.split_once("the following policies")?;
    after.split_whitespace().next().map(|word| word.trim_end_matches(':')).filter(|word| !word.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value as json;

    /// A ReplicaSet in `namespace` (none for ""), whose pods were refused.
    fn creator(namespace: &str) -> Resource {
        let metadata = if namespace.is_empty() { json!({"name": "web-1"}) } else { json!({"name": "web-1", "namespace": namespace}) };
        Resource::from_located(crate::read::Located { source: None, document: 1, line: 1, item: None, value: json!({"apiVersion": "apps/v1", "kind": "ReplicaSet", "metadata": metadata}) })
    }

    #[test]
    fn requests_over_their_limits_are_read_one_by_one() {
        let message = r#"Pod "w-" is invalid: [spec.containers[1].resources.requests: Invalid value: "2": must be less than or equal to cpu limit of 1, spec.initContainers[0].resources.requests: Invalid value: "1Gi": must be less than or equal to memory limit of 512Mi]"#;
        let found = over_limits(message);
        assert_eq!(found.len(), 2);
        assert_eq!((found[0].at, found[0].init, found[0].resource.as_str(), found[0].requested.as_str(), found[0].limit.as_str()), (1, false, "cpu", "2", "1"));
        assert_eq!((found[1].at, found[1].init, found[1].resource.as_str(), found[1].limit.as_str()), (0, true, "memory", "512Mi"));
        // Nothing else reads as one: a cut message, another field, a limit of many words.
        for other in [
            "spec.containers[0].resources.requests: Invalid value: \"1\": must be less than or",
            "spec.containers[x].resources.requests: Invalid value: \"1\": must be less than or equal to cpu limit of 1",
            "spec.containers[0].resources.limits: Invalid value: \"1\": must be less than or equal to cpu limit of 1",
            "containers[",
            "",
        ] {
            assert!(over_limits(other).is_empty(), "{other}");
        }
        // Without the template, the words say where a limit may come from.
        let said = refusal(message, &creator("team-a")).unwrap_or_default();
        assert!(said.starts_with("A container of the pod template requests cpu 2, more than its limits (cpu 1) — its own, or a LimitRange's default when it sets none"), "{said}");
    }

    #[test]
    fn names_what_refused_the_pods() {
        let kyverno = "admission webhook \"validate.kyverno.svc-fail\" denied the request: \n\nresource Pod/shop/web-1 was blocked due to the following policies \n\nrequire-run-as-nonroot:\n  run-as-non-root: 'validation error'";
        assert!(refusal(kyverno, &creator("")).is_some_and(|s| s.starts_with("Kyverno policy require-run-as-nonroot refuses the pods") && s.contains("grep require-run-as-nonroot")));
        let gatekeeper = "admission webhook \"validation.gatekeeper.sh\" denied the request: [psp-pods-allowed-user-ranges] Container app is attempting to run as disallowed user 0";
        assert!(refusal(gatekeeper, &creator("")).is_some_and(|s| s.starts_with("OPA Gatekeeper constraint psp-pods-allowed-user-ranges")));
        let pss = "pods \"web-1\" is forbidden: violates PodSecurity \"restricted:latest\": allowPrivilegeEscalation != false";
        assert!(refusal(pss, &creator("")).is_some_and(|s| s.contains("level \"restricted:latest\"")));
        assert!(refusal("admission webhook \"x\" denied the request", &creator("")).is_some_and(|s| s.contains("\"x\"")));
        let down = "Internal error occurred: failed calling webhook \"validation.gatekeeper.sh\": failed to call webhook: Post \"https://gatekeeper-webhook-service.gatekeeper-system.svc:443/v1/admit?timeout=3s\": dial tcp 10.96.1.9:443: connect: connection refused";
        assert!(refusal(down, &creator("")).is_some_and(|s| s.contains("\"validation.gatekeeper.sh\" could not be reached") && s.contains("kubectl get pods,endpoints -n gatekeeper-system") && s.contains("Service gatekeeper-webhook-service")));
        let slow = "Internal error occurred: failed calling webhook \"namespace.sidecar-injector.istio.io\": failed to call webhook: Post \"https://istiod.istio-system.svc:443/inject?timeout=10s\": context deadline exceeded";
        assert!(refusal(slow, &creator("")).is_some_and(|s| s.contains("got no answer within its 10s (a timeout, not a refusal)")
            && s.contains("kubectl get pods,endpoints -n istio-system shows whether Service istiod")
            && s.contains("on 15017, istiod's webhook port")
            && !s.contains("delete its webhook configuration")));
        let injector_down = "Internal error occurred: failed calling webhook \"sidecar-injector.linkerd.io\": failed to call webhook: Post \"https://linkerd-proxy-injector.linkerd.svc:443/\": dial tcp 10.0.0.9:443: connect: connection refused";
        assert!(refusal(injector_down, &creator("")).is_some_and(|s| s.contains("do not delete its webhook configuration: pods would start without their sidecar")));
        let account = "pods \"api-1\" is forbidden: error looking up service account shop/api: serviceaccount \"api\" not found";
        assert!(refusal(account, &creator("")).is_some_and(|s| s.contains("kubectl create serviceaccount api -n shop")));
        for other in ["", "admission webhook \"", "denied the request"] {
            assert_eq!(refusal(other, &creator("")), None, "{other}");
        }
        let quota = "pods \"a\" is forbidden: exceeded quota: compute, requested: limits.memory=1Gi, used: limits.memory=7Gi, limited: limits.memory=8Gi";
        assert!(refusal(quota, &creator("team-a")).is_some_and(|s| s.contains("kubectl describe resourcequota compute -n team-a")));
        let bound = "pods \"a\" is forbidden: minimum cpu usage per Container is 100m, but request is 50m";
        assert!(refusal(bound, &creator("team-a")).is_some_and(|s| s.starts_with("A LimitRange of the namespace allows at least 100m of cpu per container (request), and a container of the pod template asks 50m: set requests.cpu to 100m or more in replicaset/web-1's template")));
    }
}

/// `maximum memory usage per Container is 1Gi, but limit is 2Gi` (or `minimum cpu usage per
/// Container is 100m, but request is 50m`): a LimitRange of the namespace refuses the template,
/// naming the container whose value it is and the command that brings it within the bound.
/// How the words of a LimitRange's refusal ([`refusal`]) begin and end, and what they say when
/// the creator's template does not show which container asks too much: the roll-up then takes
/// the owner's words, read from its own template.
pub(crate) const LIMIT_RANGE_LEAD: &str = "A LimitRange of the namespace allows";
/// See [`LIMIT_RANGE_LEAD`].
pub(crate) const LIMIT_RANGE_END: &str = " shows it).";
/// See [`LIMIT_RANGE_LEAD`].
pub(crate) const LIMIT_RANGE_UNNAMED: &str = "of the pod template asks";

fn limit_range(message: &str, creator: &Resource) -> Option<String> {
    let (bound, rest) = ["maximum ", "minimum "].iter().find_map(|bound| message.split_once(bound).map(|(_, rest)| (*bound, rest)))?;
    let (resource, rest) = rest.split_once(" usage per ")?;
    let (scope, rest) = rest.split_once(" is ")?;
    let (allowed, rest) = rest.split_once(", but ")?;
    let (field, asked) = rest.split_once(" is ")?;
    let asked = asked.split([' ', ';', ',']).next().unwrap_or("").trim_end_matches('.');
    if !matches!(field, "limit" | "request") || resource.contains(' ') || asked.is_empty() {
        return None;
    }
    let most = if bound == "maximum " { "at most" } else { "at least" };
    let fields = if field == "limit" { "limits" } else { "requests" };
    // The template's container that asks for that value.
    let containers = creator.get(&["spec", "template", "spec", "containers"]).and_then(|c| c.as_array());
    let container = containers.into_iter().flatten().find(|c| {
        c.get("resources").and_then(|r| r.get(fields)).and_then(|f| f.get(resource)).and_then(|v| v.as_str()) == Some(asked)
    });
    let name = container.and_then(|c| c.get("name")).and_then(|n| n.as_str()).filter(|n| !n.is_empty());
    let workload = workload_of(creator);
    let ns = creator.namespace_flag();
    let (whose, fix) = match name {
        Some(name) if scope == "Container" => (
            format!("container {name}"),
            format!("kubectl set resources {workload}{ns} -c {name} --{fields}={resource}={allowed}"),
        ),
        _ => (
            format!("a {} {}", scope.to_ascii_lowercase(), LIMIT_RANGE_UNNAMED.trim_end_matches(" asks")),
            format!("set {fields}.{resource} to {allowed} or {} in {workload}'s template", if bound == "maximum " { "less" } else { "more" }),
        ),
    };
    Some(format!(
        "{LIMIT_RANGE_LEAD} {most} {allowed} of {resource} per {} ({field}), and {whose} asks {asked}: {fix}, or change the LimitRange (kubectl get limitrange{ns} -o yaml{LIMIT_RANGE_END}",
        scope.to_ascii_lowercase()
    ))
}

/// Where `creator`'s pod template is changed, for a command: its Deployment when a ReplicaSet
/// has one (`deployment/web`), else itself (`statefulset/db`).
fn workload_of(creator: &Resource) -> String {
    match creator.owners.iter().find(|o| o.controller && o.kind == "Deployment" && !o.name.is_empty()) {
        Some(owner) => format!("deployment/{}", owner.name),
        None => format!("{}/{}", creator.kind.to_ascii_lowercase(), creator.name),
    }
}

/// A request the API refused because it is above its container's limit
/// (`spec.containers[0].resources.requests: Invalid value: "1": must be less than or equal to
/// cpu limit of 500m`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct OverLimit {
    /// The container's place in the template's list (`initContainers` when `init`).
    pub at: usize,
    pub init: bool,
    /// `cpu`, `memory`, …
    pub resource: String,
    pub requested: String,
    pub limit: String,
}

/// Every request over its limit that an API error names, in its order.
pub(crate) fn over_limits(message: &str) -> Vec<OverLimit> {
    const SAYS: &str = ".resources.requests: Invalid value: \"";
    let mut found = Vec::new();
    for (at_list, _) in message.match_indices("ontainers[") {
        let Some(rest) = message.get(at_list + "ontainers[".len()..) else { continue };
        let init = message.get(..at_list).is_some_and(|before| before.ends_with("spec.initC"));
        let parsed = (|| {
            let (at, rest) = rest.split_once(']')?;
            let at = at.parse().ok()?;
            let rest = rest.strip_prefix(SAYS)?;
            let (requested, rest) = rest.split_once('"')?;
            let rest = rest.strip_prefix(": must be less than or equal to ")?;
            let (resource, rest) = rest.split_once(" limit of ")?;
            let limit = rest.split([',', ']', ' ', ';']).next()?.trim_end_matches('.');
            let plain = |text: &str| !text.is_empty() && text.len() < 64 && !text.contains(char::is_whitespace);
            (plain(requested) && plain(resource) && plain(limit)).then(|| OverLimit { at, init, resource: resource.to_owned(), requested: requested.to_owned(), limit: limit.to_owned() })
        })();
        if let Some(over) = parsed.filter(|over| !found.contains(over)) {
            found.push(over);
        }
    }
    found
}

/// The template's container `over` is about, if the template is pasted.
pub(crate) fn container_of<'r>(creator: &'r Resource, over: &OverLimit) -> Option<&'r crate::model::Value> {
    let list = if over.init { "initContainers" } else { "containers" };
    creator.get(&["spec", "template", "spec", list]).and_then(|c| c.as_array()).and_then(|containers| containers.get(over.at))
}

/// Whether the template's container sets its own limit for `over`'s resource (`None` when the
/// template is not pasted).
pub(crate) fn sets_own_limit(creator: &Resource, over: &OverLimit) -> Option<bool> {
    let container = container_of(creator, over)?;
    Some(container.get("resources").and_then(|r| r.get("limits")).and_then(|l| l.get(&over.resource)).is_some())
}

/// Requests above their limits: a container's own limit, or — when it sets none — the default
/// limit a LimitRange of the namespace gives it (the usual surprise: the template only asks for
/// requests). Names the container and gives the `kubectl set resources` that makes the limits
/// at least the requests.
fn requests_over_limits(message: &str, creator: &Resource) -> Option<String> {
    let found = over_limits(message);
    let first = found.first()?;
    let workload = workload_of(creator);
    let ns = creator.namespace_flag();
    // Those of the first container named (most templates have one).
    let same: Vec<&OverLimit> = found.iter().filter(|o| o.at == first.at && o.init == first.init).collect();
    let name = container_of(creator, first).and_then(|c| c.get("name")).and_then(|n| n.as_str()).filter(|n| !n.is_empty());
    let listed = |pick: fn(&OverLimit) -> &str| same.iter().map(|o| format!("{} {}", o.resource, pick(o))).collect::<Vec<_>>().join(", ");
    let (requests, limits) = (listed(|o| &o.requested), listed(|o| &o.limit));
    let raise = same.iter().map(|o| format!("{}={}", o.resource, o.requested)).collect::<Vec<_>>().join(",");
    let command = match name {
        Some(name) => format!("kubectl set resources {workload}{ns} -c {name} --limits={raise}"),
        None => format!("set limits of at least {raise} in {workload}'s template"),
    };
    let own = same.iter().map(|o| sets_own_limit(creator, o)).collect::<Option<Vec<bool>>>();
    Some(match (name, own) {
        (Some(name), Some(own)) if own.iter().all(|set| !set) => format!(
            "Container {name} requests {requests} but sets no limits, so a LimitRange of the namespace gives it its default limits ({limits}), which are lower, and the API refuses the pod: {command} (limits at least the requests), or raise the LimitRange's default (kubectl get limitrange{ns} -o yaml shows it)."
        ),
        (Some(name), Some(_)) => format!("Container {name} requests {requests}, more than its limits ({limits}): a request cannot be above its limit. {command}, or lower the requests."),
        _ => format!(
            "A container of the pod template requests {requests}, more than its limits ({limits}) — its own, or a LimitRange's default when it sets none: {command}, or lower the requests."
        ),
    })
}

