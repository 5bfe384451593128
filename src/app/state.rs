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
    /// One verdict, in the cards' word for it.
    Only(Verdict),
}

impl Filter {
    /// What its chip says, without the count.
    pub fn name(self) -> String {
        match self {
            Filter::All => "All".to_owned(),
            Filter::Problems => "Problems".to_owned(),
            Filter::Only(verdict) => verdict.words().to_owned(),
        }
    }
}

/// The verdicts in the order the banner and the filters say them: the problems, what is in
/// progress, then what is fine or neither.
pub const VERDICTS: [Verdict; 8] =
    [Verdict::Failed, Verdict::Degraded, Verdict::InProgress, Verdict::Ready, Verdict::Succeeded, Verdict::Suspended, Verdict::Terminating, Verdict::Unknown];

/// How many resources have each verdict, in the order of [`VERDICTS`].
pub fn verdict_counts(report: &Report) -> Vec<(Verdict, usize)> {
    VERDICTS.iter().map(|&verdict| (verdict, report.resources.iter().filter(|r| r.verdict == verdict).count())).collect()
}

/// The counts in words, as the cards name verdicts: `2 failed, 1 degraded, 0 in progress, 3
/// ready, 1 unknown` (failed, degraded, in progress and ready always; the others when there
/// are any).
pub fn counts_in_words(counts: &[(Verdict, usize)]) -> String {
    let always = [Verdict::Failed, Verdict::Degraded, Verdict::InProgress, Verdict::Ready];
    counts
        .iter()
        .filter(|(verdict, count)| *count > 0 || always.contains(verdict))
        .map(|(verdict, count)| format!("{count} {}", verdict.words().to_lowercase()))
        .collect::<Vec<_>>()
        .join(", ")
}

impl Filter {
    /// Whether its chip is offered: the problems, in progress and ready always (shown disabled
    /// when there are none), the rarer verdicts when there are some (or it is chosen).
    pub fn offered(self, count: usize, chosen: bool) -> bool {
        match self {
            Filter::Only(Verdict::Succeeded | Verdict::Suspended | Verdict::Terminating | Verdict::Unknown) => count > 0 || chosen,
            _ => true,
        }
    }

    /// Whether a resource with this verdict is shown.
    pub fn keeps(self, verdict: Verdict) -> bool {
        match self {
            Filter::All => true,
            Filter::Problems => verdict.is_problem(),
            Filter::Only(only) => verdict == only,
        }
    }
}

/// How many cards the page renders at first (in the tree, an entry with its open branches
/// counts as all of its cards); "Show more" adds this many again.
pub const PAGE_SIZE: usize = 200;

/// Of those, how many are drawn in the same task as the change that shows them (a new answer,
/// a filter, a search); the rest follow this many at a time in the tasks after, so that the
/// browser lays out a few cards at a time and the page answers meanwhile.
pub const DRAW_STEP: usize = 25;

/// A text shared between the page's state, its components and the job explaining it, never
/// copied: a large paste is megabytes, and the page renders again on every click. Yew compares
/// properties and hook inputs on every render, so the same text is equal at once, by its place,
/// before any byte is compared.
#[derive(Debug, Clone, Default)]
pub struct SharedText(AttrValue);

impl PartialEq for SharedText {
    fn eq(&self, other: &SharedText) -> bool {
        std::ptr::eq(self.0.as_str(), other.0.as_str()) || self.0 == other.0
    }
}

impl std::ops::Deref for SharedText {
    type Target = str;
    fn deref(&self) -> &str {
        self.0.as_str()
    }
}

impl From<String> for SharedText {
    fn from(text: String) -> SharedText {
        SharedText(AttrValue::from(text))
    }
}

impl From<&str> for SharedText {
    fn from(text: &str) -> SharedText {
        SharedText(AttrValue::from(Rc::<str>::from(text)))
    }
}

/// The text a host gave the page, shared as it is.
impl From<AttrValue> for SharedText {
    fn from(text: AttrValue) -> SharedText {
        SharedText(text)
    }
}

impl From<SharedText> for AttrValue {
    fn from(text: SharedText) -> AttrValue {
        text.0
    }
}

/// Everything the page remembers.
#[derive(Debug, Clone, PartialEq)]
pub struct PageState {
    /// The text being explained (the editor's content after the debounce).
    pub text: SharedText,
    /// The verdict filter.
    pub filter: Filter,
    /// The search words (name, kind, namespace, reason, summary).
    pub query: String,
    /// A short message after an action ("Copied …").
    pub notice: Option<String>,
    /// Whether the notice goes by itself after a while ([`Action::Passing`]: "Copied …"); one
    /// that asks for something stays until dismissed.
    pub notice_fades: bool,
    /// How many top-level entries to render (large pastes render progressively).
    pub limit: usize,
    /// The person's own text that an example or files replaced, until it is restored or the
    /// notice offering it is dismissed: loading never loses what was pasted.
    pub restorable: Option<SharedText>,
    /// Whether the text shown came from a load (an example, files), edited or not: loading
    /// again over it keeps the text kept before rather than this one.
    pub loaded: bool,
}

