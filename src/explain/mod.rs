//! Explanation: what each condition and container state means, why it is so here (quoting the
//! pasted values), and what to do next.

pub mod catalog;
pub mod commands;
pub mod knowledge;
pub mod render;

use crate::model::condition::is_abnormal_true;
use crate::model::container::{container_statuses, memory_limit, ContainerState, ContainerStatus, Ended};
use crate::model::timestamp::human_duration;
use crate::model::{Condition, ConditionStatus, Resource, Weight};
use crate::model::event::{is_event, Event};
use crate::report::{ConditionReport, ContainerReport, EventReport, Explanation, Termination, Verdict};
use crate::rules::Context;
use render::{filled, Vars};
use std::borrow::Cow;
use std::cell::LazyCell;
use std::fmt::Write;

/// Whether a condition is part of a problem: a normal-true condition that is False, or an
/// abnormal-true one (Stalled, MemoryPressure, …) that is True. Info/Warning never are.
/// A condition with an MTC `category` is failing when it is True and Critical or Error.
pub fn is_failing(condition: &Condition) -> bool {
    if let Some(weight) = condition.weight() {
        return weight == Weight::Blocks && condition.is_true();
    }
    !condition.is_advisory() && condition.is_abnormal()
}

/// Whether an advisory condition (Info / Warning severity, or a note-only type such as
/// `ScalingLimited`) is in its abnormal state: worth a note, never a failure.
/// A categorised (MTC) one is noted when it is a True `Warn`.
pub fn is_noted(condition: &Condition) -> bool {
    if let Some(weight) = condition.weight() {
        return weight == Weight::Warns && condition.is_true();
    }
    condition.is_advisory() && condition.is_abnormal()
}

/// The value of placeholder `key` for `resource` ([`Vars::of`]): named from the resource where the paste
/// says, else shown for a person to fill (`<container>`); `None` for a placeholder no template
/// may use.
pub(crate) fn resource_var<'r>(resource: &'r Resource, key: &str) -> Option<Cow<'r, str>> {
    let kind = if resource.kind.is_empty() { "object" } else { resource.kind.as_str() };
    let name = if resource.name.is_empty() { "<name>" } else { resource.name.as_str() };
    let or = |value: Option<&'r str>, otherwise: &'static str| Cow::Borrowed(value.filter(|value| !value.is_empty()).unwrap_or(otherwise));
    let owned_or = |value: Option<String>, otherwise: &'static str| value.map_or(Cow::Borrowed(otherwise), Cow::Owned);
    Some(match key {
        "kind" => Cow::Borrowed(kind),
        "name" => Cow::Borrowed(name),
        "ns" => Cow::Owned(resource.namespace_flag()),
        "resource" => Cow::Owned(kubectl_resource(kind, &resource.group, name)),
        "describe" => Cow::Owned(describe_command(resource, kind)),
        "flux_reconcile" => Cow::Owned(crate::rules::flux::reconcile_command(resource)),
        "kind_lower" => Cow::Owned(kind.to_ascii_lowercase()),
        "stack" => owned_or(crate::read::heat::stack_for_commands(resource), "<stack>"),
        "top_stack" => owned_or(crate::read::heat::top_stack_for_commands(resource), "<stack>"),
        "velero_backup" => owned_or(crate::rules::mtc::migration::velero_object(resource, "Backup"), "<name>"),
        "velero_restore" => owned_or(crate::rules::mtc::migration::velero_object(resource, "Restore"), "<name>"),
        "mtc_inspect" => Cow::Owned(crate::rules::mtc::migration::failed_step_command(resource)),
        "stack_resource" => owned_or(crate::rules::heat::resource_for_commands(resource), "<resource>"),
        "revision" => or(resource.str(&["status", "latestCreatedRevisionName"]).filter(|name| !name.trim().is_empty()), "<revision>"),
        "ready_revision_serves" => Cow::Owned(ready_revision_serves(resource)),
        "location" => Cow::Owned(location(resource)),
        "selector" => Cow::Owned(crate::rules::selector_flag(resource)),
        "rerun_job" => Cow::Owned(rerun_job(resource)),
        "argocd_app" => Cow::Owned(crate::rules::argo::application::app_name(resource)),
        "argocd_project" => or(resource.str(&["spec", "project"]), "default"),
        "vault_role" => Cow::Owned(vault_role(resource)),
        "vault_check" => match resource.get(&["spec", "provider", "vault"]) {
            Some(_) => Cow::Owned(format!(" For Vault, a 403 on login means the role refuses the ServiceAccount: {} shows the bound_service_account_names and namespaces it allows.", vault_role(resource))),
            None => Cow::Borrowed(""),
        },
        "failed_pod_logs" => Cow::Owned(crate::rules::batch::job::policy_failure_logs(resource).unwrap_or_else(|| format!("kubectl logs <pod>{} -c <container>", resource.namespace_flag()))),
        "node" => match resource.kind.as_str() {
            "Node" if !resource.name.is_empty() => Cow::Borrowed(resource.name.as_str()),
            _ => or(resource.str(&["spec", "nodeName"]), "<node>"),
        },
        "source_ref" => Cow::Owned(source_ref(resource)),
        "ref" => or(resource.str(&["spec", "ref", "name"]), "<name>"),
        "url" => Cow::Borrowed(resource.str(&["spec", "url"]).filter(|url| !url.is_empty()).unwrap_or("<url>").trim_end_matches('/')),
        "secret_ref" => match resource.str(&["spec", "secretRef", "name"]).filter(|name| !name.is_empty()) {
            Some(name) => Cow::Owned(format!("Secret {name} (its spec.secretRef)")),
            None => Cow::Borrowed("the Secret in spec.secretRef"),
        },
        "pod" => Cow::Owned(crate::rules::pods_for_commands(resource)),
        "workload" => Cow::Owned(crate::rules::workload_for_commands(resource)),
        "certificate" => Cow::Owned(crate::rules::cert_manager::certificate_for_commands(resource)),
        "container" => Cow::Borrowed("<container>"),
        "previous" => Cow::Borrowed(" --previous"),
        "image" => Cow::Borrowed("(see the pod spec)"),
        "limit" => Cow::Borrowed("not set"),
        "raise_limit" => Cow::Borrowed("in the workload that makes the pod (kubectl set resources <workload> -c <container> --limits=memory=<more>)"),
        "crash_advice" => Cow::Owned(crash_advice(resource, "<container>", None)),
        _ => return None,
    })
}

/// ` --previous` for `kubectl logs` when the run to read has ended and a new one replaced it;
/// nothing when the container's current state is that ended run (a failed Job's pod, a
/// container with restartPolicy Never), whose logs `kubectl logs` shows as they are.
fn previous_flag(state: &ContainerState) -> &'static str {
    if matches!(state, ContainerState::Terminated(_)) { "" } else { " --previous" }
}

/// What a Knative Service or Configuration whose newest Revision failed still serves: the
/// Revision ready before it by name (`status.latestReadyRevisionName`), else the general words.
fn ready_revision_serves(resource: &Resource) -> String {
    let created = resource.str(&["status", "latestCreatedRevisionName"]).unwrap_or("");
    match resource.str(&["status", "latestReadyRevisionName"]).map(str::trim).filter(|ready| !ready.is_empty()) {
        Some(ready) if ready != created => format!("Revision {ready}, ready before, keeps serving meanwhile."),
        // Knative sets latestReadyRevisionName once any Revision is ready: none has been.
        None if !created.is_empty() => "no Revision has been ready yet, so nothing serves meanwhile.".to_owned(),
        _ => READY_REVISION_SERVES.to_owned(),
    }
}

/// [`ready_revision_serves`] when the paste does not name the Revision ready before.
const READY_REVISION_SERVES: &str = "a Revision that was ready before (status.latestReadyRevisionName), if there is one, keeps serving meanwhile.";

