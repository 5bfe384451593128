//! The report: the one output type every shell (page, CLI, JS API) renders.

pub mod json;
pub mod markdown;
pub mod packed;
pub mod text;

use std::borrow::Cow;

use serde::{Deserialize, Serialize};

pub use crate::read::{Diagnostic, Severity};
use crate::model::resource::Origin;

/// The fixed verdict vocabulary.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Verdict {
    /// Terminal: needs a person.
    Failed,
    /// Up, but something is failing.
    Degraded,
    /// Still working; may resolve by itself.
    InProgress,
    /// Not enough information to tell.
    Unknown,
    /// Being deleted.
    Terminating,
    /// Paused on purpose.
    Suspended,
    /// A long-running thing is up.
    Ready,
    /// A run-to-completion thing finished.
    Succeeded,
}

impl Verdict {
    /// The verdict's word, as shown to people and in JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Ready => "Ready",
            Verdict::Succeeded => "Succeeded",
            Verdict::InProgress => "InProgress",
            Verdict::Failed => "Failed",
            Verdict::Degraded => "Degraded",
            Verdict::Suspended => "Suspended",
            Verdict::Terminating => "Terminating",
            Verdict::Unknown => "Unknown",
        }
    }

    /// The verdict in words for a sentence or a badge: `In progress` (its JSON word is
    /// `InProgress`); the others as [`Verdict::as_str`].
    pub fn words(self) -> &'static str {
        match self {
            Verdict::InProgress => "In progress",
            other => other.as_str(),
        }
    }

    /// Failed or Degraded: something needs attention.
    pub fn is_problem(self) -> bool {
        matches!(self, Verdict::Failed | Verdict::Degraded)
    }

    /// Whether it is counted as healthy (Ready, Succeeded): the banner's and the filters' word.
    pub fn is_healthy(self) -> bool {
        matches!(self, Verdict::Ready | Verdict::Succeeded)
    }

    /// Whether it is counted as other (Suspended, Terminating, Unknown).
    pub fn is_other(self) -> bool {
        matches!(self, Verdict::Suspended | Verdict::Terminating | Verdict::Unknown)
    }

    /// Where it comes in a list for a person under pressure: failed first, then degraded, in
    /// progress, the others, healthy last.
    pub fn urgency(self) -> u64 {
        match self {
            Verdict::Failed => 0,
            Verdict::Degraded => 1,
            Verdict::InProgress => 2,
            Verdict::Suspended | Verdict::Terminating | Verdict::Unknown => 3,
            Verdict::Ready | Verdict::Succeeded => 4,
        }
    }
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// What a condition or container state means, why it is so here, and what to do next.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Explanation {
    /// What it means, in general (the knowledge base's own words are shared, not copied).
    pub what: Cow<'static, str>,
    /// Why it is in this state here, quoting the pasted values.
    pub why: String,
    /// What to try next.
    pub next: Cow<'static, str>,
    /// Which knowledge entry the words came from: `reason/<system>/<Reason>`,
    /// `condition-type/<system>/<Type>`, or `generic` (see [`crate::explain::catalog`]).
    pub source: Cow<'static, str>,
    /// Other entries whose words are used too (a container's last run: `reason/core/OOMKilled`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub also: Vec<String>,
}

/// One condition of a resource, as pasted, with its explanation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ConditionReport {
    /// `type`.
    #[serde(rename = "type")]
    pub type_: String,
    /// `status` (`True`, `False`, `Unknown`).
    pub status: String,
    /// `reason`, empty when absent.
    pub reason: String,
    /// `message`, empty when absent.
    pub message: String,
    /// How long it has been in this status ("14 min"), when the time is known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub age: Option<String>,
    /// Whether this condition is part of the problem.
    pub failing: bool,
    /// Whether it is a note on a resource that is fine: in its abnormal state, or worth
    /// knowing, but not part of a problem (an MTC warning on a ready plan).
    #[serde(default)]
    pub note: bool,
    /// The explanation.
    pub explanation: Explanation,
}

/// The last time a container ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Termination {
    /// `reason` (`OOMKilled`, `Error`, `Completed`, …).
    pub reason: String,
    /// `exitCode`.
    pub exit_code: Option<i64>,
    /// `message` (the container's termination message), empty when absent.
    pub message: String,
}

