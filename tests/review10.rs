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
    // The pod says where to read why its app answers 503.
    assert_explains!(find(&report, "Pod", "ledger-8c7d6b5f4-k3j4h"), Verdict::Failed, ["its own logs say why, often a dependency it checks: kubectl logs ledger-8c7d6b5f4-k3j4h -n apps"]);
    let cause = report.root_cause.as_ref().expect("a root cause");
    assert_eq!(cause.chain.first().map(|link| (link.kind.as_str(), link.name.as_str())), Some(("HelmRelease", "ledger")), "{}", cause.text);
    assert_eq!(cause.chain.last().map(|link| (link.kind.as_str(), link.name.as_str())), Some(("Pod", "ledger-8c7d6b5f4-k3j4h")), "{}", cause.text);
    // Through the release's Deployment and its new ReplicaSet: whose pod it is.
    let kinds: Vec<&str> = cause.chain.iter().map(|link| link.kind.as_str()).collect();
    assert_eq!(kinds, ["HelmRelease", "Deployment", "ReplicaSet", "Pod"], "{}", cause.text);
    // Flux applies the Deployment: going back is a revert in Git, not a rollout undo.
    let progressing = condition(find(&report, "Deployment", "ledger"), "Progressing");
    assert!(progressing.explanation.next.contains("Flux applies it: to go back, revert the change in Git") && !progressing.explanation.next.contains("Roll back with kubectl rollout undo"), "{}", progressing.explanation.next);
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
    // Knative's retried write conflict is no failure of its own.
    let conflict = revision.events.iter().find(|e| e.reason == "InternalError").expect("the InternalError event");
    assert!(conflict.explanation.what.contains("optimistic-concurrency conflict") && conflict.explanation.next.starts_with("Nothing to do for this event"), "{:?}", conflict.explanation);
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
    // More memory goes in the Knative Service's template: Knative puts its Deployment back.
    let pod = find(&report, "Pod", "recommend-00004-deployment-84f6c9d7b-w8e7r");
    let next = &pod.containers.iter().find(|c| c.name == "user-container").expect("user-container").explanation.next;
    assert!(next.contains("in Knative Service recommend's template") && next.contains("kubectl edit ksvc recommend -n storefront") && next.contains("resources.limits.memory: 1024Mi"), "{next}");
    assert!(!next.contains("kubectl set resources deployment/recommend-00004-deployment"), "{next}");
    assert_eq!(report.what_to_do_at_root(), Some(next.as_ref()));
}

#[test]
fn a_busy_healthy_namespace_raises_no_alarm() {
    let report = explained_at(include_str!("inputs/namespace-shop-all-healthy-busy.yaml"), NOW);
    let problems: Vec<_> = report.resources.iter().filter(|r| r.verdict.is_problem()).map(|r| format!("{} {}: {}", r.kind, r.name, r.summary)).collect();
    assert!(problems.is_empty(), "{problems:#?}");
    assert!(report.root_cause.is_none(), "{:?}", report.root_cause);
    // What is not plain Ready says why it is fine.
    assert_explains!(find(&report, "Pod", "frontend-6f8d9c7b54-m9w4r"), Verdict::Ready, ["restarted 1 time, last ended with OOMKilled"]);
    assert_explains!(find(&report, "Pod", "checkout-5c7b9d4f8-v3k9p"), Verdict::Terminating, ["is stopping"]);
    assert_explains!(find(&report, "ReplicaSet", "checkout-5c7b9d4f8"), Verdict::Ready, ["old ReplicaSet of Deployment checkout, scaled to zero"]);
    assert_explains!(find(&report, "HorizontalPodAutoscaler", "frontend"), Verdict::Ready, ["has 6 replicas, as desired (min 3, max 6)"]);
    assert_explains!(find(&report, "PodDisruptionBudget", "checkout"), Verdict::Ready, ["allows 0 disruptions"]);
    assert_eq!(find(&report, "Job", "order-report-29927609").verdict, Verdict::Succeeded);
    // An Endpoints object is its Service's (by name), as its EndpointSlice is (by owner).
    let endpoints = find(&report, "Endpoints", "checkout");
    assert!(endpoints.related.iter().any(|r| r.relation == "uses" && r.kind == "Service" && r.name == "checkout"), "{:?}", endpoints.related);
    assert!(find(&report, "Service", "checkout").related.iter().any(|r| r.relation == "used-by" && r.kind == "Endpoints" && r.name == "checkout"));
    // A finished pod of each run is not ready because it finished: no note to read, on each.
    for pod in ["order-report-29927580-w7c2k", "order-report-29927595-d9f4s", "order-report-29927609-g5h8j"] {
        let pod = find(&report, "Pod", pod);
        assert_eq!(pod.verdict, Verdict::Succeeded);
        for type_ in ["Ready", "ContainersReady"] {
            let ready = condition(pod, type_);
            assert!(!ready.note && !ready.failing, "{} {type_}: {:?}", pod.name, ready.explanation.why);
            assert!(ready.explanation.why.contains("ran to completion"), "{}", ready.explanation.why);
        }
    }
}

