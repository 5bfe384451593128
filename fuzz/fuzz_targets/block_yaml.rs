//! The fast YAML reader against serde-saphyr: whatever the fast reader reads, serde-saphyr must
//! read the same way (the fast reader gives up on anything else, and serde-saphyr reads that).
#![no_main]

use libfuzzer_sys::fuzz_target;
use status_explainer::read::fast_yaml_reader_agrees;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        if let Err(difference) = fast_yaml_reader_agrees(text) {
            panic!("{difference}\non:\n{text}");
        }
    }
});
