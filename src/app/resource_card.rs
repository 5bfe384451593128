//! One resource: verdict badge, summary, containers and conditions explained.

use yew::prelude::*;

use super::command_text::with_commands;
use super::Shared;
use crate::report::{Explanation, Report, Verdict};

/// Properties of [`ResourceCard`].
#[derive(Properties, PartialEq, Clone)]
pub struct ResourceCardProps {
    /// The whole report (shared, never copied).
    pub report: Shared<Report>,
    /// Which of its resources this card shows.
    pub index: usize,
    /// Cards of the resources it owns, shown inside it.
    #[prop_or_default]
    pub children: Html,
    /// How deep in the ownership tree it sits (0 at the top): its heading's level follows, so
    /// a screen reader's list of headings shows the tree.
    #[prop_or_default]
    pub depth: usize,
}

/// The page's way to a card, shared with every card and the banner: `go_to` shows a card that
/// the filter, the search or a folded branch hides, then brings it into view ([`go_to_card`]);
/// `reveal` asks the branches above a card to open.
#[derive(Clone, PartialEq, Default)]
pub struct CardGuide {
    /// Leads to the card of a resource (by its place in the report).
    pub go_to: Callback<usize>,
    /// The last request to open the branches above a card.
    pub reveal: super::state::Reveal,
}

/// Leads to a card through the page's [`CardGuide`] when there is one, else straight to it.
pub(super) fn lead_to(guide: Option<&CardGuide>, index: usize) {
    match guide {
        Some(guide) => guide.go_to.emit(index),
        None => go_to_card(index, super::state::PAGE_SIZE),
    }
}

/// Brings a card into view with the focus on its heading (a step of a root-cause chain), once
/// it is drawn: a branch just opened, or the filter just cleared, draws it a task or a few
/// later, and a card far down the list (`cards` drawn before it, about) some steps of
/// drawing later. Tried for about two seconds, and 200 ms more for each step of drawing.
pub(super) fn go_to_card(index: usize, cards: usize) {
    fn attempt(index: usize, tries: usize) {
        if !focus_card(index) && tries > 0 {
            gloo::timers::callback::Timeout::new(20, move || attempt(index, tries - 1)).forget();
        }
    }
    attempt(index, 100 + cards / super::state::DRAW_STEP * 10);
}

/// Focuses a drawn card's heading, scrolled into view; whether it was drawn and shown.
fn focus_card(index: usize) -> bool {
    let heading = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.query_selector(&format!("#card-{index} .name")).ok().flatten())
        .and_then(|heading| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(heading).ok())
        // In a folded branch it is there (for a moment) but not shown.
        .filter(|heading| heading.get_bounding_client_rect().height() > 0.0);
    let Some(heading) = heading else { return false };
    let _ = heading.set_attribute("tabindex", "-1");
    heading.scroll_into_view_with_bool(true);
    let _ = heading.focus();
    true
}

