//! Events about objects not pasted, in a paste that holds their namespace's others of the same
//! kind (`kubectl get all,events -n …`): the object is most likely gone, so pasting it too is
//! no advice; the event is a record of it.

use crate::model::event::is_event;
use crate::model::quick_hash::{QuickMap, QuickSet};
use crate::model::{Event, Resource};
use crate::relate::Graph;
use crate::report::ResourceReport;
use crate::rules::core::event::{NOT_HEALTH, PASTE_IT_TOO};

/// Each event card that asks for its object to be pasted, when the paste already lists others
/// of that kind in that namespace: said to be gone since, with the event that deleted it.
pub(super) fn events_of_gone_objects(resources: &[Resource], _graph: &Graph, reports: &mut [ResourceReport]) {
    let asking: Vec<(usize, Event)> = resources
        .iter()
        .enumerate()
        .filter(|(index, resource)| is_event(resource) && reports.get(*index).is_some_and(|r| r.summary.ends_with(PASTE_IT_TOO)))
        .filter_map(|(index, resource)| Some((index, Event::from_resource(resource)?)))
        .collect();
    if asking.is_empty() {
        return;
    }
    // The kinds pasted per namespace (events aside), looked up once.
    let pasted: QuickSet<(&str, &str)> =
        resources.iter().filter(|r| !is_event(r)).filter_map(|r| Some((r.kind.as_str(), r.namespace.as_deref()?))).collect();
    // What each event card quotes as deleted (`“Deleted pod: web-7d9-x2k”`, from its summary:
    // the objects are cut by now) → the object the event is about. Read before any card changes.
    let mut deleted_by: QuickMap<String, String> = QuickMap::default();
    for (index, resource) in resources.iter().enumerate().filter(|(_, r)| is_event(r)) {
        let Some(quote) = reports.get(index).and_then(|r| r.summary.split_once("“Deleted ")).and_then(|(_, rest)| rest.split_once('”')).map(|(quote, _)| quote) else { continue };
        if let Some(event) = Event::from_resource(resource) {
            deleted_by.entry(format!("Deleted {quote}")).or_insert_with(|| format!("{} {}", event.regarding.kind, event.regarding.name));
        }
    }
    let mut said: Vec<(usize, String, String)> = Vec::new();
    for (index, event) in asking {
        let about = &event.regarding;
        let Some(namespace) = about.namespace.as_deref().filter(|ns| !ns.is_empty()) else { continue };
        if about.kind.is_empty() || about.name.is_empty() || !pasted.contains(&(about.kind.as_str(), namespace)) {
            continue;
        }
        let subject = format!("{} {}", about.kind, about.name);
        let deleted = format!("Deleted {}: {}", about.kind.to_ascii_lowercase(), about.name);
        let by = match deleted_by.get(&deleted) {
            Some(by) => format!(" ({by} says “{deleted}”)"),
            None => " (deleted since: replaced in a rollout, or cleaned up after it finished)".to_owned(),
        };
        let instead = format!(
            " The paste holds other {} objects of namespace {namespace} but not this one, so it is most likely gone{by}: this event is a record of it, not something failing now.",
            about.kind
        );
        said.push((index, format!("{NOT_HEALTH}{subject}{PASTE_IT_TOO}"), instead));
    }
    for (index, asked, instead) in said {
        if let Some(report) = reports.get_mut(index) {
            report.summary = report.summary.replace(&asked, &instead);
        }
    }
}
