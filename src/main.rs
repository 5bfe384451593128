//! The `status-explainer` command: explains files or standard input in the terminal.
//!
//! `status-explainer [--format text|json|markdown] [--now RFC3339] [FILE|-]...`
//! Exit status: 0 nothing Failed/Degraded, 1 something is, 2 some input could not be read (or the
//! arguments are wrong) and nothing read is Failed/Degraded.
//! `status-explainer docs --out DIR` writes the reason catalog as static HTML.

use std::io::{Read, Write};
use std::process::ExitCode;

use status_explainer::explain::catalog;
use status_explainer::report::{json, markdown, text};
use status_explainer::read::{Diagnostic, Severity};
use status_explainer::{explain_byte_sources, ByteSource, Timestamp};

/// mimalloc rather than the system's allocator: a large paste is explained through hundreds of
/// thousands of small allocations, and glibc's malloc and free were a fifth of the CLI's time
/// (the 10,000-resource dump: 215 ms → 153 ms).
#[cfg(not(target_arch = "wasm32"))]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

const USAGE: &str = "usage: status-explainer [--format text|json|markdown] [--now RFC3339] [FILE|-]...
Explains the status of Kubernetes (and other) resources pasted as YAML or JSON.
Reads standard input when no FILE is given or FILE is -.
Exit status: 0 nothing failed, 1 something is Failed or Degraded, 2 some input could not be
read (a file, or a document with an error: the unread part may hold the failure) or the
arguments are wrong.
       status-explainer docs --out DIR
Writes the reason catalog (every reason and condition type known) as static HTML into DIR.
A file named docs is read as ./docs.";

const DOCS_USAGE: &str = "usage: status-explainer docs --out DIR
Writes the reason catalog as static HTML: DIR/index.html, one page per system, DIR/style.css.
No JavaScript, no external assets, relative links only.";

/// `status-explainer docs --out DIR`: writes the reason catalog as static HTML pages.
fn docs(mut args: impl Iterator<Item = String>) -> ExitCode {
    let mut out = None;
    while let Some(arg) = args.next() {
        match (arg.as_str(), arg.split_once('=')) {
            (_, Some(("--out", dir))) => out = Some(dir.to_owned()),
            ("--out" | "-o", _) => match args.next() {
                Some(dir) => out = Some(dir),
                None => {
                    eprintln!("status-explainer: --out needs a value\n{DOCS_USAGE}");
                    return ExitCode::from(2);
                }
            },
            ("-h" | "--help", _) => {
                println!("{DOCS_USAGE}");
                return ExitCode::SUCCESS;
            }
            _ => {
                eprintln!("status-explainer: unknown docs argument {arg}\n{DOCS_USAGE}");
                return ExitCode::from(2);
            }
        }
    }
    let Some(out) = out.filter(|dir| !dir.is_empty()) else {
        eprintln!("status-explainer: docs needs --out DIR\n{DOCS_USAGE}");
        return ExitCode::from(2);
    };
    let dir = std::path::Path::new(&out);
    let catalog = catalog::catalog();
    let files = catalog::html::site(&catalog);
    let written = std::fs::create_dir_all(dir)
        .and_then(|()| files.iter().try_for_each(|file| std::fs::write(dir.join(&file.name), &file.content)));
    if let Err(error) = written {
        eprintln!("status-explainer: cannot write the catalog to {out}: {error}");
        return ExitCode::from(2);
    }
    let reasons: usize = catalog.systems.iter().map(|system| system.reasons.len()).sum();
    println!(
        "Wrote {} files to {out}: {reasons} reasons of {} systems, knowledge base {}. Open {}.",
        files.len(),
        catalog.systems.len(),
        catalog.knowledge_version,
        dir.join("index.html").display()
    );
    ExitCode::SUCCESS
}

#[derive(Clone, Copy)]
enum Format {
    Text,
    Json,
    Markdown,
}

struct Arguments {
    format: Format,
    now: Option<Timestamp>,
    files: Vec<String>,
}

