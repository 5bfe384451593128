//! Volumes: the claim a pending pod waits on, a local volume on another node, a volume
//! attachment that is not attached.

use crate::model::Resource;
use crate::relate::Graph;
use crate::report::{Link, ResourceReport, Verdict};
use super::advice::first_sentence;

/// A claim a Pending pod uses and waits for: the link for the chain and the claim's own words.
#[derive(Debug, Clone)]
pub(super) struct Claim {
    pub(super) link: Link,
    verdict: Verdict,
    pub(super) reason: Option<String>,
    pub(super) summary: String,
}

/// For each Pending pod, the first PersistentVolumeClaim it uses that is pasted and not Ready.
pub(super) fn blocking_claims(resources: &[Resource], graph: &Graph, reports: &[ResourceReport]) -> Vec<Option<Claim>> {
    resources
        .iter()
        .enumerate()
        .map(|(index, resource)| {
            if resource.kind != "Pod" || resource.str(&["status", "phase"]).is_some_and(|phase| phase != "Pending") {
                return None;
            }
            graph.references.get(index)?.iter().filter(|r| r.kind == "PersistentVolumeClaim").find_map(|reference| {
                let claim = reports.get(reference.target?)?;
                (!matches!(claim.verdict, Verdict::Ready | Verdict::Succeeded)).then(|| Claim {
                    link: Link { kind: claim.kind.clone(), name: claim.name.clone(), namespace: claim.namespace.clone(), note: claim.reason.clone() },
                    verdict: claim.verdict,
                    reason: claim.reason.clone(),
                    summary: claim.summary.clone(),
                })
            })
        })
        .collect()
}

/// A Pending pod whose claim is not bound says so; if the claim has failed, so has the pod.
pub(super) fn wait_for_claim(report: &mut ResourceReport, claim: &Claim) {
    let which = claim.link.label();
    if report.verdict == Verdict::InProgress && claim.verdict == Verdict::Failed {
        report.verdict = Verdict::Failed;
        report.summary = format!("The pod cannot start: it uses {which}, which has failed: {}", first_sentence(&claim.summary));
        report.reason = claim.reason.clone().or(report.reason.take());
        report.rule = "rollup/failed-claim".to_owned();
        crate::explain::restate_as_failed(&mut report.conditions, &format!("Waiting will not help: it uses {which}, which has failed; fix that first (see the root cause)."));
    } else if !report.verdict.is_problem() || !report.summary.contains(&which) {
        report.summary = format!("{} It waits for {which} ({}): {}", report.summary, claim.verdict.words(), first_sentence(&claim.summary));
    }
}

/// How the roll-up begins what it says of a pod whose local volume is on another node.
pub(super) const LOCAL_VOLUME_SAID: &str = "its volume is a local one";

/// A pod's local volume (a pasted PersistentVolume with `local` or `hostPath`, pinned by its
/// node affinity to one node's hostname) and that node's name, through the pod's claims.
pub(super) fn local_volume<'r>(pod: usize, resources: &'r [Resource], graph: &'r Graph) -> Option<(&'r str, &'r Resource, &'r str)> {
    let claims = graph.references.get(pod)?.iter().filter(|r| r.kind == "PersistentVolumeClaim").filter_map(|r| Some((r.name.as_str(), r.target?)));
    let mut volumes = claims.flat_map(|(claim, at)| graph.references.get(at).into_iter().flatten().filter(|r| r.kind == "PersistentVolume").filter_map(move |r| Some((claim, r.target?))));
    volumes.find_map(|(claim, at)| {
        let volume = resources.get(at)?;
        if volume.get(&["spec", "local"]).is_none() && volume.get(&["spec", "hostPath"]).is_none() {
            return None;
        }
        let terms = volume.get(&["spec", "nodeAffinity", "required", "nodeSelectorTerms"])?.as_array()?;
        let node = terms.iter().flat_map(|term| term.get("matchExpressions").and_then(|e| e.as_array()).unwrap_or(&[])).find_map(|expression| {
            let key = expression.get("key").and_then(|k| k.as_str())?;
            let values = expression.get("values").and_then(|v| v.as_array())?;
            match values {
                [only] if key == "kubernetes.io/hostname" && expression.get("operator").and_then(|o| o.as_str()) == Some("In") => only.as_str().filter(|n| !n.is_empty()),
                _ => None,
            }
        })?;
        Some((claim, volume, node))
    })
}