/// One container of a Pod, with its state explained.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ContainerReport {
    /// Container name.
    pub name: String,
    /// Whether it is an init container.
    pub init: bool,
    /// Whether it is a sidecar (an init container with `restartPolicy: Always`).
    #[serde(default)]
    pub sidecar: bool,
    /// `waiting`, `running` or `terminated`.
    pub state: String,
    /// The state's reason (`CrashLoopBackOff`, `OOMKilled`, …), empty when none.
    pub reason: String,
    /// The state's message, empty when none.
    pub message: String,
    /// `exitCode` when terminated.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exit_code: Option<i64>,
    /// `restartCount`.
    pub restart_count: i64,
    /// `ready`.
    pub ready: bool,
    /// `lastState.terminated`, the previous run's end.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_termination: Option<Termination>,
    /// Whether this container is part of the problem.
    pub failing: bool,
    /// The explanation.
    pub explanation: Explanation,
}

/// One step of a root-cause chain.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Link {
    /// Kind (`Deployment`, `Pod`) or `container` / `init container` / `sidecar container`.
    pub kind: String,
    /// Name.
    pub name: String,
    /// Namespace, when the resource has one and it is known (a container's is its pod's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub namespace: Option<String>,
    /// A short note: `revision 3`, or a container's `CrashLoopBackOff, last exit 137 OOMKilled`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

impl ContainerReport {
    /// What the pod's user calls it: `init container`, `sidecar container` or `container`.
    pub fn kind_word(&self) -> &'static str {
        crate::model::container::container_kind_word(self.init, self.sidecar)
    }
}

impl Link {
    /// Whether it names a container (`container`, `init container`, `sidecar container`), not
    /// a resource.
    pub fn is_container(&self) -> bool {
        self.kind.ends_with("container")
    }

    /// `Deployment web`, or `Deployment (no name)` when the name is missing, as
    /// [`crate::model::Resource::display_name`] says it.
    pub fn label(&self) -> String {
        crate::model::resource::kind_and_name(&self.kind, &self.name)
    }
}

/// Where a problem starts: the chain from the resource down to the deepest failing part.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RootCause {
    /// From the resource asked about down to the cause.
    pub chain: Vec<Link>,
    /// The cause's reason word, when there is one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// The cause's own summary.
    pub summary: String,
    /// The chain in one line: `Deployment web → ReplicaSet web-7d9 (revision 3) → Pod … → container app: …`.
    pub text: String,
}

/// A summary on one line: a message quoted with its line breaks (Vault's "Error making API
/// request.\n\nURL: …") has each break, with the blank space around it, made one space, as
/// the page shows it; the text and Markdown reports would otherwise break the summary's lines.
pub fn on_one_line(summary: String) -> String {
    if !summary.contains('\n') {
        return summary;
    }
    let mut joined = String::with_capacity(summary.len());
    for (at, line) in summary.split('\n').map(str::trim).filter(|line| !line.is_empty()).enumerate() {
        if at > 0 {
            joined.push(' ');
        }
        joined.push_str(line);
    }
    joined
}

/// `2025-03-04 10:30 UTC` for an RFC 3339 time: to the minute, for people.
pub fn minute_words(rfc3339: &str) -> Option<String> {
    let minutes = rfc3339.get(..16)?;
    Some(format!("{} UTC", minutes.replacen('T', " ", 1)))
}

impl RootCause {
    /// What is wrong in brief, for the line above everything: the summary whole when it is
    /// short, else up to the end of its first sentence (the advice after it is said at the
    /// cause's own resource).
    pub fn brief(&self) -> &str {
        crate::rollup::first_sentence(&self.summary)
    }
}

/// An event about a resource, as pasted, with its age and meaning.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventReport {
    /// `Normal` or `Warning`.
    #[serde(rename = "type")]
    pub type_: String,
    /// `reason`.
    pub reason: String,
    /// `message` (`note` in `events.k8s.io/v1`).
    pub message: String,
    /// How many times it happened (1 when the event does not say).
    pub count: i64,
    /// When it was last seen, as written.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_seen: Option<String>,
    /// How long ago it was last seen ("40 s"), when the time is known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub age: Option<String>,
    /// The container it is about (from `fieldPath`), when it names one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub container: Option<String>,
    /// The explanation.
    pub explanation: Explanation,
}

