//! Events, references and time: events attached to what they are about and used as the why,
//! claims and Secrets a pod uses, Services selecting pods, and "stuck for" against `now`.

use status_explainer::Verdict;

#[macro_use]
mod report_assertions;
use report_assertions::*;

const READINESS: &str = include_str!("inputs/readiness-deadline-with-events.yaml");

#[test]
fn readiness_probe_failing_past_the_deadline_says_why_with_its_unhealthy_event() {
    let report = explained(READINESS);
    assert_eq!(report.resources.len(), 3, "events about pasted resources are not resources of their own");
    let pod = find(&report, "Pod", "web-6b7-k2x");
    // Not ready for longer than a rollout may go without progress: failed on its own.
    assert_explains!(pod, Verdict::Failed, ["not ready for 16 min", "so it takes no traffic", "readiness probe fails", "HTTP probe failed with statuscode: 503", "91 times", "last 10 s ago", "The app answers that it is unhealthy (a 5xx): its own logs say why", "look at it now"]);
    assert!(!condition(pod, "Ready").explanation.why.ends_with("This is what it still waits for."), "{}", condition(pod, "Ready").explanation.why);
    assert_eq!(find(&report, "ReplicaSet", "web-6b7").verdict, Verdict::Failed);
    assert_eq!(pod.events.len(), 2);
    assert_eq!(pod.events[0].reason, "Started", "oldest first");
    let unhealthy = &pod.events[1];
    assert_eq!((unhealthy.type_.as_str(), unhealthy.count, unhealthy.age.as_deref(), unhealthy.container.as_deref()), ("Warning", 91, Some("10 s"), Some("app")));
    assert!(unhealthy.explanation.what.contains("readiness probe keeps the pod out"));
    assert!(unhealthy.explanation.next.contains("kubectl describe pod/web-6b7-k2x -n shop"), "{}", unhealthy.explanation.next);
    assert_eq!(pod.events[0].explanation.next, "Nothing to do.");

    let deployment = find(&report, "Deployment", "web");
    assert_explains!(deployment, Verdict::Failed, ["ProgressDeadlineExceeded", "Why: Pod web-6b7-k2x", "Readiness probe failed"]);
    let cause = deployment.root_cause.as_ref().expect("root cause");
    assert_eq!(cause.text, "Deployment web → ReplicaSet web-6b7 (revision 4) → Pod web-6b7-k2x");
    assert!(cause.summary.contains("readiness probe fails"));
}

#[test]
fn events_of_the_new_api_link_by_uid_and_a_namesakes_events_stay_apart() {
    let report = explained(
        r#"
apiVersion: v1
kind: PersistentVolumeClaim
metadata: {name: data, namespace: db, uid: c-2}
spec: {storageClassName: fast}
status: {phase: Pending}
---
apiVersion: events.k8s.io/v1
kind: Event
metadata: {name: data.1, namespace: db}
regarding: {kind: PersistentVolumeClaim, namespace: db, name: data, uid: c-2}
type: Normal
reason: ExternalProvisioning
note: "Waiting for a volume to be created either by the external provisioner 'ebs.csi.aws.com' or manually by the system administrator."
deprecatedFirstTimestamp: "2025-03-04T10:05:00Z"
series: {count: 100, lastObservedTime: "2025-03-04T10:29:30Z"}
---
apiVersion: v1
kind: Event
metadata: {name: data.0, namespace: db}
involvedObject: {kind: PersistentVolumeClaim, namespace: db, name: data, uid: c-1}
type: Warning
reason: ProvisioningFailed
message: storageclass.storage.k8s.io "slow" not found
lastTimestamp: "2025-03-04T09:00:00Z"
"#,
    );
    assert_eq!(report.resources.len(), 2, "the event of the deleted namesake (uid c-1) is listed on its own");
    let claim = find(&report, "PersistentVolumeClaim", "data");
    // 25 minutes without a volume: the provisioner is not coming.
    assert_explains!(claim, Verdict::Failed, ["external provisioner", "ebs.csi.aws.com", "for 25 min", "100 times", "waits forever"]);
    assert_eq!(claim.events.len(), 1);
    let stray = report.resources.iter().find(|r| r.kind == "Event").expect("unattached event");
    assert_explains!(stray, Verdict::Unknown, ["Warning event ProvisioningFailed about PersistentVolumeClaim data, which is not in what you pasted", "\"slow\" not found"]);
    assert_eq!(stray.events.len(), 1, "an unattached event is explained on its own entry");
    assert!(stray.events[0].explanation.next.contains("kubectl describe pvc data -n db"), "{}", stray.events[0].explanation.next);
}

const CLAIM_FAILS: &str = include_str!("inputs/claim-provisioning-failed.yaml");

#[test]
fn a_pod_pending_on_a_failed_claim_has_the_claim_as_its_root_cause() {
    let report = explained(CLAIM_FAILS);
    let claim = find(&report, "PersistentVolumeClaim", "data-db-0");
    assert_explains!(claim, Verdict::Failed, ["cannot get a volume", "StorageClass fast-ssd", "\"fast-ssd\" not found", "4 times", "create the class, and the claim binds by itself", "volumeClaimTemplates, which cannot be changed either"]);
    // The StatefulSet's pod goes on by itself once its claim binds: no "delete that pod".
    let set = find(&report, "StatefulSet", "db");
    assert!(!set.summary.contains("delete that pod"), "{}", set.summary);
    let pod = find(&report, "Pod", "db-0");
    assert_explains!(pod, Verdict::Failed, ["cannot start", "PersistentVolumeClaim data-db-0", "that StorageClass does not exist"]);
    // Not the advice for CPU, taints or affinity: the claim is what it waits for.
    assert!(condition(pod, "PodScheduled").explanation.next.contains("kubectl get pvc -n shop"), "{}", condition(pod, "PodScheduled").explanation.next);
    // Failed with its claim: its condition is part of the problem, not something to wait for.
    assert!(!condition(pod, "PodScheduled").explanation.why.ends_with("This is what it still waits for."), "{}", condition(pod, "PodScheduled").explanation.why);
    assert_eq!(pod.root_cause.as_ref().expect("cause").text, "Pod db-0 → PersistentVolumeClaim data-db-0 (ProvisioningFailed)");
    // The claim has no condition to explain it: its warning's next step is in the text and
    // Markdown reports too, under that event.
    let claim_next = "    next: Act on the error in the message; check the StorageClass (kubectl get storageclass)";
    assert!(status_explainer::report::text::render(&report).contains(&format!("not found\n{claim_next}")), "{}", status_explainer::report::text::render(&report));
    assert!(status_explainer::report::markdown::render(&report).contains("  - Next: Act on the error in the message; check the StorageClass (`kubectl get storageclass`)"));
    assert!(pod.related.iter().any(|r| r.relation == "uses" && r.kind == "PersistentVolumeClaim" && r.verdict == Verdict::Failed));
    assert!(claim.related.iter().any(|r| r.relation == "used-by" && r.name == "db-0"));
    let bundle = report.root_cause.as_ref().expect("bundle cause");
    assert_eq!(bundle.text, "StatefulSet db → Pod db-0 → PersistentVolumeClaim data-db-0 (ProvisioningFailed)");
    assert_eq!(find(&report, "StatefulSet", "db").verdict, Verdict::Failed);
}

#[test]
fn a_pod_waiting_on_a_pending_claim_says_so() {
    let report = explained(&CLAIM_FAILS.replace("reason: ProvisioningFailed", "reason: ExternalProvisioning").replace("type: Warning", "type: Normal"));
    let pod = find(&report, "Pod", "db-0");
    assert_explains!(pod, Verdict::InProgress, ["not scheduled", "for 2 min", "It waits for PersistentVolumeClaim data-db-0 (In progress)"]);
}

#[test]
fn an_unschedulable_pod_for_twenty_minutes_is_failed() {
    let report = explained(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: big, namespace: shop}\nstatus:\n  phase: Pending\n  conditions:\n  - {type: PodScheduled, status: \"False\", reason: Unschedulable, message: \"0/3 nodes are available: 3 Insufficient cpu.\", lastTransitionTime: \"2025-03-04T10:10:00Z\"}\n",
    );
    let pod = &report.resources[0];
    assert_explains!(pod, Verdict::Failed, ["found no node for the pod in 20 min", "3 Insufficient cpu", "no node has enough cpu free: lower its requests (in its workload's template), or add a node with room for it"]);
    let zoned = explained(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: db-0, namespace: shop}\nstatus:\n  phase: Pending\n  conditions:\n  - {type: PodScheduled, status: \"False\", reason: Unschedulable, message: \"0/3 nodes are available: 1 node(s) had volume node affinity conflict, 2 Insufficient memory.\", lastTransitionTime: \"2025-03-04T10:10:00Z\"}\n",
    );
    assert_explains!(&zoned.resources[0], Verdict::Failed, ["volume node affinity conflict", "its volume can only be attached in a zone"]);
    // Unbound claims the paste does not show: the claim to look at is named from the pod.
    let unbound = explained(&CLAIM_FAILS.split("\n---\n").nth(1).expect("the pod").replace("10:28:00Z", "10:10:00Z"));
    let pod = &unbound.resources[0];
    assert_explains!(pod, Verdict::Failed, ["found no node for the pod in 20 min", "until its claim data-db-0 is bound to a volume (kubectl describe pvc data-db-0 -n shop"]);
    assert!(!pod.summary.contains("change its requests"), "{}", pod.summary);
    assert_eq!(pod.root_cause.as_ref().expect("cause").reason.as_deref(), Some("Unschedulable"));
    let young = explained(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: big}\nstatus:\n  phase: Pending\n  conditions:\n  - {type: PodScheduled, status: \"False\", reason: Unschedulable, message: \"0/3 nodes are available.\", lastTransitionTime: \"2025-03-04T10:29:00Z\"}\n",
    );
    assert_explains!(&young.resources[0], Verdict::InProgress, ["not scheduled on any node yet (for 1 min)"]);
}

#[test]
fn failed_scheduling_events_explain_a_pod_without_conditions() {
    let report = explained(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: gpu, namespace: ml}\nstatus: {phase: Pending}\n---\napiVersion: v1\nkind: Event\nmetadata: {name: gpu.1, namespace: ml}\ninvolvedObject: {kind: Pod, name: gpu}\ntype: Warning\nreason: FailedScheduling\nmessage: \"0/4 nodes are available: 4 Insufficient nvidia.com/gpu.\"\ncount: 30\nfirstTimestamp: \"2025-03-04T09:30:00Z\"\nlastTimestamp: \"2025-03-04T10:29:00Z\"\n",
    );
    assert_explains!(&report.resources[0], Verdict::Failed, ["found no node for the pod in 1 h", "Insufficient nvidia.com/gpu", "tried 30 times"]);
}

const MISSING_SECRET: &str = include_str!("inputs/missing-secret.yaml");

#[test]
fn a_missing_secret_is_named_as_not_pasted_and_ends_the_chain() {
    let report = explained(MISSING_SECRET);
    let pod = find(&report, "Pod", "api");
    assert_explains!(pod, Verdict::Failed, ["CreateContainerConfigError", "Secret db-credentials is not in what you pasted either: create it (kubectl create secret generic db-credentials -n prod --from-literal=password=<value>; the kubelet retries by itself) — or fix the reference."]);
    assert_eq!(
        pod.root_cause.as_ref().expect("cause").text,
        "Pod api → container app: CreateContainerConfigError → Secret db-credentials (missing)"
    );
    let uses: Vec<(&str, &str)> = pod.related.iter().filter(|r| r.relation == "uses").map(|r| (r.kind.as_str(), r.name.as_str())).collect();
    assert_eq!(uses, vec![("ConfigMap", "api-config"), ("ServiceAccount", "api")], "only pasted references are listed");

    let with_secret = explained(&format!("{MISSING_SECRET}---\napiVersion: v1\nkind: Secret\nmetadata: {{name: db-credentials, namespace: prod}}\ndata: {{password: c2VjcmV0}}\n"));
    assert_explains!(find(&with_secret, "Pod", "api"), Verdict::Failed, ["Secret db-credentials is in what you pasted"]);
    assert!(!with_secret.to_json().contains("c2VjcmV0"), "secret values are never repeated");
}

