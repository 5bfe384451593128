//! Custom resources of other systems (Gloo, GitOps Promoter, Argo, 3scale, Keptn, Open Cluster
//! Management, cert-manager, KEDA, Cluster API): verdicts from each project's own status
//! semantics, and summaries that quote the pasted values.

use status_explainer::Verdict;

#[macro_use]
mod report_assertions;
use report_assertions::*;



#[test]
fn certificate_being_issued_is_in_progress_not_failed() {
    check(
        r#"
apiVersion: cert-manager.io/v1
kind: Certificate
metadata: {name: web-tls, namespace: shop}
status:
  conditions:
  - {type: Issuing, status: "True", reason: DoesNotExist, message: Issuing certificate as Secret does not exist}
  - {type: Ready, status: "False", reason: DoesNotExist, message: Issuing certificate as Secret does not exist}
"#,
        Verdict::InProgress,
        &["being issued", "Secret does not exist", "Ready is False"],
    );
}

#[test]
fn certificate_request_pending_on_its_order_waits() {
    check(
        r#"
apiVersion: cert-manager.io/v1
kind: CertificateRequest
metadata: {name: shop-tls-1, namespace: shop}
status:
  conditions:
  - {type: Approved, status: "True", reason: cert-manager.io, message: Certificate request has been approved by cert-manager.io}
  - {type: Ready, status: "False", reason: Pending, message: "Waiting on certificate issuance from order shop/shop-tls-1-2843190922: \"pending\""}
"#,
        Verdict::InProgress,
        &["waits for its issuer to sign it", "order shop/shop-tls-1-2843190922"],
    );
}

#[test]
fn an_acme_challenge_whose_self_check_keeps_failing_has_failed_and_says_what_must_answer() {
    let text = include_str!("inputs/cert-manager-http01-self-check.yaml");
    let at = |now: &str| status_explainer::explain(text, status_explainer::Timestamp::parse(now));
    let young = at("2025-03-04T09:41:00Z");
    assert_explains!(find(&young, "Challenge", "shop-tls-1-2843190922-1791336423"), Verdict::InProgress, ["HTTP-01 challenge for shop.example.com is pending", "connection refused"]);
    let old = at("2025-03-04T10:30:00Z");
    let challenge = find(&old, "Challenge", "shop-tls-1-2843190922-1791336423");
    assert_explains!(challenge, Verdict::Failed, ["has failed for 49 min", "The ACME server is not asked until it passes", "http://shop.example.com/.well-known/acme-challenge/tok must answer"]);
    // The check dialed 198.51.100.7 while the Ingress for the name is published at
    // 203.0.113.10: the DNS record is what to fix.
    assert!(challenge.summary.starts_with("cert-manager's HTTP-01 self check for shop.example.com goes to 198.51.100.7, but Ingress shop is published at 203.0.113.10: point the DNS record of shop.example.com at 203.0.113.10"), "{}", challenge.summary);
    // Said first, it is what the Ingress above and the whole paste's root cause say.
    assert!(find(&old, "Ingress", "shop").summary.contains("goes to 198.51.100.7, but Ingress shop is published at 203.0.113.10"), "{}", find(&old, "Ingress", "shop").summary);
    let same = status_explainer::explain(&text.replace("ip: 203.0.113.10", "ip: 198.51.100.7"), status_explainer::Timestamp::parse("2025-03-04T10:30:00Z"));
    assert!(!find(&same, "Challenge", "shop-tls-1-2843190922-1791336423").summary.contains("is published at"), "the address is the Ingress's own");
    // The whole chain fails with it, down from the Ingress (the Order is not pasted: the
    // Challenge belongs to the request by its name).
    assert_eq!(
        old.root_cause.as_ref().expect("the challenge is the cause").text,
        "Ingress shop → Certificate shop-tls → CertificateRequest shop-tls-1 → Challenge shop-tls-1-2843190922-1791336423"
    );
    assert_explains!(find(&old, "Certificate", "shop-tls"), Verdict::Failed, ["It cannot finish: cert-manager's HTTP-01 self check for shop.example.com goes to 198.51.100.7"]);
    assert_explains!(find(&old, "Ingress", "shop"), Verdict::Degraded, ["HTTPS cannot work: its Certificate shop-tls has failed: cert-manager's HTTP-01 self check"]);
    // Without the Ingress's address to compare, the check's own words come first.
    let unpublished = status_explainer::explain(&text.replace("    - ip: 203.0.113.10\n", ""), status_explainer::Timestamp::parse("2025-03-04T10:30:00Z"));
    assert_explains!(find(&unpublished, "Certificate", "shop-tls"), Verdict::Failed, ["It cannot finish: cert-manager's own check of the HTTP-01 challenge"]);
    // While the challenge is young, all of it is still being issued.
    assert_eq!(find(&young, "Certificate", "shop-tls").verdict, Verdict::InProgress);
}

#[test]
fn certificate_with_a_config_error_has_failed() {
    check(
        r#"
apiVersion: cert-manager.io/v1
kind: Certificate
metadata: {name: web-tls}
status:
  conditions:
  - {type: Ready, status: "False", reason: ConfigError, message: "Resource validation failed"}
"#,
        Verdict::Failed,
        &["ConfigError", "Resource validation failed"],
    );
}

#[test]
fn running_analysis_run_is_not_ready_yet() {
    check("apiVersion: argoproj.io/v1alpha1\nkind: AnalysisRun\nmetadata: {name: canary-1}\nstatus: {phase: Running}\n", Verdict::InProgress, &["Running", "not finished"]);
    check("apiVersion: argoproj.io/v1alpha1\nkind: Experiment\nmetadata: {name: exp}\nstatus: {phase: Successful}\n", Verdict::Succeeded, &["Successful"]);
    check(
        "apiVersion: argoproj.io/v1alpha1\nkind: AnalysisRun\nmetadata: {name: canary-2}\nstatus: {phase: Failed, message: Metric \"error-rate\" assessed Failed}\n",
        Verdict::Failed,
        &["Failed", "error-rate"],
    );
}

#[test]
fn a_paused_argo_rollout_says_how_to_promote_it_and_its_completed_false_is_not_called_finished() {
    let report = explained(include_str!("inputs/argo-rollout-paused.yaml"));
    let rollout = find(&report, "Rollout", "storefront");
    assert_explains!(rollout, Verdict::Suspended, ["paused at a pause step", "kubectl argo rollouts promote storefront -n shop"]);
    let completed = &condition(rollout, "Completed").explanation;
    assert!(completed.what.contains("whether Completed is True or False") && !completed.what.starts_with("The Rollout finished updating"), "{}", completed.what);
}

#[test]
fn paused_scaled_job_and_machine_deployment_are_suspended() {
    check(
        r#"
apiVersion: keda.sh/v1alpha1
kind: ScaledJob
metadata: {name: worker}
status:
  conditions:
  - {type: Ready, status: "True", reason: ScaledJobReady, message: "ScaledJob is paused, skipping reconcile loop"}
  - {type: Paused, status: "True", reason: ScaledJobPaused, message: ScaledJob is paused}
"#,
        Verdict::Suspended,
        &["Paused is True", "ScaledJobPaused"],
    );
    check(
        "apiVersion: cluster.x-k8s.io/v1beta1\nkind: MachineDeployment\nmetadata: {name: md-0}\nspec: {paused: true, replicas: 3}\nstatus: {phase: Running, readyReplicas: 3}\n",
        Verdict::Suspended,
        &["spec.paused"],
    );
    check(
        "apiVersion: cluster.x-k8s.io/v1beta1\nkind: MachineDeployment\nmetadata: {name: md-0}\nspec: {replicas: 5}\nstatus: {phase: ScalingUp, readyReplicas: 4}\n",
        Verdict::InProgress,
        &["ScalingUp", "4 of 5"],
    );
}

#[test]
fn keda_partial_trigger_error_is_degraded() {
    check(
        r#"
apiVersion: keda.sh/v1alpha1
kind: ScaledObject
metadata: {name: api}
status:
  conditions:
  - {type: Ready, status: Unknown, reason: PartialTriggerError, message: Some triggers defined in ScaledObject are not working correctly}
"#,
        Verdict::Degraded,
        &["PartialTriggerError", "not working correctly"],
    );
}

#[test]
fn gloo_states_word_and_number() {
    check(
        "apiVersion: gateway.solo.io/v1\nkind: VirtualService\nmetadata: {name: shop}\nstatus:\n  statuses:\n    gloo-system: {state: Rejected, reportedBy: gateway, reason: \"domain conflict: example.com\"}\n",
        Verdict::Failed,
        &["Rejected", "gloo-system", "domain conflict: example.com"],
    );
    check("apiVersion: gateway.solo.io/v1\nkind: RouteTable\nmetadata: {name: r}\nstatus: {state: 3, reason: upstream missing}\n", Verdict::Degraded, &["Warning", "upstream missing"]);
    check("apiVersion: gloo.solo.io/v1\nkind: Upstream\nmetadata: {name: u}\nstatus: {state: 1}\n", Verdict::Ready, &["Accepted"]);
    check("apiVersion: gloo.solo.io/v1\nkind: Upstream\nmetadata: {name: u}\n", Verdict::InProgress, &["not validated"]);
}