/// A pod that cannot be scheduled for a volume node affinity conflict, whose volume is a local
/// one on one node: that node, and whether it is among the nodes pasted (gone, with the data
/// on its disk, or there but refusing the pod).
pub(super) fn local_volumes_elsewhere(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    let elsewhere = crate::rules::core::pod::VOLUME_ELSEWHERE;
    for (index, pod) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Pod") {
        let Some((claim, volume, node)) = local_volume(index, resources, graph) else { continue };
        let nodes: Vec<&str> = resources.iter().filter(|r| r.kind == "Node").map(|r| r.name.as_str()).collect();
        let Some(report) = reports.get_mut(index).filter(|r| r.summary.contains(elsewhere)) else { continue };
        let ns = pod.namespace_flag();
        let said = if nodes.is_empty() || nodes.contains(&node) {
            format!(
                "{LOCAL_VOLUME_SAID} (PersistentVolume {}), its data on node {node}'s disk, so the pod can run on {node} only, and that node does not take it now: kubectl describe node {node} shows why (not Ready, cordoned, a taint, no room)",
                volume.name
            )
        } else {
            format!(
                "{LOCAL_VOLUME_SAID} (PersistentVolume {}), its data on node {node}'s disk, and {node} is not among the nodes pasted ({}): if it comes back, the pod runs there again; if it is gone for good, so is that data. Then restore from a backup into a new volume: kubectl delete pvc {claim}{ns} --wait=false and kubectl delete pod {}{ns}, and the claim and pod are made again on a node that exists (by the StatefulSet, for its pods)",
                volume.name,
                nodes.join(", "),
                pod.name
            )
        };
        report.summary = report.summary.replacen(elsewhere, &said, 1);
    }
}

/// `VolumeAttachment csi-… (not attached)` at the end of a pod's chain, when the pod waits for a
/// volume whose attaching fails (its FailedAttachVolume event names the volume) and the
/// attachment of that volume to the pod's node is pasted, not attached.
pub(super) fn attachment_link(report: &ResourceReport, graph: &Graph, resources: &[Resource]) -> Option<Link> {
    if report.kind != "Pod" {
        return None;
    }
    let event = report.events.iter().rev().find(|e| e.reason == "FailedAttachVolume")?;
    let volume = event.message.split_once("for volume \"").and_then(|(_, rest)| rest.split('"').next()).filter(|v| !v.is_empty())?;
    let at = resources.iter().position(|r| r.kind == "PersistentVolume" && r.name == volume)?;
    let node = |index: usize| graph.references.get(index).and_then(|references| references.iter().find(|r| r.kind == "Node")).map(|r| r.name.as_str());
    let pod = resources.iter().position(|r| r.kind == "Pod" && r.name == report.name && r.namespace == report.namespace)?;
    let attachment = graph.referrers.get(at)?.iter().map(|(index, _)| *index).find(|&index| {
        resources.get(index).is_some_and(|r| r.kind == "VolumeAttachment" && r.get(&["status", "attached"]).and_then(crate::model::Value::as_bool) != Some(true)) && (node(index) == node(pod) || node(pod).is_none())
    })?;
    let attachment = resources.get(attachment)?;
    Some(Link { kind: attachment.kind.clone(), name: attachment.name.clone(), namespace: None, note: Some("not attached".to_owned()) })
}

/// The claim a PersistentVolume's `spec.claimRef` names, as `claim ns/name`.
fn reserved_for(volume: &Resource) -> String {
    match (volume.str(&["spec", "claimRef", "namespace"]), volume.str(&["spec", "claimRef", "name"])) {
        (Some(ns), Some(name)) => format!("claim {ns}/{name}"),
        (None, Some(name)) => format!("claim {name}"),
        _ => "a claim".to_owned(),
    }
}

