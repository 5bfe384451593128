//! Events (`v1` Event and `events.k8s.io/v1` Event): what they are about, and what they say.
//!
//! Both shapes are read into one view: `involvedObject` / `regarding`, `message` / `note`,
//! `count` / `series.count` / `deprecatedCount` (missing means 1, as kubectl shows it), and the
//! last time seen from `lastTimestamp`, `series.lastObservedTime`, `eventTime` or
//! `deprecatedLastTimestamp`.

use crate::model::Value;

use super::resource::{int_at, str_at, value_at};
use super::{Resource, Timestamp};

/// The object an event is about (`involvedObject` or `regarding`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ObjectRef {
    /// Its kind.
    pub kind: String,
    /// Its namespace, when given.
    pub namespace: Option<String>,
    /// Its name.
    pub name: String,
    /// Its uid, when given.
    pub uid: Option<String>,
    /// `fieldPath`, e.g. `spec.containers{app}`, empty when absent.
    pub field_path: String,
}

/// One event, read leniently from either API.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Event {
    /// `Normal` or `Warning` (as written; empty when absent).
    pub type_: String,
    /// `reason`, empty when absent.
    pub reason: String,
    /// `message` (`note` in `events.k8s.io/v1`), trimmed.
    pub message: String,
    /// How many times it happened (1 when not written).
    pub count: i64,
    /// When it was last seen, as written.
    pub last_seen_text: Option<String>,
    /// When it was last seen, when readable.
    pub last_seen: Option<Timestamp>,
    /// When it was first seen, when readable.
    pub first_seen: Option<Timestamp>,
    /// What it is about.
    pub regarding: ObjectRef,
}

/// Whether a resource is an Event of either API.
pub fn is_event(resource: &Resource) -> bool {
    resource.kind == "Event" && (resource.group.is_empty() || resource.group == "events.k8s.io")
}

impl Event {
    /// Reads an Event resource; `None` for anything else.
    pub fn from_resource(resource: &Resource) -> Option<Event> {
        if !is_event(resource) {
            return None;
        }
        let value = &resource.object;
        let about = value_at(value, &["involvedObject"])
            .filter(|v| v.is_object())
            .or_else(|| value_at(value, &["regarding"]).filter(|v| v.is_object()));
        let regarding = about
            .map(|about| ObjectRef {
                kind: str_at(about, &["kind"]).unwrap_or("").to_owned(),
                namespace: str_at(about, &["namespace"]).map(str::to_owned).or_else(|| resource.namespace.clone()),
                name: str_at(about, &["name"]).unwrap_or("").to_owned(),
                uid: str_at(about, &["uid"]).filter(|uid| !uid.is_empty()).map(str::to_owned),
                field_path: str_at(about, &["fieldPath"]).unwrap_or("").to_owned(),
            })
            .unwrap_or_default();
        let first_text = |paths: &[&[&str]]| paths.iter().find_map(|path| str_at(value, path).filter(|t| !t.is_empty()));
        let last_seen_text = first_text(&[
            &["lastTimestamp"],
            &["series", "lastObservedTime"],
            &["deprecatedLastTimestamp"],
            &["eventTime"],
            &["firstTimestamp"],
            &["deprecatedFirstTimestamp"],
            &["metadata", "creationTimestamp"],
        ]);
        let first_seen = first_text(&[&["firstTimestamp"], &["deprecatedFirstTimestamp"], &["eventTime"], &["metadata", "creationTimestamp"]])
            .and_then(Timestamp::parse);
        let count = [&["count"][..], &["series", "count"], &["deprecatedCount"]]
            .iter()
            .find_map(|path| int_at(value, path))
            .filter(|count| *count > 0)
            .unwrap_or(1);
        Some(Event {
            type_: str_at(value, &["type"]).unwrap_or("").to_owned(),
            reason: str_at(value, &["reason"]).unwrap_or("").to_owned(),
            message: str_at(value, &["message"]).or_else(|| str_at(value, &["note"])).unwrap_or("").trim().to_owned(),
            count,
            last_seen: last_seen_text.and_then(Timestamp::parse),
            last_seen_text: last_seen_text.map(str::to_owned),
            first_seen,
            regarding,
        })
    }

    /// Whether it is a `Warning` event.
    pub fn is_warning(&self) -> bool {
        self.type_ == "Warning"
    }

    /// The container the event is pinned to by `fieldPath` (`spec.containers{app}`), if any.
    pub fn container(&self) -> Option<&str> {
        let open = self.regarding.field_path.find('{')?;
        let rest = self.regarding.field_path.get(open + 1..)?;
        rest.strip_suffix('}').filter(|name| !name.is_empty())
    }

