//! Google Config Connector (`*.cnrm.cloud.google.com`).

use super::{ReasonEntry, Table};

/// Config Connector reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "UpToDate", what: "The Google Cloud resource matches the spec.", next: "Nothing to do." },
    ReasonEntry { reason: "Updating", what: "Config Connector is changing the Google Cloud resource to match the spec.", next: "Wait; if it stays, read kubectl describe {resource}{ns} for events." },
    ReasonEntry { reason: "UpdateFailed", what: "Config Connector could not change the Google Cloud resource; the message has the API's error.", next: "Fix the spec (or the service account's IAM permissions) the message names: kubectl describe {resource}{ns}." },
    ReasonEntry { reason: "DependencyNotFound", what: "A resource this one references (a *Ref field) does not exist.", next: "Create the referenced resource or fix the reference." },
    ReasonEntry { reason: "ConfigConnectorUnhealthy", what: "The Config Connector operator reports itself unhealthy (status.healthy false).", next: "Read status.errors and the controller's log: kubectl logs -n cnrm-system -l cnrm.cloud.google.com/component=cnrm-controller-manager." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "config-connector",
    system: "Google Config Connector",
    covers: "Google Cloud resources and the ConfigConnector operator (*.cnrm.cloud.google.com)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