/// A resource related to another in the paste.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Related {
    /// `owner` or `owns` (ownerReferences); `uses` / `used-by` (a Pod's claims, ConfigMaps,
    /// Secrets, ServiceAccount); `selects` / `selected-by` (a Service's Pods by labels).
    pub relation: String,
    /// Its kind.
    pub kind: String,
    /// Its name.
    pub name: String,
    /// Its verdict.
    pub verdict: Verdict,
}

/// The verdict and explanation for one pasted resource.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ResourceReport {
    /// `apiVersion`.
    #[serde(rename = "apiVersion")]
    pub api_version: String,
    /// `kind`.
    pub kind: String,
    /// `metadata.namespace`.
    pub namespace: Option<String>,
    /// `metadata.name`.
    pub name: String,
    /// The verdict.
    pub verdict: Verdict,
    /// One sentence: the state and its main reason.
    pub summary: String,
    /// The reason word that decided the verdict (`CrashLoopBackOff`), when there is one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// Which rule decided the verdict: `<group>/<Kind>` of the kind rule (`apps/Deployment`,
    /// `core/Pod`, `*.azure.com/*`), `shared/<check>` (deletion, stale status, Stalled,
    /// Reconciling), `generic`, or `rollup/<step>` when the roll-up changed it.
    pub rule: String,
    /// Each condition, explained.
    pub conditions: Vec<ConditionReport>,
    /// Each container (Pods only), explained.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub containers: Vec<ContainerReport>,
    /// Where the problem starts, for Failed and Degraded resources.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub root_cause: Option<RootCause>,
    /// Owner, owned, used and selected resources found in the same paste.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub related: Vec<Related>,
    /// Events about this resource found in the paste, oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub events: Vec<EventReport>,
    /// Where it was found in the input.
    pub origin: Origin,
}

/// Counts per verdict over the whole report.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Totals {
    /// Number of resources.
    pub resources: usize,
    /// Failed ones.
    pub failed: usize,
    /// Degraded ones.
    pub degraded: usize,
    /// InProgress ones.
    pub in_progress: usize,
    /// Ready or Succeeded ones.
    pub healthy: usize,
    /// Everything else (Suspended, Terminating, Unknown).
    pub other: usize,
    /// How many of the resources are OpenStack Heat stack events (`openstack stack event
    /// list`): entries of history rather than things that exist.
    #[serde(default)]
    pub events: usize,
}

impl Totals {
    /// How many resources, counted in words: `1 resource`, `3 resources`; Heat stack events
    /// counted as such (`12 stack events`, `4 resources and 12 stack events`).
    pub fn counted(&self) -> String {
        let resources = |n: usize| if n == 1 { "1 resource".to_owned() } else { format!("{n} resources") };
        let events = |n: usize| if n == 1 { "1 stack event".to_owned() } else { format!("{n} stack events") };
        match (self.resources.saturating_sub(self.events), self.events) {
            (n, 0) => resources(n),
            (0, e) => events(e),
            (n, e) => format!("{} and {}", resources(n), events(e)),
        }
    }
}

/// The whole answer for a paste.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Report {
    /// Counts per verdict.
    pub totals: Totals,
    /// The root cause of the whole paste: the first Failed (else Degraded) top-level problem's
    /// (a resource with no owner in the paste).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub root_cause: Option<RootCause>,
    /// Every resource, in input order.
    pub resources: Vec<ResourceReport>,
    /// Input problems, in input order.
    pub diagnostics: Vec<Diagnostic>,
    /// The version of the knowledge base the words came from
    /// ([`crate::explain::catalog::KNOWLEDGE_VERSION`]).
    pub knowledge_version: String,
    /// The time ages ("for 14 min") are counted to, RFC 3339 (`2025-03-04T10:30:00Z`); none
    /// when no time was given, and then nothing has an age.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ages_as_of: Option<String>,
}

