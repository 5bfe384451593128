//! Rules for Flux (`*.toolkit.fluxcd.io`): Ready / Reconciling / Stalled, `spec.suspend`.

pub mod helmrelease;
pub mod toolkit;

use crate::model::Resource;

/// How the flux CLI names each kind after `flux reconcile` (`source git`, `kustomization`).
const RECONCILE_WORDS: &[(&str, &str)] = &[
    ("GitRepository", "source git"),
    ("OCIRepository", "source oci"),
    ("HelmRepository", "source helm"),
    ("HelmChart", "source chart"),
    ("Bucket", "source bucket"),
    ("Kustomization", "kustomization"),
    ("HelmRelease", "helmrelease"),
    ("ImageRepository", "image repository"),
    ("ImageUpdateAutomation", "image update"),
    ("Receiver", "receiver"),
    ("Alert", "alert"),
    ("Provider", "alert-provider"),
];

/// The `flux reconcile …` command for a Flux object. An ImagePolicy has none of its own in
/// most flux CLIs: it is evaluated again when its ImageRepository is scanned, so the command
/// reconciles that repository (`spec.imageRepositoryRef`).
pub(crate) fn reconcile_command(object: &Resource) -> String {
    if object.kind == "ImagePolicy" {
        let text = |key: &str| object.str(&["spec", "imageRepositoryRef", key]).map(str::trim).filter(|value| !value.is_empty());
        if let Some(repository) = text("name") {
            let namespace = text("namespace").map(|namespace| format!(" -n {namespace}")).unwrap_or_else(|| object.namespace_flag());
            return format!("flux reconcile image repository {repository}{namespace}");
        }
        return format!("flux reconcile image repository <its imageRepositoryRef>{}", object.namespace_flag());
    }
    format!("flux reconcile {} {}{}", reconcile_words(&object.kind), if object.name.is_empty() { "<name>" } else { &object.name }, object.namespace_flag())
}

/// What follows `flux reconcile` for this kind (`source git`), or the kind in lower case.
pub(crate) fn reconcile_words(kind: &str) -> String {
    RECONCILE_WORDS.iter().find(|(known, _)| *known == kind).map_or_else(|| kind.to_ascii_lowercase(), |(_, words)| (*words).to_owned())
}

/// The controller that reconciles each kind (its Deployment in `flux-system`).
const CONTROLLERS: &[(&str, &str)] = &[
    ("Kustomization", "kustomize-controller"),
    ("HelmRelease", "helm-controller"),
    ("ImageRepository", "image-reflector-controller"),
    ("ImagePolicy", "image-reflector-controller"),
    ("ImageUpdateAutomation", "image-automation-controller"),
    ("Alert", "notification-controller"),
    ("Provider", "notification-controller"),
    ("Receiver", "notification-controller"),
];

/// The Flux controller that reconciles this kind: sources (`GitRepository`, `HelmChart`, …)
/// are the source-controller's.
pub(crate) fn controller(kind: &str) -> &'static str {
    CONTROLLERS.iter().find(|(known, _)| *known == kind).map_or("source-controller", |(_, controller)| controller)
}
