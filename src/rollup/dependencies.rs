//! `depends-on` relations (Crossplane, Flux, Knative, …) and the Secrets another resource
//! makes: a resource waiting for a failed target fails too, a pod waiting for a Secret's maker
//! waits, and a chain goes on into what it depends on.

use crate::model::Resource;
use crate::relate::Graph;
use crate::report::{Link, ResourceReport, RootCause, Verdict};
use super::{advice::{first_sentence, first_clause_outside_brackets, continued}, cause_through, link_of, link, chain_text, rollouts::{deepest_in_progress, waits_for}};

/// Dependencies across systems (`depends-on`, see `relate::depends`), what they depend on first:
/// a resource still waiting for one that has failed has failed too; a problem that has no
/// deeper cause of its own takes the dependency's root cause as the rest of its chain.
pub(super) fn follow_dependencies(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for index in dependencies_first(graph) {
        let needed: Vec<usize> = graph
            .references
            .get(index)
            .map(|references| references.iter().filter(|r| r.relation == "depends-on").filter_map(|r| r.target).collect())
            .unwrap_or_default();
        let Some(target) = needed
            .iter()
            .copied()
            .filter(|&t| t != index && reports.get(t).is_some_and(|r| r.verdict.is_problem()))
            .min_by_key(|&t| reports.get(t).map(|r| r.verdict))
        else {
            continue;
        };
        let Some(dependency) = reports.get(target).cloned() else { continue };
        let (Some(resource), Some(report)) = (resources.get(index), reports.get_mut(index)) else { continue };
        let which = link_of(&dependency).label();
        // Waiting, or failed only for waiting too long: what it waits for having failed says more.
        // An ASO resource whose owner's name is mistyped says its own fix, and fails with
        // the owner it meant: it is not only waiting.
        let typo = report.rule == "rollup/aso-owner-typo";
        if typo && dependency.verdict == Verdict::Failed {
            report.verdict = Verdict::Failed;
        }
        let waits = (report.verdict == Verdict::InProgress || report.reason.as_deref().is_some_and(|reason| crate::rules::STUCK_WAITING.contains(&reason))) && !typo;
        if waits && dependency.verdict == Verdict::Failed {
            // Failed only for waiting: its own guesses at what is stuck give way to what is.
            let stuck_only = report.verdict != Verdict::InProgress;
            report.verdict = Verdict::Failed;
            // It is no longer "still working": it cannot finish. A dependency that failed
            // through its own dependency is named with that cause, not with its whole summary
            // (which says the same of the next one down).
            // What it says of itself up to its first aside or full stop (not its own advice).
            let cut = [report.summary.find(" ("), report.summary.find(". ")].into_iter().flatten().min().unwrap_or(report.summary.len());
            let first_clause = format!("{}.", report.summary.get(..cut).unwrap_or("").trim_end_matches('.'));
            // Still working: what it says of its state, without its guess at what is still
            // under way ("…; the composed resources are still being created"), which the
            // failure below contradicts.
            let state = first_clause_outside_brackets(&report.summary);
            let own = if stuck_only { first_clause.as_str() } else { state.as_str() };
            let (through, said) = match dependency.root_cause.as_ref().filter(|cause| cause.chain.len() > 1) {
                Some(cause) => (cause.chain.last().map(|last| format!(" because {} has", last.label())).unwrap_or_default(), first_sentence(&cause.summary)),
                None => (String::new(), first_sentence(&dependency.summary)),
            };
            report.summary = format!(
                "{} It cannot finish: it depends on {which}, which has failed{through}: {said}",
                own.strip_prefix(crate::rules::STILL_WORKING).map_or_else(|| own.to_owned(), crate::rules::capitalized),
            );
            crate::explain::restate_as_failed(&mut report.conditions, &format!("Waiting will not help: it depends on {which}, which has failed; fix that first (see the root cause)."));
            // "Look at the dependency the message names": it is pasted, and explained.
            for condition in report.conditions.iter_mut().filter(|c| c.failing && c.reason == "DependencyNotReady") {
                condition.explanation.next = std::borrow::Cow::Owned(format!("Nothing to do here: fix {which} first (see the root cause); this one follows at its next try."));
            }
            report.reason = dependency.reason.clone().or(report.reason.take());
            report.rule = "rollup/failed-dependency".to_owned();
        }
        // Fine as it is, on something that has failed: what would come through that (a new
        // revision of its source, a renewal by its issuer, a refresh from its store) does not.
        if report.verdict == Verdict::Ready && dependency.verdict.is_problem() && crate::relate::depends::FEEDS.contains(&dependency.kind.as_str()) {
            let state = if dependency.verdict == Verdict::Failed { "has failed" } else { "refuses what is new there" };
            let applied = resource.str(&["status", "lastAppliedRevision"]).filter(|revision| !revision.is_empty()).map(|revision| format!(" ({revision})")).unwrap_or_default();
            let held = match dependency.kind.as_str() {
                "Issuer" | "ClusterIssuer" => "its certificates are not renewed".to_owned(),
                "SecretStore" | "ClusterSecretStore" => "its values are not refreshed from there".to_owned(),
                "BackupStorageLocation" => "its backups do not reach that location".to_owned(),
                _ => format!("nothing newer than the revision it applied{applied} reaches it"),
            };
            report.summary = format!("{} But it depends on {which}, which {state}: {held} until that is fixed.", report.summary.trim_end());
            continue;
        }
        if !report.verdict.is_problem() {
            continue;
        }
        let own_only = report.root_cause.as_ref().is_none_or(|cause| cause.chain.len() <= 1 || (resource.kind != "Pod" && cause.chain.iter().skip(1).all(|l| l.kind.contains("container"))));
        if !own_only {
            continue;
        }
        report.root_cause = Some(cause_through(link(resource, report), &dependency));
    }
}

