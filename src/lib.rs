//! status-explainer: the verdict, the cause and a plain explanation for pasted resource status.
//!
//! The whole path is one call, [`explain()`]:
//! text → [`read`] (documents + diagnostics) → [`model`] (lenient views) → [`rules`]
//! (verdict per resource) → [`explain`](mod@explain) (sentences from the knowledge base) →
//! [`relate`] + [`rollup`] (owners, early failure, root cause) → [`report::Report`]. The core knows nothing of the DOM or JavaScript; the page (`app`, feature
//! `web`) and the CLI are thin shells over it. The core never panics on input.

#![deny(missing_docs)]

mod byte_scan;
#[cfg(test)]
mod sample_texts;
pub mod explain;
pub mod model;
pub mod read;
pub mod relate;
pub mod report;
pub mod rollup;
pub mod rules;

#[cfg(feature = "web")]
pub mod app;
#[cfg(feature = "embed")]
pub mod bindings;

pub use explain::catalog::KNOWLEDGE_VERSION;
pub use model::Timestamp;
pub use report::{Report, Verdict};

/// One input: its text and, when there are several, a name for diagnostics (a file name).
#[derive(Debug, Clone, Copy)]
pub struct Source<'a> {
    /// A name for diagnostics, or `None` for a single paste.
    pub name: Option<&'a str>,
    /// The text.
    pub text: &'a str,
}

/// Explains one pasted text. `now` is the time to measure ages against.
pub fn explain(text: &str, now: Option<Timestamp>) -> Report {
    explain_sources(&[Source { name: None, text }], now)
}

/// Explains pasted or dropped bytes: text that is not UTF-8, or a binary file, gets a
/// diagnostic from [`read::decode`] instead of being refused by the caller.
pub fn explain_bytes(bytes: &[u8], now: Option<Timestamp>) -> Report {
    explain_byte_sources(&[ByteSource { name: None, bytes }], now)
}

/// One input as bytes (a file), before it is known to be text.
#[derive(Debug, Clone, Copy)]
pub struct ByteSource<'a> {
    /// A name for diagnostics, or `None` for a single input.
    pub name: Option<&'a str>,
    /// The bytes.
    pub bytes: &'a [u8],
}

/// Explains several byte inputs as one bundle (the CLI's files): each is decoded with
/// [`read::decode`], whose diagnostics come first for their input.
pub fn explain_byte_sources(sources: &[ByteSource], now: Option<Timestamp>) -> Report {
    let mut decoded = Vec::with_capacity(sources.len());
    let mut diagnostics = Vec::new();
    for source in sources {
        let (text, problem) = read::decode(source.bytes, source.name);
        diagnostics.extend(problem);
        decoded.push((source.name, text));
    }
    let texts: Vec<Source> = decoded.iter().map(|(name, text)| Source { name: *name, text }).collect();
    let mut report = explain_sources(&texts, now);
    diagnostics.append(&mut report.diagnostics);
    report.diagnostics = diagnostics;
    report
}

/// Explains several inputs as one bundle (the CLI's files).
///
/// Events about a pasted resource are listed under it, not as resources of their own; events
/// about something not pasted stay in the list, so nothing pasted is lost.
pub fn explain_sources(sources: &[Source], now: Option<Timestamp>) -> Report {
    let (resources, diagnostics) = read_sources(sources);
    explain_read(resources, diagnostics, now)
}

/// [`explain()`] for text the caller gives away: it is let go as soon as it is read, so a large
/// paste and what is made of it are not held at once (the page's worker uses this: its memory
/// peaks while reading, with the text and the documents read from it).
pub fn explain_owned(text: String, now: Option<Timestamp>) -> Report {
    let reading = read::read(&text, None);
    // Everything is in the documents now: the text goes before the views are made.
    drop(text);
    let (resources, diagnostics) = resources_of(reading);
    explain_read(resources, diagnostics, now)
}

/// Every input read into resources, with what reading found.
fn read_sources(sources: &[Source]) -> (Vec<model::Resource>, Vec<read::Diagnostic>) {
    let mut resources = Vec::new();
    let mut diagnostics = Vec::new();
    for source in sources {
        let (these, found) = resources_of(read::read(source.text, source.name));
        diagnostics.extend(found);
        resources.extend(these);
    }
    (resources, diagnostics)
}

/// The resources of one input's documents (lists unwrapped, identities read), with what
/// reading found.
fn resources_of(reading: read::Reading) -> (Vec<model::Resource>, Vec<read::Diagnostic>) {
    let (objects, diagnostics) = read::unwrap_lists(reading);
    (objects.into_iter().map(model::Resource::identity_of).collect(), diagnostics)
}

/// The report for resources already read: relations, rules, explanations, roll-up.
fn explain_read(resources: Vec<model::Resource>, mut diagnostics: Vec<read::Diagnostic>, now: Option<Timestamp>) -> Report {
    // After what reading found: objects repeat across inputs, so their warnings follow them.
    let (mut resources, repeated) = relate::repeated::keep_latest(resources);
    diagnostics.extend(repeated);
    read::heat::adopt_rows_without_stack(&mut resources);
    read::heat::adopt_reason_from_stack(&mut resources);
    explain_read_trimming(resources, diagnostics, now, true)
}

/// How far a pasted time may be ahead of the time ages are counted to before the report says
/// so: clocks differ by seconds; a paste "from the future" by minutes means a clock is off.
const CLOCK_AHEAD_SECONDS: i64 = 5 * 60;