/// How a failed Job runs again: a Job made by a CronJob is fixed in the CronJob's jobTemplate
/// (its next run uses it) and can be started from it at once; any other is re-created.
pub(crate) fn rerun_job(resource: &Resource) -> String {
    // A Helm hook is made again by Helm at the next install or upgrade of its release.
    if let Some(hook) = resource.str(&["metadata", "annotations", "helm.sh/hook"]).filter(|hook| !hook.is_empty()) {
        let release = resource.str(&["metadata", "annotations", "meta.helm.sh/release-name"]).or_else(|| resource.str(&["metadata", "labels", "app.kubernetes.io/instance"])).filter(|r| !r.is_empty());
        let of_release = release.map(|release| format!(" of release {release}")).unwrap_or_default();
        // Upgrade hooks run at every upgrade; install hooks only when the release is installed.
        let when = if hook.contains("upgrade") {
            format!("at the next helm upgrade{of_release}")
        } else if hook.contains("install") {
            format!("only when {} is installed again (helm uninstall, then helm install), not at an upgrade", release.map(|release| format!("release {release}")).unwrap_or_else(|| "the release".to_owned()))
        } else {
            format!("at the next Helm operation it is a hook of{of_release}")
        };
        // Helm deletes the old hook first unless a policy says otherwise (before-hook-creation is
        // its default).
        let old_one = match resource.str(&["metadata", "annotations", "helm.sh/hook-delete-policy"]).filter(|policy| !policy.is_empty()) {
            Some(policy) if !policy.contains("before-hook-creation") => {
                format!("; delete this one first (kubectl delete job {}{}): its hook-delete-policy ({policy}) does not", resource.name, resource.namespace_flag())
            }
            _ => String::new(),
        };
        return format!("in the chart or what the hook works on: it is a Helm hook (helm.sh/hook: {hook}), which Helm runs again {when}, not by hand{old_one}");
    }
    match resource.owners.iter().find(|owner| owner.kind == "CronJob" && !owner.name.is_empty()) {
        Some(cron_job) => format!(
            "in the CronJob's jobTemplate when it is there (kubectl edit cronjob {cron}{ns}): its next scheduled run uses it; to run it now, kubectl create job --from=cronjob/{cron} {cron}-manual{ns}",
            cron = cron_job.name,
            ns = resource.namespace_flag()
        ),
        None => {
            let from = "then delete and re-create the Job from its manifest (the live object carries a generated selector that a new Job refuses)";
            match crate::rules::batch::job::cron_job_of(&resource.name) {
                Some(cron) => format!("{from}; if CronJob {cron} made it (the number is its scheduled minute), kubectl create job --from=cronjob/{cron} {cron}-manual{ns} runs it now", ns = resource.namespace_flag()),
                None => from.to_owned(),
            }
        }
    }
}

/// `vault read auth/kubernetes/role/cert-manager` for an issuer's (or a secret store's)
/// Kubernetes login to Vault as its spec writes it, placeholders where it does not.
fn vault_role(resource: &Resource) -> String {
    let login = crate::rules::cert_manager::issuer::vault_login(resource);
    let mount = login.as_ref().map_or("kubernetes", |login| login.mount);
    format!("vault read auth/{mount}/role/{}", login.and_then(|login| login.role).unwrap_or("<role>"))
}

/// `source git platform -n flux-system` for a Flux object's `spec.sourceRef` (in its own
/// namespace unless the reference names one), `sources all -A` without one.
fn source_ref(resource: &Resource) -> String {
    let text = |key: &str| resource.str(&["spec", "sourceRef", key]).filter(|value| !value.is_empty());
    match (text("kind"), text("name")) {
        (Some(kind), Some(name)) => {
            let namespace = text("namespace").or(resource.namespace.as_deref()).map(|ns| format!(" -n {ns}")).unwrap_or_default();
            format!("{} {name}{namespace}", crate::rules::flux::reconcile_words(kind))
        }
        _ => "sources all -A".to_owned(),
    }
}

/// The command that shows an object with what its controller says about it: `kubectl describe`,
/// or for OpenStack Heat, which kubectl does not know, `openstack stack show` / `openstack stack
/// resource show`.
fn describe_command(resource: &Resource, kind: &str) -> String {
    let name = if resource.name.is_empty() { "<name>" } else { resource.name.as_str() };
    if resource.api_version == crate::read::heat::API_VERSION {
        let stack = crate::read::heat::stack_for_commands(resource).unwrap_or_else(|| "<stack>".to_owned());
        return match kind {
            "Stack" => format!("openstack stack show {name}"),
            "StackResource" => format!("openstack stack resource show {stack} {name}"),
            _ => format!("openstack stack event list {stack}"),
        };
    }
    format!("kubectl describe {}{}", kubectl_resource(kind, &resource.group, name), resource.namespace_flag())
}

/// The region an object asks for (`spec.location`, as Azure Service Operator and Config
/// Connector write it; Crossplane's `spec.forProvider.region` or `.location`), or `<region>`.
fn location(resource: &Resource) -> String {
    [&["spec", "location"][..], &["spec", "forProvider", "region"], &["spec", "forProvider", "location"]]
        .iter()
        .find_map(|path| resource.get(path).and_then(crate::model::Value::as_str).filter(|text| !text.trim().is_empty()))
        .unwrap_or("<region>")
        .to_owned()
}

/// How kubectl names one object: `deployment/web`; a custom resource with its group,
/// `cluster.postgresql.cnpg.io/main`, since kinds such as Cluster or Backup exist in many groups
/// and `kubectl get cluster/main` would pick one of them.
pub(crate) fn kubectl_resource(kind: &str, group: &str, name: &str) -> String {
    let kind = kind.to_ascii_lowercase();
    let built_in = !group.contains('.') || group.ends_with(".k8s.io");
    if built_in { format!("{kind}/{name}") } else { format!("{kind}.{group}/{name}") }
}

/// How a failing condition's "why" ends on a failed or degraded resource: with its message,
/// nothing more (its ✗ says it is part of the problem).
const PART_OF_THE_PROBLEM: &str = "";

/// How a failing condition's "why" ends on a resource that is not ready for another reason.
const WHY_NOT_READY: &str = "This is why it is not ready.";

/// The end of the "why" of a condition worth knowing on a resource that is fine.
const WORTH_KNOWING: &str = "This is worth knowing, but it is not a failure.";

/// The end of the "why" of a condition worth knowing on a resource that failed: it follows.
const NOTE_THAT_FOLLOWS: &str = "On a resource that has failed, this is a note beside what the summary names, not its cause.";

/// The end of the "why" of a condition in its abnormal state on a resource that is healthy.
const HEALTHY_ALL_THE_SAME: &str = "The resource is healthy all the same, so here this is not a failure.";

/// The end of the "why" of a condition in its abnormal state on a Heat object whose verdict is
/// Unknown: its summary says why it is not a failure of its own (an event repeating another's).
const NOT_ITS_OWN: &str = "The summary says why this is not a failure of its own here.";

/// How an undecided condition's "why" ends when nothing says more.
const NOT_DECIDED_YET: &str = "The controller has not decided yet.";

/// How it ends on a resource that failed or was skipped for what its summary says.
const SETTLES_AFTER: &str = "It stays undecided because of what the resource's summary says; it is not a cause of its own.";

/// How it ends on a resource still in progress.
const STILL_WAITS_FOR: &str = "This is what it still waits for.";

/// For a resource the roll-up found skipped (a Heat resource never created under a stack that
/// stopped) or failed: its undecided conditions will not settle by waiting, but follow the
/// summary.
pub fn restate_as_skipped(conditions: &mut [ConditionReport]) {
    for explanation in conditions.iter_mut().filter(|condition| condition.status == "Unknown").map(|condition| &mut condition.explanation) {
        if let Some(start) = explanation.why.strip_suffix(NOT_DECIDED_YET) {
            explanation.why = format!("{start}{SETTLES_AFTER}");
        }
        if explanation.next.starts_with("Wait") {
            explanation.next = Cow::Borrowed("Nothing to do for this condition: deal with what the summary names, and it settles after.");
        }
    }
}

/// The next step of a resource's condition of one type, noted or failing, where the roll-up
/// knows better than the knowledge base's words for every case (which case this is).
pub fn restate_next(conditions: &mut [ConditionReport], type_: &str, next: String) {
    for condition in conditions.iter_mut().filter(|condition| condition.type_ == type_ && (condition.note || condition.failing)) {
        condition.explanation.next = Cow::Owned(next.clone());
    }
}

/// For a resource the roll-up found to be a problem through one of its own conditions (a
/// disruption budget that allows no eviction while a drain waits on it), which was explained
/// as a note: that condition is the problem now, with `next` as what to do.
pub fn restate_as_the_cause(conditions: &mut [ConditionReport], type_: &str, next: String) {
    for condition in conditions.iter_mut().filter(|condition| condition.type_ == type_ && condition.note) {
        condition.note = false;
        condition.failing = true;
        let why = &mut condition.explanation.why;
        if let Some(start) = why.strip_suffix(WORTH_KNOWING).or_else(|| why.strip_suffix(HEALTHY_ALL_THE_SAME)) {
            *why = start.trim_end().to_owned();
        }
        condition.explanation.next = Cow::Owned(next.clone());
    }
}

/// For a resource the roll-up found failed after its conditions were explained (it waits for
/// something that has failed, or past its owner's deadline): what they said of waiting is said
/// as the failure, and a "Wait" gives way to `instead_of_waiting`.
pub fn restate_as_failed(conditions: &mut [ConditionReport], instead_of_waiting: &str) {
    // Its undecided conditions will not settle by waiting either.
    restate_as_skipped(conditions);
    for explanation in conditions.iter_mut().filter(|condition| condition.failing).map(|condition| &mut condition.explanation) {
        if let Some(start) = explanation.why.strip_suffix(STILL_WAITS_FOR) {
            explanation.why = format!("{start}{PART_OF_THE_PROBLEM}").trim_end().to_owned();
        }
        if explanation.next.starts_with("Wait") {
            explanation.next = Cow::Owned(instead_of_waiting.to_owned());
        }
    }
    // Notes said to be "not a failure" on what was in progress: on a failed resource they
    // are notes beside the failure (as when the rule itself decided Failed).
    for explanation in conditions.iter_mut().filter(|condition| condition.note).map(|condition| &mut condition.explanation) {
        if let Some(start) = explanation.why.strip_suffix(WORTH_KNOWING) {
            explanation.why = format!("{start}{NOTE_THAT_FOLLOWS}");
            if explanation.next == "Nothing to do unless this is not what you intended." {
                explanation.next = Cow::Borrowed("Nothing to do for this condition: the summary says what has failed.");
            }
        }
    }
}

