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
        id: "argocd-application-degraded",
        title: "Argo CD Application Degraded by a crashing rollout",
        text: include_str!("../../www/examples/argocd-application-degraded.yaml"),
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

/// When the examples were captured: their ages ("for 6 min") are measured against this moment,
/// as they were when the situations were pasted, instead of against today's clock.
pub const CAPTURED_AT: &str = "2025-03-04T10:30:00Z";

/// The capture time of a text that is one of the examples, unchanged; `None` for anything else
/// (an edited example keeps that time while it is edited: see the page's `ages_counted_to`).
pub fn captured_at(text: &str) -> Option<crate::Timestamp> {
    EXAMPLES.iter().any(|example| example.text == text).then(|| crate::Timestamp::parse(CAPTURED_AT)).flatten()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn examples_are_explained_as_of_their_capture() {
        assert!(EXAMPLES.iter().all(|example| captured_at(example.text).is_some()));
        assert_eq!(captured_at("apiVersion: v1\nkind: Pod\n"), None);
        let edited = format!("{}\n# mine", EXAMPLES[0].text);
        assert_eq!(captured_at(&edited), None);
        // The examples' times lie within days before the capture, none after it.
        let captured = crate::Timestamp::parse(CAPTURED_AT).expect("capture time parses");
        for example in EXAMPLES {
            let report = crate::explain(example.text, Some(captured));
            for age in report.resources.iter().flat_map(|r| &r.conditions).filter_map(|c| c.age.as_deref()) {
                let days = age.strip_suffix(" days").and_then(|n| n.parse::<i64>().ok()).unwrap_or(0);
                assert!((0..7).contains(&days), "{}: {age}", example.id);
            }
        }
    }
}
