//! OpenStack Heat output: `openstack stack show|resource list|resource show|event list -f json`
//! and the REST bodies (`{"stack": …}`, `{"resources": […]}`, `{"resource": …}`,
//! `{"events": […]}`). They carry no `apiVersion` or `kind`, so they are recognised by their
//! shape and given a synthetic identity: `apiVersion: heat.openstack.org/v1`, kind `Stack`,
//! `StackResource` or `StackEvent`, a name, a uid and owner references (a resource belongs to
//! its stack; a resource of a nested stack belongs to the resource that owns that stack). Every
//! original field is kept; `status.conditions` gets one condition read from `ACTION_STATUS`
//! so each state is explained like any other condition.

use crate::model::value::{Map, Value};

use super::Located;

/// The synthetic API version of Heat objects.
pub const API_VERSION: &str = "heat.openstack.org/v1";

/// Which Heat object a shape is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Shape {
    Stack,
    Resource,
    Event,
}

/// Expands REST wrappers and gives Heat-shaped objects their identity; other objects pass
/// through untouched.
pub(super) fn recognise(objects: Vec<Located>) -> Vec<Located> {
    let expanded: Vec<Located> = objects.into_iter().flat_map(expand).collect();
    if !expanded.iter().any(|located| shape(&located.value).is_some()) {
        return expanded;
    }
    let stacks = StackNames::collect(&expanded);
    let networks = Networks::collect(&expanded);
    expanded
        .into_iter()
        .map(|mut located| {
            if let (Some(shape), Value::Object(map)) = (shape(&located.value), &mut located.value) {
                identify(shape, map, &stacks, &networks);
            }
            located
        })
        .collect()
}

/// `{"stack": {…}}` → the stack; `{"resources": […]}` / `{"events": […]}` → their rows.
fn expand(located: Located) -> Vec<Located> {
    let Value::Object(map) = &located.value else { return vec![located] };
    if map.contains_key("kind") || map.contains_key("apiVersion") || map.len() != 1 {
        return vec![located];
    }
    let first = map.iter().next();
    let rows = match first {
        Some((key, Value::Object(inner))) if key == "stack" || key == "resource" || key == "event" => vec![Value::Object(inner.clone())],
        Some((key, Value::Array(items))) if key == "stacks" || key == "resources" || key == "events" => items.to_vec(),
        _ => return vec![located],
    };
    rows.into_iter()
        .enumerate()
        .filter(|(_, row)| row.is_object())
        .map(|(position, value)| Located { item: Some(located.item.unwrap_or(position)), value, ..located.clone() })
        .collect()
}

fn shape(value: &Value) -> Option<Shape> {
    let map = value.as_object()?;
    if map.contains_key("kind") || map.contains_key("apiVersion") {
        return None;
    }
    let has = |key: &str| map.get(key).is_some_and(Value::is_string);
    if has("stack_status") && (has("stack_name") || has("id")) {
        Some(Shape::Stack)
    } else if has("resource_status") && has("event_time") {
        Some(Shape::Event)
    } else if has("resource_status") && (has("resource_name") || has("resource_type") || has("logical_resource_id")) {
        Some(Shape::Resource)
    } else {
        None
    }
}

/// Stack names seen in the paste: to find a nested stack's parent stack and resource.
struct StackNames {
    names: Vec<String>,
    /// The only top-level stack of the paste, if exactly one was pasted with `stack show`.
    single: Option<String>,
    /// The state of each stack pasted with `stack show` (`web`, `CREATE_FAILED`).
    stack_states: Vec<(String, String)>,
    /// The state of each resource row, by its stack and name: a nested stack's state is the
    /// state of the resource that owns it.
    resource_states: Vec<(String, String, String)>,
}

