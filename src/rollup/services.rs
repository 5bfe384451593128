//! Services: their pasted Endpoints, the pods their selector misses by a label, a named
//! `targetPort` no pod declares, and a workload scaled to zero behind them (and an Ingress).

use crate::model::quick_hash::QuickMap;
use crate::model::Resource;
use crate::relate::Graph;
use crate::relate::references::{PortMiss, SelectorMiss};
use crate::report::{Link, ResourceReport, RootCause, Verdict};
use super::{cause_through, own_cause, link_of, link, chain_text};

/// A Service with a selector is only as good as the pods it selects: when the paste holds some
/// of them and none is Ready, it has no endpoints — Failed when every one has failed (its root
/// cause is theirs), InProgress while some are still starting.
pub(super) fn check_endpoints(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    // Each Service's Endpoints (same namespace and name), found once for the whole paste.
    let endpoints = by_namespace_and_name(resources, "Endpoints");
    // And its EndpointSlices, by their kubernetes.io/service-name label, where no Endpoints is:
    // of several (dual-stack, over 100 endpoints), one with a ready endpoint speaks for them.
    let mut slices: crate::model::quick_hash::QuickMap<(Option<&str>, &str), usize> = QuickMap::default();
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
pub(super) fn port_not_declared(service: &Resource, index: usize, miss: &PortMiss, endpoints: Option<usize>, reports: &mut [ResourceReport]) {
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
pub(super) fn say_why_empty(endpoints: Option<usize>, why: String, reports: &mut [ResourceReport]) {
    if let Some(report) = endpoints.and_then(|at| reports.get_mut(at)) {
        report.summary = format!("There are no endpoints: {why}.");
    }
}

/// `its targetPort "web" names no port of the pods it selects (Pod web-1 declares 8080/TCP), …`.
pub(super) fn port_miss_text(service: &Resource, miss: &PortMiss) -> String {
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
pub(super) fn endpoints_behind(service: &Resource, index: usize, endpoints: Option<usize>, ready: &ResourceReport, count: usize, reports: &mut [ResourceReport]) {
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
pub(super) fn workload_at_zero(service: &Resource, index: usize, workload: usize, resources: &[Resource], graph: &Graph, endpoints: Option<usize>, reports: &mut [ResourceReport]) {
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

pub(super) fn no_pod_selected(service: &Resource, index: usize, endpoints: Option<usize>, miss: Option<&SelectorMiss>, reports: &mut [ResourceReport]) {
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
pub(super) fn list_verb(kind: &str) -> &'static str {
    if kind == "Endpoints" { "list" } else { "lists" }
}

/// `its selector asks for app=chekout, which no pod pasted in shop has: all 2 have app=checkout
/// instead`.
pub(super) fn selector_mismatch(service: &Resource, miss: &SelectorMiss) -> String {
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
pub(super) fn by_namespace_and_name<'a>(resources: &'a [Resource], kind: &str) -> crate::model::quick_hash::QuickMap<(Option<&'a str>, &'a str), usize> {
    resources
        .iter()
        .enumerate()
        .filter(|(_, r)| r.kind == kind)
        .map(|(at, r)| ((r.namespace.as_deref(), r.name.as_str()), at))
        .collect()
}
