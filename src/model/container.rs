//! Container statuses of a Pod (`status.containerStatuses`, `status.initContainerStatuses`).

use crate::model::Value;

use super::resource::{int_at, str_at, value_at};
use super::Resource;

/// The current state of a container.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ContainerState {
    /// `state.waiting`: not running; `reason` says why.
    Waiting {
        /// `reason`, empty when absent.
        reason: String,
        /// `message`, empty when absent.
        message: String,
    },
    /// `state.running`.
    Running,
    /// `state.terminated`.
    Terminated(Ended),
    /// No state was written.
    Unknown,
}

/// How a container run ended (`state.terminated` or `lastState.terminated`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ended {
    /// `reason` (`OOMKilled`, `Error`, `Completed`, …), empty when absent.
    pub reason: String,
    /// `exitCode`.
    pub exit_code: Option<i64>,
    /// `signal`.
    pub signal: Option<i64>,
    /// `message`, empty when absent.
    pub message: String,
    /// `finishedAt`, raw.
    pub finished_at: Option<String>,
    /// Whether the run ended the moment it started (`startedAt` equals `finishedAt`): stopped
    /// before it ran, as Tekton stops the steps after a failed one (or a crash within a
    /// second: timestamps have seconds only, so this only orders failures).
    pub never_ran: bool,
    /// Whether the process started at all: a termination without `startedAt` (one a controller
    /// wrote, as Tekton's `TaskRunImagePullFailed`) has an exit code that is not a program's.
    pub started: bool,
}

/// A terminated container's message, unless it is data for a controller rather than words for
/// a person: Tekton's steps write their results and start time there as a JSON list of
/// `{"key": …, "value": …}` entries, which says nothing about why the step ended.
fn termination_message(message: &str) -> String {
    let message = message.trim();
    let results = message.starts_with("[{\"key\":") && message.ends_with("}]");
    if results { String::new() } else { message.to_owned() }
}

impl Ended {
    fn from_value(value: &Value) -> Ended {
        Ended {
            reason: str_at(value, &["reason"]).unwrap_or("").to_owned(),
            exit_code: int_at(value, &["exitCode"]),
            signal: int_at(value, &["signal"]),
            message: termination_message(str_at(value, &["message"]).unwrap_or("")),
            finished_at: str_at(value, &["finishedAt"]).map(str::to_owned),
            never_ran: str_at(value, &["startedAt"]).is_some_and(|started| Some(started) == str_at(value, &["finishedAt"])),
            started: str_at(value, &["startedAt"]).is_some_and(|started| !started.is_empty()),
        }
    }

    /// Exit code 0 with no other sign of trouble.
    pub fn is_success(&self) -> bool {
        self.exit_code == Some(0) || (self.exit_code.is_none() && self.reason == "Completed")
    }

    /// The reason, or `exit code N` when the runtime gave none.
    pub fn describe(&self) -> String {
        match (self.reason.is_empty(), self.exit_code) {
            (false, Some(code)) => format!("{} (exit code {code})", self.reason),
            (false, None) => self.reason.clone(),
            (true, Some(code)) => format!("exit code {code}"),
            (true, None) => match self.signal {
                Some(signal) => format!("signal {signal}"),
                None => "an unknown reason".to_owned(),
            },
        }
    }
}

/// One container's status, read leniently.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ContainerStatus {
    /// Container name.
    pub name: String,
    /// Whether it is an init container.
    pub init: bool,
    /// Whether it is a sidecar: an init container with `restartPolicy: Always` in the pod's
    /// spec, which keeps running beside the main containers.
    pub sidecar: bool,
    /// `ready`.
    pub ready: bool,
    /// `restartCount`.
    pub restart_count: i64,
    /// `image`.
    pub image: String,
    /// `state`.
    pub state: ContainerState,
    /// `lastState.terminated`.
    pub last_termination: Option<Ended>,
}

impl ContainerStatus {
    fn from_value(value: &Value, init: bool) -> Option<ContainerStatus> {
        let state = match value.get("state") {
            Some(state) if state.get("waiting").is_some_and(Value::is_object) => ContainerState::Waiting {
                reason: str_at(state, &["waiting", "reason"]).unwrap_or("").to_owned(),
                message: str_at(state, &["waiting", "message"]).unwrap_or("").trim().to_owned(),
            },
            Some(state) if state.get("terminated").is_some_and(Value::is_object) => {
                ContainerState::Terminated(Ended::from_value(&state["terminated"]))
            }
            Some(state) if state.get("running").is_some_and(Value::is_object) => ContainerState::Running,
            _ => ContainerState::Unknown,
        };
        Some(ContainerStatus {
            name: str_at(value, &["name"])?.to_owned(),
            init,
            sidecar: false,
            ready: value.get("ready").and_then(Value::as_bool).unwrap_or(false),
            restart_count: int_at(value, &["restartCount"]).unwrap_or(0),
            image: str_at(value, &["image"]).unwrap_or("").to_owned(),
            state,
            last_termination: value_at(value, &["lastState", "terminated"])
                .filter(|v| v.is_object())
                .map(Ended::from_value),
        })
    }

