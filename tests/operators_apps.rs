//! Application platforms and their operators (OpenShift DeploymentConfig and Route, Airlock
//! Microgateway, Contour, Coralogix, SpinKube, OpenKruise Game, Camel K, Kubitus's
//! grafana-org-operator, kubernetes-external-secrets): verdicts from each operator's own status
//! semantics, and summaries that quote the pasted values.

use status_explainer::Verdict;

#[macro_use]
mod report_assertions;
use report_assertions::*;



#[test]
fn deployment_config_rollout_states() {
    // The deployer pod has not run yet; the previous version serves.
    check(
        r#"
apiVersion: apps.openshift.io/v1
kind: DeploymentConfig
metadata: {name: frontend, namespace: shop, generation: 4}
spec: {replicas: 2}
status:
  observedGeneration: 4
  latestVersion: 4
  replicas: 2
  availableReplicas: 2
  conditions:
  - {type: Available, status: "True", message: Deployment config has minimum availability.}
  - {type: Progressing, status: Unknown, message: 'replication controller "frontend-4" is waiting for pod "frontend-4-deploy" to run'}
"#,
        Verdict::InProgress,
        &["latestVersion 4", "frontend-4-deploy", "2 of 2"],
    );
    check(
        r#"
apiVersion: apps.openshift.io/v1
kind: DeploymentConfig
metadata: {name: frontend, namespace: shop}
spec: {replicas: 2}
status:
  latestVersion: 3
  replicas: 2
  availableReplicas: 2
  conditions:
  - {type: Available, status: "True", message: Deployment config has minimum availability.}
  - {type: Progressing, status: "True", reason: NewReplicationControllerAvailable, message: 'replication controller "frontend-3" successfully rolled out'}
"#,
        Verdict::Ready,
        &["frontend-3", "successfully rolled out", "2 of 2"],
    );
    // The deployer gave up; the old replication controller still serves one replica.
    check(
        r#"
apiVersion: apps.openshift.io/v1
kind: DeploymentConfig
metadata: {name: frontend, namespace: shop}
spec: {replicas: 2}
status:
  latestVersion: 5
  replicas: 2
  availableReplicas: 1
  conditions:
  - {type: Available, status: "True", message: Deployment config has minimum availability.}
  - {type: Progressing, status: "False", reason: ProgressDeadlineExceeded, message: 'replication controller "frontend-5" has failed progressing'}
"#,
        Verdict::Degraded,
        &["ProgressDeadlineExceeded", "frontend-5", "1 of 2"],
    );
    check(
        r#"
apiVersion: apps.openshift.io/v1
kind: DeploymentConfig
metadata: {name: frontend}
spec: {replicas: 2}
status:
  latestVersion: 6
  replicas: 2
  availableReplicas: 0
  conditions:
  - {type: Progressing, status: "False", reason: RolloutCancelled, message: 'rollout of replication controller "frontend-6" was cancelled'}
"#,
        Verdict::Failed,
        &["cancelled", "nothing serves"],
    );
}

#[test]
fn deployment_config_with_zero_replicas_is_not_a_failure() {
    // An idle Jenkins: the current replication controller runs nothing, so Available is False.
    check(
        r#"
apiVersion: apps.openshift.io/v1
kind: DeploymentConfig
metadata: {name: jenkins, namespace: ci}
spec: {replicas: 1}
status:
  latestVersion: 1
  replicas: 0
  availableReplicas: 0
  unavailableReplicas: 0
  conditions:
  - {type: Progressing, status: "True", reason: NewReplicationControllerAvailable, message: 'replication controller "jenkins-1" successfully rolled out'}
  - {type: Available, status: "False", message: Deployment config does not have minimum availability.}
"#,
        Verdict::Ready,
        &["status.replicas is 0", "spec.replicas is 1", "scaled to zero"],
    );
    check(
        r#"
apiVersion: apps.openshift.io/v1
kind: DeploymentConfig
metadata:
  name: jenkins
  annotations: {idling.alpha.openshift.io/idled-at: "2026-11-20T18:00:00Z", idling.alpha.openshift.io/previous-scale: "1"}
spec: {replicas: 0}
status:
  replicas: 0
  conditions:
  - {type: Available, status: "False", message: Deployment config does not have minimum availability.}
"#,
        Verdict::Suspended,
        &["idled at 2026-11-20T18:00:00Z", "previous scale 1"],
    );
}

