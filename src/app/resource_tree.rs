//! The resources as a tree of ownership (Deployment → ReplicaSets → Pods): failing branches
//! open, healthy ones folded; large pastes render progressively.

use yew::prelude::*;

use super::state::{has_problem, Tree};
use super::{ResourceCard, Shared};
use crate::report::Report;

/// Properties of [`ResourceNode`].
#[derive(Properties, PartialEq, Clone)]
pub struct ResourceNodeProps {
    /// The report.
    pub report: Shared<Report>,
    /// Its ownership tree.
    pub tree: Shared<Tree>,
    /// The resource to show, with what it owns.
    pub index: usize,
    /// How deep it sits (0: a top-level entry).
    #[prop_or_default]
    pub depth: usize,
}

/// One resource and, folded inside it, the resources it owns. A folded branch renders its
/// children only once opened: a 10,000-resource paste is mostly healthy branches nobody opens.
#[component]
pub fn ResourceNode(props: &ResourceNodeProps) -> Html {
    let children = props.tree.0.children.get(props.index).cloned().unwrap_or_default();
    let failing = children.iter().filter(|&&child| has_problem(&props.report.0, &props.tree.0, child)).count();
    // Opened or folded by hand, for this report only: a new paste reuses the component at
    // the same place, and its failing branches must open again.
    let chosen = use_state(|| None::<(std::rc::Weak<Report>, bool)>);
    let open = match &*chosen {
        Some((report, open)) if report.ptr_eq(&std::rc::Rc::downgrade(&props.report.0)) => *open,
        _ => failing > 0,
    };
    let owned = if children.is_empty() {
        Html::default()
    } else {
        let label = match failing {
            0 => format!("Owns {} (all healthy or in progress)", children.len()),
            n => format!("Owns {}: {n} with problems", children.len()),
        };
        let ontoggle = {
            let (chosen, report) = (chosen.clone(), std::rc::Rc::downgrade(&props.report.0));
            Callback::from(move |event: Event| {
                let details: web_sys::Element = event.target_unchecked_into();
                let now_open = details.has_attribute("open");
                if now_open != open {
                    chosen.set(Some((report.clone(), now_open)));
                }
            })
        };
        html! {
            <details class="owned" {open} {ontoggle}>
                <summary>{ label }</summary>
                if open {
                    { for children.iter().map(|&child| html! {
                        <ResourceNode key={child} report={props.report.clone()} tree={props.tree.clone()} index={child} depth={props.depth + 1} />
                    }) }
                }
            </details>
        }
    };
    html! {
        <ResourceCard report={props.report.clone()} index={props.index} depth={props.depth}>{ owned }</ResourceCard>
    }
}