impl StackNames {
    fn collect(objects: &[Located]) -> StackNames {
        let mut names = Vec::new();
        let mut shown = Vec::new();
        let mut stack_states = Vec::new();
        let mut resource_states = Vec::new();
        for located in objects {
            let Some(shape) = shape(&located.value) else { continue };
            let name = match shape {
                Shape::Stack => text(&located.value, "stack_name"),
                _ => stack_of(&located.value),
            };
            if let (Some(name), Value::Object(map)) = (&name, &located.value) {
                match shape {
                    Shape::Stack => stack_states.push((name.clone(), state(map, "stack"))),
                    Shape::Resource => {
                        if let Some(resource) = text(&located.value, "resource_name") {
                            resource_states.push((name.clone(), resource, state(map, "resource")));
                        }
                    }
                    Shape::Event => {}
                }
            }
            if let Some(name) = name {
                if shape == Shape::Stack {
                    shown.push(name.clone());
                }
                if !names.contains(&name) {
                    names.push(name);
                }
            }
        }
        let single = if shown.len() == 1 { shown.pop() } else { None };
        StackNames { names, single, stack_states, resource_states }
    }

    /// The state of a stack as the paste shows it: its own `stack_status`, or for a nested
    /// stack, the state of the resource that owns it.
    fn state_of(&self, stack: &str) -> Option<String> {
        if let Some((_, state)) = self.stack_states.iter().find(|(name, _)| name == stack) {
            return Some(state.clone());
        }
        let (parent, resource) = self.parent_of(stack)?;
        self.resource_states.iter().find(|(in_stack, name, _)| *in_stack == parent && *name == resource).map(|(_, _, state)| state.clone())
    }

    /// For a nested stack `web-app_group-kx3n2x7q4bdn`: (`web`, `app_group`).
    fn parent_of(&self, stack: &str) -> Option<(String, String)> {
        let parent = self
            .names
            .iter()
            .filter(|name| name.len() < stack.len() && stack.starts_with(name.as_str()) && stack.get(name.len()..).is_some_and(|rest| rest.starts_with('-')))
            .max_by_key(|name| name.len())?;
        let rest = stack.get(parent.len() + 1..)?;
        let (resource, _random) = rest.rsplit_once('-')?;
        (!resource.is_empty()).then(|| (parent.clone(), resource.to_owned()))
    }

    /// The top-level stack a (nested) stack belongs to, as far as the paste shows: `web` for
    /// `web-app_group-kx3n2x7q4bdn-1-mv2pq6g2y1xa`. Each step is a strictly shorter name.
    fn top_of(&self, stack: &str) -> String {
        let mut top = stack.to_owned();
        while let Some((parent, _)) = self.parent_of(&top) {
            top = parent;
        }
        top
    }
}

/// The Neutron networks and subnets pasted as resource rows (`OS::Neutron::Net`,
/// `OS::Neutron::Subnet`): a failure that names a network by its id may name one of the
/// stack's own.
struct Networks {
    /// Each network's id (`physical_resource_id`), its resource name and its stack.
    nets: Vec<(String, String, Option<String>)>,
    /// Each subnet's resource name, id and stack.
    subnets: Vec<(String, String, Option<String>)>,
}

impl Networks {
    fn collect(objects: &[Located]) -> Networks {
        let mut nets = Vec::new();
        let mut subnets = Vec::new();
        for located in objects.iter().filter(|located| shape(&located.value) == Some(Shape::Resource)) {
            let value = &located.value;
            let (Some(id), Some(name)) = (text(value, "physical_resource_id"), text(value, "resource_name").or_else(|| text(value, "logical_resource_id"))) else { continue };
            match value.get("resource_type").and_then(Value::as_str) {
                Some("OS::Neutron::Net" | "OS::Neutron::ProviderNet") => nets.push((id, name, stack_of(value))),
                Some("OS::Neutron::Subnet") => subnets.push((name, id, stack_of(value))),
                _ => {}
            }
        }
        Networks { nets, subnets }
    }

    /// The labels for a row whose failure names a pasted network (`… on network <id>`): that
    /// network's resource and stack, and its subnet when the stack has one network and one
    /// subnet (a subnet row does not say its network).
    fn labels_for(&self, reason: Option<&str>) -> Vec<(&'static str, Value)> {
        let Some(reason) = reason else { return Vec::new() };
        let Some((id, name, stack)) = self.nets.iter().find(|(id, _, _)| reason.contains(&format!("network {id}"))) else { return Vec::new() };
        let mut labels = vec![(NETWORK_ID_LABEL, Value::from(id.as_str())), (NETWORK_RESOURCE_LABEL, Value::from(name.as_str()))];
        if let Some(stack) = stack {
            labels.push((NETWORK_STACK_LABEL, Value::from(stack.as_str())));
        }
        let one_net = self.nets.iter().filter(|(_, _, other)| other == stack).count() == 1;
        let mut subnets = self.subnets.iter().filter(|(_, _, other)| other == stack);
        if let (true, Some((subnet, subnet_id, _)), None) = (one_net, subnets.next(), subnets.next()) {
            labels.push((SUBNET_RESOURCE_LABEL, Value::from(subnet.as_str())));
            labels.push((SUBNET_ID_LABEL, Value::from(subnet_id.as_str())));
        }
        labels
    }
}

