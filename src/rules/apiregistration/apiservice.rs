//! APIService (`apiregistration.k8s.io`): the `Available` condition of an API served by the API
//! server itself or by an aggregated backend Service.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, reason_or, Assessment, Context, Next, Rule};

/// The APIService rule.
pub static RULE: Rule = Rule { group: "apiregistration.k8s.io", kind: "APIService", classify };

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
        return Assessment::new(
            Verdict::Failed,
            format!(
                "The API {api} is not available{}: calls to it fail, and kubectl, namespace deletion and garbage collection may report errors until {backend} answers.",
                condition_detail(available)
            ),
            reason_or(available, "Unavailable"),
        );
    }
    Assessment::new(
        Verdict::InProgress,
        format!("The API server has not yet checked whether {api} is available{}.", condition_detail(available)),
        available.reason.clone(),
    )
}
