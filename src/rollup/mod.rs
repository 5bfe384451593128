//! Roll-up: children's verdicts reach their owners, and each problem gets its root cause.
//!
//! A Deployment waiting on a rollout whose current pods crash has failed now, not at the
//! deadline; pods of old ReplicaSets do not decide the rollout. The root cause is the deepest
//! failing resource (and container) under a problem; owners that only repeat it are symptoms.

mod advice;
mod api_services;
mod argo_cd;
pub(crate) mod azure;
mod cert_manager;
mod cluster_dns;
mod autoscalers;
mod config_keys;
mod cron_jobs;
pub mod ended_runs;
mod gone_objects;
mod crossplane;
mod csi_drivers;
mod dependencies;
mod disruption_budgets;
mod flux;
mod heat;
mod ingresses;
mod jobs;
mod knative;
mod limit_ranges;
mod network_plugins;
mod nodes;
mod quotas;
mod restarting;
mod rollouts;
mod services;
mod storage;
mod undo_under_flux;
mod velero;

use crate::model::Resource;
use crate::relate::{Graph, revision};
use crate::report::{Link, Related, ResourceReport, RootCause, Verdict};
use advice::continued;
pub(crate) use advice::first_sentence;
use config_keys::{say_keys_beside_the_missing_one, missing_link};
use nodes::eviction_node;
use quotas::quota_link;
use rollouts::say_why_it_timed_out;
use storage::{blocking_claims, wait_for_claim, LOCAL_VOLUME_SAID, local_volume, attachment_link, missing_claim_link};

/// A step over the whole bundle: it reads the resources and their relations and changes the
/// reports. Each lives in the file of the system or relation it knows (Services, storage,
/// Argo CD, Heat, …): a new cross-resource case is a function in its file and a line in one of
/// the two lists below, not a change to the loop of [`roll_up`].
type Step = fn(&[Resource], &Graph, &mut [ResourceReport]);

/// Before the chains are made, in this order (each changes what the chains quote).
const BEFORE_THE_CHAINS: &[Step] = &[
    dependencies::wait_for_secret_makers,
    // What those above the Challenge quote of it.
    |resources, _, reports| cert_manager::challenges_dialing_elsewhere(resources, reports),
    dependencies::reread_with_ready_dependencies,
    azure::owner_name_typos,
    crossplane::say_where_a_taken_name_is_set,
    crossplane::name_the_runtime_config,
    crossplane::name_the_refused_service_account,
    knative::pods_pasted_for_revisions,
    knative::pull_secrets_of_service_accounts,
    velero::name_the_plan_to_run_again,
    flux::say_which_release_asks_for_a_missing_version,
    flux::say_why_a_rolled_back_release_timed_out,
    |_, graph, reports| quotas::limit_ranges_named_by_the_owner(graph, reports),
    limit_ranges::words_of_the_owners_template,
    |_, graph, reports| jobs::jobs_without_tries_left(graph, reports),
    jobs::tries_retried,
    storage::local_volumes_elsewhere,
    storage::say_claims_beside_a_missing_one,
    autoscalers::scale_ups_by_autoscalers,
    azure::principals_of_pasted_identities,
    flux::say_which_revision_is_being_applied,
    nodes::pending_behind_unhealthy_devices,
    ingresses::classes_for_classless_ingresses,
    ingresses::services_beside_a_missing_backend,
    cluster_dns::say_the_dns_is_down,
    |resources, _, reports| nodes::nodes_without_the_topology_key(resources, reports),
    restarting::restarting_containers_fail,
];