/// The pasted claim a volume's `spec.claimRef` names that is still there: the same uid, or
/// (no uid said) the same namespace and name. `None` when the claim it names is not pasted
/// live (deleted, or made again under a new uid).
fn live_claim_of<'r>(volume: &Resource, resources: &'r [Resource]) -> Option<&'r Resource> {
    let name = volume.str(&["spec", "claimRef", "name"])?;
    let namespace = volume.str(&["spec", "claimRef", "namespace"]);
    let uid = volume.str(&["spec", "claimRef", "uid"]).filter(|u| !u.is_empty());
    resources.iter().filter(|r| r.kind == "PersistentVolumeClaim").find(|claim| match uid {
        Some(uid) => claim.uid.as_deref() == Some(uid),
        None => claim.name == name && claim.namespace.as_deref() == namespace && claim.str(&["status", "phase"]) == Some("Bound"),
    })
}

/// A Released volume a Pending claim without `spec.volumeName` would bind to but for its
/// reservation: reserved for a claim of the same namespace and name (made again since), of the
/// claim's class (`""` when it sets none), as large as it asks, with its access modes.
fn released_volume_fitting(claim: &Resource, resources: &[Resource]) -> Option<usize> {
    // A claim without a class (and no default class given it) matches volumes of class "".
    let class = claim.str(&["spec", "storageClassName"]).unwrap_or("");
    let asked = claim.str(&["spec", "resources", "requests", "storage"]).and_then(crate::model::quantity::Quantity::parse);
    let modes = |r: &Resource| -> Vec<String> {
        r.get(&["spec", "accessModes"]).and_then(crate::model::Value::as_array).map(|m| m.iter().filter_map(|v| v.as_str().map(str::to_owned)).collect()).unwrap_or_default()
    };
    resources.iter().position(|volume| {
        volume.kind == "PersistentVolume"
            && volume.str(&["status", "phase"]) == Some("Released")
            && volume.str(&["spec", "claimRef", "name"]) == Some(claim.name.as_str())
            && volume.str(&["spec", "claimRef", "namespace"]) == claim.namespace.as_deref()
            && volume.str(&["spec", "claimRef", "uid"]) != claim.uid.as_deref()
            && volume.str(&["spec", "storageClassName"]).unwrap_or("") == class
            && match (asked.as_ref(), volume.str(&["spec", "capacity", "storage"]).and_then(crate::model::quantity::Quantity::parse)) {
                (Some(asked), Some(has)) => has >= *asked,
                _ => true,
            }
            && modes(claim).iter().all(|mode| modes(volume).contains(mode))
    })
}

/// `: “message” (224 times, last 35 s ago)` of a claim's latest FailedBinding event.
fn failed_binding_said(report: &ResourceReport) -> String {
    report
        .events
        .iter()
        .rev()
        .find(|e| e.reason == "FailedBinding")
        .map(|e| {
            let times = match (e.count, &e.age) {
                (count, Some(age)) if count > 1 => format!(" ({count} times, last {age} ago)"),
                (count, None) if count > 1 => format!(" ({count} times)"),
                _ => String::new(),
            };
            format!(": “{}”{times}", e.message.trim().trim_end_matches('.'))
        })
        .unwrap_or_default()
}

/// Where a volume's data is, when its source says: `10.20.30.40:/exports/reports`.
fn data_place(volume: &Resource) -> Option<String> {
    if let (Some(server), Some(path)) = (volume.str(&["spec", "nfs", "server"]), volume.str(&["spec", "nfs", "path"])) {
        return Some(format!("{server}:{path}"));
    }
    volume.str(&["spec", "csi", "volumeHandle"]).or_else(|| volume.str(&["spec", "hostPath", "path"])).or_else(|| volume.str(&["spec", "local", "path"])).map(str::to_owned)
}

