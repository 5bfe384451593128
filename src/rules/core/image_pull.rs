//! Why an image pull fails, read from the kubelet's words. `ImagePullBackOff` only says
//! "Back-off pulling image …"; the error that decides what to do (no such tag, no
//! credentials, no route to the registry) is in the container's `ErrImagePull` message or the
//! pod's latest `Failed` event. Each kind of error is data: the words that give it away, what
//! it means, what to do.

use crate::model::Event;
use crate::rules::Context;

/// One kind of pull error.
#[derive(Debug, PartialEq, Eq)]
pub struct PullError {
    /// Words of the runtime's or registry's message that give it away (any one, as written).
    pub needles: &'static [&'static str],
    /// What it means, to follow "the pull failed: ".
    pub means: &'static str,
    /// What to do; `{image}`, `{name}`, `{ns}` are filled from the pod.
    pub next: &'static str,
    /// Whether it may pass by itself (the network, a rate limit): the kubelet retries, and
    /// such a pull fails the pod only once it has lasted.
    pub passes: bool,
    /// Whether it may be the credentials (none, or refused): then what the pod pulls with
    /// decides the words ([`with_credentials`]).
    pub credentials: bool,
    /// Whether it is the registry's, not one image's (the network to it, its certificate, its
    /// rate limit): then another image of the same registry on the same pod fails alike.
    pub whole_registry: bool,
}

/// Pull errors, the first that matches wins: Docker Hub's "does not exist or may require
/// authorization" is both a missing and a private repository, so it comes first.
pub const PULL_ERRORS: &[PullError] = &[
    PullError {
        needles: &["may require 'docker login'", "may require authorization"],
        means: "the repository does not exist, or it is private and the pull had no credentials for it",
        next: "Check the image name {image} for a typo; if the repository is private, give the pod an imagePullSecret that may pull it (kubectl get pod {name}{ns} -o jsonpath='{.spec.imagePullSecrets}').",
        passes: false,
        credentials: true,
        whole_registry: false,
    },
    PullError {
        needles: &["unauthorized", "authentication required", "403 Forbidden", "denied", "no basic auth credentials", "401"],
        means: "the registry refused the credentials (none given, wrong or expired, or not allowed for this repository)",
        next: "Check the pod's imagePullSecrets (and its service account's) and that those credentials may pull {image}: kubectl get pod {name}{ns} -o jsonpath='{.spec.imagePullSecrets}'.",
        passes: false,
        credentials: true,
        whole_registry: false,
    },
    // "no match for platform in manifest: not found": the tag is there, built for other CPUs.
    PullError {
        needles: &["no match for platform in manifest", "no matching manifest for"],
        means: "the tag exists, but has no image built for the node's platform, its CPU architecture or OS",
        next: "Build {image} for the node's architecture too (a multi-arch image: docker buildx build --platform linux/amd64,linux/arm64 …), or keep the pod on nodes it was built for (nodeSelector kubernetes.io/arch in {workload}'s template); kubectl get node {node} -L kubernetes.io/arch shows the node's.",
        passes: false,
        credentials: false,
        whole_registry: false,
    },
    PullError {
        needles: &["manifest unknown", "NotFound", "not found", "no such manifest", "does not exist"],
        means: "the registry has no image with that name and tag",
        next: "Fix the image name or tag of the pod template ({image}: check the tags the registry lists); the kubelet pulls again on its own once it exists.",
        passes: false,
        credentials: false,
        whole_registry: false,
    },
    PullError {
        needles: &["toomanyrequests", "rate limit"],
        means: "the registry refuses more pulls for now (429 Too Many Requests): pulls from this node's address, or with these credentials, are over its limit",
        next: "Give the pods an imagePullSecret of an account on that registry (pulls with credentials get a higher limit; kubectl create secret docker-registry, then imagePullSecrets in {workload}'s template or on its ServiceAccount), or pull through a mirror or pull-through cache. The limit also clears by itself within hours, and the kubelet retries with back-off.",
        passes: true,
        credentials: false,
        whole_registry: true,
    },
    PullError {
        needles: &["x509", "certificate"],
        means: "the node does not trust the registry's TLS certificate",
        next: "Make the nodes' container runtime trust the registry's certificate authority (or fix the registry's certificate); nothing in the pod spec changes this.",
        passes: false,
        credentials: false,
        whole_registry: true,
    },
    PullError {
        needles: &["no such host", "i/o timeout", "TLS handshake timeout", "connection refused", "connection reset", "dial tcp", "network is unreachable", "context deadline exceeded", "EOF"],
        means: "the node cannot reach the registry (name resolution, network, proxy or firewall)",
        next: "From the node, check that the registry's name resolves and its port answers (a proxy or firewall in between?); kubectl describe pod {name}{ns} shows which node tried.",
        passes: true,
        credentials: false,
        whole_registry: true,
    },
];

