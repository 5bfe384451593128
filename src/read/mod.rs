//! Reading: pasted text → documents (generic JSON values) plus diagnostics.
//!
//! Reading never fails as a whole. Each YAML document is parsed on its own, so a broken
//! document yields one diagnostic with its line and column and the documents around it are
//! still read. JSON input (text starting with `{` or `[`) goes through `serde_json`; YAML
//! through `serde-saphyr`, whose budgets bound what a hostile paste can cost. OpenStack Heat
//! output, which has no `apiVersion` or `kind`, is recognised by its shape ([`heat`]).

pub mod heat;
mod json;
mod list;
mod yaml;

use serde::Serialize;
use serde_json::Value;

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
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Severity {
    /// The document could not be read; nothing of it is explained.
    Error,
    /// The document was read, but something in it was skipped or is suspicious.
    Warning,
}

/// A problem found while reading the input, pinned to a place in it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
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

/// Reads one input text (YAML with any number of documents, or JSON).
///
/// `source` names the input in diagnostics (a file name); pass `None` for a single paste.
pub fn read(text: &str, source: Option<&str>) -> Reading {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut reading = Reading::default();
    if looks_like_json(text) {
        json::read_json(text, source, &mut reading);
    } else {
        yaml::read_yaml(text, source, &mut reading);
    }
    reading
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
