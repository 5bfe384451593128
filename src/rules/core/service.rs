//! Service (`v1`): a `LoadBalancer` waits for `status.loadBalancer.ingress`; other types have
//! nothing to provision.

use crate::explain::is_failing;
use crate::model::timestamp::human_duration;
use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, reason_or, Assessment, Context, Next, Rule};

/// The Service rule.
pub static RULE: Rule = Rule { group: "", kind: "Service", classify };

fn classify(service: &Resource, context: &Context, next: Next) -> Assessment {
    let type_ = service.str(&["spec", "type"]).unwrap_or("ClusterIP");
    if let Some(bad) = service.conditions.iter().find(|c| is_failing(c)) {
        return Assessment::new(
            Verdict::Degraded,
            format!("{} is {}{}.", bad.type_, bad.status.as_str(), condition_detail(bad)),
            reason_or(bad, &bad.type_),
        );
    }
    match type_ {
        "LoadBalancer" if service.get(&["status"]).is_none() => next(service, context),
        "LoadBalancer" => load_balancer(service, context),
        "ExternalName" => {
            let target = service.str(&["spec", "externalName"]).unwrap_or("(not set)");
            Assessment::plain(
                Verdict::Ready,
                format!("ExternalName Service: a DNS alias for {target}; there is nothing to provision and no endpoints to check."),
            )
        }
        _ => {
            let ip = match service.str(&["spec", "clusterIP"]) {
                Some("None") => " (headless)".to_owned(),
                Some(ip) if !ip.is_empty() => format!(" {ip}"),
                _ => String::new(),
            };
            let reach = if service.get(&["spec", "selector"]).is_some() {
                "whether it reaches pods depends on ready pods matching its selector"
            } else {
                "it has no selector, so its endpoints are managed by hand or by another controller"
            };
            Assessment::plain(Verdict::Ready, format!("{type_} Service{ip}: there is nothing to provision; {reach}."))
        }
    }
}

/// How long a cloud controller may fail to make a load balancer (its SyncLoadBalancerFailed
/// events) before the Service has failed rather than being slow: it retries forever.
pub const LOAD_BALANCER_FAILS_AFTER_SECONDS: i64 = 10 * 60;

/// `LoadBalancer`: provisioned once the cloud controller writes an address; failed when that
/// controller has been refused for long (its events say why).
fn load_balancer(service: &Resource, context: &Context) -> Assessment {
    let name = if service.name.is_empty() { "<name>" } else { service.name.as_str() };
    if addresses(service).is_none() {
        // The newest failure, unless a later attempt (Ensuring/Ensured) came after it.
        let failure = context.latest_event(&["SyncLoadBalancerFailed"]).filter(|failure| {
            context.latest_event(&["EnsuringLoadBalancer", "EnsuredLoadBalancer"]).is_none_or(|attempt| attempt.last_seen <= failure.last_seen)
        });
        if let Some(event) = failure {
            let lasted = event.ongoing_seconds(context.now).unwrap_or(0);
            // Still failing: the last failure is recent (the controller retries within minutes).
            let recent = event.last_seen.and_then(|seen| context.seconds_since(Some(seen))).is_none_or(|ago| ago <= LOAD_BALANCER_FAILS_AFTER_SECONDS * 3);
            let failed = lasted >= LOAD_BALANCER_FAILS_AFTER_SECONDS && recent;
            // AWS finds the subnets for a load balancer by their tags.
            let subnets = if event.message.contains("subnets") {
                " (tag the subnets to use with kubernetes.io/role/elb=1, or kubernetes.io/role/internal-elb=1 for an internal one, or name them in the service.beta.kubernetes.io/aws-load-balancer-subnets annotation)"
            } else {
                ""
            };
            let summary = format!(
                "The cloud controller {} the load balancer{}: {}. It retries by itself, but only a change makes it work: fix what the message names{subnets}; kubectl describe service {name}{} shows each try.",
                if failed { "cannot create" } else { "has not created" },
                if failed { format!(", and has not for {}", human_duration(lasted)) } else { String::new() },
                event.quote(context.now),
                service.namespace_flag()
            );
            return Assessment::new(if failed { Verdict::Failed } else { Verdict::InProgress }, summary, "SyncLoadBalancerFailed");
        }
    }
    load_balancer_address(service, name, context)
}

