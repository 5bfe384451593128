//! Apache Solr operator (`solr.apache.org`): SolrClouds.

use super::{ReasonEntry, Table};

/// Solr operator reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "SolrCloudPending", what: "The Solr operator has not written a status for the SolrCloud yet (or the status was not pasted).", next: "Check that the operator runs: kubectl get deployments -A | grep solr-operator; then kubectl describe solrcloud {name}{ns}." },
    ReasonEntry { reason: "SolrNodesNotReady", what: "Some Solr pods are not ready yet: starting, waiting for ZooKeeper, or failing their probes.", next: "Find the pod that is not ready: kubectl get pods{ns} -l solr-cloud={name}; kubectl describe pod <pod>{ns} and its log." },
    ReasonEntry { reason: "SolrRollingUpdate", what: "The operator is restarting Solr nodes one by one to apply a new spec (updateStrategy Managed).", next: "Watch it: kubectl get solrcloud {name}{ns} -w (the UPTODATE column)." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "solr",
    system: "Apache Solr operator",
    covers: "SolrClouds (solr.apache.org)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
