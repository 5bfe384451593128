//! The report as Markdown, for a ticket or a chat.

use std::fmt::Write;

use super::{Report, Severity};
use crate::model::quick_hash::QuickMap;

/// Renders the report as Markdown. Pasted text is escaped so it cannot become markup.
pub fn render(report: &Report) -> String {
    render_shown(report, &(0..report.resources.len()).collect::<Vec<_>>())
}

/// How many resources a paste may have and still be copied whole by [`render_for_ticket`];
/// a larger one leaves its healthy ones out: a few give the problem its context, thousands
/// bury it.
pub const COPIED_WHOLE_UP_TO: usize = 20;

/// Renders the report as Markdown for a ticket: everything for a small paste; for a larger
/// one, the resources that are not healthy, and a line saying how many healthy ones were
/// left out.
pub fn render_for_ticket(report: &Report) -> String {
    let not_healthy: Vec<usize> = (0..report.resources.len())
        .filter(|&position| report.resources.get(position).is_some_and(|r| !matches!(r.verdict, super::Verdict::Ready | super::Verdict::Succeeded)))
        .collect();
    if report.resources.len() <= COPIED_WHOLE_UP_TO || not_healthy.len() == report.resources.len() {
        return render(report);
    }
    let left_out = report.resources.len() - not_healthy.len();
    let mut out = render_listed(report, &not_healthy, None);
    let _ = writeln!(out, "\n{left_out} healthy resource{} left out (choose a filter on the page to copy them).", if left_out == 1 { " was" } else { "s were" });
    out
}

/// Renders the report as Markdown with only the resources at `shown` (positions in the
/// report, as the page's filter and search leave them), saying how many of all they are.
pub fn render_shown(report: &Report, shown: &[usize]) -> String {
    render_listed(report, shown, Some("as filtered on the page"))
}

