//! StackResource: `resource_status` and `resource_status_reason`; mark-unhealthy, aborted
//! (collateral) failures, nested failures and resources never created.

use super::stack::action_word;
use super::{is_aborted, split_state, state_of, Failure, GROUP};
use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};

/// The StackResource rule.
pub static RULE: Rule = Rule { group: GROUP, kind: "StackResource", classify };

/// The reason Heat writes when mark-unhealthy was called without one.
const MARKED_WITHOUT_REASON: &str = "state changed by resource_mark_unhealthy api";

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    let state = state_of(resource, "resource");
    if state.is_empty() {
        return next(resource, context);
    }
    let reason = resource.str(&["resource_status_reason"]).unwrap_or("").trim();
    let type_ = resource.str(&["resource_type"]).map(|t| format!(" ({t})")).unwrap_or_default();
    let who = format!("{}{type_}", resource.name);
    let quoted = if reason.is_empty() { String::new() } else { format!(": “{reason}”") };
    let (action, status) = split_state(&state);
    match (action, status) {
        ("CHECK", "FAILED") => {
            let given = if reason.is_empty() || reason == MARKED_WITHOUT_REASON {
                "no reason was given".to_owned()
            } else {
                format!("the reason given: “{reason}”")
            };
            Assessment::new(
                Verdict::Failed,
                format!(
                    "{who} was marked unhealthy (CHECK_FAILED): it will be replaced on the next stack update; {given}. Run openstack stack update --existing {stack} to replace it, or openstack stack resource mark unhealthy --reset {stack} {} if it is fine.",
                    resource.name,
                    stack = crate::read::heat::stack_for_commands(resource).unwrap_or_else(|| "<stack>".to_owned())
                ),
                state.clone(),
            )
        }
        ("SNAPSHOT", "FAILED") => Assessment::new(
            Verdict::Degraded,
            format!(
                "{who}: its copy for the stack's snapshot failed ({state}){quoted}. A snapshot only copies the resource, so it runs as before; the snapshot is not usable.{} Once fixed, take the snapshot again: openstack stack snapshot create {}.",
                super::snapshot_hint(reason),
                crate::read::heat::top_stack_for_commands(resource).unwrap_or_else(|| "<stack>".to_owned())
            ),
            state.clone(),
        )
        .answering(),
        (_, "FAILED") if is_aborted(reason) => Assessment::new(
            Verdict::Unknown,
            format!("{who} did not fail by itself ({state}{quoted}): Heat cancelled its {} because another resource failed. It is collateral, not the cause; the next stack update tries it again.", action_word(action)),
            state.clone(),
        ),
        (_, "FAILED") => {
            let failed = Assessment::new(Verdict::Failed, failed_summary(resource, &who, &state, reason), state.clone());
            // The summary says what to do about a port without an address, and the update after.
            if super::no_free_address(resource, reason).is_some() || super::answered(reason) { failed.answering() } else { failed }
        }
        ("SUSPEND", "COMPLETE") => Assessment::new(Verdict::Suspended, format!("{who} is suspended (SUSPEND_COMPLETE){quoted}."), state.clone()),
        ("INIT", "COMPLETE") => never_created(resource, &who, &state),
        (_, "IN_PROGRESS") if reason.contains("paused until Hook") => Assessment::new(
            Verdict::Suspended,
            format!("{who} waits at a breakpoint{quoted}. Clear it when ready: openstack stack hook clear <stack> {}.", resource.name),
            "HookPaused",
        ),
        (_, "IN_PROGRESS") => Assessment::new(Verdict::InProgress, format!("Heat is running {} on {who} ({state}){quoted}.", action_word(action)), state.clone()),
        ("CHECK", "COMPLETE") if reason.contains("not supported") => {
            Assessment::plain(Verdict::Ready, format!("{who} is CHECK_COMPLETE, but unverified{quoted}."))
        }
        (_, "COMPLETE") => Assessment::plain(Verdict::Ready, format!("{who} is {state}.")),
        _ => next(resource, context),
    }
}

