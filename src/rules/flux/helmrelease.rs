//! HelmRelease: a failed upgrade that Flux remediated by rolling back is Degraded — the
//! previous release still serves; a release Helm keeps locked by an operation that never
//! finished is Failed with how to unlock it; a chart version its repository does not have is
//! Degraded while the release deployed before runs, with the field to fix.

use super::toolkit::suspended;
use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, Assessment, Context, Next, Rule};

/// The HelmRelease rule.
pub static RULE: Rule = Rule { group: "helm.toolkit.fluxcd.io", kind: "HelmRelease", classify };

/// An upgrade the API server refuses because the new chart changes a field that cannot be
/// changed in place (a StatefulSet's volumeClaimTemplates or selector, a Deployment's or Job's
/// selector): no retry helps; the object has to be made again.
fn immutable_field(release: &Resource) -> Option<Assessment> {
    let failed = release.conditions.iter().find(|c| {
        c.is_false() && c.message.contains("cannot patch \"") && (c.message.contains("field is immutable") || c.message.contains("Forbidden: updates to statefulset spec"))
    })?;
    let (_, rest) = failed.message.split_once("cannot patch \"")?;
    let (name, rest) = rest.split_once('"')?;
    let kind = rest.strip_prefix(" with kind ")?.split([':', ' ']).next().filter(|kind| !kind.is_empty())?;
    let namespace = release.str(&["spec", "targetNamespace"]).or(release.namespace.as_deref()).map(|ns| format!(" -n {ns}")).unwrap_or_default();
    let lower = kind.to_ascii_lowercase();
    let recreate = if kind == "StatefulSet" {
        format!("kubectl delete statefulset {name}{namespace} --cascade=orphan (its pods and volumes stay, and the StatefulSet Helm makes again takes them over)")
    } else {
        format!("kubectl delete {lower} {name}{namespace} (what it runs is replaced when Helm makes it again: plan for that)")
    };
    // Rolled back after the failure: the previous release serves, so it is degraded, not down.
    let rolled_back = release.conditions.iter().find(|c| c.is_true() && c.reason == "RollbackSucceeded");
    let (verdict, serving) = match rolled_back {
        Some(back) => (Verdict::Degraded, format!(" It was rolled back ({}), so the previous release still serves.", crate::rules::clause(&back.message))),
        None => (Verdict::Failed, String::new()),
    };
    Some(
        Assessment::new(
            verdict,
            format!(
                "The new chart changes a field of {kind} {name} that Kubernetes does not allow to change in place ({}{}), so every upgrade is refused, however often it is retried.{serving} Make the object again: {recreate}, then flux reconcile helmrelease {}{} --reset. Or keep that field as the release had it (the chart's values).",
                failed.type_,
                crate::rules::condition_detail(failed),
                release.name,
                release.namespace_flag()
            ),
            failed.reason.clone(),
        )
        .answering(),
    )
}

/// A failure whose message names a case with one fix, said before the conventions every
/// object shares (`Stalled` would only say that Flux gave up): Helm's lock of a release left
/// pending, an upgrade refused for a field that cannot change in place.
pub(crate) fn diagnose(release: &Resource) -> Option<Assessment> {
    // Helm's lock: an earlier install, upgrade or rollback never finished (the controller
    // restarted mid-way), so its release stays pending-… and Helm refuses every new one.
    if let Some(locked) = release.conditions.iter().find(|c| c.message.contains("another operation (install/upgrade/rollback) is in progress")) {
        let name = release.str(&["spec", "releaseName"]).filter(|n| !n.is_empty()).unwrap_or(&release.name);
        let namespace = release.str(&["spec", "targetNamespace"]).or(release.namespace.as_deref()).map(|ns| format!(" -n {ns}")).unwrap_or_default();
        return Some(Assessment::new(
            Verdict::Failed,
            format!(
                "Helm refuses to act: an earlier install, upgrade or rollback of release {name} never finished, so the release is still marked pending ({}{}). helm history {name}{namespace} shows it; roll back to the last deployed revision (helm rollback {name} <revision>{namespace}), then flux reconcile helmrelease {}{} --force.",
                locked.type_,
                crate::rules::condition_detail(locked),
                release.name,
                release.namespace_flag()
            ),
            "HelmReleaseLocked",
        )
        .answering());
    }
    immutable_field(release).or_else(|| chart_version_missing(release)).or_else(|| values_reference_missing(release))
}

