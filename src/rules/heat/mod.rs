//! Rules for OpenStack Heat (synthetic group `heat.openstack.org`, see `read::heat`): Stack,
//! StackResource, StackEvent.
//!
//! Heat's state is `ACTION_STATUS`: `*_IN_PROGRESS` waits, `*_FAILED` failed,
//! `*_COMPLETE` is done — except `ROLLBACK_COMPLETE`, which means the create or update failed
//! and Heat undid it, and `SUSPEND_COMPLETE`, which is suspended on purpose. Failure reasons
//! carry a path (`resources.group.resources[1].resources.server`) to the innermost resource;
//! resources failed with `… aborted` were cancelled because another one failed.

pub mod event;
pub mod resource;
pub mod stack;

use crate::model::Resource;

/// The synthetic group of Heat objects.
pub(crate) const GROUP: &str = "heat.openstack.org";

/// The parts of a Heat state: (`CREATE`, `FAILED`).
pub(crate) fn split_state(state: &str) -> (&str, &str) {
    for status in ["IN_PROGRESS", "FAILED", "COMPLETE"] {
        if let Some(action) = state.strip_suffix(status).and_then(|rest| rest.strip_suffix('_')) {
            return (action, status);
        }
    }
    ("", state)
}

/// `CREATE_FAILED` from `stack_status` / `resource_status` (and `*_action` when kept apart).
pub(crate) fn state_of(object: &Resource, prefix: &str) -> String {
    let status = object.str(&[&format!("{prefix}_status")]).unwrap_or("");
    match object.str(&[&format!("{prefix}_action")]) {
        Some(action) if !action.is_empty() && matches!(status, "IN_PROGRESS" | "FAILED" | "COMPLETE") => format!("{action}_{status}"),
        _ => status.to_owned(),
    }
}

/// What an OpenStack error in a failure's reason means and what to look at: ` The project's
/// volume quota is used up: …`; nothing for errors without a known meaning.
/// `server` is the failed server's id when the row says it (`physical_resource_id` of an
/// `OS::Nova::Server`).
/// `object` is the row the reason is on: its stack names the commands, its parameters the
/// project and the value that sized what the quota refused.
pub(crate) fn error_hint(object: &Resource, reason: &str, server: Option<&str>) -> String {
    let lower = reason.to_ascii_lowercase();
    if lower.contains("quota") && (lower.contains("exceed") || lower.contains("over quota") || lower.contains("overquota")) {
        quota_hint(object, reason, &lower)
    } else if let Some(hint) = subnet_in_use(object, reason) {
        hint
    } else if let Some(hint) = signals_missing(object, reason) {
        hint
    } else if let Some(hint) = no_route_to_external(object, reason) {
        hint
    } else if let Some(hint) = disk_too_small(object, reason) {
        hint
    } else if let Some(hint) = port_in_use(object, reason) {
        hint
    } else if let Some(hint) = volume_in_use(object, reason) {
        hint
    } else if lower.contains("no valid host was found") {
        format!(
            " Nova found no compute host with room for the server (its flavor's CPU, memory or disk, or an availability zone or aggregate it asks for): the server's fault says more (openstack server show {} -c fault); try another flavor or zone, or free capacity.",
            server.filter(|id| !id.is_empty()).unwrap_or("<server id>")
        )
    } else if lower.contains(BUILD_FAILED_ON_EVERY_HOST) {
        // The message names the instance; a row of the server names it too.
        let instance = reason.split_once("for instance ").and_then(|(_, rest)| rest.split(|c: char| !(c.is_ascii_hexdigit() || c == '-')).next()).filter(|id| id.len() >= 8);
        let id = instance.or(server.filter(|id| !id.is_empty())).unwrap_or("<server id>");
        let stack = crate::read::heat::stack_for_commands(object).unwrap_or_else(|| "<stack>".to_owned());
        format!(
            " Nova found hosts with room, but building the server failed on each host it tried (it retries on others up to its limit): not a lack of capacity but something every host fails on, most often the image (too large for the flavor's disk, broken or unreachable), binding its network port, or attaching a volume. The server's fault names the last failure: openstack server show {id} -c fault (openstack server event list {id} shows its tries; with admin rights, the compute hosts' nova-compute logs say more). Fix that, then run the update again: openstack stack update --existing {stack}."
        )
    } else {
        String::new()
    }
}

