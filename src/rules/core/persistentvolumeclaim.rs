//! PersistentVolumeClaim (`v1`): phase `Bound` / `Pending` / `Lost`, and resize conditions.

use crate::explain::is_failing;
use crate::model::timestamp::human_duration;
use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, reason_or, Assessment, Context, Next, Rule};

/// The PersistentVolumeClaim rule.
pub static RULE: Rule = Rule { group: "", kind: "PersistentVolumeClaim", classify };

fn classify(claim: &Resource, context: &Context, next: Next) -> Assessment {
    let volume = claim.str(&["spec", "volumeName"]).unwrap_or("");
    match claim.str(&["status", "phase"]) {
        Some("Bound") => bound(claim, volume, context),
        Some("Pending") if pending_event(context).is_some() => pending_with_event(claim, context),
        Some("Pending") => {
            let class = match claim.str(&["spec", "storageClassName"]) {
                Some("") => ", no StorageClass: only a matching pre-created volume can bind it".to_owned(),
                Some(class) => format!(", StorageClass {class}"),
                None => ", default StorageClass".to_owned(),
            };
            let waiting = match context.seconds_since(claim.created()).filter(|seconds| *seconds >= 60) {
                Some(seconds) => format!("has waited {} for a volume", human_duration(seconds)),
                None => "is not bound to a volume yet".to_owned(),
            };
            let describe = format!("kubectl describe pvc {}{}", display(&claim.name), claim.namespace_flag());
            // The scheduler writes the node of the first pod that uses a late-binding claim:
            // from then on, the provisioner should be making the volume.
            let why = match claim.str(&["metadata", "annotations", "volume.kubernetes.io/selected-node"]).filter(|node| !node.is_empty()) {
                Some(node) => format!("A pod using it was scheduled to node {node}, so the StorageClass's provisioner should be creating the volume there; its events tell why it has not: {describe}."),
                None => format!("If the StorageClass binds on first use (WaitForFirstConsumer) this is normal until a pod using the claim is scheduled; otherwise its events tell why: {describe}."),
            };
            Assessment::new(Verdict::InProgress, format!("The claim {waiting} (phase Pending{class}). {why}"), "Pending")
        }
        Some("Lost") => Assessment::new(Verdict::Failed, lost(claim, volume, context), "ClaimLost"),
        _ => next(claim, context),
    }
}

/// The events that say why a claim is Pending.
const PENDING_EVENTS: &[&str] = &["ProvisioningFailed", "ExternalProvisioning", "WaitForFirstConsumer", "FailedBinding", "Provisioning"];

fn pending_event<'a>(context: &'a Context) -> Option<&'a crate::model::Event> {
    context.latest_event(PENDING_EVENTS)
}

/// How a claim is made again with another class: a StatefulSet's (`data-postgres-0`: template
/// `data`, StatefulSet `postgres`, ordinal 0, as its name says) comes from its
/// volumeClaimTemplates; any other from where it is written.
fn remake_claim(claim: &Resource) -> String {
    let ns = claim.namespace_flag();
    let ordinal = claim.name.rsplit_once('-').filter(|(_, n)| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit())).map(|(rest, _)| rest);
    match ordinal.and_then(|rest| rest.split_once('-')).map(|(_, set)| set).filter(|set| !set.is_empty()) {
        Some(set) => format!(
            " (if StatefulSet {set} made it, as its name says: its claims come from its volumeClaimTemplates, which cannot be changed either; re-create the StatefulSet with the new class, keeping its pods: kubectl delete statefulset {set}{ns} --cascade=orphan, apply it again, then kubectl delete pvc {}{ns})",
            claim.name
        ),
        None => format!(
            ": kubectl delete pvc {}{ns}, then apply it again with storageClassName set to one of them, where it is written (a chart's values, a manifest in Git), so that it does not come back as it was",
            claim.name
        ),
    }
}

