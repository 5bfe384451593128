//! Text with its commands shown as code: an explanation's sentences stay prose, the commands
//! in them ([`crate::explain::commands`]) become `<code class="command">`, which one click
//! selects whole (`user-select: all` in the stylesheet), ready to copy. From the keyboard, Tab
//! reaches each command and focusing it selects it ([`select_focused_command`]); a screen
//! reader hears that from the one hint every command is described by ([`command_hint`]).

use yew::prelude::*;

use crate::explain::commands::split_commands;

/// `text` as nodes: its prose as text, each command in it as `<code class="command">`.
pub fn with_commands(text: &str) -> Html {
    split_commands(text)
        .into_iter()
        .map(|piece| {
            if piece.command {
                // Each word unbroken (a line breaks between words, never inside `-n` or
                // `--previous`), unless one word is wider than the line.
                let words = piece.text.split(' ').enumerate().map(|(at, word)| {
                    html! { <>{ if at > 0 { " " } else { "" } }<span class="word">{ word.to_owned() }</span></> }
                });
                html! { <code class="command" tabindex="0" aria-describedby={COMMAND_HINT_ID}>{ for words }</code> }
            } else {
                html! { { piece.text.to_owned() } }
            }
        })
        .collect()
}

/// The id of the page's one [`command_hint`], which every focusable command names as its
/// description (`aria-describedby`).
pub const COMMAND_HINT_ID: &str = "command-hint";

/// What a screen reader says of a command with the focus (its description): that it is
/// selected, and how to copy it.
pub const COMMAND_HINT: &str = "Selected: Ctrl+C copies it (Command+C on a Mac).";

/// The hint every command is described by, once on the page: hidden (a description is read
/// from a hidden element too), so it is heard with a command and never on its own.
pub fn command_hint() -> Html {
    html! { <span id={COMMAND_HINT_ID} hidden=true>{ COMMAND_HINT }</span> }
}

/// Selects a command's text when it gets the keyboard focus, so that Ctrl+C copies it: one
/// listener on the page (`focusin` bubbles) instead of one per command.
pub fn select_focused_command(event: FocusEvent) {
    use wasm_bindgen::JsCast;
    let Some(command) = event.target().and_then(|target| target.dyn_into::<web_sys::Element>().ok()) else { return };
    if !command.matches("code.command").unwrap_or(false) {
        return;
    }
    if let Some(selection) = web_sys::window().and_then(|window| window.get_selection().ok().flatten()) {
        let _ = selection.select_all_children(&command);
    }
}

/// Leaving a command by the keyboard leaves nothing selected behind it (a selection that stays
/// would be copied by the next Ctrl+C anywhere else).
pub fn clear_left_command(event: FocusEvent) {
    use wasm_bindgen::JsCast;
    let Some(command) = event.target().and_then(|target| target.dyn_into::<web_sys::Element>().ok()) else { return };
    if !command.matches("code.command").unwrap_or(false) {
        return;
    }
    if let Some(selection) = web_sys::window().and_then(|window| window.get_selection().ok().flatten()) {
        if selection.anchor_node().is_some_and(|node| command.contains(Some(&node))) {
            let _ = selection.remove_all_ranges();
        }
    }
}
