//! Rules for the Atlas operator (`db.atlasgo.io`): AtlasSchema and AtlasMigration.

pub mod schema;
