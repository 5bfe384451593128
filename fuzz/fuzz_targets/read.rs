//! The reading layer on arbitrary bytes: decode, read, unwrap lists. Must never panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use status_explainer::read::{decode, read, unwrap_lists};

fuzz_target!(|data: &[u8]| {
    let (text, _) = decode(data, Some("fuzz"));
    let _ = unwrap_lists(read(&text, None));
});
