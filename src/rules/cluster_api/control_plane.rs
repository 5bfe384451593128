//! Cluster API control planes (`controlplane.cluster.x-k8s.io`: KubeadmControlPlane,
//! AWSManagedControlPlane, RKE2ControlPlane, …) report `status.ready` and `status.initialized`,
//! a summary `Ready` condition over provider conditions (`EKSControlPlaneReady`,
//! `MachinesReady`, `EtcdClusterHealthy`, …) and, when something failed for good,
//! `status.failureReason` / `status.failureMessage`. In Cluster API's v1beta1 conditions a
//! False condition carries a severity: `Error` means it failed, `Warning` and `Info` that the
//! controller is still working (waiting for infrastructure, scaling, creating). A condition
//! ending in `Creating` or `Updating` that is True (EKS: `EKSControlPlaneUpdating`) means an
//! operation is under way. KubeadmControlPlane also counts machines (`replicas`,
//! `updatedReplicas`, `readyReplicas`). In v1beta2 the summary is `Available`, with
//! `RollingOut`, `ScalingUp`, `ScalingDown` and `Paused`. Any Cluster API object with the
//! annotation `cluster.x-k8s.io/paused` is not reconciled.

use crate::rules::status_missing;
use crate::model::{Condition, Resource};
use crate::report::Verdict;
use crate::rules::{clause, condition_detail, Assessment, Context, Next, Rule};
use crate::model::Value;

/// Every control plane kind.
pub static RULE: Rule = Rule { group: "controlplane.cluster.x-k8s.io", kind: "*", classify };

/// True when the object carries Cluster API's pause annotation or a True `Paused` condition.
pub(crate) fn paused(resource: &Resource) -> Option<String> {
    if resource.get(&["metadata", "annotations", "cluster.x-k8s.io/paused"]).is_some() {
        return Some("it carries the annotation cluster.x-k8s.io/paused".to_owned());
    }
    resource.condition("Paused").filter(|c| c.is_true()).map(|c| format!("Paused is True{}", condition_detail(c)))
}


/// `; Type: Reason: message` for every pasted condition entry (typed or not) with severity
/// `Error` other than `Ready` and saying more than `Ready`'s message: providers sometimes write
/// the failing step without a type.
fn errors(resource: &Resource, ready: &Condition) -> String {
    let Some(Value::Array(entries)) = resource.get(&["status", "conditions"]) else { return String::new() };
    let text = |entry: &Value, key: &str| entry.get(key).and_then(Value::as_str).map(str::trim).filter(|t| !t.is_empty()).map(str::to_owned);
    let parts: Vec<String> = entries
        .iter()
        .filter(|entry| text(entry, "severity").as_deref() == Some("Error") && text(entry, "type").as_deref() != Some("Ready"))
        .filter(|entry| text(entry, "message").is_none_or(|message| message != ready.message))
        .map(|entry| [text(entry, "type"), text(entry, "reason"), text(entry, "message").map(|m| clause(&m).to_owned())].into_iter().flatten().collect::<Vec<_>>().join(": "))
        .filter(|part| !part.is_empty())
        .collect();
    parts.into_iter().map(|part| format!("; {part}")).collect()
}

/// Machines of a KubeadmControlPlane-like object: (wanted, updated, ready).
fn machines(resource: &Resource) -> Option<(i64, i64, i64)> {
    let wanted = resource.int(&["spec", "replicas"])?;
    let updated = resource.int(&["status", "updatedReplicas"]).or(resource.int(&["status", "upToDateReplicas"]))?;
    let ready = resource.int(&["status", "readyReplicas"]).unwrap_or(0);
    Some((wanted, updated, ready))
}

fn under_way(resource: &Resource) -> Option<&Condition> {
    resource.conditions.iter().find(|c| {
        c.is_true() && (c.type_.ends_with("Creating") || c.type_.ends_with("Updating") || matches!(c.type_.as_str(), "RollingOut" | "ScalingUp" | "ScalingDown" | "Remediating"))
    })
}