/// A Pending claim and the pasted PersistentVolume it names (`spec.volumeName`) or, naming
/// none, the Released one left by the claim it replaces:
/// - the volume Released (or Failed to reclaim) and reserved for a claim no longer pasted live:
///   the volume is the cause, with the one command that clears the reservation said there
///   (the claim and its FailedBinding event point to it);
/// - the volume reserved for a live pasted claim: it is that claim's; the claim is told to use
///   that claim or another volume, never to touch the volume's `spec.claimRef`;
/// - the volume of another class: the classes must match, said with the volume's class.
pub(super) fn claims_and_their_volumes(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for (index, claim) in resources.iter().enumerate().filter(|(_, r)| r.kind == "PersistentVolumeClaim") {
        if claim.str(&["status", "phase"]).is_some_and(|phase| phase != "Pending") {
            continue;
        }
        let named = claim.str(&["spec", "volumeName"]).is_some_and(|v| !v.is_empty());
        let at = if named { graph.pasted(index, "PersistentVolume") } else { released_volume_fitting(claim, resources) };
        let Some((at, volume)) = at.and_then(|at| Some((at, resources.get(at)?))) else { continue };
        let phase = volume.str(&["status", "phase"]).unwrap_or("");
        let reserved_uid = volume.str(&["spec", "claimRef", "uid"]).unwrap_or("");
        // Reserved for this very claim: by its uid, or pre-bound by name alone (no uid yet).
        let named_here = volume.str(&["spec", "claimRef", "name"]) == Some(claim.name.as_str()) && volume.str(&["spec", "claimRef", "namespace"]) == claim.namespace.as_deref();
        let for_this_claim = if reserved_uid.is_empty() { named_here } else { claim.uid.as_deref() == Some(reserved_uid) };
        let this = match &claim.namespace {
            Some(ns) => format!("{ns}/{}", claim.name),
            None => claim.name.clone(),
        };
        let said = reports.get(index).map(failed_binding_said).unwrap_or_default();
        if volume.get(&["spec", "claimRef"]).is_some() && !for_this_claim {
            if let Some(holder) = live_claim_of(volume, resources) {
                let holder_phase = holder.str(&["status", "phase"]).map(|p| format!(", which exists and is {p}")).unwrap_or_else(|| ", which is in the paste".to_owned());
                let holder_name = match &holder.namespace {
                    Some(ns) => format!("{ns}/{}", holder.name),
                    None => holder.name.clone(),
                };
                let summary = format!(
                    "The claim cannot be bound: it names PersistentVolume {} (spec.volumeName), which is {} to claim {holder_name}{holder_phase}{said}. The volume is that claim's: use claim {} where this one is used, or give this claim another volume. Do not remove the volume's spec.claimRef: that would take it, and its data, from {} while it still uses them.",
                    volume.name,
                    if phase == "Bound" { "bound" } else { "reserved" },
                    holder.name,
                    holder.name
                );
                let next = format!("PersistentVolume {} is claim {holder_name}'s: use that claim, or give this claim another volume; do not touch the volume's spec.claimRef.", volume.name);
                let Some(report) = reports.get_mut(index) else { continue };
                retell_claim(report, summary, &next, "rollup/volume-of-a-live-claim");
                continue;
            }
            // Bound: its claim exists (a volume whose claim is deleted turns Released), pasted or not.
            if phase == "Bound" {
                let holder = reserved_for(volume);
                let summary = format!(
                    "The claim cannot be bound: it names PersistentVolume {} (spec.volumeName), which is Bound to {holder} (not in the paste){said}. A volume whose claim is deleted turns Released, so that claim exists and the volume is its: use that claim where this one is used, or give this claim another volume. Do not remove the volume's spec.claimRef: that would take it, and its data, from that claim.",
                    volume.name
                );
                let next = format!("PersistentVolume {} is Bound to {holder}: use that claim, or give this claim another volume; do not touch the volume's spec.claimRef.", volume.name);
                let Some(report) = reports.get_mut(index) else { continue };
                retell_claim(report, summary, &next, "rollup/volume-of-a-live-claim");
                continue;
            }
            if matches!(phase, "Released" | "Failed") {
                blame_the_volume(index, at, claim, volume, &this, named, reports);
                continue;
            }
        }
        // Free, but of another class than the claim's.
        let claim_class = claim.str(&["spec", "storageClassName"]);
        let volume_class = volume.str(&["spec", "storageClassName"]).unwrap_or("");
        if named && claim_class.is_some_and(|c| c != volume_class) {
            let summary = crate::rules::core::persistentvolumeclaim::class_mismatch(claim, &volume.name, Some(volume_class), &said);
            let next = "Make the volume's and the claim's storageClassName equal (the claim's summary gives both ways): a claim's class cannot be changed after it is created, a volume's can.".to_owned();
            let Some(report) = reports.get_mut(index) else { continue };
            retell_claim(report, summary, &next, "rollup/volume-of-another-class");
        }
    }
}

