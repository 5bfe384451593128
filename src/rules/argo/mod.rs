//! Rules for the Argo projects' custom resources (`argoproj.io`) beyond Applications:
//! Argo Rollouts' Rollouts, analysis runs and experiments, Argo Workflows' Workflows and CronWorkflows,
//! Argo Events' EventBus.

pub mod events;
pub mod rollout;
pub mod rollouts;
pub mod workflow;
pub mod cron_workflow;
