//! Stack: `stack_status` and `stack_status_reason`, with the failure path followed to the
//! innermost resource.

use super::{split_state, state_of, Failure, GROUP};
use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};

/// The Stack rule.
pub static RULE: Rule = Rule { group: GROUP, kind: "Stack", classify };

fn classify(stack: &Resource, context: &Context, next: Next) -> Assessment {
    let state = state_of(stack, "stack");
    if state.is_empty() {
        return next(stack, context);
    }
    let reason = stack.str(&["stack_status_reason"]).unwrap_or("").trim();
    let name = &stack.name;
    let quoted = if reason.is_empty() { String::new() } else { format!(": “{reason}”") };
    let (action, status) = split_state(&state);
    let assessment = match (action, status) {
        ("ROLLBACK", "COMPLETE") if rolled_back_update(stack) => Assessment::new(
            Verdict::Degraded,
            format!(
                "An update of the stack failed and Heat rolled it back (ROLLBACK_COMPLETE){quoted}: the stack as it was before the update is back and serves, without your change. The rollback reason does not name the error: the first *_FAILED event before ROLLBACK_IN_PROGRESS does (openstack stack event list {name} --nested-depth 5). To keep a failed update's resources for inspection next time: openstack stack update --rollback disabled …"
            ),
            state.clone(),
        ),
        ("ROLLBACK", "COMPLETE") => Assessment::new(
            Verdict::Failed,
            format!(
                "The stack's create or update failed and Heat rolled it back (ROLLBACK_COMPLETE){quoted}. The rollback reason does not name the error: the first *_FAILED event before ROLLBACK_IN_PROGRESS does (openstack stack event list {name})."
            ),
            state.clone(),
        ),
        ("ROLLBACK", "FAILED") => Assessment::new(
            Verdict::Failed,
            format!("The stack failed twice: its create or update failed, then the rollback failed too (ROLLBACK_FAILED){quoted}. Look at openstack stack failures list {name} --long."),
            state.clone(),
        ),
        ("SNAPSHOT", "FAILED") => snapshot_failed(stack, &state, reason),
        (_, "FAILED") => failed(stack, &state, reason),
        ("SUSPEND", "COMPLETE") => Assessment::new(Verdict::Suspended, format!("The stack is suspended (SUSPEND_COMPLETE){quoted}. Resume it with openstack stack resume {name}."), state.clone()),
        (_, "IN_PROGRESS") => match overdue(stack, context) {
            Some((seconds, timeout)) => Assessment::new(
                Verdict::Failed,
                format!(
                    "Heat has been running {} on the stack ({state}){quoted} for {}, past its timeout ({timeout}), when Heat fails an action itself: the heat-engine that ran it has most likely stopped mid-way, and nothing will finish it. Find what is still IN_PROGRESS: openstack stack resource list {name} -n 5 --filter status=IN_PROGRESS; read heat-engine's log; then openstack stack cancel {name} (an update) or delete and create it again.",
                    action_word(action),
                    crate::model::timestamp::human_duration(seconds)
                ),
                "Stuck",
            ),
            None => Assessment::new(Verdict::InProgress, format!("Heat is running {} on the stack ({state}){quoted}.", action_word(action)), state.clone()),
        },
        ("INIT", "COMPLETE") => Assessment::new(Verdict::InProgress, format!("The stack exists but has not been acted on yet (INIT_COMPLETE){quoted}."), state.clone()),
        (_, "COMPLETE") => complete(stack, &state, &quoted),
        _ => return next(stack, context),
    };
    assessment
}

/// Heat's own timeout for a stack action when the stack sets none (`stack_action_timeout`).
const DEFAULT_TIMEOUT_MINUTES: i64 = 60;

/// Grace past the timeout before an action still in progress counts as lost: Heat marks it
/// failed at the timeout itself.
const OVERDUE_GRACE_SECONDS: i64 = 10 * 60;

/// (seconds running, the timeout in words) for an action running past `timeout_mins` (or
/// Heat's default) plus a grace: Heat would have failed it by then.
fn overdue(stack: &Resource, context: &Context) -> Option<(i64, String)> {
    let started = stack.str(&["updated_time"]).or_else(|| stack.str(&["creation_time"])).and_then(|time| crate::model::timestamp::Timestamp::parse(&with_zone(time)));
    let seconds = context.seconds_since(started)?;
    let (minutes, words) = match stack.int(&["timeout_mins"]) {
        Some(minutes) if minutes > 0 => (minutes, format!("timeout_mins {minutes}")),
        _ => (DEFAULT_TIMEOUT_MINUTES, format!("Heat's default of {DEFAULT_TIMEOUT_MINUTES} min")),
    };
    (seconds > minutes.saturating_mul(60).saturating_add(OVERDUE_GRACE_SECONDS)).then_some((seconds, words))
}

/// `2024-05-01T09:00:02` (Heat leaves out the zone; it is UTC) with its `Z`.
fn with_zone(time: &str) -> String {
    if time.len() == 19 { format!("{time}Z") } else { time.to_owned() }
}

