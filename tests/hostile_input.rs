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

/// Byte-level mutations through the bytes entry point: splices of other fixtures, CRLF, a BOM,
/// colour codes, bidi controls, invalid UTF-8 and deep brackets. Bounded: a few seconds in debug.
#[test]
fn byte_mutations_through_explain_bytes_never_panic_and_stay_bounded() {
    let texts = fixture_texts();
    let mut random = XorShift(0x0bad_cafe_f00d_0007);
    let started = Instant::now();
    for (n, text) in texts.iter().enumerate().step_by(3) {
        let other = &texts[(n * 7 + 1) % texts.len()];
        let mut bytes = text.as_bytes().to_vec();
        match random.next() % 7 {
            0 => bytes = text.replace('\n', "\r\n").into_bytes(),
            1 => bytes.splice(0..0, "\u{feff}".bytes()).for_each(drop),
            2 => bytes = format!("\u{1b}[32m{}\u{1b}[0m", text.replace(": ", ": \u{1b}[1m")).into_bytes(),
            3 => bytes = text.replace("name: ", "name: \u{202e}").into_bytes(),
            4 => {
                let at = (random.next() as usize) % (bytes.len() + 1);
                bytes.splice(at..at, [0xff, 0xc3]).for_each(drop);
            }
            5 => {
                let at = (random.next() as usize) % (bytes.len() + 1);
                let cut = (random.next() as usize) % (other.len() + 1);
                bytes.splice(at..at, other.as_bytes()[..cut].iter().copied()).for_each(drop);
            }
            _ => {
                let at = (random.next() as usize) % (bytes.len() + 1);
                bytes.splice(at..at, b"[[[[[[[[[[{{{{{{{{{{&a *a ".iter().copied()).for_each(drop);
            }
        }
        let report = explain_bytes(&bytes, now());
        let _ = (text::render(&report), markdown::render(&report), report.to_json());
    }
    assert!(started.elapsed() < Duration::from_secs(20), "took {:?}", started.elapsed());
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

// ---------------------------------------------------------------------------------------------
// Limits, bytes, positions, repeated keys, inert text, secrets, bad graphs (issue 7).

use status_explainer::read::{read, read_with, unwrap_lists, Limits, Severity};
use status_explainer::report::{markdown, text};
use status_explainer::{explain_bytes, Timestamp};
use std::time::{Duration, Instant};

fn now() -> Option<Timestamp> {
    Timestamp::parse("2025-01-01T00:00:00Z")
}

/// One realistic Pod of a `kubectl get pods -A -o yaml` List (about 2.5 KB), indented as an item.
fn pod_item(out: &mut String, index: usize) {
    use std::fmt::Write;
    let _ = write!(
        out,
        r#"- apiVersion: v1
  kind: Pod
  metadata:
    annotations:
      kubectl.kubernetes.io/restartedAt: "2024-12-01T10:00:00Z"
      prometheus.io/scrape: "true"
    creationTimestamp: "2024-12-31T10:00:00Z"
    generateName: web-7d9f8c6b5-
    labels:
      app: web
      pod-template-hash: 7d9f8c6b5
      team: payments
    name: web-7d9f8c6b5-{index:05}
    namespace: ns-{ns}
    ownerReferences:
    - apiVersion: apps/v1
      blockOwnerDeletion: true
      controller: true
      kind: ReplicaSet
      name: web-7d9f8c6b5
      uid: 11111111-2222-3333-4444-{ns:012}
    resourceVersion: "{index}"
    uid: 00000000-0000-0000-0000-{index:012}
  spec:
    containers:
    - image: registry.example.com/payments/web:1.2.3
      imagePullPolicy: IfNotPresent
      name: app
      ports:
      - containerPort: 8080
        name: http
        protocol: TCP
      readinessProbe:
        httpGet:
          path: /healthz
          port: http
        periodSeconds: 10
      resources:
        limits:
          cpu: 500m
          memory: 256Mi
        requests:
          cpu: 100m
          memory: 128Mi
      volumeMounts:
      - mountPath: /var/run/secrets/kubernetes.io/serviceaccount
        name: kube-api-access-{index:05}
        readOnly: true
    dnsPolicy: ClusterFirst
    nodeName: node-{node}
    restartPolicy: Always
    serviceAccountName: default
    volumes:
    - name: kube-api-access-{index:05}
      projected:
        sources:
        - serviceAccountToken:
            expirationSeconds: 3607
            path: token
  status:
    conditions:
    - lastProbeTime: null
      lastTransitionTime: "2024-12-31T10:00:05Z"
      status: "True"
      type: Initialized
    - lastProbeTime: null
      lastTransitionTime: "2024-12-31T10:00:20Z"
      status: "True"
      type: Ready
    - lastProbeTime: null
      lastTransitionTime: "2024-12-31T10:00:20Z"
      status: "True"
      type: ContainersReady
    - lastProbeTime: null
      lastTransitionTime: "2024-12-31T10:00:01Z"
      status: "True"
      type: PodScheduled
    containerStatuses:
    - containerID: containerd://{index:064}
      image: registry.example.com/payments/web:1.2.3
      imageID: registry.example.com/payments/web@sha256:{index:064}
      lastState: {{}}
      name: app
      ready: true
      restartCount: 0
      started: true
      state:
        running:
          startedAt: "2024-12-31T10:00:10Z"
    hostIP: 10.0.{h}.{l}
    phase: Running
    podIP: 10.244.{h}.{l}
    qosClass: Burstable
    startTime: "2024-12-31T10:00:01Z"
"#,
        ns = index % 40,
        node = index % 25,
        h = (index / 250) % 250,
        l = index % 250,
    );
}

/// A `kubectl get pods -A -o yaml` dump of at least `bytes` bytes; returns it and its pod count.
fn pod_dump(bytes: usize) -> (String, usize) {
    let mut text = String::with_capacity(bytes + 4096);
    text.push_str("apiVersion: v1\nitems:\n");
    let mut count = 0;
    while text.len() < bytes {
        pod_item(&mut text, count);
        count += 1;
    }
    text.push_str("kind: List\nmetadata:\n  resourceVersion: \"\"\n");
    (text, count)
}

fn assert_dump_is_read_fully(bytes: usize, bound: Duration) {
    let (dump, count) = pod_dump(bytes);
    let started = Instant::now();
    let report = explain(&dump, now());
    let took = started.elapsed();
    assert_eq!(report.resources.len(), count, "{:?}", report.diagnostics.first());
    assert!(report.diagnostics.is_empty(), "{:?}", report.diagnostics.first());
    assert_eq!(report.totals.healthy, count);
    assert!(took < bound, "{} bytes took {took:?}", dump.len());
}

#[test]
fn a_two_megabyte_dump_is_read_fully() {
    assert_dump_is_read_fully(2 * 1024 * 1024, Duration::from_secs(30));
}

/// The real size of a large `kubectl get -A -o yaml`. Slow in debug builds (about 30 s), so
/// run it with `cargo test --test hostile_input -- --ignored` (or in release).
#[test]
#[ignore]
fn a_twenty_megabyte_dump_is_read_fully() {
    assert_dump_is_read_fully(20 * 1024 * 1024, Duration::from_secs(300));
}

#[test]
fn the_default_limits_leave_room_for_a_large_cluster() {
    let limits = Limits::DEFAULT;
    assert!(limits.max_input_bytes >= 3 * 20 * 1024 * 1024);
    assert!(limits.max_scalar_bytes >= 1024 * 1024, "a ConfigMap value may be 1 MiB");
    assert!(limits.max_depth >= 64);
}

#[test]
fn too_much_input_is_cut_at_a_document_and_says_which_limit() {
    let text = "kind: Pod\nmetadata: {name: a}\n---\nkind: Pod\nmetadata: {name: b}\n---\nkind: Pod\nmetadata: {name: c}\n";
    let limits = Limits { max_input_bytes: 70, ..Limits::DEFAULT };
    let reading = read_with(text, None, &limits);
    assert_eq!(reading.documents.len(), 2, "{:?}", reading.diagnostics);
    let diagnostic = reading.diagnostics.last().unwrap();
    assert_eq!(diagnostic.severity, Severity::Error);
    assert_eq!(diagnostic.line, 6);
    assert!(diagnostic.message.contains("more than the limit of 70 bytes"), "{}", diagnostic.message);
    assert!(diagnostic.message.contains("paste fewer resources"), "{}", diagnostic.message);
}

#[test]
fn too_many_documents_keep_the_first_ones() {
    let yaml: String = (0..5).map(|i| format!("kind: Pod\nmetadata: {{name: p{i}}}\n---\n")).collect();
    let json: String = (0..5).map(|i| format!("{{\"kind\": \"Pod\", \"metadata\": {{\"name\": \"p{i}\"}}}}\n")).collect();
    let limits = Limits { max_documents: 3, ..Limits::DEFAULT };
    for text in [yaml, json] {
        let reading = read_with(&text, None, &limits);
        assert_eq!(reading.documents.len(), 3);
        assert_eq!(reading.diagnostics.len(), 1);
        let message = &reading.diagnostics[0].message;
        assert!(message.contains("more than 3 documents") && message.contains("paste fewer"), "{message}");
    }
}

#[test]
fn nesting_over_the_limit_names_the_limit_in_yaml_and_json() {
    let depth = Limits::DEFAULT.max_depth + 5;
    let yaml = format!("kind: Pod\n---\nx: {}{}\n", "[".repeat(depth), "]".repeat(depth));
    let json = format!("{{\"kind\": \"Pod\"}}\n{}{}", "[".repeat(depth), "]".repeat(depth));
    for text in [yaml, json] {
        let report = explain(&text, None);
        assert_eq!(report.resources.len(), 1, "the document before it is still explained");
        assert_eq!(report.diagnostics.len(), 1, "{:?}", report.diagnostics);
        assert!(report.diagnostics[0].message.contains(&format!("nested more than {} levels", Limits::DEFAULT.max_depth)), "{:?}", report.diagnostics);
    }
}

#[test]
fn an_alias_bomb_is_refused_by_name_and_its_neighbours_survive() {
    let mut text = String::from("kind: Pod\nmetadata: {name: before}\n---\na: &a [x, x, x, x, x, x, x, x, x, x]\n");
    let mut previous = 'a';
    for name in 'b'..='j' {
        let refs = vec![format!("*{previous}"); 10].join(", ");
        text.push_str(&format!("{name}: &{name} [{refs}]\n"));
        previous = name;
    }
    text.push_str("---\nkind: Pod\nmetadata: {name: after}\n");
    let started = Instant::now();
    let report = explain(&text, None);
    assert!(started.elapsed() < Duration::from_secs(5));
    let names: Vec<_> = report.resources.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names, ["before", "after"]);
    assert!(report.diagnostics[0].message.contains("alias"), "{:?}", report.diagnostics);
    let line = report.diagnostics[0].line;
    assert!((3..=13).contains(&line), "{line}");
}

