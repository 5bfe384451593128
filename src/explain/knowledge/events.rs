//! Event reasons (`v1` / `events.k8s.io/v1` Event `reason`): scheduler, kubelet, controllers,
//! volume provisioners. Looked up before the condition and container reasons, because some words
//! (`Failed`, `BackOff`) mean something else on an event.

use super::{ReasonEntry, Table};

/// A warning whose message is the API server's refusal of a stale write (an optimistic
/// concurrency conflict), whatever its reason word (`InternalError`, `UpdateFailed`, …): the
/// words it ends with, what it means, what to do.
pub const CONFLICT: (&str, &str, &str) = (
    "the object has been modified; please apply your changes to the latest version and try again",
    "A controller wrote to the object while another write had just changed it, so the API server refused its stale copy (an optimistic-concurrency conflict). Controllers read the object again and retry at once: by itself this is no failure.",
    "Nothing to do for this event; the conditions say what is failing, if anything.",
);

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
    // Kubelet and node-problem-detector: about the Node itself.
    ReasonEntry { reason: "NodeReady", what: "The node became Ready: its kubelet reports it can run pods.", next: "Nothing to do." },
    ReasonEntry {
        reason: "NodeNotSchedulable",
        what: "The node was cordoned (spec.unschedulable: true): no new pods are placed on it; the pods already there keep running. kubectl shows it as Ready,SchedulingDisabled.",
        next: "If the maintenance is over, make it schedulable again: kubectl uncordon {name}.",
    },
    ReasonEntry { reason: "NodeSchedulable", what: "The node was uncordoned: the scheduler places new pods on it again.", next: "Nothing to do." },
    ReasonEntry {
        reason: "NodeHasDiskPressure",
        what: "The kubelet reports the node short of disk (the DiskPressure condition turned True): it removes unused images and evicts pods, and new pods are rejected.",
        next: "Free disk on the node (container logs, emptyDir volumes and images are the usual culprits) and set ephemeral-storage limits on pods; kubectl describe {resource} shows the conditions.",
    },
    ReasonEntry {
        reason: "NodeHasInsufficientMemory",
        what: "The kubelet reports the node short of memory (the MemoryPressure condition turned True): it evicts pods, BestEffort ones first, and rejects new BestEffort pods.",
        next: "See what uses the memory (kubectl top pods -A --sort-by=memory), set memory requests close to real use, or add capacity.",
    },
    ReasonEntry {
        reason: "EvictionThresholdMet",
        what: "The kubelet crossed one of its eviction thresholds (memory, disk or process IDs) and is reclaiming: it deletes unused images and containers and, if that is not enough, evicts pods.",
        next: "Read which resource in the message; kubectl describe {resource} shows the pressure conditions. Look for Evicted pods (kubectl get pods -A --field-selector spec.nodeName={name}); for memory or disk, set requests close to real use; for PIDs (no request exists), cap them per pod with the kubelet's podPidsLimit.",
    },
    ReasonEntry {
        reason: "Rebooted",
        what: "The kubelet found the machine was restarted (a new boot ID): every container on the node stopped with the reboot.",
        next: "Find why the machine restarted (planned maintenance, a kernel panic, power): on the node, journalctl --list-boots and the previous boot's kernel log; kubectl describe {resource}.",
    },
    ReasonEntry {
        reason: "SystemOOM",
        what: "The kernel's out-of-memory killer killed a process on the node; the kubelet reports the victim in the message. The node as a whole ran out of memory, not just one container's limit.",
        next: "Find the pod that used the memory (kubectl top pods -A --sort-by=memory) and set its memory limit and request close to real use; check the node's allocatable reserves.",
    },
    ReasonEntry {
        reason: "KernelOops",
        what: "node-problem-detector saw a kernel oops in the node's kernel log: the kernel hit an internal error. The node may be unstable.",
        next: "Read the kernel log on the node (journalctl -k or dmesg); drain the node (kubectl drain {name} --ignore-daemonsets) if errors repeat, and check its kernel and drivers.",
    },
    ReasonEntry {
        reason: "TaskHung",
        what: "node-problem-detector saw a hung task in the node's kernel log: a process was blocked in the kernel for a long time, often waiting on disk or network storage.",
        next: "Read the kernel log on the node (journalctl -k or dmesg) for the blocked task, and check the node's disks and storage mounts.",
    },
    ReasonEntry {
        reason: "ImageGCFailed",
        what: "The kubelet failed to garbage-collect unused images, so it cannot free disk on the node's image filesystem.",
        next: "Read the error in the message; check the container runtime and the image filesystem's usage on the node (crictl images, df -h).",
    },
    ReasonEntry {
        reason: "FreeDiskSpaceFailed",
        what: "The kubelet removed unused images but could not free as much disk as it needed; disk pressure and evictions may follow.",
        next: "Free disk on the node by hand (large logs, emptyDir volumes, images still in use by many pods) or give it a bigger disk; kubectl describe {resource}.",
    },
    ReasonEntry {
        reason: "ContainerGCFailed",
        what: "The kubelet failed to garbage-collect dead containers, usually because the container runtime did not answer.",
        next: "Check the container runtime on the node (systemctl status containerd; crictl ps -a) and the kubelet's logs (journalctl -u kubelet).",
    },
    ReasonEntry {
        reason: "NodeNotReady",
        what: "The node this pod runs on stopped reporting Ready; its pods are marked not ready and evicted after their toleration.",
        next: "Check the node: kubectl describe node {node}; the pod's owner recreates it elsewhere after eviction.",
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
        reason: "DeploymentRollback",
        what: "The Deployment controller rolled the Deployment back to an earlier revision's pod template.",
        next: "Follow the rollout with kubectl rollout status {resource}{ns}; kubectl rollout history {resource}{ns} lists the revisions.",
    },
    ReasonEntry {
        reason: "DeploymentRollbackRevisionNotFound",
        what: "A rollback was asked for, but the revision to go back to does not exist (any more); nothing was changed.",
        next: "List the revisions that exist with kubectl rollout history {resource}{ns} and roll back to one of them (kubectl rollout undo {resource}{ns} --to-revision=<n>).",
    },
    ReasonEntry {
        reason: "DeploymentRollbackTemplateUnchanged",
        what: "A rollback was asked for, but the target revision's pod template is the same as the current one, so nothing was changed.",
        next: "Nothing to do, unless you meant another revision: kubectl rollout history {resource}{ns}.",
    },
    ReasonEntry {
        reason: "RecreatingFailedPod",
        what: "The StatefulSet found one of its pods Failed and is deleting it to create it again under the same name.",
        next: "If it repeats, find why the pod fails: kubectl get pods{ns}, then kubectl describe pod and kubectl logs --previous on it.",
    },
    ReasonEntry {
        reason: "FailedDaemonPod",
        what: "The DaemonSet found one of its pods Failed on a node (the message names the pod and node) and kills it so that a new one is created.",
        next: "If it repeats, find why the pod fails on that node: kubectl describe pod <pod>{ns} and kubectl logs <pod>{ns} --previous; compare the node's resources and taints.",
    },
    ReasonEntry {
        reason: "SelectingAll",
        what: "The DaemonSet's selector is empty, so it would select every pod; a non-empty selector is required.",
        next: "Set spec.selector of {resource}{ns} to match the labels of its pod template.",
    },
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
    ReasonEntry {
        reason: "MissSchedule",
        what: "The CronJob missed a scheduled run: the Job was not started in time (for example past spec.startingDeadlineSeconds, or while the controller was down or behind).",
        next: "Check that the controller manager is healthy and its clock right; loosen spec.startingDeadlineSeconds of {resource}{ns} if runs may start late.",
    },
    ReasonEntry {
        reason: "InvalidSchedule",
        what: "The CronJob's spec.schedule cannot be parsed, so no Job is ever started.",
        next: "Fix spec.schedule of {resource}{ns}: five cron fields (minute hour day-of-month month day-of-week), e.g. \"0 3 * * *\".",
    },
    ReasonEntry {
        reason: "UnknownTimeZone",
        what: "The CronJob's spec.timeZone names a time zone the controller does not know, so no Job is started.",
        next: "Set spec.timeZone of {resource}{ns} to a valid IANA name (e.g. Europe/Paris, America/New_York) or remove it to use the controller's time zone.",
    },
    ReasonEntry {
        reason: "UnexpectedJob",
        what: "The CronJob controller found a Job owned by this CronJob that it did not expect (it did not create it, or lost track of it).",
        next: "Look at the CronJob's Jobs: kubectl get jobs{ns}; delete the stray Job if it should not run.",
    },
    ReasonEntry {
        reason: "MissingJob",
        what: "A Job listed as active for this CronJob no longer exists (it was deleted); the controller drops it from status.active.",
        next: "Nothing to do, unless the Job should not have been deleted.",
    },
    // Job controller.
    ReasonEntry { reason: "Completed", what: "The Job completed: it reached its required number of successful pods.", next: "Nothing to do." },
    ReasonEntry {
        reason: "Suspended",
        what: "The Job was suspended (spec.suspend: true): its running pods are stopped and no new ones start.",
        next: "Resume it when it should run: set spec.suspend to false (kubectl edit {resource}{ns}).",
    },
    ReasonEntry { reason: "Resumed", what: "The Job was resumed after a suspension and starts pods again.", next: "Nothing to do." },
    // HorizontalPodAutoscaler.
    ReasonEntry { reason: "SuccessfulRescale", what: "The autoscaler changed its target's replica count; the message gives the new size and why.", next: "Nothing to do." },
    ReasonEntry {
        reason: "FailedRescale",
        what: "The autoscaler computed a new replica count but could not write it to its target: a webhook, a quota or missing permission refused the update.",
        next: "Read the API error in the message; kubectl describe {resource}{ns} shows the AbleToScale condition.",
    },
    ReasonEntry {
        reason: "FailedComputeMetricsReplicas",
        what: "The autoscaler could not compute a replica count from its metrics, so it keeps the current count; the message names the metric and the error.",
        next: "Act on the metric error in the message: check metrics-server (kubectl top pods{ns}) or the custom/external metrics adapter, and that the target's containers set resources.requests; kubectl describe {resource}{ns} shows the ScalingActive condition.",
    },
    ReasonEntry {
        reason: "SelectorRequired",
        what: "The autoscaler's target reports no label selector, so the autoscaler cannot find the target's pods to measure them.",
        next: "Check the target named in spec.scaleTargetRef: it must have a selector (and a scale subresource that reports it).",
    },
    ReasonEntry {
        reason: "AmbiguousSelector",
        what: "The target's pods are also selected by another autoscaler; with two autoscalers on the same pods, this one does not scale.",
        next: "Keep one autoscaler per workload: kubectl get hpa{ns} shows which others target the same pods.",
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
        what: "The binder cannot give the claim a volume: no PersistentVolume matches it and no StorageClass is set to create one, or the volume it names in spec.volumeName is bound or reserved to a different claim.",
        next: "It depends on the message, and the claim's summary answers it: \"storageClassName does not match\": make the volume's class equal the claim's (a claim's class cannot change after creation); \"no persistent volumes available\": create a PersistentVolume of the claim's class, size and access modes; \"already bound to a different claim\": kubectl get pv shows which claim holds the volume: a live claim's volume is that claim's, and only a Released one, reserved for a claim deleted since, is freed by removing its spec.claimRef.",
    },
    ReasonEntry { reason: "Provisioning", what: "The provisioner is creating a volume for the claim.", next: "Nothing to do; wait a little." },
    ReasonEntry { reason: "ProvisioningSucceeded", what: "The provisioner created a volume for the claim.", next: "Nothing to do." },
    ReasonEntry {
        reason: "VolumeResizeFailed",
        what: "Expanding the volume failed.",
        next: "Read the message; check that the StorageClass has allowVolumeExpansion and the CSI driver supports expansion.",
    },
    ReasonEntry {
        reason: "ExternalExpanding",
        what: "Expanding the claim's volume is left to an external resizer (the CSI driver's resizer); the claim waits for it. If no resizer runs, it waits forever.",
        next: "Check that the CSI driver and its resizer sidecar run (kubectl get pods -A | grep csi) and read their logs; kubectl describe pvc {name}{ns}.",
    },
    ReasonEntry {
        reason: "FileSystemResizeRequired",
        what: "The storage system expanded the volume; the filesystem on it still has to grow, which the kubelet does when a pod mounts the claim (the FileSystemResizePending condition).",
        next: "Start a pod that uses the claim, or restart the one that does, so the kubelet grows the filesystem.",
    },
    ReasonEntry { reason: "FileSystemResizeSuccessful", what: "The kubelet grew the filesystem on the expanded volume: the claim has its new size.", next: "Nothing to do." },
    // Services.
    ReasonEntry {
        reason: "SyncLoadBalancerFailed",
        what: "The cloud controller could not create or update the Service's load balancer.",
        next: "Act on the cloud error in the message (quota, annotations, subnets); kubectl describe {resource}{ns}.",
    },
    ReasonEntry { reason: "EnsuringLoadBalancer", what: "The cloud controller is creating or updating the load balancer.", next: "Nothing to do; wait a little." },
    ReasonEntry { reason: "EnsuredLoadBalancer", what: "The cloud controller finished setting up the load balancer.", next: "Nothing to do." },
    ReasonEntry { reason: "UpdatedLoadBalancer", what: "The cloud controller updated the load balancer, for example with the nodes that now back it.", next: "Nothing to do." },
    ReasonEntry {
        reason: "UnAvailableLoadBalancer",
        what: "The cloud controller found no node it can put behind the load balancer, so it has no backends.",
        next: "Check the nodes: kubectl get nodes (are any Ready and schedulable?), and the node labels or selectors that exclude nodes from load balancers.",
    },
    ReasonEntry { reason: "DeletingLoadBalancer", what: "The cloud controller is deleting the Service's load balancer (the Service is being deleted or is no longer of type LoadBalancer).", next: "Nothing to do; wait a little." },
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
