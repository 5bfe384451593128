//! Explaining a large paste off the page's main thread, so the page stays usable meanwhile.
//!
//! The page's own compiled module runs a second time in a Web Worker (`www/explain-worker.js`):
//! it is handed the module itself, so nothing more is downloaded, and nothing leaves the
//! browser. The paste goes to the worker as UTF-8 bytes and the report comes back packed
//! ([`crate::report::packed`]: fields in order, each longer text once) in pieces (the report
//! without its resources, then batches of them), each moved (not copied) between the threads:
//! text handed over as a JavaScript string would be converted from UTF-8 and back again on
//! each side. The page reads one piece per task. The worker calls
//! `explainInBackground` ([`explain_in_pieces`]).
//! Where no worker can be started (server-side rendering, tests, a browser without module
//! workers) [`start`] says so and the page explains on the main thread; the embeddable module
//! (feature `embed`) never starts one in its host's page.

use crate::report::packed::{Broken, Packer, Unpacker};
use crate::{Report, Timestamp};

/// Pastes longer than this (in bytes) are explained in the background: below it, explaining
/// takes less time than a frame or two and the answer is shown at once.
pub const BACKGROUND_BYTES: usize = 256 * 1024;

/// The report for `text`, explained as of `now` (Unix seconds; not a number for "no clock"),
/// packed and handed to `piece` a piece at a time: first the report without its resources,
/// then its resources, [`BATCH`] at a time. The page reads one piece per task ([`Answer`]):
/// reading the whole answer for a 10,000-resource paste at once held its main thread for
/// ~90 ms when it was 13 MB of JSON. No buffer ever holds all of it either. The text is owned so that it goes as soon as it is read
/// ([`crate::explain_owned`]). The report is handed back once written, for the caller to free
/// or to leave to its end.
pub fn explain_in_pieces(text: String, now: f64, mut piece: impl FnMut(&[u8])) -> Report {
    let now = now.is_finite().then(|| Timestamp(now as i64));
    let mut report = crate::explain_owned(text, now);
    let resources = std::mem::take(&mut report.resources);
    {
        let mut packer = Packer::default();
        piece(packer.head(&report));
        for batch in resources.chunks(BATCH) {
            piece(packer.resources(batch));
        }
    }
    report.resources = resources;
    report
}

/// How many resources each piece of the worker's answer holds after the first.
pub const BATCH: usize = 1000;

/// What the worker calls ([`explain_in_pieces`]) with the paste's UTF-8 bytes: the packed
/// report as a list of byte arrays outside the module's memory, ready to be moved to the page.
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

/// Explains every bundled example once and lets the reports go: run by the page's worker as
/// soon as it starts, before any paste arrives. The browser compiles a WebAssembly function
/// the first time it runs and optimises it once it runs often, so a worker's first large paste
/// otherwise pays for compiling every rule, roll-up step and explanation it meets (measured:
/// the 7.5 MB dump explained 13 % faster after the examples, 22 % after itself). The examples
/// touch most kinds and most of the roll-up; the page is idle meanwhile, the worker busy for
/// a few tens of milliseconds.
#[cfg(all(target_arch = "wasm32", not(feature = "embed")))]
#[wasm_bindgen::prelude::wasm_bindgen(js_name = warmUp)]
pub fn warm_up() {
    for example in super::examples::EXAMPLES {
        let mut pieces = 0usize;
        drop(explain_in_pieces(example.text.to_owned(), f64::NAN, |piece| pieces += piece.len()));
    }
}

/// The worker's answer read back a piece at a time ([`explain_in_pieces`] wrote them).
#[derive(Debug, Default)]
pub struct Answer {
    /// The report so far: everything after the first piece, resources up to the last piece read.
    report: Option<Report>,
    /// The texts of the pieces read so far, for the pieces that refer to them.
    unpacker: Unpacker,
}

impl Answer {
    /// Reads the next piece: the report without its resources first, then a batch of them.
    pub fn read(&mut self, piece: &[u8]) -> Result<(), String> {
        let unreadable = |Broken(why)| format!("the background explanation could not be read back: {why}");
        match &mut self.report {
            None => {
                let mut report = self.unpacker.head(piece).map_err(unreadable)?;
                // Room for all the resources the later pieces bring (not grown and copied
                // piece by piece); a count beyond any paste's is not believed.
                report.resources.reserve_exact(report.totals.resources.min(1 << 17));
                self.report = Some(report);
            }
            Some(report) => report.resources.extend(self.unpacker.resources(piece).map_err(unreadable)?),
        }
        Ok(())
    }

    /// The whole report, once every piece is read (it says if none came, or some were left
    /// out: its totals count every resource).
    pub fn finish(self) -> Result<Report, String> {
        let report = self.report.ok_or("the background explanation sent nothing back")?;
        if report.resources.len() == report.totals.resources {
            Ok(report)
        } else {
            Err(format!("the background explanation sent {} of its {} resources back", report.resources.len(), report.totals.resources))
        }
    }
}

