//! `List` wrappers: what `kubectl get -o yaml|json` prints for more than one object.

use crate::model::value::{Map, Value};

use super::{Diagnostic, Document, Reading};

/// One object of the input with the place it came from.
#[derive(Debug, Clone, PartialEq)]
pub struct Located {
    /// Which input it came from (a file name), if there were several.
    pub source: Option<String>,
    /// 1-based document number within its source.
    pub document: usize,
    /// 1-based line where its document starts.
    pub line: usize,
    /// 0-based position in the document's `items` (or top-level array), if it came from one.
    pub item: Option<usize>,
    /// The object itself.
    pub value: Value,
}

/// Flattens documents into objects: a `kind: List` / `*List` with `items`, or a top-level JSON
/// array, yields its elements; anything that is not an object becomes a warning, never silence.
/// OpenStack Heat shapes get their synthetic identity here ([`super::heat`]).
///
/// Each object's secret values are withheld here (`secrets`), with one warning saying
/// so, and its identity fields written as numbers or booleans are read as their text.
pub fn unwrap_lists(reading: Reading) -> (Vec<Located>, Vec<Diagnostic>) {
    let Reading { documents, mut diagnostics } = reading;
    let mut objects = Vec::with_capacity(documents.len());
    for document in documents {
        let Document { source, index, line, value } = document;
        let items = match value {
            Value::Array(items) => Some(items),
            Value::Object(mut map) if is_list(&map) => match map.remove("items") {
                Some(Value::Array(items)) => Some(items),
                Some(Value::Null) | None => Some(Box::default()),
                Some(other) => {
                    map.insert("items", other);
                    objects.push(Located { source, document: index, line, item: None, value: Value::Object(map) });
                    continue;
                }
            },
            other => {
                push_object(&mut objects, &mut diagnostics, Located { source, document: index, line, item: None, value: other });
                continue;
            }
        };
        for (position, value) in items.into_iter().flatten().enumerate() {
            let located = Located { source: source.clone(), document: index, line, item: Some(position), value };
            push_object(&mut objects, &mut diagnostics, located);
        }
    }
    withhold_secrets(&mut objects, &mut diagnostics);
    let (objects, strangers): (Vec<Located>, Vec<Located>) = super::heat::recognise(objects).into_iter().partition(|located| resource_like(&located.value));
    for located in strangers {
        let keys = match &located.value {
            Value::Object(map) if map.is_empty() => "nothing".to_owned(),
            Value::Object(map) => {
                let keys: Vec<String> = map.keys().take(3).map(|key| format!("`{key}`")).collect();
                let more = if map.len() > 3 { format!(" and {} more", map.len() - 3) } else { String::new() };
                format!("only {}{more}", keys.join(", "))
            }
            _ => "no keys".to_owned(),
        };
        diagnostics.push(Diagnostic::warning(
            located.source.as_deref(),
            located.line,
            1,
            format!(
                "{} holds {keys}: no kind, apiVersion, metadata, spec or status, so it is not a Kubernetes object and there is nothing to explain in it",
                place(&located)
            ),
        ));
    }
    (objects, diagnostics)
}

/// Whether a mapping looks like a resource: it has a kind, apiVersion, metadata, spec or status
/// (OpenStack Heat rows have theirs by now, given by [`super::heat::recognise`]).
fn resource_like(value: &Value) -> bool {
    match value {
        Value::Object(map) => ["kind", "apiVersion", "metadata", "spec", "status"].iter().any(|key| map.contains_key(key)),
        _ => true,
    }
}

/// `document 2`, or `item 3 of document 2` for an item of a list.
fn place(located: &Located) -> String {
    match located.item {
        Some(position) => format!("item {} of document {}", position + 1, located.document),
        None => format!("document {}", located.document),
    }
}

/// Withholds secret values in every object and says so once, naming what was withheld.
fn withhold_secrets(objects: &mut [Located], diagnostics: &mut Vec<Diagnostic>) {
    let mut secrets = Vec::new();
    let mut env = Vec::new();
    let mut first: Option<(Option<String>, usize)> = None;
    for object in objects.iter_mut() {
        textual_identity(&mut object.value);
        let withheld = super::secrets::withhold(&mut object.value);
        if withheld.is_empty() {
            continue;
        }
        first.get_or_insert((object.source.clone(), object.line));
        let name = object.value.get("metadata").and_then(|metadata| metadata.get("name")).and_then(Value::as_str).unwrap_or("(no name)").to_owned();
        let kind = object.value.get("kind").and_then(Value::as_str).unwrap_or("object").to_owned();
        if withheld.secret_values > 0 {
            secrets.push(format!("{kind} {name}"));
        }
        env.extend(withheld.env_names.into_iter().map(|var| format!("{var} in {kind} {name}")));
    }
    let Some((source, line)) = first else { return };
    let mut parts = Vec::new();
    if !secrets.is_empty() {
        parts.push(format!("the data of {}", sample(&secrets)));
    }
    if !env.is_empty() {
        parts.push(format!("the values of credential-like env vars ({})", sample(&env)));
    }
    diagnostics.push(Diagnostic::warning(
        source.as_deref(),
        line,
        1,
        format!(
            "{WITHHELD} {} are never shown here, in the report or in Copy as Markdown; keys and names still are (Copy link carries your whole paste, these values too)",
            parts.join(" and ")
        ),
    ));
}

