//! The paste-and-explain page (Yew). A thin shell: it calls [`crate::explain()`] and renders the
//! [`crate::Report`]; it holds no status logic of its own.

pub mod background;
mod catalog_view;
mod command_text;
mod diagnostics;
mod editor;
pub mod examples;
mod large_text;
mod resource_card;
mod resource_tree;
pub mod share_link;
pub mod state;
mod toolbar;
mod totals_banner;

use std::rc::Rc;

use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

use crate::Report;

pub use catalog_view::CatalogView;
pub use diagnostics::DiagnosticList;
pub use editor::Editor;
pub use resource_card::ResourceCard;
pub use resource_tree::ResourceNode;
use state::{Action, PageState, SharedText};
pub use toolbar::Toolbar;
pub use totals_banner::TotalsBanner;

/// The example "Load example" loads: a rollout whose new pods crash while the old version serves.
pub const CRASHLOOP_EXAMPLE: &str = include_str!("../../www/examples/crashloop-deployment.yaml");

/// Shared data passed to components: equal when it is the same allocation, so a large report
/// is never compared or copied field by field.
#[derive(Debug)]
pub struct Shared<T>(pub Rc<T>);

impl<T> Clone for Shared<T> {
    fn clone(&self) -> Self {
        Shared(self.0.clone())
    }
}

