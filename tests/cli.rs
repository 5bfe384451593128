//! The `status-explainer` command as a user runs it.

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn run(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_status-explainer"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary starts");
    child.stdin.take().expect("stdin").write_all(stdin.as_bytes()).expect("write stdin");
    child.wait_with_output().expect("the binary ends")
}

fn input(name: &str) -> String {
    format!("{}/tests/inputs/{name}", env!("CARGO_MANIFEST_DIR"))
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn crash_looping_pod_is_failed_with_its_last_exit_reason() {
    let output = run(&["--now", "2025-01-01T10:00:40Z", &input("crashloop-pod-and-broken-document.yaml")], "");
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{text}");
    assert!(text.contains("Failed Pod/web-7d9-x2k"), "{text}");
    assert!(text.contains("CrashLoopBackOff"));
    assert!(text.contains("OOMKilled (exit code 137)"));
    assert!(text.contains("memory limit: 128Mi"));
    // A pod of its own: the field to set in its manifest, not a kubectl flag.
    assert!(text.contains("in the pod's manifest (resources.limits.memory: 256Mi), then delete and re-create the pod"), "{text}");
    assert!(text.contains("kubectl logs web-7d9-x2k -n shop -c app --previous"));
    // Ready=False follows from the crash loop: one line, its age in the JSON report.
    assert!(text.contains("  · Ready=False ContainersNotReady\n"), "{text}");
    let json = stdout(&run(&["--format", "json", "--now", "2025-01-01T10:00:40Z", &input("crashloop-pod-and-broken-document.yaml")], ""));
    assert!(json.contains("for 14 min: “containers with unready status: [app]”. It follows from container app (CrashLoopBackOff)"), "{json}");
    assert!(text.contains("error: line 28, column 7: document 2 is not valid YAML and was not explained: the `[` at line 28, column 7 is never closed: end it with `]`"), "{text}");
    assert!(text.ends_with("1 resource: 1 failed, 0 degraded, 0 in progress, 0 healthy, 0 other.\n"), "{text}");
}

#[test]
fn json_format_has_resources_and_diagnostics() {
    let output = run(&["--format", "json", &input("crashloop-pod-and-broken-document.yaml")], "");
    let report: serde_json::Value = serde_json::from_slice(&output.stdout).expect("JSON on stdout");
    let pod = &report["resources"][0];
    assert_eq!(pod["apiVersion"], "v1");
    assert_eq!(pod["kind"], "Pod");
    assert_eq!(pod["namespace"], "shop");
    assert_eq!(pod["name"], "web-7d9-x2k");
    assert_eq!(pod["verdict"], "Failed");
    assert_eq!(pod["reason"], "CrashLoopBackOff");
    assert!(pod["summary"].as_str().unwrap_or_default().contains("crash-looping"));
    assert_eq!(pod["conditions"][0]["type"], "Ready");
    assert!(pod["conditions"][0]["explanation"]["what"].as_str().is_some());
    assert_eq!(report["diagnostics"][0]["line"], 28);
}

#[test]
fn markdown_format_is_for_tickets() {
    let output = run(&["--format", "markdown", "-"], "apiVersion: v1\nkind: Pod\nmetadata: {name: done}\nstatus: {phase: Succeeded}\n");
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{text}");
    assert!(text.contains("### Succeeded — Pod `done`"), "{text}");
    assert!(text.starts_with("**1 resource**: 0 failed"), "{text}");
    let two = stdout(&run(&["--format", "markdown", "-"], "kind: Pod\nmetadata: {name: a}\n---\nkind: Pod\nmetadata: {name: b}\n"));
    assert!(two.starts_with("**2 resources**: "), "{two}");
    // Input problems under a heading of their own, with the file they are in; events with age.
    let example = format!("{}/www/examples/image-pull-failure.yaml", env!("CARGO_MANIFEST_DIR"));
    let broken = input("crashloop-pod-and-broken-document.yaml");
    let both = stdout(&run(&["--format", "markdown", "--now", "2025-03-04T10:30:00Z", &example, &broken], ""));
    assert!(both.contains("\n### Input problems\n\n- Error in `") && both.contains("crashloop-pod-and-broken-document.yaml`, line 28, column 7: document 2"), "{both}");
    assert!(both.contains("- Event **Failed** ×6, 50 s ago: "), "{both}");
}

#[test]
fn several_files_are_one_bundle_and_diagnostics_name_the_file() {
    let broken = std::env::temp_dir().join("status-explainer-cli-broken.json");
    std::fs::write(&broken, "{\"kind\": ").expect("write temp file");
    let broken = broken.to_string_lossy().into_owned();
    let output = run(&[&input("imagepull-deployment-old-serving.yaml"), &broken], "");
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(1));
    assert!(text.contains("Degraded Deployment/api"), "{text}");
    assert!(text.contains("Failed Pod/api-5d9c-q7w"), "{text}");
    assert!(text.contains(&format!("{broken}:line 1")), "{text}");
}

#[test]
fn unreadable_input_exits_2_with_a_message() {
    let output = run(&["/no/such/file.yaml"], "");
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("cannot read"));

    let output = run(&[], "kind: [broken\n");
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("line 1"));

    let output = run(&["--format", "xml"], "");
    assert_eq!(output.status.code(), Some(2));
}

