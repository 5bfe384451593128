//! The cluster DNS down: a pod whose crashed run's DNS lookups got no answer
//! (`rules::core::last_words::dns_timeout`) while the pasted CoreDNS (or kube-dns) in
//! kube-system is failing has the DNS as its cause — the chain ends there, and the pod says so.

use crate::report::{ContainerReport, Link, ResourceReport};
use crate::rules::core::last_words::{dns_loop, dns_timeout, Lookup};

/// The pasted cluster DNS when it is a problem: its Deployment (`coredns` or `kube-dns` in
/// kube-system), else one of its pods; as a chain link saying what stops it when its pods'
/// last words tell (a forwarding loop).
pub(super) fn failing_dns(reports: &[ResourceReport]) -> Option<Link> {
    let in_kube_system = |r: &&ResourceReport| r.verdict.is_problem() && r.namespace.as_deref() == Some("kube-system");
    let is_dns_pod = |r: &ResourceReport| r.kind == "Pod" && (r.name.starts_with("coredns-") || r.name.starts_with("kube-dns-"));
    let dns = reports
        .iter()
        .filter(in_kube_system)
        .find(|r| r.kind == "Deployment" && matches!(r.name.as_str(), "coredns" | "kube-dns"))
        .or_else(|| reports.iter().filter(in_kube_system).find(|r| is_dns_pod(r)))?;
    let looping = reports.iter().filter(in_kube_system).filter(|r| is_dns_pod(r)).flat_map(|r| &r.containers).any(|c| last_words(c).is_some_and(dns_loop));
    let note = if looping { "cluster DNS: CoreDNS stops on a forwarding loop" } else { "cluster DNS, down" };
    Some(Link { kind: dns.kind.clone(), name: dns.name.clone(), namespace: dns.namespace.clone(), note: Some(note.to_owned()) })
}

/// What a container's last run said at its end.
fn last_words(container: &ContainerReport) -> Option<&str> {
    container.last_termination.as_ref().map(|t| t.message.as_str()).filter(|words| !words.is_empty())
}

/// The lookup a problem pod's failing container got no answer for.
pub(super) fn lookup_without_answer(report: &ResourceReport) -> Option<Lookup<'_>> {
    // (The DNS's own pods look names up too, upstream.)
    let dns_itself = report.namespace.as_deref() == Some("kube-system") && (report.name.starts_with("coredns-") || report.name.starts_with("kube-dns-"));
    if report.kind != "Pod" || !report.verdict.is_problem() || dns_itself {
        return None;
    }
    report.containers.iter().filter(|c| c.failing).filter_map(last_words).find_map(dns_timeout)
}

/// Each such pod says that the cluster DNS is why, before the chains quote it.
pub(super) fn say_the_dns_is_down(_: &[crate::model::Resource], _: &crate::relate::Graph, reports: &mut [ResourceReport]) {
    let Some(dns) = failing_dns(reports) else { return };
    for report in reports.iter_mut() {
        let Some(lookup) = lookup_without_answer(report) else { continue };
        let sentence = format!(
            " Its DNS lookup of {} got no answer from {} because the cluster DNS is down: {} {} is the cause, fix it there.",
            lookup.host, lookup.server, dns.kind, dns.name
        );
        report.summary.push_str(&sentence);
    }
}
