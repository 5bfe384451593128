//! Filter by verdict, search, and copy the explanation as Markdown.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::state::Filter;
use crate::report::{Totals, Verdict};

/// Properties of [`Toolbar`].
#[derive(Properties, PartialEq, Clone)]
pub struct ToolbarProps {
    /// Counts per verdict, for the filter buttons.
    pub totals: Totals,
    /// How many resources have each verdict ([`super::state::verdict_counts`]).
    pub counts: Vec<(Verdict, usize)>,
    /// The active filter.
    pub filter: Filter,
    /// The search words.
    pub query: AttrValue,
    /// How many resources are shown after filtering.
    pub shown: usize,
    /// A new filter was chosen.
    pub on_filter: Callback<Filter>,
    /// The search words changed.
    pub on_query: Callback<String>,
    /// "Copy as Markdown" was pressed.
    pub on_copy: Callback<()>,
    /// "Copy link" was pressed.
    pub on_share: Callback<()>,
}

/// How long the search words and the count must stay the same before a screen reader is told
/// the count, in milliseconds: once per pause, not at every letter typed.
const QUIET_BEFORE_COUNT_MS: u32 = 1_200;

/// The row above the resources.
#[component]
pub fn Toolbar(props: &ToolbarProps) -> Html {
    let t = &props.totals;
    let count = if props.shown < t.resources { format!("showing {} of {}", props.shown, t.resources) } else { String::new() };
    // Shown at once; said once the search words (each letter typed) and the count have stood
    // for a moment.
    let typed = props.query.bytes().fold(props.query.len() as u64, |hash, byte| hash.wrapping_mul(31).wrapping_add(u64::from(byte)));
    let said = super::use_said_after_quiet(count.clone(), typed, true, QUIET_BEFORE_COUNT_MS);
    // One word per verdict, the cards' own.
    let choices: Vec<(Filter, usize)> = [(Filter::All, t.resources), (Filter::Problems, t.failed + t.degraded)]
        .into_iter()
        .chain(props.counts.iter().map(|&(verdict, count)| (Filter::Only(verdict), count)))
        .filter(|&(filter, count)| filter.offered(count, props.filter == filter))
        .collect();
    let oninput = {
        let on_query = props.on_query.clone();
        Callback::from(move |event: InputEvent| {
            let input: HtmlInputElement = event.target_unchecked_into();
            on_query.emit(input.value());
        })
    };
    let onclick_copy = {
        let on_copy = props.on_copy.clone();
        Callback::from(move |_: MouseEvent| on_copy.emit(()))
    };
    let onclick_share = {
        let on_share = props.on_share.clone();
        Callback::from(move |_: MouseEvent| on_share.emit(()))
    };
    html! {
        <div class="toolbar">
            <div class="filters" role="group" aria-label="Show">
                { for choices.into_iter().map(|(filter, count)| {
                    let label = format!("{} {count}", filter.name());
                    let on_filter = props.on_filter.clone();
                    let pressed = props.filter == filter;
                    // Nothing to show: not a choice (unless it is the one chosen).
                    let empty = count == 0 && !pressed;
                    html! {
                        <button type="button" class="chip" aria-pressed={pressed.to_string()} disabled={empty}
                            onclick={Callback::from(move |_: MouseEvent| on_filter.emit(filter))}>{ label }</button>
                    }
                }) }
            </div>
            <input id="search" type="search" placeholder="Search name, kind, reason…" aria-label="Search resources"
                value={props.query.clone()} {oninput} />
            <button id="copy-markdown" type="button" onclick={onclick_copy}>{ "Copy as Markdown" }</button>
            <button id="copy-link" type="button" onclick={onclick_share}
                title="A link with your paste inside it (after the #, never sent to a server)">{ "Copy link" }</button>
            // For the eye, at once; a screen reader hears the copy below.
            <span class="shown" aria-hidden="true">{ count }</span>
            // Always there (empty when everything is shown), so that screen readers hear the
            // count change with a filter or a search, once the typing pauses.
            <span class="sr-only" aria-live="polite">{ said }</span>
        </div>
    }
}
