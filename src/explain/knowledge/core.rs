//! Reasons of the core group: Pod phases, pod conditions, container states (kubelet, runtime).

use super::{ReasonEntry, Table};

/// Pod and container reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry {
        reason: "CrashLoopBackOff",
        what: "The container starts, exits, and the kubelet waits longer and longer (10 s doubling up to 5 min) before starting it again. The cause is in how its last run ended.",
        next: "{crash_advice}",
    },
    ReasonEntry {
        reason: "ImagePullBackOff",
        what: "Pulling the container image failed and the kubelet is waiting before trying again. Usually the image name or tag is wrong, the registry refuses the credentials, the image has no build for the node's platform, or the node cannot reach the registry: the pull error says which.",
        next: "Check that the image {image} exists with that exact tag, that imagePullSecrets are set for a private registry, and read the pull error: kubectl describe pod {pod}{ns}.",
    },
    ReasonEntry {
        reason: "ErrImagePull",
        what: "The last attempt to pull the container image failed (not found, unauthorized, no build for the node's platform, or an unreachable registry). The kubelet will retry with back-off.",
        next: "Check that the image {image} exists with that exact tag, that imagePullSecrets are set for a private registry, and read the pull error: kubectl describe pod {pod}{ns}.",
    },
    ReasonEntry {
        reason: "InvalidImageName",
        what: "The image reference cannot be parsed, so no pull is even attempted. Retrying will not help.",
        next: "Fix the image field of container {container} (registry/name:tag or name@sha256:…) and apply again.",
    },
    ReasonEntry {
        reason: "ErrImageNeverPull",
        what: "imagePullPolicy is Never and the image is not on the node.",
        next: "imagePullPolicy Never forbids pulling, so {image} must already be on that node: load it there (kind load docker-image {image}, with --name and the cluster's name when it is not kind; minikube image load {image}); the kubelet starts the container at its next try. Or push it to a registry the nodes reach and use that full name with imagePullPolicy IfNotPresent: a local name such as app:dev would be pulled from Docker Hub and fail.",
    },
    ReasonEntry {
        reason: "CreateContainerConfigError",
        what: "The kubelet could not build the container's configuration: usually a Secret or ConfigMap (or a key in it) that the container refers to does not exist, or runAsNonRoot conflicts with the image.",
        next: "Create the object or key the message names (the summary gives the command when it is missing from the paste too, or names what makes it), or fix the reference in the pod spec; the kubelet retries by itself (kubectl describe pod {pod}{ns} lists its attempts).",
    },
    ReasonEntry {
        reason: "CreateContainerError",
        what: "The container runtime refused to create the container (a bad mount, a name conflict, or a runtime timeout). \"failed to reserve container name\" means an earlier create of the same container is still under way in the runtime after the kubelet gave up waiting for it: the runtime is slow (often the node's disk), not the pod.",
        next: "Read the error in the container's state: a name already reserved means the runtime on the node is slow or stuck (it often clears once its first create finishes; if not, delete the pod so it is placed again, and look at the node's runtime: journalctl -u containerd, crictl ps -a); otherwise check the volume mounts the error names.",
    },
    ReasonEntry {
        reason: "RunContainerError",
        what: "The container was created but could not be started, typically because the command or entrypoint does not exist or is not executable.",
        next: "Check the command and args of container {container} against what the image {image} contains.",
    },
    ReasonEntry {
        reason: "PostStartHookError",
        what: "The container's lifecycle.postStart hook failed, so the kubelet killed the container.",
        next: "Fix the postStart hook of container {container}; kubectl describe pod {pod}{ns} shows its output.",
    },
    ReasonEntry {
        reason: "ContainerCreating",
        what: "The container has not started yet: the image is being pulled, volumes mounted, or the pod's network set up.",
        next: "Usually wait. If it lasts minutes, look for FailedMount or FailedCreatePodSandBox events: kubectl describe pod {pod}{ns}.",
    },
    ReasonEntry {
        reason: "PodInitializing",
        what: "The main containers wait until every init container has finished successfully.",
        next: "Usually wait. If it lasts, check the init containers: kubectl logs {name}{ns} -c <init-container>.",
    },
    ReasonEntry {
        reason: "OOMKilled",
        what: "The container used more memory than its limit and the kernel killed it (exit code 137).",
        next: "Raise the memory limit of container {container} (now {limit}) {raise_limit}. Or find what uses the memory: kubectl logs {name}{ns} -c {container}{previous} shows the run that was killed.",
    },
    ReasonEntry {
        reason: "Error",
        what: "The container's process exited with a non-zero exit code.",
        next: "Read its output: kubectl logs {name}{ns} -c {container}{previous}.",
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
        next: "Check the node and the pod's events: kubectl describe pod {pod}{ns}.",
    },
    ReasonEntry {
        reason: "Evicted",
        what: "The kubelet evicted the pod because its node ran short of memory, disk or process IDs.",
        next: "Set memory/ephemeral-storage requests close to real use, and check the node: kubectl describe node {node}. An owner (a ReplicaSet, a Job) creates a replacement; a pod without one is gone for good.",
    },
    ReasonEntry {
        reason: "DeadlineExceeded",
        what: "It ran longer than its spec.activeDeadlineSeconds and was stopped: a pod's containers are killed; a Job's running pods are stopped and the Job is marked Failed.",
        next: "Find why the work takes so long: kubectl logs {resource}{ns} shows its output while a pod of it is left (a stopped Job's pods are deleted, so it may be only in your log store). Or give it more time in spec.activeDeadlineSeconds (for a CronJob's Job, in its jobTemplate). A failed Job or pod does not start again by itself; for a Job, fix the cause, {rerun_job}.",
    },
    ReasonEntry {
        reason: "NodeNotReady",
        what: "The node controller marked the pod not ready because its node stopped reporting (NotReady or unreachable): it is out of its Services' endpoints until the node is back.",
        next: "Look at the node: kubectl describe node {node}. After the node's not-ready toleration (5 min by default) a Deployment's pod is replaced elsewhere; a StatefulSet's only once the pod is deleted.",
    },
    ReasonEntry {
        reason: "NodeLost",
        what: "The node running the pod stopped responding.",
        next: "Check the node: kubectl get nodes; kubectl describe node {node}.",
    },
    ReasonEntry {
        reason: "Unschedulable",
        what: "The scheduler found no node that fits the pod: not enough CPU or memory, taints it does not tolerate, affinity and node selectors no node matches, or a volume it needs (a PersistentVolumeClaim not bound yet, a volume tied to nodes in another zone).",
        next: "Read the scheduler's message for which constraint fails: lower the requests or add nodes; fix tolerations or affinity; for unbound PersistentVolumeClaims, look at the claim (kubectl get pvc{ns}; its events say why it has no volume), since the pod is scheduled once it is bound. kubectl describe pod {pod}{ns} shows the FailedScheduling event.",
    },
    ReasonEntry {
        reason: "SchedulingGated",
        what: "The pod has spec.schedulingGates, so the scheduler will not place it until something removes them.",
        next: "Find the controller that owns the scheduling gate and why it has not removed it.",
    },
    ReasonEntry {
        reason: "ContainersNotReady",
        what: "At least one container is not ready: it is not running, or its readiness probe does not pass yet.",
        next: "A container that is waiting, crashing or starting is explained with its state; for one that runs, check its readiness probe: kubectl describe pod {pod}{ns} (Unhealthy events).",
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
        reason: "RestartLoop",
        what: "A container keeps being restarted: its runs end in a failure again and again (a crash, a kill for memory, a failing liveness probe), whether or not it is ready in between, and each restart drops what it was doing.",
        next: "Read how its last run ended: kubectl logs {pod}{ns} -c <container> --previous, and kubectl describe pod {pod}{ns} for its events; the pod's summary says what that end calls for.",
    },
    ReasonEntry {
        reason: "PodFailed",
        what: "The pod has failed; its containers are not running any more.",
        next: "See how the containers ended.",
    },
    // More kubelet waiting reasons (§1.3).
    ReasonEntry {
        reason: "ImageInspectError",
        what: "The container runtime could not inspect the pulled image: the image is corrupt or the runtime's image store has a problem.",
        next: "Remove the image on the node so it is pulled again (crictl rmi), and check the container runtime's logs on that node.",
    },
    ReasonEntry {
        reason: "RegistryUnavailable",
        what: "The image registry could not be reached or answered with an error.",
        next: "Check from the node that the registry of {image} resolves and answers (DNS, proxy, firewall), and the registry's status.",
    },
    ReasonEntry {
        reason: "SignatureValidationFailed",
        what: "The image's signature did not satisfy the node's signature policy, so the runtime refused it.",
        next: "Use a signed image that the policy accepts, or fix the policy for {image}.",
    },
    ReasonEntry {
        reason: "PreCreateHookError",
        what: "An internal kubelet hook before creating the container failed (resource managers: CPU, memory or device allocation). It is not the container's own lifecycle hook.",
        next: "Read the kubelet's logs on the node for the allocation error; check the pod's CPU/device requests against the node's topology and device plugins.",
    },
    ReasonEntry {
        reason: "PreStartHookError",
        what: "An internal kubelet hook before starting the container failed (for example the CPU or topology manager). It is not the container's own lifecycle hook.",
        next: "Read the kubelet's logs on the node; check the pod's CPU and device requests against the node's policies.",
    },
    ReasonEntry {
        reason: "CreatePodSandboxError",
        what: "The runtime could not create the pod's sandbox, usually because the network plugin (CNI) failed.",
        next: "Look for FailedCreatePodSandBox events (kubectl describe pod {pod}{ns}) and check the CNI pods on that node.",
    },
    ReasonEntry {
        reason: "ConfigPodSandboxError",
        what: "The kubelet could not build the pod's sandbox configuration (DNS settings, hostname, ports).",
        next: "Read the error in kubectl describe pod {pod}{ns}; check dnsConfig, hostNetwork and hostPort settings.",
    },
    ReasonEntry {
        reason: "KillPodSandboxError",
        what: "The runtime could not stop the pod's sandbox, typically a CNI teardown error.",
        next: "Check the CNI plugin and the container runtime on the node; the pod may need a force delete once the node is healthy.",
    },
    ReasonEntry {
        reason: "KillContainerError",
        what: "The runtime could not stop the container.",
        next: "Check the container runtime on the node (crictl ps, journalctl -u containerd).",
    },
    ReasonEntry {
        reason: "ContainerCannotRun",
        what: "The container could not be started (Docker-era clusters): the command is missing or not executable.",
        next: "Check the command and args of container {container} against what the image {image} contains.",
    },
    // Pod-level status.reason values (§1.4): kubelet admission and node shutdown.
    ReasonEntry {
        reason: "OutOf<resource>",
        what: "The kubelet rejected the pod at admission: the node did not have enough of a resource (cpu, memory, pods, a device such as nvidia.com/gpu) once the pod arrived, usually a race after scheduling or a static pod.",
        next: "Let the owner create a replacement on another node; if it repeats, compare the pod's requests with the node's allocatable (kubectl describe node {node}).",
    },
    ReasonEntry {
        reason: "OutOfcpu",
        what: "The kubelet rejected the pod at admission: the node did not have enough CPU for its requests.",
        next: "Let the owner create a replacement elsewhere; if it repeats, lower the CPU requests or add capacity (kubectl describe node {node}).",
    },
    ReasonEntry {
        reason: "OutOfmemory",
        what: "The kubelet rejected the pod at admission: the node did not have enough memory for its requests.",
        next: "Let the owner create a replacement elsewhere; if it repeats, lower the memory requests or add capacity (kubectl describe node {node}).",
    },
    ReasonEntry {
        reason: "OutOfpods",
        what: "The kubelet rejected the pod at admission: the node already runs its maximum number of pods.",
        next: "Raise the node's max pods or add nodes; the owner creates a replacement elsewhere.",
    },
    ReasonEntry {
        reason: "OutOfephemeral-storage",
        what: "The kubelet rejected the pod at admission: the node did not have enough ephemeral storage for its requests.",
        next: "Lower the ephemeral-storage requests or free disk on the nodes.",
    },
    ReasonEntry {
        reason: "NodeAffinity",
        what: "The kubelet rejected the pod: the node does not match the pod's node affinity or nodeSelector (its labels changed after scheduling, or spec.nodeName was set by hand).",
        next: "Compare the pod's nodeSelector/affinity with the node's labels (kubectl get node {node} --show-labels).",
    },
    ReasonEntry {
        reason: "NodeName",
        what: "The kubelet rejected the pod: spec.nodeName names a different node.",
        next: "Fix or remove spec.nodeName and let the scheduler place the pod.",
    },
    ReasonEntry {
        reason: "NodePorts",
        what: "The kubelet rejected the pod: a hostPort it asks for is already in use on the node.",
        next: "Drop the hostPort or use a different one; two pods cannot share a hostPort on one node.",
    },
    ReasonEntry {
        reason: "TaintToleration",
        what: "The kubelet rejected the pod: the node has a taint the pod does not tolerate (set after scheduling, or nodeName was set by hand).",
        next: "Add the toleration to the pod, or remove the taint from the node (kubectl describe node shows the taints).",
    },
    ReasonEntry {
        reason: "UnexpectedAdmissionError",
        what: "The kubelet failed to admit the pod for an unexpected reason, usually a device plugin that could not allocate a device.",
        next: "Read the message and the device plugin's logs on the node.",
    },
    ReasonEntry {
        reason: "UnknownReason",
        what: "The kubelet rejected the pod at admission without a specific reason.",
        next: "Read the message and the kubelet's logs on the node.",
    },
    ReasonEntry {
        reason: "UnexpectedPredicateFailureType",
        what: "The kubelet rejected the pod at admission with an unexpected check failure.",
        next: "Read the message and the kubelet's logs on the node.",
    },
    ReasonEntry {
        reason: "TopologyAffinityError",
        what: "The kubelet's topology manager could not place the pod's CPUs, memory and devices on one NUMA node as its policy requires.",
        next: "Lower the pod's CPU/device requests, or relax the node's topology manager policy.",
    },
    ReasonEntry {
        reason: "SysctlForbidden",
        what: "The pod asks for a sysctl that the kubelet does not allow.",
        next: "Remove the sysctl from securityContext.sysctls, or allow it on the kubelet (allowedUnsafeSysctls).",
    },
    ReasonEntry {
        reason: "InitContainerRestartPolicyForbidden",
        what: "The pod has a sidecar (an init container with restartPolicy Always) but the node's kubelet does not support sidecars.",
        next: "Upgrade the node's kubelet, or turn the sidecar into a regular container.",
    },
    ReasonEntry {
        reason: "PodOSSelectorNodeLabelDoesNotMatch",
        what: "The pod's spec.os does not match the node's operating system label.",
        next: "Set spec.os and the node selector to the OS of the nodes it should run on.",
    },
    ReasonEntry {
        reason: "PodOSNotSupported",
        what: "The node does not support the operating system the pod asks for.",
        next: "Schedule the pod on nodes of its OS (nodeSelector kubernetes.io/os).",
    },
    ReasonEntry {
        reason: "NodeShutdown",
        what: "The pod was rejected or stopped because its node is shutting down.",
        next: "Nothing to fix in the pod: its owner recreates it on another node.",
    },
    ReasonEntry {
        reason: "Terminated",
        what: "The pod was stopped because its node is shutting down (graceful node shutdown).",
        next: "Nothing to fix in the pod: its owner recreates it on another node.",
    },
    ReasonEntry {
        reason: "Preempting",
        what: "The kubelet stopped this pod to make room for a critical pod.",
        next: "Add capacity to the node; the owner recreates this pod.",
    },
    // Pod conditions (§1.2).
    ReasonEntry {
        reason: "SchedulerError",
        what: "The scheduler hit an internal error for this pod, often an invalid node affinity.",
        next: "Read the message; check the pod's affinity rules.",
    },
    ReasonEntry {
        reason: "ReadinessGatesNotReady",
        what: "The containers are ready, but a readiness gate (a condition set by another controller, such as a load balancer) is not True yet.",
        next: "Find the controller that owns the readiness gate named in the message and why it has not set it.",
    },
    ReasonEntry {
        reason: "UnknownContainerStatuses",
        what: "The kubelet has not reported any container status for the pod yet.",
        next: "Wait a little; if it stays, check the node's kubelet.",
    },
    // PodResizePending reasons (in-place resize of a pod's resources).
    ReasonEntry {
        reason: "Deferred",
        what: "The kubelet has not applied the in-place resize of the pod's CPU or memory yet: the node cannot fit it right now, but it may later, for example once other pods leave.",
        next: "Wait, or make room on the node; compare the new requests with what is free: kubectl describe node (Allocated resources).",
    },
    ReasonEntry {
        reason: "Infeasible",
        what: "The kubelet will not apply the in-place resize of the pod's CPU or memory: the node can never give the pod what it now asks for.",
        next: "Lower the new requests of {resource}{ns} to fit the node's allocatable (kubectl describe node {node}), or re-create the pod so it is scheduled on a bigger node.",
    },
    // DisruptionTarget reasons: why a pod is about to be (or was) stopped.
    ReasonEntry {
        reason: "PreemptionByScheduler",
        what: "The scheduler is stopping this pod so that a pod of higher priority can run.",
        next: "Give this workload a higher PriorityClass or add capacity; its owner creates a replacement.",
    },
    ReasonEntry {
        reason: "TerminationByKubelet",
        what: "The kubelet is stopping this pod: the node is under pressure (memory, disk, process IDs), the pod went over a limit of its own (ephemeral storage), or the node is shutting down.",
        next: "Check the node's conditions (kubectl describe node {node}): for memory or disk, set requests close to real use; PIDs have no request, the kubelet's podPidsLimit caps them per pod.",
    },
    ReasonEntry {
        reason: "EvictionByEvictionAPI",
        what: "Someone evicted this pod through the Eviction API, usually kubectl drain or an autoscaler, respecting PodDisruptionBudgets.",
        next: "Nothing to fix in the pod; its owner creates a replacement.",
    },
    ReasonEntry {
        reason: "DeletionByTaintManager",
        what: "The pod is being deleted because its node got a NoExecute taint the pod does not tolerate (often the node became not ready or unreachable).",
        next: "Check the node's taints and conditions (kubectl describe node {node}).",
    },
    ReasonEntry {
        reason: "DeletionByPodGC",
        what: "The pod garbage collector is deleting this pod, because its node no longer exists or it was orphaned.",
        next: "Nothing to fix in the pod; check why the node went away.",
    },
    // Node conditions (kubelet; node lifecycle controller).
    ReasonEntry {
        reason: "KubeletReady",
        what: "The kubelet is running and reports the node healthy: it can run pods.",
        next: "Nothing to do.",
    },
    ReasonEntry {
        reason: "KubeletNotReady",
        what: "The kubelet runs but reports that the node cannot run pods; the message says why: most often the network plugin (CNI) is not ready, or the container runtime is down or answers too slowly (PLEG is not healthy).",
        next: "Act on what the message names: the network plugin (NetworkPluginNotReady, cni): its pod on that node (kubectl get pods -A -o wide --field-selector spec.nodeName={name}); the container runtime (down, or PLEG not healthy): on the node, systemctl status containerd and journalctl -u containerd -u kubelet; otherwise the kubelet's own log (journalctl -u kubelet).",
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
        reason: "RouteCreated",
        what: "The cloud route controller configured the node's pod network routes: NetworkUnavailable is False, as it should be.",
        next: "Nothing to do.",
    },
    ReasonEntry {
        reason: "CalicoIsUp",
        what: "The Calico network plugin runs on the node and set up its network: NetworkUnavailable is False, as it should be.",
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
        next: "The message lists the kinds left. List every object still there: kubectl api-resources --verbs=list --namespaced -o name | xargs -n 1 kubectl get --show-kind --ignore-not-found -n {name}; then look at their finalizers.",
    },
    ReasonEntry {
        reason: "SomeFinalizersRemain",
        what: "Objects in the namespace carry finalizers that their controller has not removed, so they, and the namespace, cannot be deleted.",
        next: "The message names the finalizers. Make sure the controller that owns them is running; remove a finalizer by hand only if that controller is gone for good.",
    },
    // The same conditions' False reasons: that step of the deletion is fine.
    ReasonEntry {
        reason: "ResourcesDiscovered",
        what: "The namespace controller could list every API, so it can find everything to delete in the namespace.",
        next: "Nothing to do.",
    },
    ReasonEntry {
        reason: "ParsedGroupVersions",
        what: "The namespace controller parsed every API group version it needs to delete the namespace's content.",
        next: "Nothing to do.",
    },
    ReasonEntry {
        reason: "ContentDeleted",
        what: "Every object in the namespace was deleted successfully; the namespace may still wait for finalizers.",
        next: "Nothing to do; if the namespace stays Terminating, look at NamespaceFinalizersRemaining.",
    },
    ReasonEntry {
        reason: "ContentRemoved",
        what: "No objects remain in the namespace being deleted.",
        next: "Nothing to do.",
    },
    ReasonEntry {
        reason: "ContentHasNoFinalizers",
        what: "No object left in the namespace carries a finalizer, so nothing holds up its deletion there.",
        next: "Nothing to do.",
    },
    // PersistentVolumeClaim.
    ReasonEntry {
        reason: "ClaimLost",
        what: "The PersistentVolume this claim was bound to no longer exists. The disk behind it may be gone with it, or still there: a PersistentVolume deleted by hand, or one with reclaim policy Retain, leaves its disk.",
        next: "First look for the disk in the storage system (the claim's summary gives the command when it knows the provisioner). If it is there, create the PersistentVolume again on it, with the name in the claim's spec.volumeName: the claim binds to it again. If it is gone, delete the claim and create it again (kubectl delete pvc {name}{ns}; a StatefulSet's claim comes back once its pod is deleted too), then restore from a backup. Find out who deleted the volume.",
    },
    // Service.
    ReasonEntry {
        reason: "LoadBalancerMixedProtocolNotSupported",
        what: "The load balancer implementation does not support a Service of type LoadBalancer with both TCP and UDP ports.",
        next: "Split the ports into two Services, one per protocol, or use an implementation that supports mixed protocols.",
    },
    // PersistentVolumes, Endpoints and EndpointSlices, ResourceQuotas, Leases, VolumeAttachments.
    ReasonEntry { reason: "VolumePending", what: "The PersistentVolume is not ready to be bound yet: its provisioner or the volume plugin has not finished setting it up.", next: "Wait a little; if it stays, read its events: kubectl describe {resource}." },
    ReasonEntry { reason: "VolumeReleased", what: "The claim that used this volume was deleted. With reclaim policy Retain the volume and its data stay, but no new claim can bind it while spec.claimRef still names the old claim; with Delete the provisioner removes it soon.", next: "To reuse it, back up what you need, then remove spec.claimRef with kubectl edit {resource}; or delete it when its data is no longer needed." },
    ReasonEntry { reason: "VolumeFailed", what: "Reclaiming the volume failed (deleting or recycling it after its claim went away); the storage behind it may still exist.", next: "Read status.message and the events (kubectl describe {resource}); fix the provisioner's access to the storage, or delete the volume and its storage by hand." },
    ReasonEntry { reason: "NoIngressClass", what: "The Ingress names no class (no spec.ingressClassName, no kubernetes.io/ingress.class annotation), and no IngressClass was the default when it was created (the API server writes the default's name only into new Ingresses), so only a controller set to serve Ingresses without a class would take it; none has, and it has no address.", next: "Set spec.ingressClassName to the class whose controller should serve it (kubectl get ingressclass lists them; the summary gives the kubectl patch command, with the class when the paste shows it)." },
    ReasonEntry { reason: "NoEndpoints", what: "The Service has no endpoint addresses at all: no pod matches its selector, or the matching pods have not started. Connections to it fail or hang.", next: "Compare the Service's selector with the pods' labels: kubectl get pods{ns} --show-labels and kubectl describe service {name}{ns}." },
    ReasonEntry { reason: "TargetPortNotFound", what: "A port of the Service has a named targetPort (such as \"http\") that no container of its pods declares in spec.containers[].ports. The endpoints controller leaves such pods out of that port's endpoints, so requests to it go nowhere although the pods are ready.", next: "Give the container port that name in the pod template, or set the Service's targetPort to the port's number: kubectl edit {resource}." },
    ReasonEntry { reason: "EndpointsNotReady", what: "The Service's pods exist but none has passed its readiness probe, so none receives traffic yet.", next: "Look at the pods' readiness: kubectl get pods{ns} and kubectl describe pod on one (Unhealthy events)." },
    ReasonEntry { reason: "QuotaExhausted", what: "A ResourceQuota of the namespace is used up for at least one resource: the API server refuses new pods (or other objects) that would exceed it, and controllers report FailedCreate with \"exceeded quota\".", next: "See what uses it: kubectl describe {resource}{ns}; free some (delete finished pods, scale down) or raise the quota." },
    ReasonEntry { reason: "LeaseExpired", what: "The node's kubelet has not renewed its lease (its heartbeat) for several lease durations: the node is down, cut off from the API server, or its kubelet has stopped.", next: "Check the node: kubectl describe node {name}; on the node, systemctl status kubelet and journalctl -u kubelet." },
    ReasonEntry { reason: "AttachError", what: "The CSI driver could not attach the volume to the node (the volume is attached elsewhere, does not exist, or the driver lacks permission); pods that need it stay in ContainerCreating with FailedAttachVolume.", next: "Read the driver's error in the message and its controller logs; check where the volume is attached in your cloud console, and detach it from the old node if it is stuck there." },
    ReasonEntry { reason: "DetachError", what: "The CSI driver could not detach the volume from the node; a pod on another node that needs it cannot start until it is detached.", next: "Read the driver's error and its controller logs; if the old node is gone, detach the volume in your cloud console, then delete this VolumeAttachment: kubectl delete {resource}." },
    ReasonEntry { reason: "Attaching", what: "The CSI driver is attaching the volume to the node.", next: "Wait a little; if it lasts minutes, look at the driver's controller logs and the pod's FailedAttachVolume events." },
];

/// What common process exit codes mean.
pub(super) const EXIT_CODES: &[(i64, &str)] = &[
    (0, "success"),
    (1, "the application reported an error"),
    (2, "a Go program's unrecovered panic, or a command given bad arguments"),
    (126, "the command is not executable"),
    (127, "the command was not found in the image"),
    (128, "the process could not be started"),
    (130, "interrupted (SIGINT)"),
    (134, "aborted (SIGABRT)"),
    (137, "killed with SIGKILL: it did not stop in time once asked to (a failing liveness probe, a deletion, an eviction), or the kernel killed it for memory"),
    (139, "crashed with a segmentation fault (SIGSEGV)"),
    (143, "stopped with SIGTERM, sent from outside (the kubelet for a failing liveness probe or a deletion), or passed on by the app"),
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "core",
    system: "Kubernetes core (v1)",
    covers: "Pods: phases, pod conditions, container states and why containers end; claims, nodes and namespaces",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
