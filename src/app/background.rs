//! Explaining a large paste off the page's main thread, so the page stays usable meanwhile.
//!
//! The page's own compiled module runs a second time in a Web Worker (`www/explain-worker.js`):
//! it is handed the module itself, so nothing more is downloaded, and nothing leaves the
//! browser. The paste goes to the worker as UTF-8 bytes and the report comes back as JSON bytes
//! in pieces, each moved (not copied) between the threads: text handed over as a JavaScript
//! string would be converted from UTF-8 and back again on each side. The worker calls
//! `explainInBackground` ([`explain_in_pieces`]).
//! Where no worker can be started (server-side rendering, tests, a browser without module
//! workers) [`start`] says so and the page explains on the main thread; the embeddable module
//! (feature `embed`) never starts one in its host's page.

use crate::{Report, Timestamp};

/// Pastes longer than this (in bytes) are explained in the background: below it, explaining
/// takes less time than a frame or two and the answer is shown at once.
pub const BACKGROUND_BYTES: usize = 256 * 1024;

/// The report for `text` as JSON, explained as of `now` (Unix seconds; not a number for "no
/// clock"), handed to `piece` a piece at a time (about [`PIECE_BYTES`] each, cut anywhere, even
/// inside a character: the page joins them before reading): the JSON of a large paste's report
/// (13 MB for 7.5 MB of YAML) is never in one buffer, which would need that much free memory in
/// one block after everything else was explained. The text is owned so that it goes as soon as
/// it is read ([`crate::explain_owned`]). The report is handed back once written, for the caller
/// to free or to leave to its end.
pub fn explain_in_pieces(text: String, now: f64, piece: impl FnMut(&[u8])) -> Report {
    let now = now.is_finite().then(|| Timestamp(now as i64));
    let report = crate::explain_owned(text, now);
    let _ = crate::report::json::write_in_pieces(&report, PIECE_BYTES, piece);
    report
}

/// How much JSON [`explain_in_pieces`] gathers before handing it over.
pub const PIECE_BYTES: usize = 256 * 1024;

/// What the worker calls ([`explain_in_pieces`]) with the paste's UTF-8 bytes: the report's
/// JSON as a list of byte arrays outside the module's memory, ready to be moved to the page.
///
/// Once per module instance: the report is never freed. The page's worker answers one paste
/// and is then stopped ([`stop`]), its memory with it, so freeing a large report string by
/// string first would only delay the answer (a sixteenth of the worker's time for 10,000
/// resources). A second call in the same instance would keep both reports. Only the page's
/// module has it: the embeddable module never starts a worker.
#[cfg(all(target_arch = "wasm32", not(feature = "embed")))]
#[wasm_bindgen::prelude::wasm_bindgen(js_name = explainInBackground)]
pub fn explain_in_background(text: Vec<u8>, now: f64) -> js_sys::Array {
    // The page sends its own text, always UTF-8; anything else is read as well as it can be.
    let text = String::from_utf8(text).unwrap_or_else(|error| String::from_utf8_lossy(error.as_bytes()).into_owned());
    let pieces = js_sys::Array::new();
    let report = explain_in_pieces(text, now, |piece| {
        pieces.push(&js_sys::Uint8Array::from(piece));
    });
    std::mem::forget(report);
    pieces
}

/// The report the worker sent, read back.
pub fn report_from_json(json: &[u8]) -> Result<Report, String> {
    serde_json::from_slice(json).map_err(|error| format!("the background explanation could not be read back: {error}"))
}

#[cfg(all(target_arch = "wasm32", not(feature = "embed")))]
mod worker {
    use std::cell::RefCell;

    use js_sys::{Object, Reflect};
    use wasm_bindgen::prelude::*;
    use web_sys::{Event, MessageEvent, Worker, WorkerOptions, WorkerType};
    use yew::Callback;

    use crate::{Report, Timestamp};