/// After the chains are made, in this order: failures that follow from others, then the
/// cases of each system, then the words across reports (advice said once, last).
const AFTER_THE_CHAINS: &[Step] = &[
    |_, _, reports| rollouts::fail_past_deadline(reports),
    dependencies::health_checks_still_in_progress,
    azure::parents_not_created_yet,
    dependencies::follow_dependencies,
    |_, graph, reports| dependencies::continue_into_secret_makers(graph, reports),
    storage::claims_and_their_volumes,
    storage::lost_claims_of_stateful_sets,
    api_services::namespaces_held_by_api_services,
    nodes::blame_nodes,
    |resources, _, reports| nodes::pending_behind_pressured_nodes(resources, reports),
    nodes::say_the_nodes_platform,
    network_plugins::failing_agents_on_the_node,
    network_plugins::node_network_faults_of_agents,
    csi_drivers::unregistered_drivers,
    config_keys::say_keys_for_sub_paths,
    |_, graph, reports| velero::say_each_volume_not_backed_up(graph, reports),
    flux::say_which_suspended_dependency_holds_a_crd_back,
    rollouts::rollouts_seen_from_above,
    restarting::workloads_of_pods_restarting_while_ready,
    services::check_endpoints,
    |resources, _, reports| quotas::blame_quotas(resources, reports),
    limit_ranges::blame_default_limits,
    cert_manager::wait_for_certificates,
    heat::skip_under_failed_stacks,
    disruption_budgets::blocked_drains,
    rollouts::say_what_it_waits_for,
    advice::causes_in_failed_indexes,
    |_, _, reports| advice::say_why_from_below(reports),
    advice::say_how_many_pods_alike,
    advice::say_pods_replaced,
    |_, _, reports| advice::say_advice_once(reports),
    |_, _, reports| advice::point_to_what_was_found(reports),
    |resources, _, reports| rollouts::rollbacks_without_history(resources, reports),
    undo_under_flux::rollbacks_of_what_flux_applies,
    cron_jobs::failed_runs_succeeded_since,
    gone_objects::events_of_gone_objects,
    argo_cd::rollbacks_argo_cd_undoes,
    argo_cd::edits_argo_cd_undoes,
];

