//! Istio configuration (VirtualService, DestinationRule, Gateway, …): with status reporting on,
//! istiod writes the analyzers' findings to `status.validationMessages` (`level` ERROR / WARNING
//! / INFO, `type.code` such as IST0101, a message) beside a `Reconciled` condition. An ERROR
//! means the configuration does not do what it says (a host or resource it names does not
//! exist, a conflict); warnings and notes do not decide the verdict.

use crate::model::Value;

use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{clipped, Assessment, Context, Next, Rule};

/// Every Istio configuration kind.
pub static RULE: Rule = Rule { group: "*.istio.io", kind: "*", classify };

/// One analyzer finding.
struct Finding<'a> {
    level: &'a str,
    code: &'a str,
    message: &'a str,
}

fn classify(resource: &Resource, context: &Context, next: Next) -> Assessment {
    let Some(Value::Array(messages)) = resource.get(&["status", "validationMessages"]) else {
        return next(resource, context);
    };
    let findings: Vec<Finding> = messages
        .iter()
        .map(|m| Finding {
            level: level(m.get("level")),
            code: m.get("type").and_then(|t| t.get("code")).and_then(Value::as_str).unwrap_or(""),
            message: m.get("message").and_then(Value::as_str).unwrap_or(""),
        })
        .collect();
    let shown = |f: &Finding| {
        let code = if f.code.is_empty() { String::new() } else { format!("{} ", f.code) };
        format!("{code}{}", clipped(f.message, 160))
    };
    let errors: Vec<&Finding> = findings.iter().filter(|f| f.level == "ERROR").collect();
    if let Some(first) = errors.first() {
        let more = if errors.len() > 1 { format!(" (and {} more)", errors.len() - 1) } else { String::new() };
        let reason = if first.code.is_empty() { "IstioAnalysisError" } else { first.code };
        return Assessment::new(Verdict::Failed, format!("Istio's analysis found an error: {}{more}.", shown(first)), reason);
    }
    // No error: its conditions decide (a `Reconciled` one), else the analysis alone.
    let assessment = next(resource, context);
    if !matches!(assessment.verdict, Verdict::Ready | Verdict::Unknown) {
        return assessment;
    }
    let warnings: Vec<String> = findings.iter().filter(|f| f.level == "WARNING").map(|f| shown(f)).collect();
    let noted = match warnings.len() {
        0 => String::new(),
        1 => format!(", with 1 warning: {}", warnings.join("")),
        n => format!(", with {n} warnings: {}", warnings.join("; ")),
    };
    Assessment::plain(Verdict::Ready, format!("Istio's analysis found no error{noted}."))
}

/// The level as a word: istiod writes `ERROR`, `WARNING`, `INFO` (older versions numbers).
fn level(value: Option<&Value>) -> &'static str {
    match value {
        Some(Value::String(word)) if word.eq_ignore_ascii_case("error") => "ERROR",
        Some(Value::String(word)) if word.eq_ignore_ascii_case("warning") => "WARNING",
        Some(Value::Number(n)) if n.as_i64() == Some(3) => "ERROR",
        Some(Value::Number(n)) if n.as_i64() == Some(8) => "WARNING",
        _ => "INFO",
    }
}
