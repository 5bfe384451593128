//! StackEvent: one entry of `openstack stack event list` — history, not the current state.
//! A failed step is Failed (unless it was aborted because of another failure), a finished one
//! Succeeded, a hook pause waits for a person; anything else is only history.

use super::{is_aborted, split_state, state_of, GROUP};
use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};

/// The StackEvent rule.
pub static RULE: Rule = Rule { group: GROUP, kind: "StackEvent", classify };

fn classify(event: &Resource, context: &Context, next: Next) -> Assessment {
    let state = state_of(event, "resource");
    if state.is_empty() {
        return next(event, context);
    }
    let reason = event.str(&["resource_status_reason"]).unwrap_or("").trim();
    let at = event.str(&["event_time"]).map(|t| format!("At {t}, ")).unwrap_or_default();
    let quoted = if reason.is_empty() { String::new() } else { format!(": “{reason}”") };
    let line = format!("{at}{} went to {state}{quoted}", event.name);
    let (action, status) = split_state(&state);
    match status {
        "FAILED" if is_aborted(reason) => {
            Assessment::new(Verdict::Unknown, format!("{line}. It was cancelled because another resource failed (collateral)."), state.clone())
        }
        // A stack's own event passing on a resource's failure ("Resource CREATE failed: …", or
        // the resource's error with its path, `resources.db_volume_2: …`): that resource's
        // event is the failure; this one repeats it for the stack.
        "FAILED"
            if (reason.starts_with("Resource ") && reason.contains(" failed: "))
                || (crate::read::heat::stack_for_commands(event).as_deref() == Some(event.name.as_str()) && super::Failure::parse(reason).is_some()) =>
        {
            Assessment::new(
                Verdict::Unknown,
                format!("{line}. The stack reports here that one of its resources failed; that resource's own FAILED event is the cause."),
                state.clone(),
            )
        }
        // A snapshot only copies: what failed is the copy, the resource runs as before.
        "FAILED" if action == "SNAPSHOT" => Assessment::new(
            Verdict::Degraded,
            format!("{line}. Only the snapshot failed: the resources run as before, and this snapshot is not usable.{}", super::snapshot_hint(reason)),
            state.clone(),
        ),
        "FAILED" => Assessment::new(Verdict::Failed, format!("{line}.{}", super::error_hint(event, reason, super::server_id(event))), state.clone()),
        "IN_PROGRESS" if reason.contains("paused until Hook") => Assessment::new(
            Verdict::Suspended,
            format!("{line}. It waits for a person: openstack stack hook clear <stack> {}.", event.name),
            "HookPaused",
        ),
        "COMPLETE" if state == "ROLLBACK_COMPLETE" => {
            Assessment::new(Verdict::Unknown, format!("{line}. A rollback completed: the create or update before it failed; the FAILED events before it name the cause."), state.clone())
        }
        "COMPLETE" => Assessment::plain(Verdict::Succeeded, format!("{line}.")),
        _ => Assessment::new(Verdict::Unknown, format!("{line}. This is history; later events tell how it ended."), state.clone()),
    }
}
