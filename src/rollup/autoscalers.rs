//! Autoscalers: a workload short of replicas because its HorizontalPodAutoscaler just raised
//! its count is scaling up, not losing replicas.

use crate::model::Resource;
use crate::relate::Graph;
use crate::report::{ResourceReport, Verdict};

/// How a Deployment's summary guesses at replicas it is short of after its rollout.
const REPLACED_OR_RESTARTING: &str = "A replica is being replaced or restarting";

/// A Deployment in progress because it has fewer replicas available than wanted, whose pasted
/// HorizontalPodAutoscaler wants as many as it now has (its desiredReplicas, above its
/// currentReplicas): the summary says the autoscaler raised the count, and when.
pub(super) fn scale_ups_by_autoscalers(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for (at, hpa) in resources.iter().enumerate().filter(|(_, r)| r.kind == "HorizontalPodAutoscaler") {
        let (Some(desired), Some(current)) = (hpa.int(&["status", "desiredReplicas"]), hpa.int(&["status", "currentReplicas"])) else { continue };
        if desired <= current {
            continue;
        }
        let Some(target) = graph.references.get(at).into_iter().flatten().find(|r| r.kind == "Deployment").and_then(|r| r.target) else { continue };
        if resources.get(target).and_then(|d| d.int(&["spec", "replicas"])) != Some(desired) {
            continue;
        }
        let Some(report) = reports.get_mut(target).filter(|r| r.verdict == Verdict::InProgress && r.summary.contains(REPLACED_OR_RESTARTING)) else { continue };
        let when = hpa.str(&["status", "lastScaleTime"]).filter(|t| !t.is_empty()).map(|t| format!(" at {t} (its status.lastScaleTime)")).unwrap_or_default();
        let said = format!("It is scaling up, not losing replicas: HorizontalPodAutoscaler {} raised it from {current} to {desired} replicas{when}, and the new pods are starting", hpa.name);
        report.summary = report.summary.replacen(REPLACED_OR_RESTARTING, &said, 1);
    }
}
