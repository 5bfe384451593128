//! Altinity ClickHouse operator (`clickhouse.altinity.com`): ClickHouseInstallations.

use super::{ReasonEntry, Table};

/// ClickHouse operator reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "ClickHousePending", what: "The ClickHouse operator has not written a status yet: it has not started on the installation (or the status was not pasted).", next: "Check that the operator runs and watches this namespace: kubectl get pods -A -l app=clickhouse-operator." },
    ReasonEntry { reason: "ClickHouseInProgress", what: "The operator is creating or updating the installation's hosts (StatefulSets, services, configuration) one after another.", next: "Watch it: kubectl get chi {name}{ns} -w (the HOSTS-COMPLETED column); the pods: kubectl get pods{ns} -l clickhouse.altinity.com/chi={name}." },
    ReasonEntry { reason: "ClickHouseReconcileFailed", what: "The operator stopped reconciling the installation (Failed or Aborted); status.errors holds what went wrong.", next: "Read the errors: kubectl get chi {name}{ns} -o yaml (status.errors); then the operator's log: kubectl logs deployment/clickhouse-operator -c clickhouse-operator -n <operator-namespace> --tail=100." },
    ReasonEntry { reason: "ClickHouseTerminating", what: "The operator is removing the installation's hosts and resources.", next: "Watch it finish: kubectl get chi{ns} -w." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "clickhouse",
    system: "Altinity ClickHouse operator",
    covers: "ClickHouseInstallations (clickhouse.altinity.com)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
