//! Words across reports: advice said once where it happens, the first sentence quoted
//! above, where the search for not-ready pods ended, pods alike counted, pods replaced, and
//! why a Job, HelmRelease or Certificate failed, from what it owns.

use crate::model::quick_hash::QuickMap;
use crate::model::Resource;
use crate::relate::Graph;
use crate::report::{Link, ResourceReport, Verdict};
use super::{deepest, rollouts::{whose_words, say_why_it_timed_out}};

/// The advice of a root cause is said once, at the resource it is about: a resource above it
/// whose own summary repeats that advice (cert-manager's Certificate, request and order each
/// quote the same rate limit; a Heat stack its failing server's) says what is wrong and
/// where the advice is instead.
pub(super) fn say_advice_once(reports: &mut [ResourceReport]) {
    // Each report with a chain and the report its chain ends at: only the resources some chain
    // ends at are looked up (borrowed, not copied: a large paste has thousands of reports).
    let pairs: Vec<(usize, usize)> = {
        let mut wanted: QuickMap<(&str, Option<&str>, &str), Option<usize>> = QuickMap::default();
        for report in reports.iter() {
            if let Some(last) = deepest(report) {
                wanted.insert((last.kind.as_str(), last.namespace.as_deref(), last.name.as_str()), None);
            }
        }
        if wanted.is_empty() {
            return;
        }
        for (at, report) in reports.iter().enumerate() {
            if let Some(slot) = wanted.get_mut(&(report.kind.as_str(), report.namespace.as_deref(), report.name.as_str())) {
                slot.get_or_insert(at);
            }
        }
        reports
            .iter()
            .enumerate()
            .filter_map(|(index, report)| {
                let last = deepest(report)?;
                let at = wanted.get(&(last.kind.as_str(), last.namespace.as_deref(), last.name.as_str())).copied().flatten()?;
                (at != index).then_some((index, at))
            })
            .collect()
    };
    for (index, at) in pairs {
        let Some(last) = reports.get(index).and_then(|r| r.root_cause.as_ref()).and_then(|cause| cause.chain.last()) else { continue };
        let label = last.label();
        quote_once(reports, index, at, &label);
        let Some(deepest) = reports.get(at).map(|r| r.summary.trim_end()) else { continue };
        let advice = deepest.get(first_sentence(deepest).len()..).unwrap_or("").trim();
        if advice.len() < REPEATED_ADVICE {
            continue;
        }
        // The same advice, or the same but for what only the deeper resource knew (a
        // placeholder where it names the server's id): what starts alike and runs about as long.
        let mut head = REPEATED_ADVICE;
        while !advice.is_char_boundary(head) {
            head -= 1;
        }
        let (advice, head) = (advice.to_owned(), advice.get(..head).unwrap_or("").to_owned());
        let Some(report) = reports.get_mut(index) else { continue };
        let Some(start) = report.summary.find(&head) else { continue };
        let repeated = report.summary.get(start..).unwrap_or("").trim_end();
        // The same but for a value in between: about as long, and ending as the advice ends
        // (so nothing of the resource's own after it is taken along).
        let mut tail = advice.len().saturating_sub(20);
        while !advice.is_char_boundary(tail) {
            tail += 1;
        }
        let end = if repeated.starts_with(&advice) {
            start + advice.len()
        } else if repeated.len().abs_diff(advice.len()) <= advice.len() / 10 && repeated.ends_with(advice.get(tail..).unwrap_or("")) {
            start + repeated.len()
        } else {
            continue;
        };
        report.summary.replace_range(start..end, &format!("What to do is said at {label}."));
        // Its conditions that pointed at its summary for what to do point on, where it is now.
        for condition in report.conditions.iter_mut().filter(|c| c.failing && c.explanation.next == crate::explain::SAID_IN_THE_SUMMARY) {
            condition.explanation.next = std::borrow::Cow::Owned(format!("What to do is said at {label}."));
        }
    }
}

