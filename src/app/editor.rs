//! The input side: a text area with line numbers, example menu, file picking and dropping.
//! Typing is debounced; examples and files apply at once.

use std::cell::RefCell;
use std::rc::Rc;

use gloo::file::callbacks::FileReader;
use gloo::timers::callback::Timeout;
use web_sys::{HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement};
use yew::prelude::*;

use super::examples::EXAMPLES;
use super::large_text::{pasted_text, LargeText, LARGE_TEXT_BYTES};
use super::state::SharedText;

/// How long typing must pause before the explanation follows.
const DEBOUNCE_MS: u32 = 200;

/// The height of one line of the input in CSS pixels: `13px/19px` in www/styles.css (`#paste`,
/// `.gutter` and the large view). Whole pixels: Chrome lays lines out on 1/64 px steps, and a
/// height off that grid (13 × 1.45 = 18.85) let the gutter drift three lines by line 8,000.
pub(super) const LINE_PX: f64 = 19.0;

/// How many line numbers the gutter holds: the visible lines and some on either side. A paste
/// of 260,000 lines would otherwise cost the browser over half a second of layout for numbers
/// nobody sees, on every keystroke that adds a line.
pub(super) const GUTTER_LINES: usize = 400;

/// Lines kept numbered above the first visible one.
const GUTTER_ABOVE: usize = 150;

/// The first line (0-based) the gutter numbers for a scroll position, in steps so that
/// scrolling re-renders the gutter only now and then.
pub(super) fn gutter_start(scroll_top: i32) -> usize {
    let line = (f64::from(scroll_top.max(0)) / LINE_PX) as usize;
    line.saturating_sub(GUTTER_ABOVE) / 50 * 50
}

/// Scrolls the gutter to match the text area, given the first line the gutter numbers.
fn align_gutter(gutter: &NodeRef, area: &NodeRef, first: usize) {
    let (Some(gutter), Some(area)) = (gutter.cast::<web_sys::Element>(), area.cast::<web_sys::Element>()) else { return };
    let offset = f64::from(area.scroll_top()) - first as f64 * LINE_PX;
    gutter.set_scroll_top(offset.max(0.0).round() as i32);
}

/// Properties of [`Editor`].
#[derive(Properties, PartialEq, Clone)]
pub struct EditorProps {
    /// The text being explained (shared, not copied: see [`SharedText`]).
    pub text: SharedText,
    /// Called with new text: after a pause in typing, or at once for examples and files.
    pub on_change: Callback<SharedText>,
    /// The text area, so that the page can select a line in it.
    pub area: NodeRef,
    /// A message for the person (a file that is not text).
    #[prop_or_default]
    pub on_notice: Callback<String>,
    /// A 1-based line to mark in a large text's read-only view (a clicked diagnostic's line).
    #[prop_or_default]
    pub selected_line: Option<usize>,
    /// Called after `on_change` when a whole text arrived at once from an example or files
    /// (not typed or pasted here): the page then brings its answer into view.
    #[prop_or_default]
    pub on_loaded: Callback<()>,
    /// Called after `on_change` when text was pasted or dropped into the text area: the page
    /// brings its answer into view too (on a phone it is below the paste area).
    #[prop_or_default]
    pub on_pasted: Callback<()>,
}

/// Files being read, kept alive until they are done.
type Readers = Rc<RefCell<Vec<FileReader>>>;

/// Reads files and hands them over joined as YAML documents, each marked with its name. Bytes go
/// through the core's [`crate::read::decode`], as in the CLI: a binary file is not read (its
/// marker line says why), invalid UTF-8 is read with replacement characters and a note.
fn read_files(files: Vec<web_sys::File>, readers: Readers, on_change: Callback<SharedText>, on_notice: Callback<String>, on_loaded: Callback<()>) {
    let total = files.len();
    let results: Rc<RefCell<Vec<Option<(String, Option<String>)>>>> = Rc::new(RefCell::new(vec![None; total]));
    for (index, file) in files.into_iter().enumerate() {
        let file = gloo::file::File::from(file);
        let name = file.name();
        let results = results.clone();
        let on_change = on_change.clone();
        let on_notice = on_notice.clone();
        let on_loaded = on_loaded.clone();
        let reader = gloo::file::callbacks::read_as_bytes(&file, move |content| {
            let part = match content {
                Ok(bytes) => {
                    let (text, problem) = crate::read::decode(&bytes, Some(&name));
                    let problem = problem.map(|d| format!("{name}: {}", d.message));
                    match &problem {
                        Some(message) if text.is_empty() => (format!("# file: {name} was not read — {message}\n"), problem.clone()),
                        _ => (format!("# file: {name}\n{}", text.trim_start_matches('\u{feff}')), problem),
                    }
                }
                Err(error) => (format!("# file: {name} could not be read: {error}\n"), Some(format!("{name} could not be read: {error}"))),
            };
            let mut results = results.borrow_mut();
            if let Some(slot) = results.get_mut(index) {
                *slot = Some(part);
            }
            if results.iter().all(Option::is_some) {
                let parts: Vec<&(String, Option<String>)> = results.iter().flatten().collect();
                let notes: Vec<String> = parts.iter().filter_map(|(_, note)| note.clone()).collect();
                let joined: Vec<&str> = parts.iter().map(|(text, _)| text.as_str()).collect();
                super::forget_kept_clock();
                on_change.emit(SharedText::from(joined.join("\n---\n")));
                on_loaded.emit(());
                if !notes.is_empty() {
                    on_notice.emit(notes.join(" "));
                }
            }
        });
        readers.borrow_mut().push(reader);
    }
}

