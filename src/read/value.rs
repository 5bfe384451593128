//! One document into a compact tree ([`crate::model::Value`]), noting what a plain generic
//! value would hide: repeated mapping keys (the last value is kept in the first one's place, as
//! Kubernetes' readers do, and each is reported) and the nesting depth. Then every string is
//! cleaned ([`super::clean`]) and bounded ([`super::Limits::max_scalar_bytes`]).
//!
//! Lists and mappings are gathered on two stacks shared by the whole document and leave them
//! as exact-size slices: one allocation per list or mapping, none for the keys Kubernetes
//! objects repeat ([`crate::model::value`]).

use std::fmt;

use serde::de::{Deserialize, DeserializeSeed, Deserializer, MapAccess, SeqAccess, Visitor};

use crate::model::quick_hash::QuickSet;
use crate::model::value::{key_of, key_of_str, same_key, Key, Map, Text, Value};

/// Most repeated keys reported per document (each one costs a scan of the document's text).
pub(crate) const MAX_DUPLICATES: usize = 10;

/// A parsed value with what reading it found.
#[derive(Debug, Default, PartialEq)]
pub(crate) struct Tracked {
    /// The value; a repeated key holds its last value.
    pub value: Value,
    /// Keys that appeared more than once in one mapping, in input order (at most
    /// [`MAX_DUPLICATES`]).
    pub duplicates: Vec<String>,
    /// Nesting depth: 0 for a scalar, 1 for a flat mapping or sequence.
    pub depth: usize,
    /// Whether some string or key may need cleaning ([`super::clean::may_change`]).
    pub unclean: bool,
    /// The longest string or key, in bytes.
    pub longest: usize,
}

impl Tracked {
    /// Whether [`finish`] may change anything: when not, the walk over the value is skipped.
    pub fn needs_finish(&self, max_scalar_bytes: usize) -> bool {
        self.unclean || self.longest > max_scalar_bytes
    }
}

/// What reading one document gathers besides the tree, and the stacks it builds it on. Every
/// reader uses it: serde's (JSON) through [`Seed`], [`super::block_yaml`] and
/// [`super::general_yaml`].
#[derive(Default)]
pub(super) struct Gathering {
    /// Values of the lists and mappings being read, innermost last.
    values: Vec<Value>,
    /// Keys of the mappings being read, innermost last.
    keys: Vec<Key>,
    duplicates: Vec<String>,
    depth: usize,
    unclean: bool,
    longest: usize,
    /// Where a text known to hold nothing cleaning changes lies in memory (empty when none is):
    /// what is read straight out of it needs no look.
    quiet_source: std::ops::Range<usize>,
}

/// Where a list or mapping being read starts on the shared stacks.
#[derive(Clone, Copy)]
pub(super) struct Marks {
    values: usize,
    keys: usize,
}

impl Gathering {
    /// Notes a string or key: whether it may need cleaning, and how long it is.
    pub(super) fn text(&mut self, text: &str) {
        // A slice of the quiet source is quiet too; text made while reading (unescaped, joined
        // lines) lies elsewhere and is looked at.
        if !self.quiet_source.contains(&(text.as_ptr() as usize)) {
            self.unclean |= super::clean::may_change(text.as_bytes(), true);
        }
        self.longest = self.longest.max(text.len());
    }

    /// Notes a mapping's key: a common one is plain ASCII (only its length to note).
    pub(super) fn key(&mut self, key: &Key) {
        if key.is_common() {
            self.longest = self.longest.max(key.len());
        } else {
            self.text(key);
        }
    }

    /// Says that `source`, which the texts to come are read from, holds nothing that
    /// cleaning changes ([`super::clean::may_change`] is false for it).
    pub(super) fn quiet_source(&mut self, source: &str) {
        self.quiet_source = source.as_bytes().as_ptr_range().start as usize..source.as_bytes().as_ptr_range().end as usize;
    }

    /// Starts a list or mapping at nesting `level`.
    pub(super) fn open(&mut self, level: usize) -> Marks {
        self.depth = self.depth.max(level);
        Marks { values: self.values.len(), keys: self.keys.len() }
    }

    /// Adds an item to the innermost list being read.
    pub(super) fn push_item(&mut self, item: Value) {
        self.values.push(item);
    }

    /// Adds an entry to the innermost mapping being read (after its value was read: the value's
    /// own lists and mappings use the stacks above it meanwhile).
    pub(super) fn push_entry(&mut self, key: Key, value: Value) {
        self.keys.push(key);
        self.values.push(value);
    }