/// A pod's "containers not ready" (Ready, ContainersReady) when a container that is not
/// running is explained with its state (crash loop, image pull, missing Secret): it follows
/// from that container, so it is not a second problem and gets no readiness-probe advice of
/// its own. With every failing container running (a readiness probe failing) it stays as it is.
pub fn follow_from_containers(conditions: &mut [ConditionReport], containers: &[crate::report::ContainerReport]) {
    // Every failing container not running: a running one failing its probe is a problem of its own.
    if containers.iter().any(|c| c.failing && c.state == "running") {
        return;
    }
    let Some(container) = containers.iter().find(|c| c.failing && c.state != "running") else { return };
    let state = if container.reason.is_empty() { container.state.clone() } else { container.reason.clone() };
    // (Init containers not done: that init container is why, when it is the one failing.)
    let follows = |reason: &str| reason == "ContainersNotReady" || (reason == "ContainersNotInitialized" && container.init);
    for condition in conditions.iter_mut().filter(|c| c.failing && follows(&c.reason)) {
        condition.failing = false;
        let why = condition.explanation.why.trim_end();
        condition.explanation.why = format!("{why} It follows from {} {} ({state}), explained with its state.", container.kind_word(), container.name);
        condition.explanation.next = Cow::Owned(format!("Nothing separate to do: once {} {} runs, this follows.", container.kind_word(), container.name));
    }
}

/// For a resource the roll-up found still waiting after its rule called it failed (a pod whose
/// Secret is still being made): its failing conditions are what it waits for.
pub fn restate_as_waiting(conditions: &mut [ConditionReport]) {
    for explanation in conditions.iter_mut().filter(|condition| condition.failing).map(|condition| &mut condition.explanation) {
        if !explanation.why.ends_with(STILL_WAITS_FOR) && !explanation.why.ends_with(WHY_NOT_READY) {
            explanation.why = format!("{} {STILL_WAITS_FOR}", explanation.why.trim_end());
        }
    }
}

/// Explains every condition of a resource, in the order pasted.
///
/// `verdict` is the resource's: when it is Ready or Succeeded, a condition in its abnormal
/// state (Camel K's `CronJobAvailable=False` on an Integration run by a Knative Service) is not
/// part of a problem there is none of, and is explained as worth knowing; otherwise what such
/// a condition is said to be follows the verdict (part of the problem, what it still waits
/// for, why it is not ready). `reason` is the one that decided the verdict: an Unknown or
/// False condition with that reason on a failed resource (a Node's `Ready=Unknown,
/// NodeStatusUnknown`; an ASO `Ready=False` of severity Warning blocked for hours) is the
/// failure, not a controller that has not decided yet or an advisory note.
/// An advisory condition (one that is otherwise only noted) whose reason is the deciding one or
/// is named in `summary` (ASO's `ScopeLocked` holding a deletion; an autoscaler held at its
/// maximum, `TooManyReplicas`) is the problem the summary is about, not a note beside it.
pub fn conditions(resource: &Resource, context: &Context, assessment: &crate::rules::Assessment) -> Vec<ConditionReport> {
    // (Each placeholder is read from the resource only when a template names it.)
    let vars = Vars::of(resource);
    resource.conditions.iter().map(|condition| explain_condition(resource, condition, context, &vars, assessment)).collect()
}

/// The next step of a failing condition whose message the summary reads and answers
/// ([`advised_in`], [`crate::rules::Assessment::answers`]): none, the summary above it says
/// what to do (a line that only pointed there said nothing). The renderers leave out an empty
/// next step; the roll-up may point it where the advice went ([`crate::rollup`]).
pub(crate) const SAID_IN_THE_SUMMARY: &str = "";

/// Whether the summary quotes `condition`'s message and goes on past it with what to do here,
/// a command included ([`crate::rules::READ_BY_THE_RULE`]): a summary that only quotes it
/// leaves the condition's general advice to say what to try.
fn advised_in(summary: &str, condition: &Condition) -> bool {
    if !crate::rules::READ_BY_THE_RULE.contains(&(condition.type_.as_str(), condition.reason.as_str())) {
        return false;
    }
    // Its last words as quoted (a summary may quote it without its first words or full stop).
    let message = condition.message.trim().trim_end_matches('.');
    let tail = message.get(message.len().saturating_sub(40)..).unwrap_or(message);
    match summary.find(tail).filter(|_| tail.len() >= 20) {
        // (With something to do: a general "change its requests, the nodes, or its
        // constraints" after the quote answers nothing, nor does a command that only shows
        // more, `kubectl describe` or `kubectl get`.)
        Some(at) => summary.get(at + tail.len()..).is_some_and(says_what_to_do),
        None => false,
    }
}

/// Whether a summary's words after a quoted message say what to do: a command that changes
/// something, or a verb that does (`lower its requests`, `create the class`).
fn says_what_to_do(after: &str) -> bool {
    const LOOKS_ONLY: &[&str] = &["get", "describe", "logs", "auth", "top", "explain"];
    const DOES: &[&str] = &["lower ", "raise ", "add ", "create ", "delete ", "remove ", "grant ", "uncordon", "tolerat", "set ", "free "];
    let command = after.match_indices("kubectl ").any(|(at, word)| {
        let verb = after.get(at + word.len()..).and_then(|rest| rest.split_whitespace().next()).unwrap_or("");
        !verb.is_empty() && !LOOKS_ONLY.contains(&verb)
    });
    command || DOES.iter().any(|verb| after.contains(verb))
}

/// Whether `summary` names `reason` as a word of its own (not inside a longer one).
fn names_word(summary: &str, reason: &str) -> bool {
    let word = |c: char| c.is_ascii_alphanumeric() || c == '_';
    !reason.is_empty()
        && summary.match_indices(reason).any(|(at, _)| {
            !summary.get(..at).and_then(|before| before.chars().next_back()).is_some_and(word)
                && !summary.get(at + reason.len()..).and_then(|after| after.chars().next()).is_some_and(word)
        })
}

