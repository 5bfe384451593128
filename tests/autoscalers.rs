//! Autoscalers that cannot compute a replica count, in the words of what they could not read.

use status_explainer::Verdict;

#[macro_use]
mod report_assertions;
use report_assertions::*;

#[test]
fn a_custom_metric_the_adapter_does_not_serve_gets_the_query_that_lists_what_it_has() {
    let report = explained_at(include_str!("inputs/hpa-custom-metric-not-served.yaml"), "2026-11-25T22:47:10Z");
    let hpa = find(&report, "HorizontalPodAutoscaler", "web-frontend");
    assert_explains!(hpa, Verdict::Degraded, [
        "The autoscaler cannot compute a replica count: FailedGetPodsMetric: unable to get metric http_requests_per_second",
        "it leaves Deployment web-frontend at 3 replicas",
        "The metrics adapter answers but serves no metric http_requests_per_second",
        "kubectl get --raw \"/apis/custom.metrics.k8s.io/v1beta1/namespaces/storefront/pods/*/http_requests_per_second\"",
    ]);
    assert_eq!(hpa.summary.matches("unable to compute the replica count").count(), 0, "said once, in our words: {}", hpa.summary);
    // The condition's general advice (check the APIService) gives way to the summary's.
    assert!(!condition(hpa, "ScalingActive").explanation.next.contains("kubectl get apiservice"), "{}", condition(hpa, "ScalingActive").explanation.next);
}