/// A rollback that restored the stack as it was before a failed update, rather than undoing
/// a failed create: it was updated later than a create could have run (its timeout, plus a
/// margin: a create rolled back at its timeout sets `updated_time` then), and its outputs
/// still have values, or the update came days after the create.
fn rolled_back_update(stack: &Resource) -> bool {
    let time = |key: &str| stack.str(&[key]).and_then(|time| crate::model::timestamp::Timestamp::parse(&with_zone(time)));
    let timeout = stack.int(&["timeout_mins"]).filter(|minutes| *minutes > 0).unwrap_or(DEFAULT_TIMEOUT_MINUTES).saturating_mul(60);
    let gap = match (time("creation_time"), time("updated_time")) {
        (Some(created), Some(updated)) => created.seconds_until(updated),
        _ => return false,
    };
    let outputs_work = match stack.get(&["outputs"]) {
        Some(crate::model::Value::Array(outputs)) => !outputs.is_empty() && outputs.iter().all(|output| output.get("output_error").is_none_or(|error| error.is_null())),
        _ => false,
    };
    gap > timeout.saturating_add(OVERDUE_GRACE_SECONDS) && (outputs_work || gap > 24 * 60 * 60)
}

/// A failed stack: the innermost resource of the reason's path is the cause.
fn failed(stack: &Resource, state: &str, reason: &str) -> Assessment {
    let name = &stack.name;
    // Neutron's request ids (`Neutron server returns request_ids: [...]`) are for its logs.
    let reason = reason.split_once("Neutron server returns request_ids").map_or(reason, |(before, _)| before.trim_end());
    let timed_out = reason.ends_with("timed out") || reason == "Timed out";
    let summary = match Failure::parse(reason) {
        Some(failure) => {
            let error = if failure.error.is_empty() { String::new() } else { format!("{}: ", failure.error) };
            let check = match failure.path.as_slice() {
                // A wait condition's missing signals are read by `error_hint`: `resource show`
                // would only repeat the count.
                _ if failure.error == "WaitConditionTimeout" => String::new(),
                [only] => format!("Check it with openstack stack resource show {name} {only}."),
                _ => format!("openstack stack failures list {name} --long shows it with the nested stack it is in."),
            };
            let check = if check.is_empty() { check } else { format!(" {check}") };
            format!("The stack failed ({state}); the failing resource is {}: {error}{}.{check}", failure.innermost(), failure.message.trim_end_matches('.'))
        }
        None if timed_out => format!(
            "The stack failed ({state}): “{reason}”: the action ran longer than timeout_mins ({}). Find the resource still IN_PROGRESS: openstack stack resource list {name} -n 5 --filter status=IN_PROGRESS.",
            stack.int(&["timeout_mins"]).map(|m| format!("{m} min")).unwrap_or_else(|| "not shown".to_owned())
        ),
        None if reason.is_empty() => format!("The stack failed ({state}) without a reason. Look at openstack stack failures list {name} --long."),
        None => format!("The stack failed ({state}): “{reason}”. Look at openstack stack failures list {name} --long."),
    };
    let failed = Assessment::new(Verdict::Failed, format!("{summary}{}", super::error_hint(stack, reason, None)), state);
    if super::answered(reason) { failed.answering() } else { failed }
}

/// A snapshot that failed: a snapshot only copies the stack's resources (a volume's Cinder
/// backup, a server's image), so the stack still runs as it did; only this copy is missing.
fn snapshot_failed(stack: &Resource, state: &str, reason: &str) -> Assessment {
    let name = &stack.name;
    let what = match Failure::parse(reason) {
        Some(failure) => format!(
            "copying resource {} failed: {}{}",
            failure.innermost(),
            if failure.error.is_empty() { String::new() } else { format!("{}: ", failure.error) },
            failure.message.trim_end_matches('.')
        ),
        None if reason.is_empty() => "Heat gave no reason".to_owned(),
        None => format!("“{}”", reason.trim_end_matches('.')),
    };
    Assessment::new(
        Verdict::Degraded,
        format!(
            "The stack's snapshot failed ({state}): {what}. A snapshot only copies the stack's resources, so the stack and its resources run as before; there is no usable snapshot from this try to restore from.{} openstack stack snapshot list {name} shows the snapshots (openstack stack snapshot delete {name} <snapshot id> removes the failed one); once the cause is fixed, take it again: openstack stack snapshot create {name}.",
            super::snapshot_hint(reason)
        ),
        state,
    )
    .answering()
}

/// A finished action; an output with an `output_error` still degrades it.
fn complete(stack: &Resource, state: &str, quoted: &str) -> Assessment {
    let broken: Vec<String> = match stack.get(&["outputs"]) {
        Some(crate::model::Value::Array(outputs)) => outputs
            .iter()
            .filter_map(|output| {
                let error = output.get("output_error")?.as_str()?;
                let key = output.get("output_key").and_then(|k| k.as_str()).unwrap_or("(unnamed)");
                Some(format!("{key}: {error}"))
            })
            .collect(),
        _ => Vec::new(),
    };
    if !broken.is_empty() {
        return Assessment::new(
            Verdict::Degraded,
            format!("The stack is {state}, but some outputs cannot be computed: {}.", broken.join("; ")),
            "OutputError",
        );
    }
    let note = if state == "CHECK_COMPLETE" && stack.str(&["stack_status_reason"]).is_some_and(|r| r.contains("not fully supported")) {
        " Some resources do not support CHECK, so they were not verified."
    } else {
        ""
    };
    Assessment::plain(Verdict::Ready, format!("The stack is {state}{quoted}.{note}"))
}

/// `CREATE` → `create`.
pub(crate) fn action_word(action: &str) -> String {
    if action.is_empty() { "an action".to_owned() } else { action.to_ascii_lowercase() }
}
