//! kubernetes-nmstate (`nmstate.io`): NodeNetworkConfigurationPolicies and enactments.

use super::{ConditionTypeEntry, ReasonEntry, Table};

/// nmstate reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "NmstatePolicyPending", what: "The nmstate handlers have not reported on the policy yet.", next: "Check that the handlers run: kubectl get pods -n nmstate (openshift-nmstate on OpenShift) -l component=kubernetes-nmstate-handler." },
    ReasonEntry { reason: "ConfigurationProgressing", what: "nmstate is applying the desired network state, a few nodes at a time (spec.maxUnavailable).", next: "Watch the nodes' enactments: kubectl get nnce -w (one per node and policy)." },
    ReasonEntry { reason: "SuccessfullyConfigured", what: "Every matching node has the desired network state.", next: "Nothing to do; kubectl get nns <node> -o yaml shows a node's current network state." },
    ReasonEntry { reason: "FailedToConfigure", what: "Applying the desired state failed on some nodes (a wrong interface name, a bond port in use, lost connectivity to the API server); nmstate rolled those nodes back to their previous state.", next: "kubectl get nnce shows which nodes failed; kubectl get nnce <node>.{name} -o yaml has nmstate's error in the Failing condition. Fix spec.desiredState and re-apply." },
    ReasonEntry { reason: "ConfigurationAborted", what: "nmstate stopped configuring this node because the policy failed on other nodes.", next: "Fix the failure the other nodes' enactments report (kubectl get nnce), then re-apply the policy." },
    ReasonEntry { reason: "NoMatchingNode", what: "No node matches the policy's spec.nodeSelector, so it applies nowhere.", next: "Compare the selector with the nodes' labels: kubectl get nodes --show-labels; fix the selector or label the nodes." },
];

/// nmstate condition types.
pub(super) const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "Ignored", what: "In kubernetes-nmstate, True when the policy matches no node and is therefore applied nowhere." },
    ConditionTypeEntry { type_: "Failing", what: "In kubernetes-nmstate, True when applying the desired state on the enactment's node failed; the message carries nmstate's error." },
    ConditionTypeEntry { type_: "Aborted", what: "In kubernetes-nmstate, True when configuring the enactment's node was stopped because the policy failed on other nodes." },
    ConditionTypeEntry { type_: "MatchingNodeSelector", what: "In kubernetes-nmstate, whether the enactment's node matches the policy's node selector." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "nmstate",
    system: "kubernetes-nmstate",
    covers: "NodeNetworkConfigurationPolicies and their enactments (nmstate.io)",
    reasons: REASONS,
    types: TYPES,
    categorised: &[],
};
