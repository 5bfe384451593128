//! Review 8's pastes: the situations it found explained wrongly, checked for what a person reads.

use status_explainer::Verdict;

#[macro_use]
mod report_assertions;
use report_assertions::*;

const NOW: &str = "2026-11-25T22:47:10Z";

#[test]
fn a_failed_try_of_a_job_within_its_backoff_limit_is_retried_not_failed() {
    let report = explained_at(include_str!("inputs/job-running-one-try-retried.yaml"), NOW);
    let first = find(&report, "Pod", "nightly-reindex-29402750-1-8w4zq");
    assert_explains!(first, Verdict::InProgress, [
        "This try of index 1 failed",
        "429 Too Many Requests",
        "retried it in pod nightly-reindex-29402750-1-p6kfm (running)",
        "1 of 6 retries used (spec.backoffLimit)",
    ]);
    assert_eq!(find(&report, "Job", "nightly-reindex-29402750").verdict, Verdict::InProgress);
    assert!(!report.has_problems(), "{:?}", report.root_cause);
}

#[test]
fn a_stateful_set_whose_new_claim_a_quota_refuses_is_not_in_progress_and_the_quota_is_the_cause() {
    let report = explained_at(include_str!("inputs/statefulset-claim-refused-by-storage-quota.yaml"), NOW);
    let set = find(&report, "StatefulSet", "kafka");
    assert_explains!(set, Verdict::Degraded, [
        "Pod kafka-3 cannot be created (FailedCreate, 23 times)",
        "claim data-kafka-3 asks for requests.storage 200Gi",
        "620Gi of 700Gi used (80Gi left)",
        "at least 820Gi",
        "kubectl edit resourcequota streaming-storage -n streaming",
    ]);
    assert!(!set.summary.contains("lowest-numbered"), "{}", set.summary);
    let cause = set.root_cause.as_ref().expect("root cause");
    assert_eq!(cause.chain.last().map(|link| link.kind.as_str()), Some("ResourceQuota"));
    assert_explains!(find(&report, "ResourceQuota", "streaming-storage"), Verdict::Degraded, ["refuses new claims of StatefulSet kafka", "requests.storage=620Gi"]);
    assert!(report.has_problems());
}

#[test]
fn a_topology_spread_missing_required_label_says_the_nodes_lack_the_key_not_to_raise_max_skew() {
    let report = explained_at(include_str!("inputs/topology-spread-nodes-missing-zone-label.yaml"), NOW);
    let pod = find(&report, "Pod", "checkout-6d8f9b7c4-7hjtw");
    assert_explains!(pod, Verdict::Failed, [
        "3 nodes have no label topology.kubernetes.io/zone, the topologyKey",
        "kubectl get nodes -L topology.kubernetes.io/zone",
        "topologySpreadConstraints (pasted Node worker-a has none)",
        "kubectl label node worker-a topology.kubernetes.io/zone=<value>",
        "kubernetes.io/hostname",
    ]);
    assert!(!pod.summary.contains("Raise maxSkew") && !pod.summary.contains("would break maxSkew"), "{}", pod.summary);
}