/// The Markdown of the resources at `shown`; when they are not all, `why` says why (or the
/// caller says it).
fn render_listed(report: &Report, shown: &[usize], why: Option<&str>) -> String {
    let mut out = String::new();
    let t = &report.totals;
    let as_of = report.ages_as_of_words().map(|at| format!(" Times as of {at}.")).unwrap_or_default();
    let _ = writeln!(
        out,
        "**{}**: {} failed, {} degraded, {} in progress, {} healthy, {} other.{as_of}\n",
        t.counted(), t.failed, t.degraded, t.in_progress, t.healthy, t.other
    );
    if let Some(cause) = &report.root_cause {
        let place = report.root_cause_namespace().map(|ns| format!(" (namespace `{}`)", code(ns))).unwrap_or_default();
        let _ = writeln!(out, "**Root cause**{place}: {}: {}\n", escape(&cause.text), prose(&cause.summary));
        if let Some(next) = report.what_to_do_at_root() {
            let _ = writeln!(out, "**What to do**: {}\n", prose(next));
        }
    }
    if let Some(others) = report.also_failing_words() {
        let _ = writeln!(out, "{}\n", escape(&others));
    }
    if let Some(unread) = report.unread_words() {
        let _ = writeln!(out, "{}\n", escape(&unread));
    }
    if let Some(why) = why.filter(|_| shown.len() < report.resources.len()) {
        let _ = writeln!(out, "Showing {} of {} ({why}).\n", shown.len(), t.resources);
    }
    // Beside problems, the healthy ones are a line each at the end: a ticket about a
    // namespace of fifty resources is about the few that fail, and the rest is their context.
    let listed: Vec<&super::ResourceReport> = shown.iter().filter_map(|&position| report.resources.get(position)).collect();
    let healthy = |resource: &&super::ResourceReport| matches!(resource.verdict, super::Verdict::Ready | super::Verdict::Succeeded);
    let in_brief = listed.iter().any(|resource| !healthy(resource));
    // Resources of one kind and namespace that say the same (a failed Job's pods, each ended
    // with the same error) are told once, the others named after it: the same words three
    // times bury what differs.
    // (One pass: a filtered copy of a large paste lists thousands.)
    let detailed: Vec<&&super::ResourceReport> = listed.iter().filter(|resource| !in_brief || !healthy(resource)).collect();
    let mut first_alike: QuickMap<(&str, &str, Option<&str>, &str), usize> = QuickMap::default();
    let mut alike: Vec<Vec<usize>> = vec![Vec::new(); detailed.len()];
    let mut told_with: Vec<bool> = vec![false; detailed.len()];
    for (at, resource) in detailed.iter().enumerate() {
        let key = (resource.verdict.words(), resource.kind.as_str(), resource.namespace.as_deref(), resource.summary.as_str());
        match first_alike.get(&key) {
            Some(&first) => {
                if let Some(others) = alike.get_mut(first) {
                    others.push(at);
                }
                if let Some(told) = told_with.get_mut(at) {
                    *told = true;
                }
            }
            None => {
                first_alike.insert(key, at);
            }
        }
    }
    for (at, resource) in detailed.iter().enumerate() {
        if told_with.get(at).copied().unwrap_or(false) {
            continue;
        }
        let namespace = resource.namespace.as_deref().map(|ns| format!(" in `{}`", code(ns))).unwrap_or_default();
        let _ = writeln!(out, "### {} — {} `{}`{namespace}\n", resource.verdict.words(), escape(&resource.kind_label()), code(&resource.name));
        let _ = writeln!(out, "{}\n", prose(&resource.summary));
        if let Some(cause) = resource.root_cause.as_ref().filter(|c| c.chain.len() > 1) {
            let _ = writeln!(out, "Root cause: {}\n", escape(&cause.text));
        }
        for container in resource.containers.iter().filter(|c| c.failing) {
            let e = &container.explanation;
            let _ = writeln!(out, "- **container `{}`**: {}\n  - Why: {}", code(&container.name), prose(&e.what), prose(&e.why));
            next_step(&mut out, &e.next);
        }
        let advised = super::event_to_act_on(resource);
        for (at, event) in resource.events.iter().enumerate().filter(|(_, e)| e.type_ == "Warning") {
            let times = if event.count > 1 { format!(" ×{}", event.count) } else { String::new() };
            let age = event.age.as_deref().map(|age| format!(", {age} ago")).unwrap_or_default();
            let _ = writeln!(out, "- Event **{}**{times}{age}: {}", escape(&event.reason), escape(&resource.event_message(event)));
            if advised == Some(at) && !event.explanation.next.is_empty() {
                let _ = writeln!(out, "  - Next: {}", prose(&event.explanation.next));
            }
        }
        for condition in resource.conditions.iter().filter(|c| c.failing) {
            if let Some(primary) = super::same_as(resource, condition) {
                let _ = writeln!(out, "- **{}={}** Same reason and message as {}.", escape(&condition.type_), escape(&condition.status), escape(&primary.type_));
                continue;
            }
            let e = &condition.explanation;
            let _ = writeln!(out, "- **{}={}** {}\n  - Why: {}", escape(&condition.type_), escape(&condition.status), prose(&e.what), prose(&e.why));
            next_step(&mut out, &e.next);
        }
        let kind = escape(&resource.kind_label());
        let alike: Vec<String> = alike.get(at).into_iter().flatten().filter_map(|&later| detailed.get(later)).map(|later| format!("{kind} `{}`", code(&later.name))).collect();
        if !alike.is_empty() {
            let _ = writeln!(out, "- The same for {} more: {}.", alike.len(), alike.join(", "));
        }
        out.push('\n');
    }
    let brief: Vec<&&super::ResourceReport> = listed.iter().filter(|resource| in_brief && healthy(resource)).collect();
    if !brief.is_empty() {
        let _ = writeln!(out, "### Healthy ({})\n", brief.len());
        for resource in brief {
            let namespace = resource.namespace.as_deref().map(|ns| format!(" in `{}`", code(ns))).unwrap_or_default();
            let warnings = resource.events.iter().filter(|e| e.type_ == "Warning").count();
            let warnings = match warnings {
                0 => String::new(),
                1 => " (1 warning event)".to_owned(),
                n => format!(" ({n} warning events)"),
            };
            let _ = writeln!(out, "- {} — {} `{}`{namespace}: {}{warnings}", resource.verdict.words(), escape(&resource.kind_label()), code(&resource.name), prose(&resource.summary));
        }
        out.push('\n');
    }
    // Under a heading of their own: after the last resource's list, a bullet would read as
    // part of it.
    if !report.diagnostics.is_empty() {
        out.push_str("### Input problems\n\n");
    }
    for diagnostic in &report.diagnostics {
        let label = if diagnostic.severity == Severity::Error { "Error" } else { "Warning" };
        let source = diagnostic.source.as_deref().map(|source| format!(" in `{}`", code(source))).unwrap_or_default();
        let _ = writeln!(out, "- {label}{source}, line {}, column {}: {}", diagnostic.line, diagnostic.column, escape(&diagnostic.message));
    }
    out
}