fn classify(plane: &Resource, context: &Context, next: Next) -> Assessment {
    if let Some(why) = paused(plane) {
        return Assessment::new(Verdict::Suspended, format!("{} is paused ({why}): Cluster API does not reconcile it until it is resumed.", plane.display_name()), "ClusterApiPaused");
    }
    if status_missing(plane) {
        return crate::rules::not_reconciled(plane, "its provider has not reconciled it", "ClusterApiNotReconciled");
    }
    let failure = ["failureMessage", "failureReason"]
        .into_iter()
        .find_map(|field| plane.str(&["status", field]).map(str::trim).filter(|f| !f.is_empty()).map(|f| (field, f)));
    if let Some((field, failure)) = failure {
        return Assessment::new(
            Verdict::Failed,
            format!("status.{field} is \"{}\": Cluster API treats this as a failure it does not retry by itself.", clause(failure)),
            "ControlPlaneFailed",
        );
    }
    let ready = plane.condition("Ready");
    if let Some(ready) = ready.filter(|c| c.is_false() && c.severity == "Error") {
        return Assessment::new(Verdict::Failed, format!("Ready is False with severity Error{}{}.", condition_detail(ready), errors(plane, ready)), "ControlPlaneFailed");
    }
    if let Some(operation) = under_way(plane) {
        return Assessment::new(
            Verdict::InProgress,
            format!("{} is True{}: the provider is changing the control plane.", operation.type_, condition_detail(operation)),
            "ControlPlaneUpdating",
        );
    }
    if let Some((wanted, updated, ready_machines)) = machines(plane) {
        if updated < wanted || ready_machines < wanted {
            return Assessment::new(
                Verdict::InProgress,
                format!("{updated} of {wanted} control plane machines are up to date and {ready_machines} ready: the control plane is rolling out."),
                "ControlPlaneUpdating",
            );
        }
    }
    let status_ready = plane.get(&["status", "ready"]).and_then(Value::as_bool);
    match ready {
        Some(ready) if ready.is_false() => {
            let waiting = plane
                .conditions
                .iter()
                .find(|c| c.type_ != "Ready" && c.is_false() && !c.is_advisory())
                .map(|c| format!("; {} is False{}", c.type_, condition_detail(c)))
                .unwrap_or_default();
            Assessment::new(
                Verdict::InProgress,
                format!(
                    "Ready is False{}{}{waiting}{}: the provider is still working on it.",
                    if ready.severity.is_empty() { String::new() } else { format!(" (severity {})", ready.severity) },
                    condition_detail(ready),
                    status_ready.map(|r| format!("; status.ready is {r}")).unwrap_or_default()
                ),
                "ControlPlaneNotReady",
            )
        }
        Some(ready) if ready.is_true() && status_ready != Some(false) => {
            let version = plane.str(&["status", "version"]).filter(|v| !v.trim().is_empty()).map(|v| format!(", version {v}")).unwrap_or_default();
            Assessment::plain(Verdict::Ready, format!("Ready is True{}: the control plane is up{version}.", condition_detail(ready)))
        }
        _ => match (plane.condition("Available"), status_ready) {
            (Some(available), _) if available.is_true() => Assessment::plain(Verdict::Ready, format!("Available is True{}.", condition_detail(available))),
            (Some(available), _) if available.is_false() => Assessment::new(
                Verdict::InProgress,
                format!("Available is False{}: the control plane is not serving yet.", condition_detail(available)),
                "ControlPlaneNotReady",
            ),
            (None, Some(false)) => Assessment::new(
                Verdict::InProgress,
                format!(
                    "status.ready is false{}: the provider is still creating the control plane.",
                    if plane.get(&["status", "initialized"]).and_then(Value::as_bool) == Some(false) { " and status.initialized is false" } else { "" }
                ),
                "ControlPlaneNotReady",
            ),
            _ => next(plane, context),
        },
    }
}