/// `j` and `k` in the explanation (not while typing in a field): the focus moves to the next or
/// previous card's heading on screen, so a long explanation is read card by card rather than
/// through every button and link of each.
pub(super) fn move_between_cards(event: KeyboardEvent) {
    use wasm_bindgen::JsCast;
    let forward = match event.key().as_str() {
        "j" => true,
        "k" => false,
        _ => return,
    };
    if event.ctrl_key() || event.meta_key() || event.alt_key() {
        return;
    }
    let typing = event
        .target()
        .and_then(|target| target.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|element| matches!(element.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT") || element.has_attribute("contenteditable"));
    let Some(document) = web_sys::window().and_then(|window| window.document()) else { return };
    if typing {
        return;
    }
    let Ok(headings) = document.query_selector_all(".explained article.resource .name") else { return };
    // The headings on screen (not those inside a folded branch), in page order.
    let shown: Vec<web_sys::HtmlElement> = (0..headings.length())
        .filter_map(|at| headings.item(at)?.dyn_into::<web_sys::HtmlElement>().ok())
        .filter(|heading| heading.get_bounding_client_rect().height() > 0.0)
        .collect();
    let active = document.active_element();
    let current = active.as_ref().and_then(|active| active.closest("article.resource").ok().flatten());
    let here = current.and_then(|card| shown.iter().position(|heading| heading.closest("article.resource").ok().flatten().as_ref() == Some(&card)));
    let next = match (here, forward) {
        (Some(at), true) => at + 1,
        (Some(at), false) => match at.checked_sub(1) {
            Some(before) => before,
            None => return,
        },
        (None, _) => 0,
    };
    if let Some(heading) = shown.get(next) {
        event.prevent_default();
        let _ = heading.set_attribute("tabindex", "-1");
        heading.scroll_into_view_with_bool(true);
        let _ = heading.focus();
    }
}

/// The badge's icon: the verdict is never shown by colour alone.
fn icon(verdict: Verdict) -> &'static str {
    match verdict {
        Verdict::Failed => "✗",
        Verdict::Degraded => "!",
        Verdict::InProgress => "…",
        Verdict::Ready | Verdict::Succeeded => "✓",
        Verdict::Suspended => "‖",
        Verdict::Terminating => "⌫",
        Verdict::Unknown => "?",
    }
}

/// What a card's badge adds for its notes (conditions worth knowing that are not its problem):
/// ` · 1 more thing to know`, ` · 2 more things to know`, or nothing.
fn more_to_know(notes: usize) -> String {
    match notes {
        0 => String::new(),
        1 => " · 1 more thing to know".to_owned(),
        n => format!(" · {n} more things to know"),
    }
}

/// `h3` for a top-level card (under the page's "Resources"), one level more per level of
/// ownership, `h6` at most.
fn heading_tag(depth: usize) -> &'static str {
    ["h3", "h4", "h5", "h6"].get(depth).copied().unwrap_or("h6")
}