#[test]
fn a_failed_run_of_a_cron_job_that_has_succeeded_since_is_said_to_be_past() {
    let report = explained_at(include_str!("inputs/namespace-cronjob-older-run-failed-later-runs-succeeded.yaml"), NOW);
    let old = find(&report, "Job", "order-report-29927535");
    assert_explains!(old, Verdict::Failed, [
        "BackoffLimitExceeded",
        "A later run of CronJob order-report succeeded (Job order-report-29927609, last successful run 2026-11-26T01:29:48Z)",
        "this failure is past",
    ]);
    let failed = condition(old, "Failed");
    assert!(!failed.explanation.next.contains("kubectl create job"), "{}", failed.explanation.next);
    assert_explains!(find(&report, "Pod", "order-report-29927535-k2m4n"), Verdict::Failed, ["older run of CronJob order-report", "a later run succeeded"]);
    assert_eq!(find(&report, "CronJob", "order-report").verdict, Verdict::Ready);
    // Evicted pods of a ReplicaSet that has all its pods again are a record, not the problem now.
    assert_explains!(find(&report, "Pod", "cart-84c6d5f7b9-e1v2c"), Verdict::Failed, ["stays only as a record"]);
    assert!(report.root_cause.is_none(), "{:?}", report.root_cause);

}

#[test]
fn two_unrelated_problems_in_one_namespace_are_both_told_and_the_last_failed_run_is_not_called_past() {
    let report = explained_at(include_str!("inputs/namespace-pending-for-memory-and-cronjob-last-run-failed.yaml"), NOW);
    let cause = report.root_cause.as_ref().expect("a root cause");
    assert_eq!(cause.chain.last().map(|link| (link.kind.as_str(), link.name.as_str())), Some(("Pod", "catalog-5d4f6b8c7a-x7m3n")), "{}", cause.text);
    assert!(cause.summary.contains("3 Insufficient memory") && cause.summary.contains("requests memory 3Gi"), "{}", cause.summary);
    let others: Vec<_> = report.other_problems().iter().map(|r| format!("{} {}", r.kind, r.name)).collect();
    assert_eq!(others, ["CronJob order-report"], "{others:?}");
    assert_explains!(find(&report, "CronJob", "order-report"), Verdict::Degraded, ["last run did not succeed"]);
    // Its last run failed after the last success: nothing later makes it past.
    let last = find(&report, "Job", "order-report-29927595");
    assert_explains!(last, Verdict::Failed, ["BackoffLimitExceeded"]);
    assert!(!last.summary.contains("later run") && condition(last, "Failed").explanation.next.contains("kubectl create job --from=cronjob/order-report"), "{}", last.summary);
    assert_eq!(find(&report, "Deployment", "cart").verdict, Verdict::Ready);
    // The pod quotes the scheduler whole; its owners leave out which nodes preemption would not help on.
    assert_explains!(find(&report, "Pod", "catalog-5d4f6b8c7a-x7m3n"), Verdict::Failed, ["preemption: 0/4 nodes are available"]);
    for (kind, name) in [("Deployment", "catalog"), ("ReplicaSet", "catalog-5d4f6b8c7a")] {
        let owner = find(&report, kind, name);
        assert_explains!(owner, Verdict::Degraded, ["3 Insufficient memory (the scheduler tried 6 times); no node has that much free (it requests memory 3Gi for catalog)"]);
        assert!(!owner.summary.contains("preemption:"), "{}", owner.summary);
    }
}

