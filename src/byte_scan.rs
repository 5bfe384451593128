//! Passes over text eight bytes at a time: one `u64` holds eight bytes, and a few integer
//! operations say whether any of them is of interest. Most of any paste is printable ASCII, and
//! the page's WebAssembly has no vector instructions, so a pass that looks at a word at a time
//! costs a fraction of one that looks at each byte (the whole-input checks before reading were
//! an eighth of explaining a large paste in the browser, escaping the report's JSON a sixth).

/// `0x01` in every byte.
pub(crate) const ONES: u64 = 0x0101_0101_0101_0101;
/// The high bit of every byte.
pub(crate) const HIGH: u64 = 0x8080_8080_8080_8080;

/// The eight bytes from `at` as one word (the first in the lowest byte), if there are eight.
#[inline(always)]
pub(crate) fn word_at(bytes: &[u8], at: usize) -> Option<u64> {
    let chunk: [u8; 8] = bytes.get(at..at.checked_add(8)?)?.try_into().ok()?;
    Some(u64::from_le_bytes(chunk))
}

/// Whether some byte of `word` is `byte`.
#[inline(always)]
pub(crate) fn has_byte(word: u64, byte: u8) -> bool {
    let zero_where_equal = word ^ (ONES * u64::from(byte));
    zero_where_equal.wrapping_sub(ONES) & !zero_where_equal & HIGH != 0
}

/// Whether every byte of `word` is printable ASCII (`0x20..=0x7e`): no high bit, none under
/// 0x20, none 0x7f. Exact: with no byte under 0x20 the subtraction borrows nowhere.
#[inline(always)]
pub(crate) fn all_printable(word: u64) -> bool {
    let delete = word ^ (ONES * 0x7f);
    (word | word.wrapping_sub(ONES * 0x20) | delete.wrapping_sub(ONES) & !delete) & HIGH == 0
}

/// Whether `bytes` holds `byte` anywhere.
pub(crate) fn contains_byte(bytes: &[u8], byte: u8) -> bool {
    let mut at = 0;
    while let Some(word) = word_at(bytes, at) {
        if has_byte(word, byte) {
            return true;
        }
        at += 8;
    }
    bytes.get(at..).is_some_and(|tail| tail.contains(&byte))
}

/// Where the first `byte` is in `bytes` from `from` on. Eight bytes at a time: the lowest
/// flagged byte of a word is always a true one (a borrow flags only bytes above it).
#[inline(always)]
pub(crate) fn find_byte(bytes: &[u8], from: usize, byte: u8) -> Option<usize> {
    let mut at = from;
    while let Some(word) = word_at(bytes, at) {
        let zero_where_equal = word ^ (ONES * u64::from(byte));
        let flags = zero_where_equal.wrapping_sub(ONES) & !zero_where_equal & HIGH;
        if flags != 0 {
            return Some(at + (flags.trailing_zeros() / 8) as usize);
        }
        at += 8;
    }
    bytes.get(at..)?.iter().position(|&b| b == byte).map(|n| at + n)
}

/// Flags (high bit) the bytes of `word` that end a JSON string's plain run: `"`, `\\` and
/// control characters (under 0x20). The lowest flagged byte is always a true one; above it,
/// a borrow may flag more.
#[inline(always)]
pub(crate) fn json_stops(word: u64) -> u64 {
    let quote = word ^ (ONES * u64::from(b'"'));
    let backslash = word ^ (ONES * u64::from(b'\\'));
    (quote.wrapping_sub(ONES) & !quote | backslash.wrapping_sub(ONES) & !backslash | word.wrapping_sub(ONES * 0x20) & !word) & HIGH
}

/// The eight bytes from `at`; past the end, letters (which stop nothing) stand in. Built
/// without copying a varying number of bytes, which is a call to `memcpy`.
#[inline(always)]
pub(crate) fn padded_word_at(bytes: &[u8], at: usize) -> u64 {
    const LETTERS: u64 = ONES * 0x61;
    if let Some(word) = word_at(bytes, at) {
        return word;
    }
    let left = bytes.len().saturating_sub(at);
    if left == 0 {
        return LETTERS;
    }
    // The last eight bytes of all, shifted so that the `left` wanted come first.
    if let Some(last) = bytes.len().checked_sub(8).and_then(|start| word_at(bytes, start)) {
        return last >> (8 * (8 - left)) | LETTERS << (8 * left);
    }
    let mut word = LETTERS;
    for (place, &byte) in bytes.get(at..).unwrap_or_default().iter().enumerate() {
        word = word & !(0xff << (8 * place)) | u64::from(byte) << (8 * place);
    }
    word
}

