//! A direct reader of JSON into the document tree, about twice as fast as going through serde's
//! visitors: bytes are read once, text without escapes is copied straight from the input, keys
//! Kubernetes objects repeat are shared.
//!
//! Like [`super::block_yaml`], it never reports an error: anything invalid, a top-level value
//! that is not an object or array, nesting deeper than the depth limit, or a number that is not
//! a plain integer makes it give up ([`Outside`]), and the whole text is read again by
//! serde_json (numbers are handed to serde_json one by one instead), which says what is wrong
//! and where. The `tests` compare both readers.

use super::block_yaml::Outside;
use super::value::{Gathering, Tracked};
use crate::byte_scan::json_string_stop;
use crate::model::value::{key_of, key_of_str, Text, Value};

type Read<T> = Result<T, Outside>;

/// One value read from the text, and where it starts and ends (byte offsets).
pub(super) struct Parsed {
    pub tracked: Tracked,
    pub start: usize,
    pub end: usize,
}

/// Reads every value of a JSON text (objects and arrays one after another, white space
/// between), or says the text is [`Outside`] what this reader takes on. At most
/// `max_documents` values; lists and mappings at most `max_depth` deep.
pub(super) fn read(text: &str, max_depth: usize, max_documents: usize) -> Read<Vec<Parsed>> {
    let mut reader = Reader { bytes: text.as_bytes(), text, pos: 0, max_depth };
    // One look at the whole text instead of one at each string read out of it.
    let quiet = !super::clean::may_change(text.as_bytes(), true);
    let mut values = Vec::new();
    loop {
        reader.skip_white();
        let start = reader.pos;
        match reader.byte() {
            None => return Ok(values),
            Some(b'{' | b'[') if values.len() < max_documents => {
                let mut gathering = Gathering::default();
                if quiet {
                    gathering.quiet_source(text);
                }
                let value = reader.value(&mut gathering, 1)?;
                values.push(Parsed { tracked: gathering.into_tracked(value), start, end: reader.pos });
            }
            Some(_) => return Err(Outside),
        }
    }
}

struct Reader<'t> {
    bytes: &'t [u8],
    text: &'t str,
    pos: usize,
    max_depth: usize,
}

