//! Any Flux object: suspended, or `Ready` with its reason. `Stalled` is handled by the engine
//! (Failed); `Reconciling` with `ProgressingWithRetry` is a retry after a failure, so `Ready`'s
//! failure reason decides.

use crate::model::timestamp::{go_duration_seconds, human_duration};
use crate::model::{Condition, ConditionStatus, Resource};
use crate::report::Verdict;
use crate::rules::{condition_detail, Assessment, Context, Next, Rule};

/// The Flux rule: every kind of every `*.toolkit.fluxcd.io` group.
pub static RULE: Rule = Rule { group: "*.toolkit.fluxcd.io", kind: "*", classify };

/// Ready=False reasons that mean still working.
const WORKING: &[&str] = &["Progressing", "ProgressingWithRetry", "DependencyNotReady", "Reconciling"];

fn classify(object: &Resource, context: &Context, next: Next) -> Assessment {
    if let Some(assessment) = suspended(object) {
        return assessment;
    }
    let Some(ready) = object.condition("Ready") else { return next(object, context) };
    if let Some(assessment) = stuck(object, ready, context) {
        return assessment;
    }
    if let Some(assessment) = signature_refused(object, ready) {
        return assessment;
    }
    let detail = condition_detail(ready);
    match ready.status {
        ConditionStatus::True => Assessment::plain(Verdict::Ready, format!("Ready is True{detail}.")),
        ConditionStatus::False => {
            let missing = ready.message.contains("not found") || ready.message.contains("does not exist");
            if WORKING.contains(&ready.reason.as_str()) && !missing {
                let waits = if ready.reason == "DependencyNotReady" { " It waits for the objects in spec.dependsOn (or its source)." } else { "" };
                Assessment::new(Verdict::InProgress, format!("{}Ready is False{detail}.{waits}", crate::rules::STILL_WORKING), ready.reason.clone())
            } else {
                // After a failure Flux retries at spec.retryInterval when set (a Kustomization's).
                let every = match object.str(&["spec", "retryInterval"]).filter(|i| !i.is_empty()) {
                    Some(interval) => format!("every {interval} (spec.retryInterval)"),
                    None => "at every interval".to_owned(),
                };
                let retry = if object.condition("Reconciling").is_some_and(|r| r.is_true()) {
                    format!(" Flux retries {every}, but this needs a fix; then {} tries at once.", super::reconcile_command(object))
                } else {
                    format!(" Flux retries {every}; fix the cause, then {} tries at once.", super::reconcile_command(object))
                };
                let build = build_hint(object, ready) + &policy_hint(object, ready) + &crd_hint(&ready.message);
                let source = source_hint(object, &ready.message);
                let failed = Assessment::new(Verdict::Failed, format!("Ready is False{detail}.{source}{build}{retry}"), ready.reason.clone());
                // The build's or the source's own words say what to do: not the general "run
                // kustomize build" or "check the URL and credentials".
                if build.is_empty() && source.is_empty() { failed } else { failed.answering() }
            }
        }
        _ => Assessment::new(Verdict::InProgress, format!("Ready is Unknown: a reconcile is in flight{detail}."), ready.reason.clone()),
    }
}

/// What a Flux object's summary says when the cluster does not know a kind it applies (the
/// roll-up looks for it, to name a suspended dependency that may hold the CRD back).
pub const CRD_NOT_INSTALLED: &str = "its CRD is not installed in the cluster";

/// `no matches for kind "ServiceMonitor" in version "monitoring.coreos.com/v1"` (the API server's
/// words for a kind it does not serve): (kind, apiVersion).
pub(crate) fn kind_not_known(message: &str) -> Option<(&str, &str)> {
    let (_, rest) = message.split_once("no matches for kind \"")?;
    let (kind, rest) = rest.split_once('"')?;
    let version = rest.trim_start().strip_prefix("in version \"").and_then(|rest| rest.split_once('"')).map_or("", |(version, _)| version);
    (!kind.is_empty()).then_some((kind, version))
}

/// A kind the cluster does not know, in what a Kustomization or HelmRelease applies: the CRD is
/// not installed, and it has to be before the objects of that kind. Nothing for other messages.
fn crd_hint(message: &str) -> String {
    let Some((kind, version)) = kind_not_known(message) else { return String::new() };
    let api = if version.is_empty() { String::new() } else { format!(" ({version})") };
    // `ServiceMonitor/shop/checkout dry-run failed: …`: the object that could not be applied.
    let object = message.split_once(" dry-run failed").map(|(object, _)| object.trim()).filter(|object| object.contains('/') && !object.contains(' ')).map(|object| format!(", so Flux cannot apply {object}")).unwrap_or_default();
    format!(
        " The cluster does not know kind {kind}{api}: {CRD_NOT_INSTALLED}{object}. Install the CRD first (from a Kustomization this one depends on through spec.dependsOn, so Flux applies it before); nothing in this object's own manifests fixes it."
    )
}

