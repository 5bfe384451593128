//! Events about objects not pasted, in a paste that holds their namespace's others of the same
//! kind (`kubectl get all,events -n …`): the object is most likely gone, so pasting it too is
//! no advice; the event is a record of it.

use crate::model::event::is_event;
use crate::model::{Event, Resource};
use crate::relate::Graph;
use crate::report::ResourceReport;
use crate::rules::core::event::{NOT_HEALTH, PASTE_IT_TOO};

/// Each event card that asks for its object to be pasted, when the paste already lists others
/// of that kind in that namespace: said to be gone since, with what the events say of its end.
pub(super) fn events_of_gone_objects(resources: &[Resource], _graph: &Graph, reports: &mut [ResourceReport]) {
    let events: Vec<(usize, Event)> = resources
        .iter()
        .enumerate()
        .filter(|(index, resource)| is_event(resource) && reports.get(*index).is_some_and(|r| r.summary.ends_with(PASTE_IT_TOO)))
        .filter_map(|(index, resource)| Some((index, Event::from_resource(resource)?)))
        .collect();
    // Said first, changed after: a card changed here quotes “Deleted …” itself.
    let mut said: Vec<(usize, String, String)> = Vec::new();
    for (index, event) in events {
        let about = &event.regarding;
        let Some(namespace) = about.namespace.as_deref().filter(|ns| !ns.is_empty()) else { continue };
        if about.kind.is_empty() || about.name.is_empty() {
            continue;
        }
        let others = resources.iter().any(|r| !is_event(r) && r.kind == about.kind && r.namespace.as_deref() == Some(namespace));
        if !others {
            continue;
        }
        let subject = format!("{} {}", about.kind, about.name);
        // Another event of the paste that says it was deleted: `Deleted pod: web-7d9-x2k` (its
        // message is quoted in its report: the object is cut by now).
        let deleted = format!("Deleted {}: {}", about.kind.to_ascii_lowercase(), about.name);
        let quoted = format!("“{deleted}”");
        let by = resources
            .iter()
            .enumerate()
            .filter(|(other, r)| is_event(r) && reports.get(*other).is_some_and(|report| report.summary.contains(&quoted) || report.events.iter().any(|e| e.message.trim() == deleted)))
            .find_map(|(_, r)| Event::from_resource(r))
            .map(|other| format!(" ({} {} says “{deleted}”)", other.regarding.kind, other.regarding.name));
        let instead = format!(
            " The paste holds other {} objects of namespace {namespace} but not this one, so it is most likely gone{}: this event is a record of it, not something failing now.",
            about.kind,
            by.unwrap_or_else(|| " (deleted since: replaced in a rollout, or cleaned up after it finished)".to_owned())
        );
        said.push((index, format!("{NOT_HEALTH}{subject}{PASTE_IT_TOO}"), instead));
    }
    for (index, asked, instead) in said {
        if let Some(report) = reports.get_mut(index) {
            report.summary = report.summary.replace(&asked, &instead);
        }
    }
}
