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

#[test]
fn containers_pulling_from_a_registry_the_node_cannot_reach_share_the_one_pull_error() {
    let report = explained_at(NOT_REGISTERED, "2026-11-25T22:47:10Z");
    let plugin = find(&report, "Pod", "ebs-csi-node-x7q4d");
    // Only ebs-plugin has a pull event of its own; the other two pull from public.ecr.aws too.
    for name in ["liveness-probe", "node-driver-registrar"] {
        let container = plugin.containers.iter().find(|c| c.name == name).expect("the container");
        assert!(container.explanation.what.ends_with("the node cannot reach the registry (name resolution, network, proxy or firewall)."), "{name}: {}", container.explanation.what);
        assert!(container.explanation.why.contains("a pull from the same registry, public.ecr.aws, failed with “Failed to pull image \"public.ecr.aws/ebs-csi-driver/aws-ebs-csi-driver:v1.36.0\""), "{name}: {}", container.explanation.why);
        assert!(!container.explanation.next.contains("exists with that exact tag"), "{name}: {}", container.explanation.next);
    }
    let own = plugin.containers.iter().find(|c| c.name == "ebs-plugin").expect("ebs-plugin");
    assert!(!own.explanation.why.contains("same registry"), "{}", own.explanation.why);
}

#[test]
fn an_error_of_one_image_is_not_lent_to_another_of_the_same_registry() {
    // The registry answered that this image is not there: that says nothing of the others.
    let missing = NOT_REGISTERED.replace("dial tcp 75.2.101.78:443: i/o timeout", "manifest unknown");
    assert_ne!(missing, NOT_REGISTERED);
    let report = explained_at(&missing, "2026-11-25T22:47:10Z");
    let plugin = find(&report, "Pod", "ebs-csi-node-x7q4d");
    let probe = plugin.containers.iter().find(|c| c.name == "liveness-probe").expect("the container");
    assert!(!probe.explanation.why.contains("same registry"), "{}", probe.explanation.why);
}