/// An ImagePolicy that finds no latest tag: what its spec asks of the tags (a semver range,
/// over the part `filterTags.extract` takes out: a timestamp or build number is not semver).
/// Nothing for other kinds or messages.
fn policy_hint(object: &Resource, ready: &Condition) -> String {
    if object.kind != "ImagePolicy" || !ready.message.contains("unable to determine latest version") {
        return String::new();
    }
    let text = |path: &[&str]| object.str(path).map(str::trim).filter(|value| !value.is_empty());
    let scanned = format!(
        "kubectl get imagerepository {}{} -o jsonpath='{{.status.lastScanResult}}' shows what the last scan found",
        text(&["spec", "imageRepositoryRef", "name"]).unwrap_or("<repository>"),
        object.namespace_flag()
    );
    let range = text(&["spec", "policy", "semver", "range"]);
    match (range, text(&["spec", "filterTags", "extract"]), text(&["spec", "filterTags", "pattern"])) {
        (Some(range), Some(extract), pattern) => format!(
            " No tag qualifies: spec.filterTags keeps the tags that match {} and compares only the part {extract} takes out, which spec.policy.semver ({range}) must read as a semver version. A timestamp or a build number is not one: for those use spec.policy.numerical (order: asc), or extract the version part; {scanned}.",
            pattern.map(|p| format!("“{p}”")).unwrap_or_else(|| "its pattern".to_owned())
        ),
        (Some(range), None, _) => format!(" No tag of the repository is a semver version within {range} (a tag like main-3f2a1c or latest is not one); {scanned}."),
        _ => format!(" No tag left by spec.filterTags fits spec.policy: check the pattern and the policy against the tags; {scanned}."),
    }
}

/// A Kustomization whose `kustomize build` fails: the file it misses, by its path in the
/// repository (not Flux's temporary checkout), the revision, and the command that shows the
/// error; what stays applied meanwhile. Nothing for other kinds or reasons.
fn build_hint(object: &Resource, ready: &Condition) -> String {
    if object.kind != "Kustomization" || ready.reason != "BuildFailed" {
        return String::new();
    }
    let short = |revision: &str| match revision.split_once(":") {
        Some((head, sha)) => format!("{}{}", head.trim_end_matches("sha1").trim_end_matches('@'), sha.get(..7).map(|s| format!("@{s}")).unwrap_or_default()),
        None => revision.to_owned(),
    };
    let attempted = object.str(&["status", "lastAttemptedRevision"]).filter(|r| !r.is_empty()).map(short);
    let applied = object.str(&["status", "lastAppliedRevision"]).filter(|r| !r.is_empty()).map(short);
    let path = object.str(&["spec", "path"]).filter(|p| !p.is_empty()).unwrap_or("./");
    let of_revision = attempted.as_ref().map(|r| format!(" of revision {r}")).unwrap_or_default();
    // `lstat /tmp/kustomization-2841771609/apps/x/y.yaml: no such file or directory`.
    let missing = ready.message.split_once("lstat ").and_then(|(_, rest)| rest.split_once(": no such file or directory")).map(|(file, _)| in_repository(file));
    let mut said = match missing {
        _ if ready.message.contains("decryption failed") || ready.message.contains("sops") => decryption_hint(object, &ready.message),
        Some(file) => {
            let (folder, name) = file.rsplit_once('/').unwrap_or((".", file.as_str()));
            format!(" The file {file} is not in the repository{of_revision}, yet {folder}'s kustomization.yaml lists {name}: add the file or take it off that list; kustomize build {path} in a checkout{of_revision} shows the same error.")
        }
        None => format!(" kustomize build {path} in a checkout{of_revision} shows the error."),
    };
    if let Some(applied) = applied.filter(|applied| Some(applied) != attempted.as_ref()) {
        said.push_str(&format!(" The cluster keeps revision {applied} applied meanwhile."));
    }
    said
}

