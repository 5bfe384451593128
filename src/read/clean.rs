//! Pasted text made inert before and after parsing.
//!
//! Decided here, at reading, so that every shell (page, CLI text, JSON, Markdown) gets the same
//! clean strings: terminal colour codes (ANSI escape sequences, e.g. `\x1b[31m`) are removed
//! from the input before parsing, so a paste from a coloured terminal still parses; bidi control
//! characters (U+202A–U+202E, U+2066–U+2069, U+200E/F, U+061C), which can make text display in
//! another order than it is written, become U+FFFD `�` (one character for one, so columns stay
//! right). After parsing, string values get the same treatment plus other control characters
//! (from escapes such as `"\u001b"` or `"\e"`), so nothing in a report can drive a terminal.

use std::borrow::Cow;

use crate::byte_scan::{all_printable, has_byte, HIGH};

/// What cleaning the input text changed.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Cleaned {
    /// ANSI escape sequences removed.
    pub ansi: usize,
    /// Bidi control characters replaced.
    pub bidi: usize,
    /// 1-based line of the first change.
    pub first_line: usize,
}

const ESC: char = '\u{1b}';
const CSI: char = '\u{9b}';

/// Whether a character reorders displayed text.
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{200e}' | '\u{200f}' | '\u{61c}')
}

/// Whether `bytes` may hold a character that cleaning changes: ESC, or the first byte of
/// U+0080–U+00BF (C1 controls, CSI), U+0600–U+063F (U+061C) or U+2000–U+203F and U+2040–U+207F
/// (bidi controls); with `controls`, also control characters but tab and line breaks. A first
/// byte never occurs inside another character's UTF-8, so `false` is exact; `true` only means
/// "look at the characters". A whole input is looked at eight bytes at a time: most inputs are
/// plain ASCII and pay one cheap pass.
pub(crate) fn may_change(bytes: &[u8], controls: bool) -> bool {
    let (words, rest) = bytes.as_chunks::<8>();
    for word in words {
        if !quiet(u64::from_le_bytes(*word), controls) && any_flagged(word, controls) {
            return true;
        }
    }
    // The last bytes (most parsed values are shorter than eight) as one word, padded with
    // spaces, which nothing flags. (Plain loops: the page's build, made for size, calls
    // closures rather than inlining them.)
    let mut word = u64::from_le_bytes([b' '; 8]);
    let mut at = 0;
    while let Some(&b) = rest.get(at) {
        word ^= u64::from(b ^ b' ') << (8 * at);
        at += 1;
    }
    !quiet(word, controls) && any_flagged(rest, controls)
}

/// Whether some byte of `bytes` is one [`flagged`] flags.
fn any_flagged(bytes: &[u8], controls: bool) -> bool {
    let mut at = 0;
    while let Some(&b) = bytes.get(at) {
        if flagged(b, controls) {
            return true;
        }
        at += 1;
    }
    false
}

/// Whether no byte of `word` is one [`flagged`] flags (exact for a word with no high bit).
#[inline(always)]
fn quiet(word: u64, controls: bool) -> bool {
    if controls { all_printable(word) } else { word & HIGH == 0 && !has_byte(word, 0x1b) }
}

/// A byte that may start what [`clean_text`] or [`clean_value`] changes.
#[inline(always)]
fn flagged(b: u8, controls: bool) -> bool {
    matches!(b, 0x1b | 0xc2 | 0xd8 | 0xe2) | (controls & (((b < 0x20) & !matches!(b, b'\t' | b'\n' | b'\r')) | (b == 0x7f)))
}

/// Removes ANSI escape sequences and neutralises bidi controls in the whole input text.
/// Borrows when there is nothing to change (the usual case).
pub(crate) fn clean_text(text: &str) -> (Cow<'_, str>, Cleaned) {
    let mut cleaned = Cleaned::default();
    if !may_change(text.as_bytes(), false) || !text.chars().any(|c| c == ESC || c == CSI || is_bidi_control(c)) {
        return (Cow::Borrowed(text), cleaned);
    }
    let mut out = String::with_capacity(text.len());
    let mut line = 1;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\n' {
            line += 1;
        }
        let changed = if c == ESC || c == CSI {
            skip_escape(c, &mut chars);
            cleaned.ansi += 1;
            true
        } else if is_bidi_control(c) {
            out.push('\u{fffd}');
            cleaned.bidi += 1;
            true
        } else {
            out.push(c);
            false
        };
        if changed && cleaned.first_line == 0 {
            cleaned.first_line = line;
        }
    }
    (Cow::Owned(out), cleaned)
}

