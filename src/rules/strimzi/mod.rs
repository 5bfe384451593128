//! Rules for Strimzi (`kafka.strimzi.io`): every kind of the group, and KafkaRebalance.

pub mod rebalance;
pub mod resource;
