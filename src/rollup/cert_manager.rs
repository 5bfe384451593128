//! cert-manager: an ACME challenge that dialed an address the pasted Ingress does not
//! publish, and an Ingress waiting for the Certificate it owns.

use crate::model::Resource;
use crate::relate::Graph;
use crate::report::{ResourceReport, Verdict};
use super::{advice::continued, cause_through, link};

/// An Ingress cert-manager issues a certificate for (the Certificate it owns) serves HTTPS with
/// it only once it is issued: while it is, the Ingress is in progress; when it has failed, the
/// Ingress is Degraded (plain HTTP may work) with the Certificate's root cause as its own.
/// An ACME HTTP-01 self check that dialed an address the pasted Ingress for its name does not
/// publish: the DNS record is what to fix (`rules::cert_manager::challenge::dialed_elsewhere`).
pub(super) fn challenges_dialing_elsewhere(resources: &[Resource], reports: &mut [ResourceReport]) {
    // (Found once: a large paste has many resources and few of either kind.)
    let ingresses: Vec<&Resource> = resources.iter().filter(|r| r.kind == "Ingress").collect();
    if ingresses.is_empty() {
        return;
    }
    for (index, challenge) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Challenge" && r.group == "acme.cert-manager.io") {
        let ingresses = ingresses.iter().copied().filter(|r| r.namespace == challenge.namespace);
        let Some(words) = crate::rules::cert_manager::challenge::dialed_elsewhere(challenge, ingresses) else { continue };
        let Some(report) = reports.get_mut(index).filter(|r| r.verdict.is_problem() || r.verdict == Verdict::InProgress) else { continue };
        // First (what those above it quote, and the banner), and in place of the general list
        // of what to check.
        let rest = match report.summary.find(crate::rules::cert_manager::challenge::WHAT_TO_CHECK) {
            Some(at) => format!("{}.", report.summary.get(..at).unwrap_or("")),
            None => report.summary.trim_end().to_owned(),
        };
        report.summary = format!("{words} {rest}");
    }
}

pub(super) fn wait_for_certificates(resources: &[Resource], graph: &Graph, reports: &mut [ResourceReport]) {
    for (index, ingress) in resources.iter().enumerate().filter(|(_, r)| r.kind == "Ingress") {
        let certificate = graph.children.get(index).into_iter().flatten().copied().find_map(|child| {
            let resource = resources.get(child).filter(|r| r.kind == "Certificate" && r.group == "cert-manager.io")?;
            let report = reports.get(child).filter(|r| r.verdict == Verdict::InProgress || r.verdict.is_problem())?;
            Some((resource, report.clone()))
        });
        let Some((certificate, issued)) = certificate else { continue };
        let Some(report) = reports.get_mut(index).filter(|r| r.verdict == Verdict::Ready) else { continue };
        let own = link(ingress, report);
        let (verdict, words) = if issued.verdict == Verdict::InProgress {
            (Verdict::InProgress, "HTTPS waits for Certificate {}, still being issued")
        } else {
            (Verdict::Degraded, "HTTPS cannot work: its Certificate {} has failed")
        };
        report.verdict = verdict;
        // What it comes down to, once: the innermost cause when the Certificate has one.
        let said = issued.root_cause.as_ref().filter(|cause| cause.chain.len() > 1).map_or(issued.summary.as_str(), |cause| cause.summary.as_str());
        report.summary = format!("{} {}: {}", report.summary.trim_end(), words.replace("{}", &certificate.name), continued(said));
        report.reason = issued.reason.clone().or(report.reason.take());
        report.rule = "rollup/certificate".to_owned();
        if verdict == Verdict::InProgress {
            continue;
        }
        report.root_cause = Some(cause_through(own, &issued));
    }
}