impl PageState {
    /// The state for a starting text.
    pub fn new(text: SharedText) -> PageState {
        PageState { text, filter: Filter::All, query: String::new(), notice: None, notice_fades: false, limit: PAGE_SIZE, restorable: None, loaded: false }
    }
}

/// What can change the state.
#[derive(Debug, Clone, PartialEq)]
pub enum Action {
    /// New text to explain.
    SetText(SharedText),
    /// A new verdict filter.
    SetFilter(Filter),
    /// New search words.
    SetQuery(String),
    /// Show a notice that stays until dismissed, or dismiss: the message first, then the offer
    /// to restore text.
    Notice(Option<String>),
    /// Show a notice that goes by itself after a while ("Copied …").
    Passing(String),
    /// The message goes (faded, or Escape), never the offer to restore text.
    MessageGone,
    /// Render more entries.
    ShowMore,
    /// Render at least this many cards (the way to a card past the page: [`limit_to_reach`]).
    ShowAtLeast(usize),
    /// An example or files replaced this text: kept to restore unless it is empty or an
    /// example as it came (then what was kept before stays).
    Replaced(SharedText),
    /// The text an example or files replaced comes back (and the one shown is kept instead).
    Restore,
    /// Text was pasted or dropped into the text area: the text shown is the person's own now.
    Pasted,
}

impl Reducible for PageState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::SetText(text) => {
                next.text = text;
                next.notice = None;
                next.limit = PAGE_SIZE;
            }
            Action::SetFilter(filter) => {
                next.filter = filter;
                next.limit = PAGE_SIZE;
            }
            Action::SetQuery(query) => {
                next.query = query;
                next.limit = PAGE_SIZE;
            }
            Action::Notice(notice) => {
                // Dismissed: the message goes first, the offer to bring text back after.
                match (&notice, next.notice.is_some()) {
                    (None, true) => next.notice = None,
                    (None, false) => next.restorable = None,
                    (Some(_), _) => {
                        next.notice = notice;
                        next.notice_fades = false;
                    }
                }
            }
            Action::Passing(notice) => {
                next.notice = Some(notice);
                next.notice_fades = true;
            }
            Action::MessageGone => next.notice = None,
            Action::ShowMore => next.limit = next.limit.saturating_add(PAGE_SIZE),
            Action::ShowAtLeast(cards) => next.limit = next.limit.max(cards),
            Action::Replaced(before) => {
                let example = super::examples::EXAMPLES.iter().any(|example| example.text == &*before);
                // A loaded text (edited or not) replaced while one of the person's is kept: that
                // one stays kept.
                let keeps_older = self.loaded && next.restorable.is_some();
                if !before.trim().is_empty() && !example && before != next.text && !keeps_older {
                    next.restorable = Some(before);
                }
                next.loaded = true;
            }
            Action::Pasted => next.loaded = false,
            // A swap: the text shown now is kept in its place (unless it is an example as it
            // came), so bringing one back never loses the other.
            Action::Restore => {
                if let Some(text) = next.restorable.take() {
                    let example = super::examples::EXAMPLES.iter().any(|example| example.text == &*next.text);
                    if !example && !next.text.trim().is_empty() {
                        next.restorable = Some(next.text.clone());
                    }
                    next.text = text;
                    next.notice = None;
                    next.limit = PAGE_SIZE;
                    next.loaded = false;
                }
            }
        }
        Rc::new(next)
    }
}

/// What the page says when the filter and the search leave nothing to show, so that an empty
/// list never looks like a page that failed to answer.
pub fn nothing_shown(filter: Filter, query: &str) -> String {
    let query = query.trim();
    let state = match filter {
        Filter::All => String::new(),
        Filter::Problems => "Failed or Degraded".to_owned(),
        Filter::Only(Verdict::InProgress) => "in progress".to_owned(),
        Filter::Only(verdict) => verdict.to_string(),
    };
    match (query.is_empty(), state.is_empty()) {
        (true, true) => "Nothing to show.".to_owned(),
        (true, false) => format!("No resource is {state}."),
        (false, true) => format!("No resource matches “{query}”: the search looks at names, kinds, namespaces, summaries, root causes, and the reasons and messages of conditions, containers and events."),
        (false, false) => format!("No resource that is {state} matches “{query}”: the search looks at names, kinds, namespaces, summaries, root causes, and the reasons and messages of conditions, containers and events."),
    }
}

/// The words of a search, each in lower case. Case is folded for ASCII letters only (names,
/// kinds and reasons are ASCII; Unicode's case tables would add kilobytes to the page), so
/// `É` finds `É` but not `é`.
pub fn search_words(query: &str) -> Vec<String> {
    query.split_whitespace().map(str::to_ascii_lowercase).collect()
}