impl Reader<'_> {
    fn byte(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    fn skip_white(&mut self) {
        while matches!(self.byte(), Some(b' ' | b'\n' | b'\r' | b'\t')) {
            self.pos += 1;
        }
    }

    /// Expects `byte` next (after white space) and steps over it.
    fn expect(&mut self, byte: u8) -> Read<()> {
        self.skip_white();
        if self.byte() != Some(byte) {
            return Err(Outside);
        }
        self.pos += 1;
        Ok(())
    }

    fn literal(&mut self, word: &[u8], value: Value) -> Read<Value> {
        if self.bytes.get(self.pos..self.pos + word.len()) != Some(word) {
            return Err(Outside);
        }
        self.pos += word.len();
        Ok(value)
    }

    /// The value at `pos` (after white space), at nesting `level` if it is a list or mapping.
    fn value(&mut self, gathering: &mut Gathering, level: usize) -> Read<Value> {
        self.skip_white();
        match self.byte().ok_or(Outside)? {
            b'{' => self.object(gathering, level),
            b'[' => self.array(gathering, level),
            b'"' => {
                let text = self.string()?;
                gathering.text(&text);
                Ok(Value::String(match text {
                    std::borrow::Cow::Borrowed(text) => Text::from(text),
                    std::borrow::Cow::Owned(text) => Text::from(text),
                }))
            }
            b't' => self.literal(b"true", Value::Bool(true)),
            b'f' => self.literal(b"false", Value::Bool(false)),
            b'n' => self.literal(b"null", Value::Null),
            b'-' | b'0'..=b'9' => self.number(gathering),
            _ => Err(Outside),
        }
    }

    fn object(&mut self, gathering: &mut Gathering, level: usize) -> Read<Value> {
        if level > self.max_depth {
            return Err(Outside);
        }
        let marks = gathering.open(level);
        self.pos += 1;
        self.skip_white();
        if self.byte() == Some(b'}') {
            self.pos += 1;
            return Ok(gathering.close_map(marks));
        }
        loop {
            self.skip_white();
            if self.byte() != Some(b'"') {
                return Err(Outside);
            }
            let key = match self.string()? {
                std::borrow::Cow::Borrowed(key) => key_of_str(key),
                std::borrow::Cow::Owned(key) => key_of(key),
            };
            gathering.key(&key);
            self.expect(b':')?;
            let value = self.value(gathering, level + 1)?;
            gathering.push_entry(key, value);
            self.skip_white();
            match self.byte() {
                Some(b',') => self.pos += 1,
                Some(b'}') => {
                    self.pos += 1;
                    return Ok(gathering.close_map(marks));
                }
                _ => return Err(Outside),
            }
        }
    }

    fn array(&mut self, gathering: &mut Gathering, level: usize) -> Read<Value> {
        if level > self.max_depth {
            return Err(Outside);
        }
        let marks = gathering.open(level);
        self.pos += 1;
        self.skip_white();
        if self.byte() == Some(b']') {
            self.pos += 1;
            return Ok(gathering.close_list(marks));
        }
        loop {
            let item = self.value(gathering, level + 1)?;
            gathering.push_item(item);
            self.skip_white();
            match self.byte() {
                Some(b',') => self.pos += 1,
                Some(b']') => {
                    self.pos += 1;
                    return Ok(gathering.close_list(marks));
                }
                _ => return Err(Outside),
            }
        }
    }

    /// The string whose opening quote is at `pos`; `pos` ends after its closing quote.
    fn string(&mut self) -> Read<std::borrow::Cow<'_, str>> {
        let start = self.pos + 1;
        let mut at = json_string_stop(self.bytes, start);
        // Most strings have no escapes: borrow them.
        match self.bytes.get(at) {
            Some(b'"') => {
                self.pos = at + 1;
                return self.text.get(start..at).map(std::borrow::Cow::Borrowed).ok_or(Outside);
            }
            Some(b'\\') => {}
            _ => return Err(Outside),
        }
        let mut out = String::from(self.text.get(start..at).ok_or(Outside)?);
        loop {
            match self.bytes.get(at).copied().ok_or(Outside)? {
                b'"' => {
                    self.pos = at + 1;
                    return Ok(std::borrow::Cow::Owned(out));
                }
                b'\\' => {
                    let (character, length) = self.escape(at + 1)?;
                    out.push(character);
                    at += 1 + length;
                }
                _ => return Err(Outside),
            }
            let run = at;
            at = json_string_stop(self.bytes, at);
            out.push_str(self.text.get(run..at).ok_or(Outside)?);
        }
    }

    /// The character of the escape whose letter is at `at`, and how many bytes it took.
    fn escape(&self, at: usize) -> Read<(char, usize)> {
        let character = match self.bytes.get(at).copied().ok_or(Outside)? {
            b'"' => '"',
            b'\\' => '\\',
            b'/' => '/',
            b'b' => '\u{8}',
            b'f' => '\u{c}',
            b'n' => '\n',
            b'r' => '\r',
            b't' => '\t',
            b'u' => {
                let unit = self.hex4(at + 1)?;
                return match unit {
                    0xd800..=0xdbff => {
                        // A surrogate pair: `\uD83D\uDE00`.
                        if self.bytes.get(at + 5..at + 7) != Some(b"\\u") {
                            return Err(Outside);
                        }
                        let low = self.hex4(at + 7)?;
                        if !(0xdc00..=0xdfff).contains(&low) {
                            return Err(Outside);
                        }
                        let code = 0x10000 + ((unit - 0xd800) << 10) + (low - 0xdc00);
                        Ok((char::from_u32(code).ok_or(Outside)?, 11))
                    }
                    _ => Ok((char::from_u32(unit).ok_or(Outside)?, 5)),
                };
            }
            _ => return Err(Outside),
        };
        Ok((character, 1))
    }

    fn hex4(&self, at: usize) -> Read<u32> {
        let digits = self.text.get(at..at + 4).ok_or(Outside)?;
        if !digits.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(Outside);
        }
        u32::from_str_radix(digits, 16).map_err(|_| Outside)
    }

    /// A number: plain integers here, anything else (fractions, exponents, `-0`, integers
    /// beyond 64 bits) typed by serde_json itself, so both readers agree.
    fn number(&mut self, gathering: &mut Gathering) -> Read<Value> {
        let start = self.pos;
        let mut at = start;
        let negative = self.bytes.get(at) == Some(&b'-');
        if negative {
            at += 1;
        }
        let digits = at;
        match self.bytes.get(at) {
            Some(b'0') => at += 1,
            Some(b'1'..=b'9') => {
                while self.bytes.get(at).is_some_and(u8::is_ascii_digit) {
                    at += 1;
                }
            }
            _ => return Err(Outside),
        }
        let integer_end = at;
        if self.bytes.get(at) == Some(&b'.') {
            at += 1;
            let fraction = at;
            while self.bytes.get(at).is_some_and(u8::is_ascii_digit) {
                at += 1;
            }
            if at == fraction {
                return Err(Outside);
            }
        }
        if matches!(self.bytes.get(at), Some(b'e' | b'E')) {
            at += 1;
            if matches!(self.bytes.get(at), Some(b'+' | b'-')) {
                at += 1;
            }
            let exponent = at;
            while self.bytes.get(at).is_some_and(u8::is_ascii_digit) {
                at += 1;
            }
            if at == exponent {
                return Err(Outside);
            }
        }
        // What follows a number must end it.
        if !matches!(self.bytes.get(at), None | Some(b' ' | b'\n' | b'\r' | b'\t' | b',' | b']' | b'}')) {
            return Err(Outside);
        }
        self.pos = at;
        let text = self.text.get(start..at).ok_or(Outside)?;
        let plain = at == integer_end && !(negative && self.bytes.get(digits) == Some(&b'0'));
        if plain {
            let number = if negative { text.parse::<i64>().ok().map(Value::from) } else { text.parse::<u64>().ok().map(Value::from) };
            if let Some(number) = number {
                return Ok(number);
            }
        }
        let value: Value = serde_json::from_str(text).map_err(|_| Outside)?;
        if let Value::String(text) = &value {
            gathering.text(text.as_str());
        }
        Ok(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Read here, and the same as serde_json reads it, value by value.
    #[track_caller]
    fn same(text: &str) -> Vec<Value> {
        let ours = read(text, 64, 10_000).unwrap_or_else(|_| panic!("not read directly: {text}"));
        let theirs: Vec<Tracked> = serde_json::Deserializer::from_str(text).into_iter::<Tracked>().collect::<Result<_, _>>().expect("serde_json reads it");
        assert_eq!(ours.len(), theirs.len());
        for (ours, theirs) in ours.iter().zip(&theirs) {
            assert_eq!(&ours.tracked, theirs, "readers disagree on {text}");
        }
        ours.into_iter().map(|parsed| parsed.tracked.value).collect()
    }

    #[track_caller]
    fn outside(text: &str) {
        assert!(read(text, 64, 10_000).is_err(), "read directly: {text}");
    }

    #[test]
    fn objects_arrays_and_scalars_read_as_serde_json_reads_them() {
        let values = same(r#"{"kind": "Pod", "metadata": {"name": "web-1", "labels": {}}, "spec": {"containers": [{"name": "app", "ports": [{"containerPort": 8080}]}]},
            "status": {"phase": "Running", "ready": true, "gone": null, "restarts": -3, "big": 18446744073709551615, "bigger": 18446744073709551616,
            "ratio": 0.5, "exp": 1e3, "negzero": -0, "zero": 0, "huge": -9223372036854775809, "list": []}}"#);
        assert_eq!(values[0]["status"]["restarts"].as_i64(), Some(-3));
        assert_eq!(values[0]["spec"]["containers"][0]["ports"][0]["containerPort"].as_i64(), Some(8080));
        assert_eq!(values[0]["status"]["ratio"].as_f64(), Some(0.5));
    }

    #[test]
    fn escapes_repeated_keys_and_several_values() {
        let values = same("{\"m\": \"tab\\there \\\"quoted\\\" \\u00e9 \\ud83d\\ude00 \\/ \\\\\", \"a\": 1, \"a\": 2, \"\\u0041\": \"k\"}\n[1, {\"b\": [true]}]\r\n\t{}");
        assert_eq!(values[0]["m"], "tab\there \"quoted\" é 😀 / \\");
        assert_eq!(values[0]["a"].as_i64(), Some(2));
        assert_eq!(values.len(), 3);
        same("{\"esc\": \"\\u001b[31mred\", \"ü\": \"ö\"}");
    }

    #[test]
    fn strings_stop_at_quotes_backslashes_and_controls_wherever_they_are() {
        for text in ["", "a", "abcdefgh", "abcdefghijklmnop", "é€😀abcdefghij"] {
            for stop in ["\"", "\\", "\n", "\u{1f}"] {
                for tail in ["", "xyz", "\"12345678"] {
                    let joined = format!("{text}{stop}{tail}");
                    assert_eq!(json_string_stop(joined.as_bytes(), 0), text.len(), "{joined:?}");
                }
            }
            assert_eq!(json_string_stop(text.as_bytes(), 0), text.len());
        }
        assert_eq!(json_string_stop(b"\x7f\x80\x20\xff ok\"", 0), 7);
    }

    #[test]
    fn anything_else_is_left_to_serde_json() {
        for text in [
            "{\"a\": 01}", "{\"a\": 1.}", "{\"a\": .5}", "{\"a\": +1}", "{\"a\": tru}", "{\"a\": \"x\ny\"}", "{\"a\": \"\\ud800\"}",
            "{\"a\": \"\\x41\"}", "{\"a\": 1,}", "[1,]", "{a: 1}", "{\"a\" 1}", "{\"a\": 1", "5", "\"top\"", "{} x", "{\"a\": 1e}", "{\"a\": [1 2]}",
        ] {
            outside(text);
        }
        let deep = format!("{}{}", "[".repeat(70), "]".repeat(70));
        outside(&deep);
        same(&format!("{}{}", "[".repeat(64), "]".repeat(64)));
    }
}