/// A claim's report told what its volume means for it, its FailedBinding events with it.
fn retell_claim(report: &mut ResourceReport, summary: String, next: &str, rule: &str) {
    report.summary = summary;
    report.verdict = Verdict::Failed;
    report.rule = rule.to_owned();
    for event in report.events.iter_mut().filter(|e| e.reason == "FailedBinding") {
        event.explanation.next = std::borrow::Cow::Owned(next.to_owned());
    }
    if let Some(cause) = report.root_cause.as_mut() {
        if cause.chain.len() == 1 {
            cause.summary = report.summary.clone();
        }
    }
}

/// The volume (Released, or Failed to reclaim, and reserved for a claim gone since) is the
/// cause: Degraded (Released) with the command that frees it, said there once; the claim and
/// what waits for it end at it and point to it.
fn blame_the_volume(index: usize, at: usize, claim: &Resource, volume: &Resource, this: &str, named: bool, reports: &mut [ResourceReport]) {
    let phase = volume.str(&["status", "phase"]).unwrap_or("");
    let reserved_uid = volume.str(&["spec", "claimRef", "uid"]).unwrap_or("");
    let earlier = reserved_for(volume);
    let earlier = if reserved_uid.is_empty() { earlier } else { format!("{earlier} (uid {reserved_uid})") };
    let size = volume.str(&["spec", "capacity", "storage"]).map(|s| format!(" ({s})")).unwrap_or_default();
    let policy = volume.str(&["spec", "persistentVolumeReclaimPolicy"]).unwrap_or("Retain");
    let patch = format!("kubectl patch pv {} --type json -p '[{{\"op\":\"remove\",\"path\":\"/spec/claimRef\"}}]'", volume.name);
    let class = |r: &Resource| r.str(&["spec", "storageClassName"]).unwrap_or("").to_owned();
    let also = if claim.str(&["spec", "storageClassName"]).is_some() && class(claim) != class(volume) {
        format!(" Its storageClassName ({:?}) must also equal the claim's ({:?}), or it still will not bind.", class(volume), class(claim))
    } else {
        String::new()
    };
    let how = if named { "which names it in spec.volumeName".to_owned() } else { format!("which asks for what it holds (class {:?}) and names no volume", class(claim)) };
    let (volume_summary, note) = if phase == "Failed" {
        let message = volume.str(&["status", "message"]).map(crate::rules::clause).filter(|m| !m.is_empty()).map(|m| format!(": {m}")).unwrap_or_default();
        let nothing_deleted = volume.str(&["status", "message"]).is_some_and(|m| m.contains("no deletable volume plugin") || m.contains("deleter"));
        let data = match (nothing_deleted, data_place(volume)) {
            (true, Some(place)) => format!(" Nothing deleted it, so its data is still on {place}."),
            (true, None) => " Nothing deleted it, so its data is still there.".to_owned(),
            _ => String::new(),
        };
        let keep = format!("kubectl patch pv {} -p '{{\"spec\":{{\"persistentVolumeReclaimPolicy\":\"Retain\"}}}}'", volume.name);
        (
            format!(
                "Reclaiming the volume{size} failed (reclaim policy {policy}){message}.{data} It is still reserved for the deleted {earlier}, so claim {this}, {how}, cannot bind it. To reuse it, keep it (reclaim policy Retain: {keep}), then clear the reservation: {patch}; the claim then binds to it.{also}"
            ),
            "Failed",
        )
    } else {
        let kept = if policy == "Retain" { ", its data kept (reclaim policy Retain)" } else { "" };
        let pin = if named { String::new() } else { " Pinning it in the claim's spec.volumeName instead would mean making the claim again.".to_owned() };
        (
            format!(
                "The volume{size} is Released{kept}, and its spec.claimRef still reserves it for the deleted {earlier}. Claim {this}, {how}, cannot bind it until that reservation is cleared: {patch}. The claim then binds to it within seconds, with the data on it.{also}{pin}"
            ),
            "Released",
        )
    };
    let Some(volume_report) = reports.get_mut(at) else { return };
    volume_report.summary = volume_summary;
    if !volume_report.verdict.is_problem() {
        volume_report.verdict = Verdict::Degraded;
    }
    if phase != "Failed" {
        volume_report.reason = Some("VolumeReleased".to_owned());
    }
    volume_report.rule = "rollup/released-volume-claimed".to_owned();
    let volume_link = Link { kind: volume_report.kind.clone(), name: volume_report.name.clone(), namespace: None, note: Some(note.to_owned()) };
    volume_report.root_cause = Some(super::own_cause(vec![volume_link.clone()], volume_report));
    let volume_report = volume_report.clone();
    let Some(report) = reports.get_mut(index) else { return };
    let said = failed_binding_said(report);
    let before = first_sentence(&report.summary).to_owned();
    let state = if phase == "Failed" { "its reclaiming failed (phase Failed) and it is still reserved" } else { "it is Released and still reserved" };
    let which = if named { format!("it names PersistentVolume {} (spec.volumeName), but {state}", volume.name) } else { format!("PersistentVolume {} would fit it, but {state}", volume.name) };
    report.summary = format!(
        "The claim cannot be bound: {which} for the deleted {earlier}{said}. Clear that reservation (the command is at PersistentVolume {}, the root cause); the claim then binds by itself. Do not give the claim a StorageClass or another volume: it would get a new, empty one instead of the data on {}.",
        volume.name, volume.name
    );
    report.verdict = Verdict::Failed;
    report.reason = Some(if phase == "Failed" { "VolumeFailed" } else { "VolumeReleased" }.to_owned());
    report.rule = "rollup/released-volume-claimed".to_owned();
    for event in report.events.iter_mut().filter(|e| e.reason == "FailedBinding") {
        event.explanation.what = std::borrow::Cow::Borrowed("The binder will not give the claim a volume that is still reserved (its spec.claimRef) for another claim.");
        event.explanation.next = std::borrow::Cow::Owned(format!("Clear the reservation of PersistentVolume {} (the command is at the root cause); the binder retries by itself.", volume.name));
    }
    let now = first_sentence(&report.summary).to_owned();
    let own = super::link(claim, report);
    let cause = super::cause_through(own.clone(), &volume_report);
    report.root_cause = Some(cause.clone());
    // What waits for the claim (its pods, their owners) ends at the volume too.
    for other in reports.iter_mut() {
        let ends_at_the_claim = other.root_cause.as_ref().is_some_and(|c| {
            c.chain.len() >= 2 && c.chain.last().is_some_and(|last| last.kind == own.kind && last.name == own.name && last.namespace == own.namespace)
        });
        if !ends_at_the_claim {
            continue;
        }
        // What it quoted of the claim, as the claim says it now.
        other.summary = other.summary.replacen(&before, &now, 1);
        let Some(other_cause) = other.root_cause.as_mut() else { continue };
        other_cause.chain.push(volume_link.clone());
        other_cause.reason = cause.reason.clone();
        other_cause.summary = cause.summary.clone();
        other_cause.text = super::chain_text(other_cause);
    }
}

