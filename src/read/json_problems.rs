//! A JSON syntax error said for a person, as [`super::yaml_problems`] does for YAML: what is
//! wrong at the error's place, quoting it, and what to change; serde_json's words follow in
//! brackets. Each entry of [`PROBLEMS`] recognises one serde_json message.

/// Where serde_json stopped.
struct At<'t> {
    /// The line it stopped on.
    line: &'t str,
    /// Its 1-based number in the input.
    number: usize,
    /// The 1-based column (in characters).
    column: usize,
}

/// The sentence for serde_json's message `parser` at 1-based `line` and `column` of `text`,
/// which starts after `before` lines of the input (the sentence counts lines as the input
/// does): ours, then serde_json's words in brackets; or serde_json's words alone when none of
/// [`PROBLEMS`] knows them (or the text there does not fit).
pub(super) fn in_plain_words(parser: &str, text: &str, line: usize, column: usize, before: usize) -> String {
    let Some(here) = text.split('\n').nth(line.saturating_sub(1)) else { return parser.to_owned() };
    let at = At { line: here.strip_suffix('\r').unwrap_or(here), number: line + before, column };
    PROBLEMS
        .iter()
        .filter(|(start, _)| parser.starts_with(start))
        .find_map(|(_, word)| word(&at))
        .map_or_else(|| parser.to_owned(), |ours| format!("{ours} (the JSON parser says: {parser})"))
}

/// One kind of syntax error: the start of serde_json's message, and the words for it (or
/// `None` when the text does not look like the usual cause).
type Problem = (&'static str, fn(&At) -> Option<String>);

/// Every serde_json message worded here.
const PROBLEMS: &[Problem] = &[
    ("trailing comma", trailing_comma),
    ("expected `,` or `}`", missing_comma),
    ("expected `,` or `]`", missing_comma),
    ("key must be a string", unquoted_key),
    ("invalid number", leading_zero),
    ("control character", line_break_in_text),
    ("expected ident", not_a_word_of_json),
    ("expected value", no_value_here),
];

/// The text from the error's column on (the error's character first).
fn from_column<'t>(at: &At<'t>) -> &'t str {
    match at.line.char_indices().nth(at.column.saturating_sub(1)) {
        Some((start, _)) => at.line.get(start..).unwrap_or(""),
        None => "",
    }
}

/// The text before the error's column.
fn before_column<'t>(at: &At<'t>) -> &'t str {
    let rest = from_column(at);
    at.line.get(..at.line.len() - rest.len()).unwrap_or("")
}

/// The first word-like run of text at the error (a key, a number, a bare word), shortened.
fn word_at(at: &At) -> String {
    let word: String = from_column(at).chars().take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.' | '+' | '\'')).take(40).collect();
    word
}

/// The word-like run of text around the error: serde_json may stop inside a word or after it.
fn word_around(at: &At) -> String {
    let before: Vec<char> = before_column(at).chars().rev().take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.' | '+')).take(40).collect();
    before.into_iter().rev().chain(word_at(at).chars()).collect()
}

/// `{"a": 1,}`: a comma after the last entry.
/// `[1, 2,]`, `{"a": 1,}`: told at the comma ([`trailing_comma_at`] moves serde_json's place,
/// the closing bracket, back to it).
fn trailing_comma(at: &At) -> Option<String> {
    let before = before_column(at).trim();
    let after = if before.is_empty() {
        String::new()
    } else {
        let tail: Vec<char> = before.chars().rev().take(30).collect();
        format!(" (after `{}`)", tail.into_iter().rev().collect::<String>())
    };
    Some(format!(
        "the comma at line {}, column {}{after} ends the last entry of an object or array: JSON allows no comma before the closing `}}` or `]`, so remove it",
        at.number, at.column
    ))
}