/// A problem whose own words say something it depends on is missing, while the paste shows
/// that dependency Ready: its kind's rule says what that means instead
/// ([`crate::rules::MISSING_YET_READY`]).
pub(super) fn reread_with_ready_dependencies(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for (index, resource) in resources.iter().enumerate() {
        let Some(reread) = crate::rules::MISSING_YET_READY
            .iter()
            .find(|(group, kind, _)| crate::rules::pattern_matches(group, &resource.group) && crate::rules::pattern_matches(kind, &resource.kind))
            .map(|(_, _, reread)| reread)
        else {
            continue;
        };
        let ready = graph
            .references
            .get(index)
            .into_iter()
            .flatten()
            .filter(|r| r.relation == "depends-on")
            .filter_map(|r| r.target)
            .find(|&target| target != index && reports.get(target).is_some_and(|r| r.verdict == Verdict::Ready));
        let (Some(dependency), Some(report)) = (ready.and_then(|target| resources.get(target)), reports.get_mut(index)) else { continue };
        let Some(reason) = report.reason.clone().filter(|_| report.verdict.is_problem()) else { continue };
        let message = report.conditions.iter().find(|c| c.failing && c.reason == reason).map(|c| c.message.clone()).unwrap_or_default();
        let Some(instead) = reread(resource, &reason, &message, dependency) else { continue };
        report.summary = instead.summary;
        for condition in report.conditions.iter_mut().filter(|c| c.failing && c.reason == reason) {
            condition.explanation.next = std::borrow::Cow::Owned(instead.next.clone());
        }
    }
}

/// A Flux Kustomization whose health check timed out on objects that are only still in
/// progress (a cloud database ASO or Crossplane is still creating): not failed, but slower
/// than its `spec.timeout`; Flux checks again at its next interval.
pub(super) fn health_checks_still_in_progress(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for (index, resource) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Kustomization" && r.group.ends_with(".toolkit.fluxcd.io")) {
        let targets: Vec<usize> = graph
            .references
            .get(index)
            .map(|references| references.iter().filter(|r| r.relation == "depends-on").filter_map(|r| r.target).collect())
            .unwrap_or_default();
        let Some(report) = reports.get(index).filter(|r| r.verdict == Verdict::Failed && r.reason.as_deref() == Some("HealthCheckFailed")) else { continue };
        // The checked objects the message names, pasted: every one still in progress.
        let named: Vec<&ResourceReport> = targets
            .iter()
            .filter_map(|&target| reports.get(target))
            .filter(|target| report.summary.contains(&format!("{}/", target.kind)) && report.summary.contains(&target.name))
            .collect();
        if named.is_empty() || named.iter().any(|target| target.verdict != Verdict::InProgress) || targets.iter().any(|&t| reports.get(t).is_some_and(|r| r.verdict.is_problem())) {
            continue;
        }
        let which: Vec<String> = named.iter().map(|target| link_of(target).label()).collect();
        let timeout = resource.str(&["spec", "timeout"]).map(|t| format!(" ({t})")).unwrap_or_default();
        let Some(report) = reports.get_mut(index) else { continue };
        report.verdict = Verdict::InProgress;
        report.summary = format!(
            "Its health check gave up{timeout} while {} {} still in progress, not failed: Flux checks again at its next interval. If that object regularly takes longer, raise spec.timeout. (Ready is False: HealthCheckFailed.)",
            which.join(", "),
            if which.len() == 1 { "was" } else { "were" }
        );
        report.rule = "rollup/health-check-in-progress".to_owned();
        crate::explain::restate_as_waiting(&mut report.conditions);
    }
}

