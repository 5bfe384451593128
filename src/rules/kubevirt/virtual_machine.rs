//! A KubeVirt VirtualMachine sums itself up in `status.printableStatus` (what `kubectl get vm`
//! shows): `Running`, `Stopped`, `Paused`, the ways there (`Provisioning`, `Starting`,
//! `Stopping`, `Migrating`, `WaitingForVolumeBinding`, `WaitingForReceiver`), `Terminating`,
//! and the errors that keep it from running (`CrashLoopBackOff`, `ErrorUnschedulable`,
//! `ErrImagePull`, `ImagePullBackOff`, `ErrorPvcNotFound`, `DataVolumeError`). Whether it should
//! run is `spec.runStrategy` (`Always`, `RerunOnFailure`, `Once`, `Manual`, `Halted`) or the
//! older `spec.running`: a VM stopped because its strategy says so is stopped on purpose.
//! `RestartRequired` True means spec changes wait for a restart. A VirtualMachineInstance (the
//! running guest) reports `status.phase`: `Pending`, `Scheduling`, `Scheduled`, `Running`,
//! `Succeeded`, `Failed`, and the condition `Paused`.

use crate::rules::status_missing;
use crate::model::Resource;
use crate::report::Verdict;
use crate::rules::{condition_detail, Assessment, Context, Next, Rule};

/// VirtualMachine.
pub static RULE: Rule = Rule { group: "kubevirt.io", kind: "VirtualMachine", classify };

/// VirtualMachineInstance.
pub static RULE_INSTANCE: Rule = Rule { group: "kubevirt.io", kind: "VirtualMachineInstance", classify: classify_instance };

/// printableStatus words on the way to Running or Stopped.
const ON_THE_WAY: &[&str] = &["Provisioning", "Starting", "Stopping", "Migrating", "WaitingForVolumeBinding", "WaitingForReceiver"];

/// printableStatus words that keep the VM from running, with the reason word of each.
const ERRORS: &[(&str, &str)] = &[
    ("CrashLoopBackOff", "VirtualMachineCrashLoopBackOff"),
    ("ErrorUnschedulable", "ErrorUnschedulable"),
    ("ErrImagePull", "VirtualMachineImagePullFailed"),
    ("ImagePullBackOff", "VirtualMachineImagePullFailed"),
    ("ErrorPvcNotFound", "ErrorPvcNotFound"),
    ("ErrorDataVolumeNotFound", "ErrorDataVolumeNotFound"),
    ("DataVolumeError", "DataVolumeError"),
];

/// `spec.runStrategy`, or the one `spec.running` stands for, with the field as pasted.
fn run_strategy(vm: &Resource) -> Option<(&'static str, String)> {
    if let Some(strategy) = vm.str(&["spec", "runStrategy"]).filter(|s| !s.trim().is_empty()) {
        let known = ["Always", "RerunOnFailure", "Once", "Manual", "Halted", "WaitAsReceiver"].into_iter().find(|s| *s == strategy).unwrap_or("");
        return Some((known, format!("spec.runStrategy is {strategy}")));
    }
    match vm.get(&["spec", "running"]).and_then(crate::model::Value::as_bool) {
        Some(true) => Some(("Always", "spec.running is true".to_owned())),
        Some(false) => Some(("Halted", "spec.running is false".to_owned())),
        None => None,
    }
}

/// The problem a VM's conditions give (`Failure`, else a not-True `Ready`), for a summary.
fn problem(vm: &Resource) -> String {
    vm.condition("Failure")
        .filter(|c| c.is_true())
        .or_else(|| vm.condition("Ready").filter(|c| !c.is_true() && !(c.reason.is_empty() && c.message.is_empty())))
        .map(|c| format!("; {} is {}{}", c.type_, c.status.as_str(), condition_detail(c)))
        .unwrap_or_default()
}

