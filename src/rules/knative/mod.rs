//! Rules for Knative Serving (`serving.knative.dev`): Service, Configuration, Revision, Route.
//!
//! Knative conditions follow `knative.dev/pkg/apis`: the happy condition (`Ready`, or
//! `Succeeded` for run-to-completion kinds) copies the status, reason and message of its
//! first unhappy dependent; `Unknown` means still working, `False` is terminal. Severity is
//! the empty string for errors; `Info` and `Warning` conditions never decide readiness
//! (`Active=False NoTraffic` is a Revision scaled to zero).

pub mod certificate;
pub mod configuration;
pub mod pod_autoscaler;
pub mod revision;
pub mod route;
pub mod service;
pub mod trigger;

use crate::explain::knowledge;
use crate::model::{Condition, ConditionStatus, Resource};
use crate::report::Verdict;
use crate::rules::{condition_detail, reason_or, Assessment};

/// The group every rule here registers for.
const GROUP: &str = "serving.knative.dev";

/// Reasons that only say a deadline passed; a dependent with another reason explains more.
const VAGUE_REASONS: &[&str] = &["ProgressDeadlineExceeded", ""];

/// (reason of the happy condition, a dependent's reason that explains it): a Service's
/// `RevisionMissing` (its Route cannot send traffic to the revision) comes from its
/// Configuration's `RevisionFailed`, whose message quotes why the revision failed.
const EXPLAINED_BY: &[(&str, &str)] = &[("RevisionMissing", "RevisionFailed")];

/// Classifies from the happy condition and its dependents; `None` when there is no happy
/// condition (the caller falls back to the default classification).
pub(crate) fn from_happy(resource: &Resource, happy: &str) -> Option<Assessment> {
    let condition = resource.condition(happy)?;
    // Error-severity dependents: everything but the happy condition and advisory ones.
    let dependents: Vec<&Condition> = resource
        .conditions
        .iter()
        .filter(|c| c.type_ != happy && c.severity.is_empty() && !c.is_advisory())
        .collect();
    Some(match condition.status {
        ConditionStatus::True => {
            let verdict = if happy == "Succeeded" { Verdict::Succeeded } else { Verdict::Ready };
            Assessment::plain(verdict, format!("{happy} is True{}.", scaled_to_zero(resource)))
        }
        ConditionStatus::False => {
            let cause = best_cause(condition, &dependents, ConditionStatus::False);
            Assessment::new(Verdict::Failed, format!("{}{}", describe(cause), hint(resource, cause)), reason_or(cause, happy))
        }
        _ => {
            let cause = best_cause(condition, &dependents, ConditionStatus::Unknown);
            let detail = condition_detail(cause);
            Assessment::new(
                Verdict::InProgress,
                format!(
                    "{}{} is {}{detail}. {}",
                    crate::rules::STILL_WORKING,
                    cause.type_,
                    cause.status.as_str(),
                    // A Route has no deadline: it waits for its ingress and certificate as long as it takes.
                    if resource.kind == "Route" {
                        "A Route sets no deadline: it waits until what it names is ready."
                    } else {
                        "Unknown is not a failure yet; Knative decides when the work ends or a deadline passes."
                    }
                ),
                cause.reason.clone(),
            )
        }
    })
}

