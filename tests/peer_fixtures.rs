//! Agreement with established health checkers on their own test data
//! (`../shared/fixtures/peers/`, see its README for the mapping of their words to our verdicts).
//!
//! Each folder has a floor: the test fails if agreement drops below it. Raise the floor as rules
//! land. Deliberate disagreements are listed with the reason we think our verdict is better.

use std::path::{Path, PathBuf};

use status_explainer::{explain, Timestamp, Verdict};

/// Cases where we disagree on purpose: (case file, our verdict, why).
const DELIBERATE: &[(&str, Verdict, &str)] = &[
    (
        "cases/0235-cert-manager.io-Certificate-progressing_issuing.yaml",
        Verdict::Failed,
        "issuing for five years at the test's now, where issuing takes minutes: something below it is stuck; the peer does not look at time",
    ),
    (
        "cases/0236-cert-manager.io-Certificate-progressing_issuing_last.yaml",
        Verdict::Failed,
        "issuing for five years at the test's now, where issuing takes minutes: something below it is stuck; the peer does not look at time",
    ),
    (
        "cases/0841-postgresql.cnpg.io-Cluster-cluster_progressing.yaml",
        Verdict::Degraded,
        "a cluster still setting up its primary 575 days after its Ready condition changed, at the test's now: stuck; the peer does not look at time",
    ),
    (
        "cases/0012-svc-loadbalancer-unassigned.yaml",
        Verdict::Degraded,
        "a LoadBalancer Service still without an address 2937 days after it was made, at the test's now, where clouds take minutes: nothing provisions it; the peer does not look at time",
    ),
    (
        "cases/0046-application-degraded.yaml",
        Verdict::Degraded,
        "gitops-engine gives an Argo CD Application no health of its own (so that an app of apps does not take on its children's); pasted alone, its health Degraded is what a person asks about",
    ),
    (
        "cases/0535-helm.toolkit.fluxcd.io-HelmRelease-progressing.yaml",
        Verdict::Failed,
        "a reconcile with a 5m timeout still in flight 858 days later at the test's now: stuck; the peer does not look at time",
    ),
    (
        "cases/0641-kustomize.toolkit.fluxcd.io-Kustomization-progressing.yaml",
        Verdict::Failed,
        "same as 0535 for a Kustomization (timeout 1m): stuck; the peer does not look at time",
    ),
    (
        "cases/0261-cloudfront.aws.crossplane.io-Distribution-progressing_creating.yaml",
        Verdict::Failed,
        "Ready=False, Creating since 2023, three years before the test's now: no cloud resource takes that long, so it is stuck; the peer does not look at time",
    ),
    (
        "cases/0263-cloudfront.aws.crossplane.io-Distribution-progressing.yaml",
        Verdict::Degraded,
        "Ready=False, Unavailable for three years at the test's now: the external resource is not available, not still coming up; the peer does not look at time",
    ),
    (
        "cases/1088-stacks.crossplane.io-ClusterStackInstall-being_created_stack.yaml",
        Verdict::Failed,
        "being created for six years at the test's now: stuck; the peer does not look at time",
    ),
    (
        "cases/0041-pod-running-restart-onfailure.yaml",
        Verdict::Failed,
        "a container in CrashLoopBackOff has failed now, whatever the restartPolicy; the peer calls OnFailure pods Progressing until the Job gives up",
    ),
    (
        "cases/0038-pod-running-restart-never-with-ignore-annotation.yaml",
        Verdict::InProgress,
        "the peer honours its own argocd.argoproj.io/ignore-healthcheck annotation; a running run-to-completion pod has not finished yet",
    ),
    (
        "cases/0048-apiservice-v1-false.yaml",
        Verdict::Failed,
        "Available=False (MissingEndpoints) means every call to that API fails now, and discovery errors break kubectl, namespace deletion and garbage collection; the peer calls it Progressing as if it will fix itself",
    ),
    (
        "cases/0050-apiservice-v1beta1-false.yaml",
        Verdict::Failed,
        "same as 0048 for apiregistration.k8s.io/v1beta1: an unavailable aggregated API is a failure to act on, not progress",
    ),
    (
        "cases/0439-gateway.solo.io-MatchableHttpGateway-gloo-pending.yaml",
        Verdict::InProgress,
        "Gloo's Pending means not validated yet: nobody paused it, and it becomes Accepted or Rejected by itself; the peer calls it Suspended",
    ),
    (
        "cases/0443-gateway.solo.io-MatchableHttpGateway-non-namespaced-gloo-pending.yaml",
        Verdict::InProgress,
        "Gloo's Pending means not validated yet: nobody paused it, and it becomes Accepted or Rejected by itself; the peer calls it Suspended",
    ),
    (
        "cases/0448-gateway.solo.io-RouteOption-gloo-pending.yaml",
        Verdict::InProgress,
        "Gloo's Pending means not validated yet: nobody paused it, and it becomes Accepted or Rejected by itself; the peer calls it Suspended",
    ),
    (
        "cases/0452-gateway.solo.io-RouteOption-non-namespaced-gloo-pending.yaml",
        Verdict::InProgress,
        "Gloo's Pending means not validated yet: nobody paused it, and it becomes Accepted or Rejected by itself; the peer calls it Suspended",
    ),
    (
        "cases/0457-gateway.solo.io-RouteTable-gloo-pending.yaml",
        Verdict::InProgress,
        "Gloo's Pending means not validated yet: nobody paused it, and it becomes Accepted or Rejected by itself; the peer calls it Suspended",
    ),
    (
        "cases/0461-gateway.solo.io-RouteTable-non-namespaced-gloo-pending.yaml",
        Verdict::InProgress,
        "Gloo's Pending means not validated yet: nobody paused it, and it becomes Accepted or Rejected by itself; the peer calls it Suspended",
    ),
    (
        "cases/0466-gateway.solo.io-VirtualHostOption-gloo-pending.yaml",
        Verdict::InProgress,
        "Gloo's Pending means not validated yet: nobody paused it, and it becomes Accepted or Rejected by itself; the peer calls it Suspended",
    ),
    (
        "cases/0470-gateway.solo.io-VirtualHostOption-non-namespaced-gloo-pending.yaml",
        Verdict::InProgress,
        "Gloo's Pending means not validated yet: nobody paused it, and it becomes Accepted or Rejected by itself; the peer calls it Suspended",
    ),
    (
        "cases/0475-gateway.solo.io-VirtualService-gloo-pending.yaml",
        Verdict::InProgress,
        "Gloo's Pending means not validated yet: nobody paused it, and it becomes Accepted or Rejected by itself; the peer calls it Suspended",
    ),
    (
        "cases/0479-gateway.solo.io-VirtualService-non-namespaced-gloo-pending.yaml",
        Verdict::InProgress,
        "Gloo's Pending means not validated yet: nobody paused it, and it becomes Accepted or Rejected by itself; the peer calls it Suspended",
    ),
    (
        "cases/0511-gloo.solo.io-UpstreamGroup-gloo-pending.yaml",
        Verdict::InProgress,
        "Gloo's Pending means not validated yet: nobody paused it, and it becomes Accepted or Rejected by itself; the peer calls it Suspended",
    ),
    (
        "cases/0515-gloo.solo.io-UpstreamGroup-non-namespaced-gloo-pending.yaml",
        Verdict::InProgress,
        "Gloo's Pending means not validated yet: nobody paused it, and it becomes Accepted or Rejected by itself; the peer calls it Suspended",
    ),
    (
        "cases/0834-policy.open-cluster-management.io-Policy-disabled_root.yaml",
        Verdict::Suspended,
        "spec.disabled: true turns the policy off on purpose (not propagated, not evaluated): that is suspended, not healthy; the peer calls it Healthy",
    ),
    (
        "cases/0002-cnrm.cloud.google.com-_-dependency_not_ready.yaml",
        Verdict::InProgress,
        "Config Connector's DependencyNotReady means it waits for a referenced resource and retries by itself: in progress, not paused on purpose; the peer calls it Suspended",
    ),
    (
        "cases/0042-apps.kruise.io-AdvancedCronJob-notScheduled.yaml",
        Verdict::Ready,
        "an AdvancedCronJob that has not reached its first schedule has not failed; like batch/CronJob it is Ready while it schedules (its jobs carry their own outcome); the peer calls it Degraded",
    ),
    (
        "cases/0043-apps.kruise.io-AdvancedCronJob-activeJobs.yaml",
        Verdict::Ready,
        "a running job belongs to the job, not to the AdvancedCronJob, which is Ready while it schedules (as batch/CronJob); the peer calls it Progressing",
    ),
    (
        "cases/0053-apps.kruise.io-CloneSet-partition_suspended.yaml",
        Verdict::InProgress,
        "only 1 of the 2 pods the partition lets update is ready: the roll out is still working toward the partition, not held; the peer calls it Suspended",
    ),
    (
        "cases/0064-apps.kruise.io-StatefulSet-partition_suspended.yaml",
        Verdict::Ready,
        "a partitioned roll out whose updated pods are all ready is complete for now and serving, as for apps/StatefulSet; the peer calls it Suspended",
    ),
    (
        "cases/0695-minio.min.io-Tenant-unknown_status_message.yaml",
        Verdict::Unknown,
        "a currentState the MinIO operator does not write cannot be told to be progress; we say Unknown and quote it; the peer calls it Progressing",
    ),
    (
        "cases/0588-kafka.strimzi.io-KafkaBridge-degraded.yaml",
        Verdict::Terminating,
        "the bridge has a deletionTimestamp (finalizer foregroundDeletion): being deleted is the fact that matters; the peer reads its stale NotReady condition (observedGeneration 14 of generation 25) as Degraded",
    ),
    (
        "cases/0589-kafka.strimzi.io-KafkaBridge-healthy.yaml",
        Verdict::Terminating,
        "the bridge has a deletionTimestamp (finalizer foregroundDeletion): being deleted is the fact that matters; the peer reads its stale Ready condition (observedGeneration 14 of generation 25) as Healthy",
    ),
    (
        "cases/0977-pxc.percona.com-PerconaXtraDBCluster-paused.yaml",
        Verdict::Suspended,
        "status.state paused is the operator's word for a cluster shut down on purpose (spec.pause: true), as the peer itself reads it for PerconaServerMongoDB; here the peer calls it Unknown",
    ),
    (
        "cases/0978-pxc.percona.com-PerconaXtraDBCluster-stopping.yaml",
        Verdict::InProgress,
        "status.state stopping is the operator shutting the pods down after spec.pause on its way to paused, not a failure; the peer calls it Degraded here and Progressing for PerconaServerMongoDB",
    ),
    (
        "cases/0147-astra.netapp.io-ResticVolumeBackup-degraded.yaml",
        Verdict::Terminating,
        "the failed backup is being deleted (deletionTimestamp set, waiting for the astra.netapp.io/finalizer): its removal is what happens now and what a stuck finalizer would need; the peer calls it Degraded from the old run's state",
    ),
    (
        "cases/0609-karpenter.sh-NodeClaim-suspended_disrupting.yaml",
        Verdict::InProgress,
        "Disrupting (Expired) means Karpenter is replacing the node by itself (taint, drain, delete): work under way, not a pause anyone asked for; the peer calls it Suspended",
    ),
    (
        "cases/0347-core.spinkube.dev-SpinApp-progressing.yaml",
        Verdict::Ready,
        "the SpinApp copies its Deployment's conditions, and Progressing=True with NewReplicaSetAvailable is a Deployment's finished rollout (2 of 2 replicas ready); the peer calls it Progressing",
    ),
    (
        "cases/0397-game.kruise.io-GameServer-unknown.yaml",
        Verdict::InProgress,
        "a GameServer without status has not been reported on by the OpenKruise Game controller yet, which the peer's own message says (Waiting for GameServer to be ready); the peer calls it Unknown",
    ),
    (
        "cases/0400-game.kruise.io-GameServerSet-suspended-partition.yaml",
        Verdict::Ready,
        "a partitioned update whose updated game servers are in place is complete for now and serving, as for Kruise's Advanced StatefulSet (0064); nothing is paused; the peer calls it Suspended",
    ),
    (
        "cases/0685-microgateway.airlock.com-_-unknown.yaml",
        Verdict::InProgress,
        "an ancestor entry without any condition has not said whether it accepts the policy, so it is not confirmed in effect yet; the peer calls it Healthy",
    ),
];

