//! The whole call on arbitrary bytes (lossy UTF-8), then every renderer. Must never panic, and
//! our JSON writer must write exactly what serde_json writes for whatever report comes out.
#![no_main]

use libfuzzer_sys::fuzz_target;
use status_explainer::report::{markdown, text};
use status_explainer::{explain, Timestamp};

fuzz_target!(|data: &[u8]| {
    let input = String::from_utf8_lossy(data);
    let report = explain(&input, Timestamp::parse("2025-01-01T00:00:00Z"));
    let _ = text::render(&report);
    let _ = markdown::render(&report);
    let pretty = report.to_json();
    assert_eq!(Some(pretty), serde_json::to_string_pretty(&report).ok());
    assert_eq!(status_explainer::report::json::to_compact_string(&report).ok(), serde_json::to_string(&report).ok());
});