    /// The worker explaining now, with its message handler.
    struct Running {
        worker: Worker,
        _on_message: Closure<dyn FnMut(Event)>,
    }

    thread_local! {
        /// A worker that has loaded the module and waits for a text.
        static READY: RefCell<Option<Worker>> = const { RefCell::new(None) };
        static RUNNING: RefCell<Option<Running>> = const { RefCell::new(None) };
    }

    /// The URL of the page's JavaScript glue (Trunk preloads it), which the worker imports.
    fn glue_url() -> Option<String> {
        let document = web_sys::window()?.document()?;
        let link = document.query_selector("link[rel=modulepreload]").ok()??;
        Reflect::get(&link, &JsValue::from_str("href")).ok()?.as_string().filter(|href| href.ends_with(".js"))
    }

    /// A JavaScript object of these fields.
    fn message(fields: &[(&str, JsValue)]) -> Option<Object> {
        let message = Object::new();
        fields.iter().all(|(name, value)| Reflect::set(&message, &JsValue::from_str(name), value).is_ok()).then_some(message)
    }

    /// A new worker, handed the page's module and glue to load: `None` where workers cannot run.
    fn new_worker() -> Option<Worker> {
        let glue = glue_url()?;
        let options = WorkerOptions::new();
        options.set_type(WorkerType::Module);
        let worker = Worker::new_with_options("./explain-worker.js", &options).ok()?;
        let init = message(&[("glue", JsValue::from_str(&glue)), ("module", wasm_bindgen::module())])?;
        if worker.post_message(&init).is_err() {
            worker.terminate();
            return None;
        }
        Some(worker)
    }

    /// Starts a worker loading the module now, so the first large paste does not wait for it
    /// (the browser starts workers only when the page's own thread is free, and laying out a
    /// large paste keeps it busy for seconds).
    pub fn prepare() {
        if READY.with(|ready| ready.borrow().is_none()) {
            let worker = new_worker();
            READY.with(|ready| *ready.borrow_mut() = worker);
        }
    }

    /// Starts explaining `text` in a worker; `done` receives the report (or why there is
    /// none). A worker still explaining an older text is stopped first. `false` when no worker
    /// can be started: explain on the main thread then.
    pub fn start(text: &str, now: Option<Timestamp>, done: Callback<Result<Report, String>>) -> bool {
        stop();
        let Some(worker) = READY.with(|ready| ready.borrow_mut().take()).or_else(new_worker) else { return false };
        // Its answer, or its end: a worker that dies without answering (out of memory, say)
        // raises `error`, and the page then explains the text itself.
        let on_message = Closure::<dyn FnMut(Event)>::new(move |event: Event| {
            let data = event.dyn_ref::<MessageEvent>().map(MessageEvent::data).unwrap_or(JsValue::UNDEFINED);
            let field = |name: &str| Reflect::get(&data, &JsValue::from_str(name)).ok();
            let pieces = field("report").and_then(|pieces| pieces.dyn_into::<js_sys::Array>().ok());
            let result = match (pieces, field("error").and_then(|error| error.as_string())) {
                (Some(pieces), _) => super::report_from_json(&joined(&pieces)),
                (None, error) => Err(error.unwrap_or_else(|| "the background explanation stopped".to_owned())),
            };
            stop();
            // Showing the answer is a task of its own: reading a large report back and laying
            // out its first cards in one go would hold the page for both at once.
            let done = done.clone();
            gloo::timers::callback::Timeout::new(0, move || done.emit(result)).forget();
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_message.as_ref().unchecked_ref()));
        let now = now.map_or(f64::NAN, |now| now.0 as f64);
        // The text as UTF-8 bytes in a buffer of its own, moved to the worker rather than copied.
        let bytes = js_sys::Uint8Array::from(text.as_bytes());
        let moved = js_sys::Array::of1(&bytes.buffer());
        let posted = message(&[("text", bytes.into()), ("now", JsValue::from_f64(now))]).is_some_and(|job| worker.post_message_with_transfer(&job, &moved).is_ok());
        if !posted {
            worker.terminate();
            return false;
        }
        RUNNING.with(|running| *running.borrow_mut() = Some(Running { worker, _on_message: on_message }));
        true
    }

