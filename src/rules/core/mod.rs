//! Rules for the core API group (`v1`), and EndpointSlices beside Endpoints.

pub mod admission;
pub mod container_config;
pub mod endpoints;
pub mod event;
pub mod image_pull;
pub mod last_words;
pub mod namespace;
pub mod node;
pub mod persistentvolume;
pub mod persistentvolumeclaim;
pub mod pod;
pub(crate) mod published;
pub mod readiness_gates;
pub mod resourcequota;
pub mod service;
pub mod sidecar_probes;
