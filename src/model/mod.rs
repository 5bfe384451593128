//! The model: lenient, typed views of what the rules need from a pasted object.
//!
//! Views tolerate missing and mistyped fields (a paste is often partial) and never panic.

pub mod condition;
pub mod container;
pub mod event;
pub mod order;
pub mod quantity;
pub mod quick_hash;
pub mod resource;
pub mod timestamp;
pub mod value;

pub use condition::{Condition, ConditionStatus, Weight};
pub use event::Event;
pub use resource::{OwnerReference, Resource};
pub use timestamp::Timestamp;
pub use value::Value;