#[test]
fn a_failed_mount_of_a_missing_config_map_fails_the_pod() {
    let report = explained(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: web, namespace: shop}\nspec:\n  containers: [{name: app, image: web}]\n  volumes: [{name: cfg, configMap: {name: web-config}}]\nstatus:\n  phase: Pending\n  conditions: [{type: PodScheduled, status: \"True\"}]\n  containerStatuses: [{name: app, state: {waiting: {reason: ContainerCreating}}}]\n---\napiVersion: v1\nkind: Event\nmetadata: {name: web.1, namespace: shop}\ninvolvedObject: {kind: Pod, name: web, namespace: shop}\ntype: Warning\nreason: FailedMount\nmessage: 'MountVolume.SetUp failed for volume \"cfg\" : configmap \"web-config\" not found'\ncount: 3\nfirstTimestamp: \"2025-03-04T10:28:00Z\"\nlastTimestamp: \"2025-03-04T10:29:00Z\"\n",
    );
    let pod = &report.resources[0];
    assert_explains!(pod, Verdict::Failed, ["The pod cannot start", "ContainerCreating", "the kubelet reports FailedMount", "configmap \"web-config\" not found", "ConfigMap web-config is not in what you pasted either"]);
    assert!(pod.root_cause.as_ref().expect("cause").text.ends_with("ConfigMap web-config (missing)"));
}

#[test]
fn a_sandbox_failure_is_in_progress_until_it_lasts() {
    let pod = |first: &str| {
        explained(&format!("apiVersion: v1\nkind: Pod\nmetadata: {{name: p}}\nstatus:\n  phase: Pending\n  containerStatuses: [{{name: app, state: {{waiting: {{reason: ContainerCreating}}}}}}]\n---\napiVersion: v1\nkind: Event\nmetadata: {{name: p.1}}\ninvolvedObject: {{kind: Pod, name: p}}\ntype: Warning\nreason: FailedCreatePodSandBox\nmessage: 'plugin type=\"calico\" failed (add): connection refused'\nfirstTimestamp: \"{first}\"\nlastTimestamp: \"2025-03-04T10:29:50Z\"\n"))
    };
    assert_explains!(&pod("2025-03-04T10:29:00Z").resources[0], Verdict::InProgress, ["FailedCreatePodSandBox", "calico"]);
    assert_explains!(&pod("2025-03-04T10:00:00Z").resources[0], Verdict::Failed, ["FailedCreatePodSandBox for 30 min"]);
}

#[test]
fn a_rollout_in_progress_says_when_it_will_time_out() {
    let report = explained(
        "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: web, generation: 2}\nspec: {replicas: 3, progressDeadlineSeconds: 600}\nstatus:\n  observedGeneration: 2\n  replicas: 3\n  updatedReplicas: 1\n  availableReplicas: 3\n  conditions:\n  - {type: Progressing, status: \"True\", reason: ReplicaSetUpdated, lastUpdateTime: \"2025-03-04T10:27:00Z\", lastTransitionTime: \"2025-03-04T10:20:00Z\"}\n",
    );
    assert_explains!(&report.resources[0], Verdict::InProgress, ["1 of 3 new replicas", "will time out in 7 min (progressDeadlineSeconds 600)"]);
}

#[test]
fn init_containers_read_like_kubectl() {
    let crash = explained(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec: {initContainers: [{name: migrate}], containers: [{name: app}]}\nstatus:\n  phase: Pending\n  initContainerStatuses:\n  - {name: migrate, restartCount: 4, state: {waiting: {reason: CrashLoopBackOff}}, lastState: {terminated: {reason: Error, exitCode: 1}}}\n  containerStatuses:\n  - {name: app, state: {waiting: {reason: PodInitializing}}}\n",
    );
    assert_explains!(&crash.resources[0], Verdict::Failed, ["Init container migrate is crash-looping (Init:CrashLoopBackOff)", "Error (exit code 1)"]);
    assert_eq!(crash.root_cause.as_ref().expect("cause").text, "Pod p → init container migrate: CrashLoopBackOff, last exit 1 Error");
    let progress = explained(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec: {initContainers: [{name: a}, {name: b}, {name: c}], containers: [{name: app}]}\nstatus:\n  phase: Pending\n  conditions: [{type: Initialized, status: \"False\", reason: ContainersNotInitialized}]\n  initContainerStatuses:\n  - {name: a, state: {terminated: {reason: Completed, exitCode: 0}}}\n  - {name: b, state: {running: {}}}\n  - {name: c, state: {waiting: {reason: PodInitializing}}}\n  containerStatuses:\n  - {name: app, state: {waiting: {reason: PodInitializing}}}\n",
    );
    assert_explains!(&progress.resources[0], Verdict::InProgress, ["initializing (Init:1/3): init container b is running"]);
    let failed = explained(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec: {restartPolicy: Never, initContainers: [{name: a}]}\nstatus:\n  phase: Failed\n  initContainerStatuses:\n  - {name: a, state: {terminated: {exitCode: 2}}}\n",
    );
    assert_explains!(&failed.resources[0], Verdict::Failed, ["init container a ended with exit code 2"]);
}

#[test]
fn a_sidecar_is_called_a_sidecar_and_its_crashes_are_the_pods() {
    // A native sidecar (an init container with restartPolicy Always) crash-looping beside a
    // running app: kubectl shows CrashLoopBackOff, not Init:CrashLoopBackOff.
    let report = explained(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: web}\nspec:\n  initContainers: [{name: proxy, restartPolicy: Always}]\n  containers: [{name: app}]\nstatus:\n  phase: Running\n  conditions: [{type: Initialized, status: \"True\"}, {type: Ready, status: \"False\", reason: ContainersNotReady}]\n  initContainerStatuses:\n  - {name: proxy, ready: false, restartCount: 6, started: false, state: {waiting: {reason: CrashLoopBackOff, message: back-off 2m40s}}, lastState: {terminated: {reason: Error, exitCode: 1}}}\n  containerStatuses:\n  - {name: app, ready: true, state: {running: {}}}\n",
    );
    let pod = &report.resources[0];
    assert_explains!(pod, Verdict::Failed, ["Sidecar container proxy is crash-looping (CrashLoopBackOff)"]);
    assert!(!pod.summary.contains("Init container"), "{}", pod.summary);
    assert_eq!(report.root_cause.as_ref().expect("cause").text, "Pod web → sidecar container proxy: CrashLoopBackOff, last exit 1 Error");
    assert!(pod.containers.iter().any(|c| c.name == "proxy" && c.sidecar && c.kind_word() == "sidecar container"));
}

#[test]
fn restart_policy_shapes_what_a_failed_container_means() {
    let pod = |policy: &str| {
        explained(&format!(
            "apiVersion: v1\nkind: Pod\nmetadata: {{name: p}}\nspec: {{restartPolicy: {policy}}}\nstatus:\n  phase: Running\n  containerStatuses:\n  - {{name: main, restartCount: 1, state: {{terminated: {{reason: Error, exitCode: 3}}}}}}\n  - {{name: side, state: {{running: {{}}}}}}\n"
        ))
    };
    assert_explains!(&pod("Never").resources[0], Verdict::Failed, ["exited with Error (exit code 3)", "restartPolicy is Never, so it will not be restarted"]);
    assert_explains!(&pod("OnFailure").resources[0], Verdict::Failed, ["restartPolicy is OnFailure, so the kubelet will restart it"]);
}

#[test]
fn a_failed_job_pod_quotes_its_container_and_reads_the_logs_of_the_run_that_ended() {
    let report = explained(include_str!("../www/examples/failed-job.yaml"));
    // The Job says why with its last pod's words, and how to run it again now.
    assert_explains!(&report.resources[0], Verdict::Failed, ["BackoffLimitExceeded", "3 pods failed; spec.backoffLimit is 2", "Why: Pod nightly-report-28972800-qx7vk: The pod failed: container report ended with Error (exit code 1)"]);
    let failed = report.resources[0].conditions.iter().find(|c| c.type_ == "Failed").expect("Failed");
    assert!(failed.explanation.next.contains("kubectl create job --from=cronjob/nightly-report nightly-report-manual -n batch"), "{}", failed.explanation.next);
    let pod = report.resources.iter().find(|r| r.kind == "Pod").expect("the Job's pod");
    assert_explains!(pod, Verdict::Failed, ["ended with Error (exit code 1)", "psycopg2.OperationalError: could not connect to server"]);
    assert!(report.root_cause.as_ref().expect("cause").summary.ends_with("Connection refused”."), "{:?}", report.root_cause);
    // The container's current state is the run that failed: its logs need no --previous.
    let container = &pod.containers[0];
    assert_eq!(container.explanation.next, format!("Read its output: kubectl logs {} -n batch -c report.", pod.name));
    // A container that crashed and was started again: the crashed run is the previous one.
    let restarted = one(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nspec: {containers: [{name: main, image: app:1}]}\nstatus:\n  phase: Running\n  containerStatuses:\n  - {name: main, restartCount: 4, state: {waiting: {reason: CrashLoopBackOff}}, lastState: {terminated: {reason: OOMKilled, exitCode: 137}}}\n",
    );
    assert!(restarted.containers[0].explanation.next.contains("kubectl logs p -c main --previous shows the run that was killed"), "{}", restarted.containers[0].explanation.next);
    // Without a memory limit of its own, the node ran short: not "raise the limit (now not set)".
    assert!(restarted.containers[0].explanation.next.starts_with("Container main has no memory limit, so it was killed because its node ran out of memory"), "{}", restarted.containers[0].explanation.next);
    // Without the pod's spec, its limit is not known: nothing is claimed about it.
    let unknown = one(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nstatus:\n  phase: Running\n  containerStatuses:\n  - {name: main, restartCount: 4, state: {waiting: {reason: CrashLoopBackOff}}, lastState: {terminated: {reason: OOMKilled, exitCode: 137}}}\n",
    );
    let said = &unknown.containers[0].explanation;
    assert!(said.why.contains("memory limit: unknown, spec not pasted") && !said.next.contains("has no memory limit"), "{said:?}");
}

#[test]
fn the_same_objects_pasted_twice_are_explained_once_from_their_later_copy() {
    let example = include_str!("../www/examples/crashloop-deployment.yaml");
    let once = explained(example);
    let twice = explained(&format!("{example}\n---\n{example}"));
    assert_eq!(twice.totals, once.totals, "counted once");
    assert_eq!(twice.resources.iter().map(|r| (r.kind.as_str(), r.verdict)).collect::<Vec<_>>(), once.resources.iter().map(|r| (r.kind.as_str(), r.verdict)).collect::<Vec<_>>());
    assert_eq!(twice.root_cause, once.root_cause);
    let said: Vec<&str> = twice.diagnostics.iter().map(|d| d.message.as_str()).collect();
    assert_eq!(said.len(), 3, "{said:#?}");
    assert!(said[0].starts_with("document 1: Deployment web (namespace shop) appears again, in document 4 (line "), "{}", said[0]);
    // Twice in one List: the items are named.
    let listed = explained("{\"kind\": \"List\", \"apiVersion\": \"v1\", \"items\": [{\"apiVersion\": \"v1\", \"kind\": \"Pod\", \"metadata\": {\"name\": \"p1\"}}, {\"apiVersion\": \"v1\", \"kind\": \"Pod\", \"metadata\": {\"name\": \"p1\"}}]}");
    assert!(listed.diagnostics[0].message.starts_with("item 1 of document 1: Pod p1 appears again, in item 2 of document 1"), "{}", listed.diagnostics[0].message);
    // A Pod deleted and created again under its name is another object (another uid): both stay.
    let recreated = explained("apiVersion: v1\nkind: Pod\nmetadata: {name: db-0, uid: a}\nstatus: {phase: Failed}\n---\napiVersion: v1\nkind: Pod\nmetadata: {name: db-0, uid: b}\nstatus: {phase: Running}\n");
    assert_eq!(recreated.resources.len(), 2);
    assert!(recreated.diagnostics.is_empty());
}

#[test]
fn a_cronjob_whose_last_run_failed_is_degraded_and_its_job_is_fixed_in_the_template() {
    let report = explained(include_str!("inputs/cronjob-last-run-failed.yaml"));
    let cron_job = find(&report, "CronJob", "db-backup");
    assert_explains!(cron_job, Verdict::Degraded, ["last run did not succeed", "kubectl create job --from=cronjob/db-backup db-backup-manual -n ops"]);
    let cause = report.root_cause.as_ref().expect("the failed Job is the cause");
    assert!(cause.text.starts_with("CronJob db-backup → Job db-backup-28973400"), "{}", cause.text);
    let job = report.resources.iter().find(|r| r.kind == "Job").expect("the Job");
    let next = &condition(job, "Failed").explanation.next;
    assert!(next.contains("in the CronJob's jobTemplate") && !next.contains("delete and re-create"), "{next}");
}

#[test]
fn a_service_whose_endpoints_are_empty_is_degraded_with_its_selector_or_them_as_its_cause() {
    // Its selector (app=payment) matches no pod: the pasted pod is labelled app=payments.
    const PASTE: &str = include_str!("inputs/service-selects-no-pod.yaml");
    // The pod pasted in its namespace misses the selector by one letter: the selector is the cause.
    let report = explained(PASTE);
    let service = find(&report, "Service", "payments");
    assert_explains!(service, Verdict::Failed, [
        "Requests to it go nowhere: its Endpoints payments list no ready address because its selector asks for app=payment, which no pod pasted in shop has: the one pasted there has app=payments instead",
        "kubectl edit service payments -n shop",
    ]);
    assert_eq!(service.root_cause.as_ref().expect("cause").text, "Service payments (selector app=payment) → Endpoints payments");
    assert!(report.also_failing_words().is_none(), "the Endpoints are the same cause");
    // With no pod of its namespace pasted, the empty Endpoints are all there is to show.
    let elsewhere = explained(&PASTE.replacen("  namespace: shop\nspec:\n  containers", "  namespace: other\nspec:\n  containers", 1));
    let service = find(&elsewhere, "Service", "payments");
    assert_explains!(service, Verdict::Degraded, ["Requests to it go nowhere", "Endpoints payments list no ready address", "kubectl get pods -n shop --show-labels"]);
    assert_eq!(service.root_cause.as_ref().expect("cause").text, "Service payments → Endpoints payments");
    // Without its Endpoints in the paste, pods elsewhere may match: it stays Ready, and a near
    // miss among the pasted pods is noted.
    let alone = explained(PASTE.split("\n---\n").next().expect("the Service"));
    assert_eq!(alone.resources[0].verdict, Verdict::Ready);
    let parts: Vec<&str> = PASTE.split("\n---\n").collect();
    let without_endpoints = explained(&[parts[0], parts[3]].join("\n---\n"));
    let service = find(&without_endpoints, "Service", "payments");
    assert_explains!(service, Verdict::Ready, ["Note: its selector asks for app=payment", "app=payments instead, so it may have no endpoints"]);
}

#[test]
fn a_service_whose_named_target_port_no_pod_declares_fails_though_its_pods_are_ready() {
    const PASTE: &str = include_str!("inputs/service-target-port-not-declared.yaml");
    let report = explained(PASTE);
    let service = find(&report, "Service", "checkout");
    assert_explains!(service, Verdict::Failed, [
        "Requests to port http go nowhere: its targetPort \"web\" names no container port of the pods it selects (Pod checkout-7c9d8-x2kqp declares http 8080/TCP)",
        "Name the container port \"web\" in the pod template, or set the targetPort to the port's number: kubectl edit service checkout -n shop",
    ]);
    assert_eq!(service.root_cause.as_ref().expect("cause").text, "Service checkout (targetPort web) → Endpoints checkout");
    assert!(report.also_failing_words().is_none(), "the Endpoints are the same cause");
    assert_eq!(find(&report, "Pod", "checkout-7c9d8-x2kqp").verdict, Verdict::Ready);
    assert_explains!(find(&report, "Endpoints", "checkout"), Verdict::Degraded, ["the targetPort \"web\" of Service checkout names no container port of its pods"]);
    // Beside another Service's selector typo: that Service is the other problem, not its Endpoints too.
    let both = explained(&format!("{PASTE}---\n{}", include_str!("inputs/service-selects-no-pod.yaml")));
    let others: Vec<String> = both.other_problems().iter().map(|r| format!("{} {}", r.kind, r.name)).collect();
    assert_eq!(others, ["Service payments"]);
    // With a second port that works, part of its traffic still arrives: Degraded.
    let two = PASTE.replacen("    targetPort: web\n", "    targetPort: web\n  - name: metrics\n    port: 9090\n    targetPort: 9090\n", 1);
    assert_eq!(find(&explained(&two), "Service", "checkout").verdict, Verdict::Degraded);
    // A numbered targetPort needs no declaration; the pod's port named web satisfies it too.
    for fixed in [PASTE.replacen("targetPort: web", "targetPort: 8080", 1), PASTE.replacen("name: http\n      protocol", "name: web\n      protocol", 1)] {
        let report = explained(&fixed);
        // Ports fixed, Endpoints still empty in the paste: behind the pods, or pasted earlier.
        assert_explains!(find(&report, "Service", "checkout"), Verdict::Degraded, [
            "Its Endpoints checkout list no ready address although Pod checkout-7c9d8-x2kqp it selects is ready for 3 h",
            "kubectl get endpoints checkout -n shop",
        ]);
        let without_endpoints: Vec<&str> = fixed.split("\n---\n").filter(|part| !part.contains("kind: Endpoints")).collect();
        assert_eq!(find(&explained(&without_endpoints.join("\n---\n")), "Service", "checkout").verdict, Verdict::Ready);
    }
}

#[test]
fn a_missing_secret_made_by_an_external_secret_leads_to_the_store_that_cannot_log_in() {
    const PASTE: &str = include_str!("inputs/external-secret-store-login-failed.yaml");
    let report = explained(PASTE);
    let chain = "Deployment orders → ReplicaSet orders-5f7d9c8b4 → Pod orders-5f7d9c8b4-7kq2w → container api: CreateContainerConfigError → Secret orders-db (missing) → ExternalSecret orders-db-from-vault → ClusterSecretStore vault-prod";
    assert_eq!(report.root_cause.as_ref().expect("cause").text, chain);
    let pod = find(&report, "Pod", "orders-5f7d9c8b4-7kq2w");
    assert_explains!(pod, Verdict::Failed, [
        "Secret orders-db is made by ExternalSecret orders-db-from-vault, which has not made it: ClusterSecretStore vault-prod: Ready is False: InvalidProviderConfig: unable to log in to provider",
    ]);
    assert!(!pod.summary.contains("not in what you pasted"), "{}", pod.summary);
    let deployment = find(&report, "Deployment", "orders");
    assert!(deployment.summary.contains("made by ExternalSecret orders-db-from-vault"));
    // Made by the ExternalSecret: nobody is told to create it by hand, above the pod either.
    assert!(report.resources.iter().all(|r| !r.summary.contains("kubectl create secret")), "{:#?}", report.resources.iter().map(|r| &r.summary).collect::<Vec<_>>());
    // Failing now, not waiting: its conditions say so too.
    assert!(!condition(deployment, "Available").explanation.why.ends_with("This is what it still waits for."), "{}", condition(deployment, "Available").explanation.why);
    let external = find(&report, "ExternalSecret", "orders-db-from-vault");
    assert!(external.summary.contains("It reads through ClusterSecretStore vault-prod: kubectl describe clustersecretstore vault-prod says whether that store can log in."), "{}", external.summary);
    assert_eq!(external.root_cause.as_ref().expect("cause").text, "ExternalSecret orders-db-from-vault → ClusterSecretStore vault-prod");
    assert!(condition(external, "Ready").explanation.what.contains("could not read a value from the secret manager"));
    assert!(condition(find(&report, "ClusterSecretStore", "vault-prod"), "Ready").explanation.what.contains("could not connect or log in"));
    // Its Vault login is the spec's: the role to read is named.
    let store_next = &condition(find(&report, "ClusterSecretStore", "vault-prod"), "Ready").explanation.next;
    assert!(store_next.contains("vault read auth/kubernetes/role/external-secrets"), "{store_next}");
    // Everything else is part of that one chain.
    assert!(report.other_problems().is_empty(), "{:?}", report.other_problems().iter().map(|r| &r.name).collect::<Vec<_>>());
    // A Certificate still issuing the Secret: the chain goes on into it, and it is not made "yet".
    let certificate = "apiVersion: cert-manager.io/v1\nkind: Certificate\nmetadata: {name: orders-tls, namespace: shop}\nspec: {secretName: orders-db, issuerRef: {name: letsencrypt, kind: ClusterIssuer}, dnsNames: [orders.example.com]}\nstatus:\n  conditions:\n  - {type: Ready, status: \"False\", reason: DoesNotExist, message: Issuing certificate as Secret does not exist, lastTransitionTime: \"2025-03-04T10:28:00Z\"}\n  - {type: Issuing, status: \"True\", reason: DoesNotExist, message: Issuing certificate as Secret does not exist, lastTransitionTime: \"2025-03-04T10:28:00Z\"}\n";
    let pod_only: Vec<&str> = PASTE.split("\n---\n").filter(|part| part.contains("kind: Pod")).collect();
    // While the Certificate is still being issued, with nothing below it failed, the pod waits.
    let issuing = explained(&format!("{}\n---\n{certificate}", pod_only.join("\n---\n")));
    let pod = find(&issuing, "Pod", "orders-5f7d9c8b4-7kq2w");
    assert_explains!(pod, Verdict::InProgress, ["It waits for Secret orders-db, which Certificate orders-tls is still making: the certificate is being issued", "starts the pod once the Secret exists"]);
    assert!(condition(pod, "Ready").explanation.why.ends_with("It follows from container api (CreateContainerConfigError), explained with its state."), "{}", condition(pod, "Ready").explanation.why);
    // Its container waits for the same Secret: the next step is not to create it by hand.
    let api = pod.containers.iter().find(|c| c.name == "api").expect("the container");
    assert!(api.explanation.next.starts_with("Nothing to do here: Certificate orders-tls makes Secret orders-db") && api.explanation.next.contains("kubectl describe certificate.cert-manager.io/orders-tls -n shop"), "{}", api.explanation.next);
    // Its issuer has failed: the Certificate cannot finish, and the pod's chain goes through it.
    let issuer = "apiVersion: cert-manager.io/v1\nkind: ClusterIssuer\nmetadata: {name: letsencrypt}\nstatus:\n  conditions:\n  - {type: Ready, status: \"False\", reason: ErrRegisterACMEAccount, message: \"Failed to register ACME account: 403 urn:ietf:params:acme:error:unauthorized\", lastTransitionTime: \"2025-03-04T09:00:00Z\"}\n";
    let blocked = explained(&format!("{}\n---\n{certificate}---\n{issuer}", pod_only.join("\n---\n")));
    assert_explains!(find(&blocked, "Pod", "orders-5f7d9c8b4-7kq2w"), Verdict::Failed, ["Secret orders-db is made by Certificate orders-tls, which has not made it"]);
    assert!(blocked.root_cause.as_ref().expect("cause").text.ends_with("Secret orders-db (missing) → Certificate orders-tls → ClusterIssuer letsencrypt"), "{:?}", blocked.root_cause);
}

#[test]
fn pods_on_an_unreachable_node_say_what_the_node_means_for_them() {
    let report = explained(include_str!("inputs/node-unreachable-with-pods.yaml"));
    let exporter = find(&report, "Pod", "node-exporter-8kq2d");
    assert_explains!(exporter, Verdict::Failed, ["The pod is not ready. It runs on Node worker-3, which has failed"]);
    assert!(!exporter.summary.contains("Readiness probes"), "the probe is not why: {}", exporter.summary);
    let deleted = find(&report, "Pod", "api-6f8d7c9b4-lq7zt");
    assert_explains!(deleted, Verdict::Terminating, ["stays Terminating until the node is back", "kubectl delete pod api-6f8d7c9b4-lq7zt -n shop --grace-period=0 --force"]);
}

#[test]
fn exit_code_2_with_a_panic_is_a_go_panic() {
    let pod = one(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nstatus:\n  phase: Running\n  containerStatuses:\n  - {name: api, restartCount: 4, state: {waiting: {reason: CrashLoopBackOff}}, lastState: {terminated: {reason: Error, exitCode: 2, message: \"panic: runtime error: invalid memory address\"}}}\n",
    );
    let why = &pod.containers[0].explanation.why;
    assert!(why.contains("Error (exit code 2) — the Go program panicked") && !why.contains("misused"), "{why}");
}

#[test]
fn pod_level_reasons_quote_their_message_and_say_what_to_try() {
    let pod = |reason: &str, message: &str, phase: &str| {
        explained(&format!("apiVersion: v1\nkind: Pod\nmetadata: {{name: p, namespace: ops}}\nstatus: {{phase: {phase}, reason: {reason}, message: \"{message}\"}}\n")).resources.remove(0)
    };
    let evicted = pod("Evicted", "The node was low on resource: memory. Container app was using 900Mi, request is 128Mi.", "Failed");
    assert_explains!(&evicted, Verdict::Failed, ["The pod failed (Evicted)", "using 900Mi, request is 128Mi", "kubectl describe node"]);
    let out_of_cpu = pod("OutOfcpu", "Pod was rejected: Node didn't have enough resource: cpu, requested: 2000, used: 3500, capacity: 4000", "Failed");
    assert_explains!(&out_of_cpu, Verdict::Failed, ["OutOfcpu", "requested: 2000", "lower the CPU requests"]);
    let gpu = pod("OutOfnvidia.com/gpu", "Pod was rejected: Node didn't have enough resource: nvidia.com/gpu", "Failed");
    assert_explains!(&gpu, Verdict::Failed, ["OutOfnvidia.com/gpu", "allocatable"]);
    let lost = pod("NodeLost", "Node n1 which was running pod p is unresponsive", "Running");
    assert_explains!(&lost, Verdict::Failed, ["The pod was stopped (NodeLost)", "unresponsive", "kubectl get nodes"]);
    let deadline = pod("DeadlineExceeded", "Pod was active on the node longer than the specified deadline", "Failed");
    assert_explains!(&deadline, Verdict::Failed, ["DeadlineExceeded", "kubectl logs pod/p -n ops", "does not start again by itself"]);
    let admission = pod("NodeAffinity", "Pod was rejected: Predicate NodeAffinity failed", "Failed");
    assert_explains!(&admission, Verdict::Failed, ["Predicate NodeAffinity failed", "show-labels"]);
}

#[test]
fn disruption_target_says_why_the_pod_is_stopped() {
    let report = explained(
        "apiVersion: v1\nkind: Pod\nmetadata: {name: p}\nstatus:\n  phase: Failed\n  conditions:\n  - {type: DisruptionTarget, status: \"True\", reason: TerminationByKubelet, message: \"The node was low on resource: memory.\"}\n  containerStatuses:\n  - {name: app, state: {terminated: {reason: Error, exitCode: 137}}}\n",
    );
    let pod = &report.resources[0];
    assert_explains!(pod, Verdict::Failed, ["exit code 137", "stopped on purpose (DisruptionTarget: TerminationByKubelet"]);
    assert!(pod.conditions[0].explanation.what.contains("node is under pressure"));
}

#[test]
fn services_select_pods_and_jobs_own_their_pods() {
    let report = explained(
        r#"
apiVersion: v1
kind: Service
metadata: {name: web, namespace: shop}
spec: {type: ClusterIP, clusterIP: 10.0.0.9, selector: {app: web}}
---
apiVersion: v1
kind: Pod
metadata: {name: web-1, namespace: shop, labels: {app: web, tier: front}}
status: {phase: Running, conditions: [{type: Ready, status: "True"}]}
---
apiVersion: v1
kind: Pod
metadata: {name: web-2, namespace: other, labels: {app: web}}
status: {phase: Running, conditions: [{type: Ready, status: "True"}]}
---
apiVersion: batch/v1
kind: CronJob
metadata: {name: nightly, namespace: shop, uid: cj-1}
spec: {schedule: "0 3 * * *"}
---
apiVersion: batch/v1
kind: Job
metadata: {name: nightly-2900, namespace: shop, uid: j-1, ownerReferences: [{kind: CronJob, name: nightly, uid: cj-1, controller: true}]}
status: {failed: 1, conditions: [{type: Failed, status: "True", reason: BackoffLimitExceeded, message: Job has reached the specified backoff limit}]}
---
apiVersion: v1
kind: Pod
metadata: {name: nightly-2900-abc, namespace: shop, ownerReferences: [{kind: Job, name: nightly-2900, uid: j-1, controller: true}]}
spec: {restartPolicy: Never}
status: {phase: Failed, containerStatuses: [{name: run, state: {terminated: {reason: Error, exitCode: 1}}}]}
"#,
    );
    let service = find(&report, "Service", "web");
    let selects: Vec<&str> = service.related.iter().filter(|r| r.relation == "selects").map(|r| r.name.as_str()).collect();
    assert_eq!(selects, vec!["web-1"], "same namespace and matching labels only");
    assert!(find(&report, "Pod", "web-1").related.iter().any(|r| r.relation == "selected-by" && r.name == "web"));
    let job = find(&report, "Job", "nightly-2900");
    assert!(job.related.iter().any(|r| r.relation == "owner" && r.kind == "CronJob"));
    assert!(job.related.iter().any(|r| r.relation == "owns" && r.name == "nightly-2900-abc"));
    assert_eq!(job.root_cause.as_ref().expect("cause").text, "Job nightly-2900 → Pod nightly-2900-abc → container run: Error");
}

#[test]
fn every_kubelet_and_pod_reason_of_the_reference_has_an_entry() {
    use status_explainer::explain::knowledge;
    let reasons = [
        // §1.3 waiting
        "ContainerCreating", "PodInitializing", "ErrImagePull", "ImagePullBackOff", "InvalidImageName", "ErrImageNeverPull",
        "ImageInspectError", "RegistryUnavailable", "SignatureValidationFailed", "CrashLoopBackOff", "CreateContainerConfigError",
        "CreateContainerError", "PreCreateHookError", "PreStartHookError", "PostStartHookError", "RunContainerError",
        "CreatePodSandboxError", "ConfigPodSandboxError", "KillPodSandboxError", "KillContainerError",
        // §1.3 terminated
        "Completed", "Error", "OOMKilled", "StartError", "ContainerCannotRun", "DeadlineExceeded", "ContainerStatusUnknown",
        // §1.4 pod status.reason
        "Evicted", "OutOfcpu", "OutOfmemory", "OutOfpods", "OutOfephemeral-storage", "OutOf<resource>", "NodeAffinity", "NodeName",
        "NodePorts", "TaintToleration", "UnexpectedAdmissionError", "UnknownReason", "UnexpectedPredicateFailureType",
        "TopologyAffinityError", "SysctlForbidden", "InitContainerRestartPolicyForbidden", "PodOSSelectorNodeLabelDoesNotMatch",
        "PodOSNotSupported", "NodeShutdown", "Terminated", "NodeLost", "Preempting",
        // §1.2 pod conditions, DisruptionTarget
        "Unschedulable", "SchedulingGated", "SchedulerError", "ContainersNotInitialized", "ContainersNotReady", "PodCompleted",
        "PodFailed", "ReadinessGatesNotReady", "UnknownContainerStatuses", "PreemptionByScheduler", "TerminationByKubelet",
        "EvictionByEvictionAPI", "DeletionByTaintManager", "DeletionByPodGC",
    ];
    let missing: Vec<&str> = reasons.iter().copied().filter(|r| knowledge::reason(r).is_none()).collect();
    assert!(missing.is_empty(), "no knowledge entry for {missing:?}");
    let events = [
        "FailedScheduling", "Scheduled", "Preempted", "Pulling", "Pulled", "Created", "Started", "Killing", "Failed", "BackOff",
        "Unhealthy", "FailedMount", "FailedAttachVolume", "FailedMapVolume", "FailedCreatePodSandBox", "SandboxChanged",
        "NetworkNotReady", "Evicted", "Preempting", "ExceededGracePeriod", "FailedPreStopHook", "FailedPostStartHook", "FailedSync",
        "ProbeWarning", "OOMKilling", "FailedCreate", "SuccessfulCreate", "ScalingReplicaSet", "ProvisioningFailed",
        "ExternalProvisioning", "WaitForFirstConsumer", "SyncLoadBalancerFailed", "NodeNotReady",
    ];
    let missing: Vec<&str> = events.iter().copied().filter(|r| knowledge::event_reason(r).is_none()).collect();
    assert!(missing.is_empty(), "no event entry for {missing:?}");
}

#[test]
fn a_pod_stuck_on_a_node_that_is_not_ready_names_the_node_as_root_cause() {
    let report = explained(
        "apiVersion: v1\nkind: Node\nmetadata: {name: worker-3}\nstatus:\n  conditions:\n  - {type: Ready, status: Unknown, reason: NodeStatusUnknown, message: Kubelet stopped posting node status., lastTransitionTime: \"2025-03-04T10:00:00Z\"}\n---\napiVersion: v1\nkind: Pod\nmetadata: {name: web-1, namespace: shop}\nspec: {nodeName: worker-3, containers: [{name: app, image: web}]}\nstatus:\n  phase: Running\n  conditions: [{type: Ready, status: \"False\"}]\n",
    );
    let node = find(&report, "Node", "worker-3");
    assert_eq!(node.verdict, Verdict::Failed, "{}", node.summary);
    let pod = find(&report, "Pod", "web-1");
    assert_explains!(pod, Verdict::Failed, ["runs on Node worker-3, which has failed"]);
    assert_eq!(pod.root_cause.as_ref().map(|c| c.text.as_str()), Some("Pod web-1 → Node worker-3"));
    assert!(pod.related.iter().any(|r| r.relation == "uses" && r.kind == "Node" && r.name == "worker-3"));
}

#[test]
fn a_cron_job_fails_on_its_latest_scheduling_event_until_a_job_is_created_again() {
    let cron_job = |events: &str| {
        format!(
            "apiVersion: batch/v1\nkind: CronJob\nmetadata: {{name: report, namespace: batch}}\nspec: {{schedule: \"*/5 * * * *\"}}\nstatus: {{lastScheduleTime: \"2025-03-04T10:25:00Z\"}}\n{events}"
        )
    };
    let event = |reason: &str, message: &str, at: &str| {
        format!(
            "---\napiVersion: v1\nkind: Event\nmetadata: {{name: report.{reason}, namespace: batch}}\ninvolvedObject: {{kind: CronJob, name: report, namespace: batch}}\ntype: Warning\nreason: {reason}\nmessage: '{message}'\nlastTimestamp: \"{at}\"\n"
        )
    };
    let quota = event("FailedCreate", "Error creating job: jobs.batch \"report-29012345\" is forbidden: exceeded quota: batch-quota", "2025-03-04T10:25:01Z");
    let report = explained(&cron_job(&quota));
    assert_explains!(find(&report, "CronJob", "report"), Verdict::Failed, ["failed to create its Job", "exceeded quota: batch-quota"]);
    let fixed = format!("{quota}{}", event("SuccessfulCreate", "Created job report-29012350", "2025-03-04T10:30:00Z").replace("type: Warning", "type: Normal"));
    let report = explained(&cron_job(&fixed));
    assert_explains!(find(&report, "CronJob", "report"), Verdict::Ready, ["schedules Jobs"]);
}

#[test]
fn a_stateful_set_uses_the_claims_its_templates_make_for_each_ordinal() {
    let report = explained(
        r#"
apiVersion: apps/v1
kind: StatefulSet
metadata: {name: db, namespace: data}
spec:
  replicas: 2
  volumeClaimTemplates:
  - metadata: {name: data}
    spec: {accessModes: [ReadWriteOnce], resources: {requests: {storage: 10Gi}}}
status: {replicas: 2, readyReplicas: 1, currentReplicas: 2, updatedReplicas: 2}
---
apiVersion: v1
kind: PersistentVolumeClaim
metadata: {name: data-db-0, namespace: data}
status: {phase: Bound}
---
apiVersion: v1
kind: PersistentVolumeClaim
metadata: {name: data-db-1, namespace: data}
spec: {storageClassName: fast}
status: {phase: Pending}
---
apiVersion: v1
kind: PersistentVolumeClaim
metadata: {name: data-other-0, namespace: data}
status: {phase: Bound}
"#,
    );
    let set = find(&report, "StatefulSet", "db");
    let claims: Vec<&str> = set.related.iter().filter(|r| r.relation == "uses" && r.kind == "PersistentVolumeClaim").map(|r| r.name.as_str()).collect();
    assert_eq!(claims, ["data-db-0", "data-db-1"]);
    assert!(find(&report, "PersistentVolumeClaim", "data-db-1").related.iter().any(|r| r.relation == "used-by" && r.name == "db"));
}

#[test]
fn a_deployment_config_fails_now_when_its_latest_replication_controller_cannot_pull() {
    let report = explained(
        r#"
apiVersion: apps.openshift.io/v1
kind: DeploymentConfig
metadata: {name: web, namespace: shop, uid: dc-1, generation: 5}
spec: {replicas: 2}
status:
  observedGeneration: 5
  latestVersion: 3
  replicas: 3
  updatedReplicas: 1
  availableReplicas: 2
  readyReplicas: 2
  conditions:
  - {type: Available, status: "True", reason: "", message: Deployment config has minimum availability.}
  - {type: Progressing, status: "True", reason: ReplicationControllerUpdated, message: replication controller "web-3" is progressing}
---
apiVersion: v1
kind: ReplicationController
metadata:
  name: web-2
  namespace: shop
  uid: rc-2
  annotations: {openshift.io/deployment-config.latest-version: "2", openshift.io/deployment.phase: Complete}
  ownerReferences: [{apiVersion: apps.openshift.io/v1, kind: DeploymentConfig, name: web, uid: dc-1, controller: true}]
spec: {replicas: 2}
status: {replicas: 2, readyReplicas: 2, availableReplicas: 2}
---
apiVersion: v1
kind: ReplicationController
metadata:
  name: web-3
  namespace: shop
  uid: rc-3
  annotations: {openshift.io/deployment-config.latest-version: "3", openshift.io/deployment.phase: Running}
  ownerReferences: [{apiVersion: apps.openshift.io/v1, kind: DeploymentConfig, name: web, uid: dc-1, controller: true}]
spec: {replicas: 1}
status: {replicas: 1, readyReplicas: 0, availableReplicas: 0}
---
apiVersion: v1
kind: Pod
metadata:
  name: web-3-x7k2p
  namespace: shop
  ownerReferences: [{apiVersion: v1, kind: ReplicationController, name: web-3, uid: rc-3, controller: true}]
spec: {containers: [{name: app, image: "image-registry.openshift-image-registry.svc:5000/shop/web@sha256:1f2e"}]}
status:
  phase: Pending
  containerStatuses:
  - name: app
    ready: false
    restartCount: 0
    image: image-registry.openshift-image-registry.svc:5000/shop/web@sha256:1f2e
    state: {waiting: {reason: ImagePullBackOff, message: "Back-off pulling image \"image-registry.openshift-image-registry.svc:5000/shop/web@sha256:1f2e\""}}
"#,
    );
    let config = find(&report, "DeploymentConfig", "web");
    assert_explains!(config, Verdict::Degraded, ["failing now", "ImagePullBackOff", "ReplicationController web-2 (2/2 ready) still serves the previous version"]);
    let cause = config.root_cause.as_ref().expect("root cause");
    assert_eq!(cause.text, "DeploymentConfig web → ReplicationController web-3 (revision 3) → Pod web-3-x7k2p → container app: ImagePullBackOff");
    // The previous revision still serves; the current one has failed, pointing back to its owner.
    assert_explains!(find(&report, "ReplicationController", "web-2"), Verdict::Ready, ["All 2 pods are ready"]);
    assert_explains!(find(&report, "ReplicationController", "web-3"), Verdict::Failed, ["see the DeploymentConfig for what still serves"]);
}

#[test]
fn a_resource_without_a_name_is_named_so_in_the_root_cause() {
    // A Pod whose owner ReplicaSet has no name of its own in the paste (cut off when copied).
    let report = explained(
        "apiVersion: apps/v1\nkind: ReplicaSet\nmetadata: {namespace: shop, uid: r1}\nspec: {replicas: 1}\nstatus: {replicas: 1}\n---\n\
         apiVersion: v1\nkind: Pod\nmetadata: {name: web-1, namespace: shop, ownerReferences: [{kind: ReplicaSet, name: web, uid: r1, controller: true}]}\n\
         status:\n  phase: Running\n  containerStatuses: [{name: app, ready: false, restartCount: 5, state: {waiting: {reason: CrashLoopBackOff}}}]\n",
    );
    let cause = report.root_cause.expect("a root cause");
    assert!(cause.text.starts_with("ReplicaSet (no name) → Pod web-1 → container app"), "{}", cause.text);
}

#[test]
fn a_pod_marked_not_ready_by_the_node_controller_is_sent_to_its_node() {
    let report = explained(include_str!("inputs/node-not-ready-with-pods.yaml"));
    let pod = find(&report, "Pod", "redis-cache-0");
    let ready = condition(pod, "Ready");
    assert_eq!(ready.reason, "NodeNotReady");
    assert!(ready.explanation.what.contains("The node controller marked the pod not ready because its node stopped reporting"), "{}", ready.explanation.what);
    assert!(ready.explanation.next.starts_with("Look at the node: kubectl describe node worker-3."), "{}", ready.explanation.next);
}

#[test]
fn a_certificate_whose_issuer_has_failed_has_failed_with_it() {
    let report = status_explainer::explain(include_str!("inputs/certificate-issuer-not-ready.yaml"), status_explainer::Timestamp::parse("2025-06-12T14:30:00Z"));
    let certificate = find(&report, "Certificate", "api-example-com-tls");
    assert_explains!(certificate, Verdict::Failed, ["It cannot finish: it depends on ClusterIssuer letsencrypt-prod, which has failed", "server misbehaving"]);
    assert_eq!(certificate.root_cause.as_ref().map(|c| c.text.as_str()), Some("Certificate api-example-com-tls → ClusterIssuer letsencrypt-prod"));
    assert_eq!(find(&report, "CertificateRequest", "api-example-com-tls-1").verdict, Verdict::Failed);
    let issuer = find(&report, "ClusterIssuer", "letsencrypt-prod");
    assert!(condition(issuer, "Ready").explanation.what.contains("could not register its account with the ACME server"), "{}", condition(issuer, "Ready").explanation.what);
}

#[test]
fn a_knative_service_revision_and_pod_pasted_without_configuration_read_as_one_chain() {
    // kubectl get ksvc,rev,pods: no Configuration, no Deployment or ReplicaSet in between.
    let report = status_explainer::explain(include_str!("inputs/knative-service-revision-pod.yaml"), status_explainer::Timestamp::parse("2025-06-12T14:30:00Z"));
    let cause = report.root_cause.as_ref().expect("root cause");
    assert!(cause.text.starts_with("Knative Service payments-api → Revision payments-api-00003 → Pod payments-api-00003-deployment-5d8c7b9f4-q7x2m → container user-container"), "{}", cause.text);
    // One problem, one cause: the Service's RevisionFailed is not a second one.
    assert!(report.also_failing_words().is_none(), "{:?}", report.also_failing_words());
}

#[test]
fn a_failed_health_check_follows_the_workloads_it_names() {
    let report = status_explainer::explain(include_str!("inputs/kustomization-health-check-failed.yaml"), status_explainer::Timestamp::parse("2025-06-12T14:30:00Z"));
    let cause = report.root_cause.as_ref().expect("root cause");
    assert_eq!(
        cause.text,
        "Kustomization apps → Deployment orders-api → Pod orders-api-6b9d8f7c55-tz8wq → container api: CreateContainerConfigError → Secret orders-db-credentials (missing)"
    );
    // One cause for the whole paste: the Deployment is not "a problem of its own".
    assert!(report.also_failing_words().is_none());
}

#[test]
fn a_knative_route_waits_for_its_certificate_and_fails_with_it() {
    let now = status_explainer::Timestamp::parse("2025-06-12T14:30:00Z");
    let paste = include_str!("inputs/knative-route-certificate-stuck.yaml");
    let report = status_explainer::explain(paste, now);
    let certificate = find(&report, "Certificate", "route-4f1d2c3b-9a8e-4d7c-b6a5-0e1f2a3b4c5d");
    assert_explains!(certificate, Verdict::Failed, ["It has not been issued in 49 min", "wrong status code '404'", "storefront.web.shop.example.com must resolve to Knative's ingress"]);
    let route = find(&report, "Route", "storefront");
    assert_explains!(route, Verdict::Failed, ["CertificateNotReady", "It cannot finish: it depends on Certificate route-4f1d2c3b-9a8e-4d7c-b6a5-0e1f2a3b4c5d, which has failed"]);
    // What it said while waiting (no deadline, it waits on) gives way to the failure.
    assert!(!route.summary.contains("sets no deadline"), "{}", route.summary);
    assert_eq!(route.root_cause.as_ref().map(|c| c.text.as_str()), Some("Knative Route storefront → Knative Certificate route-4f1d2c3b-9a8e-4d7c-b6a5-0e1f2a3b4c5d"));
    // Its undecided conditions are not told to wait a little: they follow the summary.
    assert!(route.conditions.iter().all(|c| !c.explanation.next.starts_with("Wait")), "{:?}", route.conditions);
    // Ten minutes in, the same is still being issued.
    let early = status_explainer::explain(paste, status_explainer::Timestamp::parse("2025-06-12T13:50:00Z"));
    assert_eq!(find(&early, "Route", "storefront").verdict, Verdict::InProgress);
}

#[test]
fn heat_resources_never_created_under_a_failed_stack_of_another_file_were_skipped() {
    // `openstack stack show -f json` and `openstack stack resource list -f json`, saved apart.
    let sources = [
        status_explainer::Source { name: Some("stack.json"), text: include_str!("inputs/heat-failed-stack.json") },
        status_explainer::Source { name: Some("resources.json"), text: include_str!("inputs/heat-failed-stack-resources.json") },
    ];
    let report = status_explainer::explain_sources(&sources, status_explainer::Timestamp::parse("2025-06-12T14:30:00Z"));
    let server = find(&report, "StackResource", "db_server");
    assert_explains!(server, Verdict::Unknown, ["db_server (OS::Nova::Server) was never created (INIT_COMPLETE): its stack billing-prod stopped with CREATE_FAILED", "It is not the cause"]);
    assert!(condition(server, "Ready").explanation.next.starts_with("Nothing to do for this condition"), "{}", condition(server, "Ready").explanation.next);
    assert_eq!(report.totals.in_progress, 0, "{:?}", report.totals);
}

#[test]
fn a_budget_allowing_no_disruption_blocks_the_drain_of_the_cordoned_node_its_pod_runs_on() {
    let paste = include_str!("inputs/pdb-blocks-drain.yaml");
    let report = explained(paste);
    let budget = find(&report, "PodDisruptionBudget", "zookeeper-pdb");
    assert_explains!(budget, Verdict::Degraded, ["It blocks the drain of Node worker-7: its pod zookeeper-1 runs there", "with maxUnavailable: 0 it refuses every voluntary eviction"]);
    assert!(find(&report, "Pod", "zookeeper-1").related.iter().any(|r| r.relation == "protected-by" && r.name == "zookeeper-pdb"));
    // Its condition is the cause, and says what lets the drain go on: every pod is healthy,
    // so the budget itself is what to loosen (not "make the unhealthy pods healthy").
    let condition = budget.conditions.iter().find(|c| c.type_ == "DisruptionAllowed").expect("DisruptionAllowed");
    assert!(condition.failing && !condition.note, "{condition:?}");
    assert!(!condition.explanation.why.contains("not a failure"), "{}", condition.explanation.why);
    assert!(condition.explanation.next.starts_with("All 3 protected pods are healthy: the budget itself (maxUnavailable: 0) allows no eviction."), "{}", condition.explanation.next);
    assert!(condition.explanation.next.contains("kubectl edit pdb zookeeper-pdb -n kafka: maxUnavailable: 1"), "{}", condition.explanation.next);
    // Not cordoned, yet an eviction of its pod was refused a moment ago (an autoscaler, say):
    // something waits on it all the same.
    let uncordoned = paste.replace("unschedulable: true", "unschedulable: false");
    let budget = find(&explained(&uncordoned), "PodDisruptionBudget", "zookeeper-pdb").clone();
    assert_explains!(&budget, Verdict::Degraded, [
        "It refuses evictions that a drain or a node's removal waits for: its pod zookeeper-1 was refused 31 times, last 10 s ago (event EvictionBlocked: “Cannot evict pod as it would violate the pod's disruption budget”).",
    ]);
    // Not cordoned and no eviction refused: nothing waits, and the budget is only noted, with
    // the same way out.
    let quiet = uncordoned.split("\n---\napiVersion: v1\nkind: Event").next().unwrap_or(&uncordoned);
    let budget = find(&explained(quiet), "PodDisruptionBudget", "zookeeper-pdb").clone();
    assert_eq!(budget.verdict, Verdict::Ready);
    assert!(budget.conditions.iter().any(|c| c.note && c.explanation.next.starts_with("All 3 protected pods are healthy")), "{:?}", budget.conditions);
}

#[test]
fn a_refused_eviction_of_a_pod_not_pasted_is_laid_at_the_budget_that_refuses() {
    let paste = include_str!("inputs/pdb-blocks-drain.yaml");
    let documents: Vec<&str> = paste.split("\n---\n").filter(|document| !document.contains("\nkind: Pod\n")).collect();
    let without_pod = documents.join("\n---\n");
    assert!(!without_pod.contains("kind: Pod\nmetadata"));
    let report = explained(&without_pod);
    // The only budget of the namespace that allows no disruption: most likely the one.
    assert_explains!(find(&report, "PodDisruptionBudget", "zookeeper-pdb"), Verdict::Degraded, [
        "A drain or a node's removal waits: Pod zookeeper-1 was refused its eviction 31 times, last 10 s ago",
        "this is the only budget pasted in namespace kafka that allows no disruption",
    ]);
    // The event itself is still shown.
    assert!(report.resources.iter().any(|r| r.kind == "Event" && r.summary.contains("about Pod zookeeper-1")));
    // Two such budgets there: the event does not say which, so neither is blamed.
    let second = format!("{}\n---\n{}", without_pod, documents.first().copied().unwrap_or("").replace("zookeeper-pdb", "kafka-pdb"));
    let report = explained(&second);
    assert_eq!(find(&report, "PodDisruptionBudget", "zookeeper-pdb").verdict, Verdict::Ready);
    assert_eq!(find(&report, "PodDisruptionBudget", "kafka-pdb").verdict, Verdict::Ready);
    // Karpenter names the budget in an event about the node: that one, whatever else is pasted.
    let karpenter = second.replace(
        "involvedObject:\n  kind: Pod\n  name: zookeeper-1\n  namespace: kafka\nreason: EvictionBlocked\nmessage: 'Cannot evict pod as it would violate the pod''s disruption budget.'",
        "involvedObject:\n  kind: Node\n  name: worker-7\nreason: DisruptionBlocked\nmessage: 'Cannot disrupt Node: pdb \"kafka/kafka-pdb\" prevents pod evictions'",
    );
    assert!(karpenter.contains("DisruptionBlocked"));
    let report = explained(&karpenter);
    assert_explains!(find(&report, "PodDisruptionBudget", "kafka-pdb"), Verdict::Degraded, [
        "It refuses evictions that a drain or a node's removal waits for (event DisruptionBlocked about Node worker-7, 31 times, last 10 s ago: “Cannot disrupt Node: pdb \"kafka/kafka-pdb\" prevents pod evictions”).",
    ]);
    assert_eq!(find(&report, "PodDisruptionBudget", "zookeeper-pdb").verdict, Verdict::Ready);
}

#[test]
fn heat_events_pasted_alone_name_their_stack_from_its_own_events() {
    // `openstack stack event list -f json` has no stack column; the stack's own events
    // ("Stack CREATE started") carry its name.
    let report = explained_at(include_str!("inputs/heat-rolled-back-stack-events.json"), "2025-06-12T14:30:00Z");
    let nexts: Vec<&str> = report.resources.iter().flat_map(|r| r.conditions.iter().map(|c| c.explanation.next.as_ref())).collect();
    assert!(nexts.iter().all(|next| !next.contains("<stack>") && !next.contains("<resource>")), "{nexts:#?}");
    let failed = report.resources.iter().find(|r| r.kind == "StackEvent" && r.name == "server" && r.verdict == Verdict::Failed).expect("the server's failure");
    assert!(failed.conditions[0].explanation.next.contains("openstack stack resource show reporting-vm server"), "{}", failed.conditions[0].explanation.next);
    let own = report.resources.iter().find(|r| r.name == "reporting-vm" && r.conditions[0].reason == "CREATE_FAILED").expect("the stack's own failure event");
    assert!(own.conditions[0].explanation.next.contains("openstack stack resource show reporting-vm server"), "{}", own.conditions[0].explanation.next);
}

#[test]
fn heat_events_saved_apart_from_their_stack_name_it_and_the_stacks_own_echo_is_not_a_second_problem() {
    let sources = [
        status_explainer::Source { name: Some("stack.json"), text: include_str!("inputs/heat-rolled-back-stack.json") },
        status_explainer::Source { name: Some("events.json"), text: include_str!("inputs/heat-rolled-back-stack-events.json") },
    ];
    let report = status_explainer::explain_sources(&sources, status_explainer::Timestamp::parse("2025-06-12T14:30:00Z"));
    let failed = report.resources.iter().find(|r| r.kind == "StackEvent" && r.verdict == Verdict::Failed).expect("the server's failure");
    assert_eq!(failed.name, "server");
    let next = &failed.conditions[0].explanation.next;
    assert!(next.contains("openstack stack resource show reporting-vm server") && !next.contains("<stack>"), "{next}");
    assert!(report.also_failing_words().is_none(), "{:?}", report.also_failing_words());
}

#[test]
fn a_pod_waiting_for_a_certificate_says_which_challenge_it_all_waits_for() {
    let paste = include_str!("inputs/pod-waits-for-certificate-with-pending-challenge.yaml");
    // No creation times: nothing says how long the challenge has been pending, so all wait.
    let report = explained(paste);
    let pod = find(&report, "Pod", "web-5f7d9c8b4-7kq2w");
    assert_explains!(pod, Verdict::InProgress, [
        "It waits for Secret web-tls, which Certificate web-tls is still making",
        "Certificate web-tls waits for Challenge web-tls-1-2873263-1660712090: the HTTP-01 challenge for shop.example.com is pending: Waiting for HTTP-01 challenge propagation: wrong status code '404'",
    ]);
    let certificate = find(&report, "Certificate", "web-tls");
    assert_explains!(certificate, Verdict::InProgress, ["It waits for Challenge web-tls-1-2873263-1660712090: the HTTP-01 challenge"]);
    // The challenge says it of itself, once.
    let challenge = find(&report, "Challenge", "web-tls-1-2873263-1660712090");
    assert!(!challenge.summary.contains("It waits for"), "{}", challenge.summary);
    // Pending for 31 min (created at 09:58): the self check has failed, and the chain fails with it.
    let dated = explained(&paste.replace("  namespace: shop\n", "  namespace: shop\n  creationTimestamp: \"2025-03-04T09:58:02Z\"\n"));
    assert_eq!(
        dated.root_cause.as_ref().expect("cause").text,
        "Pod web-5f7d9c8b4-7kq2w → Secret web-tls (missing) → Certificate web-tls → CertificateRequest web-tls-1 → Order web-tls-1-2873263 → Challenge web-tls-1-2873263-1660712090"
    );
    assert_explains!(find(&dated, "Challenge", "web-tls-1-2873263-1660712090"), Verdict::Failed, [
        "has failed for 31 min",
        "A 404 means something answers for shop.example.com but does not send that path to cert-manager's solver",
        "(the solver's is for ingress class nginx)",
        "kubectl get ingress -n shop",
    ]);
}

#[test]
fn a_rollout_in_progress_names_the_pod_it_waits_for() {
    let report = explained(r#"apiVersion: apps/v1
kind: Deployment
metadata: {name: web, namespace: shop, generation: 2, uid: d1}
spec: {replicas: 2, progressDeadlineSeconds: 600}
status:
  observedGeneration: 2
  replicas: 2
  updatedReplicas: 1
  availableReplicas: 1
  conditions:
  - {type: Progressing, status: "True", reason: ReplicaSetUpdated, lastUpdateTime: "2025-03-04T10:29:00Z", lastTransitionTime: "2025-03-04T10:28:00Z"}
  - {type: Available, status: "True", reason: MinimumReplicasAvailable}
---
apiVersion: apps/v1
kind: ReplicaSet
metadata:
  name: web-7d9f8c6b5
  namespace: shop
  uid: rs2
  annotations: {deployment.kubernetes.io/revision: "2"}
  ownerReferences: [{apiVersion: apps/v1, kind: Deployment, name: web, uid: d1, controller: true}]
spec: {replicas: 1}
status: {replicas: 1, readyReplicas: 0, availableReplicas: 0}
---
apiVersion: v1
kind: Pod
metadata:
  name: web-7d9f8c6b5-x2k
  namespace: shop
  ownerReferences: [{apiVersion: apps/v1, kind: ReplicaSet, name: web-7d9f8c6b5, uid: rs2, controller: true}]
status:
  phase: Pending
  conditions: [{type: PodScheduled, status: "True"}]
  containerStatuses: [{name: app, image: web:2, state: {waiting: {reason: ContainerCreating}}}]
"#);
    assert_explains!(find(&report, "Deployment", "web"), Verdict::InProgress, [
        "it will time out in 9 min",
        "It waits for Pod web-7d9f8c6b5-x2k: the pod is starting: container app is waiting (ContainerCreating).",
    ]);
    assert!(!find(&report, "Pod", "web-7d9f8c6b5-x2k").summary.contains("It waits for"));
}

#[test]
fn problems_of_their_own_are_not_hidden_by_a_container_or_resource_of_the_same_name_elsewhere() {
    // Most containers are called app; and the same Deployment name lives in several namespaces.
    let pod = |namespace: &str, name: &str, reason: &str| {
        format!("apiVersion: v1\nkind: Pod\nmetadata: {{name: {name}, namespace: {namespace}}}\nstatus:\n  phase: Pending\n  containerStatuses:\n  - {{name: app, image: 'registry.example.com/{name}:1', restartCount: 0, state: {{waiting: {{reason: {reason}, message: 'failed'}}}}}}\n")
    };
    let paste = [pod("a", "alpha-1", "CreateContainerConfigError"), pod("b", "beta-1", "ImagePullBackOff"), pod("c", "gamma-1", "ErrImagePull")].join("---\n");
    let report = explained(&paste);
    let others: Vec<&str> = report.other_problems().iter().map(|r| r.name.as_str()).collect();
    assert_eq!(others.len(), 2, "{others:?} besides {:?}", report.root_cause.as_ref().map(|c| &c.text));
    // The same pod name in two namespaces: two problems.
    let twins = [pod("staging", "web-1", "ImagePullBackOff"), pod("prod", "web-1", "ImagePullBackOff")].join("---\n");
    assert_eq!(explained(&twins).other_problems().len(), 1);
    // The chain's links carry the namespace.
    let cause = report.root_cause.as_ref().expect("cause");
    assert!(cause.chain.iter().all(|link| link.namespace.is_some()), "{:?}", cause.chain);
}

#[test]
fn another_problem_is_named_with_what_is_wrong_when_its_chain_ends_without_a_note() {
    let deployment = "apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: svc, namespace: a, uid: d1, generation: 1}\nspec: {replicas: 1, progressDeadlineSeconds: 600}\nstatus:\n  observedGeneration: 1\n  replicas: 1\n  unavailableReplicas: 1\n  conditions:\n  - {type: Progressing, status: \"False\", reason: ProgressDeadlineExceeded, message: ReplicaSet has timed out progressing.}\n---\napiVersion: apps/v1\nkind: ReplicaSet\nmetadata: {name: svc-5f7c, namespace: a, uid: r1, annotations: {deployment.kubernetes.io/revision: \"1\"}, ownerReferences: [{apiVersion: apps/v1, kind: Deployment, name: svc, uid: d1, controller: true}]}\nspec: {replicas: 1}\nstatus: {replicas: 1}\n---\napiVersion: v1\nkind: Pod\nmetadata: {name: svc-5f7c-x, namespace: a, ownerReferences: [{apiVersion: apps/v1, kind: ReplicaSet, name: svc-5f7c, uid: r1, controller: true}]}\nstatus:\n  phase: Pending\n  conditions:\n  - {type: PodScheduled, status: \"False\", reason: Unschedulable, message: '0/3 nodes are available: 3 Insufficient memory.'}\n";
    let crash = "---\napiVersion: v1\nkind: Pod\nmetadata: {name: lone, namespace: b}\nstatus:\n  phase: Running\n  containerStatuses:\n  - {name: app, restartCount: 9, state: {waiting: {reason: CrashLoopBackOff}}, lastState: {terminated: {reason: Error, exitCode: 1}}}\n";
    let report = explained(&format!("{crash}---\n{deployment}"));
    let others = report.also_failing_words().expect("another problem");
    assert!(others.contains("Pod svc-5f7c-x (Unschedulable)"), "{others} (root cause {:?})", report.root_cause.as_ref().map(|c| &c.text));
}

#[test]
fn a_mesh_sidecar_s_own_probe_is_not_called_the_app_s() {
    let report = explained(include_str!("inputs/istio-sidecar-not-ready.yaml"));
    let pod = find(&report, "Pod", "reviews-v2-7c9f8d6b5-x2k4p");
    assert_explains!(pod, Verdict::Failed, [
        "That is the Istio sidecar's own readiness probe (istio-proxy on port 15021), not the app's",
        "kubectl logs reviews-v2-7c9f8d6b5-x2k4p -n bookinfo -c istio-proxy",
    ]);
    assert!(!pod.summary.contains("the app starts slower"), "{}", pod.summary);
    // The app's probe rewritten by Istio's agent: named as that container's, then what the
    // failure itself says.
    let rewritten = include_str!("inputs/istio-sidecar-not-ready.yaml")
        .replace("containers with unready status: [istio-proxy]", "containers with unready status: [reviews]")
        .replace("Get \"http://10.244.1.17:15021/healthz/ready\": dial tcp 10.244.1.17:15021: connect: connection refused", "Get \"http://10.244.1.17:15020/app-health/reviews/readyz\": context deadline exceeded (Client.Timeout exceeded while awaiting headers)");
    let pod = find(&explained(&rewritten), "Pod", "reviews-v2-7c9f8d6b5-x2k4p").clone();
    assert_explains!(&pod, Verdict::Failed, ["forwards this probe (port 15020, /app-health/reviews/…) to container reviews", "The probe times out"]);
}

#[test]
fn the_reasons_named_beside_other_problems_are_words_of_the_paste() {
    // "Also a problem of its own: NodePool default (…)": a reader looks for the word in brackets
    // in what they pasted, so a word a rule made up must not stand there.
    let inputs = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/inputs");
    let mut checked = 0;
    for entry in std::fs::read_dir(inputs).expect("tests/inputs") {
        let path = entry.expect("an input").path();
        let text = std::fs::read_to_string(&path).expect("a text input");
        let report = explained(&text);
        let Some(also) = report.also_failing_words() else { continue };
        for named in also.split("; ") {
            // (A chain that ends with a container's note has no reason in brackets at its end.)
            if !named.trim_end_matches('.').ends_with(')') {
                continue;
            }
            let Some((_, bracketed)) = named.rsplit_once(" (") else { continue };
            let word = bracketed.trim_end_matches(['.', ')']).split(" and ").next().unwrap_or_default();
            assert!(text.contains(word), "{}: {also:?} names {word:?}, which the paste does not hold", path.display());
            checked += 1;
        }
    }
    assert!(checked >= 5, "only {checked} bracketed reasons checked");
}

#[test]
fn a_newer_kubelet_s_back_off_message_is_read_for_the_pull_error_it_carries() {
    // Kubernetes 1.32 writes `Back-off pulling image "X": ErrImagePull: <error>`.
    let report = explained(include_str!("inputs/imagepull-backoff-132-not-found.yaml"));
    let pod = find(&report, "Pod", "frontend-66b8d7c9f4-t7r2d");
    assert_explains!(pod, Verdict::Failed, ["the registry has no image with that name and tag (“not found”)"]);
    let container = &pod.containers[0].explanation;
    assert!(container.next.starts_with("Fix the image name or tag"), "{}", container.next);
    assert!(!container.why.contains("the last pull failed with"), "the error is quoted twice: {}", container.why);
    let report = explained(include_str!("inputs/imagepull-backoff-132-unauthorized.yaml"));
    // Amazon ECR is pulled with the node's IAM role: that is what to check, not the pod's secrets.
    let etl = find(&report, "Pod", "etl-7f9b8c6d5-zq9mw");
    assert_explains!(etl, Verdict::Failed, ["Amazon ECR (123456789012.dkr.ecr.eu-west-1.amazonaws.com) refused the pull: the node's IAM role may not pull this repository", "401 Unauthorized"]);
    assert!(etl.containers[0].explanation.next.contains("AmazonEC2ContainerRegistryReadOnly"), "{}", etl.containers[0].explanation.next);
}

#[test]
fn a_pull_refused_with_the_pods_own_pull_secret_names_that_secret_and_how_to_renew_it() {
    let paste = "apiVersion: v1\nkind: Pod\nmetadata: {name: billing-api-6d7f8c9b5-zt4qw, namespace: billing}\nspec:\n  imagePullSecrets: [{name: harbor-pull}]\n  containers: [{name: api, image: harbor.corp.example.com/billing/api:3.2.1}]\nstatus:\n  phase: Pending\n  containerStatuses:\n  - name: api\n    image: harbor.corp.example.com/billing/api:3.2.1\n    ready: false\n    restartCount: 0\n    state: {waiting: {reason: ImagePullBackOff, message: 'Back-off pulling image \"harbor.corp.example.com/billing/api:3.2.1\": ErrImagePull: failed to resolve reference: pull access denied, repository does not exist or may require authorization: 401 Unauthorized'}}\n";
    let report = explained(paste);
    let pod = find(&report, "Pod", "billing-api-6d7f8c9b5-zt4qw");
    assert_explains!(pod, Verdict::Failed, ["the registry harbor.corp.example.com refused what the pod pulls with (Secret harbor-pull, its imagePullSecrets)"]);
    let next = &pod.containers[0].explanation.next;
    assert!(next.contains("kubectl create secret docker-registry harbor-pull -n billing --docker-server=harbor.corp.example.com"), "{next}");
    assert!(!next.contains("jsonpath='{.spec.imagePullSecrets}'"), "it would only echo the paste: {next}");
}

#[test]
fn a_pending_pod_is_not_told_to_tolerate_cordoned_or_control_plane_nodes() {
    let cordoned = explained(include_str!("inputs/pod-pending-on-cordoned-nodes.yaml"));
    let pod = find(&cordoned, "Pod", "reporting-5c6d7e8f9-q1w2e");
    assert_explains!(pod, Verdict::Failed, ["cordoned nodes (taint node.kubernetes.io/unschedulable", "kubectl uncordon <node>"]);
    assert!(!pod.summary.contains("toleration"), "{}", pod.summary);
    let short = explained(include_str!("inputs/rollout-pending-insufficient-cpu.yaml"));
    let pod = find(&short, "Pod", "ledger-7f8c9d6b4-jx2lp");
    assert_explains!(pod, Verdict::Failed, ["(it requests cpu 2 for ledger)", "a cluster autoscaler, if there is one, says"]);
    assert!(!pod.summary.contains("toleration"), "the control plane's taint is not for the app to tolerate: {}", pod.summary);
    // A DaemonSet's pod is pinned to one node: that node is named, and what to do about it.
    let daemon = explained(include_str!("inputs/daemonset-pod-pending-node-full.yaml"));
    assert_explains!(find(&daemon, "Pod", "fluent-bit-x9k2p"), Verdict::Failed, [
        "its node worker-16 has too little room left for it (it requests memory 256Mi for fluent-bit)",
        "kubectl describe node worker-16",
        "priorityClassName",
    ]);
}

#[test]
fn a_service_whose_endpoints_are_all_not_ready_is_not_called_ready() {
    // An EndpointSlice (found by its service-name label) with no ready endpoint: still starting.
    let slice = explained(include_str!("inputs/service-endpointslice-none-ready.yaml"));
    assert_explains!(find(&slice, "Service", "search"), Verdict::InProgress, ["None of the addresses its EndpointSlice search-abcde lists is ready yet", "requests to it fail"]);
    // Endpoints unchanged for half an hour with none ready: every request fails.
    let endpoints = explained(include_str!("inputs/service-endpoints-none-ready-for-long.yaml"));
    assert_explains!(find(&endpoints, "Endpoints", "search"), Verdict::Degraded, ["None of the 2 endpoints of Service search has been ready for 31 min"]);
    let service = find(&endpoints, "Service", "search");
    assert_explains!(service, Verdict::Degraded, ["Requests to it fail", "none of them is ready", "kubectl get pods -n web -l app=search shows them"]);
    assert_eq!(service.root_cause.as_ref().expect("a root cause").text, "Service search → Endpoints search");
}

#[test]
fn a_node_s_network_not_set_up_is_not_called_pressure_with_evictions() {
    let report = explained(include_str!("inputs/nodes-pressure-network-and-cordon.yaml"));
    let joining = find(&report, "Node", "gke-prod-pool-1-4b7c2e1d-q9zs");
    assert_explains!(joining, Verdict::InProgress, ["its network is not set up (NetworkUnavailable is True: NoRouteCreated", "running pods stay", "(1 min so far)"]);
    assert!(!joining.summary.contains("evicts"), "{}", joining.summary);
    assert_explains!(find(&report, "Node", "worker-10"), Verdict::Degraded, ["under pressure: PIDPressure is True", "The kubelet evicts pods"]);
    // Still not set up after ten minutes: the CNI's pod on it is named.
    let later = explained_at(include_str!("inputs/nodes-pressure-network-and-cordon.yaml"), "2025-03-04T10:40:00Z");
    assert_explains!(find(&later, "Node", "gke-prod-pool-1-4b7c2e1d-q9zs"), Verdict::Degraded, ["--field-selector spec.nodeName=gke-prod-pool-1-4b7c2e1d-q9zs"]);
}

#[test]
fn an_evicted_pod_s_vanished_container_is_not_its_cause() {
    let report = explained(include_str!("inputs/pod-evicted-for-memory.yaml"));
    let pod = find(&report, "Pod", "api-7c9d8b6f5-r5t6y");
    assert_explains!(pod, Verdict::Failed, [
        "The pod failed (Evicted)",
        "Its ReplicaSet api-7c9d8b6f5 makes a replacement by itself",
        "kubectl delete pod api-7c9d8b6f5-r5t6y -n shop",
    ]);
    assert!(pod.root_cause.as_ref().is_none_or(|cause| !cause.text.contains("ContainerStatusUnknown")), "{:?}", pod.root_cause);
    let container = &pod.containers[0];
    assert!(!container.failing);
    assert!(container.explanation.why.contains("a code the kubelet wrote for a container it could no longer find"), "{}", container.explanation.why);
    assert!(!container.explanation.why.contains("out of memory"), "{}", container.explanation.why);
    let sandbox = condition(pod, "PodReadyToStartContainers");
    assert!(!sandbox.failing && !sandbox.note, "{sandbox:?}");
}

#[test]
fn a_crash_loop_says_who_ended_the_run_exit_0_137_and_143() {
    // Exit 0 under restartPolicy Always: the command finishes.
    let report = explained(include_str!("inputs/crashloop-exit-0.yaml"));
    let pod = find(&report, "Pod", "poller-7d8e9f6a5-l3k2j");
    assert_explains!(pod, Verdict::Failed, ["Its process ends successfully and restartPolicy Always starts it again", "run it as a Job"]);
    assert!(pod.containers[0].explanation.next.starts_with("Keep the container's main process in the foreground"), "{}", pod.containers[0].explanation.next);
    // 137 after liveness failures: the kubelet's doing, not memory.
    let report = explained(include_str!("inputs/crashloop-exit-137-liveness.yaml"));
    let container = &find(&report, "Pod", "gateway-6b5c4d7f8-p9q8r").containers[0].explanation;
    assert!(container.why.contains("stopped by the kubelet because its liveness probe failed"), "{}", container.why);
    assert!(!container.why.contains("memory"), "{}", container.why);
    assert!(container.next.starts_with("Its liveness probe fails"), "{}", container.next);
    // 143 with no events pasted: a signal from outside, and where to see who sent it.
    let report = explained(include_str!("inputs/crashloop-exit-143.yaml"));
    let container = &find(&report, "Pod", "consumer-84c7d6e5f-w2e3r").containers[0].explanation;
    assert!(container.why.contains("stopped with SIGTERM, sent from outside"), "{}", container.why);
    assert!(container.next.contains("kubectl get events -n queue --field-selector involvedObject.name=consumer-84c7d6e5f-w2e3r"), "{}", container.next);
}

#[test]
fn an_oom_kill_without_a_limit_does_not_speak_of_a_limit_and_names_the_deployment() {
    let report = explained(include_str!("inputs/oomkilled-without-memory-limit.yaml"));
    let container = &find(&report, "Pod", "indexer-5f4e3d2c1-a9s8d").containers[0].explanation;
    assert!(container.what.contains("with no memory limit of its own, it was picked because its node ran out"), "{}", container.what);
    assert!(!container.what.contains("more memory than its limit"), "{}", container.what);
    assert!(container.next.contains("kubectl set resources deployment/indexer -n search -c indexer --requests=memory="), "{}", container.next);
}

#[test]
fn a_rollout_s_commands_are_whole_resume_and_undo() {
    let paused = explained(include_str!("inputs/deployment-paused-with-change-waiting.yaml"));
    assert_explains!(find(&paused, "Deployment", "billing-worker"), Verdict::Suspended, [
        "none runs the latest template yet: the change waits for the resume",
        "kubectl rollout resume deployment/billing-worker -n billing.",
    ]);
    let failing = explained(include_str!("inputs/rollout-new-pods-crash-old-serve.yaml"));
    assert_explains!(find(&failing, "Deployment", "orders"), Verdict::Degraded, ["ReplicaSet orders-7b4c8d9f6 (3/3 ready) still serves the previous version", "To go back to it meanwhile: kubectl rollout undo deployment/orders -n shop."]);
    // Applied by Flux, an undo would be reverted: Git is where to go back.
    let flux = include_str!("inputs/rollout-new-pods-crash-old-serve.yaml").replacen("    labels:\n      app: orders\n", "    labels:\n      app: orders\n      kustomize.toolkit.fluxcd.io/name: apps\n", 1);
    let orders = explained(&flux);
    let deployment = find(&orders, "Deployment", "orders");
    assert_explains!(deployment, Verdict::Degraded, ["Flux applies it: revert the change in Git"]);
    assert!(!deployment.summary.contains("rollout undo deployment"), "{}", deployment.summary);
}

#[test]
fn a_pod_that_cannot_start_says_what_its_volume_or_network_plugin_needs() {
    let attach = explained(include_str!("inputs/pod-volume-attached-to-another-node.yaml"));
    assert_explains!(find(&attach, "Pod", "kafka-2"), Verdict::Failed, [
        "is still attached to another",
        "kubectl get volumeattachment | grep pvc-3f2e1d0c-9b8a-4765-8432-10fedcba9876",
        "node.kubernetes.io/out-of-service",
    ]);
    let sandbox = explained(include_str!("inputs/pod-sandbox-cni-unauthorized.yaml"));
    assert_explains!(find(&sandbox, "Pod", "checkout-5f6a7b8c9-x1c2v"), Verdict::Failed, [
        "The network plugin (calico) on node worker-13 could not give the pod its network",
        "its credentials there are stale",
        "kubectl get pods -A -o wide --field-selector spec.nodeName=worker-13",
    ]);
}

#[test]
fn a_stateful_set_stuck_at_its_first_pod_says_the_others_are_not_created() {
    let report = explained(include_str!("inputs/statefulset-stuck-at-its-first-pod.yaml"));
    assert_explains!(find(&report, "StatefulSet", "zookeeper"), Verdict::Failed, [
        "delete that pod (kubectl delete pod zookeeper-0 -n streaming)",
        "Pods zookeeper-1 and zookeeper-2 are not created yet: OrderedReady starts each pod only once the one before is Ready",
        // The field cannot change in place: re-created, its pods and claims kept.
        "podManagementPolicy: Parallel",
        "kubectl delete statefulset zookeeper --cascade=orphan -n streaming",
    ]);
}

#[test]
fn a_claim_whose_storage_class_is_missing_or_unset_says_what_can_change() {
    let report = explained(include_str!("inputs/claims-without-a-storage-class.yaml"));
    assert_explains!(find(&report, "PersistentVolumeClaim", "uploads"), Verdict::Failed, [
        "that StorageClass does not exist (tried for 50 min)",
        "A claim's storageClassName cannot be changed",
    ]);
    assert_explains!(find(&report, "PersistentVolumeClaim", "scratch"), Verdict::Failed, [
        "No StorageClass is marked default",
        "storageclass.kubernetes.io/is-default-class=true",
    ]);
}

#[test]
fn a_run_s_own_last_words_come_before_guesses_and_wrappers() {
    let report = explained(include_str!("inputs/crashloop-start-error-missing-binary.yaml"));
    assert_explains!(find(&report, "Pod", "renderer-7d8e9f6a5-l3k2j"), Verdict::Failed, ["StartError (exit code 128): “exec: \"/app/server\": stat /app/server: no such file or directory"]);
    // A Go-panic guess for exit code 2 is not put beside pg_dump's own words.
    let report = explained(include_str!("inputs/job-failed-with-its-last-words.yaml"));
    for pod in report.resources.iter().filter(|r| r.kind == "Pod") {
        for container in &pod.containers {
            assert!(!container.explanation.why.contains("a Go program's unrecovered panic"), "{}", container.explanation.why);
        }
    }
}

#[test]
fn a_preempted_pod_says_why_it_goes_and_for_whom() {
    let report = explained(include_str!("inputs/pod-preempted.yaml"));
    assert_explains!(find(&report, "Pod", "batch-scorer-5b6c7d8e9-h7j8k"), Verdict::Terminating, [
        "is stopping (asked at 2025-03-04T10:29:50Z, with a grace period of 30 s)",
        "It is deleted on purpose (DisruptionTarget: PreemptionByScheduler",
        "Preempted by payments/payments-api-5c9d7f8b4-zz9x8 on node worker-12.",
    ]);
}

#[test]
fn a_pod_on_a_node_that_stopped_reporting_says_its_status_is_stale() {
    let report = explained(include_str!("inputs/node-unreachable-pods-stale.yaml"));
    assert_explains!(find(&report, "Pod", "orders-7b4c8d9f6-8nmlp"), Verdict::Failed, [
        "It runs on Node worker-08, which has failed",
        "What its containers do there now is unknown",
        "kubectl get pods -A -o wide --field-selector spec.nodeName=worker-08",
    ]);
}

#[test]
fn empty_endpoints_unchanged_for_long_are_not_called_endpoints_that_are_not_ready() {
    let empty = one("apiVersion: v1\nkind: Endpoints\nmetadata: {name: web, namespace: shop, annotations: {endpoints.kubernetes.io/last-change-trigger-time: '2025-03-04T08:00:00Z'}}\nsubsets: []\n");
    assert_explains!(&empty, Verdict::Degraded, ["There are no endpoints"]);
    assert!(!empty.summary.contains("None of the 0"), "{}", empty.summary);
}

#[test]
fn a_volume_whose_attach_times_out_ends_the_pods_chain_at_its_volume_attachment() {
    let report = explained_at(include_str!("inputs/csi-attach-timeout.yaml"), "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "rabbitmq-server-1");
    assert_explains!(pod, Verdict::Failed, [
        "the attach/detach controller reports FailedAttachVolume for 23 min",
        "Attaching is done by the volume's CSI driver (its controller's csi-attacher), not the node",
        "kubectl get volumeattachment | grep pvc-0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
    ]);
    assert!(!pod.summary.contains("the kubelet reports FailedAttachVolume"), "{}", pod.summary);
    let chain = &pod.root_cause.as_ref().expect("a root cause").chain;
    let last = chain.last().expect("a link");
    assert_eq!((last.kind.as_str(), last.note.as_deref()), ("VolumeAttachment", Some("not attached")), "{chain:?}");
    assert!(last.name.starts_with("csi-3c1f4e0a"), "{chain:?}");
    // The attachment is the pod's cause, not another problem beside it.
    assert!(report.other_problems().iter().all(|other| other.kind != "VolumeAttachment"), "{:?}", report.other_problems().iter().map(|r| &r.name).collect::<Vec<_>>());
}

#[test]
fn a_pod_whose_local_volume_is_on_a_node_that_is_gone_is_told_the_data_went_with_it() {
    let text = include_str!("inputs/local-volume-node-gone.yaml");
    let report = explained_at(text, "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "postgres-0");
    assert_explains!(pod, Verdict::Failed, [
        "its volume is a local one (PersistentVolume pvc-c2d3e4f5-a6b7-4c8d-9e0f-1a2b3c4d5e6f), its data on node k3s-worker-2's disk, and k3s-worker-2 is not among the nodes pasted (k3s-server-1, k3s-worker-3)",
        "kubectl delete pvc data-postgres-0 -n db --wait=false and kubectl delete pod postgres-0 -n db",
    ]);
    assert!(!pod.summary.contains("move the volume"), "{}", pod.summary);
    let chain = &pod.root_cause.as_ref().expect("a root cause").chain;
    assert_eq!(chain.last().and_then(|link| link.note.as_deref()), Some("on node k3s-worker-2 only"), "{chain:?}");
    // Nothing to fix in the template: the StatefulSet does not say so.
    let set = find(&report, "StatefulSet", "postgres");
    assert!(!set.summary.contains("Once the template is fixed"), "{}", set.summary);
    // The node pasted: it is there, and does not take the pod.
    let with_node = text.replace("name: k3s-worker-3", "name: k3s-worker-2");
    let report = explained_at(&with_node, "2025-03-04T10:30:00Z");
    assert_explains!(find(&report, "Pod", "postgres-0"), Verdict::Failed, ["so the pod can run on k3s-worker-2 only, and that node does not take it now: kubectl describe node k3s-worker-2"]);
}

#[test]
fn a_service_whose_deployment_is_scaled_to_zero_says_so_and_its_ingress_is_degraded() {
    let text = include_str!("inputs/service-of-a-deployment-at-zero.yaml");
    let report = explained_at(text, "2025-03-04T10:30:00Z");
    let service = find(&report, "Service", "docs-site");
    assert_explains!(service, Verdict::Degraded, [
        "It has no endpoints, so requests to it fail: its selector fits the pods of Deployment docs-site, which is scaled to 0 (spec.replicas: 0)",
        "Scaled down replica set docs-site-84f6b7c9d5 to 0 from 2",
        "kubectl scale deployment/docs-site -n docs --replicas=2 runs it again",
    ]);
    assert!(!service.summary.contains("Compare the selector"), "{}", service.summary);
    let chain = &service.root_cause.as_ref().expect("a root cause").chain;
    assert_eq!(chain.last().map(|link| (link.kind.as_str(), link.note.as_deref())), Some(("Deployment", Some("scaled to 0"))), "{chain:?}");
    assert_explains!(find(&report, "Ingress", "docs"), Verdict::Degraded, ["Its backend Service docs-site has no endpoints, so its requests fail (503)"]);
    // Without the EndpointSlice the answer is the same: the Deployment alone says it.
    let documents: Vec<&str> = text.split("\n- apiVersion: ").filter(|document| !document.starts_with("discovery.k8s.io/v1")).collect();
    let without_slice = documents.join("\n- apiVersion: ");
    assert!(!without_slice.contains("kind: EndpointSlice"));
    let report = explained_at(&without_slice, "2025-03-04T10:30:00Z");
    assert_eq!(find(&report, "Service", "docs-site").verdict, Verdict::Degraded);
    assert_eq!(find(&report, "Ingress", "docs").verdict, Verdict::Degraded);
}

#[test]
fn a_claim_naming_a_released_volume_still_reserved_for_a_deleted_claim_has_that_volume_as_its_cause() {
    let text = include_str!("inputs/pv-released-for-a-deleted-claim.yaml");
    let report = explained(text);
    let patch = r#"kubectl patch pv pv-nfs-reports --type json -p '[{"op":"remove","path":"/spec/claimRef"}]'"#;
    let volume = find(&report, "PersistentVolume", "pv-nfs-reports");
    assert_explains!(volume, Verdict::Degraded, ["Released", "reclaim policy Retain", "still reserves it for the deleted claim reports/reports (uid 3e1f9a7c-0b2d-4c6e-8f1a-2b3c4d5e6f70)", patch]);
    let claim = find(&report, "PersistentVolumeClaim", "reports");
    assert_explains!(claim, Verdict::Failed, ["it names PersistentVolume pv-nfs-reports (spec.volumeName)", "already bound to a different claim", "224 times", "the command is at PersistentVolume pv-nfs-reports", "Do not give the claim a StorageClass"]);
    // The advice that would bind the claim to a new, empty volume is gone, from the event too;
    // the command is said once, at the volume, and the claim and its event point to it.
    let event = claim.events.iter().find(|e| e.reason == "FailedBinding").expect("the event");
    assert!(event.explanation.next.contains("the command is at the root cause"), "{}", event.explanation.next);
    assert!(!claim.summary.contains(patch) && !event.explanation.next.contains(patch), "{}", claim.summary);
    for said in [claim.summary.as_str(), &event.explanation.next] {
        assert!(!said.contains("Create a matching PersistentVolume") && !said.contains("set a StorageClass with a provisioner"), "{said}");
    }
    let cause = report.root_cause.as_ref().expect("a root cause");
    assert_eq!(cause.text, "PersistentVolumeClaim reports → PersistentVolume pv-nfs-reports (Released)");
    assert!(cause.summary.contains(patch), "{}", cause.summary);
    // The pod that waits for the claim ends at the volume too, quoting the claim as it is now.
    let pod = find(&report, "Pod", "report-builder");
    assert_eq!(pod.root_cause.as_ref().map(|c| c.text.as_str()), Some("Pod report-builder → PersistentVolumeClaim reports (FailedBinding) → PersistentVolume pv-nfs-reports (Released)"));
    assert!(pod.summary.contains("but it is Released and still reserved for the deleted claim reports/reports") && !pod.summary.contains("Create a matching"), "{}", pod.summary);
    assert!(report.other_problems().is_empty());
}

#[test]
fn a_claim_told_its_volume_is_another_claims_without_the_volume_pasted_gets_no_new_volume_advice() {
    let text = include_str!("inputs/pv-released-for-a-deleted-claim.yaml");
    let (head, rest) = text.split_once("- apiVersion: v1\n  kind: PersistentVolume\n").expect("the volume");
    let (_, after) = rest.split_once("- apiVersion: v1\n  kind: PersistentVolumeClaim").expect("the claim");
    let report = explained(&format!("{head}- apiVersion: v1\n  kind: PersistentVolumeClaim{after}"));
    let claim = find(&report, "PersistentVolumeClaim", "reports");
    assert_explains!(claim, Verdict::Failed, [
        "which is bound or reserved to a different claim",
        "kubectl get pv pv-nfs-reports -o jsonpath='{.status.phase} {.spec.claimRef}'",
        r#"kubectl patch pv pv-nfs-reports --type json -p '[{"op":"remove","path":"/spec/claimRef"}]'"#,
    ]);
    assert!(!claim.summary.contains("Create a matching PersistentVolume"), "{}", claim.summary);
}

#[test]
fn a_missing_kube_root_ca_is_sent_to_the_controller_manager_that_publishes_it_not_created_by_hand() {
    let report = explained(include_str!("inputs/kube-root-ca-missing.yaml"));
    let pod = find(&report, "Pod", "spark-history-5c7d9b8f6-tq2wn");
    assert_explains!(pod, Verdict::Failed, [
        "configmap \"kube-root-ca.crt\" not found",
        "kube-controller-manager (its root-ca-cert-publisher) publishes it in every namespace (key ca.crt",
        "volume kube-api-access-9sx4d, which the API server adds to every pod for its ServiceAccount token",
        "Missing in namespace analytics",
        "kubectl get configmap kube-root-ca.crt -n default",
        "kubectl get pods -n kube-system -l component=kube-controller-manager",
        "the kubelet mounts the volume by itself",
    ]);
    // No hand-made copy with a made-up key, and no reference to fix in a volume nobody wrote.
    for wrong in ["kubectl create configmap", "<key>=<value>", "fix the reference"] {
        assert!(!pod.summary.contains(wrong), "{wrong}: {}", pod.summary);
    }
    let cause = report.root_cause.as_ref().expect("a root cause");
    assert_eq!(cause.text, "Pod spark-history-5c7d9b8f6-tq2wn → ConfigMap kube-root-ca.crt (missing)");
    // Any other ConfigMap missing still gets the command that makes it.
    let other = include_str!("inputs/kube-root-ca-missing.yaml").replace("kube-root-ca.crt", "spark-defaults").replace("kube-api-access-9sx4d", "config");
    let report = explained(&other);
    assert_explains!(find(&report, "Pod", "spark-history-5c7d9b8f6-tq2wn"), Verdict::Failed, ["kubectl create configmap spark-defaults -n analytics --from-literal=ca.crt=<value>"]);
}

#[test]
fn a_node_whose_runtime_is_down_starts_with_the_runtime_and_its_daemonset_pod_stays() {
    let text = include_str!("inputs/node-pleg-runtime-down.yaml");
    let report = explained(text);
    let node = find(&report, "Node", "worker-12");
    assert_explains!(node, Verdict::Failed, [
        "container runtime is down, PLEG is not healthy",
        "a DaemonSet's pods tolerate it without a limit and stay",
        "The kubelet gets no answer from the container runtime (containerd 1.7.13)",
        "(systemctl status containerd; journalctl -u containerd -u kubelet --since -30min; crictl ps)",
        "systemctl restart containerd",
    ]);
    // The runtime first: the CNI is not what the message blames.
    assert!(!node.summary.contains("CNI"), "{}", node.summary);
    assert!(!condition(node, "Ready").explanation.next.contains("CNI"), "{}", condition(node, "Ready").explanation.next);
    let pod = find(&report, "Pod", "node-exporter-m9q4t");
    assert_explains!(pod, Verdict::Failed, [
        "It runs on Node worker-12, which has failed",
        "As a pod of DaemonSet node-exporter, it tolerates the node's not-ready and unreachable taints without a time limit: it is not evicted, stays on worker-12 and recovers with the node.",
    ]);
    assert!(!pod.summary.contains("evicted after") && !pod.summary.contains("are evicted once"), "{}", pod.summary);
    let ready = condition(pod, "Ready");
    assert_eq!(ready.explanation.next, "Nothing to do for the pod: it is not ready because Node worker-12 is not (see the node).");
    assert!(!ready.explanation.why.contains("still waits for"), "{}", ready.explanation.why);
    assert_eq!(pod.root_cause.as_ref().map(|c| c.text.as_str()), Some("Pod node-exporter-m9q4t → Node worker-12"));
    // A network plugin that is not ready is sent to its pod on the node instead.
    let cni = text.replace(
        "[container runtime is down, PLEG is not healthy: pleg was last seen active 18m3.512s ago; threshold is 3m0s]",
        "container runtime network not ready: NetworkReady=false reason:NetworkPluginNotReady message:Network plugin returns error: cni plugin not initialized",
    );
    let report = explained(&cni);
    assert_explains!(find(&report, "Node", "worker-12"), Verdict::Failed, ["The network plugin (CNI) on it is not ready", "kubectl get pods -A -o wide --field-selector spec.nodeName=worker-12"]);
    assert!(!find(&report, "Node", "worker-12").summary.contains("systemctl restart"));
}

#[test]
fn a_lost_claim_of_a_stateful_set_checks_for_the_disk_first_and_names_what_makes_the_claim_again() {
    let report = explained(include_str!("inputs/lost-claim-of-a-statefulset.yaml"));
    let claim = find(&report, "PersistentVolumeClaim", "data-postgres-0");
    assert_explains!(claim, Verdict::Failed, [
        "PersistentVolume pvc-4be1d0c2-98a7-4f3e-b2c1-7d6e5f4a3b29, which it was bound to, no longer exists",
        "The paste does not show whether its disk, and the data on it, went too",
        "aws ec2 describe-volumes --filters Name=tag:CSIVolumeName,Values=pvc-4be1d0c2-98a7-4f3e-b2c1-7d6e5f4a3b29",
    ]);
    assert!(!claim.summary.contains("the data on it is gone"), "not a fact the paste shows: {}", claim.summary);
    // The claim's name is fixed: the StatefulSet makes it again, after the disk is checked.
    let next = &claim.events.iter().find(|e| e.reason == "ClaimLost").expect("the event").explanation.next;
    for words in [
        "First check whether the disk still exists",
        "create PersistentVolume pvc-4be1d0c2-98a7-4f3e-b2c1-7d6e5f4a3b29 again on it",
        "so that StatefulSet postgres makes both again",
        "kubectl delete pvc data-postgres-0 -n ledger --wait=false, then kubectl delete pod postgres-0 -n ledger",
        "restore the data from a backup",
    ] {
        assert!(next.contains(words), "{words}: {next}");
    }
    assert!(!next.contains("into a new claim"), "{next}");
    // The pod: its volume is gone; requests and nodes are not the answer.
    let pod = find(&report, "Pod", "postgres-0");
    assert_explains!(pod, Verdict::Failed, ["which PersistentVolumeClaim data-postgres-0 is bound to, no longer exists, so no node can mount it"]);
    assert!(!pod.summary.contains("change its requests, the nodes, or its constraints"), "{}", pod.summary);
    assert!(condition(pod, "PodScheduled").explanation.next.is_empty(), "{}", condition(pod, "PodScheduled").explanation.next);
    // The root cause carries what to do, in the text and Markdown reports alike.
    let cause = report.root_cause.as_ref().expect("a root cause");
    assert_eq!(cause.text, "StatefulSet postgres → Pod postgres-0 → PersistentVolumeClaim data-postgres-0 (ClaimLost)");
    let what_to_do = report.what_to_do_at_root().expect("what to do at the root cause");
    assert!(what_to_do.contains("StatefulSet postgres makes both again"), "{what_to_do}");
    assert!(status_explainer::report::text::render(&report).contains("  What to do: First check whether the disk still exists"));
}

#[test]
fn a_claim_naming_a_volume_bound_to_a_live_pasted_claim_is_told_it_is_that_claims_and_never_to_touch_its_claim_ref() {
    let report = explained(include_str!("inputs/pv-bound-to-another-live-claim.yaml"));
    let claim = find(&report, "PersistentVolumeClaim", "reports");
    assert_explains!(claim, Verdict::Failed, [
        "which is bound to claim reports/reports-old, which exists and is Bound",
        "The volume is that claim's: use claim reports-old",
        "Do not remove the volume's spec.claimRef",
    ]);
    let event = claim.events.iter().find(|e| e.reason == "FailedBinding").expect("the event");
    assert!(event.explanation.next.contains("do not touch the volume's spec.claimRef"), "{}", event.explanation.next);
    for said in [claim.summary.as_str(), &event.explanation.next, &report.root_cause.as_ref().map(|c| c.summary.clone()).unwrap_or_default()] {
        assert!(!said.contains(r#""op":"remove""#) && !said.contains("If that claim was deleted") && !said.contains("set spec.storageClassName"), "{said}");
    }
    assert_eq!(find(&report, "PersistentVolume", "pv-nfs-reports").verdict, Verdict::Ready);
}

#[test]
fn a_claim_made_again_without_volume_name_is_linked_to_the_released_volume_it_fits_with_no_default_class_advice() {
    let report = explained(include_str!("inputs/pv-released-fits-a-new-claim.yaml"));
    let patch = r#"kubectl patch pv pv-nfs-reports --type json -p '[{"op":"remove","path":"/spec/claimRef"}]'"#;
    let volume = find(&report, "PersistentVolume", "pv-nfs-reports");
    assert_explains!(volume, Verdict::Degraded, ["Released", "reclaim policy Retain", "still reserves it for the deleted claim reports/reports (uid 3e1f9a7c-0b2d-4c6e-8f1a-2b3c4d5e6f70)", "names no volume", patch]);
    let claim = find(&report, "PersistentVolumeClaim", "reports");
    assert_explains!(claim, Verdict::Failed, ["PersistentVolume pv-nfs-reports would fit it", "no persistent volumes available", "the command is at PersistentVolume pv-nfs-reports"]);
    let cause = report.root_cause.as_ref().expect("a root cause");
    assert_eq!(cause.text, "PersistentVolumeClaim reports → PersistentVolume pv-nfs-reports (Released)");
    let event = claim.events.iter().find(|e| e.reason == "FailedBinding").expect("the event");
    for said in [claim.summary.as_str(), &event.explanation.next, &cause.summary] {
        assert!(!said.contains("is-default-class") && !said.contains("Mark one default") && !said.contains("already bound"), "{said}");
    }
    // Without the volume pasted, a claim of class "" is told no class applies to it.
    let (head, rest) = include_str!("inputs/pv-released-fits-a-new-claim.yaml").split_once("- apiVersion: v1\n  kind: PersistentVolume\n").expect("the volume");
    let (_, after) = rest.split_once("- apiVersion: v1\n  kind: PersistentVolumeClaim").expect("the claim");
    let report = explained(&format!("{head}- apiVersion: v1\n  kind: PersistentVolumeClaim{after}"));
    let claim = find(&report, "PersistentVolumeClaim", "reports");
    assert_explains!(claim, Verdict::Failed, [r#"It sets storageClassName "", so no StorageClass, not even a default one"#, "at least its size (500Gi) and its access modes (ReadWriteMany)"]);
    assert!(!claim.summary.contains("is-default-class"), "{}", claim.summary);
}

#[test]
fn a_claim_naming_a_volume_of_another_class_is_told_to_make_the_classes_match_not_that_it_is_already_bound() {
    let report = explained(include_str!("inputs/pv-available-of-another-class.yaml"));
    let claim = find(&report, "PersistentVolumeClaim", "reports");
    assert_explains!(claim, Verdict::Failed, [
        r#"PersistentVolume pv-nfs-reports is of class "nfs-retain", and the claim of class """#,
        "A claim's storageClassName cannot be changed after it is created",
        r#"kubectl patch pv pv-nfs-reports -p '{"spec":{"storageClassName":""}}'"#,
        r#"make the claim again with storageClassName: "nfs-retain""#,
    ]);
    let event = claim.events.iter().find(|e| e.reason == "FailedBinding").expect("the event");
    assert!(event.explanation.next.contains("a claim's class cannot be changed after it is created"), "{}", event.explanation.next);
    for said in [claim.summary.as_str(), &event.explanation.next] {
        assert!(!said.contains("already bound") && !said.contains("claimRef") && !said.contains("set a StorageClass with a provisioner"), "{said}");
    }
}

#[test]
fn a_failed_volume_reserved_for_a_deleted_claim_is_the_cause_of_the_claim_that_names_it() {
    let report = explained(include_str!("inputs/pv-failed-reclaim-claimed.yaml"));
    let patch = r#"kubectl patch pv pv-nfs-reports --type json -p '[{"op":"remove","path":"/spec/claimRef"}]'"#;
    let volume = find(&report, "PersistentVolume", "pv-nfs-reports");
    assert_explains!(volume, Verdict::Failed, [
        "no deletable volume plugin matched",
        "its data is still on 10.20.30.40:/exports/reports",
        r#"kubectl patch pv pv-nfs-reports -p '{"spec":{"persistentVolumeReclaimPolicy":"Retain"}}'"#,
        patch,
    ]);
    let claim = find(&report, "PersistentVolumeClaim", "reports");
    assert_explains!(claim, Verdict::Failed, ["its reclaiming failed (phase Failed)", "the command is at PersistentVolume pv-nfs-reports"]);
    assert!(!claim.summary.contains("If that claim was deleted") && !claim.summary.contains(patch), "{}", claim.summary);
    assert_eq!(claim.root_cause.as_ref().map(|c| c.text.as_str()), Some("PersistentVolumeClaim reports → PersistentVolume pv-nfs-reports (Failed)"));
    assert!(report.other_problems().is_empty(), "{:?}", report.other_problems());
}

#[test]
fn a_claim_naming_a_volume_bound_to_a_claim_not_pasted_is_told_that_claim_exists_and_not_to_clear_the_claim_ref() {
    let text = include_str!("inputs/pv-bound-to-another-live-claim.yaml");
    let (head, rest) = text.split_once("- apiVersion: v1\n  kind: PersistentVolumeClaim\n  metadata:\n    name: reports-old").expect("the old claim");
    let (_, events) = rest.split_once("- apiVersion: v1\n  kind: Event").expect("the event");
    let report = explained(&format!("{head}- apiVersion: v1\n  kind: Event{events}"));
    let claim = find(&report, "PersistentVolumeClaim", "reports");
    assert_explains!(claim, Verdict::Failed, ["which is Bound to claim reports/reports-old (not in the paste)", "Do not remove the volume's spec.claimRef"]);
    assert!(!claim.summary.contains(r#""op":"remove""#) && !claim.summary.contains("If that claim was deleted"), "{}", claim.summary);
}

#[test]
fn a_claim_without_a_class_fitting_a_released_volume_of_class_empty_is_linked_to_it() {
    let text = include_str!("inputs/pv-released-fits-a-new-claim.yaml").replace("    storageClassName: \"\"\n    resources", "    resources");
    let report = explained(&text);
    assert_eq!(find(&report, "PersistentVolume", "pv-nfs-reports").verdict, Verdict::Degraded);
    let claim = find(&report, "PersistentVolumeClaim", "reports");
    assert_explains!(claim, Verdict::Failed, ["PersistentVolume pv-nfs-reports would fit it"]);
    assert!(!claim.summary.contains("Mark one default"), "{}", claim.summary);
}

#[test]
fn a_lost_ceph_rbd_claim_is_told_how_ceph_csi_names_its_images_not_that_they_are_named_after_the_volume() {
    let report = explained(include_str!("inputs/claim-lost-ceph-rbd.yaml"));
    let claim = report.resources.iter().find(|r| r.kind == "PersistentVolumeClaim").expect("the claim");
    assert!(claim.summary.contains("names its RBD images csi-vol-<uuid>, not after the volume"), "{}", claim.summary);
    assert!(claim.summary.contains("getomapval csi.volumes.default csi.volume.pvc-4be1d0c2-98a7-4f3e-b2c1-7d6e5f4a3b29"), "{}", claim.summary);
    assert!(!claim.summary.contains("as CSI provisioners name theirs after the volume"), "{}", claim.summary);
}
