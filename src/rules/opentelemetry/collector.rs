//! An OpenTelemetryCollector reports `status.scale.statusReplicas` as `ready/total` for the
//! Deployment, StatefulSet or DaemonSet the operator runs (`spec.mode`; a DaemonSet's total is
//! the number of eligible nodes), and `status.version`. In `sidecar` mode the operator runs no
//! pods of its own: it injects the collector into pods that ask for it
//! (`sidecar.opentelemetry.io/inject`), so there are no counts.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{status_missing, Assessment, Context, Next, Rule};

/// OpenTelemetryCollector.
pub static RULE: Rule = Rule { group: "opentelemetry.io", kind: "OpenTelemetryCollector", classify };

/// `ready/total` read leniently.
fn ratio(text: &str) -> Option<(i64, i64)> {
    let (ready, total) = text.split_once('/')?;
    Some((ready.trim().parse().ok()?, total.trim().parse().ok()?))
}

fn classify(collector: &Resource, context: &Context, next: Next) -> Assessment {
    if status_missing(collector) {
        return crate::rules::not_reconciled(collector, "the OpenTelemetry operator has not reconciled it", "OtelCollectorPending");
    }
    let mode = collector.str(&["spec", "mode"]).unwrap_or("deployment");
    let version = collector.str(&["status", "version"]).filter(|v| !v.trim().is_empty()).map(|v| format!(" (collector {v})")).unwrap_or_default();
    if mode == "sidecar" {
        return Assessment::plain(
            Verdict::Ready,
            format!("The collector runs in sidecar mode{version}: the operator injects it into pods annotated sidecar.opentelemetry.io/inject and runs no pods of its own."),
        );
    }
    let Some(text) = collector.str(&["status", "scale", "statusReplicas"]) else {
        if collector.get(&["status", "scale"]).is_none() {
            return Assessment::new(Verdict::InProgress, format!("The operator has not reported the collector's {mode} pods yet (no status.scale){version}."), "OtelCollectorPending");
        }
        return next(collector, context);
    };
    let Some((ready, total)) = ratio(text) else {
        if text.trim().is_empty() {
            return Assessment::plain(Verdict::Unknown, format!("status.scale.statusReplicas is empty: the operator has not counted the collector's {mode} pods{version}."));
        }
        return Assessment::plain(Verdict::Unknown, format!("status.scale.statusReplicas is \"{text}\", not the ready/total this tool reads."));
    };
    if total == 0 {
        let why = if mode == "daemonset" { "no node is eligible for the DaemonSet, so it runs nowhere; check spec.nodeSelector and spec.tolerations if you expected pods" } else { "it is scaled to zero" };
        return Assessment::plain(Verdict::Ready, format!("status.scale.statusReplicas is {text}: {why}{version}."));
    }
    if ready >= total {
        return Assessment::plain(Verdict::Ready, format!("status.scale.statusReplicas is {text}: every {mode} pod of the collector is ready{version}."));
    }
    if ready == 0 {
        return Assessment::new(
            Verdict::Failed,
            format!(
                "status.scale.statusReplicas is {text}: {}, so nothing receives telemetry through this collector.",
                if total == 1 { "the 1 collector pod is not ready".to_owned() } else { format!("none of the {total} collector pods is ready") }
            ),
            "OtelCollectorNotReady",
        );
    }
    Assessment::new(Verdict::InProgress, format!("status.scale.statusReplicas is {text}: {ready} of {total} collector pods are ready, the others are still starting."), "OtelCollectorStarting")
}