impl<T> PartialEq for Shared<T> {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// Properties of the page (and of each embedded mount).
#[derive(Properties, PartialEq, Clone, Default)]
pub struct AppProps {
    /// The text to explain; a new value replaces what is shown.
    #[prop_or_default]
    pub text: AttrValue,
    /// `light`, `dark`, or empty to follow the browser (prefers-color-scheme).
    #[prop_or_default]
    pub theme: AttrValue,
    /// Compact: only the explanation, no input area or masthead (for consoles' side panels).
    #[prop_or_default]
    pub compact: bool,
    /// The route to start on (`/reasons/CrashLoopBackOff`); the page follows `#/…` after that.
    #[prop_or_default]
    pub route: AttrValue,
    /// Whether the document's title says the verdict (`✗ 2 failed · status-explainer`): the
    /// page's own tab, not a console that embeds it.
    #[prop_or_default]
    pub sets_title: bool,
    /// Whether the text is kept in the tab's session storage, so that a reload (or a tab
    /// restored) shows it again: the page's own tab, not a console that embeds it. The browser
    /// drops it when the tab closes; it never leaves the machine.
    #[prop_or_default]
    pub remembers_text: bool,
}

/// The whole page: the input on one side, the explanation on the other.
#[component]
pub fn App(props: &AppProps) -> Html {
    let state = use_reducer(|| PageState::new(SharedText::from(props.text.clone())));
    // A host that embeds the page may hand over new text at any time (compared by place
    // first on every render, like all of the page's copies of the text).
    {
        let dispatcher = state.dispatcher();
        use_effect_with(SharedText::from(props.text.clone()), move |text| dispatcher.dispatch(Action::SetText(text.clone())));
    }
    {
        let remembers = props.remembers_text;
        use_effect_with(state.text.clone(), move |text| {
            if remembers {
                remember_text(text);
            }
        });
    }
    // The examples are explained as of their capture, anything else against the clock. A
    // large paste is explained in a worker (`background`) so the page stays usable meanwhile;
    // everything smaller, and everything where no worker can run, here and now.
    let finished = use_state(|| None::<(u64, Rc<Report>)>);
    use_effect_with((), |_| background::prepare());
    // The worker starts as soon as the text is known, so it explains while the browser is still
    // laying out a large paste (that alone takes seconds for megabytes of text).
    let job = use_memo(state.text.clone(), {
        let finished = finished.clone();
        move |text| Job::new(text, finished)
    });
    let nothing_yet = use_memo((), |_| Report::default());
    let fresh: Option<Rc<Report>> = match (&job.report, &*finished) {
        (Some(report), _) => Some(report.clone()),
        (None, Some((id, report))) if *id == job.id => Some(report.clone()),
        _ => None,
    };
    // While typing, nothing on the page jumps: an edit of the text explained last keeps that
    // explanation while the edited text is explained in the background, or while a line half
    // typed breaks its document (which would drop out, and every card below it move up).
    let shown_before = use_mut_ref(|| None::<(SharedText, Rc<Report>)>);
    // Counts new texts (not edits): what was opened or folded by hand belongs to one.
    let lineage = use_mut_ref(|| 0_u64);
    let edited = *use_memo(state.text.clone(), {
        let shown_before = shown_before.clone();
        move |text| !take_new_text() && shown_before.borrow().as_ref().is_some_and(|(before, _)| state::is_edit_of(before, text))
    });
    let kept_report = shown_before.borrow().as_ref().map(|(_, report)| report.clone());
    let kept = state::kept_explanation(edited, kept_report.as_deref(), fresh.as_deref());
    let (report, working): (Rc<Report>, bool) = match (kept_report.filter(|_| kept.is_some()), &fresh) {
        (Some(report), _) => (report, false),
        (None, Some(fresh)) => {
            let mut shown_before = shown_before.borrow_mut();
            if !edited && !shown_before.as_ref().is_some_and(|(_, shown)| Rc::ptr_eq(shown, fresh)) {
                let mut lineage = lineage.borrow_mut();
                *lineage = lineage.wrapping_add(1);
            }
            *shown_before = Some((state.text.clone(), fresh.clone()));
            (fresh.clone(), false)
        }
        (None, None) => (nothing_yet.clone(), true),
    };
    let lineage = *lineage.borrow();
    // The input's problems are the edited text's, with lines where they are now.
    let diagnostics = match (kept, &fresh) {
        (Some(state::Kept::WhileBroken), Some(fresh)) => fresh.diagnostics.clone(),
        _ => report.diagnostics.clone(),
    };
    let tree = use_memo(Shared(report.clone()), |report| state::tree(&report.0));
    // The tab says the verdict, so a page left open in the background shows it at a glance.
    use_effect_with((props.sets_title, report.totals.clone()), |(sets_title, totals)| {
        if let (true, Some(document)) = (*sets_title, web_sys::window().and_then(|window| window.document())) {
            document.set_title(&tab_title(totals));
        }
    });
    let cause_card = use_memo(Shared(report.clone()), |report| {
        let report = &report.0;
        report.root_cause_resource().and_then(|at| report.resources.get(at).map(|r| (at, AttrValue::from(crate::model::resource::kind_and_name(&r.kind_label(), &r.name)))))
    });
    // Once per report, not on every drawing step or keystroke.
    let counts = use_memo(Shared(report.clone()), |report| state::verdict_counts(&report.0));
    let others = use_memo(Shared(report.clone()), |report| report.0.also_failing_words());
    let area = use_node_ref();
    let route = use_state(|| props.route.to_string());
    // Where the explanation was scrolled to when a catalog link left it, and the link: back
    // there, with the focus on that link, on return.
    let left_at = use_mut_ref(|| None::<(f64, Option<web_sys::Element>)>);
    // The fragment the explanation was shown at (a share link's `#input=…`): the catalog's way
    // back goes there, so the address still holds the paste.
    // (Read in the browser only, once the page runs: rendered on a server, there is no address.)
    let explanation_at = use_mut_ref(String::new);
    // Follow `#/reasons/…` links (the catalog); anything else shows the explanation.
    {
        let route = route.clone();
        let left_at = left_at.clone();
        let explanation_at = explanation_at.clone();
        use_effect_with((), move |_| {
            let listener = web_sys::window().map(|window| {
                let hash = window.location().hash().unwrap_or_default();
                if catalog_route(&hash).is_none() {
                    *explanation_at.borrow_mut() = hash;
                }
                let target = window.clone();
                gloo::events::EventListener::new(&target, "hashchange", move |_| {
                    let hash = window.location().hash().unwrap_or_default();
                    let next = catalog_route(&hash).unwrap_or_default().to_owned();
                    if !next.is_empty() {
                        let mut left_at = left_at.borrow_mut();
                        if left_at.is_none() {
                            let link = window.document().and_then(|document| document.active_element());
                            *left_at = window.scroll_y().ok().map(|y| (y, link));
                        }
                    } else {
                        *explanation_at.borrow_mut() = hash;
                    }
                    route.set(next);
                })
            });
            move || drop(listener)
        });
    }
    // Into the catalog: it starts at its top (from far down the explanation, or below the
    // paste area on a narrow screen), with the focus on it. Back: the explanation, kept as it
    // was while hidden, at the same place, with the focus on the link that was followed.
    let returning = left_at.clone();
    use_effect_with((*route).clone(), move |route| {
        use wasm_bindgen::JsCast;
        let Some(window) = web_sys::window() else { return };
        if !route.is_empty() {
            let catalog = window.document().and_then(|document| document.query_selector("section.catalog").ok().flatten());
            if let Some(catalog) = catalog {
                catalog.scroll_into_view_with_bool(true);
                if let Ok(catalog) = catalog.dyn_into::<web_sys::HtmlElement>() {
                    let _ = catalog.focus();
                }
            }
        } else if let Some((y, link)) = returning.borrow_mut().take() {
            if let Some(link) = link.and_then(|link| link.dyn_into::<web_sys::HtmlElement>().ok()) {
                let _ = link.focus();
            }
            window.scroll_to_with_x_and_y(0.0, y);
        }
    });

    // An example or files loaded: once explained, the answer is brought into view when it is
    // out of it (below the paste area on a narrow screen).
    // (The count makes the same example loaded again, with the same report, count too.)
    let reveal = use_mut_ref(|| false);
    let loads = use_state(|| 0_u32);
    // Loaded while the catalog shows: back to the explanation, the new one, from its top.
    let on_loaded = {
        let reveal = reveal.clone();
        let loads = loads.clone();
        let left_at = left_at.clone();
        let in_catalog = !route.is_empty();
        // The text before the load (this callback is made with it): kept to restore.
        let before = state.text.clone();
        let dispatcher = state.dispatcher();
        Callback::from(move |()| {
            dispatcher.dispatch(Action::Replaced(before.clone()));
            *reveal.borrow_mut() = true;
            loads.set(loads.wrapping_add(1));
            if in_catalog {
                left_at.borrow_mut().take();
                if let Some(window) = web_sys::window() {
                    let _ = window.location().set_hash("");
                }
            }
        })
    };
    // Pasted into the text area: the answer is brought into view the same way.
    let on_pasted = {
        let reveal = reveal.clone();
        let loads = loads.clone();
        let dispatcher = state.dispatcher();
        Callback::from(move |()| {
            dispatcher.dispatch(Action::Pasted);
            *reveal.borrow_mut() = true;
            loads.set(loads.wrapping_add(1));
        })
    };
    use_effect_with((Shared(report.clone()), working, *loads, route.is_empty()), move |(_, working, _, explaining)| {
        if !*working && *explaining && std::mem::take(&mut *reveal.borrow_mut()) {
            reveal_answer();
        }
    });
    let on_change = {
        let shown = state.text.clone();
        let state = state.dispatcher();
        let explanation_at = explanation_at.clone();
        Callback::from(move |text: SharedText| {
            let changed = text != shown;
            state.dispatch(Action::SetText(text));
            // A share link's paste, changed: the address no longer holds what is shown, and a
            // reload would bring the link's paste back over the new one. It goes, without a
            // new history entry.
            let link = format!("#{}", share_link::KEY);
            if changed && explanation_at.borrow().starts_with(&link) {
                explanation_at.borrow_mut().clear();
                // In the address now (not while the catalog shows: its way back is cleared above).
                let location = web_sys::window().map(|window| (window.location(), window.history()));
                if let Some((location, Ok(history))) = location.filter(|(location, _)| location.hash().is_ok_and(|hash| hash.starts_with(&link))) {
                    let without = format!("{}{}", location.pathname().unwrap_or_default(), location.search().unwrap_or_default());
                    let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&without));
                }
            }
        })
    };
    let on_filter = {
        let state = state.dispatcher();
        Callback::from(move |filter| state.dispatch(Action::SetFilter(filter)))
    };
    let on_query = {
        let state = state.dispatcher();
        Callback::from(move |query| state.dispatch(Action::SetQuery(query)))
    };
    let on_copy = {
        let dispatcher = state.dispatcher();
        let report = report.clone();
        let (filter, query) = (state.filter, state.query.clone());
        Callback::from(move |_| {
            // What the page shows: the filter and the search apply; shown whole, a large paste
            // copies its problems and counts the healthy rest.
            let markdown = if filter == state::Filter::All && query.trim().is_empty() {
                crate::report::markdown::render_for_ticket(&report)
            } else {
                crate::report::markdown::render_shown(&report, &state::visible(&report, filter, &query))
            };
            let notice = match web_sys::window() {
                Some(window) => {
                    let _ = window.navigator().clipboard().write_text(&markdown);
                    let lines = markdown.lines().count();
                    // A ticket or a chat message takes a few screens, not thousands of lines.
                    let long = if lines > LONG_MARKDOWN_LINES { " That is long for a ticket or a chat: a search or a filter copies only what they show." } else { "" };
                    format!("Copied the explanation as Markdown ({lines} lines).{long}")
                }
                None => "Copying needs a browser window.".to_owned(),
            };
            dispatcher.dispatch(Action::Passing(notice));
        })
    };
    // A paste with secret values copies its link only when asked twice: the first press says
    // what the link would carry.
    let link_confirmed_for = use_state(|| None::<SharedText>);
    let on_share = {
        let dispatcher = state.dispatcher();
        let text = state.text.clone();
        let withholds_secrets = report.withholds_secrets();
        // The time the answer on screen counted its ages to (not the clock now: the reader
        // sees what the sender saw).
        let at = report.ages_as_of.as_deref().and_then(crate::Timestamp::parse);
        let confirmed_for = link_confirmed_for.clone();
        Callback::from(move |_| {
            if withholds_secrets && confirmed_for.as_ref() != Some(&text) {
                confirmed_for.set(Some(text.clone()));
                dispatcher.dispatch(Action::Notice(Some(
                    "Not copied yet: this paste holds secret values (see the input problems), and a link carries the whole paste, them included, to anyone who opens it. Press Copy link again to copy it anyway, or remove them from the paste first."
                        .to_owned(),
                )));
                return;
            }
            let notice = match web_sys::window() {
                Some(window) => {
                    let location = window.location();
                    let base = format!(
                        "{}{}{}",
                        location.origin().unwrap_or_default(),
                        location.pathname().unwrap_or_default(),
                        location.search().unwrap_or_default()
                    );
                    let link = format!("{base}#{}", share_link::encode_at(&text, at));
                    let _ = window.navigator().clipboard().write_text(&link);
                    // Chat and mail tools cut long links off: say so when this one is.
                    let long = if link.len() > LONG_LINK_CHARS {
                        " Many chat and mail tools cut links this long off: Copy as Markdown, or the files, travel better."
                    } else {
                        ""
                    };
                    format!(
                        "Link copied ({} characters). It holds everything you pasted{} after the #: browsers never send that part to a server, but anyone with the link can read it.{long}",
                        link.len(),
                        if withholds_secrets { ", the secret values too," } else { "" }
                    )
                }
                None => "Copying needs a browser window.".to_owned(),
            };
            dispatcher.dispatch(Action::Passing(notice));
        })
    };
    let on_restore = {
        let dispatcher = state.dispatcher();
        let area = area.clone();
        Callback::from(move |_: MouseEvent| {
            // The person's own text: counted to the clock, not to the example's time.
            forget_kept_clock();
            dispatcher.dispatch(Action::Restore);
            // The button goes with the notice: the focus goes to the text brought back.
            if let Some(area) = area.cast::<web_sys::HtmlElement>() {
                let _ = area.focus();
            }
        })
    };
    let on_dismiss = {
        let dispatcher = state.dispatcher();
        Callback::from(move |_: MouseEvent| dispatcher.dispatch(Action::Notice(None)))
    };
    // The page's own element: its notice, and the room kept for it.
    let page = use_node_ref();
    // A notice that passes goes after time enough to read it (unless the focus is in it);
    // meanwhile, and for one that stays, what gets the focus is kept clear of it.
    {
        let dispatcher = state.dispatcher();
        let page = page.clone();
        use_effect_with((state.notice.clone(), state.notice_fades), move |(notice, fades)| {
            let words = notice.as_deref().map_or(0, |notice| notice.split_whitespace().count()) as u32;
            let fading = (*fades && words > 0).then(|| {
                gloo::timers::callback::Timeout::new(NOTICE_MS + NOTICE_MS_PER_WORD * words, move || {
                    if !focus_in_notice(page.get()) {
                        dispatcher.dispatch(Action::MessageGone);
                    }
                })
            });
            move || drop(fading)
        });
    }
    {
        let page = page.clone();
        use_effect_with((state.notice.clone(), state.restorable.is_some()), move |_| make_room_for_notice(&page));
    }
    let on_escape = {
        let dispatcher = state.dispatcher();
        let message = state.notice.is_some();
        Callback::from(move |event: KeyboardEvent| {
            if message && event.key() == "Escape" {
                dispatcher.dispatch(Action::MessageGone);
            }
        })
    };
    let on_notice = {
        let dispatcher = state.dispatcher();
        Callback::from(move |notice: String| dispatcher.dispatch(Action::Notice(Some(notice))))
    };
    let jumped = use_state(|| None::<usize>);
    let on_jump = {
        let area = area.clone();
        let text = state.text.clone();
        let jumped = jumped.clone();
        Callback::from(move |line: usize| {
            select_line(&area, &text, line);
            jumped.set(Some(line));
        })
    };

    // "Show more" goes away (or moves down): the focus goes to the first card it showed, not
    // back to the top of the page.
    let focus_card = use_mut_ref(|| None::<usize>);
    let on_more = {
        let focus_card = focus_card.clone();
        let state = state.dispatcher();
        Callback::from(move |_: MouseEvent| {
            // The entries drawn now (in the tree, one entry holds its open branches' cards).
            let drawn = web_sys::window()
                .and_then(|window| window.document())
                .and_then(|document| document.query_selector_all(".cards > *").ok())
                .map_or(0, |entries| entries.length() as usize);
            *focus_card.borrow_mut() = Some(drawn);
            state.dispatch(Action::ShowMore)
        })
    };
    use_effect(move || {
        // Tried once, after the render that shows the new cards: never left to move the focus later.
        let Some(at) = focus_card.borrow_mut().take() else { return };
        let heading = web_sys::window()
            .and_then(|window| window.document())
            .and_then(|document| document.query_selector(&format!(".cards > :nth-child({}) .name", at + 1)).ok().flatten());
        if let Some(heading) = heading.and_then(|heading| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(heading).ok()) {
            let _ = heading.set_attribute("tabindex", "-1");
            let _ = heading.focus();
        }
    });

    // The way to a card from the banner or a root-cause step, also when the card is hidden: a
    // filter or a search that hides it is cleared (the notice says so), and the folded branches
    // above it open; then it gets the focus, as a card in view does.
    let reveal = use_state(state::Reveal::default);
    let reveals = use_mut_ref(|| 0_u64);
    let go_to = {
        let dispatcher = state.dispatcher();
        let set_reveal = reveal.setter();
        use_callback(
            (state.filter, state.query.clone(), Shared(report.clone()), Shared(tree.clone())),
            move |index: usize, (filter, query, report, tree)| {
                let (report, tree) = (&report.0, &tree.0);
                let hidden_by = state::what_hides(*filter, query).filter(|_| !state::visible(report, *filter, query).contains(&index));
                if let Some(hidden_by) = &hidden_by {
                    let name = report.resources.get(index).map(|r| crate::model::resource::kind_and_name(&r.kind, &r.name)).unwrap_or_default();
                    dispatcher.dispatch(Action::SetFilter(state::Filter::All));
                    dispatcher.dispatch(Action::SetQuery(String::new()));
                    dispatcher.dispatch(Action::Passing(format!("{name} was hidden by {hidden_by}: all resources are shown again.")));
                }
                // In the tree (shown, or about to be): the branches above it open.
                let in_tree = hidden_by.is_some() || state::what_hides(*filter, query).is_none();
                let owners = state::owners_above(tree, index);
                // Past the cards drawn (a page is 200): the page grows to its entry, drawn a
                // step at a time as "Show more" draws, and the card gets the focus once drawn.
                let (entries, entry) = if in_tree {
                    (tree.roots.clone(), owners.last().copied().unwrap_or(index))
                } else {
                    (state::visible(report, *filter, query), index)
                };
                let limit = entries.iter().position(|&at| at == entry).map(|at| state::limit_to_reach(report, tree, &entries, at, in_tree));
                if let Some(limit) = limit {
                    dispatcher.dispatch(Action::ShowAtLeast(limit));
                }
                if in_tree && !owners.is_empty() {
                    let mut reveals = reveals.borrow_mut();
                    *reveals = reveals.wrapping_add(1);
                    set_reveal.set(state::Reveal { id: *reveals, owners: owners.into() });
                }
                resource_card::go_to_card(index, limit.unwrap_or(state::PAGE_SIZE));
            },
        )
    };
    let guide = resource_card::CardGuide { go_to, reveal: (*reveal).clone() };

    // What the page's live region says. That a line does not read yet is said only once the
    // typing has paused for `QUIET_BEFORE_BROKEN_MS` (the problem itself shows at once): typed
    // slowly, a quoted value breaks and mends its document at every pause the editor waits
    // for, and the region would flip between that and the answer each time. Until then it
    // keeps what it said last; anything else is said at once.
    let announced = announcement(&state.text, working, kept, &report, &diagnostics);
    let said = use_said_after_quiet(announced, job.id, kept == Some(state::Kept::WhileBroken), QUIET_BEFORE_BROKEN_MS);

    let shown = state::visible(&report, state.filter, &state.query);
    // All resources: the ownership tree; filtered or searched: a flat list of matches.
    let as_tree = state.filter == state::Filter::All && state.query.trim().is_empty();
    let entries: Vec<usize> = if as_tree { tree.roots.clone() } else { shown.clone() };
    // The page: as many entries as make its cards (an entry opens to its failing branches).
    let page_end = state::page_end(&report, &tree, &entries, state.limit, as_tree);
    let hidden = entries.len().saturating_sub(page_end);
    let more = state::page_end(&report, &tree, &entries, state.limit + state::PAGE_SIZE, as_tree).saturating_sub(page_end);
    // The entries of the page are drawn a step at a time: after a new answer, filter or search,
    // the first step at once, the next ones each in a task of its own, up to the page's limit
    // ("show more" goes on from what is drawn). `drawn_for` remembers for which view it counts.
    let view = (Rc::as_ptr(&report) as usize, state.filter, state.query.clone());
    let first_step = state::step_end(&report, &tree, &entries, 0, as_tree);
    let drawn_for = use_state(|| (view.clone(), first_step));
    // An edit's answer is drawn as far as the answer before it was, at once: stepping up from
    // the first cards again would shorten the page for a moment, and the view of someone
    // reading far down would jump.
    let drawn = if drawn_for.0 == view {
        drawn_for.1
    } else if edited && kept.is_none() && (drawn_for.0).1 == view.1 && (drawn_for.0).2 == view.2 {
        drawn_for.1.max(first_step)
    } else {
        first_step
    };
    {
        let target = page_end;
        let drawn_for = drawn_for.clone();
        let next = state::step_end(&report, &tree, &entries, drawn, as_tree);
        use_effect_with((view, drawn, target, next), move |(view, drawn, target, next)| {
            if drawn_for.0 != *view {
                // The count is this view's from now on: switching back to a view shown before
                // (All, then Problems, then All at once) would otherwise find its old count
                // and draw all of it in one task.
                drawn_for.set((view.clone(), *drawn));
            }
            let (view, next) = (view.clone(), *next);
            let step = (drawn < target).then(|| gloo::timers::callback::Timeout::new(0, move || drawn_for.set((view, next))));
            move || drop(step)
        });
    }
    let theme = match props.theme.as_str() {
        "light" => Some("theme-light"),
        "dark" => Some("theme-dark"),
        _ => None,
    };
    html! {
        // The masthead beside the main content, not in it: a banner landmark of its own.
        <div ref={page} class={classes!("page", theme, props.compact.then_some("compact"))} onkeydown={on_escape}
            onfocusin={Callback::from(|event: FocusEvent| {
                clear_of_notice(&event);
                command_text::select_focused_command(event);
            })} onfocusout={command_text::clear_left_command}>
            if !props.compact {
                // For the keyboard: past the paste area (and its tab stops) to the answer.
                <button type="button" class="skip-link" onclick={Callback::from(|_: MouseEvent| focus_explanation())}>{ "Skip to the explanation (there, j and k move from resource to resource)" }</button>
                <header class="masthead">
                    <h1>{ "status-explainer" }</h1>
                    <p class="privacy">{ "Everything runs in this page: nothing you paste leaves your browser." }</p>
                </header>
            }
            <main class="columns">
                if !props.compact {
                    <Editor text={state.text.clone()} {on_change} area={area.clone()} {on_notice} selected_line={*jumped} {on_loaded} {on_pasted} />
                }
                <section class="explanation" aria-label="Explanation" tabindex="-1" aria-keyshortcuts="j k"
                    onkeydown={Callback::from(resource_card::move_between_cards)}>
                  <ContextProvider<resource_card::CardGuide> context={guide}>
                    if !route.is_empty() {
                        <CatalogView route={AttrValue::from((*route).clone())} back={
                            match explanation_at.borrow().as_str() {
                                "" => AttrValue::Static("#"),
                                at => AttrValue::from(at.to_owned()),
                            }
                        } />
                    }
                    // Hidden, not dropped, while the catalog shows: the way back finds every
                    // card drawn, folded and opened as it was.
                    // Over the page, at the bottom of the window: a notice that comes and goes
                    // moves no card or control.
                    // Its words in a live region there from the start (one inserted with its
                    // text is often not read), the buttons beside it, not read out with it.
                    <div class={classes!("notices", (state.notice.is_some() || state.restorable.is_some()).then_some("notice"))}>
                        <p class="notice-words" role="status">
                            if let Some(notice) = &state.notice {
                                <span>{ notice.clone() }</span>
                            }
                            if state.restorable.is_some() {
                                <span>{ "The text before this one is kept." }</span>
                            }
                        </p>
                        if state.restorable.is_some() {
                            <button type="button" class="restore" onclick={on_restore}>{ "Restore your text" }</button>
                        }
                        if state.notice.is_some() || state.restorable.is_some() {
                            <button type="button" class="dismiss" aria-label="Dismiss this notice" onclick={on_dismiss}>{ "×" }</button>
                        }
                    </div>
                    // One live region, there from the start (one inserted with its text is often
                    // not read), saying briefly how the answer came out.
                    <p class="sr-only" role="status">{ said }</p>
                    // What every focusable command is described by: selected, and how to copy it.
                    { command_text::command_hint() }
                    <div class="explained" hidden={!route.is_empty()}>
                        if state.text.trim().is_empty() {
                            <p class="hint">{ "Paste the output of kubectl get -o yaml (or -o json) into the box, drop files, or load an example. Every resource gets a verdict, the reason, and what to do next." }</p>
                            // A starting point: the workload, what it made, and the events that say why.
                            <p class="hint">{ "To explain a workload with what it made and why: " }<code class="command">{ "kubectl get deploy,rs,pods,events -n <namespace> -o yaml" }</code>{ " (events help: they say what the status leaves out)." }</p>
                            <p class="hint"><a href="#/reasons">{ "Browse every reason this page knows" }</a></p>
                        } else if working {
                            <p class="hint working">{ format!(
                                "Explaining {} in the background; the page stays usable meanwhile.",
                                crate::read::size_of(state.text.len())
                            ) }</p>
                        } else if report.resources.is_empty() {
                            // Nothing to count, filter or copy: say so, and what stopped it.
                            <h2 class="sr-only">{ "Summary" }</h2>
                            <div class="banner">
                                <p class="totals"><strong>{ state::nothing_explained(&report) }</strong></p>
                            </div>
                            <DiagnosticList diagnostics={report.diagnostics.clone()} on_jump={on_jump.clone()} paste={job.id} nothing_explained=true />
                        } else {
                            <h2 class="sr-only">{ "Summary" }</h2>
                            <TotalsBanner totals={report.totals.clone()} counts={(*counts).clone()} root_cause={report.root_cause.clone()}
                                cause_namespace={report.root_cause_namespace().map(|ns| AttrValue::from(ns.to_owned()))}
                                others={(*others).clone()} as_of={report.ages_as_of.as_deref().and_then(totals_banner::time_words)} cause_card={(*cause_card).clone()}
                                stale={kept == Some(state::Kept::WhileBroken)} />
                            <Toolbar totals={report.totals.clone()} counts={(*counts).clone()} filter={state.filter} query={AttrValue::from(state.query.clone())}
                                shown={shown.len()} {on_filter} {on_query} {on_copy} {on_share} />
                            // Below the toolbar: a problem that comes and goes as one types would
                            // otherwise move the filters and the search box up and down.
                            <DiagnosticList {diagnostics} {on_jump} paste={job.id} kept={kept == Some(state::Kept::WhileBroken)} />
                            <h2 class="sr-only">{ "Resources" }</h2>
                            // From before the edit while the text does not read: shown, marked so.
                            <div class={classes!("resources", (kept == Some(state::Kept::WhileBroken)).then_some("stale"))}>
                                if entries.is_empty() && !report.resources.is_empty() {
                                    // (Heard through the toolbar's "showing 0 of N": one announcement, not two.)
                                    <p class="hint nothing-shown">{ state::nothing_shown(state.filter, &state.query) }</p>
                                }
                                // The keyed cards alone in an element of their own: next to the
                                // unkeyed `if`s above and below, Yew would pair them by place, and
                                // each drawing step (which adds cards) would rebuild every card
                                // drawn before it.
                                <div class="cards">
                                    { for entries.iter().take(page_end.min(drawn)).map(|&index| if as_tree {
                                        html! { <ResourceNode key={index} report={Shared(report.clone())} tree={Shared(tree.clone())} {index} {lineage} /> }
                                    } else {
                                        html! { <ResourceCard key={index} report={Shared(report.clone())} {index} /> }
                                    }) }
                                </div>
                                if hidden > 0 {
                                    <button id="show-more" type="button" class="more" onclick={on_more}>
                                        { if more == hidden { format!("Show the other {hidden}") } else { format!("Show {more} more ({hidden} not shown yet)") } }
                                    </button>
                                }
                            </div>
                        }
                    </div>
                  </ContextProvider<resource_card::CardGuide>>
                </section>
            </main>
        </div>
    }
}

