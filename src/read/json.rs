//! JSON input: one value, an array, or several values one after another.

use serde_json::Value;

use super::{Diagnostic, Document, Reading};

/// Reads every JSON value of the text into `reading`. A syntax error ends the reading of that
/// text (JSON cannot be resynchronised); what came before it is kept.
pub(super) fn read_json(text: &str, source: Option<&str>, reading: &mut Reading) {
    let mut stream = serde_json::Deserializer::from_str(text).into_iter::<Value>();
    let mut index = 0;
    loop {
        let start = stream.byte_offset();
        match stream.next() {
            None => break,
            Some(Ok(value)) => {
                index += 1;
                reading.documents.push(Document {
                    source: source.map(str::to_owned),
                    index,
                    line: line_of(text, start),
                    value,
                });
            }
            Some(Err(error)) => {
                let what = if error.is_eof() {
                    "the JSON ends too early (an object or array is not closed)".to_owned()
                } else {
                    let text = error.to_string();
                    match text.find(" at line ") {
                        Some(at) => text[..at].to_owned(),
                        None => text,
                    }
                };
                reading.diagnostics.push(Diagnostic::error(
                    source,
                    error.line().max(1),
                    error.column().max(1),
                    format!("document {} is not valid JSON and was not explained: {what}", index + 1),
                ));
                break;
            }
        }
    }
}

/// 1-based line of the first non-blank character at or after `offset`.
fn line_of(text: &str, offset: usize) -> usize {
    let rest = text.get(offset..).unwrap_or("");
    let skipped = rest.len() - rest.trim_start().len();
    let end = (offset + skipped).min(text.len());
    text.as_bytes()[..end].iter().filter(|&&b| b == b'\n').count() + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Reading {
        let mut reading = Reading::default();
        read_json(text, None, &mut reading);
        reading
    }

    #[test]
    fn one_object_is_one_document() {
        let reading = read("{\"kind\": \"Pod\"}");
        assert_eq!(reading.documents.len(), 1);
        assert!(reading.diagnostics.is_empty());
    }

    #[test]
    fn concatenated_objects_are_all_read() {
        let reading = read("{\"kind\": \"A\"}\n\n{\"kind\": \"B\"}\n");
        assert_eq!(reading.documents.len(), 2);
        assert_eq!(reading.documents[1].line, 3);
    }

    #[test]
    fn a_syntax_error_has_line_and_column() {
        let reading = read("{\"kind\": \"A\"}\n{\n  \"kind\": \"B\",\n  oops\n}");
        assert_eq!(reading.documents.len(), 1);
        let diagnostic = &reading.diagnostics[0];
        assert_eq!((diagnostic.line, diagnostic.column), (4, 3));
        assert!(diagnostic.message.starts_with("document 2 is not valid JSON"), "{}", diagnostic.message);
    }

    #[test]
    fn truncated_json_says_so() {
        let reading = read("{\"kind\": \"A\", \"status\": {");
        assert!(reading.diagnostics[0].message.contains("ends too early"));
    }
}
