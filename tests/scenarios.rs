//! Realistic situations, each checked for verdict, reason and the words a person needs.

use status_explainer::Verdict;

#[macro_use]
mod report_assertions;
use report_assertions::*;

#[test]
fn crash_looping_rollout_with_the_old_version_serving() {
    let report = explained(include_str!("../www/examples/crashloop-deployment.yaml"));
    assert_explains!(find(&report, "Deployment", "web"), Verdict::Degraded, ["ProgressDeadlineExceeded", "3 of 3 replicas are still available", "1 of 3 replicas are updated"]);
    let pod = find(&report, "Pod", "web-7d9f8c6b5-x2kqp");
    assert_explains!(pod, Verdict::Failed, ["crash-looping", "restarted 7 times", "OOMKilled (exit code 137)"]);
    let app = &pod.containers[0];
    assert!(app.failing);
    assert!(app.explanation.next.contains("Raise the memory limit of container app (now 128Mi)"), "{}", app.explanation.next);
    assert!(app.explanation.next.contains("kubectl logs web-7d9f8c6b5-x2kqp -n shop -c app --previous"));
    // Where and how: in the Deployment (its ReplicaSet's name less the template hash), twice the limit to start.
    assert!(app.explanation.next.contains("kubectl set resources deployment/web -n shop -c app --limits=memory=256Mi"), "{}", app.explanation.next);
    let deadline = report.resources[0].conditions.iter().find(|c| c.type_ == "Progressing").expect("Progressing");
    assert!(deadline.failing);
    assert_eq!(deadline.age.as_deref(), Some("5 min"));
    assert!(deadline.explanation.next.contains("kubectl rollout undo deployment/web -n shop"));
    // The search for why the new pods are not ready is done: it says where it ended.
    assert!(deadline.explanation.next.starts_with("The cause is at Pod web-7d9f8c6b5-x2kqp, container app (CrashLoopBackOff): what to do is said there."), "{}", deadline.explanation.next);
}

#[test]
fn image_pull_failure_is_failed_with_the_image_named() {
    let report = explained(include_str!("inputs/imagepull-deployment-old-serving.yaml"));
    let pod = find(&report, "Pod", "api-5d9c-q7w");
    assert_explains!(pod, Verdict::Failed, ["cannot get its image", "registry.example.com/api:v2-typo", "ImagePullBackOff"]);
    assert!(pod.containers[0].explanation.next.contains("exists with that exact tag"));
    assert_explains!(find(&report, "Deployment", "api"), Verdict::Degraded, ["2 of 2 replicas are still available"]);
}

#[test]
fn an_image_pull_says_what_the_registry_answered_and_what_that_calls_for() {
    let report = explained(include_str!("../www/examples/image-pull-failure.yaml"));
    let pod = report.resources.iter().find(|r| r.kind == "Pod").expect("the pod");
    // "Back-off pulling image" says nothing; the kubelet's Failed event says the tag is unknown.
    assert_explains!(pod, Verdict::Failed, ["ImagePullBackOff", "the registry has no image with that name and tag (“manifest unknown”)"]);
    assert_eq!(pod.summary.matches("registry.example.com/shop/api:2.14.0-rc1").count(), 1, "the image is named once: {}", pod.summary);
    let api = &pod.containers[0].explanation;
    assert!(api.why.contains("the last pull failed with “Failed to pull image"), "{}", api.why);
    assert!(api.next.starts_with("Fix the image name or tag") && !api.next.contains("imagePullSecrets"), "{}", api.next);
    // A private repository pulled without credentials gets the other advice.
    let private = include_str!("../www/examples/image-pull-failure.yaml").replace(
        "rpc error: code = NotFound desc = failed to pull and unpack image \"registry.example.com/shop/api:2.14.0-rc1\": manifest unknown",
        "rpc error: code = Unknown desc = failed to pull and unpack image \"registry.example.com/shop/api:2.14.0-rc1\": failed to authorize: 401 Unauthorized",
    );
    let report = explained(&private);
    let pod = report.resources.iter().find(|r| r.kind == "Pod").expect("the pod");
    assert_explains!(pod, Verdict::Failed, ["refused the credentials"]);
    assert!(pod.containers[0].explanation.next.contains("imagePullSecrets"), "{}", pod.containers[0].explanation.next);
}

#[test]
fn a_pull_that_hit_the_network_twenty_seconds_ago_is_in_progress_until_it_lasts() {
    let text = include_str!("inputs/image-pull-network-blip.yaml");
    let fresh = explained_at(text, "2025-03-04T10:30:00Z");
    assert_explains!(&fresh.resources[0], Verdict::InProgress, ["has not got its image", "for 20 s", "cannot reach the registry", "TLS handshake timeout", "often passes by itself"]);
    assert!(fresh.resources[0].containers[0].explanation.next.starts_with("From the node, check that the registry's name resolves"), "{}", fresh.resources[0].containers[0].explanation.next);
    let lasting = explained_at(text, "2025-03-04T10:50:00Z");
    assert_explains!(&lasting.resources[0], Verdict::Failed, ["cannot get its image", "cannot reach the registry"]);
}

#[test]
fn rollout_past_deadline_with_nothing_available_is_failed() {
    let report = explained(
        "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: db}\nspec: {replicas: 1}\nstatus:\n  replicas: 1\n  conditions:\n  - {type: Available, status: \"False\", reason: MinimumReplicasUnavailable}\n  - {type: Progressing, status: \"False\", reason: ProgressDeadlineExceeded}\n",
    );
    assert_explains!(&report.resources[0], Verdict::Failed, ["no replica is available"]);
}

#[test]
fn rollout_in_progress_counts_like_kubectl() {
    let report = explained(
        "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web, generation: 2}\nspec: {replicas: 3}\nstatus:\n  observedGeneration: 2\n  replicas: 3\n  updatedReplicas: 1\n  availableReplicas: 3\n  conditions:\n  - {type: Progressing, status: \"True\", reason: ReplicaSetUpdated}\n",
    );
    assert_explains!(&report.resources[0], Verdict::InProgress, ["1 of 3 new replicas have been updated"]);
}

#[test]
fn stale_status_says_the_controller_has_not_seen_the_change() {
    let report = explained("apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web, generation: 5}\nstatus: {observedGeneration: 4}\n");
    assert_explains!(&report.resources[0], Verdict::InProgress, ["has not seen your latest change", "generation 5, observed generation 4"]);
}

#[test]
fn deletion_wins_over_everything() {
    let report = explained("apiVersion: v1\nkind: Pod\nmetadata: {name: p, deletionTimestamp: \"2025-03-04T10:00:00Z\", finalizers: [example.com/cleanup]}\nstatus: {phase: Failed}\n");
    assert_explains!(&report.resources[0], Verdict::Terminating, ["was deleted", "its grace period ended 30 min ago", "example.com/cleanup"]);
}

#[test]
fn a_pod_inside_its_grace_period_is_stopping_and_nothing_holds_it_up() {
    // deletionTimestamp is when the grace period ends, 40 s after now; asked 20 s ago.
    let report = explained(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: web-1, namespace: shop, deletionTimestamp: \"2025-03-04T10:30:40Z\", deletionGracePeriodSeconds: 60}\nspec: {nodeName: worker-1}\nstatus:\n  phase: Running\n  conditions: [{type: Ready, status: \"False\", reason: ContainersNotReady}]\n",
    );
    let pod = &report.resources[0];
    assert_explains!(pod, Verdict::Terminating, ["is stopping (asked at 2025-03-04T10:29:40Z, with a grace period of 60 s)", "at 2025-03-04T10:30:40Z (in 40 s) is killed"]);
    assert!(!pod.summary.contains("held up"), "{}", pod.summary);
    assert!(!condition(pod, "Ready").failing);
    // Long past its grace period, with no finalizer: the kubelet has not confirmed the stop.
    let stuck = explained(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: web-1, namespace: shop, deletionTimestamp: \"2025-03-04T09:30:00Z\", deletionGracePeriodSeconds: 30}\nspec: {nodeName: worker-1}\nstatus: {phase: Running}\n",
    );
    assert_explains!(&stuck.resources[0], Verdict::Terminating, [
        "is stuck being deleted",
        "its grace period ended 1 h ago and the kubelet on node worker-1 has not confirmed",
        "kubectl delete pod web-1 -n shop --grace-period=0 --force",
    ]);
}

#[test]
fn unschedulable_pod_quotes_the_scheduler() {
    let report = explained(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: big}\nstatus:\n  phase: Pending\n  conditions:\n  - {type: PodScheduled, status: \"False\", reason: Unschedulable, message: \"0/3 nodes are available: 3 Insufficient cpu.\"}\n",
    );
    let pod = &report.resources[0];
    assert_explains!(pod, Verdict::InProgress, ["not scheduled", "3 Insufficient cpu"]);
    assert!(pod.conditions[0].explanation.next.contains("lower the requests"));
}

#[test]
fn missing_secret_is_named() {
    let report = explained(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: app, namespace: prod}\nstatus:\n  phase: Pending\n  containerStatuses:\n  - name: app\n    state: {waiting: {reason: CreateContainerConfigError, message: 'secret \"db-credentials\" not found'}}\n",
    );
    let pod = &report.resources[0];
    assert_explains!(pod, Verdict::Failed, ["CreateContainerConfigError", "secret \"db-credentials\" not found"]);
    assert!(pod.containers[0].explanation.what.contains("Secret or ConfigMap"));
}

#[test]
fn generic_custom_resources_follow_their_conditions() {
    let report = explained(
        "apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: a}\nstatus: {conditions: [{type: Ready, status: \"True\"}]}\n---\napiVersion: example.com/v1\nkind: Widget\nmetadata: {name: b}\nstatus: {conditions: [{type: Ready, status: \"False\", reason: QuotaExceeded, message: quota exceeded}]}\n---\napiVersion: example.com/v1\nkind: Widget\nmetadata: {name: c}\nstatus: {conditions: [{type: Stalled, status: \"True\", message: cannot reach API}]}\n---\napiVersion: example.com/v1\nkind: Widget\nmetadata: {name: d}\n",
    );
    assert_explains!(find(&report, "Widget", "a"), Verdict::Ready, []);
    assert_explains!(find(&report, "Widget", "b"), Verdict::Failed, ["QuotaExceeded", "quota exceeded"]);
    assert_explains!(find(&report, "Widget", "c"), Verdict::Failed, ["Stalled", "cannot reach API"]);
    assert_explains!(find(&report, "Widget", "d"), Verdict::Unknown, ["has no status"]);
    let b = find(&report, "Widget", "b");
    assert!(b.conditions[0].explanation.why.contains("Ready is False with reason QuotaExceeded"));
}

#[test]
fn kubectl_list_output_in_json_is_unwrapped() {
    let report = explained(r#"{"apiVersion": "v1", "kind": "List", "items": [
        {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "a"}, "status": {"phase": "Succeeded"}},
        {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "b"}, "status": {"phase": "Failed", "reason": "Evicted", "message": "The node was low on resource: memory."}}
    ]}"#);
    assert_eq!(report.resources.len(), 2);
    assert_explains!(find(&report, "Pod", "b"), Verdict::Failed, ["Evicted", "low on resource: memory"]);
}

#[test]
fn boolean_condition_status_from_unquoted_yaml_is_understood() {
    let report = explained("apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: a}\nstatus: {conditions: [{type: Ready, status: True}]}\n");
    assert_eq!(report.resources[0].verdict, Verdict::Ready);
}

#[test]
fn a_rollout_fails_now_when_its_current_pods_crash_not_at_the_deadline() {
    let report = explained(
        r#"
apiVersion: apps/v1
kind: Deployment
metadata: {name: web, namespace: shop, uid: d-1, generation: 2, annotations: {deployment.kubernetes.io/revision: "2"}}
spec: {replicas: 2}
status:
  observedGeneration: 2
  replicas: 3
  updatedReplicas: 1
  availableReplicas: 2
  conditions:
  - {type: Progressing, status: "True", reason: ReplicaSetUpdated}
---
apiVersion: apps/v1
kind: ReplicaSet
metadata: {name: web-old, namespace: shop, uid: rs-1, annotations: {deployment.kubernetes.io/revision: "1"}, ownerReferences: [{kind: Deployment, name: web, uid: d-1, controller: true}]}
---
apiVersion: apps/v1
kind: ReplicaSet
metadata: {name: web-new, namespace: shop, uid: rs-2, annotations: {deployment.kubernetes.io/revision: "2"}, ownerReferences: [{kind: Deployment, name: web, uid: d-1, controller: true}]}
---
apiVersion: v1
kind: Pod
metadata: {name: web-old-a, namespace: shop, ownerReferences: [{kind: ReplicaSet, name: web-old, uid: rs-1}]}
status: {phase: Failed, reason: Evicted, message: The node was low on resource memory.}
---
apiVersion: v1
kind: Pod
metadata: {name: web-new-a, namespace: shop, ownerReferences: [{kind: ReplicaSet, name: web-new, uid: rs-2}]}
spec: {containers: [{name: app, image: web:2}]}
status:
  phase: Pending
  containerStatuses:
  - {name: app, image: "web:2", state: {waiting: {reason: ErrImagePull, message: "manifest unknown"}}}
"#,
    );
    let deployment = find(&report, "Deployment", "web");
    assert_explains!(deployment, Verdict::Degraded, ["failing now", "web:2", "2 replicas from before are still available"]);
    assert_eq!(deployment.reason.as_deref(), Some("ErrImagePull"));
    let cause = deployment.root_cause.as_ref().expect("root cause");
    assert_eq!(cause.text, "Deployment web → ReplicaSet web-new (revision 2) → Pod web-new-a → container app: ErrImagePull");
    let bundle = report.root_cause.as_ref().expect("bundle root cause");
    assert_eq!(bundle.text, cause.text, "the evicted pod of the old ReplicaSet does not decide the rollout");
    assert!(deployment.related.iter().any(|r| r.kind == "ReplicaSet" && r.name == "web-new" && r.relation == "owns"));
}

#[test]
fn the_example_names_the_whole_chain_as_the_root_cause() {
    let report = explained(include_str!("../www/examples/crashloop-deployment.yaml"));
    let cause = report.root_cause.as_ref().expect("root cause");
    assert_eq!(
        cause.text,
        "Deployment web → ReplicaSet web-7d9f8c6b5 (revision 3) → Pod web-7d9f8c6b5-x2kqp → container app: CrashLoopBackOff, last exit 137 OOMKilled, limit 128Mi"
    );
}

#[test]
fn a_custom_resource_whose_every_condition_is_good_is_ready() {
    let report = explained(
        "apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\nstatus: {conditions: [{type: Available, status: \"True\"}, {type: Degraded, status: \"False\"}]}\n---\napiVersion: example.com/v1\nkind: Widget\nmetadata: {name: only-abnormal}\nstatus: {conditions: [{type: Degraded, status: \"False\"}]}\n",
    );
    assert_explains!(find(&report, "Widget", "w"), Verdict::Ready, ["Available=True", "Degraded=False"]);
    assert_eq!(find(&report, "Widget", "only-abnormal").verdict, Verdict::Unknown, "no positive sign of health");
}

#[test]
fn a_service_whose_pods_all_failed_has_no_endpoints_and_names_why() {
    let report = explained(
        "apiVersion: v1\nkind: Service\nmetadata: {name: web, namespace: shop}\nspec: {selector: {app: web}, clusterIP: 10.0.0.7}\n---\napiVersion: v1\nkind: Pod\nmetadata: {name: web-1, namespace: shop, labels: {app: web}}\nstatus:\n  phase: Running\n  containerStatuses:\n  - {name: app, restartCount: 9, state: {waiting: {reason: CrashLoopBackOff}}, lastState: {terminated: {reason: Error, exitCode: 1}}}\n---\napiVersion: v1\nkind: Pod\nmetadata: {name: other, namespace: shop, labels: {app: other}}\nstatus: {phase: Running, conditions: [{type: Ready, status: \"True\"}]}\n",
    );
    let service = find(&report, "Service", "web");
    assert_explains!(service, Verdict::Failed, ["no ready endpoints", "the 1 pod it selects has failed", "web-1"]);
    assert_eq!(service.root_cause.as_ref().map(|c| c.text.as_str()), Some("Service web → Pod web-1 → container app: CrashLoopBackOff, last exit 1 Error"));
    assert_eq!(service.rule, "rollup/endpoints");
}

