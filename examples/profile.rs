//! One explain (or one bare parse) of the benchmark's generated dump, for instruction counts
//! that do not depend on the machine's load:
//!
//! ```text
//! cargo build --release --example profile
//! valgrind --tool=callgrind target/release/examples/profile explain yaml 1000
//! ```
//!
//! `what` is `none` (only generate the dump: the baseline to subtract), `parse` (bare parse into
//! a generic value), `skim` (parse building nothing), `read` (our reader only), `phases` (wall-clock
//! time of each phase of one explain, one after the other, and the memory alive after each and at
//! most during it, as a multiple of the input), `explain`, or `report` (print the JSON report,
//! to compare before and after a change), `text` (print the dump itself, to profile a file), or `pack` (explain and pack the report as the
//! page's worker does, then read it back as the page does). `format` is `yaml` or `json` (the generated dump), or
//! `file:PATH` for a file's own text (`target/measure-dump-10k.yaml`, the page's dump, say); the
//! last argument is the number of resources generated.

use std::alloc::{GlobalAlloc, Layout, System};
use std::hint::black_box;
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};

/// The system allocator, counting the bytes alive and the most alive at once, so that `phases`
/// can say what each phase holds (the memory target of the page is a multiple of the input).
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

// SAFETY: every call goes to `System` unchanged; only two counters are updated besides.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        PEAK.fetch_max(LIVE.fetch_add(layout.size(), Relaxed) + layout.size(), Relaxed);
        // SAFETY: the caller's contract is passed on.
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, pointer: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Relaxed);
        // SAFETY: the caller's contract is passed on.
        unsafe { System.dealloc(pointer, layout) }
    }
    unsafe fn realloc(&self, pointer: *mut u8, layout: Layout, size: usize) -> *mut u8 {
        // Old and new blocks are both alive while the contents are copied.
        PEAK.fetch_max(LIVE.fetch_add(size, Relaxed) + size, Relaxed);
        LIVE.fetch_sub(layout.size(), Relaxed);
        // SAFETY: the caller's contract is passed on.
        unsafe { System.realloc(pointer, layout, size) }
    }
}

#[global_allocator]
static COUNTING: Counting = Counting;

#[path = "../benches/dump/mod.rs"]
mod dump;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let what = args.get(1).map_or("explain", String::as_str);
    let format = args.get(2).map_or("yaml", String::as_str);
    let resources = args.get(3).and_then(|n| n.parse().ok()).unwrap_or(1_000);
    let yaml = match format.strip_prefix("file:") {
        Some(path) => std::fs::read_to_string(path).expect("the file reads as text"),
        None => dump::generate_yaml(resources),
    };
    let text = if format == "json" {
        let value: serde_json::Value =
            serde_saphyr::from_str_with_options(&yaml, serde_saphyr::options! { budget: None }).expect("generated YAML parses");
        serde_json::to_string(&value).expect("serialises")
    } else {
        yaml
    };
    let now = status_explainer::Timestamp::parse("2025-03-04T10:30:00Z");
    match what {
        "parse" if text.trim_start().starts_with(['{', '[']) => {
            black_box(serde_json::from_str::<serde_json::Value>(black_box(&text)).ok());
        }
        "parse" => {
            black_box(serde_saphyr::from_str_with_options::<serde_json::Value>(black_box(&text), serde_saphyr::options! { budget: None }).ok());
        }
        "skim" => {
            // Scanning and parsing only, building nothing: what a reader that keeps no tree pays.
            black_box(serde_saphyr::from_str_with_options::<serde::de::IgnoredAny>(black_box(&text), serde_saphyr::options! { budget: None }).ok());
        }
        "read" => {
            black_box(status_explainer::read::read(black_box(&text), None));
        }
        "phases" => phases(&text, now),
        "explain" => {
            black_box(status_explainer::explain(black_box(&text), now));
        }
        "text" => print!("{text}"),
        "pack" => {
            // What the page's worker does: explain, then pack the report a batch at a time.
            let mut report = status_explainer::explain(black_box(&text), now);
            let resources = std::mem::take(&mut report.resources);
            let mut packer = status_explainer::report::packed::Packer::default();
            let mut pieces = vec![packer.head(&report).to_vec()];
            for batch in resources.chunks(1000) {
                pieces.push(packer.resources(batch).to_vec());
            }
            eprintln!("packed: {} bytes", pieces.iter().map(Vec::len).sum::<usize>());
            // And read back, as the page does (`Unpacker::resources` is what the page pays).
            let mut unpacker = status_explainer::report::packed::Unpacker::default();
            let mut unpacked = unpacker.head(&pieces[0]).expect("the head unpacks");
            for piece in &pieces[1..] {
                unpacked.resources.extend(unpacker.resources(piece).expect("a piece unpacks"));
            }
            black_box(&unpacked);
        }
        "report" => {
            let report = status_explainer::explain(&text, now);
            println!("{}", serde_json::to_string_pretty(&report).expect("a report serialises"));
        }
        _ => {
            black_box(&text);
        }
    }
}