/// A Kustomization that could not decrypt a SOPS file: which Secret, against which key
/// (`spec.decryption.secretRef`) and recipient; `kustomize build` does not decrypt, so it
/// would show nothing.
fn decryption_hint(object: &Resource, message: &str) -> String {
    let file = message.split_once("decryption failed for '").and_then(|(_, rest)| rest.split('\'').next()).filter(|f| !f.is_empty()).map(|f| format!(" {f}")).unwrap_or_default();
    let recipient = message.split_whitespace().map(|word| word.trim_end_matches(':')).find(|word| word.starts_with("age1") && word.len() > 20);
    let ns = object.namespace.as_deref().map(|ns| format!("{ns}/")).unwrap_or_default();
    let Some(key) = object.str(&["spec", "decryption", "secretRef", "name"]).filter(|k| !k.is_empty()) else {
        return format!(" Flux could not decrypt{file}: spec.decryption.secretRef names no Secret with the private key; add one that holds it.");
    };
    match recipient.filter(|_| message.contains("no identity matched")) {
        Some(recipient) => format!(
            " Flux could not decrypt{file}: no key in Secret {ns}{key} (spec.decryption.secretRef) matches the file's age recipient {recipient}. Put the matching private key in {key} (a key name ending .agekey; age-keygen -y on it prints its recipient), or encrypt the file for the key {key} holds (add its recipient to .sops.yaml, then sops updatekeys <file>)."
        ),
        None => format!(" Flux could not decrypt{file} with the keys in Secret {ns}{key} (spec.decryption.secretRef): the file must be encrypted for a key that Secret holds; kustomize build does not decrypt, so it shows nothing."),
    }
}

/// A path in Flux's temporary checkout (`/tmp/kustomization-2841771609/apps/x.yaml`) as the
/// repository's (`apps/x.yaml`).
fn in_repository(path: &str) -> String {
    let trimmed = path.trim().trim_matches('\'');
    match trimmed.strip_prefix("/tmp/").and_then(|rest| rest.split_once('/')).filter(|(checkout, _)| checkout.starts_with("kustomization-")) {
        Some((_, inside)) => inside.to_owned(),
        None => trimmed.to_owned(),
    }
}

/// What a source's fetch error points at in its spec: the address for a 404, the credentials
/// for a refusal. Nothing for other kinds or errors.
fn source_hint(object: &Resource, message: &str) -> String {
    if object.group != "source.toolkit.fluxcd.io" {
        return String::new();
    }
    let lower = message.to_ascii_lowercase();
    let url = object.str(&["spec", "url"]).filter(|url| !url.is_empty());
    // A Helm repository's index that is not there: the address is wrong.
    if let (Some(url), true) = (url, lower.contains("index.yaml") && has_word(&lower, "404")) {
        return format!(" Nothing is at that address: check spec.url ({url}) — a Helm repository serves index.yaml at its root.");
    }
    let url = url.unwrap_or("<url>");
    let secret_named = object.str(&["spec", "secretRef", "name"]).unwrap_or("<secret>");
    // A deploy key the Git server does not know (or no key at all).
    if lower.contains("ssh: unable to authenticate") || lower.contains("ssh: handshake failed") {
        return format!(
            " The Git server refused the SSH key in Secret {secret_named} (spec.secretRef): add its public key (the Secret's identity.pub) to the repository as a deploy key, or make a new key pair with flux create secret git {secret_named} --url={url}{} and add the public key it prints.",
            object.namespace_flag()
        );
    }
    // GitHub and others take a token, not an account's password, over HTTPS.
    if lower.contains("password authentication is not supported") {
        return format!(
            " The server wants a personal access token, not an account password: write one into Secret {secret_named} (flux create secret git {secret_named} --url={url} --username=git --password=<token>{}).",
            object.namespace_flag()
        );
    }
    if ["denied", "unauthorized", "authentication required", "403", "401"].iter().any(|word| has_word(&lower, word)) {
        let secret = object.str(&["spec", "secretRef", "name"]);
        let write = credentials_command(object, secret.unwrap_or("<secret>"), url);
        return match secret {
            Some(secret) => format!(" The server did not accept the credentials in Secret {secret} (spec.secretRef): missing, expired, or under other keys than Flux reads. Write them anew: {write}."),
            None => format!(" The server wants credentials and spec.secretRef names none: create a Secret with them ({write}) and name it in spec.secretRef."),
        };
    }
    String::new()
}

/// The flux command that writes a source's credentials into `secret` (the keys its kind reads).
fn credentials_command(object: &Resource, secret: &str, url: &str) -> String {
    let ns = object.namespace_flag();
    match object.kind.as_str() {
        // An SSH address gets a new key pair (its public key to add as a deploy key).
        "GitRepository" if url.starts_with("ssh://") || url.starts_with("git@") => format!("flux create secret git {secret} --url={url}{ns}, then add the public key it prints as a deploy key"),
        "GitRepository" => format!("flux create secret git {secret} --url={url} --username=git --password=<token>{ns}"),
        "HelmRepository" => format!("flux create secret helm {secret} --username=<user> --password=<password>{ns}"),
        "OCIRepository" => {
            let registry = url.trim_start_matches("oci://").split('/').next().unwrap_or("<registry>");
            format!("flux create secret oci {secret} --url={registry} --username=<user> --password=<token>{ns}")
        }
        _ => format!("kubectl create secret generic {secret}{ns} --from-literal=accesskey=<key> --from-literal=secretkey=<secret>"),
    }
}

