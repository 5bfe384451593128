//! APIService (`apiregistration.k8s.io`): the `Available` condition of an API served by the API
//! server itself or by an aggregated backend Service.
//!
//! A failed discovery check quotes the error of the API server's request to the backend: the
//! words of that error say how far it got (no connection, a refused one, TLS, an answer), and
//! so where to look.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, reason_or, Assessment, Context, Next, Rule};

/// The APIService rule.
pub static RULE: Rule = Rule { group: "apiregistration.k8s.io", kind: "APIService", classify };

/// How far the API server's request to the backend got, by the words of its error.
#[derive(Clone, Copy)]
enum Failure {
    /// No connection was made in time (`dial tcp …: i/o timeout`).
    NoConnection,
    /// The address answered that nothing listens on that port.
    Refused,
    /// No route to the address.
    NoRoute,
    /// The connection was made, but the backend's certificate was not trusted.
    Tls,
    /// The connection was made, but no answer came in time.
    NoAnswer,
}

/// The words of each failure, the first that matches deciding (a dial error before the
/// generic deadline words it may end with).
const FAILURES: &[(&str, Failure)] = &[
    ("i/o timeout", Failure::NoConnection),
    ("connect: connection timed out", Failure::NoConnection),
    ("connection refused", Failure::Refused),
    ("no route to host", Failure::NoRoute),
    ("x509:", Failure::Tls),
    ("tls: ", Failure::Tls),
    ("awaiting headers", Failure::NoAnswer),
];

fn classify(api_service: &Resource, context: &Context, next: Next) -> Assessment {
    let Some(available) = api_service.condition("Available") else {
        return next(api_service, context);
    };
    let api = match (api_service.str(&["spec", "group"]), api_service.str(&["spec", "version"])) {
        (Some(group), Some(version)) => format!("{group}/{version}"),
        _ => if api_service.name.is_empty() { "this API".to_owned() } else { api_service.name.clone() },
    };
    let backend = match (api_service.str(&["spec", "service", "namespace"]), api_service.str(&["spec", "service", "name"])) {
        (Some(namespace), Some(name)) => format!("Service {name} in namespace {namespace}"),
        (None, Some(name)) => format!("Service {name}"),
        _ => "the API server itself".to_owned(),
    };
    if available.is_true() {
        return Assessment::plain(Verdict::Ready, format!("The API {api} is available, served by {backend}."));
    }
    if available.is_false() {
        let failure = FAILURES.iter().find(|(words, _)| available.message.contains(words)).map(|(_, failure)| *failure);
        let summary = format!(
            "The API {api} is not available{}: calls to it fail, and kubectl, namespace deletion and garbage collection report errors until {backend} answers.",
            condition_detail(available)
        );
        let assessment = match failure.filter(|_| available.reason == "FailedDiscoveryCheck") {
            Some(failure) => Assessment::new(Verdict::Failed, format!("{summary} {} {}", what_failed(failure, api_service, &available.message), removed(api_service)), reason_or(available, "Unavailable")).answering(),
            None => Assessment::new(Verdict::Failed, summary, reason_or(available, "Unavailable")),
        };
        return assessment;
    }
    Assessment::new(
        Verdict::InProgress,
        format!("The API server has not yet checked whether {api} is available{}.", condition_detail(available)),
        available.reason.clone(),
    )
}

/// `10.244.2.31:10250`: the address the API server dialed, from its error (`dial tcp …:`) or
/// else the URL it asked.
fn dialed(message: &str) -> Option<&str> {
    let from_dial = message.split_once("dial tcp ").and_then(|(_, rest)| rest.split(": ").next());
    let from_url = message.split_once("https://").and_then(|(_, rest)| rest.split(['/', '"', ' ']).next());
    from_dial.or(from_url).filter(|address| !address.is_empty() && address.contains(':'))
}

/// What the failure means and where to look, with the backend's Service and the address.
fn what_failed(failure: Failure, api_service: &Resource, message: &str) -> String {
    let address = dialed(message);
    let (ip, port) = address.and_then(|a| a.rsplit_once(':')).unwrap_or(("", ""));
    let at = address.map(|a| format!(" at {a}")).unwrap_or_default();
    let service = api_service.str(&["spec", "service", "name"]).filter(|n| !n.is_empty());
    let ns = api_service.str(&["spec", "service", "namespace"]).filter(|n| !n.is_empty()).map(|ns| format!(" -n {ns}")).unwrap_or_default();
    let endpoints = service.map(|name| format!("kubectl get endpoints {name}{ns} -o wide")).unwrap_or_else(|| "kubectl get endpoints -o wide".to_owned());
    let pod = if ip.is_empty() { String::new() } else { format!(" and kubectl get pods{ns} -o wide --field-selector status.podIP={ip}") };
    let port_words = if port.is_empty() { String::new() } else { format!(" on port {port}") };
    let skip_tls = api_service.get(&["spec", "insecureSkipTLSVerify"]).and_then(crate::model::Value::as_bool) == Some(true);
    match failure {
        Failure::NoConnection => format!(
            "The API server could not open a connection to the backend{at}: its request never reached it, so neither TLS nor the backend's own answer is involved yet{}. Check that a ready pod has that address ({endpoints}{pod}). If one does, the control plane cannot reach pod IPs{port_words}: a firewall rule or security group between the control plane and the nodes, or a managed control plane outside the pod network (run the backend with hostNetwork: true then).",
            if skip_tls { " (and with spec.insecureSkipTLSVerify: true, spec.caBundle plays no part at all)" } else { "" }
        ),
        Failure::Refused => format!(
            "The backend's address{at} refused the connection: nothing listens{port_words} there, so the pod is not running, is restarting, or listens on another port than the Service sends to ({endpoints}{pod}; then its logs)."
        ),
        Failure::NoRoute => format!(
            "There is no route to the backend{at}: that pod is gone (its Service's endpoints not updated yet) or the network between the control plane and the nodes drops it ({endpoints}{pod})."
        ),
        Failure::Tls if skip_tls => format!("The TLS handshake with the backend{at} failed, although spec.insecureSkipTLSVerify is true: the backend's logs say why."),
        Failure::Tls => format!(
            "The connection{at} was made, but the backend's serving certificate is not trusted by spec.caBundle (or does not name the Service): give the APIService the CA that signed it, or the backend a certificate signed by that CA."
        ),
        Failure::NoAnswer => format!("The connection{at} was made, but the backend did not answer in time: it is overloaded or stuck; its logs and resource use say which ({endpoints}{pod})."),
    }
}

/// ` If … was removed on purpose, delete the APIService: kubectl delete apiservice …`.
fn removed(api_service: &Resource) -> String {
    let software = api_service.str(&["spec", "service", "name"]).filter(|n| !n.is_empty()).unwrap_or("its backend");
    let name = if api_service.name.is_empty() { "<name>" } else { api_service.name.as_str() };
    format!("If {software} was removed on purpose, delete the APIService instead: kubectl delete apiservice {name}.")
}