/// The condition of the same resource that explains `condition` already, when both fail with
/// the same reason and message: controllers often say one thing in several conditions (Ready
/// and ContainersReady; a lost Node's every condition). It is explained once, on Ready (or
/// Succeeded, or a Job's final Complete / Failed rather than its interim SuccessCriteriaMet /
/// FailureTarget) when that is one of them, else on the first; the others point there.
/// `None` for that one, and for a condition said once.
pub fn same_as<'a>(resource: &'a ResourceReport, condition: &ConditionReport) -> Option<&'a ConditionReport> {
    if !condition.failing || condition.reason.is_empty() {
        return None;
    }
    let alike = |other: &&ConditionReport| other.failing && other.reason == condition.reason && other.message == condition.message;
    let primary = resource
        .conditions
        .iter()
        .filter(alike)
        .find(|other| matches!(other.type_.as_str(), "Ready" | "Succeeded" | "Complete" | "Failed"))
        .or_else(|| resource.conditions.iter().find(alike))?;
    (!std::ptr::eq(primary, condition)).then_some(primary)
}

/// For a problem that no failing condition or container explains (a claim without conditions,
/// say), the position in its events of the newest warning: its "what to do next" is the only
/// one the text and Markdown reports can give. `None` otherwise.
pub fn event_to_act_on(resource: &ResourceReport) -> Option<usize> {
    let explained = resource.conditions.iter().any(|c| c.failing) || resource.containers.iter().any(|c| c.failing);
    if !resource.verdict.is_problem() || explained {
        return None;
    }
    resource.events.iter().rposition(|event| event.type_ == "Warning")
}

/// `Part of the paste could not be read (line 20): this answer leaves it out.` for a list of
/// input problems with an error among them (something not explained); `None` otherwise.
pub fn unread_words(diagnostics: &[Diagnostic]) -> Option<String> {
    let errors: Vec<&Diagnostic> = diagnostics.iter().filter(|d| d.severity == crate::read::Severity::Error).collect();
    let first = errors.first()?;
    let at = match &first.source {
        Some(source) => format!("{source}, line {}", first.line),
        None => format!("line {}", first.line),
    };
    Some(match errors.len() {
        1 => format!("Part of the paste could not be read ({at}): this answer leaves it out."),
        n => format!("{n} parts of the paste could not be read (the first at {at}): this answer leaves them out."),
    })
}

/// `Also a problem of its own: Bucket logs (ReconcileError).`, naming at most three, failed
/// before degraded (a chain may hold commas: they are parted by semicolons); nothing when there
/// are none.
pub fn also_failing(others: &[&ResourceReport], name_namespaces: bool) -> Option<String> {
    let mut others = others.to_vec();
    crate::model::order::sort_by_number(&mut others, |r| r.verdict.urgency());
    let named_one = |r: &&ResourceReport| match r.namespace.as_deref().filter(|ns| name_namespaces && !ns.is_empty()) {
        Some(ns) => format!("in namespace {ns}, {}", r.named_with_cause()),
        None => r.named_with_cause(),
    };
    let named = others.iter().take(3).map(named_one).collect::<Vec<_>>().join("; ");
    match others.len() {
        0 => None,
        1 => Some(format!("Also a problem of its own: {named}.")),
        n if n <= 3 => Some(format!("Also problems of their own: {named}.")),
        n => Some(format!("Also problems of their own: {named} and {} more.", n - 3)),
    }
}

/// Kinds whose name another API group's better-known kind has, with that group: a Knative
/// `Service` is not the core `Service` a reader thinks of first.
const KINDS_OF_OTHER_GROUPS: &[(&str, &str)] = &[
    ("Service", ""),
    ("Ingress", "networking.k8s.io"),
    ("Certificate", "cert-manager.io"),
    ("Route", "route.openshift.io"),
    ("Configuration", "serving.knative.dev"),
    ("Deployment", "apps"),
    ("Job", "batch"),
    ("Secret", ""),
    ("Application", "argoproj.io"),
];