/// A long message ([`crate::explain::LONG_MESSAGE`]) of a condition of report `index` that the
/// summary of report `at`, where its root cause is, quotes: quoted there only, and referred to
/// in `index`'s summary and condition.
fn quote_once(reports: &mut [ResourceReport], index: usize, at: usize, label: &str) {
    let Some(deepest) = reports.get(at).map(|r| r.summary.clone()) else { return };
    let Some(report) = reports.get_mut(index) else { return };
    for condition in report.conditions.iter_mut() {
        let message = condition.message.trim();
        // (The API errors a summary reads and answers: a ReplicaSet's FailedCreate.)
        let read = crate::rules::READ_BY_THE_RULE.contains(&(condition.type_.as_str(), condition.reason.as_str()));
        if !read || message.len() < crate::explain::LONG_MESSAGE || !deepest.contains(message.trim_end_matches('.')) {
            continue;
        }
        let quoted = format!(": {message}");
        if report.summary.contains(&quoted) {
            report.summary = report.summary.replacen(&quoted, &format!(" (its message is quoted at {label})"), 1);
        }
        let full_stop = if message.ends_with(['.', '!', '?']) { "." } else { "" };
        // (Quoted in this summary when it was explained, not any more.)
        let why = condition.explanation.why.replacen(&format!("“{}”", condition.message), &format!("the message quoted at {label}{full_stop}"), 1);
        let why = if report.summary.contains(message.trim_end_matches('.')) { why } else { why.replacen("the message the summary quotes", &format!("the message quoted at {label}"), 1) };
        condition.explanation.why = why;
    }
}

/// How long (bytes) advice is before a resource above the one it is about says where it is
/// instead of repeating it ([`say_advice_once`]).
pub(super) const REPEATED_ADVICE: usize = 80;

/// A condition whose advice is to go and find why pods are not ready ("Find why the new pods do
/// not become ready: kubectl get pods …"), on a resource whose root cause the roll-up found
/// below it: that search is done; the advice says where it ended instead, and keeps the rest
/// (a rollback).
pub(super) fn point_to_what_was_found(reports: &mut [ResourceReport]) {
    for report in reports.iter_mut() {
        let Some(cause) = report.root_cause.as_ref().filter(|cause| cause.chain.len() > 1) else { continue };
        // (A Knative Revision's Unschedulable gets the scheduler's general advice: the pod's
        // card says which constraint fails and what to do about it.)
        let pods_below = report.kind != "Pod" && cause.chain.iter().skip(1).any(|link| link.kind == "Pod");
        let scheduling = |next: &str| pods_below && next.starts_with(SCHEDULER_GENERAL);
        // (cert-manager's "Follow the chain to the failing step": the chain was followed.)
        let about_pods = |next: &str| ["Find why the new pods", "Find why pods", "Follow the chain to the failing step"].iter().any(|start| next.starts_with(start)) || scheduling(next);
        if !report.conditions.iter().any(|c| c.failing && about_pods(&c.explanation.next)) {
            continue;
        }
        // The card that says what to do (a container is its pod's).
        let Some(found) = whose_words(cause) else { continue };
        let what = cause.chain.iter().find(|link| link.is_container()).map(|container| format!(", {}", container.label())).unwrap_or_default();
        // (The cause's reason is its container's state; a resource's own is on its card.)
        let reason = cause.reason.as_deref().filter(|_| !what.is_empty()).map(|reason| format!(" ({reason})")).unwrap_or_default();
        let sentence = format!("The cause is at {}{what}{reason}: what to do is said there.", found.label());
        for condition in report.conditions.iter_mut().filter(|c| c.failing && about_pods(&c.explanation.next)) {
            // The rest after the search's own sentence or clause (`. Roll back …`, `; to go back …`),
            // outside parentheses.
            let next = &condition.explanation.next;
            let mut depth = 0i32;
            let cut = next.char_indices().find_map(|(at, c)| {
                match c {
                    '(' => depth += 1,
                    ')' => depth = (depth - 1).max(0),
                    '.' | ';' if depth == 0 && next.get(at + 1..).is_some_and(|rest| rest.starts_with(' ')) => return Some(at),
                    _ => {}
                }
                None
            });
            let rest = cut.and_then(|at| next.get(at + 2..)).filter(|_| !scheduling(next)).map(|rest| format!(" {}", crate::rules::capitalized(rest))).unwrap_or_default();
            condition.explanation.next = std::borrow::Cow::Owned(format!("{sentence}{rest}"));
        }
    }
}