    /// Adds to the mapping opened at `marks` the merged entries (YAML's `<<`) whose keys it does
    /// not have yet: its own keys win, then the merged ones in the order given.
    pub(super) fn add_missing(&mut self, marks: Marks, merged: Vec<(Key, Value)>) {
        if merged.is_empty() {
            return;
        }
        let mut seen: QuickSet<String> = self.keys.get(marks.keys..).unwrap_or(&[]).iter().map(|key| key.to_string()).collect();
        for (key, value) in merged {
            if seen.insert(key.to_string()) {
                self.push_entry(key, value);
            }
        }
    }

    /// Ends the list opened at `marks`.
    pub(super) fn close_list(&mut self, marks: Marks) -> Value {
        Value::Array(self.values.drain(marks.values..).collect())
    }

    /// Ends the mapping opened at `marks`: a repeated key keeps its first place and last value,
    /// and is noted.
    pub(super) fn close_map(&mut self, marks: Marks) -> Value {
        let repeated = repeated_keys(self.keys.get(marks.keys..).unwrap_or(&[]));
        for at in &repeated {
            if let Some(key) = self.keys.get(marks.keys + at).filter(|_| self.duplicates.len() < MAX_DUPLICATES) {
                self.duplicates.push(key.to_string());
            }
        }
        let entries = self.keys.drain(marks.keys..).zip(self.values.drain(marks.values..)).collect();
        Value::Object(Map::from_entries(entries, !repeated.is_empty()))
    }

    /// The document read: its value with what was gathered.
    pub(super) fn into_tracked(self, value: Value) -> Tracked {
        let Gathering { duplicates, depth, unclean, longest, .. } = self;
        Tracked { value, duplicates, depth, unclean, longest }
    }
}

impl<'de> Deserialize<'de> for Tracked {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let mut gathering = Gathering::default();
        let value = Seed { gathering: &mut gathering, level: 1 }.deserialize(deserializer)?;
        Ok(gathering.into_tracked(value))
    }
}

impl<'de> Deserialize<'de> for Value {
    /// Reads a value the way documents are read (repeated keys keep their last value).
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Tracked::deserialize(deserializer).map(|tracked| tracked.value)
    }
}

/// Reads one value at nesting `level` (1 for the document's own list or mapping).
struct Seed<'g> {
    gathering: &'g mut Gathering,
    level: usize,
}

impl<'de> DeserializeSeed<'de> for Seed<'_> {
    type Value = Value;

    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<Value, D::Error> {
        deserializer.deserialize_any(self)
    }
}

fn text(gathering: &mut Gathering, value: String) -> Value {
    gathering.text(&value);
    Value::String(Text::from(value))
}

impl<'de> Visitor<'de> for Seed<'_> {
    type Value = Value;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any YAML or JSON value")
    }

    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_i128<E>(self, v: i128) -> Result<Value, E> {
        Ok(i64::try_from(v).map_or_else(|_| text(self.gathering, v.to_string()), Value::from))
    }
    fn visit_u128<E>(self, v: u128) -> Result<Value, E> {
        Ok(u64::try_from(v).map_or_else(|_| text(self.gathering, v.to_string()), Value::from))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        // NaN and infinities have no JSON number: keep their text.
        Ok(serde_json::Number::from_f64(v).map_or_else(|| text(self.gathering, v.to_string()), Value::Number))
    }
    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        self.gathering.text(v);
        Ok(Value::String(Text::from(v)))
    }
    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(text(self.gathering, v))
    }
    fn visit_bytes<E>(self, v: &[u8]) -> Result<Value, E> {
        Ok(text(self.gathering, String::from_utf8_lossy(v).into_owned()))
    }
    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<Value, D::Error> {
        self.deserialize(deserializer)
    }
    fn visit_newtype_struct<D: Deserializer<'de>>(self, deserializer: D) -> Result<Value, D::Error> {
        self.deserialize(deserializer)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let Seed { gathering, level } = self;
        let marks = gathering.open(level);
        while let Some(item) = seq.next_element_seed(Seed { gathering: &mut *gathering, level: level + 1 })? {
            gathering.push_item(item);
        }
        Ok(gathering.close_list(marks))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let Seed { gathering, level } = self;
        let marks = gathering.open(level);
        while let Some(KeyText(key)) = map.next_key::<KeyText>()? {
            gathering.text(&key);
            let value = map.next_value_seed(Seed { gathering: &mut *gathering, level: level + 1 })?;
            gathering.push_entry(key, value);
        }
        Ok(gathering.close_map(marks))
    }
}