#[test]
fn a_huge_value_is_shortened_with_a_warning() {
    let limits = Limits::DEFAULT;
    let text = format!("kind: ConfigMap\nmetadata: {{name: big}}\ndata:\n  blob: \"{}\"\n", "x".repeat(limits.max_scalar_bytes + 10));
    let report = explain(&text, None);
    assert_eq!(report.resources.len(), 1);
    let warning = &report.diagnostics[0];
    assert_eq!(warning.severity, Severity::Warning);
    assert!(warning.message.contains("limit of 1.0 MB for one value"), "{}", warning.message);
}

#[test]
fn binary_files_and_invalid_utf8_are_named_by_the_core() {
    let report = explain_bytes(b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR", None);
    assert!(report.resources.is_empty());
    assert!(report.diagnostics[0].message.starts_with("not text: looks like a binary file"), "{:?}", report.diagnostics);
    let report = explain_bytes(b"kind: Pod\nmetadata:\n  name: caf\xe9\n", None);
    let diagnostic = &report.diagnostics[0];
    assert!(diagnostic.message.starts_with("not text: invalid UTF-8 at byte 31 (line 3, column 12)"), "{}", diagnostic.message);
    assert_eq!((diagnostic.line, diagnostic.column), (3, 12));
    assert_eq!(report.resources.len(), 1, "the rest is still read");
    assert_eq!(report.resources[0].name, "caf\u{fffd}");
}

#[test]
fn positions_are_exact_with_crlf_and_a_byte_order_mark() {
    // YAML: the bad indentation is on line 5, column 4.
    let yaml = "\u{feff}kind: Pod\r\nmetadata:\r\n  name: x\r\n---\r\n   bad: [\r\n";
    let reading = read(yaml, None);
    assert_eq!(reading.documents.len(), 1);
    let d = &reading.diagnostics[0];
    assert_eq!(d.line, 5, "{d:?}");
    // JSON: the stray word is on line 3, column 3 (after two spaces), counted in characters.
    let json = "\u{feff}{\"kind\": \"Pod\"}\r\n{\"name\": \"é\",\r\n  oops\r\n}";
    let reading = read(json, None);
    assert_eq!(reading.documents.len(), 1);
    let d = &reading.diagnostics[0];
    assert_eq!((d.line, d.column), (3, 3), "{d:?}");
    let json = "{\"a\": \"ééé\", oops}";
    let d = &read(json, None).diagnostics[0];
    assert_eq!((d.line, d.column), (1, 14), "{d:?}");
}

#[test]
fn repeated_keys_keep_the_last_value_with_a_warning_naming_key_and_line() {
    let yaml = "kind: Pod\nmetadata:\n  name: first\n  namespace: a\n  name: second\n";
    let reading = read(yaml, None);
    assert_eq!(reading.documents[0].value["metadata"]["name"], "second");
    let d = &reading.diagnostics[0];
    assert_eq!(d.severity, Severity::Warning);
    assert!(d.message.contains("\"name\" appears more than once"), "{}", d.message);
    assert_eq!((d.line, d.column), (5, 3));
    let json = "{\"kind\": \"Pod\",\r\n \"metadata\": {\"name\": \"first\",\r\n  \"name\": \"second\"}}";
    let reading = read(json, None);
    assert_eq!(reading.documents[0].value["metadata"]["name"], "second");
    let d = &reading.diagnostics[0];
    assert!(d.message.contains("\"name\""), "{}", d.message);
    assert_eq!((d.line, d.column), (3, 3));
}

#[test]
fn yaml_1_1_words_and_numbers_stay_text_in_names_and_labels() {
    let report = explain("apiVersion: v1\nkind: Pod\nmetadata:\n  name: y\n  namespace: no\n  labels: {enabled: on, version: 2}\nstatus: {phase: Running}\n", now());
    let pod = &report.resources[0];
    assert_eq!(pod.name, "y");
    assert_eq!(pod.namespace.as_deref(), Some("no"));
    let report = explain("kind: Pod\nmetadata: {name: 0755, namespace: true}\n", now());
    assert_eq!(report.resources[0].name, "0755");
    assert_eq!(report.resources[0].namespace.as_deref(), Some("true"));
    let (objects, _) = unwrap_lists(read("kind: Pod\nmetadata: {name: p, labels: {enabled: on, version: 2}}\n", None));
    assert_eq!(objects[0].value["metadata"]["labels"], serde_json::json!({"enabled": "on", "version": "2"}));
}

#[test]
fn terminal_colour_codes_do_not_break_parsing() {
    let report = explain("\u{1b}[31mkind: Pod\u{1b}[0m\nmetadata:\n  name: \u{1b}[1mweb\u{1b}[0m\nstatus: {phase: Running}\n", now());
    assert_eq!(report.resources.len(), 1);
    assert_eq!((report.resources[0].kind.as_str(), report.resources[0].name.as_str()), ("Pod", "web"));
    assert!(report.diagnostics[0].message.contains("terminal colour code"), "{:?}", report.diagnostics);
    // Escapes written inside quoted values are removed too: nothing can drive a terminal.
    let report = explain("{\"kind\": \"Pod\", \"metadata\": {\"name\": \"a\\u001b]0;pwned\\u0007b\"}}", now());
    let all = text::render(&report) + &report.to_json() + &markdown::render(&report);
    assert!(!all.contains('\u{1b}') && !all.contains('\u{7}'));
}

const HOSTILE_MESSAGE: &str = "apiVersion: v1\nkind: Pod\nmetadata:\n  name: \"x<img src=x onerror=alert(1)>\"\nstatus:\n  phase: Pending\n  conditions:\n  - type: PodScheduled\n    status: \"False\"\n    reason: \"<script>alert(1)</script>\"\n    message: \"see [docs](javascript:alert(1)) <javascript:alert(2)> ![i](http://x/i.png) &lt;b&gt; **bold** \u{202e}evil\\n# heading\"\n";

#[test]
fn markdown_export_keeps_pasted_markup_inert() {
    let report = explain(HOSTILE_MESSAGE, now());
    let md = markdown::render(&report);
    // The name sits in a code span, where markup is shown as written, never rendered.
    assert!(md.contains("`x<img src=x onerror=alert(1)>`"), "{md}");
    // So does the command that names it ("kubectl describe pod/x<img …>").
    assert!(md.contains("`kubectl describe pod/x<img src=x onerror=alert(1)>`"), "{md}");
    // Code spans (our `code` leaves no backtick inside one) are shown as written: take them out.
    let md: String = md.split('`').step_by(2).collect();
    // What a Markdown renderer treats as markup: everything not escaped by a backslash.
    let mut bare = String::new();
    let mut chars = md.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            chars.next();
        } else {
            bare.push(c);
        }
    }
    assert!(!bare.contains('<') && !bare.contains('&'), "{bare}");
    for raw in ["<script>", "<img", "](javascript:", "<javascript:", "![i]", "&lt;", "**bold**", "\n# heading", "\u{202e}"] {
        assert!(!bare.contains(raw), "{raw:?} survived in:\n{md}");
    }
    assert!(md.contains("\\<script\\>"), "{md}");
    assert!(md.contains("\u{fffd}evil"), "bidi controls are made visible");
    assert_eq!(markdown::escape("a\r\nb"), "a  b");
    // No more backslashes than markup needs: they show wherever Markdown is not rendered.
    assert_eq!(markdown::escape("exit (code 1)! snake_case _emph_ #1"), "exit (code 1)! snake_case \\_emph\\_ #1");
    assert_eq!(markdown::escape("  # heading"), "  \\# heading");
    assert_eq!(markdown::code("a`b\nc"), "a'b c");
}