/// Whether `after` is `before` with something inserted and nothing removed: what they share
/// at the start and at the end covers all of `before` (a fresh `kubectl get -o yaml` pasted
/// over an old one starts and ends alike, but shares little in between).
fn inserted_into(before: &str, after: &str) -> bool {
    let (removed, added) = super::state::differing_bytes(before, after);
    !before.trim().is_empty() && removed == 0 && added > 0
}

fn file_list(list: Option<web_sys::FileList>) -> Vec<web_sys::File> {
    let Some(list) = list else { return Vec::new() };
    (0..list.length()).filter_map(|index| list.get(index)).collect()
}

/// The text area with line numbers, an examples menu, and a file picker; files can be dropped.
#[component]
pub fn Editor(props: &EditorProps) -> Html {
    let draft = use_state(|| props.text.clone());
    let pending = use_mut_ref(|| None::<Timeout>);
    let readers: Readers = use_mut_ref(Vec::new);
    let gutter = use_node_ref();
    let first_line = use_state(|| 0_usize);
    let dragging = use_state(|| false);
    // Whether the person asked to edit a large text in the text area all the same.
    let editing = use_state(|| false);

    // A whole text loaded (an example, files, a restore) is shown from its first line, with
    // the caret there, not at its end where setting the value leaves it.
    let from_the_top = use_mut_ref(|| false);
    // Text set from outside (a restore) replaces the draft: typing still waiting for its pause
    // is dropped (it would put the replaced text back), and it opens at its first line.
    {
        let draft = draft.clone();
        let pending = pending.clone();
        let from_the_top = from_the_top.clone();
        use_effect_with(props.text.clone(), move |text| {
            if *draft != *text {
                pending.borrow_mut().take();
                *from_the_top.borrow_mut() = true;
                draft.set(text.clone());
            }
        });
    }
    {
        let from_the_top = from_the_top.clone();
        let area = props.area.clone();
        use_effect_with((*draft).clone(), move |_| {
            if std::mem::take(&mut *from_the_top.borrow_mut()) {
                if let Some(area) = area.cast::<HtmlTextAreaElement>() {
                    let _ = area.set_selection_range(0, 0);
                    area.set_scroll_top(0);
                }
            }
        });
    }

    let menu = use_node_ref();
    let oninput = {
        let draft = draft.clone();
        let pending = pending.clone();
        let on_change = props.on_change.clone();
        let on_pasted = props.on_pasted.clone();
        let menu = menu.clone();
        Callback::from(move |event: InputEvent| {
            let area: HtmlTextAreaElement = event.target_unchecked_into();
            let before = (*draft).clone();
            let value = SharedText::from(area.value());
            draft.set(value.clone());
            // A paste or drop is explained at once; typing waits for a pause.
            if matches!(event.input_type().as_str(), "insertFromPaste" | "insertFromDrop") {
                // Something else pasted: the menu no longer names what is shown (typing keeps
                // it, so "Load example" can still bring the example back).
                if let Some(select) = menu.cast::<HtmlSelectElement>().filter(|select| !select.value().is_empty()) {
                    select.set_value("");
                }
                pending.borrow_mut().take();
                // A whole new text counts its ages to the clock; a few lines pasted into the
                // text there (it starts and ends as before) keep its time.
                if !inserted_into(&before, &value) {
                    super::forget_kept_clock();
                }
                // A whole text pasted over (not a few lines into it): a new text, even when
                // it is much like the one before (the same dump fetched again).
                if !super::state::is_edit_of(&before, &value) {
                    super::mark_new_text();
                }
                on_change.emit(value);
                on_pasted.emit(());
            } else {
                let on_change = on_change.clone();
                *pending.borrow_mut() = Some(Timeout::new(DEBOUNCE_MS, move || on_change.emit(value)));
            }
        })
    };
    // A whole text from an example or files: typing still waiting for its pause is dropped, or
    // it would replace the example when the pause ends.
    // (The draft is set here too: loading the text already explained changes nothing above.)
    let load = {
        let draft = draft.clone();
        let pending = pending.clone();
        let on_change = props.on_change.clone();
        let from_the_top = from_the_top.clone();
        Callback::from(move |text: SharedText| {
            pending.borrow_mut().take();
            *from_the_top.borrow_mut() = true;
            // An example or files: a new text, however much it is like the one shown.
            if *draft != text {
                super::mark_new_text();
            }
            draft.set(text.clone());
            super::forget_kept_clock();
            on_change.emit(text);
        })
    };
    // New text at once, whatever was being typed.
    let on_replace = {
        let load = load.clone();
        Callback::from(move |text: String| load.emit(SharedText::from(text)))
    };
    // A paste larger than a text area handles without freezing the page never goes into it:
    // the text is spliced in here and shown in the read-only view.
    // The text area and the read-only view replace each other: the focus, when the one going
    // had it, goes to the one that comes (not to the top of the page).
    let focus_input = use_mut_ref(|| false);
    let onpaste = {
        let editing = editing.clone();
        let on_replace = on_replace.clone();
        let focus_input = focus_input.clone();
        Callback::from(move |event: Event| {
            let Some(pasted) = pasted_text(&event).filter(|text| text.len() > LARGE_TEXT_BYTES) else { return };
            event.prevent_default();
            *focus_input.borrow_mut() = true;
            let area: HtmlTextAreaElement = event.target_unchecked_into();
            let (start, end) = (area.selection_start().ok().flatten().unwrap_or(0), area.selection_end().ok().flatten().unwrap_or(0));
            editing.set(false);
            on_replace.emit(super::state::replace_utf16_range(&area.value(), start, end, &pasted));
        })
    };
    let on_edit = {
        let editing = editing.clone();
        let focus_input = focus_input.clone();
        Callback::from(move |()| {
            *focus_input.borrow_mut() = true;
            editing.set(true)
        })
    };
    let onscroll = {
        let gutter = gutter.clone();
        let area = props.area.clone();
        let first_line = first_line.clone();
        Callback::from(move |event: Event| {
            let scrolled: HtmlTextAreaElement = event.target_unchecked_into();
            let first = gutter_start(scrolled.scroll_top());
            if first != *first_line {
                first_line.set(first);
            }
            align_gutter(&gutter, &area, *first_line);
        })
    };
    // After the gutter's numbers changed, line them up with the text again.
    {
        let gutter = gutter.clone();
        let area = props.area.clone();
        use_effect_with(*first_line, move |first| align_gutter(&gutter, &area, *first));
    }
    let on_example = {
        let on_change = load.clone();
        let on_loaded = props.on_loaded.clone();
        Callback::from(move |event: Event| {
            let select: HtmlSelectElement = event.target_unchecked_into();
            // The menu keeps showing the example picked, so the arrow keys step from it to the
            // next one (reset, every ArrowDown loaded the first example again).
            if let Some(example) = EXAMPLES.iter().find(|example| example.id == select.value()) {
                on_change.emit(SharedText::from(example.text));
                on_loaded.emit(());
            }
        })
    };
    let on_pick = {
        let readers = readers.clone();
        let on_change = load.clone();
        let on_notice = props.on_notice.clone();
        let on_loaded = props.on_loaded.clone();
        Callback::from(move |event: Event| {
            let input: HtmlInputElement = event.target_unchecked_into();
            read_files(file_list(input.files()), readers.clone(), on_change.clone(), on_notice.clone(), on_loaded.clone());
            input.set_value("");
        })
    };
    let ondragover = {
        let dragging = dragging.clone();
        Callback::from(move |event: DragEvent| {
            event.prevent_default();
            dragging.set(true);
        })
    };
    let ondragleave = {
        let dragging = dragging.clone();
        Callback::from(move |_: DragEvent| dragging.set(false))
    };
    let ondrop = {
        let readers = readers.clone();
        let on_change = load.clone();
        let on_notice = props.on_notice.clone();
        let on_loaded = props.on_loaded.clone();
        let dragging = dragging.clone();
        Callback::from(move |event: DragEvent| {
            event.prevent_default();
            dragging.set(false);
            let files = file_list(event.data_transfer().and_then(|transfer| transfer.files()));
            if !files.is_empty() {
                read_files(files, readers.clone(), on_change.clone(), on_notice.clone(), on_loaded.clone());
            }
        })
    };
    // The example the menu shows, or the first: after picking one in the menu, the button
    // loads that one again rather than jumping back to the first.
    let on_load = {
        let on_change = load.clone();
        let on_loaded = props.on_loaded.clone();
        let menu = menu.clone();
        Callback::from(move |_: MouseEvent| {
            let select = menu.cast::<HtmlSelectElement>();
            let picked = select.as_ref().map(HtmlSelectElement::value).unwrap_or_default();
            if let Some(example) = EXAMPLES.iter().find(|example| example.id == picked).or(EXAMPLES.first()) {
                // The menu names the example loaded, also when it showed none.
                if let Some(select) = &select {
                    select.set_value(example.id);
                }
                on_change.emit(SharedText::from(example.text));
                on_loaded.emit(());
            }
        })
    };

    let large = draft.len() > LARGE_TEXT_BYTES && !*editing;
    {
        let area = props.area.clone();
        use_effect_with(large, move |_| {
            if std::mem::take(&mut *focus_input.borrow_mut()) {
                if let Some(input) = area.cast::<web_sys::HtmlElement>() {
                    let _ = input.focus();
                }
            }
        });
    }
    let input = if large {
        html! {
            <LargeText text={(*draft).clone()} view={props.area.clone()} selected_line={props.selected_line}
                {on_replace} {on_edit} />
        }
    } else {
        let lines = draft.split('\n').count().max(1);
        let first = (*first_line).min(lines.saturating_sub(1));
        let numbers: String = (first + 1..=lines.min(first + GUTTER_LINES)).map(|n| format!("{n}\n")).collect();
        html! {
            <div class="editor">
                <pre class="gutter" aria-hidden="true" ref={gutter}>{ numbers }</pre>
                <textarea id="paste" ref={props.area.clone()} spellcheck="false" autocomplete="off" wrap="off"
                    placeholder="Paste kubectl get … -o yaml here"
                    value={AttrValue::from((*draft).clone())} {oninput} {onscroll} {onpaste} />
            </div>
        }
    };

    html! {
        <section class={classes!("input", (*dragging).then_some("dragging"))} aria-labelledby="input-heading" {ondragover} {ondragleave} {ondrop}>
            <h2 id="input-heading" class="sr-only">{ "Your paste" }</h2>
            <label for={if large { "paste-view" } else { "paste" }}>{ "Resource status — paste YAML or JSON (kubectl get -o yaml), or drop files here" }</label>
            { input }
            <div class="actions">
                <button id="load-example" type="button" onclick={on_load}>{ "Load example" }</button>
                <select id="example-menu" ref={menu} aria-label="More examples: choosing one loads it" onchange={on_example}>
                    <option value="" selected=true>{ "More examples…" }</option>
                    { for EXAMPLES.iter().map(|example| html! { <option value={example.id}>{ example.title }</option> }) }
                </select>
                <label class="file-pick">
                    { "Open files…" }
                    <input id="file-input" type="file" multiple=true accept=".yaml,.yml,.json,.txt" onchange={on_pick} />
                </label>
            </div>
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_gutter_numbers_the_lines_around_what_is_visible() {
        assert_eq!(gutter_start(0), 0);
        let line = |n: usize| (n as f64 * LINE_PX) as i32;
        // Scrolled to line 1,010: numbering starts a little above, on a step of 50.
        let first = gutter_start(line(1_010));
        assert!(first <= 1_010 - 100 && first + GUTTER_LINES >= 1_010 + 100, "{first}");
        assert_eq!(first % 50, 0);
        // Small scrolls keep the same numbers (no re-render).
        assert_eq!(gutter_start(line(1_010) + 5), first);
        assert_eq!(gutter_start(-3), 0);
    }

    #[test]
    fn a_paste_into_the_text_is_told_from_a_new_text() {
        let example = format!("# an example\n{}\nstatus: {{phase: Running}}\n", "kind: Pod\n".repeat(20));
        let middle = example.len() / 2;
        let inserted = format!("{}metadata: {{labels: {{team: payments}}}}\n{}", &example[..middle], &example[middle..]);
        assert!(inserted_into(&example, &inserted));
        assert!(!inserted_into(&example, "apiVersion: v1\nkind: Pod\n"));
        // A new dump that starts and ends as the old one did is not an insertion.
        let fresh = example.replace("kind: Pod", "kind: Deployment");
        assert!(!inserted_into(&example, &fresh), "a replaced middle");
        assert!(!inserted_into("", "kind: Pod\n"));
        // Not cut inside a character.
        let wide = "é".repeat(60);
        assert!(inserted_into(&wide, &format!("{}x{}", "é".repeat(30), "é".repeat(30))));
    }
}
