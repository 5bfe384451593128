//! Compact JSON, byte for byte what `serde_json::to_writer` writes, but with strings escaped a
//! word at a time. The page's worker hands every report over as JSON (13 MB for a 10,000-resource
//! paste), and serde_json looks at each byte of each string to find what needs escaping: in the
//! page's WebAssembly that was a sixth of explaining a large paste. Numbers are written by
//! serde_json itself, so they come out exactly as it writes them.

use std::fmt::Display;
use std::io::{self, Write};

use serde::ser::{self, Serialize};

use crate::byte_scan::{json_stops, padded_word_at};

/// Writes `value` as compact JSON to `out`.
pub fn write_compact<W: Write, T: Serialize + ?Sized>(out: W, value: &T) -> Result<(), Error> {
    let mut writer = Writer { out, spill_bytes: SPILL_BYTES, buffer: Vec::with_capacity(SPILL_BYTES + 4096), key: false, pretty: false, level: 0 };
    value.serialize(&mut writer)?;
    writer.spill()
}

/// Writes `value` to `out` as JSON indented by two spaces, as `serde_json::to_writer_pretty`
/// writes it, a buffer's worth at a time (the CLI: no string ever holds all of a large report).
pub fn write_pretty<W: Write, T: Serialize + ?Sized>(out: W, value: &T) -> Result<(), Error> {
    let mut writer = Writer { out, spill_bytes: SPILL_BYTES, buffer: Vec::with_capacity(SPILL_BYTES + 4096), key: false, pretty: true, level: 0 };
    value.serialize(&mut writer)?;
    writer.spill()
}

/// `value` as JSON indented by two spaces, as `serde_json::to_string_pretty` writes it.
pub fn to_pretty_string<T: Serialize + ?Sized>(value: &T) -> Result<String, Error> {
    let mut out = Vec::with_capacity(4096);
    write_pretty(&mut out, value)?;
    String::from_utf8(out).map_err(|error| Error(error.to_string()))
}

/// `value` as compact JSON text.
pub fn to_compact_string<T: Serialize + ?Sized>(value: &T) -> Result<String, Error> {
    let mut out = Vec::with_capacity(4096);
    write_compact(&mut out, value)?;
    String::from_utf8(out).map_err(|error| Error(error.to_string()))
}

/// Why a value could not be written: the writer failed, or the value cannot be JSON (a map
/// whose keys are not text or whole numbers).
#[derive(Debug)]
pub struct Error(String);

impl Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Error {}

impl ser::Error for Error {
    fn custom<T: Display>(message: T) -> Self {
        Error(message.to_string())
    }
}

impl From<io::Error> for Error {
    fn from(error: io::Error) -> Self {
        Error(error.to_string())
    }
}

impl From<serde_json::Error> for Error {
    fn from(error: serde_json::Error) -> Self {
        Error(error.to_string())
    }
}

/// How much JSON is gathered before it goes to the output in one write (by default).
const SPILL_BYTES: usize = 64 * 1024;

/// The writer: JSON is gathered in `buffer` (small writes to a `Vec` cost next to nothing) and
/// goes to `out` in large writes. `key` is set while a map key is written (JSON keys are
/// strings, so numbers there are quoted, as serde_json does). Pretty output puts each member
/// on a line of its own, indented two spaces per `level` of nesting.
struct Writer<W> {
    out: W,
    /// How much `buffer` gathers before it goes to `out`.
    spill_bytes: usize,
    buffer: Vec<u8>,
    key: bool,
    pretty: bool,
    level: usize,
}

impl<W: Write> Writer<W> {
    /// Everything gathered, to the output.
    fn spill(&mut self) -> Result<(), Error> {
        self.out.write_all(&self.buffer)?;
        self.buffer.clear();
        Ok(())
    }

