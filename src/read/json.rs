//! JSON input: one value, an array, or several values one after another.


use super::direct_json;
use super::json_problems;
use super::value::Tracked;
use super::{accept, depth_message, documents_message, Diagnostic, Limits, Reading};

/// Reads every JSON value of the text into `reading`, up to `limits.max_documents`. A syntax
/// error ends the reading of that text (JSON cannot be resynchronised); what came before it is
/// kept. serde_json's own nesting limit (128) stops deeper input before our depth check.
pub(super) fn read_json(text: &str, source: Option<&str>, limits: &Limits, reading: &mut Reading) {
    // Valid JSON within the limits is read directly; anything else through serde_json, which
    // says where it goes wrong.
    if let Ok(values) = direct_json::read(text, limits.max_depth, limits.max_documents) {
        let (mut line, mut counted) = (1, 0);
        for (position, parsed) in values.into_iter().enumerate() {
            line += text.as_bytes().get(counted..parsed.start).map_or(0, |before| before.iter().filter(|&&b| b == b'\n').count());
            counted = parsed.start;
            let document = text.get(parsed.start..parsed.end).unwrap_or("");
            accept(reading, parsed.tracked, (source, position + 1, line), document, limits);
        }
        return;
    }
    let mut stream = serde_json::Deserializer::from_str(text).into_iter::<Tracked>();
    let mut index = 0;
    loop {
        let start = stream.byte_offset();
        if index >= limits.max_documents && !text.get(start..).unwrap_or("").trim().is_empty() {
            let line = line_of(text, start);
            reading.diagnostics.push(Diagnostic::error(source, line, 1, documents_message(limits, line)));
            break;
        }
        match stream.next() {
            None => break,
            Some(Ok(tracked)) => {
                index += 1;
                let line = line_of(text, start);
                let end = stream.byte_offset();
                let document = text.get(start..end).unwrap_or("");
                let skipped = document.len() - document.trim_start().len();
                accept(reading, tracked, (source, index, line), document.get(skipped..).unwrap_or(""), limits);
            }
            Some(Err(error)) => {
                let column = char_column(text, error.line(), error.column());
                let what = if error.to_string().starts_with("recursion limit exceeded") {
                    let text = depth_message(index + 1, limits);
                    reading.diagnostics.push(Diagnostic::error(source, error.line().max(1), column, text));
                    break;
                } else if error.is_eof() {
                    "the JSON ends too early (an object or array is not closed)".to_owned()
                } else {
                    let message = error.to_string();
                    let parser = match message.find(" at line ") {
                        Some(at) => message.get(..at).unwrap_or(&message),
                        None => &message,
                    };
                    json_problems::in_plain_words(parser, text, error.line().max(1), column)
                };
                reading.diagnostics.push(Diagnostic::error(
                    source,
                    error.line().max(1),
                    column,
                    format!("document {} is not valid JSON and was not explained: {what}", index + 1),
                ));
                break;
            }
        }
    }
}

/// serde_json counts columns in bytes; people (and editors) count characters.
fn char_column(text: &str, line: usize, byte_column: usize) -> usize {
    let Some(line_text) = text.split('\n').nth(line.saturating_sub(1)) else { return byte_column.max(1) };
    let mut end = byte_column.min(line_text.len());
    while end > 0 && !line_text.is_char_boundary(end) {
        end -= 1;
    }
    line_text.get(..end).map_or(byte_column, |before| before.chars().count()).max(1)
}

/// 1-based line of the first non-blank character at or after `offset`.
fn line_of(text: &str, offset: usize) -> usize {
    let rest = text.get(offset..).unwrap_or("");
    let skipped = rest.len() - rest.trim_start().len();
    let end = (offset + skipped).min(text.len());
    text.as_bytes().iter().take(end).filter(|&&b| b == b'\n').count() + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Reading {
        let mut reading = Reading::default();
        read_json(text, None, &Limits::DEFAULT, &mut reading);
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
    fn read_directly_or_through_serde_json_alike() {
        // The same documents, lines and warnings whichever reader takes the text.
        let text = "\n{\"kind\": \"A\", \"kind\": \"B\"}\n\n[{\"kind\": \"C\", \"n\": 1.5}]\n";
        let direct = read(text);
        let mut through = Reading::default();
        let broken = format!("{text}{{");
        read_json(&broken, None, &Limits::DEFAULT, &mut through);
        assert_eq!(direct.documents, through.documents);
        assert_eq!(direct.documents.iter().map(|d| d.line).collect::<Vec<_>>(), [2, 4]);
        assert_eq!(direct.diagnostics, through.diagnostics[..1]);
        assert!(direct.diagnostics[0].message.contains("\"kind\" appears more than once"), "{:?}", direct.diagnostics);
    }

    #[test]
    fn truncated_json_says_so() {
        let reading = read("{\"kind\": \"A\", \"status\": {");
        assert!(reading.diagnostics[0].message.contains("ends too early"));
    }
}