#[test]
fn route_is_read_per_router() {
    let route = |conditions: &str| {
        format!(
            "apiVersion: route.openshift.io/v1\nkind: Route\nmetadata: {{name: shop, namespace: web}}\nspec: {{host: shop.apps.example.com}}\nstatus:\n  ingress:\n  - routerName: default\n    host: shop.apps.example.com\n    conditions: [{conditions}]\n  - routerName: internal\n    host: shop.apps.example.com\n    conditions: [{{type: Admitted, status: \"True\"}}]\n"
        )
    };
    check(&route("{type: Admitted, status: \"True\"}"), Verdict::Ready, &["default as shop.apps.example.com", "internal"]);
    check(
        &route("{type: Admitted, status: \"False\", reason: HostAlreadyClaimed, message: route shop-old already exposes shop.apps.example.com and is older}"),
        Verdict::Degraded,
        &["router default refused", "HostAlreadyClaimed", "shop-old", "router internal serves it"],
    );
    check(&route("{type: Admitted, status: Unknown}"), Verdict::InProgress, &["default has not admitted", "Unknown"]);
    check(
        "apiVersion: route.openshift.io/v1\nkind: Route\nmetadata: {name: shop}\nspec: {host: shop.apps.example.com}\nstatus: {ingress: []}\n",
        Verdict::InProgress,
        &["No router has admitted", "shop.apps.example.com"],
    );
}

#[test]
fn airlock_policy_is_in_effect_only_where_accepted() {
    let policy = |ancestors: &str| {
        format!("apiVersion: microgateway.airlock.com/v1alpha1\nkind: ContentSecurityPolicy\nmetadata: {{name: shop-csp, namespace: web, generation: 2}}\nspec:\n  targetRefs: [{{group: gateway.networking.k8s.io, kind: HTTPRoute, name: shop}}]\nstatus:\n  ancestors:\n{ancestors}")
    };
    let accepted = "  - ancestorRef: {group: gateway.networking.k8s.io, kind: Gateway, name: public}\n    controllerName: microgateway.airlock.com/gatewayclass-controller\n    conditions: [{type: Accepted, status: \"True\", reason: Accepted, observedGeneration: 2, message: ContentSecurityPolicy is accepted}]\n";
    check(&policy(accepted), Verdict::Ready, &["accepted by Gateway public"]);
    let conflicted = "  - ancestorRef: {group: gateway.networking.k8s.io, kind: Gateway, name: internal}\n    conditions: [{type: Accepted, status: \"False\", reason: Conflicted, observedGeneration: 2, message: \"ContentSecurityPolicy is conflicting with other policies for this ancestor: [shop-csp-old]\"}]\n";
    check(&format!("{}{}", policy(accepted), conflicted), Verdict::Degraded, &["Gateway internal", "Conflicted", "shop-csp-old", "Gateway public accepted it"]);
    check(&policy(conflicted), Verdict::Failed, &["in effect nowhere"]);
    let stale = accepted.replace("observedGeneration: 2", "observedGeneration: 1");
    check(&policy(&stale), Verdict::InProgress, &["generation 1", "generation 2"]);
    check(&policy("    []\n"), Verdict::InProgress, &["No Gateway has reported"]);
}

