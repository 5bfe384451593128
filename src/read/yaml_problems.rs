//! A YAML syntax error said for a person: the parser's words ("mapping values are not allowed
//! in this context") become what is wrong with the line, quoting it, and what to change. The
//! parser's own words follow in brackets, for searching.
//!
//! Each entry of [`PROBLEMS`] recognises one parser message and words it from the document's
//! text around the error (lines and columns are the parser's, 1-based, within the document).

/// Where the parser stopped, in the document's text.
struct At<'t> {
    /// The document's lines, up to the one after where the parser stopped.
    lines: Vec<&'t str>,
    /// How many lines of the input come before the document's first.
    before: usize,
    /// 1-based line within the document.
    line: usize,
    /// 1-based column (in characters).
    column: usize,
}

/// The sentence for a syntax error at 1-based `line` and `column` of a document's `text`, whose
/// first line is line `first` of the input (the sentence counts lines as the input does): ours,
/// then the parser's words in brackets; or the parser's words alone when none of [`PROBLEMS`]
/// knows them (or the text around does not fit).
pub(super) fn in_plain_words(parser: &str, text: &str, first: usize, line: usize, column: usize) -> String {
    let known: Vec<&Problem> = PROBLEMS.iter().filter(|(start, _)| parser.starts_with(start)).collect();
    let advice = ON_THE_LINE.iter().find(|(start, _)| parser.starts_with(start)).map(|(_, advice)| *advice);
    if known.is_empty() && advice.is_none() {
        return parser.to_owned();
    }
    let at = At { lines: text.lines().take(line.saturating_add(1)).collect(), before: first.saturating_sub(1), line, column };
    known
        .iter()
        .find_map(|(_, word)| word(&at))
        .or_else(|| Some(format!("line {} ({}): {}", at.shown(at.line), code(self::line(&at, at.line)?), advice?)))
        .map_or_else(|| parser.to_owned(), |ours| format!("{ours} (the YAML parser says: {parser})"))
}

/// Parser messages whose advice needs nothing from the text but the line itself, quoted before
/// it: `line 3 (`name: "a" b`): text follows …`. Looked at after [`PROBLEMS`].
const ON_THE_LINE: &[(&str, &str)] = &[
    ("invalid trailing content after", "text follows the closing quote of a value: put all of the value inside the quotes, or start a comment with ` #`"),
    ("simple key expected ':'", "this is read as a key, but no `: ` follows it: a key and its value are separated by a colon and a space (`key: value`)"),
    (
        "while scanning a block scalar, did not find expected comment or line break",
        "text follows a `|` or `>`, which opens block text: the block's text starts on the next line, indented deeper than its key; if the `|` or `>` is part of the value, put the value in quotes",
    ),
    (
        "while scanning an anchor or alias",
        "a `&` or `*` starts a YAML anchor or alias, which needs a name right after it: if the `&` or `*` is part of the value, put the value in quotes",
    ),
    (
        "merge key value is not a mapping",
        "`<<` is YAML's merge key, which copies the keys of a mapping into this one (`<<: *defaults`, or a list of such aliases): give it a mapping, or put it in quotes (`\"<<\":`) if it is an ordinary key",
    ),
];

/// One kind of syntax error: the start of the parser's message, and the words for it (or
/// `None` when the text does not look like the usual cause).
type Problem = (&'static str, fn(&At) -> Option<String>);

/// The parser's messages about a tab, whose line may be the one after the parser's.
const TAB_MESSAGES: [&str; 2] = ["tabs disallowed", "while scanning a plain scalar, found a tab"];

/// Every parser message worded here.
const PROBLEMS: &[Problem] = &[
    ("mapping values are not allowed", key_in_a_value),
    ("while parsing a block mapping, did not find expected key", not_a_key_here),
    ("while parsing a block collection, did not find expected '-' indicator", not_a_key_here),
    (TAB_MESSAGES[0], tab_indentation),
    (TAB_MESSAGES[1], tab_indentation),
    ("simple key expected ':'", missing_colon),
    ("did not find expected <document start>", top_level_indented),
    ("unclosed bracket", unclosed_bracket),
    ("unclosed quote", unclosed_quote),
    (QUOTE_OVER_LINES, unclosed_quote_over_lines),
    ("while parsing a flow mapping, did not find expected ',' or '}'", missing_comma),
    ("while parsing a flow sequence, expected ',' or ']'", missing_comma),
    ("unexpected character", reserved_character),
    ("misplaced bracket", misplaced_bracket),
    ("illegal placement of ':' indicator", still_open_bracket),
    ("while parsing node, found unknown anchor", unknown_alias),
    ("\"-\" is only valid inside a block", list_item_in_brackets),
    ("block sequence entries are not allowed in this context", list_item_after_key),
    ("a mapping key is empty", empty_key),
];

impl At<'_> {
    /// A line of the document as the input numbers it.
    fn shown(&self, line: usize) -> usize {
        line + self.before
    }
}

