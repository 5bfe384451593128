//! The catalog as static HTML: `index.html` (systems, every reason and condition type A–Z,
//! exit codes), one `<slug>.html` per system, and `style.css`. No JavaScript, no external
//! assets, relative links only, so the folder works from any path of any static host.

use super::{Catalog, Item, System};

/// One file of the static catalog.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct File {
    /// Its name, relative to the output folder (`index.html`, `core.html`, `style.css`).
    pub name: String,
    /// Its content.
    pub content: String,
}

/// Every file of the static catalog.
pub fn site(catalog: &Catalog) -> Vec<File> {
    let mut files = vec![File { name: "index.html".to_owned(), content: index(catalog) }];
    files.extend(catalog.systems.iter().map(|system| File { name: page_name(system.slug), content: system_page(catalog, system) }));
    files.push(File { name: "style.css".to_owned(), content: STYLE.to_owned() });
    files
}

/// `core.html`.
fn page_name(slug: &str) -> String {
    format!("{slug}.html")
}

/// The relative link to an entry: `core.html#/reasons/CrashLoopBackOff` (fragment percent-encoded).
pub fn entry_href(slug: &str, anchor: &str) -> String {
    format!("{}#{}", page_name(slug), fragment(anchor))
}

/// Text escaped for HTML content and attribute values.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 16);
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            other => out.push(other),
        }
    }
    out
}