/// `no 'kube-prometheus-stack' chart with version matching '68.4.x' found` (the source
/// controller's words when the repository's index has no version in the range asked for):
/// the chart and the version asked for.
pub(crate) fn version_not_found(message: &str) -> Option<(&str, &str)> {
    let (_, rest) = message.split_once("no '")?;
    let (chart, rest) = rest.split_once("' chart with version matching '")?;
    let (version, _) = rest.split_once('\'')?;
    (!chart.is_empty() && !version.is_empty()).then_some((chart, version))
}

/// A HelmRelease whose chart version is in no release of its repository (`spec.chart.spec.version`
/// asks for one that does not exist): Flux fetches nothing and upgrades nothing. The release
/// deployed before keeps running (Degraded: up, but it cannot upgrade); without one, Failed.
/// The fix is in this HelmRelease, not in the HelmChart Flux makes from it.
fn chart_version_missing(release: &Resource) -> Option<Assessment> {
    let ready = release.condition("Ready").filter(|c| c.is_false())?;
    let (chart, version) = version_not_found(&ready.message)?;
    let text = |path: &[&str]| release.str(path).filter(|value| !value.is_empty());
    let repository = match (text(&["spec", "chart", "spec", "sourceRef", "kind"]), text(&["spec", "chart", "spec", "sourceRef", "name"])) {
        (kind, Some(name)) => {
            let namespace = text(&["spec", "chart", "spec", "sourceRef", "namespace"]).or(release.namespace.as_deref());
            format!(" in {} {}{name}", kind.unwrap_or("HelmRepository"), namespace.map(|ns| format!("{ns}/")).unwrap_or_default())
        }
        _ => String::new(),
    };
    // `HelmChart 'flux-system/monitoring-kube-prometheus-stack' is not ready: …`.
    let made = ready.message.split_once("HelmChart '").and_then(|(_, rest)| rest.split_once('\'')).map(|(chart, _)| format!(", so HelmChart {chart} cannot fetch it")).unwrap_or_default();
    let deployed = deployed_before(release);
    let verdict = if deployed.is_some() { Verdict::Degraded } else { Verdict::Failed };
    Some(
        Assessment::new(
            verdict,
            format!(
                "No version of chart {chart} matches '{version}' (its spec.chart.spec.version){repository}{made}. {}Set spec.chart.spec.version in this HelmRelease to a version the repository has (a change to the HelmChart is put back), then flux reconcile helmrelease {}{} --with-source.",
                deployed.map(|d| format!("{d} ")).unwrap_or_else(|| "Nothing of it is deployed. ".to_owned()),
                release.name,
                release.namespace_flag()
            ),
            "InvalidChartReference",
        )
        .answering(),
    )
}

/// `The release deployed before, chart 6.7.1 (revision 5), keeps running: …`: what still runs
/// while Flux cannot upgrade, from the newest entry of status.history when deployed, else
/// Released=True; `None` when nothing is deployed.
fn deployed_before(release: &Resource) -> Option<String> {
    // The newest release (status.history is newest first), when deployed; else Released=True.
    let newest = match release.get(&["status", "history"]) {
        Some(crate::model::Value::Array(entries)) => entries.first(),
        _ => None,
    };
    let entry = |key: &str| newest.and_then(|e| e.get(key)).and_then(|v| v.as_str().map(str::to_owned).or_else(|| v.as_i64().map(|n| n.to_string()))).filter(|v| !v.is_empty());
    match (entry("status").as_deref(), entry("chartVersion")) {
        (Some("deployed"), Some(chart_version)) => Some(format!(
            "The release deployed before, chart {chart_version}{}, keeps running: nothing that runs broke, only the upgrade waits.",
            entry("version").map(|v| format!(" (revision {v})")).unwrap_or_default()
        )),
        _ => release.condition("Released").filter(|c| c.is_true()).map(|released| format!("The release deployed before keeps running (Released is True{}): nothing that runs broke, only the upgrade waits.", condition_detail(released))),
    }
}