#[test]
fn a_probe_whose_command_is_not_in_the_image_never_passes_and_more_time_is_not_the_advice() {
    let report = explained_at(include_str!("inputs/liveness-exec-command-not-in-image.yaml"), NOW);
    let pod = find(&report, "Pod", "ledger-svc-84b7f6d9c5-wm2rx");
    assert_explains!(pod, Verdict::Failed, ["Its command curl is not in the image, so the probe can never pass", "an httpGet probe (path /healthz, port 8080, as its readinessProbe has)"]);
    let next = &pod.containers[0].explanation.next;
    assert!(next.contains("can never pass") && !next.contains("give it more time") && !next.contains("timeoutSeconds"), "{next}");

    // A readiness probe alike fails at once, not after the 10 min a rollout waits.
    let report = explained_at(include_str!("inputs/readiness-exec-command-not-in-image.yaml"), "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "quotes-6c9f7d8b5-r2t4k");
    assert_explains!(pod, Verdict::Failed, ["Its command /bin/grpc_health_probe is not in the image", "an httpGet or tcpSocket readinessProbe"]);
    assert!(!pod.summary.contains("past the 10 min"), "{}", pod.summary);
}

#[test]
fn pid_pressure_asks_for_no_pids_request_and_no_toleration_and_the_pending_pod_is_sent_to_the_node() {
    let report = explained_at(include_str!("inputs/node-pid-pressure-evicted-and-pending.yaml"), NOW);
    let evicted = find(&report, "Pod", "thumbnailer-7c4b9d6f5-2lq8n");
    assert_explains!(evicted, Verdict::Failed, ["no pids request or limit per container", "podPidsLimit"]);
    assert!(!evicted.summary.contains("request for pids"), "{}", evicted.summary);
    assert!(condition(evicted, "DisruptionTarget").explanation.next.contains("PIDs have no request"), "{}", condition(evicted, "DisruptionTarget").explanation.next);
    let pending = find(&report, "Pod", "thumbnailer-7c4b9d6f5-x9wz4");
    assert_explains!(pending, Verdict::Failed, ["not a toleration", "Node aks-batch-31415926-vmss000004 is the node with taint node.kubernetes.io/pid-pressure"]);
    assert!(!pending.summary.contains("take it only with a matching toleration"), "{}", pending.summary);
    let cause = pending.root_cause.as_ref().expect("root cause");
    assert_eq!(cause.chain.last().map(|link| (link.kind.as_str(), link.name.as_str())), Some(("Node", "aks-batch-31415926-vmss000004")));
}

#[test]
fn a_helm_release_upgrading_its_last_attempted_generation_is_not_said_to_be_unseen() {
    let report = explained_at(include_str!("inputs/flux-helmrelease-upgrading-last-attempted-generation.yaml"), NOW);
    let release = find(&report, "HelmRelease", "ingress-nginx");
    assert_explains!(release, Verdict::InProgress, ["Running 'upgrade' action with timeout of 10m0s"]);
    assert!(!release.summary.contains("has not seen your latest change"), "{}", release.summary);
    let reconciling = condition(release, "Reconciling");
    assert!(!reconciling.explanation.why.contains("before your latest change"), "{}", reconciling.explanation.why);
}

#[test]
fn a_sops_decryption_failure_names_the_key_secret_and_the_recipient_not_kustomize_build() {
    let report = explained_at(include_str!("inputs/flux-sops-decryption-no-matching-age-key.yaml"), NOW);
    let secrets = find(&report, "Kustomization", "payments-secrets");
    assert_explains!(secrets, Verdict::Failed, [
        "Flux could not decrypt db-credentials: no key in Secret flux-system/sops-age (spec.decryption.secretRef)",
        "age recipient age1qj8v2t5m6k7x9z0w3e4r5t6y7u8i9o0p1a2s3d4f5g6h7j8k9l0q2w3e4r",
        "sops updatekeys",
        "flux reconcile kustomization payments-secrets -n flux-system",
    ]);
    assert!(!secrets.summary.contains("kustomize build"), "{}", secrets.summary);
}

#[test]
fn aso_children_of_a_parent_blocked_on_a_missing_secret_wait_for_it_and_the_secret_is_the_root_cause() {
    let report = explained_at(include_str!("inputs/aso-children-wait-for-parent-missing-secret.yaml"), NOW);
    let server = find(&report, "FlexibleServer", "billing-pg");
    // The key comes from the spec (spec.administratorLoginPassword), not the message.
    assert_explains!(server, Verdict::Failed, ["for 1 h 7 min", "kubectl create secret generic billing-pg-admin -n billing --from-literal=password=<value>"]);
    assert_eq!(server.root_cause.as_ref().map(|c| c.text.as_str()), Some("FlexibleServer billing-pg → Secret billing-pg-admin (missing)"));
    assert!(condition(server, "Ready").explanation.next.contains("--from-literal=password="));
    for (kind, name) in [("FlexibleServersDatabase", "billing-pg-ledger"), ("FlexibleServersFirewallRule", "billing-pg-allow-aks")] {
        let child = find(&report, kind, name);
        assert_explains!(child, Verdict::Failed, ["Waiting for its parent FlexibleServer billing-pg", "it depends on FlexibleServer billing-pg"]);
        assert!(!child.summary.contains("will not clear by itself"), "{}", child.summary);
        assert!(child.root_cause.as_ref().is_some_and(|c| c.text.ends_with("FlexibleServer billing-pg → Secret billing-pg-admin (missing)")));
    }
    assert!(report.root_cause.as_ref().is_some_and(|c| c.text.ends_with("→ Secret billing-pg-admin (missing)")));
}

#[test]
fn a_condition_whose_message_the_summary_answers_adds_no_filler_next_step() {
    let report = explained_at(include_str!("inputs/topology-spread-nodes-missing-zone-label.yaml"), NOW);
    let pod = find(&report, "Pod", "checkout-6d8f9b7c4-7hjtw");
    assert_eq!(condition(pod, "PodScheduled").explanation.next, "");
    for rendered in [status_explainer::report::text::render(&report), status_explainer::report::markdown::render(&report)] {
        assert!(!rendered.contains("summary reads this message") && !rendered.contains("next: \n") && !rendered.contains("Next: \n"), "{rendered}");
    }
}

#[test]
fn tries_of_a_job_that_fail_alike_are_still_failures_though_within_the_backoff_limit() {
    let report = explained_at(include_str!("inputs/job-running-tries-failing-alike.yaml"), NOW);
    for name in ["nightly-reindex-29402750-1-8w4zq", "nightly-reindex-29402750-1-k3m2n"] {
        assert_eq!(find(&report, "Pod", name).verdict, Verdict::Failed, "{name}");
    }
    assert!(report.has_problems());
}

#[test]
fn a_job_with_a_retried_try_waits_for_the_pod_running_now_not_the_failed_try() {
    let report = explained_at(include_str!("inputs/job-running-one-try-retried.yaml"), NOW);
    let job = find(&report, "Job", "nightly-reindex-29402750");
    assert!(!job.summary.contains("It waits for Pod nightly-reindex-29402750-1-8w4zq"), "{}", job.summary);
}

#[test]
fn a_stateful_set_mid_way_through_a_rolling_update_is_not_said_to_start_in_order() {
    let report = explained_at(include_str!("inputs/statefulset-rolling-update-midway.json"), NOW);
    let set = find(&report, "StatefulSet", "redis");
    assert_explains!(set, Verdict::InProgress, ["Rolling update to revision redis-69b4c7d8f5: 1 of 3 pods updated, 2 of 3 ready", "highest-numbered down", "It waits for Pod redis-2"]);
    assert!(!set.summary.contains("lowest-numbered"), "{}", set.summary);
}

#[test]
fn an_outage_after_a_finished_rollout_does_not_quote_the_progress_deadline() {
    let report = explained_at(include_str!("inputs/coredns-loop-after-rollout.json"), NOW);
    let coredns = find(&report, "Deployment", "coredns");
    assert_explains!(coredns, Verdict::Failed, ["0 of 2 replicas are available now", "below its minimum availability for 48 min"]);
    assert!(!coredns.summary.contains("progressDeadlineSeconds"), "{}", coredns.summary);
}

#[test]
fn a_pod_short_only_of_gpus_beside_the_control_plane_is_told_so_not_about_claims() {
    let report = explained_at(include_str!("inputs/knative-revision-unschedulable-no-free-gpu.yaml"), NOW);
    let pod = find(&report, "Pod", "embedder-00004-deployment-6c5d7f8b9-tz4kq");
    assert_explains!(pod, Verdict::Failed, ["no node has enough nvidia.com/gpu free", "add a node with room for it"]);
    assert!(!pod.summary.contains("PersistentVolumeClaim") && condition(pod, "PodScheduled").explanation.next.is_empty(), "{}", condition(pod, "PodScheduled").explanation.next);
}

#[test]
fn a_revision_woken_from_zero_says_it_is_scaling_from_zero() {
    let report = explained_at(include_str!("inputs/knative-revision-scaling-from-zero.yaml"), NOW);
    assert_explains!(find(&report, "Revision", "pdf-render-00006"), Verdict::Ready, ["scaling from zero (Active is Unknown with Queued)", "activator"]);
}

#[test]
fn a_heat_wait_condition_timeout_says_the_servers_never_signalled_and_where_to_look() {
    let report = explained_at(include_str!("inputs/heat-wait-condition-timeout.json"), NOW);
    let stack = find(&report, "Stack", "gitlab-runner-fleet");
    assert_explains!(stack, Verdict::Failed, ["None of the 3 signals the wait condition expects arrived before its timeout", "openstack console log show <server>", "openstack stack update --existing gitlab-runner-fleet"]);
    assert!(!stack.summary.contains("resource show"), "the count is all it would show: {}", stack.summary);
}

#[test]
fn a_managed_resource_being_created_is_not_said_to_wait_for_composed_resources() {
    let report = explained_at(include_str!("inputs/crossplane-rds-instance-creating.yaml"), NOW);
    let instance = find(&report, "Instance", "billing-db-7xk4p-9qrwm");
    assert_explains!(instance, Verdict::InProgress, ["the provider's call is still running in the cloud (AsyncOperation: Ongoing)"]);
    assert!(!instance.summary.contains("composed resources"), "{}", instance.summary);
}
