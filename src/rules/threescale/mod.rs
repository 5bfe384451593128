//! Rules for the 3scale API management operator (`capabilities.3scale.net`): Products,
//! Backends, ActiveDocs, Applications, developer accounts and users, tenants, policies.

pub mod capability;
