//! Reading: pasted text → documents (generic JSON values) plus diagnostics.
//!
//! Reading never fails as a whole. Each YAML document is parsed on its own, so a broken
//! document yields one diagnostic with its line and column and the documents around it are
//! still read. JSON input (text starting with `{` or `[`) goes through `serde_json`; YAML
//! through a fast reader of the shape kubectl writes (`block_yaml`) or else the general one
//! (`general_yaml`, on granit-parser's events), whose budgets bound what a hostile paste can
//! cost. OpenStack Heat output, which has no `apiVersion` or `kind`, is recognised by its
//! shape ([`heat`]).
//!
//! Before parsing, the input is bounded ([`Limits`]) and cleaned (terminal escape sequences
//! removed, bidi controls neutralised: `clean`); after parsing, every string is cleaned again
//! and repeated keys are reported. Bytes that are not UTF-8 text go through [`decode`] first.
//! Secret values are withheld per object (`secrets`).

mod block_yaml;
mod clean;
mod direct_json;
mod general_yaml;
pub mod heat;
mod json;
mod json_problems;
mod kubectl_output;
mod limits;
mod list;
pub(crate) use list::WITHHELD;
mod quoted_continuation;
mod secrets;
mod value;
mod yaml;
mod yaml_problems;
mod yaml_scalars;

use std::borrow::Cow;

use serde::{Deserialize, Serialize};
use crate::model::Value;

pub use limits::Limits;
#[cfg(feature = "web")]
pub(crate) use limits::size as size_of;
pub use list::{unwrap_lists, Located};

/// One parsed document of the input, still a generic value.
#[derive(Debug, Clone, PartialEq)]
pub struct Document {
    /// Which input it came from (a file name in the CLI, `None` for a single paste).
    pub source: Option<String>,
    /// 1-based number of the document within its source.
    pub index: usize,
    /// 1-based line where the document starts in its source.
    pub line: usize,
    /// The document's content.
    pub value: Value,
}

/// How serious an input diagnostic is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Severity {
    /// The document could not be read; nothing of it is explained.
    Error,
    /// The document was read, but something in it was skipped or is suspicious.
    Warning,
}

/// A problem found while reading the input, pinned to a place in it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Diagnostic {
    /// Error or warning.
    pub severity: Severity,
    /// Which input it is about (a file name), when there were several.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// 1-based line in the input.
    pub line: usize,
    /// 1-based column in the input.
    pub column: usize,
    /// A sentence saying what is wrong, for a person.
    pub message: String,
}

/// Everything read from one or more inputs.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Reading {
    /// The documents that could be parsed, in input order.
    pub documents: Vec<Document>,
    /// Problems, in input order.
    pub diagnostics: Vec<Diagnostic>,
}

/// Reads one input text (YAML with any number of documents, or JSON) under the default
/// [`Limits`].
///
/// `source` names the input in diagnostics (a file name); pass `None` for a single paste.
pub fn read(text: &str, source: Option<&str>) -> Reading {
    read_with(text, source, &Limits::DEFAULT)
}

/// Reads one input text under explicit limits. Whatever comes before a limit is still read;
/// reaching one gives a diagnostic naming the limit, its number and what to do.
pub fn read_with(text: &str, source: Option<&str>, limits: &Limits) -> Reading {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut reading = Reading::default();
    let cut = limits::cut_point(text, limits.max_input_bytes);
    let (head, rest) = text.split_at(cut);
    let (head, cleaned) = clean::clean_text(head);
    if cleaned.ansi > 0 || cleaned.bidi > 0 {
        let mut what = Vec::new();
        if cleaned.ansi > 0 {
            let n = cleaned.ansi as i64;
            what.push(format!("{} {} removed", crate::rules::count(n, "terminal colour code"), crate::rules::were(n)));
        }
        if cleaned.bidi > 0 {
            let n = cleaned.bidi as i64;
            what.push(format!(
                "{}, which can make text display out of order, {} replaced by \u{fffd}",
                crate::rules::count(n, "bidi control character"),
                crate::rules::were(n)
            ));
        }
        reading.diagnostics.push(Diagnostic::warning(source, cleaned.first_line, 1, format!("{} before reading", what.join(" and "))));
    }
    if looks_like_json(&head) {
        json::read_json(&head, source, limits, &mut reading);
    } else {
        yaml::read_yaml(&head, source, limits, &mut reading);
    }
    if !rest.trim().is_empty() {
        let line = limits::line_at(text, cut);
        reading.diagnostics.push(Diagnostic::error(
            source,
            line,
            1,
            format!(
                "the input is {}, more than the limit of {} for one input: only the part before line {line} was read (the last resource before it may be incomplete); {}",
                limits::size(text.len()),
                limits::size(limits.max_input_bytes),
                limits::PASTE_FEWER
            ),
        ));
    }
    reading
}