#[test]
fn contour_valid_condition_and_current_status() {
    check(
        r#"
apiVersion: projectcontour.io/v1
kind: HTTPProxy
metadata: {name: shop, namespace: web, generation: 3}
spec: {virtualhost: {fqdn: shop.example.com}}
status:
  currentStatus: invalid
  description: At least one error present, see Errors for details
  conditions:
  - type: Valid
    status: "False"
    reason: ErrorPresent
    observedGeneration: 3
    message: At least one error present, see Errors for details
    errors:
    - {type: TLSError, status: "True", reason: SecretNotValid, message: "Spec.VirtualHost.TLS Secret \"shop-tls\" is invalid: Secret not found"}
"#,
        Verdict::Failed,
        &["TLSError", "SecretNotValid", "shop-tls"],
    );
    check(
        "apiVersion: projectcontour.io/v1\nkind: HTTPProxy\nmetadata: {name: shop, generation: 2}\nspec: {virtualhost: {fqdn: shop.example.com}}\nstatus:\n  currentStatus: valid\n  conditions: [{type: Valid, status: \"True\", reason: Valid, observedGeneration: 2, message: Valid HTTPProxy}]\n",
        Verdict::Ready,
        &["shop.example.com"],
    );
    check(
        "apiVersion: projectcontour.io/v1\nkind: HTTPProxy\nmetadata: {name: shop, generation: 3}\nstatus:\n  conditions: [{type: Valid, status: \"True\", reason: Valid, observedGeneration: 2}]\n",
        Verdict::InProgress,
        &["generation 3", "generation 2"],
    );
    check(
        "apiVersion: projectcontour.io/v1\nkind: HTTPProxy\nmetadata: {name: blog-child}\nstatus: {currentStatus: orphaned, description: this HTTPProxy is not part of a delegation chain from a root HTTPProxy}\n",
        Verdict::Failed,
        &["orphaned", "no root HTTPProxy includes it"],
    );
}

#[test]
fn coralogix_remote_sync() {
    check(
        r#"
apiVersion: coralogix.com/v1beta1
kind: Alert
metadata: {name: pod-restarts, namespace: monitoring, generation: 2}
status:
  conditions:
  - {type: RemoteSynced, status: "False", reason: RemoteCreationFailed, observedGeneration: 2, message: "failed to convert name to integration ID: webhook oncall not found"}
"#,
        Verdict::Failed,
        &["RemoteCreationFailed", "webhook oncall not found"],
    );
    check(
        "apiVersion: coralogix.com/v1beta1\nkind: Alert\nmetadata: {name: pod-restarts, generation: 3}\nstatus:\n  id: 6f1c\n  conditions: [{type: RemoteSynced, status: \"False\", reason: RemoteUpdateFailed, observedGeneration: 3, message: invalid threshold}]\n",
        Verdict::Degraded,
        &["RemoteUpdateFailed", "previous version", "6f1c"],
    );
    check(
        "apiVersion: coralogix.com/v1alpha1\nkind: RecordingRuleGroupSet\nmetadata: {name: rules, generation: 4}\nstatus:\n  conditions: [{type: RemoteSynced, status: \"True\", reason: RemoteSyncedSuccessfully, observedGeneration: 3}]\n",
        Verdict::InProgress,
        &["generation 4", "generation 3"],
    );
    check("apiVersion: coralogix.com/v1alpha1\nkind: OutboundWebhook\nmetadata: {name: oncall}\n", Verdict::InProgress, &["not synced"]);
}

#[test]
fn spin_app_reads_its_deployment_conditions() {
    let app = |progressing: &str, ready: i64| {
        format!(
            "apiVersion: core.spinkube.dev/v1alpha1\nkind: SpinApp\nmetadata: {{name: hello, namespace: apps}}\nspec: {{executor: containerd-shim-spin, replicas: 2}}\nstatus:\n  activeScheduler: containerd-shim-spin\n  readyReplicas: {ready}\n  conditions:\n  - {{type: Available, status: \"True\", reason: MinimumReplicasAvailable, message: Deployment has minimum availability.}}\n  - {progressing}\n"
        )
    };
    check(
        &app("{type: Progressing, status: \"True\", reason: NewReplicaSetAvailable, message: 'ReplicaSet \"hello-7d9\" has successfully progressed.'}", 2),
        Verdict::Ready,
        &["complete", "hello-7d9", "2 of 2"],
    );
    check(
        &app("{type: Progressing, status: \"True\", reason: ReplicaSetUpdated, message: 'ReplicaSet \"hello-8f1\" is progressing.'}", 1),
        Verdict::InProgress,
        &["under way", "hello-8f1", "1 of 2"],
    );
    check(
        &app("{type: Progressing, status: \"False\", reason: ProgressDeadlineExceeded, message: 'ReplicaSet \"hello-8f1\" has timed out progressing.'}", 2),
        Verdict::Degraded,
        &["ProgressDeadlineExceeded", "hello-8f1", "previous version"],
    );
    check(
        "apiVersion: core.spinkube.dev/v1alpha1\nkind: SpinApp\nmetadata: {name: hello}\nspec: {replicas: 1}\nstatus:\n  conditions:\n  - {type: Available, status: Unknown, reason: DeploymentNotFound, message: Deployment not found}\n  - {type: Progressing, status: Unknown, reason: DeploymentNotFound, message: Deployment not found}\n",
        Verdict::InProgress,
        &["DeploymentNotFound"],
    );
}