/// `WaitConditionTimeout: resources.wait: 0 of 3 received`: the signals a wait condition
/// waited for did not all come — sent by the servers' boot scripts when they finish, so a
/// script failed or could not reach Heat's API. Where to read a server's boot log, and Heat's
/// address from the stack's own link when the paste has it.
fn signals_missing(object: &Resource, reason: &str) -> Option<String> {
    let (_, after) = reason.split_once("WaitConditionTimeout")?;
    let (counts, _) = after.split_once(" received")?;
    // `…: 0 of 3`
    let (got, wanted) = counts.rsplit(": ").next()?.trim().split_once(" of ")?;
    let (got, wanted): (u64, u64) = (got.trim().parse().ok()?, wanted.trim().parse().ok()?);
    wanted.checked_sub(got).filter(|missing| *missing > 0)?;
    let stack = object.str(&["stack_name"]).filter(|s| !s.is_empty()).unwrap_or(&object.name);
    let api = object
        .get(&["links"])
        .and_then(|links| links.as_array())
        .and_then(|links| links.iter().find_map(|link| link.get("href").and_then(|h| h.as_str())))
        .and_then(|href| href.split_once("://").map(|(scheme, rest)| format!("{scheme}://{}", rest.split('/').next().unwrap_or(rest))))
        .map(|address| format!(" ({address})"))
        .unwrap_or_default();
    let which = if got == 0 { format!("None of the {wanted} signals") } else { format!("Only {got} of the {wanted} signals") };
    Some(format!(
        " {which} the wait condition expects arrived before its timeout. The servers' boot scripts (user_data, run by cloud-init) send them when they finish: a script failed, or could not reach Heat's API{api}. A server's boot log says which: openstack console log show <server> (the stack's servers: openstack stack resource list {stack} -n 5 --filter type=OS::Nova::Server). Fix the script or its route to Heat, then openstack stack update --existing {stack}."
    ))
}