/// Whether `word` stands alone in `text`: not inside another word or number (`401` is not in
/// `10.0.0.1:4013`).
fn has_word(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(at, _)| {
        let before = text.get(..at).and_then(|head| head.chars().next_back());
        let after = text.get(at + word.len()..).and_then(|tail| tail.chars().next());
        !before.is_some_and(|c| c.is_ascii_alphanumeric()) && !after.is_some_and(|c| c.is_ascii_alphanumeric())
    })
}

/// A reconcile still in flight after an hour, and after twice its `spec.timeout`: Flux ends
/// every reconcile by its timeout, so one that never ends is stuck (or its controller stopped
/// writing status). Waiting for dependencies is not this: those are followed to their cause.
pub const STUCK_AFTER_SECONDS: i64 = crate::rules::RECONCILING_DECIDES_SECONDS;

fn stuck(object: &Resource, ready: &Condition, context: &Context) -> Option<Assessment> {
    let working = ready.status == ConditionStatus::Unknown || (ready.is_false() && WORKING.contains(&ready.reason.as_str()));
    if !working || ready.reason == "DependencyNotReady" {
        return None;
    }
    let since = object.condition("Reconciling").filter(|r| r.is_true()).and_then(|r| r.since).or(ready.since);
    let timeout = object.str(&["spec", "timeout"]).and_then(go_duration_seconds);
    let limit = timeout.map_or(STUCK_AFTER_SECONDS, |timeout| STUCK_AFTER_SECONDS.max(timeout.saturating_mul(2)));
    let seconds = context.seconds_since(since).filter(|seconds| *seconds >= limit)?;
    let past = match object.str(&["spec", "timeout"]).filter(|_| timeout.is_some()) {
        Some(written) => format!("far past its timeout of {written}"),
        None => "far longer than a reconcile takes".to_owned(),
    };
    let controller = super::controller(&object.kind);
    Some(Assessment::new(
        Verdict::Failed,
        format!(
            "Flux has been reconciling it for {} (Ready is {}{}), {past}: the reconcile is stuck, or {controller} has stopped writing its status. Look at the controller: kubectl -n flux-system get pods and kubectl -n flux-system logs deploy/{controller}; then {} starts again.",
            human_duration(seconds),
            ready.status.as_str(),
            condition_detail(ready),
            super::reconcile_command(object)
        ),
        if ready.reason.is_empty() { "Stuck".to_owned() } else { ready.reason.clone() },
    ))
}

/// What a HelmChart whose version is missing says of where the version comes from, until the
/// roll-up finds the pasted HelmRelease that asks for it (its Flux step replaces it).
pub const VERSION_COMES_FROM: &str = "Set spec.version to a version the repository has where it comes from: a HelmChart that Flux made for a HelmRelease takes it from that HelmRelease's spec.chart.spec.version, and a change made here is put back.";

/// A HelmChart whose repository has no version in the range asked for (`no 'x' chart with
/// version matching '68.4.x' found`): said before `Stalled` (which would only say that the
/// controller gave up), with the artifact it keeps (Degraded while it has one: what was
/// released from it runs) and where the version is set.
pub(crate) fn diagnose_chart(chart: &Resource) -> Option<Assessment> {
    let failed = chart.conditions.iter().find(|c| (c.is_false() && c.type_ == "Ready") || (c.is_true() && matches!(c.type_.as_str(), "Stalled" | "FetchFailed")))?;
    let (name, version) = super::helmrelease::version_not_found(&failed.message)?;
    let source = chart.str(&["spec", "sourceRef", "name"]).filter(|n| !n.is_empty()).map(|source| format!(" in {} {source}", chart.str(&["spec", "sourceRef", "kind"]).filter(|k| !k.is_empty()).unwrap_or("HelmRepository"))).unwrap_or_default();
    let revision = chart.str(&["status", "artifact", "revision"]).filter(|revision| !revision.is_empty());
    let kept = revision.map(|revision| format!(" Its last artifact, {name} {revision}, stays in storage: what was released from it is not touched.")).unwrap_or_default();
    // Up, with the artifact it had, but it cannot fetch the one asked for.
    let verdict = if revision.is_some() { Verdict::Degraded } else { Verdict::Failed };
    Some(
        Assessment::new(
            verdict,
            format!("No version of chart {name} matches '{version}' (spec.version){source}, so it cannot fetch the chart ({}).{kept} {VERSION_COMES_FROM}", if failed.reason.is_empty() { "InvalidChartReference" } else { failed.reason.as_str() }),
            "InvalidChartReference",
        )
        .answering(),
    )
}

