//! The general YAML reader (`read/general_yaml.rs`, on granit-parser's events) against
//! serde-saphyr set up as the tests set it up: whatever both read, they read the same; and what
//! serde-saphyr reads, ours reads too unless one of our budgets refused it. (Ours reads a few
//! things serde-saphyr refuses, on purpose: `.inf` and `.nan` as text, for one.)
#![no_main]

use libfuzzer_sys::fuzz_target;
use status_explainer::model::Value;
use status_explainer::read::general_yaml_reads;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    // Core tags other than `!!str` and `!!merge` are read past here (typed as if untagged, as
    // Kubernetes' YAML-to-JSON reading ends up); serde-saphyr applies them.
    if ["!!int", "!!float", "!!bool", "!!null", "!!binary", "!!timestamp", "!!seq", "!!map", "!<", "%TAG"].iter().any(|tag| text.contains(tag)) {
        return;
    }
    let options = serde_saphyr::options! {
        duplicate_keys: serde_saphyr::DuplicateKeyPolicy::PassThrough,
        strict_booleans: true,
        leading_zero_numbers_as_strings: true,
        underscored_numbers_as_strings: true,
        with_snippet: false,
        merge_keys: serde_saphyr::MergeKeyPolicy::Merge,
    };
    let theirs = serde_saphyr::from_str_with_options::<Value>(text, options);
    match (general_yaml_reads(text), theirs) {
        (Ok(ours), Ok(theirs)) => assert_eq!(ours, theirs, "the readers disagree on:\n{text}"),
        (Err(why), Ok(theirs)) if !matches!(why.as_str(), "Depth" | "Aliases" | "Nodes") => {
            panic!("ours refused ({why}) what serde-saphyr read as {theirs:?}:\n{text}")
        }
        _ => {}
    }
});
