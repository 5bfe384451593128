//! `status-explainer docs --out DIR`: the reason catalog as static HTML, and the provenance
//! that links explanations to it.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use status_explainer::explain::catalog::{self, KNOWLEDGE_VERSION};

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_status-explainer")).args(args).output().expect("the binary runs")
}

/// A fresh folder under the system's temporary folder, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
    fn new(name: &str) -> Scratch {
        let path = std::env::temp_dir().join(format!("status-explainer-docs-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&path);
        Scratch(path)
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// Every value of an attribute (`href="…"`) in a page, HTML entities decoded.
fn attribute_values(html: &str, attribute: &str) -> Vec<String> {
    let needle = format!("{attribute}=\"");
    html.match_indices(&needle)
        .filter_map(|(at, _)| {
            let rest = &html[at + needle.len()..];
            rest.find('"').map(|end| unescape(&rest[..end]))
        })
        .collect()
}

fn unescape(text: &str) -> String {
    text.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"").replace("&#39;", "'").replace("&amp;", "&")
}

fn percent_decode(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut at = 0;
    while at < bytes.len() {
        if bytes[at] == b'%' && at + 2 < bytes.len() {
            if let Some(byte) = std::str::from_utf8(&bytes[at + 1..at + 3]).ok().and_then(|hex| u8::from_str_radix(hex, 16).ok()) {
                out.push(byte);
                at += 3;
                continue;
            }
        }
        out.push(bytes[at]);
        at += 1;
    }
    String::from_utf8(out).expect("UTF-8 after decoding")
}

fn write_docs(scratch: &Scratch) -> HashMap<String, String> {
    let out = scratch.0.join("deep").join("sub path");
    let output = run(&["docs", "--out", out.to_str().expect("a UTF-8 path")]);
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
    let said = String::from_utf8_lossy(&output.stdout);
    assert!(said.contains(KNOWLEDGE_VERSION), "{said}");
    std::fs::read_dir(&out)
        .expect("the folder exists")
        .map(|entry| {
            let path = entry.expect("an entry").path();
            let name = path.file_name().and_then(|name| name.to_str()).expect("a file name").to_owned();
            (name, std::fs::read_to_string(&path).expect("a text file"))
        })
        .collect()
}

#[test]
fn writes_an_index_a_page_per_system_and_a_stylesheet() {
    let scratch = Scratch::new("files");
    let files = write_docs(&scratch);
    let catalog = catalog::catalog();
    assert!(files.contains_key("index.html"));
    assert!(files.contains_key("style.css"));
    for system in &catalog.systems {
        let page = files.get(&format!("{}.html", system.slug)).unwrap_or_else(|| panic!("{}.html", system.slug));
        assert!(page.contains(&catalog::html::escape(system.name)), "{}", system.slug);
    }
    assert_eq!(files.len(), catalog.systems.len() + 2, "{:?}", files.keys().collect::<Vec<_>>());
    for (name, content) in &files {
        assert!(content.contains(KNOWLEDGE_VERSION) || name == "style.css", "{name} names the knowledge version");
        assert!(!content.contains("<script"), "{name}: no JavaScript");
        assert!(!content.contains("<img") && !content.contains("<iframe") && !content.contains("@import") && !content.contains("url("), "{name}: no other assets");
        let links = attribute_values(content, "rel");
        assert!(links.iter().all(|rel| rel == "stylesheet"), "{name}: {links:?}");
    }
}

#[test]
fn every_reason_and_condition_type_has_an_entry_and_an_index_link() {
    let scratch = Scratch::new("entries");
    let files = write_docs(&scratch);
    let index = &files["index.html"];
    let index_links: Vec<String> = attribute_values(index, "href");
    for system in catalog::catalog().systems {
        let page = &files[&format!("{}.html", system.slug)];
        let ids = attribute_values(page, "id");
        // The words, whatever of them is marked as a command.
        let words = page.replace("<code class=\"command\">", "").replace("</code>", "").replace("<span class=\"word\">", "").replace("</span>", "");
        for item in system.reasons.iter().chain(system.condition_types.iter()) {
            assert!(ids.contains(&item.anchor), "{} has no entry id {} in {}.html", item.source, item.anchor, system.slug);
            assert!(words.contains(&catalog::html::escape(item.what)), "{}: its meaning", item.source);
            assert!(words.contains(&catalog::html::escape(&item.next)), "{}: what to try", item.source);
            assert!(page.contains(&catalog::html::escape(&item.source)), "{}: its provenance id", item.source);
            let link = format!("{}.html#{}", system.slug, item.anchor);
            assert!(index_links.iter().any(|href| percent_decode(href) == link), "index.html links {link}");
        }
    }
    // Commands to run are code, to copy; the sentence around them is not.
    assert!(
        files["core.html"].contains("<code class=\"command\"><span class=\"word\">kubectl</span> <span class=\"word\">logs</span> <span class=\"word\">&lt;name&gt;</span> <span class=\"word\">-n</span> <span class=\"word\">&lt;namespace&gt;</span> <span class=\"word\">-c</span> <span class=\"word\">&lt;container&gt;</span> <span class=\"word\">--previous</span></code>"),
        "CrashLoopBackOff's command"
    );
    // The deep-link form, as on the page.
    assert!(files["core.html"].contains("id=\"/reasons/CrashLoopBackOff\""));
    assert!(index.contains("href=\"core.html#/reasons/CrashLoopBackOff\""));
}

#[test]
fn links_are_relative_and_resolve_inside_the_folder() {
    let scratch = Scratch::new("links");
    let files = write_docs(&scratch);
    let ids: HashMap<&str, Vec<String>> = files.iter().map(|(name, content)| (name.as_str(), attribute_values(content, "id"))).collect();
    let mut checked = 0;
    for (name, content) in files.iter().filter(|(name, _)| name.ends_with(".html")) {
        for href in attribute_values(content, "href").into_iter().chain(attribute_values(content, "src")) {
            assert!(!href.starts_with('/') && !href.contains("//") && !href.contains(':') && !href.contains(".."), "{name}: {href} is not relative");
            let (file, fragment) = match href.split_once('#') {
                Some((file, fragment)) => (if file.is_empty() { name.as_str() } else { file }, Some(percent_decode(fragment))),
                None => (href.as_str(), None),
            };
            assert!(files.contains_key(file), "{name}: {href} points at a file that was not written");
            if let Some(fragment) = fragment {
                assert!(ids[file].contains(&fragment), "{name}: {href} points at no id in {file}");
            }
            checked += 1;
        }
    }
    assert!(checked > 500, "only {checked} links");
}

#[test]
fn text_is_escaped() {
    let scratch = Scratch::new("escape");
    let files = write_docs(&scratch);
    // Placeholders read as `<name>`, escaped; reason words with `<` too.
    assert!(files["core.html"].contains("&lt;name&gt;"));
    let family = catalog::catalog().reasons_named("ExitCode137").first().map(|item| item.system).expect("the ExitCode<N> family");
    let page = &files[&format!("{family}.html")];
    assert!(page.contains("<code>ExitCode&lt;N&gt;</code>"));
    assert!(page.contains("id=\"/reasons/ExitCode&lt;N&gt;\""));
    assert!(page.contains("href=\"#/reasons/ExitCode%3CN%3E\""));
    for (name, content) in files.iter().filter(|(name, _)| name.ends_with(".html")) {
        // Every `<` opens a tag, a closing tag or the doctype: no raw `<` from the text.
        for (at, _) in content.match_indices('<') {
            let next = content[at + 1..].chars().next().unwrap_or(' ');
            assert!(next.is_ascii_alphabetic() || next == '/' || next == '!', "{name}: raw < at byte {at}: {:?}", &content[at..(at + 40).min(content.len())]);
        }
        assert!(!content.contains("{name}") && !content.contains("{ns}"), "{name}: a placeholder left unfilled");
    }
}

#[test]
fn docs_needs_an_output_folder() {
    let output = run(&["docs"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("--out DIR"));
    let output = run(&["docs", "--bogus"]);
    assert_eq!(output.status.code(), Some(2));
    let output = run(&["docs", "--help"]);
    assert_eq!(output.status.code(), Some(0));
    assert!(String::from_utf8_lossy(&output.stdout).contains("docs --out DIR"));
}

#[test]
fn an_unwritable_folder_is_an_error_not_a_panic() {
    let scratch = Scratch::new("blocked");
    std::fs::create_dir_all(&scratch.0).expect("scratch folder");
    let file = scratch.0.join("a-file");
    std::fs::write(&file, "not a folder").expect("a file");
    let output = run(&["docs", "--out", Path::new(&file).join("sub").to_str().expect("UTF-8")]);
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("cannot write the catalog"));
}

#[test]
fn the_json_report_says_which_rule_and_entry_and_knowledge_version() {
    let input = format!("{}/tests/inputs/crashloop-pod-and-broken-document.yaml", env!("CARGO_MANIFEST_DIR"));
    let output = run(&["--format", "json", "--now", "2025-01-01T10:00:40Z", &input]);
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON");
    assert_eq!(json["knowledge_version"], KNOWLEDGE_VERSION);
    let pod = &json["resources"][0];
    assert_eq!(pod["rule"], "core/Pod");
    let app = &pod["containers"][0]["explanation"];
    assert_eq!(app["source"], "reason/core/CrashLoopBackOff");
    assert_eq!(app["also"][0], "reason/core/OOMKilled");
    let catalog = catalog::catalog();
    let mut sources = Vec::new();
    for resource in json["resources"].as_array().expect("resources") {
        for part in ["conditions", "containers", "events"] {
            for explained in resource[part].as_array().into_iter().flatten() {
                sources.push(explained["explanation"]["source"].as_str().expect("a source").to_owned());
                sources.extend(explained["explanation"]["also"].as_array().into_iter().flatten().filter_map(|s| s.as_str().map(str::to_owned)));
            }
        }
    }
    assert!(sources.len() >= 3, "{sources:?}");
    for source in sources {
        assert!(source == catalog::GENERIC || catalog.entry(&source).is_some(), "{source} is not in the catalog");
    }
}

#[test]
fn provenance_names_rules_checks_and_entries() {
    let now = status_explainer::Timestamp::parse("2025-01-01T10:00:00Z");
    let report = status_explainer::explain(
        "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web, generation: 3}\nstatus:\n  observedGeneration: 2\n---\n\
         apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\nstatus:\n  conditions:\n  - {type: Ready, status: 'False', reason: SomethingNew}\n  - {type: Frobnicated, status: 'True'}\n---\n\
         apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: api}\nspec: {replicas: 1}\nstatus:\n  replicas: 1\n  conditions:\n  - {type: Progressing, status: 'False', reason: ProgressDeadlineExceeded}\n",
        now,
    );
    assert_eq!(report.knowledge_version, KNOWLEDGE_VERSION);
    let rules: Vec<&str> = report.resources.iter().map(|resource| resource.rule.as_str()).collect();
    assert_eq!(rules, ["shared/stale-status", "generic", "apps/Deployment"]);
    let widget = &report.resources[1];
    assert_eq!(widget.conditions[0].explanation.source, "condition-type/shared/Ready");
    assert_eq!(widget.conditions[1].explanation.source, "generic");
    assert_eq!(report.resources[2].conditions[0].explanation.source, "reason/apps/ProgressDeadlineExceeded");
    assert_eq!(catalog::docs_href("reason/apps/ProgressDeadlineExceeded").as_deref(), Some("apps.html#/reasons/ProgressDeadlineExceeded"));
}
