//! The general YAML reader: any YAML 1.2 document, read from granit-parser's events into the
//! same tree as the fast reader ([`super::block_yaml`]) builds, or refused with the place and
//! the reason. The fast reader handles the shape kubectl writes; this one everything else:
//! anchors and aliases, merge keys, tags, `?` keys, tabs, directives, explicit block
//! indentation — and every broken document, whose error it locates.
//!
//! What it does beyond the parser:
//! - plain scalars are typed by [`super::yaml_scalars`] (as the fast reader types them);
//!   numbers without a finite value (`.inf`, `.nan`, `1e400`) stay text, as JSON has no such
//!   numbers;
//! - tags: `!!str` and `!` keep a plain scalar as text; every other tag (`!!int`, `!!binary`,
//!   a custom `!Ref`) is read past, the scalar typed as if untagged;
//! - mapping keys are the text they are written as (`8080` stays `8080`); a null key (`~: x`)
//!   or a list or mapping as a key is refused, as Kubernetes objects cannot have them;
//! - YAML 1.1 merge keys (`<<: *defaults`, `<<: [*a, *b]`) are expanded as Kubernetes' readers
//!   do: the mapping's own keys win, then the merged mappings in the order written;
//! - repeated keys keep their last value and are noted ([`Gathering`]);
//! - budgets: nesting depth, nodes, alias uses and what aliases expand into (a "billion
//!   laughs" document is refused after a bounded amount of work).

use granit_parser::{Event, Parser, ScalarStyle, ScanError, Span, Tag};

use super::value::{Gathering, Marks, Tracked};
use super::yaml_scalars::{self, Plain};
use super::Limits;
use crate::model::value::{key_of, Key, Text, Value};

/// Why a document was not read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) enum Why {
    /// Not valid YAML: the parser's words.
    Syntax(String),
    /// A mapping key that is null (`~: x`, `: x`).
    EmptyKey,
    /// A mapping key that is a list or mapping.
    KeyNotText,
    /// A merge key (`<<`) whose value is not a mapping or a list of mappings.
    MergeNotMapping,
    /// Nested deeper than [`Limits::max_depth`].
    Depth,
    /// More alias uses, or more nodes expanded by them (or copied for anchors), than the limits
    /// allow.
    Aliases,
    /// More nodes than [`MAX_NODES`].
    Nodes,
    /// More than one document in the text (the caller splits documents at their markers).
    SeveralDocuments,
}

/// A document that was not read: why, and where (1-based line within the text, 1-based
/// column).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Refusal {
    pub(super) why: Why,
    pub(super) line: usize,
    pub(super) column: usize,
}

impl Refusal {
    fn at(why: Why, span: &Span) -> Refusal {
        Refusal { why, line: span.start.line().max(1), column: span.start.col() + 1 }
    }

    fn from_scan(error: &ScanError) -> Refusal {
        let marker = error.marker();
        Refusal { why: Why::Syntax(error.info()), line: marker.line().max(1), column: marker.col() + 1 }
    }
}

/// Most nodes (scalars, lists, mappings) one document may have.
pub(super) const MAX_NODES: usize = 20_000_000;

/// The budget for the parser's own nesting (it refuses deeper flow or block collections with
/// an error before ours is reached, so ours is the one that is said).
fn parser_options(limits: &Limits) -> granit_parser::Options {
    let nesting = limits.max_depth.saturating_add(1).max(granit_parser::Options::default().block_nesting_limit);
    granit_parser::options! {
        flow_nesting_limit: nesting,
        block_nesting_limit: nesting,
    }
}

/// Reads one YAML document (the text between document markers; a blank text reads as null).
pub(super) fn read(text: &str, limits: &Limits) -> Result<Tracked, Refusal> {
    let mut builder = Builder {
        gathering: Gathering::default(),
        frames: Vec::new(),
        anchors: Vec::new(),
        root: None,
        documents: 0,
        nodes: 0,
        aliases: 0,
        replayed: 0,
        limits,
    };
    for next in Parser::new_from_str_with_options(text, parser_options(limits)) {
        let (event, span) = next.map_err(|error| Refusal::from_scan(&error))?;
        builder.event(event, &span)?;
    }
    let value = builder.root.take().unwrap_or(Value::Null);
    Ok(builder.gathering.into_tracked(value))
}