/// Line `number` (1-based) of the document.
fn line<'t>(at: &At<'t>, number: usize) -> Option<&'t str> {
    at.lines.get(number.checked_sub(1)?).copied()
}

/// The nearest line above the parser's with content (not blank, not only a comment), and its
/// number.
fn line_above<'t>(at: &At<'t>) -> Option<(usize, &'t str)> {
    (1..at.line).rev().filter_map(|n| Some((n, line(at, n)?))).find(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
}

/// How many spaces a line starts with.
fn indent(line: &str) -> usize {
    line.len() - line.trim_start_matches(' ').len()
}

/// The column (0-based) where a line's key starts: after its indentation and any `- `.
fn key_column(line: &str) -> usize {
    let mut at = indent(line);
    while line.get(at..).is_some_and(|rest| rest.starts_with("- ")) {
        at += 2;
        at += indent(line.get(at..).unwrap_or(""));
    }
    at
}

/// A line's content as code, shortened: `` `name: a` ``.
fn code(line: &str) -> String {
    let content = line.trim();
    match content.char_indices().nth(48) {
        Some((cut, _)) => format!("`{}…`", content.get(..cut).unwrap_or(content)),
        None => format!("`{content}`"),
    }
}

/// The advice to indent a line by `n` spaces.
fn indent_it(n: usize) -> String {
    if n == 0 { "start it at the beginning of the line".to_owned() } else { format!("indent it {}", spaces(n)) }
}

/// `1 space`, `4 spaces`.
fn spaces(n: usize) -> String {
    if n == 1 { "1 space".to_owned() } else { format!("{n} spaces") }
}

/// The character at a 1-based column of a line.
fn char_at(line: &str, column: usize) -> Option<char> {
    line.chars().nth(column.checked_sub(1)?)
}

/// `key: value` where YAML takes none: a value holding `: `, or a line indented under a
/// `key: value` line (which reads as more of that value).
fn key_in_a_value(at: &At) -> Option<String> {
    let here = line(at, at.line)?;
    let content = here.trim_start().trim_start_matches("- ");
    // `image: "x": y`: `: ` after a quoted value.
    if let Some((key, value)) = content.split_once(": ") {
        let value = value.trim_start();
        if let Some(quote) = value.chars().next().filter(|c| matches!(c, '"' | '\'')) {
            let after = value.get(1..).and_then(|rest| rest.find(quote)).and_then(|end| value.get(end + 2..));
            if after.is_some_and(|after| after.trim_start().starts_with(':')) {
                return Some(format!(
                    "on line {} ({}) the quoted value of `{}` is followed by `:`: put all of the value inside the quotes",
                    at.shown(at.line),
                    code(here),
                    key.trim()
                ));
            }
        }
    }
    // `labels: x: y`: a second `: ` after the line's own key.
    if let Some((key, value)) = content.split_once(": ") {
        if value.contains(": ") && !value.trim_start().starts_with(['"', '\'', '{', '[']) {
            return Some(format!(
                "the value of `{}` on line {} holds `: ` ({}), which YAML reads as one more key: put the value in quotes (`{}: \"{}\"`), or start it on the next line, indented",
                key.trim(),
                at.shown(at.line),
                code(value),
                key.trim(),
                value.trim().replace('"', "\\\"")
            ));
        }
    }
    let (above_number, above) = line_above(at)?;
    let above_shown = at.shown(above_number);
    let above_content = above.trim_start().trim_start_matches("- ");
    let above_has_value = above_content.split_once(": ").is_some_and(|(_, value)| !value.trim().is_empty() && !value.trim_start().starts_with('#'));
    let (deeper, level) = (indent(here), key_column(above));
    if above_has_value && deeper > level {
        return Some(format!(
            "line {} ({}) is indented {}, deeper than {} on line {above_shown} ({}), so it reads as more of that line's value, and a value cannot hold a key: {} like the line above, or give line {above_shown}'s key no value of its own (end it at the colon) if this line belongs under it",
            at.shown(at.line),
            code(here),
            spaces(deeper),
            code(above),
            spaces(level),
            indent_it(level)
        ));
    }
    if !above_content.contains(':') && deeper >= level {
        let fixed = match above_content.trim().split_once(' ') {
            Some((key, value)) => format!("{key}: {}", value.trim()),
            None => format!("{}:", above_content.trim()),
        };
        return Some(format!(
            "line {above_shown} ({}) has no colon, so YAML reads it and line {} ({}) as one text, which cannot be a key: add the colon after the key on line {above_shown} (`{fixed}`)",
            code(above),
            at.shown(at.line),
            code(here),
        ));
    }
    None
}

/// A line where the mapping above wanted its next key: indented between two levels, or a list
/// item among keys.
fn not_a_key_here(at: &At) -> Option<String> {
    let here = line(at, at.line)?;
    let (above_number, above) = line_above(at)?;
    let above_shown = at.shown(above_number);
    let content = here.trim_start();
    if content.starts_with("- ") || content == "-" {
        return Some(format!(
            "line {} ({}) is a list item among the keys of a mapping (line {above_shown}: {}): a list is the value of a key, so put it under one (`key:` on its own line, the items indented below it), or remove the `- `",
            at.shown(at.line),
            code(here),
            code(above)
        ));
    }
    let (level, here_indent) = (key_column(above), indent(here));
    // `key: |` or `key: >-`: the text below must be indented deeper than the key.
    let block_text = above.trim_end().rsplit_once(": ").is_some_and(|(_, indicator)| {
        let indicator = indicator.trim_start();
        indicator.starts_with(['|', '>']) && indicator.get(1..).is_some_and(|rest| rest.chars().all(|c| matches!(c, '-' | '+') || c.is_ascii_digit()))
    });
    if block_text && here_indent <= level {
        return Some(format!(
            "line {} ({}) is indented {}, but it follows the block text opened on line {above_shown} ({}), whose lines must be indented deeper than its key ({}): indent it by at least {}",
            at.shown(at.line),
            code(here),
            spaces(here_indent),
            code(above),
            spaces(level),
            spaces(level + 1)
        ));
    }
    (here_indent != level).then(|| {
        format!(
            "line {} ({}) is indented {}, but the key above it ({}, line {above_shown}) starts after {}, and YAML cannot tell which mapping this line belongs to: indent it like one of the keys above it",
            at.shown(at.line),
            code(here),
            spaces(here_indent),
            code(above),
            spaces(level)
        )
    })
}

/// Where the error really is when the parser stops after or before it (`(line, column)`
/// within the document, 1-based), so a diagnostic points (and a click jumps) at the line the
/// sentence names: a tab that indents the line after the parser's (the tab's column), or a
/// quoted value left open above the line where the parser gave up (its opening quote).
pub(super) fn located(parser: &str, text: &str, parser_line: usize, column: usize) -> (usize, usize) {
    let is_tab = TAB_MESSAGES.iter().any(|start| parser.starts_with(start));
    let is_open_quote = parser.starts_with(QUOTE_OVER_LINES);
    let is_open_bracket = OPEN_BRACKET_MESSAGES.iter().any(|start| parser.starts_with(start));
    if !is_tab && !is_open_quote && !is_open_bracket {
        return (parser_line, column);
    }
    let at = At { lines: text.lines().take(parser_line.saturating_add(1)).collect(), before: 0, line: parser_line, column };
    let found = if is_tab {
        tabbed_line(&at).map(|number| (number, line_text_column(line(&at, number)).unwrap_or(1)))
    } else if is_open_quote {
        quote_opened(&at).map(|(number, text)| (number, last_quote_column(text).unwrap_or(1)))
    } else {
        // Where the sentence says the bracket was opened, when it says so (`still_open_bracket`).
        let said_open = parser.starts_with("illegal placement") || opened_above(&at).is_some();
        first_open_bracket(&at).filter(|(opened, _, _)| said_open && *opened < parser_line).map(|(opened, column, _)| (opened, column))
    };
    found.unwrap_or((parser_line, column))
}

/// The parser's messages that [`still_open_bracket`] may word as a bracket left open above.
const OPEN_BRACKET_MESSAGES: &[&str] = &["illegal placement of ':' indicator", "while parsing a flow mapping, did not find expected ',' or '}'", "while parsing a flow sequence, expected ',' or ']'"];

/// The line, above the parser's, of a bracket still open there whose line is indented no less
/// than the parser's line: the parser stopped on the next key, so the bracket was never closed
/// (rather than a comma missing inside it).
fn opened_above<'t>(at: &At<'t>) -> Option<&'t str> {
    let opened = first_open_bracket(at).filter(|(opened, _, _)| *opened < at.line).and_then(|(opened, _, _)| line(at, opened))?;
    let here = line(at, at.line)?;
    (indent(here) <= indent(opened)).then_some(opened)
}

