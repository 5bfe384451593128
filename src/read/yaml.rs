//! YAML input: split at document markers, parse each document on its own.

use super::block_yaml;
use super::general_yaml;
use crate::byte_scan::{contains_byte, find_byte};
use super::quoted_continuation;
use super::yaml_problems;
use super::value::Tracked;
use super::{accept, depth_message, documents_message, Diagnostic, Limits, Reading};

/// One document's text and where it starts in the input.
struct Chunk<'a> {
    text: &'a str,
    /// 1-based line of the chunk's first line.
    line: usize,
}

/// Reads every document of a YAML text into `reading`, up to `limits.max_documents`.
pub(super) fn read_yaml(text: &str, source: Option<&str>, limits: &Limits, reading: &mut Reading) {
    // A line break is a line break: Windows' `\r\n` read as `\n` (lines and columns unchanged).
    let unix;
    let text = if contains_byte(text.as_bytes(), b'\r') && text.contains("\r\n") {
        unix = text.replace("\r\n", "\n");
        unix.as_str()
    } else {
        text
    };
    let mut count = 0;
    // Documents numbered beyond their chunk's place: a JSON chunk may hold several values.
    let mut extra = 0;
    for (position, chunk) in split_documents(text).into_iter().enumerate() {
        if is_blank(chunk.text) {
            continue;
        }
        count += 1;
        if count > limits.max_documents {
            reading.diagnostics.push(Diagnostic::error(source, first_content_line(&chunk), 1, documents_message(limits, first_content_line(&chunk))));
            break;
        }
        let index = position + 1 + extra;
        let said = reading.diagnostics.len();
        extra += read_chunk(&chunk, index, source, limits, reading);
        // Files dropped together are joined, each after a `# file: <name>` line: a problem is
        // said with the name of the file it is in.
        if let Some(file) = file_marker(&chunk) {
            for diagnostic in reading.diagnostics.get_mut(said..).unwrap_or_default() {
                diagnostic.message = format!("{file}: {}", diagnostic.message);
            }
        }
    }
}

/// Reads one document of the stream numbered `index`; returns how many more documents than
/// one it held (a JSON chunk may hold several values).
fn read_chunk(chunk: &Chunk, index: usize, source: Option<&str>, limits: &Limits, reading: &mut Reading) -> usize {
    // kubectl's table or describe output, pasted instead of its YAML: what to paste instead.
    let first = first_content_line(chunk);
    let content = nth_line_on(chunk.text, first - chunk.line);
    if content.starts_with("NAME") || content.starts_with("Name:") {
        if let Some(sentence) = super::kubectl_output::recognised(content) {
            reading.diagnostics.push(Diagnostic::error(source, first, 1, format!("document {index} {sentence}")));
            return 0;
        }
    }
    // The shape kubectl writes, read directly (a `<<` merge key, an anchor, a tag, anything
    // unusual or wrong makes it give up); everything else goes to the general reader.
    if let Ok(tracked) = block_yaml::read(chunk.text, limits.max_depth, general_yaml::MAX_NODES) {
        accept_chunk(reading, tracked, chunk, index, source, limits);
        return 0;
    }
    match general_yaml::read(chunk.text, limits) {
        Ok(tracked) => accept_chunk(reading, tracked, chunk, index, source, limits),
        Err(refusal) => match reread_quoted_continuations(&refusal, chunk, limits) {
            Some((tracked, repaired, first)) => {
                let line = chunk.line + first;
                reading.diagnostics.push(Diagnostic::warning(
                    source,
                    line,
                    1,
                    format!(
                        "document {index}: a quoted value goes on over lines indented no deeper than its key (from line {line}); YAML 1.2 wants them deeper, but kubectl, PyYAML and Go read them, and so did this tool: the value is the same"
                    ),
                ));
                accept_chunk(reading, tracked, &Chunk { text: &repaired, line: chunk.line }, index, source, limits);
            }
            // A JSON file dropped with YAML ones is a document of the joined stream; YAML
            // reads one JSON value, but not several in a row (Heat's `stack show` then
            // `resource list`), nor says a JSON mistake in JSON's terms.
            None => match json_content(chunk) {
                Some((content, line)) => {
                    let numbered = super::json::read_json_within(content, (line - 1, index - 1), source, limits, reading);
                    return numbered.saturating_sub(1);
                }
                None => {
                    let said = diagnostic(&refusal, chunk, index, source, limits);
                    if !read_list_without_broken_item(&refusal, &said, chunk, index, source, limits, reading) {
                        reading.diagnostics.push(said);
                    }
                }
            },
        },
    }
    0
}

