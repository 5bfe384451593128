//! Filling knowledge-base templates with pasted values.

/// Values for the placeholders of a template.
#[derive(Debug, Clone, Default)]
pub struct Vars {
    pairs: Vec<(&'static str, String)>,
}

impl Vars {
    /// Sets a placeholder's value.
    pub fn set(mut self, key: &'static str, value: impl Into<String>) -> Vars {
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
    pub fn with_readable_places(self) -> Vars {
        self.set("stack", "<stack>")
            .set("top_stack", "<stack>")
            .set("stack_resource", "<resource>")
            .set("velero_backup", "<name>")
            .set("velero_restore", "<name>")
            .set("revision", "<revision>")
            .set("ready_revision_serves", super::READY_REVISION_SERVES)
            .set("location", "<region>")
            .set("container", "<container>")
            .set("previous", " [--previous if it has restarted since]")
            .set("selector", " -l <selector>")
            .set("node", "<node>")
            .set("url", "<url>")
            .set("ref", "<name>")
            .set("source_ref", "sources all -A")
            .set("raise_limit", "in the workload that makes the pod (kubectl set resources <workload> -c <container> --limits=memory=<more>)")
            .set("crash_advice", "Read the crashed run's output: kubectl logs <pod> -c <container> --previous. Check the command, configuration and dependencies the app needs at start-up.")
            .set("workload", "<workload>")
            .set("secret_ref", "the Secret in spec.secretRef")
            .set("rerun_job", "then delete and re-create the Job (a CronJob's Job: in the CronJob's jobTemplate, which its next run uses)")
            .set("failed_pod_logs", "kubectl logs <pod> -n <namespace> -c <container>")
            .set("argocd_app", "<name>")
            .set("argocd_project", "<project>")
            .set("vault_role", "vault read auth/kubernetes/role/<role>")
            .set("vault_check", "")
    }

    fn get(&self, key: &str) -> Option<&str> {
        self.pairs.iter().find(|(known, _)| *known == key).map(|(_, value)| value.as_str())
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
        match after.find('}') {
            Some(close) if vars.get(&after[..close]).is_some() => {
                out.push_str(vars.get(&after[..close]).unwrap_or_default());
                rest = &after[close + 1..];
            }
            _ => {
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
