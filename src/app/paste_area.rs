//! The paste area and the example button.

use web_sys::HtmlTextAreaElement;
use yew::prelude::*;

/// Properties of [`PasteArea`].
#[derive(Properties, PartialEq, Clone)]
pub struct PasteAreaProps {
    /// The current text.
    pub text: AttrValue,
    /// Called with the new text on every edit.
    pub on_change: Callback<String>,
    /// Called when the example button is pressed.
    pub on_example: Callback<()>,
}

/// A large text area for the pasted status; the explanation follows every edit.
#[component]
pub fn PasteArea(props: &PasteAreaProps) -> Html {
    let oninput = {
        let on_change = props.on_change.clone();
        Callback::from(move |event: InputEvent| {
            let area: HtmlTextAreaElement = event.target_unchecked_into();
            on_change.emit(area.value());
        })
    };
    let onclick = {
        let on_example = props.on_example.clone();
        Callback::from(move |_: MouseEvent| on_example.emit(()))
    };
    html! {
        <section class="input">
            <label for="paste">{ "Resource status (YAML or JSON, as kubectl get -o yaml prints it)" }</label>
            <textarea id="paste" spellcheck="false" autocomplete="off"
                placeholder="apiVersion: v1\nkind: Pod\n..."
                value={props.text.clone()} {oninput} />
            <div class="actions">
                <button id="load-example" type="button" {onclick}>{ "Load example: crash-looping rollout" }</button>
            </div>
        </section>
    }
}