fn explain_condition(
    resource: &Resource,
    condition: &Condition,
    context: &Context,
    vars: &Vars,
    assessment: &crate::rules::Assessment,
) -> ConditionReport {
    let (verdict, reason, summary) = (assessment.verdict, assessment.reason.as_deref(), assessment.summary.as_str());
    // The condition whose reason the verdict gives: a problem's cause, or the False condition
    // (an advisory one, say: ASO's Warning) that a resource in progress waits on. An advisory
    // one the summary names is the problem too.
    let advisory_cause = || verdict.is_problem() && is_noted(condition) && names_word(summary, &condition.reason);
    let decided_it = (match condition.status {
        ConditionStatus::Unknown => verdict.is_problem(),
        ConditionStatus::False => verdict.is_problem() || verdict == Verdict::InProgress,
        ConditionStatus::True => verdict.is_problem() && is_noted(condition),
        ConditionStatus::Other(_) => false,
    } && reason.is_some_and(|reason| !reason.is_empty() && reason == condition.reason))
        || advisory_cause();
    let abnormal_here = is_failing(condition) || decided_it;
    // Healthy, finished, or paused on purpose: what is not in its good state is not a failure.
    // An Unknown verdict (a Heat event that only repeats or was cancelled by another's
    // failure) is no failure either: its summary says what counts instead.
    // Being deleted, a pod is not Ready because it goes: that is no reason it stays.
    // (Unless it says its node stopped reporting: then no kubelet confirms the stop.)
    let effect_of_deletion = verdict == Verdict::Terminating
        && resource.kind == "Pod"
        && crate::rules::EFFECTS_OF_DELETION.contains(&condition.type_.as_str())
        && condition.reason != "NodeNotReady";
    // A pod that has ended has its sandbox taken down: that follows from the end.
    let effect_of_ending = condition.type_ == "PodReadyToStartContainers" && resource.kind == "Pod" && matches!(resource.str(&["status", "phase"]), Some("Failed" | "Succeeded"));
    // A pod that ran to completion is not ready any more because it finished: every finished
    // pod of a Job says so, which is no note worth reading (a namespace has dozens).
    let finished_not_ready = condition.reason == "PodCompleted" && resource.kind == "Pod" && resource.str(&["status", "phase"]) == Some("Succeeded") && matches!(condition.type_.as_str(), "Ready" | "ContainersReady");
    let effect_of_ending = effect_of_ending || finished_not_ready;
    let effect_of_deletion = effect_of_deletion || effect_of_ending;
    // (Heat's Unknown events only: other Unknown verdicts keep a failing condition failing.)
    let not_its_own = abnormal_here && verdict == Verdict::Unknown && resource.group == crate::rules::heat::GROUP;
    let failing = abnormal_here && !effect_of_deletion && !not_its_own && !matches!(verdict, Verdict::Ready | Verdict::Succeeded | Verdict::Suspended);
    let entry = reason_entry(resource, condition);
    let type_entry = knowledge::condition_type_in(&condition.type_, &resource.group);
    let source = match (entry, type_entry) {
        (Some(entry), _) => catalog::source_of(entry),
        (None, Some(type_entry)) => catalog::source_of_type(type_entry),
        (None, None) => catalog::GENERIC,
    };
    let what = match (entry, type_entry) {
        (Some(entry), _) => Cow::Borrowed(entry.what),
        (None, Some(type_entry)) => Cow::Borrowed(type_entry.what),
        (None, None) => Cow::Owned(generic_meaning(resource, condition)),
    };
    // Who refused the pods, when the message says (not every kind of refusal there is).
    let refused_pods = condition.type_ == "ReplicaFailure" && condition.reason == "FailedCreate";
    let what = match refused_pods.then(|| crate::rules::core::admission::refuser(&condition.message)).flatten() {
        Some(refuser) => Cow::Owned(format!("The controller could not create pods: {refuser}. The cause is not in any pod, because none was created.")),
        None => what,
    };
    let age = match (context.now, condition.since) {
        (Some(now), Some(since)) => Some(human_duration(since.seconds_until(now))),
        _ => None,
    };
    let status = display_status(&condition.status);
    let mut why = String::with_capacity(condition.type_.len() + status.len() + condition.reason.len() + condition.message.len() + 80);
    why.push_str(&condition.type_);
    why.push_str(" is ");
    why.push_str(status);
    if !condition.category.is_empty() {
        why.push_str(" (category ");
        why.push_str(&condition.category);
        why.push(')');
    }
    if !condition.reason.is_empty() {
        why.push_str(" with reason ");
        why.push_str(&condition.reason);
    }
    // Heat gives a stack that was never updated no time for its state but its creation: that
    // time is said as what it is, not as how long the state has lasted.
    let only_created = resource.group == crate::rules::heat::GROUP && resource.kind == "Stack" && condition.since.is_some() && condition.since == resource.created() && resource.str(&["updated_time"]).is_none();
    if let Some(age) = &age {
        if only_created {
            why.push_str(" (the stack was created ");
            why.push_str(age);
            why.push_str(" ago; Heat gives no time for this state)");
        } else {
            why.push_str(", for ");
            why.push_str(age);
        }
    }
    // A long message the summary quotes whole is read there (a PodSecurity refusal is ~600
    // characters): said once.
    let message = condition.message.trim();
    let ended = if message.len() >= LONG_MESSAGE && assessment.summary.contains(message.trim_end_matches('.')) {
        why.push_str(": the message the summary quotes");
        false
    } else {
        push_quoted(&mut why, &condition.message)
    };
    why.push_str(if ended { " " } else { ". " });
    let noted = is_noted(condition) || abnormal_here;
    // An undecided condition of a resource that has failed (or was skipped, as Heat's
    // collateral) will not settle by waiting: it follows what the summary names.
    let settles_after = condition.status == ConditionStatus::Unknown && (verdict.is_problem() || verdict == Verdict::Unknown);
    // A note on a resource that is fine: in its abnormal state, or worth knowing.
    // What only follows from an end or a deletion is not worth a note either.
    let note = !failing && verdict != Verdict::Suspended && !effect_of_deletion && (abnormal_here || noted);
    why.push_str(if failing {
        match verdict {
            Verdict::Failed | Verdict::Degraded => PART_OF_THE_PROBLEM,
            Verdict::InProgress => STILL_WAITS_FOR,
            _ => WHY_NOT_READY,
        }
    } else if not_its_own {
        NOT_ITS_OWN
    } else if abnormal_here && finished_not_ready {
        "The pod ran to completion: this follows from that, it is not a cause."
    } else if abnormal_here && effect_of_ending {
        "The pod has ended, so its sandbox is taken down: this follows from that, it is not a cause."
    } else if abnormal_here && effect_of_deletion {
        "It is being deleted: this follows from that, and is not what keeps it."
    } else if abnormal_here && verdict == Verdict::Suspended {
        "It is suspended or paused on purpose (see the summary), so this is expected here, not a failure."
    } else if abnormal_here {
        HEALTHY_ALL_THE_SAME
    } else if noted && verdict.is_problem() {
        // (Knative's NoTraffic on a Revision that never became ready: no traffic because of it.)
        NOTE_THAT_FOLLOWS
    } else if noted {
        WORTH_KNOWING
    } else if settles_after {
        SETTLES_AFTER
    } else if condition.status == ConditionStatus::Unknown {
        NOT_DECIDED_YET
    } else {
        "This is as it should be."
    });
    let next = if failing {
        match entry {
            // "Wait" does not help a resource that has failed while another of its conditions
            // says why: that one comes first. Unless what decided the verdict is itself only
            // waited out (an ACME rate limit until a given time): then waiting is the advice.
            Some(entry) if entry.next.starts_with("Wait") && verdict.is_problem() && !decided_by_waiting(resource, reason) => match blocking_condition(resource, condition) {
                Some(other) => Cow::Owned(format!(
                    "Waiting will not help while {} is {}{}: do what {} says first.",
                    other.type_,
                    display_status(&other.status),
                    if other.reason.is_empty() { String::new() } else { format!(" ({})", other.reason) },
                    // (Where that one points at the summary, straight there.)
                    if assessment.answers || advised_in(summary, other) { "the summary" } else { "that condition's explanation" }
                )),
                None => Cow::Owned(not_waiting(&filled(entry.next, vars), vars)),
            },
            Some(_) if assessment.answers || advised_in(summary, condition) => Cow::Borrowed(SAID_IN_THE_SUMMARY),
            Some(entry) => filled(entry.next, vars),
            // (No message of its own to read: the summary's advice is the case's.)
            None if assessment.answers => Cow::Borrowed(SAID_IN_THE_SUMMARY),
            // A pod's sandbox not set up yet: the kubelet's sandbox events, quoted by the
            // summary when there are some, say why.
            None if resource.kind == "Pod" && condition.type_ == "PodReadyToStartContainers" => {
                if crate::rules::core::pod::START_EVENTS.iter().any(|event| names_word(summary, event)) {
                    Cow::Borrowed("Nothing separate to do: the kubelet sets up the sandbox once the pod's volumes are mounted and its network can be made, and the summary says what holds that up.")
                } else {
                    filled("The kubelet sets up the pod's sandbox and network within seconds; if it lasts, {describe} shows its FailedCreatePodSandBox events (the node's network plugin is the usual cause).", vars)
                }
            }
            None => filled("Read the controller's events and messages: {describe}.", vars),
        }
    } else if abnormal_here && effect_of_ending {
        Cow::Borrowed("Nothing to do for this condition.")
    } else if abnormal_here && effect_of_deletion {
        Cow::Borrowed("Nothing to do for this condition; the summary says what the deletion waits for.")
    } else if noted {
        match entry {
            Some(entry) => filled(entry.next, vars),
            // On a resource that failed, it follows from what the summary names.
            None if verdict.is_problem() => Cow::Borrowed("Nothing to do for this condition: the summary says what has failed."),
            None => Cow::Borrowed("Nothing to do unless this is not what you intended."),
        }

    } else if settles_after {
        match entry {
            Some(entry) if !entry.next.starts_with("Wait") => filled(entry.next, vars),
            _ => Cow::Borrowed("Nothing to do for this condition: deal with what the summary names, and it settles after."),
        }
    } else if condition.status == ConditionStatus::Unknown {
        filled("Wait a little; if it stays Unknown, {describe} shows what the controller is doing.", vars)
    } else {
        Cow::Borrowed("Nothing to do.")
    };
    // The status describes a spec older than the pasted one: what it says may be fixed already.
    let (why, next) = if failing && reason == Some(crate::rules::STALE_STATUS_REASON) {
        let generation = |value: Option<i64>| value.map(|g| format!(" {g}")).unwrap_or_default();
        (
            format!(
                "{} It describes generation{} of the spec, before your latest change (generation{}): it may no longer hold.",
                why.trim_end().trim_end_matches(STILL_WAITS_FOR).trim_end(),
                generation(condition.observed_generation.or(resource.observed_generation)),
                generation(resource.generation)
            ),
            Cow::Owned(format!("Wait for the controller to act on your change. If the same comes back: {}", lower_first(&next))),
        )
    } else {
        // A failing condition's why on a failed resource ends with its message.
        let end = why.trim_end().len();
        why.truncate(end);
        (why, next)
    };
    let next = match revision_missing(resource, condition).filter(|_| next.starts_with(REVISION_MISSING_NEXT)) {
        Some(case) => Cow::Owned(case),
        None => match next.strip_prefix(RECONCILE_ERROR_NEXT).and_then(|rest| rest.split_once(". ")) {
            // Crossplane's ReconcileError: only the case of the step its message names.
            Some((_, describe)) => {
                let message = condition.message.trim_start();
                let case = if message.starts_with("connect failed") {
                    "Check the ProviderConfig it uses (spec.providerConfigRef) and the credentials that one reads."
                } else if ["create failed", "update failed", "observe failed", "delete failed"].iter().any(|step| message.starts_with(step)) {
                    "Fix the field or permission the cloud API refused, as the message says."
                } else {
                    "Fix what the message names: its last words are the cause."
                };
                Cow::Owned(format!("{case} {describe}"))
            }
            None => next,
        },
    };
    ConditionReport {
        type_: condition.type_.clone(),
        status: condition.status.as_str().to_owned(),
        reason: condition.reason.clone(),
        message: condition.message.clone(),
        age,
        failing,
        note,
        explanation: Explanation { what, why, next, source: Cow::Borrowed(source), also: Vec::new() },
    }
}