    /// `text` as a JSON string, escaped as serde_json escapes it. Eight bytes at a time are
    /// checked and copied: a copy of a fixed eight bytes (then the extra cut off) is a plain
    /// store, where a copy of a varying length is a call to `memcpy`.
    fn string(&mut self, text: &str) -> Result<(), Error> {
        let bytes = text.as_bytes();
        self.buffer.reserve(bytes.len() + 2);
        self.buffer.push(b'"');
        let mut at = 0;
        while at < bytes.len() {
            let word = padded_word_at(bytes, at);
            let stops = json_stops(word);
            let run = if stops == 0 { (bytes.len() - at).min(8) } else { (stops.trailing_zeros() / 8) as usize };
            let kept = self.buffer.len() + run;
            self.buffer.extend_from_slice(&word.to_le_bytes());
            self.buffer.truncate(kept);
            at += run;
            if stops == 0 {
                continue;
            }
            let Some(&byte) = bytes.get(at) else { break };
            match byte {
                b'"' => self.buffer.extend_from_slice(b"\\\""),
                b'\\' => self.buffer.extend_from_slice(b"\\\\"),
                0x08 => self.buffer.extend_from_slice(b"\\b"),
                b'\t' => self.buffer.extend_from_slice(b"\\t"),
                b'\n' => self.buffer.extend_from_slice(b"\\n"),
                0x0c => self.buffer.extend_from_slice(b"\\f"),
                b'\r' => self.buffer.extend_from_slice(b"\\r"),
                _ => {
                    const HEX: &[u8; 16] = b"0123456789abcdef";
                    let digit = |nibble: u8| HEX.get(usize::from(nibble)).copied().unwrap_or(b'0');
                    self.buffer.extend_from_slice(&[b'\\', b'u', b'0', b'0', digit(byte >> 4), digit(byte & 0xf)]);
                }
            }
            at += 1;
        }
        self.buffer.push(b'"');
        Ok(())
    }

    /// A number, as serde_json writes it (quoted when it is a map key).
    fn number<T: Serialize>(&mut self, number: T) -> Result<(), Error> {
        if self.key {
            self.buffer.extend_from_slice(b"\"");
        }
        serde_json::to_writer(&mut self.buffer, &number)?;
        if self.key {
            self.buffer.extend_from_slice(b"\"");
        }
        Ok(())
    }

    /// A new line at the current level (pretty output only).
    fn line(&mut self) -> Result<(), Error> {
        if self.pretty {
            self.buffer.extend_from_slice(b"\n");
            for _ in 0..self.level {
                self.buffer.extend_from_slice(b"  ");
            }
        }
        Ok(())
    }

    /// Between a key and its value.
    fn colon(&mut self) -> Result<(), Error> {
        self.buffer.extend_from_slice(if self.pretty { b": " } else { b":" });
        Ok(())
    }

    /// Anything else where a map key is being written.
    fn not_a_key(&self) -> Result<(), Error> {
        if self.key {
            return Err(Error("a map key must be text or a number".to_owned()));
        }
        Ok(())
    }
}

/// A list, tuple, map or struct being written: whether its first member is still to come.
struct Compound<'w, W> {
    writer: &'w mut Writer<W>,
    first: bool,
    /// `]` or `}`.
    close: &'static [u8],
    /// Whether it is the contents of an enum variant, inside `{"Variant": …}`.
    in_variant: bool,
}

impl<W: Write> Compound<'_, W> {
    fn separate(&mut self) -> Result<(), Error> {
        if self.writer.buffer.len() >= self.writer.spill_bytes {
            self.writer.spill()?;
        }
        if !std::mem::replace(&mut self.first, false) {
            self.writer.buffer.extend_from_slice(b",");
        }
        self.writer.line()
    }

    fn element<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.separate()?;
        value.serialize(&mut *self.writer)
    }

    fn field<T: Serialize + ?Sized>(&mut self, key: &str, value: &T) -> Result<(), Error> {
        self.separate()?;
        self.writer.string(key)?;
        self.writer.colon()?;
        value.serialize(&mut *self.writer)
    }

    fn close(self) -> Result<(), Error> {
        self.writer.level = self.writer.level.saturating_sub(1);
        if !self.first {
            self.writer.line()?;
        }
        self.writer.buffer.extend_from_slice(self.close);
        if self.in_variant {
            self.writer.end_variant()?;
        }
        Ok(())
    }
}

impl<'w, W: Write> Writer<W> {
    fn open(&'w mut self, open: &[u8], close: &'static [u8], in_variant: bool) -> Result<Compound<'w, W>, Error> {
        self.not_a_key()?;
        self.buffer.extend_from_slice(open);
        self.level += 1;
        Ok(Compound { writer: self, first: true, close, in_variant })
    }

    /// `{"Variant":` before a variant's contents.
    fn variant(&mut self, variant: &str) -> Result<(), Error> {
        self.not_a_key()?;
        self.buffer.extend_from_slice(b"{");
        self.level += 1;
        self.line()?;
        self.string(variant)?;
        self.colon()
    }

    /// The `}` after a variant's contents.
    fn end_variant(&mut self) -> Result<(), Error> {
        self.level = self.level.saturating_sub(1);
        self.line()?;
        self.buffer.extend_from_slice(b"}");
        Ok(())
    }
}