    /// The worker's pieces of JSON joined into one buffer in the module's memory.
    fn joined(pieces: &js_sys::Array) -> Vec<u8> {
        let pieces: Vec<js_sys::Uint8Array> = pieces.iter().filter_map(|piece| piece.dyn_into().ok()).collect();
        let mut json = vec![0; pieces.iter().map(|piece| piece.length() as usize).sum()];
        let mut at = 0;
        for piece in &pieces {
            let end = at + piece.length() as usize;
            if let Some(part) = json.get_mut(at..end) {
                piece.copy_to(part);
            }
            at = end;
        }
        json
    }

    /// Stops the worker explaining now, if any (its answer is no longer wanted, and its memory,
    /// grown for a large paste, goes with it), and has a fresh one ready for the next.
    pub fn stop() {
        let running = RUNNING.with(|running| running.borrow_mut().take());
        if let Some(running) = running {
            running.worker.terminate();
            prepare();
        }
    }
}

#[cfg(all(target_arch = "wasm32", not(feature = "embed")))]
pub use worker::{prepare, start, stop};

/// Natively, and in the embeddable module (its host page is not ours to start workers in),
/// there are no workers to prepare.
#[cfg(any(not(target_arch = "wasm32"), feature = "embed"))]
pub fn prepare() {}

/// Natively and in the embeddable module the page explains on the main thread.
#[cfg(any(not(target_arch = "wasm32"), feature = "embed"))]
pub fn start(_text: &str, _now: Option<Timestamp>, _done: yew::Callback<Result<Report, String>>) -> bool {
    false
}

/// Natively and in the embeddable module there is no worker to stop.
#[cfg(any(not(target_arch = "wasm32"), feature = "embed"))]
pub fn stop() {}

#[cfg(test)]
mod tests {
    use super::*;

    /// The JSON, after checking that the report handed back is the one it holds.
    fn explain_in_background(text: &str, now: f64) -> Vec<u8> {
        let mut json = Vec::new();
        let report = explain_in_pieces(text.to_owned(), now, |piece| json.extend_from_slice(piece));
        assert_eq!(report_from_json(&json).as_ref(), Ok(&report));
        json
    }

    #[test]
    fn what_the_worker_sends_reads_back_as_the_same_report() {
        let text = include_str!("../../www/examples/image-pull-failure.yaml");
        let now = Timestamp::parse("2025-03-04T10:30:00Z");
        let json = explain_in_background(text, now.map_or(f64::NAN, |now| now.0 as f64));
        assert_eq!(report_from_json(&json), Ok(crate::explain(text, now)));
        let without_clock = report_from_json(&explain_in_background("kind: Pod\nmetadata: {name: p}\n", f64::NAN)).unwrap();
        assert_eq!(without_clock.resources[0].name, "p");
        assert!(report_from_json(b"{").unwrap_err().contains("could not be read back"));
    }

    #[test]
    fn a_large_report_comes_in_pieces_that_join_up() {
        // Names with characters of two to four bytes, so that pieces end inside characters.
        let text: String = (0..3000).map(|n| format!("---\nkind: Pod\nmetadata: {{name: \"pödé😀-{n}\"}}\nstatus: {{phase: Failed, message: \"ünïcødé 😀 {n}\"}}\n")).collect();
        let mut pieces = Vec::new();
        explain_in_pieces(text.clone(), f64::NAN, |piece| pieces.push(piece.to_vec()));
        assert!(pieces.len() > 2, "{} pieces", pieces.len());
        assert!(pieces.iter().all(|piece| piece.len() < PIECE_BYTES + 64 * 1024));
        assert_eq!(report_from_json(&pieces.concat()), Ok(crate::explain(&text, None)));
    }
}
