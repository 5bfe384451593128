//! Rules for KubeVirt (`kubevirt.io`: VirtualMachine, VirtualMachineInstance) and its
//! Containerized Data Importer (`cdi.kubevirt.io`: DataVolume).

pub mod data_volume;
pub mod virtual_machine;

use crate::model::Resource;

/// True when the object has no status, or an empty one: nothing has reconciled it yet.
pub(crate) fn status_is_empty(resource: &Resource) -> bool {
    match resource.get(&["status"]) {
        None | Some(serde_json::Value::Null) => true,
        Some(serde_json::Value::Object(fields)) => fields.is_empty(),
        Some(_) => false,
    }
}