#[test]
fn input_partly_unread_exits_2_when_nothing_read_failed_and_says_what_in_every_format() {
    // A healthy document and a broken one: the broken one may hold the failure.
    let output = run(&[], "apiVersion: v1\nkind: Pod\nmetadata: {name: ok}\nstatus: {phase: Succeeded}\n---\nkind: [broken\n");
    assert_eq!(output.status.code(), Some(2), "{}", stdout(&output));
    // A file that cannot be read beside one that can: said in the JSON report too.
    let healthy = std::env::temp_dir().join("status-explainer-cli-healthy.yaml");
    std::fs::write(&healthy, "apiVersion: v1\nkind: Pod\nmetadata: {name: ok}\nstatus: {phase: Succeeded}\n").expect("write temp file");
    let output = run(&["--format", "json", &healthy.to_string_lossy(), "/no/such/file.yaml"], "");
    assert_eq!(output.status.code(), Some(2));
    let json = stdout(&output);
    assert!(json.contains("\"source\": \"/no/such/file.yaml\"") && json.contains("\"message\": \"cannot read: "), "{json}");
    // Something failed: 1 wins, whatever else could not be read.
    let output = run(&[&input("crashloop-pod-and-broken-document.yaml"), "/no/such/file.yaml"], "");
    assert_eq!(output.status.code(), Some(1));
}

#[test]
fn an_empty_list_is_nothing_to_explain_not_an_error() {
    let output = run(&[], "apiVersion: v1\nitems: []\nkind: List\nmetadata:\n  resourceVersion: \"\"\n");
    assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
    assert!(String::from_utf8_lossy(&output.stderr).contains("nothing to explain: the input holds no resources"));
    assert!(stdout(&output).contains("0 resources"), "{}", stdout(&output));
}

#[test]
fn binary_input_is_refused_clearly() {
    let binary = std::env::temp_dir().join("status-explainer-cli-binary.bin");
    std::fs::write(&binary, [0x89, b'P', b'N', b'G', 0xff, 0xfe, 0]).expect("write temp file");
    let output = run(&[&binary.to_string_lossy()], "");
    assert_eq!(output.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&output.stderr).contains("not text"));
}

#[test]
fn latin1_text_is_read_with_the_same_message_as_the_page() {
    let file = std::env::temp_dir().join("status-explainer-cli-latin1.yaml");
    std::fs::write(&file, b"apiVersion: v1\nkind: Pod\nmetadata:\n  name: caf\xe9\nstatus: {phase: Succeeded}\n").expect("write temp file");
    let output = run(&[&file.to_string_lossy()], "");
    assert_eq!(output.status.code(), Some(0));
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(stdout.contains("Pod/caf\u{fffd}"), "{stdout}");
    assert!(stdout.contains("not text: invalid UTF-8 at byte 46 (line 4, column 12)"), "{stdout}");
}

#[test]
fn a_second_failure_of_its_own_is_named_in_text_and_markdown() {
    let example = format!("{}/www/examples/flux-crossplane.yaml", env!("CARGO_MANIFEST_DIR"));
    for format in ["text", "markdown"] {
        let output = run(&["--format", format, &example], "");
        let said = stdout(&output);
        assert!(said.contains("Also a problem of its own: Bucket logs-x7k2p (ReconcileError)."), "{format}: {said}");
    }
}

#[test]
fn a_message_over_several_lines_is_continued_under_its_field_in_text_and_stays_in_its_item_in_markdown() {
    let file = input("init-migration-crashloop-multiline.yaml");
    let text = stdout(&run(&["--now", "2025-03-04T10:30:00Z", &file], ""));
    // The migration's three lines: the second and third under the text of `why:`, marked as
    // its continuation, never at the indentation alone that reads as a new field.
    assert!(text.contains("applying 20250301_add_invoice_currency.up.sql\n          │ 2025/03/04 10:26:02 error: migration 20250301 failed:"), "{text}");
    assert!(text.contains("\n          │ 2025/03/04 10:26:02 error: Dirty database version 20250301. Fix and force version.”)."), "{text}");
    assert!(text.lines().all(|line| !line.trim_start().starts_with("2025/03/04")), "{text}");
    // Every line is a field, a heading, or a continuation of the line above it.
    for line in text.lines().filter(|line| line.starts_with("          ")) {
        assert!(line.trim_start().starts_with('│'), "a line that reads as a field of its own: {line}\n{text}");
    }
    // Markdown: the message stays inside its list item (no line of it starts a block).
    let markdown = stdout(&run(&["--format", "markdown", "--now", "2025-03-04T10:30:00Z", &file], ""));
    let why = markdown.lines().find(|line| line.trim_start().starts_with("- Why: ") && line.contains("Dirty database version 20250301")).unwrap_or_default();
    assert!(why.starts_with("  - Why: ") && why.contains("applying 20250301_add_invoice_currency.up.sql 2025/03/04 10:26:02 error: migration 20250301 failed"), "{markdown}");
    assert!(markdown.lines().all(|line| !line.trim_start().starts_with("2025/03/04")), "{markdown}");
}
