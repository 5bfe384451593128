//! Rules for the `autoscaling` API group.

pub mod horizontalpodautoscaler;
pub mod verticalpodautoscaler;
