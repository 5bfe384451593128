//! Rules for Gloo Edge (`gateway.solo.io`, `gloo.solo.io`): every kind reports the Solo.io
//! validation state (`Pending`, `Accepted`, `Rejected`, `Warning`) per reporting controller.

pub mod validation;
