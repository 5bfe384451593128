//! Rules for the Grafana operator (`grafana.integreatly.org`): Grafana instances and the
//! dashboards, data sources and folders it puts into them.

pub mod operator;