/// A card for one resource.
#[component]
pub fn ResourceCard(props: &ResourceCardProps) -> Html {
    let guide = use_context::<CardGuide>();
    let Some(r) = props.report.0.resources.get(props.index) else { return Html::default() };
    let verdict = r.verdict.as_str();
    let namespace = r.namespace.as_deref().map(|ns| format!("namespace {ns}"));
    // Notes on a resource that is fine (warnings of a ready MTC plan), or beside a failure:
    // counted on its badge, in words a newcomer reads ("1 more thing to know").
    let notes = more_to_know(r.conditions.iter().filter(|c| c.note).count());
    html! {
        <article id={format!("card-{}", props.index)} class={classes!("resource", verdict.to_ascii_lowercase())} data-verdict={verdict}>
            <header>
                // The badge is for the eye; a screen reader hears the verdict in the heading, so
                // moving from heading to heading says what each resource's state is.
                <span class="verdict" aria-hidden="true">{ format!("{} {}{notes}", icon(r.verdict), r.verdict.words()) }</span>
                <@{heading_tag(props.depth)} class="name"><span class="sr-only">{ format!("{}{notes}: ", r.verdict.words()) }</span>{ format!("{} ", r.kind_label()) }<code>{ r.name.clone() }</code></@>
                if let Some(namespace) = namespace { <span class="namespace">{ namespace }</span> }
            </header>
            <p class="summary">{ with_commands(&r.summary) }</p>
            if let Some(cause) = r.root_cause.as_ref().filter(|c| c.chain.len() > 1) {
                // Each resource of the chain below this one is a way to its card.
                <p class="root-cause"><strong>{ "Root cause: " }</strong><code>{ for cause.chain.iter().enumerate().map(|(at, link)| {
                    let arrow = if at == 0 { "" } else { " → " };
                    let note = match (&link.note, link.is_container()) {
                        (Some(note), true) => format!(": {note}"),
                        (Some(note), false) => format!(" ({note})"),
                        (None, _) => String::new(),
                    };
                    if at == 0 || link.is_container() {
                        html! { <>{ format!("{arrow}{}{note}", props.report.0.link_label(props.index, at)) }</> }
                    } else {
                        let (report, index, guide) = (props.report.clone(), props.index, guide.clone());
                        let onclick = Callback::from(move |_: MouseEvent| {
                            if let Some(index) = report.0.chain_step(index, at) {
                                lead_to(guide.as_ref(), index);
                            }
                        });
                        html! { <>{ arrow }<button type="button" class="chain-step" title="Go to its card" {onclick}>{ props.report.0.link_label(props.index, at) }</button>{ note }</> }
                    }
                }) }</code></p>
            }
            if !r.containers.is_empty() {
                // As with conditions: in a resource still in progress, what is not running yet is waited for.
                <ul class={classes!("findings", "containers", (r.verdict == Verdict::InProgress).then_some("waiting"))}>
                    { for r.containers.iter().map(|c| {
                        let state = if c.reason.is_empty() { c.state.clone() } else { format!("{} ({})", c.state, c.reason) };
                        html! {
                            <Finding title={format!("{} {}: {state}", c.kind_word(), c.name)}
                                failing={c.failing} explanation={c.explanation.clone()} />
                        }
                    }) }
                </ul>
            }
            if !r.conditions.is_empty() {
                // What a resource still in progress waits for is marked as waited for, not failed.
                <ul class={classes!("findings", "conditions", (r.verdict == Verdict::InProgress).then_some("waiting"))}>
                    { for r.conditions.iter().map(|c| {
                        let reason = if c.reason.is_empty() { String::new() } else { format!(" · {}", c.reason) };
                        let age = c.age.as_deref().map(|a| format!(" · for {a}")).unwrap_or_default();
                        // Said once, on the condition `report::same_as` picks; the others point there.
                        let same_as = crate::report::same_as(r, c);
                        html! {
                            <Finding title={format!("{} = {}{reason}{age}", c.type_, c.status)}
                                failing={c.failing} note={c.note} explanation={c.explanation.clone()}
                                same_as={same_as.map(|earlier| AttrValue::from(earlier.type_.clone()))} />
                        }
                    }) }
                </ul>
            }
            if !r.events.is_empty() {
                <details class="events" open={r.events.iter().any(|e| e.type_ == "Warning") && r.verdict.is_problem()}>
                    <summary>{ format!("Events ({})", r.events.len()) }</summary>
                    <ol class="findings">
                        { for r.events.iter().map(|e| {
                            let count = if e.count > 1 { format!(" ×{}", e.count) } else { String::new() };
                            let age = e.age.as_deref().map(|a| format!(" · {a} ago")).unwrap_or_default();
                            let container = e.container.as_deref().map(|c| format!(" · container {c}")).unwrap_or_default();
                            html! {
                                <Finding title={format!("{} {}{count}{age}{container}: {}", e.type_, e.reason, r.event_message(e))}
                                    failing={e.type_ == "Warning"} explanation={e.explanation.clone()} />
                            }
                        }) }
                    </ol>
                </details>
            }
            if r.related.iter().any(|rel| rel.relation != "owner" && rel.relation != "owns") {
                <p class="related">
                    { for r.related.iter().filter(|rel| rel.relation != "owner" && rel.relation != "owns").map(|rel| html! {
                        <span class="relation">{ format!("{} {} {} ({})", rel.relation, rel.kind, rel.name, rel.verdict.words()) }</span>
                    }) }
                </p>
            }
            { props.children.clone() }
        </article>
    }
}

/// Properties of [`Finding`].
#[derive(Properties, PartialEq, Clone)]
pub struct FindingProps {
    /// The condition or container line, e.g. `Ready = False · ContainersNotReady`.
    pub title: AttrValue,
    /// Whether it is part of the problem: then its explanation is open.
    pub failing: bool,
    /// Whether it is a note worth reading on a resource that is fine: open too, marked as a note.
    #[prop_or_default]
    pub note: bool,
    /// What / why / next.
    pub explanation: Explanation,
    /// Another condition of the card with the same reason and message, explained in full there:
    /// then this one's explanation is folded, with a line that says so.
    #[prop_or_default]
    pub same_as: Option<AttrValue>,
}