/// Applies the roll-up to the reports of one bundle (same order as `resources`) and returns
/// the root cause of the whole bundle: the first Failed (else Degraded) top-level problem's,
/// where a run that failed and ended long ago (`ended_long_ago`, by index: [`ended_runs`]) is
/// the bundle's root cause only when nothing else fails now.
pub fn roll_up(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport], ended_long_ago: &[bool]) -> Option<RootCause> {
    // The deepest cause under each resource, with the verdict of the resource it starts at.
    let mut causes: Vec<Option<(RootCause, Verdict)>> = vec![None; reports.len()];
    // Why each resource still waits: the first not-ready part below it (for deadlines).
    let mut waiting: Vec<Option<RootCause>> = vec![None; reports.len()];
    let claims = blocking_claims(resources, graph, reports);
    for step in BEFORE_THE_CHAINS {
        step(resources, graph, reports);
    }
    let dns = cluster_dns::failing_dns(reports);
    for index in children_first(graph) {
        let current = graph.current_children(resources, index);
        // The worst verdict first; among equals, the deepest chain (a Knative Service's
        // Revision → pod → container, not its Route that only misses that Revision).
        let child_cause = current
            .iter()
            .filter_map(|&child| causes.get(child).cloned().flatten())
            .min_by_key(|(cause, verdict)| (*verdict, std::cmp::Reverse(cause.chain.len())));
        let child_waiting = current.iter().find_map(|&child| waiting.get(child).cloned().flatten());
        let evicted_by = eviction_node(graph, reports, index);
        // An older revision pasted and ready: what still serves, by name (for an escalation).
        let escalating = matches!(child_cause, Some((_, Verdict::Failed)));
        let older_serving = graph.children.get(index).into_iter().flatten().filter(|_| escalating).filter(|child| !current.contains(child)).find_map(|&child| {
            let (older, report) = (resources.get(child)?, reports.get(child)?);
            let ready = older.int(&["status", "readyReplicas"]).filter(|ready| *ready > 0 && report.verdict == Verdict::Ready)?;
            let wanted = older.int(&["status", "replicas"]).unwrap_or(ready);
            Some(format!("{} {} ({ready}/{wanted} ready)", older.kind, older.name))
        });
        let (Some(resource), Some(report)) = (resources.get(index), reports.get_mut(index)) else { continue };
        let claim = claims.get(index).cloned().flatten();
        if let Some(claim) = &claim {
            wait_for_claim(report, claim);
        }
        if let Some((cause, Verdict::Failed)) = &child_cause {
            escalate(resource, report, cause, older_serving.as_deref());
        }
        let own = link(resource, report);
        let deadline_passed = report.reason.as_deref() == Some("ProgressDeadlineExceeded");
        let child_cause = child_cause.or_else(|| child_waiting.clone().filter(|_| deadline_passed).map(|cause| (cause, report.verdict)));
        // The older revision is pasted and ready: it serves, by name.
        if let Some(older) = &older_serving {
            // An admission refusal holds for the older revision's pods too: a pod of it that
            // goes is not replaced while it lasts.
            let name = older.split(' ').nth(1).unwrap_or("it");
            let risk = if report.summary.contains("violates PodSecurity \"") {
                format!(" (if one of {name}'s pods is deleted, its replacement is refused too unless its template meets that level)")
            } else if report.summary.contains("failed calling webhook \"") {
                format!(" (if one of {name}'s pods is deleted, its replacement is refused too until the webhook answers)")
            } else {
                String::new()
            };
            report.summary = report.summary.replacen(crate::rules::apps::deployment::MAY_STILL_SERVE, &format!(", and {older} still serves the previous version{risk}"), 1);
        }
        if deadline_passed {
            if let Some((cause, _)) = &child_cause {
                say_why_it_timed_out(report, cause);
            }
        }
        if let Some(slot) = waiting.get_mut(index) {
            *slot = match (report.verdict, child_waiting) {
                (Verdict::InProgress, Some(mut below)) => {
                    below.chain.insert(0, own.clone());
                    below.text = chain_text(&below);
                    Some(below)
                }
                (Verdict::InProgress, None) if resource.kind == "Pod" && report.rule != jobs::RETRIED => {
                    let mut chain = vec![own.clone()];
                    chain.extend(claim.as_ref().map(|c| c.link.clone()));
                    let cause = own_cause(chain, report);
                    Some(cause)
                }
                _ => None,
            };
        }
        let cause = match (child_cause, claim) {
            (Some((mut cause, verdict)), _) => {
                cause.chain.insert(0, own);
                cause.text = chain_text(&cause);
                Some((cause, verdict))
            }
            (None, Some(claim)) if report.verdict.is_problem() => {
                let mut cause = RootCause { chain: vec![own, claim.link], reason: claim.reason, summary: claim.summary, text: String::new() };
                cause.text = chain_text(&cause);
                Some((cause, report.verdict))
            }
            (None, _) if report.verdict.is_problem() => {
                let mut chain = vec![own];
                // An evicted pod's containers ended because the node ran short: the node is why.
                match evicted_by {
                    Some(node) => chain.push(node),
                    None => chain.extend(container_link(resource, report)),
                }
                let references = graph.references.get(index).map(Vec::as_slice).unwrap_or(&[]);
                say_keys_beside_the_missing_one(report, references, resources);
                chain.extend(missing_link(report, references));
                chain.extend(missing_claim_link(report, references));
                chain.extend(ingresses::missing_backend_link(report, references));
                chain.extend(attachment_link(report, graph, resources));
                chain.extend(local_volume(index, resources, graph).filter(|_| report.summary.contains(LOCAL_VOLUME_SAID)).map(|(_, volume, node)| Link {
                    kind: "PersistentVolume".to_owned(),
                    name: volume.name.clone(),
                    namespace: None,
                    note: Some(format!("on node {node} only")),
                }));
                chain.extend(dns.clone().filter(|_| cluster_dns::lookup_without_answer(report).is_some()));
                chain.extend(quota_link(resource, report, resources));
                chain.extend(limit_ranges::default_link(index, graph, resources, report));
                let cause = own_cause(chain, report);
                Some((cause, report.verdict))
            }
            (None, _) => None,
        };
        if report.verdict.is_problem() {
            report.root_cause = cause.as_ref().map(|(cause, _)| cause.clone());
        }
        if let Some(slot) = causes.get_mut(index) {
            *slot = cause;
        }
    }
    for step in AFTER_THE_CHAINS {
        step(resources, graph, reports);
    }
    label_kinds_in_chains(reports);
    let verdicts: Vec<Verdict> = reports.iter().map(|r| r.verdict).collect();
    for (index, report) in reports.iter_mut().enumerate() {
        report.related = related(resources, graph, index, &verdicts);
    }
    let ended = |index: usize| ended_long_ago.get(index).copied().unwrap_or(false);
    let top_level = |verdict: Verdict, past: bool| {
        reports
            .iter()
            .enumerate()
            .filter(|(index, report)| report.verdict == verdict && graph.owner.get(*index).copied().flatten().is_none() && ended(*index) == past)
            // What nothing else depends on first: a claim before its composite.
            .min_by_key(|(index, _)| graph.referrers.get(*index).is_some_and(|r| r.iter().any(|(_, relation)| *relation == "depends-on")))
            .and_then(|(_, report)| report.root_cause.clone())
    };
    // What fails now first; a run that failed and ended long ago only when nothing does.
    top_level(Verdict::Failed, false).or_else(|| top_level(Verdict::Degraded, false)).or_else(|| top_level(Verdict::Failed, true)).or_else(|| top_level(Verdict::Degraded, true))
}