#[test]
fn kruise_game_servers_and_sets() {
    check(
        "apiVersion: game.kruise.io/v1alpha1\nkind: GameServer\nmetadata: {name: arena-0}\nspec: {opsState: Allocated}\nstatus:\n  currentState: Ready\n  desiredState: Ready\n  networkStatus: {currentNetworkState: Ready, desiredNetworkState: Ready}\n  conditions: [{type: PodNormal, status: \"True\"}]\n",
        Verdict::Ready,
        &["Ready", "network is Ready", "opsState is Allocated"],
    );
    check(
        "apiVersion: game.kruise.io/v1alpha1\nkind: GameServer\nmetadata: {name: arena-1}\nstatus:\n  currentState: Crash\n  desiredState: Ready\n",
        Verdict::Failed,
        &["Crash", "desired Ready"],
    );
    check(
        "apiVersion: game.kruise.io/v1alpha1\nkind: GameServer\nmetadata: {name: arena-2}\nstatus:\n  currentState: Ready\n  desiredState: Ready\n  networkStatus: {currentNetworkState: NotReady, desiredNetworkState: Ready}\n",
        Verdict::Degraded,
        &["network is NotReady"],
    );
    check(
        "apiVersion: game.kruise.io/v1alpha1\nkind: GameServer\nmetadata: {name: arena-3}\nspec: {opsState: Maintaining}\nstatus: {currentState: Ready, desiredState: Ready}\n",
        Verdict::Suspended,
        &["Maintaining"],
    );
    let set = |strategy: &str, status: &str| {
        format!("apiVersion: game.kruise.io/v1alpha1\nkind: GameServerSet\nmetadata: {{name: arena, generation: 5}}\nspec:\n  replicas: 5\n  updateStrategy: {{rollingUpdate: {{{strategy}}}}}\nstatus: {{observedGeneration: 5, replicas: 5, {status}}}\n")
    };
    check(&set("partition: 2", "readyReplicas: 5, updatedReplicas: 3, updatedReadyReplicas: 3"), Verdict::Ready, &["partition 2", "3 of 3"]);
    check(&set("partition: 2", "readyReplicas: 4, updatedReplicas: 3, updatedReadyReplicas: 2"), Verdict::InProgress, &["2 of 3"]);
    check(&set("paused: true", "readyReplicas: 5, updatedReplicas: 1, updatedReadyReplicas: 1"), Verdict::Suspended, &["paused", "1 of 5"]);
    check(
        &set("maxUnavailable: 1", "readyReplicas: 5, updatedReplicas: 5, updatedReadyReplicas: 5, maintainingReplicas: 1"),
        Verdict::Ready,
        &["All 5", "1 under maintenance"],
    );
}

