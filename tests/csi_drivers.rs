//! A CSI driver not registered on a node: the pod waiting to mount ends at the driver's node
//! plugin on that node when it is pasted and failing, and is told how to find it otherwise.

use status_explainer::Verdict;

#[macro_use]
mod report_assertions;
use report_assertions::*;

const NOT_REGISTERED: &str = include_str!("inputs/csi-driver-not-registered.yaml");

#[test]
fn a_mount_waiting_for_an_unregistered_driver_ends_at_its_failing_node_plugin() {
    let report = explained_at(NOT_REGISTERED, "2026-11-25T22:47:10Z");
    let pod = find(&report, "Pod", "grafana-0");
    assert_explains!(pod, Verdict::Failed, [
        "Driver ebs.csi.aws.com is not registered on node ip-10-42-7-119.eu-west-1.compute.internal because its node plugin there, Pod kube-system/ebs-csi-node-x7q4d, is failing",
        "cannot get its image \"public.ecr.aws/ebs-csi-driver/aws-ebs-csi-driver:v1.36.0\"",
        "kubectl get csinode ip-10-42-7-119.eu-west-1.compute.internal",
    ]);
    let root = report.root_cause.as_ref().expect("a root cause");
    let chain: Vec<(&str, &str)> = root.chain.iter().map(|l| (l.kind.as_str(), l.name.as_str())).collect();
    assert_eq!(chain, [("Pod", "grafana-0"), ("Pod", "ebs-csi-node-x7q4d"), ("container", "ebs-plugin")]);
    assert!(report.other_problems().is_empty(), "the plugin is the cause, not a problem of its own: {:?}", report.other_problems());
}

#[test]
fn without_the_plugin_pasted_the_pod_says_where_to_find_it() {
    // The documents up to the plugin's pod (grafana-0 and its events).
    let alone: String = NOT_REGISTERED.split("\n---\n").filter(|document| !document.contains("ebs-csi-node")).collect::<Vec<_>>().join("\n---\n");
    let report = explained_at(&alone, "2026-11-25T22:47:10Z");
    assert!(report.resources.iter().all(|r| !r.name.starts_with("ebs-csi-node")));
    let pod = find(&report, "Pod", "grafana-0");
    assert_explains!(pod, Verdict::Failed, [
        "Driver ebs.csi.aws.com is not registered on node ip-10-42-7-119.eu-west-1.compute.internal: its node plugin (a DaemonSet's pod) is not running there",
        "kubectl get pods -A -o wide --field-selector spec.nodeName=ip-10-42-7-119.eu-west-1.compute.internal",
    ]);
}
