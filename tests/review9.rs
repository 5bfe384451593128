//! Review 9's pastes: the situations it found explained wrongly, checked for what a person reads.

use status_explainer::Verdict;

#[macro_use]
mod report_assertions;
use report_assertions::*;

const NOW: &str = "2026-11-26T01:30:00Z";

#[test]
fn a_claim_that_does_not_exist_is_said_missing_with_the_claims_pasted_beside_it() {
    let report = explained_at(include_str!("inputs/pod-claim-name-not-found.yaml"), NOW);
    let pod = find(&report, "Pod", "reporting-db-0");
    assert_explains!(pod, Verdict::Failed, [
        "its claim postgres-data does not exist in namespace analytics",
        "fix the claimName in the volumes of statefulset/reporting-db's pod template",
        "pasted in its namespace: claim pg-data Bound 100Gi",
    ]);
    assert!(!pod.summary.contains("is bound to a volume") && !pod.summary.contains("kubectl describe pvc postgres-data"), "{}", pod.summary);
    let cause = pod.root_cause.as_ref().expect("root cause");
    let last = cause.chain.last().expect("a chain");
    assert_eq!((last.kind.as_str(), last.name.as_str(), last.note.as_deref()), ("PersistentVolumeClaim", "postgres-data", Some("missing")));
    // The general list of scheduling fixes is not offered beside the answer.
    assert!(!condition(pod, "PodScheduled").explanation.next.contains("lower the requests"), "{}", condition(pod, "PodScheduled").explanation.next);
}

#[test]
fn a_pull_secret_the_kubelet_cannot_read_is_said_missing_and_created_not_deleted() {
    let report = explained_at(include_str!("inputs/imagepull-secret-missing-in-namespace.yaml"), NOW);
    let pod = find(&report, "Pod", "billing-api-7d9c8b6f4-kq2zt");
    assert_explains!(pod, Verdict::Failed, [
        "Secret regcred, which the kubelet could not read (FailedToRetrieveImagePullSecret, 84 times)",
        "it does not exist in namespace billing",
        "no basic auth credentials",
    ]);
    let next = &pod.containers[0].explanation.next;
    assert!(next.contains("kubectl create secret docker-registry regcred -n billing --docker-server=registry.acme-corp.io"), "{next}");
    assert!(!next.contains("kubectl delete secret") && !next.contains("wrong or expired"), "{next}");
    let deployment = find(&report, "Deployment", "billing-api");
    assert_eq!(deployment.verdict, Verdict::Failed);
    let cause = deployment.root_cause.as_ref().expect("root cause");
    assert_eq!(cause.chain.last().map(|link| link.name.as_str()), Some("api"));
    assert!(report.what_to_do_at_root().is_some_and(|next| next.starts_with("Create Secret regcred in namespace billing")), "{:?}", report.what_to_do_at_root());
}

#[test]
fn an_ingress_whose_backend_service_does_not_exist_names_it_where_it_is_used_and_the_service_meant() {
    let report = explained_at(include_str!("inputs/ingress-backend-service-not-found.yaml"), NOW);
    let ingress = find(&report, "Ingress", "storefront");
    assert_explains!(ingress, Verdict::Failed, [
        "its backend Service storefront-web (path / of host shop.acme-corp.com, port 80) does not exist in namespace shop",
        "Service storefront-frontend selects app=storefront-web",
        "kubectl edit ingress storefront -n shop",
    ]);
    assert!(!ingress.summary.contains("another Ingress already has"), "{}", ingress.summary);
    let cause = ingress.root_cause.as_ref().expect("root cause");
    let last = cause.chain.last().expect("a chain");
    assert_eq!((last.kind.as_str(), last.name.as_str(), last.note.as_deref()), ("Service", "storefront-web", Some("missing")));
    // The event gives no "Read the message" beside the answer, and neither does the report.
    assert!(ingress.events.iter().all(|event| event.explanation.next.is_empty()), "{:?}", ingress.events);
    assert_eq!(report.what_to_do_at_root(), None);
    assert_eq!(find(&report, "Service", "storefront-api").verdict, Verdict::Ready);
}

