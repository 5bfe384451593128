//! Rules for Karpenter (`karpenter.sh`: NodeClaim, NodePool; `karpenter.k8s.aws`:
//! EC2NodeClass).

pub mod node_claim;
pub mod pool;