#[test]
fn bidi_controls_are_neutralised_in_every_output() {
    let report = explain("kind: Pod\nmetadata: {name: \"invoice\u{202e}fdp.exe\", labels: {a: \"\u{2066}x\u{2069}\"}}\n", now());
    let all = text::render(&report) + &report.to_json() + &markdown::render(&report);
    for c in ['\u{202e}', '\u{2066}', '\u{2069}'] {
        assert!(!all.contains(c));
    }
    assert_eq!(report.resources[0].name, "invoice\u{fffd}fdp.exe");
}

#[test]
fn secret_values_never_reach_any_output() {
    let paste = r#"apiVersion: v1
kind: Secret
metadata:
  name: db-creds
  annotations:
    kubectl.kubernetes.io/last-applied-configuration: '{"apiVersion":"v1","data":{"password":"aHVudGVyMg=="},"kind":"Secret"}'
type: Opaque
data:
  password: aHVudGVyMg==
stringData:
  token: sup3r-t0ken
---
apiVersion: v1
kind: Pod
metadata:
  name: web
spec:
  containers:
  - name: app
    env:
    - {name: DB_PASSWORD, value: hunter2}
    - {name: DATABASE_URL, value: "postgres://app:pa55word@db:5432/app"}
    - {name: LOG_LEVEL, value: debug}
status:
  phase: Running
  containerStatuses: [{name: app, ready: true, restartCount: 0, state: {running: {}}}]
"#;
    for input in [paste.to_owned(), paste.replace("apiVersion: v1\nkind: Secret", "apiVersion: v1\nkind: List\nitems:\n- kind: Secret").replace("\nmetadata:\n  name: db-creds", "\n  metadata:\n    name: db-creds")] {
        let report = explain(&input, now());
        let all = text::render(&report) + &report.to_json() + &markdown::render(&report);
        for secret in ["aHVudGVyMg", "hunter2", "sup3r-t0ken", "pa55word"] {
            assert!(!all.contains(secret), "{secret} leaked:\n{all}");
        }
        let notice = report.diagnostics.iter().find(|d| d.message.starts_with("values withheld")).expect("the report says so");
        assert!(notice.message.contains("DB_PASSWORD in Pod web"), "{}", notice.message);
    }
    let report = explain(paste, now());
    assert!(report.diagnostics.iter().any(|d| d.message.contains("Secret db-creds")), "{:?}", report.diagnostics);
}