/// Where the comma is that serde_json's "trailing comma" at 1-based `line` and byte `column`
/// (the closing bracket) is about: its line and 1-based column in characters, or `None` when
/// no comma comes before the bracket, white space aside.
pub(super) fn trailing_comma_at(text: &str, line: usize, column: usize) -> Option<(usize, usize)> {
    let line_start: usize = text.split_inclusive('\n').take(line.saturating_sub(1)).map(str::len).sum();
    let bracket = (line_start + column.saturating_sub(1)).min(text.len());
    let before = text.as_bytes().get(..bracket)?;
    let comma = before.iter().rposition(|b| !matches!(b, b' ' | b'\t' | b'\n' | b'\r'))?;
    if before.get(comma) != Some(&b',') {
        return None;
    }
    let comma_line_start = before.get(..comma)?.iter().rposition(|&b| b == b'\n').map_or(0, |newline| newline + 1);
    let comma_line = before.get(..comma)?.iter().filter(|&&b| b == b'\n').count() + 1;
    Some((comma_line, text.get(comma_line_start..comma)?.chars().count() + 1))
}

/// `{"a": 1 "b": 2}`: two entries without a comma.
fn missing_comma(at: &At) -> Option<String> {
    let next: String = from_column(at).chars().take(24).collect();
    (!next.trim().is_empty()).then(|| {
        format!(
            "a comma is missing at line {}, column {}, before `{}`: entries of an object or array are separated by commas",
            at.number,
            at.column,
            next.trim_end()
        )
    })
}

/// `{kind: "Pod"}` or `{'kind': 'Pod'}`: a key not in double quotes.
fn unquoted_key(at: &At) -> Option<String> {
    let rest = from_column(at);
    if rest.starts_with('\'') {
        return Some(format!(
            "JSON writes keys and text in double quotes, and line {} uses single quotes (`{}`): change them to double quotes",
            at.number,
            rest.chars().take(24).collect::<String>().trim_end()
        ));
    }
    let word = word_at(at);
    (!word.is_empty()).then(|| format!("the key `{word}` on line {} is not in double quotes: write `\"{word}\"`", at.number))
}

/// `01`: a number with a leading zero.
fn leading_zero(at: &At) -> Option<String> {
    let number = word_around(at);
    let digits = number.trim_start_matches('-');
    (digits.len() > 1 && digits.starts_with('0') && !digits.starts_with("0.")).then(|| {
        format!(
            "the number `{number}` on line {} starts with a zero, which JSON does not allow: write it without the zero, or in double quotes if it is text (`\"{number}\"`)",
            at.number
        )
    })
}

/// A line break inside a string.
fn line_break_in_text(at: &At) -> Option<String> {
    let above = at.number.checked_sub(1).filter(|&n| n > 0)?;
    Some(format!(
        "a text in double quotes runs from line {above} on to line {}: JSON text stays on one line, so close the quote on line {above}, or write the line break as \\n",
        at.number
    ))
}

/// `tru`, `True`, `NaN`, `undefined`: a word JSON does not have.
fn not_a_word_of_json(at: &At) -> Option<String> {
    let word = word_around(at);
    if let Some(sentence) = wrong_case(&word, at) {
        return Some(sentence);
    }
    (!word.is_empty()).then(|| {
        format!(
            "`{word}` on line {}, column {} is not a JSON value: JSON has `true`, `false`, `null`, numbers, \"text\" in double quotes, {{…}} and […]",
            at.number, at.column
        )
    })
}

/// `True`, `NULL`: one of JSON's words in the wrong case; the sentence for it.
fn wrong_case(word: &str, at: &At) -> Option<String> {
    let lower = word.to_ascii_lowercase();
    (matches!(lower.as_str(), "true" | "false" | "null") && lower != word)
        .then(|| format!("`{word}` on line {}, column {} is written `{lower}` in JSON (lower case)", at.number, at.column))
}

