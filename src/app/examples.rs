//! Example inputs offered by the page, compiled in from `www/examples/` (nothing is fetched).

/// One example.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Example {
    /// Stable identifier (the file name without extension).
    pub id: &'static str,
    /// What the menu shows.
    pub title: &'static str,
    /// The pasted text.
    pub text: &'static str,
}

/// Every example, the first one is what "Load example" loads.
pub const EXAMPLES: &[Example] = &[
    Example {
        id: "crashloop-deployment",
        title: "Crash-looping rollout, old version still serving",
        text: include_str!("../../www/examples/crashloop-deployment.yaml"),
    },
    Example {
        id: "image-pull-failure",
        title: "Image pull failure during a rollout",
        text: include_str!("../../www/examples/image-pull-failure.yaml"),
    },
    Example {
        id: "unschedulable-pod",
        title: "Unschedulable pod",
        text: include_str!("../../www/examples/unschedulable-pod.yaml"),
    },
    Example {
        id: "missing-secret",
        title: "Missing Secret",
        text: include_str!("../../www/examples/missing-secret.yaml"),
    },
    Example {
        id: "argo-rollout-canary",
        title: "Argo Rollouts canary crashing, stable version serving",
        text: include_str!("../../www/examples/argo-rollout-canary.yaml"),
    },
    Example {
        id: "failed-job",
        title: "Failed Job and its pod",
        text: include_str!("../../www/examples/failed-job.yaml"),
    },
    Example {
        id: "knative-revision-failure",
        title: "Knative: newest revision fails, older one serves",
        text: include_str!("../../www/examples/knative-revision-failure.yaml"),
    },
    Example {
        id: "heat-stack-failure",
        title: "OpenStack Heat: stack failed in a nested resource",
        text: include_str!("../../www/examples/heat-stack-failure.json"),
    },
    Example {
        id: "aso-resource-error",
        title: "Azure Service Operator: resource error",
        text: include_str!("../../www/examples/aso-resource-error.yaml"),
    },
    Example {
        id: "mtc-plan-warning",
        title: "Konveyor MTC: plan warning, failed migration",
        text: include_str!("../../www/examples/mtc-plan-warning.yaml"),
    },
    Example {
        id: "flux-crossplane",
        title: "Flux and Crossplane",
        text: include_str!("../../www/examples/flux-crossplane.yaml"),
    },
];