/// How Crossplane's ReconcileError advice starts (`knowledge::crossplane`): its cases.
const RECONCILE_ERROR_NEXT: &str = "Fix what the message names: for \"connect failed\", ";

/// How Knative's RevisionMissing advice starts (`knowledge::knative`): both of its cases.
const REVISION_MISSING_NEXT: &str = "Read what the message names.";

/// Knative's RevisionMissing advice for the case its message names: a Configuration with no
/// ready Revision (its ConfigurationsReady, when failing, says why) or a Revision that is gone.
fn revision_missing(resource: &Resource, condition: &Condition) -> Option<String> {
    if condition.reason != "RevisionMissing" || !resource.group.ends_with("knative.dev") {
        return None;
    }
    let ns = resource.namespace_flag();
    if condition.message.contains("does not have any ready Revision") {
        let configurations = resource.conditions.iter().find(|c| c.type_ == "ConfigurationsReady" && c.is_abnormal());
        return Some(match configurations {
            Some(failed) => format!("It follows from ConfigurationsReady ({}): the newest Revision failed and none was ready before; do what that condition says.", failed.reason),
            None => format!("The Configuration has no ready Revision: its newest one failed or is still starting, and that Revision's conditions say why (kubectl get revisions{ns})."),
        });
    }
    condition.message.contains("not found").then(|| "A Revision the traffic names does not exist (deleted): point spec.traffic at an existing one (kubectl get revisions{ns} lists them).".replace("{ns}", &ns))
}

/// Whether the reason that decided a failed resource's verdict is one only time ends (its
/// entry's advice is to wait until a time the message gives: an ACME server's rate limit), so
/// its conditions may say "Wait". A resource stuck past a deadline is not: its entries say
/// "Wait; if it lasts, …".
fn decided_by_waiting(resource: &Resource, reason: Option<&str>) -> bool {
    reason.and_then(|reason| knowledge::reason_in(reason, &resource.group)).is_some_and(|entry| entry.next.starts_with("Wait until"))
}

/// A "Wait; …" step on a resource that has failed anyway (stuck far longer than the step takes,
/// or failed for what its summary says): waiting is no longer the advice, what follows it is.
fn not_waiting(next: &str, vars: &Vars) -> String {
    const LEAD: &str = "Waiting will not help any more (the summary says why).";
    let rest = next.split_once("; ").map(|(_, rest)| rest).unwrap_or("");
    let rest = ["if it stays so, ", "if it stays, ", "if it lasts, ", "if it hangs, ", "if it does not, "]
        .iter()
        .find_map(|condition| rest.strip_prefix(condition))
        .unwrap_or(rest);
    // A sentence starts with a capital, unless it starts with a command to run as written.
    let starts_with_command = commands::split_commands(rest).first().is_some_and(|piece| piece.command);
    match rest {
        "" => format!("{LEAD} {}", filled("Read the controller's events and messages: {describe}.", vars)),
        _ if starts_with_command => format!("{LEAD} {rest}"),
        _ => format!("{LEAD} {}", crate::rules::capitalized(rest)),
    }
}

/// Another failing condition of the resource whose advice is not to wait: what blocks one that
/// only says "Wait" (Crossplane's `Ready=False, Creating` while `Synced=False, ReconcileError`).
fn blocking_condition<'r>(resource: &'r Resource, waiting: &Condition) -> Option<&'r Condition> {
    resource
        .conditions
        .iter()
        .filter(|other| !std::ptr::eq(*other, waiting) && is_failing(other))
        .find(|other| reason_entry(resource, other).is_none_or(|entry| !entry.next.starts_with("Wait")))
}

/// The knowledge base's entry for a condition's reason. A categorised (MTC) condition means
/// what its type says; its reason is a short code.
fn reason_entry(resource: &Resource, condition: &Condition) -> Option<&'static knowledge::ReasonEntry> {
    match condition.weight() {
        Some(_) => knowledge::categorised_in(&condition.type_, &resource.group).or_else(|| knowledge::reason_in(&condition.reason, &resource.group)),
        None => knowledge::reason_in(&condition.reason, &resource.group),
    }
}

/// A meaning built from the type and its polarity, for types the knowledge base lacks.
fn generic_meaning(resource: &Resource, condition: &Condition) -> String {
    if let Some(gate) = crate::rules::core::readiness_gates::meaning(resource, condition) {
        return gate;
    }
    let controller = if resource.kind.is_empty() { "its controller".to_owned() } else { format!("the {} controller", resource.kind) };
    // A condition True while it fails (an MTC category, a *Conflict type) signals a problem.
    if is_abnormal_true(&condition.type_) || (condition.is_true() && is_failing(condition)) {
        format!("{} is a condition reported by {controller}; it signals a problem when True and is normally False or absent.", condition.type_)
    } else {
        format!("{} is a condition reported by {controller}; it is normally True when things are fine.", condition.type_)
    }
}

fn display_status(status: &ConditionStatus) -> &str {
    match status {
        ConditionStatus::Other(text) if text.is_empty() => "(no status)",
        other => other.as_str(),
    }
}

/// Explains every container of a Pod (init containers first); other kinds have none. The
/// pod's events (in `context`) say why an image pull fails when the container only says it
/// waits to try again.
pub fn containers(pod: &Resource, context: &Context) -> Vec<ContainerReport> {
    if pod.kind != "Pod" {
        return Vec::new();
    }
    let vars = Vars::of(pod);
    container_statuses(pod).iter().map(|container| explain_container(pod, container, &vars, context)).collect()
}

/// A sentence continued after a colon: its first letter in lower case when the word is an
/// ordinary capitalised one (`Fix what …` → `fix what …`), not a name (`ConfigMap`, `HTTPS`).
fn lower_first(sentence: &str) -> String {
    let mut chars = sentence.chars();
    match (chars.next(), chars.next()) {
        (Some(first), Some(second)) if first.is_ascii_uppercase() && second.is_ascii_lowercase() => {
            let word_end = sentence.find(' ').unwrap_or(sentence.len());
            // A word with more capitals further on is a name.
            if sentence.get(1..word_end).is_some_and(|rest| rest.bytes().any(|b| b.is_ascii_uppercase())) {
                return sentence.to_owned();
            }
            format!("{}{}", first.to_ascii_lowercase(), sentence.get(1..).unwrap_or(""))
        }
        _ => sentence.to_owned(),
    }
}

/// Where and how to raise a container's memory limit ([`crate::rules::set_resources_advice`]).
fn raise_limit(pod: &Resource, container: &str, more: &str) -> String {
    let advice = crate::rules::set_resources_advice(pod, container, &format!("--limits=memory={more}"));
    // The command changes the template: a new rollout.
    if advice.contains("kubectl set resources") {
        format!("{advice} starts a rollout")
    } else {
        advice
    }
}

/// What to do about a crash loop: with the crashed run's last words (its termination message),
/// fix what they name where the pod comes from; without, read its output first.
fn crash_advice(pod: &Resource, container: &str, last_words: Option<&str>) -> String {
    let name = if pod.name.is_empty() { "<name>" } else { pod.name.as_str() };
    let logs = format!("kubectl logs {name}{} -c {container} --previous", pod.namespace_flag());
    let last_words = last_words.map(str::trim).filter(|words| !words.is_empty());
    // Words the pod rule knows (an RBAC refusal): what they call for, said whole.
    if let Some(grant) = last_words.map(|words| crate::rules::core::pod::forbidden_hint(words, pod)).filter(|grant| !grant.is_empty()) {
        return format!("{} {logs} shows the whole run.", grant.trim());
    }
    // Words that name a cause outside the app (the cluster DNS): what that calls for.
    if let Some(cause) = last_words.and_then(|words| crate::rules::core::last_words::known_cause(words, pod)) {
        return format!("{cause} {logs} shows the whole run.");
    }
    match last_words {
        Some(_) => {
            let workload = crate::rules::workload_for_commands(pod);
            // A Knative Revision's pod: its Deployment is Knative's, the template the Service's.
            let knative = pod.str(&["metadata", "labels", "serving.knative.dev/service"]).filter(|service| !service.is_empty());
            let place = match knative {
                Some(service) => {
                    return format!(
                        "Its last words (quoted above) name the cause: fix it in Knative Service {service}'s template (not in its Deployment, which Knative owns), or in what it depends on when they name that; applying the template makes a new Revision. {logs} shows the whole run."
                    );
                }
                None if workload.starts_with('<') => "the pod's manifest".to_owned(),
                None => workload,
            };
            format!("Its last words (quoted above) name the cause: fix what they say (in {place}, or in what it depends on when they name that); {logs} shows the whole run.")
        }
        None => format!("Read the crashed run's output: {logs}. Check the command, configuration and dependencies the app needs at start-up."),
    }
}