/// The condition that explains the happy one best: a dependent with the same status whose
/// reason says more than "deadline exceeded", else the happy condition itself.
fn best_cause<'a>(happy: &'a Condition, dependents: &[&'a Condition], status: ConditionStatus) -> &'a Condition {
    let same: Vec<&Condition> = dependents.iter().copied().filter(|c| c.status == status).collect();
    let explaining = EXPLAINED_BY.iter().filter(|(vague, _)| *vague == happy.reason).find_map(|(_, better)| same.iter().copied().find(|c| c.reason == *better));
    if let Some(dependent) = explaining {
        return dependent;
    }
    let specific = same.iter().copied().find(|c| !VAGUE_REASONS.contains(&c.reason.as_str()));
    match specific {
        Some(dependent) if VAGUE_REASONS.contains(&happy.reason.as_str()) || dependent.reason == happy.reason => dependent,
        Some(_) | None => happy,
    }
}

/// One sentence for a failing condition, reading `ExitCode<N>` as an exit code.
fn describe(condition: &Condition) -> String {
    if let Some(code) = exit_code(&condition.reason) {
        let meaning = knowledge::exit_code(code).map(|m| format!(" ({m})")).unwrap_or_default();
        let message = if condition.message.is_empty() { String::new() } else { format!(": “{}”", condition.message) };
        return format!("The container exited with code {code}{meaning}{message}; {} is False.", condition.type_);
    }
    format!("{} is False{}.", condition.type_, condition_detail(condition))
}

/// A short pointer for reasons whose fix is not in the message.
fn hint(resource: &Resource, condition: &Condition) -> String {
    match condition.reason.as_str() {
        // What the registry answered tells a missing tag from missing credentials.
        "ContainerMissing" => match crate::rules::core::image_pull::classify(&condition.message) {
            // Refused credentials on a template that gives none: those of its ServiceAccount.
            Some(error) if error.credentials && resource.kind == "Revision" && resource.get(&["spec", "imagePullSecrets"]).is_none() => format!(
                " The image could not be resolved to a digest: {}. {NO_SECRET_ON_TEMPLATE}{}{}.",
                error.means,
                resource.str(&["spec", "serviceAccountName"]).filter(|name| !name.is_empty()).unwrap_or("default"),
                SERVICE_ACCOUNT_SECRETS
            ),
            Some(error) => format!(" The image could not be resolved to a digest: {}.", error.means),
            None => " The image could not be resolved to a digest: check its name, tag and registry credentials.".to_owned(),
        },
        "ProgressDeadlineExceeded" => " The pods never became ready in time; their own status has the reason.".to_owned(),
        reason if exit_code(reason).is_some() => match (resource.kind.as_str(), resource.name.as_str()) {
            // The Revision's pods carry its name in a label, and Knative names the container.
            // No pod counted (scaled to zero after the deadline): one gone took its logs with
            // it. (One may still be pasted, its status not yet counted: not said to be gone.)
            ("Revision", name) if !name.is_empty() && resource.int(&["status", "actualReplicas"]) == Some(0) => NO_POD_COUNTED.to_owned(),
            ("Revision", name) if !name.is_empty() => format!(
                " Read the container's last output: kubectl logs -l serving.knative.dev/revision={name}{} -c user-container --previous.",
                resource.namespace_flag()
            ),
            _ => " Read the container's last output with kubectl logs --previous on the failing revision's pod.".to_owned(),
        },
        _ => String::new(),
    }
}

/// What a failed Revision with no pod counted says of its pods, until the roll-up finds one
/// of them pasted (`rollup::knative`): then its pod speaks for it.
pub(crate) const NO_POD_COUNTED: &str = " Knative counts none of its pods ready (status.actualReplicas is 0), and none is pasted: a pod that is gone took its logs with it, so the message may be all that is left of them. Fix what it names in the Service's template and apply again (a new Revision).";

/// How a Revision refused by its registry without a pull secret on its template goes on: the
/// ServiceAccount's name follows, then [`SERVICE_ACCOUNT_SECRETS`] (`rollup::knative` says
/// more when that ServiceAccount is pasted).
pub(crate) const NO_SECRET_ON_TEMPLATE: &str = "Its template gives no imagePullSecrets, so Knative resolves the tag with those of ServiceAccount ";

/// See [`NO_SECRET_ON_TEMPLATE`].
pub(crate) const SERVICE_ACCOUNT_SECRETS: &str = " (spec.serviceAccountName), if it has any: give one of them access to the repository";

/// `ExitCode137` → 137.
pub(crate) fn exit_code(reason: &str) -> Option<i64> {
    reason.strip_prefix("ExitCode")?.parse().ok()
}

/// ` It is scaled to zero (Active is False: NoTraffic) …` for an idle Revision, or nothing.
fn scaled_to_zero(resource: &Resource) -> String {
    match resource.condition("Active") {
        Some(active) if active.is_false() && active.reason == "NoTraffic" => {
            "; it is scaled to zero because it receives no traffic (Active is False with NoTraffic, an Info note, not a failure)".to_owned()
        }
        // Scaling from zero: a request came, the activator holds it until a pod is ready.
        Some(active) if active.status == ConditionStatus::Unknown && matches!(active.reason.as_str(), "Queued" | "Activating") => {
            format!("; it is scaling from zero (Active is Unknown with {}): the activator holds the requests that came until a pod is ready, which takes the pod's start-up time, not a failure", active.reason)
        }
        _ => String::new(),
    }
}

/// `status.latestCreatedRevisionName` and `status.latestReadyRevisionName` when they differ:
/// the newest revision is not the one that is ready.
pub(crate) fn revisions_apart(resource: &Resource) -> Option<(&str, &str)> {
    let created = resource.str(&["status", "latestCreatedRevisionName"]).filter(|s| !s.is_empty())?;
    let ready = resource.str(&["status", "latestReadyRevisionName"]).filter(|s| !s.is_empty())?;
    (created != ready).then_some((created, ready))
}

/// The percent of traffic `status.traffic` sends to a revision (0 when it is not listed).
pub(crate) fn traffic_percent(resource: &Resource, revision: &str) -> Option<i64> {
    let targets = resource.get(&["status", "traffic"])?.as_array()?;
    Some(
        targets
            .iter()
            .filter(|t| t.get("revisionName").and_then(|n| n.as_str()) == Some(revision))
            .filter_map(|t| t.get("percent").and_then(|p| p.as_i64()))
            .sum(),
    )
}

/// For a Configuration or Service whose newest revision failed while an older one is ready:
/// Degraded, naming both revisions. `None` when that is not the situation.
pub(crate) fn older_revision_serves(resource: &Resource, failed: &Assessment) -> Option<Assessment> {
    if failed.verdict != Verdict::Failed {
        return None;
    }
    let (created, ready) = revisions_apart(resource)?;
    let serving = match traffic_percent(resource, ready) {
        Some(0) => return None,
        Some(percent) => format!("Revision {ready} still serves {percent}% of the traffic"),
        None => format!("Revision {ready} is the latest ready revision and keeps serving"),
    };
    let why = failed.summary.trim_end().trim_end_matches('.');
    Some(Assessment {
        verdict: Verdict::Degraded,
        summary: format!("The newest revision {created} failed ({why}); {serving}, so users still get the previous version."),
        reason: failed.reason.clone(),
        answers: false,
    })
}

/// For a failed Configuration or Service that has never had a ready revision: says that
/// nothing serves it (no older revision to fall back on). Returned unchanged otherwise.
pub(crate) fn unless_nothing_serves(resource: &Resource, assessment: Assessment) -> Assessment {
    let ever_ready = resource.str(&["status", "latestReadyRevisionName"]).is_some_and(|name| !name.is_empty());
    if assessment.verdict != Verdict::Failed || ever_ready {
        return assessment;
    }
    Assessment { summary: format!("{} No revision has been ready yet, so nothing serves it.", assessment.summary.trim_end()), ..assessment }
}

/// The revision a failing condition says traffic names but does not exist (`Revision
/// "hello-00007" referenced in traffic not found.`).
fn missing_revision(resource: &Resource) -> Option<&str> {
    resource.conditions.iter().filter(|c| c.is_false() && c.reason == "RevisionMissing").find_map(|c| {
        let (_, rest) = c.message.split_once("Revision \"")?;
        let (name, rest) = rest.split_once('"')?;
        (rest.contains("not found") && !name.is_empty()).then_some(name)
    })
}

/// Traffic pinned to a revision that does not exist (deleted, or misnamed): a Knative Service
/// (`ksvc`, not a Kubernetes Service) or its Route. How much of the traffic it names, the
/// revision that exists to move it to (the latest ready one, else one the status still routes
/// to), and the `kn service update … --traffic` that moves it with the pasted names; for a
/// Route, that its traffic is its Service's to change. `None` for anything else.
pub(crate) fn pinned_to_a_missing_revision(resource: &Resource) -> Option<Assessment> {
    let missing = missing_revision(resource)?;
    let targets = |path: &[&str]| match resource.get(path) {
        Some(crate::model::Value::Array(entries)) => entries.to_vec(),
        _ => Vec::new(),
    };
    let text = |entry: &crate::model::Value, key: &str| entry.get(key).and_then(crate::model::Value::as_str).filter(|v| !v.is_empty()).map(str::to_owned);
    let percent: i64 = targets(&["spec", "traffic"]).iter().filter(|t| text(t, "revisionName").as_deref() == Some(missing)).filter_map(|t| t.get("percent").and_then(crate::model::Value::as_i64)).sum();
    let share = if percent > 0 { format!("{percent}% of its traffic") } else { "traffic".to_owned() };
    let existing = resource
        .str(&["status", "latestReadyRevisionName"])
        .filter(|name| !name.is_empty() && *name != missing)
        .map(|name| (name.to_owned(), "its latest ready revision"))
        .or_else(|| targets(&["status", "traffic"]).iter().filter_map(|t| text(t, "revisionName")).find(|name| name != missing).map(|name| (name, "a revision its status routes to")));
    let ns = resource.namespace_flag();
    // The Knative Service whose spec.traffic the Route is made from.
    let service = match resource.kind.as_str() {
        "Service" => Some(resource.name.as_str()),
        _ => resource.owners.iter().find(|owner| owner.kind == "Service" && owner.controller).map(|owner| owner.name.as_str()),
    }
    .filter(|name| !name.is_empty());
    let what = match resource.kind.as_str() {
        "Service" => format!("Knative Service (ksvc) {}", resource.name),
        _ => format!("Knative {} {}", resource.kind, resource.name),
    };
    let fix = match (service, existing) {
        (Some(service), Some((existing, which))) => format!(
            "Move it to a revision that exists: kn service update {service}{ns} --traffic {existing}=100 ({existing} is {which}; --traffic @latest=100 follows each new revision instead), or edit spec.traffic: kubectl edit ksvc {service}{ns}"
        ),
        (Some(service), None) => format!("Point spec.traffic at a revision that exists (kn revision list -s {service}{ns} lists them): kubectl edit ksvc {service}{ns}"),
        (None, _) => format!("Point spec.traffic at a revision that exists (kubectl get revisions{ns} lists them): kubectl edit {}{ns}", crate::explain::kubectl_resource(&resource.kind, &resource.group, &resource.name)),
    };
    let whose = match (resource.kind.as_str(), service) {
        ("Service", _) | (_, None) => String::new(),
        (_, Some(service)) => format!(" Its traffic comes from Knative Service (ksvc) {service}'s spec.traffic: change it there, since a change made to the Route is put back."),
    };
    Some(
        Assessment::new(
            Verdict::Failed,
            format!("{what} sends {share} to revision {missing}, which does not exist: it was deleted, or the name is wrong.{whose} {fix}."),
            "RevisionMissing",
        )
        .answering(),
    )
}
