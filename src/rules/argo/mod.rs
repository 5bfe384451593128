//! Rules for the Argo projects' custom resources (`argoproj.io`): Argo CD's Applications and
//! ApplicationSets, Argo Rollouts' Rollouts, analysis runs and experiments, Argo Workflows'
//! Workflows and CronWorkflows, Argo Events' EventBus.

pub mod application;
pub mod events;
pub mod rollout;
pub mod rollouts;
pub mod workflow;
pub mod cron_workflow;
