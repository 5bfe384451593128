//! Rules for OpenShift Data Foundation's ocs-operator (`ocs.openshift.io`): StorageCluster.

pub mod storage_cluster;