impl<'w, W: Write> ser::Serializer for &'w mut Writer<W> {
    type Ok = ();
    type Error = Error;
    type SerializeSeq = Compound<'w, W>;
    type SerializeTuple = Compound<'w, W>;
    type SerializeTupleStruct = Compound<'w, W>;
    type SerializeTupleVariant = Compound<'w, W>;
    type SerializeMap = Compound<'w, W>;
    type SerializeStruct = Compound<'w, W>;
    type SerializeStructVariant = Compound<'w, W>;

    fn serialize_bool(self, value: bool) -> Result<(), Error> {
        self.not_a_key()?;
        self.buffer.extend_from_slice(if value { b"true" } else { b"false" });
        Ok(())
    }
    fn serialize_i8(self, value: i8) -> Result<(), Error> {
        self.number(value)
    }
    fn serialize_i16(self, value: i16) -> Result<(), Error> {
        self.number(value)
    }
    fn serialize_i32(self, value: i32) -> Result<(), Error> {
        self.number(value)
    }
    fn serialize_i64(self, value: i64) -> Result<(), Error> {
        self.number(value)
    }
    fn serialize_i128(self, value: i128) -> Result<(), Error> {
        self.number(value)
    }
    fn serialize_u8(self, value: u8) -> Result<(), Error> {
        self.number(value)
    }
    fn serialize_u16(self, value: u16) -> Result<(), Error> {
        self.number(value)
    }
    fn serialize_u32(self, value: u32) -> Result<(), Error> {
        self.number(value)
    }
    fn serialize_u64(self, value: u64) -> Result<(), Error> {
        self.number(value)
    }
    fn serialize_u128(self, value: u128) -> Result<(), Error> {
        self.number(value)
    }
    fn serialize_f32(self, value: f32) -> Result<(), Error> {
        self.not_a_key()?;
        self.number(value)
    }
    fn serialize_f64(self, value: f64) -> Result<(), Error> {
        self.not_a_key()?;
        self.number(value)
    }
    fn serialize_char(self, value: char) -> Result<(), Error> {
        self.string(value.encode_utf8(&mut [0; 4]))
    }
    fn serialize_str(self, value: &str) -> Result<(), Error> {
        self.string(value)
    }
    fn serialize_bytes(self, value: &[u8]) -> Result<(), Error> {
        let mut list = self.open(b"[", b"]", false)?;
        for byte in value {
            list.element(byte)?;
        }
        list.close()
    }
    fn serialize_none(self) -> Result<(), Error> {
        self.serialize_unit()
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<(), Error> {
        self.not_a_key()?;
        self.buffer.extend_from_slice(b"null");
        Ok(())
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Result<(), Error> {
        self.serialize_unit()
    }
    fn serialize_unit_variant(self, _name: &'static str, _index: u32, variant: &'static str) -> Result<(), Error> {
        self.string(variant)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _name: &'static str, value: &T) -> Result<(), Error> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(self, _name: &'static str, _index: u32, variant: &'static str, value: &T) -> Result<(), Error> {
        self.variant(variant)?;
        value.serialize(&mut *self)?;
        self.end_variant()
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Compound<'w, W>, Error> {
        self.open(b"[", b"]", false)
    }
    fn serialize_tuple(self, _len: usize) -> Result<Compound<'w, W>, Error> {
        self.open(b"[", b"]", false)
    }
    fn serialize_tuple_struct(self, _name: &'static str, _len: usize) -> Result<Compound<'w, W>, Error> {
        self.open(b"[", b"]", false)
    }
    fn serialize_tuple_variant(self, _name: &'static str, _index: u32, variant: &'static str, _len: usize) -> Result<Compound<'w, W>, Error> {
        self.variant(variant)?;
        self.open(b"[", b"]", true)
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Compound<'w, W>, Error> {
        self.open(b"{", b"}", false)
    }
    fn serialize_struct(self, _name: &'static str, _len: usize) -> Result<Compound<'w, W>, Error> {
        self.open(b"{", b"}", false)
    }
    fn serialize_struct_variant(self, _name: &'static str, _index: u32, variant: &'static str, _len: usize) -> Result<Compound<'w, W>, Error> {
        self.variant(variant)?;
        self.open(b"{", b"}", true)
    }
}

/// The four kinds of list serde has (sequence, tuple, tuple struct, tuple variant): each
/// member is one more element.
macro_rules! list_of_elements {
    ($($kind:ident :: $add:ident),*) => {$(
        impl<W: Write> ser::$kind for Compound<'_, W> {
            type Ok = ();
            type Error = Error;
            fn $add<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
                self.element(value)
            }
            fn end(self) -> Result<(), Error> {
                self.close()
            }
        }
    )*};
}