/// How the scheduler's general advice (an Unschedulable reason's) begins.
const SCHEDULER_GENERAL: &str = "Read the scheduler's message for which constraint fails";

/// Whether index `index` is in a `status.failedIndexes`-style list (`1,3-5`).
fn in_index_list(list: &str, index: i64) -> bool {
    list.split(',').map(str::trim).any(|part| {
        let (first, last) = part.split_once('-').unwrap_or((part, part));
        matches!((first.trim().parse::<i64>(), last.trim().parse::<i64>()), (Ok(first), Ok(last)) if first <= index && index <= last)
    })
}

/// A pod's completion index in an Indexed Job (its annotation, else its label).
fn completion_index(pod: &Resource) -> Option<i64> {
    ["annotations", "labels"].iter().find_map(|at| pod.str(&["metadata", at, "batch.kubernetes.io/job-completion-index"])).and_then(|i| i.trim().parse().ok())
}

/// An Indexed Job whose root cause is a failed pod of an index that later succeeded (a first
/// try of index 4, in `completedIndexes`): the cause is a failed pod of an index in
/// `status.failedIndexes` instead, the lowest pasted, for the Job and all that ends at it.
pub(super) fn causes_in_failed_indexes(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for (job_at, job) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Job") {
        let Some(list) = job.str(&["status", "failedIndexes"]).map(str::trim).filter(|l| !l.is_empty()) else { continue };
        let Some(old) = reports.get(job_at).and_then(|r| r.root_cause.as_ref()).and_then(|c| c.chain.get(1)).filter(|l| l.kind == "Pod").cloned() else { continue };
        let old_index = resources.iter().find(|r| r.kind == "Pod" && r.name == old.name && r.namespace == old.namespace).and_then(completion_index);
        if old_index.is_none_or(|index| in_index_list(list, index)) {
            continue;
        }
        let candidates = graph.children.get(job_at).into_iter().flatten().copied().filter_map(|at| {
            let index = completion_index(resources.get(at)?)?;
            let report = reports.get(at).filter(|r| r.kind == "Pod" && r.verdict == Verdict::Failed && r.root_cause.is_some())?;
            in_index_list(list, index).then_some((index, report))
        });
        let Some((_, pod)) = candidates.min_by_key(|(index, _)| *index) else { continue };
        let Some(below) = pod.root_cause.clone() else { continue };
        for report in reports.iter_mut() {
            let Some(cause) = report.root_cause.as_mut() else { continue };
            let Some(at) = cause.chain.iter().position(|l| l.kind == "Pod" && l.name == old.name && l.namespace == old.namespace) else { continue };
            if at == 0 {
                continue;
            }
            cause.chain.truncate(at);
            cause.chain.extend(below.chain.iter().cloned());
            cause.reason = below.reason.clone();
            cause.summary = below.summary.clone();
            cause.text = super::chain_text(cause);
        }
    }
}

/// `: indexes 3 and 7 both end with “has mapping conflict on field "price" (long vs keyword); aborting”`
/// when the last words the pods' summaries quote (`“…”`) share an ending of three words or more;
/// nothing otherwise.
fn alike_last_words(summaries: &[&str], indexes: &[String]) -> Option<String> {
    fn quoted(summary: &str) -> Option<&str> {
        summary.rsplit_once('“').and_then(|(_, rest)| rest.split_once('”')).map(|(words, _)| words.trim().trim_end_matches('.'))
    }
    let words: Vec<&str> = summaries.iter().map(|s| quoted(s)).collect::<Option<Vec<_>>>()?;
    let (first, rest) = words.split_first()?;
    if rest.is_empty() {
        return None;
    }
    // The longest ending all share, from a word's start.
    let mut shared = first.len();
    for other in rest {
        let common = first.bytes().rev().zip(other.bytes().rev()).take_while(|(a, b)| a == b).count();
        shared = shared.min(common);
    }
    let start = first.len().saturating_sub(shared);
    let tail = first.get(start..)?;
    let tail = if start == 0 || first.get(..start).is_some_and(|before| before.ends_with(' ')) { tail } else { tail.split_once(' ').map(|(_, after)| after)? };
    let tail = tail.trim_start_matches([':', ';', ',', ' ']);
    if tail.split_whitespace().count() < 3 {
        return None;
    }
    let (last, others) = indexes.split_last()?;
    let both = if others.len() == 1 { "both" } else { "all" };
    Some(format!("indexes {} and {last} {both} end with “{tail}”", others.join(", ")))
}