/// Twice a memory quantity written as a whole number and a unit (`128Mi` → `256Mi`): a first
/// value to try when raising a limit; `None` for anything else.
pub(crate) fn doubled(quantity: &str) -> Option<String> {
    let digits = quantity.bytes().take_while(u8::is_ascii_digit).count();
    let (number, unit) = quantity.split_at(digits);
    let known = ["Ki", "Mi", "Gi", "Ti", "K", "M", "G", "T", ""].contains(&unit);
    let number: u64 = number.parse().ok().filter(|n| *n > 0 && known)?;
    Some(format!("{}{unit}", number.checked_mul(2)?))
}

fn explain_container(pod: &Resource, container: &ContainerStatus, vars: &Vars, context: &Context) -> ContainerReport {
    let limit = memory_limit(pod, &container.name);
    // No limit in a pasted spec is "not set"; no spec pasted is not knowing.
    let limit_words = crate::model::container::memory_limit_words(pod, &container.name);
    let no_limit = limit.is_none() && crate::model::container::spec_lists(pod, &container.name);
    // Built only when a template is filled.
    let vars = LazyCell::new(|| {
        vars
            .clone()
            .set("container", container.name.clone())
            .set("image", if container.image.is_empty() { "(see the pod spec)".to_owned() } else { format!("\"{}\"", container.image) })
            .set("raise_limit", raise_limit(pod, &container.name, &doubled(&limit_words).unwrap_or_else(|| "<more>".to_owned())))
            .set("crash_advice", crash_advice(pod, &container.name, container.last_termination.as_ref().map(|ended| ended.message.as_str())))
            .set("set_memory", crate::rules::set_resources_advice(pod, &container.name, "--requests=memory=<amount> --limits=memory=<more>"))
            .set("limit", limit_words)
            .set("previous", previous_flag(&container.state))
    });
    let who = format!("{} {}", crate::rules::capitalized(container.kind_word()), container.name);
    let last = container.last_termination.as_ref();
    // Killed by the kubelet for a failing liveness probe (its events say so): the 137 or 143
    // of that end is the kubelet's doing, not memory or the app's own stop.
    // Killed by the kubelet for a failing liveness or startup probe (its events say so): the
    // 137 or 143 of that end is the kubelet's doing, not memory or the app's own stop.
    let probe_killed = crate::rules::core::pod::restarting_probe(context, &container.name);
    // What the kubelet stopped it for, when the events say: its postStart hook, or a probe.
    let post_start_hook = crate::rules::core::pod::failing_post_start_hook(context, &container.name);
    let killed_by = match &post_start_hook {
        Some(_) => Some("postStart hook".to_owned()),
        None => probe_killed.map(|(kind, _)| format!("{kind} probe")),
    };
    // Ended by the kubelet evicting the pod: the eviction is the cause, said by the pod.
    let evicted = pod.str(&["status", "reason"]) == Some("Evicted");
    let (state, reason, message, exit_code) = match &container.state {
        ContainerState::Waiting { reason, message } => ("waiting", reason.clone(), message.clone(), None),
        ContainerState::Running => ("running", String::new(), String::new(), None),
        ContainerState::Terminated(ended) => ("terminated", ended.reason.clone(), ended.message.clone(), ended.exit_code),
        ContainerState::Unknown => ("unknown", String::new(), String::new(), None),
    };
    let failing = match &container.state {
        ContainerState::Waiting { reason, .. } => crate::rules::core::pod::FAILING_WAIT_REASONS.contains(&reason.as_str()),
        // The kubelet writes ContainerStatusUnknown (and 137) for a container it could no
        // longer find once the pod was evicted or deleted: an effect, never the cause.
        ContainerState::Terminated(ended) => !ended.is_success() && ended.reason != "ContainerStatusUnknown" && !evicted,
        _ => false,
    };

    // What: the state's reason, then what the last run's end means.
    let mut what = match (&container.state, knowledge::reason(&reason)) {
        (_, Some(entry)) => entry.what.to_owned(),
        (ContainerState::Running, _) if container.ready => "The container is running and ready to serve.".to_owned(),
        (ContainerState::Running, _) => "The container is running but not ready: its readiness (or startup) probe has not passed yet.".to_owned(),
        (ContainerState::Terminated(ended), _) if ended.is_success() => "The container finished with exit code 0.".to_owned(),
        (ContainerState::Terminated(_), _) => "The container's process ended with a failure.".to_owned(),
        (ContainerState::Waiting { .. }, _) if reason.is_empty() => "The container is waiting to start.".to_owned(),
        (ContainerState::Waiting { .. }, _) => format!("The container is waiting ({reason})."),
        (ContainerState::Unknown, _) => "No state was reported for this container.".to_owned(),
    };
    let last_entry = last.filter(|_| failing).and_then(|ended| knowledge::reason(&ended.reason)).filter(|entry| entry.reason != reason);
    if let (Some(ended), Some(entry)) = (last, last_entry) {
        if entry.reason != "Error" && entry.reason != "Completed" {
            what.push_str(" The last run ended with ");
            what.push_str(&ended.reason);
            what.push_str(": ");
            // Without a limit of its own, no limit was passed: the node ran short.
            what.push_str(if ended.reason == "OOMKilled" && no_limit { OOM_WITHOUT_LIMIT } else { entry.what });
        }
    }

    // Why: the pasted facts.
    let mut why = match &container.state {
        ContainerState::Waiting { .. } => format!("{who} is waiting{}", paren(&reason)),
        ContainerState::Running => format!("{who} is running{}", if container.ready { " and ready" } else { " but not ready" }),
        ContainerState::Terminated(ended) => format!("{who} terminated with {}", describe_with_meaning(ended, killed_by.as_deref())),
        ContainerState::Unknown => format!("{who} has no state"),
    };
    if !message.is_empty() {
        why.push_str(": “");
        why.push_str(&message);
        why.push('”');
    }
    // An image pull that only says "Back-off": the error it backs off from, and what that
    // error calls for.
    let pull_error = match &container.state {
        ContainerState::Waiting { reason, message } if reason == "ImagePullBackOff" || reason == "ErrImagePull" => {
            crate::rules::core::image_pull::pull_message(&container.name, &container.image, message, context).map(|said| (said, !message.contains(said), crate::rules::core::image_pull::classify(said)))
        }
        _ => None,
    };
    // The pull error said which of the usual causes it is: that one, not the list.
    if let Some(error) = pull_error.and_then(|(_, _, error)| error) {
        let general = what.find(" Usually ").or_else(|| what.find(" (not found, unauthorized"));
        if let Some(at) = general {
            let means = crate::rules::core::image_pull::with_credentials(error, pod, &container.image, context).map_or(Cow::Borrowed(error.means), |(means, _)| Cow::Owned(means));
            what.truncate(at);
            what = format!("{}: {means}.", what.trim_end().trim_end_matches('.'));
        }
    }
    if let Some((said, true, _)) = pull_error {
        // Another image's pull (from the same registry) is what it backs off from too.
        let own = said.split_once("image \"").and_then(|(_, rest)| rest.split('"').next()).is_none_or(|image| image == container.image);
        if own {
            why.push_str("; the last pull failed with “");
        } else {
            why.push_str("; a pull from the same registry, ");
            why.push_str(crate::rules::core::image_pull::registry_of(&container.image));
            why.push_str(", failed with “");
        }
        why.push_str(said);
        why.push('”');
    }
    if container.restart_count > 0 {
        let _ = write!(why, "; restarted {}", crate::rules::count(container.restart_count, "time"));
    }
    if let Some(ended) = last.filter(|_| !matches!(container.state, ContainerState::Terminated(_)) || container.restart_count > 0) {
        why.push_str("; its last run ended");
        if let Some(finished) = ended.finished_at.as_deref() {
            why.push_str(" at ");
            why.push_str(finished);
        }
        why.push_str(" with ");
        why.push_str(&describe_with_meaning(ended, killed_by.as_deref()));
        if !ended.message.is_empty() {
            why.push_str(" (“");
            why.push_str(&ended.message);
            why.push_str("”)");
        }
    }
    if last.is_some_and(|ended| ended.reason == "OOMKilled") || reason == "OOMKilled" {
        why.push_str("; memory limit: ");
        why.push_str(limit_words);
    }
    why.push('.');

    // Provenance: the state's entry, then the last run's when its words are used.
    let mut sources: Vec<&'static str> = knowledge::reason(&reason).map(catalog::source_of).into_iter().collect();
    if let Some(entry) = last_entry.filter(|entry| entry.reason != "Error" && entry.reason != "Completed") {
        let source = catalog::source_of(entry);
        if !sources.contains(&source) {
            sources.push(source);
        }
    }
    let mut sources = sources.into_iter();
    let source = Cow::Borrowed(sources.next().unwrap_or(catalog::GENERIC));
    let also: Vec<String> = sources.map(str::to_owned).collect();

    // Next: the most specific advice.
    let oom = container.reason() == "OOMKilled" || last.is_some_and(|ended| ended.reason == "OOMKilled");
    let next = if let Some((said, _, Some(error))) = pull_error {
        match crate::rules::core::image_pull::with_credentials(error, pod, &container.image, context) {
            Some((_, next)) => Cow::Owned(next),
            None => crate::rules::core::image_pull::rate_limit_advice(error, pod, &container.image, said).map_or_else(|| filled(error.next, &vars), Cow::Owned),
        }
    } else if reason == "InvalidImageName" && message.contains("must be lowercase") && !container.image.is_empty() {
        // The exact reference that parses, in the template it comes from.
        let fixed = crate::rules::core::image_pull::with_repository_in_lower_case(&container.image);
        let workload = crate::rules::workload_for_commands(pod);
        let set = if workload.starts_with('<') || workload.starts_with("job/") {
            format!("{fixed} in the pod's manifest")
        } else {
            format!("kubectl set image {workload}{} {}={fixed}", pod.namespace_flag(), container.name)
        };
        Cow::Owned(format!("Write the repository in lower case (the registry host and the tag may keep theirs): {set}."))
    } else if let Some(refused) = (reason == "CreateContainerConfigError").then(|| crate::rules::core::container_config::advice(pod, &container.name, &container.image, &message)).flatten() {
        Cow::Owned(refused)
    } else if oom && no_limit {
        // No limit of its own: the node ran out of memory, and the kernel picked it.
        filled(NO_LIMIT_OOM, &vars)
    } else if let Some(mount) = last.filter(|_| failing).and_then(|ended| crate::rules::core::pod::sub_path_mount_advice(&ended.message, pod, &container.name)) {
        // The runtime could not mount a subPath onto the image's path: not the command.
        Cow::Owned(mount)
    } else if let Some(hook) = post_start_hook.filter(|_| failing && !oom) {
        // The kubelet kills a container whose postStart hook fails: that is the 137.
        let refused = if hook.contains("onnection refused") || hook.contains("Failed to connect") || hook.contains("Couldn't connect") {
            " Its output says the app did not answer yet: a postStart hook runs at once, beside the entrypoint, not after the app is up, so a hook that calls the app must wait for it (retry in a loop until it answers)."
        } else {
            " A postStart hook runs at once, beside the entrypoint, not after the app is up."
        };
        let workload = crate::rules::workload_for_commands(pod);
        let place = if workload.starts_with('<') { "the pod's manifest".to_owned() } else { format!("{workload}'s pod template") };
        Cow::Owned(render::fill(
            &format!("Its postStart hook fails, so the kubelet kills the container and starts it again.{refused} Fix the hook in {place}, or do that work elsewhere (at the app's own start, or in a Job); kubectl logs {{name}}{{ns}} -c {{container}} --previous shows the run that was stopped."),
            &vars,
        ))
    } else if let Some((kind, said)) = probe_killed.filter(|_| failing && !oom) {
        // What the probe's failure says (a 404, a timeout with its settings, a refused
        // connection, a mesh's probe), as the pod's summary says it; else the general fix.
        let hint = crate::rules::core::pod::probe_failure_hint(said, kind, pod);
        let advice = match hint.strip_prefix(". ") {
            Some(hint) => format!("{hint}."),
            None if kind == "startup" => "Fix what makes the probe fail, or give the app more time to start: startupProbe.failureThreshold × periodSeconds is all it has (timeoutSeconds, if one check takes longer).".to_owned(),
            None => format!("Fix what makes the probe fail, or give it more time ({kind}Probe.timeoutSeconds or failureThreshold; a startupProbe for a slow start)."),
        };
        let advice = format!("Its {kind} probe fails, so the kubelet restarts it. {advice} kubectl logs {{name}}{{ns}} -c {{container}} --previous shows the run that was stopped.");
        Cow::Owned(render::fill(&advice, &vars))
    } else if failing && !oom && last.is_some_and(|ended| matches!(ended.exit_code, Some(137 | 143))) {
        filled("A signal from outside ended its last run: kubectl get events{ns} --field-selector involvedObject.name={name} shows whether the kubelet stopped it (Killing, Unhealthy: a liveness probe; events are kept about an hour); kubectl logs {name}{ns} -c {container} --previous shows how the run ended.", &vars)
    } else if failing && reason == "CrashLoopBackOff" && last.is_some_and(|ended| ended.exit_code == Some(0)) {
        filled("Keep the container's main process in the foreground (not a script that ends, not a daemon that forks into the background), or run it as a Job if it is meant to finish; kubectl logs {name}{ns} -c {container} --previous shows what the last run did.", &vars)
    } else {
        match (last_entry, knowledge::reason(&reason)) {
            (Some(entry), _) if entry.reason != "Error" && entry.reason != "Completed" => filled(entry.next, &vars),
            (_, Some(entry)) if failing || !matches!(container.state, ContainerState::Terminated(_)) => filled(entry.next, &vars),
            _ if failing => filled("Read its output: kubectl logs {name}{ns} -c {container}{previous}.", &vars),
            _ if evicted && matches!(&container.state, ContainerState::Terminated(ended) if !ended.is_success()) => {
                Cow::Borrowed("It ended because the kubelet evicted the pod (the pod's summary says why): nothing to do for the container itself.")
            }
            _ if matches!(container.state, ContainerState::Running) && !container.ready => {
                filled("Check the readiness probe and the app's start-up: kubectl describe pod {name}{ns} shows Unhealthy events.", &vars)
            }
            _ => Cow::Borrowed("Nothing to do."),
        }
    };

    ContainerReport {
        name: container.name.clone(),
        init: container.init,
        sidecar: container.sidecar,
        state: state.to_owned(),
        reason,
        message,
        exit_code,
        restart_count: container.restart_count,
        ready: container.ready,
        last_termination: last.map(|ended| Termination {
            reason: ended.reason.clone(),
            exit_code: ended.exit_code,
            message: ended.message.clone(),
        }),
        failing,
        explanation: Explanation { what: Cow::Owned(what), why, next, source, also },
    }
}

