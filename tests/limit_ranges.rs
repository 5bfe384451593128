//! Requests above their limits: a container's own limit, or a LimitRange's default limit that a
//! container without limits gets — the pasted LimitRange is then the cause.

use status_explainer::Verdict;

#[macro_use]
mod report_assertions;
use report_assertions::*;

const DEFAULT_BELOW_REQUEST: &str = include_str!("inputs/limitrange-default-below-request.yaml");

#[test]
fn a_limit_range_default_below_the_requests_is_the_cause_with_its_numbers() {
    let report = explained_at(DEFAULT_BELOW_REQUEST, "2026-11-25T22:47:10Z");
    let deployment = find(&report, "Deployment", "report-builder");
    assert_explains!(deployment, Verdict::Failed, [
        "Container builder requests cpu 1, memory 1Gi but sets no limits",
        "default limits (cpu 500m, memory 512Mi)",
        "kubectl set resources deployment/report-builder -n analytics -c builder --limits=cpu=1,memory=1Gi",
    ]);
    // The ReplicaSet's own template is not pasted: it takes its Deployment's words.
    let replica_set = find(&report, "ReplicaSet", "report-builder-6b9f7c8d5");
    assert_explains!(replica_set, Verdict::Failed, ["Container builder requests cpu 1, memory 1Gi but sets no limits"]);
    assert!(!replica_set.summary.contains("A container of the pod template"), "{}", replica_set.summary);
    let range = find(&report, "LimitRange", "analytics-defaults");
    assert_explains!(range, Verdict::Degraded, [
        "Its default limits for containers (cpu 500m, memory 512Mi) are lower than what ReplicaSet report-builder-6b9f7c8d5's pods request (cpu 1, memory 1Gi)",
        "kubectl edit limitrange analytics-defaults -n analytics",
    ]);
    let root = report.root_cause.as_ref().expect("a root cause");
    let chain: Vec<(&str, &str)> = root.chain.iter().map(|l| (l.kind.as_str(), l.name.as_str())).collect();
    assert_eq!(chain, [("Deployment", "report-builder"), ("ReplicaSet", "report-builder-6b9f7c8d5"), ("LimitRange", "analytics-defaults")]);
    assert_eq!(root.chain.last().and_then(|l| l.note.as_deref()), Some("default limits cpu 500m, memory 512Mi"));
}

#[test]
fn a_template_with_its_own_lower_limit_is_its_own_mistake_not_the_limit_range() {
    let own_limit = DEFAULT_BELOW_REQUEST.replace("            requests:\n              cpu: \"1\"\n              memory: 1Gi\n", "            requests:\n              cpu: \"1\"\n              memory: 1Gi\n            limits:\n              cpu: 500m\n              memory: 512Mi\n");
    assert_ne!(own_limit, DEFAULT_BELOW_REQUEST);
    let report = explained_at(&own_limit, "2026-11-25T22:47:10Z");
    let replica_set = find(&report, "ReplicaSet", "report-builder-6b9f7c8d5");
    assert_explains!(replica_set, Verdict::Failed, ["Container builder requests cpu 1, memory 1Gi, more than its limits (cpu 500m, memory 512Mi): a request cannot be above its limit"]);
    assert!(!replica_set.summary.contains("LimitRange"), "{}", replica_set.summary);
    assert_eq!(find(&report, "LimitRange", "analytics-defaults").verdict, Verdict::Ready);
    let root = report.root_cause.as_ref().expect("a root cause");
    assert!(root.chain.iter().all(|l| l.kind != "LimitRange"), "{:?}", root.chain);
}

#[test]
fn without_the_limit_range_pasted_the_words_still_say_where_the_limits_come_from() {
    let without: String = DEFAULT_BELOW_REQUEST.split("- apiVersion: v1\n  kind: LimitRange").next().unwrap_or_default().to_owned()
        + "- apiVersion: v1\n  kind: Event"
        + DEFAULT_BELOW_REQUEST.split("- apiVersion: v1\n  kind: Event").nth(1).unwrap_or_default();
    let report = explained_at(&without, "2026-11-25T22:47:10Z");
    assert!(report.resources.iter().all(|r| r.kind != "LimitRange"));
    // (What to do is said once, at the ReplicaSet.)
    let replica_set = find(&report, "ReplicaSet", "report-builder-6b9f7c8d5");
    assert_explains!(replica_set, Verdict::Failed, ["so a LimitRange of the namespace gives it its default limits (cpu 500m, memory 512Mi)", "kubectl get limitrange -n analytics -o yaml"]);
    let root = report.root_cause.as_ref().expect("a root cause");
    assert!(root.chain.iter().all(|l| l.kind != "LimitRange"), "{:?}", root.chain);
}
