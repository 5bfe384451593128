//! Rules for the deprecated kubernetes-external-secrets controller (`kubernetes-client.io`,
//! GoDaddy): ExternalSecrets.

pub mod external_secret;
