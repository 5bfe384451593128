//! The generated dump shared by the benchmark and the profiling example.

/// A dump like `kubectl get deploy,rs,pods -A -o yaml`: per app a Deployment, a ReplicaSet and
/// pods, some healthy, some crash-looping, some pulling a wrong image, some unschedulable.
pub fn generate_yaml(resources: usize) -> String {
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