/// Indexes ordered so that what a resource depends on comes before it (cycles broken).
pub(super) fn dependencies_first(graph: &Graph) -> Vec<usize> {
    let count = graph.references.len();
    let needs = |i: usize| -> Vec<usize> {
        graph.references.get(i).map(|rs| rs.iter().filter(|r| r.relation == "depends-on").filter_map(|r| r.target).collect()).unwrap_or_default()
    };
    let mut order = Vec::with_capacity(count);
    let mut state = vec![0u8; count]; // 0 new, 1 on the stack, 2 done
    for root in 0..count {
        if state.get(root).copied() != Some(0) {
            continue;
        }
        let mut stack = vec![(root, 0usize)];
        if let Some(s) = state.get_mut(root) {
            *s = 1;
        }
        while let Some((node, next)) = stack.pop() {
            let targets = needs(node);
            if let Some(&target) = targets.get(next) {
                stack.push((node, next + 1));
                if state.get(target).copied() == Some(0) {
                    if let Some(s) = state.get_mut(target) {
                        *s = 1;
                    }
                    stack.push((target, 0));
                }
            } else {
                if let Some(s) = state.get_mut(node) {
                    *s = 2;
                }
                order.push(node);
            }
        }
    }
    order
}

/// A pod that fails only because a Secret is missing, while the pasted resource that makes
/// that Secret (an ExternalSecret, a Certificate) is still working on it with nothing below it
/// failed, is waiting, not failed: the kubelet starts it once the Secret exists. Runs before
/// the roll-up, so its owners are judged with it.
pub(super) fn wait_for_secret_makers(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    // Made only when some pod waits for a maker.
    let mut deepest: Option<Vec<Option<usize>>> = None;
    let problem = |at: usize, reports: &[ResourceReport]| reports.get(at).is_some_and(|r| r.verdict.is_problem());
    // Something below the maker, or something it depends on, that has failed already.
    let blocked = |maker: usize, reports: &[ResourceReport]| {
        let mut below: Vec<usize> = graph.children.get(maker).cloned().unwrap_or_default();
        let mut seen = 0;
        while let Some(at) = below.pop() {
            seen += 1;
            if problem(at, reports) || seen > reports.len() {
                return true;
            }
            below.extend(graph.children.get(at).into_iter().flatten().copied());
        }
        graph.references.get(maker).is_some_and(|references| references.iter().filter(|r| r.relation == "depends-on").filter_map(|r| r.target).any(|at| problem(at, reports)))
    };
    for index in 0..reports.len() {
        let Some(pod) = reports.get(index).filter(|r| r.kind == "Pod" && r.verdict == Verdict::Failed) else { continue };
        let messages = pod.containers.iter().filter(|c| c.failing).map(|c| c.message.as_str()).chain(pod.events.iter().rev().filter(|e| e.type_ == "Warning").map(|e| e.message.as_str()));
        let missing: Vec<String> = messages.filter_map(crate::rules::core::pod::missing_object).filter(|(kind, _, key)| *kind == "Secret" && key.is_none()).map(|(_, name, _)| name).collect();
        // Every failing container waits for a made Secret, and nothing else is wrong.
        let crashing = pod.containers.iter().any(|c| c.failing && crate::rules::core::pod::missing_object(&c.message).is_none());
        let Some(secret) = missing.first().filter(|_| !crashing) else { continue };
        let Some(&maker) = graph.secrets_made.get(&(pod.namespace.clone(), secret.clone())) else { continue };
        let Some(made_by) = reports.get(maker).filter(|m| m.verdict == Verdict::InProgress).map(|m| (m.kind.clone(), m.name.clone(), m.summary.clone())) else { continue };
        // Named with its group: `certificate` alone is ambiguous beside Knative's.
        let describe = resources.get(maker).map(|r| crate::explain::kubectl_resource(&r.kind, &r.group, &r.name)).unwrap_or_default();
        if blocked(maker, reports) {
            continue;
        }
        let (kind, name, summary) = made_by;
        let deepest = deepest.get_or_insert_with(|| deepest_in_progress(resources, graph, reports));
        let below = waits_for(deepest, reports, maker).map(|(waited, said)| format!(" {kind} {name} waits for {waited}: {said}")).unwrap_or_default();
        if let Some(pod) = reports.get_mut(index) {
            pod.verdict = Verdict::InProgress;
            pod.summary = format!(
                "It waits for Secret {secret}, which {kind} {name} is still making: {}{below} The kubelet retries by itself and starts the pod once the Secret exists.",
                continued(summary.trim_end())
            );
            pod.rule = "rollup/secret-maker".to_owned();
            crate::explain::restate_as_waiting(&mut pod.conditions);
            // Its containers wait for the same Secret: not one to create by hand.
            let namespace = pod.namespace.as_deref().map(|ns| format!(" -n {ns}")).unwrap_or_default();
            for container in pod.containers.iter_mut().filter(|c| c.failing) {
                if crate::rules::core::pod::missing_object(&container.message).is_some_and(|(_, missing, _)| missing == *secret) {
                    container.explanation.next = format!(
                        "Nothing to do here: {kind} {name} makes Secret {secret}, and the kubelet starts the container once it exists. If it does not come, look at the {kind}: kubectl describe {describe}{namespace}."
                    )
                    .into();
                }
            }
        }
    }
}