#[test]
fn promotion_in_progress_and_failed_gate() {
    check(
        r#"
apiVersion: promoter.argoproj.io/v1alpha1
kind: ChangeTransferPolicy
metadata: {name: env-prod}
status:
  conditions: [{type: Ready, status: "True"}]
  active: {dry: {sha: abc1234}}
  proposed:
    dry: {sha: def5678}
    commitStatuses: [{key: e2e, phase: pending}]
"#,
        Verdict::InProgress,
        &["abc1234", "def5678", "e2e"],
    );
    check(
        r#"
apiVersion: promoter.argoproj.io/v1alpha1
kind: TimedCommitStatus
metadata: {name: soak}
status:
  conditions: [{type: Ready, status: "True", reason: ReconciliationSuccess}]
  environments: [{branch: env/prod, phase: failure}]
"#,
        Verdict::Failed,
        &["env/prod", "failure"],
    );
}

#[test]
fn threescale_keptn_and_policies() {
    check(
        "apiVersion: capabilities.3scale.net/v1beta1\nkind: Product\nmetadata: {name: p}\nstatus:\n  conditions: [{type: Orphan, status: \"True\", message: Product spec contains reference(s) to non existing resources}]\n",
        Verdict::Failed,
        &["Orphan", "non existing resources"],
    );
    check("apiVersion: capabilities.3scale.net/v1beta1\nkind: Tenant\nmetadata: {name: t}\nstatus: {conditions: []}\n", Verdict::InProgress, &["not synchronised"]);
    check(
        "apiVersion: lifecycle.keptn.sh/v1\nkind: KeptnWorkloadVersion\nmetadata: {name: w}\nstatus: {status: Failed, preDeploymentStatus: Failed, currentPhase: PreDeployTasks}\n",
        Verdict::Failed,
        &["Failed", "preDeploymentStatus", "PreDeployTasks"],
    );
    check(
        "apiVersion: metrics.keptn.sh/v1\nkind: KeptnMetric\nmetadata: {name: cpus}\nstatus: {errMsg: \"dial tcp: no such host\"}\n",
        Verdict::Failed,
        &["no such host"],
    );
    check(
        r#"
apiVersion: policy.open-cluster-management.io/v1
kind: Policy
metadata: {name: ns-policy}
spec: {disabled: false}
status:
  compliant: NonCompliant
  status:
  - {clustername: edge-1, compliant: NonCompliant}
  - {clustername: edge-2, compliant: Compliant}
"#,
        Verdict::Degraded,
        &["NonCompliant", "edge-1"],
    );
}

#[test]
fn odd_shapes_do_not_panic() {
    for text in [
        "apiVersion: gateway.solo.io/v1\nkind: VirtualService\nstatus: {statuses: [1, 2], state: [true]}\n",
        "apiVersion: gateway.solo.io/v1\nkind: VirtualService\nstatus: {statuses: {ns: {state: 99}}}\n",
        "apiVersion: promoter.argoproj.io/v1alpha1\nkind: ChangeTransferPolicy\nstatus: {conditions: [{type: Ready, status: \"True\"}], active: 3, proposed: {dry: []}}\n",
        "apiVersion: policy.open-cluster-management.io/v1\nkind: Policy\nstatus: {compliant: 7, status: {a: b}, details: \"x\"}\n",
        "apiVersion: lifecycle.keptn.sh/v1\nkind: KeptnAppVersion\nstatus: {status: Failed, workloadStatus: [null, {status: Failed}]}\n",
        "apiVersion: cluster.x-k8s.io/v1beta1\nkind: MachineHealthCheck\nstatus: {currentHealthy: -4, expectedMachines: 9223372036854775807}\n",
    ] {
        assert!(!explained(text).resources.is_empty(), "nothing explained from:\n{text}");
    }
}

#[test]
fn kruise_workloads_and_jobs() {
    check(
        "apiVersion: apps.kruise.io/v1alpha1\nkind: CloneSet\nmetadata: {name: web, generation: 2}\nspec: {replicas: 3, updateStrategy: {paused: true}}\nstatus: {observedGeneration: 2, replicas: 3, updatedReadyReplicas: 1}\n",
        Verdict::Suspended,
        &["paused", "1 of 3"],
    );
    check(
        "apiVersion: apps.kruise.io/v1beta1\nkind: StatefulSet\nmetadata: {name: db, generation: 3}\nspec: {replicas: 4, updateStrategy: {rollingUpdate: {partition: 2}}}\nstatus: {observedGeneration: 3, replicas: 4, updatedReadyReplicas: 2}\n",
        Verdict::Ready,
        &["partition 2", "2 of 4"],
    );
    check(
        "apiVersion: apps.kruise.io/v1alpha1\nkind: CloneSet\nmetadata: {name: web, generation: 1}\nspec: {replicas: 2}\nstatus:\n  observedGeneration: 1\n  replicas: 2\n  updatedReadyReplicas: 1\n  conditions: [{type: FailedScale, status: \"True\", reason: QuotaExceeded, message: exceeded quota}]\n",
        Verdict::Degraded,
        &["FailedScale", "exceeded quota", "1 of 2"],
    );
    check("apiVersion: apps.kruise.io/v1alpha1\nkind: BroadcastJob\nmetadata: {name: b}\nstatus: {phase: running, active: 2, desired: 3, succeeded: 1}\n", Verdict::InProgress, &["running", "1 of 3"]);
    check("apiVersion: apps.kruise.io/v1alpha1\nkind: AdvancedCronJob\nmetadata: {name: c}\nspec: {paused: true}\nstatus: {}\n", Verdict::Suspended, &["paused"]);
}

#[test]
fn gateway_api_parents_and_generations() {
    check(
        r#"
apiVersion: gateway.networking.k8s.io/v1
kind: HTTPRoute
metadata: {name: r, generation: 2}
status:
  parents:
  - parentRef: {name: eg, sectionName: old}
    controllerName: example.io/gw
    conditions: [{type: Accepted, status: "False", reason: NoMatchingParent, observedGeneration: 1}]
  - parentRef: {name: eg, sectionName: https}
    controllerName: example.io/gw
    conditions: [{type: Accepted, status: "True", observedGeneration: 2}, {type: ResolvedRefs, status: "False", reason: BackendNotFound, message: svc-x not found, observedGeneration: 2}]
"#,
        Verdict::Degraded,
        &["BackendNotFound", "svc-x not found", "Gateway eg (section https)"],
    );
    check(
        "apiVersion: gateway.networking.k8s.io/v1\nkind: GatewayClass\nmetadata: {name: gc, generation: 2}\nstatus:\n  conditions: [{type: Accepted, status: \"True\", observedGeneration: 1}]\n",
        Verdict::InProgress,
        &["generation 1", "generation 2"],
    );
    check(
        "apiVersion: gateway.networking.k8s.io/v1\nkind: Gateway\nmetadata: {name: g}\nstatus:\n  conditions: [{type: Accepted, status: \"False\", reason: InvalidParameters, message: bad params}]\n",
        Verdict::Failed,
        &["InvalidParameters", "bad params"],
    );
    check("apiVersion: gateway.networking.k8s.io/v1beta1\nkind: ReferenceGrant\nmetadata: {name: g}\nspec: {}\n", Verdict::Unknown, &[]);
}