#[test]
fn a_service_whose_pods_are_starting_waits_and_one_ready_pod_is_enough() {
    let starting = explained(
        "apiVersion: v1\nkind: Service\nmetadata: {name: web}\nspec: {selector: {app: web}}\n---\napiVersion: v1\nkind: Pod\nmetadata: {name: web-1, labels: {app: web}}\nstatus: {phase: Pending}\n",
    );
    assert_explains!(find(&starting, "Service", "web"), Verdict::InProgress, ["The 1 pod it selects is not ready yet"]);
    let serving = explained(
        "apiVersion: v1\nkind: Service\nmetadata: {name: web}\nspec: {selector: {app: web}}\n---\napiVersion: v1\nkind: Pod\nmetadata: {name: web-1, labels: {app: web}}\nstatus: {phase: Pending}\n---\napiVersion: v1\nkind: Pod\nmetadata: {name: web-2, labels: {app: web}}\nstatus: {phase: Running, conditions: [{type: Ready, status: \"True\"}]}\n",
    );
    assert_eq!(find(&serving, "Service", "web").verdict, Verdict::Ready);
}

#[test]
fn progressing_false_means_finished_unless_its_reason_says_it_failed() {
    let operator = |progressing: &str| {
        format!(
            "apiVersion: example.io/v1\nkind: StorageThing\nmetadata: {{name: s}}\nstatus:\n  conditions:\n  - {{type: Available, status: \"True\", reason: AsExpected}}\n  - {{type: Degraded, status: \"False\", reason: AsExpected}}\n  - {{type: Progressing, status: \"False\", {progressing}}}\n"
        )
    };
    let settled = one(&operator("reason: ReconcileCompleted, message: Reconcile completed successfully"));
    assert_explains!(&settled, Verdict::Ready, ["Every condition is in its good state", "Progressing=False"]);
    assert!(!condition(&settled, "Progressing").failing);
    let stuck = one(&operator("reason: ProgressDeadlineExceeded, message: rollout timed out"));
    assert_explains!(&stuck, Verdict::Degraded, ["Progressing is False", "ProgressDeadlineExceeded"]);
    assert!(condition(&stuck, "Progressing").failing);
}

#[test]
fn commands_name_a_custom_resource_with_its_group() {
    // `kubectl describe cluster/main` could pick a Cluster API or any other Cluster.
    let cluster = one("apiVersion: postgresql.cnpg.io/v1\nkind: Cluster\nmetadata: {name: main, namespace: db}\nstatus:\n  conditions:\n  - {type: Ready, status: \"False\", reason: Reconciling, message: rolling out}\n");
    let next = &condition(&cluster, "Ready").explanation.next;
    assert!(next.contains("cluster.postgresql.cnpg.io/main -n db"), "{next}");
    // Kubernetes' own groups keep the short form.
    let deployment = one("apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web, namespace: shop}\nspec: {replicas: 1}\nstatus:\n  conditions:\n  - {type: Progressing, status: \"False\", reason: ProgressDeadlineExceeded, message: timed out}\n");
    let next = &condition(&deployment, "Progressing").explanation.next;
    assert!(next.contains("kubectl rollout undo deployment/web -n shop"), "{next}");
}

#[test]
fn kinds_every_dump_holds_get_an_answer_of_their_own() {
    let report = explained(include_str!("inputs/core-kinds-in-a-dump.yaml"));
    assert_explains!(find(&report, "PersistentVolume", "pv-released"), Verdict::Ready, ["released by claim shop/data-old", "Retain", "claimRef"]);
    assert_explains!(find(&report, "PersistentVolume", "pv-bound"), Verdict::Ready, ["bound to claim shop/data-db-0"]);
    assert_explains!(find(&report, "PersistentVolume", "pv-failed"), Verdict::Failed, ["Reclaiming the volume (5Gi) failed", "AccessDenied"]);
    assert_explains!(find(&report, "Endpoints", "web"), Verdict::Ready, ["1 endpoint of Service web is ready", "1 more is not ready"]);
    assert_explains!(find(&report, "Endpoints", "api"), Verdict::Degraded, ["no endpoints", "Service api goes nowhere"]);
    assert_explains!(find(&report, "EndpointSlice", "web-x7k2p"), Verdict::InProgress, ["None of the 2 endpoints of Service web is ready yet"]);
    let quota = find(&report, "ResourceQuota", "compute");
    assert_explains!(quota, Verdict::Degraded, ["used up for pods 10 of 10", "namespace shop"]);
    assert!(!quota.summary.contains("requests.cpu"), "3500m of 4 is not full: {}", quota.summary);
    assert_explains!(find(&report, "ResourceQuota", "storage"), Verdict::Ready, ["close to its limit for requests.storage 95Gi of 100Gi"]);
    assert_explains!(find(&report, "Lease", "worker-3"), Verdict::Degraded, ["node worker-3 last renewed its lease 10 min ago", "stopped reporting"]);
    assert_explains!(find(&report, "Lease", "worker-1"), Verdict::Ready, ["Held by worker-1, renewed 10 s ago"]);
    assert_explains!(find(&report, "VolumeAttachment", "csi-9f2"), Verdict::Failed, ["Attaching volume pvc-7d1 to node worker-2 failed (ebs.csi.aws.com)", "VolumeInUse"]);
}

const QUOTA: &str = include_str!("inputs/quota-refuses-pods.yaml");

#[test]
fn pods_refused_by_a_used_up_quota_name_the_quota_as_the_root_cause() {
    let report = explained(QUOTA);
    let deployment = find(&report, "Deployment", "web");
    assert_explains!(deployment, Verdict::Degraded, ["exceeded quota: compute", "It counts pods, not their size: delete pods that have ended"]);
    // Lowering requests frees no room in a count of pods.
    assert!(!deployment.summary.contains("Lower the pods' requests"), "{}", deployment.summary);
    assert_eq!(
        deployment.root_cause.as_ref().map(|c| c.text.as_str()),
        Some("Deployment web → ReplicaSet web-7d9 (revision 2) → ResourceQuota compute (requested: pods=1, used: pods=10, limited: pods=10)")
    );
    assert_explains!(find(&report, "ResourceQuota", "compute"), Verdict::Degraded, ["used up for pods 10 of 10"]);
    // Without the quota in the paste, the chain still names it and says so.
    let without = QUOTA.split("---\napiVersion: v1\nkind: ResourceQuota").next().unwrap_or(QUOTA);
    let alone = explained(without);
    let cause = find(&alone, "ReplicaSet", "web-7d9").root_cause.as_ref().map(|c| c.text.clone()).unwrap_or_default();
    assert!(cause.ends_with("ResourceQuota compute (requested: pods=1, used: pods=10, limited: pods=10; not in what you pasted)"), "{cause}");
}

#[test]
fn certificate_signing_requests_wait_for_approval_then_for_their_signer() {
    let report = explained(include_str!("inputs/certificate-signing-requests.yaml"));
    assert_explains!(find(&report, "CertificateSigningRequest", "csr-abc12"), Verdict::Failed, [
        "from system:bootstrap:07401b has waited for 30 min for approval (signer kubernetes.io/kube-apiserver-client-kubelet), and nothing approves it",
        "the node cannot join",
        "kubectl certificate approve csr-abc12",
    ]);
    let serving = explained(&include_str!("inputs/certificate-signing-requests.yaml").replacen("signerName: kubernetes.io/kube-apiserver-client-kubelet", "signerName: kubernetes.io/kubelet-serving", 1));
    assert_explains!(find(&serving, "CertificateSigningRequest", "csr-abc12"), Verdict::Failed, ["Kubernetes never approves kubelet serving certificates by itself", "kubectl logs and exec to its node fail"]);
    // Minutes after it was made, it is only waiting.
    let fresh = explained(&include_str!("inputs/certificate-signing-requests.yaml").replacen("2025-03-04T10:00:00Z", "2025-03-04T10:25:00Z", 1));
    assert_explains!(find(&fresh, "CertificateSigningRequest", "csr-abc12"), Verdict::InProgress, ["has waited for 5 min for approval", "nothing is issued until it is approved"]);
    assert_explains!(find(&report, "CertificateSigningRequest", "csr-denied"), Verdict::Failed, ["was denied", "AdminDenied", "not allowed for this team"]);
    assert_explains!(find(&report, "CertificateSigningRequest", "csr-ok"), Verdict::Ready, ["approved and signed by kubernetes.io/kubelet-serving"]);
    assert_explains!(find(&report, "CertificateSigningRequest", "csr-approved-unsigned"), Verdict::Failed, [
        "approved and has waited for 1 h 25 min for signer example.com/custom-signer to sign it: a running signer signs within seconds",
        "must be running",
    ]);
}

#[test]
fn state_words_valid_and_invalid_are_read_by_any_kind() {
    let report = explained("apiVersion: acme.cert-manager.io/v1\nkind: Challenge\nmetadata: {name: web-tls-1, namespace: shop}\nstatus: {state: invalid, reason: \"wrong status code 404, expected 200\"}\n---\napiVersion: acme.cert-manager.io/v1\nkind: Order\nmetadata: {name: web-tls, namespace: shop}\nstatus: {state: valid}\n");
    // (A Challenge has a rule of its own, in the ACME server's terms.)
    assert_explains!(find(&report, "Challenge", "web-tls-1"), Verdict::Failed, ["challenge failed (invalid)", "wrong status code 404"]);
    assert_explains!(find(&report, "Order", "web-tls"), Verdict::Ready, ["status.state is valid"]);
}

#[test]
fn conditions_named_for_a_problem_are_bad_when_true_in_any_kind() {
    let vpa = one("apiVersion: autoscaling.k8s.io/v1\nkind: VerticalPodAutoscaler\nmetadata: {name: web, namespace: shop}\nstatus:\n  conditions:\n  - {type: RecommendationProvided, status: \"False\"}\n  - {type: NoPodsMatched, status: \"True\", message: \"No pods match this VPA object\"}\n");
    assert_explains!(&vpa, Verdict::Degraded, ["NoPodsMatched is True", "No pods match this VPA object"]);
    assert!(condition(&vpa, "NoPodsMatched").failing);
    let flow = one("apiVersion: flowcontrol.apiserver.k8s.io/v1\nkind: FlowSchema\nmetadata: {name: batch}\nstatus:\n  conditions:\n  - {type: Dangling, status: \"True\", reason: NotFound, message: \"This FlowSchema references the PriorityLevelConfiguration object named \\\"batch-low\\\" but there is no such object\"}\n");
    assert_explains!(&flow, Verdict::Degraded, ["Dangling is True", "batch-low"]);
    let fine = one("apiVersion: flowcontrol.apiserver.k8s.io/v1\nkind: FlowSchema\nmetadata: {name: system}\nstatus:\n  conditions:\n  - {type: Dangling, status: \"False\", reason: Found}\n");
    assert_explains!(&fine, Verdict::Unknown, ["No condition reports a problem (Dangling=False), but none says that it is up"]);
}

#[test]
fn text_given_away_is_explained_the_same() {
    let text = "kind: Pod\nmetadata: {name: [broken\n---\n".to_owned() + include_str!("../www/examples/crashloop-deployment.yaml");
    let now = status_explainer::Timestamp::parse("2025-03-04T10:30:00Z");
    let owned = status_explainer::explain_owned(text.clone(), now);
    assert_eq!(owned, status_explainer::explain(&text, now));
    assert!(owned.diagnostics.iter().any(|d| d.line == 2), "{:?}", owned.diagnostics);
    assert!(owned.has_problems());
}

const UNAVAILABLE_AFTER_ROLLOUT: &str = include_str!("inputs/unavailable-after-rollout.yaml");

#[test]
fn a_finished_rollout_below_its_minimum_for_long_is_degraded_by_its_unready_pod() {
    // kubectl get deploy,pods: the ReplicaSet between them is not pasted.
    let report = explained(UNAVAILABLE_AFTER_ROLLOUT);
    let deployment = find(&report, "Deployment", "payments");
    assert_explains!(deployment, Verdict::Degraded, ["The rollout is complete, but 2 of 3 replicas are available now", "below its minimum availability for 15 min", "too long for a replica being replaced", "kubectl get pods -n prod -l app=payments"]);
    assert!(!deployment.summary.contains("progressDeadlineSeconds"), "the deadline is for rollouts, and this one is complete: {}", deployment.summary);
    // No deadline is counted after a finished rollout, and no older version is there to serve.
    assert!(!deployment.summary.contains("will mark it") && !deployment.summary.contains("previous version"), "{}", deployment.summary);
    let pod = find(&report, "Pod", "payments-79d4c8f6b5-tm7rz");
    assert_explains!(pod, Verdict::Failed, ["not ready for 16 min", "readiness probe fails", "statuscode: 503", "192 times"]);
    let cause = report.root_cause.as_ref().expect("a root cause");
    assert_eq!(cause.text, "Deployment payments → Pod payments-79d4c8f6b5-tm7rz");
}

#[test]
fn a_replica_not_ready_for_a_few_minutes_after_a_rollout_is_in_progress() {
    let text = UNAVAILABLE_AFTER_ROLLOUT.replace("2025-03-04T10:14:0", "2025-03-04T10:27:0");
    let report = explained(&text);
    let deployment = find(&report, "Deployment", "payments");
    assert_explains!(deployment, Verdict::InProgress, ["2 of 3 replicas are available now", "below its minimum availability for 2 min", "being replaced or restarting"]);
    assert!(!deployment.summary.contains("will mark it"), "{}", deployment.summary);
    assert_explains!(find(&report, "Pod", "payments-79d4c8f6b5-tm7rz"), Verdict::InProgress, ["not ready for 3 min", "readiness probe fails"]);
}

#[test]
fn a_container_its_liveness_probe_keeps_restarting_has_failed() {
    let pod = one(include_str!("inputs/liveness-restart-loop.yaml"));
    assert_explains!(pod, Verdict::Failed, [
        "Container gateway is restarted again and again because its liveness probe fails",
        "restarted 9 times (the kubelet killed it 9 times in 47 min)",
        "exit code 143",
        "context deadline exceeded",
    ]);
    // The pod alone (kubectl get pod -o yaml): its restarts say enough, and where to look.
    let alone = include_str!("inputs/liveness-restart-loop.yaml").split("\n---\n").next().expect("the pod");
    assert_explains!(one(alone), Verdict::Failed, [
        "Container gateway keeps being restarted: it has restarted 9 times, the last run ended 1 min ago with Error (exit code 143)",
        "kubectl describe pod api-gateway-6b8d5f7c9-qz4tn -n prod",
    ]);
    // Restarted a few times while starting (its dependencies came up late): not a loop.
    let few = alone.replace("restartCount: 9", "restartCount: 2");
    assert_eq!(one(&few).verdict, Verdict::InProgress);
}

#[test]
fn an_ingress_serving_the_default_certificate_is_degraded_and_names_its_certificate() {
    let report = explained(include_str!("inputs/ingress-tls-secret-not-issued.yaml"));
    assert_explains!(find(&report, "Ingress", "storefront"), Verdict::Degraded, [
        "HTTPS on shop.example.com gets the ingress controller's default certificate, which browsers refuse",
        "its TLS Secret storefront-tls does not exist yet",
        "49 times",
        "kubectl describe certificate storefront-tls -n web",
    ]);
    // Without the controller's warning: HTTPS waits for the Certificate the Ingress owns.
    let paste = include_str!("inputs/ingress-tls-secret-not-issued.yaml");
    let without_events = paste.split("\n---\n").filter(|document| !document.contains("kind: Event")).collect::<Vec<_>>().join("\n---\n");
    let waiting = explained(&without_events);
    assert_explains!(find(&waiting, "Ingress", "storefront"), Verdict::InProgress, ["HTTPS waits for Certificate storefront-tls, still being issued"]);
    // Its issuing failed: the Ingress is Degraded, with the Certificate as its root cause.
    let failed = explained(&without_events.replace(
        "  - type: Issuing\n    status: \"True\"\n    reason: DoesNotExist\n    message: Issuing certificate as Secret does not exist",
        "  - type: Issuing\n    status: \"False\"\n    reason: Failed\n    message: \"The certificate request has failed to complete and will be retried: rateLimited\"",
    ));
    assert_explains!(find(&failed, "Certificate", "storefront-tls"), Verdict::Failed, ["Issuing the certificate failed", "rateLimited", "cmctl status certificate storefront-tls -n web"]);
    let ingress = find(&failed, "Ingress", "storefront");
    assert_explains!(ingress, Verdict::Degraded, ["HTTPS cannot work: its Certificate storefront-tls has failed: issuing the certificate failed"]);
    assert_eq!(ingress.root_cause.as_ref().map(|c| c.text.as_str()), Some("Ingress storefront → Certificate storefront-tls"));
    // Without cert-manager's annotation, the Secret is to be made by hand.
    let by_hand = explained(&include_str!("inputs/ingress-tls-secret-not-issued.yaml").replace("cert-manager.io/cluster-issuer", "example.com/owner"));
    assert_explains!(find(&by_hand, "Ingress", "storefront"), Verdict::Degraded, ["its TLS Secret storefront-tls does not exist (", "kubectl create secret tls storefront-tls"]);
}