#[test]
fn a_debug_pod_that_failed_days_ago_is_not_the_root_cause_of_a_rollout_failing_now() {
    let text = include_str!("inputs/namespace-rollout-crashloop-beside-debug-pod-failed-days-ago.yaml");
    let report = explained_at(text, NOW);
    let cause = report.root_cause.as_ref().expect("a root cause");
    assert_eq!(cause.chain.first().map(|link| (link.kind.as_str(), link.name.as_str())), Some(("Deployment", "checkout")), "{}", cause.text);
    assert!(cause.text.ends_with("container checkout: CrashLoopBackOff, last exit 1 Error"), "{}", cause.text);
    // The old failure is still told, as a problem of its own.
    let others: Vec<_> = report.other_problems().iter().map(|r| format!("{} {}", r.kind, r.name)).collect();
    assert_eq!(others, ["Pod curl-debug"], "{others:?}");
    assert_explains!(find(&report, "Pod", "curl-debug"), Verdict::Failed, ["exit code 6"]);

    // Failed within the hour, it is the root cause as before (Failed before Degraded).
    let report = explained_at(&text.replace("2026-11-23T01:51:00Z", "2026-11-26T01:10:00Z"), NOW);
    let cause = report.root_cause.as_ref().expect("a root cause");
    assert_eq!(cause.chain.first().map(|link| link.name.as_str()), Some("curl-debug"), "{}", cause.text);
}

#[test]
fn events_about_pods_gone_from_a_namespace_paste_are_records_not_a_request_to_paste_them() {
    let report = explained_at(include_str!("inputs/namespace-events-of-pods-gone-since.yaml"), NOW);
    let back_off = report.resources.iter().find(|r| r.kind == "Event" && r.summary.contains("event BackOff about Pod checkout-6b5d4c3a2-zx8qv")).expect("the BackOff event's card");
    assert_eq!(back_off.verdict, Verdict::Unknown);
    assert!(back_off.summary.contains("The paste holds other Pod objects of namespace shop but not this one, so it is most likely gone (ReplicaSet checkout-6b5d4c3a2 says “Deleted pod: checkout-6b5d4c3a2-zx8qv”)"), "{}", back_off.summary);
    let killing = report.resources.iter().find(|r| r.kind == "Event" && r.summary.contains("event Killing about Pod checkout-6b5d4c3a2-zx8qv")).expect("the Killing event's card");
    assert!(killing.summary.contains("most likely gone (ReplicaSet checkout-6b5d4c3a2 says “Deleted pod: checkout-6b5d4c3a2-zx8qv”)"), "{}", killing.summary);
    let scheduling = report.resources.iter().find(|r| r.kind == "Event" && r.summary.contains("about Pod order-report-29927520-abcde")).expect("the FailedScheduling event's card");
    assert!(scheduling.summary.contains("most likely gone (deleted since") && !scheduling.summary.contains("paste Pod"), "{}", scheduling.summary);
    assert!(!report.has_problems() && report.root_cause.is_none(), "{:?}", report.root_cause);

    // Alone, the event's object may exist: pasting it is the advice still.
    let alone = include_str!("inputs/namespace-events-of-pods-gone-since.yaml").replace("\n  kind: Pod\n", "\n  kind: PodGone\n");
    let report = explained_at(&alone, NOW);
    let back_off = report.resources.iter().find(|r| r.kind == "Event" && r.summary.contains("event BackOff about Pod checkout-6b5d4c3a2-zx8qv")).expect("the BackOff event's card");
    assert!(back_off.summary.ends_with("paste Pod checkout-6b5d4c3a2-zx8qv too to have it explained."), "{}", back_off.summary);
}

