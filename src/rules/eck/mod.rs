//! Rules for Elastic Cloud on Kubernetes (`*.k8s.elastic.co`): Logstash.

pub mod logstash;