#[test]
fn a_quota_below_its_limits_that_refuses_a_pod_is_degraded_with_the_numbers() {
    // 7Gi of 8Gi used: every count is below its limit, and a pod asking for 2Gi is refused.
    let report = explained(include_str!("inputs/quota-too-little-left.yaml"));
    assert_explains!(find(&report, "ResourceQuota", "team-data-quota"), Verdict::Degraded, [
        "It refuses new pods of ReplicaSet search-indexer-84c6d9b7f5 (requested: limits.memory=2Gi, used: limits.memory=7Gi, limited: limits.memory=8Gi)",
        "kubectl edit resourcequota team-data-quota -n team-data",
    ]);
    let cause = report.root_cause.as_ref().expect("root cause");
    assert!(cause.text.ends_with("→ ResourceQuota team-data-quota (requested: limits.memory=2Gi, used: limits.memory=7Gi, limited: limits.memory=8Gi)"), "{}", cause.text);
    // A create the API refused, said as such; with amounts, smaller requests are a way out.
    assert_explains!(find(&report, "ReplicaSet", "search-indexer-84c6d9b7f5"), Verdict::Degraded, ["Pods cannot be created: FailedCreate", "Lower the pods' requests or limits"]);
}

#[test]
fn a_daemon_pod_kept_off_its_tainted_node_names_the_toleration_to_add() {
    let report = explained(include_str!("inputs/daemonset-pod-on-tainted-node.yaml"));
    assert_explains!(find(&report, "Pod", "node-exporter-7xq2p"), Verdict::Failed, [
        "its node gpu-node-1 carries taint nvidia.com/gpu=present, which the pod does not tolerate",
        "tolerations: [{key: nvidia.com/gpu, operator: Exists}]; kubectl edit daemonset node-exporter -n monitoring",
    ]);
    // No rollout is under way: the other five daemon pods are the same version.
    let daemon_set = find(&report, "DaemonSet", "node-exporter");
    assert_explains!(daemon_set, Verdict::Degraded, ["It is failing now", "Meanwhile 5 nodes still run an available pod; the failing pod's node has none available"]);
    assert!(!daemon_set.summary.contains("previous version"), "{}", daemon_set.summary);
}

#[test]
fn an_azure_error_aso_has_retried_for_half_an_hour_has_failed_and_says_who_fixes_it() {
    let report = explained_at(include_str!("inputs/aso-retried-errors.yaml"), "2025-06-12T14:30:00Z");
    // 31 min of AuthorizationFailed: a role is missing, no spec change fixes it.
    assert_explains!(find(&report, "StorageAccount", "ordersblobprod"), Verdict::Failed, [
        "Azure has returned this error for 31 min although ASO retries it (severity Warning)",
        // A write creates the account, which does not exist yet: the role goes on its group.
        "grant the identity ASO uses a role there: az role assignment create --assignee c0ffee00-1234-4a5b-9c8d-0e1f2a3b4c5d --role Contributor --scope /subscriptions/7d3f1a2b-4c5d-6e7f-8a9b-0c1d2e3f4a5b/resourceGroups/rg-orders-prod.",
    ]);
    // 24 min of ResourceGroupNotFound: still retried, and the condition says what it waits on.
    let server = find(&report, "FlexibleServer", "orders-pg");
    assert_explains!(server, Verdict::InProgress, ["If it does not clear, create the parent the message names, or point spec.owner at one that exists"]);
    let ready = condition(server, "Ready");
    assert!(ready.failing && ready.explanation.why.ends_with("This is what it still waits for."), "{:?}", ready);
}

#[test]
fn a_stalled_helm_release_says_what_failed_and_how_to_retry() {
    let release = explained_at(include_str!("inputs/helmrelease-retries-exceeded.yaml"), "2025-06-12T14:30:00Z")
        .resources
        .into_iter()
        .next()
        .expect("the HelmRelease");
    // Stalled says only that it stopped; the upgrade's own error has one fix: an immutable
    // field (a Deployment's selector) means making that object again, however often retried.
    // Rolled back after the failure: the previous release serves, so it is degraded, not down.
    assert_explains!(&release, Verdict::Degraded, [
        "The new chart changes a field of Deployment kube-prometheus-stack-grafana that Kubernetes does not allow to change in place (Released: UpgradeFailed",
        "spec.selector",
        "It was rolled back (Helm rollback to previous release monitoring/kube-prometheus-stack.v15 with chart kube-prometheus-stack@58.2.0 succeeded), so the previous release still serves.",
        "kubectl delete deployment kube-prometheus-stack-grafana -n monitoring",
        "flux reconcile helmrelease kube-prometheus-stack -n monitoring --reset",
    ]);
    assert_eq!(release.rule, "helm.toolkit.fluxcd.io/HelmRelease");
    assert_eq!(release.reason.as_deref(), Some("UpgradeFailed"));
    // Its conditions point at the summary's fix rather than "fix the values or chart".
    assert_eq!(condition(&release, "Stalled").explanation.next, "");
}

#[test]
fn a_paused_rollouts_conditions_are_expected_and_argos_own_words_explain_them() {
    let report = explained_at(include_str!("inputs/argo-rollouts-paused-and-aborted.yaml"), "2025-06-12T14:30:00Z");
    let paused = find(&report, "Rollout", "search-frontend");
    assert_eq!(paused.verdict, Verdict::Suspended);
    // Paused at a step on purpose: nothing of it is a failure.
    assert!(paused.conditions.iter().all(|c| !c.failing), "{:?}", paused.conditions);
    let healthy = condition(paused, "Healthy");
    assert!(healthy.explanation.what.contains("fully promoted") && !healthy.explanation.what.contains("Crossplane"), "{}", healthy.explanation.what);
    assert!(healthy.explanation.why.ends_with("paused on purpose (see the summary), so this is expected here, not a failure."), "{}", healthy.explanation.why);
    // Resumed is Paused's good state.
    assert!(!condition(find(&report, "Rollout", "checkout-web"), "Paused").failing);
    // The failed analysis says what it means for the new version and what to do.
    let analysis = report.resources.iter().find(|r| r.kind == "AnalysisRun").expect("the AnalysisRun");
    assert_explains!(analysis, Verdict::Failed, ["measured [0.81]", "The new version did not meet the analysis's goal", "kubectl argo rollouts retry rollout checkout-web -n shop"]);
}

#[test]
fn a_stale_status_says_its_errors_are_of_the_older_spec() {
    let report = explained_at(include_str!("inputs/stale-status-after-a-fix.yaml"), "2025-06-12T14:30:00Z");
    let release = find(&report, "HelmRelease", "ingress-nginx");
    assert_explains!(release, Verdict::InProgress, ["has not seen your latest change yet: generation 7, observed generation 6"]);
    let ready = condition(release, "Ready");
    assert!(ready.explanation.why.ends_with("It describes generation 6 of the spec, before your latest change (generation 7): it may no longer hold."), "{}", ready.explanation.why);
    assert!(ready.explanation.next.starts_with("Wait for the controller to act on your change. If the same comes back: "), "{}", ready.explanation.next);
}

#[test]
fn next_steps_name_the_secret_provider_config_url_and_missing_tag_the_paste_gives() {
    let at = |text: &str| explained_at(text, "2025-06-12T14:30:00Z");
    let flux = at(include_str!("inputs/flux-git-auth-failed.yaml"));
    let source = flux.resources.iter().find(|r| r.kind == "GitRepository").expect("GitRepository");
    assert!(source.summary.contains("write one into Secret team-payments-git (flux create secret git team-payments-git"), "{}", source.summary);
    let crossplane = at(include_str!("inputs/crossplane-connect-failed.yaml"));
    assert!(crossplane.resources.iter().any(|r| r.summary.contains("Secret aws-prod-creds, which ProviderConfig \"aws-prod\" names for its credentials, does not exist")));
    let mtc = at(include_str!("inputs/mtc-cluster-unreachable.yaml"));
    let next_steps: Vec<&str> = mtc.resources.iter().flat_map(|r| r.conditions.iter().map(|c| c.explanation.next.as_ref())).collect();
    assert!(next_steps.iter().any(|next| next.contains("curl -k https://master.ocp311.dc1.example.com:8443/version")), "{next_steps:?}");
    let knative = at(include_str!("inputs/knative-image-tag-missing.yaml"));
    assert_explains!(find(&knative, "Revision", "checkout-00007"), Verdict::Failed, ["could not be resolved to a digest: the registry has no image with that name and tag"]);
}

#[test]
fn an_unschedulable_pod_the_autoscaler_adds_a_node_for_waits_and_one_it_will_not_fails() {
    let paste = include_str!("inputs/unschedulable-while-scaling-up.yaml");
    // Ten minutes after the scale-up started (past the 5 min an unschedulable pod may wait).
    let later = explained_at(paste, "2025-03-04T10:40:00Z");
    assert_explains!(find(&later, "Pod", "ml-train-0"), Verdict::InProgress, ["the cluster autoscaler is adding a node for it", "eks-ml-pool-8ac1 3->4"]);
    // Half an hour on, no node came: failed.
    let much_later = explained_at(paste, "2025-03-04T11:00:00Z");
    assert_eq!(find(&much_later, "Pod", "ml-train-0").verdict, Verdict::Failed);
    // The autoscaler said it will not help: that is said with the failure.
    let refused = paste.replace("reason: TriggeredScaleUp", "reason: NotTriggerScaleUp").replace("pod triggered scale-up: [{eks-ml-pool-8ac1 3->4 (max: 10)}]", "pod didn''t trigger scale-up: 1 max node group size reached");
    let refused = explained_at(&refused, "2025-03-04T10:40:00Z");
    assert_explains!(find(&refused, "Pod", "ml-train-0"), Verdict::Failed, ["The cluster autoscaler will not add a node for it", "max node group size reached"]);
}

#[test]
fn an_autoscaler_whose_metrics_api_is_not_served_says_so() {
    let report = explained(include_str!("inputs/hpa-metrics-api-missing.yaml"));
    assert_explains!(find(&report, "HorizontalPodAutoscaler", "frontend"), Verdict::Degraded, [
        "The API server does not serve metrics.k8s.io",
        "kubectl get apiservice v1beta1.metrics.k8s.io",
    ]);
}

#[test]
fn the_commands_offered_run_as_written() {
    let everything = |report: &status_explainer::Report| -> String {
        report.resources.iter().flat_map(|r| std::iter::once(r.summary.clone()).chain(r.conditions.iter().map(|c| format!("{} {}", c.explanation.what, c.explanation.next)))).collect::<Vec<_>>().join("\n")
    };
    let drain = everything(&explained(include_str!("inputs/pdb-blocks-drain.yaml")));
    assert!(drain.contains("until kubectl uncordon worker-7."), "{drain}");
    let flux = everything(&explained_at(include_str!("inputs/flux-git-auth-failed.yaml"), "2025-06-12T14:30:00Z"));
    assert!(!flux.contains("run flux reconcile to") && flux.contains("flux reconcile source git team-payments -n flux-system"), "{flux}");
    // The Kustomization without an artifact is sent to its source, which is what failed.
    assert!(flux.contains("flux get source git team-payments -n flux-system"), "{flux}");
    let knative = everything(&explained(include_str!("../www/examples/knative-revision-failure.yaml")));
    assert!(knative.contains("kubectl logs -l serving.knative.dev/revision=hello-00002 -n shop -c user-container --previous"), "{knative}");
    assert!(!knative.contains("with kubectl logs --previous"), "{knative}");
    // No placeholder a shell would read as a redirect where the paste has no selector.
    let quota = everything(&explained(include_str!("inputs/quota-too-little-left.yaml")));
    assert!(!quota.contains("<selector>"), "{quota}");
    let node = everything(&explained(include_str!("inputs/node-not-ready-with-pods.yaml")));
    assert!(!node.contains("<node>") && node.contains("kubectl describe node worker-3"), "{node}");
}

#[test]
fn an_azure_resource_aso_is_still_working_on_after_hours_is_stuck() {
    let paste = include_str!("inputs/aso-retried-errors.yaml");
    let soon = explained_at(paste, "2025-06-12T14:30:00Z");
    assert_eq!(find(&soon, "Redis", "orders-cache").verdict, Verdict::InProgress);
    let days_later = explained_at(paste, "2025-06-15T14:30:00Z");
    assert_explains!(find(&days_later, "Redis", "orders-cache"), Verdict::Failed, ["ASO has been working on it for 3 days", "it is stuck", "kubectl logs -n azureserviceoperator-system"]);
}

#[test]
fn one_restart_is_one_time() {
    let pod = one("apiVersion: v1\nkind: Pod\nmetadata: {name: w}\nstatus:\n  phase: Running\n  conditions: [{type: Ready, status: \"True\"}]\n  containerStatuses:\n  - {name: worker, ready: true, restartCount: 1, state: {running: {}}, lastState: {terminated: {exitCode: 137, reason: OOMKilled}}}\n");
    assert_explains!(pod, Verdict::Ready, ["Note: worker restarted 1 time, last ended with OOMKilled (exit code 137)."]);
}

#[test]
fn a_statefulset_stuck_on_a_broken_pod_says_to_delete_it_once_fixed() {
    let report = explained(include_str!("inputs/statefulset-new-pod-crashing.yaml"));
    assert_explains!(find(&report, "StatefulSet", "db"), Verdict::Degraded, [
        "The rollout is failing now",
        "database files are incompatible with server",
        "Once the template is fixed (or rolled back), delete that pod",
        "kubectl delete pod db-2 -n data",
    ]);
    // A Deployment replaces its pods by itself: no such step.
    let crashloop = explained(include_str!("../www/examples/crashloop-deployment.yaml"));
    assert!(!find(&crashloop, "Deployment", "web").summary.contains("delete that pod"));
}

#[test]
fn pods_refused_by_an_admission_policy_name_the_policy_and_what_to_try() {
    let refused = one(include_str!("inputs/replicaset-refused-by-kyverno.yaml"));
    assert_explains!(&refused, Verdict::Failed, [
        "Pods cannot be created: FailedCreate: admission webhook \"validate.kyverno.svc-fail\" denied the request",
        "no pod is available. Kyverno policy require-run-as-nonroot refuses the pods: change the pod template to satisfy it",
    ]);
    let pss = one("apiVersion: apps/v1\nkind: ReplicaSet\nmetadata: {name: web-1, namespace: shop}\nspec: {replicas: 1}\nstatus:\n  replicas: 0\n  conditions:\n  - {type: ReplicaFailure, status: \"True\", reason: FailedCreate, message: 'pods \"web-1-abc\" is forbidden: violates PodSecurity \"restricted:latest\": allowPrivilegeEscalation != false (container \"app\" must set securityContext.allowPrivilegeEscalation=false)'}\n");
    assert_explains!(&pss, Verdict::Failed, ["Pod Security admission (level \"restricted:latest\"", "set those securityContext fields in the template"]);
}

#[test]
fn pods_refused_because_a_webhook_is_down_or_a_service_account_is_missing_say_so() {
    let at = "2024-05-10T12:00:00Z";
    let down = explained_at(include_str!("inputs/replicaset-webhook-unreachable.yaml"), at);
    let replica_set = down.resources.iter().find(|r| r.kind == "ReplicaSet").expect("the ReplicaSet");
    assert_explains!(replica_set, Verdict::Failed, [
        "The admission webhook \"validate.gatekeeper.sh\" could not be reached",
        "kubectl get pods,endpoints -n gatekeeper-system",
    ]);
    // The Deployment says once where that is, and its condition points there too (not at its
    // own summary, which no longer holds the advice).
    let deployment = down.resources.iter().find(|r| r.kind == "Deployment").expect("the Deployment");
    let failure = deployment.conditions.iter().find(|c| c.type_ == "ReplicaFailure").expect("ReplicaFailure");
    assert_eq!(failure.explanation.next, format!("What to do is said at ReplicaSet {}.", replica_set.name));
    // Only the controller's events say it, no ReplicaFailure condition yet: failed all the same.
    let events = explained_at(include_str!("inputs/replicaset-events-missing-service-account.yaml"), at);
    let replica_set = events.resources.iter().find(|r| r.kind == "ReplicaSet").expect("the ReplicaSet");
    assert_explains!(replica_set, Verdict::Failed, ["Pods cannot be created (FailedCreate, 14 times)", "kubectl create serviceaccount api -n shop"]);
}

