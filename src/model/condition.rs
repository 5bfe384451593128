//! Conditions: `type`, `status`, `reason`, `message`, `severity`, `lastTransitionTime`.

use crate::model::Value;

use super::Timestamp;
use crate::model::resource::int_of;

/// A condition's status. YAML writes an unquoted `True` as a boolean; both spellings are read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ConditionStatus {
    /// `"True"` (or `true`).
    True,
    /// `"False"` (or `false`).
    False,
    /// `"Unknown"`: the controller is still working it out.
    Unknown,
    /// Anything else, kept as written.
    Other(String),
}

impl ConditionStatus {
    fn from_value(value: Option<&Value>) -> Self {
        match value {
            Some(Value::Bool(true)) => ConditionStatus::True,
            Some(Value::Bool(false)) => ConditionStatus::False,
            Some(Value::String(text)) => match &**text {
                "True" | "true" => ConditionStatus::True,
                "False" | "false" => ConditionStatus::False,
                "Unknown" | "unknown" => ConditionStatus::Unknown,
                other => ConditionStatus::Other(other.to_owned()),
            },
            Some(other) if !other.is_null() => ConditionStatus::Other(other.to_string()),
            _ => ConditionStatus::Other(String::new()),
        }
    }

    /// The status as Kubernetes writes it; `(not set)` when the entry has none.
    pub fn as_str(&self) -> &str {
        match self {
            ConditionStatus::True => "True",
            ConditionStatus::False => "False",
            ConditionStatus::Unknown => "Unknown",
            ConditionStatus::Other(text) if text.is_empty() => "(not set)",
            ConditionStatus::Other(text) => text,
        }
    }
}

/// One entry of `status.conditions`, read leniently.
#[derive(Debug, Clone, PartialEq)]
pub struct Condition {
    /// `type`, e.g. `Ready`.
    pub type_: String,
    /// `status`.
    pub status: ConditionStatus,
    /// `reason`, empty when absent.
    pub reason: String,
    /// `message`, empty when absent.
    pub message: String,
    /// `severity` (Knative: empty means Error), empty when absent.
    pub severity: String,
    /// `lastTransitionTime`, when present and readable.
    pub since: Option<Timestamp>,
    /// `observedGeneration` of the condition itself, when present.
    pub observed_generation: Option<i64>,
    /// `category` (Konveyor MTC: `Critical`, `Error`, `Warn`, `Required`, `Advisory`), empty
    /// when absent. A condition with a category is weighed by it, not by its type's polarity.
    pub category: String,
}

/// What a condition's `category` says about it (Konveyor MTC), when it is True.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Weight {
    /// `Critical` or `Error`: it blocks readiness.
    Blocks,
    /// `Warn`: a warning; the resource may still be ready.
    Warns,
    /// `Required` or `Advisory`: a prerequisite met or a lifecycle note.
    Informs,
}

impl Condition {
    /// Reads a condition; `None` when the entry is not an object or has no type.
    pub fn from_value(value: &Value) -> Option<Condition> {
        // One pass over the entry's fields (every condition of every resource is read here).
        let mut fields: [Option<&Value>; 10] = [None; 10];
        for (key, field) in value.as_object()?.iter() {
            let slot = match key {
                "type" => 0,
                "status" => 1,
                "reason" => 2,
                "message" => 3,
                "severity" => 4,
                "lastTransitionTime" => 5,
                "lastUpdateTime" => 6,
                "observedGeneration" => 7,
                "category" => 8,
                "items" => 9,
                _ => continue,
            };
            if let Some(place) = fields.get_mut(slot) {
                *place = Some(field);
            }
        }
        let [type_, status, reason, message, severity, transition, update, generation, category, items] = fields;
        let text = |field: Option<&Value>| field.and_then(Value::as_str).unwrap_or("").to_owned();
        let type_ = type_?.as_str()?;
        // Argo CD writes a condition only while it holds, with no status and no reason
        // (`{type: ComparisonError, message: …}`): such an `…Error` or `…Warning` entry is in
        // effect, and its type is its reason (the knowledge base explains it by that word).
        let in_effect = status.is_none() && (type_.ends_with("Error") || type_.ends_with("Warning"));
        Some(Condition {
            type_: type_.to_owned(),
            status: if in_effect { ConditionStatus::True } else { ConditionStatus::from_value(status) },
            reason: match reason {
                None if in_effect => type_.to_owned(),
                _ => text(reason),
            },
            message: message.and_then(Value::as_str).unwrap_or("").trim().to_owned(),
            severity: text(severity),
            since: transition.and_then(Value::as_str).or_else(|| update.and_then(Value::as_str)).and_then(Timestamp::parse),
            observed_generation: generation.and_then(int_of),
            category: text(category),
        })
        .map(|condition| condition.with_items(items))
    }

