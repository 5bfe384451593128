//! Secret values are withheld as soon as an object is read, so no rule, explanation, report
//! or export can show them: `data` / `stringData` of a Secret, values of env vars whose name
//! looks like a credential (`DB_PASSWORD`, `API_TOKEN`, …) or whose value carries a password in a
//! URL (`postgres://user:pw@host`), and the `last-applied-configuration` annotation of any object
//! that had such a value (it repeats them). Keys stay, so rules can still count and name them.

use crate::model::Value;

/// What replaces a withheld value.
pub(crate) const WITHHELD: &str = "(withheld)";

/// The annotation `kubectl apply` writes: the whole object again, values included.
const LAST_APPLIED: &str = "kubectl.kubernetes.io/last-applied-configuration";

/// Words in an env var name that mark its value as a credential.
const CREDENTIAL_WORDS: &[&str] = &[
    "PASSWORD", "PASSWD", "PASSPHRASE", "PWD", "SECRET", "TOKEN", "APIKEY", "API_KEY", "ACCESS_KEY", "PRIVATE_KEY",
    "CLIENT_KEY", "CREDENTIAL", "AUTH", "COOKIE", "SESSION_KEY", "SIGNING_KEY", "ENCRYPTION_KEY", "DSN",
    "CONNECTION_STRING", "CONN_STR",
];

/// What was withheld in one object.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub(crate) struct Withheld {
    /// Values of a Secret's `data` / `stringData`.
    pub secret_values: usize,
    /// Names of env vars whose values were withheld.
    pub env_names: Vec<String>,
}

impl Withheld {
    /// Nothing was withheld.
    pub fn is_empty(&self) -> bool {
        self.secret_values == 0 && self.env_names.is_empty()
    }
}

/// Withholds the secret values of one object, in place.
pub(crate) fn withhold(object: &mut Value) -> Withheld {
    let mut withheld = Withheld::default();
    if object.get("kind").and_then(Value::as_str) == Some("Secret") {
        for field in ["data", "stringData"] {
            if let Some(Value::Object(map)) = object.get_mut(field) {
                for value in map.values_mut() {
                    *value = Value::from(WITHHELD);
                    withheld.secret_values += 1;
                }
            } else if let Some(value) = object.get_mut(field).filter(|v| !v.is_null()) {
                *value = Value::from(WITHHELD);
                withheld.secret_values += 1;
            }
        }
        // A Secret's last-applied configuration holds its data even when `data` is empty.
        withhold_last_applied(object);
    }
    // `metadata` never holds env lists (and labels, annotations and managed fields make it a
    // large part of many objects), so the walk starts beside it.
    if let Value::Object(map) = object {
        for (key, item) in map.iter_mut().filter(|(key, _)| *key != "metadata") {
            if key == "env" {
                if let Value::Array(vars) = item {
                    vars.iter_mut().for_each(|var| withhold_env_var(var, &mut withheld.env_names));
                }
            }
            walk_env(item, &mut withheld.env_names, 1);
        }
    }
    if !withheld.is_empty() {
        withhold_last_applied(object);
    }
    withheld
}

fn withhold_last_applied(object: &mut Value) {
    if let Some(value) = object.get_mut("metadata").and_then(|m| m.get_mut("annotations")).and_then(|a| a.get_mut(LAST_APPLIED)) {
        *value = Value::from(WITHHELD);
    }
}

/// Finds every `env: [{name, value}]` list anywhere in the object (containers of Pods,
/// templates of workloads, CronJob job templates, custom resources alike). Depth is bounded by
/// the reading limits.
fn walk_env(value: &mut Value, names: &mut Vec<String>, depth: usize) {
    if depth > 200 {
        return;
    }
    match value {
        Value::Object(map) => {
            for (key, item) in map.iter_mut() {
                if key == "env" {
                    if let Value::Array(vars) = item {
                        vars.iter_mut().for_each(|var| withhold_env_var(var, names));
                    }
                }
                walk_env(item, names, depth + 1);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|item| walk_env(item, names, depth + 1)),
        _ => {}
    }
}

fn withhold_env_var(var: &mut Value, names: &mut Vec<String>) {
    let Value::Object(map) = var else { return };
    let name = map.get("name").and_then(Value::as_str).unwrap_or("");
    let credential = match map.get("value") {
        None | Some(Value::Null) => return,
        Some(Value::String(text)) => looks_like_credential(name) || has_url_password(text),
        Some(_) => looks_like_credential(name),
    };
    if credential {
        let name = name.to_owned();
        if let Some(value) = map.get_mut("value") {
            *value = Value::from(WITHHELD);
        }
        names.push(name);
    }
}

/// Whether an env var name says its value is a credential.
pub(crate) fn looks_like_credential(name: &str) -> bool {
    // Case-insensitive, `-` read as `_`, without building a new string per variable.
    let same = |a: u8, b: u8| a.to_ascii_uppercase() == b || (a == b'-' && b == b'_');
    CREDENTIAL_WORDS.iter().any(|word| {
        let word = word.as_bytes();
        name.as_bytes().windows(word.len()).any(|window| window.iter().zip(word).all(|(&a, &b)| same(a, b)))
    })
}

/// `scheme://user:password@host`.
fn has_url_password(text: &str) -> bool {
    let Some((_, rest)) = text.split_once("://") else { return false };
    let authority = rest.split(['/', '?', '#']).next().unwrap_or("");
    authority.rsplit_once('@').is_some_and(|(userinfo, _)| userinfo.contains(':'))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::value as json;

    #[test]
    fn secret_data_and_credential_env_values_are_withheld() {
        let mut secret = json!({"kind": "Secret", "data": {"password": "aHVudGVyMg=="}, "stringData": {"token": "t0k"},
            "metadata": {"annotations": {LAST_APPLIED: "{\"data\":{\"password\":\"aHVudGVyMg==\"}}"}}});
        let withheld = withhold(&mut secret);
        assert_eq!(withheld.secret_values, 2);
        assert!(!secret.to_string().contains("aHVudGVyMg"));
        assert!(!secret.to_string().contains("t0k"));
        assert_eq!(secret["data"]["password"], WITHHELD);

        let mut pod = json!({"kind": "Deployment", "spec": {"template": {"spec": {"containers": [{"name": "app", "env": [
            {"name": "DB_PASSWORD", "value": "hunter2"}, {"name": "LOG_LEVEL", "value": "debug"},
            {"name": "DATABASE_URL", "value": "postgres://app:s3cret@db/app"}, {"name": "api-token", "value": "x"}]}]}}}});
        let withheld = withhold(&mut pod);
        assert_eq!(withheld.env_names, vec!["DB_PASSWORD", "DATABASE_URL", "api-token"]);
        let text = pod.to_string();
        assert!(!text.contains("hunter2") && !text.contains("s3cret"));
        assert!(text.contains("debug"));
    }

    #[test]
    fn ordinary_names_and_urls_are_left_alone() {
        assert!(!looks_like_credential("LOG_LEVEL"));
        assert!(!has_url_password("https://example.com/a:b@c"));
        assert!(has_url_password("redis://:pw@cache:6379"));
    }
}