/// Phase `Pending`, explained by the latest binding or provisioning event.
fn pending_with_event(claim: &Resource, context: &Context) -> Assessment {
    let Some(event) = pending_event(context) else { return Assessment::plain(Verdict::InProgress, "The claim is not bound to a volume yet (phase Pending).") };
    let quote = event.quote(context.now);
    let ongoing = event
        .ongoing_seconds(context.now)
        .filter(|s| *s >= 60)
        .map(|s| format!(" for {}", human_duration(s)))
        .unwrap_or_default();
    let class = claim.str(&["spec", "storageClassName"]).filter(|c| !c.is_empty()).map(|c| format!(" (StorageClass {c})")).unwrap_or_default();
    let volume = claim.str(&["spec", "volumeName"]).unwrap_or("");
    let (verdict, summary) = match event.reason.as_str() {
        // Its class does not exist, and a claim's class cannot be changed.
        "ProvisioningFailed" if event.message.contains("storageclass") && event.message.contains("not found") => (
            Verdict::Failed,
            format!(
                "The claim cannot get a volume{class}: that StorageClass does not exist{}: {quote}. kubectl get storageclass lists those that do. A claim's storageClassName cannot be changed: create the class, and the claim binds by itself. Or make the claim again with a class that exists{}.",
                if ongoing.is_empty() { String::new() } else { format!(" (tried{ongoing})") },
                remake_claim(claim)
            ),
        ),
        "ProvisioningFailed" => (Verdict::Failed, format!("The claim cannot get a volume{class}: provisioning failed{ongoing}: {quote}.")),
        // No class named and none is the default: only a volume made by hand can bind it.
        // Class "": no StorageClass, the default included, ever applies to it.
        "FailedBinding" if event.message.contains("no persistent volumes available") && claim.str(&["spec", "storageClassName"]) == Some("") => (
            Verdict::Failed,
            format!(
                "The claim cannot be bound: {quote}. It sets storageClassName \"\", so no StorageClass, not even a default one, makes a volume for it: only a PersistentVolume of class \"\" with at least its size{} and its access modes{} binds it. Create one (or, for a volume left by a deleted claim, phase Released, remove its spec.claimRef: kubectl get pv lists them, with their claim).",
                claim.str(&["spec", "resources", "requests", "storage"]).map(|s| format!(" ({s})")).unwrap_or_default(),
                access_modes(claim)
            ),
        ),
        "FailedBinding" if event.message.contains("storageClassName does not match") && !volume.is_empty() => {
            (Verdict::Failed, class_mismatch(claim, volume, None, &format!(": {quote}")))
        }
        "FailedBinding" if event.message.contains("no storage class is set") => (
            Verdict::Failed,
            format!(
                "The claim cannot be bound: {quote}. No StorageClass is marked default (kubectl get storageclass shows none as (default)), so only a matching PersistentVolume made by hand can bind it. Mark one default (kubectl annotate storageclass <name> storageclass.kubernetes.io/is-default-class=true) and, on Kubernetes 1.28 or later, the claim gets it; or create a matching PersistentVolume."
            ),
        ),
        // It names its volume, and that volume is someone else's (or still reserved for a
        // claim deleted since): another volume or a class would leave the data on it behind.
        "FailedBinding" if event.message.contains("already bound to a different claim") && !volume.is_empty() => (
            Verdict::Failed,
            format!(
                "The claim cannot be bound: it names PersistentVolume {volume} (spec.volumeName), which is bound or reserved to a different claim: {quote}. If that claim was deleted (kubectl get pv {volume} -o jsonpath='{{.status.phase}} {{.spec.claimRef}}' shows phase Released and which claim holds it), clear the reservation and this claim binds by itself: kubectl patch pv {volume} --type json -p '[{{\"op\":\"remove\",\"path\":\"/spec/claimRef\"}}]'; if it is Bound, it is that claim's. Do not give the claim a StorageClass or another volume instead: it would get a new, empty one."
            ),
        ),
        "FailedBinding" => (
            Verdict::Failed,
            format!("The claim cannot be bound{class}: {quote}. Create a PersistentVolume that matches its class, size and access modes; a claim's storageClassName cannot be changed after it is created, so for a volume made by a provisioner make the claim again with a class that has one."),
        ),
        // A provisioner creates a volume in seconds to a minute or two: one that has not after
        // the time a pod may take to start is not coming (not installed, not running, no
        // rights), and the claim waits forever.
        "ExternalProvisioning" if event.ongoing_seconds(context.now).is_some_and(|s| s >= super::pod::STUCK_AFTER_SECONDS) => (
            Verdict::Failed,
            format!(
                "The claim has waited{ongoing} for an external provisioner to create its volume{class}, and none came: {quote}. Check that the provisioner it names runs and has no errors (its pods, usually in kube-system, and their logs); until then the claim waits forever."
            ),
        ),
        "ExternalProvisioning" => (
            Verdict::InProgress,
            format!("The claim waits{ongoing} for an external provisioner to create its volume{class}: {quote}. If that provisioner is not installed or not running, it will wait forever."),
        ),
        "WaitForFirstConsumer" => (
            Verdict::InProgress,
            format!("The claim waits for a pod to use it before a volume is chosen{class} (WaitForFirstConsumer): this is normal until a pod mounts it."),
        ),
        _ => (Verdict::InProgress, format!("The claim's volume is being provisioned{class}: {quote}.")),
    };
    Assessment::new(verdict, summary, event.reason.clone())
}