/// What a waiting message says of the pull's error: all of it, or — for "Back-off pulling
/// image" — only the last pull's error that newer kubelets (1.32) append after the image
/// (`Back-off pulling image "web:2": ErrImagePull: <error>`); `None` when it says only that the
/// kubelet waits between pulls.
fn error_in(message: &str) -> Option<&str> {
    let trimmed = message.trim();
    let Some(rest) = trimmed.strip_prefix("Back-off pulling image") else {
        return (!trimmed.is_empty()).then_some(message);
    };
    let (_, error) = rest.split_once("\": ")?;
    let error = error.strip_prefix("ErrImagePull: ").unwrap_or(error).trim();
    (!error.is_empty()).then_some(error)
}

/// The message that says why the pull of `container` fails: its own waiting message when it
/// says more than "Back-off" (or the error a newer kubelet appends to it), else the latest
/// `Failed` pull event about it (or about the pod, when the event names no container), else
/// one of another container pulling from the same registry (`image`'s) that failed for the
/// registry's sake.
pub fn pull_message<'a>(container: &str, image: &str, waiting_message: &'a str, context: &'a Context) -> Option<&'a str> {
    if let Some(error) = error_in(waiting_message) {
        return Some(error);
    }
    let pulls = || context.events.iter().rev().filter(|event: &&Event| event.reason == "Failed" && event.message.contains("pull"));
    pulls().find(|event| event.container().is_none_or(|name| name == container)).map(|event| event.message.as_str()).or_else(|| {
        // None of its own: another container's pull from the same registry that failed for
        // the registry's sake (the network to it, its certificate, its rate limit).
        let registry = registry_of(image);
        pulls()
            .filter(|event| classify(&event.message).is_some_and(|error| error.whole_registry))
            .find(|event| event.message.split_once("image \"").and_then(|(_, rest)| rest.split('"').next()).is_some_and(|other| registry_of(other) == registry))
            .map(|event| event.message.as_str())
    })
}

/// The registry's or runtime's own last words in a pull error (after the last `: `), which
/// the error's kind explains: `manifest unknown`, `no such host`. The whole message repeats
/// the image's name once or twice before them.
pub fn last_words(message: &str) -> String {
    // The registry's own words, whole (`toomanyrequests: retry-after: 1.204s, allowed: …`).
    if let Some((_, said)) = message.rsplit_once("Server message: ") {
        let said = said.trim();
        let said = said.rsplit_once(": http").filter(|(_, link)| !link.contains(' ')).map_or(said, |(words, _)| words);
        if !said.is_empty() {
            return crate::rules::clipped(said, 160);
        }
    }
    let mut parts = message.rsplit(": ").filter(|part| !part.trim().is_empty()).peekable();
    // A registry that ends with a link (Docker Hub's rate limit: "… upgrading:
    // https://www.docker.com/increase-rate-limit"): its words are before it, after their code.
    if parts.peek().is_some_and(|last| last.trim().starts_with("http") && !last.trim().contains(' ')) {
        parts.next();
        let words = parts.next().unwrap_or(message);
        let code = parts.next().filter(|code| !code.is_empty() && !code.contains(' ') && code.bytes().all(|b| b.is_ascii_lowercase() || b == b'_'));
        return crate::rules::clipped(&code.map_or_else(|| words.to_owned(), |code| format!("{code}: {words}")), 160);
    }
    let words = parts.next().unwrap_or(message);
    // A short last word ("not found") said of words that are not the image's name: with them
    // ("no match for platform in manifest: not found").
    let said_of = parts.next().filter(|before| words.len() < 16 && !before.contains(['/', '"', ':']));
    match said_of {
        Some(before) => crate::rules::clipped(&format!("{before}: {words}"), 160),
        None => crate::rules::clipped(words, 160),
    }
}

