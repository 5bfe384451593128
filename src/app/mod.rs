//! The paste-and-explain page (Yew). A thin shell: it calls [`crate::explain`] and renders the
//! [`crate::Report`]; it holds no status logic of its own.

mod diagnostics;
mod paste_area;
mod resource_card;
mod totals_banner;

use yew::prelude::*;

pub use diagnostics::DiagnosticList;
pub use paste_area::PasteArea;
pub use resource_card::ResourceCard;
pub use totals_banner::TotalsBanner;

/// The example the page offers: a rollout whose new pods crash while the old version serves.
pub const CRASHLOOP_EXAMPLE: &str = include_str!("../../www/examples/crashloop-deployment.yaml");

/// Properties of the page.
#[derive(Properties, PartialEq, Clone, Default)]
pub struct AppProps {
    /// Text to start with.
    #[prop_or_default]
    pub text: AttrValue,
}

/// The whole page: paste area on one side, explanation on the other.
#[component]
pub fn App(props: &AppProps) -> Html {
    let text = use_state(|| props.text.to_string());
    let report = use_memo((*text).clone(), |text| crate::explain(text, browser_now()));

    let on_change = {
        let text = text.clone();
        Callback::from(move |value: String| text.set(value))
    };
    let on_example = {
        let text = text.clone();
        Callback::from(move |_| text.set(CRASHLOOP_EXAMPLE.to_owned()))
    };

    html! {
        <main class="page">
            <header class="masthead">
                <h1>{ "status-explainer" }</h1>
                <p class="privacy">{ "Everything runs in this page: nothing you paste leaves your browser." }</p>
            </header>
            <div class="columns">
                <PasteArea text={AttrValue::from((*text).clone())} {on_change} {on_example} />
                <section class="explanation" aria-label="Explanation" aria-live="polite">
                    if text.trim().is_empty() {
                        <p class="hint">{ "Paste the output of kubectl get -o yaml (or -o json) on the left, or load the example. Every resource gets a verdict, the reason, and what to do next." }</p>
                    } else {
                        <TotalsBanner totals={report.totals.clone()} root_cause={report.root_cause.clone()} />
                        <DiagnosticList diagnostics={report.diagnostics.clone()} />
                        { for report.resources.iter().enumerate().map(|(index, resource)| html! {
                            <ResourceCard key={index} resource={resource.clone()} />
                        }) }
                    }
                </section>
            </div>
        </main>
    }
}

/// The browser's clock, for ages ("for 14 min"); none when rendered natively (tests).
fn browser_now() -> Option<crate::Timestamp> {
    #[cfg(target_arch = "wasm32")]
    {
        Some(crate::Timestamp((js_sys::Date::now() / 1000.0) as i64))
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        None
    }
}
