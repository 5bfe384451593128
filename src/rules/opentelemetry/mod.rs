//! Rules for the OpenTelemetry operator (`opentelemetry.io`): OpenTelemetryCollectors.

pub mod collector;