/// ` Cinder's gigabytes quota is 1000G, 820G used: 180G left, 500G asked …`: what a quota error
/// says of which quota (Cinder's volume gigabytes or count, Nova's cores, RAM or instances,
/// Neutron's), its numbers when Cinder gives them, and what frees it.
fn quota_hint(object: &Resource, reason: &str, lower: &str) -> String {
    let usage = "openstack quota show --usage shows each limit and its use";
    // Cinder: "Requested 500G, quota is 1000G and 820G has been consumed."
    // The first number written right after `words` (Cinder's sentence repeats "requested").
    let number_after = |words: &str| {
        lower.match_indices(words).find_map(|(at, _)| {
            let digits: String = lower.get(at + words.len()..)?.chars().take_while(char::is_ascii_digit).collect();
            digits.parse::<u64>().ok()
        })
    };
    if lower.contains("gigabytes quota") {
        let numbers = match (number_after("requested "), number_after("quota is "), number_after(" and ")) {
            (Some(asked), Some(quota), Some(used)) => format!(" is {quota}G, {used}G used: {}G left, {asked}G asked", quota.saturating_sub(used)),
            _ => String::new(),
        };
        let left = match (number_after("quota is "), number_after(" and ")) {
            (Some(quota), Some(used)) => format!(" (at most {}G)", quota.saturating_sub(used)),
            _ => String::new(),
        };
        let project = project_of(object).unwrap_or_else(|| "<project id>".to_owned());
        let raise = match (number_after("requested "), number_after(" and ")) {
            (Some(asked), Some(used)) => format!("openstack quota set --gigabytes {} {project}, at least {used}G used plus {asked}G asked", used.saturating_add(asked)),
            _ => format!("openstack quota set --gigabytes <gigabytes> {project}"),
        };
        // The stack parameter whose value is the size asked (`volume_size: "500"`).
        let asked = number_after("requested ").map(|asked| asked.to_string());
        let parameter = asked.as_deref().and_then(|asked| parameter_with_value(object, asked));
        // A volume of a group's member (`resources.workers.resources[2].resources.scratch`):
        // the parameter sizes every member alike, and members already made cannot shrink.
        let group = Failure::parse(reason).and_then(|failure| {
            failure.path.windows(2).find(|pair| pair.get(1).is_some_and(|name| !name.is_empty() && name.chars().all(|c| c.is_ascii_digit()))).and_then(|pair| pair.first().cloned())
        });
        let smaller = match (parameter, crate::read::heat::top_stack_for_commands(object), number_after("quota is ").zip(number_after(" and "))) {
            (Some(parameter), _, _) if group.is_some() => format!(
                ". Lowering the stack parameter {parameter} that sizes it would not do: it sizes every member of group {} alike, and the members already made keep their {}G, since Heat cannot shrink a volume (an update to a smaller size fails with \"Shrinking volume\" not supported)",
                group.as_deref().unwrap_or(""),
                asked.as_deref().unwrap_or("")
            ),
            (Some(parameter), Some(stack), Some((quota, used))) => format!(
                ", ask for a smaller volume{left}: lower the stack parameter {parameter} that sizes it (openstack stack update --existing {stack} --parameter {parameter}={})",
                quota.saturating_sub(used)
            ),
            (Some(parameter), Some(stack), None) => format!(", ask for a smaller volume: lower the stack parameter {parameter} that sizes it (openstack stack update --existing {stack} --parameter {parameter}=<size>)"),
            _ => format!(", ask for a smaller volume{left}"),
        };
        let tail = match group {
            // The group's note is a sentence of its own, after the ways that work.
            Some(_) if parameter.is_some() => format!(", or have an admin raise it ({raise}){smaller}."),
            _ => format!("{smaller}, or have an admin raise it ({raise})."),
        };
        return format!(" Cinder's volume gigabytes quota{numbers}: {usage}. Free volumes or snapshots (servers' own disks do not count here){tail}");
    }
    if lower.contains("volumes quota") || lower.contains("snapshots quota") {
        return format!(" Cinder's quota of volumes (or snapshots) is reached: {usage}. Delete ones no longer used, or have an admin raise it (openstack quota set --volumes … or --snapshots …).");
    }
    let nova = ["cores", "ram", "instances"].into_iter().filter(|what| lower.contains(what)).collect::<Vec<_>>();
    if !nova.is_empty() && reason.contains("Quota exceeded for") {
        return format!(" Nova's quota of {} is reached: {usage}. Delete servers no longer used, use a smaller flavor, or have an admin raise it (openstack quota set --{} …).", nova.join(" and "), nova.first().copied().unwrap_or("cores"));
    }
    format!(" The project's quota for it is used up: {usage}; free some or have an admin raise it (openstack quota set).")
}

/// The project a row belongs to: the stack's `OS::project_id` parameter, else the project in
/// its `self` link (`…/v1/<project>/stacks/…`).
fn project_of(object: &Resource) -> Option<String> {
    if let Some(project) = object.str(&["parameters", "OS::project_id"]).filter(|id| !id.is_empty()) {
        return Some(project.to_owned());
    }
    let crate::model::Value::Array(links) = object.get(&["links"])? else { return None };
    links.iter().filter_map(|link| link.get("href")?.as_str()).find_map(|href| {
        let (_, after) = href.split_once("/v1/")?;
        let (project, rest) = after.split_once('/')?;
        (rest.starts_with("stacks") && !project.is_empty()).then(|| project.to_owned())
    })
}