/// The system an API group belongs to, by the end of its name, for a kind's label.
const SYSTEMS: &[(&str, &str)] = &[
    ("knative.dev", "Knative"),
    ("cert-manager.io", "cert-manager"),
    ("openshift.io", "OpenShift"),
    ("crossplane.io", "Crossplane"),
    ("upbound.io", "Crossplane"),
    ("azure.com", "Azure"),
    ("fluxcd.io", "Flux"),
    ("argoproj.io", "Argo"),
    ("tekton.dev", "Tekton"),
    ("konveyor.openshift.io", "MTC"),
];

impl ResourceReport {
    /// The kind as a reader should see it: `Service`, but `Knative Service` (or `Service
    /// (example.com)`) when the kind's name is better known as another group's.
    pub fn kind_label(&self) -> std::borrow::Cow<'_, str> {
        let group = self.api_version.rsplit_once('/').map_or("", |(group, _)| group);
        let Some((_, home)) = KINDS_OF_OTHER_GROUPS.iter().find(|(kind, _)| *kind == self.kind) else { return std::borrow::Cow::Borrowed(&self.kind) };
        if group == *home || self.api_version.is_empty() {
            return std::borrow::Cow::Borrowed(&self.kind);
        }
        match SYSTEMS.iter().find(|(suffix, _)| group == *suffix || group.ends_with(&format!(".{suffix}"))) {
            Some((_, system)) => std::borrow::Cow::Owned(format!("{system} {}", self.kind)),
            None => std::borrow::Cow::Owned(format!("{} ({group})", self.kind)),
        }
    }

    /// An event's message as the text and Markdown show it: a long one that the summary
    /// quotes (a ReplicaSet's `Error creating: …`) is referred to, not quoted again.
    pub fn event_message<'a>(&self, event: &'a EventReport) -> std::borrow::Cow<'a, str> {
        let message = event.message.trim();
        let quoted = |text: &str| text.len() >= crate::explain::LONG_MESSAGE && self.summary.contains(text.trim_end_matches('.'));
        if quoted(message) {
            return std::borrow::Cow::Borrowed("the message the summary quotes");
        }
        // The controller's words before the API error (`Error creating: pods "…" is forbidden: …`).
        match message.split_once(": ").filter(|(lead, rest)| lead.len() < 40 && quoted(rest)) {
            Some((lead, _)) => std::borrow::Cow::Owned(format!("{lead}: the message the summary quotes")),
            None => std::borrow::Cow::Borrowed(&event.message),
        }
    }

    /// The deciding reason when it is a word of the paste (a condition's, a container's, an
    /// event's, or quoted in the summary), so a reader can find it there; `None` for a word a
    /// rule chose itself (`KarpenterNotReady`), which the paste never shows.
    pub fn pasted_reason(&self) -> Option<&str> {
        let reason = self.reason.as_deref().filter(|reason| !reason.is_empty())?;
        let pasted = self.conditions.iter().any(|c| c.reason == reason)
            || self.containers.iter().any(|c| c.reason == reason || c.last_termination.as_ref().is_some_and(|t| t.reason == reason))
            || self.events.iter().any(|e| e.reason == reason)
            || self.summary.contains(reason);
        pasted.then_some(reason)
    }

    /// The resource named with what its failure comes down to: its own root-cause chain when
    /// it has one (`Kustomization apps → GitRepository repo (ArtifactFailed)`), else its kind,
    /// name and the reason the paste shows (`FlexibleServer orders-db (WaitingForOwner)`).
    pub fn named_with_cause(&self) -> String {
        let named = crate::model::resource::kind_and_name(&self.kind_label(), &self.name);
        match (&self.root_cause, self.reason.as_deref()) {
            // The chain's last link says what is wrong when it has a note; else its reason does.
            (Some(cause), _) if cause.chain.len() > 1 => match (cause.chain.last().and_then(|link| link.note.as_ref()), cause.reason.as_deref()) {
                (None, Some(reason)) if !reason.is_empty() => format!("{} ({reason})", cause.text),
                _ => cause.text.clone(),
            },
            _ => match self.pasted_reason() {
                Some(reason) => format!("{named} ({reason})"),
                None => named,
            },
        }
    }
}

impl Report {
    /// Whether the paste held secret values (a Secret's data, credential-like env vars) that the
    /// report leaves out: the paste itself, a share link say, would still carry them.
    pub fn withholds_secrets(&self) -> bool {
        self.diagnostics.iter().any(|d| d.severity == crate::read::Severity::Warning && d.message.starts_with(crate::read::WITHHELD))
    }