/// The first position from `at` holding `"`, `\\` or a control character (under 0x20), or the
/// end: where a JSON string's plain run stops.
pub(crate) fn json_string_stop(bytes: &[u8], mut at: usize) -> usize {
    while let Some(word) = word_at(bytes, at) {
        match json_stops(word) {
            0 => at += 8,
            found => return at + (found.trailing_zeros() / 8) as usize,
        }
    }
    while let Some(&byte) = bytes.get(at) {
        if byte == b'"' || byte == b'\\' || byte < 0x20 {
            break;
        }
        at += 1;
    }
    at
}

#[cfg(test)]
mod tests {

    #[test]
    fn a_byte_is_found_where_it_first_is_from_any_start() {
        let text = b"ab\ncdefghij\nklmnopqrstuvwxyz\n\n0123456789ABCDEFG";
        for from in 0..=text.len() + 2 {
            let expected = text.get(from..).and_then(|rest| rest.iter().position(|&b| b == b'\n')).map(|n| from + n);
            assert_eq!(find_byte(text, from, b'\n'), expected, "from {from}");
        }
        // A byte one less than the one looked for borrows into the next: still exact.
        assert_eq!(find_byte(b"\t\n\t\n\t\t\t\t\n", 0, b'\n'), Some(1));
        assert_eq!(find_byte(b"\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x0b\x0b\n", 0, b'\n'), Some(9));
    }
    use super::*;

    #[test]
    fn words_are_judged_byte_by_byte_exactly() {
        for byte in 0..=255u8 {
            for place in 0..8 {
                let mut bytes = *b"abcdefgh";
                bytes[place] = byte;
                let word = u64::from_le_bytes(bytes);
                assert_eq!(all_printable(word), (0x20..0x7f).contains(&byte), "{byte:#x} at {place}");
                assert_eq!(has_byte(word, 0x1b), byte == 0x1b, "{byte:#x} at {place}");
                assert!(has_byte(word, b'a') == (place != 0 || byte == b'a'), "{byte:#x} at {place}");
            }
        }
    }

    #[test]
    fn a_byte_is_found_wherever_it_is() {
        let text = "kind: Pod\nmetadata: {name: web}\n".repeat(3);
        assert!(!contains_byte(text.as_bytes(), b'\r'));
        for at in 0..text.len() {
            let mut bytes = text.clone().into_bytes();
            bytes[at] = b'\r';
            assert!(contains_byte(&bytes, b'\r'), "at {at}");
        }
        assert!(!contains_byte(b"", b'\r'));
    }

    #[test]
    fn a_padded_word_is_the_bytes_left_then_letters() {
        let text = b"0123456789abcdefghij";
        for len in 0..=text.len() {
            for at in 0..=len + 1 {
                let mut expected = [b'a'; 8];
                for (place, byte) in expected.iter_mut().enumerate() {
                    if let Some(&real) = text.get(..len).and_then(|bytes| bytes.get(at + place)) {
                        *byte = real;
                    }
                }
                assert_eq!(padded_word_at(&text[..len], at).to_le_bytes(), expected, "{len} bytes, from {at}");
            }
        }
    }

    #[test]
    fn a_json_string_stops_at_its_first_quote_backslash_or_control() {
        let plain = "registry.example.com/app:1.2 — ready";
        assert_eq!(json_string_stop(plain.as_bytes(), 0), plain.len());
        for stop in [b'"', b'\\', b'\n', 0x00, 0x1f] {
            for at in 0..plain.len() {
                let mut bytes = plain.as_bytes().to_vec();
                if !plain.is_char_boundary(at) {
                    continue;
                }
                bytes.insert(at, stop);
                assert_eq!(json_string_stop(&bytes, 0), at, "{stop:#x} at {at}");
                assert_eq!(json_string_stop(&bytes, at + 1), bytes.len(), "{stop:#x} after {at}");
            }
        }
    }
}
