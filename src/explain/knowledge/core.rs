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
        what: "The pod ran longer than its spec.activeDeadlineSeconds and was stopped.",
        next: "Raise activeDeadlineSeconds or find why the work takes so long.",
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
