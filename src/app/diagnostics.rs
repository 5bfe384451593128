//! Input problems with their line and column; clicking one selects that line in the input.

use yew::prelude::*;

use crate::report::{Diagnostic, Severity};

/// Properties of [`DiagnosticList`].
#[derive(Properties, PartialEq, Clone)]
pub struct DiagnosticListProps {
    /// The diagnostics, in input order.
    pub diagnostics: Vec<Diagnostic>,
    /// Called with the line to jump to.
    #[prop_or_default]
    pub on_jump: Callback<usize>,
    /// Which paste these problems are of: "show all" holds for that paste only, and a new one
    /// starts with the first twenty again.
    #[prop_or_default]
    pub paste: u64,
    /// Whether nothing was explained (the banner says so): then "part of the paste could not
    /// be read" is not said as well.
    #[prop_or_default]
    pub nothing_explained: bool,
    /// Whether the explanation shown is the one from before the edit that caused these
    /// problems ([`super::state::Kept::WhileBroken`]): said instead of what the answer leaves out.
    #[prop_or_default]
    pub kept: bool,
}

/// How many input problems are listed before "show all": a paste of thousands of broken
/// documents is usually one mistake made many times, and listing them all would hold the page.
const SHOWN_PROBLEMS: usize = 20;

/// One line per input problem: `line 4, column 7: …`, a button that jumps there; the first
/// twenty, then a button for the rest.
#[component]
pub fn DiagnosticList(props: &DiagnosticListProps) -> Html {
    // The paste "show all" was pressed for.
    let all_of = use_state(|| None::<u64>);
    if props.diagnostics.is_empty() {
        return Html::default();
    }
    let all = *all_of == Some(props.paste);
    let shown = if all { props.diagnostics.len() } else { props.diagnostics.len().min(SHOWN_PROBLEMS) };
    let hidden = props.diagnostics.len() - shown;
    // The button goes away: the focus goes to the first problem it showed.
    let focus_next = use_mut_ref(|| false);
    let show_all = {
        let all_of = all_of.clone();
        let paste = props.paste;
        let focus_next = focus_next.clone();
        Callback::from(move |_: MouseEvent| {
            *focus_next.borrow_mut() = true;
            all_of.set(Some(paste))
        })
    };
    use_effect(move || {
        if !std::mem::take(&mut *focus_next.borrow_mut()) {
            return;
        }
        let first_new = web_sys::window()
            .and_then(|window| window.document())
            .and_then(|document| document.query_selector(&format!(".diagnostics > li:nth-child({}) .jump", SHOWN_PROBLEMS + 1)).ok().flatten())
            .and_then(|button| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(button).ok());
        if let Some(button) = first_new {
            let _ = button.focus();
        }
    });
    // Said first when something was not explained: the answer above leaves it out. (Here,
    // below the toolbar, not in the banner: a problem that comes and goes as one types must
    // not move the toolbar.)
    let unread = if props.kept {
        Some("The text does not read since the last edit, so the explanation below is the one from before it; it follows the text again once it reads.".to_owned())
    } else {
        crate::report::unread_words(&props.diagnostics).filter(|_| !props.nothing_explained)
    };
    // While a line is half typed the problem floats over the kept (dimmed) cards: inserted
    // above them, it would push every card down and back up as one types.
    html! {
        <div class={classes!("input-problems", props.kept.then_some("floating"))}>
        <div class="problems-box">
        if let Some(unread) = unread {
            <p class="unread">{ format!("{unread} The problems below say why.") }</p>
        }
        <ul class="diagnostics" aria-label="Problems in the input">
            { for props.diagnostics.iter().take(shown).map(|d| {
                let (class, word) = match d.severity { Severity::Error => ("error", "✗ Error"), Severity::Warning => ("warning", "! Warning") };
                let source = d.source.as_deref().map(|s| format!("{s}: ")).unwrap_or_default();
                let on_jump = props.on_jump.clone();
                let line = d.line;
                html! {
                    <li class={class}>
                        // The severity in words, not by colour alone.
                        <span class="severity">{ format!("{word} · ") }</span>
                        <button type="button" class="jump" title="Show this line in the input"
                            onclick={Callback::from(move |_: MouseEvent| on_jump.emit(line))}>
                            { format!("{source}line {}, column {}", d.line, d.column) }
                        </button>
                        { ": " }
                        { with_code(&d.message) }
                    </li>
                }
            }) }
            if hidden > 0 {
                <li class="more-problems">
                    <button type="button" class="more" onclick={show_all}>{ format!("Show {hidden} more input problems") }</button>
                </li>
            }
        </ul>
        </div>
        </div>
    }
}

/// A message whose `quoted` parts (lines and values of the paste) are shown as code; with an
/// unpaired backtick, all of it as text.
fn with_code(message: &str) -> Html {
    let parts: Vec<&str> = message.split('`').collect();
    if parts.len() % 2 == 0 {
        return Html::from(message.to_owned());
    }
    html! {
        { for parts.iter().enumerate().map(|(place, part)| if place % 2 == 1 {
            html! { <code>{ (*part).to_owned() }</code> }
        } else {
            Html::from((*part).to_owned())
        }) }
    }
}