/// A root cause that runs through `own` into `below`: `below`'s own root cause with `own` in
/// front, or `below` itself when it has none.
fn cause_through(own: Link, below: &ResourceReport) -> RootCause {
    let mut cause = below.root_cause.clone().unwrap_or_else(|| RootCause {
        chain: vec![link_of(below)],
        reason: below.reason.clone(),
        summary: below.summary.clone(),
        text: String::new(),
    });
    cause.chain.insert(0, own);
    cause.text = chain_text(&cause);
    cause
}

/// A root cause through `chain` that the report's own summary and reason explain.
fn own_cause(chain: Vec<Link>, report: &ResourceReport) -> RootCause {
    let mut cause = RootCause { chain, reason: report.reason.clone(), summary: report.summary.clone(), text: String::new() };
    cause.text = chain_text(&cause);
    cause
}

/// The chain link of a resource known only by its report.
fn link_of(report: &ResourceReport) -> Link {
    Link { kind: report.kind.clone(), name: report.name.clone(), namespace: report.namespace.clone(), note: None }
}

/// Indexes ordered so that every child comes before its owner.
fn children_first(graph: &Graph) -> Vec<usize> {
    let mut order = Vec::with_capacity(graph.owner.len());
    let mut done = vec![false; graph.owner.len()];
    for root in (0..graph.owner.len()).filter(|&i| graph.owner.get(i).copied().flatten().is_none()) {
        // Iterative post-order walk (no recursion: owner chains can be long).
        let mut stack = vec![(root, 0usize)];
        while let Some((node, next_child)) = stack.pop() {
            let children = graph.children.get(node).map(Vec::as_slice).unwrap_or(&[]);
            if let Some(&child) = children.get(next_child) {
                stack.push((node, next_child + 1));
                if !done.get(child).copied().unwrap_or(true) {
                    stack.push((child, 0));
                }
            } else if !done.get(node).copied().unwrap_or(true) {
                done[node] = true;
                order.push(node);
            }
        }
    }
    // Anything left (only possible with inconsistent links) keeps input order.
    order.extend((0..graph.owner.len()).filter(|&i| !done[i]));
    order
}