/// A failed resource: the innermost resource of a nested path, else the reason as written.
fn failed_summary(resource: &Resource, who: &str, state: &str, reason: &str) -> String {
    let stack = crate::read::heat::stack_for_commands(resource).unwrap_or_else(|| "<stack>".to_owned());
    let name = &resource.name;
    // Neutron's request ids (`Neutron server returns request_ids: [...]`) are for its logs.
    let reason = reason.split_once("Neutron server returns request_ids").map_or(reason, |(before, _)| before.trim_end());
    let said = match Failure::parse(reason) {
        Some(failure) if failure.path.len() > 1 => format!(
            "{who} failed ({state}) because a resource of its nested stack failed: {}: {}{}.",
            failure.innermost(),
            if failure.error.is_empty() { String::new() } else { format!("{}: ", failure.error) },
            failure.message.trim_end_matches('.')
        ),
        Some(failure) => format!(
            "{who} failed ({state}): {}{}.",
            if failure.error.is_empty() { String::new() } else { format!("{}: ", failure.error) },
            failure.message.trim_end_matches('.')
        ),
        None if reason.is_empty() => format!("{who} failed ({state}) without a reason; openstack stack event list {stack} --resource {name} may tell more."),
        None => format!("{who} failed ({state}): {}.", reason.trim_end_matches('.')),
    };
    let hint = super::no_free_address(resource, reason).unwrap_or_else(|| super::error_hint(resource, reason, super::server_id(resource)));
    format!("{said}{hint}{}", deployment_output(resource))
}

/// ` Its script's error output: “…”` for a software deployment that exited with an error
/// (`attributes.deploy_stderr`, its last line that is not a shell's `+ command` trace): the
/// reason only gives the exit code.
fn deployment_output(resource: &Resource) -> String {
    let Some(stderr) = resource.str(&["attributes", "deploy_stderr"]).map(str::trim).filter(|s| !s.is_empty()) else { return String::new() };
    // The last lines say what went wrong; a shell's `+ command` trace lines before them less.
    let lines: Vec<&str> = stderr.lines().map(str::trim).filter(|line| !line.is_empty()).collect();
    let last = lines.iter().rev().find(|line| !line.starts_with('+')).or(lines.last()).copied().unwrap_or("");
    format!(" Its script's error output ends with: “{}”.", crate::rules::clipped(last, 200))
}

/// A resource Heat has not created (`INIT_COMPLETE`): still waiting while its stack works,
/// skipped when the stack the paste shows has failed.
fn never_created(resource: &Resource, who: &str, state: &str) -> Assessment {
    let stack_state = resource.str(&["metadata", "labels", crate::read::heat::STACK_STATE_LABEL]).unwrap_or("");
    let (stack_action, stack_status) = split_state(stack_state);
    let stack = crate::read::heat::stack_for_commands(resource).map(|name| format!(" {name}")).unwrap_or_default();
    if stack_status == "FAILED" || (stack_action == "ROLLBACK" && stack_status == "COMPLETE") {
        return Assessment::new(
            Verdict::Unknown,
            format!(
                "{who} was never created ({state}){}: its stack{stack} stopped with {stack_state} before Heat got to it. It is not the cause; the next stack update creates it.",
                needed_by(resource)
            ),
            state,
        );
    }
    Assessment::new(
        Verdict::InProgress,
        format!("{who} has not been created yet ({state}){}: it waits for the resources it depends on.", needed_by(resource)),
        state,
    )
}

/// The summary of a resource never created, said again once the roll-up has found its stack
/// failed in another pasted file (`openstack stack show` and `openstack stack resource list`
/// saved apart, where reading each alone could not tell): the words this rule uses for a
/// resource never created in a failed stack. `None` for any other summary.
pub fn skipped_by_failed_stack(summary: &str, stack: &str, stack_state: &str) -> Option<String> {
    let (who, rest) = summary.split_once(" has not been created yet (")?;
    let (state, rest) = rest.split_once(')')?;
    let needed = rest.split_once(": it waits").map(|(needed, _)| needed).unwrap_or("");
    Some(format!(
        "{who} was never created ({state}){needed}: its stack {stack} stopped with {stack_state} before Heat got to it. It is not the cause; the next stack update creates it."
    ))
}

/// The summary of a resource never created, said again once the roll-up has found that a
/// resource beside it failed and nothing of its stack is still in progress (a resource list
/// pasted without its stack): Heat stopped the action at that failure.
pub fn skipped_after_failure(summary: &str, failed: &str, failed_state: &str) -> Option<String> {
    let (who, rest) = summary.split_once(" has not been created yet (")?;
    let (state, rest) = rest.split_once(')')?;
    let needed = rest.split_once(": it waits").map(|(needed, _)| needed).unwrap_or("");
    Some(format!(
        "{who} was never created ({state}){needed}: nothing of its stack is in progress any more, and {failed} failed ({failed_state}), where Heat stopped before it got to this one. It is not the cause; the next stack update creates it."
    ))
}

/// ` (needed by a, b)` from `required_by`, or nothing.
fn needed_by(resource: &Resource) -> String {
    let names: Vec<&str> = match resource.get(&["required_by"]) {
        Some(crate::model::Value::Array(items)) => items.iter().filter_map(|item| item.as_str()).collect(),
        _ => Vec::new(),
    };
    if names.is_empty() { String::new() } else { format!(", needed by {}", names.join(", ")) }
}
