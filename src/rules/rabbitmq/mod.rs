//! Rules for the RabbitMQ cluster operator (`rabbitmq.com`): RabbitmqCluster.

pub mod cluster;