    /// Builds the report and its totals.
    pub fn new(resources: Vec<ResourceReport>, root_cause: Option<RootCause>, diagnostics: Vec<Diagnostic>) -> Report {
        let mut totals = Totals { resources: resources.len(), ..Totals::default() };
        for resource in &resources {
            if resource.kind == "StackEvent" && resource.api_version.starts_with(crate::rules::heat::GROUP) {
                totals.events += 1;
            }
            match resource.verdict {
                Verdict::Failed => totals.failed += 1,
                Verdict::Degraded => totals.degraded += 1,
                Verdict::InProgress => totals.in_progress += 1,
                Verdict::Ready | Verdict::Succeeded => totals.healthy += 1,
                Verdict::Suspended | Verdict::Terminating | Verdict::Unknown => totals.other += 1,
            }
        }
        let knowledge_version = crate::explain::catalog::KNOWLEDGE_VERSION.to_owned();
        Report { totals, root_cause, resources, diagnostics, knowledge_version, ages_as_of: None }
    }

    /// The namespace to name beside the bundle's root cause: the deepest namespace its chain
    /// goes through, when the paste holds objects of more than one namespace (a `web` in
    /// `shop` and another in `apps`); `None` when there is only one to be in.
    pub fn root_cause_namespace(&self) -> Option<&str> {
        let cause = self.root_cause.as_ref().filter(|_| self.spans_namespaces())?;
        cause.chain.iter().rev().find_map(|link| link.namespace.as_deref()).filter(|ns| !ns.is_empty())
    }

    /// Whether the paste holds objects of more than one namespace.
    fn spans_namespaces(&self) -> bool {
        let mut namespaces = self.resources.iter().filter_map(|r| r.namespace.as_deref()).filter(|ns| !ns.is_empty());
        namespaces.next().is_some_and(|first| namespaces.any(|ns| ns != first))
    }

    /// The failures the root cause does not account for, in one sentence ([`also_failing`]),
    /// each with its namespace when the paste holds more than one.
    pub fn also_failing_words(&self) -> Option<String> {
        also_failing(&self.other_problems(), self.spans_namespaces())
    }

    /// What to do about the paste's root cause, as the resource it is in says it: its failing
    /// container's next step when the chain ends in a container (a crash loop's "Raise the
    /// memory limit … kubectl set resources …"), else its first failing condition's, else the
    /// warning event its report acts on (a lost claim's ClaimLost); `None`
    /// when that only points elsewhere or its summary says it already. The text and Markdown
    /// reports put it under the root cause, so a ticket opens with the answer.
    pub fn what_to_do_at_root(&self) -> Option<&str> {
        let cause = self.root_cause.as_ref()?;
        let container = cause.chain.last().filter(|last| last.is_container());
        let resource = self.resources.get(self.root_cause_resource()?)?;
        let next = match container {
            Some(container) => resource.containers.iter().find(|c| c.failing && c.name == container.name).map(|c| c.explanation.next.as_ref()),
            None => resource.conditions.iter().find(|c| c.failing && same_as(resource, c).is_none()).map(|c| c.explanation.next.as_ref()),
        }
        // No failing condition or container: the warning event its report acts on.
        .or_else(|| event_to_act_on(resource).and_then(|at| resource.events.get(at)).map(|event| event.explanation.next.as_ref()))?;
        let points_elsewhere = ["This resource's summary", "What to do is said at", "The cause is at", "Nothing to do", "Waiting will not help"].iter().any(|start| next.starts_with(start));
        let head = next.get(..next.len().min(40)).unwrap_or(next);
        (!next.trim().is_empty() && !points_elsewhere && !cause.summary.contains(head)).then_some(next)
    }

    /// The resource that step `at` of the root-cause chain of resource `of` names. Kind, name
    /// and namespace may fit several (Knative's Certificate and cert-manager's, both named after
    /// the route): then the one whose own chain goes on as this one does below that step.
    pub fn chain_step(&self, of: usize, at: usize) -> Option<usize> {
        chain_step_in(&self.resources, of, at)
    }

