//! Custom resources of other systems (Gloo, GitOps Promoter, Argo, 3scale, Keptn, Open Cluster
//! Management, cert-manager, KEDA, Cluster API): verdicts from each project's own status
//! semantics, and summaries that quote the pasted values.

use status_explainer::report::ResourceReport;
use status_explainer::{explain, Verdict};

fn first(text: &str) -> ResourceReport {
    let report = explain(text, None);
    report.resources.into_iter().next().unwrap_or_else(|| panic!("nothing explained from:\n{text}"))
}

/// Asserts the verdict and that the summary contains every word given.
fn check(text: &str, verdict: Verdict, words: &[&str]) {
    let resource = first(text);
    assert_eq!(resource.verdict, verdict, "verdict of {} {}: {}", resource.kind, resource.name, resource.summary);
    for word in words {
        assert!(resource.summary.contains(word), "summary of {} {} lacks {word:?}:\n  {}", resource.kind, resource.name, resource.summary);
    }
}

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
        let _ = first(text);
    }
}
