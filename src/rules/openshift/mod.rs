//! Rules for OpenShift's own workload and routing kinds: DeploymentConfig
//! (`apps.openshift.io`) and Route (`route.openshift.io`).

pub mod deployment_config;
pub mod route;
