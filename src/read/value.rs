//! One document into a generic value, noting what a plain `serde_json::Value` would hide:
//! repeated mapping keys (the last value is kept, as Kubernetes' readers do, and each is
//! reported) and the nesting depth. Then every string is cleaned ([`super::clean`]) and bounded
//! ([`super::Limits::max_scalar_bytes`]).

use std::fmt;

use serde::de::{Deserialize, Deserializer, MapAccess, SeqAccess, Visitor};
use serde_json::{Map, Value};

/// Most repeated keys reported per document (each one costs a scan of the document's text).
pub(crate) const MAX_DUPLICATES: usize = 10;

/// A parsed value with what reading it found.
#[derive(Debug, Default)]
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

impl<'de> Deserialize<'de> for Tracked {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(TrackedVisitor)
    }
}

struct TrackedVisitor;

fn scalar(value: Value) -> Tracked {
    Tracked { value, duplicates: Vec::new(), depth: 0, unclean: false, longest: 0 }
}

fn text(value: String) -> Tracked {
    let unclean = super::clean::may_change(value.as_bytes(), true);
    Tracked { longest: value.len(), unclean, ..scalar(Value::String(value)) }
}

impl<'de> Visitor<'de> for TrackedVisitor {
    type Value = Tracked;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any YAML or JSON value")
    }

    fn visit_bool<E>(self, v: bool) -> Result<Tracked, E> {
        Ok(scalar(Value::Bool(v)))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Tracked, E> {
        Ok(scalar(Value::from(v)))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Tracked, E> {
        Ok(scalar(Value::from(v)))
    }
    fn visit_i128<E>(self, v: i128) -> Result<Tracked, E> {
        Ok(i64::try_from(v).map_or_else(|_| text(v.to_string()), |v| scalar(Value::from(v))))
    }
    fn visit_u128<E>(self, v: u128) -> Result<Tracked, E> {
        Ok(u64::try_from(v).map_or_else(|_| text(v.to_string()), |v| scalar(Value::from(v))))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Tracked, E> {
        // NaN and infinities have no JSON number: keep their text.
        Ok(serde_json::Number::from_f64(v).map_or_else(|| text(v.to_string()), |number| scalar(Value::Number(number))))
    }
    fn visit_str<E>(self, v: &str) -> Result<Tracked, E> {
        Ok(text(v.to_owned()))
    }
    fn visit_string<E>(self, v: String) -> Result<Tracked, E> {
        Ok(text(v))
    }
    fn visit_bytes<E>(self, v: &[u8]) -> Result<Tracked, E> {
        Ok(text(String::from_utf8_lossy(v).into_owned()))
    }
    fn visit_none<E>(self) -> Result<Tracked, E> {
        Ok(scalar(Value::Null))
    }
    fn visit_unit<E>(self) -> Result<Tracked, E> {
        Ok(scalar(Value::Null))
    }
    fn visit_some<D: Deserializer<'de>>(self, deserializer: D) -> Result<Tracked, D::Error> {
        Tracked::deserialize(deserializer)
    }
    fn visit_newtype_struct<D: Deserializer<'de>>(self, deserializer: D) -> Result<Tracked, D::Error> {
        Tracked::deserialize(deserializer)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Tracked, A::Error> {
        let mut items = Vec::with_capacity(seq.size_hint().unwrap_or(0).min(4096));
        let mut duplicates = Vec::new();
        let mut depth = 0;
        let (mut unclean, mut longest) = (false, 0);
        while let Some(item) = seq.next_element::<Tracked>()? {
            absorb(&mut duplicates, item.duplicates);
            depth = depth.max(item.depth);
            unclean |= item.unclean;
            longest = longest.max(item.longest);
            items.push(item.value);
        }
        Ok(Tracked { value: Value::Array(items), duplicates, depth: depth + 1, unclean, longest })
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Tracked, A::Error> {
        let mut object = Map::new();
        let mut duplicates = Vec::new();
        let mut depth = 0;
        let (mut unclean, mut longest) = (false, 0);
        while let Some(Key(key)) = map.next_key::<Key>()? {
            let value = map.next_value::<Tracked>()?;
            absorb(&mut duplicates, value.duplicates);
            depth = depth.max(value.depth);
            unclean |= value.unclean || super::clean::may_change(key.as_bytes(), true);
            longest = longest.max(value.longest).max(key.len());
            if object.contains_key(&key) && duplicates.len() < MAX_DUPLICATES {
                duplicates.push(key.clone());
            }
            object.insert(key, value.value);
        }
        Ok(Tracked { value: Value::Object(object), duplicates, depth: depth + 1, unclean, longest })
    }
}

/// A mapping key, read as the text it is written as: keys are names (`apiVersion`, a label),
/// so they skip the scalar inference values go through (`8080` stays `8080`, `on` stays `on`).
struct Key(String);

impl<'de> Deserialize<'de> for Key {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_str(KeyVisitor)
    }
}

struct KeyVisitor;

impl<'de> Visitor<'de> for KeyVisitor {
    type Value = Key;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a mapping key that is text, not a list or mapping")
    }

    fn visit_str<E>(self, v: &str) -> Result<Key, E> {
        Ok(Key(v.to_owned()))
    }
    fn visit_string<E>(self, v: String) -> Result<Key, E> {
        Ok(Key(v))
    }
    fn visit_bool<E>(self, v: bool) -> Result<Key, E> {
        Ok(Key(v.to_string()))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Key, E> {
        Ok(Key(v.to_string()))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Key, E> {
        Ok(Key(v.to_string()))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Key, E> {
        Ok(Key(v.to_string()))
    }
    fn visit_unit<E: serde::de::Error>(self) -> Result<Key, E> {
        Err(E::custom("a mapping key is empty"))
    }
}

fn absorb(into: &mut Vec<String>, from: Vec<String>) {
    if from.is_empty() {
        return;
    }
    let room = MAX_DUPLICATES.saturating_sub(into.len());
    into.extend(from.into_iter().take(room));
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
        Value::String(text) => finish_string(text, max_scalar_bytes, found),
        Value::Array(items) => items.iter_mut().for_each(|item| finish(item, max_scalar_bytes, found)),
        Value::Object(map) => {
            let dirty = map.keys().any(|key| key.len() > max_scalar_bytes || super::clean::may_change(key.as_bytes(), true) && (key.chars().any(char::is_control) || key.contains(['\u{202a}', '\u{202b}', '\u{202c}', '\u{202d}', '\u{202e}', '\u{2066}', '\u{2067}', '\u{2068}', '\u{2069}', '\u{200e}', '\u{200f}', '\u{61c}'])));
            if dirty {
                let old = std::mem::take(map);
                for (mut key, mut item) in old {
                    finish_string(&mut key, max_scalar_bytes, found);
                    finish(&mut item, max_scalar_bytes, found);
                    map.insert(key, item);
                }
            } else {
                map.values_mut().for_each(|item| finish(item, max_scalar_bytes, found));
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
        let mut value = serde_json::json!({"long": "x".repeat(5000), "esc": "\u{1b}[31mred", "k\u{202e}ey": 1});
        let mut found = Finished::default();
        finish(&mut value, 2048, &mut found);
        assert_eq!((found.shortened, found.cleaned, found.longest), (1, 2, 5000));
        assert!(value["long"].as_str().unwrap().starts_with(&"x".repeat(1024)));
        assert!(value["long"].as_str().unwrap().contains("more not shown"));
        assert_eq!(value["esc"], "red");
        assert_eq!(value["k\u{fffd}ey"], 1);
    }
}
