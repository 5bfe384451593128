//! Rules for KEDA (`keda.sh`): ScaledObjects, ScaledJobs and trigger authentications.

pub mod scaled;
