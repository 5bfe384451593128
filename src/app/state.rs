//! The page's state and the pure functions that decide what it shows.

use std::rc::Rc;

use yew::prelude::*;

use crate::report::{Report, ResourceReport, Verdict};

/// Which verdicts the list shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Filter {
    /// Everything.
    All,
    /// Failed and Degraded only.
    Problems,
    /// One verdict.
    Only(Verdict),
}

/// Everything the page remembers.
#[derive(Debug, Clone, PartialEq)]
pub struct PageState {
    /// The text being explained (the editor's content after the debounce).
    pub text: String,
    /// The verdict filter.
    pub filter: Filter,
    /// The search words (name, kind, namespace, reason, summary).
    pub query: String,
    /// A short message after an action ("Copied …").
    pub notice: Option<String>,
}

impl PageState {
    /// The state for a starting text.
    pub fn new(text: String) -> PageState {
        PageState { text, filter: Filter::All, query: String::new(), notice: None }
    }
}

/// What can change the state.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// New text to explain.
    SetText(String),
    /// A new verdict filter.
    SetFilter(Filter),
    /// New search words.
    SetQuery(String),
    /// Show (or clear) a notice.
    Notice(Option<String>),
}

impl Reducible for PageState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::SetText(text) => {
                next.text = text;
                next.notice = None;
            }
            Action::SetFilter(filter) => next.filter = filter,
            Action::SetQuery(query) => next.query = query,
            Action::Notice(notice) => next.notice = notice,
        }
        Rc::new(next)
    }
}

/// The resources that pass the filter and the search, in report order.
pub fn visible<'a>(report: &'a Report, filter: Filter, query: &str) -> Vec<&'a ResourceReport> {
    let words: Vec<String> = query.split_whitespace().map(str::to_lowercase).collect();
    report
        .resources
        .iter()
        .filter(|r| match filter {
            Filter::All => true,
            Filter::Problems => r.verdict.is_problem(),
            Filter::Only(verdict) => r.verdict == verdict,
        })
        .filter(|r| {
            if words.is_empty() {
                return true;
            }
            let haystack = format!(
                "{} {} {} {} {}",
                r.kind,
                r.name,
                r.namespace.as_deref().unwrap_or(""),
                r.reason.as_deref().unwrap_or(""),
                r.summary
            )
            .to_lowercase();
            words.iter().all(|word| haystack.contains(word.as_str()))
        })
        .collect()
}

/// The offset (in UTF-16 units, as the browser counts) where a 1-based line starts, and
/// where it ends.
pub fn line_range_utf16(text: &str, line: usize) -> (u32, u32) {
    let mut offset = 0u32;
    for (index, content) in text.split('\n').enumerate() {
        let length = content.encode_utf16().count() as u32;
        if index + 1 == line {
            return (offset, offset + length);
        }
        offset = offset.saturating_add(length + 1);
    }
    (offset, offset)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn line_ranges_count_like_the_browser() {
        let text = "ab\ncé😀d\nlast";
        assert_eq!(line_range_utf16(text, 1), (0, 2));
        assert_eq!(line_range_utf16(text, 2), (3, 8));
        assert_eq!(line_range_utf16(text, 3), (9, 13));
        assert_eq!(line_range_utf16(text, 9), (14, 14));
    }

    #[test]
    fn filter_and_search() {
        let report = crate::explain(crate::app::CRASHLOOP_EXAMPLE, None);
        assert_eq!(visible(&report, Filter::All, "").len(), 3);
        let problems = report.resources.iter().filter(|r| r.verdict.is_problem()).count();
        assert!(problems >= 2);
        assert_eq!(visible(&report, Filter::Problems, "").len(), problems);
        assert!(visible(&report, Filter::Only(Verdict::Failed), "").iter().all(|r| r.verdict == Verdict::Failed));
        assert!(visible(&report, Filter::All, "crashloopbackoff").iter().any(|r| r.kind == "Pod"));
        assert!(visible(&report, Filter::All, "no-such-thing").is_empty());
        assert!(visible(&report, Filter::All, "replicaset web").iter().any(|r| r.kind == "ReplicaSet"));
        assert_eq!(visible(&report, Filter::Only(Verdict::Degraded), "deployment").len(), 1);
    }
}
