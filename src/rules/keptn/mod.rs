//! Rules for Keptn (`lifecycle.keptn.sh`, `metrics.keptn.sh`): app and workload versions,
//! their pre- and post-deployment tasks and evaluations, and metrics.

pub mod lifecycle;