#[test]
fn owner_cycles_self_owners_and_thousands_of_children_are_bounded() {
    use std::fmt::Write;
    let mut text = String::from(
        "apiVersion: apps/v1\nkind: ReplicaSet\nmetadata: {name: rs, namespace: n, uid: rs-uid, ownerReferences: [{kind: ReplicaSet, name: rs, uid: rs-uid, controller: true}]}\nstatus: {replicas: 5000, readyReplicas: 0}\n",
    );
    // A three-cycle, and a chain that points back into it.
    for (name, owner) in [("a", "b"), ("b", "c"), ("c", "a"), ("d", "a")] {
        let _ = write!(text, "---\napiVersion: apps/v1\nkind: ReplicaSet\nmetadata: {{name: {name}, namespace: n, ownerReferences: [{{kind: ReplicaSet, name: {owner}}}]}}\n");
    }
    for i in 0..5000 {
        let _ = write!(
            text,
            "---\napiVersion: v1\nkind: Pod\nmetadata: {{name: p{i}, namespace: n, uid: p{i}, ownerReferences: [{{kind: ReplicaSet, name: rs, uid: rs-uid, controller: true}}], labels: {{app: x}}}}\nstatus: {{phase: Pending, containerStatuses: [{{name: c, ready: false, restartCount: 9, state: {{waiting: {{reason: CrashLoopBackOff}}}}}}]}}\n"
        );
    }
    text.push_str("---\napiVersion: v1\nkind: Service\nmetadata: {name: s, namespace: n}\nspec: {selector: {app: x}}\n");
    let started = Instant::now();
    let report = explain(&text, now());
    let took = started.elapsed();
    assert_eq!(report.resources.len(), 5006);
    assert!(took < Duration::from_secs(60), "took {took:?}");
    let rs = &report.resources[0];
    assert!(rs.verdict.is_problem(), "{:?}", rs.summary);
    assert!(rs.related.iter().filter(|r| r.relation == "owns").count() >= 5000);
}