/// The name of the stack's one parameter (not Heat's own `OS::…`) whose value is `value`.
fn parameter_with_value<'a>(object: &'a Resource, value: &str) -> Option<&'a str> {
    let crate::model::Value::Object(parameters) = object.get(&["parameters"])? else { return None };
    let mut found = parameters.iter().filter(|(key, given)| !key.starts_with("OS::") && given.as_str() == Some(value)).map(|(key, _)| key);
    match (found.next(), found.next()) {
        (Some(key), None) => Some(key),
        _ => None,
    }
}

/// Whether [`error_hint`] says what to do in this very case (a subnet in use, a volume quota),
/// so the failing condition points at the summary instead of its general advice.
pub(crate) fn answered(reason: &str) -> bool {
    let lower = reason.to_ascii_lowercase();
    reason.contains(VOLUME_IN_USE) || reason.contains(NO_ROUTE_TO_EXTERNAL) || reason.contains(DISK_TOO_SMALL) || reason.contains(PORT_IN_USE) || reason.contains(SUBNET_IN_USE) || lower.contains("gigabytes quota") || reason.contains("WaitConditionTimeout") || lower.contains(BUILD_FAILED_ON_EVERY_HOST)
}

/// Neutron's words when a floating IP's external network has no router to the port's subnet
/// (`External network <id> is not reachable from subnet <id>.  Therefore, cannot associate
/// Port <id> with a Floating IP.`).
const NO_ROUTE_TO_EXTERNAL: &str = " is not reachable from subnet ";

/// A floating IP whose external network no router joins to its port's subnet: the two ids,
/// how to see the routers, and the router the template (or a person) must add.
fn no_route_to_external(object: &Resource, reason: &str) -> Option<String> {
    let (before, after) = reason.split_once(NO_ROUTE_TO_EXTERNAL)?;
    let external = before.rsplit("External network ").next()?.split_whitespace().next().filter(|id| !id.is_empty())?;
    let subnet = after.split_whitespace().next().map(|id| id.trim_end_matches(['.', ',', ';'])).filter(|id| !id.is_empty())?;
    let update = crate::read::heat::top_stack_for_commands(object).map(|stack| format!(", then openstack stack update --existing {stack}")).unwrap_or_default();
    Some(format!(
        " No router joins subnet {subnet} to external network {external}: a floating IP of {external} reaches only ports on subnets of a router whose external gateway is {external}. openstack router list shows the routers (openstack router show <router> its external_gateway_info; openstack port list --router <router> its interfaces). Add one in the template — an OS::Neutron::Router with external_gateway_info network {external} and an OS::Neutron::RouterInterface on the subnet — or by hand: openstack router set --external-gateway {external} <router> and openstack router add subnet <router> {subnet}{update}."
    ))
}

/// Nova's words when the flavor's root disk is smaller than the image (or the image's
/// `min_disk`).
const DISK_TOO_SMALL: &str = "Flavor's disk is ";

/// A server whose flavor's disk is smaller than its image: both sizes in GiB, and the two ways
/// out (a flavor with a larger disk, or booting from a volume).
fn disk_too_small(object: &Resource, reason: &str) -> Option<String> {
    let (_, after) = reason.split_once(DISK_TOO_SMALL)?;
    let bytes_after = |words: &str| -> Option<u64> {
        let (_, rest) = after.split_once(words)?;
        rest.split_whitespace().next()?.parse().ok()
    };
    let flavor = bytes_after("Flavor disk is ")?;
    let image = bytes_after("image is ").or_else(|| bytes_after("minimum size is "))?;
    let gib = |bytes: u64| {
        let whole = bytes / GIB;
        if bytes % GIB == 0 { format!("{whole} GiB") } else { format!("{:.1} GiB", bytes as f64 / GIB as f64) }
    };
    let update = crate::read::heat::top_stack_for_commands(object).map(|stack| format!(", then openstack stack update --existing {stack}")).unwrap_or_default();
    Some(format!(
        " The flavor's root disk is {} and the image needs {}. openstack flavor list shows each flavor's Disk: give the server (its flavor property, or the stack parameter that sets it) one with at least {}, or boot it from a volume that large (block_device_mapping_v2 with volume_size){update}.",
        gib(flavor),
        gib(image),
        gib(image)
    ))
}

