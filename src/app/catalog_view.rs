//! The reason catalog inside the page (`#/reasons/<Reason>`, `#/condition-types/<Type>`,
//! `#/reasons`): every entry of the knowledge base, grouped by system, searchable, each with a
//! deep link. Explanations link here.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::command_text::with_commands;
use crate::explain::catalog::{catalog, Item};

/// Properties of [`CatalogView`].
#[derive(Properties, PartialEq, Clone)]
pub struct CatalogViewProps {
    /// The route after `#`: `/reasons`, `/reasons/<Reason>` or `/condition-types/<Type>`.
    pub route: AttrValue,
    /// Where "Back to your explanation" goes: the fragment the explanation had (a share link's
    /// `#input=…` stays in the address), or `#`.
    #[prop_or(AttrValue::Static("#"))]
    pub back: AttrValue,
}

/// The catalog: the entry the route names first, then everything, filtered by the search.
#[component]
pub fn CatalogView(props: &CatalogViewProps) -> Html {
    let catalog = use_memo((), |_| catalog());
    let query = use_state(String::new);
    let oninput = {
        let query = query.clone();
        Callback::from(move |event: InputEvent| {
            let input: HtmlInputElement = event.target_unchecked_into();
            query.set(input.value());
        })
    };
    // Browsers hand the fragment over percent-encoded (`ExitCode%3CN%3E`).
    let route = crate::explain::catalog::html::fragment_decoded(&props.route);
    // `/reasons/<Reason>`: every entry for the word; `/reasons/<system>/<Reason>` (an
    // explanation's link): that system's entry first, the same word elsewhere after it.
    let (named, applies): (Vec<&Item>, Option<String>) = match route.split('/').collect::<Vec<_>>().as_slice() {
        ["", "reasons", name] => (catalog.reasons_named(name), None),
        ["", "condition-types", name] => (catalog.condition_types_named(name), None),
        ["", "reasons", system, name] => (catalog.reasons_named(name), Some(format!("reason/{system}/{name}"))),
        ["", "condition-types", system, name] => (catalog.condition_types_named(name), Some(format!("condition-type/{system}/{name}"))),
        _ => (Vec::new(), None),
    };
    let (first, elsewhere): (Vec<&Item>, Vec<&Item>) = match &applies {
        Some(source) if named.iter().any(|item| &item.source == source) => named.iter().partition(|item| &item.source == source),
        _ => (named.clone(), Vec::new()),
    };
    let system_name = |item: &Item| catalog.system(item.system).map(|system| system.name).unwrap_or(item.system);
    let words = super::state::search_words(&query);
    let matches = |item: &Item| words.is_empty() || super::state::has_all_words([item.name, item.what, &item.next].into_iter(), &words);
    // Escape goes back to the explanation, like its link (once the search box is empty:
    // the first Escape there clears it).
    let onkeydown = {
        let back = props.back.clone();
        Callback::from(move |event: KeyboardEvent| {
            if event.key() != "Escape" {
                return;
            }
            let in_search = event.target_dyn_into::<HtmlInputElement>().is_some_and(|input| !input.value().is_empty());
            if let (false, Some(window)) = (in_search, web_sys::window()) {
                let _ = window.location().set_hash(back.trim_start_matches('#'));
            }
        })
    };
    html! {
        <section class="catalog" aria-label="Reason catalog" tabindex="-1" {onkeydown}>
            <p><a href={props.back.clone()}>{ "← Back to your explanation" }</a>{ " " }<span class="hint">{ "(Esc)" }</span></p>
            <h2>{ "Reason catalog" }</h2>
            // The version, for a report of a wrong explanation: which words the page had.
            <p class="hint">{ format!("Every reason and condition type this page explains. Explanations version: {}", catalog.knowledge_version) }</p>
            if !named.is_empty() {
                <div class="named">
                    { for first.iter().map(|item| html! { <CatalogEntry item={(*item).clone()} system={system_name(item)} anchored={false} /> }) }
                    if !elsewhere.is_empty() {
                        <p class="hint elsewhere">{ format!("{} in other systems, where it means something else:", elsewhere.first().map(|item| item.name).unwrap_or_default()) }</p>
                        { for elsewhere.iter().map(|item| html! { <CatalogEntry item={(*item).clone()} system={system_name(item)} anchored={false} /> }) }
                    }
                </div>
            } else if route.matches('/').count() > 1 {
                // In the catalog's own flow, not the page's fixed notice at the bottom.
                <p class="hint missing">{ format!("Nothing in the catalog is called {}.", route.rsplit('/').next().unwrap_or_default()) }</p>
            }
            <input id="catalog-search" type="search" placeholder="Search reasons…" aria-label="Search the catalog" {oninput} />
            { for catalog.systems.iter().map(|system| {
                let items: Vec<&Item> = system.reasons.iter().chain(system.condition_types.iter()).filter(|item| matches(item)).collect();
                if items.is_empty() {
                    return Html::default();
                }
                html! {
                    <details class="system" open={!words.is_empty()}>
                        <summary>{ format!("{} ({}) — {}", system.name, items.len(), system.covers) }</summary>
                        { for items.into_iter().map(|item| html! { <CatalogEntry item={item.clone()} /> }) }
                    </details>
                }
            }) }
        </section>
    }
}

/// Properties of [`CatalogEntry`].
#[derive(Properties, PartialEq, Clone)]
pub struct CatalogEntryProps {
    /// The entry.
    pub item: Item,
    /// The name of its system, shown with it when entries of several systems are listed
    /// together (`Kubernetes core (v1)`); inside a system's own list, nothing.
    #[prop_or_default]
    pub system: Option<AttrValue>,
    /// Whether it carries its id: the copy pinned at the top does not, so each id is once on
    /// the page.
    #[prop_or(true)]
    pub anchored: bool,
}

/// One entry with its deep link.
#[component]
pub fn CatalogEntry(props: &CatalogEntryProps) -> Html {
    let item = &props.item;
    html! {
        // A reason and a condition type may share a word: the id says which.
        <div class="entry" id={props.anchored.then(|| format!("{}-{}{}", item.system, if item.anchor.starts_with("/condition-types") { "type-" } else { "" }, item.name))}>
            <h3>
                <a href={format!("#{}", item.anchor)}>{ item.name }</a>
                if let Some(system) = &props.system {
                    <span class="system-name">{ format!(" — {system}") }</span>
                }
            </h3>
            <p>{ item.what }</p>
            if !item.next.is_empty() {
                <p><strong>{ "Try: " }</strong>{ with_commands(&item.next) }</p>
            }
        </div>
    }
}