/// How the warning about withheld secret values starts (`Report::withholds_secrets` looks for it).
pub(crate) const WITHHELD: &str = "values withheld:";

/// Up to three names, then how many more.
fn sample(names: &[String]) -> String {
    let shown: Vec<&str> = names.iter().take(3).map(String::as_str).collect();
    match names.len().saturating_sub(3) {
        0 => shown.join(", "),
        more => format!("{}, and {more} more", shown.join(", ")),
    }
}

/// `metadata.name`, `namespace`, `uid`, `generateName`, label and annotation values written as
/// numbers or booleans (`name: 0755`, `version: 2`, `enabled: true`) become their text, as
/// Kubernetes stores them, so accessors that want text do not drop them.
fn textual_identity(object: &mut Value) {
    let Some(Value::Object(metadata)) = object.get_mut("metadata") else { return };
    for field in ["name", "namespace", "uid", "generateName"] {
        if let Some(value) = metadata.get_mut(field) {
            as_text(value);
        }
    }
    for field in ["labels", "annotations"] {
        if let Some(Value::Object(map)) = metadata.get_mut(field) {
            map.values_mut().for_each(as_text);
        }
    }
}

fn as_text(value: &mut Value) {
    match value {
        Value::Number(number) => *value = Value::from(number.to_string()),
        Value::Bool(flag) => *value = Value::from(flag.to_string()),
        _ => {}
    }
}

/// A `List` (or `PodList`, `DeploymentList`, …) that carries `items`.
fn is_list(map: &Map) -> bool {
    let kind = map.get("kind").and_then(Value::as_str).unwrap_or("");
    (kind == "List" || kind.ends_with("List")) && map.contains_key("items")
        || (kind.is_empty() && map.get("items").is_some_and(Value::is_array) && !map.contains_key("status"))
}

fn push_object(objects: &mut Vec<Located>, diagnostics: &mut Vec<Diagnostic>, located: Located) {
    let shape = match &located.value {
        Value::Object(_) => {
            objects.push(located);
            return;
        }
        Value::Null => "is empty (null)",
        Value::Bool(_) => "is a true/false value",
        Value::Number(_) => "is a number",
        Value::String(_) => "is a line of text",
        Value::Array(_) => "is a list inside a list",
    };
    diagnostics.push(Diagnostic::warning(
        located.source.as_deref(),
        located.line,
        1,
        format!("{} {shape}, not a Kubernetes object, so there is nothing to explain in it", place(&located)),
    ));
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::read::read;

    #[test]
    fn list_items_become_objects() {
        let (objects, diagnostics) = unwrap_lists(read("apiVersion: v1\nkind: List\nitems:\n- kind: Pod\n- kind: Service\n", None));
        assert_eq!(objects.len(), 2);
        assert_eq!(objects[1].item, Some(1));
        assert!(diagnostics.is_empty());
    }

    #[test]
    fn typed_lists_and_json_arrays_are_unwrapped() {
        let (objects, _) = unwrap_lists(read("{\"kind\": \"PodList\", \"items\": [{\"kind\": \"Pod\"}]}", None));
        assert_eq!(objects.len(), 1);
        let (objects, _) = unwrap_lists(read("[{\"kind\": \"Pod\"}, {\"kind\": \"Pod\"}]", None));
        assert_eq!(objects.len(), 2);
    }

    #[test]
    fn mappings_with_nothing_of_a_resource_are_reported_not_explained() {
        let (objects, diagnostics) = unwrap_lists(read("foo: bar\n---\n{}\n---\nstatus: {phase: Running}\n---\n{\"stack_name\": \"web\", \"stack_status\": \"CREATE_FAILED\", \"id\": \"1\"}\n", None));
        // The status-only mapping and the Heat stack are explained; the other two are said.
        assert_eq!(objects.len(), 2, "{diagnostics:?}");
        let messages: Vec<&str> = diagnostics.iter().map(|d| d.message.as_str()).collect();
        assert_eq!(messages.len(), 2, "{messages:?}");
        assert!(messages[0].starts_with("document 1 holds only `foo`: no kind, apiVersion, metadata, spec or status"), "{messages:?}");
        assert!(messages[1].starts_with("document 2 holds nothing:"), "{messages:?}");
    }

    #[test]
    fn scalars_are_reported_not_dropped() {
        let (objects, diagnostics) = unwrap_lists(read("hello\n---\nkind: Pod\n", None));
        assert_eq!(objects.len(), 1);
        assert_eq!(diagnostics.len(), 1);
        assert!(diagnostics[0].message.contains("document 1 is a line of text"));
    }
}
