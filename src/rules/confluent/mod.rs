//! Rules for Confluent for Kubernetes (`platform.confluent.io`): Kafka, Zookeeper, Connect,
//! ksqlDB, Schema Registry, Control Center, and Connectors.

pub mod platform;
