//! KubeVirt (`kubevirt.io`: VirtualMachine, VirtualMachineInstance) and its Containerized Data
//! Importer (`cdi.kubevirt.io`: DataVolume).

use super::{ConditionTypeEntry, ReasonEntry, Table};

/// KubeVirt and CDI reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "DataVolumeNotStarted", what: "CDI has not written a phase for the DataVolume yet.", next: "Check that CDI runs: kubectl get pods -n cdi; then kubectl describe {resource}{ns}." },
    ReasonEntry { reason: "DataVolumeInProgress", what: "CDI is creating the PVC and filling it (import, clone or upload); status.progress counts up to 100%.", next: "Watch it: kubectl get {resource}{ns} -w; the importer pod's log says more: kubectl logs{ns} importer-{name}." },
    ReasonEntry { reason: "DataVolumeTransferError", what: "The importer, cloner or upload pod fails (a wrong URL, a missing secret, a source that is not a disk image); CDI restarts it, but it will not succeed until the cause is fixed.", next: "Read the Running condition's message and the pod's log (kubectl logs{ns} importer-{name}); fix spec.source (URL, secretRef, certConfigMap) and recreate the DataVolume." },
    ReasonEntry { reason: "DataVolumeFailed", what: "The import, clone or upload failed for good.", next: "kubectl describe {resource}{ns} and the events of its PVC; fix the source and recreate the DataVolume." },
    ReasonEntry { reason: "DataVolumePaused", what: "A multi-stage (warm) import waits between checkpoints.", next: "Add the next checkpoint to spec.checkpoints (or set spec.finalCheckpoint: true) to go on." },
    ReasonEntry { reason: "DataVolumeWaitForFirstConsumer", what: "The storage class uses volumeBindingMode WaitForFirstConsumer: the PVC binds, and CDI fills it, only once a pod that uses it is scheduled.", next: "Start the VM that uses it (virtctl start <vm>), or set the annotation cdi.kubevirt.io/storage.bind.immediate.requested: \"true\" on the DataVolume." },
    ReasonEntry { reason: "DataVolumeUploadReady", what: "The upload server is up and waits for the disk image.", next: "Upload it: virtctl image-upload dv {name}{ns} --no-create --image-path=<file>." },
    ReasonEntry { reason: "VirtualMachineNotReconciled", what: "KubeVirt has not written a status for the VM yet.", next: "Check that KubeVirt runs: kubectl get kubevirt -A and kubectl get pods -n kubevirt." },
    ReasonEntry { reason: "VirtualMachineNotReady", what: "The guest runs but is not ready: a readiness probe or the guest agent has not confirmed it yet.", next: "kubectl get vmi {name}{ns} -o yaml shows the conditions; virtctl console {name}{ns} shows the guest." },
    ReasonEntry { reason: "VirtualMachinePaused", what: "The guest is paused on purpose (virtctl pause): its CPUs are frozen, memory is kept.", next: "Resume it: virtctl unpause vm {name}{ns}." },
    ReasonEntry { reason: "VirtualMachineStopped", what: "The VM is off, as its run strategy (or spec.running: false) says.", next: "Start it: virtctl start {name}{ns} (or set spec.runStrategy: Always)." },
    ReasonEntry { reason: "VirtualMachineStarting", what: "The VM is off but its run strategy wants it running: KubeVirt is creating its instance.", next: "Watch it: kubectl get vmi {name}{ns} -w; the virt-launcher pod's events say what holds it." },
    ReasonEntry { reason: "VirtualMachineInTransition", what: "The VM is on its way between states (provisioning volumes, starting, stopping, migrating).", next: "Watch it: kubectl get {resource}{ns} -w; if it stays, kubectl describe vmi {name}{ns} and the virt-launcher pod." },
    ReasonEntry { reason: "VirtualMachineTerminating", what: "The VM is being deleted; its instance and launcher pod are stopped first.", next: "Wait; if it stays, look at metadata.finalizers: kubectl get {resource}{ns} -o yaml." },
    ReasonEntry { reason: "VirtualMachineCrashLoopBackOff", what: "The VM's virt-launcher pod keeps failing, so KubeVirt backs off before starting it again.", next: "kubectl get pods{ns} -l kubevirt.io/domain={name}, then kubectl logs on the virt-launcher pod (container compute)." },
    ReasonEntry { reason: "VirtualMachineImagePullFailed", what: "A container disk image cannot be pulled (wrong name or tag, no pull secret).", next: "Check the containerDisk image in spec.template.spec.volumes and the virt-launcher pod's events: kubectl describe pod{ns} -l kubevirt.io/domain={name}." },
    ReasonEntry { reason: "ErrorUnschedulable", what: "No node can run the VM's virt-launcher pod (CPU, memory, node selector, affinity, or no node with KVM).", next: "kubectl describe pod{ns} -l kubevirt.io/domain={name} shows the scheduler's reasons; free capacity or relax the constraints." },
    ReasonEntry { reason: "Unschedulable", what: "The VM's virt-launcher pod cannot be scheduled: no node has the CPU, memory, devices (devices.kubevirt.io/kvm) or labels it asks for.", next: "kubectl describe pod{ns} -l kubevirt.io/domain={name} shows the scheduler's reasons; free capacity or relax the constraints." },
    ReasonEntry { reason: "ErrorPvcNotFound", what: "A PVC the VM's volumes name does not exist.", next: "kubectl get pvc{ns}; create it or fix the claimName in spec.template.spec.volumes." },
    ReasonEntry { reason: "ErrorDataVolumeNotFound", what: "A DataVolume the VM's volumes name does not exist.", next: "kubectl get datavolumes{ns}; create it or add it to spec.dataVolumeTemplates." },
    ReasonEntry { reason: "DataVolumeError", what: "A DataVolume the VM needs has failed, so the VM cannot start.", next: "kubectl get datavolumes{ns} and kubectl describe the failed one; fix its source." },
    ReasonEntry { reason: "Error", what: "A KubeVirt or CDI component reported an error. On a DataVolume's Running condition it is the importer, cloner or uploader pod: its message is the pod's error, and CDI restarts the pod (status.restartCount).", next: "For a DataVolume read the pod's log: kubectl logs{ns} importer-{name} (cdi-upload-{name} for an upload), then fix spec.source (URL, secretRef, certConfigMap); otherwise kubectl describe {resource}{ns}." },
];

/// KubeVirt condition types.
pub(super) const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "RestartRequired", what: "True when the VM's spec changed in a way that only applies after a restart (virtctl restart)." },
    ConditionTypeEntry { type_: "AgentConnected", what: "True when the QEMU guest agent inside the VM is connected." },
    ConditionTypeEntry { type_: "LiveMigratable", what: "Whether the VM can be live-migrated; False names what prevents it (a RWO volume, host devices)." },
    ConditionTypeEntry { type_: "DataVolumesReady", what: "Whether every DataVolume the VM uses is populated and ready." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "kubevirt",
    system: "KubeVirt",
    covers: "VirtualMachines and their instances (kubevirt.io), DataVolumes (cdi.kubevirt.io)",
    reasons: REASONS,
    types: TYPES,
    categorised: &[],
};
