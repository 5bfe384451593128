//! Explain time against bare parsing of the same text into a generic value, in the same run.
//!
//! `cargo bench --bench explain_vs_parse` prints one table for generated
//! `kubectl get -A -o yaml` / `-o json`-style dumps of 100, 1,000 and 10,000 resources.
//! A report, not a test: nothing here fails on a slow machine.

use std::hint::black_box;
use std::time::{Duration, Instant};

/// A dump like `kubectl get deploy,rs,pods -A -o yaml`: per app a Deployment, a ReplicaSet and
/// pods, some healthy, some crash-looping, some pulling a wrong image, some unschedulable.
fn generate_yaml(resources: usize) -> String {
    let mut out = String::from("apiVersion: v1\nkind: List\nmetadata:\n  resourceVersion: \"\"\nitems:\n");
    let mut count = 0;
    let mut app = 0;
    while count < resources {
        let ns = format!("team-{}", app % 37);
        let name = format!("app-{app}");
        let broken = app % 5 == 0;
        out.push_str(&format!(
            "- apiVersion: apps/v1
  kind: Deployment
  metadata:
    name: {name}
    namespace: {ns}
    uid: d-{app}
    generation: 4
    labels: {{app: {name}, tier: backend}}
    annotations:
      deployment.kubernetes.io/revision: \"4\"
      kubectl.kubernetes.io/last-applied-configuration: '{{\"apiVersion\":\"apps/v1\",\"kind\":\"Deployment\"}}'
  spec:
    replicas: 3
    progressDeadlineSeconds: 600
    selector: {{matchLabels: {{app: {name}}}}}
    template:
      metadata: {{labels: {{app: {name}}}}}
      spec:
        containers:
        - name: app
          image: registry.example.com/{name}:1.{app}
          ports: [{{containerPort: 8080, protocol: TCP}}]
          resources: {{limits: {{memory: 256Mi, cpu: 500m}}, requests: {{memory: 128Mi, cpu: 100m}}}}
  status:
    observedGeneration: 4
    replicas: 3
    updatedReplicas: {updated}
    readyReplicas: 3
    availableReplicas: 3
    conditions:
    - {{type: Available, status: \"True\", reason: MinimumReplicasAvailable, message: Deployment has minimum availability., lastTransitionTime: \"2025-03-01T10:00:00Z\", lastUpdateTime: \"2025-03-01T10:00:00Z\"}}
    - {{type: Progressing, status: \"True\", reason: {progress}, message: 'ReplicaSet \"{name}-5d9c\" is progressing.', lastTransitionTime: \"2025-03-01T10:00:00Z\", lastUpdateTime: \"2025-03-01T10:00:00Z\"}}
- apiVersion: apps/v1
  kind: ReplicaSet
  metadata:
    name: {name}-5d9c
    namespace: {ns}
    uid: rs-{app}
    annotations: {{deployment.kubernetes.io/revision: \"4\"}}
    ownerReferences: [{{apiVersion: apps/v1, kind: Deployment, name: {name}, uid: d-{app}, controller: true, blockOwnerDeletion: true}}]
  spec: {{replicas: 3}}
  status: {{replicas: 3, readyReplicas: 3, availableReplicas: 3, fullyLabeledReplicas: 3, observedGeneration: 2}}
",
            updated = if broken { 1 } else { 3 },
            progress = if broken { "ReplicaSetUpdated" } else { "NewReplicaSetAvailable" },
        ));
        count += 2;
        for pod in 0..3 {
            if count >= resources {
                break;
            }
            let state = match (broken && pod == 0, app % 3) {
                (true, 0) => "waiting: {reason: CrashLoopBackOff, message: back-off 5m0s restarting failed container}",
                (true, 1) => "waiting: {reason: ImagePullBackOff, message: Back-off pulling image}",
                (true, _) => "waiting: {reason: CreateContainerConfigError, message: secret \"db\" not found}",
                _ => "running: {startedAt: \"2025-03-01T10:00:05Z\"}",
            };
            out.push_str(&format!(
                "- apiVersion: v1
  kind: Pod
  metadata:
    name: {name}-5d9c-{pod}x
    namespace: {ns}
    uid: p-{app}-{pod}
    labels: {{app: {name}, pod-template-hash: 5d9c}}
    ownerReferences: [{{apiVersion: apps/v1, kind: ReplicaSet, name: {name}-5d9c, uid: rs-{app}, controller: true}}]
  spec:
    nodeName: node-{node}
    restartPolicy: Always
    containers:
    - name: app
      image: registry.example.com/{name}:1.{app}
      resources: {{limits: {{memory: 256Mi}}}}
  status:
    phase: Running
    podIP: 10.0.{node}.{pod}
    conditions:
    - {{type: Initialized, status: \"True\", lastTransitionTime: \"2025-03-01T10:00:00Z\"}}
    - {{type: Ready, status: \"{ready}\", lastTransitionTime: \"2025-03-01T10:00:00Z\"}}
    - {{type: ContainersReady, status: \"{ready}\", lastTransitionTime: \"2025-03-01T10:00:00Z\"}}
    - {{type: PodScheduled, status: \"True\", lastTransitionTime: \"2025-03-01T10:00:00Z\"}}
    containerStatuses:
    - name: app
      image: registry.example.com/{name}:1.{app}
      imageID: registry.example.com/{name}@sha256:0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef
      ready: {ready_bool}
      restartCount: {restarts}
      state: {{{state}}}
      lastState: {{terminated: {{reason: OOMKilled, exitCode: 137, finishedAt: \"2025-03-01T10:20:00Z\"}}}}
",
                node = app % 50,
                ready = if broken && pod == 0 { "False" } else { "True" },
                ready_bool = !(broken && pod == 0),
                restarts = if broken && pod == 0 { 7 } else { 0 },
            ));
            count += 1;
        }
        app += 1;
    }
    out
}

/// The best of several runs (robust against a busy machine), at least `min_runs`.
fn best(min_runs: usize, mut work: impl FnMut()) -> Duration {
    let mut best = Duration::MAX;
    let started = Instant::now();
    let mut runs = 0;
    while runs < min_runs || (started.elapsed() < Duration::from_millis(1500) && runs < 50) {
        let at = Instant::now();
        work();
        best = best.min(at.elapsed());
        runs += 1;
    }
    best
}

fn main() {
    let now = status_explainer::Timestamp::parse("2025-03-04T10:30:00Z");
    println!("| input | size | bare parse to a generic value | explain | explain / parse |");
    println!("| --- | ---: | ---: | ---: | ---: |");
    for resources in [100, 1_000, 10_000] {
        let yaml = generate_yaml(resources);
        let value: serde_json::Value = serde_saphyr::from_str_with_options(&yaml, serde_saphyr::options! { budget: None })
            .expect("generated YAML parses");
        let json = serde_json::to_string(&value).expect("serialises");
        let report = status_explainer::explain(&yaml, now);
        assert_eq!(report.resources.len(), resources, "every generated resource is explained");
        assert!(report.diagnostics.is_empty(), "{:?}", report.diagnostics);
        let runs = if resources >= 10_000 { 3 } else { 5 };
        for (format, text) in [("YAML", &yaml), ("JSON", &json)] {
            let parse = best(runs, || {
                let value: serde_json::Value = if format == "YAML" {
                    serde_saphyr::from_str_with_options(text, serde_saphyr::options! { budget: None }).unwrap_or_default()
                } else {
                    serde_json::from_str(text).unwrap_or_default()
                };
                black_box(value);
            });
            let explain = best(runs, || {
                black_box(status_explainer::explain(black_box(text), now));
            });
            println!(
                "| {resources} resources, {format} | {:.1} MB | {:.1} ms | {:.1} ms | {:.2}× |",
                text.len() as f64 / 1e6,
                parse.as_secs_f64() * 1e3,
                explain.as_secs_f64() * 1e3,
                explain.as_secs_f64() / parse.as_secs_f64()
            );
        }
    }
}