/// Bytes in a GiB.
const GIB: u64 = 1 << 30;

/// Nova's words when a port given to a server is bound to another device.
const PORT_IN_USE: &str = " is still in use.";

/// A server given a port that another device holds: who holds it and how to free it.
fn port_in_use(object: &Resource, reason: &str) -> Option<String> {
    let (before, _) = reason.split_once(PORT_IN_USE)?;
    let port = before.rsplit("Port ").next()?.split_whitespace().next().filter(|id| !id.is_empty() && !id.contains(':'))?;
    let update = crate::read::heat::top_stack_for_commands(object).map(|stack| format!(", then openstack stack update --existing {stack}")).unwrap_or_default();
    Some(format!(
        " Port {port} is bound to another server or device, and a port serves one at a time: openstack port show {port} -c device_id -c device_owner says which. Detach it there (openstack server remove port <server> {port}) or give this server a port of its own{update}."
    ))
}

/// Heat's words when it will not delete a volume still attached (`Error: resources.data: Volume in use`).
const VOLUME_IN_USE: &str = "Volume in use";

/// A volume Heat would not delete because a server still has it attached: which server, how
/// to detach it, and the delete after.
fn volume_in_use(object: &Resource, reason: &str) -> Option<String> {
    if !reason.contains(VOLUME_IN_USE) {
        return None;
    }
    let volume = (object.str(&["resource_type"]) == Some("OS::Cinder::Volume"))
        .then(|| object.str(&["physical_resource_id"]))
        .flatten()
        .filter(|id| !id.is_empty())
        .unwrap_or("<volume id>");
    let stack = crate::read::heat::top_stack_for_commands(object).unwrap_or_else(|| "<stack>".to_owned());
    Some(format!(
        " A server still has the volume attached, so Heat will not delete it: openstack volume show {volume} -c status -c attachments names the server. Detach it (openstack server remove volume <server> {volume}), then delete the stack again: openstack stack delete {stack}."
    ))
}

/// Nova's words (in lower case) when a server's build failed on every host it was retried on.
const BUILD_FAILED_ON_EVERY_HOST: &str = "exhausted all hosts available for retrying build failures";

/// Neutron's words when a subnet still has ports with addresses on it.
const SUBNET_IN_USE: &str = "One or more ports have an IP allocation from this subnet";

/// ` Ports outside the stack still hold addresses on subnet …`: a subnet Neutron will not
/// delete while ports have addresses on it (Heat's DELETE_FAILED), the command that lists
/// those ports by their address on that subnet and who holds them, and the delete after.
fn subnet_in_use(object: &Resource, reason: &str) -> Option<String> {
    if !reason.contains(SUBNET_IN_USE) {
        return None;
    }
    let (_, after) = reason.split_once("operation on subnet ")?;
    let subnet = after.split([':', ' ', '.']).next().filter(|id| !id.is_empty())?;
    let delete = match crate::read::heat::top_stack_for_commands(object) {
        Some(stack) => format!("openstack stack delete {stack}"),
        None => "openstack stack delete <stack>".to_owned(),
    };
    Some(format!(
        " Ports the stack does not own still hold addresses on subnet {subnet}, so Neutron keeps it: openstack port list --fixed-ip subnet={subnet} -c ID -c device_owner -c device_id lists them and what they belong to. Delete them (openstack port delete <port id>), or what holds them (a server, a load balancer; a router interface: openstack router remove subnet <router> {subnet}), then {delete}."
    ))
}

/// Neutron's words when a network's subnets have no address left for a new port.
const NO_FREE_ADDRESS: &str = "No more IP addresses available on network ";

