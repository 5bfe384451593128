//! Karpenter (`karpenter.sh`: NodeClaim, NodePool; `karpenter.k8s.aws`: EC2NodeClass).

use super::{ConditionTypeEntry, ReasonEntry, Table};

/// Karpenter reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "SubnetsNotFound", what: "The EC2NodeClass's subnetSelectorTerms match no subnet (a tag no subnet carries, a subnet ID of another VPC or account), so no node of it can launch.", next: "Compare the selector with the subnets' tags: kubectl get ec2nodeclass {name} -o yaml (spec.subnetSelectorTerms), then aws ec2 describe-subnets --filters Name=tag:<key>,Values=<value>; tag the subnets or fix the selector. Karpenter looks again every minute." },
    ReasonEntry { reason: "SecurityGroupsNotFound", what: "The EC2NodeClass's securityGroupSelectorTerms match no security group, so no node of it can launch.", next: "Compare the selector with the groups' tags: kubectl get ec2nodeclass {name} -o yaml (spec.securityGroupSelectorTerms), then aws ec2 describe-security-groups --filters Name=tag:<key>,Values=<value>; tag the group (often the cluster's) or fix the selector." },
    ReasonEntry { reason: "AMINotFound", what: "The EC2NodeClass's amiSelectorTerms (or alias) match no image for the instance architectures it needs, so no node of it can launch.", next: "Check spec.amiSelectorTerms: kubectl get ec2nodeclass {name} -o yaml; an alias such as al2023@latest needs no more, an ID or tag must exist in this region and account (aws ec2 describe-images --image-ids <id>)." },
    ReasonEntry { reason: "NodeClaimLaunching", what: "Karpenter is asking the cloud provider for the instance.", next: "Watch it: kubectl get nodeclaims -w; Karpenter's log says which instance types it tried: kubectl -n kube-system logs deploy/karpenter." },
    ReasonEntry { reason: "NodeClaimLaunchFailed", what: "The cloud provider refused the instance (no capacity for the instance types, a quota, a bad subnet or launch template); Karpenter deletes the NodeClaim and tries again.", next: "Read the Launched message and Karpenter's log (kubectl -n kube-system logs deploy/karpenter); widen the NodePool's instance types or zones, or raise the quota." },
    ReasonEntry { reason: "NodeClaimRegistering", what: "The instance exists; its kubelet has not joined the cluster yet. If it never does, Karpenter deletes the claim after the registration timeout (15 minutes).", next: "Find the instance: kubectl get nodeclaim {name} -o yaml (status.providerID); check its boot (user data, the node role in aws-auth or an access entry, the cluster endpoint) in its console output (on AWS: aws ec2 get-console-output --instance-id <instance-id>)." },
    ReasonEntry { reason: "NodeClaimInitializing", what: "The node has joined; Karpenter waits until its startup taints are gone, its extended resources are reported and it is Ready.", next: "kubectl describe node <node>: look at the taints (startupTaints in the NodePool) and the kubelet's conditions." },
    ReasonEntry { reason: "NodeClaimNotReady", what: "The node was up and is no longer ready (kubelet stopped, network lost, the instance was terminated outside Karpenter).", next: "kubectl describe node <node> and the instance in the cloud console; Karpenter replaces nodes that stay unhealthy when node repair is on." },
    ReasonEntry { reason: "NodeClaimDisrupting", what: "Karpenter is removing this node on purpose (expired, drifted, empty or underused): it taints it, moves its pods (respecting PodDisruptionBudgets) and deletes the claim; a replacement is launched first when needed.", next: "Nothing to do unless it stays: a PodDisruptionBudget or a karpenter.sh/do-not-disrupt annotation can hold it (kubectl get pdb -A)." },
    ReasonEntry { reason: "KarpenterNotReconciled", what: "Karpenter has not validated the NodePool or node class yet.", next: "Check that Karpenter runs: kubectl -n kube-system get pods -l app.kubernetes.io/name=karpenter." },
    ReasonEntry { reason: "KarpenterNotReady", what: "The NodePool or node class is not ready, so Karpenter launches no nodes with it; the specific False condition names the cause (no subnets or security groups match the selectors, no AMI, the instance profile, its node class not ready).", next: "kubectl describe {resource}, then fix the selector or reference that the False condition names." },
    ReasonEntry { reason: "KarpenterNodeRegistrationUnhealthy", what: "Nodes launched from this NodePool fail to join the cluster, so Karpenter keeps launching instances that never become nodes.", next: "Check a recent instance's boot (user data, node IAM role, access entry or aws-auth): kubectl get nodeclaims and Karpenter's log." },
];

/// Karpenter condition types.
pub(super) const TYPES: &[ConditionTypeEntry] = &[
    ConditionTypeEntry { type_: "Launched", what: "In Karpenter, True once the cloud provider created the NodeClaim's instance." },
    ConditionTypeEntry { type_: "Registered", what: "In Karpenter, True once the NodeClaim's node has joined the cluster." },
    ConditionTypeEntry { type_: "Drifted", what: "In Karpenter, True when the NodeClaim no longer matches its NodePool or node class (a new AMI, changed requirements); Karpenter replaces drifted nodes." },
    ConditionTypeEntry { type_: "Consolidatable", what: "True when Karpenter may consolidate the node (remove it or replace it with a cheaper one) under the NodePool's disruption policy." },
    ConditionTypeEntry { type_: "Disrupting", what: "True while Karpenter disrupts the node (older releases); the reason says why (Expired, Drifted, Underutilized, Empty)." },
    ConditionTypeEntry { type_: "DisruptionReason", what: "True while Karpenter disrupts the node; the reason says why (Drifted, Underutilized, Empty, Expired)." },
    ConditionTypeEntry { type_: "InstanceTerminating", what: "True while Karpenter terminates the NodeClaim's instance." },
    ConditionTypeEntry { type_: "NodeClassReady", what: "Whether the node class the NodePool references is ready." },
    ConditionTypeEntry { type_: "NodeRegistrationHealthy", what: "False when nodes launched from the NodePool recently failed to join the cluster." },
    ConditionTypeEntry { type_: "SubnetsReady", what: "Whether the EC2NodeClass's subnet selector matches subnets." },
    ConditionTypeEntry { type_: "SecurityGroupsReady", what: "Whether the EC2NodeClass's security group selector matches security groups." },
    ConditionTypeEntry { type_: "AMIsReady", what: "Whether the EC2NodeClass's AMI selector resolves to images." },
    ConditionTypeEntry { type_: "InstanceProfileReady", what: "Whether the EC2NodeClass's instance profile exists (created from spec.role, or given)." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "karpenter",
    system: "Karpenter",
    covers: "NodeClaims and NodePools (karpenter.sh), EC2NodeClasses (karpenter.k8s.aws)",
    reasons: REASONS,
    types: TYPES,
    categorised: &[],
};
