//! The line of counts above the resources.

use yew::prelude::*;

use crate::report::Totals;

/// Properties of [`TotalsBanner`].
#[derive(Properties, PartialEq, Clone)]
pub struct TotalsBannerProps {
    /// Counts per verdict.
    pub totals: Totals,
}

/// "3 resources: 1 failed, 1 degraded, …".
#[component]
pub fn TotalsBanner(props: &TotalsBannerProps) -> Html {
    let t = &props.totals;
    let noun = if t.resources == 1 { "resource" } else { "resources" };
    html! {
        <p class="totals" role="status">
            <strong>{ format!("{} {noun}", t.resources) }</strong>
            { format!(": {} failed, {} degraded, {} in progress, {} healthy, {} other", t.failed, t.degraded, t.in_progress, t.healthy, t.other) }
        </p>
    }
}
