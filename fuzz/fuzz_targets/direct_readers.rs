//! The direct readers against the general ones: whatever the YAML reader of `read/block_yaml.rs`
//! or the JSON reader of `read/direct_json.rs` reads, the general reader of `read/general_yaml.rs`
//! or serde_json must read the
//! same way (the direct readers give up on anything else, and the general ones read that).
#![no_main]

use libfuzzer_sys::fuzz_target;
use status_explainer::read::direct_readers_agree;

fuzz_target!(|data: &[u8]| {
    if let Ok(text) = std::str::from_utf8(data) {
        if let Err(difference) = direct_readers_agree(text) {
            panic!("{difference}\non:\n{text}");
        }
    }
});
