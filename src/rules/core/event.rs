//! Event (`v1` and `events.k8s.io/v1`): not a resource with health of its own. An event about a
//! pasted resource is shown under that resource; this rule only speaks for the others.

use crate::model::Event;
use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};

/// What an event about an object not pasted says next, before the object's name; then
/// [`PASTE_IT_TOO`] (`rollup::gone_objects` says instead that it is gone, when the paste holds
/// its namespace's others of its kind).
pub(crate) const NOT_HEALTH: &str = " An event is a report, not a health; paste ";

/// See [`NOT_HEALTH`].
pub(crate) const PASTE_IT_TOO: &str = " too to have it explained.";

/// The core `v1` Event rule.
pub static RULE: Rule = Rule { group: "", kind: "Event", classify };

/// The `events.k8s.io/v1` Event rule.
pub static RULE_EVENTS_K8S_IO: Rule = Rule { group: "events.k8s.io", kind: "Event", classify };

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    let Some(event) = Event::from_resource(resource) else { return next(resource, context) };
    let about = &event.regarding;
    let subject = match (about.kind.is_empty(), about.name.is_empty()) {
        (false, false) => format!("{} {}", about.kind, about.name),
        (false, true) => about.kind.clone(),
        (true, false) => about.name.clone(),
        (true, true) => "an unnamed object".to_owned(),
    };
    let type_ = if event.type_.is_empty() { "An" } else { event.type_.as_str() };
    let reason = if event.reason.is_empty() { "(no reason)" } else { event.reason.as_str() };
    Assessment::new(
        Verdict::Unknown,
        format!(
            "{type_} event {reason} about {subject}, which is not in what you pasted: {}.{NOT_HEALTH}{subject}{PASTE_IT_TOO}",
            event.quote(context.now)
        ),
        event.reason.clone(),
    )
}
