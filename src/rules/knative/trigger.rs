//! Knative Eventing's Trigger (`eventing.knative.dev`): it subscribes a subscriber to a Broker
//! of its namespace. One whose Broker does not exist receives nothing until that Broker is made
//! (`BrokerReady=False BrokerDoesNotExist`); everything else follows the happy condition.

use crate::model::{Resource, Value};
use crate::report::Verdict;
use crate::rules::{Assessment, Context, Next, Rule};

/// The Trigger rule.
pub static RULE: Rule = Rule { group: "eventing.knative.dev", kind: "Trigger", classify };

/// The reason Knative gives when a Trigger's Broker does not exist.
const NO_BROKER: &str = "BrokerDoesNotExist";

fn classify(trigger: &Resource, context: &Context, next: Next) -> Assessment {
    let Some(missing) = trigger.conditions.iter().find(|c| c.is_false() && c.reason == NO_BROKER) else { return next(trigger, context) };
    let broker = trigger.str(&["spec", "broker"]).filter(|b| !b.is_empty()).unwrap_or("default");
    let ns = trigger.namespace_flag();
    let namespace = trigger.namespace.as_deref().map(|ns| format!(" in namespace {ns}")).unwrap_or_default();
    let subscriber = trigger.get(&["spec", "subscriber", "ref"]).and_then(|r| {
        let kind = r.get("kind").and_then(Value::as_str).filter(|k| !k.is_empty())?;
        let name = r.get("name").and_then(Value::as_str).filter(|n| !n.is_empty())?;
        let knative = r.get("apiVersion").and_then(Value::as_str).is_some_and(|v| v.starts_with("serving.knative.dev/")) && kind == "Service";
        Some(format!(" to {}{kind} {name}", if knative { "Knative " } else { "" }))
    });
    let subscriber = subscriber.or_else(|| trigger.str(&["spec", "subscriber", "uri"]).filter(|u| !u.is_empty()).map(|uri| format!(" to {uri}"))).unwrap_or_default();
    Assessment::new(
        Verdict::Failed,
        format!(
            "Its spec.broker names Broker {broker}, which does not exist{namespace} ({}=False {NO_BROKER}), so no event is delivered{subscriber}. Create it: kn broker create {broker}{ns} (or apply an eventing.knative.dev/v1 Broker named {broker}{namespace}), or point spec.broker at a Broker that exists (kubectl get brokers{ns} lists them).",
            missing.type_
        ),
        NO_BROKER,
    )
    .answering()
}