/// The operators' rules read counts, ratios, steps and messages from the status: every kind of
/// them, with every state word they know, extreme or wrongly typed numbers and multi-byte text
/// where a message goes, is explained without a panic (overflow, a cut inside a character).
#[test]
fn operator_rules_survive_extreme_numbers_and_multi_byte_text() {
    const KINDS: &[&str] = &[
        "microgateway.airlock.com/v1alpha1 ContentSecurityPolicy", "argoproj.io/v1alpha1 Rollout", "argoproj.io/v1alpha1 Workflow",
        "astra.netapp.io/v1 Backup", "db.atlasgo.io/v1alpha1 AtlasSchema", "db.atlasgo.io/v1alpha1 AtlasMigration",
        "camel.apache.org/v1 Integration", "camel.apache.org/v1 Build", "clickhouse.altinity.com/v1 ClickHouseInstallation",
        "addons.cluster.x-k8s.io/v1beta1 ClusterResourceSet", "controlplane.cluster.x-k8s.io/v1beta1 KubeadmControlPlane",
        "postgresql.cnpg.io/v1 Cluster", "postgresql.cnpg.io/v1 Backup", "projectcontour.io/v1 HTTPProxy", "coralogix.com/v1alpha1 Alert",
        "logstash.k8s.elastic.co/v1alpha1 Logstash", "core.gardener.cloud/v1beta1 Shoot", "networking.gke.io/v1 ManagedCertificate",
        "grafana-org-operator.kubitus-project.gitlab.io/v1alpha1 GrafanaInstance", "jaegertracing.io/v1 Jaeger",
        "work.karmada.io/v1alpha2 ResourceBinding", "karpenter.sh/v1 NodeClaim", "karpenter.sh/v1 NodePool", "karpenter.k8s.aws/v1 EC2NodeClass",
        "k8s.keycloak.org/v2alpha1 Keycloak", "k8s.keycloak.org/v2alpha1 KeycloakRealmImport", "kafka.banzaicloud.io/v1beta1 KafkaCluster",
        "game.kruise.io/v1alpha1 GameServer", "game.kruise.io/v1alpha1 GameServerSet", "kubernetes-client.io/v1 ExternalSecret",
        "cdi.kubevirt.io/v1beta1 DataVolume", "kubevirt.io/v1 VirtualMachine", "kubevirt.io/v1 VirtualMachineInstance",
        "k8s.mariadb.com/v1alpha1 MariaDB", "k8s.mariadb.com/v1alpha1 Backup", "nmstate.io/v1 NodeNetworkConfigurationPolicy",
        "nmstate.io/v1beta1 NodeNetworkConfigurationEnactment", "numaplane.numaproj.io/v1alpha1 PipelineRollout", "ocs.openshift.io/v1 StorageCluster",
        "apps.openshift.io/v1 DeploymentConfig", "route.openshift.io/v1 Route", "opentelemetry.io/v1beta1 OpenTelemetryCollector",
        "psmdb.percona.com/v1 PerconaServerMongoDB", "pxc.percona.com/v1 PerconaXtraDBClusterBackup", "ceph.rook.io/v1 CephCluster",
        "solr.apache.org/v1beta1 SolrCloud", "core.spinkube.dev/v1alpha1 SpinApp", "kafka.strimzi.io/v1beta2 Kafka",
        "kafka.strimzi.io/v1beta2 KafkaConnector", "kafka.strimzi.io/v1beta2 KafkaRebalance", "acid.zalan.do/v1 postgresql",
        "zookeeper.pravega.io/v1beta1 ZookeeperCluster", "v1 PersistentVolume", "v1 ResourceQuota", "coordination.k8s.io/v1 Lease",
        "storage.k8s.io/v1 VolumeAttachment", "certificates.k8s.io/v1 CertificateSigningRequest", "monitoring.coreos.com/v1 ServiceMonitor",
        "networking.istio.io/v1 VirtualService",
    ];
    const WORDS: &[&str] = &[
        "Running", "Ready", "ready", "Failed", "failed", "Error", "error", "Pending", "Completed", "Succeeded", "Healthy", "Degraded",
        "Paused", "Progressing", "Deployed", "InProgress", "Aborted", "Created", "Stopped", "ImportInProgress", "Active", "Provisioning",
        "ClusterRunning", "ClusterRollingUpgrading", "valid", "invalid", "orphaned", "green", "yellow", "red", "Crash", "NotReady",
        "Cluster in healthy state", "Failing over", "initializing", "paused", "stopping", "SyncFailed", "ERROR, é…😀.", "SUCCESS", "3/x",
        "1/0", "9223372036854775807/-9223372036854775808", "é…😀.",
    ];
    const NUMBERS: &[&str] = &["9223372036854775807", "-9223372036854775808", "-1", "0", "\"9223372036854775807\"", "[1]", "\"é\""];
    let message = "\"é…😀 1/3 nodes failed. ünïcödé \u{1F600}.\"";
    // Every kind meets every word once, and with it one number and one condition status in turn.
    for (k, kind) in KINDS.iter().enumerate() {
        let (api_version, kind) = kind.split_once(' ').unwrap_or_default();
        for (w, word) in WORDS.iter().enumerate() {
            let number = NUMBERS[(k + w) % NUMBERS.len()];
            let status = ["True", "False", "Unknown", "7"][(k + w / NUMBERS.len()) % 4];
            let conditions: String = [
                "Ready", "Available", "Progressing", "Degraded", "Launched", "Registered", "Initialized", "HasErrors", "Complete",
                "Valid", "RemoteSynced", "Accepted", "Error", "Upgrading", "ChildResourcesHealthy", "Running", "NotReady", "Failing",
                "ResourcesApplied", "Scheduled", "FullyApplied", "InvalidSpec", "Paused", "ReconciliationPaused",
            ]
            .iter()
            .map(|type_| format!("  - {{type: {type_}, status: \"{status}\", reason: {word:?}, message: {message}, severity: Error, observedGeneration: {number}}}\n"))
            .collect();
            let text = format!(
                "apiVersion: {api_version}\nkind: {kind}\nmetadata: {{name: é😀, generation: {number}, annotations: {{rollout.argoproj.io/revision: {number}}}}}\n\
                 spec: {{leaseDurationSeconds: {number}, renewTime: {word:?}, holderIdentity: é😀, replicas: {number}, instances: {number}, numberOfInstances: {number}, mode: daemonset, updateStrategy: {{rollingUpdate: {{partition: {number}}}}}, strategy: {{canary: {{steps: [{{setWeight: {number}}}, {{pause: {{duration: {number}}}}}]}}}}}}\n\
                 status:\n  phase: {word:?}\n  state: {word:?}\n  status: {word:?}\n  health: {word:?}\n  currentState: {word:?}\n  printableStatus: {word:?}\n  certificateStatus: {word:?}\n  PostgresClusterStatus: {word:?}\n  currentStatus: {word:?}\n\
                 \x20 message: {message}\n  error: {message}\n  errors: [{message}]\n  phaseReason: {message}\n  description: {message}\n  progress: {number}\n\
                 \x20 replicas: {number}\n  readyReplicas: {number}\n  availableReplicas: {number}\n  updatedReplicas: {number}\n  updatedReadyReplicas: {number}\n\
                 \x20 hosts: {number}\n  hostsCompleted: {number}\n  instances: {number}\n  readyInstances: {number}\n  ready: {number}\n  size: {number}\n\
                 \x20 availableNodes: {number}\n  expectedNodes: {number}\n  restartCount: {number}\n  currentStepIndex: {number}\n  upToDateNodes: {number}\n\
                 \x20 latestVersion: {number}\n  unavailableReplicas: {number}\n  schedulerObservedGeneration: {number}\n  maintainingReplicas: {number}\n\
                 \x20 scale: {{statusReplicas: {word:?}}}\n  lastOperation: {{type: Create, state: {word:?}, progress: {number}, description: {message}}}\n\
                 \x20 lastErrors: [{{description: {message}, codes: [{number}]}}]\n  resources: {{nodes: {number}}}\n\
                 \x20 ceph: {{health: HEALTH_OK, capacity: {{bytesUsed: {number}, bytesTotal: {number}}}, details: {{X: {{message: {message}}}}}}}\n\
                 \x20 brokersState: {{'0': {{configurationState: {word:?}, gracefulActionState: {{cruiseControlState: {word:?}, errorMessage: {message}}}}}}}\n\
                 \x20 domainStatus: [{{domain: é😀, status: {word:?}}}]\n  ingress: [{{routerName: é😀, conditions: [{{type: Admitted, status: \"{status}\", message: {message}}}]}}]\n\
                 \x20 aggregatedStatus: [{{clusterName: é😀, applied: false, appliedMessage: {message}}}]\n\
                 \x20 ancestors: [{{ancestorRef: {{name: é😀}}, conditions: [{{type: Accepted, status: \"{status}\", message: {message}, observedGeneration: {number}}}]}}]\n\
                 \x20 connectorStatus: {{connector: {{state: FAILED, trace: {message}}}, tasks: [{{id: {number}, state: FAILED, trace: {message}}}]}}\n\
                 \x20 nodes: {{n: {{name: é😀, type: Pod, phase: Failed, message: {message}}}}}\n\
                 \x20 hard: {{pods: {number}, cpu: {word:?}, memory: 1e18Ei}}\n  used: {{pods: {number}, cpu: {word:?}, memory: 9223372036854775807Ei}}\n\
                 \x20 attached: {number}\n  attachError: {{message: {message}}}\n  certificate: {word:?}\n\
                 \x20 bindings: [{{resource: é😀, conditions: [{{type: Accepted, status: \"{status}\", message: {message}}}]}}, 7]\n\
                 \x20 validationMessages: [{{level: ERROR, type: {{code: {word:?}}}, message: {message}}}, {{level: {number}}}]\n\
                 \x20 conditions:\n{conditions}"
            );
            let report = explain(&text, None);
            let resource = report.resources.first().unwrap_or_else(|| panic!("nothing explained from:\n{text}"));
            assert!(!resource.summary.is_empty(), "{text}");
            assert!(!resource.summary.contains('{'), "a template leaked: {}", resource.summary);
        }
    }
}

