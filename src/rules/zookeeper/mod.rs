//! Rules for Pravega's zookeeper-operator (`zookeeper.pravega.io`): ZookeeperClusters.

pub mod cluster;
