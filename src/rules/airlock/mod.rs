//! Rules for Airlock Microgateway (`microgateway.airlock.com`): its policies attached to
//! Gateway API routes and gateways.

pub mod policy;
