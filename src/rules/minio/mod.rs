//! Rules for the MinIO operator (`minio.min.io`): Tenants.

pub mod tenant;
