//! Review 10's pastes: whole namespaces (`kubectl get all,… -o yaml`), most of it healthy,
//! checked for the verdicts, the root cause and the words a person on call reads.

use status_explainer::Verdict;

#[macro_use]
mod report_assertions;
use report_assertions::*;

const NOW: &str = "2026-11-26T01:30:00Z";

#[test]
fn a_helm_release_that_timed_out_waiting_for_its_deployment_leads_to_the_pod_that_never_got_ready() {
    let report = explained_at(include_str!("inputs/namespace-flux-helmrelease-upgrade-timeout-pod-not-ready.yaml"), NOW);
    let release = find(&report, "HelmRelease", "ledger");
    assert_explains!(release, Verdict::Failed, [
        "timeout waiting for: [Deployment/apps/ledger status: 'InProgress']",
        "Why: Pod ledger-8c7d6b5f4-k3j4h",
        "HTTP probe failed with statuscode: 503",
    ]);
    let cause = report.root_cause.as_ref().expect("a root cause");
    assert_eq!(cause.chain.first().map(|link| (link.kind.as_str(), link.name.as_str())), Some(("HelmRelease", "ledger")), "{}", cause.text);
    assert_eq!(cause.chain.last().map(|link| (link.kind.as_str(), link.name.as_str())), Some(("Pod", "ledger-8c7d6b5f4-k3j4h")), "{}", cause.text);
    // The Deployment's stuck rollout is the same problem, not a second one beside it.
    let others: Vec<_> = report.other_problems().iter().map(|r| format!("{} {}", r.kind, r.name)).collect();
    assert!(others.is_empty(), "{others:?}");
    // The rest of the namespace is fine.
    for (kind, name) in [
        ("HelmRelease", "podinfo"),
        ("HelmRelease", "redis"),
        ("Kustomization", "apps"),
        ("GitRepository", "apps-repo"),
        ("HelmChart", "apps-ledger"),
        ("Deployment", "podinfo"),
        ("ReplicaSet", "ledger-5f4e3d2c1"),
        ("StatefulSet", "redis-master"),
        ("PersistentVolumeClaim", "redis-data-redis-master-0"),
    ] {
        assert_eq!(find(&report, kind, name).verdict, Verdict::Ready, "{kind} {name}: {}", find(&report, kind, name).summary);
    }
}

#[test]
fn a_failed_knative_revision_pasted_with_its_deployment_and_replica_set_reads_its_pod_not_that_the_pod_is_gone() {
    let report = explained_at(include_str!("inputs/namespace-knative-new-revision-oomkilled-old-serves.yaml"), NOW);
    let revision = find(&report, "Revision", "recommend-00004");
    assert_explains!(revision, Verdict::Failed, [
        "Its pod recommend-00004-deployment-84f6c9d7b-w8e7r is pasted",
        "its last run ended with OOMKilled (exit code 137)",
        "Knative Service recommend's template",
    ]);
    assert!(!revision.summary.contains("none is pasted") && !revision.summary.contains("took its logs with it"), "{}", revision.summary);
    let resources = condition(revision, "ResourcesAvailable");
    assert!(resources.explanation.next.contains("recommend-00004-deployment-84f6c9d7b-w8e7r is pasted"), "{}", resources.explanation.next);
    // The Knative Service still serves its previous revision; the others are fine.
    assert_explains!(find(&report, "Service", "recommend"), Verdict::Degraded, ["Revision recommend-00003 still serves 100% of the traffic"]);
    let cause = report.root_cause.as_ref().expect("a root cause");
    assert_eq!(cause.chain.last().map(|link| link.kind.as_str()), Some("container"), "{}", cause.text);
    assert!(cause.text.contains("Pod recommend-00004-deployment-84f6c9d7b-w8e7r") && cause.text.contains("OOMKilled"), "{}", cause.text);
    for (kind, name) in [("Revision", "recommend-00003"), ("Revision", "web-00002"), ("Revision", "notify-00002"), ("Route", "recommend"), ("Deployment", "notify-00002-deployment")] {
        assert_eq!(find(&report, kind, name).verdict, Verdict::Ready, "{kind} {name}: {}", find(&report, kind, name).summary);
    }
    assert!(report.other_problems().is_empty(), "{:?}", report.other_problems().iter().map(|r| &r.name).collect::<Vec<_>>());
}