/// Whether one of the texts holds each word of [`search_words`], whatever the case of their
/// ASCII letters (each word may be in a different text).
pub fn has_all_words<'t>(texts: impl Iterator<Item = &'t str> + Clone, words: &[String]) -> bool {
    words.iter().all(|word| texts.clone().any(|text| holds(text, word)))
}

/// Whether `text` holds `word` (in lower case), whatever the case of the text's ASCII letters.
fn holds(text: &str, word: &str) -> bool {
    let word = word.as_bytes();
    word.is_empty() || text.as_bytes().windows(word.len()).any(|window| window.eq_ignore_ascii_case(word))
}

/// What the search looks at in a resource: its kind, name, namespace, reason, summary and root
/// cause, and the types, reasons and messages of its conditions, containers and events.
fn searched_texts(r: &ResourceReport) -> impl Iterator<Item = &str> + Clone {
    let cause = r.root_cause.as_ref().map_or("", |cause| cause.text.as_str());
    [r.kind.as_str(), r.name.as_str(), r.namespace.as_deref().unwrap_or(""), r.reason.as_deref().unwrap_or(""), r.summary.as_str(), cause]
        .into_iter()
        .chain(r.conditions.iter().flat_map(|c| [c.type_.as_str(), c.reason.as_str(), c.message.as_str()]))
        .chain(r.containers.iter().flat_map(|c| [c.name.as_str(), c.reason.as_str(), c.message.as_str()]))
        .chain(r.events.iter().flat_map(|e| [e.reason.as_str(), e.message.as_str()]))
}

/// What the page says when a paste has no resource at all.
pub fn nothing_explained(report: &Report) -> String {
    match report.diagnostics.len() {
        0 => "Nothing to explain: no resource was found (a resource has an apiVersion and a kind, or is OpenStack Heat output).".to_owned(),
        1 => "Nothing could be explained: see the input problem below.".to_owned(),
        n => format!("Nothing could be explained: see the {n} input problems below."),
    }
}

/// The positions of the resources that pass the filter and the search: failed first, then
/// degraded, in progress, others and healthy, each in report order.
pub fn visible(report: &Report, filter: Filter, query: &str) -> Vec<usize> {
    let words = search_words(query);
    let mut shown: Vec<usize> = report
        .resources
        .iter()
        .enumerate()
        .filter(|(_, r)| filter.keeps(r.verdict))
        .filter(|(_, r)| {
            if words.is_empty() {
                return true;
            }
            has_all_words(searched_texts(r), &words)
        })
        .map(|(position, _)| position)
        .collect();
    // As the tree's top level: failures first, whatever the filter or search.
    crate::model::order::sort_by_number(&mut shown, |&index| report.resources.get(index).map_or(4, |resource| resource.verdict.urgency()));
    shown
}

/// Resources arranged by ownership: top-level ones, and each one's owned resources.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Tree {
    /// Indexes (into `report.resources`) of resources whose owner is not in the paste: the
    /// failed first, then the degraded, the in progress, the others and the healthy, each in
    /// paste order, so that a failure is not below a page of healthy cards.
    pub roots: Vec<usize>,
    /// For each resource, the indexes of the resources it owns.
    pub children: Vec<Vec<usize>>,
}

/// Arranges a report's resources by their `owner` relations (same namespace, kind and name).
pub fn tree(report: &Report) -> Tree {
    use std::collections::HashMap;
    let key = |r: &ResourceReport| (r.namespace.clone(), r.kind.clone(), r.name.clone());
    let mut index: HashMap<(Option<String>, String, String), usize> = HashMap::new();
    for (position, resource) in report.resources.iter().enumerate() {
        index.entry(key(resource)).or_insert(position);
    }
    let mut tree = Tree { roots: Vec::new(), children: vec![Vec::new(); report.resources.len()] };
    for (position, resource) in report.resources.iter().enumerate() {
        let owner = resource
            .related
            .iter()
            .find(|related| related.relation == "owner")
            .and_then(|related| index.get(&(resource.namespace.clone(), related.kind.clone(), related.name.clone())))
            .copied()
            .filter(|&owner| owner != position);
        match owner.and_then(|owner| tree.children.get_mut(owner)) {
            Some(children) => children.push(position),
            None => tree.roots.push(position),
        }
    }
    // The most urgent first, at every level (a failed Revision before the ready one beside it).
    let urgency = |&index: &usize| report.resources.get(index).map_or(4, |resource| resource.verdict.urgency());
    crate::model::order::sort_by_number(&mut tree.roots, urgency);
    for children in &mut tree.children {
        crate::model::order::sort_by_number(children, urgency);
    }
    tree
}

/// The resources above one in the tree, nearest first: the branches that must be open for its
/// card to be drawn.
pub fn owners_above(tree: &Tree, index: usize) -> Vec<usize> {
    let mut owners = Vec::new();
    let mut at = index;
    // (At most as many steps as there are resources: a cycle cannot hold it.)
    while owners.len() < tree.children.len() {
        match tree.children.iter().position(|children| children.contains(&at)) {
            Some(owner) if owner != index && !owners.contains(&owner) => {
                owners.push(owner);
                at = owner;
            }
            _ => break,
        }
    }
    owners
}

