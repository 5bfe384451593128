//! Crossplane across resources: a composed resource whose name the cloud says is taken names
//! the parameter of its claim (or composite) that the Composition copies the name from, as
//! the place to choose another one.

use crate::model::{Resource, Value};
use crate::relate::Graph;
use crate::report::ResourceReport;
use crate::rules::crossplane::managed::NAME_FROM_THE_COMPOSITION;

/// A composed resource whose summary says its name is taken and comes from its Composition
/// ([`NAME_FROM_THE_COMPOSITION`]): the pasted claim (what depends on its composite) or the
/// composite whose `spec.parameters` holds that very name says where to change it, with the
/// command.
pub(super) fn say_where_a_taken_name_is_set(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for (index, resource) in resources.iter().enumerate() {
        if !reports.get(index).is_some_and(|r| r.summary.contains(NAME_FROM_THE_COMPOSITION)) {
            continue;
        }
        let Some(name) = resource.str(&["metadata", "annotations", "crossplane.io/external-name"]).filter(|name| !name.is_empty()) else { continue };
        let Some(composite) = graph.owner.get(index).copied().flatten() else { continue };
        // The claim first (what a team edits), then the composite itself.
        let claims = graph.referrers.get(composite).into_iter().flatten().filter(|(_, relation)| *relation == "depends-on").map(|(at, _)| *at);
        let found = claims.chain(std::iter::once(composite)).find_map(|at| {
            let holder = resources.get(at)?;
            let path = path_to(holder.get(&["spec", "parameters"])?, name, "spec.parameters", 0)?;
            Some((holder, path))
        });
        let Some((holder, path)) = found else { continue };
        let edit = format!("kubectl edit {}{}", crate::explain::kubectl_resource(&holder.kind, &holder.group, &holder.name), holder.namespace_flag());
        let whose = match holder.namespace.as_deref() {
            Some(namespace) => format!("{} {} in {namespace}", holder.kind, holder.name),
            None => format!("{} {}", holder.kind, holder.name),
        };
        let instead = format!(
            "Choose another name in {whose}: its {path} ({name} now; {edit}). The Composition copies it into this {}'s crossplane.io/external-name annotation; a change made to this {} itself is put back.",
            resource.kind, resource.kind
        );
        if let Some(report) = reports.get_mut(index) {
            report.summary = report.summary.replacen(NAME_FROM_THE_COMPOSITION, &instead, 1);
        }
    }
}

/// How deep into the parameters a name is looked for.
const DEEPEST: usize = 8;

/// The path of the first text equal to `wanted` in a tree of parameters (`spec.parameters.bucketName`).
fn path_to(value: &Value, wanted: &str, at: &str, depth: usize) -> Option<String> {
    match value {
        Value::String(_) if value.as_str() == Some(wanted) => Some(at.to_owned()),
        Value::Object(entries) if depth < DEEPEST => entries.iter().find_map(|(key, inner)| path_to(inner, wanted, &format!("{at}.{key}"), depth + 1)),
        _ => None,
    }
}

/// A Provider's or Function's runtime pod, pasted: its resources come from the
/// DeploymentRuntimeConfig the package names (`spec.runtimeConfigRef`, else `default`), said
/// by name with `kubectl edit`, never the Deployment Crossplane makes; and a package unhealthy
/// while that pod fails points at the pod instead of asking for it.
pub(super) fn name_the_runtime_config(resources: &[Resource], _graph: &Graph, reports: &mut [ResourceReport]) {
    for (index, package) in resources.iter().enumerate().filter(|(_, r)| r.group == "pkg.crossplane.io" && matches!(r.kind.as_str(), "Provider" | "Function")) {
        let pods: Vec<usize> = crate::relate::crossplane::runtime_pods(package, resources);
        if pods.is_empty() {
            continue;
        }
        let config = package.str(&["spec", "runtimeConfigRef", "name"]).filter(|name| !name.is_empty()).unwrap_or("default");
        let named = format!(
            "DeploymentRuntimeConfig {config}, which {} {} {} (kubectl edit deploymentruntimeconfig {config})",
            package.kind,
            package.name,
            if package.get(&["spec", "runtimeConfigRef", "name"]).is_some() { "names in spec.runtimeConfigRef" } else { "uses, since its spec.runtimeConfigRef names none," }
        );
        let mut failing = Vec::new();
        for &pod in &pods {
            let Some(report) = reports.get_mut(pod) else { continue };
            for container in &mut report.containers {
                if container.explanation.next.contains(crate::rules::crossplane::RUNTIME_CONFIG_UNNAMED) {
                    container.explanation.next = std::borrow::Cow::Owned(container.explanation.next.replace(crate::rules::crossplane::RUNTIME_CONFIG_UNNAMED, &named));
                }
            }
            report.summary = report.summary.replace(crate::rules::crossplane::RUNTIME_CONFIG_UNNAMED, &named);
            if report.verdict.is_problem() {
                failing.push(report.name.clone());
            }
        }
        let Some(report) = reports.get_mut(index).filter(|r| r.verdict.is_problem()) else { continue };
        let Some(pod) = failing.first() else { continue };
        let Some(at) = report.summary.find(crate::rules::crossplane::LOOK_AT_REVISIONS) else { continue };
        report.summary.truncate(at);
        report.summary.push_str(&format!(" Its runtime pod {pod} fails: fix that (see the root cause), and the package turns healthy by itself."));
        for condition in report.conditions.iter_mut().filter(|c| c.failing) {
            condition.explanation.next = std::borrow::Cow::Owned(format!("Its runtime pod {pod} is pasted and fails: fix that (see the root cause); nothing to change on the package itself."));
        }
    }
}