    /// `“message” (12 times, last 40 s ago)`: the message quoted, with how often and how recently.
    pub fn quote(&self, now: Option<Timestamp>) -> String {
        let mut parts = Vec::new();
        if self.count > 1 {
            parts.push(format!("{} times", self.count));
        }
        if let (Some(now), Some(last)) = (now, self.last_seen) {
            parts.push(format!("last {} ago", super::timestamp::human_duration(last.seconds_until(now))));
        }
        let when = if parts.is_empty() { String::new() } else { format!(" ({})", parts.join(", ")) };
        if self.message.is_empty() { format!("{}{when}", self.reason) } else { format!("“{}”{when}", without_response_body(&self.message)) }
    }

    /// How long it has been going on: from first seen to `now` (or to last seen without `now`).
    pub fn ongoing_seconds(&self, now: Option<Timestamp>) -> Option<i64> {
        let first = self.first_seen?;
        Some(first.seconds_until(now.or(self.last_seen)?))
    }
}

/// A message that carries an Azure SDK error (the request, a line of dashes, `RESPONSE 403: 403
/// Forbidden`, `ERROR CODE: Forbidden`, dashes, then the whole JSON body with its `\r\n`) up to
/// its error code, with " …": the body is for reading once (the event shows it whole), not for
/// each sentence that quotes the message. Any other message as it is.
pub fn without_response_body(message: &str) -> std::borrow::Cow<'_, str> {
    let shape = message.contains("RESPONSE ") && message.contains("ERROR CODE:") && message.contains("-----");
    let Some(code_at) = message.find("ERROR CODE:").filter(|_| shape) else { return std::borrow::Cow::Borrowed(message) };
    let code_end = message.get(code_at..).and_then(|rest| rest.find(['\n', '-'])).map_or(message.len(), |end| code_at + end);
    let head = message.get(..code_end).unwrap_or(message);
    // The dashes between the parts, and the line breaks, as one space each.
    let words: Vec<&str> = head.split_whitespace().filter(|word| !word.chars().all(|c| c == '-')).collect();
    std::borrow::Cow::Owned(format!("{} …", words.join(" ")))
}

/// Reads the `value` of a raw event object (for tests and hostile input).
pub fn from_value(value: Value) -> Option<Event> {
    let resource = Resource::from_located(crate::read::Located { source: None, document: 1, line: 1, item: None, value });
    Event::from_resource(&resource)
}

#[cfg(test)]
mod tests {
    #[test]
    fn an_azure_error_body_is_left_out_of_the_quote() {
        let message = "GET https://kv.vault.azure.net/secrets/a/\n----------\nRESPONSE 403: 403 Forbidden\nERROR CODE: Forbidden\n----------\n{ \"error\": { \"message\": \"Caller is not authorized.\\r\\nAction: x\" } }\n----------";
        assert_eq!(without_response_body(message), "GET https://kv.vault.azure.net/secrets/a/ RESPONSE 403: 403 Forbidden ERROR CODE: Forbidden …");
        assert_eq!(without_response_body("plain words - here"), "plain words - here");
    }

    use super::*;
    use crate::value as json;

    #[test]
    fn both_apis_are_read() {
        let core = from_value(json!({
            "apiVersion": "v1", "kind": "Event", "metadata": {"namespace": "shop"},
            "involvedObject": {"kind": "Pod", "name": "web", "uid": "u1", "fieldPath": "spec.containers{app}"},
            "type": "Warning", "reason": "Unhealthy", "message": "Readiness probe failed: 503", "count": 12,
            "lastTimestamp": "2025-03-04T10:29:20Z"
        }))
        .expect("event");
        assert_eq!((core.regarding.kind.as_str(), core.regarding.namespace.as_deref(), core.container()), ("Pod", Some("shop"), Some("app")));
        assert_eq!(core.quote(Timestamp::parse("2025-03-04T10:30:00Z")), "“Readiness probe failed: 503” (12 times, last 40 s ago)");
        let new = from_value(json!({
            "apiVersion": "events.k8s.io/v1", "kind": "Event",
            "regarding": {"kind": "PersistentVolumeClaim", "name": "data", "namespace": "db"},
            "type": "Normal", "reason": "ExternalProvisioning", "note": "Waiting for a volume", "series": {"count": 3},
            "eventTime": "2025-03-04T10:00:00.000000Z"
        }))
        .expect("event");
        assert_eq!((new.count, new.message.as_str(), new.regarding.name.as_str()), (3, "Waiting for a volume", "data"));
        assert!(new.last_seen.is_some());
        assert!(from_value(json!({"apiVersion": "v1", "kind": "Pod"})).is_none());
        let odd = from_value(json!({"apiVersion": "v1", "kind": "Event", "involvedObject": "x", "count": -3})).expect("event");
        assert_eq!((odd.count, odd.regarding.kind.as_str()), (1, ""));
    }
}
