//! Data: probes a service mesh puts in pods, recognised in a probe failure's message. A mesh
//! sidecar's own readiness probe failing says nothing about the app (its proxy has no
//! configuration from the control plane yet), and Istio rewrites the app's HTTP probes to go
//! through its agent (`/app-health/<container>/readyz` on port 15020), so the URL in the
//! message is not the one in the app's spec.

use crate::model::Resource;

/// A mesh probe, by the words of its URL in the kubelet's message.
pub struct SidecarProbe {
    /// What the message contains (`:15021/healthz/ready`).
    pub marker: &'static str,
    /// What it means and what to do, appended after the quoted message: `{pod}`, `{ns}` (` -n
    /// shop`) and `{container}` (the app container named in the URL) are filled in.
    pub said: &'static str,
    /// Whether this says all there is (the sidecar's own probe), or comes before what the
    /// failure itself says (a rewritten app probe: connection refused, timeout, 5xx).
    pub complete: bool,
}

/// The mesh probes known.
pub const SIDECAR_PROBES: &[SidecarProbe] = &[
    SidecarProbe {
        marker: ":15021/healthz/ready",
        said: ". That is the Istio sidecar's own readiness probe (istio-proxy on port 15021), not the app's: Envoy has not got its configuration or its certificate from istiod. kubectl logs {pod}{ns} -c istio-proxy says why (errors reaching istiod on port 15012, a certificate not signed); check that istiod runs (kubectl get pods -n istio-system -l app=istiod) and that no NetworkPolicy or firewall keeps the pod from it",
        complete: true,
    },
    SidecarProbe {
        marker: ":4191/ready",
        said: ". That is the Linkerd proxy's own readiness probe (linkerd-proxy on port 4191), not the app's: the proxy has not got its identity or its policy from the Linkerd control plane. kubectl logs {pod}{ns} -c linkerd-proxy says why; linkerd check --proxy{ns} checks the control plane",
        complete: true,
    },
    SidecarProbe {
        marker: "/app-health/",
        said: ". Istio's agent forwards this probe (port 15020, /app-health/{container}/…) to container {container}: it is that container's own probe that fails",
        complete: false,
    },
];

/// What a mesh's probe in this message means, filled for the pod, and whether that is all
/// there is to say; `None` for a probe no mesh added.
pub fn hint(message: &str, pod: &Resource) -> Option<(String, bool)> {
    let probe = SIDECAR_PROBES.iter().find(|probe| message.contains(probe.marker))?;
    let container = message
        .split_once("/app-health/")
        .and_then(|(_, rest)| rest.split('/').next())
        .filter(|name| !name.is_empty() && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'.'))
        .unwrap_or("<container>");
    let said = probe.said.replace("{pod}", if pod.name.is_empty() { "<pod>" } else { &pod.name }).replace("{ns}", &pod.namespace_flag()).replace("{container}", container);
    Some((said, probe.complete))
}