#[test]
fn operators_with_state_words() {
    check("apiVersion: minio.min.io/v2\nkind: Tenant\nmetadata: {name: t}\nstatus: {currentState: Tenant credentials are not set properly}\n", Verdict::Failed, &["Tenant credentials are not set properly"]);
    check("apiVersion: minio.min.io/v2\nkind: Tenant\nmetadata: {name: t}\nstatus: {currentState: Initialized, healthStatus: yellow}\n", Verdict::Degraded, &["yellow"]);
    check("apiVersion: core.humio.com/v1alpha1\nkind: HumioView\nmetadata: {name: v}\nstatus: {state: ConfigError}\n", Verdict::Failed, &["ConfigError"]);
    check("apiVersion: grafana.integreatly.org/v1beta1\nkind: Grafana\nmetadata: {name: g}\nstatus: {stage: ingress, stageStatus: failed}\n", Verdict::Failed, &["ingress"]);
    check("apiVersion: grafana.integreatly.org/v1beta1\nkind: GrafanaDatasource\nmetadata: {name: d}\nstatus: {NoMatchingInstances: true, uid: x}\n", Verdict::Failed, &["instanceSelector"]);
    check(
        "apiVersion: platform.confluent.io/v1beta1\nkind: Connector\nmetadata: {name: c}\nstatus: {state: CREATED, connectorState: RUNNING, failedTasksCount: 2, tasksReady: 1/3}\n",
        Verdict::Degraded,
        &["failedTasksCount is 2", "1/3"],
    );
    // Only the fields that are there are named.
    check("apiVersion: platform.confluent.io/v1beta1\nkind: Connector\nmetadata: {name: c}\nstatus: {state: ERROR}\n", Verdict::Failed, &["status.state is ERROR: the connector failed."]);
    check("apiVersion: platform.confluent.io/v1beta1\nkind: Connector\nmetadata: {name: c}\nstatus: {state: CREATED, connectorState: FAILED}\n", Verdict::Failed, &["status.state is CREATED, connectorState is FAILED: the connector failed."]);
    check("apiVersion: platform.confluent.io/v1beta1\nkind: Kafka\nmetadata: {name: k}\nstatus: {phase: PROVISIONING}\n", Verdict::InProgress, &["PROVISIONING"]);
    check(
        "apiVersion: rabbitmq.com/v1beta1\nkind: RabbitmqCluster\nmetadata: {name: r}\nstatus:\n  conditions: [{type: ReconcileSuccess, status: \"True\"}, {type: AllReplicasReady, status: \"False\", reason: NotAllPodsReady, message: 1/3 Pods ready}]\n",
        Verdict::InProgress,
        &["1/3 Pods ready"],
    );
    check(
        "apiVersion: sql.cnrm.cloud.google.com/v1beta1\nkind: SQLInstance\nmetadata: {name: s}\nstatus:\n  conditions: [{type: Ready, status: \"False\", reason: Updating, message: Update in progress}]\n",
        Verdict::InProgress,
        &["Updating"],
    );
    check("apiVersion: core.cnrm.cloud.google.com/v1beta1\nkind: ConfigConnector\nmetadata: {name: c}\nstatus: {healthy: false}\n", Verdict::Failed, &["healthy is false"]);
}

#[test]
fn new_systems_odd_shapes_do_not_panic() {
    for text in [
        "apiVersion: apps.kruise.io/v1alpha1\nkind: CloneSet\nspec: {replicas: -9223372036854775808, updateStrategy: {partition: \"999999999999999999999%\"}}\nstatus: {updatedReadyReplicas: 9223372036854775807, expectedUpdatedReplicas: -1}\n",
        "apiVersion: apps.kruise.io/v1alpha1\nkind: CloneSet\nspec: {replicas: 9223372036854775807, updateStrategy: {partition: \"-50%\"}}\nstatus: {}\n",
        "apiVersion: gateway.networking.k8s.io/v1\nkind: HTTPRoute\nmetadata: {generation: 9223372036854775807}\nstatus: {parents: [1, {parentRef: 3, conditions: {a: b}}, {conditions: [null, 7]}]}\n",
        "apiVersion: minio.min.io/v2\nkind: Tenant\nstatus: {currentState: [1]}\n",
        "apiVersion: grafana.integreatly.org/v1beta1\nkind: Grafana\nstatus: {stage: 3, stageStatus: [x]}\n",
        "apiVersion: core.cnrm.cloud.google.com/v1beta1\nkind: ConfigConnector\nstatus: {healthy: true, errors: [1, null, ok]}\n",
    ] {
        assert!(!explained(text).resources.is_empty(), "nothing explained from:\n{text}");
    }
}

#[test]
fn argo_workflow_phases_and_the_failed_step() {
    let workflow = |status: &str| format!("apiVersion: argoproj.io/v1alpha1\nkind: Workflow\nmetadata: {{name: etl-x7k2p, namespace: argo}}\nspec: {{entrypoint: main}}\n{status}");
    check(&workflow(""), Verdict::InProgress, &["not started yet"]);
    check(&workflow("status: {phase: Running, progress: 1/3}\n"), Verdict::InProgress, &["running", "1/3"]);
    check(&workflow("status: {phase: Succeeded, progress: 3/3}\n"), Verdict::Succeeded, &["finished successfully"]);
    check(
        "apiVersion: argoproj.io/v1alpha1\nkind: Workflow\nmetadata: {name: etl-x7k2p}\nspec: {entrypoint: main, suspend: true}\nstatus: {phase: Running}\n",
        Verdict::Suspended,
        &["suspended", "spec.suspend"],
    );
    check(
        r#"
apiVersion: argoproj.io/v1alpha1
kind: Workflow
metadata: {name: etl-x7k2p, namespace: argo}
spec: {entrypoint: main}
status:
  phase: Failed
  message: child 'etl-x7k2p-2884906113' failed
  progress: 1/2
  nodes:
    etl-x7k2p:
      {id: etl-x7k2p, displayName: etl-x7k2p, type: Steps, phase: Failed, templateName: main, message: "child 'etl-x7k2p-2884906113' failed"}
    etl-x7k2p-2884906113:
      {id: etl-x7k2p-2884906113, displayName: load, type: Pod, phase: Failed, templateName: load-table, message: "Error (exit code 1): relation \"orders\" does not exist"}
"#,
        Verdict::Failed,
        &["failed", "Step load (template load-table) failed", "relation \"orders\" does not exist"],
    );
    check(
        "apiVersion: argoproj.io/v1alpha1\nkind: Workflow\nmetadata: {name: etl}\nstatus:\n  phase: Failed\n  conditions:\n  - {type: SpecError, status: \"True\", message: \"spec.templates[0].name: 'Main' is invalid\"}\n",
        Verdict::Failed,
        &["spec is invalid", "'Main' is invalid"],
    );
}

#[test]
fn argo_messages_and_counts_read_cleanly() {
    let workflow = |status: &str| format!("apiVersion: argoproj.io/v1alpha1\nkind: Workflow\nmetadata: {{name: etl}}\nspec: {{entrypoint: main}}\n{status}");
    check_tidy(
        &workflow("status:\n  phase: Failed\n  message: child 'etl-1' failed.\n  nodes:\n    etl-1: {name: etl-1, displayName: load, type: Pod, phase: Failed, message: Error (exit code 1).}\n"),
        Verdict::Failed,
        &["The workflow failed: child 'etl-1' failed. Step load failed: Error (exit code 1)."],
    );
    check_tidy(&workflow("status: {phase: Running, message: Waiting for the pods.}\n"), Verdict::InProgress, &["running: Waiting for the pods."]);
    // An aborted Rollout whose status names no stable ReplicaSet does not claim nothing is available.
    check_tidy(
        "apiVersion: argoproj.io/v1alpha1\nkind: Rollout\nmetadata: {name: web}\nspec: {replicas: 3}\nstatus: {abort: true, phase: Degraded, availableReplicas: 2, message: RolloutAborted}\n",
        Verdict::Failed,
        &["2 of 3 replicas are available, but the status names no stable version"],
    );
}

#[test]
fn prometheus_operator_configuration_exists_or_says_who_refused_it() {
    check(
        "apiVersion: monitoring.coreos.com/v1\nkind: ServiceMonitor\nmetadata: {name: web, namespace: shop}\nspec: {selector: {matchLabels: {app: web}}, endpoints: [{port: http}]}\n",
        Verdict::Ready,
        &["no status to check", "Prometheus operator reads"],
    );
    check(
        r#"
apiVersion: monitoring.coreos.com/v1
kind: ServiceMonitor
metadata: {name: web, namespace: shop}
status:
  bindings:
  - group: monitoring.coreos.com
    resource: prometheuses
    name: k8s
    namespace: monitoring
    conditions:
    - {type: Accepted, status: "False", reason: InvalidConfiguration, message: "relabel configuration for replace action needs targetLabel"}
  - group: monitoring.coreos.com
    resource: prometheuses
    name: user-workload
    namespace: monitoring
    conditions:
    - {type: Accepted, status: "True", reason: ""}
"#,
        Verdict::Degraded,
        &["Not accepted by 1 of the 2 workloads", "prometheuses k8s", "InvalidConfiguration", "needs targetLabel"],
    );
    // A Prometheus itself is read by its own conditions.
    check(
        "apiVersion: monitoring.coreos.com/v1\nkind: Prometheus\nmetadata: {name: k8s}\nstatus:\n  conditions:\n  - {type: Available, status: \"False\", reason: NoPodReady, message: \"shard 0: pod prometheus-k8s-0: 0/2 nodes are available\"}\n  - {type: Reconciled, status: \"True\"}\n",
        Verdict::Degraded,
        &["Available is False", "NoPodReady"],
    );
}