/// One text to explain: its report at once, or `None` while a worker explains it.
struct Job {
    /// Tells jobs apart, so a late answer for an older text is never shown.
    id: u64,
    /// The report, when explained here and now.
    report: Option<Rc<Report>>,
}

impl Job {
    /// Explains `text` here and now, or starts a worker on it whose report `finished` receives.
    fn new(text: &SharedText, finished: UseStateHandle<Option<(u64, Rc<Report>)>>) -> Job {
        thread_local! {
            static LAST: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
        }
        let id = LAST.with(|last| {
            last.set(last.get() + 1);
            last.get()
        });
        let now = ages_counted_to(text);
        if text.len() > background::BACKGROUND_BYTES {
            // Should the worker fail, the text is explained here after all, with a word why.
            let kept = text.clone();
            let done = Callback::from(move |result: Result<Report, String>| {
                let report = result.unwrap_or_else(|problem| {
                    let mut report = crate::explain(&kept, now);
                    let note = format!("{problem}; explained on the page itself instead, which kept it busy meanwhile");
                    report.diagnostics.insert(0, crate::read::Diagnostic::warning(None, 1, 1, note));
                    report
                });
                finished.set(Some((id, Rc::new(report))));
            });
            if background::start(text, now, done) {
                return Job { id, report: None };
            }
        } else {
            // A worker still explaining an older, larger text is no longer wanted.
            background::stop();
        }
        Job { id, report: Some(Rc::new(crate::explain(text, now))) }
    }
}