/// Positions of keys that repeat an earlier key of the same mapping (usually none). For the
/// small mappings objects are made of: common keys (most of them) are checked against a set of
/// places, one bit each, and only the other keys are compared with each other; a set for large
/// mappings.
fn repeated_keys(keys: &[Key]) -> Vec<usize> {
    const SMALL: usize = 24;
    if keys.len() <= SMALL {
        // A bit per common key (under 128 of them), in two words: WebAssembly has no 128-bit
        // shifts, and a call for each key cost more than the rest of this check.
        let mut common_seen = [0u64; 2];
        let mut repeated = Vec::new();
        for (at, key) in keys.iter().enumerate() {
            let again = match key.common_place() {
                Some(place) => match common_seen.get_mut(usize::from(place / 64)) {
                    Some(word) => {
                        let bit = 1u64 << (place % 64);
                        let again = *word & bit != 0;
                        *word |= bit;
                        again
                    }
                    None => false,
                },
                None => keys.get(..at).is_some_and(|before| before.iter().any(|other| !other.is_common() && same_key(other, key))),
            };
            if again {
                repeated.push(at);
            }
        }
        return repeated;
    }
    let mut seen: QuickSet<&str> = QuickSet::with_capacity_and_hasher(keys.len(), Default::default());
    let mut repeated = Vec::new();
    for (at, key) in keys.iter().enumerate() {
        if !seen.insert(key) {
            repeated.push(at);
        }
    }
    repeated
}

/// A mapping key, read as the text it is written as: keys are names (`apiVersion`, a label),
/// so they skip the scalar inference values go through (`8080` stays `8080`, `on` stays `on`).
struct KeyText(Key);

impl<'de> Deserialize<'de> for KeyText {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_str(KeyVisitor)
    }
}

struct KeyVisitor;

impl<'de> Visitor<'de> for KeyVisitor {
    type Value = KeyText;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a mapping key that is text, not a list or mapping")
    }

    fn visit_str<E>(self, v: &str) -> Result<KeyText, E> {
        Ok(KeyText(key_of_str(v)))
    }
    fn visit_string<E>(self, v: String) -> Result<KeyText, E> {
        Ok(KeyText(key_of(v)))
    }
    fn visit_bool<E>(self, v: bool) -> Result<KeyText, E> {
        Ok(KeyText(key_of(v.to_string())))
    }
    fn visit_i64<E>(self, v: i64) -> Result<KeyText, E> {
        Ok(KeyText(key_of(v.to_string())))
    }
    fn visit_u64<E>(self, v: u64) -> Result<KeyText, E> {
        Ok(KeyText(key_of(v.to_string())))
    }
    fn visit_f64<E>(self, v: f64) -> Result<KeyText, E> {
        Ok(KeyText(key_of(v.to_string())))
    }
    fn visit_unit<E: serde::de::Error>(self) -> Result<KeyText, E> {
        Err(E::custom("a mapping key is empty"))
    }
}

/// What [`finish`] changed in a value's strings.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Finished {
    /// Strings that held control characters, escape sequences or bidi controls.
    pub cleaned: usize,
    /// Strings longer than the limit, shortened.
    pub shortened: usize,
    /// The longest string seen before shortening, in bytes.
    pub longest: usize,
}

