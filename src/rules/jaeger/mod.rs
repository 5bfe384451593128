//! Rules for the Jaeger operator (`jaegertracing.io`): Jaeger instances.

pub mod jaeger;