/// [`explain_read`]; with `trim`, each object is cut to what the roll-up reads as soon as its
/// resource is explained ([`model::Resource::keep_for_roll_up`]). Tests compare both ways.
fn explain_read_trimming(mut resources: Vec<model::Resource>, mut diagnostics: Vec<read::Diagnostic>, now: Option<Timestamp>, trim: bool) -> Report {
    let graph = relate::Graph::build(&resources);
    // The first condition that changed later than the ages are counted to (a clock behind the
    // cluster's): its age would read "0 s" without a word why.
    let mut ahead: Option<(Option<String>, usize, String, Timestamp)> = None;
    // Which failed runs ended long ago (read before the objects are cut): not the banner's lead.
    let mut ended_long_ago = Vec::with_capacity(resources.len());
    let mut reports: Vec<_> = resources
        .iter_mut()
        .enumerate()
        .map(|(index, resource)| {
            let context = rules::Context {
                now,
                events: graph.events.get(index).map(Vec::as_slice).unwrap_or(&[]),
                references: graph.references.get(index).map(Vec::as_slice).unwrap_or(&[]),
            };
            resource.read_conditions();
            if let (None, Some(now)) = (&ahead, now) {
                let later = resource.conditions.iter().filter_map(|c| c.since.map(|since| (c, since))).find(|(_, since)| now.seconds_until(*since) > CLOCK_AHEAD_SECONDS);
                if let Some((condition, since)) = later {
                    ahead = Some((resource.origin.source.clone(), resource.origin.line, format!("{}'s {}", resource.display_name(), condition.type_), since));
                }
            }
            let report = explain_resource(resource, &context);
            ended_long_ago.push(rollup::ended_runs::long_ago(rollup::ended_runs::ended_at(resource), now));
            if trim {
                resource.keep_for_roll_up();
            }
            report
        })
        .collect();
    if let (Some((source, line, what, since)), Some(now)) = (ahead, now) {
        let minutes = |at: Timestamp| report::minute_words(&at.to_rfc3339()).unwrap_or_default();
        diagnostics.push(read::Diagnostic::warning(
            source.as_deref(),
            line,
            1,
            format!(
                "Some times in the paste are later than the time the ages are counted to ({}): {what} changed at {}, so such ages read \"0 s\". The clock of this computer or of the cluster may be off (the CLI's --now sets the time to count to).",
                minutes(now),
                minutes(since)
            ),
        ));
    }
    let root_cause = rollup::roll_up(&resources, &graph, &mut reports, &ended_long_ago);
    let reports = reports
        .into_iter()
        .enumerate()
        .filter(|(index, _)| graph.event_of.get(*index).copied().flatten().is_none())
        .map(|(_, report)| report)
        .collect();
    let mut report = Report::new(reports, root_cause, diagnostics);
    report.ages_as_of = now.map(Timestamp::to_rfc3339);
    report
}

/// Classifies and explains one resource (with the events and references in `context`).
pub fn explain_resource(resource: &model::Resource, context: &rules::Context) -> report::ResourceReport {
    let (assessment, rule) = rules::decide(resource, context);
    let mut conditions = explain::conditions(resource, context, &assessment);
    let containers = explain::containers(resource, context);
    explain::follow_from_containers(&mut conditions, &containers);
    let mut events = explain::events(resource, context);
    // A summary that answers the warning event it acts on: the event gives no general step.
    if assessment.answers {
        for event in events.iter_mut().filter(|e| e.type_ == "Warning" && assessment.reason.as_deref() == Some(e.reason.as_str())) {
            event.explanation.next = std::borrow::Cow::Borrowed(explain::SAID_IN_THE_SUMMARY);
        }
    }
    report::ResourceReport {
        api_version: resource.api_version.clone(),
        kind: resource.kind.clone(),
        namespace: resource.namespace.clone(),
        name: resource.name.clone(),
        verdict: assessment.verdict,
        summary: report::on_one_line(assessment.summary),
        reason: assessment.reason,
        rule,
        conditions,
        containers,
        root_cause: None,
        related: Vec::new(),
        events,
        origin: resource.origin.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Cutting each object down once its resource is explained changes no report: every
    /// example, input and peer fixture, alone and all in one paste (where the roll-up links
    /// them), explained both ways.
    #[test]
    fn trimming_explained_objects_changes_no_report() {
        let texts = crate::sample_texts::all();
        let yaml: Vec<&str> = texts.iter().map(String::as_str).filter(|text| !text.trim_start().starts_with(['{', '['])).collect();
        let together = yaml.join("\n---\n");
        let now = Timestamp::parse("2025-03-04T10:30:00Z");
        for text in texts.iter().map(String::as_str).chain([together.as_str()]) {
            let (resources, diagnostics) = read_sources(&[Source { name: None, text }]);
            let trimmed = explain_read_trimming(resources.clone(), diagnostics.clone(), now, true);
            let whole = explain_read_trimming(resources, diagnostics, now, false);
            if trimmed != whole {
                // Say which lines of the report differ.
                let (trimmed, whole) = (serde_json::to_string_pretty(&trimmed).unwrap(), serde_json::to_string_pretty(&whole).unwrap());
                for (cut, kept) in trimmed.lines().zip(whole.lines()).filter(|(cut, kept)| cut != kept) {
                    eprintln!("trimmed: {cut}\nwhole:   {kept}");
                }
                panic!("trimming changed the report of:\n{}", text.get(..text.len().min(2000)).unwrap_or(text));
            }
        }
    }
}
