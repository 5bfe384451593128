//! Component tests in a real browser (headless Chromium via wasm-bindgen-test): the page's
//! components mounted and driven as a person would.
#![cfg(all(target_arch = "wasm32", feature = "web"))]

use status_explainer::app::{App, AppProps, CRASHLOOP_EXAMPLE};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{HtmlElement, HtmlTextAreaElement, InputEvent, InputEventInit};

wasm_bindgen_test_configure!(run_in_browser);

/// A fresh element to mount into.
fn root() -> web_sys::Element {
    let document = web_sys::window().and_then(|w| w.document()).expect("a document");
    let root = document.create_element("div").expect("a div");
    document.body().expect("a body").append_child(&root).expect("appended");
    root
}

fn verdicts(root: &web_sys::Element) -> Vec<String> {
    let cards = root.query_selector_all("article.resource").expect("query");
    (0..cards.length())
        .filter_map(|i| cards.item(i))
        .filter_map(|node| node.dyn_into::<web_sys::Element>().ok())
        .filter_map(|card| card.get_attribute("data-verdict"))
        .collect()
}

#[wasm_bindgen_test]
async fn pasting_explains_at_once() {
    let root = root();
    yew::Renderer::<App>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    let area: HtmlTextAreaElement = root.query_selector("#paste").ok().flatten().expect("the paste area").dyn_into().expect("a textarea");
    area.set_value("apiVersion: v1\nkind: Pod\nmetadata: {name: web-1}\nstatus:\n  phase: Running\n  containerStatuses:\n  - name: app\n    restartCount: 4\n    state: {waiting: {reason: CrashLoopBackOff}}\n    lastState: {terminated: {reason: OOMKilled, exitCode: 137}}\n");
    let init = InputEventInit::new();
    init.set_bubbles(true);
    init.set_input_type("insertFromPaste");
    let event = InputEvent::new_with_event_init_dict("input", &init).expect("an input event");
    area.dispatch_event(&event).expect("dispatched");
    yew::scheduler::flush().await;
    assert_eq!(verdicts(&root), vec!["Failed".to_owned()]);
    let text = root.text_content().unwrap_or_default();
    assert!(text.contains("CrashLoopBackOff") && text.contains("OOMKilled"), "{text}");
}

/// Types `text` into the paste area as a paste.
async fn paste(root: &web_sys::Element, text: &str) {
    let area: HtmlTextAreaElement = root.query_selector("#paste").ok().flatten().expect("the paste area").dyn_into().expect("a textarea");
    area.set_value(text);
    let init = InputEventInit::new();
    init.set_bubbles(true);
    init.set_input_type("insertFromPaste");
    area.dispatch_event(&InputEvent::new_with_event_init_dict("input", &init).expect("an input event")).expect("dispatched");
    yew::scheduler::flush().await;
}

/// Whether each branch of owned resources is open, in page order.
fn branches_open(root: &web_sys::Element) -> Vec<bool> {
    let branches = root.query_selector_all("details.owned").expect("query");
    (0..branches.length())
        .filter_map(|i| branches.item(i))
        .filter_map(|node| node.dyn_into::<web_sys::Element>().ok())
        .map(|branch| branch.has_attribute("open"))
        .collect()
}

