//! Broken and hostile input never panics, and valid documents beside it are still explained.

use status_explainer::{explain, Verdict};

/// A small deterministic generator so failures reproduce.
struct XorShift(u64);

impl XorShift {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

fn fixture_texts() -> Vec<String> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut texts = vec![
        include_str!("../www/examples/crashloop-deployment.yaml").to_owned(),
        include_str!("inputs/readiness-deadline-with-events.yaml").to_owned(),
        include_str!("inputs/claim-provisioning-failed.yaml").to_owned(),
        include_str!("inputs/missing-secret.yaml").to_owned(),
    ];
    for folder in ["gitops-engine-in-argo-cd", "argocd-customizations"] {
        let cases = root.join("../shared/fixtures/peers").join(folder).join("cases");
        let Ok(entries) = std::fs::read_dir(&cases) else { continue };
        for entry in entries.flatten().take(80) {
            if let Ok(text) = std::fs::read_to_string(entry.path()) {
                texts.push(text);
            }
        }
    }
    texts
}

#[test]
fn truncated_and_mutated_documents_never_panic() {
    let mut random = XorShift(0x5eed_1234_abcd_0001);
    for text in fixture_texts() {
        let bytes = text.as_bytes();
        for _ in 0..12 {
            let cut = (random.next() as usize) % (bytes.len() + 1);
            let truncated = String::from_utf8_lossy(&bytes[..cut]);
            let _ = explain(&truncated, None);
            let mut mutated = bytes.to_vec();
            for _ in 0..4 {
                if mutated.is_empty() {
                    break;
                }
                let at = (random.next() as usize) % mutated.len();
                const NASTY: &[u8] = b"{}[]:-'\"\n #&*!|>%@`\t,?";
                mutated[at] = NASTY[(random.next() as usize) % NASTY.len()];
            }
            let _ = explain(&String::from_utf8_lossy(&mutated), None);
        }
    }
}

#[test]
fn odd_inputs_get_diagnostics_not_panics() {
    let inputs = [
        "", "   ", "---", "---\n---\n", "...", "null", "~", "[]", "{}", "[[[[", "}}}}", "\u{0}\u{1}\u{2}",
        "kind: Pod\nmetadata: [1, 2]\nstatus: 7", "- - - - -", "{\"kind\": \"Pod\", \"status\": {\"conditions\": 5}}",
        "\u{1b}[31mkind: Pod\u{1b}[0m", "kind: Pod\r\nstatus:\r\n  phase: Running\r\n", "a: &a [*a]",
        "apiVersion: v1\nkind: List\nitems: 5", "apiVersion: v1\nkind: List\nitems: [1, \"x\", null]",
        "status: {containerStatuses: [{name: a, state: {terminated: {exitCode: \"x\"}}}]}\nkind: Pod",
        "metadata: {creationTimestamp: 9999-99-99T99:99:99Z}\nstatus: {conditions: [{type: Ready, status: True, lastTransitionTime: 2000-01-01T00:00:00+99:99}]}",
    ];
    for input in inputs {
        let report = explain(input, status_explainer::Timestamp::parse("2025-01-01T00:00:00Z"));
        for resource in &report.resources {
            assert!(!resource.summary.is_empty(), "{input:?}");
        }
    }
}

#[test]
fn deep_nesting_is_refused_without_a_stack_overflow() {
    let yaml = format!("kind: Pod\nx: {}{}\n", "[".repeat(100_000), "]".repeat(100_000));
    let report = explain(&yaml, None);
    assert!(report.resources.is_empty());
    assert_eq!(report.diagnostics.len(), 1);
    let json = format!("{}{}", "[".repeat(100_000), "]".repeat(100_000));
    let report = explain(&json, None);
    assert_eq!(report.diagnostics.len(), 1);
}

#[test]
fn a_valid_document_survives_broken_neighbours() {
    let text = "kind: [\n---\napiVersion: v1\nkind: Pod\nmetadata: {name: survivor}\nstatus: {phase: Succeeded}\n---\n\"unterminated\n---\n: : :\n";
    let report = explain(text, None);
    assert_eq!(report.resources.len(), 1, "{:#?}", report);
    assert_eq!(report.resources[0].verdict, Verdict::Succeeded);
    assert!(report.diagnostics.len() >= 2, "{:#?}", report.diagnostics);
    let lines: Vec<usize> = report.diagnostics.iter().map(|d| d.line).collect();
    assert_eq!(lines[0], 1);
    assert!(lines[1] >= 8, "{lines:?}");
}
