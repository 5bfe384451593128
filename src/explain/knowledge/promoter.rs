//! GitOps Promoter (`promoter.argoproj.io`): promotions between environment branches and the
//! commit-status gates that hold them.

use super::{ReasonEntry, Table};

/// GitOps Promoter reasons.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "PromoterNotReconciled", what: "GitOps Promoter has not finished a first reconcile of the object: no Ready condition or no commits read yet.", next: "Wait a little and look again; if it stays, check the promoter controller's logs (kubectl logs -n promoter-system deploy/promoter-controller-manager)." },
    ReasonEntry { reason: "PromotionInProgress", what: "A newer dry commit is proposed for the environment and waits for its commit statuses and the pull request merge.", next: "Look at the pending or failing checks named in the summary and at the environment's pull request." },
    ReasonEntry { reason: "CommitStatusFailure", what: "A commit-status gate reports failure for an environment branch, so promotion to it is blocked.", next: "Find out why the check failed for that branch (the gate's spec: a soak time, a web request), fix it or the commit, then let the gate run again." },
    ReasonEntry { reason: "CommitStatusPending", what: "A commit-status gate has not decided yet for an environment branch (a soak time still running, a web request not yet passing).", next: "Wait for the gate; kubectl get {resource}{ns} -o yaml shows the environments and their phases." },
    ReasonEntry { reason: "ReconciliationError", what: "The controller's last reconcile of the object failed; the message has the error (for GitOps Promoter often an SCM API error).", next: "Fix what the message names (SCM credentials, branch protection, a missing object); the controller retries by itself." },
    ReasonEntry { reason: "PullRequestNotReady", what: "The environment's PullRequest object is not Ready: opening, updating or merging the pull request failed.", next: "Read the PullRequest's Ready message (branch protection, required reviews, permissions) and fix it on the SCM side." },
    ReasonEntry { reason: "CommitStatusesNotReady", what: "A CommitStatus this object writes is not Ready, so its result cannot be reported to the SCM.", next: "Look at the CommitStatus named in the message and fix its error." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "promoter",
    system: "GitOps Promoter",
    covers: "promotion strategies, change transfer policies, pull requests and commit-status gates (promoter.argoproj.io)",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