/// A root cause in one pod of several that fail the same way (a ReplicaSet's four pods all
/// crash-looping): the resources above say how many, so one pod's card reads as all of them.
pub(super) fn say_how_many_pods_alike(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    // (namespace, pod name) → how many failed pods of its owner share its reason, the owner,
    // and the indexes of an indexed Job's pods among them (each index is other work).
    let mut alike: QuickMap<(Option<&str>, &str), (usize, String, Vec<&str>, Option<String>)> = QuickMap::default();
    let index_of = |pod: usize| resources.get(pod).and_then(|r| r.str(&["metadata", "annotations", "batch.kubernetes.io/job-completion-index"]));
    for (owner, children) in graph.children.iter().enumerate() {
        let mut failed: Vec<usize> = children.iter().copied().filter(|&c| reports.get(c).is_some_and(|r| r.kind == "Pod" && r.verdict == Verdict::Failed)).collect();
        if failed.len() < 2 {
            continue;
        }
        let Some(owner) = resources.get(owner) else { continue };
        // How many share each reason, counted once (a DaemonSet may have a thousand pods).
        let mut counts: QuickMap<Option<&str>, usize> = QuickMap::default();
        for &pod in &failed {
            *counts.entry(reports.get(pod).and_then(|r| r.reason.as_deref())).or_default() += 1;
        }
        // An Indexed Job's pods of indexes that succeeded later are not among its failures.
        let failed_list = owner.str(&["status", "failedIndexes"]).map(str::trim).filter(|l| !l.is_empty() && owner.kind == "Job");
        if let Some(list) = failed_list {
            failed.retain(|&pod| resources.get(pod).and_then(completion_index).is_none_or(|index| in_index_list(list, index)));
            counts.clear();
            for &pod in &failed {
                *counts.entry(reports.get(pod).and_then(|r| r.reason.as_deref())).or_default() += 1;
            }
        }
        for &pod in &failed {
            let reason = reports.get(pod).and_then(|r| r.reason.as_deref());
            let same = counts.get(&reason).copied().unwrap_or(0);
            if let (true, Some(resource)) = (same >= 2, resources.get(pod)) {
                let mut sharing: Vec<(&str, usize)> = failed.iter().filter(|&&other| reports.get(other).and_then(|r| r.reason.as_deref()) == reason).filter_map(|&other| Some((index_of(other)?, other))).collect();
                sharing.sort_by_key(|(index, _)| (index.len(), *index));
                sharing.dedup_by_key(|(index, _)| *index);
                let indexes: Vec<&str> = sharing.iter().map(|(index, _)| *index).collect();
                let summaries: Vec<&str> = sharing.iter().filter_map(|(_, at)| reports.get(*at).map(|r| r.summary.as_str())).collect();
                let owned: Vec<String> = indexes.iter().map(|i| (*i).to_owned()).collect();
                let words = if failed_list.is_some() { alike_last_words(&summaries, &owned) } else { None };
                alike.insert((resource.namespace.as_deref(), resource.name.as_str()), (same, format!("{} {}", owner.kind, owner.name), indexes, words));
            }
        }
    }
    if alike.is_empty() {
        return;
    }
    for report in reports.iter_mut().filter(|r| r.kind != "Pod") {
        let Some(cause) = report.root_cause.as_ref() else { continue };
        let Some(pod) = cause.chain.iter().skip(1).find(|link| link.kind == "Pod") else { continue };
        let Some((count, owner, indexes, words)) = alike.get(&(pod.namespace.as_deref(), pod.name.as_str())) else { continue };
        let reason = cause.reason.as_deref().map(|reason| format!(" ({reason})")).unwrap_or_default();
        let whose = if *owner == format!("{} {}", report.kind, report.name) { "of its pods".to_owned() } else { format!("pods of {owner}") };
        report.summary = match indexes.split_last() {
            // Pods of failed indexes that end with the same words: most likely one cause.
            Some(_) if words.is_some() => format!(
                "{} {count} {whose} failed with the same reason{reason}: {}; Pod {} is the one shown here.",
                report.summary.trim_end(),
                words.as_deref().unwrap_or(""),
                pod.name
            ),
            // Pods of several indexes did different work: alike in their reason only.
            Some((last, rest)) if !rest.is_empty() => format!(
                "{} {count} {whose} failed with the same reason{reason}, at indexes {} and {last}: Pod {} is the one shown here.",
                report.summary.trim_end(),
                rest.join(", "),
                pod.name
            ),
            _ => format!("{} {count} {whose} fail the same way{reason}: Pod {} stands for them.", report.summary.trim_end(), pod.name),
        };
    }
}