/// A list (`kubectl get -o yaml`: `items:` with each item a `- ` line at the left edge) with
/// one item that is not valid YAML, or cut short in its last item (a scrollback copied only
/// in part): the other items are read and explained, and the diagnostic says which lines were
/// not. False when the document is no such list or still does not read without that item.
fn read_list_without_broken_item(
    refusal: &general_yaml::Refusal,
    said: &Diagnostic,
    chunk: &Chunk,
    index: usize,
    source: Option<&str>,
    limits: &Limits,
    reading: &mut Reading,
) -> bool {
    // Where the problem is (a tab the parser stops before is on the next line).
    let broken_line = match &refusal.why {
        general_yaml::Why::Syntax(parser) => yaml_problems::located(parser, chunk.text, refusal.line, refusal.column).0,
        _ => refusal.line,
    };
    let Some((kept, first, last)) = without_broken_item(chunk.text, broken_line) else { return false };
    let Ok(tracked) = block_yaml::read(&kept, limits.max_depth, general_yaml::MAX_NODES).or_else(|_| general_yaml::read(&kept, limits)) else { return false };
    let read = match &tracked.value {
        crate::model::Value::Object(map) => map.get("items").and_then(crate::model::Value::as_array).map_or(0, |items| items.len()),
        _ => 0,
    };
    if read == 0 {
        return false;
    }
    let (first, last) = (chunk.line + first - 1, chunk.line + last - 1);
    let why = said.message.split_once("was not explained: ").map_or(said.message.as_str(), |(_, why)| why);
    let message = format!(
        "document {index} is a list whose item at lines {first}–{last} is not valid YAML (or is cut short): that item was not explained, the {read} other {}: {why}",
        if read == 1 { "item was" } else { "items were" }
    );
    reading.diagnostics.push(Diagnostic { message, ..said.clone() });
    accept_chunk(reading, tracked, &Chunk { text: &kept, line: chunk.line }, index, source, limits);
    true
}

/// The text of a list document with the item that holds 1-based `broken_line` blanked out
/// (its lines kept, empty, so every other line keeps its number), with that item's first and
/// last lines (1-based, within the text); `None` when the text is no `items:` list with that
/// line inside an item.
fn without_broken_item(text: &str, broken_line: usize) -> Option<(String, usize, usize)> {
    let lines: Vec<&str> = text.split('\n').collect();
    let items = lines.iter().position(|line| line.trim_end() == "items:")?;
    let broken = broken_line.checked_sub(1)?.min(lines.len().checked_sub(1)?);
    let is_item = |line: &str| line.starts_with("- ") || line.trim_end() == "-";
    // A key back at the left edge (`kind: List`) ends the items; a tab-indented line is a
    // mistake inside one.
    let at_edge = |line: &str| !line.is_empty() && !line.starts_with([' ', '\t', '#', '-']);
    let start = (items + 1..=broken).rev().find(|&at| lines.get(at).is_some_and(|line| is_item(line)))?;
    // The problem is outside the items (in what follows them): no item to leave out.
    if (start + 1..=broken).any(|at| lines.get(at).is_some_and(|line| at_edge(line))) {
        return None;
    }
    let end = (broken + 1..lines.len()).find(|&at| lines.get(at).is_some_and(|line| is_item(line) || at_edge(line))).unwrap_or(lines.len());
    let kept: Vec<&str> = lines.iter().enumerate().map(|(at, line)| if (start..end).contains(&at) { "" } else { line }).collect();
    Some((kept.join("\n"), start + 1, end.max(start + 1)))
}

