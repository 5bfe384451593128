//! Rules for the Humio operator (`core.humio.com`): clusters and the entities it manages in
//! Humio (alerts, views, repositories, parsers, ingest tokens).

pub mod state;