#[test]
fn istio_analysis_errors_fail_the_configuration_and_warnings_are_noted() {
    check(
        r#"
apiVersion: networking.istio.io/v1
kind: VirtualService
metadata: {name: reviews, namespace: shop}
spec: {hosts: [reviews], http: [{route: [{destination: {host: reviews-v2}}]}]}
status:
  observedGeneration: "3"
  validationMessages:
  - documentationUrl: https://istio.io/latest/docs/reference/config/analysis/ist0101/
    level: ERROR
    type: {code: IST0101}
    message: 'Referenced host not found: "reviews-v2"'
"#,
        Verdict::Failed,
        &["Istio's analysis found an error", "IST0101", "Referenced host not found: \"reviews-v2\""],
    );
    check(
        "apiVersion: networking.istio.io/v1\nkind: Gateway\nmetadata: {name: public}\nstatus:\n  validationMessages:\n  - {level: WARNING, type: {code: IST0104}, message: \"The gateway refers to a port that is not exposed on the workload (pod selector istio=ingressgateway; port 8443)\"}\n",
        Verdict::Ready,
        &["no error", "1 warning", "IST0104", "port 8443"],
    );
    check("apiVersion: security.istio.io/v1\nkind: AuthorizationPolicy\nmetadata: {name: allow}\nstatus:\n  conditions:\n  - {type: Reconciled, status: \"True\"}\n  validationMessages: []\n", Verdict::Ready, &[]);
}

#[test]
fn a_state_word_this_tool_does_not_know_is_quoted_with_what_the_status_says() {
    let widget = one("apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w1}\nstatus: {state: Broken, lastError: disk full}\n");
    assert_explains!(&widget, Verdict::Unknown, ["status.state is “Broken”, a word this tool does not know", "status.lastError says “disk full”"]);
    let quiet = one("apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w2}\nstatus: {observedGeneration: 2, error: 'quota exceeded.'}\n");
    assert_explains!(&quiet, Verdict::Unknown, ["no conditions or phase this tool can read", "status.error says “quota exceeded”"]);
    let failed = one("apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w3}\nstatus: {phase: Failed, lastError: disk full}\n");
    assert_explains!(&failed, Verdict::Failed, ["status.phase is Failed: disk full"]);
}

// ---------------------------------------------------------------- Argo CD

const ARGOCD_EXAMPLE: &str = include_str!("../www/examples/argocd-application-degraded.yaml");

/// An Application with `status` written in YAML (indented two spaces under `status:`), and
/// automated sync or not.
fn application(status: &str, automated: bool) -> status_explainer::report::ResourceReport {
    let policy = if automated { "  syncPolicy: {automated: {prune: true}}\n" } else { "" };
    one(&format!("apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {{name: payments, namespace: argocd}}\nspec:\n  project: shop\n{policy}status:\n{status}"))
}

#[test]
fn an_argocd_application_follows_its_degraded_resources_down_to_the_crashing_container() {
    let report = explained(ARGOCD_EXAMPLE);
    let app = find(&report, "Application", "payments");
    assert_explains!(app, Verdict::Degraded, ["Health is Degraded: Deployment payments (shop): Deployment \"payments\" exceeded its progress deadline"]);
    assert_eq!(
        app.root_cause.as_ref().expect("cause").text,
        "Application payments → Deployment payments → ReplicaSet payments-6c8f9d7b5 (revision 9) → Pod payments-6c8f9d7b5-m4x7q → container api: CrashLoopBackOff, last exit 1 Error"
    );
    let cause = report.root_cause.as_ref().expect("the paste's root cause");
    assert!(cause.summary.contains("config: required key PAYMENTS_PROVIDER_URL missing"), "{}", cause.summary);
    // With selfHeal on, a kubectl rollback would be put back: Git or argocd app rollback.
    let deployment = find(&report, "Deployment", "payments");
    let texts: Vec<&str> = std::iter::once(deployment.summary.as_str()).chain(deployment.conditions.iter().map(|c| c.explanation.next.as_ref())).collect();
    assert!(texts.iter().all(|text| !text.contains("kubectl rollout undo")), "{texts:#?}");
    assert!(texts.iter().any(|text| text.contains("revert the change in Git, or turn off auto-sync and run argocd app rollback payments.")), "{texts:#?}");
    // The crash's fix "in deployment/payments" would be put back too: it says where it goes.
    let pod = find(&report, "Pod", "payments-6c8f9d7b5-m4x7q");
    let next = &pod.containers.iter().find(|c| c.failing).expect("the crashing container").explanation.next;
    assert!(
        next.contains("fix what they say (in deployment/payments, or in what it depends on when they name that); kubectl logs payments-6c8f9d7b5-m4x7q -n shop -c api --previous shows the whole run. Argo CD (Application payments, selfHeal on) puts back any change made to the live object at once: make it in Git (path shop/payments of https://git.example.com/platform/apps.git)"),
        "{next}"
    );
}

#[test]
fn an_argocd_application_says_what_its_sync_and_health_mean() {
    // In sync and healthy, with the revision it runs.
    let fine = application("  health: {status: Healthy}\n  sync: {status: Synced, revision: 3f9c2e1b7d4a}\n", false);
    assert_explains!(&fine, Verdict::Ready, ["Healthy and Synced at revision 3f9c2e1"]);
    // Drift: without automated sync nobody applies it; with it, the next sync does.
    let drift = "  health: {status: Healthy}\n  sync: {status: OutOfSync}\n  resources:\n  - {kind: ConfigMap, namespace: shop, name: payments-config, status: OutOfSync}\n  - {kind: Service, namespace: shop, name: payments, status: Synced}\n";
    // Without automated sync, a new revision waits for a person by design.
    assert_explains!(&application(drift, false), Verdict::Suspended, [
        "Healthy, but OutOfSync in 1 resource (ConfigMap payments-config (shop)): its source has changes it does not run yet",
        "argocd app diff payments, then argocd app sync payments",
    ]);
    // The same revision synced already: the live objects were changed since.
    let changed = format!("{drift}  operationState: {{phase: Succeeded, syncResult: {{revision: abc}}}}\n").replace("status: OutOfSync}", "status: OutOfSync, revision: abc}");
    assert_explains!(&application(&changed, false), Verdict::Degraded, ["the live objects changed after Argo CD applied this revision"]);
    assert_explains!(&application(drift, true), Verdict::InProgress, ["automated sync applies the difference at its next sync"]);
    // It cannot compare: the repository's error, quoted, and the condition explained.
    let broken = application(
        "  health: {status: Healthy}\n  sync: {status: Unknown}\n  conditions:\n  - {type: ComparisonError, message: \"Failed to load target state: rpc error: unable to resolve 'release-9' to a commit SHA\", lastTransitionTime: \"2025-03-04T10:00:00Z\"}\n",
        true,
    );
    assert_explains!(&broken, Verdict::Failed, ["Argo CD cannot compare it with its source", "“Failed to load target state: rpc error: unable to resolve 'release-9' to a commit SHA”", "argocd app get payments --refresh"]);
    // Its login refused while what runs is Healthy: up, but it cannot update.
    let refused = application(
        "  health: {status: Healthy}\n  sync: {status: Unknown}\n  conditions:\n  - {type: ComparisonError, message: \"Failed to load target state: rpc error: authentication required\", lastTransitionTime: \"2025-03-04T10:00:00Z\"}\n",
        true,
    );
    assert_explains!(&refused, Verdict::Degraded, ["Nothing running is down: health is Healthy.", "it refuses Argo CD's credentials (“Failed to load target state: rpc error: authentication required”)", "argocd app get payments --hard-refresh"]);
    let comparison = condition(&broken, "ComparisonError");
    assert!(comparison.failing && comparison.status == "True", "{comparison:?}");
    assert!(comparison.explanation.what.contains("could not be fetched"), "{}", comparison.explanation.what);
    // The last sync failed: each object it could not apply, with its error.
    let failed = application(
        "  health: {status: Healthy}\n  sync: {status: OutOfSync}\n  operationState:\n    phase: Failed\n    message: one or more objects failed to apply\n    syncResult:\n      resources:\n      - {kind: Deployment, namespace: shop, name: payments, status: SyncFailed, message: \"Deployment.apps \\\"payments\\\" is invalid: spec.selector: field is immutable\"}\n",
        true,
    );
    assert_explains!(&failed, Verdict::Failed, [
        "The last sync failed: “one or more objects failed to apply”. It could not apply Deployment payments (shop): Deployment.apps \"payments\" is invalid: spec.selector: field is immutable",
        "then argocd app sync payments",
    ]);
    // A sync under way; its resources coming up; paused on purpose; not created yet.
    assert_eq!(application("  health: {status: Healthy}\n  sync: {status: OutOfSync}\n  operationState: {phase: Running, message: waiting for healthy state of apps/Deployment/payments}\n", true).verdict, Verdict::InProgress);
    let progressing = application("  health: {status: Progressing}\n  sync: {status: Synced}\n  resources:\n  - {group: apps, kind: Deployment, namespace: shop, name: payments, status: Synced, health: {status: Progressing, message: \"Waiting for rollout to finish: 1 of 2 updated replicas are available...\"}}\n", true);
    assert_explains!(&progressing, Verdict::InProgress, ["Deployment payments (shop): Waiting for rollout to finish: 1 of 2 updated replicas are available..."]);
    assert_eq!(application("  health: {status: Suspended}\n  sync: {status: Synced}\n", true).verdict, Verdict::Suspended);
    assert_explains!(&application("  health: {status: Missing}\n  sync: {status: OutOfSync}\n", false), Verdict::Degraded, ["do not exist in the cluster", "argocd app sync payments"]);
    // A warning is a note, never the verdict.
    let shared = application("  health: {status: Healthy}\n  sync: {status: Synced}\n  conditions:\n  - {type: SharedResourceWarning, message: \"ConfigMap/payments-config is part of applications argocd/payments and billing\"}\n", false);
    assert_explains!(&shared, Verdict::Ready, ["Note: SharedResourceWarning: ConfigMap/payments-config is part of applications argocd/payments and billing"]);
    assert!(!condition(&shared, "SharedResourceWarning").failing);
}

