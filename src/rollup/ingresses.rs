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
