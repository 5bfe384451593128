//! Rules for Numaplane (`numaplane.numaproj.io`): the rollouts of Numaflow's controller,
//! inter-step buffer services, pipelines and monovertices.

pub mod rollout;
