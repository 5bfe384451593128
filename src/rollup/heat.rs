//! OpenStack Heat: rows never created under or beside a stack that stopped were skipped.

use crate::model::quick_hash::QuickMap;
use crate::model::Resource;
use crate::relate::Graph;
use crate::report::{ResourceReport, Verdict};

/// A Heat resource never created (`INIT_COMPLETE`, still "in progress" by itself) under a
/// stack that has failed or rolled back was skipped, not waited for: the same as when the
/// stack and its resources are read from one paste, for when they come from separate files.
pub(super) fn skip_under_failed_stacks(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    let stopped_beside = stopped_stacks(resources, graph, reports);
    for (index, row) in resources.iter().enumerate().filter(|(_, r)| r.kind == "StackResource") {
        if reports.get(index).is_none_or(|r| r.verdict != Verdict::InProgress || r.reason.as_deref() != Some("INIT_COMPLETE")) {
            continue;
        }
        // The nearest stack above it that stopped.
        let mut above = graph.owner.get(index).copied().flatten();
        let mut stopped = None;
        for _ in 0..graph.owner.len() {
            let Some(at) = above else { break };
            let state = reports.get(at).filter(|r| r.kind == "Stack").and_then(|r| r.reason.clone());
            if let Some(state) = state.filter(|state| state.ends_with("_FAILED") || state == "ROLLBACK_COMPLETE") {
                stopped = reports.get(at).map(|r| (r.name.clone(), state));
                break;
            }
            above = graph.owner.get(at).copied().flatten();
        }
        let summary = match stopped {
            Some((stack, state)) => reports.get(index).and_then(|report| crate::rules::heat::resource::skipped_by_failed_stack(&report.summary, &stack, &state)),
            // No stack pasted above it: a resource beside it (same stack) that failed, with
            // nothing of that stack still in progress, says the action stopped.
            None => stopped_beside
                .get(&(graph.owner.get(index).copied().flatten(), row.str(&["metadata", "labels", "heat.openstack.org/top-level-stack"])))
                .and_then(|(failed, state)| reports.get(index).and_then(|report| crate::rules::heat::resource::skipped_after_failure(&report.summary, failed, state))),
        };
        let Some(report) = reports.get_mut(index) else { continue };
        if let Some(summary) = summary {
            report.summary = summary;
            report.verdict = Verdict::Unknown;
            report.rule = "rollup/heat-skipped".to_owned();
            crate::explain::restate_as_skipped(&mut report.conditions);
        }
    }
}

/// For each group of Heat resource rows of one stack (same owner in the paste, same stack
/// label) in which nothing is in progress, the first that failed by itself: (its name, its
/// state). Made once for the whole bundle.
pub(super) fn stopped_stacks<'a>(resources: &'a [Resource], graph: &Graph, reports: &[ResourceReport]) -> QuickMap<(Option<usize>, Option<&'a str>), (String, String)> {
    let state = |at: usize| reports.get(at).and_then(|r| r.reason.as_deref()).unwrap_or("");
    // (working, first failure) per group.
    let mut groups: QuickMap<(Option<usize>, Option<&'a str>), (bool, Option<usize>)> = QuickMap::default();
    for (at, row) in resources.iter().enumerate().filter(|(_, r)| r.kind == "StackResource") {
        let owner = graph.owner.get(at).copied().flatten();
        let group = groups.entry((owner, row.str(&["metadata", "labels", "heat.openstack.org/top-level-stack"]))).or_insert((false, None));
        // The stack itself, when pasted, says whether it is still at work.
        group.0 |= state(at).ends_with("_IN_PROGRESS") || owner.is_some_and(|stack| state(stack).ends_with("_IN_PROGRESS"));
        if group.1.is_none() && state(at).ends_with("_FAILED") && reports.get(at).is_some_and(|r| r.verdict == Verdict::Failed) {
            group.1 = Some(at);
        }
    }
    groups
        .into_iter()
        .filter_map(|(key, (working, failed))| {
            let failed = failed.filter(|_| !working)?;
            Some((key, (reports.get(failed)?.name.clone(), state(failed).to_owned())))
        })
        .collect()
}