/// A ConfigMap or Secret that spec.valuesFrom names and that does not exist, or has no such
/// key: the values cannot be composed, so nothing is installed or upgraded until it does
/// (`could not resolve ConfigMap chart values reference 'apps/podinfo-values' with key
/// 'values.yaml': configmaps "podinfo-values" not found`, or `…: key not found`, as the
/// helm-controller's values reference error writes them). The release deployed before keeps
/// running: Degraded.
fn values_reference_missing(release: &Resource) -> Option<Assessment> {
    let ready = release.condition("Ready").filter(|c| c.is_false())?;
    let (_, rest) = ready.message.split_once("could not resolve ")?;
    let rest = rest.strip_prefix("optional ").unwrap_or(rest);
    let (kind, rest) = rest.split_once(" chart values reference '")?;
    let (reference, rest) = rest.split_once('\'')?;
    // What went wrong, after the reference and its key: the API server's "not found" for the
    // object (`configmaps "x" not found`), the controller's own `resource not found`, or `key
    // not found` for an object without that key.
    let why = rest.rsplit_once(": ").map_or("", |(_, why)| why.trim().trim_end_matches('.'));
    let key_missing = why == "key not found";
    let object_missing = why == "resource not found"
        || (why.ends_with(" not found") && ["configmaps \"", "secrets \"", "ConfigMap \"", "Secret \""].iter().any(|start| why.starts_with(start)));
    if !matches!(kind, "ConfigMap" | "Secret") || !(key_missing || object_missing) {
        return None;
    }
    let (namespace, name) = reference.split_once('/').unwrap_or(("", reference));
    let namespace = if namespace.is_empty() { release.namespace.as_deref().unwrap_or("") } else { namespace };
    let key = rest.split_once("with key '").and_then(|(_, k)| k.split_once('\'')).map(|(key, _)| key).filter(|k| !k.is_empty());
    let ns = if namespace.is_empty() { String::new() } else { format!(" -n {namespace}") };
    let create = match (kind, key) {
        ("ConfigMap", Some(key)) => format!("kubectl create configmap {name}{ns} --from-file={key}=<file>"),
        ("ConfigMap", None) => format!("kubectl create configmap {name}{ns} --from-file=values.yaml=<file>"),
        (_, Some(key)) => format!("kubectl create secret generic {name}{ns} --from-file={key}=<file>"),
        _ => format!("kubectl create secret generic {name}{ns} --from-file=values.yaml=<file>"),
    };
    let deployed = deployed_before(release);
    let verdict = if deployed.is_some() { Verdict::Degraded } else { Verdict::Failed };
    let in_namespace = if namespace.is_empty() { String::new() } else { format!(" in namespace {namespace}") };
    let reason = if ready.reason.is_empty() { "Ready is False" } else { ready.reason.as_str() };
    let what_is_wrong = match key {
        Some(key) if key_missing => format!("{kind} {name}{in_namespace}, which its spec.valuesFrom names, has no key {key} ({reason})"),
        _ => format!("{kind} {name}{}, which its spec.valuesFrom names, does not exist{in_namespace} ({reason})", key.map(|key| format!(" (key {key})")).unwrap_or_default()),
    };
    let what_to_do = match key {
        Some(_) if key_missing => format!(
            "Add the key to it (kubectl edit {} {name}{ns}; if it lives in Git, there), or set spec.valuesFrom's valuesKey to the key it has (optional: true lets the release go on without it)",
            kind.to_ascii_lowercase()
        ),
        _ => format!("Create it ({create}; if it lives in Git, restore it there), or fix the name in spec.valuesFrom (optional: true lets the release go on without it)"),
    };
    Some(
        Assessment::new(
            verdict,
            format!(
                "{what_is_wrong}, so the helm-controller cannot compose the values and installs or upgrades nothing. {}{what_to_do}; then flux reconcile helmrelease {}{}.",
                deployed.map(|d| format!("{d} ")).unwrap_or_else(|| "Nothing of it is deployed. ".to_owned()),
                release.name,
                release.namespace_flag()
            ),
            if ready.reason.is_empty() { "ValuesError" } else { ready.reason.as_str() },
        )
        .answering(),
    )
}

fn classify(release: &Resource, context: &Context, next: Next) -> Assessment {
    if let Some(assessment) = suspended(release) {
        return assessment;
    }
    if let Some(assessment) = diagnose(release) {
        return assessment;
    }
    let released = release.condition("Released").filter(|c| c.is_false());
    let remediated = release.condition("Remediated").filter(|c| c.is_true() && c.reason == "RollbackSucceeded");
    if let (Some(released), Some(remediated)) = (released, remediated) {
        return Assessment::new(
            Verdict::Degraded,
            format!(
                "The Helm {} failed{}; Flux rolled back ({}), so the previous release still serves.",
                if released.reason.starts_with("Install") { "install" } else { "upgrade" },
                condition_detail(released),
                remediated.message.trim_end_matches('.')
            ),
            released.reason.clone(),
        )
    }
    (super::toolkit::RULE.classify)(release, context, next)
}