/// What to do when a port found no free address on its network (`No more IP addresses
/// available on network <id>`): which pasted resource that network is (one of the stack's own,
/// read by [`crate::read::heat`]), the commands that show its use and its leaked ports, to
/// widen the subnet's allocation pool, then the stack update. `None` for other failures.
pub(crate) fn no_free_address(object: &Resource, reason: &str) -> Option<String> {
    let (_, after) = reason.split_once(NO_FREE_ADDRESS)?;
    let network = after.split_whitespace().next().map(|id| id.trim_end_matches(['.', ',', ';'])).filter(|id| !id.is_empty())?;
    let label = |key: &str| object.str(&["metadata", "labels", key]).filter(|value| !value.is_empty());
    let pasted = label(crate::read::heat::NETWORK_ID_LABEL) == Some(network);
    let subnet = label(crate::read::heat::SUBNET_ID_LABEL).filter(|_| pasted);
    let whose = match (label(crate::read::heat::NETWORK_RESOURCE_LABEL).filter(|_| pasted), label(crate::read::heat::NETWORK_STACK_LABEL)) {
        (Some(resource), stack) => {
            let of = stack.map(|stack| format!(" of stack {stack}")).unwrap_or_default();
            let with = match (label(crate::read::heat::SUBNET_RESOURCE_LABEL), subnet) {
                (Some(name), Some(id)) => format!(", whose subnet is resource {name} ({id})"),
                _ => String::new(),
            };
            format!(" Network {network} is the stack's own: resource {resource} (OS::Neutron::Net){of}{with}.")
        }
        (None, _) => String::new(),
    };
    let range = match subnet {
        Some(id) => format!(" openstack subnet show {id} -c cidr -c allocation_pools shows its range."),
        None => format!(" openstack subnet list --network {network} shows its subnets and their ranges."),
    };
    let update = crate::read::heat::top_stack_for_commands(object).map(|stack| format!(", then openstack stack update --existing {stack}")).unwrap_or_default();
    Some(format!(
        " Its subnets have no free address left for a new port.{whose} openstack ip availability show {network} shows how many addresses are used and free;{range} openstack port list --network {network} --long lists its ports: DOWN ones with no device are leaked, and deleting them (openstack port delete <port id>) frees their addresses. Or widen the subnet's allocation pool (its allocation_pools in the template, so the stack keeps it){update}."
    ))
}

/// What a failed snapshot's error says of the copy that failed: a volume's copy is a Cinder
/// backup, made by the cinder-backup service. Nothing for other errors.
pub(crate) fn snapshot_hint(reason: &str) -> String {
    if reason.to_ascii_lowercase().contains("backup") {
        " A volume's snapshot is a Cinder backup, made by the cinder-backup service: openstack volume backup list shows it and openstack volume backup show <backup id> its fail_reason; openstack volume service list --service cinder-backup shows whether that service is up.".to_owned()
    } else {
        String::new()
    }
}

/// The id of the server a row is about (`physical_resource_id` of an `OS::Nova::Server`).
pub(crate) fn server_id(object: &Resource) -> Option<&str> {
    (object.str(&["resource_type"]) == Some("OS::Nova::Server")).then(|| object.str(&["physical_resource_id"])).flatten()
}

/// A failure read out of a reason text like
/// `Resource CREATE failed: ResourceInError: resources.a.resources[1].resources.server: Went to …`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Failure {
    /// The exception class (`ResourceInError`), when given.
    pub error: String,
    /// The resource names along the path, outermost first (`a`, `1`, `server`).
    pub path: Vec<String>,
    /// What went wrong.
    pub message: String,
}

impl Failure {
    /// Parses a reason; `None` when it has no `resources.` path.
    pub(crate) fn parse(reason: &str) -> Option<Failure> {
        let parts: Vec<&str> = reason.split(": ").collect();
        let at = parts.iter().position(|part| part.starts_with("resources."))?;
        let path = segments(parts.get(at)?);
        let error = at.checked_sub(1).and_then(|i| parts.get(i)).map(|s| s.trim().to_owned()).unwrap_or_default();
        let message = parts.get(at + 1..).map(|rest| rest.join(": ")).unwrap_or_default();
        Some(Failure { error, path, message })
    }

