//! Roll-up: children's verdicts reach their owners, and each problem gets its root cause.
//!
//! A Deployment waiting on a rollout whose current pods crash has failed now, not at the
//! deadline; pods of old ReplicaSets do not decide the rollout. The root cause is the deepest
//! failing resource (and container) under a problem; owners that only repeat it are symptoms.

use std::collections::HashMap;

use crate::model::Resource;
use crate::relate::references::{PortMiss, SelectorMiss};
use crate::relate::{revision, Graph, Reference};
use crate::report::{Link, Related, ResourceReport, RootCause, Verdict};

/// Applies the roll-up to the reports of one bundle (same order as `resources`) and returns
/// the root cause of the whole bundle: the first Failed (else Degraded) top-level problem's.
pub fn roll_up(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) -> Option<RootCause> {
    // The deepest cause under each resource, with the verdict of the resource it starts at.
    let mut causes: Vec<Option<(RootCause, Verdict)>> = vec![None; reports.len()];
    // Why each resource still waits: the first not-ready part below it (for deadlines).
    let mut waiting: Vec<Option<RootCause>> = vec![None; reports.len()];
    let claims = blocking_claims(resources, graph, reports);
    wait_for_secret_makers(resources, graph, reports);
    // Before the chains are made: what those above the Challenge quote of it.
    challenges_dialing_elsewhere(resources, reports);
    reread_with_ready_dependencies(resources, graph, reports);
    limit_ranges_named_by_the_owner(graph, reports);
    jobs_without_tries_left(graph, reports);
    local_volumes_elsewhere(resources, graph, reports);
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
        if deadline_passed {
            // The older revision is pasted and ready: it serves, by name.
            if let Some(older) = &older_serving {
                report.summary = report.summary.replacen(crate::rules::apps::deployment::MAY_STILL_SERVE, &format!(", and {older} still serves the previous version"), 1);
            }
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
                (Verdict::InProgress, None) if resource.kind == "Pod" => {
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
                chain.extend(attachment_link(report, graph, resources));
                chain.extend(local_volume(index, resources, graph).filter(|_| report.summary.contains(LOCAL_VOLUME_SAID)).map(|(_, volume, node)| Link {
                    kind: "PersistentVolume".to_owned(),
                    name: volume.name.clone(),
                    namespace: None,
                    note: Some(format!("on node {node} only")),
                }));
                chain.extend(quota_link(resource, report, resources));
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
    fail_past_deadline(reports);
    health_checks_still_in_progress(resources, graph, reports);
    follow_dependencies(resources, graph, reports);
    continue_into_secret_makers(graph, reports);
    blame_nodes(resources, graph, reports);
    say_the_nodes_platform(resources, graph, reports);
    say_keys_for_sub_paths(resources, graph, reports);
    say_each_volume_not_backed_up(graph, reports);
    rollouts_seen_from_above(resources, graph, reports);
    check_endpoints(resources, graph, reports);
    blame_quotas(resources, reports);
    wait_for_certificates(resources, graph, reports);
    skip_under_failed_stacks(resources, graph, reports);
    blocked_drains(resources, graph, reports);
    say_what_it_waits_for(resources, graph, reports);
    say_why_from_below(reports);
    say_how_many_pods_alike(resources, graph, reports);
    say_pods_replaced(resources, graph, reports);
    say_advice_once(reports);
    point_to_what_was_found(reports);
    rollbacks_without_history(resources, reports);
    rollbacks_argo_cd_undoes(resources, graph, reports);
    edits_argo_cd_undoes(resources, graph, reports);
    let verdicts: Vec<Verdict> = reports.iter().map(|r| r.verdict).collect();
    for (index, report) in reports.iter_mut().enumerate() {
        report.related = related(resources, graph, index, &verdicts);
    }
    let top_level = |verdict: Verdict| {
        reports
            .iter()
            .enumerate()
            .filter(|(index, report)| report.verdict == verdict && graph.owner.get(*index).copied().flatten().is_none())
            // What nothing else depends on first: a claim before its composite.
            .min_by_key(|(index, _)| graph.referrers.get(*index).is_some_and(|r| r.iter().any(|(_, relation)| *relation == "depends-on")))
            .and_then(|(_, report)| report.root_cause.clone())
    };
    top_level(Verdict::Failed).or_else(|| top_level(Verdict::Degraded))
}

/// A pod that is not ready on a Node that has failed (NotReady, unreachable) is stuck because of
/// the node: the node is its root cause, and a pod still "in progress" there has failed.
fn blame_nodes(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for (index, resource) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Pod") {
        let node = graph.pasted(index, "Node").and_then(|target| reports.get(target).cloned()).filter(|node| node.verdict == Verdict::Failed);
        let Some(node) = node else { continue };
        // Deleted on a node that does not answer: only its kubelet could confirm the end.
        if let Some(report) = reports.get_mut(index).filter(|r| r.verdict == Verdict::Terminating) {
            // Said instead of what the pod's own rule says of a kubelet that does not answer.
            report.summary = format!(
                "{} is being deleted on Node {}, which has failed, so no kubelet confirms that it stopped: it stays Terminating until the node is back, or until it is force-deleted (kubectl delete pod {}{} --grace-period=0 --force) once you are sure it no longer runs there.",
                resource.display_name(),
                node.name,
                resource.name,
                resource.namespace_flag()
            );
            continue;
        }
        let Some(report) = reports.get_mut(index).filter(|r| matches!(r.verdict, Verdict::InProgress | Verdict::Failed | Verdict::Unknown)) else {
            continue;
        };
        // What a pod in progress said of itself (a readiness probe, say) is not why it is
        // not ready there: the node is.
        let own = if report.verdict == Verdict::Failed { report.summary.trim_end().to_owned() } else { "The pod is not ready.".to_owned() };
        if report.verdict != Verdict::Failed {
            report.verdict = Verdict::Failed;
            report.rule = "rollup/failed-node".to_owned();
        }
        // Of a node that stopped reporting, what the pod said last may no longer hold.
        let unreachable = node.conditions.iter().any(|c| c.type_ == "Ready" && c.status == "Unknown");
        let stale = if unreachable {
            format!(
                " What its containers do there now is unknown (its status is the last its kubelet sent); its owner, if any, replaces it elsewhere once it is evicted. kubectl get pods -A -o wide --field-selector spec.nodeName={} lists everything on that node.",
                node.name
            )
        } else {
            String::new()
        };
        report.summary = format!("{own} It runs on Node {}, which has failed: {}{stale}", node.name, first_sentence(&node.summary));
        report.root_cause = Some(cause_through(link(resource, report), &node));
    }
}

/// An image without a build for its node's platform: when the pod's Node is pasted, its
/// platform is said (its `kubernetes.io/os` and `kubernetes.io/arch` labels, else its
/// `status.nodeInfo`) instead of the command that would show it.
fn say_the_nodes_platform(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for (index, _) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Pod") {
        let Some(node) = graph.pasted(index, "Node").and_then(|target| resources.get(target)) else { continue };
        let read = |label: &str, info: &str| {
            node.get(&["metadata", "labels"])
                .and_then(|labels| labels.get(label))
                .or_else(|| node.get(&["status", "nodeInfo", info]))
                .and_then(crate::model::Value::as_str)
                .map(str::trim)
                .filter(|value| !value.is_empty())
        };
        let Some(arch) = read("kubernetes.io/arch", "architecture") else { continue };
        let platform = match read("kubernetes.io/os", "operatingSystem") {
            Some(os) => format!("{os}/{arch}"),
            None => arch.to_owned(),
        };
        let command = format!("; kubectl get node {} -L kubernetes.io/arch shows the node's.", node.name);
        let said = format!(". Node {} is {platform}: the tag has no {platform} build.", node.name);
        let Some(report) = reports.get_mut(index) else { continue };
        for container in report.containers.iter_mut().filter(|c| c.failing && c.explanation.next.contains(&command)) {
            container.explanation.next = container.explanation.next.replacen(&command, &said, 1).into();
        }
    }
}

/// A Service with a selector is only as good as the pods it selects: when the paste holds some
/// of them and none is Ready, it has no endpoints — Failed when every one has failed (its root
/// cause is theirs), InProgress while some are still starting.
fn check_endpoints(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    // Each Service's Endpoints (same namespace and name), found once for the whole paste.
    let endpoints = by_namespace_and_name(resources, "Endpoints");
    // And its EndpointSlices, by their kubernetes.io/service-name label, where no Endpoints is:
    // of several (dual-stack, over 100 endpoints), one with a ready endpoint speaks for them.
    let mut slices: std::collections::HashMap<(Option<&str>, &str), usize> = HashMap::new();
    for (at, slice) in resources.iter().enumerate().filter(|(_, r)| r.kind == "EndpointSlice") {
        let Some(service) = slice.str(&["metadata", "labels", "kubernetes.io/service-name"]) else { continue };
        let better = |at: usize| reports.get(at).map(|r| r.verdict == Verdict::Ready).unwrap_or(false);
        slices.entry((slice.namespace.as_deref(), service)).and_modify(|kept| if !better(*kept) && better(at) { *kept = at }).or_insert(at);
    }
    let endpoints_of = |service: &Resource| {
        let key = (service.namespace.as_deref(), service.name.as_str());
        endpoints.get(&key).or_else(|| slices.get(&key)).copied()
    };
    for (index, resource) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Service") {
        let selected: Vec<usize> = graph
            .references
            .get(index)
            .map(|references| references.iter().filter(|r| r.relation == "selects").filter_map(|r| r.target).collect())
            .unwrap_or_default();
        let pods: Vec<ResourceReport> = selected.iter().filter_map(|&pod| reports.get(pod).cloned()).collect();
        if pods.is_empty() {
            if let Some(&workload) = graph.scaled_to_zero.get(&index) {
                workload_at_zero(resource, index, workload, resources, graph, endpoints_of(resource), reports);
                continue;
            }
            no_pod_selected(resource, index, endpoints_of(resource), graph.selector_misses.get(&index), reports);
            continue;
        }
        let own_endpoints = endpoints_of(resource);
        if let Some(ready) = pods.iter().find(|pod| pod.verdict == Verdict::Ready) {
            match graph.port_misses.get(&index) {
                Some(miss) => port_not_declared(resource, index, miss, own_endpoints, reports),
                None => endpoints_behind(resource, index, own_endpoints, ready, pods.iter().filter(|pod| pod.verdict == Verdict::Ready).count(), reports),
            }
            continue;
        }
        let Some(report) = reports.get_mut(index).filter(|r| r.verdict == Verdict::Ready) else { continue };
        let failed: Vec<&ResourceReport> = pods.iter().filter(|pod| pod.verdict.is_problem()).collect();
        let own = link(resource, report);
        let count = pods.len();
        let n = count as i64;
        if let Some(first) = failed.first().copied().filter(|_| failed.len() == count) {
            report.verdict = Verdict::Failed;
            report.summary = format!(
                "It has no ready endpoints: {} it selects {} failed, so requests to it fail. First: Pod {}: {}",
                crate::rules::every(n, "pod"),
                crate::rules::have(n),
                first.name,
                first.summary
            );
            report.reason = first.reason.clone().or(Some("NoReadyEndpoints".to_owned()));
            report.root_cause = Some(cause_through(own, first));
        } else {
            report.verdict = Verdict::InProgress;
            report.summary = format!(
                "{} it selects {} ready yet, so it has no endpoints for now{}.",
                if n == 1 { "The 1 pod".to_owned() } else { format!("None of the {n} pods") },
                if n == 1 { "is not" } else { "is" },
                if failed.is_empty() { String::new() } else { format!(" ({} of them failed)", failed.len()) }
            );
            report.reason = Some("NoReadyEndpoints".to_owned());
        }
        if let Some(miss) = graph.port_misses.get(&index) {
            report.summary = format!("{} Once they are ready, {}", report.summary.trim_end(), port_miss_text(resource, miss));
        }
        report.rule = "rollup/endpoints".to_owned();
    }
}