/// Something where a value should start: a stray bracket, a bare word, a closing bracket
/// after the end.
fn no_value_here(at: &At) -> Option<String> {
    let rest = from_column(at);
    let character = rest.chars().next()?;
    Some(match character {
        '}' | ']' => format!(
            "the `{character}` at line {}, column {} closes nothing, or a value is missing before it: remove it, or write the value",
            at.number, at.column
        ),
        '\'' => format!("JSON writes text in double quotes, and line {} uses single quotes: change them to double quotes", at.number),
        _ => {
            let word = word_at(at);
            if word.is_empty() {
                return None;
            }
            if let Some(sentence) = wrong_case(&word, at) {
                return Some(sentence);
            }
            format!(
                "`{word}` on line {}, column {} is not a JSON value: text goes in double quotes (`\"{word}\"`); JSON's other values are `true`, `false`, `null`, numbers, {{…}} and […]",
                at.number, at.column
            )
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(parser: &str, text: &str) -> String {
        // Where serde_json stops on these, found by running it.
        let error = serde_json::from_str::<serde_json::Value>(text).unwrap_err();
        let message = error.to_string();
        let message = message.split(" at line ").next().unwrap_or("").to_owned();
        assert!(message.starts_with(parser), "serde_json says {message:?}");
        let (line, column) = trailing_comma_at(text, error.line(), error.column()).filter(|_| parser == "trailing comma").unwrap_or((error.line(), error.column()));
        in_plain_words(&message, text, line, column, 0)
    }

    #[test]
    fn common_mistakes_are_said_plainly_with_serde_jsons_words_after() {
        assert_eq!(
            words("trailing comma", "{\"kind\": \"Pod\", \"metadata\": {\"name\": \"a\",}}"),
            "the comma at line 1, column 41 (after `Pod\", \"metadata\": {\"name\": \"a\"`) ends the last entry of an object or array: JSON allows no comma before the closing `}` or `]`, so remove it (the JSON parser says: trailing comma)"
        );
        assert!(words("expected `,` or `}`", "{\"kind\": \"Pod\" \"metadata\": {}}").starts_with("a comma is missing at line 1, column 16, before `\"metadata\": {}}`"));
        assert!(words("key must be a string", "{'kind': 'Pod'}").starts_with("JSON writes keys and text in double quotes, and line 1 uses single quotes (`'kind': 'Pod'}`)"));
        assert!(words("key must be a string", "{kind: \"Pod\"}").starts_with("the key `kind` on line 1 is not in double quotes: write `\"kind\"`"));
        assert!(words("invalid number", "{\"replicas\": 01}").starts_with("the number `01` on line 1 starts with a zero"), "{}", words("invalid number", "{\"replicas\": 01}"));
        assert!(words("control character", "{\"kind\": \"Pod\",\n \"name\": \"a\n\"}").starts_with("a text in double quotes runs from line 2 on to line 3"));
        assert!(words("expected ident", "{\"x\": tru}").starts_with("`tru` on line 1, column"), "{}", words("expected ident", "{\"x\": tru}"));
        assert!(words("expected value", "{\"x\": NaN}").starts_with("`NaN` on line 1, column 7 is not a JSON value"));
        assert!(words("expected value", "{\"x\": ]}").starts_with("the `]` at line 1, column 7 closes nothing"));
        assert!(words("expected value", "{\"x\": True}").starts_with("`True` on line 1, column 7 is written `true` in JSON (lower case)"));
    }

    #[test]
    fn anything_else_keeps_serde_jsons_words() {
        assert_eq!(in_plain_words("recursion limit exceeded", "[[[", 1, 3, 0), "recursion limit exceeded");
        assert_eq!(in_plain_words("trailing comma", "", 5, 1, 0), "trailing comma");
        // Lines as the input counts them, for a text that starts on line 11.
        assert!(in_plain_words("trailing comma", "{\"a\": 1,}", 1, 8, 10).starts_with("the comma at line 11, column 8 (after `{\"a\": 1`)"));
    }
}