#[test]
fn a_readiness_probe_refused_on_a_port_the_container_does_not_declare_names_the_port_to_set() {
    let report = explained_at(include_str!("inputs/readiness-probe-on-undeclared-port.yaml"), NOW);
    let pod = find(&report, "Pod", "catalog-78f9d6c5b4-t6m9v");
    assert_explains!(pod, Verdict::Failed, [
        "It probes port 8081, which container catalog does not declare (its ports: 8080)",
        "while its livenessProbe on port 8080 passes",
        "Set readinessProbe.httpGet.port to 8080",
        "kubectl edit deployment/catalog -n shop",
    ]);
    assert!(!pod.summary.contains("listens on another port or only on 127.0.0.1"), "{}", pod.summary);
    // The Ready condition's general line is not the answer under the root cause.
    assert!(condition(pod, "Ready").explanation.next.is_empty(), "{}", condition(pod, "Ready").explanation.next);
    let deployment = find(&report, "Deployment", "catalog");
    assert_eq!(deployment.verdict, Verdict::Degraded);
    let cause = deployment.root_cause.as_ref().expect("root cause");
    assert_eq!(cause.chain.last().map(|link| link.name.as_str()), Some("catalog-78f9d6c5b4-t6m9v"));
    assert!(report.root_cause.as_ref().is_some_and(|cause| cause.summary.contains("Set readinessProbe.httpGet.port to 8080")), "{:?}", report.root_cause);
}

#[test]
fn a_pod_rejected_for_an_unhealthy_gpu_sends_to_the_node_and_its_pending_sibling_is_told_the_same() {
    let report = explained_at(include_str!("inputs/gpu-pod-rejected-device-unhealthy.yaml"), NOW);
    let rejected = find(&report, "Pod", "llm-inference-6b8d7f9c5-pz7qr");
    assert_explains!(rejected, Verdict::Failed, [
        "The device plugin on node gpu-node-a100-03 has no healthy nvidia.com/gpu to give",
        "kubectl describe node gpu-node-a100-03",
        "--field-selector spec.nodeName=gpu-node-a100-03",
        "kubectl cordon gpu-node-a100-03",
    ]);
    assert!(rejected.events.iter().all(|event| event.explanation.next.is_empty()), "{:?}", rejected.events);
    let pending = find(&report, "Pod", "llm-inference-6b8d7f9c5-w8n4d");
    assert_explains!(pending, Verdict::Failed, [
        "The nvidia.com/gpu it lacks is node gpu-node-a100-03's",
        "pod llm-inference-6b8d7f9c5-pz7qr of the same ReplicaSet was rejected there",
    ]);
    let next = &condition(pending, "PodScheduled").explanation.next;
    assert!(next.starts_with("The cause is at Pod llm-inference-6b8d7f9c5-pz7qr, rejected on node gpu-node-a100-03"), "{next}");
    let cause = report.root_cause.as_ref().expect("root cause");
    assert_eq!(cause.chain.last().map(|link| link.name.as_str()), Some("llm-inference-6b8d7f9c5-pz7qr"));
}

#[test]
fn a_helm_release_whose_values_config_map_is_missing_names_it_and_the_release_still_running() {
    let report = explained_at(include_str!("inputs/flux-helmrelease-values-configmap-missing.yaml"), NOW);
    let release = find(&report, "HelmRelease", "podinfo");
    assert_explains!(release, Verdict::Degraded, [
        "ConfigMap podinfo-values (key values.yaml), which its spec.valuesFrom names, does not exist in namespace apps",
        "chart 6.7.1 (revision 5), keeps running",
        "kubectl create configmap podinfo-values -n apps --from-file=values.yaml=<file>",
        "flux reconcile helmrelease podinfo -n apps",
    ]);
    assert!(condition(release, "Ready").explanation.next.is_empty(), "{}", condition(release, "Ready").explanation.next);
    assert!(condition(release, "Ready").explanation.what.contains("spec.valuesFrom"), "{}", condition(release, "Ready").explanation.what);
    assert!(report.root_cause.as_ref().is_some_and(|cause| cause.chain.last().is_some_and(|link| link.name == "podinfo")));
}

#[test]
fn a_helm_release_whose_values_config_map_lacks_the_key_says_so_rather_than_missing() {
    // The helm-controller's words when the ConfigMap exists but has no such key.
    let text = include_str!("inputs/flux-helmrelease-values-configmap-missing.yaml").replace("configmaps \"podinfo-values\" not found", "key not found");
    let report = explained_at(&text, NOW);
    let release = find(&report, "HelmRelease", "podinfo");
    assert_explains!(release, Verdict::Degraded, [
        "ConfigMap podinfo-values in namespace apps, which its spec.valuesFrom names, has no key values.yaml (ValuesError)",
        "kubectl edit configmap podinfo-values -n apps",
        "valuesKey",
        "flux reconcile helmrelease podinfo -n apps",
    ]);
    assert!(!release.summary.contains("does not exist"), "{}", release.summary);
}

