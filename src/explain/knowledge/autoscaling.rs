//! Reasons of the `autoscaling` group: HorizontalPodAutoscaler conditions.

use super::{ReasonEntry, Table};

/// HorizontalPodAutoscaler reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    // AbleToScale
    ReasonEntry {
        reason: "FailedGetScale",
        what: "The autoscaler cannot read its target's scale: the target (spec.scaleTargetRef) does not exist, is misspelled, has no scale subresource, or the controller lacks permission. It does nothing until this is fixed.",
        next: "Check that the target named in spec.scaleTargetRef (kind, name, apiVersion) exists in the same namespace; kubectl describe {resource}{ns} shows the reference and the error.",
    },
    ReasonEntry {
        reason: "FailedUpdateScale",
        what: "The autoscaler computed a new replica count but could not write it to the target: a webhook, a quota or missing permission refused the update.",
        next: "Read the API error in the message; kubectl describe {resource}{ns} shows the FailedRescale events.",
    },
    ReasonEntry {
        reason: "SucceededGetScale",
        what: "The autoscaler can read its target's current scale.",
        next: "Nothing to do.",
    },
    ReasonEntry {
        reason: "SucceededRescale",
        what: "The autoscaler just changed the target's replica count.",
        next: "Nothing to do.",
    },
    ReasonEntry {
        reason: "ReadyForNewScale",
        what: "The recommended size matches the current size: the autoscaler is ready to scale when the metrics change.",
        next: "Nothing to do.",
    },
    ReasonEntry {
        reason: "ScaleDownStabilized",
        what: "Recent recommendations were higher, so the autoscaler holds the highest of them instead of scaling down (the scale-down stabilization window, 5 min by default).",
        next: "Nothing to do; tune spec.behavior.scaleDown if it scales down too slowly.",
    },
    ReasonEntry {
        reason: "ScaleUpStabilized",
        what: "Recent recommendations were lower, so the autoscaler holds off scaling up (spec.behavior.scaleUp stabilization window).",
        next: "Nothing to do; tune spec.behavior.scaleUp if it scales up too slowly.",
    },
    ReasonEntry {
        reason: "BackoffBoth",
        what: "The autoscaler scaled recently and waits before scaling again in either direction.",
        next: "Wait; it scales again once the back-off has passed.",
    },
    ReasonEntry {
        reason: "BackoffDownscale",
        what: "The autoscaler scaled recently and waits before scaling down.",
        next: "Wait; it scales down once the back-off has passed.",
    },
    ReasonEntry {
        reason: "BackoffUpscale",
        what: "The autoscaler scaled recently and waits before scaling up.",
        next: "Wait; it scales up once the back-off has passed.",
    },
    // ScalingActive
    ReasonEntry {
        reason: "ValidMetricFound",
        what: "The autoscaler could read its metrics and compute a replica count.",
        next: "Nothing to do.",
    },
    ReasonEntry {
        reason: "FailedGetResourceMetric",
        what: "The autoscaler cannot read CPU or memory use: metrics-server is missing or unavailable, the pods are not running yet, or the containers have no resource requests (a utilization target needs them). It keeps the current replica count.",
        next: "When the message says a request is missing (missing request for cpu or memory in container …), set that request on the container it names: the summary gives the command. Otherwise check metrics-server (kubectl get apiservice v1beta1.metrics.k8s.io; kubectl top pods{ns}).",
    },
    ReasonEntry {
        reason: "FailedGetContainerResourceMetric",
        what: "The autoscaler cannot read a container's CPU or memory use: metrics-server is missing, the container name is wrong, or it has no resource requests. It keeps the current replica count.",
        next: "Check metrics-server (kubectl top pods{ns} --containers) and the container name and requests in the metric.",
    },
    ReasonEntry {
        reason: "FailedGetPodsMetric",
        what: "The autoscaler cannot read a per-pod custom metric: the custom metrics adapter (for example prometheus-adapter) is missing or does not serve that metric.",
        next: "Check the adapter: kubectl get apiservice v1beta1.custom.metrics.k8s.io, and that the metric name matches what the adapter exposes.",
    },
    ReasonEntry {
        reason: "FailedGetObjectMetric",
        what: "The autoscaler cannot read a metric of another object (Service, Ingress, …): the custom metrics adapter is missing, or does not serve that metric for that object.",
        next: "Check the adapter (kubectl get apiservice v1beta1.custom.metrics.k8s.io) and that the metric and object in spec.metrics match what it exposes; the message names them.",
    },
    ReasonEntry {
        reason: "FailedGetExternalMetric",
        what: "The autoscaler cannot read an external metric: the external metrics adapter (KEDA, prometheus-adapter, a cloud adapter) is missing or does not serve it.",
        next: "Check the adapter: kubectl get apiservice v1beta1.external.metrics.k8s.io, and the metric name and selector in spec.metrics.",
    },
    ReasonEntry {
        reason: "InvalidSelector",
        what: "The target's label selector cannot be used to find its pods (missing or ambiguous), so no metrics can be gathered.",
        next: "Check the selector of the target named in spec.scaleTargetRef; no two autoscalers may target the same pods.",
    },
    ReasonEntry {
        reason: "InvalidMetricSourceType",
        what: "A metric in spec.metrics has a type this autoscaler does not know.",
        next: "Fix spec.metrics of {resource}{ns}: the types are Resource, ContainerResource, Pods, Object and External.",
    },
    ReasonEntry {
        reason: "ScalingDisabled",
        what: "The target has 0 replicas, so autoscaling is off until it has some again.",
        next: "Scale the target above zero if it should run; the autoscaler then takes over.",
    },
    // ScalingLimited
    ReasonEntry {
        reason: "DesiredWithinRange",
        what: "The desired replica count lies between minReplicas and maxReplicas.",
        next: "Nothing to do.",
    },
    ReasonEntry {
        reason: "TooManyReplicas",
        what: "The metrics ask for more replicas than spec.maxReplicas, so the autoscaler stops at the maximum: the target may be overloaded.",
        next: "If the load is real, raise spec.maxReplicas of {resource}{ns} (and check there is cluster capacity); otherwise look at why the metric is so high.",
    },
    ReasonEntry {
        reason: "TooFewReplicas",
        what: "The metrics ask for fewer replicas than spec.minReplicas, so the autoscaler keeps the minimum. This is normal when load is low.",
        next: "Nothing to do, unless minReplicas is higher than you need.",
    },
    ReasonEntry {
        reason: "ScaleUpLimit",
        what: "The autoscaler wants to scale up further but the scale-up rate limit (spec.behavior.scaleUp policies) holds it back for now.",
        next: "Nothing to do if it catches up; loosen spec.behavior.scaleUp if it scales up too slowly.",
    },
    ReasonEntry {
        reason: "ScaleDownLimit",
        what: "The autoscaler wants to scale down further but the scale-down rate limit (spec.behavior.scaleDown policies) holds it back for now.",
        next: "Nothing to do.",
    },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "autoscaling",
    system: "Kubernetes autoscaling",
    covers: "HorizontalPodAutoscaler conditions",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