/// Escapes Markdown and HTML punctuation in pasted text: no tag (`<script>`, `<img>`), link
/// (`[x](javascript:…)`, `<javascript:…>`), image, entity (`&lt;`), emphasis, heading or
/// table can come out of it, and line breaks cannot start a new block. No more than that:
/// every backslash shows where Markdown is not rendered (a terminal, many chat tools), so
/// parentheses and `!` stay as they are (without `[` and `]` they make no link or image), as
/// does `_` inside a word (`snake_case` is never emphasis) and `#` after the start.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut previous: Option<char> = None;
    let mut line_start = true;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        // ASCII letters and digits only: a neighbour beyond them is treated as a word's end,
        // which escapes more, never less.
        let inside_word = |c: Option<char>| c.is_some_and(|c| c.is_ascii_alphanumeric());
        let escaped = match c {
            '\\' | '`' | '*' | '[' | ']' | '<' | '>' | '|' | '&' | '~' => true,
            '_' => !(inside_word(previous) && inside_word(chars.peek().copied())),
            '#' => line_start,
            _ => false,
        };
        if escaped {
            out.push('\\');
        }
        match c {
            '\n' | '\r' => out.push(' '),
            _ => out.push(c),
        }
        previous = Some(c);
        line_start &= c == ' ';
    }
    out
}

/// An explanation's text: escaped, with each command in it
/// ([`crate::explain::commands`]) as a code span, ready to copy.
pub fn prose(text: &str) -> String {
    crate::explain::commands::mark_up(text, escape, |command| format!("`{}`", code(command)))
}

/// Text for inside a code span: backticks cannot end it.
pub fn code(text: &str) -> String {
    text.replace('`', "'").replace(['\n', '\r'], " ")
}