#[test]
fn a_pod_oom_killed_again_and_again_while_every_replica_is_available_is_the_namespace_s_problem() {
    let text = include_str!("inputs/namespace-pod-oomkilled-again-and-again-while-ready.yaml");
    let report = explained_at(text, NOW);
    let pod = find(&report, "Pod", "frontend-6f8d9c7b54-m9w4r");
    assert_explains!(pod, Verdict::Degraded, [
        "running and ready now, but container frontend keeps being restarted: 41 restarts, the last run ended 4 min ago with OOMKilled (exit code 137)",
        "It ran out of memory (limit 256Mi)",
        "kubectl set resources deployment/frontend -n shop -c frontend --limits=memory=512Mi",
    ]);
    for (kind, name) in [("Deployment", "frontend"), ("ReplicaSet", "frontend-6f8d9c7b54")] {
        assert_explains!(find(&report, kind, name), Verdict::Degraded, ["But in Pod frontend-6f8d9c7b54-m9w4r, container frontend keeps being restarted: 41 restarts"]);
    }
    let cause = report.root_cause.as_ref().expect("a root cause");
    assert_eq!(cause.chain.first().map(|link| (link.kind.as_str(), link.name.as_str())), Some(("Deployment", "frontend")), "{}", cause.text);
    assert!(cause.text.ends_with("→ Pod frontend-6f8d9c7b54-m9w4r → container frontend: last exit 137 OOMKilled, limit 256Mi"), "{}", cause.text);
    // Its siblings restarted never: fine.
    assert_eq!(find(&report, "Pod", "frontend-6f8d9c7b54-k2x8p").verdict, Verdict::Ready);

    // The same restarts over a pod's 300 days (a node rebooted now and then): no loop.
    let report = explained_at(&text.replace("startTime: '2026-11-24T01:10:00Z'", "startTime: '2026-01-30T01:10:00Z'"), NOW);
    assert_eq!(find(&report, "Pod", "frontend-6f8d9c7b54-m9w4r").verdict, Verdict::Ready);
    // The same restarts, the last two hours ago: settled, a note only.
    let report = explained_at(&text.replace("finishedAt: '2026-11-26T01:26:00Z'", "finishedAt: '2026-11-25T23:26:00Z'"), NOW);
    assert_explains!(find(&report, "Pod", "frontend-6f8d9c7b54-m9w4r"), Verdict::Ready, ["Note: frontend restarted 41 times, last ended with OOMKilled"]);
    assert!(!report.has_problems(), "{:?}", report.root_cause);
}

#[test]
fn an_autoscaler_without_metrics_for_pods_a_rollout_just_made_waits_for_them_and_is_no_alarm() {
    let text = include_str!("inputs/namespace-hpa-no-metrics-yet-after-rollout.yaml");
    let report = explained_at(text, NOW);
    assert_explains!(find(&report, "HorizontalPodAutoscaler", "checkout"), Verdict::InProgress, [
        "No metrics for Deployment checkout's pods yet, for 45 s",
        "did not receive metrics for targeted pods (pods might be unready)",
        "kubectl top pods -n shop",
    ]);
    assert!(!report.has_problems(), "{:?}", report.root_cause);
    // Still so 15 min later: metrics-server is the problem.
    let report = explained_at(text, "2026-11-26T01:45:00Z");
    assert_explains!(find(&report, "HorizontalPodAutoscaler", "checkout"), Verdict::Degraded, ["cannot compute a replica count"]);
}

#[test]
fn a_paste_of_several_namespaces_names_the_one_its_root_cause_is_in() {
    let rollout = include_str!("../www/examples/crashloop-deployment.yaml");
    let other = "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: web, namespace: apps}\ndata: {a: b}\n---\n";
    let report = explained_at(&format!("{other}{rollout}"), NOW);
    assert_eq!(report.root_cause_namespace(), Some("shop"));
    let text = status_explainer::report::text::render(&report);
    assert!(text.contains("\nRoot cause (namespace shop): Deployment web → "), "{text}");
    let markdown = status_explainer::report::markdown::render(&report);
    assert!(markdown.contains("**Root cause** (namespace `shop`): Deployment web → "), "{markdown}");
    // One namespace: nothing to tell apart.
    let alone = explained_at(rollout, NOW);
    assert_eq!(alone.root_cause_namespace(), None);
    assert!(status_explainer::report::text::render(&alone).contains("\nRoot cause: Deployment web → "));
}

#[test]
fn a_second_problem_in_another_namespace_says_which() {
    let rollout = include_str!("../www/examples/crashloop-deployment.yaml");
    let elsewhere = include_str!("../www/examples/missing-secret.yaml");
    let report = explained_at(&format!("{rollout}---\n{elsewhere}"), NOW);
    let also = report.also_failing_words().expect("a second problem");
    assert!(also.starts_with("Also a problem of its own: in namespace "), "{also}");
    // One namespace: nothing to tell apart.
    let alone = explained_at(elsewhere, NOW);
    assert!(alone.also_failing_words().is_none_or(|words| !words.contains("in namespace ")));
}