/// The catalog route a URL fragment names (`#/reasons/…`, `#/condition-types/…`), if any; other
/// fragments belong to the host page or to share links.
pub fn catalog_route(fragment: &str) -> Option<&str> {
    let route = fragment.strip_prefix('#').unwrap_or(fragment);
    (route.starts_with("/reasons") || route.starts_with("/condition-types")).then_some(route)
}

/// Scrolls the banner above the explanation to the top of the view when it is below the fold;
/// the focus, when that leaves it off screen (the button pressed, the paste area), goes with
/// the view, to the banner: the next Tab goes on from the answer, not back up to the input.
fn reveal_answer() {
    use wasm_bindgen::JsCast;
    let Some(window) = web_sys::window() else { return };
    let height = window.inner_height().ok().and_then(|height| height.as_f64()).unwrap_or(0.0);
    let document = window.document();
    let banner = document.as_ref().and_then(|document| document.query_selector(".explanation .banner").ok().flatten());
    let Some(banner) = banner.filter(|banner| banner.get_bounding_client_rect().top() > height * 0.75) else { return };
    banner.scroll_into_view_with_bool(true);
    let focused = document.and_then(|document| document.active_element()).map(|active| active.get_bounding_client_rect());
    if focused.is_some_and(|at| at.bottom() <= 0.0 || at.top() >= height) {
        if let Ok(banner) = banner.dyn_into::<web_sys::HtmlElement>() {
            let _ = banner.set_attribute("tabindex", "-1");
            let _ = banner.focus();
        }
    }
}