/// A value an anchor (`&name`) was set on, for its aliases (`*name`).
struct Anchored {
    value: Value,
    /// The scalar's text as written, for an alias used as a key.
    text: Option<String>,
    /// Nodes and bytes an alias of it adds (see [`weight`]).
    weight: usize,
}

/// A list or mapping being read.
struct Frame {
    marks: Marks,
    mapping: bool,
    /// The anchor on it, 0 for none.
    anchor: usize,
    /// In a mapping: the key whose value comes next, or `None` when a key comes next.
    key: Option<Pending>,
    /// In a mapping: entries of merged mappings (`<<`), in the order they take precedence.
    merged: Vec<(Key, Value)>,
}

/// A mapping key read, waiting for its value.
enum Pending {
    Key(Key),
    /// `<<` (plain, or tagged `!!merge`): the value is merged.
    Merge,
}

/// A node read whole: a scalar or alias, or a list or mapping just closed.
struct Node {
    value: Value,
    /// For a scalar: its text as written, and whether it is a merge key.
    key: Option<(String, bool)>,
}

struct Builder<'l> {
    gathering: Gathering,
    frames: Vec<Frame>,
    /// Indexed by anchor id (the parser counts them from 1 in each document).
    anchors: Vec<Option<Anchored>>,
    root: Option<Value>,
    documents: usize,
    nodes: usize,
    aliases: usize,
    /// Nodes and bytes added by aliases so far, and copied for anchors: an anchored value is
    /// kept for its aliases, so anchors on every level of a deep nest would copy it over and
    /// over (bounded by [`Limits::max_alias_expansion`] too).
    replayed: usize,
    limits: &'l Limits,
}

