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
        let _ = writeln!(out, "{label}: {source}line {}, column {}: {}", diagnostic.line, diagnostic.column, diagnostic.message);
    }
    if let Some(cause) = &report.root_cause {
        let _ = writeln!(out, "Root cause: {}: {}", cause.text, cause.summary);
    }
    if let Some(others) = super::also_failing(&report.other_problems()) {
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
    let _ = writeln!(out, "{} {}/{}{namespace}", resource.verdict, resource.kind, resource.name);
    let _ = writeln!(out, "  {}", resource.summary);
    if let Some(cause) = resource.root_cause.as_ref().filter(|c| c.chain.len() > 1) {
        let _ = writeln!(out, "  root cause: {}", cause.text);
    }
    for container in resource.containers.iter().filter(|c| c.failing) {
        let e = &container.explanation;
        let _ = writeln!(out, "  container {} [{}{}]", container.name, container.state, bracket(&container.reason));
        let _ = writeln!(out, "    what: {}\n    why:  {}\n    next: {}", e.what, e.why, e.next);
    }
    let advised = super::event_to_act_on(resource);
    for (at, event) in resource.events.iter().enumerate().filter(|(_, e)| e.type_ == "Warning") {
        let times = if event.count > 1 { format!(" ×{}", event.count) } else { String::new() };
        let ago = event.age.as_deref().map(|age| format!(", {age} ago")).unwrap_or_default();
        let _ = writeln!(out, "  event {}{times}{ago}: {}", event.reason, event.message);
        if advised == Some(at) {
            let _ = writeln!(out, "    next: {}", event.explanation.next);
        }
    }
    for condition in &resource.conditions {
        let e = &condition.explanation;
        let mark = if condition.failing { "✗" } else { "·" };
        let _ = writeln!(out, "  {mark} {}={}{}", condition.type_, condition.status, bracket(&condition.reason));
        if condition.failing {
            let _ = writeln!(out, "    what: {}\n    why:  {}\n    next: {}", e.what, e.why, e.next);
        }
    }
}

fn bracket(reason: &str) -> String {
    if reason.is_empty() { String::new() } else { format!(" {reason}") }
}