/// Times each phase of `status_explainer::explain_sources` (wall clock, one after the other,
/// through the public API), then the same text's bare parse. The steps mirror
/// `explain_sources` on purpose, so each can be timed on its own: keep them in step with it.
fn phases(text: &str, now: Option<status_explainer::Timestamp>) {
    use std::time::Instant;
    use status_explainer::{explain_resource, model, read, relate, rollup, rules};
    let mut at = Instant::now();
    let input = text.len() as f64;
    // Memory is counted from here: the text itself (alive throughout) is not in it.
    let base = LIVE.load(Relaxed);
    PEAK.store(base, Relaxed);
    let mut lap = |what: &str| {
        let (live, peak) = (LIVE.load(Relaxed).saturating_sub(base) as f64, PEAK.load(Relaxed).saturating_sub(base) as f64);
        eprintln!(
            "{what:>28}: {:7.1} ms   alive after {:6.1} MB ({:.1}× input), peak during {:6.1} MB ({:.1}×)",
            at.elapsed().as_secs_f64() * 1e3,
            live / 1e6,
            live / input,
            peak / 1e6,
            peak / input
        );
        PEAK.store(LIVE.load(Relaxed), Relaxed);
        at = Instant::now();
    };
    let reading = read::read(text, None);
    lap("read");
    let (objects, _) = read::unwrap_lists(reading);
    lap("lists + secrets");
    let resources: Vec<model::Resource> = objects.into_iter().map(model::Resource::identity_of).collect();
    lap("resource views");
    let graph = relate::Graph::build(&resources);
    lap("graph");
    let mut resources = resources;
    let mut reports: Vec<_> = resources
        .iter_mut()
        .enumerate()
        .map(|(index, resource)| {
            let context = rules::Context {
                now,
                events: graph.events.get(index).map(Vec::as_slice).unwrap_or(&[]),
                references: graph.references.get(index).map(Vec::as_slice).unwrap_or(&[]),
            };
            resource.read_conditions();
            let report = explain_resource(resource, &context);
            resource.keep_for_roll_up();
            report
        })
        .collect();
    lap("rules + explanations");
    black_box(rollup::roll_up(&resources, &graph, &mut reports, &[]));
    lap("roll-up");
    let mut json = Vec::new();
    status_explainer::report::json::write_compact(&mut json, &reports).expect("reports serialise");
    black_box(&json);
    lap("reports as JSON (the worker's answer)");
    drop(json);
    drop(reports);
    lap("drop reports");
    drop(graph);
    drop(resources);
    lap("drop resources");
    if text.trim_start().starts_with('{') {
        black_box(serde_json::from_str::<serde_json::Value>(text).ok());
    } else {
        black_box(serde_saphyr::from_str_with_options::<serde_json::Value>(text, serde_saphyr::options! { budget: None }).ok());
    }
    lap("bare parse (+ drop)");
}