#[test]
fn camel_k_integration_phases_and_strategies() {
    // A Knative Integration: CronJobAvailable and DeploymentAvailable are False because another
    // controller strategy is used, which is not a problem.
    check(
        r#"
apiVersion: camel.apache.org/v1
kind: Integration
metadata: {name: orders, namespace: int}
status:
  phase: Running
  conditions:
  - {type: IntegrationKitAvailable, status: "True", reason: IntegrationKitAvailable, message: kit-abc}
  - {type: CronJobAvailable, status: "False", reason: CronJobNotAvailableReason, message: different controller strategy used (knative-service)}
  - {type: DeploymentAvailable, status: "False", reason: DeploymentAvailable, message: "controller strategy: knative-service"}
  - {type: Ready, status: "True", reason: KnativeServiceReady}
"#,
        Verdict::Ready,
        &["Running", "KnativeServiceReady"],
    );
    check(
        "apiVersion: camel.apache.org/v1\nkind: Integration\nmetadata: {name: orders}\nstatus:\n  phase: Building Kit\n  conditions:\n  - {type: CronJobAvailable, status: \"False\", reason: CronJobNotAvailableReason, message: different controller strategy used (deployment)}\n",
        Verdict::InProgress,
        &["Building Kit", "being built"],
    );
    check(
        "apiVersion: camel.apache.org/v1\nkind: Integration\nmetadata: {name: orders}\nstatus:\n  phase: Error\n  conditions:\n  - {type: Ready, status: \"False\", reason: Error, message: back-off 5m0s restarting failed container=integration pod=orders-5d8}\n",
        Verdict::Failed,
        &["Error", "back-off 5m0s", "orders-5d8"],
    );
    check("apiVersion: camel.apache.org/v1\nkind: Build\nmetadata: {name: kit-abc}\nstatus: {phase: Running}\n", Verdict::InProgress, &["build is running"]);
    check("apiVersion: camel.apache.org/v1\nkind: IntegrationKit\nmetadata: {name: kit-abc}\nstatus: {phase: Cannot Build}\n", Verdict::Failed, &["Cannot Build", "cannot be built"]);
}

#[test]
fn grafana_org_operator_and_kubernetes_external_secrets() {
    check(
        "apiVersion: grafana-org-operator.kubitus-project.gitlab.io/v1alpha1\nkind: GrafanaOrg\nmetadata: {name: team-a}\nspec: {instanceName: grafana}\n",
        Verdict::InProgress,
        &["not reconciled"],
    );
    check(
        "apiVersion: grafana-org-operator.kubitus-project.gitlab.io/v1alpha1\nkind: GrafanaInstance\nmetadata: {name: grafana}\nstatus:\n  conditions: [{type: Ready, status: \"False\", reason: Unreachable, message: \"Get \\\"https://grafana.example/api/user\\\": dial tcp: i/o timeout\"}]\n",
        Verdict::Failed,
        &["Unreachable", "i/o timeout"],
    );
    check(
        "apiVersion: kubernetes-client.io/v1\nkind: ExternalSecret\nmetadata: {name: db}\nstatus: {lastSync: \"2026-11-21T10:00:00Z\", observedGeneration: 1, status: \"ERROR, AccessDeniedException: not authorized to perform secretsmanager:GetSecretValue\"}\n",
        Verdict::Failed,
        &["AccessDeniedException", "2026-11-21T10:00:00Z"],
    );
    check("apiVersion: kubernetes-client.io/v1\nkind: ExternalSecret\nmetadata: {name: db}\nstatus: {status: SUCCESS}\n", Verdict::Ready, &["SUCCESS"]);
    check("apiVersion: kubernetes-client.io/v1\nkind: ExternalSecret\nmetadata: {name: db}\n", Verdict::InProgress, &["not polled"]);
}

