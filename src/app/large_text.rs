//! A paste too large for a text area, shown read-only: only the lines in view are in the page.
//!
//! A browser lays out all of a text area's text whenever it changes: 7.5 MB froze Chromium for
//! 1.7 s on paste, and again on every edit. Above [`LARGE_TEXT_BYTES`] the input side shows this
//! view instead: a sheet as tall as all the lines, with only the ~400 around the scroll position
//! written into it. Pasting into it replaces the text; "Edit as text" brings the text area back.

use yew::prelude::*;

use super::state::SharedText;
use super::editor::{gutter_start, GUTTER_LINES, LINE_PX};

/// Texts larger than this (in bytes) are shown read-only in [`LargeText`] rather than in the
/// text area (about 120 ms of layout in Chromium at this size).
pub const LARGE_TEXT_BYTES: usize = 512 * 1024;

/// Where each line starts (byte offsets), the first at 0.
pub fn line_starts(text: &str) -> Vec<usize> {
    std::iter::once(0).chain(text.match_indices('\n').map(|(at, _)| at + 1)).collect()
}

/// The text of lines `from..to` (0-based, `to` excluded), with their line breaks.
fn lines_between<'t>(text: &'t str, starts: &[usize], from: usize, to: usize) -> &'t str {
    let start = starts.get(from).copied().unwrap_or(text.len());
    let end = starts.get(to).copied().unwrap_or(text.len()).max(start);
    text.get(start..end).unwrap_or("")
}

/// Properties of [`LargeText`].
#[derive(Properties, PartialEq, Clone)]
pub struct LargeTextProps {
    /// The whole text (shared, not copied: see [`SharedText`]).
    pub text: SharedText,
    /// The scrolling view, so that the page can bring a line into view.
    pub view: NodeRef,
    /// A 1-based line to mark (the line of a diagnostic the person clicked).
    #[prop_or_default]
    pub selected_line: Option<usize>,
    /// Called with pasted text, which replaces the whole text.
    pub on_replace: Callback<String>,
    /// Called when the person asks to edit the text in a text area all the same.
    pub on_edit: Callback<()>,
}

/// The read-only view of a large text, with line numbers, rendering only the lines in view.
#[component]
pub fn LargeText(props: &LargeTextProps) -> Html {
    let starts = use_memo(props.text.clone(), |text| line_starts(text));
    let first_line = use_state(|| 0_usize);
    let (sheet, numbers_ref, lines_ref) = (use_node_ref(), use_node_ref(), use_node_ref());
    let onscroll = {
        let first_line = first_line.clone();
        Callback::from(move |event: Event| {
            let view: web_sys::Element = event.target_unchecked_into();
            let first = gutter_start(view.scroll_top());
            if first != *first_line {
                first_line.set(first);
            }
        })
    };
    let onpaste = {
        let on_replace = props.on_replace.clone();
        Callback::from(move |event: Event| {
            if let Some(text) = pasted_text(&event) {
                event.prevent_default();
                on_replace.emit(text);
            }
        })
    };
    let on_edit = {
        let on_edit = props.on_edit.clone();
        Callback::from(move |_: MouseEvent| on_edit.emit(()))
    };

    let text = &*props.text;
    let lines = starts.len();
    let first = (*first_line).min(lines.saturating_sub(1));
    let last = (first + GUTTER_LINES).min(lines);
    let numbers: String = (first + 1..=last).map(|n| format!("{n}\n")).collect();
    let shown = match props.selected_line.filter(|&line| line > first && line <= last) {
        Some(line) => html! {
            <>
                { lines_between(text, &starts, first, line - 1) }
                <mark class="selected-line">{ lines_between(text, &starts, line - 1, line) }</mark>
                { lines_between(text, &starts, line, last) }
            </>
        },
        None => html! { { lines_between(text, &starts, first, last) } },
    };
    let size = crate::read::size_of(text.len());
    // Sizes go through the CSSOM: the page's Content-Security-Policy refuses style attributes.
    {
        let (sheet, numbers_ref, lines_ref) = (sheet.clone(), numbers_ref.clone(), lines_ref.clone());
        // Whole pixels, rounded without formatting a float (its printer would add ~2 KB).
        let pixels = |count: usize| format!("{}px", (count as f64 * LINE_PX + 0.5) as u64);
        let (height, top) = (pixels(lines), pixels(first));
        use_effect_with((height, top), move |(height, top)| {
            let set = |node: &NodeRef, property: &str, value: &str| {
                if let Some(element) = node.cast::<web_sys::HtmlElement>() {
                    let _ = element.style().set_property(property, value);
                }
            };
            set(&sheet, "height", height);
            set(&numbers_ref, "top", top);
            set(&lines_ref, "top", top);
        });
    }
    html! {
        <>
            <div class="editor large">
                <div id="paste-view" class="large-view" ref={props.view.clone()} tabindex="0" role="textbox"
                    aria-readonly="true" aria-multiline="true"
                    aria-label={format!("The pasted text, {size} in {lines} lines, shown read-only; paste here to replace it")}
                    {onscroll} {onpaste}>
                    <div class="large-sheet" ref={sheet}>
                        <pre class="large-numbers" aria-hidden="true" ref={numbers_ref}>{ numbers }</pre>
                        <pre class="large-lines" ref={lines_ref}>{ shown }</pre>
                    </div>
                </div>
            </div>
            <p class="large-note" role="note">
                { format!("{size} in {lines} lines: shown read-only, as a text box this large would freeze the page. Paste here to replace it. ") }
                <button id="edit-anyway" type="button" onclick={on_edit}>{ "Edit as text" }</button>
            </p>
        </>
    }
}

/// The plain text of a paste event, if it carries any.
pub fn pasted_text(event: &Event) -> Option<String> {
    use wasm_bindgen::JsCast;
    let clipboard = event.dyn_ref::<web_sys::ClipboardEvent>()?.clipboard_data()?;
    clipboard.get_data("text/plain").ok().filter(|text| !text.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_cut_at_their_breaks() {
        let text = "one\ntwo\n\nfour";
        let starts = line_starts(text);
        assert_eq!(starts, [0, 4, 8, 9]);
        assert_eq!(lines_between(text, &starts, 1, 3), "two\n\n");
        assert_eq!(lines_between(text, &starts, 3, 10), "four");
        assert_eq!(lines_between(text, &starts, 7, 10), "");
    }
}