/// For the `direct_readers` fuzz target, not for use: whether the direct readers, when they
/// read `text` at all, read it exactly as the general ones do — [`block_yaml`] (`text` as one
/// YAML document) as [`general_yaml`], [`direct_json`] as serde_json. The error says how they
/// differ.
#[doc(hidden)]
pub fn direct_readers_agree(text: &str) -> Result<(), String> {
    if let Ok(fast) = block_yaml::read(text, Limits::DEFAULT.max_depth, general_yaml::MAX_NODES) {
        match general_yaml::read(text, &Limits::DEFAULT) {
            Ok(general) if general == fast => {}
            Ok(general) => return Err(format!("the fast YAML reader read {fast:?}, the general one {general:?}")),
            Err(refusal) => return Err(format!("the fast YAML reader read {fast:?}, the general one refused it: {refusal:?}")),
        }
    }
    if let Ok(direct) = direct_json::read(text, Limits::DEFAULT.max_depth, Limits::DEFAULT.max_documents) {
        let general: Result<Vec<value::Tracked>, _> = serde_json::Deserializer::from_str(text).into_iter().collect();
        let direct: Vec<value::Tracked> = direct.into_iter().map(|parsed| parsed.tracked).collect();
        match general {
            Ok(general) if general == direct => {}
            Ok(general) => return Err(format!("the JSON reader read {direct:?}, serde_json {general:?}")),
            Err(error) => return Err(format!("the JSON reader read {direct:?}, serde_json refused it: {error}")),
        }
    }
    Ok(())
}

/// For the `general_yaml` fuzz target, not for use: `text` read as one YAML document by the
/// general YAML reader, or why it was refused (`Depth`, `Aliases`, `Nodes` for its budgets).
#[doc(hidden)]
pub fn general_yaml_reads(text: &str) -> Result<Value, String> {
    general_yaml::read(text, &Limits::DEFAULT).map(|tracked| tracked.value).map_err(|refusal| format!("{:?}", refusal.why))
}

/// Bytes to text for [`read`]: UTF-8 (with or without a byte order mark) passes unchanged.
/// A file with NUL bytes is taken for a binary file and nothing of it is read; other invalid
/// UTF-8 is read with each bad sequence replaced by `\u{fffd}`, with a warning saying where the
/// first one is. Both the CLI and the page's file drop go through here.
pub fn decode<'a>(bytes: &'a [u8], source: Option<&str>) -> (Cow<'a, str>, Option<Diagnostic>) {
    if let Some(at) = bytes.iter().position(|&b| b == 0) {
        let what = if bytes.starts_with(&[0xff, 0xfe]) || bytes.starts_with(&[0xfe, 0xff]) {
            "it is UTF-16 text; save it as UTF-8 and try again".to_owned()
        } else {
            format!("it has NUL bytes (the first at byte {at}); paste YAML or JSON text instead")
        };
        let (line, column) = position_of(bytes, at);
        return (Cow::Borrowed(""), Some(Diagnostic::error(source, line, column, format!("not text: looks like a binary file, nothing was read: {what}"))));
    }
    match std::str::from_utf8(bytes) {
        Ok(text) => (Cow::Borrowed(text), None),
        Err(error) => {
            let at = error.valid_up_to();
            let (line, column) = position_of(bytes, at);
            let message = format!(
                "not text: invalid UTF-8 at byte {at} (line {line}, column {column}); each bad byte sequence was read as \u{fffd} — save the file as UTF-8"
            );
            (String::from_utf8_lossy(bytes), Some(Diagnostic::warning(source, line, column, message)))
        }
    }
}

/// 1-based line and column (in characters) of a byte offset whose prefix is valid UTF-8 up to
/// the last line break at least.
fn position_of(bytes: &[u8], offset: usize) -> (usize, usize) {
    let before = bytes.get(..offset).unwrap_or(bytes);
    let line = before.iter().filter(|&&b| b == b'\n').count() + 1;
    let line_start = before.iter().rposition(|&b| b == b'\n').map_or(0, |at| at + 1);
    let on_line = before.get(line_start..).unwrap_or(&[]);
    (line, String::from_utf8_lossy(on_line).chars().count() + 1)
}

