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
    /// Which text this is, edits included: a branch opened or folded by hand stays so while
    /// the text is edited, and a new text opens its failing branches again.
    #[prop_or_default]
    pub lineage: u64,
}

/// What a branch's summary says of the resources a resource owns: `Owns 3 resources, 1 with
/// problems` (a problem: Failed or Degraded, it or something it owns).
fn owned_label(owned: usize, with_problems: usize) -> String {
    let resources = if owned == 1 { "1 resource".to_owned() } else { format!("{owned} resources") };
    match with_problems {
        0 => format!("Owns {resources}, none with problems"),
        n if n == owned && n == 1 => format!("Owns {resources}, with problems"),
        n if n == owned => format!("Owns {resources}, all with problems"),
        n => format!("Owns {resources}, {n} with problems"),
    }
}

/// One resource and, folded inside it, the resources it owns. A folded branch renders its
/// children only once opened: a 10,000-resource paste is mostly healthy branches nobody opens.
#[component]
pub fn ResourceNode(props: &ResourceNodeProps) -> Html {
    let children = props.tree.0.children.get(props.index).cloned().unwrap_or_default();
    let failing = children.iter().filter(|&&child| has_problem(&props.report.0, &props.tree.0, child)).count();
    // Opened or folded by hand, for this resource of this text only: a new paste reuses the
    // component at the same place, and its failing branches must open again (an edit keeps
    // the choice: the branch must not fold or open under the reader's eyes).
    let identity = props.report.0.resources.get(props.index).map(|r| (r.kind.clone(), r.namespace.clone(), r.name.clone()));
    let chosen = use_state(|| None::<(u64, Option<(String, Option<String>, String)>, bool)>);
    let open = match &*chosen {
        Some((lineage, resource, open)) if *lineage == props.lineage && *resource == identity => *open,
        _ => failing > 0,
    };
    // A way to a card below this one was asked for (a root-cause step, the banner): the
    // branch opens, as if opened by hand.
    let reveal = use_context::<super::resource_card::CardGuide>().map(|guide| guide.reveal).unwrap_or_default();
    {
        let (chosen, lineage, identity, index) = (chosen.clone(), props.lineage, identity.clone(), props.index);
        use_effect_with(reveal, move |reveal| {
            if !open && reveal.owners.contains(&index) {
                chosen.set(Some((lineage, identity, true)));
            }
        });
    }
    let owned = if children.is_empty() {
        Html::default()
    } else {
        let label = owned_label(children.len(), failing);
        let ontoggle = {
            let (chosen, lineage, identity) = (chosen.clone(), props.lineage, identity.clone());
            Callback::from(move |event: Event| {
                let details: web_sys::Element = event.target_unchecked_into();
                let now_open = details.has_attribute("open");
                if now_open != open {
                    chosen.set(Some((lineage, identity.clone(), now_open)));
                }
            })
        };
        html! {
            <details class="owned" {open} {ontoggle}>
                <summary>{ label }</summary>
                if open {
                    { for children.iter().map(|&child| html! {
                        <ResourceNode key={child} report={props.report.clone()} tree={props.tree.clone()} index={child} depth={props.depth + 1} lineage={props.lineage} />
                    }) }
                }
            </details>
        }
    };
    html! {
        <ResourceCard report={props.report.clone()} index={props.index} depth={props.depth}>{ owned }</ResourceCard>
    }
}
