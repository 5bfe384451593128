//! Rules for KubeVirt (`kubevirt.io`: VirtualMachine, VirtualMachineInstance) and its
//! Containerized Data Importer (`cdi.kubevirt.io`: DataVolume).

pub mod data_volume;
pub mod virtual_machine;