/// A workload still "in progress" whose current pods have failed has failed its rollout now.
fn escalate(resource: &Resource, report: &mut ResourceReport, cause: &RootCause, older_serving: Option<&str>) {
    // Which kinds escalate, and which fields say the previous version serves, is data:
    // `rules::FAILS_EARLY`.
    let Some(entry) = crate::rules::fails_early(resource) else { return };
    if report.verdict != Verdict::InProgress {
        return;
    }
    // Nothing serves (a certificate's request, an ACME order): it cannot finish, that is all.
    if entry.serving.is_empty() {
        let origin: Vec<String> = cause.chain.iter().map(Link::label).collect();
        report.verdict = Verdict::Failed;
        report.summary = format!("It cannot finish: {} (in {}).", continued(first_sentence(&cause.summary).trim_end_matches('.')), origin.join(", "));
        report.reason = cause.reason.clone().or(report.reason.take());
        report.rule = "rollup/fails-early".to_owned();
        crate::explain::restate_as_failed(&mut report.conditions, "Waiting will not help: what it waits for has failed; fix that first (see the root cause).");
        return;
    }
    // Pods that still serve are an older version's only while a rollout replaces them.
    let rollout = match entry.older {
        crate::rules::Older::Differs(newest, ready) => {
            resource.str(&["status", newest]).is_none_or(|newest| Some(newest) != resource.str(&["status", ready]))
        }
        crate::rules::Older::Never => false,
        crate::rules::Older::Fewer(updated, all) => {
            matches!((resource.int(&["status", updated]), resource.int(&["status", all])), (Some(updated), Some(all)) if updated < all)
        }
    };
    let from_before = if rollout { " from before" } else { "" };
    let serving = entry.serving.iter().find_map(|field| match resource.get(&["status", field]) {
        Some(crate::model::Value::String(name)) if !name.is_empty() => Some(format!("{name} (status.{field}){from_before} is still there")),
        // A DaemonSet's pods are one per node: it is nodes that keep or lose theirs.
        _ if entry.counted == crate::rules::Counted::Nodes => resource.int(&["status", field]).filter(|n| *n > 0).map(|n| format!("{} still {} an available pod{from_before}; the failing pod's node has none available", crate::rules::count(n, "node"), if n == 1 { "runs" } else { "run" })),
        _ => resource.int(&["status", field]).filter(|n| *n > 0).map(|n| format!("{}{from_before} {} still available", crate::rules::count(n, "replica"), crate::rules::be(n))),
    });
    // A ReplicaSet of a Deployment (or a Rollout's, a DeploymentConfig's ReplicationController)
    // is one revision: the owner's older ones may serve even when none of this one's pods is
    // available.
    let revision_of = resource.owners.iter().find(|owner| crate::relate::revisioned(&owner.kind).is_some_and(|entry| entry.child == resource.kind));
    let (verdict, serving) = match (serving, revision_of) {
        (Some(serving), _) if rollout => match older_serving {
            // The older revision is pasted and ready: it serves, by name.
            Some(older) => (Verdict::Degraded, format!("{older} still serves the previous version")),
            None if entry.counted == crate::rules::Counted::Nodes => (Verdict::Degraded, serving),
            None => (Verdict::Degraded, format!("{serving}, so the previous version may still be serving")),
        },
        (Some(serving), _) => (Verdict::Degraded, serving),
        (None, Some(owner)) => {
            (Verdict::Failed, format!("none of this revision's pods is available (see the {} for what still serves)", owner.kind))
        }
        (None, None) => (Verdict::Failed, "no replica is available, so nothing is serving".to_owned()),
    };
    // Where below it the cause sits: `Pod web-1, container app`.
    let origin: Vec<String> = cause.chain.iter().map(Link::label).collect();
    let origin = origin.join(", ");
    report.verdict = verdict;
    // Without a rollout there is no deadline to wait for: its pods failed after it.
    // (A StatefulSet or DaemonSet has no progress deadline to speak of.)
    let deadline = matches!(resource.kind.as_str(), "Deployment" | "Rollout" | "DeploymentConfig");
    let failing = match (rollout, deadline) {
        (true, true) => "The rollout is failing now, without waiting for a deadline",
        (true, false) => "The rollout is failing now",
        (false, _) => "It is failing now",
    };
    // What the controller will not do by itself once the cause is fixed, for the failing pod:
    // when the cause is in the pod's template (a container), not in what it waits for (a
    // claim, a Secret), which lets the same pod go on once it is there.
    let in_the_template = cause.chain.iter().skip_while(|link| link.kind != "Pod").skip(1).all(Link::is_container);
    let after_fix = cause
        .chain
        .iter()
        .filter(|_| in_the_template)
        .find(|link| link.kind == "Pod")
        .and_then(|pod| Some((pod, entry.after_fix.and_then(|after_fix| after_fix(resource))?)))
        .map(|(pod, after_fix)| format!(" {}", after_fix.replace("{pod}", &pod.name).replace("{ns}", &resource.namespace_flag())))
        .unwrap_or_default();
    // Going back is the quick way out while an older version still serves, unless something
    // else applies the object (it would undo the rollback) or there is nothing to go back to.
    let applied_by_flux = ["kustomize.toolkit.fluxcd.io/name", "helm.toolkit.fluxcd.io/name"]
        .iter()
        .any(|label| resource.str(&["metadata", "labels", label]).is_some_and(|name| !name.is_empty()));
    let owned = resource.owners.iter().any(|owner| owner.controller);
    let first_revision = resource.str(&["metadata", "annotations", "deployment.kubernetes.io/revision"]) == Some("1");
    let undo = match entry.undo.filter(|_| rollout && verdict == Verdict::Degraded && !resource.name.is_empty() && !owned && !first_revision) {
        Some(_) if applied_by_flux => " Flux applies it: revert the change in Git to go back (a kubectl rollout undo would be undone at its next reconcile).".to_owned(),
        Some(undo) => format!(" To go back to it meanwhile: {}.", undo.replace("{name}", &resource.name).replace("{ns}", &resource.namespace_flag())),
        None => String::new(),
    };
    // Going back first, then what the controller will not do by itself after it.
    report.summary = format!("{failing}: {} (in {origin}). Meanwhile {serving}.{undo}{after_fix}", continued(&without_preemption(first_sentence(&cause.summary)).trim_end_matches('.')));
    report.reason = cause.reason.clone().or(report.reason.take());
    report.rule = "rollup/fails-early".to_owned();
    // Its conditions were explained as what a rollout in progress waits for: now the failure.
    crate::explain::restate_as_failed(&mut report.conditions, "Waiting will not help: what it waits for has failed; fix that first (see the root cause).");
}

