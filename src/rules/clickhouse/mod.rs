//! Rules for the Altinity ClickHouse operator (`clickhouse.altinity.com`): installations.

pub mod installation;
