//! Crossplane across resources: a composed resource whose name the cloud says is taken names
//! the parameter of its claim (or composite) that the Composition copies the name from, as
//! the place to choose another one.

use crate::model::{Resource, Value};
use crate::relate::Graph;
use crate::report::ResourceReport;
use crate::rules::crossplane::managed::NAME_FROM_THE_COMPOSITION;

/// A composed resource whose summary says its name is taken and comes from its Composition
/// ([`NAME_FROM_THE_COMPOSITION`]): the pasted claim (what depends on its composite) or the
/// composite whose `spec.parameters` holds that very name says where to change it, with the
/// command.
pub(super) fn say_where_a_taken_name_is_set(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for (index, resource) in resources.iter().enumerate() {
        if !reports.get(index).is_some_and(|r| r.summary.contains(NAME_FROM_THE_COMPOSITION)) {
            continue;
        }
        let Some(name) = resource.str(&["metadata", "annotations", "crossplane.io/external-name"]).filter(|name| !name.is_empty()) else { continue };
        let Some(composite) = graph.owner.get(index).copied().flatten() else { continue };
        // The claim first (what a team edits), then the composite itself.
        let claims = graph.referrers.get(composite).into_iter().flatten().filter(|(_, relation)| *relation == "depends-on").map(|(at, _)| *at);
        let found = claims.chain(std::iter::once(composite)).find_map(|at| {
            let holder = resources.get(at)?;
            let path = path_to(holder.get(&["spec", "parameters"])?, name, "spec.parameters", 0)?;
            Some((holder, path))
        });
        let Some((holder, path)) = found else { continue };
        let edit = format!("kubectl edit {}{}", crate::explain::kubectl_resource(&holder.kind, &holder.group, &holder.name), holder.namespace_flag());
        let whose = match holder.namespace.as_deref() {
            Some(namespace) => format!("{} {} in {namespace}", holder.kind, holder.name),
            None => format!("{} {}", holder.kind, holder.name),
        };
        let instead = format!(
            "Choose another name in {whose}: its {path} ({name} now; {edit}). The Composition copies it into this {}'s crossplane.io/external-name annotation; a change made to this {} itself is put back.",
            resource.kind, resource.kind
        );
        if let Some(report) = reports.get_mut(index) {
            report.summary = report.summary.replacen(NAME_FROM_THE_COMPOSITION, &instead, 1);
        }
    }
}

/// How deep into the parameters a name is looked for.
const DEEPEST: usize = 8;

/// The path of the first text equal to `wanted` in a tree of parameters (`spec.parameters.bucketName`).
fn path_to(value: &Value, wanted: &str, at: &str, depth: usize) -> Option<String> {
    match value {
        Value::String(_) if value.as_str() == Some(wanted) => Some(at.to_owned()),
        Value::Object(entries) if depth < DEEPEST => entries.iter().find_map(|(key, inner)| path_to(inner, wanted, &format!("{at}.{key}"), depth + 1)),
        _ => None,
    }
}
