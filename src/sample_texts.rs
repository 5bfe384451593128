//! The texts tests explain when a change must leave every report as it was: the page's
//! examples, the test inputs and the peer fixtures (`../shared/fixtures`).

use std::path::{Path, PathBuf};

/// Every YAML and JSON file under `path`, at any depth.
fn files_under(path: &Path, found: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(path) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files_under(&path, found);
        } else if path.extension().is_some_and(|e| e == "yaml" || e == "yml" || e == "json") {
            found.push(path);
        }
    }
}

/// The text of every example, input and fixture (over 500 files; fails the test if missing).
pub(crate) fn all() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for folder in ["www/examples", "tests/inputs", "../shared/fixtures"] {
        files_under(&root.join(folder), &mut files);
    }
    let texts: Vec<String> = files.iter().filter_map(|file| std::fs::read_to_string(file).ok()).collect();
    assert!(texts.len() > 500, "the examples and fixtures were not found ({} files)", texts.len());
    texts
}