fn classify(vm: &Resource, context: &Context, next: Next) -> Assessment {
    let strategy = run_strategy(vm);
    let Some(printable) = vm.str(&["status", "printableStatus"]) else {
        if status_missing(vm) || vm.conditions.is_empty() {
            let wanted = strategy.as_ref().map(|(_, field)| format!(" ({field})")).unwrap_or_default();
            return Assessment::new(
                Verdict::InProgress,
                format!("{} has no status.printableStatus yet: KubeVirt has not reconciled it{wanted}.", vm.display_name()),
                "VirtualMachineNotReconciled",
            );
        }
        return next(vm, context);
    };
    let strategy_text = strategy.as_ref().map(|(_, field)| format!("; {field}")).unwrap_or_default();
    match printable {
        "Running" => {
            if vm.get(&["status", "ready"]).and_then(crate::model::Value::as_bool) == Some(false) {
                return Assessment::new(
                    Verdict::InProgress,
                    format!("status.printableStatus is Running but status.ready is false: the guest runs, its readiness is not confirmed yet{}.", problem(vm)),
                    "VirtualMachineNotReady",
                );
            }
            let restart = vm
                .condition("RestartRequired")
                .filter(|c| c.is_true())
                .map(|c| format!("; RestartRequired is True{}: some spec changes apply only after a restart", condition_detail(c)))
                .unwrap_or_default();
            Assessment::plain(Verdict::Ready, format!("status.printableStatus is Running: the VM runs{restart}."))
        }
        "Paused" => Assessment::new(
            Verdict::Suspended,
            format!(
                "status.printableStatus is Paused: the guest is frozen until it is unpaused{}.",
                vm.condition("Paused").filter(|c| c.is_true()).map(|c| format!(" (Paused is True{})", condition_detail(c))).unwrap_or_default()
            ),
            "VirtualMachinePaused",
        ),
        "Stopped" => match strategy.as_ref() {
            Some(("Always", field)) => Assessment::new(
                Verdict::InProgress,
                format!("status.printableStatus is Stopped but {field}: KubeVirt is starting it again."),
                "VirtualMachineStarting",
            ),
            _ => Assessment::new(
                Verdict::Suspended,
                format!(
                    "status.printableStatus is Stopped{}: the VM is off until it is started (virtctl start {}).",
                    strategy.as_ref().map(|(_, field)| format!(" ({field})")).unwrap_or_default(),
                    if vm.name.is_empty() { "<name>" } else { vm.name.as_str() }
                ),
                "VirtualMachineStopped",
            ),
        },
        "Terminating" => Assessment::new(Verdict::Terminating, "status.printableStatus is Terminating: the VM is being deleted.", "VirtualMachineTerminating"),
        "Unknown" => Assessment::plain(Verdict::Unknown, format!("status.printableStatus is Unknown: KubeVirt cannot tell the VM's state{}.", problem(vm))),
        _ if ON_THE_WAY.contains(&printable) => Assessment::new(
            Verdict::InProgress,
            format!("status.printableStatus is {printable}{strategy_text}{}.", problem(vm)),
            "VirtualMachineInTransition",
        ),
        _ => match ERRORS.iter().find(|(word, _)| *word == printable) {
            Some((_, reason)) => Assessment::new(Verdict::Failed, format!("status.printableStatus is {printable}: the VM cannot run{}.", problem(vm)), *reason),
            None => next(vm, context),
        },
    }
}

fn classify_instance(vmi: &Resource, context: &Context, next: Next) -> Assessment {
    if status_missing(vmi) {
        return crate::rules::not_reconciled(vmi, "KubeVirt has not scheduled it", "VirtualMachineNotReconciled");
    }
    if let Some(paused) = vmi.condition("Paused").filter(|c| c.is_true()) {
        return Assessment::new(Verdict::Suspended, format!("Paused is True{}: the guest is frozen (virtctl unpause to resume).", condition_detail(paused)), "VirtualMachinePaused");
    }
    match vmi.str(&["status", "phase"]) {
        Some(phase @ ("Pending" | "Scheduling" | "Scheduled")) => {
            let scheduled = vmi
                .condition("PodScheduled")
                .filter(|c| c.is_false())
                .map(|c| format!("; PodScheduled is False{}", condition_detail(c)))
                .unwrap_or_default();
            Assessment::new(Verdict::InProgress, format!("status.phase is {phase}: the guest is not running yet{scheduled}."), "VirtualMachineInTransition")
        }
        Some("Succeeded") => Assessment::plain(Verdict::Succeeded, "status.phase is Succeeded: the guest shut down cleanly."),
        _ => next(vmi, context),
    }
}
