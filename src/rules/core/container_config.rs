//! Data: `CreateContainerConfigError` messages that are not a missing Secret or ConfigMap —
//! the kubelet refusing a security context the image does not fit — and what each one needs.

use crate::model::Resource;

/// A message the kubelet writes, and what to do about it.
pub struct ConfigRefusal {
    /// What the message contains.
    pub marker: &'static str,
    /// What to do: `{container}`, `{image}` and `{workload}` (`deployment/web`, where the
    /// template is) are filled in.
    pub next: &'static str,
}

/// The refusals known, by their words.
pub const CONFIG_REFUSALS: &[ConfigRefusal] = &[
    ConfigRefusal {
        marker: "runAsNonRoot and image will run as root",
        next: "The image runs as root (its USER is root or unset) and the pod requires runAsNonRoot: set a numeric non-root user for container {container} in {workload} (securityContext.runAsUser: 10001, with runAsGroup and fsGroup if it writes files), or use an image whose USER is a numeric non-root UID.",
    },
    ConfigRefusal {
        marker: "runAsNonRoot and image has non-numeric user",
        next: "The image names its user by name, so the kubelet cannot tell that it is not root: set securityContext.runAsUser to that user's numeric UID for container {container} in {workload} (docker image inspect -f '{{.Config.User}}' {image} shows the user, and its /etc/passwd the number), or build the image with a numeric USER.",
    },
];

/// What to do about a container the kubelet refused to configure, when its message is one of
/// [`CONFIG_REFUSALS`].
pub fn advice(pod: &Resource, container: &str, image: &str, message: &str) -> Option<String> {
    let refusal = CONFIG_REFUSALS.iter().find(|refusal| message.contains(refusal.marker))?;
    let workload = crate::rules::workload_for_commands(pod);
    let workload = if workload.starts_with('<') { "the pod's manifest".to_owned() } else { workload };
    let image = if image.is_empty() { "<image>" } else { image };
    Some(refusal.next.replace("{container}", container).replace("{workload}", &workload).replace("{image}", image))
}