/// Cleans every string (keys too) and shortens those over `max_scalar_bytes` to their start
/// plus a note. Recursion is bounded by the depth limit the parsers enforce.
pub(crate) fn finish(value: &mut Value, max_scalar_bytes: usize, found: &mut Finished) {
    match value {
        Value::String(text) => {
            if text.len() > max_scalar_bytes || super::clean::may_change(text.as_bytes(), true) {
                let mut owned = std::mem::take(text).into_string();
                finish_string(&mut owned, max_scalar_bytes, found);
                *text = Text::from(owned);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|item| finish(item, max_scalar_bytes, found)),
        Value::Object(map) => {
            let dirty = map.keys().any(|key| key.len() > max_scalar_bytes || super::clean::may_change(key.as_bytes(), true) && (key.chars().any(char::is_control) || key.contains(['\u{202a}', '\u{202b}', '\u{202c}', '\u{202d}', '\u{202e}', '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}', '\u{200e}', '\u{200f}', '\u{61c}'])));
            for (key, item) in map.entries_mut() {
                if dirty {
                    let mut text = key.as_str().to_owned();
                    finish_string(&mut text, max_scalar_bytes, found);
                    *key = key_of(text);
                }
                finish(item, max_scalar_bytes, found);
            }
            if dirty {
                // Two keys may have become one after cleaning: keep each once, as when read.
                map.keep_each_key_once();
            }
        }
        Value::Null | Value::Bool(_) | Value::Number(_) => {}
    }
}

/// How much of a too-long string is kept.
const KEPT_BYTES: usize = 1024;

fn finish_string(text: &mut String, max_scalar_bytes: usize, found: &mut Finished) {
    if text.len() > max_scalar_bytes {
        found.shortened += 1;
        found.longest = found.longest.max(text.len());
        let mut keep = KEPT_BYTES.min(max_scalar_bytes).min(text.len());
        while keep > 0 && !text.is_char_boundary(keep) {
            keep -= 1;
        }
        let dropped = text.len() - keep;
        text.truncate(keep);
        text.push_str(&format!("… ({} more not shown: one value may hold at most {})", super::limits::size(dropped), super::limits::size(max_scalar_bytes)));
    }
    if super::clean::clean_value(text) {
        found.cleaned += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn repeated_keys_keep_the_last_value_and_are_named() {
        let tracked: Tracked = serde_json::from_str(r#"{"a": 1, "b": {"c": 1, "c": 2}, "a": 3}"#).unwrap();
        assert_eq!(tracked.value, serde_json::json!({"a": 3, "b": {"c": 2}}));
        assert_eq!(tracked.duplicates, vec!["c", "a"]);
        assert_eq!(tracked.depth, 2);
        assert!(!tracked.needs_finish(5));
    }

    #[test]
    fn repeated_common_and_other_keys_are_all_found() {
        let tracked: Tracked = serde_json::from_str(r#"{"kind": 1, "x": 2, "status": {}, "kind": 3, "x": 4, "y": 5, "items": [], "items": [1]}"#).unwrap();
        assert_eq!(tracked.duplicates, ["kind", "x", "items"]);
        assert_eq!((tracked.value["kind"].as_i64(), tracked.value["x"].as_i64(), tracked.value["items"][0].as_i64()), (Some(3), Some(4), Some(1)));
        let none: Tracked = serde_json::from_str(r#"{"kind": 1, "x": 2, "apiVersion": "v1", "metadata": {}, "y": 3}"#).unwrap();
        assert!(none.duplicates.is_empty());
    }

    #[test]
    fn a_repeated_key_keeps_its_first_place_and_last_value_in_small_and_large_mappings() {
        let tracked: Tracked = serde_json::from_str(r#"{"z": 1, "a": 2, "z": 3}"#).unwrap();
        assert_eq!(tracked.value.as_object().unwrap().iter().map(|(k, v)| format!("{k}={v}")).collect::<Vec<_>>(), ["z=3", "a=2"]);
        let mut large: Vec<String> = (0..100).map(|n| format!("\"k{n}\": {n}")).collect();
        large.push("\"k7\": \"last\"".to_owned());
        let tracked: Tracked = serde_json::from_str(&format!("{{{}}}", large.join(","))).unwrap();
        let map = tracked.value.as_object().unwrap();
        assert_eq!((map.len(), map.get("k7").and_then(Value::as_str)), (100, Some("last")));
        assert_eq!(tracked.duplicates, ["k7"]);
        // A pasted mapping of 100,000 keys with one repeated is read in one pass, not a
        // comparison of every key with every other.
        let mut huge: Vec<String> = (0..100_000).map(|n| format!("\"k{n}\": {n}")).collect();
        huge.push("\"k5\": \"again\"".to_owned());
        let tracked: Tracked = serde_json::from_str(&format!("{{{}}}", huge.join(","))).unwrap();
        let map = tracked.value.as_object().unwrap();
        assert_eq!((map.len(), map.get("k5").and_then(Value::as_str), map.get("k99999").and_then(Value::as_i64)), (100_000, Some("again"), Some(99_999)));
    }

    #[test]
    fn finishing_is_needed_only_for_suspect_or_long_strings() {
        let long: Tracked = serde_json::from_str(r#"{"a": ["123456"]}"#).unwrap();
        assert!(long.needs_finish(5) && !long.needs_finish(6));
        let long_key: Tracked = serde_json::from_str(r#"{"abcdefg": 1}"#).unwrap();
        assert!(long_key.needs_finish(5));
        let unclean: Tracked = serde_json::from_str(r#"{"k\u001b": 1}"#).unwrap();
        assert!(unclean.needs_finish(100));
        let bidi: Tracked = serde_json::from_str(r#"[{"k": "a\u202eb"}]"#).unwrap();
        assert!(bidi.needs_finish(100));
    }

    #[test]
    fn long_strings_are_shortened_and_controls_cleaned() {
        let mut value = crate::value!({"long": "x".repeat(5000), "esc": "\u{1b}[31mred", "k\u{202e}ey": 1});
        let mut found = Finished::default();
        finish(&mut value, 2048, &mut found);
        assert_eq!((found.shortened, found.cleaned, found.longest), (1, 2, 5000));
        assert!(value["long"].as_str().unwrap().starts_with(&"x".repeat(1024)));
        assert!(value["long"].as_str().unwrap().contains("more not shown"));
        assert_eq!(value["esc"], "red");
        assert_eq!(value["k\u{fffd}ey"].as_i64(), Some(1));
    }
}
