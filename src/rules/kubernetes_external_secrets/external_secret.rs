//! An ExternalSecret of the kubernetes-external-secrets controller (`kubernetes-client.io`,
//! the predecessor of External Secrets Operator) reports the outcome of its last poll in one
//! string, `status.status`: `SUCCESS`, or `ERROR, <the backend's error>`, with
//! `status.lastSync` and `status.observedGeneration`. Until the first poll it has no status.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{clause, Assessment, Context, Next, Rule};

/// ExternalSecret.
pub static RULE: Rule = Rule { group: "kubernetes-client.io", kind: "ExternalSecret", classify };

fn classify(secret: &Resource, context: &Context, next: Next) -> Assessment {
    let name = secret.display_name();
    let synced = secret.str(&["status", "lastSync"]).filter(|at| !at.trim().is_empty()).map(|at| format!(" (last sync {at})")).unwrap_or_default();
    let Some(state) = secret.str(&["status", "status"]).map(str::trim) else {
        if secret.get(&["status"]).is_none() {
            return Assessment::new(
                Verdict::InProgress,
                format!("{name} has no status yet: the kubernetes-external-secrets controller has not polled its backend for it (or the status was not pasted)."),
                "ExternalSecretNotPolled",
            );
        }
        return next(secret, context);
    };
    let (word, rest) = match state.split_once(',') {
        Some((word, rest)) => (word.trim(), clause(rest.trim())),
        None => (state, ""),
    };
    match word.to_ascii_uppercase().as_str() {
        "SUCCESS" => Assessment::plain(Verdict::Ready, format!("status.status is SUCCESS{synced}: the Secret holds the backend's values.")),
        "ERROR" => {
            let error = if rest.is_empty() { String::new() } else { format!(": {rest}") };
            Assessment::new(
                Verdict::Failed,
                format!("The last poll failed{synced}{error}; the Secret is not updated (it keeps older values, if it has any)."),
                "ExternalSecretPollFailed",
            )
        }
        "" => Assessment::plain(Verdict::Unknown, format!("status.status is empty{synced}: the controller has not said how its last poll went.")),
        _ => Assessment::plain(Verdict::Unknown, format!("status.status is \"{state}\"{synced}, a value this tool does not know; the controller's log says more.")),
    }
}
