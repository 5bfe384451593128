//! Rules for the Coralogix operator (`coralogix.com`): alerts, recording rules, webhooks,
//! dashboards and the other Coralogix objects it keeps in sync.

pub mod remote;