/// One condition or container: failing ones show their explanation, the others fold it away.
#[component]
pub fn Finding(props: &FindingProps) -> Html {
    let explanation = html! { <ExplanationBlock explanation={props.explanation.clone()} /> };
    if let (true, Some(earlier)) = (props.failing, &props.same_as) {
        html! {
            <li class="finding failing">
                <p class="finding-title">{ props.title.clone() }</p>
                <details class="same-as">
                    <summary>{ format!("Same reason and message as {earlier}, explained there.") }</summary>
                    { explanation }
                </details>
            </li>
        }
    } else if props.failing {
        html! {
            <li class="finding failing">
                <p class="finding-title">{ props.title.clone() }</p>
                { explanation }
            </li>
        }
    } else {
        html! {
            <li class={classes!("finding", props.note.then_some("note"))}>
                <details open={props.note}>
                    // A note is marked by its "i" for the eye; in words for a screen reader.
                    <summary class="finding-title">{ if props.note { html! { <span class="sr-only">{ "Worth knowing: " }</span> } } else { html! {} } }{ props.title.clone() }</summary>
                    { explanation }
                </details>
            </li>
        }
    }
}

/// Properties of [`ExplanationBlock`].
#[derive(Properties, PartialEq, Clone)]
pub struct ExplanationBlockProps {
    /// What / why / next.
    pub explanation: Explanation,
}

/// What it means, why here, what next.
#[component]
pub fn ExplanationBlock(props: &ExplanationBlockProps) -> Html {
    let e = &props.explanation;
    // `reason/<system>/<Reason>` → `#/reasons/<system>/<Reason>` in the page's catalog: the
    // entry that explained it, before other systems' entries for the same word.
    let about = match e.source.split('/').collect::<Vec<_>>().as_slice() {
        ["reason", system, name] => Some((format!("#/reasons/{system}/{name}"), (*name).to_owned())),
        ["condition-type", system, name] => Some((format!("#/condition-types/{system}/{name}"), (*name).to_owned())),
        _ => None,
    };
    html! {
        <dl class="explain">
            <dt>{ "What" }</dt>
            <dd>
                { with_commands(&e.what) }
                if let Some((href, name)) = about {
                    { " " }<a class="about" {href} title="This entry in the reason catalog">{ format!("About {name}") }</a>
                }
            </dd>
            <dt>{ "Why" }</dt><dd>{ with_commands(&e.why) }</dd>
            if !e.next.is_empty() {
                <dt>{ "Next" }</dt><dd>{ with_commands(&e.next) }</dd>
            }
        </dl>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_banner_leads_to_the_card_of_the_cause() {
        let text = include_str!("../../www/examples/heat-stack-failure.json");
        let report = crate::explain(text, crate::Timestamp::parse("2025-03-04T10:30:00Z"));
        let card = report.root_cause_resource().and_then(|at| report.resources.get(at)).map(|r| format!("{} {}", r.kind, r.name));
        assert_eq!(card.as_deref(), Some("StackResource server"));
        assert_eq!(Report::default().root_cause_resource(), None);
    }

    #[test]
    fn a_chain_step_leads_to_the_object_it_names_when_two_share_kind_and_name() {
        let text = include_str!("../../tests/inputs/knative-route-certificate-challenge-failing.yaml");
        let report = crate::explain(text, crate::Timestamp::parse("2025-03-04T10:30:00Z"));
        let route = report.resources.iter().position(|r| r.kind == "Route").unwrap_or(usize::MAX);
        let group = |at: Option<usize>| at.and_then(|at| report.resources.get(at)).map(|r| r.api_version.split('/').next().unwrap_or_default().to_owned());
        // Route → Knative's Certificate → cert-manager's Certificate → Challenge.
        assert_eq!(group(report.chain_step(route, 1)).as_deref(), Some("networking.internal.knative.dev"));
        assert_eq!(group(report.chain_step(route, 2)).as_deref(), Some("cert-manager.io"));
        assert_eq!(report.chain_step(route, 3).map(|at| report.resources[at].kind.as_str()), Some("Challenge"));
        assert_eq!(report.chain_step(route, 9), None);
    }
}