#[test]
fn a_dns01_challenge_refused_for_an_incorrect_txt_record_says_where_public_dns_answers_from() {
    let report = explained_at(include_str!("inputs/cert-manager-dns01-incorrect-txt-record.yaml"), NOW);
    let challenge = find(&report, "Challenge", "shop-tls-1-3862915547-1047210485");
    assert_explains!(challenge, Verdict::Failed, [
        "none with the value cert-manager presented (it saw Qm8xV3pL2nR7sK4tY9wZ0aB6cD1eF5gH3iJ8kL2mN4o)",
        "zone Z0123456789ABCDEFGHIJ",
        "dig +short TXT _acme-challenge.shop.acme-corp.com @1.1.1.1",
    ]);
    assert!(!challenge.summary.contains("fix what the reason says first"), "{}", challenge.summary);
    let certificate = find(&report, "Certificate", "shop-tls");
    assert_eq!(certificate.verdict, Verdict::Failed);
    let cause = certificate.root_cause.as_ref().expect("root cause");
    assert_eq!(cause.chain.last().map(|link| (link.kind.as_str(), link.name.as_str())), Some(("Challenge", "shop-tls-1-3862915547-1047210485")));
    assert!(report.root_cause.as_ref().is_some_and(|cause| cause.summary.contains("dig +short TXT _acme-challenge.shop.acme-corp.com")));
    // The conditions above send to the Challenge, not to follow a chain already followed.
    let next = &condition(certificate, "Issuing").explanation.next;
    assert!(next.starts_with("The cause is at Challenge shop-tls-1-3862915547-1047210485"), "{next}");
}

#[test]
fn a_knative_trigger_whose_broker_does_not_exist_says_which_and_how_to_make_it() {
    let report = explained_at(include_str!("inputs/knative-trigger-broker-does-not-exist.yaml"), NOW);
    let trigger = find(&report, "Trigger", "order-created-to-invoicer");
    assert_explains!(trigger, Verdict::Failed, [
        "names Broker default, which does not exist in namespace orders",
        "no event is delivered to Knative Service invoicer",
        "kn broker create default -n orders",
        "kubectl get brokers -n orders",
    ]);
    let ready = condition(trigger, "Ready");
    assert!(ready.explanation.what.contains("spec.broker") && ready.explanation.next.is_empty(), "{:?}", ready.explanation);
    assert_eq!(find(&report, "Service", "invoicer").verdict, Verdict::Ready);
    assert!(report.root_cause.as_ref().is_some_and(|cause| cause.chain.last().is_some_and(|link| link.kind == "Trigger")));
}

#[test]
fn a_heat_server_whose_build_failed_on_every_host_is_not_called_a_lack_of_room() {
    let report = explained_at(include_str!("inputs/heat-autoscaling-group-build-failed-on-every-host.json"), NOW);
    let stack = find(&report, "Stack", "web-tier");
    assert_explains!(stack, Verdict::Failed, [
        "the failing resource is server (inside web_asg → k3x7q2mfd4ab)",
        "building the server failed on each host it tried",
        "not a lack of capacity",
        "openstack server show 1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f -c fault",
        "openstack stack update --existing web-tier",
    ]);
    assert!(!stack.summary.contains("found no compute host with room"), "{}", stack.summary);
    assert!(condition(stack, "Ready").explanation.next.is_empty(), "{}", condition(stack, "Ready").explanation.next);
    assert!(report.root_cause.as_ref().is_some_and(|cause| cause.chain.last().is_some_and(|link| link.name == "web-tier")));
}

#[test]
fn a_pod_sandbox_not_set_up_yet_gets_its_own_words_not_the_controller_line() {
    // A pod of a healthy parallel Job, 12 s old: nothing is wrong, and its sandbox is said so.
    let report = explained_at(include_str!("inputs/job-parallel-running-healthy.yaml"), NOW);
    assert!(!report.has_problems(), "{:?}", report.root_cause);
    assert_explains!(find(&report, "Job", "thumbnail-backfill"), Verdict::InProgress, ["2 of 6 required pods succeeded"]);
    let starting = find(&report, "Pod", "thumbnail-backfill-zt5mc");
    assert_eq!(starting.verdict, Verdict::InProgress);
    let sandbox = &condition(starting, "PodReadyToStartContainers").explanation.next;
    assert!(sandbox.contains("within seconds") && sandbox.contains("kubectl describe pod/thumbnail-backfill-zt5mc -n media") && !sandbox.contains("Read the controller's"), "{sandbox}");

    // A pod held by a mount the summary explains: the sandbox follows from it.
    let report = explained_at(include_str!("inputs/csi-driver-not-registered.yaml"), NOW);
    let next = &condition(find(&report, "Pod", "grafana-0"), "PodReadyToStartContainers").explanation.next;
    assert!(next.starts_with("Nothing separate to do") && next.contains("the summary says what holds that up"), "{next}");
}