#[test]
fn kubectl_table_and_describe_output_say_which_command_gives_the_yaml() {
    let table = "NAME                   READY   STATUS             RESTARTS      AGE\nweb-7d9f8c6b5-x2kqp    0/1     CrashLoopBackOff   5 (2m ago)    8m\n";
    let report = status_explainer::explain(table, None);
    assert!(report.resources.is_empty());
    let said = &report.diagnostics[0];
    assert!(said.message.contains("kubectl's table output") && said.message.contains("kubectl get pods -o yaml"), "{}", said.message);
    // Pasted after a real document, the document is still explained.
    let described = "apiVersion: v1\nkind: Namespace\nmetadata: {name: shop}\nstatus: {phase: Active}\n---\nName:         web-7d9f8c6b5-x2kqp\nNamespace:    shop\nNode:         worker-2/10.0.0.12\nContainers:\n  app:\n    State:      Waiting\n      Reason:   CrashLoopBackOff\nEvents:\n  Type     Reason   Age   From     Message\n  ----     ------   ----  ----     -------\n  Warning  BackOff  2m    kubelet  Back-off restarting failed container\n";
    let report = status_explainer::explain(described, None);
    assert_eq!(report.resources.len(), 1);
    let said = &report.diagnostics[0];
    assert_eq!(said.line, 6);
    assert!(said.message.starts_with("document 2 is kubectl describe output") && said.message.contains("kubectl get pod web-7d9f8c6b5-x2kqp -n shop -o yaml"), "{}", said.message);
}

