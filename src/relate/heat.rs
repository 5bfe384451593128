//! OpenStack Heat: a stack rolled back (`ROLLBACK_COMPLETE`) depends on the first failed event
//! before the rollback started — its reason names the error the stack's reason does not.

use crate::model::Resource;
use crate::rules::heat::{is_aborted, state_of};

/// The first `*_FAILED` StackEvent (not aborted) before the first `ROLLBACK_IN_PROGRESS`, of
/// this stack (by `stack_name` when the event has one), in time order.
pub fn first_failure(stack: &Resource, resources: &[Resource]) -> Vec<usize> {
    if stack.str(&["stack_status"]) != Some("ROLLBACK_COMPLETE") {
        return Vec::new();
    }
    let mut events: Vec<(usize, &Resource)> = resources
        .iter()
        .enumerate()
        .filter(|(_, r)| r.group == stack.group && r.kind == "StackEvent")
        .filter(|(_, r)| r.str(&["stack_name"]).is_none_or(|name| name == stack.name))
        .collect();
    // The time of each event: `read::heat` keeps `event_time` as its creationTimestamp, with
    // the zone Heat sometimes leaves out.
    crate::model::order::sort_by_number(&mut events, |(_, event)| crate::model::order::time_key(event.created()));
    events
        .iter()
        .take_while(|(_, r)| state_of(r, "resource") != "ROLLBACK_IN_PROGRESS")
        .find(|(_, r)| state_of(r, "resource").ends_with("_FAILED") && !is_aborted(r.str(&["resource_status_reason"]).unwrap_or("")))
        .map(|(index, _)| *index)
        .into_iter()
        .collect()
}