    /// `server` (in `app_group` → `1`).
    pub(crate) fn innermost(&self) -> String {
        match self.path.split_last() {
            Some((last, [])) => last.clone(),
            Some((last, outer)) => format!("{last} (inside {})", outer.join(" → ")),
            None => "(unnamed)".to_owned(),
        }
    }
}

/// `resources.a.resources[1].resources.server` → `a`, `1`, `server` (names may contain dots).
fn segments(path: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut rest = path;
    while let Some(after) = rest.strip_prefix("resources") {
        let (name, tail) = if let Some(inner) = after.strip_prefix('[') {
            inner.split_once(']').unwrap_or((inner, ""))
        } else if let Some(inner) = after.strip_prefix('.') {
            let boundary = inner
                .match_indices(".resources")
                .map(|(at, _)| at)
                .find(|&at| matches!(inner.get(at + ".resources".len()..).and_then(|t| t.chars().next()), Some('.') | Some('[')));
            match boundary {
                Some(at) => (inner.get(..at).unwrap_or(inner), inner.get(at + 1..).unwrap_or("")),
                None => (inner, ""),
            }
        } else {
            break;
        };
        if !name.is_empty() {
            names.push(name.to_owned());
        }
        rest = tail.strip_prefix('.').unwrap_or(tail);
    }
    names
}

/// The resource to name in a command about a Heat object: a resource's own name; for a failed
/// stack, its resource on the path to the failure (`app_group` in
/// `resources.app_group.resources[1].resources.server`), which `openstack stack resource show`
/// finds in that stack. `None` for anything else.
pub fn resource_for_commands(object: &Resource) -> Option<String> {
    if object.api_version != crate::read::heat::API_VERSION {
        return None;
    }
    match object.kind.as_str() {
        // An event is about the resource it names (a stack's own events name the stack).
        "StackResource" | "StackEvent" => {
            let own = Some(object.name.clone()).filter(|name| !name.is_empty() && Some(name) != crate::read::heat::stack_for_commands(object).as_ref());
            // A stack's own failure event names the resource on the path to the failure.
            own.or_else(|| Failure::parse(object.str(&["resource_status_reason"])?)?.path.into_iter().next())
        }
        "Stack" => Failure::parse(object.str(&["stack_status_reason"])?)?.path.into_iter().next(),
        _ => None,
    }
}

/// Whether a failure reason only says the action was cancelled because of another failure.
pub(crate) fn is_aborted(reason: &str) -> bool {
    let reason = reason.trim();
    reason.ends_with(" aborted") || reason.contains(" aborted (") || reason == "aborted"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nested_paths_are_followed_to_the_innermost_resource() {
        let failure = Failure::parse(
            "Resource CREATE failed: ResourceInError: resources.app_group.resources[1].resources.server: Went to status ERROR due to \"Message: No valid host was found. , Code: 500\"",
        )
        .expect("a failure");
        assert_eq!(failure.path, ["app_group", "1", "server"]);
        assert_eq!(failure.error, "ResourceInError");
        assert!(failure.message.starts_with("Went to status ERROR"));
        assert_eq!(failure.innermost(), "server (inside app_group → 1)");
        assert!(Failure::parse("Stack CREATE completed successfully").is_none());
        assert_eq!(segments("resources.resources_db.resources.my.port"), ["resources_db", "my.port"]);
    }

    #[test]
    fn states_and_aborts() {
        assert_eq!(split_state("ROLLBACK_IN_PROGRESS"), ("ROLLBACK", "IN_PROGRESS"));
        assert_eq!(split_state("odd"), ("", "odd"));
        assert!(is_aborted("CREATE aborted"));
        assert!(is_aborted("CREATE aborted (Task create from SoftwareDeployment \"d\" Stack \"s\" cancelled)"));
        assert!(!is_aborted("NotFound: resources.port: Subnet abc could not be found"));
    }
}