/// The last link of a report's root-cause chain, when the chain goes below it.
fn deepest(report: &ResourceReport) -> Option<&Link> {
    report.root_cause.as_ref().filter(|cause| cause.chain.len() > 1).and_then(|cause| cause.chain.last())
}

fn link(resource: &Resource, report: &ResourceReport) -> Link {
    let note = match resource.kind.as_str() {
        "ReplicaSet" | "ReplicationController" => revision(resource).map(|r| format!("revision {r}")),
        _ => None,
    };
    Link { kind: report.kind.clone(), name: report.name.clone(), namespace: report.namespace.clone(), note }
}

/// A cause's sentence as an owner repeats it: without the scheduler's `. preemption: …` part
/// (which nodes preemption would not help on), which the pod's own card quotes whole.
fn without_preemption(sentence: &str) -> std::borrow::Cow<'_, str> {
    let Some((before, rest)) = sentence.split_once(". preemption: ") else { return std::borrow::Cow::Borrowed(sentence) };
    // Up to what our sentence says after the message: ` (the scheduler tried …)` or `; …`.
    let end = [rest.find(" ("), rest.find("; ")].into_iter().flatten().min();
    match end.and_then(|at| rest.get(at..)) {
        Some(after) => std::borrow::Cow::Owned(format!("{before}{after}")),
        None => std::borrow::Cow::Owned(format!("{before}.")),
    }
}

/// `container app: CrashLoopBackOff, last exit 137 OOMKilled, limit 128Mi`.
fn container_link(pod: &Resource, report: &ResourceReport) -> Option<Link> {
    let container = report.containers.iter().find(|c| c.failing)?;
    let mut parts = Vec::new();
    if !container.reason.is_empty() {
        parts.push(container.reason.clone());
    }
    if let Some(last) = &container.last_termination {
        let code = last.exit_code.map(|c| format!(" {c}")).unwrap_or_default();
        parts.push(format!("last exit{code} {}", last.reason).trim_end().to_owned());
    }
    let oom = container.reason == "OOMKilled" || container.last_termination.as_ref().is_some_and(|l| l.reason == "OOMKilled");
    if oom {
        parts.push(format!("limit {}", crate::model::container::memory_limit_words(pod, &container.name)));
    }
    Some(Link {
        kind: container.kind_word().to_owned(),
        name: container.name.clone(),
        namespace: report.namespace.clone(),
        note: (!parts.is_empty()).then(|| parts.join(", ")),
    })
}