list_of_elements!(SerializeSeq::serialize_element, SerializeTuple::serialize_element, SerializeTupleStruct::serialize_field, SerializeTupleVariant::serialize_field);

impl<W: Write> ser::SerializeMap for Compound<'_, W> {
    type Ok = ();
    type Error = Error;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Error> {
        self.separate()?;
        self.writer.key = true;
        let written = key.serialize(&mut *self.writer);
        self.writer.key = false;
        written?;
        self.writer.colon()
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        value.serialize(&mut *self.writer)
    }
    fn end(self) -> Result<(), Error> {
        self.close()
    }
}

/// The two kinds of struct serde has (struct, struct variant): each member a named field.
macro_rules! struct_of_fields {
    ($($kind:ident),*) => {$(
        impl<W: Write> ser::$kind for Compound<'_, W> {
            type Ok = ();
            type Error = Error;
            fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<(), Error> {
                self.field(key, value)
            }
            fn end(self) -> Result<(), Error> {
                self.close()
            }
        }
    )*};
}

struct_of_fields!(SerializeStruct, SerializeStructVariant);

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    #[track_caller]
    fn same_as_serde_json<T: Serialize + ?Sized>(value: &T) {
        assert_eq!(to_compact_string(value).unwrap(), serde_json::to_string(value).unwrap());
        assert_eq!(to_pretty_string(value).unwrap(), serde_json::to_string_pretty(value).unwrap());
    }

    #[test]
    fn every_character_is_escaped_as_serde_json_escapes_it() {
        let every: String = (0u32..0x800).filter_map(char::from_u32).chain(['\u{202e}', '\u{fffd}', '😀']).collect();
        same_as_serde_json(&every);
        for c in (0u8..0x80).map(char::from) {
            for text in [format!("{c}"), format!("abcdefgh{c}ij"), format!("{c}{c}registry.example.com{c}")] {
                same_as_serde_json(&text);
            }
        }
    }

    #[test]
    fn every_shape_is_written_as_serde_json_writes_it() {
        #[derive(serde::Serialize)]
        enum Shape {
            Unit,
            Newtype(i64),
            Tuple(u8, String),
            Struct { x: f64, y: Option<bool> },
        }
        #[derive(serde::Serialize)]
        struct Everything {
            #[serde(rename = "type")]
            kind: &'static str,
            shapes: Vec<Shape>,
            numbers: (i8, u16, i32, u64, i128, f32, f64, f64),
            missing: Option<()>,
            #[serde(skip_serializing_if = "Option::is_none")]
            skipped: Option<u8>,
            letter: char,
            bytes: serde_bytes_like::Bytes,
            by_name: BTreeMap<String, u8>,
            by_number: BTreeMap<i64, bool>,
            empty: Vec<u8>,
        }
        mod serde_bytes_like {
            pub struct Bytes(pub Vec<u8>);
            impl serde::Serialize for Bytes {
                fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                    serializer.serialize_bytes(&self.0)
                }
            }
        }
        same_as_serde_json(&Everything {
            kind: "a \"quoted\" kind",
            shapes: vec![Shape::Unit, Shape::Newtype(-7), Shape::Tuple(3, "t".into()), Shape::Struct { x: 1.5, y: None }],
            numbers: (-8, 65_535, -2_000_000, u64::MAX, i128::MIN, 0.1, f64::NAN, 1e300),
            missing: None,
            skipped: None,
            letter: '"',
            bytes: serde_bytes_like::Bytes(vec![0, 255]),
            by_name: [("b".to_owned(), 2), ("a\n".to_owned(), 1)].into(),
            by_number: [(-1, true), (10, false)].into(),
            empty: Vec::new(),
        });
    }

    #[test]
    fn a_map_keyed_by_lists_is_refused_not_written_wrong() {
        let map: BTreeMap<Vec<u8>, u8> = [(vec![1], 1)].into();
        assert!(to_compact_string(&map).is_err());
        assert!(serde_json::to_string(&map).is_err());
    }

    /// Every example and real fixture, explained: the same bytes as serde_json.
    #[test]
    fn reports_are_written_as_serde_json_writes_them() {
        let texts = crate::sample_texts::all();
        let reports: Vec<_> = texts.iter().map(|text| crate::explain(text, crate::Timestamp::parse("2025-03-04T10:30:00Z"))).collect();
        for report in &reports {
            same_as_serde_json(report);
        }
        // All at once: megabytes, written out in many spills.
        same_as_serde_json(&reports);
    }
}