/// What a credentials error means and what to do, in the words of what the pod pulls with:
/// Amazon ECR is pulled with the node's IAM role (or a token that lasts 12 h); a pod with
/// imagePullSecrets had them refused, which `kubectl get pod -o jsonpath` would only echo.
/// `None` for any other error, or a pod with neither (the table's words hold).
pub fn with_credentials(error: &PullError, pod: &crate::model::Resource, image: &str, context: &Context) -> Option<(String, String)> {
    if !error.credentials {
        return None;
    }
    let registry = registry_of(image);
    if registry.contains(".dkr.ecr.") && registry.contains(".amazonaws.com") {
        return Some((
            format!("Amazon ECR ({registry}) refused the pull: the node's IAM role may not pull this repository (another account, a repository policy), or a pull secret made from an ECR token has expired (they last 12 h)"),
            "Give the nodes' IAM role read access to the repository (the AmazonEC2ContainerRegistryReadOnly policy; for another account, a repository policy that allows it); a secret from aws ecr get-login-password must be renewed every 12 h (or dropped for the node role).".to_owned(),
        ));
    }
    let Some(crate::model::Value::Array(secrets)) = pod.get(&["spec", "imagePullSecrets"]) else { return None };
    let names: Vec<&str> = secrets.iter().filter_map(|secret| secret.get("name").and_then(|name| name.as_str())).filter(|name| !name.is_empty()).collect();
    let first = names.first()?;
    let ns = pod.namespace_flag();
    // The kubelet could not read some of them: they do not exist in the pod's namespace, and
    // the pull went without them (what the registry then refuses).
    let unread = unretrieved_secrets(context);
    let missing: Vec<&str> = names.iter().copied().filter(|name| unread.contains(name)).collect();
    if let Some(first_missing) = missing.first() {
        let listed = missing.iter().map(|name| format!("Secret {name}")).collect::<Vec<_>>().join(", ");
        let namespace = pod.namespace.as_deref().map(|ns| format!(" in namespace {ns}")).unwrap_or_default();
        let event = context.latest_event(&[UNRETRIEVED_SECRET]).map(|e| if e.count > 1 { format!("{UNRETRIEVED_SECRET}, {} times", e.count) } else { UNRETRIEVED_SECRET.to_owned() }).unwrap_or_default();
        return Some((
            format!("the pod's imagePullSecrets name {listed}, which the kubelet could not read ({event}): it does not exist{namespace}, so the registry {registry} was asked without those credentials and refused"),
            format!(
                "Create Secret {first_missing}{namespace} (a pod reads pull secrets only from its own namespace): kubectl create secret docker-registry {first_missing}{ns} --docker-server={registry} --docker-username=<user> --docker-password=<token>, or copy it from a namespace that has it (kubectl get secret {first_missing} -n <other> -o yaml, without its namespace, uid and resourceVersion). The kubelet reads it again on its next try."
            ),
        ));
    }
    let named = names.iter().map(|name| format!("Secret {name}")).collect::<Vec<_>>().join(", ");
    Some((
        format!("the registry {registry} refused what the pod pulls with ({named}, its imagePullSecrets): wrong or expired, for another registry, or not allowed to pull this repository — or the repository does not exist"),
        format!(
            "Check the image name {image} first; then what Secret {first} holds: kubectl get secret {first}{ns} -o jsonpath='{{.data.\\.dockerconfigjson}}' | base64 -d (its registry must be {registry}). Re-create it with working credentials: kubectl delete secret {first}{ns}, then kubectl create secret docker-registry {first}{ns} --docker-server={registry} --docker-username=<user> --docker-password=<token>."
        ),
    ))
}