/// `spec.suspend: true`: Flux does nothing with it until resumed.
pub(crate) fn suspended(object: &Resource) -> Option<Assessment> {
    let suspend = matches!(object.get(&["spec", "suspend"]), Some(crate::model::Value::Bool(true)));
    suspend.then(|| {
        // Suspended while failing: the failure is still there, and a resume starts with it.
        let failing = object
            .condition("Ready")
            .filter(|ready| ready.is_false())
            .map(|ready| format!(" It was suspended while failing (Ready is False{}): a resume retries it.", crate::rules::condition_detail(ready)))
            .unwrap_or_default();
        // A spec changed since its last reconcile: that change waits for the resume.
        let waiting = match (object.generation, object.observed_generation) {
            (Some(generation), Some(observed)) if observed >= 0 && generation > observed => {
                format!(" Its spec is at generation {generation} and it last reconciled generation {observed}: what changed since (suspending is one change) waits for the resume.")
            }
            _ => String::new(),
        };
        Assessment::new(
            Verdict::Suspended,
            format!(
                "Suspended (spec.suspend: true): Flux does not reconcile it.{failing}{waiting} Resume with flux resume {} {}{}.",
                // The flux CLI's words for the kind: `source git` for a GitRepository.
                super::reconcile_words(&object.kind),
                object.name,
                object.namespace_flag()
            ),
            "Suspended",
        )
    })
}

/// A source whose newest artifact's signature cosign does not verify (`VerificationError`:
/// `no matching signatures were found for '<image>@<digest>'`): Flux refuses that artifact, and
/// the last verified one stays in storage, so what applies it keeps it (Degraded; Failed when
/// none was ever verified). What to check, with the key Secret and the command.
fn signature_refused(source: &Resource, ready: &crate::model::Condition) -> Option<Assessment> {
    if source.group != "source.toolkit.fluxcd.io" || !ready.is_false() || ready.reason != "VerificationError" || !ready.message.contains("'cosign'") {
        return None;
    }
    let image = ready.message.split_once("found for '").and_then(|(_, rest)| rest.split_once('\'')).map(|(image, _)| image).filter(|image| !image.is_empty());
    let wanted = ["semver", "tag", "digest"]
        .iter()
        .find_map(|key| source.str(&["spec", "ref", key]).filter(|value| !value.is_empty()).map(|value| format!(" (spec.ref.{key} {value})")))
        .unwrap_or_default();
    let which = image.map(|image| format!("{image}{wanted}")).unwrap_or_else(|| format!("the newest artifact{wanted}"));
    let key = source.str(&["spec", "verify", "secretRef", "name"]).filter(|name| !name.is_empty());
    let (against, fix) = match key {
        Some(secret) => (
            format!("the public key in Secret {secret} (spec.verify.secretRef)"),
            format!("Sign it in CI with the private key that matches, or put the right public key (a *.pub entry) in Secret {secret}"),
        ),
        None => (
            "the keyless identities spec.verify.matchOIDCIdentity accepts".to_owned(),
            "Sign it in CI with an identity that spec.verify.matchOIDCIdentity accepts, or widen those patterns".to_owned(),
        ),
    };
    let check = match (image, key) {
        (Some(image), Some(_)) => format!(" cosign verify --key cosign.pub {image} checks it with that key."),
        (Some(image), None) => format!(" cosign verify {image} --certificate-identity-regexp <identity> --certificate-oidc-issuer-regexp <issuer> checks it."),
        _ => String::new(),
    };
    let kept = source.str(&["status", "artifact", "revision"]).filter(|revision| !revision.is_empty());
    let verdict = if kept.is_some() { Verdict::Degraded } else { Verdict::Failed };
    let stays = match kept {
        Some(revision) => format!(" The last verified artifact, {revision}, stays in storage, so what applies this source keeps it."),
        None => " No artifact was ever verified, so nothing from this source is applied.".to_owned(),
    };
    Some(
        Assessment::new(
            verdict,
            format!(
                "Flux refuses {which}: no cosign signature on it verifies with {against}, so Ready is False (VerificationError).{stays}{check} {fix}, then {}.",
                super::reconcile_command(source)
            ),
            "VerificationError",
        )
        .answering(),
    )
}
