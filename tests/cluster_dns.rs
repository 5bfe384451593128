//! The cluster DNS down: a pod whose lookups time out ends its chain at the pasted CoreDNS,
//! and CoreDNS stopped by its loop plugin is told how to point it at real upstreams.

use status_explainer::Verdict;

#[macro_use]
mod report_assertions;
use report_assertions::*;

const LOOP: &str = include_str!("inputs/coredns-loop-app-dns-timeout.json");

#[test]
fn an_app_whose_lookups_time_out_ends_at_the_cluster_dns_that_loops() {
    let report = explained_at(LOOP, "2026-11-25T22:47:10Z");
    let app = find(&report, "Pod", "orders-api-5f7d8b9c6d-k2m9p");
    assert_explains!(app, Verdict::Failed, ["Its DNS lookup of postgres.db.svc.cluster.local got no answer from 10.96.0.10:53 because the cluster DNS is down: Deployment coredns is the cause"]);
    let chain: Vec<(&str, &str)> = app.root_cause.as_ref().expect("a cause").chain.iter().map(|l| (l.kind.as_str(), l.name.as_str())).collect();
    assert_eq!(chain, [("Pod", "orders-api-5f7d8b9c6d-k2m9p"), ("container", "api"), ("Deployment", "coredns")]);
    let root = report.root_cause.as_ref().expect("a root cause");
    assert_eq!(root.chain.last().and_then(|l| l.note.as_deref()), Some("cluster DNS: CoreDNS stops on a forwarding loop"));
    // The app's container says what timed out and where to look.
    let api = &app.containers[0];
    assert!(api.explanation.next.starts_with("Its DNS lookup of postgres.db.svc.cluster.local timed out: the cluster DNS at 10.96.0.10:53 did not answer. kubectl get pods -n kube-system -l k8s-app=kube-dns"), "{}", api.explanation.next);
    // CoreDNS's own pods: the loop, and how to end it.
    let dns = find(&report, "Pod", "coredns-7db6d8ff4d-6xq2w");
    let next = &dns.containers[0].explanation.next;
    for words in ["CoreDNS found its own queries coming back to it", "/run/systemd/resolve/resolv.conf", "kubectl -n kube-system edit configmap coredns", "kubectl -n kube-system rollout restart deployment coredns"] {
        assert!(next.contains(words), "{words}: {next}");
    }
    assert!(dns.root_cause.as_ref().is_some_and(|c| c.chain.iter().all(|l| l.kind != "Deployment")), "the DNS's own pods do not point at themselves");
}

#[test]
fn without_the_cluster_dns_pasted_the_app_still_says_its_lookups_time_out() {
    let app_only = serde_json::json!({"apiVersion": "v1", "kind": "List", "items": [serde_json::from_str::<serde_json::Value>(LOOP).unwrap()["items"][0]]}).to_string();
    let report = explained_at(&app_only, "2026-11-25T22:47:10Z");
    assert_eq!(report.resources.len(), 1);
    let app = &report.resources[0];
    assert!(!app.summary.contains("cluster DNS is down"), "{}", app.summary);
    assert!(app.root_cause.as_ref().is_some_and(|c| c.chain.iter().all(|l| l.kind != "Deployment")));
    assert!(app.containers[0].explanation.next.contains("the cluster DNS at 10.96.0.10:53 did not answer"), "{}", app.containers[0].explanation.next);
}