#[test]
fn init_containers_not_done_follow_from_the_init_container_the_summary_explains() {
    let report = explained_at(include_str!("inputs/init-container-oomkilled-at-its-limit.yaml"), NOW);
    let pod = find(&report, "Pod", "search-indexer-5f7b9c6d8-h4x2p");
    assert_explains!(pod, Verdict::Failed, ["Init container warm-cache is crash-looping", "OOMKilled (exit code 137)"]);
    let initialized = condition(pod, "Initialized");
    assert!(!initialized.failing, "{initialized:?}");
    assert!(initialized.explanation.next.contains("once init container warm-cache runs"), "{}", initialized.explanation.next);
    let cause = pod.root_cause.as_ref().expect("root cause");
    assert_eq!(cause.chain.last().map(|link| (link.kind.as_str(), link.name.as_str())), Some(("init container", "warm-cache")));
    assert!(report.what_to_do_at_root().is_some_and(|next| next.contains("kubectl set resources deployment/search-indexer -n search -c warm-cache --limits=memory=512Mi")), "{:?}", report.what_to_do_at_root());
}

#[test]
fn a_knative_revision_whose_pod_is_unschedulable_sends_to_the_pod_not_the_general_list() {
    let report = explained_at(include_str!("inputs/knative-revision-unschedulable-no-free-gpu.yaml"), "2026-11-25T22:47:10Z");
    let revision = find(&report, "Revision", "embedder-00004");
    assert_eq!(revision.verdict, Verdict::Failed);
    let next = &condition(revision, "Ready").explanation.next;
    assert!(next.starts_with("The cause is at Pod embedder-00004-deployment-6c5d7f8b9-tz4kq"), "{next}");
    assert!(!next.contains("for unbound PersistentVolumeClaims"), "{next}");
    let pod = find(&report, "Pod", "embedder-00004-deployment-6c5d7f8b9-tz4kq");
    assert!(pod.summary.contains("no node has enough nvidia.com/gpu free"), "{}", pod.summary);
}

#[test]
fn a_heat_stack_that_has_only_its_creation_time_does_not_say_how_long_it_has_failed() {
    let report = explained_at(include_str!("inputs/heat-wait-condition-timeout.json"), "2026-11-25T22:47:10Z");
    let why = &condition(find(&report, "Stack", "gitlab-runner-fleet"), "Ready").explanation.why;
    assert!(why.contains("(the stack was created 1 h 16 min ago; Heat gives no time for this state)") && !why.contains("for 1 h 16 min"), "{why}");
    // A stack that was updated has the time of its update: how long it has been so.
    let report = explained_at(include_str!("inputs/heat-autoscaling-group-build-failed-on-every-host.json"), NOW);
    let why = &condition(find(&report, "Stack", "web-tier"), "Ready").explanation.why;
    assert!(why.contains("for 26 min") && !why.contains("was created"), "{why}");
}

#[test]
fn a_vertical_pod_autoscaler_that_cannot_read_its_target_names_it_and_the_command() {
    let report = explained_at(include_str!("inputs/vpa-target-ref-not-found.yaml"), NOW);
    let vpa = find(&report, "VerticalPodAutoscaler", "checkout-api");
    assert_explains!(vpa, Verdict::Failed, [
        "ConfigUnsupported is True: Cannot read targetRef",
        "Its spec.targetRef names Deployment checkout-api",
        "kubectl get deployment checkout-api -n shop",
    ]);
    assert!(vpa.conditions.iter().all(|c| !c.explanation.next.contains("Read the controller's events")), "{:?}", vpa.conditions);
    assert!(report.root_cause.as_ref().is_some_and(|cause| cause.chain.last().is_some_and(|link| link.kind == "VerticalPodAutoscaler")));
}