    /// MTC keeps a condition's list apart (`items`) and writes `[]` in the message where it
    /// goes; when a paste has both, the list is put in its place.
    fn with_items(mut self, items: Option<&Value>) -> Condition {
        let Some(Value::Array(items)) = items else { return self };
        let names: Vec<String> = items.iter().map(|item| item.as_str().map(str::to_owned).unwrap_or_else(|| item.to_string())).collect();
        if !names.is_empty() && self.message.contains("[]") {
            self.message = self.message.replacen("[]", &format!("[{}]", names.join(",")), 1);
        }
        self
    }

    /// How the condition's `category` weighs it when True; `None` without a category (or with
    /// one this tool does not know), and for MTC's `Postponed`, a Critical condition that only
    /// means "waiting for an earlier migration". A migration's `Failed` is Advisory in MTC's
    /// catalogue (a lifecycle note) but says the run failed, so it blocks here; its
    /// `SucceededWithWarnings` warns.
    pub fn weight(&self) -> Option<Weight> {
        match self.category.as_str() {
            "" => None,
            _ if self.type_ == "Postponed" => Some(Weight::Informs),
            _ if self.type_ == "Failed" => Some(Weight::Blocks),
            _ if self.type_ == "SucceededWithWarnings" => Some(Weight::Warns),
            "Critical" | "Error" => Some(Weight::Blocks),
            "Warn" | "Warning" => Some(Weight::Warns),
            "Required" | "Advisory" => Some(Weight::Informs),
            _ => None,
        }
    }

    /// True when `status` is `True`.
    pub fn is_true(&self) -> bool {
        self.status == ConditionStatus::True
    }

    /// True when `status` is `False`.
    pub fn is_false(&self) -> bool {
        self.status == ConditionStatus::False
    }

    /// Whether the condition is in its abnormal state, by its type's polarity
    /// ([`is_abnormal_true`]): True for Stalled, MemoryPressure, …; False for Ready, Available.
    /// `Progressing=False` is abnormal only when its reason says the progress failed
    /// (`ProgressDeadlineExceeded`, `…Failed`, `…Error`, a timeout): many operators report
    /// Available / Progressing / Degraded, where Progressing False means finished.
    pub fn is_abnormal(&self) -> bool {
        if is_abnormal_true(&self.type_) {
            return self.is_true();
        }
        if self.type_ == "Progressing" && self.is_false() {
            return ["Deadline", "Fail", "Error", "Timeout", "TimedOut", "Abort"].iter().any(|word| self.reason.contains(word));
        }
        self.is_false()
    }

    /// Whether it is in its good state: the opposite of [`Condition::is_abnormal`], and known.
    pub fn is_good(&self) -> bool {
        self.status != ConditionStatus::Unknown && !self.is_abnormal()
    }

    /// Info and Warning severities are advisory: they never make a resource unhealthy. So are
    /// the note-only types ([`is_note_only`]).
    pub fn is_advisory(&self) -> bool {
        matches!(self.severity.as_str(), "Info" | "Warning") || is_note_only(&self.type_)
    }
}