#[test]
fn an_argocd_repository_login_refused_while_healthy_says_nothing_runs_down_and_how_to_log_in_again() {
    let report = explained_at(include_str!("inputs/argocd-repo-login-fails-while-healthy.yaml"), "2025-03-04T10:30:00Z");
    let app = find(&report, "Application", "storefront-prod");
    // Up, but it cannot update: not Failed.
    assert_explains!(app, Verdict::Degraded, [
        "Nothing running is down: health is Healthy, and it runs revision 9f8e7d6 (its last sync, at 2025-03-03T17:41:09Z, 16 h 48 min ago). Only new commits are not applied",
        "its repository https://github.com/acme/storefront-deploy.git for 2 h 29 min: it refuses Argo CD's credentials (“failed to list refs: authentication required: Invalid username or password”)",
        "argocd repo add https://github.com/acme/storefront-deploy.git --username <user> --password <token> --upsert",
        "the Secret in namespace argocd labelled argocd.argoproj.io/secret-type=repository (or repo-creds",
        "kubectl get secrets -n argocd -l argocd.argoproj.io/secret-type",
        "Then argocd app get storefront-prod --hard-refresh",
    ]);
    assert!(app.summary.starts_with("Nothing running is down"), "{}", app.summary);
    assert!(!app.summary.contains("Fix what the message says"), "{}", app.summary);
    // The condition points at the summary, not at the general checklist.
    let comparison = condition(app, "ComparisonError");
    assert!(!comparison.explanation.next.contains("argocd repo list"), "{}", comparison.explanation.next);
    // Over SSH the key is what to give again; and while not Healthy, it has failed.
    let ssh = include_str!("inputs/argocd-repo-login-fails-while-healthy.yaml")
        .replace("https://github.com/acme/storefront-deploy.git", "git@github.com:acme/storefront-deploy.git")
        .replace("authentication required: Invalid username or password", "ssh: handshake failed: ssh: unable to authenticate, attempted methods [none publickey], no supported methods remain")
        .replace("    status: Healthy\n  operationState", "    status: Degraded\n  operationState");
    let report = explained_at(&ssh, "2025-03-04T10:30:00Z");
    assert_explains!(find(&report, "Application", "storefront-prod"), Verdict::Failed, ["argocd repo add git@github.com:acme/storefront-deploy.git --ssh-private-key-path <key file> --upsert"]);
}

#[test]
fn an_argocd_application_set_says_when_it_cannot_generate() {
    let set = |conditions: &str| one(&format!("apiVersion: argoproj.io/v1alpha1\nkind: ApplicationSet\nmetadata: {{name: shops, namespace: argocd}}\nstatus:\n  conditions:\n{conditions}"));
    let failing = set("  - {type: ErrorOccurred, status: \"True\", reason: ApplicationGenerationFromParamsError, message: \"failed to execute go template: map has no entry for key region\"}\n  - {type: ParametersGenerated, status: \"False\", reason: ApplicationGenerationFromParamsError}\n  - {type: ResourcesUpToDate, status: \"False\", reason: ApplicationGenerationFromParamsError}\n");
    assert_explains!(&failing, Verdict::Failed, ["failed to execute go template: map has no entry for key region", "Its generators produced no parameters"]);
    assert!(condition(&failing, "ErrorOccurred").failing);
    let fine = set("  - {type: ErrorOccurred, status: \"False\", reason: ApplicationSetUpToDate}\n  - {type: ParametersGenerated, status: \"True\", reason: ParametersGenerated}\n  - {type: ResourcesUpToDate, status: \"True\", reason: ApplicationSetUpToDate}\n");
    assert_explains!(&fine, Verdict::Ready, ["generated and up to date"]);
}

// ---------------------------------------------------------------- Tekton

#[test]
fn a_tekton_pipeline_run_that_could_not_get_its_task_names_it_and_says_how_to_install_it_and_run_again() {
    let report = explained_at(include_str!("inputs/tekton-couldnt-get-task.yaml"), "2025-03-04T10:30:00Z");
    let run = find(&report, "PipelineRun", "build-and-push-run-h7x2k");
    assert_explains!(run, Verdict::Failed, [
        "Task kaniko, which pipeline task build-image of Pipeline build-and-push refers to (taskRef), is not in namespace ci",
        "it is not installed there, or the name is wrong",
        "tkn task list -n ci",
        "tkn hub install task kaniko -n ci",
        "A failed PipelineRun is never retried",
        "tkn pipeline start build-and-push -n ci --use-pipelinerun build-and-push-run-h7x2k",
    ]);
    assert!(!run.summary.contains("<"), "{}", run.summary);
    // The condition points at the summary.
    let succeeded = condition(run, "Succeeded");
    assert!(!succeeded.explanation.next.starts_with("Check the taskRef"), "{}", succeeded.explanation.next);
}

#[test]
fn a_failed_pipeline_run_leads_to_its_step_and_says_how_to_read_it() {
    let report = explained(include_str!("inputs/tekton-step-failed.yaml"));
    let run = find(&report, "PipelineRun", "build-42");
    assert_explains!(run, Verdict::Failed, ["Tasks Completed: 2 (Failed: 1, Cancelled 0), Skipped: 1"]);
    assert_eq!(
        run.root_cause.as_ref().expect("cause").text,
        "PipelineRun build-42 → TaskRun build-42-unit-tests → Pod build-42-unit-tests-pod → container step-test: Error"
    );
    assert!(condition(run, "Succeeded").explanation.next.contains("tkn pipelinerun logs build-42 -n ci"));
    assert!(condition(find(&report, "TaskRun", "build-42-unit-tests"), "Succeeded").explanation.next.contains("tkn taskrun logs build-42-unit-tests -n ci"));
    // The step's termination message is Tekton's results list, not words: not quoted.
    let pod = find(&report, "Pod", "build-42-unit-tests-pod");
    assert_explains!(pod, Verdict::Failed, ["container step-test ended with Error (exit code 1)"]);
    assert!(!pod.summary.contains("StartedAt"), "{}", pod.summary);
}

// ---------------------------------------------------------------- A review's pastes (2025-11-20)

/// Explains a paste written for a review, as of the moment the review was written for.
fn at_review_time(text: &str) -> status_explainer::Report {
    explained_at(text, "2025-11-20T12:00:00Z")
}

#[test]
fn argocd_says_when_a_sync_is_stuck_drift_stays_or_two_applications_fight() {
    let stuck = at_review_time(include_str!("inputs/argocd-sync-hook-stuck.yaml"));
    assert_explains!(find(&stuck, "Application", "accounts"), Verdict::Failed, [
        "A sync has been running for 3 h 58 min: waiting for completion of hook batch/Job/accounts-db-migrate",
        "kubectl logs job/accounts-db-migrate -n accounts",
        "argocd app terminate-op accounts",
    ]);
    let drift = at_review_time(include_str!("inputs/argocd-drift-without-self-heal.yaml"));
    assert_explains!(find(&drift, "Application", "ingress-nginx"), Verdict::Degraded, ["with selfHeal off automated sync does not undo that", "argocd app diff ingress-nginx"]);
    let shared = at_review_time(include_str!("inputs/argocd-shared-resource.yaml"));
    assert_explains!(find(&shared, "Application", "semaphore"), Verdict::Degraded, ["another Application manages some of the same objects", "Keep each object in one Application's source"]);
    // Outside Argo CD's own namespace the CLI needs the qualified name; the operation's first
    // error is said once, with its object.
    let team = at_review_time(include_str!("inputs/argocd-sync-failed-in-team-namespace.yaml"));
    let app = find(&team, "Application", "payments-api");
    assert_explains!(app, Verdict::Failed, ["argocd app sync team-a/payments-api", "The last sync failed: “one or more objects failed to apply”. It could not apply Deployment payments-api (payments)"]);
    assert_eq!(app.summary.matches("must be less than or equal to cpu limit").count(), 1, "{}", app.summary);
    // Its conditions' commands too.
    let nexts: Vec<&str> = app.conditions.iter().map(|c| c.explanation.next.as_ref()).filter(|next| next.contains("argocd app")).collect();
    assert!(!nexts.is_empty() && nexts.iter().all(|next| next.contains("argocd app get team-a/payments-api") && !next.contains("sync payments-api")), "{nexts:?}");
}

