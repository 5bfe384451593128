//! The report as Markdown, for a ticket or a chat.

use std::fmt::Write;

use super::{Report, Severity};

/// Renders the report as Markdown. Pasted text is escaped so it cannot become markup.
pub fn render(report: &Report) -> String {
    let mut out = String::new();
    let t = &report.totals;
    let _ = writeln!(
        out,
        "**{}**: {} failed, {} degraded, {} in progress, {} healthy, {} other.\n",
        t.counted(), t.failed, t.degraded, t.in_progress, t.healthy, t.other
    );
    if let Some(cause) = &report.root_cause {
        let _ = writeln!(out, "**Root cause**: {}: {}\n", escape(&cause.text), escape(&cause.summary));
    }
    for resource in &report.resources {
        let namespace = resource.namespace.as_deref().map(|ns| format!(" in `{}`", code(ns))).unwrap_or_default();
        let _ = writeln!(out, "### {} — {} `{}`{namespace}\n", resource.verdict.words(), escape(&resource.kind), code(&resource.name));
        let _ = writeln!(out, "{}\n", escape(&resource.summary));
        if let Some(cause) = resource.root_cause.as_ref().filter(|c| c.chain.len() > 1) {
            let _ = writeln!(out, "Root cause: {}\n", escape(&cause.text));
        }
        for container in resource.containers.iter().filter(|c| c.failing) {
            let e = &container.explanation;
            let _ = writeln!(out, "- **container `{}`**: {}\n  - Why: {}\n  - Next: {}", code(&container.name), escape(&e.what), escape(&e.why), escape(&e.next));
        }
        for event in resource.events.iter().filter(|e| e.type_ == "Warning") {
            let times = if event.count > 1 { format!(" ×{}", event.count) } else { String::new() };
            let _ = writeln!(out, "- Event **{}**{times}: {}", escape(&event.reason), escape(&event.message));
        }
        for condition in resource.conditions.iter().filter(|c| c.failing) {
            let e = &condition.explanation;
            let _ = writeln!(out, "- **{}={}** {}\n  - Why: {}\n  - Next: {}", escape(&condition.type_), escape(&condition.status), escape(&e.what), escape(&e.why), escape(&e.next));
        }
        out.push('\n');
    }
    for diagnostic in &report.diagnostics {
        let label = if diagnostic.severity == Severity::Error { "Error" } else { "Warning" };
        let _ = writeln!(out, "- {label}, line {}, column {}: {}", diagnostic.line, diagnostic.column, escape(&diagnostic.message));
    }
    out
}

/// Escapes Markdown and HTML punctuation in pasted text: no tag (`<script>`, `<img>`), link
/// (`[x](javascript:…)`, `<javascript:…>`), image, entity (`&lt;`), emphasis or table can come
/// out of it, and line breaks cannot start a new block.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '\\' | '`' | '*' | '_' | '[' | ']' | '<' | '>' | '#' | '|' | '&' | '~' | '!' | '(' | ')' => {
                out.push('\\');
                out.push(c);
            }
            '\n' | '\r' => out.push(' '),
            _ => out.push(c),
        }
    }
    out
}

/// Text for inside a code span: backticks cannot end it.
pub fn code(text: &str) -> String {
    text.replace('`', "'").replace(['\n', '\r'], " ")
}