/// Whether a condition type is good when True (Ready, Available) or good when False
/// (Stalled, MemoryPressure, ReplicaFailure, …: "abnormal-true").
pub fn is_abnormal_true(type_: &str) -> bool {
    const ABNORMAL: &[&str] = &[
        "Stalled",
        "Reconciling",
        "ReplicaFailure",
        "MemoryPressure",
        "DiskPressure",
        "PIDPressure",
        "NetworkUnavailable",
        "DisruptionTarget",
        "Failed",
        "FailureTarget",
        "Degraded",
        "Terminating",
        "ConfigurationError",
        "ScalingLimited",
        "Suspended",
        // Paused on purpose (an Argo Rollout at a pause step, a KEDA ScaledObject): True is
        // not its good state, False is.
        "Paused",
        // KEDA: a trigger failing, the target held at its fallback replicas.
        "Fallback",
        "NamespaceContentRemaining",
        "NamespaceFinalizersRemaining",
        // A request refused (CertificateSigningRequest, and the same word elsewhere).
        "Denied",
        // Words that are bad when True whatever the system: not ready or unhealthy, refused or
        // in conflict, out of date, a FlowSchema whose priority level is missing, a
        // VerticalPodAutoscaler whose configuration is unsupported or that matches no pod.
        "Unhealthy",
        "Unavailable",
        "Unschedulable",
        "Invalid",
        "Conflicted",
        "Orphaned",
        "OutOfSync",
        "Stale",
        "Blocked",
        "Dangling",
        "ConfigUnsupported",
        "NoPodsMatched",
        // Flux: the stored artifact is older than the source, an included source is missing.
        "ArtifactOutdated",
        "IncludeUnavailable",
        // In-place pod resize: requested resources not applied yet.
        "PodResizePending",
        "PodResizeInProgress",
    ];
    // The length first: a call to compare text only for words as long as this one.
    let mut listed = false;
    for word in ABNORMAL {
        if word.len() == type_.len() && *word == type_ {
            listed = true;
            break;
        }
    }
    listed
        // `NotReady`, `NotAccepted`, `NotAvailable` (but not `Notified`).
        || type_.strip_prefix("Not").is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_uppercase()))
        || type_.starts_with("Failed")
        || type_.ends_with("Failed")
        || type_.ends_with("Mismatch")
        || type_.ends_with("Failure")
        || type_.ends_with("Pressure")
        || type_.ends_with("Error")
        || type_.ends_with("Warning")
        // Argo CD's ApplicationSet: an error stops it from generating or updating applications.
        || type_ == "ErrorOccurred"
}

/// Condition types whose abnormal state is worth a note but never a failure: `ScalingLimited`
/// (an autoscaler held at its minimum or maximum), `Suspended` (paused on purpose) and
/// `DisruptionAllowed` (a PodDisruptionBudget blocking evictions right now, which is its job),
/// `PodResizeInProgress` (the kubelet is applying new resources), `ArtifactOutdated` (Flux
/// fetches the newer revision by itself) and any `…Warning` (Argo CD's shared, repeated,
/// excluded or orphaned resources).
pub fn is_note_only(type_: &str) -> bool {
    matches!(type_, "ScalingLimited" | "Suspended" | "DisruptionAllowed" | "PodResizeInProgress" | "ArtifactOutdated") || type_.ends_with("Warning")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value as json;

    #[test]
    fn boolean_statuses_are_read_as_words() {
        let condition = Condition::from_value(&json!({"type": "Ready", "status": true})).unwrap();
        assert!(condition.is_true());
        let condition = Condition::from_value(&json!({"type": "Ready", "status": "Unknown"})).unwrap();
        assert_eq!(condition.status, ConditionStatus::Unknown);
    }

    #[test]
    fn entries_without_type_are_not_conditions() {
        assert!(Condition::from_value(&json!({"status": "True"})).is_none());
        assert!(Condition::from_value(&json!("Ready")).is_none());
    }

    #[test]
    fn polarity() {
        assert!(is_abnormal_true("Stalled"));
        assert!(is_abnormal_true("MemoryPressure"));
        assert!(is_abnormal_true("ReplicaFailure"));
        assert!(!is_abnormal_true("Ready"));
        assert!(!is_abnormal_true("Available"));
        assert!(is_abnormal_true("ScalingLimited"));
        assert!(is_abnormal_true("FailedCreatePod"));
        assert!(is_abnormal_true("VersionMismatch"));
        assert!(is_abnormal_true("ArtifactOutdated") && is_abnormal_true("PodResizePending"));
        assert!(is_abnormal_true("NotReady") && is_abnormal_true("NoPodsMatched") && is_abnormal_true("Conflicted"));
        assert!(!is_abnormal_true("Notified") && !is_abnormal_true("Nothing") && !is_abnormal_true("RecommendationProvided"));
        assert!(is_note_only("ArtifactOutdated") && !is_note_only("PodResizePending"));
    }

    #[test]
    fn note_only_types_are_advisory() {
        let limited = Condition::from_value(&json!({"type": "ScalingLimited", "status": "True"})).unwrap();
        assert!(limited.is_advisory());
        let ready = Condition::from_value(&json!({"type": "Ready", "status": "False"})).unwrap();
        assert!(!ready.is_advisory());
    }
}
