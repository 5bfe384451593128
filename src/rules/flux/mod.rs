//! Rules for Flux (`*.toolkit.fluxcd.io`): Ready / Reconciling / Stalled, `spec.suspend`.

pub mod helmrelease;
pub mod toolkit;