/// The parser's message for a quoted value that runs on over lines until the text no longer
/// fits (its quote opened above the line where it stopped).
const QUOTE_OVER_LINES: &str = "invalid indentation in multiline quoted scalar";

/// The 1-based column (in characters) of the last quote of a line: the one left open.
fn last_quote_column(text: &str) -> Option<usize> {
    text.chars().enumerate().filter(|(_, c)| matches!(c, '"' | '\'')).last().map(|(at, _)| at + 1)
}

/// The line (1-based, with its text) where a quoted value that runs on over lines opened: the
/// nearest of the few lines above the parser's, from the nearest one with content, that holds
/// a quote.
fn quote_opened<'t>(at: &At<'t>) -> Option<(usize, &'t str)> {
    let (above_number, _) = line_above(at)?;
    (above_number.saturating_sub(20).max(1)..=above_number).rev().filter_map(|n| Some((n, line(at, n)?))).find(|(_, l)| l.contains(['"', '\'']))
}

/// The 1-based column of the first tab of a line's indentation.
fn line_text_column(text: Option<&str>) -> Option<usize> {
    text.and_then(|text| text.find('\t')).map(|at| at + 1)
}

/// The parser's line, or the next, when it is indented with a tab.
fn tabbed_line(at: &At) -> Option<usize> {
    [at.line, at.line + 1].into_iter().find(|&number| line(at, number).is_some_and(|text| text.trim_start_matches(' ').starts_with('\t')))
}