/// The kubelet's event when it cannot read a pod's pull secrets: "Unable to retrieve some
/// image pull secrets (regcred); attempting to pull the image may not succeed."
const UNRETRIEVED_SECRET: &str = "FailedToRetrieveImagePullSecret";

/// The pull secrets the kubelet's latest [`UNRETRIEVED_SECRET`] event names (`regcred`, or
/// `a, b`).
fn unretrieved_secrets<'a>(context: &'a Context) -> Vec<&'a str> {
    let Some(event) = context.latest_event(&[UNRETRIEVED_SECRET]) else { return Vec::new() };
    let Some((_, rest)) = event.message.split_once("pull secrets (") else { return Vec::new() };
    let Some((names, _)) = rest.split_once(')') else { return Vec::new() };
    names.split([',', ' ']).map(str::trim).filter(|name| !name.is_empty()).collect()
}

/// The hosts an image on Docker Hub is pulled from (an image without a host is too).
const DOCKER_HUB: &[&str] = &["docker.io", "registry-1.docker.io", "index.docker.io"];

/// The registry host of an image reference: `ghcr.io` of `ghcr.io/acme/redis:7`, `docker.io`
/// of `redis:7` or `bitnami/redis`.
pub fn registry_of(image: &str) -> &str {
    image.split('/').next().filter(|host| image.contains('/') && (host.contains('.') || host.contains(':') || *host == "localhost")).unwrap_or("docker.io")
}

/// What to do about a registry's rate limit (429, `toomanyrequests`) for this pod: when it
/// passes (Docker Hub counts pulls over hours; another registry says when to retry, and the
/// kubelet's back-off does), then an account's pull secret for the image's registry, made and
/// put on the pod's ServiceAccount with commands that run as written. `None` for another error.
pub fn rate_limit_advice(error: &PullError, pod: &crate::model::Resource, image: &str, message: &str) -> Option<String> {
    if !error.needles.contains(&"toomanyrequests") {
        return None;
    }
    let registry = registry_of(image);
    let docker_hub = DOCKER_HUB.contains(&registry) || message.contains("registry-1.docker.io");
    let retry_after = message
        .split_once("retry-after: ")
        .or_else(|| message.split_once("Retry-After: "))
        .and_then(|(_, rest)| rest.split([',', ' ', ';']).next())
        .filter(|after| !after.is_empty());
    let when = if docker_hub {
        "Docker Hub counts pulls over hours (per 6 h without an account), so waiting clears it only within hours; the kubelet retries with back-off meanwhile.".to_owned()
    } else {
        match retry_after {
            Some(after) => format!("The registry asks to retry after {after}: the kubelet's back-off retries by itself, and the pull succeeds once pulls are under its limit again."),
            None => "The kubelet's back-off retries by itself, and the pull succeeds once pulls are under the registry's limit again.".to_owned(),
        }
    };
    let (secret, server) = if docker_hub { ("dockerhub".to_owned(), "https://index.docker.io/v1/".to_owned()) } else { (registry.replace(['.', ':'], "-"), registry.to_owned()) };
    let ns = pod.namespace_flag();
    let account = pod.str(&["spec", "serviceAccountName"]).filter(|a| !a.is_empty()).unwrap_or("default");
    let pod_name = if pod.name.is_empty() { "<pod>" } else { pod.name.as_str() };
    // A pod nothing owns is not made again by itself once deleted.
    let remake = if pod.owners.is_empty() { format!("make pod {pod_name} again (delete it and apply its manifest)") } else { format!("kubectl delete pod {pod_name}{ns}") };
    Some(format!(
        "{when} If it keeps coming back, pull with an account on {} (authenticated pulls get a higher limit): kubectl create secret docker-registry {secret}{ns} --docker-server={server} --docker-username=<user> --docker-password=<token>, then kubectl patch serviceaccount {account}{ns} -p '{{\"imagePullSecrets\":[{{\"name\":\"{secret}\"}}]}}' (it replaces the list the ServiceAccount has: kubectl get serviceaccount {account}{ns} -o yaml shows it) and {remake}, as pods get their ServiceAccount's pull secrets when made. Or pull through a mirror or pull-through cache.",
        if docker_hub { "Docker Hub" } else { registry }
    ))
}