/// Selects a line of the input and scrolls it into view (in a large text's read-only view, the
/// editor marks it).
fn select_line(area: &NodeRef, text: &str, line: usize) {
    use wasm_bindgen::JsCast;
    // `NodeRef::cast` does not check the element's type: ask the browser.
    let Some(node) = area.get() else { return };
    let area = match node.dyn_into::<HtmlTextAreaElement>() {
        Ok(area) => area,
        Err(node) => {
            if let Ok(view) = node.dyn_into::<web_sys::HtmlElement>() {
                let _ = view.focus();
                let top = (line.saturating_sub(4) as f64 * editor::LINE_PX) as i32;
                view.set_scroll_top(top);
                bring_into_view(&view, f64::from(top.min(view.scroll_top()).max(0)), editor::LINE_PX, line);
            }
            return;
        }
    };
    let (start, end) = state::line_range_utf16(text, line);
    let _ = area.focus();
    let _ = area.set_selection_range(start, end);
    let lines = text.split('\n').count().max(1) as i32;
    let line_height = area.scroll_height() / lines;
    area.set_scroll_top((line as i32 - 3).max(0) * line_height.max(1));
    bring_into_view(&area, f64::from(area.scroll_top()), f64::from(line_height.max(1)), line);
}

/// Scrolls the page, when needed, so that `line` of a scrolled input (scrolled to
/// `scrolled` pixels, `line_height` pixels a line) is on screen: on a narrow screen the input
/// may sit above or below what the page shows.
fn bring_into_view(input: &web_sys::HtmlElement, scrolled: f64, line_height: f64, line: usize) {
    let Some(window) = web_sys::window() else { return };
    let height = window.inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(0.0);
    let top = input.get_bounding_client_rect().top() + (line.saturating_sub(1) as f64) * line_height - scrolled;
    if height > 0.0 && (top < 0.0 || top > height - 2.0 * line_height) {
        window.scroll_by_with_x_and_y(0.0, top - height / 3.0);
    }
}

