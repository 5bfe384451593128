//! Rules for OpenKruise (`apps.kruise.io`): CloneSet, Advanced StatefulSet and DaemonSet,
//! BroadcastJob and AdvancedCronJob.

pub mod jobs;
pub mod workload;