/// A request to show one card that a folded branch hides: the branches above it open. Each
/// request has an id of its own, so the same card asked for twice opens its branches again.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Reveal {
    /// Tells requests apart.
    pub id: u64,
    /// The resources whose branches open ([`owners_above`] the card).
    pub owners: Rc<[usize]>,
}

/// What hides a card from the list, in words: `the filter “Ready”`, `the search “web”`, or
/// both; `None` when the filter and the search show everything.
pub fn what_hides(filter: Filter, query: &str) -> Option<String> {
    let query = query.trim();
    let filter = (filter != Filter::All).then(|| format!("the filter “{}”", filter.name()));
    let search = (!query.is_empty()).then(|| format!("the search “{query}”"));
    match (filter, search) {
        (Some(filter), Some(search)) => Some(format!("{filter} and {search}")),
        (one, other) => one.or(other),
    }
}

/// How many cards an entry of the tree draws: itself, and what it owns when that branch opens
/// (a branch opens when something in it is Failed or Degraded), recursively.
pub fn cards_drawn(report: &Report, tree: &Tree, index: usize) -> usize {
    let mut stack = vec![index];
    let mut cards = 0;
    while let Some(at) = stack.pop() {
        cards += 1;
        if cards > report.resources.len() {
            break;
        }
        let children = tree.children.get(at).map(Vec::as_slice).unwrap_or(&[]);
        if children.iter().any(|&child| has_problem(report, tree, child)) {
            stack.extend(children.iter().copied());
        }
    }
    cards
}

/// Where the drawing step that starts at entry `from` ends: after about [`DRAW_STEP`] cards,
/// and at least one entry. In the tree an entry may open to many cards (a failed rollout with
/// its ReplicaSets and pods), so a step counts cards, not entries; a flat list is one card each.
pub fn step_end(report: &Report, tree: &Tree, entries: &[usize], from: usize, as_tree: bool) -> usize {
    if !as_tree {
        return from + DRAW_STEP;
    }
    let mut cards = 0;
    let mut end = from;
    for &entry in entries.iter().skip(from) {
        if cards >= DRAW_STEP {
            break;
        }
        cards += cards_drawn(report, tree, entry);
        end += 1;
    }
    end.max(from + 1)
}

/// How many entries a page of `limit` cards holds: in the tree, entries whose cards (with
/// their open branches) add up to about `limit`, at least one; in a flat list, `limit`.
pub fn page_end(report: &Report, tree: &Tree, entries: &[usize], limit: usize, as_tree: bool) -> usize {
    if !as_tree {
        return limit.min(entries.len());
    }
    let mut cards = 0;
    let mut end = 0;
    for &entry in entries {
        if cards >= limit {
            break;
        }
        cards += cards_drawn(report, tree, entry);
        end += 1;
    }
    end
}

/// The page size ([`PageState::limit`]: whole pages of [`PAGE_SIZE`] cards) whose page holds
/// entry `at` of `entries`: the way to a card past the cards drawn draws as far as its entry
/// ([`page_end`] keeps an entry while the cards before it are fewer than the limit).
pub fn limit_to_reach(report: &Report, tree: &Tree, entries: &[usize], at: usize, as_tree: bool) -> usize {
    let before: usize = if as_tree { entries.iter().take(at).map(|&entry| cards_drawn(report, tree, entry)).sum() } else { at.min(entries.len()) };
    (before / PAGE_SIZE + 1) * PAGE_SIZE
}

/// Whether a resource or anything it owns (transitively) is Failed or Degraded.
pub fn has_problem(report: &Report, tree: &Tree, index: usize) -> bool {
    let mut stack = vec![index];
    let mut seen = 0;
    while let Some(at) = stack.pop() {
        seen += 1;
        if seen > report.resources.len() {
            return false;
        }
        if report.resources.get(at).is_some_and(|r| r.verdict.is_problem()) {
            return true;
        }
        stack.extend(tree.children.get(at).into_iter().flatten().copied());
    }
    false
}

/// What two texts do not share: the bytes of `before`, and of `after`, between the start and
/// the end they have in common (`(0, 3)`: three bytes were inserted).
pub fn differing_bytes(before: &str, after: &str) -> (usize, usize) {
    let (old, new) = (before.as_bytes(), after.as_bytes());
    // Eight bytes at a time first: a large paste is megabytes, compared once per change.
    let words = old.chunks_exact(8).zip(new.chunks_exact(8)).take_while(|(a, b)| a == b).count() * 8;
    let prefix = words + old[words..].iter().zip(&new[words..]).take_while(|(a, b)| a == b).count();
    let room = old.len().min(new.len()) - prefix;
    let suffix = old.iter().rev().zip(new.iter().rev()).take(room).take_while(|(a, b)| a == b).count();
    (old.len() - prefix - suffix, new.len() - prefix - suffix)
}

