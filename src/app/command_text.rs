//! Text with its commands shown as code: an explanation's sentences stay prose, the commands
//! in them ([`crate::explain::commands`]) become `<code class="command">`, which one click
//! selects whole (`user-select: all` in the stylesheet), ready to copy.

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
                html! { <code class="command">{ for words }</code> }
            } else {
                html! { { piece.text.to_owned() } }
            }
        })
        .collect()
}
