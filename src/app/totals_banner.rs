//! The line of counts above the resources.

use yew::prelude::*;

use super::command_text::with_commands;
use crate::report::{RootCause, Totals};

/// Properties of [`TotalsBanner`].
#[derive(Properties, PartialEq, Clone)]
pub struct TotalsBannerProps {
    /// Counts per verdict.
    pub totals: Totals,
    /// How many resources have each verdict ([`super::state::verdict_counts`]), said in the
    /// cards' words.
    #[prop_or_default]
    pub counts: Vec<(crate::report::Verdict, usize)>,
    /// The root cause of the whole paste, if something failed.
    pub root_cause: Option<RootCause>,
    /// The namespace the root cause is in, when the paste holds more than one
    /// ([`crate::report::Report::root_cause_namespace`]).
    #[prop_or_default]
    pub cause_namespace: Option<AttrValue>,
    /// Other failing or degraded resources with causes of their own, said in one sentence
    /// ([`crate::report::also_failing`]).
    #[prop_or_default]
    pub others: Option<String>,
    /// When the ages ("for 6 min") were counted to, in words ([`time_words`]).
    #[prop_or_default]
    pub as_of: Option<String>,
    /// The card of the resource the root cause is in, and what it is called (`Pod web-1`):
    /// the banner says the cause in brief and leads there for the rest.
    #[prop_or_default]
    pub cause_card: Option<(usize, AttrValue)>,
    /// Whether it is the explanation from before an edit whose text does not read yet: then
    /// it says so, and is marked as the cards are (a dashed line).
    #[prop_or_default]
    pub stale: bool,
}

/// "3 resources: 1 failed, 1 degraded, …" and the root cause of the paste in one sentence.
#[component]
pub fn TotalsBanner(props: &TotalsBannerProps) -> Html {
    let guide = use_context::<super::resource_card::CardGuide>();
    let t = &props.totals;
    html! {
        // Announced by the page's one live region (short); here for the eye.
        <div class={classes!("banner", props.stale.then_some("stale"))}>
            if props.stale {
                // Over the banner's edge: coming and going, it moves nothing.
                <span class="stale-mark">{ "From before your edit" }</span>
            }
            <p class="totals">
                <strong>{ t.counted() }</strong>
                { format!(": {}", super::state::counts_in_words(&props.counts)) }
                if let Some(at) = &props.as_of {
                    { " · " }<span class="as-of">{ format!("times as of {at}") }</span>
                }
            </p>
            if t.resources > 0 && t.failed + t.degraded == 0 {
                <p class="all-well">{
                    if t.in_progress > 0 { "Nothing has failed; some of it is still in progress (below)." } else { "No problems found: nothing failed or is degraded." }
                }</p>
            }
            if let Some(cause) = &props.root_cause {
                // In one sentence; what to do is said at the cause's card, one press away.
                <p class="bundle-cause"><strong>{ match &props.cause_namespace { Some(ns) => format!("Root cause (namespace {ns}): "), None => "Root cause: ".to_owned() } }</strong><code>{ cause.text.clone() }</code>{ " — " }{ with_commands(cause.brief()) }
                    if let Some((index, label)) = props.cause_card.clone() {
                        { if cause.brief().len() < cause.summary.trim_end().len() { " What to do: " } else { " " } }
                        <button type="button" class="chain-step" title="Go to its card"
                            onclick={Callback::from(move |_: MouseEvent| super::resource_card::lead_to(guide.as_ref(), index))}>{ format!("see {label}") }</button>
                    }
                </p>
            }
            if let Some(others) = &props.others {
                <p class="other-causes">{ others.clone() }</p>
            }
        </div>
    }
}

/// A report's time (RFC 3339, `2026-11-25T17:34:00Z`) as a person reads it: `17:34 UTC, 25 Nov
/// 2026` (the time first: it is what changes; the date to tell a day-old paste).
pub fn time_words(rfc3339: &str) -> Option<String> {
    const MONTHS: [(&str, &str); 12] = [
        ("01", "Jan"), ("02", "Feb"), ("03", "Mar"), ("04", "Apr"), ("05", "May"), ("06", "Jun"),
        ("07", "Jul"), ("08", "Aug"), ("09", "Sep"), ("10", "Oct"), ("11", "Nov"), ("12", "Dec"),
    ];
    let (year, month, day, time) = (rfc3339.get(..4)?, rfc3339.get(5..7)?, rfc3339.get(8..10)?, rfc3339.get(11..16)?);
    let (_, month) = MONTHS.iter().find(|(number, _)| *number == month)?;
    Some(format!("{time} UTC, {} {month} {year}", day.strip_prefix('0').unwrap_or(day)))
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_time_ages_count_to_is_said_in_words() {
        assert_eq!(super::time_words("2026-11-25T17:34:09Z").as_deref(), Some("17:34 UTC, 25 Nov 2026"));
        assert_eq!(super::time_words("2025-03-04T10:30:00Z").as_deref(), Some("10:30 UTC, 4 Mar 2025"));
        assert_eq!(super::time_words("2025-13-04T10:30:00Z"), None);
        assert_eq!(super::time_words("2025-03"), None);
    }
}