/// `✗ 2 failed · status-explainer`, `… 1 in progress · status-explainer` (nothing failed yet,
/// but not everything is done: no tick for a rollout still under way), `✓ no problems ·
/// status-explainer`, or the name alone when nothing is explained.
pub fn tab_title(totals: &crate::report::Totals) -> String {
    const NAME: &str = "status-explainer";
    match (totals.resources, totals.failed, totals.degraded) {
        (0, _, _) => format!("{NAME} — what your resources' status means"),
        (_, 0, 0) if totals.in_progress > 0 => format!("… {} in progress · {NAME}", totals.in_progress),
        (_, 0, 0) => format!("✓ no problems · {NAME}"),
        (_, 0, degraded) => format!("! {degraded} degraded · {NAME}"),
        (_, failed, _) => format!("✗ {failed} failed · {NAME}"),
    }
}

/// Moves the focus to the explanation (the skip link).
fn focus_explanation() {
    let section = web_sys::window().and_then(|window| window.document()).and_then(|document| document.query_selector("section.explanation").ok().flatten());
    if let Some(section) = section.and_then(|section| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(section).ok()) {
        let _ = section.focus();
    }
}

/// What the page's live region says: the counts that matter, the root cause (where it is and
/// what, in brief: the chain's last link) and whether part of the paste could not be read —
/// short (no "ages as of"); nothing for an empty page.
fn announcement(text: &str, working: bool, kept: Option<state::Kept>, report: &Report, diagnostics: &[crate::read::Diagnostic]) -> String {
    if text.trim().is_empty() {
        return String::new();
    }
    if working {
        return "Explaining in the background.".to_owned();
    }
    match kept {
        // (Said again only when the answer changes: not at every pause while typing on.)
        Some(state::Kept::WhileExplaining) => return String::new(),
        Some(state::Kept::WhileBroken) => {
            let line = diagnostics.iter().find(|d| d.severity == crate::read::Severity::Error).map_or(0, |d| d.line);
            return format!("Line {line} does not read yet: the explanation shown is the one from before the edit.");
        }
        None => {}
    }
    if report.resources.is_empty() {
        return state::nothing_explained(report);
    }
    // What the answer leaves out, said after it (the list of problems says why).
    let unread = crate::report::unread_words(diagnostics).map(|unread| format!(" {unread}")).unwrap_or_default();
    let t = &report.totals;
    if t.failed + t.degraded == 0 {
        let waiting = if t.in_progress > 0 { format!(" {} in progress.", t.in_progress) } else { String::new() };
        return format!("{}: no problems found.{waiting}{unread}", t.counted());
    }
    // Where the root cause is and what it is in brief, not the whole chain (read again at
    // every pause in typing).
    let cause = report.root_cause.as_ref().and_then(|cause| {
        let at = cause.chain.iter().rposition(|link| !link.is_container())?;
        // Named as the cards name it (`Knative Service hello`) when its report is found.
        let place = match report.resources.iter().position(|r| r.root_cause.as_ref() == Some(cause)) {
            Some(of) => report.link_label(of, at),
            None => cause.chain.get(at)?.label(),
        };
        let last = cause.chain.last()?;
        let what = match (&last.note, last.is_container()) {
            (Some(note), true) => Some(note.as_str()),
            _ => cause.reason.as_deref(),
        };
        Some(match what.map(|what| what.trim().trim_end_matches('.')).filter(|what| !what.is_empty()) {
            Some(what) => format!(" Root cause in {place}: {what}."),
            None => format!(" Root cause in {place}."),
        })
    });
    format!("{}: {} failed, {} degraded, {} in progress.{}{unread}", t.counted(), t.failed, t.degraded, t.in_progress, cause.unwrap_or_default())
}