fn parse_arguments(mut args: impl Iterator<Item = String>) -> Result<Arguments, String> {
    let mut parsed = Arguments { format: Format::Text, now: None, files: Vec::new() };
    while let Some(arg) = args.next() {
        let (flag, inline) = match arg.split_once('=') {
            Some((flag, value)) if flag.starts_with("--") => (flag.to_owned(), Some(value.to_owned())),
            _ => (arg.clone(), None),
        };
        let mut value = |name: &str| inline.clone().or_else(|| args.next()).ok_or(format!("{name} needs a value"));
        match flag.as_str() {
            "-h" | "--help" => return Err(String::new()),
            "--format" | "-f" => {
                parsed.format = match value("--format")?.as_str() {
                    "text" => Format::Text,
                    "json" => Format::Json,
                    "markdown" | "md" => Format::Markdown,
                    other => return Err(format!("unknown format {other:?}: use text, json or markdown")),
                }
            }
            "--now" => {
                let text = value("--now")?;
                parsed.now = Some(Timestamp::parse(&text).ok_or(format!("--now {text:?} is not an RFC 3339 time such as 2024-05-01T10:00:00Z"))?);
            }
            "-" => parsed.files.push(arg),
            _ if arg.starts_with('-') => return Err(format!("unknown option {arg}")),
            _ => parsed.files.push(arg),
        }
    }
    if parsed.files.is_empty() {
        parsed.files.push("-".to_owned());
    }
    Ok(parsed)
}

/// Reads a file (or standard input for `-`). Whether it is text is the core's to say
/// ([`status_explainer::read::decode`]), so the CLI and the page agree.
fn read_input(name: &str) -> Result<Vec<u8>, String> {
    let mut bytes = Vec::new();
    let result = if name == "-" {
        std::io::stdin().read_to_end(&mut bytes).map(|_| ())
    } else {
        std::fs::File::open(name).and_then(|mut file| file.read_to_end(&mut bytes)).map(|_| ())
    };
    result.map_err(|error| format!("cannot read: {error}"))?;
    Ok(bytes)
}

fn now() -> Option<Timestamp> {
    let seconds = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).ok()?.as_secs();
    Some(Timestamp(i64::try_from(seconds).ok()?))
}

fn main() -> ExitCode {
    if std::env::args().nth(1).as_deref() == Some("docs") {
        return docs(std::env::args().skip(2));
    }
    let arguments = match parse_arguments(std::env::args().skip(1)) {
        Ok(arguments) => arguments,
        Err(message) if message.is_empty() => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("status-explainer: {message}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let mut texts = Vec::new();
    let mut unread = Vec::new();
    for name in &arguments.files {
        match read_input(name) {
            Ok(text) => texts.push((name.clone(), text)),
            Err(message) => {
                eprintln!("status-explainer: {name}: {message}");
                unread.push(Diagnostic { severity: Severity::Error, source: Some(name.clone()), line: 1, column: 1, message });
            }
        }
    }
    if texts.is_empty() {
        return ExitCode::from(2);
    }
    let several = arguments.files.len() > 1;
    let sources: Vec<ByteSource> = texts
        .iter()
        .map(|(name, bytes)| ByteSource { name: several.then_some(name.as_str()), bytes })
        .collect();
    let mut report = explain_byte_sources(&sources, arguments.now.or_else(now));
    // A file that could not be read is said in every format, first.
    unread.append(&mut report.diagnostics);
    report.diagnostics = unread;
    if report.resources.is_empty() {
        if report.diagnostics.is_empty() {
            // Read, and empty: an empty list is what kubectl prints when it finds nothing. The
            // (empty) report follows in the format asked for; nothing failed.
            eprintln!("status-explainer: nothing to explain: the input holds no resources (an empty list is what kubectl prints when it finds none)");
        } else {
            let problems: Vec<String> = report.diagnostics.iter().map(|d| format!("line {}, column {}: {}", d.line, d.column, d.message)).collect();
            eprintln!("status-explainer: nothing could be explained: {}", problems.join("\n"));
            return ExitCode::from(2);
        }
    }
    let mut stdout = std::io::stdout().lock();
    let _ = match arguments.format {
        Format::Text => stdout.write_all(text::render(&report).as_bytes()),
        // Written as it is made: a large report's JSON (27 MB for 10,000 resources) is never
        // held whole.
        Format::Json => json::write_pretty(&mut stdout, &report).map_err(std::io::Error::other).and_then(|()| stdout.write_all(b"\n")),
        Format::Markdown => stdout.write_all(markdown::render(&report).as_bytes()),
    };
    let code = if report.has_problems() {
        ExitCode::from(1)
    } else if report.diagnostics.iter().any(|diagnostic| diagnostic.severity == Severity::Error) {
        ExitCode::from(2)
    } else {
        ExitCode::SUCCESS
    };
    // The process ends here: freeing a large report string by string would only delay the
    // exit (a tenth of the run for a 10,000-resource dump); the system takes it all back.
    std::mem::forget(report);
    code
}