#[test]
fn pasted_messages_and_counts_read_cleanly() {
    check_tidy(
        "apiVersion: grafana-org-operator.kubitus-project.gitlab.io/v1alpha1\nkind: GrafanaInstance\nmetadata: {name: grafana}\nstatus:\n  conditions: [{type: Ready, status: \"False\", reason: Unreachable, message: \"connection refused.\"}]\n",
        Verdict::Failed,
        &["Unreachable: connection refused: the operator cannot reach"],
    );
    // Camel K: an empty failure reason leaves no empty brackets.
    check_tidy(
        "apiVersion: camel.apache.org/v1\nkind: IntegrationKit\nmetadata: {name: kit}\nstatus: {phase: Error, failure: {reason: \"\"}, error: \"no registry configured.\"}\n",
        Verdict::Failed,
        &["status.phase is Error (no registry configured): it has failed."],
    );
    check_tidy(
        "apiVersion: camel.apache.org/v1\nkind: Integration\nmetadata: {name: orders}\nstatus:\n  phase: Running\n  conditions:\n  - {type: Ready, status: \"False\", reason: Error, message: \"back-off restarting failed container.\"}\n",
        Verdict::Failed,
        &["Ready is False: Error: back-off restarting failed container."],
    );
    // DeploymentConfig: the pasted messages end with a full stop.
    check_tidy(
        "apiVersion: apps.openshift.io/v1\nkind: DeploymentConfig\nmetadata: {name: frontend}\nspec: {replicas: 2}\nstatus:\n  latestVersion: 6\n  replicas: 2\n  availableReplicas: 0\n  conditions:\n  - {type: Available, status: \"False\", message: Deployment config does not have minimum availability.}\n  - {type: Progressing, status: \"False\", reason: RolloutCancelled, message: Rollout of frontend-6 was cancelled.}\n",
        Verdict::Failed,
        &["cancelled: Rollout of frontend-6 was cancelled; no replica"],
    );
    // SpinApp under an autoscaler: one replica is one.
    check_tidy(
        "apiVersion: core.spinkube.dev/v1alpha1\nkind: SpinApp\nmetadata: {name: hello}\nspec: {executor: containerd-shim-spin, enableAutoscaling: true}\nstatus:\n  readyReplicas: 1\n  conditions:\n  - {type: Available, status: \"True\", reason: MinimumReplicasAvailable, message: Deployment has minimum availability.}\n  - {type: Progressing, status: \"True\", reason: NewReplicaSetAvailable, message: ReplicaSet \"hello-5d8\" has successfully progressed.}\n",
        Verdict::Ready,
        &["1 replica is ready (the count is left to the autoscaler)", "successfully progressed)"],
    );
    // Routes: two routers refuse; the message ends with a full stop.
    check_tidy(
        "apiVersion: route.openshift.io/v1\nkind: Route\nmetadata: {name: shop}\nspec: {host: shop.example.com}\nstatus:\n  ingress:\n  - {routerName: a, conditions: [{type: Admitted, status: 'False', reason: HostAlreadyClaimed, message: route old has the host.}]}\n  - {routerName: b, conditions: [{type: Admitted, status: 'False', reason: HostAlreadyClaimed}]}\n",
        Verdict::Failed,
        &["The routers a, b refused the Route for host shop.example.com: Admitted is False: HostAlreadyClaimed: route old has the host; no router serves it."],
    );
    // Airlock: the refusal's message ends with a full stop.
    check_tidy(
        "apiVersion: microgateway.airlock.com/v1alpha1\nkind: ContentSecurityPolicy\nmetadata: {name: csp}\nspec: {}\nstatus:\n  ancestors:\n  - ancestorRef: {kind: Gateway, name: internal}\n    conditions: [{type: Accepted, status: 'False', reason: Invalid, message: CustomResponse missing not found.}]\n",
        Verdict::Failed,
        &["Gateway internal does not apply the ContentSecurityPolicy: Accepted is False: Invalid: CustomResponse missing not found; it is in effect nowhere."],
    );
    // Contour: an error entry with a full stop; a False Valid that says nothing.
    check_tidy(
        "apiVersion: projectcontour.io/v1\nkind: HTTPProxy\nmetadata: {name: shop}\nspec: {}\nstatus:\n  currentStatus: invalid\n  conditions:\n  - type: Valid\n    status: 'False'\n    errors: [{type: ServiceError, reason: ServiceUnresolvedReference, message: Service shop/web not found.}, {type: TLSError, message: bad secret.}]\n",
        Verdict::Failed,
        &["ServiceUnresolvedReference: Service shop/web not found; TLSError: bad secret."],
    );
    check_tidy(
        "apiVersion: projectcontour.io/v1\nkind: HTTPProxy\nmetadata: {name: shop}\nspec: {}\nstatus:\n  conditions:\n  - {type: Valid, status: 'False'}\n",
        Verdict::Failed,
        &["Contour rejected HTTPProxy shop (Valid is False)."],
    );
    // Coralogix: the API's error on one line, without its own full stop before ours.
    check_tidy(
        "apiVersion: coralogix.com/v1alpha1\nkind: Alert\nmetadata: {name: a}\nstatus:\n  conditions:\n  - {type: RemoteSynced, status: 'False', reason: RemoteUpdateFailed, message: \"invalid\\n  threshold.\"}\n",
        Verdict::Degraded,
        &["RemoteUpdateFailed): invalid threshold; Coralogix keeps"],
    );
    // OpenKruise Game: the pod condition reads like every other; one game server is one.
    check_tidy(
        "apiVersion: game.kruise.io/v1alpha1\nkind: GameServer\nmetadata: {name: arena-0}\nstatus:\n  currentState: Ready\n  desiredState: Ready\n  podStatus: {conditions: [{type: Ready, status: 'False', reason: ContainersNotReady, message: containers with unready status.}]}\n",
        Verdict::Degraded,
        &["its pod is not ready (status.podStatus): Ready is False: ContainersNotReady: containers with unready status."],
    );
    check_tidy(
        "apiVersion: game.kruise.io/v1alpha1\nkind: GameServerSet\nmetadata: {name: arena}\nspec: {replicas: 1}\nstatus: {replicas: 1, readyReplicas: 1, updatedReplicas: 1, updatedReadyReplicas: 1}\n",
        Verdict::Ready,
        &["The 1 game server is updated and ready."],
    );
    // kubernetes-external-secrets: the backend's error with its own full stop.
    check_tidy(
        "apiVersion: kubernetes-client.io/v1\nkind: ExternalSecret\nmetadata: {name: db}\nstatus: {status: 'ERROR, Secret not found.'}\n",
        Verdict::Failed,
        &["The last poll failed: Secret not found; the Secret"],
    );
    check_tidy(
        "apiVersion: kubernetes-client.io/v1\nkind: ExternalSecret\nmetadata: {name: db}\nstatus: {status: ' '}\n",
        Verdict::Unknown,
        &["status.status is empty"],
    );
}

