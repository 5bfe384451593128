//! Ingresses: one that names no class, beside the IngressClasses pasted, is told which class
//! to set and whether one of them is the default.

use crate::model::Resource;
use crate::relate::Graph;
use crate::report::ResourceReport;
use crate::rules::networking::ingress::{NO_CLASS, SET_CLASS};

/// The annotation that makes an IngressClass the default.
const DEFAULT_CLASS: &str = "ingressclass.kubernetes.io/is-default-class";

/// An Ingress that names no class (its rule says so) in a paste with IngressClasses: what
/// they say of the default, and the patch with the class to set when the paste tells which
/// (the default one, or the only one).
pub(super) fn classes_for_classless_ingresses(resources: &[Resource], _: &Graph, reports: &mut [ResourceReport]) {
    let classes: Vec<&Resource> = resources.iter().filter(|r| r.kind == "IngressClass" && !r.name.is_empty()).collect();
    if classes.is_empty() {
        return;
    }
    let names: Vec<&str> = classes.iter().map(|c| c.name.as_str()).collect();
    let default = classes.iter().find(|c| c.str(&["metadata", "annotations", DEFAULT_CLASS]) == Some("true")).map(|c| c.name.as_str());
    let said = match (default, names.as_slice()) {
        (Some(default), _) => format!(
            " IngressClass {default} is the default now, but it became one after this Ingress was created: the default is written only into Ingresses created later."
        ),
        (None, [only]) => format!(" The IngressClass pasted, {only}, is not the default either: it lacks the annotation {DEFAULT_CLASS}: \"true\"."),
        (None, all) => format!(" None of the IngressClasses pasted ({}) is the default.", all.join(", ")),
    };
    let class = default.or(match names.as_slice() {
        [only] => Some(*only),
        _ => None,
    });
    let set = match class {
        Some(class) => format!("{said} Set its class to {class}: "),
        None => format!("{said} Set its class to the one whose controller should serve it ({}): ", names.join(", ")),
    };
    for report in reports.iter_mut().filter(|r| r.kind == "Ingress" && r.summary.contains(NO_CLASS) && r.summary.contains(SET_CLASS)) {
        report.summary = report.summary.replacen(SET_CLASS, &set, 1);
        if let Some(class) = class {
            report.summary = report.summary.replacen("\"ingressClassName\":\"<class>\"", &format!("\"ingressClassName\":\"{class}\""), 1);
        }
    }
}

/// An Ingress whose backend Service does not exist: the summary names the Services pasted in
/// its namespace, and the one whose selector or name points at the missing name (a Service
/// `storefront-frontend` that selects `app: storefront-web` for a backend `storefront-web`).
pub(super) fn services_beside_a_missing_backend(resources: &[Resource], _: &Graph, reports: &mut [ResourceReport]) {
    use crate::rules::networking::ingress::BACKEND_MISSING;
    for report in reports.iter_mut().filter(|r| r.kind == "Ingress" && r.verdict.is_problem()) {
        let marker = format!(": {BACKEND_MISSING} ");
        let Some(missing) = report.summary.split_once(&marker).and_then(|(_, rest)| rest.split_once(' ')).map(|(name, _)| name.to_owned()) else { continue };
        let services: Vec<&Resource> = resources.iter().filter(|r| r.kind == "Service" && r.namespace == report.namespace && r.name != missing).collect();
        let ns = report.namespace.as_deref().map(|ns| format!(" -n {ns}")).unwrap_or_default();
        let said = format!("(kubectl get services{ns} lists them; ");
        if services.is_empty() || !report.summary.contains(&said) {
            continue;
        }
        // A Service whose selector names the missing one, or whose name is a misspelling of it.
        let pointing = services.iter().find_map(|service| {
            let selected = match service.get(&["spec", "selector"]) {
                Some(crate::model::Value::Object(selector)) => selector.iter().find(|(_, value)| value.as_str() == Some(missing.as_str())).map(|(key, _)| format!("{key}={missing}")),
                _ => None,
            };
            match selected {
                Some(pair) => Some(format!("; Service {} selects {pair}, so it may be the one meant", service.name)),
                None => crate::rules::core::pod::misspelt(&service.name, &missing).then(|| format!("; {} looks like a misspelling of it", service.name)),
            }
        });
        let names: Vec<&str> = services.iter().take(6).map(|s| s.name.as_str()).collect();
        let more = if services.len() > 6 { format!(" and {} more", services.len() - 6) } else { String::new() };
        let instead = format!("(pasted in its namespace: Services {}{more}{}; ", names.join(", "), pointing.unwrap_or_default());
        report.summary = report.summary.replacen(&said, &instead, 1);
    }
}

/// `Service storefront-web (missing)` at the end of an Ingress's chain, when its summary says
/// a backend Service does not exist and none of that name is pasted.
pub(super) fn missing_backend_link(report: &ResourceReport, references: &[crate::relate::Reference]) -> Option<crate::report::Link> {
    use crate::rules::networking::ingress::BACKEND_MISSING;
    if report.kind != "Ingress" {
        return None;
    }
    let (_, rest) = report.summary.split_once(&format!(": {BACKEND_MISSING} "))?;
    let (name, _) = rest.split_once(' ')?;
    if name.is_empty() || references.iter().any(|r| r.kind == "Service" && r.name == name && r.target.is_some()) {
        return None;
    }
    Some(crate::report::Link { kind: "Service".to_owned(), name: name.to_owned(), namespace: report.namespace.clone(), note: Some("missing".to_owned()) })
}
