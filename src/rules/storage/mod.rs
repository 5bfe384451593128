//! Rules for `storage.k8s.io`: VolumeAttachments.

pub mod volumeattachment;