/// A tab in the indentation: of the parser's line, or of the next (the parser may stop at the
/// end of a value, before the line that the tab starts).
fn tab_indentation(at: &At) -> Option<String> {
    let tabbed = tabbed_line(at)?;
    Some(format!(
        "line {} is indented with a tab character, and YAML indents with spaces only: replace the tab with spaces (as many as the lines around it use)",
        at.shown(tabbed)
    ))
}

/// A key written without its colon: `kind Deployment`.
fn missing_colon(at: &At) -> Option<String> {
    let here = line(at, at.line)?;
    let content = here.trim();
    let (key, value) = content.split_once(' ')?;
    (!content.contains(": ") && !content.ends_with(':')).then(|| {
        format!(
            "line {} ({}) has no colon after its key: write `{key}: {}`",
            at.shown(at.line),
            code(here),
            value.trim()
        )
    })
}

/// A document whose first line is indented more than the lines after it.
fn top_level_indented(at: &At) -> Option<String> {
    let here = line(at, at.line)?;
    let (first_number, first) = (1..at.line).filter_map(|n| Some((n, line(at, n)?))).find(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))?;
    (indent(first) > indent(here)).then(|| {
        format!(
            "line {} ({}) is indented {}, and line {} ({}) {}: the top-level keys of a document all start in the same column, so take the indentation off line {}",
            at.shown(first_number),
            code(first),
            spaces(indent(first)),
            at.shown(at.line),
            code(here),
            spaces(indent(here)),
            at.shown(first_number)
        )
    })
}

/// A `{` or `[` that is never closed.
fn unclosed_bracket(at: &At) -> Option<String> {
    let bracket = char_at(line(at, at.line)?, at.column).filter(|c| matches!(c, '{' | '['))?;
    let closing = if bracket == '{' { '}' } else { ']' };
    Some(format!(
        "the `{bracket}` at line {}, column {} is never closed: end it with `{closing}`, and look for a missing comma, quote or `{closing}` before the end of that value",
        at.shown(at.line), at.column
    ))
}

/// A quote that is never closed, on one line.
fn unclosed_quote(at: &At) -> Option<String> {
    let here = line(at, at.line)?;
    let quote = here.chars().filter(|c| matches!(c, '"' | '\'')).last()?;
    Some(format!(
        "a value on line {} opens a quote ({quote}) that is never closed: add the closing {quote}, or remove the opening one ({})",
        at.shown(at.line),
        code(here)
    ))
}