/// Agreement floors in percent: where we honestly are; raise them as rules land.
const FLOOR_GITOPS: f64 = 100.0;
const FLOOR_CUSTOMIZATIONS: f64 = 100.0;

struct Case {
    file: String,
    kind: String,
    expected: Option<String>,
}

fn fixtures_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/fixtures/peers")
}

fn cases(folder: &str) -> Vec<Case> {
    let manifest = fixtures_dir().join(folder).join("manifest.jsonl");
    let text = std::fs::read_to_string(&manifest)
        .unwrap_or_else(|error| panic!("cannot read {}: {error} (the shared fixtures must sit beside the repository)", manifest.display()));
    text.lines()
        .filter(|line| !line.trim().is_empty())
        .map(|line| {
            let value: serde_json::Value = serde_json::from_str(line).expect("manifest line is JSON");
            Case {
                file: value["file"].as_str().unwrap_or_default().to_owned(),
                kind: value["kind"].as_str().unwrap_or_default().to_owned(),
                expected: value["expected_status"].as_str().map(str::to_owned),
            }
        })
        .collect()
}

/// Whether our verdict agrees with the peer's word.
fn agrees(expected: Option<&str>, ours: Verdict) -> bool {
    use Verdict::*;
    match expected {
        Some("Healthy") => matches!(ours, Ready | Succeeded),
        Some("Progressing") => matches!(ours, InProgress | Terminating),
        Some("Degraded") => matches!(ours, Failed | Degraded),
        Some("Suspended") => ours == Suspended,
        _ => ours == Unknown,
    }
}

