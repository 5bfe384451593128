//! Ingress (`networking.k8s.io/v1`, and the old `extensions/v1beta1`): no conditions; ready once
//! the ingress controller publishes an address in `status.loadBalancer.ingress`.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::core::service::addresses;
use crate::rules::{Assessment, Context, Next, Rule};

/// The Ingress rule.
pub static RULE: Rule = Rule { group: "networking.k8s.io", kind: "Ingress", classify };

/// The Ingress rule for the old `extensions` group.
pub static RULE_EXTENSIONS: Rule = Rule { group: "extensions", kind: "Ingress", classify };

fn classify(ingress: &Resource, context: &Context, next: Next) -> Assessment {
    if let Some(assessment) = default_certificate(ingress, context) {
        return assessment;
    }
    if ingress.get(&["status"]).is_none() {
        return next(ingress, context);
    }
    match addresses(ingress) {
        Some(addresses) if addresses.is_empty() => Assessment::plain(
            Verdict::Ready,
            "The ingress controller has written an entry in status.loadBalancer.ingress, though it names no IP or hostname.",
        ),
        Some(addresses) => Assessment::plain(
            Verdict::Ready,
            format!("The ingress controller has published its address: {}.", addresses.join(", ")),
        ),
        None => {
            let class = match ingress.str(&["spec", "ingressClassName"]) {
                Some(class) => format!("IngressClass {class}"),
                None => match ingress.str(&["metadata", "annotations", "kubernetes.io/ingress.class"]) {
                    Some(class) => format!("ingress class {class}"),
                    None => "the default IngressClass".to_owned(),
                },
            };
            // The controller said why it will not serve it (Traefik's and Contour's "Rejected",
            // nginx's errors): that, not a missing address, is the answer.
            if let Some(refused) = context.events.iter().rev().find(|event| event.type_ == "Warning" && !event.message.trim().is_empty()) {
                // A backend Service it names does not exist: that one, where it is named.
                if let Some((service, place)) = missing_backend(&refused.message).and_then(|service| backend_place(ingress, service).map(|place| (service, place))) {
                    let name = if ingress.name.is_empty() { "<name>" } else { ingress.name.as_str() };
                    let namespace = ingress.namespace.as_deref().map(|ns| format!(" in namespace {ns}")).unwrap_or_default();
                    return Assessment::new(
                        Verdict::Failed,
                        format!(
                            "The ingress controller refuses it ({}: {}), so it publishes no address and serves none of its rules: {BACKEND_MISSING} {service} ({place}) does not exist{namespace}. Create Service {service}, or point that backend at a Service that exists (kubectl get services{} lists them; kubectl edit ingress {name}{} and change backend.service.name).",
                            refused.reason,
                            refused.quote(context.now),
                            ingress.namespace_flag(),
                            ingress.namespace_flag()
                        ),
                        refused.reason.clone(),
                    )
                    .answering();
                }
                return Assessment::new(
                    Verdict::Failed,
                    format!(
                        "The ingress controller refuses it ({}: {}), so it publishes no address and serves none of its rules. Fix what that says (often a host or path another Ingress already has, or a backend Service that does not exist: kubectl describe ingress {}{}).",
                        refused.reason,
                        refused.quote(context.now),
                        if ingress.name.is_empty() { "<name>" } else { ingress.name.as_str() },
                        ingress.namespace_flag()
                    ),
                    refused.reason.clone(),
                );
            }
            if class_named(ingress).is_none() {
                return classless(ingress, context);
            }
            let since = match context.seconds_since(ingress.created()).filter(|seconds| *seconds >= 60) {
                Some(seconds) => format!(" {} after it was created", crate::model::timestamp::human_duration(seconds)),
                None => " yet".to_owned(),
            };
            Assessment::new(
                Verdict::InProgress,
                format!(
                    "No address{since}: status.loadBalancer.ingress is empty, so the ingress controller has not published one. It stays empty if no controller serves {class} (kubectl get ingressclass lists the classes) or the controller is not set to publish its address; kubectl describe ingress {}{} shows the controller's events, if any.",
                    if ingress.name.is_empty() { "<name>" } else { ingress.name.as_str() },
                    ingress.namespace_flag()
                ),
                "AddressPending",
            )
        }
    }
}