/// What a live region says: `words` at once, unless `wait`; then `words` once they have stood,
/// for the same `key` (the text explained, the search words), for `quiet_ms` — and until then
/// what it said last, so that nothing is said while someone types.
#[hook]
pub(crate) fn use_said_after_quiet(words: String, key: u64, wait: bool, quiet_ms: u32) -> String {
    // The words that stood long enough, and for which key.
    let stood = use_state(|| None::<(u64, String)>);
    {
        let stood = stood.clone();
        use_effect_with((words.clone(), key, wait), move |(words, key, wait)| {
            let (words, key) = (words.clone(), *key);
            let timer = wait.then(|| gloo::timers::callback::Timeout::new(quiet_ms, move || stood.set(Some((key, words)))));
            move || drop(timer)
        });
    }
    let said_last = use_mut_ref(String::new);
    let said = if !wait || stood.as_ref().is_some_and(|(at, stood)| *at == key && *stood == words) { words } else { said_last.borrow().clone() };
    said_last.borrow_mut().clone_from(&said);
    said
}

/// How long the typing must pause before the live region says that a line does not read yet,
/// in milliseconds (the editor explains after 200 ms).
const QUIET_BEFORE_BROKEN_MS: u32 = 1_000;

/// How long a notice that passes ("Copied …") stays at least, in milliseconds…
const NOTICE_MS: u32 = 5_000;

