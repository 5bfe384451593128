//! A Gateway's listeners (`status.listeners[]`, one per `spec.listeners[]` entry, each with its
//! own `Accepted`, `ResolvedRefs`, `Programmed` and `Conflicted` conditions). The Gateway's own
//! conditions may all be True while one listener cannot serve: an HTTPS listener whose TLS
//! Secret is missing, a port the implementation cannot open, two listeners claiming the same
//! hostname. The routes attached to it then get nothing on that port.

use crate::model::{Condition, Resource, Value};
use crate::report::Verdict;
use crate::rules::{condition_detail, Assessment};

/// `Programmed=False` reasons of a listener that mean "not yet".
const NOT_YET: &[&str] = &["Pending", "ProgrammingInProgress"];

/// What is wrong with the first listener that cannot serve, as the Gateway's assessment:
/// Failed when no listener can serve, Degraded when others still do. `None` when every
/// listener reported is fine (or none is).
pub(super) fn judge(gateway: &Resource, current: &dyn Fn(&&Condition) -> bool) -> Option<Assessment> {
    let Some(Value::Array(listeners)) = gateway.get(&["status", "listeners"]) else { return None };
    let mut broken: Vec<(&str, Condition)> = Vec::new();
    let mut working: Vec<&str> = Vec::new();
    for listener in listeners {
        let name = listener.get("name").and_then(Value::as_str).unwrap_or("(unnamed)");
        let conditions: Vec<Condition> = match listener.get("conditions") {
            Some(Value::Array(list)) => list.iter().filter_map(Condition::from_value).filter(|c| current(&c)).collect(),
            _ => Vec::new(),
        };
        // The condition that says why first: a listener's Programmed=False (Invalid) only
        // points at the others.
        let why = ["ResolvedRefs", "Accepted", "Conflicted", "Programmed"].iter().find_map(|type_| conditions.iter().find(|c| c.type_ == *type_ && cannot_serve(c)));
        match why.cloned() {
            Some(condition) => broken.push((name, condition)),
            None => working.push(name),
        }
    }
    let (name, condition) = broken.first()?;
    let what = match condition.type_.as_str() {
        "Conflicted" => "it conflicts with another listener",
        "Accepted" => "the implementation does not accept it",
        "ResolvedRefs" => "something it refers to is missing or not allowed",
        _ => "the data plane could not be configured for it",
    };
    let others = match (broken.len(), working.as_slice()) {
        (1, []) => String::new(),
        (count, []) => format!(" No listener works ({count} cannot serve)."),
        (_, working) => format!(" Its other listeners work ({}).", working.join(", ")),
    };
    Some(Assessment::new(
        if working.is_empty() { Verdict::Failed } else { Verdict::Degraded },
        format!(
            "Listener {name}{} cannot serve: {} is {}{}: {what}; routes attached to it get no traffic.{}{others}",
            port_of(gateway, name),
            condition.type_,
            condition.status.as_str(),
            condition_detail(condition),
            what_to_try(gateway, name, condition)
        ),
        if condition.reason.is_empty() { "ListenerNotReady" } else { condition.reason.as_str() },
    ))
}

/// Whether a listener's condition says it cannot serve (`Conflicted` is the one whose True is
/// bad).
fn cannot_serve(condition: &Condition) -> bool {
    match condition.type_.as_str() {
        "Conflicted" => condition.is_true(),
        "Accepted" | "ResolvedRefs" => condition.is_false(),
        "Programmed" => condition.is_false() && !NOT_YET.contains(&condition.reason.as_str()),
        _ => false,
    }
}

/// The listener's spec entry, by name.
fn spec_of<'a>(gateway: &'a Resource, name: &str) -> Option<&'a Value> {
    match gateway.get(&["spec", "listeners"]) {
        Some(Value::Array(listeners)) => listeners.iter().find(|listener| listener.get("name").and_then(Value::as_str) == Some(name)),
        _ => None,
    }
}

/// ` (HTTPS, port 443)` from the listener's spec, when pasted.
fn port_of(gateway: &Resource, name: &str) -> String {
    let Some(listener) = spec_of(gateway, name) else { return String::new() };
    let protocol = listener.get("protocol").and_then(Value::as_str);
    let port = listener.get("port").and_then(Value::as_i64);
    match (protocol, port) {
        (Some(protocol), Some(port)) => format!(" ({protocol}, port {port})"),
        (None, Some(port)) => format!(" (port {port})"),
        (Some(protocol), None) => format!(" ({protocol})"),
        (None, None) => String::new(),
    }
}

/// What to try for a listener's reason: the TLS Secret to check, the port or hostname to
/// change; a command to read the rest otherwise.
fn what_to_try(gateway: &Resource, name: &str, condition: &Condition) -> String {
    let namespace = gateway.namespace_flag();
    match condition.reason.as_str() {
        "InvalidCertificateRef" => {
            let secrets = certificate_refs(gateway, name);
            match secrets.as_slice() {
                [] => format!(" Its tls.certificateRefs name a Secret that is missing, not a kubernetes.io/tls Secret with tls.crt and tls.key, or in another namespace without a ReferenceGrant: kubectl get gateway {}{namespace} -o yaml shows them.", gateway.name),
                refs => format!(
                    " Its TLS Secret must exist and be a kubernetes.io/tls Secret with tls.crt and tls.key (one in another namespace also needs a ReferenceGrant there): {}. If cert-manager makes it, its Certificate says why it is not there yet.",
                    refs.join("; ")
                ),
            }
        }
        "RefNotPermitted" => " A certificateRef to another namespace needs a ReferenceGrant in that namespace allowing Gateways from this one.".to_owned(),
        "PortUnavailable" => " The port is in use or not allowed by this implementation: pick another port, or see its controller's logs.".to_owned(),
        "UnsupportedProtocol" => " This implementation does not support the listener's protocol: check spec.listeners[].protocol against its docs.".to_owned(),
        "HostnameConflict" | "ProtocolConflict" => " Two listeners share a port with the same hostname or with incompatible protocols: give them distinct hostnames or ports.".to_owned(),
        "InvalidRouteKinds" => " allowedRoutes.kinds names a route kind this implementation does not support for the listener's protocol.".to_owned(),
        _ => format!(" kubectl describe gateway {}{namespace} shows every listener's conditions.", gateway.name),
    }
}

/// `kubectl get secret shop-tls -n infra` for each of a listener's certificate references.
fn certificate_refs(gateway: &Resource, name: &str) -> Vec<String> {
    let Some(Value::Array(refs)) = spec_of(gateway, name).and_then(|listener| listener.get("tls")).and_then(|tls| tls.get("certificateRefs")) else {
        return Vec::new();
    };
    refs.iter()
        .filter_map(|reference| {
            let secret = reference.get("name").and_then(Value::as_str).filter(|name| !name.is_empty())?;
            let namespace = reference.get("namespace").and_then(Value::as_str).or(gateway.namespace.as_deref());
            Some(format!("kubectl get secret {secret}{}", namespace.map(|ns| format!(" -n {ns}")).unwrap_or_default()))
        })
        .collect()
}
