//! An OpenShift Route is served by every router (ingress controller) whose shard selects it;
//! each router writes its own entry in `status.ingress[]` (`routerName`, `host`) with an
//! `Admitted` condition: `True` once it serves the host, `False` with a reason when it
//! refuses (`HostAlreadyClaimed`: an older route has the host; `ExtendedValidationFailed`: bad
//! TLS certificate or key; `RouteNotAdmitted`: the host or namespace is not allowed), `Unknown`
//! while it decides. A Route no router has written about is not served yet.

use crate::model::{Condition, Resource};
use crate::report::Verdict;
use crate::rules::{condition_detail, Assessment, Context, Next, Rule};

/// Route.
pub static RULE: Rule = Rule { group: "route.openshift.io", kind: "Route", classify };

/// One router's entry.
struct Ingress {
    router: String,
    host: String,
    admitted: Option<Condition>,
}

fn ingresses(route: &Resource) -> Vec<Ingress> {
    let Some(crate::model::Value::Array(items)) = route.get(&["status", "ingress"]) else { return Vec::new() };
    items
        .iter()
        .map(|item| {
            let text = |key: &str| item.get(key).and_then(|v| v.as_str()).unwrap_or("").trim().to_owned();
            let admitted = match item.get("conditions") {
                Some(crate::model::Value::Array(list)) => list.iter().filter_map(Condition::from_value).find(|c| c.type_ == "Admitted"),
                _ => None,
            };
            let router = text("routerName");
            Ingress { router: if router.is_empty() { "(unnamed)".to_owned() } else { router }, host: text("host"), admitted }
        })
        .collect()
}

fn classify(route: &Resource, _context: &Context, _next: Next) -> Assessment {
    let host = route.str(&["spec", "host"]).filter(|h| !h.trim().is_empty()).map(|h| format!(" for host {h}")).unwrap_or_default();
    let entries = ingresses(route);
    if entries.is_empty() {
        return Assessment::new(
            Verdict::InProgress,
            format!("No router has admitted the Route{host} yet (status.ingress is empty or missing): it is not served until one does."),
            "RoutePending",
        );
    }
    let rejected: Vec<&Ingress> = entries.iter().filter(|e| e.admitted.as_ref().is_some_and(|c| c.is_false())).collect();
    let admitted: Vec<&Ingress> = entries.iter().filter(|e| e.admitted.as_ref().is_some_and(|c| c.is_true())).collect();
    let names = |list: &[&Ingress]| list.iter().map(|e| e.router.as_str()).collect::<Vec<_>>().join(", ");
    if let Some(first) = rejected.first() {
        let condition = first.admitted.as_ref();
        let reason = condition.map(|c| c.reason.clone()).filter(|r| !r.is_empty()).unwrap_or_else(|| "RouteNotAdmitted".to_owned());
        let why = condition.map(condition_detail).unwrap_or_default();
        let router = if rejected.len() == 1 { "router" } else { "routers" };
        let refused = format!("{router} {} refused the Route{host}: Admitted is False{why}", names(&rejected));
        if admitted.is_empty() {
            return Assessment::new(Verdict::Failed, format!("The {refused}; no router serves it."), reason);
        }
        let serving = if admitted.len() == 1 { format!("router {} serves it", names(&admitted)) } else { format!("routers {} serve it", names(&admitted)) };
        return Assessment::new(Verdict::Degraded, format!("The {refused}; {serving}."), reason);
    }
    if let Some(waiting) = entries.iter().find(|e| !e.admitted.as_ref().is_some_and(|c| c.is_true())) {
        let state = waiting.admitted.as_ref().map(|c| format!("Admitted is {}", c.status.as_str())).unwrap_or_else(|| "no Admitted condition yet".to_owned());
        return Assessment::new(
            Verdict::InProgress,
            format!("Router {} has not admitted the Route{host} yet ({state}).", waiting.router),
            "RoutePending",
        );
    }
    let served: Vec<String> = admitted.iter().map(|e| if e.host.is_empty() { e.router.clone() } else { format!("{} as {}", e.router, e.host) }).collect();
    Assessment::plain(Verdict::Ready, format!("Admitted by every router that selects it: {}.", served.join("; ")))
}