#[test]
fn a_list_with_one_broken_or_cut_item_explains_the_others() {
    let item = |n: usize| format!("- apiVersion: v1\n  kind: Pod\n  metadata:\n    name: p{n}\n    namespace: shop\n  status:\n    phase: Running\n");
    let full = format!("apiVersion: v1\nitems:\n{}kind: List\nmetadata:\n  resourceVersion: \"\"\n", (0..5).map(item).collect::<String>());
    // A typo in the third item: the four others are explained, and the diagnostic says which lines were not.
    let broken = full.replace("    name: p2\n", "    name: p2\n   namespace: x: y\n");
    let report = status_explainer::explain(&broken, None);
    let names: Vec<&str> = report.resources.iter().map(|r| r.name.as_str()).collect();
    assert_eq!(names, ["p0", "p1", "p3", "p4"]);
    let said = &report.diagnostics[0];
    assert_eq!(said.severity, status_explainer::report::Severity::Error);
    assert!(said.message.starts_with("document 1 is a list whose item at lines 17–24 is not valid YAML (or is cut short): that item was not explained, the 4 other items were: line 21 (`namespace: x: y`)"), "{}", said.message);
    // The items after it keep their lines: a repeated key in the last one is found where it is.
    let repeated = broken.replace("    name: p4\n", "    name: p4\n    name: p4-again\n");
    let report = status_explainer::explain(&repeated, None);
    let line_of_repeat = repeated.lines().position(|line| line.contains("p4-again")).map(|at| at + 1);
    assert!(report.diagnostics.iter().any(|d| Some(d.line) == line_of_repeat && d.message.contains("appears more than once")), "{:?}", report.diagnostics);
    // A mistake after the items (in the List's own keys) is not blamed on the last item.
    let trailer = full.replace("metadata:\n  resourceVersion: \"\"\n", "metadata:\n\tresourceVersion: \"\"\n");
    let report = status_explainer::explain(&trailer, None);
    assert!(report.diagnostics.iter().all(|d| !d.message.contains("is a list whose item")), "{:?}", report.diagnostics);
    assert!(report.unread_words().is_some());
    // Cut off in the middle of its last item (a scrollback copied in part).
    let cut = format!("{}name: \"p4\n    namespace: sh", &full[..full.find("name: p4").expect("p4")]);
    let report = status_explainer::explain(&cut, None);
    assert_eq!(report.resources.len(), 4);
    assert!(report.diagnostics[0].message.contains("the 4 other items were"), "{}", report.diagnostics[0].message);
}