#[test]
fn a_deployment_its_autoscaler_just_raised_is_scaling_up_not_losing_replicas() {
    let report = explained_at(include_str!("inputs/hpa-scaling-up-deployment-starting-pods.yaml"), NOW);
    assert!(!report.has_problems(), "{:?}", report.root_cause);
    assert_explains!(find(&report, "HorizontalPodAutoscaler", "checkout"), Verdict::Ready, ["has 4 replicas and should have 7"]);
    let deployment = find(&report, "Deployment", "checkout");
    assert_explains!(deployment, Verdict::InProgress, [
        "It is scaling up, not losing replicas: HorizontalPodAutoscaler checkout raised it from 4 to 7 replicas at 2026-11-26T01:29:40Z",
    ]);
    assert!(!deployment.summary.contains("being replaced or restarting"), "{}", deployment.summary);
}

#[test]
fn an_aso_role_assignment_whose_principal_is_gone_quotes_its_id_and_the_pasted_identitys() {
    let report = explained_at(include_str!("inputs/aso-role-assignment-principal-not-found.yaml"), NOW);
    let assignment = find(&report, "RoleAssignment", "payments-api-kv-secrets-user");
    assert_explains!(assignment, Verdict::Failed, [
        "set spec.principalId (now 2b4c6d8e-0f1a-4b3c-9d5e-7f8a9b0c1d2e)",
        "az identity show --name <identity> --resource-group <group> --query principalId",
        "spec.principalIdFromConfig",
        "UserAssignedIdentity payments-api has principalId 9e1f3a5c-7b2d-4e6f-8a0b-c2d4e6f8a0b1",
    ]);
    // After 40 min it is no replication delay: "wait for ASO to retry" is not offered.
    assert!(assignment.conditions.iter().all(|c| !c.explanation.next.contains("wait for ASO")), "{:?}", assignment.conditions);
    assert_eq!(find(&report, "UserAssignedIdentity", "payments-api").verdict, Verdict::Ready);
}

#[test]
fn a_certificate_renewing_in_its_window_is_ready_and_says_the_renewal_is_under_way() {
    let report = explained_at(include_str!("inputs/certificate-renewing-in-its-window.yaml"), NOW);
    assert!(!report.has_problems(), "{:?}", report.root_cause);
    assert_explains!(find(&report, "Certificate", "api-acme-corp-com"), Verdict::Ready, [
        "valid until 2026-12-26T00:29:13Z",
        "A new one is being issued (Issuing is True: Renewing",
    ]);
    assert_eq!(find(&report, "Challenge", "api-acme-corp-com-4-2817364519-3345162209").verdict, Verdict::InProgress);
    // The same renewal issuing for hours is stuck, while the certificate still serves.
    let report = explained_at(include_str!("inputs/certificate-renewing-in-its-window.yaml"), "2026-11-26T04:30:00Z");
    assert_explains!(find(&report, "Certificate", "api-acme-corp-com"), Verdict::Degraded, ["still serves", "its renewal has been issuing for 3 h"]);
}

#[test]
fn a_flux_kustomization_reconciling_a_push_names_the_revision_it_applies() {
    let report = explained_at(include_str!("inputs/flux-kustomization-applying-a-new-revision.yaml"), NOW);
    assert!(!report.has_problems(), "{:?}", report.root_cause);
    assert_explains!(find(&report, "Kustomization", "apps"), Verdict::InProgress, [
        "It is applying revision main@sha1:3f9c2a7d1e8b4c6f0a5d2e9b7c1f4a8d6e3b0c5f; the last one applied is main@sha1:b2d4f6a8c0e1f3a5b7c9d1e3f5a7b9c1d3e5f7a9",
    ]);
    assert_eq!(find(&report, "GitRepository", "fleet-infra").verdict, Verdict::Ready);
}

#[test]
fn a_load_balancer_pending_for_hours_without_events_says_none_is_installed_and_the_node_port() {
    let report = explained_at(include_str!("inputs/loadbalancer-pending-no-implementation.yaml"), NOW);
    let service = find(&report, "Service", "grafana");
    assert_explains!(service, Verdict::Degraded, [
        "pending for 2 h 1 min",
        "such as MetalLB",
        "no event about it is pasted either",
        "nodePort 31847 for port 80",
    ]);
}

#[test]
fn an_acme_order_refused_without_a_rate_limit_says_an_authorization_failed() {
    let report = explained_at(include_str!("inputs/cert-manager-dns01-incorrect-txt-record.yaml"), NOW);
    let order = find(&report, "Order", "shop-tls-1-3862915547");
    assert_explains!(order, Verdict::Failed, ["The ACME server refused the order for shop.acme-corp.com (invalid)", "kubectl get challenges -n shop"]);
    assert_eq!(order.root_cause.as_ref().and_then(|cause| cause.chain.last()).map(|link| link.kind.as_str()), Some("Challenge"));
}