/// The name in a chunk's `# file: <name>` line (the page's marker for a dropped file), when
/// it opens the chunk (after its `---`).
fn file_marker<'a>(chunk: &Chunk<'a>) -> Option<&'a str> {
    let first = chunk.text.lines().map(str::trim).find(|line| !line.is_empty() && !is_marker(line, "---"))?;
    let name = first.strip_prefix("# file: ")?.trim();
    (!name.is_empty()).then_some(name)
}

/// Accepts one parsed document; repeated keys are located from the chunk's first content line.
fn accept_chunk(reading: &mut Reading, tracked: Tracked, chunk: &Chunk, index: usize, source: Option<&str>, limits: &Limits) {
    let line = first_content_line(chunk);
    let text = nth_line_on(chunk.text, line - chunk.line);
    accept(reading, tracked, (source, index, line), text, limits);
}

/// When the parser refused quoted values continued at their key's indentation (which other
/// readers accept), the document read again with those lines indented; with the repaired text
/// and the 0-based chunk line of the first repaired line.
fn reread_quoted_continuations(refusal: &general_yaml::Refusal, chunk: &Chunk, limits: &Limits) -> Option<(Tracked, String, usize)> {
    match &refusal.why {
        general_yaml::Why::Syntax(message) if message.contains(quoted_continuation::PARSER_MESSAGE) => {}
        _ => return None,
    }
    let (repaired, first) = quoted_continuation::repair(chunk.text)?;
    let tracked = general_yaml::read(&repaired, limits).ok()?;
    Some((tracked, repaired, first))
}

/// The text from its `n`-th line (0-based) on.
fn nth_line_on(text: &str, n: usize) -> &str {
    let mut rest = text;
    for _ in 0..n {
        match rest.find('\n') {
            Some(at) => rest = rest.get(at + 1..).unwrap_or(""),
            None => return "",
        }
    }
    rest
}

/// Turns a refusal into a diagnostic whose line counts from the start of the input. Budget
/// refusals name the limit that was reached; syntax errors are said in plain words
/// ([`yaml_problems`]) with the parser's own after them.
fn diagnostic(refusal: &general_yaml::Refusal, chunk: &Chunk, index: usize, source: Option<&str>, limits: &Limits) -> Diagnostic {
    use general_yaml::Why;
    let (within, column) = (refusal.line, refusal.column);
    // Where the sentence says the problem is (a tab on the line after the parser's).
    let (at_line, at_column) = match &refusal.why {
        Why::Syntax(parser) => yaml_problems::located(parser, chunk.text, within, column),
        _ => (within, column),
    };
    let line = chunk.line.saturating_add(at_line).saturating_sub(1);
    let syntax = |parser: &str| {
        format!("document {index} is not valid YAML and was not explained: {}", yaml_problems::in_plain_words(parser, chunk.text, chunk.line, within, column))
    };
    let message = match &refusal.why {
        Why::Syntax(parser) => syntax(parser.lines().next().unwrap_or("").trim_end_matches(['.', ':'])),
        Why::EmptyKey => syntax("a mapping key is empty (~ or null)"),
        Why::KeyNotText => syntax("a mapping key is a list or mapping, not text"),
        Why::MergeNotMapping => syntax("merge key value is not a mapping or a list of mappings"),
        Why::SeveralDocuments => syntax("a second document starts inside this one"),
        Why::Depth => depth_message(index, limits),
        Why::Aliases => format!(
            "document {index} uses YAML anchors and aliases (`&name`, `*name`) more than the limits allow ({} uses, {} nodes expanded or kept for them) and was not explained: this looks like an alias bomb; kubectl never writes aliases, so paste its output as it is",
            limits.max_aliases, limits.max_alias_expansion
        ),
        Why::Nodes => format!(
            "document {index} has more than {} values and was not explained: {}",
            general_yaml::MAX_NODES,
            super::limits::PASTE_FEWER
        ),
    };
    Diagnostic::error(source, line, at_column, message)
}

