//! An ECK Logstash reports `status.health`: `green` when every expected Logstash pod is
//! available, `yellow` when only some are (`status.availableNodes` of
//! `status.expectedNodes`, as while pods start or roll), `red` when none is, `unknown` when ECK
//! cannot tell. No health yet means ECK has not reconciled the resource.

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{status_missing, Assessment, Context, Next, Rule};

/// Logstash.
pub static RULE: Rule = Rule { group: "logstash.k8s.elastic.co", kind: "Logstash", classify };

fn classify(logstash: &Resource, context: &Context, next: Next) -> Assessment {
    let nodes = match (logstash.int(&["status", "availableNodes"]), logstash.int(&["status", "expectedNodes"])) {
        (Some(available), Some(expected)) => format!(" ({available} of {expected} nodes available)"),
        (None, Some(expected)) => format!(" (0 of {expected} nodes available)"),
        _ => String::new(),
    };
    match logstash.str(&["status", "health"]).unwrap_or("") {
        "green" => Assessment::plain(Verdict::Ready, format!("status.health is green: every Logstash node is available{nodes}.")),
        "yellow" => Assessment::new(Verdict::InProgress, format!("status.health is yellow: only some Logstash nodes are available{nodes}, as while pods start or roll."), "LogstashHealthYellow"),
        "red" => Assessment::new(Verdict::Failed, format!("status.health is red: no Logstash node is available{nodes}, so no pipeline runs."), "LogstashHealthRed"),
        "" if status_missing(logstash) || logstash.get(&["status", "health"]).is_some() => Assessment::new(
            Verdict::InProgress,
            format!("{} has no status.health yet: ECK has not reconciled it (or the status was not pasted).", logstash.display_name()),
            "LogstashPending",
        ),
        "" => next(logstash, context),
        "unknown" => Assessment::plain(Verdict::Unknown, format!("status.health is unknown: ECK cannot tell how Logstash is{nodes}.")),
        other => Assessment::plain(Verdict::Unknown, format!("status.health is \"{other}\", a health ECK does not write as far as this tool knows{nodes}.")),
    }
}