/// How the summary names a backend Service that does not exist (the roll-up names the
/// Services pasted in its namespace after it).
pub(crate) const BACKEND_MISSING: &str = "its backend Service";

/// The Service an ingress controller's warning says does not exist: the AWS Load Balancer
/// Controller's `Service "web" not found`, GKE's `could not find service "default/web"`.
pub(crate) fn missing_backend(message: &str) -> Option<&str> {
    let lower = message.to_ascii_lowercase();
    if !lower.contains("not found") && !lower.contains("could not find") && !lower.contains("does not exist") {
        return None;
    }
    let at = lower.find("service \"")? + "service \"".len();
    let rest = message.get(at..)?;
    let (name, _) = rest.split_once('"')?;
    let name = name.rsplit('/').next().unwrap_or(name);
    (!name.is_empty() && !name.contains(' ')).then_some(name)
}

/// Where an Ingress names a backend Service: `path /api of host shop.example.com, port 8080`,
/// `its default backend`; `None` when it does not name it.
fn backend_place(ingress: &Resource, service: &str) -> Option<String> {
    use crate::model::Value;
    let port = |backend: &Value| {
        let port = backend.get("service").and_then(|s| s.get("port"));
        port.and_then(|p| p.get("number")).and_then(Value::as_i64).map(|n| n.to_string()).or_else(|| port.and_then(|p| p.get("name")).and_then(Value::as_str).map(str::to_owned))
    };
    if let Some(backend) = ingress.get(&["spec", "defaultBackend"]).filter(|b| b.get("service").and_then(|s| s.get("name")).and_then(Value::as_str) == Some(service)) {
        return Some(match port(backend) {
            Some(port) => format!("its default backend, port {port}"),
            None => "its default backend".to_owned(),
        });
    }
    for rule in ingress.get(&["spec", "rules"]).and_then(Value::as_array).unwrap_or(&[]) {
        let paths = rule.get("http").and_then(|h| h.get("paths")).and_then(Value::as_array).unwrap_or(&[]);
        for path in paths {
            let Some(backend) = path.get("backend") else { continue };
            let named = backend.get("service").and_then(|s| s.get("name")).or_else(|| backend.get("serviceName")).and_then(Value::as_str);
            if named != Some(service) {
                continue;
            }
            let mut place = format!("path {}", path.get("path").and_then(Value::as_str).filter(|p| !p.is_empty()).unwrap_or("/"));
            if let Some(host) = rule.get("host").and_then(Value::as_str).filter(|h| !h.is_empty()) {
                place.push_str(&format!(" of host {host}"));
            }
            if let Some(port) = port(backend) {
                place.push_str(&format!(", port {port}"));
            }
            return Some(place);
        }
    }
    None
}

/// The class an Ingress names: `spec.ingressClassName`, else the older annotation.
fn class_named(ingress: &Resource) -> Option<&str> {
    ingress
        .str(&["spec", "ingressClassName"])
        .or_else(|| ingress.str(&["metadata", "annotations", "kubernetes.io/ingress.class"]))
        .filter(|class| !class.is_empty())
}

/// How long an Ingress that names no class may go without an address before it is called
/// failed: a controller that takes it publishes one within a minute or two.
const CLASSLESS_FAILS_AFTER_SECONDS: i64 = 10 * 60;

/// What a summary says of an Ingress that names no class: the roll-up finds it by these words.
pub(crate) const NO_CLASS: &str = "names no class (no spec.ingressClassName, no kubernetes.io/ingress.class annotation)";

/// How a classless Ingress's summary sends to the classes: the roll-up replaces it with what
/// the pasted IngressClasses say.
pub(crate) const SET_CLASS: &str = " Set its class: kubectl get ingressclass lists them; ";

