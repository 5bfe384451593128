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