    /// What the pod's user calls it: `init container`, `sidecar container` or `container`.
    pub fn kind_word(&self) -> &'static str {
        container_kind_word(self.init, self.sidecar)
    }

    /// Whether it runs beside the main containers once the pod has started (a main container
    /// or a sidecar): its readiness and restarts are the pod's.
    pub fn runs_with_pod(&self) -> bool {
        !self.init || self.sidecar
    }

    /// The state's reason word, empty when none.
    pub fn reason(&self) -> &str {
        match &self.state {
            ContainerState::Waiting { reason, .. } => reason,
            ContainerState::Terminated(ended) => &ended.reason,
            ContainerState::Running | ContainerState::Unknown => "",
        }
    }
}

/// Init containers first (in order), then regular containers. Read from the object the first
/// time, then kept with the resource.
pub fn container_statuses(pod: &Resource) -> &[ContainerStatus] {
    pod.containers_read().get_or_init(|| {
        let read = |key: &str, init: bool| -> Vec<ContainerStatus> {
            match pod.get(&["status", key]) {
                Some(Value::Array(entries)) => entries.iter().filter_map(|entry| ContainerStatus::from_value(entry, init)).collect(),
                _ => Vec::new(),
            }
        };
        let mut statuses = read("initContainerStatuses", true);
        for status in &mut statuses {
            status.sidecar = is_sidecar(pod, &status.name);
        }
        let mut containers = read("containerStatuses", false);
        // The kubelet lists containers by name; when several failed, the one that ran and
        // failed is the cause, not those stopped the moment they started (Tekton's steps after
        // a failed one): those go after it.
        let stopped = |c: &ContainerStatus| matches!(&c.state, ContainerState::Terminated(ended) if ended.never_ran && !ended.is_success());
        if containers.iter().any(stopped) && containers.iter().any(|c| matches!(&c.state, ContainerState::Terminated(ended) if !ended.never_ran && !ended.is_success())) {
            let (later, first): (Vec<ContainerStatus>, Vec<ContainerStatus>) = containers.into_iter().partition(stopped);
            containers = first.into_iter().chain(later).collect();
        }
        statuses.extend(containers);
        statuses
    })
}

/// `init container`, `sidecar container` or `container`, for a container's two flags.
pub fn container_kind_word(init: bool, sidecar: bool) -> &'static str {
    match (init, sidecar) {
        (true, true) => "sidecar container",
        (true, false) => "init container",
        (false, _) => "container",
    }
}

/// A restartable init container (`restartPolicy: Always` in `spec.initContainers`).
fn is_sidecar(pod: &Resource, name: &str) -> bool {
    match pod.get(&["spec", "initContainers"]) {
        Some(Value::Array(specs)) => specs
            .iter()
            .any(|spec| str_at(spec, &["name"]) == Some(name) && str_at(spec, &["restartPolicy"]) == Some("Always")),
        _ => false,
    }
}

/// How to say a container's memory limit: its value, `not set` when its spec has none, or
/// `unknown` when the pod's spec (with that container) was not pasted.
pub fn memory_limit_words<'a>(pod: &'a Resource, container: &str) -> &'a str {
    match memory_limit(pod, container) {
        Some(limit) => limit,
        None if spec_lists(pod, container) => "not set",
        None => "unknown, spec not pasted",
    }
}

/// Whether the pasted pod's spec lists this container (its resources are then known).
pub fn spec_lists(pod: &Resource, container: &str) -> bool {
    ["containers", "initContainers"].iter().any(|key| match pod.get(&["spec", key]) {
        Some(Value::Array(specs)) => specs.iter().any(|spec| str_at(spec, &["name"]) == Some(container)),
        _ => false,
    })
}

/// `spec.containers[name].resources.limits.memory` (or of an init container), when set.
pub fn memory_limit<'a>(pod: &'a Resource, container: &str) -> Option<&'a str> {
    ["containers", "initContainers"].iter().find_map(|key| match pod.get(&["spec", key]) {
        Some(Value::Array(specs)) => specs
            .iter()
            .find(|spec| str_at(spec, &["name"]) == Some(container))
            .and_then(|spec| str_at(spec, &["resources", "limits", "memory"])),
        _ => None,
    })
}
