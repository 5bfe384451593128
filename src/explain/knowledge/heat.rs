//! OpenStack Heat: what each `ACTION_STATUS` of a stack, resource or event means. `{name}` is
//! the stack's or the resource's name; `{stack}` the stack's, or the stack a resource belongs
//! to (`<stack>` when the paste does not say); `{stack_resource}` a resource's name
//! (`<resource>` on a stack); `{top_stack}` the top-level stack, which updates go to.

use super::{ReasonEntry, Table};

/// Heat states.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry {
        reason: "CREATE_FAILED",
        what: "Heat could not create it. The reason names the failing resource by its path (resources.a.resources.b): the innermost name is the cause. A reason ending in \"aborted\" means it was cancelled because another resource failed.",
        next: "openstack stack failures list {stack} --long shows the innermost failures (one resource: openstack stack resource show {stack} {stack_resource}). Fix the cause, then openstack stack update --existing {top_stack} (or delete and create again).",
    },
    ReasonEntry {
        reason: "UPDATE_FAILED",
        what: "Heat could not apply the update. Resources already changed keep their new state unless rollback is enabled; a reason ending in \"aborted\" means it was cancelled because another resource failed.",
        next: "openstack stack failures list {stack} --long names the failing resource; fix it and run the update again. Failed resources are replaced on the next update.",
    },
    ReasonEntry {
        reason: "DELETE_FAILED",
        what: "Heat could not delete it (often a dependency outside the stack, such as a port still in use or a volume still attached). It usually blocks further operations on the stack.",
        next: "Read the reason and remove what outside the stack still holds the resource (for a subnet, the ports with an address on it: openstack port list --fixed-ip subnet=<subnet id>; for a volume, the server it is attached to: openstack server remove volume <server> <volume>), then delete the stack again: openstack stack delete {top_stack} (a nested stack is deleted with it); openstack stack abandon is the last resort.",
    },
    ReasonEntry {
        reason: "ROLLBACK_COMPLETE",
        what: "The create or update failed and Heat undid it. The reason only says the rollback completed; the error is in the events before ROLLBACK_IN_PROGRESS.",
        next: "Find the first failure: openstack stack event list {stack} --nested-depth 5, and look for the first *_FAILED event before ROLLBACK_IN_PROGRESS. To keep the failed resources for inspection next time, leave rollback off: openstack stack create without --enable-rollback, or openstack stack update --rollback disabled.",
    },
    ReasonEntry {
        reason: "ROLLBACK_FAILED",
        what: "The create or update failed, and undoing it failed too: the stack is in a mixed state.",
        next: "openstack stack failures list {stack} --long; fix what blocks the rollback, then update or delete the stack.",
    },
    ReasonEntry {
        reason: "CHECK_FAILED",
        what: "Marked unhealthy (by openstack stack resource mark unhealthy, an autoscaling or health manager, or a stack check): it will be replaced on the next stack update. The reason is the one the marker gave.",
        next: "Replace it with openstack stack update --existing {top_stack}, or clear the mark if it is healthy: openstack stack resource mark unhealthy --reset {stack} {name}.",
    },
    ReasonEntry {
        reason: "SUSPEND_COMPLETE",
        what: "Suspended on purpose: servers are paused or stopped until resumed.",
        next: "Resume when needed: openstack stack resume {stack}.",
    },
    ReasonEntry {
        reason: "SUSPEND_FAILED",
        what: "Heat could not suspend it.",
        next: "Read the reason; openstack stack resume {stack} returns it to service.",
    },
    ReasonEntry {
        reason: "RESUME_FAILED",
        what: "Heat could not resume it.",
        next: "Read the reason and the resource's own state (openstack server show for servers), then resume again.",
    },
    ReasonEntry {
        reason: "CREATE_IN_PROGRESS",
        what: "Heat is creating it.",
        next: "Wait; follow it with openstack stack event list {stack} --follow. If it never ends, the stack's timeout_mins ends it as CREATE_FAILED.",
    },
    ReasonEntry {
        reason: "UPDATE_IN_PROGRESS",
        what: "Heat is updating it.",
        next: "Wait; follow it with openstack stack event list {stack} --follow.",
    },
    ReasonEntry {
        reason: "DELETE_IN_PROGRESS",
        what: "Heat is deleting it.",
        next: "Wait; if it hangs, look at the resource still IN_PROGRESS: openstack stack resource list {stack} -n 5.",
    },
    ReasonEntry {
        reason: "ROLLBACK_IN_PROGRESS",
        what: "The create or update failed and Heat is undoing it.",
        next: "Wait for ROLLBACK_COMPLETE, then find the first failure in openstack stack event list {stack}.",
    },
    ReasonEntry {
        reason: "CHECK_IN_PROGRESS",
        what: "Heat is checking that the resources still exist as described.",
        next: "Wait for CHECK_COMPLETE or CHECK_FAILED.",
    },
    ReasonEntry {
        reason: "INIT_COMPLETE",
        what: "Known to Heat but never created: it waits for the resources it depends on, or was skipped because one of them failed.",
        next: "Look at the resources it depends on (openstack stack resource show {stack} {name} lists required_by the other way round); once they succeed, an update creates it.",
    },
    ReasonEntry { reason: "CREATE_COMPLETE", what: "Created successfully.", next: "Nothing to do." },
    ReasonEntry { reason: "UPDATE_COMPLETE", what: "Updated successfully.", next: "Nothing to do." },
    ReasonEntry { reason: "RESUME_COMPLETE", what: "Resumed successfully.", next: "Nothing to do." },
    ReasonEntry { reason: "CHECK_COMPLETE", what: "The check found it as described (resources that do not support CHECK say so in the reason).", next: "Nothing to do." },
    ReasonEntry { reason: "DELETE_COMPLETE", what: "Deleted.", next: "Nothing to do." },
    ReasonEntry { reason: "SUSPEND_IN_PROGRESS", what: "Heat is suspending it.", next: "Wait for SUSPEND_COMPLETE; follow it with openstack stack event list {stack} --follow." },
    ReasonEntry { reason: "RESUME_IN_PROGRESS", what: "Heat is resuming it after a suspension.", next: "Wait for RESUME_COMPLETE; follow it with openstack stack event list {stack} --follow." },
    // Adopting existing resources into a stack, snapshots, and restoring a stack from one.
    ReasonEntry { reason: "ADOPT_IN_PROGRESS", what: "Heat is adopting existing resources into the stack (openstack stack adopt).", next: "Wait; follow it with openstack stack event list {stack} --follow." },
    ReasonEntry { reason: "ADOPT_COMPLETE", what: "Adopted successfully: Heat now manages the existing resource.", next: "Nothing to do." },
    ReasonEntry {
        reason: "ADOPT_FAILED",
        what: "Heat could not adopt the existing resource into the stack; the reason holds the error.",
        next: "Read the reason; check that the resource named in the adopt data exists and matches the template, then adopt again.",
    },
    ReasonEntry { reason: "SNAPSHOT_IN_PROGRESS", what: "Heat is taking a snapshot of the stack.", next: "Wait for SNAPSHOT_COMPLETE." },
    ReasonEntry { reason: "SNAPSHOT_COMPLETE", what: "The snapshot was taken successfully.", next: "Nothing to do." },
    ReasonEntry {
        reason: "SNAPSHOT_FAILED",
        what: "Heat could not take the snapshot: copying one resource (a volume's Cinder backup, a server's image) failed; the reason names it. A snapshot only copies, so the stack and its resources run as before.",
        next: "Read the reason and the failing resource's own state; openstack stack snapshot list {stack} shows the snapshots.",
    },
    ReasonEntry { reason: "RESTORE_IN_PROGRESS", what: "Heat is restoring the stack from a snapshot.", next: "Wait for RESTORE_COMPLETE; follow it with openstack stack event list {stack} --follow." },
    ReasonEntry { reason: "RESTORE_COMPLETE", what: "The stack was restored from a snapshot successfully.", next: "Nothing to do." },
    ReasonEntry {
        reason: "RESTORE_FAILED",
        what: "Heat could not restore the stack from the snapshot; the reason names the resource that failed.",
        next: "openstack stack failures list {stack} --long names the failing resource; fix it, then restore again or update the stack.",
    },
    ReasonEntry { reason: "SIGNAL_COMPLETE", what: "A signal reached the resource and was handled (an event, for example from an alarm or a wait condition).", next: "Nothing to do." },
    ReasonEntry {
        reason: "HookPaused",
        what: "A breakpoint (hook) in the environment stops Heat before this resource until a person clears it.",
        next: "Clear it when ready: openstack stack hook clear {stack} {name}.",
    },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "heat",
    system: "OpenStack Heat",
    covers: "the ACTION_STATUS of stacks, resources and events",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