/// Runs a folder; returns (agreeing, total) and prints every disagreement.
fn measure(folder: &str) -> (usize, usize) {
    let now = Timestamp::parse("2026-11-22T00:00:00Z");
    let cases = cases(folder);
    let mut agreeing = 0;
    let mut rows = Vec::new();
    for case in &cases {
        let path = fixtures_dir().join(folder).join(&case.file);
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let report = explain(&text, now);
        let Some(first) = report.resources.first() else {
            rows.push(format!("  {} ({}): nothing explained; diagnostics {:?}", case.file, case.kind, report.diagnostics));
            continue;
        };
        let deliberate = DELIBERATE.iter().any(|(file, verdict, _)| *file == case.file && *verdict == first.verdict);
        if agrees(case.expected.as_deref(), first.verdict) || deliberate {
            agreeing += 1;
        } else {
            rows.push(format!(
                "  {} ({}): peer {:?}, ours {} — {}",
                case.file, case.kind, case.expected, first.verdict, first.summary
            ));
        }
    }
    println!("{folder}: {agreeing}/{} agree (deliberate disagreements counted as agreeing)", cases.len());
    for row in rows {
        println!("{row}");
    }
    (agreeing, cases.len())
}

fn percent((agreeing, total): (usize, usize)) -> f64 {
    100.0 * agreeing as f64 / total.max(1) as f64
}

#[test]
fn agreement_with_gitops_engine_in_argo_cd() {
    let result = measure("gitops-engine-in-argo-cd");
    let floor = FLOOR_GITOPS;
    assert!(percent(result) >= floor, "agreement {:.1}% fell below the floor {floor}%", percent(result));
}

#[test]
fn agreement_with_argocd_customizations() {
    let result = measure("argocd-customizations");
    let floor = FLOOR_CUSTOMIZATIONS;
    assert!(percent(result) >= floor, "agreement {:.1}% fell below the floor {floor}%", percent(result));
}

#[test]
fn every_fixture_is_read_without_losing_a_document() {
    for folder in ["gitops-engine-in-argo-cd", "argocd-customizations"] {
        for case in cases(folder) {
            let text = std::fs::read_to_string(fixtures_dir().join(folder).join(&case.file)).unwrap_or_default();
            let report = explain(&text, None);
            assert!(
                !report.resources.is_empty() || !report.diagnostics.is_empty(),
                "{folder}/{}: neither a resource nor a diagnostic",
                case.file
            );
        }
    }
}