/// ` (ReadWriteMany)`: a claim's access modes, for a sentence.
fn access_modes(claim: &Resource) -> String {
    let modes: Vec<&str> = claim.get(&["spec", "accessModes"]).and_then(crate::model::Value::as_array).map(|m| m.iter().filter_map(|v| v.as_str()).collect()).unwrap_or_default();
    if modes.is_empty() { String::new() } else { format!(" ({})", modes.join(", ")) }
}

/// A claim that names a volume of another class (`said`: the binder's words, `: “…”`): make
/// the classes equal, the volume's by a patch (a claim's class cannot change after creation),
/// or the claim's by making it again. `volume_class` when the volume is pasted.
pub(crate) fn class_mismatch(claim: &Resource, volume: &str, volume_class: Option<&str>, said: &str) -> String {
    let ns = claim.namespace_flag();
    let theirs = volume_class.map(|c| format!(" is of class {c:?}, and the claim of class")).unwrap_or_else(|| "'s storageClassName is not the claim's,".to_owned());
    match claim.str(&["spec", "storageClassName"]) {
        Some(class) => {
            let remake = match volume_class {
                Some(other) => format!("storageClassName: {other:?}"),
                None => "the volume's storageClassName".to_owned(),
            };
            format!(
                "The claim cannot be bound{said}. PersistentVolume {volume}{theirs} {class:?}: the classes must match. A claim's storageClassName cannot be changed after it is created, a volume's can: kubectl patch pv {volume} -p '{{\"spec\":{{\"storageClassName\":{class:?}}}}}'; or make the claim again with {remake} (kubectl delete pvc {}{ns}, then apply it with that class).",
                claim.name
            )
        }
        None => format!(
            "The claim cannot be bound{said}. PersistentVolume {volume}'s storageClassName is not the claim's (it sets none, so it was given the default class): the classes must match. Make the claim again with the volume's class (kubectl delete pvc {}{ns}, then apply it with that storageClassName).",
            claim.name
        ),
    }
}

/// Phase `Bound`: the volume, its size, and any resize in flight or failed.
fn bound(claim: &Resource, volume: &str, context: &Context) -> Assessment {
    let size = claim.str(&["status", "capacity", "storage"]).map(|size| format!(" ({size})")).unwrap_or_default();
    let to = if volume.is_empty() { String::new() } else { format!(" to volume {volume}") };
    if let Some(bad) = claim.conditions.iter().find(|c| is_failing(c)) {
        return Assessment::new(
            Verdict::Degraded,
            format!("The claim is bound{to}{size}, but {} is {}{}.", bad.type_, bad.status.as_str(), condition_detail(bad)),
            reason_or(bad, &bad.type_),
        );
    }
    let resizing = ["Resizing", "FileSystemResizePending", "ModifyingVolume"]
        .iter()
        .find_map(|type_| claim.condition(type_).filter(|c| c.is_true()));
    // A resize the driver keeps failing: the claim works at its old size meanwhile.
    let failed_resize = context.latest_event(&["VolumeResizeFailed"]).filter(|e| e.is_warning());
    if let (Some(_), Some(event)) = (resizing.filter(|c| c.type_ == "Resizing"), failed_resize) {
        let wanted = claim.str(&["spec", "resources", "requests", "storage"]).map(|want| format!(" to {want}")).unwrap_or_default();
        let ongoing = event.ongoing_seconds(context.now).filter(|s| *s >= 60).map(|s| format!(" for {}", human_duration(s))).unwrap_or_default();
        let rate_limited = event.message.contains("VolumeModificationRateExceeded") || event.message.contains("maximum modification rate");
        let what_now = if rate_limited {
            let disk = event.message.split("\"").find(|part| part.starts_with("vol-")).unwrap_or("<volume id>");
            format!(
                " EC2 allows one change of an EBS volume every 6 hours, and this one was changed less than 6 hours ago: no retry succeeds before then, and the resizer's retries succeed by themselves after (aws ec2 describe-volumes-modifications --volume-ids {disk} shows when the last change started). Until then it stays at its old size: if it may fill up first, free space on it."
            )
        } else {
            " The resizer retries by itself; fix what its error names (the StorageClass must allow expansion, allowVolumeExpansion: true, and the CSI driver must support it).".to_owned()
        };
        let assessment = Assessment::new(
            Verdict::Degraded,
            format!("The claim is bound{to}{size} and usable, but resizing it{wanted} fails: the resizer reports VolumeResizeFailed{ongoing}: {}.{what_now}", event.quote(context.now)),
            "VolumeResizeFailed",
        );
        return if rate_limited { assessment.answering() } else { assessment };
    }
    if let Some(resizing) = resizing {
        let what = match resizing.type_.as_str() {
            "FileSystemResizePending" => "the volume was expanded and its filesystem grows when a pod next mounts it".to_owned(),
            "ModifyingVolume" => "its volume attributes are being changed".to_owned(),
            _ => "the volume is being resized".to_owned(),
        };
        return Assessment::new(
            Verdict::InProgress,
            format!("The claim is bound{to}{size}; {what} ({}{}).", resizing.type_, condition_detail(resizing)),
            reason_or(resizing, &resizing.type_),
        );
    }
    Assessment::plain(Verdict::Ready, format!("The claim is bound{to}{size}."))
}