/// A quoted value running on over lines until the text no longer fits.
fn unclosed_quote_over_lines(at: &At) -> Option<String> {
    // The quote opened on one of the few lines above.
    let opened = quote_opened(at)?;
    Some(format!(
        "the quoted value on line {} ({}) is not closed before line {}: close the quote on the line where it starts, or, if the value goes on over lines, indent those lines deeper than its key",
        at.shown(opened.0),
        code(opened.1),
        at.shown(at.line)
    ))
}


/// Two entries of `{…}` or `[…]` without a comma between them, or (when the parser stopped on
/// a line no deeper than the one that opened the bracket: the next key) a bracket never closed.
fn missing_comma(at: &At) -> Option<String> {
    if opened_above(at).is_some() {
        return still_open_bracket(at);
    }
    let here = line(at, at.line)?;
    Some(format!(
        "inside `{{…}}` or `[…]` on line {} ({}), entries are separated by commas: one is missing before column {} (or a quote or bracket is not closed)",
        at.shown(at.line),
        code(here),
        at.column
    ))
}

/// A value starting with a character YAML keeps for itself (`@`, `` ` ``, `%`).
fn reserved_character(at: &At) -> Option<String> {
    let here = line(at, at.line)?;
    let character = char_at(here, at.column)?;
    matches!(character, '@' | '`' | '%').then(|| {
        format!(
            "a value on line {} starts with `{character}`, which YAML keeps for itself: put the value in quotes ({})",
            at.shown(at.line),
            code(here)
        )
    })
}

/// A `}` or `]` with nothing open to close.
fn misplaced_bracket(at: &At) -> Option<String> {
    let character = char_at(line(at, at.line)?, at.column).filter(|c| matches!(c, '}' | ']'))?;
    Some(format!("the `{character}` at line {}, column {} closes nothing that is open: remove it, or add the opening bracket it belongs to", at.shown(at.line), at.column))
}

/// A `:` inside a `[…]` or `{…}` opened lines above and never closed: the next key reads as
/// more of it.
fn still_open_bracket(at: &At) -> Option<String> {
    let (line_number, column, bracket) = first_open_bracket(at)?;
    let closing = if bracket == '{' { '}' } else { ']' };
    let here = line(at, at.line)?;
    Some(format!(
        "the `{bracket}` at line {}, column {column} is still open at line {} ({}), so that line reads as more of it: close it with `{closing}` where its value ends",
        at.shown(line_number),
        at.shown(at.line),
        code(here)
    ))
}

/// The outermost `[` or `{` still open where the parser stopped (looking back at most 20
/// lines, skipping quoted text): its line, 1-based column, and which bracket.
fn first_open_bracket(at: &At) -> Option<(usize, usize, char)> {
    let mut open: Vec<(usize, usize, char)> = Vec::new();
    for number in at.line.saturating_sub(20).max(1)..=at.line {
        let text = line(at, number)?;
        let (mut quote, mut previous) = (None, ' ');
        for (column, character) in text.chars().enumerate() {
            if number == at.line && column + 1 >= at.column {
                break;
            }
            let before = std::mem::replace(&mut previous, character);
            match (quote, character) {
                (Some(q), c) if c == q => quote = None,
                (Some(_), _) => {}
                (None, '"' | '\'') => quote = Some(character),
                (None, '#') if before == ' ' => break,
                (None, '[' | '{') => open.push((number, column + 1, character)),
                (None, ']' | '}') => {
                    open.pop();
                }
                _ => {}
            }
        }
    }
    open.first().copied()
}




/// `url: *https://…`: text starting with `*`, read as an alias.
fn unknown_alias(at: &At) -> Option<String> {
    let here = line(at, at.line)?;
    let (key, value) = here.trim_start().trim_start_matches("- ").split_once(": ")?;
    let value = value.trim();
    value.starts_with('*').then(|| {
        format!(
            "the value of `{}` on line {} starts with `*`, which YAML reads as an alias (a reference to an `&anchor`), and no anchor has that name: if it is text, put it in quotes (`{}: \"{}\"`)",
            key.trim(),
            at.shown(at.line),
            key.trim(),
            value.replace('"', "\\\"")
        )
    })
}

/// `- item` inside `[…]` or `{…}`.
fn list_item_in_brackets(at: &At) -> Option<String> {
    let (line_number, column, bracket) = first_open_bracket(at)?;
    Some(format!(
        "line {} ({}) starts a `- ` list item inside the `{bracket}` opened at line {}, column {column}, where entries are separated by commas instead: remove the `{bracket}` (and its closing bracket) or the `- `",
        at.shown(at.line),
        code(line(at, at.line)?),
        at.shown(line_number)
    ))
}

