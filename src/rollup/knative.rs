//! Knative across resources: a failed Revision's pasted pods speak for it, and a Revision its
//! registry refused, with no pull secret on its template, is told whether its pasted
//! ServiceAccount has one, with the commands that give it one.

use crate::model::{Resource, Value};
use crate::relate::Graph;
use crate::report::ResourceReport;
use crate::rules::knative::{NO_POD_COUNTED, NO_SECRET_ON_TEMPLATE, SERVICE_ACCOUNT_SECRETS};

/// A Revision that says none of its pods is pasted, while one is (its child in the graph):
/// that pod, by name, with what it says first.
pub(super) fn pods_pasted_for_revisions(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for (index, revision) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Revision" && r.group == "serving.knative.dev") {
        if !reports.get(index).is_some_and(|r| r.summary.contains(NO_POD_COUNTED)) {
            continue;
        }
        let pod = pod_below(index, resources, graph, reports);
        let Some(said) = pod.and_then(|pod| reports.get(pod)).map(|pod| (pod.name.clone(), super::first_sentence(&pod.summary))) else { continue };
        let (name, first) = said;
        let service = revision.str(&["metadata", "labels", "serving.knative.dev/service"]).filter(|s| !s.is_empty()).map(|s| format!("Knative Service {s}'s template")).unwrap_or_else(|| "the Service's template".to_owned());
        let instead = format!(
            " Its pod {name} is pasted: {} Fix what that names in {service}, not in its Deployment, which Knative owns; applying it makes a new Revision.",
            first.trim()
        );
        if let Some(report) = reports.get_mut(index) {
            report.summary = report.summary.replace(NO_POD_COUNTED, &instead);
            // "Find why its pods are not ready": found, in the pasted pod.
            for condition in report.conditions.iter_mut().filter(|c| (c.failing || c.note) && c.explanation.next.starts_with("Find why its pods")) {
                condition.explanation.next = std::borrow::Cow::Owned(format!("Its pod {name} is pasted, and the summary says why it is not ready."));
            }
        }
    }
}

/// A pod below a Revision: its child when the pod is pasted alone, or further down when the
/// Revision's Deployment and ReplicaSet are pasted too (a whole namespace): one whose verdict
/// is a problem first.
fn pod_below(revision: usize, resources: &[Resource], graph: &Graph, reports: &[ResourceReport]) -> Option<usize> {
    // Revision → Deployment → ReplicaSet → Pod: three steps down at most.
    let mut level = vec![revision];
    let mut pods = Vec::new();
    for _ in 0..3 {
        let below: Vec<usize> = level.iter().flat_map(|&at| graph.children.get(at).into_iter().flatten().copied()).filter(|&child| child != revision).collect();
        pods.extend(below.iter().copied().filter(|&child| resources.get(child).is_some_and(|r| r.kind == "Pod")));
        level = below.into_iter().filter(|&child| resources.get(child).is_some_and(|r| r.kind != "Pod")).collect();
    }
    pods.iter().copied().find(|&pod| reports.get(pod).is_some_and(|r| r.verdict.is_problem())).or_else(|| pods.first().copied())
}

/// A Revision refused by its registry with no pull secret on its template: when its
/// ServiceAccount is pasted without one either, that is the cause, with the Secret to make
/// and the patch that gives it to the account.
pub(super) fn pull_secrets_of_service_accounts(resources: &[Resource], _graph: &Graph, reports: &mut [ResourceReport]) {
    for (index, revision) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Revision" && r.group == "serving.knative.dev") {
        let Some(report) = reports.get(index).filter(|r| r.summary.contains(NO_SECRET_ON_TEMPLATE)) else { continue };
        let Some(account) = report.summary.split_once(NO_SECRET_ON_TEMPLATE).and_then(|(_, rest)| rest.split_once(SERVICE_ACCOUNT_SECRETS)).map(|(name, _)| name.to_owned()) else { continue };
        let pasted = resources.iter().find(|r| r.kind == "ServiceAccount" && r.name == account && r.namespace == revision.namespace);
        let Some(pasted) = pasted else { continue };
        let has_secrets = matches!(pasted.get(&["imagePullSecrets"]), Some(Value::Array(secrets)) if !secrets.is_empty());
        if has_secrets {
            continue;
        }
        // `Unable to fetch image "ghcr.io/acme-corp/orders-api:1.8.0"`: its registry.
        let image = report.summary.split_once("Unable to fetch image \"").and_then(|(_, rest)| rest.split_once('"')).map(|(image, _)| image.to_owned());
        let Some(image) = image else { continue };
        let first = image.split('/').next().unwrap_or("");
        let (server, secret) = if image.contains('/') && (first.contains('.') || first.contains(':') || first == "localhost") {
            (first.to_owned(), format!("{}-pull", first.split(['.', ':']).next().unwrap_or("registry")))
        } else {
            ("https://index.docker.io/v1/".to_owned(), "dockerhub-pull".to_owned())
        };
        let ns = revision.namespace_flag();
        let instead = format!(
            "Neither its template nor ServiceAccount {account} (pasted) has an imagePullSecret, so Knative asked {server} without credentials for {image}. Make one and give it to the account: kubectl create secret docker-registry {secret}{ns} --docker-server={server} --docker-username=<user> --docker-password=<token that can read the repository>, then kubectl patch serviceaccount {account}{ns} -p '{{\"imagePullSecrets\":[{{\"name\":\"{secret}\"}}]}}'. Knative tries the resolution again, and the kubelet pulls with the same secret"
        );
        let generic = format!("{NO_SECRET_ON_TEMPLATE}{account}{SERVICE_ACCOUNT_SECRETS}");
        if let Some(report) = reports.get_mut(index) {
            report.summary = report.summary.replace(&generic, &instead);
            for condition in report.conditions.iter_mut().filter(|c| c.failing && c.reason == "ContainerMissing") {
                condition.explanation.next = std::borrow::Cow::Owned(format!(
                    "The summary says what the paste shows: no imagePullSecret on the template nor on ServiceAccount {account}; make the Secret and patch the account as it says."
                ));
            }
        }
    }
}