#[test]
fn condition_advice_fits_the_kind() {
    // Camel K copies a pod's failure into Ready with reason Error: the pods carry the
    // Integration's label, none has its name.
    let integration = one("apiVersion: camel.apache.org/v1\nkind: Integration\nmetadata: {name: orders, namespace: int}\nstatus:\n  phase: Running\n  conditions:\n  - {type: Ready, status: \"False\", reason: Error, message: back-off restarting failed container}\n");
    let next = &condition(&integration, "Ready").explanation.next;
    assert!(next.contains("-l camel.apache.org/integration=orders"), "{next}");
    // A DeploymentConfig past its deadline is rolled with oc, not kubectl rollout.
    let config = one("apiVersion: apps.openshift.io/v1\nkind: DeploymentConfig\nmetadata: {name: frontend, namespace: shop}\nspec: {replicas: 2}\nstatus:\n  replicas: 2\n  availableReplicas: 0\n  conditions:\n  - {type: Progressing, status: \"False\", reason: ProgressDeadlineExceeded, message: replication controller \"frontend-5\" has failed progressing}\n");
    let next = &condition(&config, "Progressing").explanation.next;
    assert!(next.contains("oc rollout undo deploymentconfig.apps.openshift.io/frontend -n shop") && !next.contains("kubectl rollout"), "{next}");
}

#[test]
fn a_condition_that_does_not_apply_to_a_healthy_resource_is_not_called_part_of_a_problem() {
    // Camel K's CronJobAvailable is False on an Integration run by a Knative Service: the
    // Integration is Ready, so that condition is worth knowing, not "part of the problem".
    let integration = one(
        "apiVersion: camel.apache.org/v1\nkind: Integration\nmetadata: {name: orders, namespace: int}\nstatus:\n  phase: Running\n  conditions:\n  - {type: CronJobAvailable, status: \"False\", reason: CronJobNotAvailableReason, message: different controller strategy used (knative-service)}\n  - {type: Ready, status: \"True\", reason: KnativeServiceReady}\n",
    );
    assert_eq!(integration.verdict, Verdict::Ready);
    let cron = condition(&integration, "CronJobAvailable");
    assert!(!cron.failing);
    assert!(cron.explanation.why.contains("healthy all the same"), "{}", cron.explanation.why);
    assert!(!cron.explanation.why.contains("part of the problem"));
    // The same condition on an Integration that is not ready stays part of its problem.
    let failing = one(
        "apiVersion: camel.apache.org/v1\nkind: Integration\nmetadata: {name: orders}\nstatus:\n  phase: Error\n  conditions:\n  - {type: Ready, status: \"False\", reason: Error, message: back-off restarting failed container}\n",
    );
    assert!(condition(&failing, "Ready").failing);
    assert!(!condition(&failing, "Ready").explanation.why.contains("healthy all the same"));
}
