//! Last words of a crashed container that name a cause outside the app, each with what to do:
//! CoreDNS finding its own queries coming back (`plugin/loop`), and a lookup the cluster DNS
//! never answered. Read by the container's advice and by the roll-up, which links a pod whose
//! lookups time out to the pasted cluster DNS that is down (`rollup::cluster_dns`).

use crate::model::Resource;

/// What the crashed run's last words call for, when they name one of these causes.
pub(crate) fn known_cause(words: &str, pod: &Resource) -> Option<String> {
    if dns_loop(words) {
        return Some(
            "CoreDNS found its own queries coming back to it (its loop plugin stops it): it forwards to the resolvers in the node's /etc/resolv.conf, and there that is a local stub (127.0.0.53, systemd-resolved) that sends them back. Point the kubelet's resolvConf at the file with the real upstreams (/run/systemd/resolve/resolv.conf), or forward to an upstream's address in the Corefile (kubectl -n kube-system edit configmap coredns: forward . <upstream IP>), then kubectl -n kube-system rollout restart deployment coredns."
                .to_owned(),
        );
    }
    let lookup = dns_timeout(words)?;
    let ns = pod.namespace_flag();
    Some(format!(
        "Its DNS lookup of {} timed out: the cluster DNS at {} did not answer. kubectl get pods -n kube-system -l k8s-app=kube-dns shows whether CoreDNS runs; if it does, a NetworkPolicy may block port 53 from this pod (kubectl get networkpolicy{ns}). The app starts once lookups answer.",
        lookup.host, lookup.server
    ))
}

/// CoreDNS's loop plugin: `[FATAL] plugin/loop: Loop (127.0.0.1:48231 -> :53) detected`.
pub(crate) fn dns_loop(words: &str) -> bool {
    words.split_once("plugin/loop: Loop (").is_some_and(|(_, rest)| rest.contains(") detected"))
}

/// A DNS lookup that got no answer: the name and the server asked.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Lookup<'w> {
    pub host: &'w str,
    /// `10.96.0.10:53`.
    pub server: &'w str,
}

/// `lookup postgres.db.svc.cluster.local on 10.96.0.10:53: read udp …: i/o timeout` (Go's
/// resolver): a timeout, not an answer ("no such host" is an answer: the name does not exist).
pub(crate) fn dns_timeout(words: &str) -> Option<Lookup<'_>> {
    let (_, rest) = words.split_once("lookup ")?;
    let (host, rest) = rest.split_once(" on ")?;
    let server = rest.split([':', ' ']).next().filter(|ip| !ip.is_empty() && ip.bytes().all(|b| b.is_ascii_hexdigit() || b == b'.'))?;
    let port_ends = rest.as_bytes().get(server.len() + 3).is_none_or(|after| !after.is_ascii_digit());
    let server = rest.get(..server.len() + 3).filter(|with_port| with_port.ends_with(":53") && port_ends)?;
    let sentence = rest.split(['\n', ')']).next().unwrap_or(rest);
    let timed_out = ["i/o timeout", "timeout while waiting", "server misbehaving", "connection refused"].iter().any(|words| sentence.contains(words));
    (timed_out && !host.is_empty() && !host.contains(char::is_whitespace)).then_some(Lookup { host, server })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_dns_loop_and_a_lookup_without_answer() {
        assert!(dns_loop("[FATAL] plugin/loop: Loop (127.0.0.1:48231 -> :53) detected for zone \".\", see https://coredns.io/plugins/loop#troubleshooting."));
        assert!(!dns_loop("plugin/loop: Loop ("));
        let words = "FATAL: connect to database: hostname resolving error (lookup postgres.db.svc.cluster.local on 10.96.0.10:53: read udp 10.244.2.17:41234->10.96.0.10:53: i/o timeout)";
        assert_eq!(dns_timeout(words), Some(Lookup { host: "postgres.db.svc.cluster.local", server: "10.96.0.10:53" }));
        // An answer is not a timeout; another port is not DNS; cut words are nothing.
        assert_eq!(dns_timeout("lookup db on 10.96.0.10:53: no such host"), None);
        assert_eq!(dns_timeout("lookup db on 10.96.0.10:5353: i/o timeout"), None);
        assert_eq!(dns_timeout("lookup db on "), None);
        assert_eq!(dns_timeout("lookup "), None);
    }
}
