//! Cluster API machines. A MachineDeployment with `spec.paused: true` is not reconciled; its
//! `status.phase` is `ScalingUp`, `ScalingDown`, `Running`, `Failed` or `Unknown`. A
//! MachineHealthCheck compares `status.currentHealthy` with `status.expectedMachines`.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};
use crate::model::Value;

/// MachineDeployment.
pub static RULE_MACHINE_DEPLOYMENT: Rule = Rule { group: "cluster.x-k8s.io", kind: "MachineDeployment", classify: classify_deployment };

/// MachineHealthCheck.
pub static RULE_HEALTH_CHECK: Rule = Rule { group: "cluster.x-k8s.io", kind: "MachineHealthCheck", classify: classify_health_check };

fn classify_deployment(resource: &Resource, context: &Context, next: Next) -> Assessment {
    if resource.get(&["spec", "paused"]).and_then(Value::as_bool) == Some(true) {
        return Assessment::new(
            Verdict::Suspended,
            "The MachineDeployment is paused (spec.paused: true): Cluster API neither scales nor rolls out its machines until it is resumed.",
            "MachineDeploymentPaused",
        );
    }
    let replicas = |field: &str| resource.int(&["status", field]);
    let counts = match (replicas("readyReplicas"), resource.int(&["spec", "replicas"]).or(replicas("replicas"))) {
        (Some(ready), Some(wanted)) => format!(" ({ready} of {wanted} machines ready)"),
        _ => String::new(),
    };
    match resource.str(&["status", "phase"]) {
        Some(phase @ ("ScalingUp" | "ScalingDown")) => Assessment::new(
            Verdict::InProgress,
            format!("status.phase is {phase}: Cluster API is {} machines{counts}.", if phase == "ScalingUp" { "creating" } else { "removing" }),
            "MachineDeploymentScaling",
        ),
        _ => next(resource, context),
    }
}

fn classify_health_check(resource: &Resource, context: &Context, next: Next) -> Assessment {
    let (Some(healthy), Some(expected)) = (resource.int(&["status", "currentHealthy"]), resource.int(&["status", "expectedMachines"])) else {
        return next(resource, context);
    };
    if healthy < expected {
        let unhealthy = expected.saturating_sub(healthy);
        // Above maxUnhealthy, Cluster API stops remediating altogether (a short circuit, so a
        // cluster-wide outage does not make it replace every machine at once).
        if let Some(blocked) = resource.condition("RemediationAllowed").filter(|c| c.is_false()) {
            let limit = resource.str(&["spec", "maxUnhealthy"]).map(|limit| format!(" (maxUnhealthy {limit})")).unwrap_or_default();
            return Assessment::new(
                Verdict::Failed,
                format!(
                    "{healthy} of {expected} machines are healthy: {unhealthy} unhealthy is more than it may remediate{limit}, so it has stopped remediating (RemediationAllowed is False{}): no machine is replaced until the failures are fixed by hand (their common cause: a network, a cloud zone, a bad image) or maxUnhealthy is raised.",
                    crate::rules::condition_detail(blocked)
                ),
                if blocked.reason.is_empty() { "RemediationNotAllowed".to_owned() } else { blocked.reason.clone() },
            );
        }
        return Assessment::new(
            Verdict::Degraded,
            format!("{healthy} of {expected} machines are healthy: {unhealthy} {} the spec.unhealthyConditions and {} remediated.", if unhealthy == 1 { "matches" } else { "match" }, if unhealthy == 1 { "is being" } else { "are being" }),
            "MachinesUnhealthy",
        );
    }
    Assessment::plain(Verdict::Ready, format!("All {expected} machines the check watches are healthy."))
}