/// A fragment percent-encoded: letters, digits, `-._~/` stay; everything else becomes `%XX`.
fn fragment(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~/".contains(&byte) {
            out.push(char::from(byte));
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// A percent-encoded fragment read back (`ExitCode%3CN%3E` → `ExitCode<N>`, as browsers write a
/// link's `#/reasons/ExitCode<N>`); a `%` not followed by two hex digits stays as it is.
pub fn fragment_decoded(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut at = 0;
    while let Some(&byte) = bytes.get(at) {
        let hex = bytes.get(at + 1..at + 3).and_then(|pair| std::str::from_utf8(pair).ok()).and_then(|pair| u8::from_str_radix(pair, 16).ok());
        match (byte, hex) {
            (b'%', Some(decoded)) => {
                out.push(decoded);
                at += 3;
            }
            _ => {
                out.push(byte);
                at += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn head(title: &str, version: &str) -> String {
    format!(
        "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <meta name=\"generator\" content=\"status-explainer {version}\">\n<title>{title}</title>\n<link rel=\"stylesheet\" href=\"style.css\">\n</head>\n<body>\n\
         <header><a href=\"index.html\">Reason catalog</a> <span class=\"version\">knowledge base <code>{version}</code></span></header>\n<main>\n",
        title = escape(title),
        version = escape(version),
    )
}

const FOOT: &str = "</main>\n<footer>Written by <code>status-explainer docs</code> from the same knowledge base the explainer uses.</footer>\n</body>\n</html>\n";

fn index(catalog: &Catalog) -> String {
    let mut out = head("Reason catalog", catalog.knowledge_version);
    out.push_str("<h1>Reason catalog</h1>\n<p>Every reason and condition type the explainer knows, grouped by system. \
                  Each entry says what the word means and what to try; <code>&lt;name&gt;</code> and the like stand for values from your resource.</p>\n");
    out.push_str("<h2 id=\"/systems\">Systems</h2>\n<ul class=\"systems\">\n");
    for system in &catalog.systems {
        out.push_str(&format!(
            "<li><a href=\"{href}\">{name}</a> <span class=\"covers\">{covers}</span> <span class=\"count\">{reasons} reasons{types}</span></li>\n",
            href = escape(&page_name(system.slug)),
            name = escape(system.name),
            covers = escape(system.covers),
            reasons = system.reasons.len(),
            types = if system.condition_types.is_empty() { String::new() } else { format!(", {} condition types", system.condition_types.len()) },
        ));
    }
    out.push_str("</ul>\n");
    let reasons: Vec<(&System, &Item)> = catalog.systems.iter().flat_map(|system| system.reasons.iter().map(move |item| (system, item))).collect();
    let types: Vec<(&System, &Item)> = catalog.systems.iter().flat_map(|system| system.condition_types.iter().map(move |item| (system, item))).collect();
    out.push_str(&a_to_z("Every reason, A–Z", "/reasons", reasons));
    out.push_str(&a_to_z("Every condition type, A–Z", "/condition-types", types));
    out.push_str("<h2 id=\"/exit-codes\">Exit codes</h2>\n<table class=\"exit-codes\">\n<tr><th>code</th><th>usual meaning</th></tr>\n");
    for exit in &catalog.exit_codes {
        out.push_str(&format!("<tr><td><code>{}</code></td><td>{}</td></tr>\n", exit.code, escape(exit.meaning)));
    }
    out.push_str("</table>\n");
    out.push_str(FOOT);
    out
}

/// Entries sorted by name (case-insensitively) and grouped by first letter; a word in several
/// systems is listed once per system.
fn a_to_z(title: &str, id: &str, mut entries: Vec<(&System, &Item)>) -> String {
    entries.sort_by(|(a_system, a), (b_system, b)| {
        a.name.to_lowercase().cmp(&b.name.to_lowercase()).then(a.name.cmp(b.name)).then(a_system.name.cmp(b_system.name))
    });
    let mut out = format!("<h2 id=\"{}\">{}</h2>\n", escape(id), escape(title));
    let mut letter = None;
    for (system, item) in entries {
        let first = item.name.chars().next().map(|c| c.to_ascii_uppercase());
        if first != letter {
            if letter.is_some() {
                out.push_str("</ul>\n");
            }
            letter = first;
            out.push_str(&format!("<h3>{}</h3>\n<ul class=\"a-z\">\n", escape(&first.map(String::from).unwrap_or_default())));
        }
        out.push_str(&format!(
            "<li><a href=\"{href}\"><code>{name}</code></a> <span class=\"system\">{system}</span></li>\n",
            href = escape(&entry_href(system.slug, &item.anchor)),
            name = escape(item.name),
            system = escape(system.name),
        ));
    }
    if letter.is_some() {
        out.push_str("</ul>\n");
    }
    out
}

fn system_page(catalog: &Catalog, system: &System) -> String {
    let mut out = head(&format!("{} — Reason catalog", system.name), catalog.knowledge_version);
    out.push_str(&format!("<h1>{}</h1>\n<p class=\"covers\">{}</p>\n", escape(system.name), escape(system.covers)));
    let sections: [(&str, &str, &[Item]); 2] =
        [("Reasons", "/reasons", &system.reasons), ("Condition types", "/condition-types", &system.condition_types)];
    out.push_str("<nav class=\"contents\">\n");
    for (title, id, items) in sections.iter().filter(|(_, _, items)| !items.is_empty()) {
        out.push_str(&format!("<h2><a href=\"#{}\">{}</a></h2>\n<ul class=\"names\">\n", fragment(id), escape(title)));
        for item in items.iter() {
            out.push_str(&format!("<li><a href=\"#{}\"><code>{}</code></a></li>\n", escape(&fragment(&item.anchor)), escape(item.name)));
        }
        out.push_str("</ul>\n");
    }
    out.push_str("</nav>\n");
    for (title, id, items) in sections.iter().filter(|(_, _, items)| !items.is_empty()) {
        out.push_str(&format!("<h2 id=\"{}\">{}</h2>\n", escape(id), escape(title)));
        for item in items.iter() {
            out.push_str(&entry(item));
        }
    }
    out.push_str(FOOT);
    out
}

fn entry(item: &Item) -> String {
    let mut out = format!(
        "<section class=\"entry\" id=\"{id}\">\n<h3><a href=\"#{href}\"><code>{name}</code></a></h3>\n<p><strong>What it means.</strong> {what}</p>\n",
        id = escape(&item.anchor),
        href = escape(&fragment(&item.anchor)),
        name = escape(item.name),
        what = with_commands(item.what),
    );
    if !item.next.is_empty() {
        out.push_str(&format!("<p><strong>What to try.</strong> {}</p>\n", with_commands(&item.next)));
    }
    out.push_str(&format!("<p class=\"source\">Explanations cite it as <code>{}</code>.</p>\n</section>\n", escape(&item.source)));
    out
}

/// Escaped text with each command in it ([`crate::explain::commands`]) as
/// `<code class="command">`.
fn with_commands(text: &str) -> String {
    crate::explain::commands::mark_up(text, escape, |command| {
        // Each word unbroken: a line breaks between words, never inside `-n` or `--previous`.
        let words: Vec<String> = command.split(' ').map(|word| format!("<span class=\"word\">{}</span>", escape(word))).collect();
        format!("<code class=\"command\">{}</code>", words.join(" "))
    })
}

const STYLE: &str = "/* status-explainer reason catalog: no external assets. */
:root { color-scheme: light dark; --fg: #1b1f24; --bg: #ffffff; --muted: #59636e; --line: #d1d9e0; --accent: #0550ae; --target: #fff8c5; }
@media (prefers-color-scheme: dark) { :root { --fg: #e6edf3; --bg: #0d1117; --muted: #9198a1; --line: #30363d; --accent: #4493f8; --target: #3b2e00; } }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 52rem; padding: 1rem 1.25rem 3rem; font: 16px/1.55 system-ui, -apple-system, \"Segoe UI\", sans-serif; color: var(--fg); background: var(--bg); }
a { color: var(--accent); }
code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.92em; overflow-wrap: anywhere; }
code.command { user-select: all; padding: 0 0.2em; border-radius: 3px; background: color-mix(in srgb, var(--line) 45%, transparent); }
code.command .word { display: inline-block; max-width: 100%; overflow-wrap: anywhere; }
header { display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; align-items: baseline; padding-bottom: 0.5rem; border-bottom: 1px solid var(--line); }
header a { font-weight: 600; text-decoration: none; }
.version, .covers, .count, .system, .source, footer { color: var(--muted); }
.count, .system, .source { font-size: 0.88em; }
ul.systems li { margin: 0.35rem 0; }
ul.systems .covers { display: block; }
ul.a-z, ul.names { columns: 16rem; padding-left: 1.1rem; }
ul.a-z li, ul.names li { break-inside: avoid; }
.entry { padding: 0.25rem 0.75rem; margin: 0 -0.75rem 0.75rem; border-left: 3px solid var(--line); }
.entry:target { background: var(--target); border-left-color: var(--accent); }
.entry h3 { margin: 0.5rem 0 0.25rem; }
.entry h3 a { text-decoration: none; }
.entry p { margin: 0.3rem 0; }
table.exit-codes { border-collapse: collapse; }
table.exit-codes td, table.exit-codes th { text-align: left; vertical-align: top; padding: 0.25rem 0.75rem 0.25rem 0; border-bottom: 1px solid var(--line); }
footer { margin-top: 3rem; font-size: 0.88em; }
";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_fragment_reads_back_as_written() {
        for text in ["/reasons/ExitCode<N>", "/reasons/CrashLoopBackOff", "/reasons/ä b%", ""] {
            assert_eq!(fragment_decoded(&fragment(text)), text);
        }
        assert_eq!(fragment_decoded("/reasons/ExitCode%3CN%3E"), "/reasons/ExitCode<N>");
        assert_eq!(fragment_decoded("100%"), "100%");
        assert_eq!(fragment_decoded("%zz%4"), "%zz%4");
    }

    #[test]
    fn escapes_and_fragments() {
        assert_eq!(escape("a <b> & \"c\" 'd'"), "a &lt;b&gt; &amp; &quot;c&quot; &#39;d&#39;");
        assert_eq!(fragment("/reasons/ExitCode<N>"), "/reasons/ExitCode%3CN%3E");
        assert_eq!(entry_href("core", "/reasons/CrashLoopBackOff"), "core.html#/reasons/CrashLoopBackOff");
        assert_eq!(fragment("é"), "%C3%A9");
    }
}