/// How long a LoadBalancer Service may wait for its address before it is Degraded (seconds):
/// clouds make one in a few minutes.
const LOAD_BALANCER_STUCK_AFTER_SECONDS: i64 = 15 * 60;

/// What the address in `status.loadBalancer.ingress` says.
fn load_balancer_address(service: &Resource, name: &str, context: &Context) -> Assessment {
    match addresses(service) {
        Some(addresses) if addresses.is_empty() => Assessment::plain(
            Verdict::Ready,
            "The load balancer has an entry in status.loadBalancer.ingress, though it names no IP or hostname.",
        ),
        Some(addresses) => Assessment::plain(
            Verdict::Ready,
            format!("The load balancer is provisioned: {}.", addresses.join(", ")),
        ),
        None => {
            // Counted from the Service's creation: a cloud load balancer takes minutes.
            let pending = context.seconds_since(service.created());
            let (verdict, state) = match pending {
                Some(seconds) if seconds >= LOAD_BALANCER_STUCK_AFTER_SECONDS => (
                    Verdict::Degraded,
                    format!("The load balancer has been pending for {} since the Service was made (EXTERNAL-IP <pending>), far longer than one takes", crate::model::timestamp::human_duration(seconds)),
                ),
                Some(seconds) => (Verdict::InProgress, format!("The load balancer is not provisioned yet, {} after the Service was made (EXTERNAL-IP <pending>)", crate::model::timestamp::human_duration(seconds))),
                None => (Verdict::InProgress, "The load balancer is not provisioned yet (EXTERNAL-IP <pending>)".to_owned()),
            };
            // Long pending and not one event: no controller is even trying.
            let silent = verdict == Verdict::Degraded && context.events.is_empty();
            let events = if silent {
                format!("; no event about it is pasted either, which is what a cluster with none looks like (kubectl describe service {name}{} would show a controller's events)", service.namespace_flag())
            } else {
                format!("; kubectl describe service {name}{} shows the controller's events, if any", service.namespace_flag())
            };
            // What reaches it meanwhile: its node ports, on every node.
            let node_ports: Vec<String> = service
                .get(&["spec", "ports"])
                .and_then(crate::model::Value::as_array)
                .unwrap_or(&[])
                .iter()
                .filter_map(|port| {
                    let node_port = port.get("nodePort").and_then(crate::model::Value::as_i64)?;
                    let at = port.get("port").and_then(crate::model::Value::as_i64).map(|p| format!(" for port {p}")).unwrap_or_default();
                    Some(format!("{node_port}{at}"))
                })
                .collect();
            let meanwhile = if node_ports.is_empty() { String::new() } else { format!(" Meanwhile it can be reached at any node's address on nodePort {}, where the network lets clients reach the nodes.", node_ports.join(", ")) };
            Assessment::new(
                verdict,
                format!(
                    "{state}: status.loadBalancer.ingress is empty. Without a cloud controller or a load-balancer implementation such as MetalLB it stays pending for good{events}.{meanwhile}"
                ),
                "LoadBalancerPending",
            )
        }
    }
}

/// The IPs and hostnames in `status.loadBalancer.ingress`: `None` when the list is empty or
/// absent, an empty list when entries exist but name no address.
pub(crate) fn addresses(resource: &Resource) -> Option<Vec<String>> {
    let Some(crate::model::Value::Array(entries)) = resource.get(&["status", "loadBalancer", "ingress"]) else {
        return None;
    };
    if entries.is_empty() {
        return None;
    }
    Some(
        entries
            .iter()
            .filter_map(|entry| {
                entry.get("ip").and_then(|v| v.as_str()).or_else(|| entry.get("hostname").and_then(|v| v.as_str()))
            })
            .filter(|address| !address.is_empty())
            .map(str::to_owned)
            .collect(),
    )
}