/// An Ingress without an address that names no class. The API server writes the default
/// IngressClass's name into a new Ingress that names none, so none was the default when it
/// was made, and only a controller set to serve Ingresses without a class takes it: once none
/// has for [`CLASSLESS_FAILS_AFTER_SECONDS`], none will.
fn classless(ingress: &Resource, context: &Context) -> Assessment {
    let name = if ingress.name.is_empty() { "<name>" } else { ingress.name.as_str() };
    let patch = format!("kubectl patch ingress {name}{} --type merge -p '{{\"spec\":{{\"ingressClassName\":\"<class>\"}}}}'", ingress.namespace_flag());
    match context.seconds_since(ingress.created()).filter(|seconds| *seconds >= CLASSLESS_FAILS_AFTER_SECONDS) {
        Some(seconds) => Assessment::new(
            Verdict::Failed,
            format!(
                "It {NO_CLASS} and has had no address for {}: no ingress controller has taken it. No IngressClass was the default when it was created (the API server writes the default's name into a new Ingress that names none), and only a controller set to serve Ingresses without a class (such as ingress-nginx with --watch-ingress-without-class) would take it.{SET_CLASS}{patch}.",
                crate::model::timestamp::human_duration(seconds)
            ),
            "NoIngressClass",
        ),
        None => Assessment::new(
            Verdict::InProgress,
            format!(
                "No address yet: status.loadBalancer.ingress is empty. It {NO_CLASS}, so only a controller set to serve Ingresses without a class takes it; if none does, it stays without one.{SET_CLASS}{patch}."
            ),
            "AddressPending",
        ),
    }
}

/// The ingress-nginx controller's warning that a TLS Secret it needs does not exist, so it
/// answers HTTPS with its own default certificate, which browsers refuse: Degraded, while plain
/// HTTP may still work. With cert-manager's annotation, the Certificate of the same name is
/// what should create the Secret.
fn default_certificate(ingress: &Resource, context: &Context) -> Option<Assessment> {
    let warning = context
        .events
        .iter()
        .rev()
        .find(|event| event.type_ == "Warning" && event.message.contains("Using default certificate"))?;
    let secret = crate::relate::references::ingress(ingress).into_iter().find(|named| named.kind == "Secret" && warning.message.contains(named.name.as_str()));
    let hosts: Vec<&str> = match ingress.get(&["spec", "tls"]) {
        Some(crate::model::Value::Array(entries)) => entries
            .iter()
            .filter(|entry| secret.as_ref().is_none_or(|secret| entry.get("secretName").and_then(|name| name.as_str()) == Some(secret.name.as_str())))
            .filter_map(|entry| match entry.get("hosts") {
                Some(crate::model::Value::Array(hosts)) => Some(hosts.iter().filter_map(|host| host.as_str()).collect::<Vec<_>>()),
                _ => None,
            })
            .flatten()
            .collect(),
        _ => Vec::new(),
    };
    let on = if hosts.is_empty() { String::new() } else { format!(" on {}", hosts.join(", ")) };
    let ns = ingress.namespace_flag();
    let (missing, next) = match &secret {
        Some(secret) if ingress.get(&["metadata", "annotations", "cert-manager.io/cluster-issuer"]).is_some() || ingress.get(&["metadata", "annotations", "cert-manager.io/issuer"]).is_some() => (
            format!("its TLS Secret {} does not exist yet", secret.name),
            format!("cert-manager creates it once Certificate {} is issued: kubectl describe certificate {}{ns} says what it waits for", secret.name, secret.name),
        ),
        Some(secret) => (
            format!("its TLS Secret {} does not exist", secret.name),
            format!("create it (kubectl create secret tls {} --cert=… --key=…{ns}) or fix spec.tls[].secretName", secret.name),
        ),
        None => ("a TLS Secret it names does not exist".to_owned(), "check spec.tls[].secretName against kubectl get secrets".to_owned() + &ns),
    };
    Some(Assessment::new(
        Verdict::Degraded,
        format!(
            "HTTPS{on} gets the ingress controller's default certificate, which browsers refuse: {missing} ({}). Plain HTTP may still work; {next}.",
            warning.quote(context.now)
        ),
        "TLSSecretMissing",
    ))
}