/// A lost claim (its PersistentVolume gone) used by a pasted pod of a StatefulSet: the claim's
/// name is fixed, so "create it again" is the StatefulSet's to do once claim and pod are
/// deleted, and the advice (its ClaimLost event's, or its summary's) names them.
pub(super) fn lost_claims_of_stateful_sets(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for (index, claim) in resources.iter().enumerate().filter(|(_, r)| r.kind == "PersistentVolumeClaim" && r.str(&["status", "phase"]) == Some("Lost")) {
        let pods = graph.referrers.get(index).into_iter().flatten().filter_map(|(at, _)| resources.get(*at)).filter(|r| r.kind == "Pod");
        let Some((pod, set)) = pods.into_iter().find_map(|pod| Some((pod, pod.owners.iter().find(|o| o.controller && o.kind == "StatefulSet")?))) else { continue };
        let volume = claim.str(&["spec", "volumeName"]).filter(|v| !v.is_empty()).map(|v| format!("PersistentVolume {v}")).unwrap_or_else(|| "the PersistentVolume".to_owned());
        let ns = claim.namespace_flag();
        let ways_on = format!(
            "If the disk is there, create {volume} again on it (the same name, class and size, its driver, the disk's ID as volumeHandle): claim {} binds to it again by itself, with its data. If it is gone, delete the claim and pod {} so that StatefulSet {} makes both again, the claim with a new, empty volume (its name is fixed, so no other claim will do): kubectl delete pvc {}{ns} --wait=false, then kubectl delete pod {}{ns}; then restore the data from a backup.",
            claim.name, pod.name, set.name, claim.name, pod.name
        );
        let said = crate::rules::core::persistentvolumeclaim::lost_ways_on(claim, &volume);
        let Some(report) = reports.get_mut(index) else { continue };
        if report.summary.contains(&said) {
            report.summary = report.summary.replacen(&said, &ways_on, 1);
        }
        for event in report.events.iter_mut().filter(|e| e.reason == "ClaimLost") {
            event.explanation.next = std::borrow::Cow::Owned(format!("First check whether the disk still exists (the summary gives the command). {ways_on}"));
        }
    }
}