/// A Service whose pods are ready but whose named `targetPort` none of them declares: the
/// endpoints controller leaves them out — Failed when that is every port of the Service.
fn port_not_declared(service: &Resource, index: usize, miss: &PortMiss, endpoints: Option<usize>, reports: &mut [ResourceReport]) {
    let endpoints = endpoints.filter(|&at| reports.get(at).is_some_and(|r| r.verdict.is_problem()));
    say_why_empty(endpoints, format!("the targetPort \"{}\" of Service {} names no container port of its pods", miss.target, service.name), reports);
    let endpoints = endpoints.and_then(|at| reports.get(at)).map(link_of);
    let Some(report) = reports.get_mut(index).filter(|r| r.verdict == Verdict::Ready) else { return };
    report.verdict = if miss.missed >= miss.ports { Verdict::Failed } else { Verdict::Degraded };
    report.summary = format!("Requests to port {} go nowhere: {}", miss.port, port_miss_text(service, miss));
    report.reason = Some("TargetPortNotFound".to_owned());
    report.rule = "rollup/endpoints".to_owned();
    let own = Link { note: Some(format!("targetPort {}", miss.target)), ..link(service, report) };
    let cause = own_cause(std::iter::once(own).chain(endpoints).collect(), report);
    report.root_cause = Some(cause);
}

/// The summary of a Service's empty Endpoints once the Service's own spec is known to be why.
fn say_why_empty(endpoints: Option<usize>, why: String, reports: &mut [ResourceReport]) {
    if let Some(report) = endpoints.and_then(|at| reports.get_mut(at)) {
        report.summary = format!("There are no endpoints: {why}.");
    }
}

/// `its targetPort "web" names no port of the pods it selects (Pod web-1 declares 8080/TCP), …`.
fn port_miss_text(service: &Resource, miss: &PortMiss) -> String {
    let declared = match miss.declared.as_slice() {
        [] => "declares no ports".to_owned(),
        ports => format!("declares {}", ports.join(", ")),
    };
    format!(
        "its targetPort \"{}\" names no container port of the pods it selects (Pod {} {declared}), so the endpoints controller leaves them out. Name the container port \"{}\" in the pod template, or set the targetPort to the port's number: kubectl edit service {}{}.",
        miss.target,
        miss.pod,
        miss.target,
        service.name,
        service.namespace_flag()
    )
}

/// A Service whose own Endpoints (pasted too) list no ready address although pods it selects
/// are ready: the endpoints controller has not written them, or they were pasted from an
/// earlier moment than the pods. Degraded: requests to it fail while that lasts.
fn endpoints_behind(service: &Resource, index: usize, endpoints: Option<usize>, ready: &ResourceReport, count: usize, reports: &mut [ResourceReport]) {
    let Some(endpoints) = endpoints.and_then(|at| reports.get(at)).filter(|r| r.verdict.is_problem() || r.verdict == Verdict::InProgress).cloned() else { return };
    let Some(report) = reports.get_mut(index).filter(|r| r.verdict == Verdict::Ready) else { return };
    let since = ready.conditions.iter().find(|c| c.type_ == "Ready").and_then(|c| c.age.as_deref()).map(|age| format!(" for {age}")).unwrap_or_default();
    let who = if count == 1 { format!("Pod {} it selects is ready{since}", ready.name) } else { format!("{count} pods it selects are ready (Pod {}{since})", ready.name) };
    let ns = service.namespace_flag();
    report.verdict = Verdict::Degraded;
    report.summary = format!(
        "Its {kind} {} {} no ready address although {who}: the endpoints controller (in kube-controller-manager) has not written them, or they were pasted from an earlier moment than the pods. Look again with kubectl get {}{}{ns}; if they stay empty, read kube-controller-manager's logs.",
        endpoints.name,
        list_verb(&endpoints.kind),
        if endpoints.kind == "EndpointSlice" { "endpointslices -l kubernetes.io/service-name=" } else { "endpoints " },
        service.name,
        kind = endpoints.kind
    );
    report.reason = endpoints.reason.clone().or(Some("NoEndpoints".to_owned()));
    report.rule = "rollup/endpoints".to_owned();
    let cause = own_cause(vec![link(service, report), link_of(&endpoints)], report);
    report.root_cause = Some(cause);
}

/// A Service that selects none of the pasted pods. When its own Endpoints (pasted too, same
/// name) list no ready address, its traffic goes nowhere: Degraded, with the selector as its
/// root cause when some pods miss it by one label (a typo, most often), else the Endpoints.
/// Without its Endpoints, such a near miss is only noted: pods that match may not be pasted.
/// A Service whose pods would be a Deployment's or StatefulSet's scaled to zero: it has no
/// endpoints because nothing runs, not because of its selector. Degraded, with the workload as
/// its cause (and when the scale-down happened, from the workload's events); an Ingress that
/// sends to it is Degraded the same way.
fn workload_at_zero(service: &Resource, index: usize, workload: usize, resources: &[Resource], graph: &Graph, endpoints: Option<usize>, reports: &mut [ResourceReport]) {
    let Some(workload_report) = reports.get(workload).cloned() else { return };
    let Some(set) = resources.get(workload) else { return };
    // "Scaled down replica set docs-site-84f6b7c9d5 to 0 from 2": from how many, and when.
    let scaled = workload_report.events.iter().rev().find(|e| e.message.contains(" to 0 from "));
    let from = scaled.and_then(|e| e.message.rsplit_once(" to 0 from ")).map(|(_, from)| from.trim().trim_end_matches('.')).filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
    let when = scaled.map(|e| format!(", {} ago (event {}: “{}”)", e.age.as_deref().unwrap_or("some time"), e.reason, e.message)).unwrap_or_default();
    let ns = service.namespace_flag();
    let kind = set.kind.to_ascii_lowercase();
    let scale = match from {
        Some(from) => format!("kubectl scale {kind}/{}{ns} --replicas={from} runs it again", set.name),
        None => format!("scale it up again (kubectl scale {kind}/{}{ns} with --replicas and the count it should run)", set.name),
    };
    let empty = endpoints.and_then(|at| reports.get(at)).map(|e| link_of(e));
    // (A Service its own rule found wanting, a LoadBalancer pending say, keeps its words.)
    let Some(report) = reports.get_mut(index).filter(|r| r.verdict == Verdict::Ready) else { return };
    report.verdict = Verdict::Degraded;
    let why = format!(
        "its selector fits the pods of {} {}, which is scaled to 0 (spec.replicas: 0){when}. {scale}; if that was not meant, find what scaled it down (an autoscaler, a GitOps sync, a person: kubectl get hpa,scaledobjects{ns}).",
        set.kind, set.name
    );
    report.summary = format!("It has no endpoints, so requests to it fail: {why}");
    report.reason = Some("ScaledToZero".to_owned());
    report.rule = "rollup/endpoints".to_owned();
    let own = link(service, report);
    let mut chain = vec![own];
    chain.extend(empty);
    chain.push(Link { note: Some("scaled to 0".to_owned()), ..link_of(&workload_report) });
    report.root_cause = Some(own_cause(chain, report));
    let service_report = report.clone();
    // An Ingress that sends to it: its requests fail the same way.
    for (at, ingress) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Ingress" && r.namespace == service.namespace) {
        let sends = graph.references.get(at).is_some_and(|references| references.iter().any(|r| r.kind == "Service" && r.target == Some(index)));
        let Some(report) = reports.get_mut(at).filter(|r| sends && r.verdict == Verdict::Ready) else { continue };
        report.verdict = Verdict::Degraded;
        report.summary = format!("{} Its backend Service {} has no endpoints, so its requests fail (503): {why}", report.summary.trim_end(), service.name);
        report.reason = Some("BackendWithoutEndpoints".to_owned());
        report.rule = "rollup/endpoints".to_owned();
        report.root_cause = Some(cause_through(link(ingress, report), &service_report));
    }
}

fn no_pod_selected(service: &Resource, index: usize, endpoints: Option<usize>, miss: Option<&SelectorMiss>, reports: &mut [ResourceReport]) {
    if let Some(miss) = miss.filter(|_| endpoints.is_some_and(|at| reports.get(at).is_some_and(|r| r.verdict.is_problem()))) {
        say_why_empty(endpoints, format!("the selector of Service {} asks for {}={}, which no pasted pod has", service.name, miss.key, miss.wanted), reports);
    }
    // Addresses none of which is ready yet: nothing reaches it until one is.
    let starting = endpoints.and_then(|at| reports.get(at)).filter(|r| r.verdict == Verdict::InProgress).map(|r| (r.name.clone(), r.kind.clone()));
    let endpoints = endpoints.and_then(|at| reports.get(at)).filter(|r| r.verdict.is_problem()).cloned();
    let Some(report) = reports.get_mut(index).filter(|r| r.verdict == Verdict::Ready) else { return };
    if let (Some((name, kind)), None) = (&starting, &endpoints) {
        report.verdict = Verdict::InProgress;
        report.summary = format!("None of the addresses its {kind} {name} lists is ready yet: requests to it fail until one of its pods passes its readiness probe.");
        report.reason = Some("EndpointsNotReady".to_owned());
        report.rule = "rollup/endpoints".to_owned();
        return;
    }
    let ns = service.namespace_flag();
    let mismatch = miss.map(|miss| selector_mismatch(service, miss));
    let endpoints = match (endpoints, mismatch) {
        (None, None) => return,
        (None, Some(mismatch)) => {
            report.summary = format!(
                "{} Note: {mismatch}, so it may have no endpoints (kubectl get endpoints {}{ns} shows).",
                report.summary.trim_end(),
                service.name
            );
            return;
        }
        (Some(endpoints), Some(mismatch)) => {
            // Every request fails, and the Service's own spec is why: failed, not degraded.
            report.verdict = Verdict::Failed;
            report.summary = format!(
                "Requests to it go nowhere: its Endpoints {} list no ready address because {mismatch}. Fix the selector (kubectl edit service {}{ns}) or the pod template's labels.",
                endpoints.name, service.name
            );
            report.reason = endpoints.reason.clone().or(Some("NoEndpoints".to_owned()));
            report.rule = "rollup/endpoints".to_owned();
            let own = Link { note: miss.map(|miss| format!("selector {}={}", miss.key, miss.wanted)), ..link(service, report) };
            // Its empty Endpoints follow from it: in the chain, not a problem of their own.
            let cause = own_cause(vec![own, link_of(&endpoints)], report);
            report.root_cause = Some(cause);
            return;
        }
        (Some(endpoints), None) => endpoints,
    };
    report.verdict = Verdict::Degraded;
    report.summary = if endpoints.reason.as_deref() == Some("EndpointsNotReady") {
        format!(
            "Requests to it fail: its {} {} lists addresses, but none of them is ready (their pods do not pass their readiness probes). kubectl get pods{ns}{} shows them; kubectl describe pod on one shows its Unhealthy events.",
            endpoints.kind, endpoints.name, crate::rules::selector_flag(service),
        )
    } else {
        format!(
            "Requests to it go nowhere: its {} {} {} no ready address (no pod matches its selector, or none is ready). Compare the selector with the pods' labels: kubectl get service {}{ns} -o wide and kubectl get pods{ns} --show-labels.",
            endpoints.kind, endpoints.name, list_verb(&endpoints.kind), service.name,
        )
    };
    report.reason = endpoints.reason.clone().or(Some("NoEndpoints".to_owned()));
    report.rule = "rollup/endpoints".to_owned();
    let mut cause = RootCause { chain: vec![link(service, report), link_of(&endpoints)], reason: endpoints.reason.clone(), summary: endpoints.summary.clone(), text: String::new() };
    cause.text = chain_text(&cause);
    report.root_cause = Some(cause);
}