/// The label that carries, on a row whose failure names a network pasted as a resource of a
/// stack, that network's id.
pub const NETWORK_ID_LABEL: &str = "heat.openstack.org/network-id";

/// The label that carries that network's resource name (`network`).
pub const NETWORK_RESOURCE_LABEL: &str = "heat.openstack.org/network-resource";

/// The label that carries the stack that network's resource belongs to.
pub const NETWORK_STACK_LABEL: &str = "heat.openstack.org/network-stack";

/// The label that carries the resource name of that network's subnet, when the paste shows
/// which.
pub const SUBNET_RESOURCE_LABEL: &str = "heat.openstack.org/subnet-resource";

/// The label that carries that subnet's id.
pub const SUBNET_ID_LABEL: &str = "heat.openstack.org/subnet-id";

/// The label that carries the top-level stack of a Heat object (updates go to it, not to a
/// nested stack).
const TOP_STACK_LABEL: &str = "heat.openstack.org/top-level-stack";

/// The label that carries, on a resource row, the state of the stack it belongs to when the
/// paste shows it (`CREATE_FAILED`): a resource never created in a failed stack was skipped,
/// not still waiting.
pub const STACK_STATE_LABEL: &str = "heat.openstack.org/stack-state";

/// A string field, or `None`.
fn text(value: &Value, key: &str) -> Option<String> {
    value.get(key).and_then(Value::as_str).filter(|s| !s.is_empty()).map(str::to_owned)
}

/// Resource and event rows that do not say their stack (`openstack stack event list -f json`
/// gives none), in a paste that holds exactly one stack: they are that stack's, so their next
/// steps can name it instead of `<stack>`. Rows saved apart from their stack (another file)
/// are read apart, hence this pass over the whole paste. An event list pasted without its
/// stack still names it once: the stack's own events (`Stack CREATE started`) carry the
/// stack's name as their resource name.
pub fn adopt_rows_without_stack(resources: &mut [crate::model::Resource]) {
    let heat = |r: &&crate::model::Resource| r.api_version == API_VERSION;
    let mut stacks = resources.iter().filter(heat).filter(|r| r.kind == "Stack");
    let name = match (stacks.next(), stacks.next()) {
        (Some(stack), None) => stack.name.clone(),
        (None, _) => {
            let mut named = resources
                .iter()
                .filter(heat)
                .filter(|r| r.kind == "StackEvent" && stack_of(&r.object).is_none())
                .filter(|r| text(&r.object, "resource_status_reason").is_some_and(|reason| reason.starts_with("Stack ")))
                .map(|r| r.name.as_str());
            match named.next() {
                Some(first) if named.all(|other| other == first) => first.to_owned(),
                _ => return,
            }
        }
        _ => return,
    };
    if name.is_empty() {
        return;
    }
    for row in resources.iter_mut().filter(|r| r.api_version == API_VERSION && matches!(r.kind.as_str(), "StackResource" | "StackEvent")) {
        if stack_of(&row.object).is_none() {
            if let Value::Object(map) = &mut row.object {
                map.insert("stack_name", Value::String(name.as_str().into()));
            }
        }
    }
}