/// `Deployment web → ReplicaSet web-7d9 (revision 3) → Pod web-7d9-x2k → container app: …`.
fn chain_text(cause: &RootCause) -> String {
    chain_text_labelled(cause, &[])
}

/// [`chain_text`] with the labels of some links given (by position; `None` or missing: the
/// link's own).
fn chain_text_labelled(cause: &RootCause, labels: &[Option<String>]) -> String {
    let links: Vec<String> = cause
        .chain
        .iter()
        .enumerate()
        .map(|(at, link)| {
            let label = labels.get(at).cloned().flatten().unwrap_or_else(|| link.label());
            match (&link.note, link.kind.contains("container")) {
                (Some(note), true) => format!("{label}: {note}"),
                (Some(note), false) => format!("{label} ({note})"),
                (None, _) => label,
            }
        })
        .collect();
    links.join(" → ")
}

/// The chains' text names a kind as the cards do (`Knative Service hello`, not `Service
/// hello`): for a kind better known as another group's, the pasted report a link names gives
/// its label ([`ResourceReport::kind_label`]). The links themselves keep the kind.
fn label_kinds_in_chains(reports: &mut [ResourceReport]) {
    use crate::report::{chain_step_in, kind_of_other_groups};
    let labelled = |r: &ResourceReport| kind_of_other_groups(&r.kind) && matches!(r.kind_label(), std::borrow::Cow::Owned(_));
    // (Most pastes have no such report: nothing to look up.)
    if !reports.iter().any(labelled) {
        return;
    }
    let texts: Vec<(usize, String)> = reports
        .iter()
        .enumerate()
        .filter_map(|(of, report)| {
            let cause = report.root_cause.as_ref()?;
            let labels: Vec<Option<String>> = cause
                .chain
                .iter()
                .enumerate()
                .map(|(at, link)| {
                    if link.is_container() || !kind_of_other_groups(&link.kind) {
                        return None;
                    }
                    let step = if at == 0 { of } else { chain_step_in(reports, of, at)? };
                    let named = reports.get(step).filter(|r| labelled(r))?;
                    Some(crate::model::resource::kind_and_name(&named.kind_label(), &link.name))
                })
                .collect();
            labels.iter().any(Option::is_some).then(|| (of, chain_text_labelled(cause, &labels)))
        })
        .collect();
    for (of, text) in texts {
        if let Some(cause) = reports.get_mut(of).and_then(|r| r.root_cause.as_mut()) {
            cause.text = text;
        }
    }
}

/// The owner, the children, what a resource uses or selects and what uses or selects it, with
/// their verdicts.
fn related(resources: &[Resource], graph: &Graph, index: usize, verdicts: &[Verdict]) -> Vec<Related> {
    let owner = graph.owner.get(index).copied().flatten();
    let children = graph.children.get(index).map(Vec::as_slice).unwrap_or(&[]);
    let owned = owner.map(|o| (o, "owner")).into_iter().chain(children.iter().map(|&child| (child, "owns")));
    let references = graph.references.get(index).map(Vec::as_slice).unwrap_or(&[]);
    let uses = references.iter().filter_map(|reference| Some((reference.target?, reference.relation)));
    let referrers = graph.referrers.get(index).map(Vec::as_slice).unwrap_or(&[]);
    let used_by = referrers.iter().map(|&(referrer, relation)| {
        (referrer, match relation {
            "selects" => "selected-by",
            "protects" => "protected-by",
            "depends-on" => "needed-by",
            _ => "used-by",
        })
    });
    owned
        .chain(uses)
        .chain(used_by)
        .filter_map(|(target, relation)| {
            let resource = resources.get(target)?;
            Some(Related {
                relation: relation.to_owned(),
                kind: resource.kind.clone(),
                name: resource.name.clone(),
                verdict: verdicts.get(target).copied().unwrap_or(Verdict::Unknown),
            })
        })
        .collect()
}