/// Explains the events about a resource, oldest first. An Event that is not about anything
/// pasted is explained on its own entry, as its only event.
pub fn events(resource: &Resource, context: &Context) -> Vec<EventReport> {
    if is_event(resource) {
        // The subject is not pasted: its group is not known, so general words apply.
        return Event::from_resource(resource)
            .map(|event| vec![explain_event(&event, "", &Vars::of_subject(&event), context)])
            .unwrap_or_default();
    }
    let vars = Vars::of(resource);
    context.events.iter().map(|event| explain_event(event, &resource.group, &vars, context)).collect()
}

/// The value of placeholder `key` for the object an event is about, when that object is not
/// pasted ([`Vars::of_subject`]): its kind and name from the event, the rest shown readably.
pub(crate) fn subject_var<'r>(event: &'r Event, key: &str) -> Option<Cow<'r, str>> {
    let about = &event.regarding;
    let kind = if about.kind.is_empty() { "object" } else { about.kind.as_str() };
    let name = if about.name.is_empty() { "<name>" } else { about.name.as_str() };
    Some(match key {
        "kind" => Cow::Borrowed(kind),
        "name" => Cow::Borrowed(name),
        "ns" => Cow::Owned(about.namespace.as_deref().map(|ns| format!(" -n {ns}")).unwrap_or_default()),
        "resource" => Cow::Owned(format!("{}/{name}", kind.to_ascii_lowercase())),
        "kind_lower" => Cow::Owned(kind.to_ascii_lowercase()),
        "image" => Cow::Borrowed("(see the pod spec)"),
        "limit" => Cow::Borrowed("not set"),
        _ => Cow::Borrowed(render::readable_place(key)?),
    })
}

fn explain_event(event: &Event, group: &str, vars: &Vars, context: &Context) -> EventReport {
    let vars = match event.container() {
        Some(container) => vars.clone().set("container", container),
        None => vars.clone(),
    };
    let entry = knowledge::event_reason_in(&event.reason, group);
    // A refused stale write, whatever the reason word: retried at once, no failure.
    let (conflict, conflict_what, conflict_next) = knowledge::events::CONFLICT;
    let conflict = event.message.contains(conflict);
    let what = match entry {
        _ if conflict => Cow::Borrowed(conflict_what),
        Some(entry) => Cow::Borrowed(entry.what),
        None if event.is_warning() => Cow::Owned(format!("{} is a warning reported about this object; the message says what went wrong.", display_reason(&event.reason))),
        None => Cow::Owned(format!("{} is an event reported about this object.", display_reason(&event.reason))),
    };
    let age = match (context.now, event.last_seen) {
        (Some(now), Some(last)) => Some(human_duration(last.seconds_until(now))),
        _ => None,
    };
    let kind = if event.type_.is_empty() { "An" } else { event.type_.as_str() };
    let about = event.container().map(|c| format!(" about container {c}")).unwrap_or_default();
    let mut why = format!("{kind} event {}{about}", display_reason(&event.reason));
    if event.count > 1 {
        let _ = write!(why, ", {} times", event.count);
    }
    if let Some(age) = &age {
        why.push_str(", last ");
        why.push_str(age);
        why.push_str(" ago");
    }
    if !push_quoted(&mut why, &event.message) {
        why.push('.');
    }
    let next = match entry {
        _ if conflict => Cow::Borrowed(conflict_next),
        Some(entry) if event.is_warning() || entry.next != "Nothing to do." => filled(entry.next, &vars),
        None if event.is_warning() => filled("Read the message; kubectl describe {resource}{ns} shows the events around it.", &vars),
        _ => Cow::Borrowed("Nothing to do."),
    };
    EventReport {
        type_: event.type_.clone(),
        reason: event.reason.clone(),
        message: event.message.clone(),
        count: event.count,
        last_seen: event.last_seen_text.clone(),
        age,
        container: event.container().map(str::to_owned),
        explanation: Explanation { what, why, next, source: Cow::Borrowed(entry.map(catalog::source_of).unwrap_or(catalog::GENERIC)), also: Vec::new() },
    }
}