impl Builder<'_> {
    fn event(&mut self, event: Event<'_>, span: &Span) -> Result<(), Refusal> {
        match event {
            Event::DocumentStart(..) => {
                self.documents += 1;
                if self.documents > 1 {
                    return Err(Refusal::at(Why::SeveralDocuments, span));
                }
            }
            Event::Scalar(text, style, anchor, tag) => {
                self.count(span)?;
                let value = self.scalar(&text, style, tag.as_deref());
                let merge = style == ScalarStyle::Plain && (text == "<<" || tag.as_deref().is_some_and(|tag| tag.is_yaml_core_schema_tag("merge")));
                let text = text.into_owned();
                if anchor > 0 {
                    let weight = weight(&value);
                    self.remember(anchor, Anchored { value: value.clone(), text: Some(text.clone()), weight }, span)?;
                }
                self.node(Node { value, key: Some((text, merge)) }, span)?;
            }
            Event::SequenceStart(_, anchor, _) => self.open(false, anchor, span)?,
            Event::MappingStart(_, anchor, _) => self.open(true, anchor, span)?,
            Event::SequenceEnd | Event::MappingEnd => self.close(span)?,
            Event::Alias(id) => {
                self.aliases += 1;
                let anchored = self.anchors.get(id).and_then(Option::as_ref);
                let Some(anchored) = anchored else {
                    return Err(Refusal::at(Why::Syntax("while parsing node, found unknown anchor".to_owned()), span));
                };
                self.replayed = self.replayed.saturating_add(anchored.weight);
                if self.aliases > self.limits.max_aliases || self.replayed > self.limits.max_alias_expansion {
                    return Err(Refusal::at(Why::Aliases, span));
                }
                let node = Node { value: anchored.value.clone(), key: anchored.text.clone().map(|text| (text, false)) };
                self.node(node, span)?;
            }
            _ => {}
        }
        Ok(())
    }

    /// One more node, within the budget.
    fn count(&mut self, span: &Span) -> Result<(), Refusal> {
        self.nodes += 1;
        if self.nodes > MAX_NODES {
            return Err(Refusal::at(Why::Nodes, span));
        }
        Ok(())
    }

    /// A scalar's value: quoted and block text are text, and so is a plain scalar tagged `!!str`
    /// or `!` (YAML's non-specific tag, which makes a scalar a string); other plain scalars are
    /// typed.
    fn scalar(&mut self, text: &str, style: ScalarStyle, tag: Option<&Tag>) -> Value {
        let string_tag = tag.is_some_and(|tag| tag.is_yaml_core_schema_tag("str") || tag.parts() == ("", "!"));
        if style == ScalarStyle::Plain && !string_tag {
            if let Plain::Typed(value) = yaml_scalars::plain(text) {
                return value;
            }
        }
        self.gathering.text(text);
        Value::String(Text::from(text))
    }

    /// Keeps an anchored value for its aliases, within the budget.
    fn remember(&mut self, id: usize, anchored: Anchored, span: &Span) -> Result<(), Refusal> {
        self.replayed = self.replayed.saturating_add(anchored.weight);
        if self.replayed > self.limits.max_alias_expansion {
            return Err(Refusal::at(Why::Aliases, span));
        }
        if self.anchors.len() <= id {
            self.anchors.resize_with(id + 1, || None);
        }
        if let Some(slot) = self.anchors.get_mut(id) {
            *slot = Some(anchored);
        }
        Ok(())
    }

    /// Starts a list or mapping.
    fn open(&mut self, mapping: bool, anchor: usize, span: &Span) -> Result<(), Refusal> {
        self.count(span)?;
        if self.frames.last().is_some_and(|frame| frame.mapping && frame.key.is_none()) {
            return Err(Refusal::at(Why::KeyNotText, span));
        }
        let level = self.frames.len() + 1;
        if level > self.limits.max_depth {
            return Err(Refusal::at(Why::Depth, span));
        }
        let marks = self.gathering.open(level);
        self.frames.push(Frame { marks, mapping, anchor, key: None, merged: Vec::new() });
        Ok(())
    }

    /// Ends the innermost list or mapping and hands it to the one around it.
    fn close(&mut self, span: &Span) -> Result<(), Refusal> {
        let Some(frame) = self.frames.pop() else { return Ok(()) };
        let value = if frame.mapping {
            self.gathering.add_missing(frame.marks, frame.merged);
            self.gathering.close_map(frame.marks)
        } else {
            self.gathering.close_list(frame.marks)
        };
        if frame.anchor > 0 {
            let weight = weight(&value);
            self.remember(frame.anchor, Anchored { value: value.clone(), text: None, weight }, span)?;
        }
        self.node(Node { value, key: None }, span)
    }

    /// A node read whole goes to the list or mapping around it, or is the document.
    fn node(&mut self, node: Node, span: &Span) -> Result<(), Refusal> {
        let Some(frame) = self.frames.last_mut() else {
            self.root = Some(node.value);
            return Ok(());
        };
        if !frame.mapping {
            self.gathering.push_item(node.value);
            return Ok(());
        }
        match frame.key.take() {
            None => {
                let Some((text, merge)) = node.key else { return Err(Refusal::at(Why::KeyNotText, span)) };
                if node.value.is_null() {
                    return Err(Refusal::at(Why::EmptyKey, span));
                }
                frame.key = Some(if merge {
                    Pending::Merge
                } else {
                    self.gathering.text(&text);
                    Pending::Key(key_of(text))
                });
            }
            Some(Pending::Key(key)) => self.gathering.push_entry(key, node.value),
            Some(Pending::Merge) => match node.value {
                Value::Object(map) => frame.merged.extend(map.into_entries()),
                Value::Array(items) if items.iter().all(|item| matches!(item, Value::Object(_))) => {
                    for item in items {
                        if let Value::Object(map) = item {
                            frame.merged.extend(map.into_entries());
                        }
                    }
                }
                _ => return Err(Refusal::at(Why::MergeNotMapping, span)),
            },
        }
        Ok(())
    }
}

