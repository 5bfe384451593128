//! Rules for Strimzi (`kafka.strimzi.io`): every kind of the group, KafkaConnector and
//! KafkaRebalance.

pub mod connector;
pub mod rebalance;
pub mod resource;