/// The kind of pull error a message tells of, if it is one of [`PULL_ERRORS`].
pub fn classify(message: &str) -> Option<&'static PullError> {
    PULL_ERRORS.iter().find(|error| error.needles.iter().any(|needle| message.contains(needle)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_registry_answer_is_told_apart() {
        let means = |message: &str| classify(message).map(|error| error.means);
        assert_eq!(means("rpc error: code = NotFound desc = failed to pull and unpack image \"r/a:1\": manifest unknown"), Some("the registry has no image with that name and tag"));
        assert!(means("pull access denied for shop/api, repository does not exist or may require 'docker login': denied: requested access to the resource is denied").is_some_and(|m| m.contains("or it is private")));
        assert!(means("failed to authorize: failed to fetch anonymous token: unexpected status: 401 Unauthorized").is_some_and(|m| m.contains("refused the credentials")));
        assert!(means("dial tcp: lookup registry.example.com on 10.0.0.10:53: no such host").is_some_and(|m| m.contains("cannot reach")));
        assert!(means("x509: certificate signed by unknown authority").is_some_and(|m| m.contains("TLS certificate")));
        assert_eq!(means("Back-off pulling image \"r/a:1\""), None);
    }
}

/// An image reference with its repository path in lower case (the registry host, the tag and
/// the digest as written): `registry.acme.io/Comms/notifier:2.1.0` →
/// `registry.acme.io/comms/notifier:2.1.0`.
pub fn with_repository_in_lower_case(image: &str) -> String {
    let (name, digest) = image.split_once('@').map_or((image, None), |(name, digest)| (name, Some(digest)));
    // The tag follows the last `:` after the last `/` (a host's port is before it).
    let slash = name.rfind('/').unwrap_or(0);
    let (path, tag) = match name.get(slash..).and_then(|last| last.rfind(':')) {
        Some(at) => (name.get(..slash + at).unwrap_or(name), name.get(slash + at..)),
        None => (name, None),
    };
    let (host, repository) = match path.split_once('/') {
        Some((host, rest)) if host.contains(['.', ':']) || host == "localhost" => (Some(host), rest),
        _ => (None, path),
    };
    format!(
        "{}{}{}{}",
        host.map(|host| format!("{host}/")).unwrap_or_default(),
        repository.to_ascii_lowercase(),
        tag.unwrap_or(""),
        digest.map(|digest| format!("@{digest}")).unwrap_or_default()
    )
}

#[cfg(test)]
mod lower_case_tests {
    use super::with_repository_in_lower_case;

    #[test]
    fn only_the_repository_path_is_lowered() {
        assert_eq!(with_repository_in_lower_case("registry.acme.io/Comms/notifier:2.1.0"), "registry.acme.io/comms/notifier:2.1.0");
        assert_eq!(with_repository_in_lower_case("Registry.Local:5000/Team/App:V1"), "Registry.Local:5000/team/app:V1");
        assert_eq!(with_repository_in_lower_case("MyApp"), "myapp");
        assert_eq!(with_repository_in_lower_case("ghcr.io/Org/App@sha256:ABC"), "ghcr.io/org/app@sha256:ABC");
    }
}
