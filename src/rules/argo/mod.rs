//! Rules for the Argo projects' custom resources (`argoproj.io`) beyond Workflows and
//! Applications: Argo Rollouts' analysis runs and experiments, Argo Workflows' CronWorkflows,
//! Argo Events' EventBus.

pub mod events;
pub mod rollouts;
pub mod workflows;
