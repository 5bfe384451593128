//! The report as plain text for a terminal.

use std::fmt::Write;

use super::{Report, ResourceReport, Severity};

/// Renders the report for a terminal: one block per resource, then input problems.
pub fn render(report: &Report) -> String {
    let mut out = String::new();
    for resource in &report.resources {
        render_resource(&mut out, resource);
        out.push('\n');
    }
    for diagnostic in &report.diagnostics {
        let label = match diagnostic.severity {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        let source = diagnostic.source.as_deref().map(|s| format!("{s}:")).unwrap_or_default();
        let _ = writeln!(out, "{label}: {source}line {}, column {}: {}", diagnostic.line, diagnostic.column, indented(&diagnostic.message, "  "));
    }
    if let Some(cause) = &report.root_cause {
        let place = report.root_cause_namespace().map(|ns| format!(" (namespace {ns})")).unwrap_or_default();
        let _ = writeln!(out, "Root cause{place}: {}: {}", cause.text, indented(&cause.summary, "  "));
        if let Some(next) = report.what_to_do_at_root() {
            let _ = writeln!(out, "  What to do: {}", indented(next, "  "));
        }
    }
    if let Some(others) = report.also_failing_words() {
        let _ = writeln!(out, "{others}");
    }
    let t = &report.totals;
    let _ = writeln!(
        out,
        "{}: {} failed, {} degraded, {} in progress, {} healthy, {} other.",
        t.counted(), t.failed, t.degraded, t.in_progress, t.healthy, t.other
    );
    out
}

fn render_resource(out: &mut String, resource: &ResourceReport) {
    let namespace = resource.namespace.as_deref().map(|ns| format!(" (namespace {ns})")).unwrap_or_default();
    let _ = writeln!(out, "{} {}/{}{namespace}", resource.verdict, resource.kind_label(), resource.name);
    let _ = writeln!(out, "  {}", indented(&resource.summary, "  "));
    if let Some(cause) = resource.root_cause.as_ref().filter(|c| c.chain.len() > 1) {
        let _ = writeln!(out, "  root cause: {}", cause.text);
    }
    for container in resource.containers.iter().filter(|c| c.failing) {
        let e = &container.explanation;
        let _ = writeln!(out, "  container {} [{}{}]", container.name, container.state, bracket(&container.reason));
        explanation(out, e);
    }
    let advised = super::event_to_act_on(resource);
    for (at, event) in resource.events.iter().enumerate().filter(|(_, e)| e.type_ == "Warning") {
        let times = if event.count > 1 { format!(" ×{}", event.count) } else { String::new() };
        let ago = event.age.as_deref().map(|age| format!(", {age} ago")).unwrap_or_default();
        let _ = writeln!(out, "  event {}{times}{ago}: {}", event.reason, indented(&resource.event_message(event), "    "));
        if advised == Some(at) && !event.explanation.next.is_empty() {
            let _ = writeln!(out, "    next: {}", indented(&event.explanation.next, "          "));
        }
    }
    for condition in &resource.conditions {
        let e = &condition.explanation;
        // What a resource still in progress waits for is not a failure: it gets its own mark.
        // A note on a resource that is fine (a warning) is shown with its explanation.
        let note = condition.note;
        let mark = match (condition.failing, resource.verdict) {
            (false, _) if note => "i",
            (false, _) => "·",
            (true, super::Verdict::InProgress) => "…",
            (true, _) => "✗",
        };
        let _ = writeln!(out, "  {mark} {}={}{}", condition.type_, condition.status, bracket(&condition.reason));
        match super::same_as(resource, condition) {
            Some(primary) => {
                let _ = writeln!(out, "    (same reason and message as {}: explained there)", primary.type_);
            }
            None if condition.failing || note => explanation(out, e),
            None => {}
        }
    }
}

/// What / why / next, each continued line under the text of its field.
fn explanation(out: &mut String, e: &super::Explanation) {
    let under = "          ";
    let _ = writeln!(out, "    what: {}\n    why:  {}", indented(&e.what, under), indented(&e.why, under));
    // No next step of its own: the summary above says what to do.
    if !e.next.is_empty() {
        let _ = writeln!(out, "    next: {}", indented(&e.next, under));
    }
}

/// What starts each line after the first of a field's text: it marks the line as that
/// field's, where spaces alone read as a new field (a terminal wraps the long line above
/// to its first column).
const CONTINUED: &str = "│ ";

/// A pasted message over several lines (a stack trace, say): each line after the first
/// starts at `indent` — under the text of its field — with [`CONTINUED`], so it reads as
/// part of that field.
fn indented(text: &str, indent: &str) -> String {
    let text = text.trim_end();
    if !text.contains('\n') {
        return text.to_owned();
    }
    text.lines().map(str::trim_end).collect::<Vec<_>>().join(&format!("\n{indent}{CONTINUED}"))
}

fn bracket(reason: &str) -> String {
    if reason.is_empty() { String::new() } else { format!(" {reason}") }
}

#[cfg(test)]
mod layout_tests {
    use super::*;

    #[test]
    fn a_message_over_several_lines_stays_inside_its_block() {
        assert_eq!(indented("panic: no\ngoroutine 1\n", "  "), "panic: no\n  │ goroutine 1");
        assert_eq!(indented("one line", "  "), "one line");
        let report = crate::explain("apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nstatus:\n  phase: Pending\n  conditions:\n  - {type: PodScheduled, status: \"False\", reason: Unschedulable, message: \"first\\nsecond\"}\n", None);
        let text = render(&report);
        // Under the text of `why:`, marked as its continuation, not as a field of its own.
        assert!(text.contains("first\n          │ second"), "{text}");
        assert!(text.lines().all(|line| !line.starts_with("          second")), "{text}");
        // Still in progress: what it waits for is marked as waited for, not as failed.
        assert!(text.contains("  … PodScheduled=False Unschedulable"), "{text}");
    }

    #[test]
    fn a_second_condition_saying_the_same_points_at_the_first() {
        let same = "{status: \"False\", reason: ContainersNotReady, message: \"containers with unready status: [app]\"}";
        let pod = format!(
            "apiVersion: v1\nkind: Pod\nmetadata: {{name: p}}\nstatus:\n  phase: Running\n  conditions:\n  - {{type: ContainersReady, {}\n  - {{type: Ready, {}\n  containerStatuses: [{{name: app, ready: false, restartCount: 0, state: {{running: {{}}}}}}]\n",
            &same[1..],
            &same[1..]
        );
        let text = render(&crate::explain(&pod, None));
        assert!(text.contains("ContainersReady=False ContainersNotReady\n    (same reason and message as Ready: explained there)"), "{text}");
        assert_eq!(text.matches("    what: At least one container is not ready").count(), 1, "{text}");
    }
}
