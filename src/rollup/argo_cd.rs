//! Argo CD: what an Application heals is not rolled back or edited in place; the change
//! goes to Git.

use crate::model::Resource;
use crate::relate::Graph;
use crate::report::ResourceReport;
use super::rollouts::names;

/// An object an Argo CD Application with selfHeal manages (its status names it): a `kubectl
/// rollout undo` would be put back at once, so the sentence offering it says what works instead.
pub(super) fn rollbacks_argo_cd_undoes(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for (index, app) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Application" && r.group == "argoproj.io") {
        let Some(instead) = crate::rules::argo::application::rollback_instead(app) else { continue };
        let managed = argo_managed(resources, graph, index, app);
        for report in reports.iter_mut() {
            if managed.iter().any(|(kind, name, namespace)| *kind == report.kind && *name == report.name && *namespace == report.namespace) {
                say_instead_of_rollout_undo(report, &instead);
            }
        }
    }
}

/// What an Argo CD Application manages: what its status lists, whatever its health, and what
/// the graph links to it (kind, name, namespace).
pub(super) fn argo_managed(resources: &[Resource], graph: &Graph, index: usize, app: &Resource) -> Vec<(String, String, Option<String>)> {
    let mut managed: Vec<(String, String, Option<String>)> = crate::rules::argo::application::managed_objects(app)
        .into_iter()
        .map(|(kind, name, namespace)| (kind.to_owned(), name.to_owned(), namespace.map(str::to_owned)))
        .collect();
    let linked = graph.references.get(index).into_iter().flatten().filter(|r| r.relation == "depends-on").filter_map(|r| r.target).filter_map(|target| resources.get(target));
    for r in linked {
        let object = (r.kind.clone(), r.name.clone(), r.namespace.clone());
        if !managed.contains(&object) {
            managed.push(object);
        }
    }
    managed
}

pub(super) const ROLLOUT_UNDO: &str = "kubectl rollout undo";

/// The sentences of a report's summary and conditions that offer [`ROLLOUT_UNDO`], said as
/// `instead`.
pub(super) fn say_instead_of_rollout_undo(report: &mut ResourceReport, instead: &str) {
    if report.summary.contains(ROLLOUT_UNDO) {
        report.summary = without_rollout_undo(&report.summary, instead);
    }
    for condition in &mut report.conditions {
        if condition.explanation.next.contains(ROLLOUT_UNDO) {
            condition.explanation.next = std::borrow::Cow::Owned(without_rollout_undo(&condition.explanation.next, instead));
        }
    }
}

/// The kubectl commands that change an object in place, which an Argo CD Application with
/// selfHeal puts back.
pub(super) const IN_PLACE_EDITS: &[&str] = &["kubectl set ", "kubectl edit ", "kubectl patch ", "kubectl scale "];

/// Advice anywhere in the paste to change an object an Argo CD Application with selfHeal
/// manages in place (a crash's `kubectl set resources deployment/web …` said at the pod) says
/// where the change goes instead, once per text.
pub(super) fn edits_argo_cd_undoes(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for (index, app) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Application" && r.group == "argoproj.io") {
        let Some(instead) = crate::rules::argo::application::edit_undone(app) else { continue };
        // As commands name them: `deployment/web`, with its namespace.
        let objects: Vec<(String, Option<String>)> =
            argo_managed(resources, graph, index, app).into_iter().map(|(kind, name, namespace)| (format!("{}/{name}", kind.to_ascii_lowercase()), namespace)).collect();
        if objects.is_empty() {
            continue;
        }
        for report in reports.iter_mut() {
            // "… in deployment/web" names no namespace: the text's own resource must be in the object's.
            let here = report.namespace.clone();
            let note = |text: &str| with_note_after_edit(text, &objects, here.as_deref(), &instead);
            if let Some(noted) = note(&report.summary) {
                report.summary = noted;
            }
            let explanations = report.conditions.iter_mut().map(|c| &mut c.explanation).chain(report.containers.iter_mut().map(|c| &mut c.explanation));
            for explanation in explanations {
                if let Some(noted) = note(&explanation.next) {
                    explanation.next = std::borrow::Cow::Owned(noted);
                }
            }
        }
    }
}

