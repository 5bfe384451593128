//! Input problems with their line and column.

use yew::prelude::*;

use crate::report::{Diagnostic, Severity};

/// Properties of [`DiagnosticList`].
#[derive(Properties, PartialEq, Clone)]
pub struct DiagnosticListProps {
    /// The diagnostics, in input order.
    pub diagnostics: Vec<Diagnostic>,
}

/// One line per input problem: `line 4, column 7: …`.
#[component]
pub fn DiagnosticList(props: &DiagnosticListProps) -> Html {
    if props.diagnostics.is_empty() {
        return Html::default();
    }
    html! {
        <ul class="diagnostics" aria-label="Problems in the input">
            { for props.diagnostics.iter().map(|d| {
                let class = match d.severity { Severity::Error => "error", Severity::Warning => "warning" };
                let source = d.source.as_deref().map(|s| format!("{s}: ")).unwrap_or_default();
                html! { <li class={class}>{ format!("{source}line {}, column {}: {}", d.line, d.column, d.message) }</li> }
            }) }
        </ul>
    }
}