/// `key: -` or `key: - item` on one line.
fn list_item_after_key(at: &At) -> Option<String> {
    let here = line(at, at.line)?;
    let (key, value) = here.trim_start().trim_start_matches("- ").split_once(": ")?;
    value.trim_start().starts_with('-').then(|| {
        format!(
            "on line {} ({}) a `-` follows `{}: ` on the same line: a list starts on the next line (`{}:`, then `- item` lines indented below it); if `-` is the value, put it in quotes",
            at.shown(at.line),
            code(here),
            key.trim(),
            key.trim()
        )
    })
}

/// `: value` with no key before the colon.
fn empty_key(at: &At) -> Option<String> {
    let here = line(at, at.line)?;
    let content = here.trim_start().trim_start_matches("- ");
    if content.starts_with(':') {
        return Some(format!("line {} ({}) has a colon with no key before it: write the key before the colon, or remove the colon", at.shown(at.line), code(here)));
    }
    let (key, _) = content.split_once(':')?;
    matches!(key.trim(), "~" | "null" | "Null" | "NULL").then(|| {
        format!(
            "the key `{}` on line {} means \"nothing\" (null) in YAML, and keys here are text: write a name, or put it in quotes (`\"{}\"`)",
            key.trim(),
            at.shown(at.line),
            key.trim()
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(parser: &str, text: &str, line: usize, column: usize) -> String {
        in_plain_words(parser, text, 1, line, column)
    }

    #[test]
    fn a_tab_on_the_line_after_the_parsers_is_where_the_diagnostic_points() {
        let text = "metadata:\n  name: api\n\tnamespace: shop\n";
        assert_eq!(located("while scanning a plain scalar, found a tab", text, 2, 9), (3, 1));
        assert_eq!(located("tabs disallowed within this context (block indentation)", "a:\n  \tb: c\n", 2, 3), (2, 3));
        // Other problems stay where the parser stopped.
        assert_eq!(located("mapping values are not allowed in this context", text, 2, 9), (2, 9));
    }

    #[test]
    fn a_quote_left_open_is_where_the_diagnostic_points_not_the_line_the_parser_gave_up_on() {
        let text = "spec:\n  resources:\n    limits:\n      memory: \"512Mi\n    requests:\n      cpu: 1\n";
        // The parser stops at `requests:`, line 5; the quote opened on line 4, column 15.
        assert_eq!(located("invalid indentation in multiline quoted scalar", text, 5, 5), (4, 15));
        // A bracket left open above the key the parser stopped on: where it was opened.
        let sequence = "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  labels: [app\ndata:\n  x: y\n";
        assert_eq!(located("illegal placement of ':' indicator", sequence, 6, 5), (5, 11));
        let mapping = "kind: Pod\nmetadata:\n  labels: {app: x\nspec:\n  x: y\n";
        assert_eq!(located("while parsing a flow mapping, did not find expected ',' or '}'", mapping, 4, 5), (3, 11));
        // A comma missing inside a bracket on one line stays where the parser stopped.
        assert_eq!(located("while parsing a flow mapping, did not find expected ',' or '}'", "metadata:\n  labels: {a: b c: d}\n", 2, 18), (2, 18));
        // The sentence names the same line.
        assert!(words("invalid indentation in multiline quoted scalar", text, 5, 5).starts_with("the quoted value on line 4 (`memory: \"512Mi`) is not closed before line 5"));
    }

    #[test]
    fn common_mistakes_are_said_plainly_with_the_parsers_words_after() {
        let deeper = words("mapping values are not allowed in this context", "kind: Pod\nmetadata:\n  name: a\n   namespace: b\n", 4, 13);
        assert_eq!(
            deeper,
            "line 4 (`namespace: b`) is indented 3 spaces, deeper than `name: a` on line 3 (2 spaces), so it reads as more of that line's value, and a value cannot hold a key: indent it 2 spaces like the line above, or give line 3's key no value of its own (end it at the colon) if this line belongs under it (the YAML parser says: mapping values are not allowed in this context)"
        );
        let colon = words("mapping values are not allowed in this context", "kind: Pod\nmetadata:\n  labels: x: y\n", 3, 12);
        assert!(colon.starts_with("the value of `labels` on line 3 holds `: ` (`x: y`), which YAML reads as one more key: put the value in quotes (`labels: \"x: y\"`)"), "{colon}");
        let no_colon = words("mapping values are not allowed in this context", "kind: Pod\nmetadata:\n  name a\n  namespace: b\n", 4, 12);
        assert!(no_colon.starts_with("line 3 (`name a`) has no colon, so YAML reads it and line 4 (`namespace: b`) as one text, which cannot be a key: add the colon after the key on line 3 (`name: a`)"), "{no_colon}");
        let between = words("while parsing a block mapping, did not find expected key", "status:\n  conditions:\n  - type: Ready\n   status: \"True\"\n", 4, 4);
        assert!(between.starts_with("line 4 (`status: \"True\"`) is indented 3 spaces, but the key above it (`- type: Ready`, line 3) starts after 4 spaces"), "{between}");
        let top = words("mapping values are not allowed in this context", "kind: Pod\n  metadata: x\n", 2, 11);
        assert!(top.contains("indented 2 spaces, deeper than `kind: Pod` on line 1 (0 spaces), so it reads as more of that line's value, and a value cannot hold a key: start it at the beginning of the line like the line above"), "{top}");
        let block = words("while parsing a block mapping, did not find expected key", "metadata:\n  annotations:\n    a: |\n   text\n", 4, 4);
        assert!(block.starts_with("line 4 (`text`) is indented 3 spaces, but it follows the block text opened on line 3 (`a: |`), whose lines must be indented deeper than its key (4 spaces): indent it by at least 5 spaces"), "{block}");
        let item = words("while parsing a block mapping, did not find expected key", "kind: Pod\n- a\n", 2, 3);
        assert!(item.starts_with("line 2 (`- a`) is a list item among the keys of a mapping (line 1: `kind: Pod`)"), "{item}");
        assert!(words("tabs disallowed within this context (block indentation)", "a:\n\tb: c\n", 2, 2).starts_with("line 2 is indented with a tab character"));
        assert!(words("unclosed bracket '{'", "kind: Pod\nmetadata: {name: a\n", 2, 11).starts_with("the `{` at line 2, column 11 is never closed: end it with `}`"));
        assert!(words("unclosed quote", "metadata: {name: a, namespace: 'b}\n", 1, 32).starts_with("a value on line 1 opens a quote (') that is never closed"));
        assert!(words("invalid indentation in multiline quoted scalar", "metadata:\n  name: \"a\nspec: x\n", 3, 1).starts_with("the quoted value on line 2 (`name: \"a`) is not closed before line 3"));
        assert!(words("invalid trailing content after double-quoted scalar", "name: \"a\" b\n", 1, 11).starts_with("line 1 (`name: \"a\" b`): text follows the closing quote"));
        assert!(words("while parsing a flow mapping, did not find expected ',' or '}'", "metadata: {name: a namespace: b}\n", 1, 29).contains("one is missing before column 29"));
        // A bracket opened a line above and never closed: the next lines read as part of it.
        let open = words("while parsing a flow mapping, did not find expected ',' or '}'", "metadata:\n  labels: [\n  namespace: shop\n  annotations:\n    a: b\n", 4, 14);
        assert!(open.starts_with("the `[` at line 2, column 11 is still open at line 4 (`annotations:`)"), "{open}");
        assert!(words("unexpected character: `@'", "name: @a\n", 1, 7).starts_with("a value on line 1 starts with `@`"));
        assert!(words("misplaced bracket", "metadata: {name: a}}\n", 1, 20).starts_with("the `}` at line 1, column 20 closes nothing"));
        assert!(words("while scanning a plain scalar, found a tab", "metadata:\n  name: api\n\tnamespace: shop\n", 2, 9).starts_with("line 3 is indented with a tab character"));
        assert_eq!(words("simple key expected ':'", "apiVersion: apps/v1\nkind Deployment\nmetadata:\n", 2, 1), "line 2 (`kind Deployment`) has no colon after its key: write `kind: Deployment` (the YAML parser says: simple key expected ':')");
        assert!(words("simple key expected ':'", "  - name: trainer\n    image registry.example.com/ml/trainer:4.2\n", 2, 5).starts_with("line 2 (`image registry.example.com/ml/trainer:4.2`) has no colon after its key: write `image: registry.example.com/ml/trainer:4.2`"));
        let item = words("while parsing a block collection, did not find expected '-' indicator", "  conditions:\n   - type: Ready\n    status: \"False\"\n", 3, 5);
        assert!(item.starts_with("line 3 (`status: \"False\"`) is indented 4 spaces, but the key above it (`- type: Ready`, line 2) starts after 5 spaces"), "{item}");
        assert!(words("simple key expected ':'", "kind: A\nmetadata:\"\n  name: q\n", 2, 1).starts_with("line 2 (`metadata:\"`): this is read as a key, but no `: ` follows it"));
        assert!(words("while scanning a block scalar, did not find expected comment or line break", "size: 1\n|  state: ready\n", 2, 1).starts_with("line 2 (`|  state: ready`): text follows a `|` or `>`"));
        assert!(words("while scanning an anchor or alias, did not find expected alphabetic or numeric character", "metadata:\n &     labels:\n", 2, 2).starts_with("line 2 (`&     labels:`): a `&` or `*` starts a YAML anchor"));
        assert_eq!(words("while parsing node, found unknown anchor", "spec:\n  url: *https://kubernetes.default\n", 2, 8), "the value of `url` on line 2 starts with `*`, which YAML reads as an alias (a reference to an `&anchor`), and no anchor has that name: if it is text, put it in quotes (`url: \"*https://kubernetes.default\"`) (the YAML parser says: while parsing node, found unknown anchor)");
        assert!(words("while parsing a flow sequence, expected ',' or ']'", "spec:\n  args: [\"--a\"\n    \"--b\"]\n", 3, 5).contains("one is missing before"));
        assert!(words("merge key value is not a mapping", "m:\n  <<: text\n", 2, 7).starts_with("line 2 (`<<: text`): `<<` is YAML's merge key"));
        assert!(words("\"-\" is only valid inside a block", "rules:\n [   - expr: x\n", 2, 6).starts_with("line 2 (`[   - expr: x`) starts a `- ` list item inside the `[` opened at line 2, column 2"));
        assert!(words("block sequence entries are not allowed in this context", "status:\n  observedGeneration: -\n", 2, 23).starts_with("on line 2 (`observedGeneration: -`) a `-` follows `observedGeneration: ` on the same line"));
        assert!(words("a mapping key is empty (~ or null)", "status:\n:  state: 3\n", 2, 1).starts_with("line 2 (`:  state: 3`) has a colon with no key before it"));
        let top = words("did not find expected <document start>", " apiVersion: v1\nkind: Pod\n", 2, 1);
        assert!(top.starts_with("line 1 (`apiVersion: v1`) is indented 1 space, and line 2 (`kind: Pod`) 0 spaces: the top-level keys of a document all start in the same column, so take the indentation off line 1"), "{top}");
        let quoted = words("mapping values are not allowed in this context", "metadata:\n  image: \"x\": y\n", 2, 13);
        assert!(quoted.starts_with("on line 2 (`image: \"x\": y`) the quoted value of `image` is followed by `:`: put all of the value inside the quotes"), "{quoted}");
        let open = words("illegal placement of ':' indicator", "apiVersion: v1\nkind: [unclosed\nmetadata:\n  name: broken\n", 3, 9);
        assert!(open.starts_with("the `[` at line 2, column 7 is still open at line 3 (`metadata:`), so that line reads as more of it: close it with `]` where its value ends"), "{open}");
        // Brackets inside quotes and closed ones do not count.
        let quoted = words("illegal placement of ':' indicator", "a: {b: \"[\", c: [d]}\nkind: {x\nmetadata:\n", 3, 9);
        assert!(quoted.starts_with("the `{` at line 2, column 7 is still open"), "{quoted}");
    }

    #[test]
    fn lines_are_counted_as_in_the_input() {
        // The document starts on line 11 of the paste.
        let deeper = in_plain_words("mapping values are not allowed in this context", "kind: Pod\nmetadata:\n  name: a\n   namespace: b\n", 11, 4, 13);
        assert!(deeper.starts_with("line 14 (`namespace: b`) is indented 3 spaces, deeper than `name: a` on line 13"), "{deeper}");
        assert!(in_plain_words("unclosed bracket '['", "kind: [broken\n", 28, 1, 7).starts_with("the `[` at line 28, column 7 is never closed"));
    }

    #[test]
    fn anything_else_keeps_the_parsers_words() {
        assert_eq!(words("while scanning a tag, did not find expected whitespace or line break", "a: !x!y z\n", 1, 7), "while scanning a tag, did not find expected whitespace or line break");
        // A message it knows, but text that does not fit the usual cause.
        assert_eq!(words("unclosed bracket '{'", "a: b\n", 1, 3), "unclosed bracket '{'");
        // Positions outside the text.
        assert_eq!(words("mapping values are not allowed in this context", "a: b\n", 9, 1), "mapping values are not allowed in this context");
        assert_eq!(words("tabs disallowed", "", 0, 0), "tabs disallowed");
    }
}