    /// Step `at` of the root-cause chain of resource `of` as the cards name it: `Knative
    /// Service hello`, not `Service hello`, when the resource it names is pasted
    /// ([`ResourceReport::kind_label`]); a container or a resource not pasted as its link says.
    pub fn link_label(&self, of: usize, at: usize) -> String {
        let Some(link) = self.resources.get(of).and_then(|r| r.root_cause.as_ref()).and_then(|cause| cause.chain.get(at)) else { return String::new() };
        let step = if at == 0 { Some(of) } else { self.chain_step(of, at) };
        match step.and_then(|step| self.resources.get(step)).filter(|_| !link.is_container()) {
            Some(resource) => crate::model::resource::kind_and_name(&resource.kind_label(), &link.name),
            None => link.label(),
        }
    }

    /// The resource the whole paste's root cause is in (the deepest resource of its chain, not
    /// a container), if the paste has one and it is pasted.
    pub fn root_cause_resource(&self) -> Option<usize> {
        let cause = self.root_cause.as_ref()?;
        let top = self.resources.iter().position(|r| r.root_cause.as_ref() == Some(cause))?;
        let at = cause.chain.iter().rposition(|link| !link.is_container())?;
        self.chain_step(top, at)
    }

    /// Failed or degraded resources whose owner is not in the paste and that the paste's root
    /// cause does not account for: failures of their own, named next to it ("Also a problem of
    /// its own: Bucket logs (ReconcileError)").
    pub fn other_problems(&self) -> Vec<&ResourceReport> {
        let Some(cause) = &self.root_cause else { return Vec::new() };
        // The same resource: kind, name and namespace (an unknown namespace matches any). A
        // container is known by its pod, which comes before it in a chain: `container app`
        // of another pod is another container.
        let same = |link: &Link, kind: &str, name: &str, namespace: Option<&str>| {
            link.kind == kind && link.name == name && (link.namespace.is_none() || namespace.is_none() || link.namespace.as_deref() == namespace)
        };
        let in_cause = |link: &Link| !link.is_container() && cause.chain.iter().any(|other| same(other, &link.kind, &link.name, link.namespace.as_deref()));
        let is_in_cause = |r: &ResourceReport| cause.chain.iter().any(|link| same(link, &r.kind, &r.name, r.namespace.as_deref()));
        let pasted: crate::model::quick_hash::QuickSet<(Option<&str>, &str, &str)> =
            self.resources.iter().map(|r| (r.namespace.as_deref(), r.kind.as_str(), r.name.as_str())).collect();
        let owned_here = |r: &ResourceReport| {
            r.related.iter().any(|related| related.relation == "owner" && pasted.contains(&(r.namespace.as_deref(), related.kind.as_str(), related.name.as_str())))
        };
        let own: Vec<&ResourceReport> = self
            .resources
            .iter()
            .filter(|r| {
                r.verdict.is_problem()
                    && !owned_here(r)
                    && !is_in_cause(r)
                    && !r.root_cause.as_ref().is_some_and(|own| own.chain.iter().any(in_cause))
            })
            .collect();
        // A problem further down another one's chain (a Service's empty Endpoints) is part of
        // that one, unless their chains name each other.
        let in_chain_of = |r: &ResourceReport, other: &ResourceReport| {
            other.root_cause.as_ref().is_some_and(|cause| cause.chain.iter().skip(1).any(|link| same(link, &r.kind, &r.name, r.namespace.as_deref())))
        };
        // Which of them name a resource further down their chain, by its kind and name: each
        // is then checked against only those (not every other problem).
        let mut named_below: crate::model::quick_hash::QuickMap<(&str, &str), Vec<usize>> = crate::model::quick_hash::QuickMap::default();
        for (at, other) in own.iter().enumerate() {
            for link in other.root_cause.iter().flat_map(|cause| cause.chain.iter().skip(1)) {
                let holders = named_below.entry((link.kind.as_str(), link.name.as_str())).or_default();
                if holders.last() != Some(&at) {
                    holders.push(at);
                }
            }
        }
        own.iter()
            .enumerate()
            .filter(|(at, r)| {
                let holders = named_below.get(&(r.kind.as_str(), r.name.as_str())).map(Vec::as_slice).unwrap_or(&[]);
                !holders.iter().filter(|holder| *holder != at).filter_map(|&holder| own.get(holder)).any(|other| in_chain_of(r, other) && !in_chain_of(other, r))
            })
            .map(|(_, r)| *r)
            .collect()
    }