#[test]
fn an_autoscaler_held_at_its_maximum_while_overloaded_is_degraded_and_a_missing_request_is_named() {
    let at = "2024-05-10T12:00:00Z";
    let maxed = explained_at(include_str!("inputs/hpa-held-at-maximum.yaml"), at);
    // Held at its maximum is what the summary is about: its ScalingLimited is that problem.
    let limited = find(&maxed, "HorizontalPodAutoscaler", "web").conditions.iter().find(|c| c.type_ == "ScalingLimited").cloned().expect("ScalingLimited");
    assert!(limited.failing && !limited.explanation.why.contains("not a cause of its own"), "{limited:?}");
    assert_explains!(&maxed.resources[0], Verdict::Degraded, [
        "held at its maximum of 12 replicas for 40 min while cpu is at 187 % of requests against a 60 % target",
        "kubectl edit hpa web -n shop",
    ]);
    // Minutes at the maximum are only a note.
    let early = explained_at(include_str!("inputs/hpa-held-at-maximum.yaml"), "2024-05-10T11:25:00Z");
    assert_eq!(early.resources[0].verdict, Verdict::Ready);
    let missing = explained_at(include_str!("inputs/hpa-missing-cpu-request.yaml"), at);
    assert_explains!(&missing.resources[0], Verdict::Degraded, ["kubectl set resources deployment/api -c api --requests=cpu=<amount> -n shop"]);
}

#[test]
fn a_volume_held_by_another_pod_is_the_cause_not_the_mount_timeout_it_leads_to() {
    let report = explained_at(include_str!("inputs/pod-volume-multi-attach.yaml"), "2024-05-10T12:00:00Z");
    let pod = report.resources.iter().find(|r| r.kind == "Pod").expect("the pod");
    assert_explains!(pod, Verdict::Failed, [
        "the attach/detach controller reports FailedAttachVolume",
        "Multi-Attach error for volume",
        "pod grafana-5d8c7f9b6-mn4bz still holds it",
        "kubectl delete pod grafana-5d8c7f9b6-mn4bz -n monitoring",
    ]);
}

#[test]
fn an_evicted_pod_leads_to_its_node_and_says_which_request_to_set() {
    let report = explained_at(include_str!("inputs/pod-evicted-node-disk-pressure.yaml"), "2024-05-10T12:00:00Z");
    let pod = report.resources.iter().find(|r| r.kind == "Pod").expect("the pod");
    assert_explains!(pod, Verdict::Failed, [
        "It was stopped on purpose (DisruptionTarget: TerminationByKubelet).",
        // The kubelet named this pod's container over its request: it was the greedy one.
        "This pod was the one over its request: container shipper used 40.0 GiB with no request for it.",
        "kubectl set resources deployment/log-shipper -n logging -c shipper --requests=ephemeral-storage=40Gi",
    ]);
    assert_eq!(pod.summary.matches("Threshold quantity").count(), 1, "{}", pod.summary);
    assert_eq!(pod.root_cause.as_ref().expect("cause").text, "Pod log-shipper-7f6d5c4b3-zz8kq → Node ip-10-0-2-44.ec2.internal (KubeletHasDiskPressure)");
    assert!(report.other_problems().is_empty());
}

#[test]
fn a_forbid_cronjob_skipping_runs_behind_a_stuck_job_is_degraded() {
    let report = explained_at(include_str!("inputs/cronjob-forbid-behind-a-stuck-job.yaml"), "2024-05-10T12:00:00Z");
    let cron = report.resources.iter().find(|r| r.kind == "CronJob").expect("the CronJob");
    assert_explains!(cron, Verdict::Degraded, ["Job sync-catalog-28588080 has been running for 12 h", "about 48 runs", "kubectl delete job sync-catalog-28588080 -n shop"]);
    // Half an hour in, one or two runs skipped: still only running.
    let early = explained_at(include_str!("inputs/cronjob-forbid-behind-a-stuck-job.yaml"), "2024-05-10T00:30:00Z");
    assert_eq!(early.resources.iter().find(|r| r.kind == "CronJob").expect("the CronJob").verdict, Verdict::Ready);
}

#[test]
fn a_resource_being_deleted_says_what_holds_it_up() {
    let report = explained_at(include_str!("inputs/namespace-held-by-finalizers.yaml"), "2024-05-10T12:00:00Z");
    // Held for two hours by content that will not go: the delete has failed until it does.
    assert_explains!(&report.resources[0], Verdict::Failed, [
        "Namespace kafka was deleted at 2024-05-10T10:00:00Z, 2 h ago, and is still there. It is held up: NamespaceContentRemaining is True",
        "kafkatopics.kafka.strimzi.io has 12 resource instances",
    ]);
    let remaining = condition(&report.resources[0], "NamespaceContentRemaining");
    assert!(remaining.explanation.next.contains("xargs -n 1 kubectl get --show-kind --ignore-not-found -n kafka"), "{}", remaining.explanation.next);
    assert!(report.resources[0].conditions.iter().all(|c| !c.explanation.next.contains("<kind>")), "a placeholder is left for the user to fill");
}

#[test]
fn a_probe_failure_says_what_its_own_words_mean() {
    let report = explained_at(include_str!("inputs/liveness-probe-times-out.yaml"), "2024-05-10T12:00:00Z");
    let pod = report.resources.iter().find(|r| r.kind == "Pod").expect("the pod");
    assert_explains!(pod, Verdict::Failed, ["its liveness probe fails", "The probe times out: the app does not answer within its timeoutSeconds (1 s)", "raise livenessProbe.timeoutSeconds (to 5, say) or failureThreshold"]);
}

#[test]
fn an_unschedulable_pod_quotes_what_it_asks_for_that_no_node_offers() {
    let report = explained_at(include_str!("inputs/pod-unschedulable-cpu-and-selector.yaml"), "2024-05-10T12:00:00Z");
    let pod = report.resources.iter().find(|r| r.kind == "Pod").expect("the pod");
    assert_explains!(pod, Verdict::Failed, ["(it requests cpu 3 for search; its nodeSelector asks for node.kubernetes.io/instance-type=m5.2xlarge)"]);
}

#[test]
fn an_ingress_its_controller_rejects_has_failed_with_the_controllers_words() {
    let report = explained_at(include_str!("inputs/ingress-rejected-by-its-controller.yaml"), "2024-05-10T12:00:00Z");
    assert_explains!(&report.resources[0], Verdict::Failed, ["The ingress controller refuses it (Rejected: “All hosts are taken by other resources”", "kubectl describe ingress storefront -n shop"]);
    // Without a warning, no address is only pending.
    let text = include_str!("inputs/ingress-rejected-by-its-controller.yaml");
    let quiet = text.get(..text.find("- apiVersion: v1\n  kind: Event").unwrap_or(text.len())).unwrap_or(text);
    assert_eq!(explained_at(quiet, "2024-05-10T12:00:00Z").resources[0].verdict, Verdict::InProgress);
}

#[test]
fn a_crash_on_an_rbac_refusal_says_which_role_to_grant_and_how_to_check() {
    let report = explained_at(include_str!("inputs/pod-crashing-on-rbac-refusal.yaml"), "2024-05-10T12:00:00Z");
    let pod = report.resources.iter().find(|r| r.kind == "Pod").expect("the pod");
    assert_explains!(pod, Verdict::Failed, [
        "Its ServiceAccount api may not list pods",
        "kubectl create role api-list-pods --verb=list --resource=pods -n shop",
        "kubectl auth can-i list pods -n shop --as=system:serviceaccount:shop:api",
    ]);
    // The container's advice is that grant too, not a guess at environment variables.
    let next = &pod.containers[0].explanation.next;
    assert!(next.starts_with("Its ServiceAccount api may not list pods: grant it") && !next.contains("environment variable"), "{next}");
    let cluster = include_str!("inputs/pod-crashing-on-rbac-refusal.yaml").replace("in the namespace \\\"shop\\\"", "at the cluster scope").replace("in the namespace \"shop\"", "at the cluster scope");
    let report = explained_at(&cluster, "2024-05-10T12:00:00Z");
    let pod = report.resources.iter().find(|r| r.kind == "Pod").expect("the pod");
    assert!(pod.summary.contains("kubectl create clusterrole api-list-pods"), "{}", pod.summary);
}

#[test]
fn a_refused_http_route_says_where_to_look() {
    let at = "2024-05-10T12:00:00Z";
    let parent = explained_at(include_str!("inputs/httproute-no-matching-listener.yaml"), at);
    let route = parent.resources.iter().find(|r| r.kind == "HTTPRoute").expect("the route");
    assert_explains!(route, Verdict::Failed, ["NoMatchingParent", "kubectl get gateway public-gw -n infra -o yaml lists them"]);
    // Its only backend missing: every request fails.
    let backend = explained_at(include_str!("inputs/httproute-backend-not-found.yaml"), at);
    let route = backend.resources.iter().find(|r| r.kind == "HTTPRoute").expect("the route");
    assert_explains!(route, Verdict::Failed, ["Service storefront-web does not exist in shop", "kubectl get svc storefront-web -n shop"]);
}

#[test]
fn an_init_container_running_for_long_says_how_long_and_where_to_read_what_it_waits_for() {
    let paste = include_str!("inputs/init-container-waiting-for-database.yaml");
    let report = explained_at(paste, "2024-05-10T12:00:00Z");
    assert_explains!(&report.resources[0], Verdict::InProgress, [
        "init container wait-for-db is running and has been for 29 min; kubectl logs billing-8d7c6b5a4-k3j2h -n shop -c wait-for-db shows what it is doing or waiting for",
    ]);
    // Two minutes in, it is just starting: nothing to look at yet.
    let early = explained_at(paste, "2024-05-10T11:32:00Z");
    assert!(!early.resources[0].summary.contains("has been for"), "{}", early.resources[0].summary);
}

#[test]
fn a_pending_claim_says_how_long_it_has_waited_and_whether_a_pod_already_needs_it() {
    let claim = |annotations: &str| {
        format!("apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata:\n  name: uploads\n  namespace: shop\n  creationTimestamp: \"2024-05-10T10:00:00Z\"\n{annotations}spec: {{storageClassName: efs-sc, accessModes: [ReadWriteMany]}}\nstatus: {{phase: Pending}}\n")
    };
    let waiting = explained_at(&claim(""), "2024-05-10T12:00:00Z");
    assert_explains!(&waiting.resources[0], Verdict::InProgress, ["The claim has waited 2 h for a volume (phase Pending, StorageClass efs-sc)", "WaitForFirstConsumer", "kubectl describe pvc uploads -n shop"]);
    let scheduled = explained_at(&claim("  annotations: {volume.kubernetes.io/selected-node: node-3}\n"), "2024-05-10T12:00:00Z");
    assert_explains!(&scheduled.resources[0], Verdict::InProgress, ["A pod using it was scheduled to node node-3, so the StorageClass's provisioner should be creating the volume there"]);
    assert!(!scheduled.resources[0].summary.contains("WaitForFirstConsumer"));
}

#[test]
fn aso_told_to_skip_a_resource_only_reads_it() {
    let report = explained_at(include_str!("inputs/aso-reconcile-policy-skip.yaml"), "2025-03-04T10:30:00Z");
    let group = find(&report, "ResourceGroup", "rg-shared-network");
    assert_explains!(group, Verdict::Failed, [
        "ASO does not manage it (serviceoperator.azure.com/reconcile-policy: skip), it only reads it, and reading fails",
        "kubectl annotate resourcegroup.resources.azure.com/rg-shared-network -n platform serviceoperator.azure.com/reconcile-policy-",
    ]);
    assert!(!group.summary.contains("recreates"), "{}", group.summary);
    // Its Ready condition does not promise that ASO recreates it either: the summary says what to do.
    let ready = group.conditions.iter().find(|c| c.type_ == "Ready").expect("Ready");
    assert!(!ready.explanation.next.contains("recreates it on its next reconcile"), "{}", ready.explanation.next);
    assert_eq!(ready.explanation.next, "");
    // ARM's whole HTTP response is shortened to its first line and error code.
    assert!(group.summary.contains("could not be found (ERROR CODE ResourceGroupNotFound)") && !group.summary.contains("-----") && !group.summary.contains("GET https"), "{}", group.summary);
    let network = find(&report, "VirtualNetwork", "hub-vnet");
    assert_explains!(network, Verdict::Ready, ["the Azure resource exists. ASO does not manage it", "your spec is not applied to it"]);
}

#[test]
fn aso_told_its_group_is_missing_while_the_group_is_ready_looks_at_its_credential() {
    let report = explained_at(include_str!("inputs/aso-owner-ready-yet-not-found.yaml"), "2025-03-04T10:30:00Z");
    let account = find(&report, "StorageAccount", "logs");
    assert_explains!(account, Verdict::Failed, [
        "but ResourceGroup rg-apps is in the paste and Ready (/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-apps)",
        "It was made with the namespace's or the operator's credential, and this StorageAccount uses Secret team-b-credential (its annotation serviceoperator.azure.com/credential-from), which likely names another subscription",
    ]);
    assert!(!account.summary.contains("create the parent"), "{}", account.summary);
    let ready = condition(account, "Ready");
    assert!(ready.explanation.next.starts_with("Check the subscription this StorageAccount's credential names: kubectl get secret team-b-credential -n apps -o jsonpath='{.data.AZURE_SUBSCRIPTION_ID}' | base64 -d (it must be 00000000-0000-0000-0000-000000000000);"), "{}", ready.explanation.next);
    // The paste's root cause says it too.
    assert!(report.root_cause.as_ref().is_some_and(|cause| cause.summary.contains("likely names another subscription")));
    // Made with the same credential: the group is gone from Azure, not out of sight.
    let same = include_str!("inputs/aso-owner-ready-yet-not-found.yaml").replace("  annotations:\n    serviceoperator.azure.com/credential-from: team-b-credential\n", "");
    let report = explained_at(&same, "2025-03-04T10:30:00Z");
    let account = find(&report, "StorageAccount", "logs");
    assert_explains!(account, Verdict::Failed, ["made with the same credential as this StorageAccount: it was deleted or moved in Azure since ASO last found it"]);
    assert!(condition(account, "Ready").explanation.next.starts_with("Check whether it is still there: az group show -n rg-apps --subscription 00000000-0000-0000-0000-000000000000."));
}

#[test]
fn aso_errors_a_spec_change_fixes_say_which_field_and_command() {
    let report = explained_at(include_str!("inputs/aso-name-taken-and-version-unsupported.yaml"), "2025-03-04T10:30:00Z");
    assert_explains!(find(&report, "StorageAccount", "media-sa"), Verdict::Failed, ["choose another name in spec.azureName (now mediaprod): storage account names are unique across all of Azure"]);
    assert_explains!(find(&report, "ManagedCluster", "aks-platform"), Verdict::Failed, ["set a version the region offers in spec.kubernetesVersion (az aks get-versions --location westeurope lists them)"]);
    // Creating a resource group is a write on the subscription: the role goes there.
    let refused = explained_at(include_str!("inputs/aso-resource-group-write-refused.yaml"), "2025-03-04T10:30:00Z");
    assert_explains!(find(&refused, "ResourceGroup", "rg-orders-prod-weu"), Verdict::Failed, [
        "az role assignment create --assignee 3f2a1b0c-9d8e-4f7a-b6c5-d4e3f2a1b0c9 --role Contributor --scope /subscriptions/8c1d2e3f-4a5b-6c7d-8e9f-0a1b2c3d4e5f.",
    ]);
}

#[test]
fn a_job_failed_by_its_pod_failure_policy_names_the_logs_to_read() {
    let report = explained(include_str!("inputs/job-pod-failure-policy-failjob.yaml"));
    let job = find(&report, "Job", "db-migrate-20250304");
    assert_explains!(job, Verdict::Failed, ["Read its output: kubectl logs db-migrate-20250304-7vxq2 -n payments -c migrate."]);
    // The condition's advice names that pod and container too, and a date in the Job's name
    // is not taken for a CronJob's scheduled minute (no --from=cronjob command that fails).
    let failed = job.conditions.iter().find(|c| c.type_ == "Failed").expect("Failed");
    assert!(failed.explanation.next.contains("(kubectl logs db-migrate-20250304-7vxq2 -n payments -c migrate)"), "{}", failed.explanation.next);
    assert!(!failed.explanation.next.contains("cronjob"), "{}", failed.explanation.next);
}

