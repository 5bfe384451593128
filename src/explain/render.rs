//! Filling knowledge-base templates with pasted values.

use std::borrow::Cow;

use crate::model::event::Event;
use crate::model::Resource;

/// Values for the placeholders of a template: the ones set, then the ones read from the
/// object the words are about, each only when a template names it (most templates name one or
/// two of the forty; reading them all for every explained resource was a tenth of explaining).
#[derive(Debug, Clone, Default)]
pub struct Vars<'r> {
    pairs: Vec<(&'static str, String)>,
    about: Option<About<'r>>,
}

/// What the placeholders not set are read from.
#[derive(Debug, Clone, Copy)]
enum About<'r> {
    /// A pasted resource ([`super::resource_var`]).
    Resource(&'r Resource),
    /// The object an event is about, when that object is not pasted ([`super::subject_var`]).
    Subject(&'r Event),
}

/// The placeholders a person fills in, shown readably: `<stack>`, `<container>`, `<node>`, …
/// (events and the catalog cannot know them).
const READABLE_PLACES: &[(&str, &str)] = &[
    ("stack", "<stack>"),
    ("top_stack", "<stack>"),
    ("stack_resource", "<resource>"),
    ("velero_backup", "<name>"),
    ("velero_restore", "<name>"),
    ("revision", "<revision>"),
    ("ready_revision_serves", super::READY_REVISION_SERVES),
    ("location", "<region>"),
    ("container", "<container>"),
    ("previous", " [--previous if it has restarted since]"),
    ("selector", " -l <selector>"),
    ("node", "<node>"),
    ("url", "<url>"),
    ("ref", "<name>"),
    ("source_ref", "sources all -A"),
    ("raise_limit", "in the workload that makes the pod (kubectl set resources <workload> -c <container> --limits=memory=<more>)"),
    ("crash_advice", "Read the crashed run's output: kubectl logs <pod> -c <container> --previous. Check the command, configuration and dependencies the app needs at start-up."),
    ("workload", "<workload>"),
    ("secret_ref", "the Secret in spec.secretRef"),
    ("rerun_job", "then delete and re-create the Job (a CronJob's Job: in the CronJob's jobTemplate, which its next run uses)"),
    ("failed_pod_logs", "kubectl logs <pod> -n <namespace> -c <container>"),
    ("argocd_app", "<name>"),
    ("argocd_project", "<project>"),
    ("vault_role", "vault read auth/kubernetes/role/<role>"),
    ("vault_check", ""),
];

/// A placeholder shown readably ([`READABLE_PLACES`]).
pub(super) fn readable_place(key: &str) -> Option<&'static str> {
    READABLE_PLACES.iter().find(|(known, _)| *known == key).map(|(_, value)| *value)
}

impl<'r> Vars<'r> {
    /// The placeholders of `resource`: each read from it when a template names it, named from
    /// the resource where the paste says, else shown for a person to fill (`<container>`).
    pub fn of(resource: &'r Resource) -> Vars<'r> {
        Vars { pairs: Vec::new(), about: Some(About::Resource(resource)) }
    }

    /// The placeholders of the object `event` is about, when that object is not pasted: its
    /// kind and name from the event, the rest shown readably.
    pub fn of_subject(event: &'r Event) -> Vars<'r> {
        Vars { pairs: Vec::new(), about: Some(About::Subject(event)) }
    }

    /// Sets a placeholder's value.
    pub fn set(mut self, key: &'static str, value: impl Into<String>) -> Vars<'r> {
        let value = value.into();
        match self.pairs.iter_mut().find(|(known, _)| *known == key) {
            Some(pair) => pair.1 = value,
            None => self.pairs.push((key, value)),
        }
        self
    }

    /// Sets the placeholders of one object or system that events and the catalog cannot know,
    /// shown readably for a person to fill: `<stack>`, `<revision>`, `<region>`, `<container>`, `<node>`,
    /// `[--previous if it has restarted since]`.
    pub fn with_readable_places(self) -> Vars<'r> {
        READABLE_PLACES.iter().fold(self, |vars, (key, value)| vars.set(key, *value))
    }

    fn get(&self, key: &str) -> Option<Cow<'_, str>> {
        if let Some((_, value)) = self.pairs.iter().find(|(known, _)| *known == key) {
            return Some(Cow::Borrowed(value.as_str()));
        }
        match self.about? {
            About::Resource(resource) => super::resource_var(resource, key),
            About::Subject(event) => super::subject_var(event, key),
        }
    }
}

/// [`fill`] for a template of the knowledge base: one without placeholders is shared as it is,
/// not copied (most "what to do next" words name nothing of the resource).
pub fn filled(template: &'static str, vars: &Vars) -> std::borrow::Cow<'static, str> {
    if template.contains('{') { std::borrow::Cow::Owned(fill(template, vars)) } else { std::borrow::Cow::Borrowed(template) }
}

/// Replaces each `{key}` with its value. Unknown keys are left as written, so a template bug
/// shows instead of silently dropping words.
pub fn fill(template: &str, vars: &Vars) -> String {
    let mut out = String::with_capacity(template.len() + 32);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}').and_then(|close| Some((close, vars.get(after.get(..close)?)?))) {
            Some((close, value)) => {
                out.push_str(&value);
                rest = &after[close + 1..];
            }
            None => {
                out.push('{');
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_filled() {
        let vars = Vars::default().set("name", "web").set("ns", " -n shop");
        assert_eq!(fill("kubectl logs {name}{ns} {other}", &vars), "kubectl logs web -n shop {other}");
        assert_eq!(fill("{", &vars), "{");
        assert_eq!(fill("é{name}é", &vars), "éwebé");
    }
}