/// `text` with `note` after the first sentence that changes one of `objects` in place (a
/// kubectl command naming `deployment/web` with its `-n shop`, or "… in deployment/web"),
/// unless the text says the note already; `None` when no sentence does.
pub(super) fn with_note_after_edit(text: &str, objects: &[(String, Option<String>)], here: Option<&str>, note: &str) -> Option<String> {
    if text.contains(note) {
        return None;
    }
    let mut start = 0;
    while start < text.len() {
        let end = text.get(start..).and_then(|rest| rest.find(". ")).map_or(text.len(), |stop| start + stop + 1);
        let sentence = text.get(start..end).unwrap_or("");
        // A command that edits it, or the words that say to change something "in deployment/web".
        let edits = IN_PLACE_EDITS.iter().any(|command| sentence.contains(command));
        let changes = objects.iter().any(|(object, namespace)| {
            if names(sentence, &format!("in {object}")) {
                return namespace.as_deref() == here;
            }
            edits && names(sentence, object) && namespace.as_ref().is_none_or(|namespace| names(sentence, &format!("-n {namespace}")))
        });
        if changes {
            return Some(format!("{} {note}{}", text.get(..end).unwrap_or(text), text.get(end..).unwrap_or("")));
        }
        start = end + 1;
    }
    None
}

/// The text with the sentence that offers [`ROLLOUT_UNDO`] replaced by `instead`.
pub(super) fn without_rollout_undo(text: &str, instead: &str) -> String {
    let Some(at) = text.find(ROLLOUT_UNDO) else { return text.to_owned() };
    let start = text.get(..at).and_then(|before| before.rfind(". ")).map_or(0, |stop| stop + 2);
    let end = text.get(at..).and_then(|after| after.find(". ").map(|stop| at + stop + 1)).unwrap_or(text.len());
    format!("{}{instead}{}", text.get(..start).unwrap_or(""), text.get(end..).unwrap_or(""))
}

#[cfg(test)]
mod tests {
    use super::with_note_after_edit;

    #[test]
    fn a_note_on_git_follows_the_sentence_that_changes_what_argo_cd_heals() {
        let objects = [("deployment/web".to_owned(), Some("shop".to_owned()))];
        let advice = "Raise the limit: kubectl set resources deployment/web -n shop -c app --limits=memory=256Mi starts a rollout. Or read the logs.";
        assert_eq!(
            with_note_after_edit(advice, &objects, Some("shop"), "In Git.").as_deref(),
            Some("Raise the limit: kubectl set resources deployment/web -n shop -c app --limits=memory=256Mi starts a rollout. In Git. Or read the logs.")
        );
        // Said once; another namespace's object, a longer name, or a command that only reads: no note.
        assert_eq!(with_note_after_edit("x. In Git. kubectl set image deployment/web -n shop", &objects, Some("shop"), "In Git."), None);
        assert_eq!(with_note_after_edit("kubectl set resources deployment/web -n shopping", &objects, Some("shop"), "In Git."), None);
        assert_eq!(with_note_after_edit("kubectl scale deployment/web-2 -n shop --replicas=3", &objects, Some("shop"), "In Git."), None);
        assert_eq!(with_note_after_edit("kubectl describe deployment/web -n shop shows it.", &objects, Some("shop"), "In Git."), None);
        // Words that place the fix in it.
        assert!(with_note_after_edit("Fix what they say (in deployment/web); read the logs.", &objects, Some("shop"), "In Git.").is_some_and(|noted| noted.ends_with("read the logs. In Git.")));
        // Said of a resource in another namespace, "in deployment/web" is another Deployment.
        assert_eq!(with_note_after_edit("Fix what they say (in deployment/web); read the logs.", &objects, Some("staging"), "In Git."), None);
    }
}
