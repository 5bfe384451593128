//! Rules for Karpenter (`karpenter.sh`: NodeClaim, NodePool; `karpenter.k8s.aws`:
//! EC2NodeClass).

pub mod node_claim;
pub mod pool;

use crate::model::Resource;

/// True when the object has no status, or an empty one: Karpenter has not reconciled it yet.
pub(crate) fn status_is_empty(resource: &Resource) -> bool {
    match resource.get(&["status"]) {
        None | Some(serde_json::Value::Null) => true,
        Some(serde_json::Value::Object(fields)) => fields.is_empty(),
        Some(_) => false,
    }
}
