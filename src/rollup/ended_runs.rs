//! Runs that ended long ago: a bare pod or Job that failed hours before the time ages count
//! to (a debug pod, a one-off Job left behind) is still a problem of its own, but the banner's
//! root cause is what is failing now when the paste also holds that.

use crate::model::{Resource, Timestamp};

/// A run that ended this long before the time ages count to is not what the banner leads with
/// while something fails now.
pub const ENDED_LONG_AGO_SECONDS: i64 = 60 * 60;

/// When a finished run failed: a Pod in phase Failed (when its Ready condition last changed)
/// or a Job whose Failed condition is True (since then). Read before the object is cut.
pub fn ended_at(resource: &Resource) -> Option<Timestamp> {
    match (resource.kind.as_str(), resource.group.as_str()) {
        ("Pod", "") if resource.str(&["status", "phase"]) == Some("Failed") => resource.condition("Ready").and_then(|ready| ready.since),
        ("Job", "batch") => resource.condition("Failed").filter(|failed| failed.is_true()).and_then(|failed| failed.since),
        _ => None,
    }
}

/// Whether a run ended [`ENDED_LONG_AGO_SECONDS`] or more before `now`.
pub fn long_ago(ended: Option<Timestamp>, now: Option<Timestamp>) -> bool {
    matches!((ended, now), (Some(ended), Some(now)) if ended.seconds_until(now) >= ENDED_LONG_AGO_SECONDS)
}