#[test]
fn a_failed_task_run_blames_the_step_that_ran_not_the_ones_stopped_after_it() {
    let report = at_review_time(include_str!("inputs/tekton-failed-step-and-skipped-ones.yaml"));
    let run = report.resources.iter().find(|r| r.kind == "PipelineRun").expect("the PipelineRun");
    let chain = &run.root_cause.as_ref().expect("cause").text;
    assert!(chain.ends_with("container step-test: Error"), "{chain}");
}

#[test]
fn an_external_secrets_failure_quotes_the_providers_own_error_from_its_newest_warning() {
    let report = at_review_time(include_str!("inputs/secret-store-vault-403.yaml"));
    let store = report.resources.iter().find(|r| r.kind == "SecretStore").expect("the store");
    assert_explains!(store, Verdict::Failed, ["Ready is False: InvalidProviderConfig: unable to create client. Its newest warning says: “unable to log in to auth method", "403"]);
}

#[test]
fn a_failed_external_secret_names_the_command_to_look_at_its_store() {
    let external = |store: &str| {
        explained(&format!("apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata: {{name: db, namespace: shop}}\nspec:\n  secretStoreRef: {store}\n  target: {{name: db}}\nstatus:\n  conditions:\n  - {{type: Ready, status: \"False\", reason: SecretSyncedError, message: could not get secret data from provider}}\n"))
    };
    assert_explains!(&external("{name: vault, kind: SecretStore}").resources[0], Verdict::Failed, ["It reads through SecretStore vault: kubectl describe secretstore vault -n shop says whether that store can log in."]);
    // A ClusterSecretStore has no namespace; no kind means a SecretStore.
    assert_explains!(&external("{name: vault, kind: ClusterSecretStore}").resources[0], Verdict::Failed, ["kubectl describe clustersecretstore vault says"]);
    assert_explains!(&external("{name: vault}").resources[0], Verdict::Failed, ["It reads through SecretStore vault: kubectl describe secretstore vault -n shop"]);
}

#[test]
fn a_task_run_cancelled_by_its_timed_out_pipeline_run_is_not_the_cause() {
    let report = at_review_time(include_str!("inputs/tekton-pipeline-run-timed-out.yaml"));
    let run = report.resources.iter().find(|r| r.kind == "PipelineRun").expect("the PipelineRun");
    assert_explains!(run, Verdict::Failed, ["PipelineRunTimeout", "failed to finish within \"1h0m0s\""]);
    assert!(run.root_cause.as_ref().is_none_or(|cause| cause.chain.len() == 1), "{:?}", run.root_cause);
    let task = report.resources.iter().find(|r| r.kind == "TaskRun").expect("the TaskRun");
    assert_explains!(task, Verdict::Unknown, ["Tekton stopped it because PipelineRun nightly-e2e-9kq4z ended first", "not a failure of its own"]);
    assert_eq!(report.root_cause.as_ref().expect("cause").text, "PipelineRun nightly-e2e-9kq4z");
}

#[test]
fn a_step_that_never_started_gets_no_program_exit_meaning() {
    let report = at_review_time(include_str!("inputs/tekton-step-image-not-pulled.yaml"));
    let pod = report.resources.iter().find(|r| r.kind == "Pod").expect("the step pod");
    let why = &pod.containers.first().expect("the step").explanation.why;
    assert!(why.contains("TaskRunImagePullFailed (exit code 1)") && !why.contains("the application reported an error"), "{why}");
    let task = report.resources.iter().find(|r| r.kind == "TaskRun").expect("the TaskRun");
    assert!(condition(task, "Succeeded").explanation.next.contains("fix the image in the Task, then run it again"));
}

#[test]
fn a_system_s_condition_is_not_explained_with_another_system_s_words() {
    // KEDA's Active and Strimzi's NotSupported: Knative and MTC have entries for those words,
    // with their own meaning; a system that has its own table gets its own or the general words.
    let report = explained("apiVersion: keda.sh/v1alpha1\nkind: ScaledObject\nmetadata: {name: s, namespace: n}\nstatus:\n  conditions:\n  - {type: Ready, status: \"True\", reason: ScaledObjectReady}\n  - {type: Active, status: \"False\", reason: ScalerNotActive}\n---\napiVersion: kafka.strimzi.io/v1beta2\nkind: KafkaTopic\nmetadata: {name: t, namespace: k}\nstatus:\n  conditions:\n  - {type: Ready, status: \"False\", reason: NotSupported, message: Decreasing partitions not supported}\n");
    let sources: Vec<&str> = report.resources.iter().flat_map(|r| r.conditions.iter().map(|c| c.explanation.source.as_ref())).collect();
    assert!(sources.iter().all(|source| !source.contains("/knative/") && !source.contains("/mtc/")), "{sources:?}");
}

#[test]
fn a_certificate_says_when_it_expired_or_when_it_will_while_renewal_fails() {
    let expired = explained(include_str!("inputs/certificate-expired-issuer-not-ready.yaml"));
    // Expired, with what holds the renewal up: its Issuer cannot log in to Vault.
    assert_explains!(find(&expired, "Certificate", "grafana-tls"), Verdict::Failed, [
        "expired 1 day ago (notAfter 2025-03-02T12:00:00Z): clients that check it refuse it now",
        "Why: Issuer vault-issuer: Vault refuses its Kubernetes login (403 permission denied at auth/kubernetes/login, role cert-manager)",
    ]);
    // The Issuer says which role must bind which ServiceAccount, from its spec.
    let issuer = find(&expired, "Issuer", "vault-issuer");
    assert_explains!(issuer, Verdict::Failed, [
        "the role must bind ServiceAccount vault-issuer in namespace monitoring",
        "vault read auth/kubernetes/role/cert-manager shows its bound_service_account_names",
    ]);
    // Vault's multi-line message is quoted on one line where a summary quotes it.
    assert_eq!(status_explainer::report::on_one_line("Error making API request.\n\nURL: POST /v1/auth/kubernetes/login\n  Code: 403.".to_owned()), "Error making API request. URL: POST /v1/auth/kubernetes/login Code: 403.");
    let expiring = explained(include_str!("inputs/certificate-renewal-failing-still-valid.yaml"));
    assert_explains!(find(&expiring, "Certificate", "payments-mtls"), Verdict::Degraded, [
        "still serves but expires in 2 days (notAfter 2025-03-07T10:00:00Z); renewing it, due since 2025-03-03T10:00:00Z, fails",
        "cmctl status certificate payments-mtls -n payments",
    ]);
}

#[test]
fn an_acme_challenge_whose_solver_cannot_present_it_fails() {
    let report = explained(include_str!("inputs/certificate-dns01-solver-access-denied.yaml"));
    let challenge = report.resources.iter().find(|r| r.kind == "Challenge").expect("the challenge");
    assert_explains!(challenge, Verdict::Failed, ["cert-manager's solver cannot present the DNS-01 challenge for api.example.com", "AccessDenied"]);
}

#[test]
fn keda_a_failing_trigger_on_fallback_is_degraded_and_paused_replicas_is_named() {
    let report = explained(include_str!("inputs/keda-trigger-failing-fallback.yaml"));
    let scaled = report.resources.iter().find(|r| r.kind == "ScaledObject").expect("the ScaledObject");
    assert_explains!(scaled, Verdict::Degraded, ["s0-lag (41 failures in a row)", "at spec.fallback.replicas (10)"]);
    let paused = explained(include_str!("inputs/several-operators-paused-and-short.yaml"));
    assert_explains!(paused.resources.iter().find(|r| r.kind == "ScaledObject").expect("the paused one"), Verdict::Suspended, [
        "holds its target at 0 replicas",
        "kubectl annotate scaledobject ingest -n data autoscaling.keda.sh/paused-replicas-",
    ]);
}

#[test]
fn a_certificate_request_s_cmctl_command_names_its_certificate() {
    let report = explained(include_str!("inputs/certificate-rate-limited.yaml"));
    let nexts: Vec<&str> = report.resources.iter().flat_map(|r| r.conditions.iter().map(|c| c.explanation.next.as_ref())).collect();
    assert!(nexts.iter().all(|next| !next.contains("cmctl status certificate wildcard-example-3")), "{nexts:#?}");
    assert!(nexts.iter().any(|next| next.contains("cmctl status certificate wildcard-example -n ingress")), "{nexts:#?}");
}