/// Turns one parsed value into a document, or refuses it: over the depth limit it is an error;
/// repeated keys, cleaned strings and shortened strings are warnings. `text` is the document's
/// text and `line` the input line it starts on (for locating repeated keys).
pub(crate) fn accept(
    reading: &mut Reading,
    tracked: value::Tracked,
    place: (Option<&str>, usize, usize),
    text: &str,
    limits: &Limits,
) {
    let (source, index, line) = place;
    if tracked.depth > limits.max_depth {
        reading.diagnostics.push(Diagnostic::error(source, line, 1, depth_message(index, limits)));
        return;
    }
    // Repeated keys are found as each mapping ends (inner ones first): say them in input order.
    let mut repeated: Vec<Diagnostic> = tracked
        .duplicates
        .iter()
        .map(|key| {
            let (at_line, column) = locate_key(text, key).map_or((line, 1), |(l, c)| (line + l - 1, c));
            Diagnostic::warning(
                source,
                at_line,
                column,
                format!("document {index}: the key \"{key}\" appears more than once in the same mapping; the last value (line {at_line}) is used, as Kubernetes does"),
            )
        })
        .collect();
    crate::model::order::sort_by_number(&mut repeated, |diagnostic| (diagnostic.line as u64) << 32 | diagnostic.column.min(u32::MAX as usize) as u64);
    reading.diagnostics.append(&mut repeated);
    let needs_finish = tracked.needs_finish(limits.max_scalar_bytes);
    let mut value = tracked.value;
    let mut found = value::Finished::default();
    if needs_finish {
        value::finish(&mut value, limits.max_scalar_bytes, &mut found);
    }
    if found.shortened > 0 {
        reading.diagnostics.push(Diagnostic::warning(
            source,
            line,
            1,
            format!(
                "document {index}: {} longer than the limit of {} for one value {} shortened (the longest was {}); nothing else in the document changed",
                crate::rules::count(found.shortened as i64, "value"),
                limits::size(limits.max_scalar_bytes),
                crate::rules::were(found.shortened as i64),
                limits::size(found.longest)
            ),
        ));
    }
    reading.documents.push(Document { source: source.map(str::to_owned), index, line, value });
}

/// The message for a document nested deeper than the limit.
pub(crate) fn depth_message(index: usize, limits: &Limits) -> String {
    format!(
        "document {index} is nested more than {} levels deep (the limit for mappings and lists inside each other) and was not explained; real resources are much flatter, so check that this is the output of kubectl",
        limits.max_depth
    )
}

/// The message for an input with more documents than the limit.
pub(crate) fn documents_message(limits: &Limits, line: usize) -> String {
    format!(
        "the input has more than {} documents (the limit for one input); documents from line {line} on were not read: {}",
        limits.max_documents,
        limits::PASTE_FEWER
    )
}

/// The 1-based line and column, within `text`, of the last place a mapping key is written
/// (`key:`, `"key":`, `'key':`). One pass per spelling: linear in the text.
fn locate_key(text: &str, key: &str) -> Option<(usize, usize)> {
    if key.is_empty() {
        return None;
    }
    let spellings = [format!("\"{key}\""), format!("'{key}'"), key.to_owned()];
    let mut best: Option<usize> = None;
    for spelling in &spellings {
        for (at, _) in text.match_indices(spelling.as_str()) {
            let after = text.get(at + spelling.len()..).unwrap_or("");
            let colon = after.trim_start_matches([' ', '\t']).starts_with(':');
            let before = text.get(..at).and_then(|b| b.chars().next_back());
            let boundary = before.is_none_or(|c| matches!(c, ' ' | '\t' | '\n' | '{' | ',' | '-' | '?'));
            if colon && boundary && best.is_none_or(|b| at > b) {
                best = Some(at);
            }
        }
    }
    let at = best?;
    let before = text.get(..at)?;
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    Some((line, column))
}

/// JSON starts with `{` or `[` after white space; everything else is read as YAML.
fn looks_like_json(text: &str) -> bool {
    matches!(text.trim_start().as_bytes().first(), Some(b'{') | Some(b'['))
}

impl Diagnostic {
    /// An error at a place in a source.
    pub(crate) fn error(source: Option<&str>, line: usize, column: usize, message: String) -> Self {
        Diagnostic {
            severity: Severity::Error,
            source: source.map(str::to_owned),
            line,
            column,
            message,
        }
    }

    /// A warning at a place in a source.
    pub(crate) fn warning(source: Option<&str>, line: usize, column: usize, message: String) -> Self {
        Diagnostic {
            severity: Severity::Warning,
            ..Diagnostic::error(source, line, column, message)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_and_yaml_are_told_apart() {
        assert!(looks_like_json("  \n{\"kind\": \"Pod\"}"));
        assert!(looks_like_json("[1]"));
        assert!(!looks_like_json("kind: Pod"));
        assert!(!looks_like_json(""));
    }

    #[test]
    fn a_byte_order_mark_is_ignored() {
        let reading = read("\u{feff}kind: Pod\n", None);
        assert_eq!(reading.documents.len(), 1);
        assert!(reading.diagnostics.is_empty());
    }
}