/// The claim a pod names that the scheduler says does not exist, read back from the pod's
/// summary (`its claim postgres-data does not exist`).
fn claim_said_missing(report: &ResourceReport) -> Option<&str> {
    if report.kind != "Pod" {
        return None;
    }
    let marker = format!("{} ", crate::rules::core::pod::CLAIM_MISSING);
    report.summary.match_indices(&marker).find_map(|(at, _)| {
        let rest = report.summary.get(at + marker.len()..)?;
        let (name, _) = rest.split_once(" does not exist")?;
        (!name.is_empty() && !name.contains(' ')).then_some(name)
    })
}

/// A pod naming a claim that does not exist: the summary names the claims pasted in its
/// namespace (their phase and size), and the one whose name looks like a misspelling of it.
pub(super) fn say_claims_beside_a_missing_one(resources: &[Resource], _: &Graph, reports: &mut [ResourceReport]) {
    use crate::rules::core::pod::CLAIMS_LISTED;
    for report in reports.iter_mut().filter(|r| r.verdict.is_problem()) {
        let Some(missing) = claim_said_missing(report).map(str::to_owned) else { continue };
        let pasted: Vec<&Resource> = resources
            .iter()
            .filter(|r| r.kind == "PersistentVolumeClaim" && r.namespace == report.namespace && r.name != missing)
            .collect();
        let ns = report.namespace.as_deref().map(|ns| format!(" -n {ns}")).unwrap_or_default();
        let said = format!("({CLAIMS_LISTED}{ns} lists the claims there)");
        if pasted.is_empty() || !report.summary.contains(&said) {
            continue;
        }
        let described = |claim: &Resource| {
            let phase = claim.str(&["status", "phase"]).filter(|p| !p.is_empty());
            let size = claim.str(&["status", "capacity", "storage"]).or_else(|| claim.str(&["spec", "resources", "requests", "storage"])).filter(|s| !s.is_empty());
            [Some(claim.name.as_str()), phase, size].into_iter().flatten().collect::<Vec<_>>().join(" ")
        };
        let listed: Vec<String> = pasted.iter().take(4).map(|claim| described(claim)).collect();
        let more = if pasted.len() > 4 { format!(" and {} more", pasted.len() - 4) } else { String::new() };
        let near = pasted.iter().find(|claim| crate::rules::core::pod::misspelt(&claim.name, &missing)).map(|claim| format!("; {} looks like a misspelling of it", claim.name)).unwrap_or_default();
        let claims = if pasted.len() == 1 { "claim" } else { "claims" };
        let instead = format!("(pasted in its namespace: {claims} {}{more}{near}; {CLAIMS_LISTED}{ns} lists them all)", listed.join(", "));
        report.summary = report.summary.replacen(&said, &instead, 1);
    }
}

/// `PersistentVolumeClaim postgres-data (missing)` at the end of a pod's chain, when the
/// scheduler says a claim it names does not exist and none of that name is pasted.
pub(super) fn missing_claim_link(report: &ResourceReport, references: &[crate::relate::Reference]) -> Option<Link> {
    let name = claim_said_missing(report)?;
    if references.iter().any(|r| r.kind == "PersistentVolumeClaim" && r.name == name && r.target.is_some()) {
        return None;
    }
    Some(Link { kind: "PersistentVolumeClaim".to_owned(), name: name.to_owned(), namespace: report.namespace.clone(), note: Some("missing".to_owned()) })
}
