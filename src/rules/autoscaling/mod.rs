//! Rules for the `autoscaling` API group.

pub mod horizontalpodautoscaler;
