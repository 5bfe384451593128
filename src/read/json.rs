//! JSON input: one value, an array, or several values one after another.


use super::direct_json;
use super::json_problems;
use super::value::Tracked;
use super::{accept, depth_message, documents_message, Diagnostic, Limits, Reading};

/// Reads every JSON value of the text into `reading`, up to `limits.max_documents`. A syntax
/// error ends the value it is in; reading goes on at the next line that starts a value (and
/// the diagnostic says where, or that nothing after it could be read). serde_json's own
/// nesting limit (128) stops deeper input before our depth check.
pub(super) fn read_json(text: &str, source: Option<&str>, limits: &Limits, reading: &mut Reading) {
    read_json_within(text, (0, 0), source, limits, reading);
}

/// [`read_json`] for JSON inside a larger input (a JSON file among YAML ones, joined as
/// documents of one YAML stream): `text` starts after `after.0` lines of the input, and its
/// values are numbered on from document `after.1`. Returns how many documents it numbered.
pub(super) fn read_json_within(text: &str, after: (usize, usize), source: Option<&str>, limits: &Limits, reading: &mut Reading) -> usize {
    let (lines_before, documents_before) = after;
    // Valid JSON within the limits is read directly; anything else through serde_json, which
    // says where it goes wrong.
    if let Ok(values) = direct_json::read(text, limits.max_depth, limits.max_documents.saturating_sub(documents_before)) {
        let (mut line, mut counted) = (lines_before + 1, 0);
        let read = values.len();
        for (position, parsed) in values.into_iter().enumerate() {
            line += text.as_bytes().get(counted..parsed.start).map_or(0, |before| before.iter().filter(|&&b| b == b'\n').count());
            counted = parsed.start;
            let document = text.get(parsed.start..parsed.end).unwrap_or("");
            accept(reading, parsed.tracked, (source, documents_before + position + 1, line), document, limits);
        }
        return read;
    }
    // A syntax error ends the value it is in; reading picks up again at the next line that
    // starts a value (`{` or `[` at its start, as `kubectl get -o json` of several objects and
    // `jq -c` write them), so one broken value does not hide the ones after it.
    let (mut from, mut before, mut index) = (0, lines_before, documents_before);
    while let Some(rest) = text.get(from..).filter(|rest| !rest.trim().is_empty()) {
        match read_values(rest, before, source, limits, &mut index, reading) {
            Stop::End => break,
            Stop::Broken { resume } => match resume {
                Some(at) => {
                    // Lines counted once each, however many values are broken.
                    before += rest.as_bytes().get(..at).map_or(0, |skipped| skipped.iter().filter(|&&b| b == b'\n').count());
                    from += at;
                }
                None => break,
            },
        }
    }
    index - documents_before
}

/// Why [`read_values`] stopped.
enum Stop {
    /// At the end of the text, or at the limit of documents (said so).
    End,
    /// At a syntax error (said so); reading may go on at this byte offset of the text it was
    /// given, the next line that starts a value.
    Broken { resume: Option<usize> },
}

/// Reads the JSON values of `text` (which starts after `before` lines of the input) through
/// serde_json, numbering documents on from `index`, until its end or a syntax error.
fn read_values(text: &str, before: usize, source: Option<&str>, limits: &Limits, index: &mut usize, reading: &mut Reading) -> Stop {
    let mut stream = serde_json::Deserializer::from_str(text).into_iter::<Tracked>();
    loop {
        let start = stream.byte_offset();
        if *index >= limits.max_documents && !text.get(start..).unwrap_or("").trim().is_empty() {
            let line = before + line_of(text, start);
            reading.diagnostics.push(Diagnostic::error(source, line, 1, documents_message(limits, line)));
            return Stop::End;
        }
        match stream.next() {
            None => return Stop::End,
            Some(Ok(tracked)) => {
                *index += 1;
                let line = before + line_of(text, start);
                let end = stream.byte_offset();
                let document = text.get(start..end).unwrap_or("");
                let skipped = document.len() - document.trim_start().len();
                accept(reading, tracked, (source, *index, line), document.get(skipped..).unwrap_or(""), limits);
            }
            Some(Err(error)) => {
                // A trailing comma is told where the comma is, not at the bracket after it.
                let comma = error.to_string().starts_with("trailing comma").then(|| json_problems::trailing_comma_at(text, error.line(), error.column())).flatten();
                let (line, column) = comma.unwrap_or((error.line().max(1), char_column(text, error.line(), error.column())));
                if error.to_string().starts_with("recursion limit exceeded") {
                    reading.diagnostics.push(Diagnostic::error(source, before + line, column, depth_message(*index + 1, limits)));
                    return Stop::End;
                }
                *index += 1;
                let what = if error.is_eof() {
                    "the JSON ends too early (an object or array is not closed)".to_owned()
                } else {
                    let message = error.to_string();
                    let parser = match message.find(" at line ") {
                        Some(at) => message.get(..at).unwrap_or(&message),
                        None => &message,
                    };
                    json_problems::in_plain_words(parser, text, line, column, before)
                };
                let resume = next_value_start(text, line);
                let rest = match resume {
                    Some(at) => format!("; reading goes on at line {}", before + line_of(text, at)),
                    None if text.get(stream.byte_offset()..).is_some_and(|rest| !rest.trim().is_empty()) => {
                        "; what follows it was not read either (JSON cannot pick up again inside a value)".to_owned()
                    }
                    None => String::new(),
                };
                reading.diagnostics.push(Diagnostic::error(
                    source,
                    before + line,
                    column,
                    format!("document {} is not valid JSON and was not explained: {what}{rest}", *index),
                ));
                return Stop::Broken { resume };
            }
        }
    }
}