#[test]
fn a_load_balancer_its_cloud_controller_cannot_create_has_failed_with_the_controllers_words() {
    let report = explained(include_str!("inputs/loadbalancer-subnets-not-found.yaml"));
    assert_explains!(find(&report, "Service", "ingress-nginx-controller"), Verdict::Failed, [
        "The cloud controller cannot create the load balancer, and has not for 1 h 29 min",
        "could not find any suitable subnets for creating the ELB",
        "kubernetes.io/role/elb=1",
    ]);
    // Within its first minutes, the same is still in progress.
    let early = explained_at(include_str!("inputs/loadbalancer-subnets-not-found.yaml"), "2025-03-04T09:03:00Z");
    assert_eq!(find(&early, "Service", "ingress-nginx-controller").verdict, Verdict::InProgress);
}

#[test]
fn a_suspended_cron_job_and_a_daemon_set_short_of_nodes_say_what_to_run() {
    let cron = one("apiVersion: batch/v1\nkind: CronJob\nmetadata: {name: db-backup, namespace: ops}\nspec: {schedule: '0 2 * * *', suspend: true}\nstatus: {lastScheduleTime: '2025-02-19T02:00:00Z'}\n");
    assert_explains!(&cron, Verdict::Suspended, [
        "kubectl patch cronjob db-backup -n ops -p '{\"spec\":{\"suspend\":false}}'",
        "kubectl create job --from=cronjob/db-backup db-backup-manual -n ops",
    ]);
    let daemons = one("apiVersion: apps/v1\nkind: DaemonSet\nmetadata: {name: node-exporter, namespace: monitoring}\nspec: {selector: {matchLabels: {app: node-exporter}}}\nstatus: {desiredNumberScheduled: 12, currentNumberScheduled: 9, numberReady: 9, updatedNumberScheduled: 9, numberAvailable: 9}\n");
    assert_explains!(&daemons, Verdict::InProgress, ["9 of 12 nodes", "kubectl get pods -n monitoring -l app=node-exporter -o wide"]);
}

#[test]
fn pods_that_fail_alike_are_counted_above_them_and_one_stands_for_all() {
    let report = explained(include_str!("inputs/four-pods-crashing-alike.yaml"));
    assert_explains!(find(&report, "Deployment", "worker"), Verdict::Failed, ["4 pods of ReplicaSet worker-5c8d9f7b6 fail the same way (CrashLoopBackOff): Pod worker-5c8d9f7b6-a1b2c stands for them."]);
    assert_explains!(find(&report, "ReplicaSet", "worker-5c8d9f7b6"), Verdict::Failed, ["4 of its pods fail the same way"]);
}

#[test]
fn a_condition_whose_message_the_summary_answers_points_there_instead_of_listing_every_fix() {
    let report = explained(include_str!("../www/examples/unschedulable-pod.yaml"));
    let pod = find(&report, "Pod", "trainer-0");
    assert_explains!(pod, Verdict::Failed, ["it requests cpu 12 for trainer): lower its requests"]);
    let scheduled = pod.conditions.iter().find(|c| c.type_ == "PodScheduled").expect("PodScheduled");
    assert_eq!(scheduled.explanation.next, "");
    // A message the rule only quotes keeps the general advice.
    let unknown = "apiVersion: v1\nkind: Pod\nmetadata: {name: p, namespace: ns, creationTimestamp: \"2025-03-04T10:00:00Z\"}\nstatus:\n  phase: Pending\n  conditions:\n  - {type: PodScheduled, status: \"False\", reason: Unschedulable, message: \"0/3 nodes are available: 3 node(s) were held by a custom filter plugin.\", lastTransitionTime: \"2025-03-04T10:00:00Z\"}\n";
    let report = explained(unknown);
    let scheduled = report.resources[0].conditions.iter().find(|c| c.type_ == "PodScheduled").expect("PodScheduled");
    assert!(scheduled.explanation.next.starts_with("Read the scheduler's message for which constraint fails"), "{} / {}", report.resources[0].summary, scheduled.explanation.next);
}

#[test]
fn times_later_than_the_clock_the_ages_count_to_are_said_once_not_shown_as_zero_silently() {
    let text = include_str!("../www/examples/crashloop-deployment.yaml");
    let early = explained_at(text, "2025-03-01T10:30:00Z");
    let said: Vec<&str> = early.diagnostics.iter().map(|d| d.message.as_str()).filter(|m| m.contains("later than the time the ages are counted to")).collect();
    assert_eq!(said.len(), 1, "{:?}", early.diagnostics);
    assert!(said[0].contains("(2025-03-01 10:30 UTC): Deployment web's Available changed at 2025-03-04 09:12 UTC") && said[0].contains("clock"), "{}", said[0]);
    // At the capture time, nothing is said.
    assert!(explained(text).diagnostics.is_empty(), "{:?}", explained(text).diagnostics);
}

#[test]
fn a_stateful_set_pod_not_ready_for_long_gets_stateful_set_words_not_a_deployment_s() {
    let report = explained(include_str!("inputs/statefulset-pod-not-ready-refused.yaml"));
    let set = find(&report, "StatefulSet", "kafka");
    assert!(set.summary.starts_with("The rollout is failing now: ") && !set.summary.contains("deadline"), "{}", set.summary);
    let pod = find(&report, "Pod", "kafka-2");
    assert_explains!(pod, Verdict::Failed, ["the app waits for something it needs, or listens on another port or only on 127.0.0.1 (kubectl logs kafka-2 -n streaming says which)", "past the 10 min a rollout waits by default"]);
    assert!(!pod.summary.contains("initialDelaySeconds") && !pod.summary.contains("Deployment"), "{}", pod.summary);
}

#[test]
fn the_root_cause_line_of_the_text_and_markdown_reports_says_what_to_do() {
    let report = explained(include_str!("../www/examples/crashloop-deployment.yaml"));
    let text = status_explainer::report::text::render(&report);
    assert!(text.contains("\n  What to do: Raise the memory limit of container app (now 128Mi) in deployment/web"), "{text}");
    let markdown = status_explainer::report::markdown::render(&report);
    assert!(markdown.contains("**What to do**: Raise the memory limit of container app (now 128Mi) in deployment/web"), "{markdown}");
    // Where the cause's own advice only points elsewhere, nothing is added.
    let quota = explained(include_str!("inputs/quota-refuses-pods.yaml"));
    assert_eq!(quota.what_to_do_at_root(), None, "{:?}", quota.root_cause);
}

#[test]
fn a_first_revision_is_not_offered_a_rollback() {
    let report = explained_at(include_str!("inputs/limitrange-forbids-first-revision.yaml"), "2025-03-04T10:30:00Z");
    let deployment = find(&report, "Deployment", "pdf-renderer");
    let texts: Vec<&str> = std::iter::once(deployment.summary.as_str()).chain(deployment.conditions.iter().map(|c| c.explanation.next.as_ref())).collect();
    assert!(texts.iter().all(|text| !text.contains("rollout undo")), "{texts:#?}");
    // A first revision past its deadline whose pods crash: the rollback sentence says there is none.
    let first = include_str!("../www/examples/crashloop-deployment.yaml").replacen("deployment.kubernetes.io/revision: \"3\"", "deployment.kubernetes.io/revision: \"1\"", 1);
    let crashing = explained_at(&first, "2025-03-04T10:30:00Z");
    let web = find(&crashing, "Deployment", "web");
    let texts: Vec<&str> = std::iter::once(web.summary.as_str()).chain(web.conditions.iter().map(|c| c.explanation.next.as_ref())).collect();
    assert!(texts.iter().all(|text| !text.contains("rollout undo")), "{texts:#?}");
    assert!(texts.iter().any(|text| text.contains("It is the first revision: there is no older one to roll back to.")), "{texts:#?}");
    // The refusal is the LimitRange's bound, said with the numbers and the fix; the
    // ReplicaSet's template is not pasted, the Deployment's is: its container is named.
    let said = "A LimitRange of the namespace allows at most 1Gi of memory per container (limit), and container renderer asks 2Gi: kubectl set resources deployment/pdf-renderer -n team-docs -c renderer --limits=memory=1Gi";
    assert_explains!(find(&report, "ReplicaSet", "pdf-renderer-6d5c4b7f89"), Verdict::Failed, [said]);
    assert!(report.root_cause.as_ref().is_some_and(|cause| cause.summary.contains(said)), "{:#?}", report.root_cause);
    // Neither template says which container: the advice says where to change it.
    let no_template = include_str!("inputs/limitrange-forbids-first-revision.yaml").replace("              memory: 2Gi\n", "              memory: 1500Mi\n");
    let report_without = explained_at(&no_template, "2025-03-04T10:30:00Z");
    assert_explains!(find(&report_without, "ReplicaSet", "pdf-renderer-6d5c4b7f89"), Verdict::Failed, [
        "A LimitRange of the namespace allows at most 1Gi of memory per container (limit), and a container of the pod template asks 2Gi: set limits.memory to 1Gi or less in deployment/pdf-renderer's template",
    ]);
    // With the template pasted, its container and the command.
    let with_template = include_str!("inputs/limitrange-forbids-first-revision.yaml").replace(
        "  spec:\n    replicas: 2\n  status:",
        "  spec:\n    replicas: 2\n    template:\n      spec:\n        containers:\n        - {name: renderer, image: x, resources: {limits: {memory: 2Gi}}}\n  status:",
    );
    let report = explained_at(&with_template, "2025-03-04T10:30:00Z");
    assert_explains!(find(&report, "ReplicaSet", "pdf-renderer-6d5c4b7f89"), Verdict::Failed, [
        "container renderer asks 2Gi: kubectl set resources deployment/pdf-renderer -n team-docs -c renderer --limits=memory=1Gi",
    ]);
}