/// What an alias of `value` costs: one per node, plus one per 64 bytes of text (an alias of a
/// long string copies it).
fn weight(value: &Value) -> usize {
    match value {
        Value::String(text) => 1 + text.len() / 64,
        Value::Array(items) => items.iter().map(weight).fold(1, usize::saturating_add),
        Value::Object(map) => map.iter().map(|(key, item)| weight(item).saturating_add(key.len() / 64)).fold(1, usize::saturating_add),
        Value::Null | Value::Bool(_) | Value::Number(_) => 1,
    }
}

/// serde-saphyr set up to read YAML as this tool does (YAML 1.2 booleans only, `0755` and
/// `1_000` as text, merge keys expanded, repeated keys passed to the tree): the reference
/// the readers are compared with in tests.
#[cfg(test)]
pub(super) fn serde_saphyr_reference(text: &str) -> Result<Tracked, String> {
    let limits = Limits::DEFAULT;
    let mut budget = serde_saphyr::Budget::default();
    budget.max_events = 50_000_000;
    budget.max_nodes = MAX_NODES;
    budget.max_documents = 1;
    budget.max_depth = limits.max_depth;
    let options = serde_saphyr::options! {
        budget: Some(budget),
        duplicate_keys: serde_saphyr::DuplicateKeyPolicy::PassThrough,
        strict_booleans: true,
        leading_zero_numbers_as_strings: true,
        underscored_numbers_as_strings: true,
        with_snippet: false,
        merge_keys: serde_saphyr::MergeKeyPolicy::Merge,
    };
    serde_saphyr::from_str_with_options::<Tracked>(text, options).map_err(|error| error.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn general(text: &str) -> Result<Tracked, Refusal> {
        read(text, &Limits::DEFAULT)
    }

    /// Read, and the same as serde-saphyr reads it.
    #[track_caller]
    fn same(text: &str) -> Value {
        let ours = general(text).unwrap_or_else(|refusal| panic!("refused ({refusal:?}):\n{text}"));
        assert_eq!(Ok(&ours), serde_saphyr_reference(text).as_ref(), "readers disagree on:\n{text}");
        ours.value
    }

    /// Read to the same value as serde-saphyr reads (which counts the depth of merged lists
    /// differently).
    #[track_caller]
    fn same_value(text: &str) -> Value {
        let ours = general(text).unwrap_or_else(|refusal| panic!("refused ({refusal:?}):\n{text}")).value;
        assert_eq!(Ok(&ours), serde_saphyr_reference(text).map(|theirs| theirs.value).as_ref(), "readers disagree on:\n{text}");
        ours
    }

    #[track_caller]
    fn refused(text: &str) -> Refusal {
        let refusal = general(text).expect_err(text);
        assert!(serde_saphyr_reference(text).is_err(), "serde-saphyr reads it:\n{text}");
        refusal
    }

    #[test]
    fn what_the_fast_reader_leaves_is_read_as_serde_saphyr_reads_it() {
        let value = same("a: &x 1\nb: *x\nlist: &l [p, q]\ncopy: *l\n");
        assert_eq!((value["b"].as_i64(), value["copy"][1].as_str()), (Some(1), Some("q")));
        let value = same("a: !!str 1\nb: !!int 7\nc: !Ref name\nd: !!str true\ne: !custom {x: 1}\nf: ! 5\ng: !\n");
        assert_eq!((value["f"].as_str(), value["g"].as_str()), (Some("5"), Some("")));
        assert_eq!((value["a"].as_str(), value["b"].as_i64(), value["c"].as_str(), value["d"].as_str()), (Some("1"), Some(7), Some("name"), Some("true")));
        assert_eq!(same("a:\tb\n")["a"], "b");
        assert_eq!(same("a: >\n  folded\n    deeper\n  back\n")["a"], "folded\n  deeper\nback\n");
        assert_eq!(same("a: |2\n   x\n")["a"], " x\n");
        assert_eq!(same("a: {b: 1,\n c: 2}\n")["a"]["c"].as_i64(), Some(2));
        assert_eq!(same("? complex\n: key\n")["complex"], "key");
        assert_eq!(same("%YAML 1.2\n---\na: 1\n")["a"].as_i64(), Some(1));
        assert_eq!(same("plain scalar document\n"), "plain scalar document");
        assert_eq!(same("a: x\n  y\n")["a"], "x y");
        same("a: [b\n  , c]\n");
        same("a: \"\u{85}\"\n");
        same("- &a {name: x}\n- *a\n- {<<: *a, extra: 1}\n");
        same("a: &k key\n*k : value\n");
    }

    #[test]
    fn merge_keys_let_the_mapping_win_then_the_first_merged() {
        let value = same_value("one: &one {a: 1, b: 1}\ntwo: &two {b: 2, c: 2}\nboth:\n  <<: [*one, *two]\n  c: 3\n");
        let both = &value["both"];
        assert_eq!((both["a"].as_i64(), both["b"].as_i64(), both["c"].as_i64()), (Some(1), Some(1), Some(3)));
        assert!(both.get("<<").is_none());
        let value = same("base: &b {x: 1}\nm: {!!merge <<: *b, y: 2}\n");
        assert_eq!(value["m"]["x"].as_i64(), Some(1));
        // A quoted `<<` is an ordinary key.
        assert_eq!(same("\"<<\": 1\n")["<<"].as_i64(), Some(1));
        let refusal = refused("m:\n  <<: text\n");
        assert_eq!((refusal.why, refusal.line), (Why::MergeNotMapping, 2));
    }

    #[test]
    fn keys_are_text_and_odd_keys_are_refused_where_they_are() {
        let value = same("8080: port\non: yes\n1e3: x\ntrue: t\n");
        assert_eq!((value["8080"].as_str(), value["on"].as_str(), value["true"].as_str()), (Some("port"), Some("yes"), Some("t")));
        let refusal = refused("a: 1\n~: nothing\n");
        assert_eq!(refusal, Refusal { why: Why::EmptyKey, line: 2, column: 1 });
        let refusal = refused("a: 1\nb:\n  [x, y]: list\n");
        assert_eq!(refusal, Refusal { why: Why::KeyNotText, line: 3, column: 3 });
        assert_eq!(refused("? {a: 1}\n: x\n").why, Why::KeyNotText);
        assert_eq!(refused("a: &m {b: 1}\n*m : x\n").why, Why::KeyNotText);
    }

    #[test]
    fn numbers_without_a_finite_value_stay_text() {
        let value = general("a: .inf\nb: -.Inf\nc: .nan\nd: 1e400\n").unwrap().value;
        assert_eq!((value["a"].as_str(), value["b"].as_str(), value["c"].as_str(), value["d"].as_str()), (Some(".inf"), Some("-.Inf"), Some(".nan"), Some("1e400")));
    }

    #[test]
    fn broken_documents_are_refused_with_the_parsers_words_and_place() {
        let refusal = general("kind: Pod\nmetadata:\n  name: x\n   bad: indentation\n").unwrap_err();
        assert_eq!((refusal.line, refusal.column), (4, 7), "{refusal:?}");
        assert!(matches!(&refusal.why, Why::Syntax(words) if words.contains("mapping values are not allowed")), "{refusal:?}");
        let refusal = general("a: [unclosed\nb: 1\n").unwrap_err();
        assert!(matches!(&refusal.why, Why::Syntax(_)), "{refusal:?}");
        let refusal = general("a: *nowhere\n").unwrap_err();
        assert_eq!(refusal.why, Why::Syntax("while parsing node, found unknown anchor".to_owned()));
        assert_eq!(general("a: 1\n---\nb: 2\n").unwrap_err().why, Why::SeveralDocuments);
    }

    #[test]
    fn aliases_are_bounded_by_uses_and_by_what_they_expand_to() {
        let mut bomb = String::from("a: &a [x, x, x, x, x, x, x, x, x, x]\n");
        let mut previous = 'a';
        for name in 'b'..='j' {
            let uses = vec![format!("*{previous}"); 10].join(", ");
            bomb.push_str(&format!("{name}: &{name} [{uses}]\n"));
            previous = name;
        }
        assert_eq!(general(&bomb).unwrap_err().why, Why::Aliases);
        // A long string copied by many aliases costs its length.
        let long = format!("s: &s {}\nl: [{}]\n", "y".repeat(100_000), vec!["*s"; 200].join(", "));
        assert_eq!(general(&long).unwrap_err().why, Why::Aliases);
        let uses = format!("a: &a 1\nl: [{}]\n", vec!["*a"; 10_001].join(", "));
        assert_eq!(general(&uses).unwrap_err().why, Why::Aliases);
        assert!(general(&format!("a: &a 1\nl: [{}]\n", vec!["*a"; 1000].join(", "))).is_ok());
        // Anchors on every level of a deep nest, no alias at all: each level's copy is counted.
        let items = vec!["x"; 5000].join(", ");
        let nest = (0..60).map(|n| format!("&a{n} [")).collect::<String>() + &items + &"]".repeat(60);
        assert_eq!(general(&format!("v: {nest}\n")).unwrap_err().why, Why::Aliases);
        let shallow = (0..3).map(|n| format!("&a{n} [")).collect::<String>() + &items + &"]".repeat(3);
        assert!(general(&format!("v: {shallow}\n")).is_ok());
    }

    #[test]
    fn nesting_past_the_limit_is_refused_at_the_deep_line() {
        let deep: String = (0..70).map(|n| format!("{}k:\n", " ".repeat(n))).collect::<String>() + &" ".repeat(70) + "k: 1\n";
        let refusal = general(&deep).unwrap_err();
        assert_eq!((refusal.why, refusal.line), (Why::Depth, 65), "{deep}");
        let flow = format!("a: {}{}\n", "[".repeat(100), "]".repeat(100));
        assert_eq!(general(&flow).unwrap_err().why, Why::Depth);
    }

    /// Every YAML document of the real test data is read as serde-saphyr reads it, or refused
    /// where it refuses it.
    #[test]
    fn real_documents_are_read_as_serde_saphyr_reads_them() {
        let files = yaml_files(&["../shared/fixtures", "www/examples", "tests/inputs"]);
        let mut documents = 0;
        for file in &files {
            let Ok(text) = std::fs::read_to_string(file) else { continue };
            let text = text.replace("\r\n", "\n");
            if text.trim_start().starts_with(['{', '[']) {
                continue;
            }
            for document in text.split("\n---") {
                documents += 1;
                match (general(document), serde_saphyr_reference(document)) {
                    (Ok(ours), Ok(theirs)) => assert_eq!(ours, theirs, "readers disagree on a document of {}", file.display()),
                    (Err(_), Err(_)) => {}
                    (ours, theirs) => panic!("{}: here {ours:?}, serde-saphyr {theirs:?}", file.display()),
                }
            }
        }
        assert!(documents > 500, "the real test data was not found ({documents} documents)");
    }
}

/// The YAML files under these folders of the project (and `../shared`), for the tests that
/// read every real document.
#[cfg(test)]
pub(super) fn yaml_files(folders: &[&str]) -> Vec<std::path::PathBuf> {
    fn collect(path: &std::path::Path, files: &mut Vec<std::path::PathBuf>) {
        let Ok(entries) = std::fs::read_dir(path) else { return };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                collect(&path, files);
            } else if path.extension().is_none_or(|e| e == "yaml" || e == "yml") {
                files.push(path);
            }
        }
    }
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for folder in folders {
        collect(&root.join(folder), &mut files);
    }
    files
}
