//! Rules for Zalando's postgres-operator (`acid.zalan.do`): `postgresql` clusters.

pub mod postgresql;