/// An evicted or rejected pod whose owner is pasted with all its pods ready: replaced already,
/// it is only a record; said with the owner's count (not "makes a replacement").
pub(super) fn say_pods_replaced(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for index in 0..reports.len() {
        let Some(owner) = graph.owner.get(index).copied().flatten() else { continue };
        let (Some(owner_resource), Some(owner_report)) = (resources.get(owner), reports.get(owner)) else { continue };
        // Its own owner (the ReplicaSet the text names), not one further up found in its place.
        let direct = resources.get(index).is_some_and(|pod| pod.owners.iter().any(|o| o.controller && o.kind == owner_resource.kind && o.name == owner_resource.name));
        if !direct {
            continue;
        }
        let ready = owner_resource.int(&["status", "readyReplicas"]).unwrap_or(0);
        let wanted = owner_resource.int(&["spec", "replicas"]).unwrap_or(ready);
        if owner_report.verdict != Verdict::Ready || ready == 0 || ready < wanted {
            continue;
        }
        let Some(report) = reports.get_mut(index).filter(|r| r.kind == "Pod" && r.verdict == Verdict::Failed) else { continue };
        let replaced = crate::rules::core::pod::REPLACED_BY_OWNER;
        if report.summary.contains(replaced) {
            let all = if ready == 1 { "its pod ready".to_owned() } else { format!("all {ready} of its pods ready") };
            report.summary = report.summary.replacen(replaced, &format!(" has {all} without this one, which is replaced"), 1);
        }
    }
}

/// Kinds whose own words say that they failed but not why (a Job: "backoff limit reached", a
/// HelmRelease: "context deadline exceeded", a Certificate: "expired", "not issued in 3 h"),
/// while what they own that failed says why (its last pod's exit and message).
pub(super) const WHY_FROM_BELOW: &[&str] = &["Job", "HelmRelease", "Certificate"];

/// A failed resource of [`WHY_FROM_BELOW`] whose root cause goes into what it owns says why
/// with that one's words, as a rollout past its deadline does.
pub(super) fn say_why_from_below(reports: &mut [ResourceReport]) {
    for report in reports.iter_mut().filter(|r| r.verdict == Verdict::Failed && WHY_FROM_BELOW.contains(&r.kind.as_str())) {
        let Some(cause) = report.root_cause.as_ref().filter(|cause| cause.chain.len() > 1) else { continue };
        // Said already: a Job's pod named with its exit, a Certificate that "depends on" its
        // failed issuer, or that quotes its Order's rate limit.
        let origin = cause.chain.iter().rev().find(|link| !link.is_container()).map(Link::label).unwrap_or_default();
        let said = first_sentence(&cause.summary);
        let mut head = said.len().min(50);
        while !said.is_char_boundary(head) {
            head -= 1;
        }
        let quoted = head >= 20 && said.get(..head).is_some_and(|head| report.summary.contains(head));
        if report.summary.contains(" Why: ") || report.summary.contains(&origin) || quoted {
            continue;
        }
        say_why_it_timed_out(report, &cause.clone());
    }
}

/// A summary this long (bytes) is repeated whole by the resources above: see [`first_sentence`].
pub(super) const SHORT_ENOUGH: usize = 240;

/// Where [`first_sentence`] may end a long summary at the earliest (bytes).
pub(super) const FIRST_WORDS: usize = 100;