/// A failed resource row without a reason (`openstack stack resource list` prints none) that
/// the reason of a pasted stack names as its innermost failure
/// (`Resource DELETE failed: Error: resources.db_tier.resources.replicas.resources[0].resources.data: Volume in use`):
/// the row gets the reason Heat gave that resource (`Error: resources.data: Volume in use`),
/// so it is explained by its error rather than as failed "without a reason". The row must be
/// of the stack's action, of the same top-level stack, and its nested stack's name must
/// carry the path's outer names in order (Heat names a nested stack
/// `<parent stack>-<resource>-<random>`); exactly one row must fit.
pub fn adopt_reason_from_stack(resources: &mut [crate::model::Resource]) {
    let heat = |r: &&crate::model::Resource| r.api_version == API_VERSION;
    let failures: Vec<(String, String, crate::rules::heat::Failure)> = resources
        .iter()
        .filter(heat)
        .filter(|r| r.kind == "Stack")
        .filter_map(|stack| {
            let Value::Object(map) = &stack.object else { return None };
            let state = state(map, "stack");
            let action = state.strip_suffix("_FAILED")?.to_owned();
            let failure = crate::rules::heat::Failure::parse(text(&stack.object, "stack_status_reason")?.trim())?;
            (!failure.path.is_empty() && !failure.message.is_empty()).then(|| (stack.name.clone(), action, failure))
        })
        .collect();
    for (stack, action, failure) in failures {
        let Some((innermost, outer)) = failure.path.split_last() else { continue };
        let fits = |row: &crate::model::Resource| {
            let Value::Object(map) = &row.object else { return false };
            let row_stack = stack_of(&row.object).unwrap_or_default();
            let nested_in_order = outer
                .iter()
                .try_fold(0usize, |from, name| row_stack.get(from..)?.find(&format!("-{name}-")).map(|at| from + at + name.len() + 1))
                .is_some();
            row.api_version == API_VERSION
                && row.kind == "StackResource"
                && &row.name == innermost
                && state(map, "resource") == format!("{action}_FAILED")
                && text(&row.object, "resource_status_reason").is_none_or(|reason| reason.trim().is_empty())
                && row.str(&["metadata", "labels", TOP_STACK_LABEL]) == Some(stack.as_str())
                && if outer.is_empty() { row_stack == stack } else { nested_in_order }
        };
        let mut matching = resources.iter().enumerate().filter(|(_, row)| fits(row)).map(|(at, _)| at);
        let (Some(at), None) = (matching.next(), matching.next()) else { continue };
        let reason = match failure.error.as_str() {
            "" => format!("resources.{innermost}: {}", failure.message),
            error => format!("{error}: resources.{innermost}: {}", failure.message),
        };
        let Some(row) = resources.get_mut(at) else { continue };
        if let Value::Object(map) = &mut row.object {
            map.insert("resource_status_reason", Value::from(reason.as_str()));
            if let Some(Value::Array(conditions)) = map.get_mut("status").and_then(|status| status.get_mut("conditions")) {
                for condition in conditions.iter_mut() {
                    if let Value::Object(fields) = condition {
                        fields.insert("message", Value::from(reason.as_str()));
                    }
                }
            }
        }
    }
}

/// The stack to name in a command about a Heat object: a stack's own name, the stack of a
/// resource or event row; `None` for anything else, or when the row does not say.
pub fn stack_for_commands(resource: &crate::model::Resource) -> Option<String> {
    if resource.api_version != API_VERSION {
        return None;
    }
    if resource.kind == "Stack" {
        return Some(resource.name.clone()).filter(|name| !name.is_empty());
    }
    stack_of(&resource.object)
}

/// The top-level stack of a Heat object, for commands that act on the whole stack (`openstack
/// stack update`): a nested stack is updated through its top-level one. `None` for anything
/// else, or when the paste does not say.
pub fn top_stack_for_commands(resource: &crate::model::Resource) -> Option<String> {
    if resource.api_version != API_VERSION {
        return None;
    }
    resource.str(&["metadata", "labels", TOP_STACK_LABEL]).filter(|name| !name.is_empty()).map(str::to_owned).or_else(|| stack_for_commands(resource))
}

/// The stack a resource or event row belongs to: `stack_name`, else the `rel: stack` link
/// (`…/stacks/<name>/<id>`).
fn stack_of(value: &Value) -> Option<String> {
    text(value, "stack_name").or_else(|| {
        value.get("links")?.as_array()?.iter().find_map(|link| {
            if link.get("rel").and_then(Value::as_str) != Some("stack") {
                return None;
            }
            let href = link.get("href")?.as_str()?;
            let after = href.split("/stacks/").nth(1)?;
            after.split('/').next().filter(|s| !s.is_empty()).map(str::to_owned)
        })
    })
}