/// Splits a YAML stream at `---` and `...` lines (at column 0), keeping each marker line with
/// the document it opens so that `--- {inline: document}` still parses. Only lines starting
/// with `-` or `.` are looked at; the line breaks between them are found eight bytes at a time
/// ([`find_byte`]), as this runs over the whole paste.
fn split_documents(text: &str) -> Vec<Chunk<'_>> {
    let bytes = text.as_bytes();
    let mut chunks = Vec::new();
    let (mut start, mut start_line) = (0, 1);
    let (mut line_start, mut line_number) = (0, 1);
    loop {
        let line_end = find_byte(bytes, line_start, b'\n');
        if matches!(bytes.get(line_start), Some(b'-' | b'.')) {
            let end = line_end.unwrap_or(bytes.len());
            let bare = text.get(line_start..end).unwrap_or("").trim_end_matches('\r');
            if is_marker(bare, "---") && line_start > start {
                chunks.push(Chunk { text: text.get(start..line_start).unwrap_or(""), line: start_line });
                (start, start_line) = (line_start, line_number);
            }
            if is_marker(bare, "...") {
                let after = line_end.map_or(bytes.len(), |end| end + 1);
                chunks.push(Chunk { text: text.get(start..after).unwrap_or(""), line: start_line });
                (start, start_line) = (after, line_number + 1);
            }
        }
        let Some(end) = line_end else { break };
        (line_start, line_number) = (end + 1, line_number + 1);
    }
    if start < text.len() {
        chunks.push(Chunk { text: text.get(start..).unwrap_or(""), line: start_line });
    }
    chunks
}

/// `---` or `...` alone or followed by white space.
fn is_marker(line: &str, marker: &str) -> bool {
    line.strip_prefix(marker)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with([' ', '\t']))
}

/// A document with nothing but white space, comments and markers.
fn is_blank(text: &str) -> bool {
    text.lines().all(|line| {
        let line = line.trim();
        line.is_empty() || line.starts_with('#') || line == "---" || line == "..."
    })
}

/// A chunk whose content (after markers, comments and blank lines) is JSON, from its first
/// `{` or `[` line: that text and its 1-based line in the input.
fn json_content<'a>(chunk: &Chunk<'a>) -> Option<(&'a str, usize)> {
    let line = first_content_line(chunk);
    let content = nth_line_on(chunk.text, line - chunk.line);
    content.trim_start().starts_with(['{', '[']).then_some((content, line))
}

