//! Rules for the Kubernetes Gateway API (`gateway.networking.k8s.io`): GatewayClasses,
//! Gateways, routes and policies.

mod listeners;
pub mod status;