/// The byte offset of the first line after 1-based `line` that starts a JSON value (`{` or
/// `[` at its very start).
fn next_value_start(text: &str, line: usize) -> Option<usize> {
    let mut offset = 0;
    for (number, text_line) in text.split_inclusive('\n').enumerate() {
        if number + 1 > line && text_line.starts_with(['{', '[']) {
            return Some(offset);
        }
        offset += text_line.len();
    }
    None
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
    fn a_trailing_comma_is_told_on_its_own_line_not_at_the_brace_below() {
        let reading = read("{\"kind\": \"Pod\",\n  \"status\": {\n    \"reason\": \"Evicted\",\n  }\n}\n");
        let broken = &reading.diagnostics[0];
        assert_eq!((broken.line, broken.column), (3, 24), "{}", broken.message);
        assert!(broken.message.contains("the comma at line 3, column 24 (after `\"reason\": \"Evicted\"`)"), "{}", broken.message);
    }

    #[test]
    fn reading_goes_on_after_a_broken_value_at_the_next_line_that_starts_one() {
        let reading = read("{\"kind\": \"A\"}\n{\"kind\": \"B\",}\n{\"kind\": \"C\",\n \"x\": 1}\n\n[{\"kind\": \"D\"}]\n");
        let kinds: Vec<&str> = reading.documents.iter().filter_map(|d| d.value["kind"].as_str().or_else(|| d.value[0]["kind"].as_str())).collect();
        assert_eq!(kinds, ["A", "C", "D"]);
        assert_eq!(reading.documents.iter().map(|d| d.line).collect::<Vec<_>>(), [1, 3, 6]);
        assert_eq!(reading.diagnostics.len(), 1, "{:?}", reading.diagnostics);
        let broken = &reading.diagnostics[0];
        assert_eq!((broken.line, broken.column), (2, 13), "told at the comma, not at the brace after it");
        assert!(broken.message.starts_with("document 2 is not valid JSON and was not explained: the comma at line 2, column 13 (after `{\"kind\": \"B\"`) ends the last entry"), "{}", broken.message);
        assert!(broken.message.ends_with("; reading goes on at line 3"), "{}", broken.message);
        // Two broken ones, each said, numbered as they come.
        let two = read("{\"kind\": \"A\",}\n{\"kind\": \"B\"}\n{\"kind\" \"C\"}\n{\"kind\": \"D\"}\n");
        assert_eq!(two.documents.iter().filter_map(|d| d.value["kind"].as_str()).collect::<Vec<_>>(), ["B", "D"]);
        assert_eq!(two.diagnostics.iter().map(|d| (d.line, d.message.split(" is not").next().unwrap_or(""))).collect::<Vec<_>>(), [(1, "document 1"), (3, "document 3")]);
        // Many broken values: each said once, and the good one after them still read.
        let many = read(&format!("{}{{\"kind\": \"Last\"}}\n", "{\"a\": 1,}\n".repeat(300)));
        assert_eq!((many.diagnostics.len(), many.documents.len(), many.documents[0].line), (300, 1, 301));
        // Inside one value there is nothing to pick up from: said so.
        let inside = read("[{\"kind\": \"A\"}, {\"kind\": \"B\",}, {\"kind\": \"C\"}]\n");
        assert!(inside.diagnostics[0].message.ends_with("; what follows it was not read either (JSON cannot pick up again inside a value)"), "{:?}", inside.diagnostics);
    }

    #[test]
    fn truncated_json_says_so() {
        let reading = read("{\"kind\": \"A\", \"status\": {");
        assert!(reading.diagnostics[0].message.contains("ends too early"));
    }
}