#[test]
fn a_container_refused_for_running_as_root_is_told_to_set_a_non_root_user() {
    let report = explained_at(include_str!("inputs/run-as-non-root-image-root.yaml"), "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "grafana-agent-6f9d8c7b5-lm8xd");
    let next = &pod.containers.iter().find(|c| c.failing).expect("the refused container").explanation.next;
    assert!(next.contains("set a numeric non-root user for container agent in deployment/grafana-agent (securityContext.runAsUser: 10001"), "{next}");
    assert!(!next.contains("Create the object or key"), "{next}");
}

#[test]
fn an_image_without_a_build_for_the_node_s_cpu_is_not_a_missing_tag() {
    let report = explained_at(include_str!("inputs/image-platform-mismatch-arm64.yaml"), "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "pricing-7c5d4b9f8-d2n6s");
    assert_explains!(pod, Verdict::Failed, ["the tag exists, but has no image built for the node's platform", "(“no match for platform in manifest: not found”)"]);
    assert!(!pod.summary.contains("no image with that name and tag"), "{}", pod.summary);
    let next = &pod.containers[0].explanation.next;
    assert!(next.contains("docker buildx build --platform linux/amd64,linux/arm64") && next.contains("nodeSelector kubernetes.io/arch in deployment/pricing's template"), "{next}");
    // The Node is pasted: its platform is said, not the command that would show it.
    assert!(next.contains("Node ip-10-0-41-9.eu-west-1.compute.internal is linux/arm64: the tag has no linux/arm64 build."), "{next}");
    assert!(!next.contains("-L kubernetes.io/arch"), "{next}");
}

#[test]
fn an_image_without_the_nodes_platform_names_the_command_when_the_node_is_not_pasted() {
    let text = include_str!("inputs/image-platform-mismatch-arm64.yaml");
    let without_node = text.split("\n- apiVersion: v1\n  kind: Node").next().unwrap_or(text);
    let report = explained_at(without_node, "2025-03-04T10:30:00Z");
    assert!(report.resources.iter().all(|r| r.kind != "Node"));
    let next = &find(&report, "Pod", "pricing-7c5d4b9f8-d2n6s").containers[0].explanation.next;
    assert!(next.contains("kubectl get node ip-10-0-41-9.eu-west-1.compute.internal -L kubernetes.io/arch shows the node's."), "{next}");
    // A Node without the platform labels: its nodeInfo says it.
    let without_labels = text.replace("      kubernetes.io/arch: arm64\n", "").replace("      kubernetes.io/os: linux\n", "");
    let report = explained_at(&without_labels, "2025-03-04T10:30:00Z");
    let next = &find(&report, "Pod", "pricing-7c5d4b9f8-d2n6s").containers[0].explanation.next;
    assert!(next.contains("is linux/arm64: the tag has no linux/arm64 build."), "{next}");
}

#[test]
fn a_pod_evicted_over_its_own_storage_limit_is_told_to_raise_that_limit() {
    let report = explained_at(include_str!("inputs/evicted-over-own-storage-limit.yaml"), "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "thumbnailer-84c9d7b6f5-m2x7c");
    assert_explains!(pod, Verdict::Failed, [
        "It went over its own limit, not the node's disk",
        "limits.ephemeral-storage (1Gi)",
        "kubectl set resources deployment/thumbnailer -n media -c worker --limits=ephemeral-storage=2Gi",
        // Not stated as done: nothing pasted shows the replacement.
        "Its ReplicaSet thumbnailer-84c9d7b6f5 makes a replacement by itself",
    ]);
    assert!(!pod.summary.contains("Set memory/ephemeral-storage requests") && !pod.summary.contains("has started a replacement"), "{}", pod.summary);
    // The container's exit 137 is the eviction's doing: the cause is the pod's, not "Error".
    let cause = pod.root_cause.as_ref().expect("a cause");
    assert_eq!(cause.chain.len(), 1, "{}", cause.text);
    let worker = &pod.containers[0];
    assert!(!worker.failing && worker.explanation.next.starts_with("It ended because the kubelet evicted the pod"), "{}", worker.explanation.next);
    assert!(report.what_to_do_at_root().is_none_or(|next| !next.contains("kubectl logs")));
}

#[test]
fn an_autoscaler_whose_target_does_not_exist_holds_nothing_at_zero() {
    let report = explained_at(include_str!("inputs/hpa-target-not-found.yaml"), "2025-03-04T10:30:00Z");
    let hpa = find(&report, "HorizontalPodAutoscaler", "checkout-api");
    assert_explains!(hpa, Verdict::Degraded, ["The autoscaler's target, Deployment checkout-api, does not exist in namespace shop", "nothing is autoscaled", "Point spec.scaleTargetRef at the workload it is meant for"]);
    assert!(!hpa.summary.contains("at 0 replicas"), "{}", hpa.summary);
}

#[test]
fn a_dns01_record_written_but_not_seen_points_at_the_zone_not_the_credentials() {
    let report = explained_at(include_str!("inputs/certificate-dns01-presented-not-seen.yaml"), "2025-03-04T10:30:00Z");
    let cause = report.root_cause.as_ref().expect("a root cause");
    for said in [
        "the solver wrote the TXT record _acme-challenge.shop.acme.io (presented: true, in zone Z0123456789ABCDEFGHIJ), so its credentials work",
        "aws route53 get-hosted-zone --id Z0123456789ABCDEFGHIJ shows that zone's domain, whether it is private, and its name servers; dig +short NS on that domain must list the same",
        "--dns01-recursive-nameservers-only",
    ] {
        assert!(cause.summary.contains(said), "{said}\n{}", cause.summary);
    }
    assert!(!cause.summary.contains("check the solver's DNS provider credentials"), "{}", cause.summary);
}

#[test]
fn an_argocd_helm_chart_that_fails_to_render_is_reproduced_with_helm_template() {
    let report = explained_at(include_str!("inputs/argocd-helm-template-fails.yaml"), "2025-03-04T10:30:00Z");
    let app = find(&report, "Application", "payments-prod");
    // Healthy at its last revision: up, but it cannot update (as with a refused login).
    assert_explains!(app, Verdict::Degraded, [
        "rendering its Helm chart fails (.Values.image.tag in payments/templates/deployment.yaml:41:28)",
        "helm template charts/payments -f charts/payments/values-prod.yaml",
        "argocd app get payments-prod --hard-refresh",
        "Meanwhile the cluster keeps revision 3e1c9b7 (Healthy)",
    ]);
    // Not the fetching checklist: the repository was fetched.
    let comparison = condition(app, "ComparisonError");
    assert!(!comparison.explanation.next.contains("argocd repo list"), "{}", comparison.explanation.next);
    // The live app itself not Healthy: it has failed.
    let unhealthy = include_str!("inputs/argocd-helm-template-fails.yaml").replacen("  health:\n    status: Healthy", "  health:\n    status: Degraded", 1);
    let report = explained_at(&unhealthy, "2025-03-04T10:30:00Z");
    assert_eq!(find(&report, "Application", "payments-prod").verdict, Verdict::Failed);
}

#[test]
fn a_startup_probe_that_restarts_a_container_is_named_and_a_404_is_not_told_to_wait() {
    let startup = include_str!("inputs/startup-probe-wrong-path.yaml");
    let report = explained_at(startup, "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "keycloak-0");
    assert_explains!(pod, Verdict::Failed, ["the kubelet restarts it because its startup probe fails", "statuscode: 404", "startupProbe.httpGet.path or its port is wrong for this app, and more time will not help"]);
    let keycloak = &pod.containers[0].explanation;
    assert!(keycloak.why.contains("stopped by the kubelet because its startup probe failed"), "{}", keycloak.why);
    assert!(keycloak.next.starts_with("Its startup probe fails, so the kubelet restarts it. The app does not serve the probed path (HTTP 404): startupProbe.httpGet.path or its port is wrong for this app, and more time will not help."), "{}", keycloak.next);
    assert!(!keycloak.next.contains("give it more time"), "{}", keycloak.next);
    // The same with a liveness probe.
    let liveness = startup.replace("Startup probe failed", "Liveness probe failed").replace("failed startup probe", "failed liveness probe");
    let report = explained_at(&liveness, "2025-03-04T10:30:00Z");
    let next = &find(&report, "Pod", "keycloak-0").containers[0].explanation.next;
    assert!(next.contains("livenessProbe.httpGet.path or its port is wrong for this app") && !next.contains("give it more time"), "{next}");
}

#[test]
fn an_nfs_volume_that_does_not_mount_names_the_server_the_node_cannot_reach() {
    let report = explained_at(include_str!("inputs/nfs-mount-timeout.yaml"), "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "cms-75f6d8c9b4-8jq4v");
    assert_explains!(pod, Verdict::Failed, [
        "mount.nfs: Connection timed out",
        "Node worker-eu-12 cannot reach NFS server 10.40.8.20",
        "nc -vz 10.40.8.20 2049",
    ]);
    // The mount's own error is quoted, not the kubelet's "timed out waiting for the condition".
    assert!(!pod.summary.contains("timed out waiting for the condition"), "{}", pod.summary);
    // No generic "describe the pod" as what to do: the summary says it.
    assert!(report.what_to_do_at_root().is_none_or(|next| !next.contains("kubectl describe pod")), "{:?}", report.what_to_do_at_root());
}

#[test]
fn an_argocd_sync_refused_for_an_immutable_field_says_how_to_make_the_object_again() {
    let report = explained_at(include_str!("inputs/argocd-sync-immutable-selector.yaml"), "2025-03-04T10:30:00Z");
    let app = find(&report, "Application", "search-prod");
    assert_explains!(app, Verdict::Failed, [
        "field is immutable",
        "no retry helps: put the field back in Git as the live object has it, or make Deployment search-api again, which interrupts what it runs: kubectl delete deployment search-api -n search, then argocd app sync search-prod",
        "argocd app sync search-prod --force --replace, once",
        "Meanwhile Deployment search-api keeps running as it was (Healthy).",
        "Automated sync tried 5 times and does not try this revision again",
    ]);
    assert!(!app.summary.contains("Fix it in the source"), "{}", app.summary);
}

#[test]
fn a_missing_key_names_the_keys_the_pasted_configmap_has_and_the_misspelt_one() {
    let report = explained_at(include_str!("inputs/configmap-key-misspelt.yaml"), "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "orders-6c9b7f5d48-w8lfn");
    assert_explains!(pod, Verdict::Failed, ["has no key DATABASE_URL (its keys: DATABASE_URI, LOG_LEVEL; DATABASE_URI looks like a misspelling of it): rename one of them, or add the key."]);
    let cause = report.root_cause.as_ref().expect("a root cause");
    assert!(cause.summary.contains("DATABASE_URI looks like a misspelling"), "{}", cause.summary);
    // The older ReplicaSet is pasted and ready: it serves, by name; the pod's words are the pod's.
    let deployment = find(&report, "Deployment", "orders");
    assert_explains!(deployment, Verdict::Degraded, ["3 of 3 replicas are still available, and ReplicaSet orders-78d4c9b6f (3/3 ready) still serves the previous version.", "Why: Pod orders-6c9b7f5d48-w8lfn: Container orders cannot start"]);
    assert!(!deployment.summary.contains("may still be serving"), "{}", deployment.summary);
    // "What to do is said there" leads to the pod's card, not to the ConfigMap the pod names.
    let available = condition(deployment, "Progressing");
    assert!(available.explanation.next.starts_with("The cause is at Pod orders-6c9b7f5d48-w8lfn, container orders (CreateContainerConfigError)"), "{}", available.explanation.next);
}

#[test]
fn a_readiness_probe_refused_for_minutes_says_nothing_listens_before_the_deadline() {
    let report = explained_at(include_str!("inputs/readiness-refused-for-minutes.yaml"), "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "ledger-api-5d8f7b9c4-7xkqz");
    // Still in progress (within the rollout's deadline), but past a normal start: what it means.
    assert_explains!(pod, Verdict::InProgress, ["connection refused", "Nothing listens on the probed port when the probe runs", "or only on 127.0.0.1 (kubectl logs ledger-api-5d8f7b9c4-7xkqz -n payments says which)"]);
}

#[test]
fn a_pod_held_by_a_finalizer_no_kubernetes_controller_owns_is_offered_its_removal() {
    let report = explained_at(include_str!("inputs/pod-held-by-foreign-finalizer.yaml"), "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "export-28974000-vq7hx");
    assert_explains!(pod, Verdict::Terminating, [
        "still held by acme.io/artifact-upload, not Kubernetes' own",
        "Kubernetes' own batch.kubernetes.io/job-tracking should have gone by now as well: is Job export-28974000 still there (kubectl get job export-28974000 -n reporting)?",
        r#"kubectl patch pod export-28974000-vq7hx -n reporting --type=merge -p '{"metadata":{"finalizers":null}}' removes every finalizer"#,
    ]);
}

#[test]
fn a_flux_build_that_misses_a_file_names_it_in_the_repository_and_its_dependent_waits() {
    let report = explained_at(include_str!("inputs/flux-build-missing-file.yaml"), "2025-03-04T10:30:00Z");
    let apps = find(&report, "Kustomization", "apps");
    assert_explains!(apps, Verdict::Failed, [
        "The file apps/production/payments/ledger-api-hpa.yaml is not in the repository of revision main@a9c3e5f, yet apps/production/payments's kustomization.yaml lists ledger-api-hpa.yaml",
        "kustomize build ./apps/production in a checkout of revision main@a9c3e5f",
        "The cluster keeps revision main@5b1f0e7 applied meanwhile.",
        "Flux retries every 2m (spec.retryInterval)",
    ]);
    let dependent = find(&report, "Kustomization", "apps-monitoring");
    assert_eq!(condition(dependent, "Ready").explanation.next, "Nothing to do here: fix Kustomization apps first (see the root cause); this one follows at its next try.");
}

#[test]
fn a_load_balancer_pending_for_hours_is_degraded_with_its_age_and_minutes_are_not() {
    let service = |created: &str| format!("# A LoadBalancer Service without an address.\napiVersion: v1\nkind: Service\nmetadata: {{name: gateway, namespace: edge, creationTimestamp: \"{created}\"}}\nspec: {{type: LoadBalancer, ports: [{{port: 443}}]}}\nstatus: {{loadBalancer: {{}}}}\n");
    let old = explained_at(&service("2025-03-04T08:15:00Z"), "2025-03-04T10:30:00Z");
    assert_explains!(&old.resources[0], Verdict::Degraded, ["The load balancer has been pending for 2 h 15 min since the Service was made", "MetalLB"]);
    let new = explained_at(&service("2025-03-04T10:28:00Z"), "2025-03-04T10:30:00Z");
    assert_explains!(&new.resources[0], Verdict::InProgress, ["The load balancer is not provisioned yet, 2 min after the Service was made"]);
}

#[test]
fn a_pod_kept_apart_by_anti_affinity_is_not_told_to_change_its_requests() {
    let report = explained_at(include_str!("inputs/anti-affinity-pool-full.yaml"), "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "ingest-worker-6b8f9c7d5-p4r8t");
    assert_explains!(pod, Verdict::Failed, [
        "each of the 3 nodes it may run on (its nodeSelector asks for node.kubernetes.io/pool=ingest) already runs a pod its required anti-affinity keeps it apart from",
        "for a node group at its maximum size, raise that size",
        "max node group size reached",
    ]);
    assert!(!pod.summary.contains("change its requests"), "{}", pod.summary);
}

#[test]
fn pods_rejected_at_admission_and_already_replaced_say_they_are_only_records() {
    let report = explained_at(include_str!("inputs/rejected-pods-already-replaced.yaml"), "2025-03-04T10:30:00Z");
    for pod in ["search-7b8c9d6f4-4lq8n", "search-7b8c9d6f4-9vwxr"] {
        assert_explains!(find(&report, "Pod", pod), Verdict::Failed, [
            "Its ReplicaSet search-7b8c9d6f4 has all 4 of its pods ready without this one, which is replaced; this failed pod stays only as a record",
        ]);
    }
    // The node's labels, of that node.
    assert_explains!(find(&report, "Pod", "search-7b8c9d6f4-9vwxr"), Verdict::Failed, ["kubectl get node ip-10-20-3-118.ec2.internal --show-labels"]);
}

#[test]
fn a_failed_helm_hook_job_is_made_again_by_helm_not_by_hand() {
    let report = explained_at(include_str!("inputs/helm-hook-job-failed.yaml"), "2025-03-04T10:30:00Z");
    let job = find(&report, "Job", "payments-db-migrate");
    let next = &condition(job, "Failed").explanation.next;
    assert!(next.contains("it is a Helm hook (helm.sh/hook: pre-upgrade), which Helm runs again at the next helm upgrade of release payments, not by hand"), "{next}");
    assert!(!next.contains("re-create the Job from its manifest") && !next.contains("<chart>"), "{next}");
    // An install hook runs again only at an install; a policy without before-hook-creation leaves the old one.
    let install = include_str!("inputs/helm-hook-job-failed.yaml").replace("helm.sh/hook: pre-upgrade", "helm.sh/hook: pre-install").replace("before-hook-creation", "hook-succeeded");
    let report = explained_at(&install, "2025-03-04T10:30:00Z");
    let next = &condition(find(&report, "Job", "payments-db-migrate"), "Failed").explanation.next;
    assert!(next.contains("which Helm runs again only when release payments is installed again (helm uninstall, then helm install)"), "{next}");
    assert!(next.contains("not at an upgrade") && next.contains("delete this one first (kubectl delete job payments-db-migrate -n payments): its hook-delete-policy (hook-succeeded) does not"), "{next}");
}

#[test]
fn an_image_name_in_upper_case_is_given_back_in_lower_case() {
    let report = explained_at(include_str!("inputs/image-name-upper-case.yaml"), "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "notifier-5c7d9f8b6-hk2wz");
    assert_eq!(
        pod.containers[0].explanation.next,
        "Write the repository in lower case (the registry host and the tag may keep theirs): kubectl set image deployment/notifier -n comms notifier=registry.acme.io/comms/notifier:2.1.0."
    );
}

#[test]
fn a_crossplane_create_the_cloud_refuses_quotes_its_error_and_where_the_field_is() {
    let report = explained_at(include_str!("inputs/crossplane-claim-composite-managed.yaml"), "2025-03-04T10:30:00Z");
    let instance = find(&report, "Instance", "orders-db-7hx2k-r8m4q");
    assert_explains!(instance, Verdict::Failed, [
        "the cloud API refused to create it (InvalidParameterCombination: Cannot find version 16.1 for postgres)",
        "fix it in the Composition",
        "aws rds describe-db-engine-versions --engine postgres",
    ]);
}

#[test]
fn argo_cd_self_heal_notes_go_to_what_it_manages_whatever_its_health_and_nowhere_else() {
    const GIT: &str = "Argo CD (Application thumbnailer, selfHeal on) puts back any change made to the live object at once";
    let report = explained_at(include_str!("inputs/argocd-self-heal-healthy-deployment.yaml"), "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "thumbnailer-84c9d7b6f5-m2x7c");
    assert!(pod.summary.contains(&format!("--limits=ephemeral-storage=2Gi, or have it write less (clean up temporary files, put scratch data on a volume sized for it). {GIT}")), "{}", pod.summary);
    // Its ReplicaSet is not pasted: no count is said of it.
    assert!(pod.summary.contains("makes a replacement by itself") && !pod.summary.contains("without this one"), "{}", pod.summary);
    let report = explained_at(include_str!("inputs/argocd-self-heal-other-namespace.yaml"), "2025-03-04T10:30:00Z");
    let staging = report.resources.iter().find(|r| r.kind == "Pod" && r.namespace.as_deref() == Some("staging")).expect("the staging pod");
    let texts: Vec<&str> = std::iter::once(staging.summary.as_str()).chain(staging.containers.iter().map(|c| c.explanation.next.as_ref())).collect();
    assert!(texts.iter().all(|text| !text.contains("selfHeal")), "{texts:#?}");
}

#[test]
fn a_job_past_its_deadline_says_its_pod_and_its_output_are_gone() {
    let report = explained_at(include_str!("inputs/job-deadline-pod-deleted.yaml"), "2025-03-04T10:30:00Z");
    assert_explains!(find(&report, "Job", "nightly-report-28974120"), Verdict::Failed, [
        "Its pod nightly-report-28974120-jx5vw was deleted when the deadline passed (event SuccessfulDelete), so kubectl logs finds nothing",
        "or give it more time in spec.activeDeadlineSeconds",
        "kubectl create job --from=cronjob/nightly-report nightly-report-manual -n analytics",
    ]);
    // The condition's general advice starts with kubectl logs, which the summary says finds
    // nothing here: it points at the summary instead.
    let job = find(&report, "Job", "nightly-report-28974120");
    let failed = condition(job, "Failed");
    assert!(!failed.explanation.next.contains("kubectl logs"), "{}", failed.explanation.next);
    assert!(failed.explanation.next.is_empty(), "{}", failed.explanation.next);
}

#[test]
fn evicted_pods_of_a_job_that_has_failed_are_not_replaced_and_the_fix_goes_to_its_cron_job() {
    let report = explained_at(include_str!("inputs/job-pods-evicted-no-tries-left.yaml"), "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "nightly-reindex-28974900-7fq2d");
    assert_explains!(pod, Verdict::Failed, [
        "Its Job nightly-reindex-28974900 counts it as a failed try (against spec.backoffLimit, unless a podFailurePolicy ignores the DisruptionTarget condition) and has no tries left: it has failed and starts no more pods",
        "in CronJob nightly-reindex's jobTemplate if it made this Job, as its name says (kubectl edit cronjob nightly-reindex -n search: container reindex, resources.requests.memory: 6Gi",
        "kubectl create job --from=cronjob/nightly-reindex nightly-reindex-manual -n search",
    ]);
    assert!(!pod.summary.contains("makes a replacement") && !pod.summary.contains("delete the Job and create it again"), "{}", pod.summary);
    // The whole paste's root cause quotes the pod as it now reads.
    let cause = report.root_cause.as_ref().expect("a root cause");
    assert!(cause.summary.contains("has no tries left") && !cause.summary.contains("makes a replacement"), "{}", cause.summary);
    // Without the Job in the paste, its tries may be left.
    let text = include_str!("inputs/job-pods-evicted-no-tries-left.yaml");
    let job_at = text.find("\n- apiVersion: batch/v1\n  kind: Job").expect("the Job");
    let job_end = text.get(job_at + 1..).and_then(|rest| rest.find("\n- apiVersion")).map(|end| job_at + 1 + end).expect("what follows the Job");
    let without_job = format!("{}{}", &text[..job_at], &text[job_end..]);
    let report = explained_at(&without_job, "2025-03-04T10:30:00Z");
    assert!(report.resources.iter().all(|r| r.kind != "Job"));
    assert_explains!(find(&report, "Pod", "nightly-reindex-28974900-7fq2d"), Verdict::Failed, ["and starts another pod while tries are left"]);
}

#[test]
fn a_pod_rejected_for_its_sysctl_is_not_said_to_be_replaced_by_itself() {
    let report = explained_at(include_str!("inputs/sysctl-forbidden-rollout.yaml"), "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "gateway-6f8d9c7b5-4lq8d");
    assert_explains!(pod, Verdict::Failed, [
        "forbidden sysctl: \"net.core.somaxconn\" not allowlisted",
        "Its ReplicaSet gateway-6f8d9c7b5 makes replacements, but each is rejected the same way until the pod template or the nodes' kubelet settings change",
    ]);
    assert!(!pod.summary.contains("makes a replacement by itself"), "{}", pod.summary);
    // The staging copy of the same names stays apart and healthy.
    let staging = report.resources.iter().find(|r| r.kind == "Deployment" && r.namespace.as_deref() == Some("staging")).expect("staging");
    assert_eq!(staging.verdict, Verdict::Ready);
}

#[test]
fn a_container_killed_by_its_failing_post_start_hook_is_told_so_not_memory_or_a_probe() {
    let report = explained_at(include_str!("inputs/poststart-hook-fails.yaml"), "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "keycloak-0");
    assert_explains!(pod, Verdict::Failed, [
        "the kubelet kills it each time because its postStart hook fails: “exited with 1:",
        "Connect to localhost:8080 [localhost/127.0.0.1] failed: Connection refused”",
    ]);
    let container = &pod.containers[0];
    assert!(container.explanation.why.contains("(exit code 137) — stopped by the kubelet because its postStart hook failed"), "{}", container.explanation.why);
    assert!(!container.explanation.why.contains("for memory"), "{}", container.explanation.why);
    let next = &container.explanation.next;
    assert!(next.starts_with("Its postStart hook fails, so the kubelet kills the container and starts it again."), "{next}");
    assert!(next.contains("a postStart hook runs at once, beside the entrypoint") && next.contains("statefulset/keycloak's pod template"), "{next}");
    assert!(!next.contains("kubectl get events"), "{next}");
    assert_eq!(report.what_to_do_at_root(), Some(next.as_ref()));
}

#[test]
fn an_image_policy_over_a_timestamp_is_told_to_compare_numbers_and_reconciles_its_repository() {
    let report = explained_at(include_str!("inputs/flux-imagepolicy-semver-on-timestamp.yaml"), "2025-03-04T10:30:00Z");
    let policy = find(&report, "ImagePolicy", "storefront");
    assert_explains!(policy, Verdict::Failed, [
        "compares only the part $ts takes out, which spec.policy.semver (>=1.0.0) must read as a semver version",
        "use spec.policy.numerical (order: asc)",
        "flux reconcile image repository storefront -n flux-system",
    ]);
    // The flux CLI has no `reconcile imagepolicy`.
    let everything: Vec<&str> = report.resources.iter().flat_map(|r| std::iter::once(r.summary.as_str()).chain(r.conditions.iter().map(|c| c.explanation.next.as_ref()))).collect();
    assert!(everything.iter().all(|text| !text.contains("reconcile imagepolicy")), "{everything:#?}");
}

#[test]
fn an_image_never_pulled_is_loaded_onto_the_node_not_pulled_from_docker_hub() {
    let report = explained_at(include_str!("inputs/image-never-pulled-kind.yaml"), "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "orders-api-58c9d6b7f-lw9tq");
    let next = &pod.containers[0].explanation.next;
    assert!(next.contains("kind load docker-image \"orders-api:dev\"") && next.contains("minikube image load \"orders-api:dev\""), "{next}");
    assert!(next.contains("would be pulled from Docker Hub and fail"), "{next}");
    assert!(!next.starts_with("Load the image") && !next.contains("or change imagePullPolicy to IfNotPresent."), "{next}");
}

#[test]
fn a_pod_stopped_by_its_nodes_shutdown_and_replaced_is_a_record_with_nothing_to_fix() {
    let report = explained_at(include_str!("inputs/node-shutdown-pod-replaced.yaml"), "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "search-indexer-5d8f7c6b9-hq4vt");
    assert_explains!(pod, Verdict::Failed, [
        "Nothing to fix in the pod: its node was shut down (a spot or preemptible VM taken back",
        "Its ReplicaSet search-indexer-5d8f7c6b9 has its pod ready without this one, which is replaced",
        "kubectl delete pod search-indexer-5d8f7c6b9-hq4vt -n search removes it",
    ]);
    // No condition sends the reader to the node's pressure or the containers' ends.
    for condition in pod.conditions.iter().filter(|c| c.failing) {
        let next = &condition.explanation.next;
        assert!(!next.contains("set requests") && !next.contains("See how the containers ended"), "{}: {next}", condition.type_);
    }
    assert!(report.root_cause.is_none(), "{:?}", report.root_cause);
}

#[test]
fn a_sub_path_its_config_map_lacks_is_the_cause_not_the_command() {
    let text = include_str!("inputs/subpath-key-missing.yaml");
    let report = explained_at(text, "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "web-frontend-6b7f9c5d4-4hz8r");
    assert_explains!(pod, Verdict::Failed, [
        "The subPath mount of volume nginx-conf at /etc/nginx/nginx.conf fails, not the command: the volume has no file nginx.conf, so the kubelet made an empty directory in its place",
    ]);
    let next = &pod.containers[0].explanation.next;
    assert!(next.starts_with("It is the subPath mount, not the command: ConfigMap web-frontend-nginx has no key nginx.conf (its keys: default.conf): add it"), "{next}");
    assert!(next.contains("kubectl delete pod web-frontend-6b7f9c5d4-4hz8r -n web"), "{next}");
    assert!(!next.contains("command and args"), "{next}");
    assert_eq!(report.what_to_do_at_root(), Some(next.as_ref()));
}

#[test]
fn a_sub_path_of_a_config_map_not_pasted_gives_the_command_that_lists_its_keys() {
    let text = include_str!("inputs/subpath-key-missing.yaml");
    let pod_only = text.split("\n---\n").next().unwrap_or(text);
    let report = explained_at(pod_only, "2025-03-04T10:30:00Z");
    assert!(report.resources.iter().all(|r| r.kind != "ConfigMap"));
    let next = &find(&report, "Pod", "web-frontend-6b7f9c5d4-4hz8r").containers[0].explanation.next;
    assert!(next.contains("ConfigMap web-frontend-nginx must have a key nginx.conf (kubectl get configmap web-frontend-nginx -n web -o jsonpath='{.data}' lists its keys)"), "{next}");
}

#[test]
fn a_pod_whose_host_port_every_node_holds_is_told_how_the_rollout_gets_room() {
    let report = explained_at(include_str!("inputs/hostport-rollout-deadlock.yaml"), "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "statsd-exporter-5c8d7b9f4-k7w2n");
    assert_explains!(pod, Verdict::Failed, [
        "every node it may run on already has a pod holding hostPort 9125/UDP, and only one pod per node can hold a host port, so requests do not matter here",
        "kubectl patch deployment/statsd-exporter -n monitoring -p '{\"spec\":{\"strategy\":{\"rollingUpdate\":{\"maxSurge\":0,\"maxUnavailable\":1}}}}'",
    ]);
    assert!(!pod.summary.contains("change its requests"), "{}", pod.summary);
    let scheduled = condition(pod, "PodScheduled");
    assert!(!scheduled.explanation.next.contains("lower the requests"), "{}", scheduled.explanation.next);
}

#[test]
fn a_pod_the_aws_cni_has_no_address_for_is_told_about_ip_limits_and_subnets() {
    let report = explained_at(include_str!("inputs/aws-cni-no-ip-left.yaml"), "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "notification-svc-6d5c4b7f8-wq7rt");
    assert_explains!(pod, Verdict::Failed, [
        "Its IP address manager (ipamd) has no free address for the pod: the instance type's ENI and IP limit is reached (its max pods), or the subnet has no free address left",
        "kubectl logs -n kube-system -l k8s-app=aws-node -c aws-node",
        "ENABLE_PREFIX_DELEGATION=true",
    ]);
    assert!(!pod.summary.contains('<'), "{}", pod.summary);
}

#[test]
fn a_container_name_still_reserved_points_at_the_slow_runtime_not_the_mounts() {
    let report = explained_at(include_str!("inputs/container-name-reserved.yaml"), "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "payments-worker-75d9c8b6f4-9xk2v");
    let container = pod.containers.iter().find(|c| c.reason == "CreateContainerError").expect("the container");
    assert!(container.explanation.next.starts_with("Read the error in the container's state: a name already reserved means the runtime on the node is slow or stuck"), "{}", container.explanation.next);
    assert!(container.explanation.what.contains("\"failed to reserve container name\" means an earlier create of the same container is still under way"), "{}", container.explanation.what);
}

#[test]
fn a_claim_whose_class_does_not_exist_is_made_again_as_what_made_it_says() {
    let report = explained_at(include_str!("inputs/claim-storage-class-typo.yaml"), "2025-03-04T10:30:00Z");
    let claim = find(&report, "PersistentVolumeClaim", "grafana");
    assert_explains!(claim, Verdict::Failed, [
        "Or make the claim again with a class that exists: kubectl delete pvc grafana -n observability, then apply it again with storageClassName set to one of them",
    ]);
    assert!(!claim.summary.contains("StatefulSet") && !claim.summary.contains('<') && !claim.summary.contains("CSI driver"), "{}", claim.summary);
    // A StatefulSet's claim, by its name: the StatefulSet it names, made again keeping its pods.
    let ordinal = include_str!("inputs/claim-storage-class-typo.yaml").replace("name: grafana\n  namespace: observability", "name: data-postgres-0\n  namespace: observability");
    let report = explained_at(&ordinal, "2025-03-04T10:30:00Z");
    let claim = report.resources.iter().find(|r| r.kind == "PersistentVolumeClaim").expect("the claim");
    assert!(claim.summary.contains("kubectl delete statefulset postgres -n observability --cascade=orphan") && claim.summary.contains("kubectl delete pvc data-postgres-0 -n observability"), "{}", claim.summary);
}

#[test]
fn a_claim_whose_resize_ec2_refuses_for_its_rate_is_degraded_until_the_window_passes() {
    let report = explained_at(include_str!("inputs/claim-resize-rate-limited.yaml"), "2025-03-04T10:30:00Z");
    let claim = find(&report, "PersistentVolumeClaim", "prometheus-k8s-db-prometheus-k8s-0");
    assert_explains!(claim, Verdict::Degraded, [
        "(300Gi) and usable, but resizing it to 400Gi fails: the resizer reports VolumeResizeFailed for 48 min",
        "EC2 allows one change of an EBS volume every 6 hours",
        "aws ec2 describe-volumes-modifications --volume-ids vol-0c3d2e1f0a9b8c7d6",
    ]);
    // Another resize error: the general fix, still Degraded.
    let other = include_str!("inputs/claim-resize-rate-limited.yaml").replace("VolumeModificationRateExceeded", "InvalidParameterValue").replace("maximum modification rate", "maximum size");
    let other = explained_at(&other, "2025-03-04T10:30:00Z");
    assert_explains!(find(&other, "PersistentVolumeClaim", "prometheus-k8s-db-prometheus-k8s-0"), Verdict::Degraded, ["allowVolumeExpansion: true"]);
}

#[test]
fn a_spread_constraint_counting_a_tainted_zone_is_told_about_node_taints_policy() {
    let report = explained_at(include_str!("inputs/topology-spread-tainted-zone.yaml"), "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "checkout-7d4b9c8f6-xq2lm");
    assert_explains!(pod, Verdict::Failed, [
        "most likely a domain of topology.kubernetes.io/zone whose nodes all carry taint dedicated=batch, which it does not tolerate",
        "Add nodeTaintsPolicy: Honor to the constraint",
    ]);
    assert!(!pod.summary.contains("change its requests"), "{}", pod.summary);
}

#[test]
fn a_long_crash_log_keeps_its_last_line_in_the_summary() {
    let report = explained_at(include_str!("inputs/init-migration-dirty-version.yaml"), "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "billing-api-7f6d8c9b5-m2kqz");
    assert_explains!(pod, Verdict::Failed, [
        // The lines that say what went wrong, the last one whole.
        "“2025/03/04 10:26:02 error: migration 20250301 failed: pq: column \"currency\" of relation \"invoices\" already exists",
        "error: Dirty database version 20250301. Fix and force version.”",
    ]);
}

#[test]
fn a_deployment_pasted_alone_mid_rollout_asks_for_its_replica_sets_and_pods() {
    let text = include_str!("inputs/deployment-alone-mid-rollout.yaml");
    let report = explained_at(text, "2025-03-04T10:30:00Z");
    assert_explains!(find(&report, "Deployment", "orders"), Verdict::InProgress, [
        "Its ReplicaSets and pods are not in what you pasted, and a new pod that crashes or cannot pull its image shows only there: paste kubectl get replicasets,pods -n shop -o yaml and kubectl get events -n shop too.",
    ]);
    // With its pods pasted, or nothing unavailable, there is nothing to ask for.
    let whole = explained_at(include_str!("inputs/rollout-new-pods-crash-old-serve.yaml"), "2025-03-04T10:30:00Z");
    assert!(whole.resources.iter().all(|r| !r.summary.contains("are not in what you pasted, and a new pod")));
}

#[test]
fn a_webhook_that_times_out_gets_network_advice_and_its_injector_is_never_deleted() {
    let report = explained_at(include_str!("inputs/webhook-timeout-sidecar-injector.yaml"), "2025-03-04T10:30:00Z");
    let replica_set = find(&report, "ReplicaSet", "search-api-5d8f7b6c9");
    assert_explains!(replica_set, Verdict::Degraded, [
        "The API server's call to the admission webhook \"namespace.sidecar-injector.istio.io\" got no answer within its 10s (a timeout, not a refusal)",
        "kubectl get pods,endpoints -n istio-system shows whether Service istiod has a running pod behind it",
        "a rule letting the control plane's range reach the nodes on 15017, istiod's webhook port",
    ]);
    assert!(!replica_set.summary.contains("delete its webhook configuration"), "{}", replica_set.summary);
    assert!(report.root_cause.as_ref().is_some_and(|cause| cause.text.contains("ReplicaSet search-api-5d8f7b6c9")));
}

#[test]
fn a_pull_over_the_registrys_rate_limit_quotes_its_words_not_its_link_and_names_where_credentials_go() {
    let report = explained_at(include_str!("inputs/image-pull-docker-hub-rate-limit.yaml"), "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "redis-0");
    assert_explains!(pod, Verdict::Failed, [
        "the registry refuses more pulls for now (429 Too Many Requests)",
        "(“toomanyrequests: You have reached your pull rate limit.",
    ]);
    assert!(!pod.summary.contains("increase-rate-limit"), "{}", pod.summary);
    let container = pod.containers.iter().find(|c| c.name == "redis").expect("container redis");
    for said in [
        "Docker Hub counts pulls over hours",
        "kubectl create secret docker-registry dockerhub -n cache --docker-server=https://index.docker.io/v1/ --docker-username=<user> --docker-password=<token>",
        r#"kubectl patch serviceaccount default -n cache -p '{"imagePullSecrets":[{"name":"dockerhub"}]}'"#,
        "kubectl delete pod redis-0 -n cache",
    ] {
        assert!(container.explanation.next.contains(said), "{said}: {}", container.explanation.next);
    }
    assert!(!container.explanation.next.contains("kubectl create secret docker-registry,"), "{}", container.explanation.next);
}

#[test]
fn pods_held_back_by_a_load_balancers_readiness_gate_name_who_sets_it_not_their_probes() {
    let text = include_str!("inputs/readiness-gate-alb-target-timeout.yaml");
    let report = explained_at(text, "2025-03-04T10:30:00Z");
    for name in ["storefront-8d6f5c7b9-2ljxv", "storefront-8d6f5c7b9-9wq7d"] {
        let pod = find(&report, "Pod", name);
        // Both alike: past the 10 min a rollout waits, both failed.
        assert_explains!(pod, Verdict::Failed, [
            "Its containers are ready and its probes pass, but readiness gate target-health.elbv2.k8s.aws/k8s-storefro-storefro-3f9a1c2b7d is False for 48 min (Target.Timeout: “Request timed out”): the load balancer's health checks of this pod time out",
            "It is set by the AWS Load Balancer Controller",
            "kubectl describe targetgroupbinding k8s-storefro-storefro-3f9a1c2b7d -n storefront",
        ]);
        assert!(!pod.summary.contains("Readiness probes decide"), "{}", pod.summary);
        let gate = pod.conditions.iter().find(|c| c.type_.starts_with("target-health.elbv2")).expect("the gate's condition");
        assert!(gate.explanation.what.contains("is a readiness gate of this pod (spec.readinessGates)"), "{}", gate.explanation.what);
        assert!(!gate.explanation.what.contains("Pod controller"), "{}", gate.explanation.what);
    }
    // Registering, the same gate is in progress: that passes by itself.
    let registering = text
        .replace("reason: Target.Timeout", "reason: Elb.RegistrationInProgress")
        .replace("lastTransitionTime: \"2025-03-04T09:41:0", "lastTransitionTime: \"2025-03-04T10:29:0")
        .replace("status: \"False\"\n      reason: ProgressDeadlineExceeded", "status: \"True\"\n      reason: ReplicaSetUpdated");
    let report = explained_at(&registering, "2025-03-04T10:30:00Z");
    assert_explains!(find(&report, "Pod", "storefront-8d6f5c7b9-2ljxv"), Verdict::InProgress, ["the load balancer is still registering the pod", "this passes by itself"]);
}

#[test]
fn a_pod_without_network_takes_the_plugins_failing_agent_on_its_node_as_its_cause() {
    let text = include_str!("inputs/sandbox-cilium-agent-crashing-same-node.yaml");
    let report = explained_at(text, "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "checkout-6f7c9d8b5-zp4tq");
    assert_explains!(pod, Verdict::Failed, [
        "Its agent on that node, Pod kube-system/cilium-7xk2p, is failing: Container cilium-agent is crash-looping (CrashLoopBackOff)",
        "failed to find interface with default route: Link not found",
        "fix the network of node ip-10-0-3-17.eu-west-1.compute.internal first",
    ]);
    assert!(!pod.summary.contains("It is not running or not ready there yet"), "{}", pod.summary);
    let chain: Vec<&str> = pod.root_cause.as_ref().map(|c| c.chain.iter().map(|l| l.name.as_str()).collect()).unwrap_or_default();
    assert_eq!(chain, ["checkout-6f7c9d8b5-zp4tq", "cilium-7xk2p", "cilium-agent"]);
    assert_eq!(report.other_problems().len(), 0, "the agent is in the root cause's chain, not a problem of its own");
    // The agent on another node is not this node's.
    let elsewhere = text.replacen("nodeName: ip-10-0-3-17.eu-west-1.compute.internal\n    containers:\n    - {name: cilium-agent", "nodeName: ip-10-0-9-99.eu-west-1.compute.internal\n    containers:\n    - {name: cilium-agent", 1);
    let report = explained_at(&elsewhere, "2025-03-04T10:30:00Z");
    assert!(find(&report, "Pod", "checkout-6f7c9d8b5-zp4tq").summary.contains("shows the plugin's pod there"));
}

#[test]
fn a_key_vault_mount_refused_names_the_identity_and_the_role_to_grant_and_quotes_no_response_body() {
    let report = explained_at(include_str!("inputs/secrets-store-key-vault-forbidden.yaml"), "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "api-7c9d5f6b8-4hxqz");
    assert_explains!(pod, Verdict::Failed, [
        "RESPONSE 403: 403 Forbidden ERROR CODE: Forbidden …”",
        "Key Vault kv-payments-prod refused secret db-password to identity appid 7d1f2e3a-4b5c-4d6e-8f90-a1b2c3d4e5f6 (403, ForbiddenByRbac): that identity has no role on the vault that allows getSecret",
        "ServiceAccount api-workload",
        "az role assignment create --role \"Key Vault Secrets User\" --assignee 7d1f2e3a-4b5c-4d6e-8f90-a1b2c3d4e5f6 --scope /subscriptions/aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee/resourcegroups/rg-payments/providers/microsoft.keyvault/vaults/kv-payments-prod.",
    ]);
    // The JSON body is quoted by no sentence (the event keeps it).
    assert!(!pod.summary.contains("innererror") && !pod.summary.contains("\\r\\n"), "{}", pod.summary);
    assert!(pod.conditions.iter().all(|c| !c.explanation.next.contains("readiness probe")));
}

#[test]
fn pods_refused_at_creation_name_the_pasted_older_replica_set_that_still_serves() {
    let report = explained_at(include_str!("inputs/podsecurity-refuses-new-pods-old-serving.yaml"), "2025-03-04T10:30:00Z");
    let deployment = find(&report, "Deployment", "web");
    assert_explains!(deployment, Verdict::Degraded, [
        "3 of 3 replicas are still available, and ReplicaSet web-58d7f9c6b4 (3/3 ready) still serves the previous version",
        "if one of web-58d7f9c6b4's pods is deleted, its replacement is refused too",
    ]);
    assert!(!deployment.summary.contains("may still be serving"), "{}", deployment.summary);
}

#[test]
fn a_long_refusal_is_quoted_once_where_the_cause_is_and_its_condition_names_who_refused() {
    let report = explained_at(include_str!("inputs/podsecurity-refuses-new-pods-old-serving.yaml"), "2025-03-04T10:30:00Z");
    let quote = "seccompProfile (pod or container \"web\" must set";
    let text = status_explainer::report::text::render(&report);
    // Once in the ReplicaSet's summary, once in the root cause below that repeats it.
    assert_eq!(text.matches(quote).count(), 2, "{text}");
    let deployment = find(&report, "Deployment", "web");
    assert!(deployment.summary.contains("FailedCreate (its message is quoted at ReplicaSet web-6b9c7d8f54)"), "{}", deployment.summary);
    assert!(condition(deployment, "ReplicaFailure").explanation.why.ends_with("the message quoted at ReplicaSet web-6b9c7d8f54."), "{}", condition(deployment, "ReplicaFailure").explanation.why);
    let what = &condition(find(&report, "ReplicaSet", "web-6b9c7d8f54"), "ReplicaFailure").explanation.what;
    assert!(what.contains("the namespace's Pod Security admission refused them") && !what.contains("a quota"), "{what}");
}

#[test]
fn an_indexed_job_lists_every_failed_index_and_does_not_call_their_pods_alike() {
    let report = explained_at(include_str!("inputs/job-indexed-two-indexes-failed.yaml"), "2025-03-04T10:30:00Z");
    let job = find(&report, "Job", "shard-reindex-20250304");
    assert_explains!(job, Verdict::Failed, [
        "The pods of indexes 3 and 7: kubectl get pods -n etl -l 'job-name=shard-reindex-20250304,batch.kubernetes.io/job-completion-index in (3,7)'",
        r#"2 of its pods failed with the same reason (Error): indexes 3 and 7 both end with “has mapping conflict on field "price" (long vs keyword); aborting”; Pod shard-reindex-20250304-3-x7q2p is the one shown here."#,
    ]);
    assert!(!job.summary.contains("stands for them"), "{}", job.summary);
    let commands = status_explainer::explain::commands::split_commands(&job.summary);
    assert!(commands.iter().any(|piece| piece.command && piece.text.ends_with("in (3,7)'")), "the selector is copied whole");
}

#[test]
fn a_heat_volume_over_cinders_gigabytes_quota_says_its_numbers_and_what_counts() {
    let report = explained_at(include_str!("inputs/heat-volume-gigabytes-quota.json"), "2025-03-04T10:30:00Z");
    let stack = report.resources.iter().find(|r| r.kind == "Stack" && r.verdict == Verdict::Failed).expect("the failed stack");
    for words in [
        "Cinder's volume gigabytes quota is 1000G, 820G used: 180G left, 500G asked: openstack quota show --usage shows each limit and its use.",
        "servers' own disks do not count here",
        "ask for a smaller volume (at most 180G)",
    ] {
        assert!(stack.summary.contains(words), "{words}\n{}", stack.summary);
    }
    assert!(!stack.summary.contains("openstack quota show lists"), "{}", stack.summary);
}

#[test]
fn a_classified_pull_error_is_what_the_containers_state_means_not_the_list_of_usual_causes() {
    let report = explained_at(include_str!("inputs/image-pull-docker-hub-rate-limit.yaml"), "2025-03-04T10:30:00Z");
    let container = find(&report, "Pod", "redis-0").containers.iter().find(|c| c.name == "redis").expect("container redis").clone();
    assert_eq!(
        container.explanation.what,
        "Pulling the container image failed and the kubelet is waiting before trying again: the registry refuses more pulls for now (429 Too Many Requests): pulls from this node's address, or with these credentials, are over its limit."
    );
}

#[test]
fn a_namespace_stuck_on_discovery_names_the_apiservice_from_its_message_when_it_is_not_pasted() {
    let report = explained_at(include_str!("inputs/namespace-stuck-on-discovery-apiservice-not-pasted.yaml"), "2025-03-04T10:30:00Z");
    let namespace = find(&report, "Namespace", "old-team");
    assert_explains!(namespace, Verdict::Failed, [
        "It waits for APIService v1beta1.metrics.k8s.io, which the API server cannot reach: kubectl get apiservice v1beta1.metrics.k8s.io says why",
        "kubectl delete apiservice v1beta1.metrics.k8s.io",
    ]);
    assert!(!namespace.summary.contains("Fix what NamespaceDeletionDiscoveryFailure names"), "{}", namespace.summary);
    let held = namespace.conditions.iter().find(|c| c.type_ == "NamespaceDeletionDiscoveryFailure").expect("the condition");
    assert!(!held.explanation.next.contains("grep False"), "{}", held.explanation.next);
}

#[test]
fn a_key_vault_of_access_policies_refusing_a_secret_gets_set_policy_for_the_appid_in_its_message() {
    let report = explained_at(include_str!("inputs/keyvault-access-policy-403.yaml"), "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "api-7c9d5f6b8-4hxqz");
    assert!(pod.summary.contains("the vault uses access policies, and appid 7d1f2e3a-4b5c-4d6e-8f90-a1b2c3d4e5f6 has no 'get' on secrets"), "{}", pod.summary);
    assert!(pod.summary.contains("az keyvault set-policy --name kv-payments-prod --spn 7d1f2e3a-4b5c-4d6e-8f90-a1b2c3d4e5f6 --secret-permissions get"), "{}", pod.summary);
    for wrong in ["<client ID>", "az role assignment create", "has no role on the vault"] {
        assert!(!pod.summary.contains(wrong), "{wrong}: {}", pod.summary);
    }
}

#[test]
fn a_429_from_another_registry_than_docker_hub_quotes_its_whole_words_and_leaves_the_retry_to_the_kubelet() {
    let report = explained_at(include_str!("inputs/image-pull-ghcr-rate-limit.yaml"), "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "redis-0");
    assert!(pod.summary.contains("(“toomanyrequests: retry-after: 1.204s, allowed: 44000/minute”)"), "{}", pod.summary);
    let container = pod.containers.iter().find(|c| c.name == "redis").expect("container redis");
    let next = &container.explanation.next;
    for said in [
        "The registry asks to retry after 1.204s: the kubelet's back-off retries by itself",
        "kubectl create secret docker-registry ghcr-io -n cache --docker-server=ghcr.io --docker-username=<user> --docker-password=<token>",
        r#"kubectl patch serviceaccount default -n cache -p '{"imagePullSecrets":[{"name":"ghcr-io"}]}'"#,
    ] {
        assert!(next.contains(said), "{said}: {next}");
    }
    assert!(!next.contains("within hours") && !next.contains("Docker Hub"), "{next}");
}

#[test]
fn an_indexed_jobs_cause_is_a_pod_of_a_failed_index_and_its_failed_indexes_alike_are_said_by_their_last_words() {
    let report = explained_at(include_str!("inputs/job-indexed-retry-succeeded-pod-pasted.yaml"), "2025-03-04T10:30:00Z");
    let job = find(&report, "Job", "shard-reindex-20250304");
    assert_eq!(job.root_cause.as_ref().map(|c| c.text.as_str()), Some("Job shard-reindex-20250304 → Pod shard-reindex-20250304-3-x7q2p → container reindex: Error"));
    assert_explains!(job, Verdict::Failed, [
        "2 indexes failed for good (3,7)",
        "Why: Pod shard-reindex-20250304-3-x7q2p",
        r#"indexes 3 and 7 both end with “has mapping conflict on field "price" (long vs keyword); aborting”"#,
    ]);
    // Index 4 succeeded on its retry: its failed first try is neither the cause nor counted.
    assert!(!job.summary.contains("connection reset by peer") && !job.summary.contains("at indexes 3, 4 and 7"), "{}", job.summary);
    assert!(report.root_cause.as_ref().is_some_and(|c| c.text.contains("shard-reindex-20250304-3-x7q2p")));
}

#[test]
fn an_indexed_job_with_more_failed_indexes_than_one_command_lists_says_they_are_the_first_of_how_many() {
    let report = explained_at(include_str!("inputs/job-indexed-many-failed-indexes.yaml"), "2025-03-04T10:30:00Z");
    let job = find(&report, "Job", "shard-reindex-20250304");
    assert_explains!(job, Verdict::Failed, ["137 indexes failed for good", "The pods of the first 10 of 137 failed indexes (0, 1, 2, 5, 7, 8, 9, 11, 12 and 13)", "job-completion-index in (0,1,2,5,7,8,9,11,12,13)"]);
}

#[test]
fn a_network_agent_crashing_for_no_default_route_on_its_node_is_sent_to_the_nodes_network_not_its_daemon_set() {
    let report = explained_at(include_str!("inputs/sandbox-cilium-agent-crashing-same-node.yaml"), "2025-03-04T10:30:00Z");
    let agent = find(&report, "Pod", "cilium-7xk2p");
    let container = agent.containers.iter().find(|c| c.name == "cilium-agent").expect("container cilium-agent");
    let next = &container.explanation.next;
    for said in [
        "The agent finds no network interface with a default route on node ip-10-0-3-17.eu-west-1.compute.internal: that is the node's network",
        "ip route and ip link there",
        "or replace the node (kubectl drain ip-10-0-3-17.eu-west-1.compute.internal --ignore-daemonsets",
    ] {
        assert!(next.contains(said), "{said}: {next}");
    }
    assert!(!next.contains("in daemonset/cilium") && !next.contains("fix what they say"), "{next}");
    let pod = find(&report, "Pod", "checkout-6f7c9d8b5-zp4tq");
    assert!(pod.summary.contains("fix the network of node ip-10-0-3-17.eu-west-1.compute.internal first"), "{}", pod.summary);
    assert_eq!(report.what_to_do_at_root(), Some(next.as_ref()));
}

#[test]
fn a_load_balancer_gate_timing_out_says_the_security_groups_must_allow_its_health_checks_on_the_pods_port() {
    let report = explained_at(include_str!("inputs/readiness-gate-alb-target-timeout.yaml"), "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "storefront-8d6f5c7b9-2ljxv");
    let said: Vec<&str> = pod.conditions.iter().map(|c| c.explanation.next.as_ref()).chain(std::iter::once(pod.summary.as_str())).collect();
    assert!(said.iter().any(|s| s.contains("must allow the load balancer's health checks on")), "{said:?}");
    assert!(said.iter().all(|s| !s.contains("load balancer's on")), "{said:?}");
}

#[test]
fn an_indexed_jobs_failed_condition_points_to_the_summary_that_found_its_failed_indexes() {
    let report = explained_at(include_str!("inputs/job-indexed-two-indexes-failed.yaml"), "2025-03-04T10:30:00Z");
    let job = find(&report, "Job", "shard-reindex-20250304");
    let failed = job.conditions.iter().find(|c| c.type_ == "Failed").expect("the Failed condition");
    assert!(!failed.explanation.next.contains("Find the failed indexes in status.failedIndexes"), "{}", failed.explanation.next);
    assert!(failed.explanation.next.is_empty(), "{}", failed.explanation.next);
}

#[test]
fn a_knative_service_whose_new_revision_failed_names_the_revision_that_still_serves_in_its_advice() {
    let report = explained_at(include_str!("inputs/knative-new-revision-crashes-old-serves.yaml"), "2025-03-04T10:30:00Z");
    let service = report.resources.iter().find(|r| r.kind == "Service" && r.name == "checkout" && r.api_version.starts_with("serving.knative.dev")).expect("the Knative Service");
    let advice: Vec<&str> = service.conditions.iter().filter(|c| c.failing).map(|c| c.explanation.next.as_ref()).collect();
    assert!(advice.iter().any(|next| next.contains("Revision checkout-00003, ready before, keeps serving meanwhile.")), "{advice:?}");
    assert!(advice.iter().all(|next| !next.contains("if there is one")), "{advice:?}");
}

#[test]
fn a_daemon_set_rollout_failing_on_a_node_quotes_the_error_lines_not_the_banner() {
    let report = explained_at(include_str!("inputs/daemonset-new-config-crash.yaml"), "2026-11-25T22:47:10Z");
    let daemon_set = find(&report, "DaemonSet", "fluent-bit");
    assert_explains!(daemon_set, Verdict::Degraded, [
        "section 'multiline_parser' tried to instance a plugin name that doesn't exist",
        "configuration file contains errors, aborting.”",
        "Meanwhile 5 nodes still run an available pod from before; the failing pod's node has none available",
    ]);
    assert!(!daemon_set.summary.contains("Copyright"), "{}", daemon_set.summary);
}