fn display_reason(reason: &str) -> &str {
    if reason.is_empty() { "(no reason)" } else { reason }
}

fn paren(reason: &str) -> String {
    if reason.is_empty() { String::new() } else { format!(" ({reason})") }
}

/// Appends `: “message”` (nothing for no message) to a sentence being written; true when the
/// message ends the sentence itself (`.`, `!` or `?` inside the quotes), so that no second
/// full stop follows (`….”.`).
/// How long (bytes) a message is before it is quoted once, in the summary that quotes it or
/// at the resource its root cause is, and referred to elsewhere.
pub(crate) const LONG_MESSAGE: usize = 200;

fn push_quoted(sentence: &mut String, message: &str) -> bool {
    if message.is_empty() {
        return false;
    }
    sentence.push_str(": “");
    sentence.push_str(message);
    sentence.push('”');
    message.trim_end().ends_with(['.', '!', '?'])
}

/// What an OOMKilled end means for a container without a memory limit.
const OOM_WITHOUT_LIMIT: &str = "the kernel killed it for memory; with no memory limit of its own, it was picked because its node ran out (exit code 137).";

/// What to do about a container killed for memory that has no memory limit: the node ran
/// short, not the container over its own limit.
const NO_LIMIT_OOM: &str = "Container {container} has no memory limit, so it was killed because its node ran out of memory, not for passing a limit of its own: look at the node's memory (kubectl describe node {node}: MemoryPressure, the pods there), then give it a memory request and limit that fit what it uses, {set_memory}, so the scheduler places it where there is room; kubectl logs {name}{ns} -c {container}{previous} shows the run that was killed.";

/// `OOMKilled (exit code 137: killed with SIGKILL: …)`.
fn describe_with_meaning(ended: &Ended, probe_killed: Option<&str>) -> String {
    if let Some(kind) = probe_killed.filter(|_| matches!(ended.exit_code, Some(137 | 143)) && ended.reason != "OOMKilled") {
        return format!("{} — stopped by the kubelet because its {kind} failed", ended.describe());
    }
    // The runtime's own words settle what a code could mean: Go exits 2 when it panics.
    if ended.exit_code == Some(2) && ended.message.trim_start().starts_with("panic:") {
        return format!("{} — the Go program panicked", ended.describe());
    }
    if ended.reason == "ContainerStatusUnknown" {
        return format!("{} — a code the kubelet wrote for a container it could no longer find, not the program's", ended.describe());
    }
    // The kernel's out-of-memory killer sends the SIGKILL of 137: the reason says so already.
    if ended.exit_code == Some(137) && ended.reason == "OOMKilled" {
        return format!("{} — killed with SIGKILL by the kernel for memory", ended.describe());
    }
    match ended.exit_code.and_then(knowledge::exit_code) {
        // A code a controller wrote for a container that never started is not a program's; a
        // program's own last words say more than a guess from its code (a signal excepted).
        Some(meaning) if ended.exit_code != Some(0) && ended.started && (ended.message.trim().is_empty() || ended.exit_code.is_some_and(|code| code > 128)) => {
            format!("{} — {meaning}", ended.describe())
        }
        _ => ended.describe(),
    }
}

#[cfg(test)]
mod tests {
    use super::knowledge;
    use super::render::{fill, Vars};

    #[test]
    fn every_template_fills_completely() {
        let vars = Vars::default()
            .set("kind", "Pod")
            .set("name", "web")
            .set("pod", "web")
            .set("certificate", "web-tls")
            .set("ns", " -n shop")
            .set("resource", "pod/web")
            .set("flux_reconcile", "flux reconcile kustomization web -n shop")
            .set("kind_lower", "pod")
            .set("stack", "prod")
            .set("top_stack", "prod")
            .set("velero_backup", "b")
            .set("velero_restore", "r")
            .set("mtc_inspect", "on the source cluster, oc -n openshift-migration exec deployment/velero -c velero -- ./velero backup describe b --details")
            .set("stack_resource", "server")
            .set("revision", "hello-00002")
            .set("ready_revision_serves", "Revision hello-00001, ready before, keeps serving meanwhile.")
            .set("location", "westeurope")
            .set("container", "app")
            .set("image", "\"nginx:1\"")
            .set("limit", "128Mi")
            .set("raise_limit", "in deployment/web")
            .set("crash_advice", "Read it.")
            .set("workload", "deployment/web")
            .set("selector", " -l app=web")
            .set("rerun_job", "then delete and re-create the Job")
            .set("failed_pod_logs", "kubectl logs web-1 -n shop -c app")
            .set("argocd_app", "team-a/web")
            .set("argocd_project", "team-a")
            .set("vault_role", "vault read auth/kubernetes/role/cert-manager")
            .set("vault_check", "")
            .set("node", "worker-3")
            .set("url", "https://api.example.com:6443")
            .set("ref", "hello")
            .set("source_ref", "source git platform -n flux-system")
            .set("secret_ref", "Secret git-auth (its spec.secretRef)")
            .set("previous", " --previous")
            .set("exit_code", "137")
            .set("message", "m");
        for entry in knowledge::all_reasons() {
            let text = fill(entry.next, &vars);
            assert!(!text.contains('{'), "{}: {text}", entry.reason);
            assert!(!entry.what.is_empty(), "{}", entry.reason);
        }
    }

    #[test]
    fn containers_not_ready_follows_from_a_container_that_does_not_run_but_not_from_a_probe() {
        let pod = |state: &str| {
            crate::explain(&format!("kind: Pod\nmetadata: {{name: p, namespace: shop}}\nstatus:\n  phase: Running\n  conditions:\n  - {{type: Ready, status: \"False\", reason: ContainersNotReady, message: \"containers with unready status: [app]\"}}\n  containerStatuses:\n  - {{name: app, ready: false, restartCount: 0, image: x, state: {state}}}\n"), None)
        };
        let pulling = pod("{waiting: {reason: ImagePullBackOff, message: Back-off pulling image x}}");
        let ready = &pulling.resources[0].conditions[0];
        assert!(!ready.failing, "{ready:?}");
        assert!(ready.explanation.next.starts_with("Nothing separate to do: once container app runs"), "{:?}", ready.explanation);
        let running = pod("{running: {startedAt: \"2025-03-04T10:00:00Z\"}}");
        let ready = &running.resources[0].conditions[0];
        assert!(ready.failing && ready.explanation.next.contains("readiness probe"), "{ready:?}");
    }

    #[test]
    fn a_quoted_message_that_ends_a_sentence_gets_no_second_full_stop() {
        let report = crate::explain(include_str!("../../www/examples/crashloop-deployment.yaml"), crate::Timestamp::parse("2025-01-10T10:03:00Z"));
        let whys: Vec<&str> = report.resources.iter().flat_map(|resource| &resource.conditions).map(|condition| condition.explanation.why.as_str()).collect();
        assert!(whys.iter().any(|why| why.ends_with("has timed out progressing.”")), "{whys:#?}");
        assert!(whys.iter().all(|why| !why.contains(".”.")), "{whys:#?}");
        // Without a full stop of its own, the quote is followed by one.
        let pod = crate::explain("kind: Pod\nmetadata: {name: p}\nstatus:\n  conditions:\n  - {type: Ready, status: \"False\", reason: ContainersNotReady, message: \"containers with unready status: [app]\"}\n", None);
        assert_eq!(pod.resources[0].conditions[0].explanation.why, "Ready is False with reason ContainersNotReady: “containers with unready status: [app]”.");
        // Events too.
        let events = crate::explain("kind: Pod\nmetadata: {name: p, uid: u}\nstatus: {phase: Pending}\n---\nkind: Event\nmetadata: {name: e}\ninvolvedObject: {kind: Pod, name: p, uid: u}\ntype: Warning\nreason: FailedScheduling\nmessage: \"0/3 nodes are available: 3 Insufficient cpu.\"\n---\nkind: Event\nmetadata: {name: f}\ninvolvedObject: {kind: Pod, name: p, uid: u}\ntype: Normal\nreason: Pulling\nmessage: \"Pulling image web:1\"\n", None);
        let whys: Vec<&str> = events.resources[0].events.iter().map(|event| event.explanation.why.as_str()).collect();
        assert_eq!(whys, ["Warning event FailedScheduling: “0/3 nodes are available: 3 Insufficient cpu.”", "Normal event Pulling: “Pulling image web:1”."]);
    }
}
