//! The line of counts above the resources.

use yew::prelude::*;

use crate::report::{RootCause, Totals};

/// Properties of [`TotalsBanner`].
#[derive(Properties, PartialEq, Clone)]
pub struct TotalsBannerProps {
    /// Counts per verdict.
    pub totals: Totals,
    /// The root cause of the whole paste, if something failed.
    pub root_cause: Option<RootCause>,
    /// Other failing or degraded resources with causes of their own (`Bucket logs`).
    #[prop_or_default]
    pub others: Vec<String>,
}

/// `Also a problem of its own: Bucket logs.`, naming at most three.
fn also_failing(others: &[String]) -> String {
    let named = others.iter().take(3).map(String::as_str).collect::<Vec<_>>().join(", ");
    match others.len() {
        1 => format!("Also a problem of its own: {named}."),
        n if n <= 3 => format!("Also problems of their own: {named}."),
        n => format!("Also problems of their own: {named} and {} more.", n - 3),
    }
}

/// "3 resources: 1 failed, 1 degraded, …" and the root cause of the paste in one sentence.
#[component]
pub fn TotalsBanner(props: &TotalsBannerProps) -> Html {
    let t = &props.totals;
    html! {
        <div class="banner" role="status">
            <p class="totals">
                <strong>{ t.counted() }</strong>
                { format!(": {} failed, {} degraded, {} in progress, {} healthy, {} other", t.failed, t.degraded, t.in_progress, t.healthy, t.other) }
            </p>
            if let Some(cause) = &props.root_cause {
                <p class="bundle-cause"><strong>{ "Root cause: " }</strong><code>{ cause.text.clone() }</code>{ format!(" — {}", cause.summary) }</p>
            }
            if !props.others.is_empty() {
                <p class="other-causes">{ also_failing(&props.others) }</p>
            }
        </div>
    }
}
