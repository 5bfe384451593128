//! Rules for Karmada (`work.karmada.io`): ResourceBinding and ClusterResourceBinding.

pub mod binding;