#[wasm_bindgen_test]
async fn a_new_paste_opens_its_failing_branches_whatever_was_folded_before_and_an_edit_keeps_them() {
    let root = root();
    yew::Renderer::<App>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    paste(&root, CRASHLOOP_EXAMPLE).await;
    assert_eq!(branches_open(&root).first(), Some(&true), "the Deployment's failing branch starts open");
    // Folded by hand: it stays folded while the report is the same…
    let branch = root.query_selector("details.owned").ok().flatten().expect("a branch");
    branch.remove_attribute("open").expect("folded");
    branch.dispatch_event(&web_sys::Event::new("toggle").expect("a toggle event")).expect("dispatched");
    yew::scheduler::flush().await;
    assert_eq!(branches_open(&root).first(), Some(&false), "folded by hand");
    // …and while the text is edited (a few lines pasted into it)…
    paste(&root, &format!("{CRASHLOOP_EXAMPLE}\n# pasted again\n")).await;
    assert_eq!(branches_open(&root).first(), Some(&false), "an edit keeps what was folded by hand");
    // …and a new paste over it (another text, then this one again) opens it again.
    paste(&root, status_explainer::app::examples::EXAMPLES.iter().map(|example| example.text).find(|text| *text != CRASHLOOP_EXAMPLE).unwrap_or("")).await;
    paste(&root, CRASHLOOP_EXAMPLE).await;
    assert_eq!(branches_open(&root).first(), Some(&true), "a new paste opens the failing branch");
}

#[wasm_bindgen_test]
async fn the_failed_filter_hides_the_rest_and_all_brings_it_back() {
    let root = root();
    let props = AppProps { text: CRASHLOOP_EXAMPLE.into(), ..AppProps::default() };
    yew::Renderer::<App>::with_root_and_props(root.clone(), props).render();
    yew::scheduler::flush().await;
    let all = verdicts(&root).len();
    let chips = root.query_selector_all(".chip").expect("chips");
    let chip = |label: &str| -> HtmlElement {
        (0..chips.length())
            .filter_map(|i| chips.item(i))
            .filter_map(|node| node.dyn_into::<HtmlElement>().ok())
            .find(|chip| chip.text_content().unwrap_or_default().starts_with(label))
            .expect("a filter chip")
    };
    chip("Failed").click();
    yew::scheduler::flush().await;
    let failed = verdicts(&root);
    assert!(!failed.is_empty() && failed.iter().all(|v| v == "Failed"), "{failed:?}");
    assert!(failed.len() < all);
    chip("All").click();
    yew::scheduler::flush().await;
    assert_eq!(verdicts(&root).len(), all);
}

#[wasm_bindgen_test]
async fn show_all_input_problems_holds_for_one_paste_only() {
    let root = root();
    yew::Renderer::<App>::with_root(root.clone()).render();
    yew::scheduler::flush().await;
    let listed = |root: &web_sys::Element| root.query_selector_all(".diagnostics button.jump").map(|list| list.length()).unwrap_or(0);
    paste(&root, &"---\nkind: [broken\n".repeat(25)).await;
    assert_eq!(listed(&root), 20);
    let more: HtmlElement = root.query_selector(".more-problems button").ok().flatten().expect("show more").dyn_into().expect("a button");
    more.click();
    yew::scheduler::flush().await;
    assert_eq!(listed(&root), 25);
    // Another paste with many problems starts with the first twenty again.
    paste(&root, &"---\nkind: {broken\n".repeat(30)).await;
    assert_eq!(listed(&root), 20);
    let text = root.text_content().unwrap_or_default();
    assert!(text.contains("Show 10 more input problems"), "{text}");
}

/// The worker's packed answer read back in the page's own WebAssembly, where `usize` has 32
/// bits: 64-bit numbers (an exit code, a restart count) come back whole.
#[wasm_bindgen_test]
fn a_packed_report_comes_back_whole_in_the_page() {
    use status_explainer::report::packed::{Packer, Unpacker};
    let mut report = status_explainer::explain(CRASHLOOP_EXAMPLE, None);
    let container = report.resources.iter_mut().flat_map(|resource| resource.containers.iter_mut()).next().expect("a container");
    container.exit_code = Some(i64::MIN);
    container.restart_count = i64::MAX;
    let mut packer = Packer::default();
    let head = packer.head(&report).to_vec();
    let batch = packer.resources(&report.resources).to_vec();
    let mut unpacker = Unpacker::default();
    let mut back = unpacker.head(&head).expect("head");
    back.resources = unpacker.resources(&batch).expect("resources");
    assert_eq!(back, report);
}
