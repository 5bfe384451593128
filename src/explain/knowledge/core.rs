//! Reasons of the core group: Pod phases, pod conditions, container states (kubelet, runtime).

use super::ReasonEntry;

/// Pod and container reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry {
        reason: "CrashLoopBackOff",
        what: "The container starts, exits, and the kubelet waits longer and longer (10 s doubling up to 5 min) before starting it again. The cause is in how its last run ended.",
        next: "Read the crashed run's output: kubectl logs {name}{ns} -c {container} --previous. Check the command, configuration and dependencies the app needs at start-up.",
    },
    ReasonEntry {
        reason: "ImagePullBackOff",
        what: "Pulling the container image failed and the kubelet is waiting before trying again. The image name or tag is wrong, the registry refuses the credentials, or the node cannot reach it.",
        next: "Check that the image {image} exists with that exact tag, that imagePullSecrets are set for a private registry, and read the pull error: kubectl describe pod {name}{ns}.",
    },
    ReasonEntry {
        reason: "ErrImagePull",
        what: "The last attempt to pull the container image failed (not found, unauthorized, or unreachable registry). The kubelet will retry with back-off.",
        next: "Check that the image {image} exists with that exact tag, that imagePullSecrets are set for a private registry, and read the pull error: kubectl describe pod {name}{ns}.",
    },
    ReasonEntry {
        reason: "InvalidImageName",
        what: "The image reference cannot be parsed, so no pull is even attempted. Retrying will not help.",
        next: "Fix the image field of container {container} (registry/name:tag or name@sha256:…) and apply again.",
    },
    ReasonEntry {
        reason: "ErrImageNeverPull",
        what: "imagePullPolicy is Never and the image is not on the node.",
        next: "Load the image {image} onto the node, or change imagePullPolicy to IfNotPresent.",
    },
    ReasonEntry {
        reason: "CreateContainerConfigError",
        what: "The kubelet could not build the container's configuration: usually a Secret or ConfigMap (or a key in it) that the container refers to does not exist, or runAsNonRoot conflicts with the image.",
        next: "Create the missing object or key named in the message, or fix the reference in the pod spec; kubectl describe pod {name}{ns} shows the exact error.",
    },
    ReasonEntry {
        reason: "CreateContainerError",
        what: "The container runtime refused to create the container (a bad mount, a name conflict, or a runtime timeout).",
        next: "Read the error in kubectl describe pod {name}{ns}; check volume mounts and the node's container runtime.",
    },
    ReasonEntry {
        reason: "RunContainerError",
        what: "The container was created but could not be started, typically because the command or entrypoint does not exist or is not executable.",
        next: "Check the command and args of container {container} against what the image {image} contains.",
    },
    ReasonEntry {
        reason: "PostStartHookError",
        what: "The container's lifecycle.postStart hook failed, so the kubelet killed the container.",
        next: "Fix the postStart hook of container {container}; kubectl describe pod {name}{ns} shows its output.",
    },
    ReasonEntry {
        reason: "ContainerCreating",
        what: "The container has not started yet: the image is being pulled, volumes mounted, or the pod's network set up.",
        next: "Usually wait. If it lasts minutes, look for FailedMount or FailedCreatePodSandBox events: kubectl describe pod {name}{ns}.",
    },
    ReasonEntry {
        reason: "PodInitializing",
        what: "The main containers wait until every init container has finished successfully.",
        next: "Usually wait. If it lasts, check the init containers: kubectl logs {name}{ns} -c <init-container>.",
    },
    ReasonEntry {
        reason: "OOMKilled",
        what: "The container used more memory than its limit and the kernel killed it (exit code 137).",
        next: "Raise the memory limit of container {container} (now {limit}) or find what uses the memory; kubectl logs {name}{ns} -c {container} --previous shows the last run.",
    },
    ReasonEntry {
        reason: "Error",
        what: "The container's process exited with a non-zero exit code.",
        next: "Read its output: kubectl logs {name}{ns} -c {container} --previous (or without --previous if it is not restarting).",
    },
    ReasonEntry {
        reason: "Completed",
        what: "The container's process exited with code 0: it finished its work.",
        next: "Nothing to do if this container is meant to finish; if it should keep running, check why its process ends.",
    },
    ReasonEntry {
        reason: "StartError",
        what: "The runtime could not start the process (exit code 128): missing binary, bad working directory or permissions.",
        next: "Check the command and args of container {container} against what the image {image} contains.",
    },
    ReasonEntry {
        reason: "ContainerStatusUnknown",
        what: "The container vanished without a recorded end, typically after an eviction or a node problem.",
        next: "Check the node and the pod's events: kubectl describe pod {name}{ns}.",
    },
    ReasonEntry {
        reason: "Evicted",
        what: "The kubelet evicted the pod because its node ran short of memory, disk or process IDs.",
        next: "Set memory/ephemeral-storage requests close to real use, and check the node: kubectl describe node. The owner (Deployment, Job) creates a replacement.",
    },
    ReasonEntry {
        reason: "DeadlineExceeded",
        what: "It ran longer than its spec.activeDeadlineSeconds and was stopped: a pod is killed; a Job stops all its running pods and is marked Failed.",
        next: "Find why the work takes so long (kubectl logs on its pods), or raise spec.activeDeadlineSeconds of {resource}{ns}.",
    },
    ReasonEntry {
        reason: "NodeLost",
        what: "The node running the pod stopped responding.",
        next: "Check the node: kubectl get nodes; kubectl describe node.",
    },
    ReasonEntry {
        reason: "Unschedulable",
        what: "The scheduler found no node that fits the pod: not enough CPU or memory, taints it does not tolerate, or affinity and node selectors no node matches.",
        next: "Read the scheduler's message for which constraint fails; then lower the requests, add nodes, or fix tolerations/affinity. kubectl describe pod {name}{ns} shows the FailedScheduling event.",
    },
    ReasonEntry {
        reason: "SchedulingGated",
        what: "The pod has spec.schedulingGates, so the scheduler will not place it until something removes them.",
        next: "Find the controller that owns the scheduling gate and why it has not removed it.",
    },
    ReasonEntry {
        reason: "ContainersNotReady",
        what: "At least one container is not ready: it is not running, or its readiness probe does not pass yet.",
        next: "Look at the container states; for running containers check the readiness probe: kubectl describe pod {name}{ns} (Unhealthy events).",
    },
    ReasonEntry {
        reason: "ContainersNotInitialized",
        what: "Init containers have not all completed yet, so the main containers cannot start.",
        next: "Check the init containers' states and their logs.",
    },
    ReasonEntry {
        reason: "PodCompleted",
        what: "The pod has finished; its containers are not running any more, which is expected.",
        next: "Nothing to do.",
    },
    ReasonEntry {
        reason: "PodFailed",
        what: "The pod has failed; its containers are not running any more.",
        next: "See how the containers ended.",
    },
    // Node conditions (kubelet; node lifecycle controller).
    ReasonEntry {
        reason: "KubeletReady",
        what: "The kubelet is running and reports the node healthy: it can run pods.",
        next: "Nothing to do.",
    },
    ReasonEntry {
        reason: "KubeletNotReady",
        what: "The kubelet runs but reports that the node cannot run pods; the message says why: most often the network plugin (CNI) is not ready, the container runtime is down, or PLEG is not healthy (the runtime answers too slowly).",
        next: "Act on the message: check the CNI pods on that node (kubectl get pods -n kube-system -o wide --field-selector spec.nodeName={name}) and, on the node, the runtime and kubelet (systemctl status containerd kubelet; journalctl -u kubelet).",
    },
    ReasonEntry {
        reason: "NodeStatusUnknown",
        what: "The kubelet stopped posting the node's status: the node is down, cut off from the network, or its kubelet stopped. Pods there are marked for eviction after their toleration (5 min by default).",
        next: "Check whether the machine is up and can reach the API server, then the kubelet on it (systemctl status kubelet; journalctl -u kubelet). kubectl describe node {name} shows since when.",
    },
    ReasonEntry {
        reason: "NodeStatusNeverUpdated",
        what: "The kubelet on this node has never reported its status since the node was registered.",
        next: "Check that the kubelet started on the machine and can reach the API server (journalctl -u kubelet).",
    },
    ReasonEntry {
        reason: "KubeletHasInsufficientMemory",
        what: "The node is short of memory: the kubelet evicts pods (BestEffort first) and refuses new BestEffort pods.",
        next: "See what uses the memory (kubectl top pods -A --sort-by=memory), set memory requests close to real use, or add capacity.",
    },
    ReasonEntry {
        reason: "KubeletHasDiskPressure",
        what: "The node is short of disk (root or image filesystem): the kubelet deletes unused images and evicts pods.",
        next: "Free disk on the node: large container logs, emptyDir volumes and images are the usual culprits; set ephemeral-storage limits on pods.",
    },
    ReasonEntry {
        reason: "KubeletHasInsufficientPID",
        what: "The node is running out of process IDs: some pod is likely forking too many processes.",
        next: "Find the pod with the most processes on that node and set a pod PID limit (kubelet podPidsLimit).",
    },
    ReasonEntry {
        reason: "KubeletHasSufficientMemory",
        what: "The node has enough memory.",
        next: "Nothing to do.",
    },
    ReasonEntry {
        reason: "KubeletHasNoDiskPressure",
        what: "The node has enough disk.",
        next: "Nothing to do.",
    },
    ReasonEntry {
        reason: "KubeletHasSufficientPID",
        what: "The node has enough process IDs.",
        next: "Nothing to do.",
    },
    ReasonEntry {
        reason: "NoRouteCreated",
        what: "The cloud route controller (or the network plugin) has not configured the node's pod network routes, so pods on it cannot be reached.",
        next: "Check the cloud controller manager and the network plugin's pods and logs for errors about this node.",
    },
    // Namespace deletion conditions (namespace controller).
    ReasonEntry {
        reason: "DiscoveryFailed",
        what: "The namespace controller cannot list every API to delete the namespace's content, almost always because an aggregated APIService is unavailable (metrics.k8s.io is a classic). Deletion waits until discovery works.",
        next: "Find the unavailable API: kubectl get apiservices | grep False. Fix its backend, or delete the APIService if its software was removed.",
    },
    ReasonEntry {
        reason: "GroupVersionParsingFailed",
        what: "The namespace controller could not parse some API group versions, so it cannot delete everything in the namespace.",
        next: "Read the message for the group version; check the APIServices and CRDs that register it.",
    },
    ReasonEntry {
        reason: "ContentDeletionFailed",
        what: "The namespace controller failed to delete some objects in the namespace.",
        next: "Read the message for which objects failed and why (often an admission webhook whose backend is gone); kubectl get all -n {name} shows part of what is left.",
    },
    ReasonEntry {
        reason: "SomeResourcesRemain",
        what: "Objects still exist in the namespace; deletion waits until they are gone.",
        next: "The message lists the kinds left; look at them with kubectl get <kind> -n {name} and at their finalizers.",
    },
    ReasonEntry {
        reason: "SomeFinalizersRemain",
        what: "Objects in the namespace carry finalizers that their controller has not removed, so they, and the namespace, cannot be deleted.",
        next: "The message names the finalizers. Make sure the controller that owns them is running; remove a finalizer by hand only if that controller is gone for good.",
    },
    // PersistentVolumeClaim.
    ReasonEntry {
        reason: "ClaimLost",
        what: "The PersistentVolume this claim was bound to no longer exists; the data on it is lost.",
        next: "Restore from a backup into a new claim; find out who deleted the volume (reclaim policy, manual deletion).",
    },
    // Service.
    ReasonEntry {
        reason: "LoadBalancerMixedProtocolNotSupported",
        what: "The load balancer implementation does not support a Service of type LoadBalancer with both TCP and UDP ports.",
        next: "Split the ports into two Services, one per protocol, or use an implementation that supports mixed protocols.",
    },
];

/// What common process exit codes mean.
pub(super) const EXIT_CODES: &[(i64, &str)] = &[
    (0, "success"),
    (1, "the application reported an error"),
    (2, "the application or shell was misused (bad arguments)"),
    (126, "the command is not executable"),
    (127, "the command was not found in the image"),
    (128, "the process could not be started"),
    (130, "interrupted (SIGINT)"),
    (134, "aborted (SIGABRT)"),
    (137, "killed with SIGKILL: out of memory, or did not stop in time"),
    (139, "crashed with a segmentation fault (SIGSEGV)"),
    (143, "stopped with SIGTERM"),
];