fn display(name: &str) -> &str {
    if name.is_empty() { "<name>" } else { name }
}

/// How to find a provisioner's disk by the PersistentVolume it was made for (`{pv}`): the CSI
/// drivers of the three clouds name or tag their disks after it.
const DISK_LOOKUPS: &[(&str, &str)] = &[
    ("ebs.csi.aws.com", "aws ec2 describe-volumes --filters Name=tag:CSIVolumeName,Values={pv}"),
    ("kubernetes.io/aws-ebs", "aws ec2 describe-volumes --filters Name=tag:kubernetes.io/created-for/pv/name,Values={pv}"),
    ("pd.csi.storage.gke.io", "gcloud compute disks list --filter=name={pv}"),
    ("kubernetes.io/gce-pd", "gcloud compute disks list --filter=name~{pv}"),
    ("disk.csi.azure.com", "az disk list --query \"[?name=='{pv}']\""),
    ("kubernetes.io/azure-disk", "az disk list --query \"[?contains(name, '{pv}')]\""),
];

/// How a lost claim's summary says what to do when no ClaimLost event carries it (the
/// roll-up says it for a claim a StatefulSet's pasted pod uses).
pub(crate) const REMAKE_LOST: &str = "delete the claim and create it again";

/// Phase `Lost`: the volume object is gone; its disk may not be. What the paste shows, the
/// check that tells, and (unless its ClaimLost event's advice says it) both ways on.
fn lost(claim: &Resource, volume: &str, context: &Context) -> String {
    if volume.is_empty() {
        return format!("The claim lost its volume (phase Lost): the PersistentVolume it was bound to no longer exists. {}", lost_ways_on(claim, "the PersistentVolume"));
    }
    let provisioner = ["volume.kubernetes.io/storage-provisioner", "volume.beta.kubernetes.io/storage-provisioner"]
        .iter()
        .find_map(|key| claim.str(&["metadata", "annotations", key]))
        .filter(|p| !p.is_empty());
    let check = match provisioner.and_then(|p| DISK_LOOKUPS.iter().find(|(name, _)| *name == p)) {
        Some((name, lookup)) => format!("{} (its provisioner, {name}, named the disk after the volume)", lookup.replace("{pv}", volume)),
        // ceph-csi (Rook's `<namespace>.rbd.csi.ceph.com` too) names its images by a uuid its
        // journal keeps for the volume's name.
        None if provisioner.is_some_and(|p| p.ends_with("rbd.csi.ceph.com")) => format!(
            "ceph-csi ({}) names its RBD images csi-vol-<uuid>, not after the volume, and keeps which uuid is {volume}'s in its journal: in the Ceph toolbox, rados -p <pool> getomapval csi.volumes.default csi.volume.{volume} prints the uuid, and rbd info <pool>/csi-vol-<uuid> tells whether the image is still there (the pool is the StorageClass's pool parameter)",
            provisioner.unwrap_or("")
        ),
        None => {
            let by = provisioner.map(|p| format!(" ({p})")).unwrap_or_default();
            format!("look in the storage system behind it{by} for the disk PersistentVolume {volume} was on (drivers name disks differently: some after the volume, others by the ID that was its spec.csi.volumeHandle)")
        }
    };
    let ways_on = if context.latest_event(&["ClaimLost"]).is_some() { String::new() } else { format!(" {}", lost_ways_on(claim, &format!("PersistentVolume {volume}"))) };
    format!(
        "The claim lost its volume (phase Lost): PersistentVolume {volume}, which it was bound to, no longer exists. The paste does not show whether its disk, and the data on it, went too: a PersistentVolume deleted by hand, or one with reclaim policy Retain, leaves its disk. Check that first: {check}.{ways_on}"
    )
}

/// `If the disk is there, …; if it is gone, …`: the two ways on for a lost claim.
pub(crate) fn lost_ways_on(claim: &Resource, volume: &str) -> String {
    format!(
        "If the disk is there, create {volume} again on it (the same name, class and size, its driver, the disk's ID as volumeHandle): the claim binds to it again by itself, with its data. If it is gone, {REMAKE_LOST} (kubectl delete pvc {}{}; a StatefulSet's claim comes back once its pod is deleted too), then restore the data from a backup.",
        display(&claim.name),
        claim.namespace_flag()
    )
}
