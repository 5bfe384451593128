//! Rules for Koperator, formerly Banzai Cloud's Kafka operator (`kafka.banzaicloud.io`):
//! KafkaClusters.

pub mod kafka_cluster;