/// How many bytes an edit may change and still be one: typing between two pauses, a few lines
/// pasted or cut. (Or a tenth of a larger text.)
const EDIT_BYTES: usize = 4 * 1024;

/// Whether `after` is `before` edited (typing, a few lines pasted or cut, most of it kept)
/// rather than a new text: a fresh `kubectl get -o yaml` pasted over an old one starts and
/// ends alike but differs in between.
pub fn is_edit_of(before: &str, after: &str) -> bool {
    if before.trim().is_empty() {
        return false;
    }
    let (removed, added) = differing_bytes(before, after);
    removed.max(added) <= EDIT_BYTES.max(before.len() / 10) && removed < before.len() / 2
}

/// Why the page still shows the explanation of the text before the last edit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kept {
    /// The edited text is being explained in the background: its answer replaces this one
    /// when it comes, and until then nothing on the page moves.
    WhileExplaining,
    /// The edited text has an input error the explained one did not have (a line half typed):
    /// what that error leaves out would drop out of the page, and every card below it would
    /// jump, until the line is finished.
    WhileBroken,
}

/// Whether the page keeps showing `shown`, the explanation of the text before an edit, rather
/// than `fresh`, the edited text's (`None` while it is explained in the background), and why.
/// Only for an edit: a new text is never answered with the old one's explanation.
pub fn kept_explanation(edited: bool, shown: Option<&Report>, fresh: Option<&Report>) -> Option<Kept> {
    let shown = shown.filter(|shown| edited && !shown.resources.is_empty())?;
    let errors = |report: &Report| report.diagnostics.iter().filter(|d| d.severity == crate::read::Severity::Error).count();
    match fresh {
        None => Some(Kept::WhileExplaining),
        Some(fresh) => (errors(fresh) > errors(shown)).then_some(Kept::WhileBroken),
    }
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

/// `text` with the part between two offsets in UTF-16 units (as the browser counts a text
/// area's selection) replaced by `with`. Offsets past the end count as the end.
pub fn replace_utf16_range(text: &str, start: u32, end: u32, with: &str) -> String {
    let byte_at = |offset: u32| {
        let mut units = 0u32;
        for (at, character) in text.char_indices() {
            if units >= offset {
                return at;
            }
            units += character.len_utf16() as u32;
        }
        text.len()
    };
    let (start, end) = (byte_at(start.min(end)), byte_at(end.max(start)));
    let mut replaced = String::with_capacity(text.len() - (end - start) + with.len());
    replaced.push_str(text.get(..start).unwrap_or(""));
    replaced.push_str(with);
    replaced.push_str(text.get(end..).unwrap_or(""));
    replaced
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The crash-looping example with `line` inserted after the first line holding `after`.
    fn edited_example(after: &str, line: &str) -> String {
        let text = crate::app::CRASHLOOP_EXAMPLE;
        let at = text.find(after).and_then(|at| text[at..].find('\n').map(|end| at + end + 1)).unwrap_or(text.len());
        format!("{}{line}\n{}", &text[..at], &text[at..])
    }

    #[test]
    fn edits_are_told_from_new_texts() {
        let text = crate::app::CRASHLOOP_EXAMPLE;
        assert_eq!(differing_bytes("abcdef", "abXdef"), (1, 1));
        assert_eq!(differing_bytes("aaaa", "aaaaaa"), (0, 2));
        assert_eq!(differing_bytes("", "abc"), (0, 3));
        assert!(is_edit_of(text, &edited_example("  name: web-7d9f8c6b5", "  foo: [")));
        assert!(is_edit_of(text, &text[..text.len() - 40]));
        // A fresh dump pasted over, the text emptied or nearly, a first text: not edits.
        assert!(!is_edit_of(text, crate::app::examples::EXAMPLES[1].text));
        assert!(!is_edit_of(text, ""));
        assert!(!is_edit_of(text, "a"));
        assert!(!is_edit_of("", text));
    }

    #[test]
    fn a_half_typed_line_keeps_the_explanation_until_the_text_reads_again() {
        let text = crate::app::CRASHLOOP_EXAMPLE;
        let now = crate::app::examples::captured_at(text);
        let shown = crate::explain(text, now);
        let broken_text = edited_example("  name: web-7d9f8c6b5", "  foo: [");
        let broken = crate::explain(&broken_text, now);
        // Without keeping, the ReplicaSet's document drops out and the cards below it move up.
        assert!(broken.resources.len() < shown.resources.len(), "{:?}", broken.diagnostics);
        assert!(is_edit_of(text, &broken_text));
        assert_eq!(kept_explanation(true, Some(&shown), Some(&broken)), Some(Kept::WhileBroken));
        // Finished, the line reads: the edited text's own answer.
        let finished = crate::explain(&edited_example("  name: web-7d9f8c6b5", "  foo: [bar]"), now);
        assert_eq!(kept_explanation(true, Some(&shown), Some(&finished)), None);
        // A document deleted on purpose (no error) is gone at once.
        let fewer = crate::explain(&text[..text.rfind("\n---").unwrap_or(text.len())], now);
        assert!(fewer.resources.len() < shown.resources.len());
        assert_eq!(kept_explanation(true, Some(&shown), Some(&fewer)), None);
        // Being explained in the background: kept for an edit only.
        assert_eq!(kept_explanation(true, Some(&shown), None), Some(Kept::WhileExplaining));
        assert_eq!(kept_explanation(false, Some(&shown), None), None);
        // A new text with an error is answered with its own explanation, never the old one.
        assert_eq!(kept_explanation(false, Some(&shown), Some(&broken)), None);
        // Nothing was explained before: nothing to keep.
        assert_eq!(kept_explanation(true, Some(&Report::default()), Some(&broken)), None);
    }

    #[test]
    fn an_empty_list_says_which_filter_and_search_left_nothing() {
        assert_eq!(nothing_shown(Filter::Problems, ""), "No resource is Failed or Degraded.");
        assert_eq!(nothing_shown(Filter::All, ""), "Nothing to show.");
        assert_eq!(nothing_shown(Filter::Only(Verdict::InProgress), " "), "No resource is in progress.");
        assert_eq!(
            nothing_shown(Filter::All, " web-1 "),
            "No resource matches “web-1”: the search looks at names, kinds, namespaces, summaries, root causes, and the reasons and messages of conditions, containers and events."
        );
        assert!(nothing_shown(Filter::Only(Verdict::Degraded), "api").starts_with("No resource that is Degraded matches “api”:"));
        assert!(nothing_shown(Filter::Problems, "api").starts_with("No resource that is Failed or Degraded matches “api”:"));
    }

    #[test]
    fn the_banner_and_the_filters_count_in_the_cards_words() {
        let report = crate::explain(crate::app::CRASHLOOP_EXAMPLE, None);
        let counts = verdict_counts(&report);
        assert_eq!(counts_in_words(&counts), "2 failed, 1 degraded, 0 in progress, 0 ready");
        let mixed = [(Verdict::Failed, 0), (Verdict::Degraded, 0), (Verdict::InProgress, 1), (Verdict::Ready, 2), (Verdict::Succeeded, 0), (Verdict::Unknown, 1)];
        assert_eq!(counts_in_words(&mixed), "0 failed, 0 degraded, 1 in progress, 2 ready, 1 unknown");
        assert!(Filter::Only(Verdict::Ready).offered(0, false) && !Filter::Only(Verdict::Unknown).offered(0, false) && Filter::Only(Verdict::Unknown).offered(0, true));
        assert_eq!(nothing_shown(Filter::Only(Verdict::Ready), ""), "No resource is Ready.");
    }

    #[test]
    fn text_an_example_replaced_can_be_restored_until_the_offer_is_dismissed() {
        let mine = SharedText::from("apiVersion: v1\nkind: Pod\nmetadata: {name: mine}\n");
        let example = SharedText::from(super::super::examples::EXAMPLES[0].text);
        let state = Rc::new(PageState::new(mine.clone()));
        let loaded = state.reduce(Action::SetText(example.clone())).reduce(Action::Replaced(mine.clone()));
        assert_eq!(loaded.restorable.as_ref(), Some(&mine));
        // Another example over the first: what is kept is still the person's own text.
        let second = SharedText::from(super::super::examples::EXAMPLES[1].text);
        let again = loaded.clone().reduce(Action::SetText(second.clone())).reduce(Action::Replaced(example.clone()));
        assert_eq!(again.restorable.as_ref(), Some(&mine));
        let restored = again.reduce(Action::Restore);
        assert_eq!((restored.text.clone(), restored.restorable.clone()), (mine.clone(), None));
        // Something pasted after the example is kept when the older text comes back: a swap.
        let pasted = SharedText::from("kind: Pod\nmetadata: {name: pasted}\n");
        let swapped = loaded.clone().reduce(Action::SetText(pasted.clone())).reduce(Action::Restore);
        assert_eq!((swapped.text.clone(), swapped.restorable.clone()), (mine.clone(), Some(pasted.clone())));
        // Loaded twice, the first one edited in between: the person's own text stays kept.
        let edited = loaded.clone().reduce(Action::SetText(SharedText::from(format!("{}# edited\n", &*example))));
        let twice = edited.reduce(Action::SetText(second.clone())).reduce(Action::Replaced(SharedText::from(format!("{}# edited\n", &*example))));
        assert_eq!(twice.restorable.as_ref(), Some(&mine));
        // Dismissed: a message goes first, then the offer.
        let noted = loaded.clone().reduce(Action::Notice(Some("Link copied".to_owned())));
        let once = noted.reduce(Action::Notice(None));
        assert_eq!((once.notice.clone(), once.restorable.clone()), (None, Some(mine.clone())));
        assert_eq!(once.clone().reduce(Action::Notice(None)).restorable, None);
        // A message that passes (or Escape) never takes the offer with it.
        let passing = once.reduce(Action::Passing("Copied".to_owned()));
        assert!(passing.notice_fades);
        let gone = passing.reduce(Action::MessageGone).reduce(Action::MessageGone);
        assert_eq!((gone.notice.clone(), gone.restorable.clone()), (None, Some(mine.clone())));
        assert!(!gone.reduce(Action::Notice(Some("Not copied yet".to_owned()))).notice_fades);
        // An empty page had nothing of its own to lose.
        let empty = Rc::new(PageState::new(SharedText::from(""))).reduce(Action::SetText(mine.clone())).reduce(Action::Replaced(SharedText::from("")));
        assert_eq!(empty.restorable, None);
    }

    #[test]
    fn a_shared_text_is_shared_not_copied_and_compares_by_content() {
        let pasted = SharedText::from("kind: Pod\n".repeat(100_000));
        let state = PageState::new(pasted.clone());
        // Every change of state keeps the same text, not a copy of it.
        let filtered = Rc::new(state).reduce(Action::SetFilter(Filter::Problems));
        assert!(std::ptr::eq(&*filtered.text, &*pasted));
        assert_eq!(filtered.text, pasted);
        // Equal words are equal texts; other words are not.
        assert_eq!(SharedText::from("kind: Pod\n".repeat(100_000)), pasted);
        assert_ne!(SharedText::from("kind: Job\n"), SharedText::from("kind: Pod\n"));
        assert_eq!(&*SharedText::default(), "");
        assert_eq!(AttrValue::from(SharedText::from("a")), AttrValue::from("a"));
    }

    #[test]
    fn a_paste_replaces_the_selection_counted_like_the_browser() {
        assert_eq!(replace_utf16_range("", 0, 0, "new"), "new");
        assert_eq!(replace_utf16_range("a😀b|c", 3, 4, "X"), "a😀X|c");
        assert_eq!(replace_utf16_range("keep", 0, 99, "all"), "all");
        assert_eq!(replace_utf16_range("ab", 2, 2, "c"), "abc");
    }

    #[test]
    fn line_ranges_count_like_the_browser() {
        let text = "ab\ncé😀d\nlast";
        assert_eq!(line_range_utf16(text, 1), (0, 2));
        assert_eq!(line_range_utf16(text, 2), (3, 8));
        assert_eq!(line_range_utf16(text, 3), (9, 13));
        assert_eq!(line_range_utf16(text, 9), (14, 14));
    }

    #[test]
    fn the_example_is_a_tree_from_the_deployment_down() {
        let report = crate::explain(crate::app::CRASHLOOP_EXAMPLE, None);
        let tree = tree(&report);
        assert_eq!(tree.roots, vec![0]);
        assert_eq!(tree.children[0], vec![1]);
        assert_eq!(tree.children[1], vec![2]);
        assert!(has_problem(&report, &tree, 0));
    }

    #[test]
    fn a_drawing_step_counts_the_cards_an_entry_opens_to() {
        // Ten copies of the example: each root (a failing rollout) opens to 3 cards.
        let ten: Vec<String> = (0..10).map(|n| crate::app::CRASHLOOP_EXAMPLE.replace("name: web", &format!("name: web{n}"))).collect();
        let report = crate::explain(&ten.join("\n---\n"), None);
        let tree = tree(&report);
        assert_eq!(tree.roots.len(), 10);
        assert_eq!(cards_drawn(&report, &tree, tree.roots[0]), 3);
        // 25 cards: 9 rollouts of 3 (27 cards) in a step, not 25 rollouts.
        assert_eq!(step_end(&report, &tree, &tree.roots, 0, true), 9);
        assert_eq!(step_end(&report, &tree, &tree.roots, 9, true), 10);
        // A page counts cards too: 200 cards hold the 10 rollouts, 20 cards 7 of them.
        assert_eq!(page_end(&report, &tree, &tree.roots, PAGE_SIZE, true), 10);
        assert_eq!(page_end(&report, &tree, &tree.roots, 20, true), 7);
        assert_eq!(page_end(&report, &tree, &tree.roots, 20, false), 10);
        // A flat list is one card per entry; a step always moves on.
        assert_eq!(step_end(&report, &tree, &tree.roots, 0, false), DRAW_STEP);
        assert_eq!(step_end(&report, &tree, &[], 4, true), 5);
    }

    #[test]
    fn the_way_to_a_card_past_the_page_draws_as_far_as_its_entry() {
        // 90 copies of the example: each root (a failing rollout) opens to 3 cards, 270 in all.
        let copies: Vec<String> = (0..90).map(|n| crate::app::CRASHLOOP_EXAMPLE.replace("name: web", &format!("name: web{n}"))).collect();
        let report = crate::explain(&copies.join("\n---\n"), None);
        let tree = tree(&report);
        assert_eq!(tree.roots.len(), 90);
        // The first page holds 67 rollouts (201 cards); the 80th (cards 238–240) needs two pages.
        assert_eq!(page_end(&report, &tree, &tree.roots, PAGE_SIZE, true), 67);
        assert_eq!(limit_to_reach(&report, &tree, &tree.roots, 66, true), PAGE_SIZE);
        assert_eq!(limit_to_reach(&report, &tree, &tree.roots, 67, true), 2 * PAGE_SIZE);
        let limit = limit_to_reach(&report, &tree, &tree.roots, 79, true);
        assert!(page_end(&report, &tree, &tree.roots, limit, true) > 79);
        // A flat list (filtered): one card an entry.
        let flat: Vec<usize> = (0..report.resources.len()).collect();
        assert_eq!(limit_to_reach(&report, &tree, &flat, 199, false), PAGE_SIZE);
        assert_eq!(limit_to_reach(&report, &tree, &flat, 200, false), 2 * PAGE_SIZE);
        assert_eq!(page_end(&report, &tree, &flat, 2 * PAGE_SIZE, false), 270);
        // Asked for, the page grows to it; never shrinks.
        let state = Rc::new(PageState::new(SharedText::from("")));
        assert_eq!(state.clone().reduce(Action::ShowAtLeast(400)).limit, 400);
        assert_eq!(state.reduce(Action::ShowMore).reduce(Action::ShowMore).reduce(Action::ShowAtLeast(400)).limit, 600);
    }

    #[test]
    fn a_card_hidden_in_a_folded_branch_or_by_the_filter_says_what_hides_it() {
        let report = crate::explain(crate::app::CRASHLOOP_EXAMPLE, None);
        let tree = tree(&report);
        // The pod is under its ReplicaSet, under the Deployment.
        assert_eq!(owners_above(&tree, 2), vec![1, 0]);
        assert_eq!(owners_above(&tree, 0), Vec::<usize>::new());
        assert_eq!(what_hides(Filter::All, " "), None);
        assert_eq!(what_hides(Filter::Only(Verdict::Ready), "").as_deref(), Some("the filter “Ready”"));
        assert_eq!(what_hides(Filter::Problems, " zzz ").as_deref(), Some("the filter “Problems” and the search “zzz”"));
        assert_eq!(what_hides(Filter::All, "zzz").as_deref(), Some("the search “zzz”"));
    }

    #[test]
    fn filter_and_search() {
        let report = crate::explain(crate::app::CRASHLOOP_EXAMPLE, None);
        assert_eq!(visible(&report, Filter::All, "").len(), 3);
        let problems = report.resources.iter().filter(|r| r.verdict.is_problem()).count();
        assert!(problems >= 2);
        assert_eq!(visible(&report, Filter::Problems, "").len(), problems);
        let kinds = |positions: Vec<usize>| -> Vec<(String, Verdict)> {
            positions.into_iter().map(|i| (report.resources[i].kind.clone(), report.resources[i].verdict)).collect()
        };
        assert!(kinds(visible(&report, Filter::Only(Verdict::Failed), "")).iter().all(|(_, v)| *v == Verdict::Failed));
        assert!(kinds(visible(&report, Filter::All, "crashloopbackoff")).iter().any(|(k, _)| k == "Pod"));
        assert!(visible(&report, Filter::All, "no-such-thing").is_empty());
        assert!(kinds(visible(&report, Filter::All, "replicaset web")).iter().any(|(k, _)| k == "ReplicaSet"));
        assert_eq!(visible(&report, Filter::Only(Verdict::Degraded), "deployment").len(), 1);
        // Conditions' reasons and messages are searched too.
        assert!(kinds(visible(&report, Filter::All, "containersnotready")).iter().any(|(k, _)| k == "Pod"));
        // And root causes: the memory limit is named there.
        assert!(kinds(visible(&report, Filter::All, "128mi")).iter().any(|(k, _)| k == "Pod"));
        assert_eq!(visible(&report, Filter::All, "CrashLoopBackOff  POD"), visible(&report, Filter::All, "crashloopbackoff pod"));
        // Problems first in a filtered list too: the Degraded Deployment is pasted first.
        let problems = kinds(visible(&report, Filter::Problems, ""));
        assert_eq!(problems.first().map(|(_, verdict)| *verdict), Some(Verdict::Failed), "{problems:?}");
        assert_eq!(problems.last().map(|(_, verdict)| *verdict), Some(Verdict::Degraded), "{problems:?}");
    }

    #[test]
    fn search_folds_the_case_of_ascii_letters_only() {
        let words = search_words("  Web  ÉTÉ ");
        assert_eq!(words, ["web", "ÉtÉ"]);
        assert!(has_all_words(["WEB-1", "ÉTÉ"].into_iter(), &words));
        assert!(has_all_words(["ÉTÉ web-1"].into_iter(), &words));
        assert!(!has_all_words(["web-1 été"].into_iter(), &words));
    }
}
