//! Quoted values continued at their key's indentation.
//!
//! YAML 1.2 wants the continuation lines of a multi-line quoted value indented deeper than the
//! mapping that holds it:
//!
//! ```yaml
//!     - message: 'Apply response: {"Changes":["CREATE
//!       TABLE users"]}'
//! ```
//!
//! Several tools write them at the key's own column instead, and libyaml, PyYAML and Go's
//! readers accept that; granit-parser (what the general reader reads with, and serde-saphyr)
//! refuses the whole document. When it does, [`repair`]
//! indents exactly those continuation lines one column past their key — leading white space of
//! a continuation line is folded away, so the value read is the same — and the document is read
//! again, with a warning. Lines keep their numbers; only the repaired lines' columns move.

/// The parser's message for this case (from its scanner's error kind).
pub(super) const PARSER_MESSAGE: &str = "invalid indentation in multiline quoted scalar";

/// The document with every under-indented continuation line of a quoted value indented one
/// column past its key, and the 0-based number of the first line changed; `None` when nothing
/// needed it (the error has another cause).
pub(super) fn repair(text: &str) -> Option<(String, usize)> {
    let mut out = String::with_capacity(text.len() + 64);
    let mut first_changed = None;
    let mut state = State::Outside;
    for (number, line) in text.split_inclusive('\n').enumerate() {
        let indent = line.len() - line.trim_start_matches(' ').len();
        let content = line.trim_end_matches(['\n', '\r']);
        match state {
            State::Block { key_indent } if content.trim().is_empty() || indent > key_indent => {
                out.push_str(line);
                continue;
            }
            State::Block { .. } => state = State::Outside,
            _ => {}
        }
        match state {
            State::Quoted { quote, key_indent } => {
                if indent <= key_indent && !content.trim().is_empty() {
                    first_changed.get_or_insert(number);
                    out.extend(std::iter::repeat_n(' ', key_indent + 1 - indent));
                }
                out.push_str(line);
                if closes(content.get(indent..).unwrap_or(""), quote).is_some() {
                    state = State::Outside;
                }
            }
            _ => {
                out.push_str(line);
                state = opens(content, indent);
            }
        }
    }
    first_changed.map(|line| (out, line))
}

/// Where the scanner is between lines.
#[derive(Clone, Copy)]
enum State {
    /// In block structure.
    Outside,
    /// Inside a quoted value that opened after a key at `key_indent`.
    Quoted { quote: u8, key_indent: usize },
    /// Inside a block scalar (`|`, `>`) of a key at `key_indent`: its lines are left alone.
    Block { key_indent: usize },
}

/// What a block-structure line leaves open: a quoted value not closed on it, or a block scalar.
fn opens(line: &str, indent: usize) -> State {
    let mut rest = line.get(indent..).unwrap_or("");
    let mut key_indent = indent;
    // `- - key: …`: the mapping starts after the sequence dashes.
    while let Some(after) = rest.strip_prefix("- ") {
        let spaces = after.len() - after.trim_start_matches(' ').len();
        key_indent += 2 + spaces;
        rest = after.get(spaces..).unwrap_or("");
    }
    let value = match plain_key_end(rest) {
        Some(colon) => rest.get(colon + 1..).unwrap_or("").trim_start_matches(' '),
        // A quoted item of a sequence (`- 'text…`): its block is the sequence's.
        None if key_indent > indent => {
            key_indent = indent;
            rest
        }
        None => return State::Outside,
    };
    match value.as_bytes().first() {
        Some(&quote @ (b'\'' | b'"')) => match closes(value.get(1..).unwrap_or(""), quote) {
            Some(_) => State::Outside,
            None => State::Quoted { quote, key_indent },
        },
        Some(b'|' | b'>') if value.bytes().skip(1).all(|b| matches!(b, b'-' | b'+' | b'0'..=b'9' | b' ')) || value.contains(" #") => {
            State::Block { key_indent }
        }
        _ => State::Outside,
    }
}

/// The position of the `:` ending a plain mapping key at the start of `text`, if it is one.
fn plain_key_end(text: &str) -> Option<usize> {
    let first = *text.as_bytes().first()?;
    if matches!(first, b'\'' | b'"' | b'#' | b'{' | b'[' | b'&' | b'*' | b'!' | b'|' | b'>' | b'%' | b'@' | b'`') {
        return None;
    }
    text.match_indices(':').map(|(at, _)| at).find(|&at| matches!(text.as_bytes().get(at + 1), None | Some(b' ')))
}

/// The byte position just past the closing quote in `text` (which starts inside the value).
fn closes(text: &str, quote: u8) -> Option<usize> {
    let bytes = text.as_bytes();
    let mut at = 0;
    while let Some(&byte) = bytes.get(at) {
        match byte {
            b'\\' if quote == b'"' => at += 2,
            b'\'' if quote == b'\'' && bytes.get(at + 1) == Some(&b'\'') => at += 2,
            _ if byte == quote => return Some(at + 1),
            _ => at += 1,
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn continuation_lines_at_the_key_column_are_indented_one_more() {
        let text = "status:\n  conditions:\n    - message: 'a {\"x\":[\"CREATE\n      TABLE\n      x'' y\"]}'\n      reason: Applied\n";
        let (fixed, first) = repair(text).expect("repaired");
        assert_eq!(first, 3);
        assert_eq!(fixed, "status:\n  conditions:\n    - message: 'a {\"x\":[\"CREATE\n       TABLE\n       x'' y\"]}'\n      reason: Applied\n");
    }

    #[test]
    fn double_quotes_escapes_and_block_scalars() {
        let text = "a:\n  b: \"one \\\" two\n  three\"\n  script: |\n    echo 'open\n  c: d\n";
        let (fixed, first) = repair(text).expect("repaired");
        assert_eq!(first, 2);
        assert_eq!(fixed, "a:\n  b: \"one \\\" two\n   three\"\n  script: |\n    echo 'open\n  c: d\n");
    }

    #[test]
    fn valid_text_is_left_alone() {
        assert!(repair("a: 'one\n  two'\nb: \"x\"\n- 'y'\n").is_none());
    }
}