    /// `Part of the paste could not be read (line 20): this answer leaves it out.` when an
    /// input problem kept something from being explained (an error, not a warning); `None`
    /// when everything pasted was read.
    pub fn unread_words(&self) -> Option<String> {
        unread_words(&self.diagnostics)
    }

    /// `2025-03-04 10:30 UTC`: when the ages were counted to, for people (a shared or copied
    /// answer read later still says "for 14 min" as of then).
    pub fn ages_as_of_words(&self) -> Option<String> {
        minute_words(self.ages_as_of.as_deref()?)
    }

    /// True when some resource is Failed or Degraded.
    pub fn has_problems(&self) -> bool {
        self.resources.iter().any(|resource| resource.verdict.is_problem())
    }

    /// The report as pretty JSON.
    pub fn to_json(&self) -> String {
        json::to_pretty_string(self).unwrap_or_else(|error| format!("{{\"error\": \"{error}\"}}"))
    }
}

/// [`Report::chain_step`] over the reports of a bundle (the roll-up's, before the report is made).
pub(crate) fn chain_step_in(resources: &[ResourceReport], of: usize, at: usize) -> Option<usize> {
    let chain = &resources.get(of)?.root_cause.as_ref()?.chain;
    let step = chain.get(at)?;
    let fits = |r: &ResourceReport| r.kind == step.kind && r.name == step.name && (step.namespace.is_none() || r.namespace == step.namespace);
    let below = |r: &ResourceReport| {
        let own = r.root_cause.as_ref().map_or(&[][..], |cause| cause.chain.get(1..).unwrap_or_default());
        let rest = chain.get(at + 1..).unwrap_or_default();
        own.len() == rest.len() && own.iter().zip(rest).all(|(a, b)| a.kind == b.kind && a.name == b.name)
    };
    let mut candidates = resources.iter().enumerate().filter(|(_, r)| fits(r));
    let first = candidates.next()?;
    Some(std::iter::once(first).chain(candidates).find(|(_, r)| below(r)).unwrap_or(first).0)
}

/// Whether a kind's name is better known as another group's, so a report of it may be labelled
/// with its system ([`ResourceReport::kind_label`]).
pub(crate) fn kind_of_other_groups(kind: &str) -> bool {
    KINDS_OF_OTHER_GROUPS.iter().any(|(known, _)| *known == kind)
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_kind_better_known_in_another_group_is_labelled_with_its_system() {
        let report = crate::explain(
            "apiVersion: v1\nkind: List\nitems:\n- {apiVersion: serving.knative.dev/v1, kind: Service, metadata: {name: hello}}\n- {apiVersion: v1, kind: Service, metadata: {name: web}}\n- {apiVersion: example.com/v1, kind: Certificate, metadata: {name: c}}\n- {apiVersion: networking.internal.knative.dev/v1alpha1, kind: Certificate, metadata: {name: k}}\n",
            None,
        );
        let labels: Vec<String> = report.resources.iter().map(|r| r.kind_label().into_owned()).collect();
        assert_eq!(labels, ["Knative Service", "Service", "Certificate (example.com)", "Knative Certificate"]);
    }

    use super::*;

    /// The page explains large pastes in a worker, which hands the report over as JSON: what
    /// comes back must be the report itself, every field of every example.
    #[test]
    fn a_report_survives_its_json() {
        for text in [
            include_str!("../../www/examples/crashloop-deployment.yaml"),
            include_str!("../../www/examples/heat-stack-failure.json"),
            include_str!("../../www/examples/missing-secret.yaml"),
            "kind: Pod\nmetadata: {name: [broken\n---\nkind: Pod\nmetadata: {name: ok}\n",
        ] {
            let report = crate::explain(text, crate::Timestamp::parse("2025-03-04T10:30:00Z"));
            let back: Report = serde_json::from_str(&serde_json::to_string(&report).unwrap()).unwrap();
            assert_eq!(back, report);
        }
    }
}