/// `CREATE_FAILED`, or `CREATE` + `FAILED` as the engine's RPC dumps keep them apart.
fn state(map: &Map, prefix: &str) -> String {
    let status = map.get(&format!("{prefix}_status")).and_then(Value::as_str).unwrap_or("");
    match map.get(&format!("{prefix}_action")).and_then(Value::as_str) {
        Some(action) if !action.is_empty() && matches!(status, "IN_PROGRESS" | "FAILED" | "COMPLETE") => format!("{action}_{status}"),
        _ => status.to_owned(),
    }
}

fn identify(shape: Shape, map: &mut Map, stacks: &StackNames, networks: &Networks) {
    let value = Value::Object(map.clone());
    let (kind, name, uid, owner, state, reason, since) = match shape {
        Shape::Stack => {
            let name = text(&value, "stack_name").or_else(|| text(&value, "id")).unwrap_or_default();
            let owner = stacks.parent_of(&name).map(|(stack, resource)| ("StackResource", format!("heat-resource:{stack}/{resource}"), resource));
            (
                "Stack",
                name.clone(),
                format!("heat-stack:{name}"),
                owner,
                state(map, "stack"),
                text(&value, "stack_status_reason"),
                text(&value, "updated_time").or_else(|| text(&value, "creation_time")),
            )
        }
        Shape::Resource | Shape::Event => {
            let name = text(&value, "resource_name").or_else(|| text(&value, "logical_resource_id")).unwrap_or_default();
            let stack = stack_of(&value).or_else(|| stacks.single.clone());
            let owner = match (shape, &stack) {
                (Shape::Resource, Some(stack)) => {
                    let explicit = text(&value, "parent_resource");
                    match (stacks.parent_of(stack), explicit) {
                        (Some((parent, derived)), explicit) => {
                            let resource = explicit.unwrap_or(derived);
                            Some(("StackResource", format!("heat-resource:{parent}/{resource}"), resource))
                        }
                        (None, _) => Some(("Stack", format!("heat-stack:{stack}"), stack.clone())),
                    }
                }
                _ => None,
            };
            let kind = if shape == Shape::Event { "StackEvent" } else { "StackResource" };
            let uid = match shape {
                Shape::Event => format!("heat-event:{}", text(&value, "id").unwrap_or_else(|| name.clone())),
                _ => format!("heat-resource:{}/{name}", stack.clone().unwrap_or_default()),
            };
            let since = text(&value, "event_time").or_else(|| text(&value, "updated_time")).or_else(|| text(&value, "creation_time"));
            (kind, name, uid, owner, state(map, "resource"), text(&value, "resource_status_reason"), since)
        }
    };
    let own_stack = match shape {
        Shape::Stack => Some(name.clone()).filter(|name| !name.is_empty()),
        _ => stack_of(&value).or_else(|| stacks.single.clone()),
    };
    let mut metadata = vec![("name", Value::from(name)), ("uid", Value::from(uid))];
    let mut labels = Vec::new();
    if let Some(stack) = own_stack {
        labels.push((TOP_STACK_LABEL, Value::from(stacks.top_of(&stack))));
        if shape == Shape::Resource {
            if let Some(stack_state) = stacks.state_of(&stack) {
                labels.push((STACK_STATE_LABEL, Value::from(stack_state)));
            }
        }
    }
    labels.extend(networks.labels_for(reason.as_deref()));
    if !labels.is_empty() {
        metadata.push(("labels", Value::object(labels)));
    }
    if let Some((owner_kind, owner_uid, owner_name)) = owner {
        let reference = Value::object([
            ("apiVersion", Value::from(API_VERSION)),
            ("kind", Value::from(owner_kind)),
            ("name", Value::from(owner_name)),
            ("uid", Value::from(owner_uid)),
            ("controller", Value::Bool(true)),
        ]);
        metadata.push(("ownerReferences", Value::array([reference])));
    }
    if let Some(created) = text(&value, "creation_time").or_else(|| text(&value, "event_time")) {
        metadata.push(("creationTimestamp", Value::from(with_zone(&created))));
    }
    map.insert("apiVersion", Value::from(API_VERSION));
    map.insert("kind", Value::from(kind));
    map.insert("metadata", Value::object(metadata));
    if !map.contains_key("status") {
        map.insert("status", Value::object([("conditions", Value::array([condition(&state, reason, since)]))]));
    }
}