/// `list` after the plural-looking kind Endpoints (`its Endpoints web list`), `lists` after
/// an EndpointSlice.
fn list_verb(kind: &str) -> &'static str {
    if kind == "Endpoints" { "list" } else { "lists" }
}

/// `its selector asks for app=chekout, which no pod pasted in shop has: all 2 have app=checkout
/// instead`.
fn selector_mismatch(service: &Resource, miss: &SelectorMiss) -> String {
    let place = service.namespace.as_deref().map(|ns| format!(" in {ns}")).unwrap_or_default();
    let who = match (miss.pods, miss.pods_in_namespace) {
        (1, 1) => "the one pasted there has".to_owned(),
        (n, all) if n == all => format!("all {n} have"),
        (1, all) => format!("1 of the {all} has"),
        (n, all) => format!("{n} of the {all} have"),
    };
    let instead = match &miss.found {
        Some(found) => format!("{}={found} instead", miss.key),
        None => format!("no label {}", miss.key),
    };
    format!("its selector asks for {}={}, which no pod pasted{place} has: {who} {instead}", miss.key, miss.wanted)
}

/// The resources of one kind by namespace and name, found once for the whole paste.
fn by_namespace_and_name<'a>(resources: &'a [Resource], kind: &str) -> std::collections::HashMap<(Option<&'a str>, &'a str), usize> {
    resources
        .iter()
        .enumerate()
        .filter(|(_, r)| r.kind == kind)
        .map(|(at, r)| ((r.namespace.as_deref(), r.name.as_str()), at))
        .collect()
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

/// Dependencies across systems (`depends-on`, see `relate::depends`), what they depend on first:
/// a resource still waiting for one that has failed has failed too; a problem that has no
/// deeper cause of its own takes the dependency's root cause as the rest of its chain.
fn follow_dependencies(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
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
        let waits = report.verdict == Verdict::InProgress || report.reason.as_deref().is_some_and(|reason| crate::rules::STUCK_WAITING.contains(&reason));
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
        if report.verdict == Verdict::Ready && dependency.verdict == Verdict::Failed && crate::relate::depends::FEEDS.contains(&dependency.kind.as_str()) {
            report.summary = format!(
                "{} But it depends on {which}, which has failed: nothing new reaches it from there (a new revision, a renewal, a refresh) until that is fixed.",
                report.summary.trim_end()
            );
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
fn reread_with_ready_dependencies(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
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
fn health_checks_still_in_progress(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
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
fn dependencies_first(graph: &Graph) -> Vec<usize> {
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

/// A claim a Pending pod uses and waits for: the link for the chain and the claim's own words.
#[derive(Debug, Clone)]
struct Claim {
    link: Link,
    verdict: Verdict,
    reason: Option<String>,
    summary: String,
}

/// For each Pending pod, the first PersistentVolumeClaim it uses that is pasted and not Ready.
fn blocking_claims(resources: &[Resource], graph: &Graph, reports: &[ResourceReport]) -> Vec<Option<Claim>> {
    resources
        .iter()
        .enumerate()
        .map(|(index, resource)| {
            if resource.kind != "Pod" || resource.str(&["status", "phase"]).is_some_and(|phase| phase != "Pending") {
                return None;
            }
            graph.references.get(index)?.iter().filter(|r| r.kind == "PersistentVolumeClaim").find_map(|reference| {
                let claim = reports.get(reference.target?)?;
                (!matches!(claim.verdict, Verdict::Ready | Verdict::Succeeded)).then(|| Claim {
                    link: Link { kind: claim.kind.clone(), name: claim.name.clone(), namespace: claim.namespace.clone(), note: claim.reason.clone() },
                    verdict: claim.verdict,
                    reason: claim.reason.clone(),
                    summary: claim.summary.clone(),
                })
            })
        })
        .collect()
}

/// A Pending pod whose claim is not bound says so; if the claim has failed, so has the pod.
fn wait_for_claim(report: &mut ResourceReport, claim: &Claim) {
    let which = claim.link.label();
    if report.verdict == Verdict::InProgress && claim.verdict == Verdict::Failed {
        report.verdict = Verdict::Failed;
        report.summary = format!("The pod cannot start: it uses {which}, which has failed: {}", first_sentence(&claim.summary));
        report.reason = claim.reason.clone().or(report.reason.take());
        report.rule = "rollup/failed-claim".to_owned();
        crate::explain::restate_as_failed(&mut report.conditions, &format!("Waiting will not help: it uses {which}, which has failed; fix that first (see the root cause)."));
    } else if !report.verdict.is_problem() || !report.summary.contains(&which) {
        report.summary = format!("{} It waits for {which} ({}): {}", report.summary, claim.verdict.words(), first_sentence(&claim.summary));
    }
}

/// A rollout past its deadline says why, from its current pods: never "timed out" alone.
/// Whose words a root cause's summary is, and whose card says what to do: the pod of the
/// failing container (what the chain names after the container — a ConfigMap without the key —
/// is what the pod says), else the deepest resource of the chain.
fn whose_words(cause: &RootCause) -> Option<&Link> {
    let pod_of_container = cause.chain.iter().position(Link::is_container).and_then(|at| at.checked_sub(1)).and_then(|at| cause.chain.get(at));
    pod_of_container.or_else(|| cause.chain.iter().rev().find(|link| !link.is_container()))
}

fn say_why_it_timed_out(report: &mut ResourceReport, cause: &RootCause) {
    let origin = whose_words(cause).map(Link::label).unwrap_or_default();
    report.summary = format!("{} Why: {origin}: {}", report.summary, first_sentence(&cause.summary));
}

/// A rollout past its progress deadline has failed, and so has what it names as the reason: the
/// ReplicaSet and pods still "in progress" down its chain are not waited for any more (the
/// deadline is the owner's own word for how long is too long). Each says so, with the rest of
/// the chain below it as its root cause.
fn fail_past_deadline(reports: &mut [ResourceReport]) {
    let timed_out: Vec<(Option<String>, RootCause)> = reports
        .iter()
        .filter(|r| r.verdict == Verdict::Failed && r.reason.as_deref() == Some("ProgressDeadlineExceeded"))
        .filter_map(|r| Some((r.namespace.clone(), r.root_cause.clone()?)))
        .collect();
    if timed_out.is_empty() {
        return;
    }
    // Reports by namespace, kind and name, found once: a large paste may hold many rollouts.
    let mut at: std::collections::HashMap<(Option<String>, String, String), usize> = std::collections::HashMap::with_capacity(reports.len());
    for (index, report) in reports.iter().enumerate() {
        at.entry((report.namespace.clone(), report.kind.clone(), report.name.clone())).or_insert(index);
    }
    for (namespace, cause) in timed_out {
        let Some(owner) = cause.chain.first().map(Link::label) else { continue };
        for (depth, member) in cause.chain.iter().enumerate().skip(1) {
            let found = at.get(&(namespace.clone(), member.kind.clone(), member.name.clone())).copied();
            let Some(report) = found.and_then(|index| reports.get_mut(index)).filter(|r| r.verdict == Verdict::InProgress) else {
                continue;
            };
            report.verdict = Verdict::Failed;
            report.summary = format!("Past {owner}'s progress deadline: {}", report.summary);
            report.rule = "rollup/past-deadline".to_owned();
            crate::explain::restate_as_failed(&mut report.conditions, &format!("Waiting will not help: {owner} has given up on this rollout; fix what this says, or roll back."));
            let mut below = RootCause { chain: cause.chain.get(depth..).map(<[Link]>::to_vec).unwrap_or_default(), ..cause.clone() };
            below.text = chain_text(&below);
            report.root_cause = Some(below).filter(|below| below.chain.len() > 1);
        }
    }
}

/// A pod that fails only because a Secret is missing, while the pasted resource that makes
/// that Secret (an ExternalSecret, a Certificate) is still working on it with nothing below it
/// failed, is waiting, not failed: the kubelet starts it once the Secret exists. Runs before
/// the roll-up, so its owners are judged with it.
fn wait_for_secret_makers(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
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
fn continue_into_secret_makers(graph: &Graph, reports: &mut [ResourceReport]) {
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

/// The pasted Node an evicted pod ran on, as a chain link with the pressure it reports
/// (`Node worker-3 (KubeletHasDiskPressure)`), when that node is a problem.
fn eviction_node(graph: &Graph, reports: &[ResourceReport], index: usize) -> Option<Link> {
    reports.get(index).filter(|r| r.kind == "Pod" && r.reason.as_deref() == Some("Evicted"))?;
    let node = graph.pasted(index, "Node").and_then(|at| reports.get(at))?;
    node.verdict.is_problem().then(|| Link { kind: node.kind.clone(), name: node.name.clone(), namespace: None, note: node.reason.clone() })
}

/// A key a pod misses in a pasted ConfigMap or Secret: the summary names the keys it has, and
/// the one that looks like a misspelling of it (`DATABASE_URI` for `DATABASE_URL`).
fn say_keys_beside_the_missing_one(report: &mut ResourceReport, references: &[Reference], resources: &[Resource]) {
    const SAID: &str = ": add the key or fix the reference.";
    let missing = report.containers.iter().filter(|c| c.failing).find_map(|c| crate::rules::core::pod::missing_object(&c.message));
    let Some((kind, name, Some(key))) = missing else { return };
    let Some(object) = references.iter().find(|r| r.kind == kind && r.name == name).and_then(|r| r.target).and_then(|at| resources.get(at)) else { return };
    let keys = pasted_keys(object);
    let said = format!("has no key {key}{SAID}");
    if keys.is_empty() || !report.summary.contains(&said) {
        return;
    }
    let listed = keys_listed(&keys);
    let near = keys.iter().find(|other| crate::rules::core::pod::misspelt(other, &key));
    let what_to_do = match near {
        Some(other) => format!("; {other} looks like a misspelling of it): rename one of them, or add the key."),
        None => format!("){SAID}"),
    };
    report.summary = report.summary.replacen(&said, &format!("has no key {key} ({listed}{what_to_do}"), 1);
}

/// The key names of a pasted ConfigMap or Secret (kept for the roll-up, never their values).
fn pasted_keys(object: &Resource) -> Vec<&str> {
    ["data", "binaryData", "stringData"]
        .iter()
        .filter_map(|field| match object.get(&[field]) {
            Some(crate::model::Value::Object(entries)) => Some(entries.iter().map(|(key, _)| key)),
            _ => None,
        })
        .flatten()
        .collect()
}

/// A pasted ConfigMap's or Secret's keys as said beside one it lacks: `its keys: a, b`, or how
/// many when they are over 8.
fn keys_listed(keys: &[&str]) -> String {
    match keys.len() {
        0 => "it has none".to_owned(),
        1..=8 => format!("its keys: {}", keys.join(", ")),
        many => format!("it has {many} keys"),
    }
}

/// A subPath mount that fails because its ConfigMap or Secret lacks the key: when that object
/// is pasted, its keys are said (and the one the subPath misspells) instead of the command
/// that would list them.
fn say_keys_for_sub_paths(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for (index, pod) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Pod") {
        let Some(report) = reports.get_mut(index).filter(|r| r.verdict.is_problem()) else { continue };
        let references = graph.references.get(index).map(Vec::as_slice).unwrap_or(&[]);
        for container in report.containers.iter_mut().filter(|c| c.failing) {
            let next = container.explanation.next.as_ref();
            let Some((before, rest)) = next.split_once(" must have a key ") else { continue };
            let Some((kind, name)) = before.rsplit_once(": ").map_or(before, |(_, said)| said).split_once(' ') else { continue };
            let Some(key) = rest.split(' ').next() else { continue };
            let command = format!("{kind} {name} must have a key {key} (kubectl get {} {name}{} -o jsonpath='{{.data}}' lists its keys", kind.to_ascii_lowercase(), pod.namespace_flag());
            let Some(object) = references.iter().find(|r| r.kind == kind && r.name == name).and_then(|r| r.target).and_then(|at| resources.get(at)) else { continue };
            let keys = pasted_keys(object);
            if !next.contains(&command) || keys.contains(&key) {
                continue;
            }
            let listed = keys_listed(&keys);
            let near = keys.iter().find(|other| crate::rules::core::pod::misspelt(other, key)).map(|other| format!("; {other} looks like a misspelling of it")).unwrap_or_default();
            let said = format!("{kind} {name} has no key {key} ({listed}{near}");
            container.explanation.next = next.replacen(&command, &said, 1).replace(&format!("{said}, values base64-encoded)"), &format!("{said})")).into();
        }
    }
}

/// A Velero Backup or Restore that finished with errors, pasted with the volume backups or
/// restores it owns that failed: each is named with the first sentence of what it says, so
/// the Backup's own summary lists every volume left out, not only the one its chain follows.
fn say_each_volume_not_backed_up(graph: &Graph, reports: &mut [ResourceReport]) {
    for index in 0..reports.len() {
        let Some(report) = reports.get(index).filter(|r| matches!(r.kind.as_str(), "Backup" | "Restore") && r.verdict.is_problem()) else { continue };
        let failed: Vec<String> = graph
            .children
            .get(index)
            .into_iter()
            .flatten()
            .filter_map(|&child| reports.get(child))
            .filter(|child| matches!(child.kind.as_str(), "PodVolumeBackup" | "PodVolumeRestore" | "DataUpload" | "DataDownload") && child.verdict == Verdict::Failed)
            // "Volume data of pod cache/redis-0 was not backed up by …": which volume of which pod.
            .map(|child| match child.summary.split_once(" was not ") {
                Some((which, _)) if which.starts_with("Volume ") => format!("{} ({} {})", which.replacen("Volume", "volume", 1), child.kind, child.name),
                _ => format!("{} {}", child.kind, child.name),
            })
            .collect();
        if failed.len() < 2 || report.summary.contains(" Not copied (each explained on its own):") {
            continue;
        }
        let listed = format!(" Not copied (each explained on its own): {}.", failed.join("; "));
        if let Some(report) = reports.get_mut(index) {
            report.summary = format!("{}{listed}", report.summary.trim_end());
        }
    }
}

/// A Deployment still rolling out with replicas unavailable, pasted without any ReplicaSet or
/// pod of its own: a new pod that crashes or cannot pull its image shows only there, so the
/// summary says what to paste too (a hurried first paste is often the Deployment alone).
fn rollouts_seen_from_above(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for (index, deployment) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Deployment") {
        let unavailable = deployment.int(&["status", "unavailableReplicas"]).unwrap_or(0);
        let alone = graph.children.get(index).is_none_or(Vec::is_empty);
        let Some(report) = reports.get_mut(index).filter(|r| r.verdict == Verdict::InProgress && unavailable > 0 && alone) else { continue };
        let ns = deployment.namespace_flag();
        report.summary = format!(
            "{} Its ReplicaSets and pods are not in what you pasted, and a new pod that crashes or cannot pull its image shows only there: paste kubectl get replicasets,pods{ns} -o yaml and kubectl get events{ns} too.",
            report.summary.trim_end()
        );
    }
}

/// How the roll-up begins what it says of a pod whose local volume is on another node.
const LOCAL_VOLUME_SAID: &str = "its volume is a local one";

/// A pod's local volume (a pasted PersistentVolume with `local` or `hostPath`, pinned by its
/// node affinity to one node's hostname) and that node's name, through the pod's claims.
fn local_volume<'r>(pod: usize, resources: &'r [Resource], graph: &'r Graph) -> Option<(&'r str, &'r Resource, &'r str)> {
    let claims = graph.references.get(pod)?.iter().filter(|r| r.kind == "PersistentVolumeClaim").filter_map(|r| Some((r.name.as_str(), r.target?)));
    let mut volumes = claims.flat_map(|(claim, at)| graph.references.get(at).into_iter().flatten().filter(|r| r.kind == "PersistentVolume").filter_map(move |r| Some((claim, r.target?))));
    volumes.find_map(|(claim, at)| {
        let volume = resources.get(at)?;
        if volume.get(&["spec", "local"]).is_none() && volume.get(&["spec", "hostPath"]).is_none() {
            return None;
        }
        let terms = volume.get(&["spec", "nodeAffinity", "required", "nodeSelectorTerms"])?.as_array()?;
        let node = terms.iter().flat_map(|term| term.get("matchExpressions").and_then(|e| e.as_array()).unwrap_or(&[])).find_map(|expression| {
            let key = expression.get("key").and_then(|k| k.as_str())?;
            let values = expression.get("values").and_then(|v| v.as_array())?;
            match values {
                [only] if key == "kubernetes.io/hostname" && expression.get("operator").and_then(|o| o.as_str()) == Some("In") => only.as_str().filter(|n| !n.is_empty()),
                _ => None,
            }
        })?;
        Some((claim, volume, node))
    })
}

/// A pod that cannot be scheduled for a volume node affinity conflict, whose volume is a local
/// one on one node: that node, and whether it is among the nodes pasted (gone, with the data
/// on its disk, or there but refusing the pod).
fn local_volumes_elsewhere(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    let elsewhere = crate::rules::core::pod::VOLUME_ELSEWHERE;
    for (index, pod) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Pod") {
        let Some((claim, volume, node)) = local_volume(index, resources, graph) else { continue };
        let nodes: Vec<&str> = resources.iter().filter(|r| r.kind == "Node").map(|r| r.name.as_str()).collect();
        let Some(report) = reports.get_mut(index).filter(|r| r.summary.contains(elsewhere)) else { continue };
        let ns = pod.namespace_flag();
        let said = if nodes.is_empty() || nodes.contains(&node) {
            format!(
                "{LOCAL_VOLUME_SAID} (PersistentVolume {}), its data on node {node}'s disk, so the pod can run on {node} only, and that node does not take it now: kubectl describe node {node} shows why (not Ready, cordoned, a taint, no room)",
                volume.name
            )
        } else {
            format!(
                "{LOCAL_VOLUME_SAID} (PersistentVolume {}), its data on node {node}'s disk, and {node} is not among the nodes pasted ({}): if it comes back, the pod runs there again; if it is gone for good, so is that data. Then restore from a backup into a new volume: kubectl delete pvc {claim}{ns} --wait=false and kubectl delete pod {}{ns}, and the claim and pod are made again on a node that exists (by the StatefulSet, for its pods)",
                volume.name,
                nodes.join(", "),
                pod.name
            )
        };
        report.summary = report.summary.replacen(elsewhere, &said, 1);
    }
}

/// `VolumeAttachment csi-… (not attached)` at the end of a pod's chain, when the pod waits for a
/// volume whose attaching fails (its FailedAttachVolume event names the volume) and the
/// attachment of that volume to the pod's node is pasted, not attached.
fn attachment_link(report: &ResourceReport, graph: &Graph, resources: &[Resource]) -> Option<Link> {
    if report.kind != "Pod" {
        return None;
    }
    let event = report.events.iter().rev().find(|e| e.reason == "FailedAttachVolume")?;
    let volume = event.message.split_once("for volume \"").and_then(|(_, rest)| rest.split('"').next()).filter(|v| !v.is_empty())?;
    let at = resources.iter().position(|r| r.kind == "PersistentVolume" && r.name == volume)?;
    let node = |index: usize| graph.references.get(index).and_then(|references| references.iter().find(|r| r.kind == "Node")).map(|r| r.name.as_str());
    let pod = resources.iter().position(|r| r.kind == "Pod" && r.name == report.name && r.namespace == report.namespace)?;
    let attachment = graph.referrers.get(at)?.iter().map(|(index, _)| *index).find(|&index| {
        resources.get(index).is_some_and(|r| r.kind == "VolumeAttachment" && r.get(&["status", "attached"]).and_then(crate::model::Value::as_bool) != Some(true)) && (node(index) == node(pod) || node(pod).is_none())
    })?;
    let attachment = resources.get(attachment)?;
    Some(Link { kind: attachment.kind.clone(), name: attachment.name.clone(), namespace: None, note: Some("not attached".to_owned()) })
}

/// `Secret db-credentials (missing)` at the end of a chain, when the failing
/// container's message or a warning event names an object that does not exist.
fn missing_link(report: &ResourceReport, references: &[Reference]) -> Option<Link> {
    if report.kind != "Pod" {
        return None;
    }
    let messages = report
        .containers
        .iter()
        .filter(|c| c.failing)
        .map(|c| c.message.as_str())
        .chain(report.events.iter().rev().filter(|e| e.type_ == "Warning").map(|e| e.message.as_str()));
    let (kind, name, key) = messages.into_iter().find_map(crate::rules::core::pod::missing_object)?;
    let pasted = references.iter().any(|r| r.kind == kind && r.name == name && r.target.is_some());
    let note = match (key, pasted) {
        (Some(key), _) => format!("has no key {key}"),
        (None, false) => "missing".to_owned(),
        (None, true) => "the kubelet did not find it".to_owned(),
    };
    Some(Link { kind: kind.to_owned(), name, namespace: report.namespace.clone(), note: Some(note) })
}

/// The ResourceQuota that refused a problem's pods (its conditions' or warning events' message
/// says "exceeded quota: <name>, requested: …"), as the end of its chain, with the numbers.
fn quota_link(resource: &Resource, report: &ResourceReport, resources: &[Resource]) -> Option<Link> {
    let messages = report.conditions.iter().filter(|c| c.failing).map(|c| c.message.as_str()).chain(report.events.iter().rev().filter(|e| e.type_ == "Warning").map(|e| e.message.as_str()));
    let (name, numbers) = messages.into_iter().find_map(crate::rules::core::resourcequota::exceeded)?;
    let pasted = resources.iter().any(|r| r.kind == "ResourceQuota" && r.name == name && r.namespace == resource.namespace);
    let note = match (numbers.is_empty(), pasted) {
        (false, true) => numbers,
        (false, false) => format!("{numbers}; not in what you pasted"),
        (true, true) => "used up".to_owned(),
        (true, false) => "used up; not in what you pasted".to_owned(),
    };
    Some(Link { kind: "ResourceQuota".to_owned(), name, namespace: resource.namespace.clone(), note: Some(note) })
}

/// A pasted ResourceQuota that refuses the pods of a workload is where its problem is, though
/// every count of the quota is below its limit: what is left is less than a pod asks for.
/// Degraded, saying whose pods it refuses and with which numbers.
fn blame_quotas(resources: &[Resource], reports: &mut [ResourceReport]) {
    // The pasted quotas by namespace and name (few, but looked up once per refused workload).
    let quotas = by_namespace_and_name(resources, "ResourceQuota");
    if quotas.is_empty() {
        return;
    }
    let mut refused: Vec<(usize, String, String)> = Vec::new();
    for report in reports.iter().filter(|r| r.verdict.is_problem()) {
        // The resource whose own finding names the quota: the last link before it.
        let Some(cause) = &report.root_cause else { continue };
        let Some((quota, before)) = cause.chain.split_last().and_then(|(last, rest)| Some((last, rest.last()?))) else { continue };
        if quota.kind != "ResourceQuota" || before.name != report.name || before.kind != report.kind {
            continue;
        }
        if let Some(&at) = quotas.get(&(report.namespace.as_deref(), quota.name.as_str())) {
            refused.push((at, format!("{} {}", report.kind, report.name), quota.note.clone().unwrap_or_default()));
        }
    }
    for (at, whose, numbers) in refused {
        let (Some(quota), Some(report)) = (resources.get(at), reports.get_mut(at)) else { continue };
        if report.verdict.is_problem() {
            continue;
        }
        let numbers = if numbers.is_empty() { String::new() } else { format!(" ({numbers})") };
        report.verdict = Verdict::Degraded;
        report.summary = format!(
            "It refuses new pods of {whose}{numbers}: what is left of the quota is less than a pod asks for. Raise its limit (kubectl edit resourcequota {}{}) or lower what the pods ask for.",
            quota.name,
            quota.namespace_flag()
        );
        report.reason = Some("QuotaExceeded".to_owned());
        report.rule = "rollup/quota".to_owned();
        let cause = own_cause(vec![link(quota, report)], report);
        report.root_cause = Some(cause);
    }
}

/// An Ingress cert-manager issues a certificate for (the Certificate it owns) serves HTTPS with
/// it only once it is issued: while it is, the Ingress is in progress; when it has failed, the
/// Ingress is Degraded (plain HTTP may work) with the Certificate's root cause as its own.
/// An ACME HTTP-01 self check that dialed an address the pasted Ingress for its name does not
/// publish: the DNS record is what to fix (`rules::cert_manager::challenge::dialed_elsewhere`).
fn challenges_dialing_elsewhere(resources: &[Resource], reports: &mut [ResourceReport]) {
    // (Found once: a large paste has many resources and few of either kind.)
    let ingresses: Vec<&Resource> = resources.iter().filter(|r| r.kind == "Ingress").collect();
    if ingresses.is_empty() {
        return;
    }
    for (index, challenge) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Challenge" && r.group == "acme.cert-manager.io") {
        let ingresses = ingresses.iter().copied().filter(|r| r.namespace == challenge.namespace);
        let Some(words) = crate::rules::cert_manager::challenge::dialed_elsewhere(challenge, ingresses) else { continue };
        let Some(report) = reports.get_mut(index).filter(|r| r.verdict.is_problem() || r.verdict == Verdict::InProgress) else { continue };
        // First (what those above it quote, and the banner), and in place of the general list
        // of what to check.
        let rest = match report.summary.find(crate::rules::cert_manager::challenge::WHAT_TO_CHECK) {
            Some(at) => format!("{}.", report.summary.get(..at).unwrap_or("")),
            None => report.summary.trim_end().to_owned(),
        };
        report.summary = format!("{words} {rest}");
    }
}

fn wait_for_certificates(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for (index, ingress) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Ingress") {
        let certificate = graph.children.get(index).into_iter().flatten().copied().find_map(|child| {
            let resource = resources.get(child).filter(|r| r.kind == "Certificate" && r.group == "cert-manager.io")?;
            let report = reports.get(child).filter(|r| r.verdict == Verdict::InProgress || r.verdict.is_problem())?;
            Some((resource, report.clone()))
        });
        let Some((certificate, issued)) = certificate else { continue };
        let Some(report) = reports.get_mut(index).filter(|r| r.verdict == Verdict::Ready) else { continue };
        let own = link(ingress, report);
        let (verdict, words) = if issued.verdict == Verdict::InProgress {
            (Verdict::InProgress, "HTTPS waits for Certificate {}, still being issued")
        } else {
            (Verdict::Degraded, "HTTPS cannot work: its Certificate {} has failed")
        };
        report.verdict = verdict;
        // What it comes down to, once: the innermost cause when the Certificate has one.
        let said = issued.root_cause.as_ref().filter(|cause| cause.chain.len() > 1).map_or(issued.summary.as_str(), |cause| cause.summary.as_str());
        report.summary = format!("{} {}: {}", report.summary.trim_end(), words.replace("{}", &certificate.name), continued(said));
        report.reason = issued.reason.clone().or(report.reason.take());
        report.rule = "rollup/certificate".to_owned();
        if verdict == Verdict::InProgress {
            continue;
        }
        report.root_cause = Some(cause_through(own, &issued));
    }
}

/// A Heat resource never created (`INIT_COMPLETE`, still "in progress" by itself) under a
/// stack that has failed or rolled back was skipped, not waited for: the same as when the
/// stack and its resources are read from one paste, for when they come from separate files.
fn skip_under_failed_stacks(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
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
fn stopped_stacks<'a>(resources: &'a [Resource], graph: &Graph, reports: &[ResourceReport]) -> HashMap<(Option<usize>, Option<&'a str>), (String, String)> {
    let state = |at: usize| reports.get(at).and_then(|r| r.reason.as_deref()).unwrap_or("");
    // (working, first failure) per group.
    let mut groups: HashMap<(Option<usize>, Option<&'a str>), (bool, Option<usize>)> = HashMap::new();
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

/// A PodDisruptionBudget that allows no disruption while a pod it protects runs on a cordoned
/// node (one being drained, most often) blocks that drain: every eviction is refused until the
/// budget allows one. Degraded, naming the node and the pod.
fn blocked_drains(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    let cordoned = |node: usize| resources.get(node).is_some_and(|n| n.get(&["spec", "unschedulable"]).and_then(|v| v.as_bool()) == Some(true));
    for (index, budget) in resources.iter().enumerate().filter(|(_, r)| r.kind == "PodDisruptionBudget") {
        if budget.int(&["status", "disruptionsAllowed"]) != Some(0) {
            continue;
        }
        // Drained or not, what would let an eviction through is known from the budget itself.
        let advice = crate::rules::policy::poddisruptionbudget::unblock_advice(budget);
        let protected = graph.references.get(index).into_iter().flatten().filter(|r| r.relation == "protects").filter_map(|r| r.target);
        let stuck = protected.filter_map(|pod| {
            let node = graph.pasted(pod, "Node").filter(|&node| cordoned(node))?;
            Some((resources.get(pod)?.name.clone(), resources.get(node)?.name.clone()))
        });
        let stuck: Vec<(String, String)> = stuck.collect();
        let refused = match stuck.is_empty() {
            true => refused_eviction(budget, index, resources, graph, reports),
            false => None,
        };
        let Some(report) = reports.get_mut(index) else { continue };
        let Some((pod, node)) = stuck.first() else {
            match refused {
                Some(refused) if !report.verdict.is_problem() => {
                    report.verdict = Verdict::Degraded;
                    report.summary = format!("{refused} {}", report.summary.trim_end());
                    report.reason = Some("DrainBlocked".to_owned());
                    report.rule = "rollup/blocked-drain".to_owned();
                    crate::explain::restate_as_the_cause(&mut report.conditions, "DisruptionAllowed", advice);
                    let cause = own_cause(vec![link(budget, report)], report);
                    report.root_cause = Some(cause);
                }
                _ => crate::explain::restate_next(&mut report.conditions, "DisruptionAllowed", advice),
            }
            continue;
        };
        if report.verdict.is_problem() {
            continue;
        }
        let others = if stuck.len() > 1 { format!(" (and {} more of its pods on cordoned nodes)", stuck.len() - 1) } else { String::new() };
        report.verdict = Verdict::Degraded;
        report.summary = format!(
            "It blocks the drain of Node {node}: its pod {pod} runs there{others}, and the budget allows 0 disruptions, so every eviction of it is refused. {}",
            report.summary.trim_end()
        );
        report.reason = Some("DrainBlocked".to_owned());
        report.rule = "rollup/blocked-drain".to_owned();
        crate::explain::restate_as_the_cause(&mut report.conditions, "DisruptionAllowed", advice);
        let cause = own_cause(vec![link(budget, report)], report);
        report.root_cause = Some(cause);
    }
}

/// An eviction a budget that allows no disruption refused, from the events pasted (about a
/// pod, the eviction API's "would violate the pod's disruption budget"; about a node,
/// Karpenter's `pdb "<namespace>/<name>" prevents pod evictions`), said for its summary. An
/// event that names the budget, or is about a pod it protects, is its own; one about another
/// pod of its namespace only when no other budget pasted there allows no disruption.
fn refused_eviction(budget: &Resource, index: usize, resources: &[Resource], graph: &Graph, reports: &[ResourceReport]) -> Option<String> {
    let namespace = budget.namespace.as_deref();
    let protected: Vec<&str> = graph.references.get(index).into_iter().flatten().filter(|r| r.relation == "protects").map(|r| r.name.as_str()).collect();
    let alone = resources
        .iter()
        .filter(|r| r.kind == "PodDisruptionBudget" && r.namespace.as_deref() == namespace && r.int(&["status", "disruptionsAllowed"]) == Some(0))
        .count()
        == 1;
    let named = |message: &str| {
        let (_, rest) = message.split_once("pdb \"")?;
        let name = rest.split('"').next()?;
        Some(match name.split_once('/') {
            Some((its_namespace, name)) => Some(its_namespace) == namespace && name == budget.name,
            None => name == budget.name,
        })
    };
    // The event resources not about a pasted object keep what they are about; the others are
    // listed under that object's report.
    let about = |at: usize, report: &ResourceReport| -> Option<(String, Option<String>, String)> {
        let resource = resources.get(at)?;
        if !crate::model::event::is_event(resource) {
            return Some((report.kind.clone(), report.namespace.clone(), report.name.clone()));
        }
        let regarding = resource.get(&["involvedObject"]).or_else(|| resource.get(&["regarding"]))?;
        let text = |key: &str| regarding.get(key).and_then(crate::model::Value::as_str).map(str::to_owned);
        Some((text("kind")?, text("namespace").or_else(|| resource.namespace.clone()), text("name")?))
    };
    reports.iter().enumerate().filter(|(at, _)| graph.event_of.get(*at).copied().flatten().is_none()).find_map(|(at, report)| {
        let event = report.events.iter().rev().find(|e| e.message.contains("violate the pod's disruption budget") || e.message.contains("prevents pod evictions"))?;
        let (kind, its_namespace, name) = about(at, report)?;
        let how = format!(
            "{}{} (event {}: “{}”)",
            if event.count > 1 { format!(" {} times", event.count) } else { String::new() },
            event.age.as_deref().map(|age| format!(", last {age} ago")).unwrap_or_default(),
            event.reason,
            event.message.trim_end_matches('.')
        );
        match named(&event.message) {
            Some(true) => Some(format!(
                "It refuses evictions that a drain or a node's removal waits for (event {} about {kind} {name}{}{}: “{}”).",
                event.reason,
                if event.count > 1 { format!(", {} times", event.count) } else { String::new() },
                event.age.as_deref().map(|age| format!(", last {age} ago")).unwrap_or_default(),
                event.message.trim_end_matches('.')
            )),
            Some(false) => None,
            None if kind != "Pod" || its_namespace.as_deref() != namespace => None,
            None if protected.contains(&name.as_str()) => Some(format!("It refuses evictions that a drain or a node's removal waits for: its pod {name} was refused{how}.")),
            None if alone => Some(format!(
                "A drain or a node's removal waits: Pod {name} was refused its eviction{how}, and this is the only budget pasted in namespace {} that allows no disruption, so most likely it is the one that refuses.",
                namespace.unwrap_or("default")
            )),
            None => None,
        }
    })
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
    report.summary = format!("{failing}: {} (in {origin}). Meanwhile {serving}.{undo}{after_fix}", continued(first_sentence(&cause.summary).trim_end_matches('.')));
    report.reason = cause.reason.clone().or(report.reason.take());
    report.rule = "rollup/fails-early".to_owned();
    // Its conditions were explained as what a rollout in progress waits for: now the failure.
    crate::explain::restate_as_failed(&mut report.conditions, "Waiting will not help: what it waits for has failed; fix that first (see the root cause).");
}

/// The last link of a report's root-cause chain, when the chain goes below it.
fn deepest(report: &ResourceReport) -> Option<&Link> {
    report.root_cause.as_ref().filter(|cause| cause.chain.len() > 1).and_then(|cause| cause.chain.last())
}

/// A ReplicaSet refused by a LimitRange names the container that asks too much only when its
/// own pod template is pasted; its Deployment's summary, read from the Deployment's template,
/// may name it. The advice is said once, at the ReplicaSet ([`say_advice_once`]): it takes the
/// Deployment's words, with the container and its `kubectl set resources`.
fn limit_ranges_named_by_the_owner(graph: &Graph, reports: &mut [ResourceReport]) {
    use crate::rules::core::admission::{LIMIT_RANGE_END, LIMIT_RANGE_LEAD, LIMIT_RANGE_UNNAMED};
    let said = |summary: &str| -> Option<(usize, usize)> {
        let start = summary.find(LIMIT_RANGE_LEAD)?;
        let end = start + summary.get(start..)?.find(LIMIT_RANGE_END)? + LIMIT_RANGE_END.len();
        Some((start, end))
    };
    for index in 0..reports.len() {
        let Some(report) = reports.get(index).filter(|r| r.kind == "ReplicaSet") else { continue };
        let Some((start, end)) = said(&report.summary).filter(|(start, end)| report.summary.get(*start..*end).is_some_and(|part| part.contains(LIMIT_RANGE_UNNAMED))) else {
            continue;
        };
        let Some(owner) = graph.owner.get(index).copied().flatten().and_then(|owner| reports.get(owner)).filter(|owner| owner.kind == "Deployment") else { continue };
        let Some(named) = said(&owner.summary).and_then(|(from, to)| owner.summary.get(from..to)).filter(|part| !part.contains(LIMIT_RANGE_UNNAMED)).map(str::to_owned) else {
            continue;
        };
        if let Some(report) = reports.get_mut(index) {
            report.summary.replace_range(start..end, &named);
        }
    }
}

/// The advice of a root cause is said once, at the resource it is about: a resource above it
/// whose own summary repeats that advice (cert-manager's Certificate, request and order each
/// quote the same rate limit; a Heat stack its failing server's) says what is wrong and
/// where the advice is instead.
fn say_advice_once(reports: &mut [ResourceReport]) {
    // Each report with a chain and the report its chain ends at: only the resources some chain
    // ends at are looked up (borrowed, not copied: a large paste has thousands of reports).
    let pairs: Vec<(usize, usize)> = {
        let mut wanted: HashMap<(&str, Option<&str>, &str), Option<usize>> = HashMap::new();
        for report in reports.iter() {
            if let Some(last) = deepest(report) {
                wanted.insert((last.kind.as_str(), last.namespace.as_deref(), last.name.as_str()), None);
            }
        }
        if wanted.is_empty() {
            return;
        }
        for (at, report) in reports.iter().enumerate() {
            if let Some(slot) = wanted.get_mut(&(report.kind.as_str(), report.namespace.as_deref(), report.name.as_str())) {
                slot.get_or_insert(at);
            }
        }
        reports
            .iter()
            .enumerate()
            .filter_map(|(index, report)| {
                let last = deepest(report)?;
                let at = wanted.get(&(last.kind.as_str(), last.namespace.as_deref(), last.name.as_str())).copied().flatten()?;
                (at != index).then_some((index, at))
            })
            .collect()
    };
    for (index, at) in pairs {
        let Some(last) = reports.get(index).and_then(|r| r.root_cause.as_ref()).and_then(|cause| cause.chain.last()) else { continue };
        let label = last.label();
        let Some(deepest) = reports.get(at).map(|r| r.summary.trim_end()) else { continue };
        let advice = deepest.get(first_sentence(deepest).len()..).unwrap_or("").trim();
        if advice.len() < REPEATED_ADVICE {
            continue;
        }
        // The same advice, or the same but for what only the deeper resource knew (a
        // placeholder where it names the server's id): what starts alike and runs about as long.
        let mut head = REPEATED_ADVICE;
        while !advice.is_char_boundary(head) {
            head -= 1;
        }
        let (advice, head) = (advice.to_owned(), advice.get(..head).unwrap_or("").to_owned());
        let Some(report) = reports.get_mut(index) else { continue };
        let Some(start) = report.summary.find(&head) else { continue };
        let repeated = report.summary.get(start..).unwrap_or("").trim_end();
        // The same but for a value in between: about as long, and ending as the advice ends
        // (so nothing of the resource's own after it is taken along).
        let mut tail = advice.len().saturating_sub(20);
        while !advice.is_char_boundary(tail) {
            tail += 1;
        }
        let end = if repeated.starts_with(&advice) {
            start + advice.len()
        } else if repeated.len().abs_diff(advice.len()) <= advice.len() / 10 && repeated.ends_with(advice.get(tail..).unwrap_or("")) {
            start + repeated.len()
        } else {
            continue;
        };
        report.summary.replace_range(start..end, &format!("What to do is said at {label}."));
        // Its conditions that pointed at its summary for what to do point on, where it is now.
        for condition in report.conditions.iter_mut().filter(|c| c.explanation.next == crate::explain::SAID_IN_THE_SUMMARY) {
            condition.explanation.next = std::borrow::Cow::Owned(format!("What to do is said at {label}."));
        }
    }
}

/// How long (bytes) advice is before a resource above the one it is about says where it is
/// instead of repeating it ([`say_advice_once`]).
const REPEATED_ADVICE: usize = 80;

/// A condition whose advice is to go and find why pods are not ready ("Find why the new pods do
/// not become ready: kubectl get pods …"), on a resource whose root cause the roll-up found
/// below it: that search is done; the advice says where it ended instead, and keeps the rest
/// (a rollback).
fn point_to_what_was_found(reports: &mut [ResourceReport]) {
    for report in reports.iter_mut() {
        let Some(cause) = report.root_cause.as_ref().filter(|cause| cause.chain.len() > 1) else { continue };
        let about_pods = |next: &str| ["Find why the new pods", "Find why pods"].iter().any(|start| next.starts_with(start));
        if !report.conditions.iter().any(|c| c.failing && about_pods(&c.explanation.next)) {
            continue;
        }
        // The card that says what to do (a container is its pod's).
        let Some(found) = whose_words(cause) else { continue };
        let what = cause.chain.iter().find(|link| link.is_container()).map(|container| format!(", {}", container.label())).unwrap_or_default();
        // (The cause's reason is its container's state; a resource's own is on its card.)
        let reason = cause.reason.as_deref().filter(|_| !what.is_empty()).map(|reason| format!(" ({reason})")).unwrap_or_default();
        let sentence = format!("The cause is at {}{what}{reason}: what to do is said there.", found.label());
        for condition in report.conditions.iter_mut().filter(|c| c.failing && about_pods(&c.explanation.next)) {
            // The rest after the search's own sentence or clause (`. Roll back …`, `; to go back …`),
            // outside parentheses.
            let next = &condition.explanation.next;
            let mut depth = 0i32;
            let cut = next.char_indices().find_map(|(at, c)| {
                match c {
                    '(' => depth += 1,
                    ')' => depth = (depth - 1).max(0),
                    '.' | ';' if depth == 0 && next.get(at + 1..).is_some_and(|rest| rest.starts_with(' ')) => return Some(at),
                    _ => {}
                }
                None
            });
            let rest = cut.and_then(|at| next.get(at + 2..)).map(|rest| format!(" {}", crate::rules::capitalized(rest))).unwrap_or_default();
            condition.explanation.next = std::borrow::Cow::Owned(format!("{sentence}{rest}"));
        }
    }
}

/// A root cause in one pod of several that fail the same way (a ReplicaSet's four pods all
/// crash-looping): the resources above say how many, so one pod's card reads as all of them.
fn say_how_many_pods_alike(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    // (namespace, pod name) → how many failed pods of its owner share its reason, and the owner.
    let mut alike: HashMap<(Option<&str>, &str), (usize, String)> = HashMap::new();
    for (owner, children) in graph.children.iter().enumerate() {
        let failed: Vec<usize> = children.iter().copied().filter(|&c| reports.get(c).is_some_and(|r| r.kind == "Pod" && r.verdict == Verdict::Failed)).collect();
        if failed.len() < 2 {
            continue;
        }
        let Some(owner) = resources.get(owner) else { continue };
        // How many share each reason, counted once (a DaemonSet may have a thousand pods).
        let mut counts: HashMap<Option<&str>, usize> = HashMap::new();
        for &pod in &failed {
            *counts.entry(reports.get(pod).and_then(|r| r.reason.as_deref())).or_default() += 1;
        }
        for &pod in &failed {
            let same = counts.get(&reports.get(pod).and_then(|r| r.reason.as_deref())).copied().unwrap_or(0);
            if let (true, Some(resource)) = (same >= 2, resources.get(pod)) {
                alike.insert((resource.namespace.as_deref(), resource.name.as_str()), (same, format!("{} {}", owner.kind, owner.name)));
            }
        }
    }
    if alike.is_empty() {
        return;
    }
    for report in reports.iter_mut().filter(|r| r.kind != "Pod") {
        let Some(cause) = report.root_cause.as_ref() else { continue };
        let Some(pod) = cause.chain.iter().skip(1).find(|link| link.kind == "Pod") else { continue };
        let Some((count, owner)) = alike.get(&(pod.namespace.as_deref(), pod.name.as_str())) else { continue };
        let reason = cause.reason.as_deref().map(|reason| format!(" ({reason})")).unwrap_or_default();
        let whose = if *owner == format!("{} {}", report.kind, report.name) { "of its pods".to_owned() } else { format!("pods of {owner}") };
        report.summary = format!("{} {count} {whose} fail the same way{reason}: Pod {} stands for them.", report.summary.trim_end(), pod.name);
    }
}

/// An evicted or rejected pod of a Job that is pasted and has failed: the Job starts no more
/// pods (before the chains are made, which quote the pod's summary).
fn jobs_without_tries_left(graph: &Graph, reports: &mut [ResourceReport]) {
    for index in 0..reports.len() {
        let Some(job) = graph.owner.get(index).copied().flatten().and_then(|owner| reports.get(owner)).filter(|owner| owner.kind == "Job" && owner.verdict == Verdict::Failed) else {
            continue;
        };
        let gave_up = format!(" and has no tries left: it has failed and starts no more pods (see Job {})", job.name);
        if let Some(report) = reports.get_mut(index).filter(|r| r.kind == "Pod") {
            report.summary = report.summary.replacen(crate::rules::core::pod::JOB_TRIES_LEFT, &gave_up, 1);
        }
    }
}

/// An evicted or rejected pod whose owner is pasted with all its pods ready: replaced already,
/// it is only a record; said with the owner's count (not "makes a replacement").
fn say_pods_replaced(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for index in 0..reports.len() {
        let Some(owner) = graph.owner.get(index).copied().flatten() else { continue };
        let (Some(owner_resource), Some(owner_report)) = (resources.get(owner), reports.get(owner)) else { continue };
        // Its own owner (the ReplicaSet the text names), not one further up found in its place.
        let direct = resources.get(index).is_some_and(|pod| pod.owners.iter().any(|o| o.controller && o.kind == owner_resource.kind && o.name == owner_resource.name));
        if !direct {
            continue;
        }
        let ready = owner_resource.int(&["status", "readyReplicas"]).unwrap_or(0);
        let wanted = owner_resource.int(&["spec", "replicas"]).unwrap_or(ready);
        if owner_report.verdict != Verdict::Ready || ready == 0 || ready < wanted {
            continue;
        }
        let Some(report) = reports.get_mut(index).filter(|r| r.kind == "Pod" && r.verdict == Verdict::Failed) else { continue };
        let replaced = crate::rules::core::pod::REPLACED_BY_OWNER;
        if report.summary.contains(replaced) {
            let all = if ready == 1 { "its pod ready".to_owned() } else { format!("all {ready} of its pods ready") };
            report.summary = report.summary.replacen(replaced, &format!(" has {all} without this one, which is replaced"), 1);
        }
    }
}

/// Kinds whose own words say that they failed but not why (a Job: "backoff limit reached", a
/// HelmRelease: "context deadline exceeded", a Certificate: "expired", "not issued in 3 h"),
/// while what they own that failed says why (its last pod's exit and message).
const WHY_FROM_BELOW: &[&str] = &["Job", "HelmRelease", "Certificate"];

/// A failed resource of [`WHY_FROM_BELOW`] whose root cause goes into what it owns says why
/// with that one's words, as a rollout past its deadline does.
fn say_why_from_below(reports: &mut [ResourceReport]) {
    for report in reports.iter_mut().filter(|r| r.verdict == Verdict::Failed && WHY_FROM_BELOW.contains(&r.kind.as_str())) {
        let Some(cause) = report.root_cause.as_ref().filter(|cause| cause.chain.len() > 1) else { continue };
        // Said already: a Job's pod named with its exit, a Certificate that "depends on" its
        // failed issuer, or that quotes its Order's rate limit.
        let origin = cause.chain.iter().rev().find(|link| !link.is_container()).map(Link::label).unwrap_or_default();
        let said = first_sentence(&cause.summary);
        let mut head = said.len().min(50);
        while !said.is_char_boundary(head) {
            head -= 1;
        }
        let quoted = head >= 20 && said.get(..head).is_some_and(|head| report.summary.contains(head));
        if report.summary.contains(" Why: ") || report.summary.contains(&origin) || quoted {
            continue;
        }
        say_why_it_timed_out(report, &cause.clone());
    }
}

/// An object an Argo CD Application with selfHeal manages (its status names it): a `kubectl
/// rollout undo` would be put back at once, so the sentence offering it says what works instead.
fn rollbacks_argo_cd_undoes(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for (index, app) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Application" && r.group == "argoproj.io") {
        let Some(instead) = crate::rules::argo::application::rollback_instead(app) else { continue };
        let managed = argo_managed(resources, graph, index, app);
        for report in reports.iter_mut() {
            if managed.iter().any(|(kind, name, namespace)| *kind == report.kind && *name == report.name && *namespace == report.namespace) {
                say_instead_of_rollout_undo(report, &instead);
            }
        }
    }
}

/// What an Argo CD Application manages: what its status lists, whatever its health, and what
/// the graph links to it (kind, name, namespace).
fn argo_managed(resources: &[Resource], graph: &Graph, index: usize, app: &Resource) -> Vec<(String, String, Option<String>)> {
    let mut managed: Vec<(String, String, Option<String>)> = crate::rules::argo::application::managed_objects(app)
        .into_iter()
        .map(|(kind, name, namespace)| (kind.to_owned(), name.to_owned(), namespace.map(str::to_owned)))
        .collect();
    let linked = graph.references.get(index).into_iter().flatten().filter(|r| r.relation == "depends-on").filter_map(|r| r.target).filter_map(|target| resources.get(target));
    for r in linked {
        let object = (r.kind.clone(), r.name.clone(), r.namespace.clone());
        if !managed.contains(&object) {
            managed.push(object);
        }
    }
    managed
}

const ROLLOUT_UNDO: &str = "kubectl rollout undo";

/// The sentences of a report's summary and conditions that offer [`ROLLOUT_UNDO`], said as
/// `instead`.
fn say_instead_of_rollout_undo(report: &mut ResourceReport, instead: &str) {
    if report.summary.contains(ROLLOUT_UNDO) {
        report.summary = without_rollout_undo(&report.summary, instead);
    }
    for condition in &mut report.conditions {
        if condition.explanation.next.contains(ROLLOUT_UNDO) {
            condition.explanation.next = std::borrow::Cow::Owned(without_rollout_undo(&condition.explanation.next, instead));
        }
    }
}

/// A workload at its first revision (`deployment.kubernetes.io/revision: "1"`) has no older
/// one to go back to: `kubectl rollout undo` would fail, so the sentence offering it says so.
fn rollbacks_without_history(resources: &[Resource], reports: &mut [ResourceReport]) {
    for (resource, report) in resources.iter().zip(reports.iter_mut()) {
        if resource.str(&["metadata", "annotations", "deployment.kubernetes.io/revision"]) == Some("1") {
            say_instead_of_rollout_undo(report, "It is the first revision: there is no older one to roll back to.");
        }
    }
}

/// The kubectl commands that change an object in place, which an Argo CD Application with
/// selfHeal puts back.
const IN_PLACE_EDITS: &[&str] = &["kubectl set ", "kubectl edit ", "kubectl patch ", "kubectl scale "];

/// Advice anywhere in the paste to change an object an Argo CD Application with selfHeal
/// manages in place (a crash's `kubectl set resources deployment/web …` said at the pod) says
/// where the change goes instead, once per text.
fn edits_argo_cd_undoes(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for (index, app) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Application" && r.group == "argoproj.io") {
        let Some(instead) = crate::rules::argo::application::edit_undone(app) else { continue };
        // As commands name them: `deployment/web`, with its namespace.
        let objects: Vec<(String, Option<String>)> =
            argo_managed(resources, graph, index, app).into_iter().map(|(kind, name, namespace)| (format!("{}/{name}", kind.to_ascii_lowercase()), namespace)).collect();
        if objects.is_empty() {
            continue;
        }
        for report in reports.iter_mut() {
            // "… in deployment/web" names no namespace: the text's own resource must be in the object's.
            let here = report.namespace.clone();
            let note = |text: &str| with_note_after_edit(text, &objects, here.as_deref(), &instead);
            if let Some(noted) = note(&report.summary) {
                report.summary = noted;
            }
            let explanations = report.conditions.iter_mut().map(|c| &mut c.explanation).chain(report.containers.iter_mut().map(|c| &mut c.explanation));
            for explanation in explanations {
                if let Some(noted) = note(&explanation.next) {
                    explanation.next = std::borrow::Cow::Owned(noted);
                }
            }
        }
    }
}

/// `text` with `note` after the first sentence that changes one of `objects` in place (a
/// kubectl command naming `deployment/web` with its `-n shop`, or "… in deployment/web"),
/// unless the text says the note already; `None` when no sentence does.
fn with_note_after_edit(text: &str, objects: &[(String, Option<String>)], here: Option<&str>, note: &str) -> Option<String> {
    if text.contains(note) {
        return None;
    }
    let mut start = 0;
    while start < text.len() {
        let end = text.get(start..).and_then(|rest| rest.find(". ")).map_or(text.len(), |stop| start + stop + 1);
        let sentence = text.get(start..end).unwrap_or("");
        // A command that edits it, or the words that say to change something "in deployment/web".
        let edits = IN_PLACE_EDITS.iter().any(|command| sentence.contains(command));
        let changes = objects.iter().any(|(object, namespace)| {
            if names(sentence, &format!("in {object}")) {
                return namespace.as_deref() == here;
            }
            edits && names(sentence, object) && namespace.as_ref().is_none_or(|namespace| names(sentence, &format!("-n {namespace}")))
        });
        if changes {
            return Some(format!("{} {note}{}", text.get(..end).unwrap_or(text), text.get(end..).unwrap_or("")));
        }
        start = end + 1;
    }
    None
}

/// The text with the sentence that offers [`ROLLOUT_UNDO`] replaced by `instead`.
fn without_rollout_undo(text: &str, instead: &str) -> String {
    let Some(at) = text.find(ROLLOUT_UNDO) else { return text.to_owned() };
    let start = text.get(..at).and_then(|before| before.rfind(". ")).map_or(0, |stop| stop + 2);
    let end = text.get(at..).and_then(|after| after.find(". ").map(|stop| at + stop + 1)).unwrap_or(text.len());
    format!("{}{instead}{}", text.get(..start).unwrap_or(""), text.get(end..).unwrap_or(""))
}

/// A summary this long (bytes) is repeated whole by the resources above: see [`first_sentence`].
const SHORT_ENOUGH: usize = 240;

/// Where [`first_sentence`] may end a long summary at the earliest (bytes).
const FIRST_WORDS: usize = 100;

/// What is wrong, without the advice after it, for the resources above the one a summary is
/// about (the advice is said once, where it happens; those above name that resource): a
/// summary up to [`SHORT_ENOUGH`] bytes whole, a longer one up to the end of its first
/// sentence that reaches [`FIRST_WORDS`] bytes (a message quoted without quotes may have full
/// stops of its own early on). A full stop ends a sentence when a space and a capital, a
/// digit or a quote follow it, outside quotes and parentheses; without one the whole summary
/// is kept.
pub(crate) fn first_sentence(summary: &str) -> &str {
    let summary = summary.trim_end();
    if summary.len() <= SHORT_ENOUGH {
        return summary;
    }
    let mut depth = 0i32;
    let mut in_quotes = false;
    let mut chars = summary.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        match c {
            '(' => depth += 1,
            ')' => depth = (depth - 1).max(0),
            '“' => in_quotes = true,
            '”' => in_quotes = false,
            '"' => in_quotes = !in_quotes,
            '.' if depth == 0 && !in_quotes && chars.peek().is_some_and(|&(_, next)| next == ' ') => {
                let rest = summary.get(at + 2..).unwrap_or("");
                if at >= FIRST_WORDS && rest.chars().next().is_some_and(|next| next.is_ascii_uppercase() || next.is_ascii_digit() || next == '“') {
                    return summary.get(..=at).unwrap_or(summary);
                }
            }
            _ => {}
        }
    }
    summary
}

/// A summary up to its first `; ` or `. ` outside brackets and quotes, as a sentence (`Not
/// ready yet (Ready is False: Creating: …).`); the whole summary when it has neither.
fn first_clause_outside_brackets(summary: &str) -> String {
    let mut depth = 0usize;
    let mut quoted = false;
    let bytes = summary.as_bytes();
    for (at, &byte) in bytes.iter().enumerate() {
        match byte {
            b'(' | b'[' => depth += 1,
            b')' | b']' => depth = depth.saturating_sub(1),
            b'"' => quoted = !quoted,
            b';' | b'.' if depth == 0 && !quoted && bytes.get(at + 1) == Some(&b' ') => {
                return format!("{}.", summary.get(..at).unwrap_or(summary).trim_end());
            }
            _ => {}
        }
    }
    summary.trim_end().to_owned()
}

/// A sentence continued after a colon: its first word in lower case when it is an ordinary
/// capitalised word (`The pod …` → `the pod …`), not a name or a reason (`ErrImagePull`).
fn continued(sentence: &str) -> String {
    let mut chars = sentence.chars();
    match (chars.next(), chars.next()) {
        (Some(first), Some(second)) if first.is_ascii_uppercase() && second.is_ascii_lowercase() => {
            let first_word = sentence.split(' ').next().unwrap_or("");
            if first_word.chars().skip(1).any(|c| c.is_ascii_uppercase()) {
                sentence.to_owned()
            } else {
                let mut out = first.to_ascii_lowercase().to_string();
                out.push_str(sentence.get(1..).unwrap_or(""));
                out
            }
        }
        _ => sentence.to_owned(),
    }
}

fn link(resource: &Resource, report: &ResourceReport) -> Link {
    let note = match resource.kind.as_str() {
        "ReplicaSet" | "ReplicationController" => revision(resource).map(|r| format!("revision {r}")),
        _ => None,
    };
    Link { kind: report.kind.clone(), name: report.name.clone(), namespace: report.namespace.clone(), note }
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

/// For each resource, the deepest resource still in progress below it, going down through
/// its current children that are in progress (`None` when nothing below it is): computed
/// children first, once for the whole bundle.
fn deepest_in_progress(resources: &[Resource], graph: &Graph, reports: &[ResourceReport]) -> Vec<Option<usize>> {
    let mut deepest: Vec<Option<usize>> = vec![None; reports.len()];
    for index in children_first(graph) {
        let below = graph.current_children(resources, index).into_iter().find(|&child| child != index && reports.get(child).is_some_and(|r| r.verdict == Verdict::InProgress));
        if let Some(child) = below {
            let found = deepest.get(child).copied().flatten().unwrap_or(child);
            if let Some(slot) = deepest.get_mut(index) {
                *slot = Some(found);
            }
        }
    }
    deepest
}

/// (`Challenge web-tls-1-287`, `the HTTP-01 challenge … is pending.`): the deepest resource
/// still in progress below `index` ([`deepest_in_progress`]) and its own words.
fn waits_for(deepest: &[Option<usize>], reports: &[ResourceReport], index: usize) -> Option<(String, String)> {
    let at = deepest.get(index).copied().flatten().filter(|&at| at != index)?;
    let report = reports.get(at)?;
    Some((format!("{} {}", report.kind, report.name), continued(report.summary.trim_end())))
}

/// A resource in progress says what, deep below it, it waits for: a Certificate, the pending
/// ACME Challenge; a Deployment, the pod still starting. Each resource in progress above it
/// says so, unless its summary names it already.
fn say_what_it_waits_for(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    let deepest = deepest_in_progress(resources, graph, reports);
    for index in 0..reports.len() {
        if reports.get(index).is_none_or(|r| r.verdict != Verdict::InProgress) {
            continue;
        }
        let Some((waited, said)) = waits_for(&deepest, reports, index) else { continue };
        if let Some(report) = reports.get_mut(index).filter(|r| !names(&r.summary, &waited)) {
            report.summary = format!("{} It waits for {waited}: {said}", report.summary.trim_end());
        }
    }
}

/// Whether `text` names `what` as a whole (`Pod web-1` is not named inside `Pod web-10`).
fn names(text: &str, what: &str) -> bool {
    text.match_indices(what).any(|(at, _)| {
        let after = text.get(at + what.len()..).and_then(|tail| tail.chars().next());
        !after.is_some_and(|c| c.is_alphanumeric() || c == '-' || c == '_' || c == '.')
    })
}

/// `Deployment web → ReplicaSet web-7d9 (revision 3) → Pod web-7d9-x2k → container app: …`.
fn chain_text(cause: &RootCause) -> String {
    let links: Vec<String> = cause
        .chain
        .iter()
        .map(|link| match (&link.note, link.kind.contains("container")) {
            (Some(note), true) => format!("{}: {note}", link.label()),
            (Some(note), false) => format!("{} ({note})", link.label()),
            (None, _) => link.label(),
        })
        .collect();
    links.join(" → ")
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

#[cfg(test)]
mod tests {
    use super::{first_sentence, with_note_after_edit};

    #[test]
    fn a_note_on_git_follows_the_sentence_that_changes_what_argo_cd_heals() {
        let objects = [("deployment/web".to_owned(), Some("shop".to_owned()))];
        let advice = "Raise the limit: kubectl set resources deployment/web -n shop -c app --limits=memory=256Mi starts a rollout. Or read the logs.";
        assert_eq!(
            with_note_after_edit(advice, &objects, Some("shop"), "In Git.").as_deref(),
            Some("Raise the limit: kubectl set resources deployment/web -n shop -c app --limits=memory=256Mi starts a rollout. In Git. Or read the logs.")
        );
        // Said once; another namespace's object, a longer name, or a command that only reads: no note.
        assert_eq!(with_note_after_edit("x. In Git. kubectl set image deployment/web -n shop", &objects, Some("shop"), "In Git."), None);
        assert_eq!(with_note_after_edit("kubectl set resources deployment/web -n shopping", &objects, Some("shop"), "In Git."), None);
        assert_eq!(with_note_after_edit("kubectl scale deployment/web-2 -n shop --replicas=3", &objects, Some("shop"), "In Git."), None);
        assert_eq!(with_note_after_edit("kubectl describe deployment/web -n shop shows it.", &objects, Some("shop"), "In Git."), None);
        // Words that place the fix in it.
        assert!(with_note_after_edit("Fix what they say (in deployment/web); read the logs.", &objects, Some("shop"), "In Git.").is_some_and(|noted| noted.ends_with("read the logs. In Git.")));
        // Said of a resource in another namespace, "in deployment/web" is another Deployment.
        assert_eq!(with_note_after_edit("Fix what they say (in deployment/web); read the logs.", &objects, Some("staging"), "In Git."), None);
    }

    #[test]
    fn a_long_summary_is_cut_after_its_first_sentence_not_inside_a_quote_or_parentheses() {
        let quoted = "Container app exited with “panic: missing DB_URL. See the docs.” after 3 s of running in pod web-1 (restarted 7 times. Really.) and again. Read its output: kubectl logs web-1 --previous, then fix the variable it names and apply again; the kubelet restarts it by itself.";
        assert_eq!(first_sentence(quoted), "Container app exited with “panic: missing DB_URL. See the docs.” after 3 s of running in pod web-1 (restarted 7 times. Really.) and again.");
        // Short summaries are kept whole: their second sentence may still be the message.
        let short = "Ready is False: InvalidProviderConfig: unable to log in. Code: 403.";
        assert_eq!(first_sentence(short), short);
        // An unbalanced quote keeps the whole summary rather than cutting in the middle.
        let unbalanced = format!("It says \"{} and more. Then advice.", "x".repeat(300));
        assert_eq!(first_sentence(&unbalanced), unbalanced);
    }
}
