//! Event reasons (`v1` / `events.k8s.io/v1` Event `reason`): scheduler, kubelet, controllers,
//! volume provisioners. Looked up before the condition and container reasons, because some words
//! (`Failed`, `BackOff`) mean something else on an event.

use super::{ReasonEntry, Table};

/// What common event reasons mean and what to try.
pub(super) const REASONS: &[ReasonEntry] = &[
    // Scheduler.
    ReasonEntry {
        reason: "FailedScheduling",
        what: "The scheduler could not place the pod on any node; the message sums up why per node (Insufficient cpu/memory, untolerated taints, node affinity, unbound PersistentVolumeClaims, volume zone conflicts).",
        next: "Act on the constraint named in the message: lower the requests, add nodes, fix tolerations/affinity, or bind the claim. kubectl describe pod {name}{ns} shows the latest attempt.",
    },
    ReasonEntry { reason: "Scheduled", what: "The scheduler placed the pod on a node.", next: "Nothing to do." },
    ReasonEntry {
        reason: "Preempted",
        what: "The pod was removed from its node to make room for a pod of higher priority.",
        next: "Give this workload a higher PriorityClass or add capacity; its owner creates a replacement.",
    },
    // Kubelet: container lifecycle.
    ReasonEntry { reason: "Pulling", what: "The kubelet is pulling the container image.", next: "Nothing to do unless it lasts: then check the image size and the registry's reachability from the node." },
    ReasonEntry { reason: "Pulled", what: "The container image is on the node.", next: "Nothing to do." },
    ReasonEntry { reason: "Created", what: "The kubelet created the container.", next: "Nothing to do." },
    ReasonEntry { reason: "Started", what: "The kubelet started the container.", next: "Nothing to do." },
    ReasonEntry {
        reason: "Killing",
        what: "The kubelet is stopping a container: the pod is being deleted, or the container failed its liveness probe and will be restarted.",
        next: "If the message says it failed a liveness probe, look at the Unhealthy events and the probe settings of {resource}{ns}.",
    },
    ReasonEntry {
        reason: "Failed",
        what: "The kubelet could not pull the image or create/start the container; the message carries the error (Failed to pull image …, Error: ErrImagePull, Error: secret \"x\" not found).",
        next: "Act on the error in the message: fix the image name, tag or pull secret, or create the missing Secret/ConfigMap; kubectl describe {resource}{ns}.",
    },
    ReasonEntry {
        reason: "BackOff",
        what: "The kubelet is waiting before retrying: either before pulling an image again or before restarting a container that exited.",
        next: "For a crash, read the previous run: kubectl logs {name}{ns} --previous; for an image, check the image name and pull secret.",
    },
    ReasonEntry {
        reason: "Unhealthy",
        what: "A probe failed: a failing readiness probe keeps the pod out of its Services' endpoints; a failing liveness probe gets the container restarted; a failing startup probe delays the other probes and eventually restarts it.",
        next: "Check what the probe calls (path, port, command) against the app, and whether the app needs more time to start (initialDelaySeconds, a startupProbe); kubectl describe {resource}{ns}.",
    },
    ReasonEntry {
        reason: "ProbeWarning",
        what: "A probe succeeded but with a warning (for example an HTTP redirect).",
        next: "Nothing urgent; point the probe at the final URL.",
    },
    ReasonEntry {
        reason: "FailedMount",
        what: "The kubelet could not mount a volume into the pod: a missing ConfigMap or Secret, a claim that is not bound or attached, or a storage driver error. The pod stays in ContainerCreating until it succeeds.",
        next: "Read which volume and why in the message; create the missing object or fix the claim, then the kubelet retries by itself. kubectl describe {resource}{ns}.",
    },
    ReasonEntry {
        reason: "FailedAttachVolume",
        what: "The attach/detach controller could not attach the volume to the node, often a Multi-Attach error: a ReadWriteOnce volume is still attached to another node.",
        next: "Find the pod or node still holding the volume (kubectl get volumeattachments) and let it detach, or delete the old pod; check the CSI driver's logs.",
    },
    ReasonEntry {
        reason: "FailedMapVolume",
        what: "The kubelet could not map a raw block volume into the pod.",
        next: "Check the CSI driver on that node and the PersistentVolume's volumeMode.",
    },
    ReasonEntry {
        reason: "FailedCreatePodSandBox",
        what: "The container runtime could not create the pod's sandbox, almost always because the network plugin (CNI) failed to set up the pod's network.",
        next: "Check the CNI pods on that node (kubectl get pods -n kube-system -o wide) and their logs; the message names the plugin's error.",
    },
    ReasonEntry {
        reason: "SandboxChanged",
        what: "The pod's sandbox changed (the runtime or node restarted), so its containers are killed and re-created.",
        next: "If it repeats, check the node's container runtime and the kubelet logs.",
    },
    ReasonEntry {
        reason: "NetworkNotReady",
        what: "The node's network plugin is not ready, so pods there cannot get a network.",
        next: "Check the CNI pods on that node and the node's Ready condition.",
    },
    ReasonEntry {
        reason: "FailedSync",
        what: "The kubelet failed to sync the pod with its spec; the message says which step.",
        next: "Read the message; kubectl describe {resource}{ns} shows the other events around it.",
    },
    ReasonEntry {
        reason: "FailedPreStopHook",
        what: "The container's lifecycle.preStop hook failed while it was being stopped.",
        next: "Fix the preStop hook; the container is stopped anyway.",
    },
    ReasonEntry {
        reason: "FailedPostStartHook",
        what: "The container's lifecycle.postStart hook failed, so the kubelet killed the container.",
        next: "Fix the postStart hook of the container; the message shows its output.",
    },
    ReasonEntry {
        reason: "ExceededGracePeriod",
        what: "A container did not stop within terminationGracePeriodSeconds after SIGTERM and was killed.",
        next: "Make the app handle SIGTERM, or raise terminationGracePeriodSeconds.",
    },
    ReasonEntry {
        reason: "Preempting",
        what: "The kubelet is stopping pods to admit a critical pod.",
        next: "Add capacity to the node, or check which critical pod needed the room.",
    },
    ReasonEntry {
        reason: "OOMKilling",
        what: "The kernel's out-of-memory killer killed a process on the node (node-problem-detector saw it in the kernel log).",
        next: "Find the pod that used the memory (kubectl top pods -A --sort-by=memory) and set its memory limit and request close to real use.",
    },
    ReasonEntry {
        reason: "NodeNotReady",
        what: "The node this pod runs on stopped reporting Ready; its pods are marked not ready and evicted after their toleration.",
        next: "Check the node: kubectl describe node; the pod's owner recreates it elsewhere after eviction.",
    },
    // Controllers.
    ReasonEntry {
        reason: "FailedCreate",
        what: "The controller could not create a pod (or Job): a ResourceQuota, a LimitRange, Pod Security admission, a webhook or a missing ServiceAccount refused it. No pod exists to look at.",
        next: "Act on the refusal in the message (raise the quota, fix the pod template, create the ServiceAccount); kubectl describe {resource}{ns}.",
    },
    ReasonEntry { reason: "SuccessfulCreate", what: "The controller created a pod (or Job).", next: "Nothing to do." },
    ReasonEntry { reason: "SuccessfulDelete", what: "The controller deleted a pod (or Job).", next: "Nothing to do." },
    ReasonEntry {
        reason: "FailedDelete",
        what: "The controller could not delete a pod (or Job).",
        next: "Read the message; a webhook or finalizer usually blocks it.",
    },
    ReasonEntry { reason: "ScalingReplicaSet", what: "The Deployment scaled one of its ReplicaSets up or down: a step of a rollout or a scale.", next: "Nothing to do." },
    ReasonEntry {
        reason: "SawCompletedJob",
        what: "The CronJob saw one of its Jobs finish; the message gives the Job's final condition.",
        next: "If the condition is Failed, look at that Job and its pods.",
    },
    ReasonEntry {
        reason: "TooManyMissedTimes",
        what: "The CronJob missed too many scheduled times (more than 100) and stopped trying to catch up.",
        next: "Set or lower spec.startingDeadlineSeconds of {resource}{ns}, and check the controller manager's clock and health.",
    },
    ReasonEntry {
        reason: "JobAlreadyActive",
        what: "A scheduled run was skipped because the previous Job is still running and concurrencyPolicy is Forbid.",
        next: "Find why the previous Job runs so long, or change concurrencyPolicy.",
    },
    // Volumes (PersistentVolume controller, external provisioners).
    ReasonEntry {
        reason: "ProvisioningFailed",
        what: "The volume provisioner failed to create a volume for the claim: a StorageClass that does not exist or has bad parameters, a cloud quota, or a zone no node can reach.",
        next: "Act on the error in the message; check the StorageClass (kubectl get storageclass) and the provisioner's logs. kubectl describe pvc {name}{ns}.",
    },
    ReasonEntry {
        reason: "ExternalProvisioning",
        what: "The claim waits for an external provisioner (a CSI driver) to create its volume. If no such provisioner runs in the cluster, it waits forever.",
        next: "Check that the provisioner named in the message is installed and running (kubectl get pods -A | grep csi) and read its logs.",
    },
    ReasonEntry {
        reason: "WaitForFirstConsumer",
        what: "The StorageClass binds volumes only when a pod uses the claim (volumeBindingMode WaitForFirstConsumer), so the claim stays Pending until then. This is normal.",
        next: "Nothing to do until a pod uses the claim; if a pod does and it stays Pending, look at that pod's FailedScheduling events.",
    },
    ReasonEntry {
        reason: "FailedBinding",
        what: "No PersistentVolume matches the claim and no StorageClass is set to create one.",
        next: "Create a matching PersistentVolume, or set spec.storageClassName on the claim to a class with a provisioner.",
    },
    ReasonEntry { reason: "Provisioning", what: "The provisioner is creating a volume for the claim.", next: "Nothing to do; wait a little." },
    ReasonEntry { reason: "ProvisioningSucceeded", what: "The provisioner created a volume for the claim.", next: "Nothing to do." },
    ReasonEntry {
        reason: "VolumeResizeFailed",
        what: "Expanding the volume failed.",
        next: "Read the message; check that the StorageClass has allowVolumeExpansion and the CSI driver supports expansion.",
    },
    // Services.
    ReasonEntry {
        reason: "SyncLoadBalancerFailed",
        what: "The cloud controller could not create or update the Service's load balancer.",
        next: "Act on the cloud error in the message (quota, annotations, subnets); kubectl describe {resource}{ns}.",
    },
    ReasonEntry { reason: "EnsuringLoadBalancer", what: "The cloud controller is creating or updating the load balancer.", next: "Nothing to do; wait a little." },
    ReasonEntry { reason: "EnsuredLoadBalancer", what: "The cloud controller finished setting up the load balancer.", next: "Nothing to do." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "events",
    system: "Kubernetes events",
    covers: "the reason of v1 and events.k8s.io/v1 Events: scheduler, kubelet, controllers, volume provisioners",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