/// Heat's times sometimes lack a zone (`2024-05-01T09:00:02`); they are UTC.
fn with_zone(time: &str) -> String {
    let has_zone = time.ends_with('Z') || time.get(19..).is_some_and(|rest| rest.contains('+') || rest.contains('-'));
    if has_zone || time.len() < 19 { time.to_owned() } else { format!("{time}Z") }
}

/// One condition for an `ACTION_STATUS`: `Ready` True for a finished action, False for a
/// failed one (and for a stack rolled back), Unknown while in progress or never acted on;
/// `Suspended` True for `SUSPEND_COMPLETE`.
fn condition(state: &str, reason: Option<String>, since: Option<String>) -> Value {
    let (type_, status) = match state {
        "SUSPEND_COMPLETE" => ("Suspended", "True"),
        "ROLLBACK_COMPLETE" | "CHECK_FAILED" => ("Ready", "False"),
        "INIT_COMPLETE" => ("Ready", "Unknown"),
        s if s.ends_with("_FAILED") => ("Ready", "False"),
        s if s.ends_with("_IN_PROGRESS") => ("Ready", "Unknown"),
        s if s.ends_with("_COMPLETE") => ("Ready", "True"),
        _ => ("Ready", "Unknown"),
    };
    let mut fields = vec![("type", Value::from(type_)), ("status", Value::from(status)), ("reason", Value::from(state))];
    if let Some(reason) = reason {
        fields.push(("message", Value::from(reason)));
    }
    if let Some(since) = since {
        fields.push(("lastTransitionTime", Value::from(with_zone(&since))));
    }
    Value::object(fields)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::read::{read, unwrap_lists};

    fn objects(text: &str) -> Vec<Value> {
        unwrap_lists(read(text, None)).0.into_iter().map(|located| located.value).collect()
    }

    #[test]
    fn stack_show_becomes_a_stack() {
        let found = objects(r#"{"id": "8b1d", "stack_name": "web", "stack_status": "CREATE_FAILED", "stack_status_reason": "boom"}"#);
        assert_eq!(found[0]["kind"], "Stack");
        assert_eq!(found[0]["metadata"]["name"], "web");
        assert_eq!(found[0]["status"]["conditions"][0]["status"], "False");
        assert_eq!(found[0]["stack_status_reason"], "boom");
    }

    #[test]
    fn nested_rows_belong_to_their_parent_resource() {
        let found = objects(
            r#"[{"resource_name": "app_group", "resource_status": "CREATE_FAILED", "stack_name": "web"},
                {"resource_name": "1", "resource_status": "CREATE_FAILED", "stack_name": "web-app_group-kx3n2x7q4bdn"},
                {"resource_name": "server", "resource_status": "CREATE_FAILED", "stack_name": "web-app_group-kx3n2x7q4bdn-1-mv2pq6g2y1xa"}]"#,
        );
        assert_eq!(found[1]["metadata"]["ownerReferences"][0]["uid"], "heat-resource:web/app_group");
        assert_eq!(found[2]["metadata"]["ownerReferences"][0]["uid"], "heat-resource:web-app_group-kx3n2x7q4bdn/1");
        assert_eq!(found[0]["metadata"]["ownerReferences"][0]["kind"], "Stack");
    }

    #[test]
    fn rest_wrappers_and_rpc_states_are_read() {
        let found = objects(r#"{"resources": [{"resource_name": "db", "resource_action": "CREATE", "resource_status": "FAILED"}]}"#);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0]["status"]["conditions"][0]["reason"], "CREATE_FAILED");
        let events = objects(r#"{"events": [{"id": "e1", "resource_name": "web", "resource_status": "CREATE_IN_PROGRESS", "event_time": "2024-05-01T09:00:02"}]}"#);
        assert_eq!(events[0]["kind"], "StackEvent");
        assert_eq!(events[0]["status"]["conditions"][0]["lastTransitionTime"], "2024-05-01T09:00:02Z");
    }

    #[test]
    fn kubernetes_objects_pass_untouched() {
        let found = objects("kind: Pod\nmetadata: {name: p}\n");
        assert!(found[0].get("metadata").and_then(|m| m.get("uid")).is_none());
    }
}
