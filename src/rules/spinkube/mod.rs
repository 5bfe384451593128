//! Rules for SpinKube's spin-operator (`core.spinkube.dev`, earlier `core.spinoperator.dev`):
//! SpinApps.

pub mod spin_app;
