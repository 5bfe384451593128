//! The JavaScript API (wasm-bindgen), for consoles and docs sites that embed the explainer.
//! The only module that knows `JsValue`; everything it does is a call into the core or a mount
//! of the page's components.
//!
//! ```js
//! import init, { explain, explainResource, mount } from './pkg/status_explainer.js';
//! await init();
//! const report = explain(text, { now: '2025-03-04T10:30:00Z' });   // plain objects and arrays
//! const view = mount(document.querySelector('#panel'), { text, theme: 'dark', compact: true });
//! view.update({ text: other }); view.destroy();
//! ```

use wasm_bindgen::prelude::*;

use crate::app::{App, AppProps};
use crate::Timestamp;

/// Reads a property of an options object, if the object and the property exist.
fn option(options: &JsValue, key: &str) -> Option<JsValue> {
    if !options.is_object() {
        return None;
    }
    js_sys::Reflect::get(options, &JsValue::from_str(key)).ok().filter(|value| !value.is_undefined() && !value.is_null())
}

/// `now` as an RFC 3339 string or milliseconds since the epoch (a JS `Date` number); the
/// browser's clock when absent.
fn now(options: &JsValue) -> Option<Timestamp> {
    match option(options, "now") {
        Some(value) => match value.as_string() {
            Some(text) => Timestamp::parse(&text),
            None => value.as_f64().map(|ms| Timestamp((ms / 1000.0) as i64)),
        },
        None => Some(Timestamp((js_sys::Date::now() / 1000.0) as i64)),
    }
}

/// A Rust value serialised to plain JS objects and arrays (never `Map`s).
fn to_plain<T: serde::Serialize>(value: &T) -> Result<JsValue, JsValue> {
    let json = crate::report::json::to_compact_string(value).map_err(|error| JsValue::from_str(&error.to_string()))?;
    js_sys::JSON::parse(&json)
}

/// Explains pasted text (YAML or JSON). Returns the same report as the CLI's `--format json`.
#[wasm_bindgen(js_name = explain)]
pub fn explain_text(text: &str, options: JsValue) -> Result<JsValue, JsValue> {
    to_plain(&crate::explain(text, now(&options)))
}

/// Explains one already-parsed object (or an array of them, or a `List`), as a console holds
/// them. Returns the same report shape as `explain`.
#[wasm_bindgen(js_name = explainResource)]
pub fn explain_resource(object: JsValue, options: JsValue) -> Result<JsValue, JsValue> {
    let json = js_sys::JSON::stringify(&object)?.as_string().unwrap_or_default();
    to_plain(&crate::explain(&json, now(&options)))
}

/// The knowledge base's version, as reports carry it.
#[wasm_bindgen(js_name = version)]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_owned()
}

/// A mounted explainer: call `update` with new options, `destroy` to remove it.
#[wasm_bindgen]
pub struct Mounted {
    handle: Option<yew::AppHandle<App>>,
    props: AppProps,
}

fn props_from(options: &JsValue, mut props: AppProps) -> AppProps {
    if let Some(text) = option(options, "text").and_then(|v| v.as_string()) {
        props.text = text.into();
    }
    if let Some(theme) = option(options, "theme").and_then(|v| v.as_string()) {
        props.theme = theme.into();
    }
    if let Some(compact) = option(options, "compact").and_then(|v| v.as_bool()) {
        props.compact = compact;
    }
    props
}

/// Renders the explainer into `element` with `{ text?, theme?: 'light' | 'dark', compact? }`.
/// Several independent mounts on one page are fine.
#[wasm_bindgen]
pub fn mount(element: web_sys::Element, options: JsValue) -> Mounted {
    let props = props_from(&options, AppProps::default());
    let handle = yew::Renderer::<App>::with_root_and_props(element, props.clone()).render();
    Mounted { handle: Some(handle), props }
}

#[wasm_bindgen]
impl Mounted {
    /// Changes some options; the ones not given keep their values.
    pub fn update(&mut self, options: JsValue) {
        self.props = props_from(&options, self.props.clone());
        if let Some(handle) = self.handle.as_mut() {
            handle.update(self.props.clone());
        }
    }

    /// Removes the explainer from its element.
    pub fn destroy(&mut self) {
        if let Some(handle) = self.handle.take() {
            handle.destroy();
        }
    }
}