/// Skips the rest of an escape sequence that started with `first` (ESC or the one-character
/// CSI): CSI `[ params final`, OSC `] … BEL|ESC \`, or ESC plus one character. Never crosses a
/// line break, so a stray ESC cannot swallow the document.
fn skip_escape(first: char, chars: &mut std::iter::Peekable<std::str::Chars<'_>>) {
    let kind = if first == CSI { '[' } else {
        match chars.peek() {
            Some(&c) if c != '\n' && c != '\r' => {
                chars.next();
                c
            }
            _ => return,
        }
    };
    match kind {
        '[' => {
            while let Some(&c) = chars.peek() {
                if c == '\n' || c == '\r' {
                    return;
                }
                chars.next();
                if ('\u{40}'..='\u{7e}').contains(&c) {
                    return;
                }
            }
        }
        ']' | 'P' | '_' | '^' => {
            while let Some(&c) = chars.peek() {
                if c == '\n' || c == '\r' {
                    return;
                }
                chars.next();
                if c == '\u{7}' {
                    return;
                }
                if c == ESC {
                    if chars.peek() == Some(&'\\') {
                        chars.next();
                    }
                    return;
                }
            }
        }
        _ => {}
    }
}

/// Cleans one parsed string value: escape sequences removed, bidi and other control
/// characters (except tab and line breaks) replaced by `�`. Returns whether it changed.
pub(crate) fn clean_value(text: &mut String) -> bool {
    let needs = |c: char| c == ESC || is_bidi_control(c) || (c.is_control() && !matches!(c, '\t' | '\n' | '\r'));
    if !may_change(text.as_bytes(), true) || !text.chars().any(needs) {
        return false;
    }
    let (without_escapes, _) = clean_text(text);
    let cleaned: String = without_escapes
        .chars()
        .map(|c| if c.is_control() && !matches!(c, '\t' | '\n' | '\r') { '\u{fffd}' } else { c })
        .collect();
    *text = cleaned;
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colour_codes_are_removed_so_the_text_parses() {
        let (text, cleaned) = clean_text("\u{1b}[31mkind: Pod\u{1b}[0m\nname: \u{1b}[1;32mweb\u{1b}[m\n");
        assert_eq!(text, "kind: Pod\nname: web\n");
        assert_eq!(cleaned.ansi, 4);
        assert_eq!(cleaned.first_line, 1);
    }

    #[test]
    fn hyperlinks_and_stray_escapes_stay_on_their_line() {
        let (text, _) = clean_text("a: \u{1b}]8;;http://x\u{7}link\u{1b}]8;;\u{1b}\\\nb: \u{1b}\nc: 1\n");
        assert_eq!(text, "a: link\nb: \nc: 1\n");
    }

    #[test]
    fn bidi_controls_become_visible_one_for_one() {
        let (text, cleaned) = clean_text("name: abc\u{202e}txt.exe\n");
        assert_eq!(text, "name: abc\u{fffd}txt.exe\n");
        assert_eq!((cleaned.bidi, cleaned.ansi), (1, 0));
        assert!(matches!(clean_text("kind: Pod"), (Cow::Borrowed(_), _)));
    }

    #[test]
    fn values_lose_every_control_but_tab_and_newline() {
        let mut value = "a\u{1b}[31mred\u{0}\u{7}\tb\nc\u{2067}".to_owned();
        assert!(clean_value(&mut value));
        assert_eq!(value, "ared\u{fffd}\u{fffd}\tb\nc\u{fffd}");
        let mut plain = "plain".to_owned();
        assert!(!clean_value(&mut plain));
    }

    #[test]
    fn the_byte_screen_never_misses_a_character_that_changes() {
        for c in ('\u{0}'..='\u{3000}').chain(['\u{1b}', '\u{9b}', '\u{61c}', '\u{200e}', '\u{202e}', '\u{2069}']) {
            let text = format!("ab{c}cd");
            let changes = c == ESC || c == CSI || is_bidi_control(c);
            let value_changes = changes || (c.is_control() && !matches!(c, '\t' | '\n' | '\r'));
            assert!(!changes || may_change(text.as_bytes(), false), "{c:?}");
            assert!(!value_changes || may_change(text.as_bytes(), true), "{c:?}");
        }
        assert!(!may_change("kind: Pod — é".replace('—', "-").as_bytes(), true));
    }
}
