//! Component tests: the page rendered natively (server-side rendering), checked as a user would
//! read it.
#![cfg(all(feature = "web", not(target_arch = "wasm32")))]

use status_explainer::app::{App, AppProps, CRASHLOOP_EXAMPLE};
use yew::LocalServerRenderer;

async fn render(text: &str) -> String {
    LocalServerRenderer::<App>::with_props(AppProps { text: text.to_owned().into(), ..AppProps::default() })
        .hydratable(false)
        .render()
        .await
}

#[tokio::test]
async fn empty_page_invites_a_paste_and_says_nothing_leaves_the_browser() {
    let html = render("").await;
    assert!(html.contains(r#"id="paste""#), "{html}");
    assert!(html.contains(r#"id="load-example""#));
    assert!(html.contains("nothing you paste leaves your browser"));
    assert!(!html.contains("class=\"resource"));
    // The masthead is beside the main content, not in it (a banner landmark of its own); the
    // paste area and the explanation are the main content.
    let (masthead, main) = (html.find(r#"<header class="masthead">"#).expect("the masthead"), html.find(r#"<main class="columns">"#).expect("the main content"));
    assert!(masthead < main && html[main..].contains(r#"id="paste""#), "{html}");
    // The notices' live region is there from the start, empty, so that a screen reader hears
    // the first "Copied …" put into it; no button is in it.
    assert!(html.contains(r#"<div class="notices"><p role="status" class="notice-words"></p></div>"#), "{html}");
}

#[tokio::test]
async fn a_paste_with_nothing_readable_says_so_instead_of_counting_zeros() {
    let html = render("kind: Pod\nmetadata: {name: a\n").await;
    assert!(html.contains("Nothing could be explained: see the input problem below."), "{html}");
    assert!(html.contains("line 2, column 11"), "{html}");
    assert!(!html.contains("0 resources") && !html.contains(r#"id="copy-markdown""#), "{html}");
    let two = render("kind: [a\n---\nkind: [b\n").await;
    assert!(two.contains("see the 2 input problems below"), "{two}");
}

#[tokio::test]
async fn a_second_failure_with_a_cause_of_its_own_is_named_next_to_the_root_cause() {
    let html = render(include_str!("../www/examples/flux-crossplane.yaml")).await;
    assert!(html.contains("Kustomization infra → GitRepository platform"), "{html}");
    assert!(html.contains("Also a problem of its own: Bucket logs-x7k2p (ReconcileError)."), "{html}");
    // One failure, one cause: nothing else is named.
    let single = render(CRASHLOOP_EXAMPLE).await;
    assert!(!single.contains("of its own") && !single.contains("of their own"), "{single}");
}

#[tokio::test]
async fn the_example_shows_a_failed_pod_and_a_degraded_deployment() {
    let html = render(CRASHLOOP_EXAMPLE).await;
    assert!(html.contains(r#"data-verdict="Failed""#), "{html}");
    assert!(html.contains(r#"data-verdict="Degraded""#));
    assert!(html.contains("CrashLoopBackOff"));
    assert!(html.contains("OOMKilled"));
    assert!(html.contains("ProgressDeadlineExceeded"));
    assert!(html.contains("3 resources"));
    // The example's ages are counted to its capture time, and the banner says so in words.
    assert!(html.contains(r#"0 ready · <span class="as-of">times as of 10:30 UTC, 4 Mar 2025</span>"#), "{html}");
    // The button and the menu of examples are told apart by name: the menu loads what is chosen.
    assert!(html.contains(">Load example</button>") && html.contains(r#"aria-label="More examples: choosing one loads it""#), "{html}");
}

#[tokio::test]
async fn failures_come_before_healthy_cards_whatever_the_paste_order() {
    // MTC: four healthy objects pasted before the failed migration.
    let html = render(include_str!("../www/examples/mtc-plan-warning.yaml")).await;
    let verdicts: Vec<&str> = html.split(r#"data-verdict=""#).skip(1).filter_map(|rest| rest.split('"').next()).collect();
    assert_eq!(verdicts.first(), Some(&"Failed"), "{verdicts:?}");
    assert!(verdicts.iter().skip(1).all(|verdict| *verdict == "Ready"), "{verdicts:?}");
}

#[tokio::test]
async fn a_condition_saying_what_an_earlier_one_said_points_at_it_instead_of_repeating() {
    let pod = "apiVersion: v1\nkind: Pod\nmetadata: {name: web-1}\nstatus:\n  phase: Running\n  conditions:\n  - {type: Ready, status: \"False\", reason: ContainersNotReady, message: \"containers with unready status: [app]\"}\n  - {type: ContainersReady, status: \"False\", reason: ContainersNotReady, message: \"containers with unready status: [app]\"}\n";
    let html = render(pod).await;
    assert_eq!(html.matches("Same reason and message as Ready, explained there.").count(), 1, "{html}");
    // A lost Node says the same in every condition, Ready last: Ready carries the explanation.
    let node = render("apiVersion: v1\nkind: Node\nmetadata: {name: n3}\nstatus:\n  conditions:\n  - {type: MemoryPressure, status: Unknown, reason: NodeStatusUnknown, message: Kubelet stopped posting node status.}\n  - {type: DiskPressure, status: Unknown, reason: NodeStatusUnknown, message: Kubelet stopped posting node status.}\n  - {type: Ready, status: Unknown, reason: NodeStatusUnknown, message: Kubelet stopped posting node status.}\n").await;
    assert_eq!(node.matches("Same reason and message as Ready, explained there.").count(), 2, "{node}");
    assert!(!node.contains("as MemoryPressure"), "{node}");
    // A failed Job: its final Failed condition carries it, not the interim FailureTarget.
    let job = render(include_str!("../www/examples/failed-job.yaml")).await;
    assert_eq!(job.matches("Same reason and message as Failed, explained there.").count(), 1, "{job}");
    assert!(!job.contains("as FailureTarget"), "{job}");
    assert_eq!(html.matches("At least one container is not ready").count(), 2, "the second explanation is folded, not gone: {html}");
}

#[tokio::test]
async fn a_broken_document_is_shown_with_its_line_and_the_rest_is_still_explained() {
    let html = render("apiVersion: v1\nkind: Pod\nmetadata: {name: ok}\nstatus: {phase: Succeeded}\n---\nkind: [broken\n").await;
    assert!(html.contains(r#"class="diagnostics""#), "{html}");
    assert!(html.contains("line 6, column"), "{html}");
    assert!(html.contains(r#"data-verdict="Succeeded""#));
    // The words quoted from the paste are shown as code, and stay text.
    // Thousands of broken documents are usually one mistake: the first 20, then a button.
    let many = render(&"---\nkind: [broken\n".repeat(25)).await;
    assert_eq!(many.matches(r#"class="jump""#).count(), 20, "{many}");
    assert!(many.contains("Show 5 more input problems"), "{many}");
    let indented = render("kind: Pod\nmetadata:\n  name: a\n   namespace: <b>\n").await;
    assert!(indented.contains("line 4 (<code>namespace: &lt;b&gt;</code>) is indented 3 spaces, deeper than <code>name: a</code> on line 3"), "{indented}");
}

#[tokio::test]
async fn pasted_markup_is_shown_as_text() {
    let html = render("kind: Pod\nmetadata: {name: \"<img src=x onerror=alert(1)>\"}\n").await;
    assert!(!html.contains("<img src=x"), "{html}");
    assert!(html.contains("&lt;img src=x"));
}

#[tokio::test]
async fn owned_resources_nest_inside_their_owner_with_failing_branches_open() {
    let html = render(CRASHLOOP_EXAMPLE).await;
    let deployment = html.find(r#"data-verdict="Degraded""#).expect("deployment card");
    let class = html.find(r#"class="owned""#).expect("a branch of owned resources");
    let owned = html[..class].rfind("<details").expect("its details tag");
    let tag = &html[owned..class + html[class..].find('>').unwrap_or(0)];
    assert!(tag.contains("open") && tag.contains("owned"), "{tag}");
    let pod = html.find("<code>web-7d9f8c6b5-x2kqp</code>").expect("pod card");
    assert!(deployment < owned && owned < pod, "the pod is shown inside the deployment's open branch");
    assert!(html.contains("Owns 1 resource, with problems"), "{html}");
    // Headings: the summary and the resources each under an h2, then the cards follow the
    // tree: Deployment h3, its ReplicaSet h4, that one's Pod h5.
    // Each heading says the verdict to a screen reader.
    let summary = html.find(r#"<h2 class="sr-only">Summary</h2>"#).expect("a heading for the summary");
    let resources = html.find(r#"<h2 class="sr-only">Resources</h2>"#).expect("a heading for the resources");
    assert!(summary < html.find(r#"class="banner""#).unwrap_or(0) && resources < deployment, "{html}");
    assert!(html.contains(r#"<h3 class="name"><span class="sr-only">Degraded: </span>Deployment <code>web</code></h3>"#), "{html}");
    assert!(html.contains(r#"<h5 class="name"><span class="sr-only">Failed: </span>Pod <code>web-7d9f8c6b5-x2kqp</code></h5>"#), "{html}");
    // The input is a region with a heading of its own.
    assert!(html.contains(r#"<section aria-labelledby="input-heading" class="input"><h2 id="input-heading" class="sr-only">Your paste</h2>"#), "{html}");
}

#[tokio::test]
async fn large_pastes_render_progressively() {
    let pods: String = (0..450)
        .map(|i| format!("---\napiVersion: v1\nkind: Pod\nmetadata: {{name: p{i}}}\nstatus: {{phase: Succeeded}}\n"))
        .collect();
    let html = render(&pods).await;
    // The first step is drawn at once (the browser draws the rest of the 200 in later tasks:
    // tests/e2e); the button counts what is past the page's 200.
    assert_eq!(html.matches("<article").count(), status_explainer::app::state::DRAW_STEP);
    assert!(html.contains(r#"id="show-more""#));
    assert!(html.contains("Show 200 more (250 not shown yet)"), "{}", &html[html.len().saturating_sub(600)..]);
    assert!(html.contains("450 resources"));
}

#[tokio::test]
async fn a_text_too_large_for_a_text_area_is_shown_read_only_a_window_at_a_time() {
    let pods: String = (0..3000)
        .map(|i| format!("---\napiVersion: v1\nkind: Pod\nmetadata: {{name: pod-number-{i}}}\nstatus: {{phase: Succeeded, message: {}}}\n", "x".repeat(150)))
        .collect();
    assert!(pods.len() > 512 * 1024);
    let html = render(&pods).await;
    assert!(!html.contains("<textarea"), "a text area holds the whole paste");
    assert!(html.contains("in 15001 lines: shown read-only"), "{}", &html[..html.len().min(3000)]);
    assert!(html.contains(r#"id="edit-anyway""#));
    // Only the lines around the scroll position are in the page, numbered.
    assert!(html.contains("{name: pod-number-10}"));
    assert!(!html.contains("{name: pod-number-2999}"));
    assert!(html.contains("\n399\n400\n</pre>"));
    // Everything is still explained.
    assert!(html.contains("3000 resources"), "{}", &html[..html.len().min(3000)]);
}

#[tokio::test]
async fn every_example_explains_without_input_problems() {
    for example in status_explainer::app::examples::EXAMPLES {
        let report = status_explainer::explain(example.text, None);
        assert!(report.diagnostics.is_empty(), "{}: {:?}", example.id, report.diagnostics);
        // Rendered natively there is no clock, so time-based failures (unschedulable for 20 min)
        // still read as in progress here; the page uses the browser's clock.
        assert!(
            report.resources.iter().any(|r| r.verdict.is_problem() || r.verdict == status_explainer::Verdict::InProgress),
            "{}: the example shows no problem",
            example.id
        );
        let html = render(example.text).await;
        assert!(html.contains(r#"class="resource"#), "{}", example.id);
    }
}

#[tokio::test]
async fn compact_mounts_show_only_the_explanation_in_the_chosen_theme() {
    let props = AppProps { text: CRASHLOOP_EXAMPLE.into(), theme: "dark".into(), compact: true, ..AppProps::default() };
    let html = LocalServerRenderer::<App>::with_props(props).hydratable(false).render().await;
    assert!(html.contains(r#"class="page theme-dark compact""#), "{}", &html[..200.min(html.len())]);
    assert!(!html.contains(r#"id="paste""#), "no input area in compact mode");
    assert!(html.contains(r#"data-verdict="Failed""#));
}

#[tokio::test]
async fn explanations_link_to_their_catalog_entry_and_the_catalog_opens_at_it() {
    let html = render(CRASHLOOP_EXAMPLE).await;
    assert!(html.contains(r##"href="#/reasons/core/CrashLoopBackOff""##), "an explanation links to its reason, in the system that explained it");
    let props = AppProps { route: "/reasons/CrashLoopBackOff".into(), ..AppProps::default() };
    let html = LocalServerRenderer::<App>::with_props(props).hydratable(false).render().await;
    assert!(html.contains("Reason catalog"));
    let named = html.find(r#"class="named""#).expect("the named entry first");
    assert!(html[named..].contains("CrashLoopBackOff"));
    // The version of the explanations, labelled plainly, for a report of a wrong one.
    assert!(html.contains("Every reason and condition type this page explains. Explanations version: 0.1.0+kb."), "{html}");
    assert!(!html.contains("Knowledge base"), "{html}");
    // An event's `Failed` link: the kubelet's event entry, then other systems' `Failed`,
    // labelled as meaning something else there.
    let props = AppProps { route: "/reasons/events/Failed".into(), ..AppProps::default() };
    let html = LocalServerRenderer::<App>::with_props(props).hydratable(false).render().await;
    let named = html.get(html.find(r#"class="named""#).expect("the named entries")..).unwrap_or_default();
    let (applies, elsewhere) = named.split_once("Failed in other systems, where it means something else:").expect("other systems' entries, labelled");
    assert!(applies.contains("Kubernetes events") && !applies.contains("cert-manager"), "{applies}");
    assert!(elsewhere.contains("Issuing the certificate failed"), "{elsewhere}");
    // A name the catalog does not have is said in the catalog, not as the page's fixed notice.
    let props = AppProps { route: "/reasons/NoSuchReason".into(), ..AppProps::default() };
    let html = LocalServerRenderer::<App>::with_props(props).hydratable(false).render().await;
    assert!(html.contains(r#"<p class="hint missing">Nothing in the catalog is called NoSuchReason.</p>"#), "{html}");
}

#[tokio::test]
async fn commands_in_the_next_steps_are_code_to_copy() {
    let rendered = render(CRASHLOOP_EXAMPLE).await;
    // Each word of a command is a span of its own: lines break between words only.
    assert!(rendered.contains(r#"<code tabindex="0" aria-describedby="command-hint" class="command"><span class="word">kubectl</span> <span class="word">logs</span>"#), "{rendered}");
    // Each is described, for a screen reader, by one hint on the page: selected, and how to copy it.
    assert_eq!(rendered.matches(r#"id="command-hint""#).count(), 1, "{rendered}");
    assert!(rendered.contains(r#"<span id="command-hint" hidden="hidden">Selected: Ctrl+C copies it (Command+C on a Mac).</span>"#), "{rendered}");
    let html = rendered.replace(r#"<span class="word">"#, "").replace("</span>", "");
    // The command is code (one click, or Tab, selects it whole); the sentence around it is not.
    assert!(
        html.contains(r#"<code tabindex="0" aria-describedby="command-hint" class="command">kubectl logs web-7d9f8c6b5-x2kqp -n shop -c app --previous</code> shows the run that was killed"#),
        "{html}"
    );
    // Each command ends where the sentence goes on.
    assert!(html.contains(r#"<code tabindex="0" aria-describedby="command-hint" class="command">kubectl set resources deployment/web -n shop -c app --limits=memory=256Mi</code> starts a rollout"#), "{html}");
    assert!(html.contains(r#"<code tabindex="0" aria-describedby="command-hint" class="command">kubectl rollout undo deployment/web -n shop</code> if the old version must serve"#), "{html}");
}

#[tokio::test]
async fn conditions_a_resource_in_progress_waits_for_are_marked_as_waited_for() {
    let waiting = render("apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nstatus:\n  phase: Pending\n  conditions:\n  - {type: PodScheduled, status: \"False\", reason: Unschedulable, message: no nodes}\n").await;
    assert!(waiting.contains(r#"class="findings conditions waiting""#), "{waiting}");
    let failed = render(CRASHLOOP_EXAMPLE).await;
    assert!(failed.contains(r#"class="findings conditions""#) && !failed.contains("conditions waiting"), "{failed}");
    // Containers too: one still pulling its image in a pod that is starting is waited for.
    let pulling = render("apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nstatus:\n  phase: Pending\n  containerStatuses:\n  - {name: app, state: {waiting: {reason: ContainerCreating}}}\n").await;
    assert!(pulling.contains(r#"class="findings containers waiting""#), "{pulling}");
    assert!(failed.contains(r#"class="findings containers""#) && !failed.contains("containers waiting"), "{failed}");
}

#[tokio::test]
async fn the_page_says_when_part_of_the_paste_could_not_be_read() {
    let html = render("apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nstatus: {phase: Running}\n---\nkind: [broken\n").await;
    assert!(html.contains("Part of the paste could not be read (line 6): this answer leaves it out. The problems below say why."), "{html}");
    // Below the toolbar, with the problems: what comes and goes as one types moves no control.
    let (toolbar, unread) = (html.find(r#"class="toolbar""#).expect("the toolbar"), html.find(r#"class="unread""#).expect("the notice"));
    assert!(toolbar < unread, "the notice is above the toolbar");
    let whole = render(CRASHLOOP_EXAMPLE).await;
    assert!(!whole.contains("could not be read"), "{whole}");
}

#[tokio::test]
async fn the_tab_title_and_the_banner_say_how_it_went() {
    use status_explainer::report::Totals;
    let totals = |resources, failed, degraded| Totals { resources, failed, degraded, ..Totals::default() };
    assert_eq!(status_explainer::app::tab_title(&totals(3, 2, 1)), "✗ 2 failed · status-explainer");
    assert_eq!(status_explainer::app::tab_title(&totals(3, 0, 1)), "! 1 degraded · status-explainer");
    assert_eq!(status_explainer::app::tab_title(&totals(3, 0, 0)), "✓ no problems · status-explainer");
    // Nothing failed, but a rollout is still under way: no tick yet.
    let working = Totals { in_progress: 1, ..totals(3, 0, 0) };
    assert_eq!(status_explainer::app::tab_title(&working), "… 1 in progress · status-explainer");
    let healthy = render("apiVersion: v1\nkind: Namespace\nmetadata: {name: shop}\nstatus: {phase: Active}\n").await;
    assert!(healthy.contains("No problems found: nothing failed or is degraded."), "{healthy}");
    let failed = render(CRASHLOOP_EXAMPLE).await;
    assert!(!failed.contains("No problems found"));
    // The badge is hidden from screen readers, which hear the verdict in the card's heading.
    assert!(failed.contains(r#"<span aria-hidden="true" class="verdict">✗ Failed</span>"#), "{failed}");
    assert!(failed.contains(r#"class="name"><span class="sr-only">Failed: </span>ReplicaSet <code>"#), "{failed}");
    // One live region says the counts and the root cause: where it is, and what in brief.
    assert!(
        failed.contains(r#"<p role="status" class="sr-only">3 resources: 2 failed, 1 degraded, 0 in progress. Root cause in Pod web-7d9f8c6b5-x2kqp: CrashLoopBackOff, last exit 137 OOMKilled, limit 128Mi.</p>"#),
        "{failed}"
    );
    // And what the answer leaves out, when part of the paste could not be read.
    let broken = CRASHLOOP_EXAMPLE.replacen("kind: ReplicaSet", "kind: [ReplicaSet", 1);
    let part = render(&broken).await;
    let said = part.split(r#"<p role="status" class="sr-only">"#).nth(1).and_then(|rest| rest.split("</p>").next()).unwrap_or_default();
    // (Line 44 is `kind: [ReplicaSet`, where the bracket was left open; the parser stops a line later.)
    assert!(said.starts_with("2 resources: ") && said.ends_with(" Part of the paste could not be read (line 44): this answer leaves it out."), "{said}");
    // A filter with nothing to show cannot be chosen.
    assert!(failed.contains(r#"disabled"#), "{failed}");
}

#[tokio::test]
async fn within_what_a_resource_owns_the_failing_come_first() {
    let html = render(include_str!("../www/examples/knative-revision-failure.yaml")).await;
    let failed = html.find(r#"<code>hello-00002</code>"#).expect("the failed revision");
    let ready = html.find(r#"<code>hello-00001</code>"#).expect("the ready revision");
    assert!(failed < ready, "the ready revision is drawn before the failed one");
}

#[tokio::test]
async fn a_ready_resource_with_a_warning_shows_it_as_a_note() {
    // The MTC example: a ready plan with a warning condition.
    let html = render(include_str!("../www/examples/mtc-plan-warning.yaml")).await;
    // Said in plain words on the badge, and in the heading for a screen reader.
    assert!(html.contains(r#"class="verdict">✓ Ready · 1 more thing to know</span>"#), "{html}");
    assert!(html.contains(r#"<span class="sr-only">Ready · 1 more thing to know: </span>"#), "{html}");
    assert!(!html.contains(" note</span>"), "{html}");
    // Beside a failure too: Knative's failed Revision, which also gets no traffic.
    let knative = render(include_str!("../www/examples/knative-revision-failure.yaml")).await;
    assert!(knative.contains(r#"class="verdict">✗ Failed · 1 more thing to know</span>"#), "{knative}");
    // Its Service is Knative's, not the core Service a reader thinks of first.
    assert!(knative.contains("Knative Service <code>"), "{knative}");
    assert!(html.contains(r#"<li class="finding note"><details open="#), "{html}");
    // The note's "i" is for the eye; a screen reader hears it in words.
    let note = html.split(r#"<li class="finding note">"#).nth(1).unwrap_or_default();
    assert!(note.contains(r#"<summary class="finding-title"><span class="sr-only">Worth knowing: </span>"#), "{note}");
    assert_eq!(html.matches("Worth knowing: ").count(), html.matches(r#"<li class="finding note">"#).count(), "only notes are marked");
}

#[tokio::test]
async fn the_banner_says_the_root_cause_in_one_sentence_and_leads_to_its_card() {
    let html = render(include_str!("../www/examples/heat-stack-failure.json")).await;
    let banner = html.split(r#"class="bundle-cause""#).nth(1).and_then(|rest| rest.split("</p>").next()).unwrap_or_default();
    assert!(banner.contains("No valid host was found"), "{banner}");
    // The advice is at the cause's card, one press away, not repeated above everything.
    assert!(!banner.contains("try another flavor"), "{banner}");
    assert!(banner.contains("What to do: "), "{banner}");
    assert!(banner.contains("see StackResource server"), "{banner}");
    // A short cause is said whole, with the way to its card.
    let short = render(CRASHLOOP_EXAMPLE).await;
    let banner = short.split(r#"class="bundle-cause""#).nth(1).and_then(|rest| rest.split("</p>").next()).unwrap_or_default();
    assert!(banner.contains("its last run ended with OOMKilled (exit code 137).") && banner.contains("see Pod web-7d9f8c6b5-x2kqp"), "{banner}");
    assert!(!banner.contains("What to do: "), "{banner}");
    assert!(banner.contains("<strong>Root cause: </strong>"), "{banner}");
    // A paste of several namespaces: the banner says which one the cause is in.
    let two = render(&format!("apiVersion: v1\nkind: ConfigMap\nmetadata: {{name: web, namespace: apps}}\n---\n{CRASHLOOP_EXAMPLE}")).await;
    let banner = two.split(r#"class="bundle-cause""#).nth(1).and_then(|rest| rest.split("</p>").next()).unwrap_or_default();
    assert!(banner.contains("<strong>Root cause (namespace shop): </strong>"), "{banner}");
}

#[tokio::test]
async fn a_quote_left_open_is_jumped_to_on_the_line_where_it_opened() {
    let text = "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web}\nspec:\n  template:\n    spec:\n      containers:\n      - name: app\n        resources:\n          limits:\n            memory: \"512Mi\n          requests:\n            cpu: 100m\n";
    let html = render(text).await;
    // The sentence names line 11, where the quote opened; the button jumps there, to the quote.
    assert!(html.contains("the quoted value on line 11 (<code>memory: \"512Mi</code>) is not closed before line 12"), "{html}");
    assert!(html.contains("line 11, column 21"), "{html}");
}

#[tokio::test]
async fn the_banner_and_the_filters_name_verdicts_as_the_cards_do() {
    let html = render(include_str!("../www/examples/mtc-plan-warning.yaml")).await;
    let chips: Vec<&str> = html.split(r#"class="chip">"#).skip(1).filter_map(|rest| rest.split('<').next()).collect();
    // Each verdict in one word, the cards' own ("Ready", not "Healthy").
    assert!(chips.contains(&"Ready 4") && !chips.iter().any(|chip| chip.starts_with("Healthy") || chip.starts_with("Other")), "{chips:?}");
    assert!(html.contains(r#"class="verdict">✓ Ready"#), "{html}");
    let banner = html.split(r#"class="totals">"#).nth(1).and_then(|rest| rest.split("</p>").next()).unwrap_or_default();
    assert!(banner.contains(": 1 failed, 0 degraded, 0 in progress, 4 ready"), "{banner}");
    // A healthy branch says what it owns in words.
    let rollout = render("apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web, uid: d1}\nstatus: {replicas: 1, readyReplicas: 1, availableReplicas: 1, conditions: [{type: Available, status: \"True\"}]}\n---\napiVersion: apps/v1\nkind: ReplicaSet\nmetadata: {name: web-1, uid: r1, ownerReferences: [{kind: Deployment, name: web, uid: d1}]}\nspec: {replicas: 1}\nstatus: {replicas: 1, readyReplicas: 1, availableReplicas: 1}\n---\napiVersion: apps/v1\nkind: ReplicaSet\nmetadata: {name: web-0, uid: r0, ownerReferences: [{kind: Deployment, name: web, uid: d1}]}\nspec: {replicas: 0}\nstatus: {replicas: 0}\n").await;
    assert!(rollout.contains("<summary>Owns 2 resources, none with problems</summary>"), "{rollout}");
}