/// The line of the first thing in the chunk that is not a marker, comment or blank.
fn first_content_line(chunk: &Chunk) -> usize {
    chunk
        .text
        .lines()
        .position(|line| {
            let line = line.trim();
            !(line.is_empty() || line.starts_with('#') || line == "---")
        })
        .map_or(chunk.line, |position| chunk.line + position)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> Reading {
        let mut reading = Reading::default();
        read_yaml(text, None, &Limits::DEFAULT, &mut reading);
        reading
    }

    /// Line by line, as the splitting was written first: what the fast one must give.
    fn split_line_by_line(text: &str) -> Vec<(&str, usize)> {
        let mut chunks = Vec::new();
        let (mut start, mut start_line, mut offset, mut line_number) = (0, 1, 0, 1);
        for line in text.split_inclusive('\n') {
            let bare = line.trim_end_matches(['\n', '\r']);
            let (opens, closes) = (is_marker(bare, "---"), is_marker(bare, "..."));
            if opens && offset > start {
                chunks.push((&text[start..offset], start_line));
                (start, start_line) = (offset, line_number);
            }
            offset += line.len();
            line_number += 1;
            if closes {
                chunks.push((&text[start..offset], start_line));
                (start, start_line) = (offset, line_number);
            }
        }
        if start < text.len() {
            chunks.push((&text[start..], start_line));
        }
        chunks
    }

    #[test]
    fn documents_are_split_at_their_markers_wherever_the_line_breaks_fall() {
        let pieces = ["a: 1", "---", "--- {b: 2}", "...", "- x", "-- y", "---x", ". z", "", "  ---", "... # end", "ü: ☃", "---\r", "x: 12345678901234567"];
        let mut texts = Vec::new();
        for first in pieces {
            for second in pieces {
                for third in pieces {
                    texts.push(format!("{first}\n{second}\n{third}"));
                    texts.push(format!("{first}\n{second}\n{third}\n"));
                }
            }
        }
        for text in &texts {
            let fast: Vec<(&str, usize)> = split_documents(text).iter().map(|chunk| (chunk.text, chunk.line)).collect();
            assert_eq!(fast, split_line_by_line(text), "{text:?}");
        }
    }

    #[test]
    fn several_documents_are_read_with_their_lines() {
        let reading = read("kind: A\n---\nkind: B\n---\n\n# note\nkind: C\n");
        let kinds: Vec<_> = reading.documents.iter().map(|d| (d.value["kind"].as_str(), d.line)).collect();
        assert_eq!(kinds, vec![(Some("A"), 1), (Some("B"), 3), (Some("C"), 7)]);
    }

    #[test]
    fn a_json_file_among_yaml_ones_is_read_as_json_and_problems_name_their_file() {
        // As the page joins dropped files: YAML, then a JSON file of two values, then YAML.
        let text = "# file: a.yaml\nkind: A\n---\n# file: heat.json\n{\"stack_name\": \"web\"}\n[{\"resource_name\": \"db\"}]\n---\n# file: b.yaml\nkind: [C\n---\nkind: D\n";
        let reading = read(text);
        let places: Vec<(usize, usize)> = reading.documents.iter().map(|document| (document.index, document.line)).collect();
        assert_eq!(places, [(1, 2), (2, 5), (3, 6), (5, 11)], "the JSON values are documents 2 and 3, on their own lines");
        assert_eq!(reading.diagnostics.len(), 1, "{:?}", reading.diagnostics);
        let problem = &reading.diagnostics[0];
        assert!(problem.message.starts_with("b.yaml: document 4 is not valid YAML"), "{}", problem.message);
        assert_eq!(problem.line, 9);
        // A broken JSON file among them is told in JSON's terms, at its own line.
        let reading = read("kind: A\n---\n# file: x.json\n{\"a\": 1}\n{\"b\": [1, 2,]}\n");
        assert_eq!(reading.documents.len(), 2);
        let problem = &reading.diagnostics[0];
        assert!(problem.message.starts_with("x.json: document 3 is not valid JSON") && problem.message.contains("comma"), "{}", problem.message);
        assert_eq!((problem.line, problem.column), (5, 12));
    }

    #[test]
    fn a_broken_document_does_not_hide_its_neighbours() {
        let reading = read("kind: A\n---\nkind: [unclosed\nname: x\n---\nkind: C\n");
        assert_eq!(reading.documents.len(), 2);
        assert_eq!(reading.diagnostics.len(), 1);
        let diagnostic = &reading.diagnostics[0];
        assert!(diagnostic.line >= 3 && diagnostic.line <= 5, "{diagnostic:?}");
        assert!(diagnostic.message.starts_with("document 2 is not valid YAML"), "{}", diagnostic.message);
    }

    #[test]
    fn line_and_column_point_into_the_broken_document() {
        let reading = read("a: 1\n---\nkind: Pod\nmetadata:\n  name: x\n   bad: indentation\n");
        let diagnostic = &reading.diagnostics[0];
        assert_eq!(diagnostic.line, 6, "{diagnostic:?}");
    }

    #[test]
    fn crlf_input_is_read() {
        let reading = read("kind: A\r\n---\r\nkind: B\r\n");
        assert_eq!(reading.documents.len(), 2);
        assert_eq!(reading.documents[1].line, 3);
    }

    #[test]
    fn inline_document_after_marker_is_read() {
        let reading = read("--- {kind: A}\n--- {kind: B}\n");
        assert_eq!(reading.documents.len(), 2);
    }

    #[test]
    fn merge_keys_are_expanded_and_plain_documents_read_alike() {
        let text = "base: &base {image: app:1, restartPolicy: Always}\npod:\n  <<: *base\n  image: app:2\n";
        let reading = read(text);
        assert!(reading.diagnostics.is_empty(), "{:?}", reading.diagnostics);
        let pod = &reading.documents[0].value["pod"];
        assert_eq!((pod["image"].as_str(), pod["restartPolicy"].as_str()), (Some("app:2"), Some("Always")));
        assert!(pod.get("<<").is_none());
        let tagged = read("base: &b {a: 1}\nx: {!!merge <<: *b, c: 2}\n");
        assert_eq!(tagged.documents[0].value["x"]["a"].as_i64(), Some(1));
        // No anchor, nothing else unusual: the direct reader must still leave the merge to
        // serde-saphyr, block and flow alike.
        for inline in ["pod:\n  <<: {image: app:1, restartPolicy: Always}\n  image: app:2\n", "pod: {<<: {image: app:1, restartPolicy: Always}, image: app:2}\n"] {
            let merged = &read(inline).documents[0].value["pod"];
            assert_eq!((merged["image"].as_str(), merged["restartPolicy"].as_str()), (Some("app:2"), Some("Always")), "{inline}");
            assert!(merged.get("<<").is_none(), "{inline}");
        }
        let plain = read("kind: Pod\nmetadata: {name: p}\n");
        assert_eq!(plain.documents[0].value["metadata"]["name"], "p");
    }

    #[test]
    fn duplicate_keys_keep_the_last_value() {
        let reading = read("kind: A\nkind: B\n");
        assert_eq!(reading.documents[0].value["kind"], "B");
        // Said in input order, though the inner mapping's repetition is found first.
        let nested = read("name: a\nname: b\nspec:\n  x: 1\n  x: 2\n");
        let lines: Vec<usize> = nested.diagnostics.iter().map(|d| d.line).collect();
        assert_eq!(lines, [2, 5], "{:?}", nested.diagnostics);
    }

    #[test]
    fn quoted_values_continued_at_the_key_column_are_read_with_a_warning() {
        let text = "kind: A\n---\nkind: AtlasSchema\nstatus:\n  conditions:\n    - message: 'applied: {\"Changes\":[\"CREATE\n      TABLE users\"]}'\n      reason: Applied\n";
        let reading = read(text);
        assert_eq!(reading.documents.len(), 2, "{:?}", reading.diagnostics);
        let condition = &reading.documents[1].value["status"]["conditions"][0];
        assert_eq!(condition["message"], "applied: {\"Changes\":[\"CREATE TABLE users\"]}");
        assert_eq!(condition["reason"], "Applied");
        assert_eq!(reading.diagnostics.len(), 1);
        let warning = &reading.diagnostics[0];
        assert_eq!((warning.severity, warning.line), (super::super::Severity::Warning, 7));
        assert!(warning.message.contains("indented no deeper than its key"), "{}", warning.message);
        // Still broken after the repair: the parser's own error, with its line.
        let reading = read("a:\n  b: 'one\n  two\n  c: [\n");
        assert!(reading.documents.is_empty());
        assert!(reading.diagnostics[0].message.contains("not valid YAML"), "{:?}", reading.diagnostics);
    }

    #[test]
    fn keys_are_read_as_written_and_odd_keys_are_named() {
        let reading = read("data:\n  8080: port\n  on: yes\n  1e3: x\n");
        let data = &reading.documents[0].value["data"];
        assert_eq!((data["8080"].as_str(), data["on"].as_str(), data["1e3"].as_str()), (Some("port"), Some("yes"), Some("x")));
        let empty = read("a: 1\n---\ndata:\n  ~: nothing\n");
        assert!(empty.diagnostics[0].message.ends_with("the key `~` on line 4 means \"nothing\" (null) in YAML, and keys here are text: write a name, or put it in quotes (`\"~\"`) (the YAML parser says: a mapping key is empty (~ or null))"), "{:?}", empty.diagnostics);
        assert_eq!((empty.documents.len(), empty.diagnostics[0].line), (1, 4));
        let list = read("data:\n  [a, b]: list\n");
        assert!(list.diagnostics[0].message.ends_with("a mapping key is a list or mapping, not text"), "{:?}", list.diagnostics);
    }

    #[test]
    fn alias_bombs_are_refused_with_a_diagnostic() {
        let mut text = String::from("a: &a [x, x, x, x, x, x, x, x, x, x]\n");
        let mut previous = 'a';
        for name in 'b'..='j' {
            text.push_str(&format!("{name}: &{name} [*{previous}, *{previous}, *{previous}, *{previous}, *{previous}, *{previous}, *{previous}, *{previous}, *{previous}, *{previous}]\n"));
            previous = name;
        }
        let reading = read(&text);
        assert!(reading.documents.is_empty());
        assert_eq!(reading.diagnostics.len(), 1);
    }
}