#[test]
fn an_acme_rate_limit_says_until_when_and_that_waiting_is_the_fix() {
    let report = explained(include_str!("inputs/certificate-rate-limited.yaml"));
    let certificate = report.resources.iter().find(|r| r.kind == "Certificate").expect("the Certificate");
    assert_explains!(certificate, Verdict::Failed, [
        "refuses new certificates for these names until 2025-03-05 02:13:44 UTC (in 15 h 43 min)",
        "too many certificates (5) already issued for this exact set of identifiers in the last 168h0m0s",
        // The advice is said once, at the Order (and in the paste's root cause), not thrice.
        "What to do is said at Order wildcard-example-3-1294856233.",
    ]);
    assert!(!certificate.summary.contains("cmctl renew"), "{}", certificate.summary);
    assert!(report.root_cause.as_ref().expect("root cause").summary.contains("cmctl renew wildcard-example -n ingress"));
    assert_eq!(certificate.reason.as_deref(), Some("RateLimited"));
    // Its conditions do not contradict the summary with "waiting will not help".
    assert!(certificate.conditions.iter().all(|c| !c.explanation.next.contains("Waiting will not help")), "{:#?}", certificate.conditions);
    let request = report.resources.iter().find(|r| r.kind == "CertificateRequest").expect("the request");
    assert_explains!(request, Verdict::Failed, ["until 2025-03-05 02:13:44 UTC", "What to do is said at Order"]);
    let order = report.resources.iter().find(|r| r.kind == "Order").expect("the order");
    assert_explains!(order, Verdict::Failed, ["until 2025-03-05 02:13:44 UTC", "cmctl renew wildcard-example -n ingress"]);
    // Without a time in the message it still says what it is.
    let order = one("apiVersion: acme.cert-manager.io/v1\nkind: Order\nmetadata: {name: o, namespace: n}\nstatus: {state: errored, reason: '429 urn:ietf:params:acme:error:rateLimited: Your account is temporarily prevented from requesting certificates'}\n");
    assert_explains!(&order, Verdict::Failed, ["refuses new certificates for these names: a rate limit (Your account is temporarily prevented from requesting certificates)"]);
}

#[test]
fn a_gateway_listener_without_its_tls_secret_is_degraded_and_names_the_secret() {
    let report = explained(include_str!("inputs/gateway-listener-tls-secret-missing.yaml"));
    let gateway = find(&report, "Gateway", "public-gw");
    assert_explains!(gateway, Verdict::Degraded, [
        "Listener https (HTTPS, port 443) cannot serve",
        "InvalidCertificateRef: Secret infra/wildcard-example-tls does not exist",
        "kubectl get secret wildcard-example-tls -n infra",
        "Its other listeners work (http)",
    ]);
    assert_eq!(gateway.reason.as_deref(), Some("InvalidCertificateRef"));
    // Refused by one Gateway, accepted by another: it still serves.
    let route = find(&report, "HTTPRoute", "storefront");
    assert_explains!(route, Verdict::Degraded, ["NotAllowedByListeners", "It still serves through Gateway public-gw, which accepted it."]);
    // Every listener broken: nothing is served.
    let all_broken = one(
        "apiVersion: gateway.networking.k8s.io/v1\nkind: Gateway\nmetadata: {name: g, namespace: n}\nspec:\n  listeners:\n  - {name: a, port: 80, protocol: HTTP}\n  - {name: b, port: 80, protocol: HTTP, hostname: x.example.com}\nstatus:\n  conditions: [{type: Accepted, status: \"True\"}, {type: Programmed, status: \"True\"}]\n  listeners:\n  - {name: a, conditions: [{type: Conflicted, status: \"True\", reason: HostnameConflict}]}\n  - {name: b, conditions: [{type: Conflicted, status: \"True\", reason: HostnameConflict}]}\n",
    );
    assert_explains!(&all_broken, Verdict::Failed, ["Listener a (HTTP, port 80) cannot serve", "No listener works (2 cannot serve)", "distinct hostnames"]);
    // Listeners still being programmed are not a problem.
    check(
        "apiVersion: gateway.networking.k8s.io/v1\nkind: Gateway\nmetadata: {name: g}\nstatus:\n  conditions: [{type: Accepted, status: \"True\"}, {type: Programmed, status: \"True\"}]\n  listeners:\n  - {name: a, conditions: [{type: Programmed, status: \"False\", reason: Pending}]}\n",
        Verdict::Ready,
        &[],
    );
}

#[test]
fn a_gateway_whose_tls_certificate_cannot_be_issued_takes_it_as_its_root_cause() {
    let certificate = include_str!("inputs/certificate-rate-limited.yaml").replace("namespace: ingress", "namespace: infra");
    let report = explained(&format!("{}\n---\n{certificate}", include_str!("inputs/gateway-listener-tls-secret-missing.yaml")));
    let gateway = find(&report, "Gateway", "public-gw");
    let chain: Vec<&str> = gateway.root_cause.as_ref().expect("a root cause").chain.iter().map(|link| link.kind.as_str()).collect();
    assert_eq!(chain, ["Gateway", "Certificate", "CertificateRequest", "Order"]);
}

#[test]
fn a_route_waiting_for_a_gateway_that_failed_has_failed_with_it() {
    let report = explained(
        "apiVersion: gateway.networking.k8s.io/v1\nkind: Gateway\nmetadata: {name: gw, namespace: infra}\nspec: {gatewayClassName: eg}\nstatus:\n  conditions: [{type: Accepted, status: \"False\", reason: InvalidParameters, message: 'EnvoyProxy infra/proxy-config not found'}]\n---\napiVersion: gateway.networking.k8s.io/v1\nkind: HTTPRoute\nmetadata: {name: web, namespace: shop}\nspec:\n  parentRefs: [{name: gw, namespace: infra}]\n",
    );
    let route = find(&report, "HTTPRoute", "web");
    assert_explains!(route, Verdict::Failed, ["depends on Gateway gw", "EnvoyProxy infra/proxy-config not found"]);
    // A route its Gateway answered says for itself why: no chain into the Gateway.
    let answered = explained(include_str!("inputs/gateway-listener-tls-secret-missing.yaml"));
    let chain = &find(&answered, "HTTPRoute", "storefront").root_cause.as_ref().expect("a root cause").chain;
    assert_eq!(chain.len(), 1, "{chain:?}");
}

#[test]
fn a_gateway_class_no_controller_picks_up_has_failed_after_ten_minutes() {
    let class = |created: &str| format!("apiVersion: gateway.networking.k8s.io/v1\nkind: GatewayClass\nmetadata: {{name: eg, creationTimestamp: '{created}'}}\nspec: {{controllerName: gateway.envoyproxy.io/gatewayclass-controller}}\nstatus:\n  conditions: [{{type: Accepted, status: Unknown, reason: Pending, message: Waiting for controller, lastTransitionTime: '1970-01-01T00:00:00Z'}}]\n");
    assert_explains!(&one(&class("2025-03-04T10:28:00Z")), Verdict::InProgress, ["Waiting for controller"]);
    assert_explains!(&one(&class("2025-03-04T09:00:00Z")), Verdict::Failed, ["1 h 30 min after it was made", "controllerName gateway.envoyproxy.io/gatewayclass-controller"]);
}

#[test]
fn a_failed_analysis_run_quotes_what_it_measured_against_its_condition() {
    let failed = "apiVersion: argoproj.io/v1alpha1\nkind: AnalysisRun\nmetadata: {name: web-8-1, namespace: shop}\nspec:\n  metrics:\n  - {name: success-rate, successCondition: 'result[0] >= 0.95', failureLimit: 2}\nstatus:\n  phase: Failed\n  message: 'Metric \"success-rate\" assessed Failed due to failed (3) > failureLimit (2)'\n  metricResults:\n  - name: success-rate\n    phase: Failed\n    failed: 3\n    measurements:\n    - {phase: Failed, value: '[0.81]'}\n    - {phase: Failed, value: '[0.79]'}\n    - {phase: Failed, value: '[0.8]'}\n";
    assert_explains!(&one(failed), Verdict::Failed, ["Metric success-rate measured [0.81], [0.79], [0.8] (its successCondition: result[0] >= 0.95)."]);
    let erred = "apiVersion: argoproj.io/v1alpha1\nkind: AnalysisRun\nmetadata: {name: web-8-1, namespace: shop}\nstatus:\n  phase: Error\n  metricResults:\n  - name: latency\n    phase: Error\n    measurements:\n    - {phase: Error, message: 'Post \"http://prometheus.monitoring:9090/api/v1/query\": dial tcp: lookup prometheus.monitoring: no such host'}\n";
    assert_explains!(&one(erred), Verdict::Failed, ["Metric latency could not be measured", "no such host", "provider's address"]);
}

#[test]
fn a_certificate_issuing_for_hours_is_stuck_and_points_at_its_challenges() {
    let report = explained(include_str!("inputs/knative-route-certificate-issuing-for-hours.yaml"));
    let stuck = report.resources.iter().find(|r| r.kind == "Certificate" && r.api_version.starts_with("cert-manager.io")).expect("the cert-manager Certificate");
    assert_explains!(stuck, Verdict::Failed, ["has been issuing for 2 h 31 min", "kubectl get challenges -n web"]);
    // Half an hour in, it is still only issuing.
    let early = explained_at(include_str!("inputs/knative-route-certificate-issuing-for-hours.yaml"), "2025-03-04T08:20:00Z");
    let issuing = early.resources.iter().find(|r| r.kind == "Certificate" && r.api_version.starts_with("cert-manager.io")).expect("the cert-manager Certificate");
    assert_eq!(issuing.verdict, Verdict::InProgress, "{}", issuing.summary);
}