/// A chain that ends with a missing Secret goes on into the pasted resource that makes it
/// (`relate::makers`: an ExternalSecret, a cert-manager Certificate) while that one is not done:
/// Pod → container → Secret db-credentials (missing) → ExternalSecret db-credentials →
/// ClusterSecretStore vault. The pods' chains are extended first, then every chain copied from
/// them (their ReplicaSets', Deployments', an Argo CD Application's).
pub(super) fn continue_into_secret_makers(graph: &Graph, reports: &mut [ResourceReport]) {
    let missing_secret = |cause: &RootCause| cause.chain.last().filter(|link| link.kind == "Secret" && link.note.as_deref() == Some("missing")).map(|link| link.name.clone());
    // (pod name, Secret name) → the maker's chain and what to say instead of "not in what
    // you pasted", for each pod whose chain ends so.
    let mut tails: Vec<((Option<String>, String, String), Vec<Link>, String)> = Vec::new();
    for pod in reports.iter().filter(|r| r.kind == "Pod") {
        let Some(secret) = pod.root_cause.as_ref().and_then(missing_secret) else { continue };
        let Some(maker) = graph.secrets_made.get(&(pod.namespace.clone(), secret.clone())).and_then(|&at| reports.get(at)) else { continue };
        if matches!(maker.verdict, Verdict::Ready | Verdict::Succeeded) {
            continue;
        }
        let tail = maker.root_cause.as_ref().map_or_else(|| vec![link_of(maker)], |cause| cause.chain.clone());
        // What stops the maker: its own words, or those of what it depends on.
        let why = match (tail.last().filter(|_| tail.len() > 1), &maker.root_cause) {
            (Some(last), Some(cause)) => format!("{} {}: {}", last.kind, last.name, first_sentence(&cause.summary)),
            _ => first_sentence(&maker.summary).to_owned(),
        };
        let yet = if maker.verdict.is_problem() { "" } else { " yet" };
        let instead = format!(" Secret {secret} is made by {} {}, which has not made it{yet}: {why}", maker.kind, maker.name);
        tails.push(((pod.namespace.clone(), pod.name.clone(), secret), tail, instead));
    }
    if tails.is_empty() {
        return;
    }
    for report in reports.iter_mut() {
        let Some(cause) = report.root_cause.as_mut() else { continue };
        let Some(secret) = missing_secret(cause) else { continue };
        let pod = cause
            .chain
            .iter()
            .rev()
            .find(|link| link.kind == "Pod")
            .map(|link| (link.namespace.clone(), link.name.clone()))
            .or_else(|| (report.kind == "Pod").then(|| (report.namespace.clone(), report.name.clone())));
        let Some((_, tail, instead)) = tails.iter().find(|((namespace, name, made), _, _)| pod.as_ref().is_some_and(|(ns, pod)| ns == namespace && pod == name) && *made == secret) else { continue };
        cause.chain.extend(tail.iter().cloned());
        cause.text = chain_text(cause);
        let said = crate::rules::core::pod::not_pasted_note("Secret", &secret);
        let instead = instead.trim_end_matches('.');
        // The note up to its end (what to create is not for a Secret something else makes).
        // (Quoted by a resource above, the note may have lost its full stop.)
        let replaced = |text: &str| {
            let start = text.find(&said)?;
            let end = text.get(start..)?.find(crate::rules::core::pod::NOT_PASTED_END)? + start + crate::rules::core::pod::NOT_PASTED_END.len();
            let stop = if text.get(end..)?.starts_with('.') { "." } else { "" };
            Some(format!("{}{instead}{stop}{}", text.get(..start)?, text.get(end + stop.len()..)?))
        };
        if let Some(summary) = replaced(&cause.summary) {
            cause.summary = summary;
        }
        report.summary = match replaced(&report.summary) {
            Some(summary) => summary,
            // Shortened to what is wrong with the pod (`first_sentence`): the maker is said after.
            None => format!("{}{instead}.", report.summary.trim_end()),
        };
    }
}