/// A managed resource whose provider STS refused (`AssumeRoleWithWebIdentity`: AccessDenied):
/// the pasted ServiceAccount of its provider, with the role its `eks.amazonaws.com/role-arn`
/// names, said by name, with the revision hash in that name and the DeploymentRuntimeConfig
/// that can fix it; without the account, the pasted Provider's current revision, which names it.
pub(super) fn name_the_refused_service_account(resources: &[Resource], _graph: &Graph, reports: &mut [ResourceReport]) {
    use crate::rules::crossplane::managed::{WEB_IDENTITY_END, WEB_IDENTITY_REFUSED};
    // The ServiceAccounts a package revision made, with the role they carry.
    let accounts: Vec<(&Resource, &str)> = resources
        .iter()
        .filter(|r| r.kind == "ServiceAccount" && r.owners.iter().any(|owner| owner.kind.ends_with("Revision")))
        .filter_map(|r| r.str(&["metadata", "annotations", "eks.amazonaws.com/role-arn"]).filter(|arn| !arn.is_empty()).map(|arn| (r, arn)))
        .collect();
    let providers: Vec<&Resource> = resources.iter().filter(|r| r.kind == "Provider" && r.group == "pkg.crossplane.io").collect();
    for (index, managed) in resources.iter().enumerate() {
        // Only a problem can carry those words (a look at every summary of a large paste
        // was 2 % of its explaining).
        let Some(span) = reports.get(index).filter(|r| r.verdict.is_problem()).and_then(|r| {
            let start = r.summary.find(WEB_IDENTITY_REFUSED)?;
            let end = start + r.summary.get(start..)?.find(WEB_IDENTITY_END)? + WEB_IDENTITY_END.len();
            Some(start..end)
        }) else {
            continue;
        };
        // `s3.aws.upbound.io` → `provider-aws-s3`, in the account's name.
        let labels: Vec<&str> = managed.group.split('.').collect();
        let package: Vec<&str> = labels.iter().take(labels.len().saturating_sub(2)).rev().copied().collect();
        let package = format!("provider-{}", package.join("-"));
        let by_name: Vec<&(&Resource, &str)> = accounts.iter().filter(|(account, _)| account.name.contains(&package)).collect();
        let found = match by_name.as_slice() {
            [one] => Some(*one),
            [] if accounts.len() == 1 => accounts.first(),
            _ => None,
        };
        // (namespace, account, role when known, the Provider)
        let (namespace, name, role, provider) = match found {
            Some((account, role)) => (
                account.namespace.as_deref().unwrap_or("crossplane-system"),
                account.name.as_str(),
                Some(*role),
                providers.iter().copied().find(|p| p.str(&["status", "currentRevision"]) == Some(account.name.as_str())),
            ),
            // The account is named after the Provider's current revision.
            None => {
                let mut serving = providers.iter().copied().filter(|p| p.name.ends_with(&package) || p.name.contains(&format!("{package}-")));
                let (Some(provider), None) = (serving.next(), serving.next()) else { continue };
                let Some(revision) = provider.str(&["status", "currentRevision"]).filter(|r| !r.is_empty()) else { continue };
                // Unless its DeploymentRuntimeConfig, pasted, names the account.
                let config = provider.str(&["spec", "runtimeConfigRef", "name"]).unwrap_or("default");
                let named = resources
                    .iter()
                    .find(|r| r.kind == "DeploymentRuntimeConfig" && r.name == config)
                    .and_then(|r| r.str(&["spec", "serviceAccountTemplate", "metadata", "name"]))
                    .filter(|name| !name.is_empty());
                ("crossplane-system", named.unwrap_or(revision), None, Some(provider))
            }
        };
        let (prefix, hash) = match provider {
            Some(provider) => (provider.name.as_str(), name.strip_prefix(&format!("{}-", provider.name)).unwrap_or("")),
            None => name.rsplit_once('-').unwrap_or((name, "")),
        };
        let config = provider.and_then(|p| p.str(&["spec", "runtimeConfigRef", "name"])).filter(|name| !name.is_empty()).unwrap_or("default");
        let hashed = if hash.is_empty() {
            "A provider's ServiceAccount is named after its revision, a hash that changes at every install or upgrade".to_owned()
        } else {
            format!("That name ends with the revision hash {hash}, which changes at every install or upgrade of the provider")
        };
        let (role, policy) = match role {
            Some(role) => (
                format!("role {role} (its eks.amazonaws.com/role-arn; AssumeRoleWithWebIdentity: AccessDenied)"),
                format!("aws iam get-role --role-name {} --query Role.AssumeRolePolicyDocument shows it", role.rsplit('/').next().unwrap_or(role)),
            ),
            None => (
                "its IAM role (AssumeRoleWithWebIdentity: AccessDenied)".to_owned(),
                format!("kubectl get serviceaccount {name} -n {namespace} -o jsonpath='{{.metadata.annotations.eks\\.amazonaws\\.com/role-arn}}' shows the role; aws iam get-role --role-name <role-name> --query Role.AssumeRolePolicyDocument, its trust policy (<role-name>: the ARN's last part)"),
            ),
        };
        let specific = format!(
            "STS refused to let ServiceAccount {namespace}/{name} assume {role}: the role's trust policy does not accept that account. It must name system:serviceaccount:{namespace}:{name} in the `sub` condition for the cluster's OIDC provider ({policy}). {hashed}: give it a fixed name through DeploymentRuntimeConfig {config} (spec.serviceAccountTemplate.metadata.name; kubectl edit deploymentruntimeconfig {config}) and trust that name, or trust system:serviceaccount:{namespace}:{prefix}-* with StringLike. {WEB_IDENTITY_END}",
        );
        if let Some(report) = reports.get_mut(index) {
            report.summary.replace_range(span, &specific);
        }
    }
}