/// The report the worker sent, read back all at once (its pieces in order).
pub fn report_from_pieces<'a>(pieces: impl IntoIterator<Item = &'a [u8]>) -> Result<Report, String> {
    let mut answer = Answer::default();
    for piece in pieces {
        answer.read(piece)?;
    }
    answer.finish()
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
        /// Counts the workers stopped: an answer read a piece at a time stops when it changes.
        static READING: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
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
            let error = field("error").and_then(|error| error.as_string());
            stop();
            match pieces {
                // Each piece is read in a task of its own, and showing the answer is one more:
                // reading a large report back and laying out its first cards in one go would
                // hold the page for all of it at once.
                Some(pieces) => read_piece(pieces, 0, super::Answer::default(), done.clone(), READING.with(std::cell::Cell::get)),
                None => done.emit(Err(error.unwrap_or_else(|| "the background explanation stopped".to_owned()))),
            }
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

    /// How long one task reads pieces of an answer before it lets the page do something else.
    /// A task per piece waited the browser's least delay between timers (about 4 ms once they
    /// follow each other) eleven times over for 10,000 resources; a piece takes a few ms.
    const READ_FOR_MS: f64 = 12.0;

    /// Reads the worker's answer from piece `at` on, in tasks of at most about
    /// [`READ_FOR_MS`] each; the report goes to `done` in a task after the last. A worker
    /// stopped meanwhile (another paste, say: [`stop`] counts on from `reading`) ends the
    /// reading.
    fn read_piece(pieces: js_sys::Array, mut at: u32, mut answer: super::Answer, done: Callback<Result<Report, String>>, reading: u64) {
        gloo::timers::callback::Timeout::new(0, move || {
            if READING.with(std::cell::Cell::get) != reading {
                return;
            }
            if at >= pieces.length() {
                done.emit(answer.finish());
                return;
            }
            let started = js_sys::Date::now();
            while at < pieces.length() && js_sys::Date::now() - started < READ_FOR_MS {
                let read = match pieces.get(at).dyn_into::<js_sys::Uint8Array>() {
                    Ok(piece) => answer.read(&piece.to_vec()),
                    Err(_) => Err("the background explanation sent something that is not bytes".to_owned()),
                };
                if let Err(problem) = read {
                    done.emit(Err(problem));
                    return;
                }
                at += 1;
            }
            read_piece(pieces, at, answer, done, reading);
        })
        .forget();
    }

    /// Stops the worker explaining now, if any (its answer is no longer wanted, and its memory,
    /// grown for a large paste, goes with it), and the reading of an answer already sent, and
    /// has a fresh worker ready for the next.
    pub fn stop() {
        READING.with(|reading| reading.set(reading.get() + 1));
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

    /// The pieces, after checking that the report handed back is the one they hold.
    fn explain_in_background(text: &str, now: f64) -> Vec<Vec<u8>> {
        let mut pieces = Vec::new();
        let report = explain_in_pieces(text.to_owned(), now, |piece| pieces.push(piece.to_vec()));
        assert_eq!(read_back(&pieces).as_ref(), Ok(&report));
        pieces
    }

    fn read_back(pieces: &[Vec<u8>]) -> Result<Report, String> {
        report_from_pieces(pieces.iter().map(Vec::as_slice))
    }

    #[test]
    fn what_the_worker_sends_reads_back_as_the_same_report() {
        let text = include_str!("../../www/examples/image-pull-failure.yaml");
        let now = Timestamp::parse("2025-03-04T10:30:00Z");
        let pieces = explain_in_background(text, now.map_or(f64::NAN, |now| now.0 as f64));
        assert_eq!(pieces.len(), 2, "the report without its resources, then one batch");
        assert_eq!(read_back(&pieces), Ok(crate::explain(text, now)));
        let without_clock = read_back(&explain_in_background("kind: Pod\nmetadata: {name: p}\n", f64::NAN)).unwrap();
        assert_eq!(without_clock.resources[0].name, "p");
        // Nothing to explain: the report alone.
        assert_eq!(explain_in_background("", f64::NAN).len(), 1);
        assert!(read_back(&[b"{".to_vec()]).unwrap_err().contains("could not be read back"));
        assert!(read_back(&[]).unwrap_err().contains("sent nothing back"));
        // A batch gone missing is noticed: the totals count every resource.
        assert_eq!(read_back(&pieces[..1]).unwrap_err(), "the background explanation sent 0 of its 3 resources back");
    }

    #[test]
    fn a_large_report_comes_in_batches_each_read_on_its_own() {
        // Names with characters of two to four bytes.
        let text: String = (0..2500).map(|n| format!("---\nkind: Pod\nmetadata: {{name: \"pödé😀-{n}\"}}\nstatus: {{phase: Failed, message: \"ünïcødé 😀 {n}\"}}\n")).collect();
        let pieces = explain_in_background(&text, f64::NAN);
        assert_eq!(pieces.len(), 4, "the report, then 1000 + 1000 + 500 resources");
        let mut answer = Answer::default();
        for piece in &pieces {
            answer.read(piece).unwrap();
        }
        let report = answer.finish().unwrap();
        assert_eq!(report, crate::explain(&text, None));
        assert_eq!(report.resources[2499].name, "pödé😀-2499");
    }
}