/// …and how much longer for each of its words, so a long one can be read to its end.
const NOTICE_MS_PER_WORD: u32 = 250;

/// The notice a page (its element, `.page`) shows, if any.
fn shown_notice(page: Option<web_sys::Node>) -> Option<web_sys::Element> {
    wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(page?).ok()?.query_selector(".notices.notice").ok().flatten()
}

/// Whether the focus is on one of the notice's buttons (then it does not go by itself).
fn focus_in_notice(page: Option<web_sys::Node>) -> bool {
    let active = web_sys::window().and_then(|window| window.document()).and_then(|document| document.active_element());
    shown_notice(page).zip(active).is_some_and(|(notice, active)| notice.contains(Some(&active)))
}

/// Room below the page's end as tall as the notice (or none without one), so that what is
/// last on the page can still scroll out from under it ([`clear_of_notice`]). On the page's
/// own element only: a console that embeds it keeps its document's styles.
fn make_room_for_notice(page: &NodeRef) {
    let room = shown_notice(page.get()).map_or(0.0, |notice| notice.get_bounding_client_rect().height() + 24.0);
    if let Some(page) = page.cast::<web_sys::HtmlElement>() {
        let _ = page.style().set_property("--notice-room", &format!("{}px", room.round() as u32));
    }
}

/// Scrolls the page so that what just got the focus is not under the notice at the bottom of
/// the window (the browser brings it into view, not out from under the notice).
fn clear_of_notice(event: &FocusEvent) {
    use wasm_bindgen::JsCast;
    let Some(focused) = event.target().and_then(|target| target.dyn_into::<web_sys::Element>().ok()) else { return };
    let page = focused.closest(".page").ok().flatten().map(web_sys::Node::from);
    let Some(notice) = shown_notice(page) else { return };
    if notice.contains(Some(&focused)) {
        return;
    }
    let (over, under) = (notice.get_bounding_client_rect(), focused.get_bounding_client_rect());
    if under.bottom() > over.top() - 8.0 && under.top() < over.bottom() {
        if let Some(window) = web_sys::window() {
            window.scroll_by_with_x_and_y(0.0, under.bottom() - over.top() + 16.0);
        }
    }
}

/// The session storage key of the text a reload brings back ([`AppProps::remembers_text`]).
const REMEMBERED_TEXT: &str = "status-explainer:text";

/// The largest text kept for a reload: session storage holds a few megabytes per site, and a
/// larger paste is more often a file at hand again.
const REMEMBERED_BYTES: usize = 1024 * 1024;

/// Keeps `text` in the tab's session storage for a reload; a larger one (or an empty one)
/// removes what was kept, so a reload never brings back an older text.
fn remember_text(text: &str) {
    let Some(storage) = web_sys::window().and_then(|window| window.session_storage().ok().flatten()) else { return };
    let stored = text.len() <= REMEMBERED_BYTES && !text.trim().is_empty() && storage.set_item(REMEMBERED_TEXT, text).is_ok();
    if !stored {
        let _ = storage.remove_item(REMEMBERED_TEXT);
    }
}

/// The text this tab showed before a reload, if it kept one ([`AppProps::remembers_text`]).
pub fn remembered_text() -> Option<String> {
    let storage = web_sys::window().and_then(|window| window.session_storage().ok().flatten())?;
    storage.get_item(REMEMBERED_TEXT).ok().flatten().filter(|text| !text.trim().is_empty())
}

/// How many lines of Markdown a copy may have before the page says that a search or a filter
/// copies less.
const LONG_MARKDOWN_LINES: usize = 400;

/// How long a share link may be before the page says that chat and mail tools may cut it off
/// (many keep a few thousand characters; some 2,000).
const LONG_LINK_CHARS: usize = 8_000;

thread_local! {
    /// The time an example or a share link counted its ages to, kept while that text is edited
    /// (a one-line change must not move every age from "5 min" to "630 days"); a paste, a drop,
    /// files or an emptied text go back to the clock.
    static KEPT_CLOCK: std::cell::Cell<Option<crate::Timestamp>> = const { std::cell::Cell::new(None) };
}

thread_local! {
    /// Whether the next text comes whole (an example, files, a paste over the whole text)
    /// rather than as an edit, whatever it shares with the text before: its failing branches
    /// open again, and the explanation before it is not kept.
    static NEW_TEXT: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// The next text is a new one, not an edit (see `NEW_TEXT`). Called before it is handed over.
pub(crate) fn mark_new_text() {
    NEW_TEXT.with(|new| new.set(true));
}

/// Whether the text being taken in was marked new, and the mark gone.
fn take_new_text() -> bool {
    NEW_TEXT.with(|new| new.replace(false))
}

/// A whole new text arrives (pasted, dropped, files): its ages count to the clock again,
/// unless it is an example or a link's text. Called before the text is handed over.
pub(crate) fn forget_kept_clock() {
    KEPT_CLOCK.with(|kept| kept.set(None));
}

/// The time a text's ages are counted to: an example's capture time, the time a share link
/// was made at (its reader sees the ages its sender saw), that time still while the text is
/// edited, else the browser's clock.
fn ages_counted_to(text: &str) -> Option<crate::Timestamp> {
    if let Some(at) = examples::captured_at(text).or_else(|| share_link::opened_at(text)) {
        KEPT_CLOCK.with(|kept| kept.set(Some(at)));
        return Some(at);
    }
    if text.trim().is_empty() {
        forget_kept_clock();
    }
    KEPT_CLOCK.with(std::cell::Cell::get).or_else(browser_now)
}

/// The browser's clock, for ages ("for 14 min"); none when rendered natively (tests).
fn browser_now() -> Option<crate::Timestamp> {
    #[cfg(target_arch = "wasm32")]
    {
        Some(crate::Timestamp((js_sys::Date::now() / 1000.0) as i64))
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        None
    }
}