/// `  - Next: …`, left out when there is none (the summary says what to do).
fn next_step(out: &mut String, next: &str) {
    if !next.is_empty() {
        let _ = writeln!(out, "  - Next: {}", prose(next));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_the_resources_shown_are_copied_and_it_says_so() {
        let report = crate::explain(include_str!("../../www/examples/crashloop-deployment.yaml"), None);
        let failed: Vec<usize> = report.resources.iter().enumerate().filter(|(_, r)| r.verdict == super::super::Verdict::Failed).map(|(i, _)| i).collect();
        assert!(!failed.is_empty() && failed.len() < report.resources.len());
        let some = render_shown(&report, &failed);
        assert!(some.contains(&format!("Showing {} of {} (as filtered on the page).", failed.len(), report.resources.len())), "{some}");
        assert_eq!(some.matches("### ").count(), failed.len(), "{some}");
        let all = render(&report);
        assert!(!all.contains("Showing"), "{all}");
        assert_eq!(all.matches("### ").count(), report.resources.len());
    }

    #[test]
    fn beside_problems_the_healthy_ones_are_a_line_each_after_them() {
        // Two healthy Namespaces pasted before a crash-looping rollout.
        let namespaces = "apiVersion: v1\nkind: Namespace\nmetadata: {name: shop}\nstatus: {phase: Active}\n---\napiVersion: v1\nkind: Namespace\nmetadata: {name: tools}\nstatus: {phase: Active}\n---\n";
        let report = crate::explain(&format!("{namespaces}{}", include_str!("../../www/examples/crashloop-deployment.yaml")), None);
        let healthy = report.resources.iter().filter(|r| matches!(r.verdict, super::super::Verdict::Ready | super::super::Verdict::Succeeded)).count();
        assert_eq!(healthy, 2);
        let all = render(&report);
        // Each problem under a heading, the healthy ones a line each under one, after them.
        assert_eq!(all.matches("### ").count(), report.resources.len() - healthy + 1, "{all}");
        assert!(all.contains("### Healthy (2)\n\n- Ready — Namespace `shop`: "), "{all}");
        assert!(all.contains("\n- Ready — Namespace `tools`: "), "{all}");
        let (healthy_at, last_problem_at) = (all.find("### Healthy").unwrap_or(0), all.rfind("### Failed").unwrap_or(usize::MAX));
        assert!(last_problem_at < healthy_at, "{all}");
    }

    #[test]
    fn resources_that_say_the_same_are_told_once_and_the_others_named() {
        let pod = |name: &str| format!("apiVersion: v1\nkind: Pod\nmetadata: {{name: {name}, namespace: batch}}\nstatus:\n  phase: Failed\n  containerStatuses:\n  - name: report\n    ready: false\n    restartCount: 0\n    state: {{terminated: {{reason: Error, exitCode: 1}}}}\n");
        let report = crate::explain(&[pod("run-a"), pod("run-b"), pod("run-c")].join("---\n"), None);
        assert!(report.resources.iter().all(|r| r.verdict == super::super::Verdict::Failed), "{:?}", report.resources.iter().map(|r| &r.summary).collect::<Vec<_>>());
        let copied = render(&report);
        assert_eq!(copied.matches("### ").count(), 1, "{copied}");
        assert!(copied.contains("### Failed — Pod `run-a` in `batch`"), "{copied}");
        assert!(copied.contains("- The same for 2 more: Pod `run-b`, Pod `run-c`."), "{copied}");
    }

    #[test]
    fn healthy_resources_alone_keep_their_headings() {
        let report = crate::explain("apiVersion: v1\nkind: Pod\nmetadata: {name: done}\nstatus: {phase: Succeeded}\n", None);
        let copied = render(&report);
        assert!(copied.contains("### Succeeded — Pod `done`"), "{copied}");
        assert!(!copied.contains("### Healthy"), "{copied}");
    }

    #[test]
    fn a_large_paste_copies_its_problems_and_counts_the_healthy_rest() {
        let healthy = |n: usize| format!("apiVersion: v1\nkind: Namespace\nmetadata: {{name: ns-{n}}}\nstatus: {{phase: Active}}\n");
        let mut text: Vec<String> = (0..30).map(healthy).collect();
        text.push(include_str!("../../www/examples/crashloop-deployment.yaml").to_owned());
        let report = crate::explain(&text.join("---\n"), None);
        let copied = render_for_ticket(&report);
        assert!(!copied.contains("ns-7"), "{copied}");
        assert!(copied.contains("### Failed"), "{copied}");
        assert!(copied.trim_end().ends_with("30 healthy resources were left out (choose a filter on the page to copy them)."), "{copied}");
        // A small paste is copied whole.
        let small = crate::explain(include_str!("../../www/examples/crashloop-deployment.yaml"), None);
        assert_eq!(render_for_ticket(&small), render(&small));
    }

    #[test]
    fn a_copied_answer_says_when_its_ages_were_counted_to() {
        let text = include_str!("../../www/examples/crashloop-deployment.yaml");
        let dated = render(&crate::explain(text, crate::Timestamp::parse("2025-03-04T10:30:00Z")));
        assert!(dated.lines().next().is_some_and(|first| first.ends_with("Times as of 2025-03-04 10:30 UTC.")), "{dated}");
        // Without a time there are no ages, and nothing to say.
        assert!(!render(&crate::explain(text, None)).contains("Times as of"));
    }
}