/// What is wrong, without the advice after it, for the resources above the one a summary is
/// about (the advice is said once, where it happens; those above name that resource): a
/// summary up to [`SHORT_ENOUGH`] bytes whole, a longer one up to the end of its first
/// sentence that reaches [`FIRST_WORDS`] bytes (a message quoted without quotes may have full
/// stops of its own early on). A full stop ends a sentence when a space and a capital, a
/// digit or a quote follow it, outside quotes and parentheses; without one the whole summary
/// is kept.
pub(crate) fn first_sentence(summary: &str) -> &str {
    let summary = summary.trim_end();
    if summary.len() <= SHORT_ENOUGH {
        return summary;
    }
    let mut depth = 0i32;
    let mut in_quotes = false;
    let mut chars = summary.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        match c {
            '(' => depth += 1,
            ')' => depth = (depth - 1).max(0),
            '“' => in_quotes = true,
            '”' => in_quotes = false,
            '"' => in_quotes = !in_quotes,
            '.' if depth == 0 && !in_quotes && chars.peek().is_some_and(|&(_, next)| next == ' ') => {
                let rest = summary.get(at + 2..).unwrap_or("");
                if at >= FIRST_WORDS && rest.chars().next().is_some_and(|next| next.is_ascii_uppercase() || next.is_ascii_digit() || next == '“') {
                    return summary.get(..=at).unwrap_or(summary);
                }
            }
            _ => {}
        }
    }
    summary
}

/// A summary up to its first `; ` or `. ` outside brackets and quotes, as a sentence (`Not
/// ready yet (Ready is False: Creating: …).`); the whole summary when it has neither.
pub(super) fn first_clause_outside_brackets(summary: &str) -> String {
    let mut depth = 0usize;
    let mut quoted = false;
    let bytes = summary.as_bytes();
    for (at, &byte) in bytes.iter().enumerate() {
        match byte {
            b'(' | b'[' => depth += 1,
            b')' | b']' => depth = depth.saturating_sub(1),
            b'"' => quoted = !quoted,
            b';' | b'.' if depth == 0 && !quoted && bytes.get(at + 1) == Some(&b' ') => {
                return format!("{}.", summary.get(..at).unwrap_or(summary).trim_end());
            }
            _ => {}
        }
    }
    summary.trim_end().to_owned()
}

/// A sentence continued after a colon: its first word in lower case when it is an ordinary
/// capitalised word (`The pod …` → `the pod …`), not a name or a reason (`ErrImagePull`).
pub(super) fn continued(sentence: &str) -> String {
    let mut chars = sentence.chars();
    match (chars.next(), chars.next()) {
        (Some(first), Some(second)) if first.is_ascii_uppercase() && second.is_ascii_lowercase() => {
            let first_word = sentence.split(' ').next().unwrap_or("");
            if first_word.chars().skip(1).any(|c| c.is_ascii_uppercase()) {
                sentence.to_owned()
            } else {
                let mut out = first.to_ascii_lowercase().to_string();
                out.push_str(sentence.get(1..).unwrap_or(""));
                out
            }
        }
        _ => sentence.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::first_sentence;

    #[test]
    fn a_long_summary_is_cut_after_its_first_sentence_not_inside_a_quote_or_parentheses() {
        let quoted = "Container app exited with “panic: missing DB_URL. See the docs.” after 3 s of running in pod web-1 (restarted 7 times. Really.) and again. Read its output: kubectl logs web-1 --previous, then fix the variable it names and apply again; the kubelet restarts it by itself.";
        assert_eq!(first_sentence(quoted), "Container app exited with “panic: missing DB_URL. See the docs.” after 3 s of running in pod web-1 (restarted 7 times. Really.) and again.");
        // Short summaries are kept whole: their second sentence may still be the message.
        let short = "Ready is False: InvalidProviderConfig: unable to log in. Code: 403.";
        assert_eq!(first_sentence(short), short);
        // An unbalanced quote keeps the whole summary rather than cutting in the middle.
        let unbalanced = format!("It says \"{} and more. Then advice.", "x".repeat(300));
        assert_eq!(first_sentence(&unbalanced), unbalanced);
    }
}