// ---------------------------------------------------------------- A review's pastes (review 6)

#[test]
fn an_acme_account_refused_for_its_email_says_to_set_the_email_not_to_check_the_network() {
    let report = explained(include_str!("inputs/cert-manager-acme-invalid-contact.yaml"));
    let issuer = find(&report, "ClusterIssuer", "letsencrypt-prod");
    assert_explains!(issuer, Verdict::Failed, [
        "Let's Encrypt (https://acme-v02.api.letsencrypt.org/directory) was reached and refuses the account's email platform@example.com",
        "platform@example.com: “contact email has forbidden domain \"example.com\"” (invalidContact). The domain example.com is reserved",
        "set spec.acme.email to a mailbox you own",
        "kubectl edit clusterissuer letsencrypt-prod)",
    ]);
    for said in [issuer.summary.as_str(), condition(issuer, "Ready").explanation.next.as_ref()] {
        assert!(!said.contains("CoreDNS") && !said.contains("egress") && !said.contains("dial"), "{said}");
    }
    let certificate = find(&report, "Certificate", "shop-tls");
    assert_eq!(certificate.verdict, Verdict::Failed);
    let cause = report.root_cause.as_ref().expect("a root cause");
    assert_eq!(cause.text, "Certificate shop-tls → ClusterIssuer letsencrypt-prod");
    assert!(cause.summary.contains("set spec.acme.email"), "{}", cause.summary);
    assert!(report.what_to_do_at_root().is_none_or(|next| !next.contains("CoreDNS")), "{:?}", report.what_to_do_at_root());
    // A namespaced Issuer is edited in its namespace; a dial error is still the network's.
    let issuer_yaml = "apiVersion: cert-manager.io/v1\nkind: Issuer\nmetadata: {name: le, namespace: shop}\nspec:\n  acme: {email: ops@acme-retail.io, server: https://acme.example.net/dir}\nstatus:\n  conditions:\n  - {type: Ready, status: \"False\", reason: ErrRegisterACMEAccount, message: 'Failed to register ACME account: 403 urn:ietf:params:acme:error:externalAccountRequired: External Account Binding required'}\n";
    assert_explains!(&one(issuer_yaml), Verdict::Failed, ["The ACME server https://acme.example.net/dir was reached", "spec.acme.externalAccountBinding", "kubectl edit issuer le -n shop"]);
    let dial = "apiVersion: cert-manager.io/v1\nkind: ClusterIssuer\nmetadata: {name: le}\nspec:\n  acme: {email: ops@acme-retail.io}\nstatus:\n  conditions:\n  - {type: Ready, status: \"False\", reason: ErrRegisterACMEAccount, message: 'Failed to register ACME account: Get \"https://acme-v02.api.letsencrypt.org/directory\": dial tcp: lookup acme-v02.api.letsencrypt.org: no such host'}\n";
    let dial = one(dial);
    assert!(!dial.summary.contains("was reached") && dial.summary.contains("The name acme-v02.api.letsencrypt.org does not resolve (no such host)") && dial.summary.contains("k8s-app=kube-dns"), "{dial:?}");
}

#[test]
fn an_argocd_sync_refused_for_a_kind_the_cluster_does_not_know_says_to_install_its_crd() {
    let report = explained(include_str!("inputs/argocd-sync-crd-not-installed.yaml"));
    let app = find(&report, "Application", "checkout");
    // Healthy, and everything else synced: up, but not all applied.
    assert_explains!(app, Verdict::Degraded, [
        "The ServiceMonitor CRD (monitoring.coreos.com/v1) is not installed on the destination cluster https://kubernetes.default.svc",
        "the Prometheus Operator's CRDs",
        "so Argo CD could not apply ServiceMonitor checkout (shop)",
        "or take the ServiceMonitor out of the source in apps/checkout/overlays/prod",
        "then argocd app sync checkout",
        "Deployment checkout (shop) and Service checkout (shop) are synced and healthy: only the ServiceMonitor is missing",
    ]);
    assert!(!app.summary.contains("Fix it in the source"), "{}", app.summary);
    assert!(!condition(app, "SyncError").explanation.next.contains("fix the manifests"), "{}", condition(app, "SyncError").explanation.next);
    assert!(report.what_to_do_at_root().is_none_or(|next| !next.contains("fix the manifests")), "{:?}", report.what_to_do_at_root());
    // Not healthy (the Deployment degraded too): Failed, with the same words on the CRD.
    let down = include_str!("inputs/argocd-sync-crd-not-installed.yaml").replace("  health:\n    status: Healthy\n", "  health:\n    status: Missing\n");
    let report = explained(&down);
    assert_explains!(find(&report, "Application", "checkout"), Verdict::Failed, ["The ServiceMonitor CRD (monitoring.coreos.com/v1) is not installed"]);
}

#[test]
fn an_argocd_destination_its_project_does_not_allow_names_the_project_and_the_command_with_the_pasted_values() {
    let report = explained(include_str!("inputs/argocd-destination-not-permitted.yaml"));
    let app = find(&report, "Application", "payments-eu");
    assert_explains!(app, Verdict::Failed, [
        "AppProject team-payments does not allow its destination (server https://eu-prod.k8s.acme.internal:6443 and namespace payments)",
        "argocd proj get team-payments lists what it allows",
        "argocd proj add-destination team-payments https://eu-prod.k8s.acme.internal:6443 payments",
        "set spec.destination.server back",
        "argocd app get payments-eu --refresh",
    ]);
    for said in [app.summary.as_str(), condition(app, "InvalidSpecError").explanation.next.as_ref()] {
        assert!(!said.contains('<'), "{said}");
    }
    // Another invalid spec keeps the general advice, with the project named, not a placeholder.
    let other = include_str!("inputs/argocd-destination-not-permitted.yaml").replace(
        "application destination server 'https://eu-prod.k8s.acme.internal:6443' and namespace 'payments' do not match any of the allowed destinations in project 'team-payments'",
        "'Unable to generate manifests in envs/eu-prod: app path does not exist'",
    );
    let report = explained(&other);
    let next = &condition(find(&report, "Application", "payments-eu"), "InvalidSpecError").explanation.next;
    assert!(next.contains("argocd proj get team-payments") && !next.contains("<project>"), "{next}");
    // A repository the project does not allow: add-source with the pasted URL.
    let repo = include_str!("inputs/argocd-destination-not-permitted.yaml").replace(
        "application destination server 'https://eu-prod.k8s.acme.internal:6443' and namespace 'payments' do not match any of the allowed destinations in project 'team-payments'",
        "application repo git@github.com:acme/payments-deploy.git is not permitted in project 'team-payments'",
    );
    let report = explained(&repo);
    assert_explains!(find(&report, "Application", "payments-eu"), Verdict::Failed, ["argocd proj add-source team-payments git@github.com:acme/payments-deploy.git"]);
}

#[test]
fn a_task_run_out_of_time_names_the_step_that_was_running_the_steps_never_run_and_where_its_timeout_is_set() {
    let report = explained(include_str!("inputs/tekton-taskrun-timeout-in-a-step.yaml"));
    let run = find(&report, "TaskRun", "integration-tests-run-8x2k");
    assert_explains!(run, Verdict::Failed, [
        "It ran out of its timeout of 30m0s (TaskRunTimeout): step run-tests (./gradlew integrationTest --no-daemon) was still running after 29 min when it was stopped",
        "Step start-db (28 s) had finished before it.",
        "Step publish-report never ran.",
        "tkn taskrun logs integration-tests-run-8x2k -n ci -s run-tests",
        "kubectl logs integration-tests-run-8x2k-pod -n ci -c step-run-tests",
        "PipelineRun release-1-42 set this timeout: the timeout of pipeline task integration-tests in the Pipeline",
        "spec.timeouts",
    ]);
    assert_eq!(condition(run, "Succeeded").explanation.next, "");
    // A TaskRun of its own: its spec.timeout.
    let alone = include_str!("inputs/tekton-taskrun-timeout-in-a-step.yaml")
        .replace("  labels:\n    tekton.dev/pipelineRun: release-1-42\n    tekton.dev/pipelineTask: integration-tests\n    tekton.dev/task: integration-tests\n", "")
        .replace("  ownerReferences:\n  - {apiVersion: tekton.dev/v1, kind: PipelineRun, name: release-1-42, uid: pr-rel-142, controller: true, blockOwnerDeletion: true}\n", "");
    let report = explained(&alone);
    let run = find(&report, "TaskRun", "integration-tests-run-8x2k");
    assert_explains!(run, Verdict::Failed, ["step run-tests", "raise spec.timeout"]);
    assert!(!run.summary.contains("PipelineRun release"), "{}", run.summary);
}
