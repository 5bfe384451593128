//! The seed systems explained deeply: Knative Serving, OpenStack Heat, Azure Service Operator,
//! Konveyor MTC, Crossplane and Flux. Each situation is checked for its verdict, its root cause
//! and the words a person needs.

use status_explainer::Verdict;

#[macro_use]
mod report_assertions;
use report_assertions::*;

// ---------------------------------------------------------------- Knative Serving

const KNATIVE_FAILURE: &str = include_str!("../www/examples/knative-revision-failure.yaml");

#[test]
fn knative_service_serving_an_older_revision_is_degraded_naming_both() {
    let report = explained(KNATIVE_FAILURE);
    let service = find(&report, "Service", "hello");
    assert_explains!(service, Verdict::Degraded, ["hello-00002", "hello-00001", "100%"]);
    let configuration = find(&report, "Configuration", "hello");
    assert_explains!(configuration, Verdict::Degraded, ["hello-00002", "hello-00001"]);
    // What to open is named, not left as a placeholder.
    let ready = condition(configuration, "Ready");
    assert!(ready.explanation.next.contains("kubectl get revision hello-00002 -n shop -o yaml"), "{}", ready.explanation.next);
    let cause = service.root_cause.as_ref().expect("root cause");
    let last = cause.chain.last().expect("chain");
    assert_eq!((last.kind.as_str(), last.name.as_str()), ("Revision", "hello-00002"), "{}", cause.text);
    assert!(cause.text.starts_with("Knative Service hello → Configuration hello → Revision hello-00002"), "{}", cause.text);
}

#[test]
fn knative_route_whose_certificate_cannot_be_issued_names_the_challenge() {
    // Knative's Certificate and cert-manager's share a name: each is linked to its own owner
    // whatever the order, and a Challenge without its Order pasted belongs to its Certificate.
    let report = explained(include_str!("inputs/knative-route-certificate-challenge-failing.yaml"));
    let route = find(&report, "Route", "hello");
    assert_explains!(route, Verdict::Failed, ["It cannot finish", "wrong status code '404'"]);
    // What to do is said once, at the Challenge; the Route names it.
    assert!(!route.summary.contains("kubectl get ingress"), "{}", route.summary);
    assert!(find(&report, "Challenge", "route-2b1f7f4e-0c1a-4a55-9b8e-6f3c3b1f2d11-1-3125231153-2041342051").summary.contains("kubectl get ingress -n web"));
    let cause = route.root_cause.as_ref().expect("root cause");
    let kinds: Vec<&str> = cause.chain.iter().map(|link| link.kind.as_str()).collect();
    assert_eq!(kinds, ["Route", "Certificate", "Certificate", "Challenge"], "{}", cause.text);
    // The same revision is created and ready: not a rollout, nothing "from before".
    let service = find(&report, "Service", "hello");
    assert_explains!(service, Verdict::Degraded, ["It is failing now", "hello-00001 (status.latestReadyRevisionName) is still there"]);
    assert!(!service.summary.contains("from before") && !service.summary.contains("rollout"), "{}", service.summary);
    let top = report.root_cause.as_ref().expect("root cause of the paste");
    assert!(top.text.starts_with("Knative Service hello → Knative Route hello → Knative Certificate route-2b1f7f4e-0c1a-4a55-9b8e-6f3c3b1f2d11 → Certificate route-"), "{}", top.text);
    assert_eq!(top.chain.last().map(|link| link.kind.as_str()), Some("Challenge"), "{}", top.text);
}

#[test]
fn knative_domain_mapping_takes_the_failure_of_the_service_it_maps_to() {
    // spec.ref names the Knative Service, not the Kubernetes Service of the same name.
    let report = explained(include_str!("inputs/knative-domain-mapping-to-failing-service.yaml"));
    let mapping = find(&report, "DomainMapping", "shop.example.com");
    assert_explains!(mapping, Verdict::Failed, ["depends on Service shop", "MANIFEST_UNKNOWN"]);
    let cause = mapping.root_cause.as_ref().expect("root cause");
    assert_eq!(cause.text.split(':').next(), Some("DomainMapping shop.example.com → Service shop"), "{}", cause.text);
    // A mapping to a Service that does not exist names it in the command.
    let missing = explained(
        "apiVersion: serving.knative.dev/v1beta1\nkind: DomainMapping\nmetadata: {name: shop.example.com, namespace: web}\nspec:\n  ref: {apiVersion: serving.knative.dev/v1, kind: Service, name: shop}\nstatus:\n  conditions:\n  - {type: Ready, status: \"False\", reason: ResolveFailed, message: 'services.serving.knative.dev \"shop\" not found'}\n",
    );
    let mapping = find(&missing, "DomainMapping", "shop.example.com");
    assert!(condition(mapping, "Ready").explanation.next.contains("kubectl get ksvc shop -n web"), "{:?}", condition(mapping, "Ready").explanation);
}

#[test]
fn knative_revision_exit_code_quotes_the_termination_message() {
    let report = explained(KNATIVE_FAILURE);
    let revision = find(&report, "Revision", "hello-00002");
    assert_explains!(revision, Verdict::Failed, ["exited with code 1", "panic: missing DB_URL"]);
    assert_eq!(revision.reason.as_deref(), Some("ExitCode1"));
    // Still "Deploying", but the Revision has failed: not a thing to wait for.
    let deploying = &condition(revision, "ResourcesAvailable").explanation;
    assert!(!deploying.next.contains("Wait") && deploying.next.contains("deal with what the summary names"), "{}", deploying.next);
    let healthy = condition(revision, "ContainerHealthy");
    assert!(healthy.failing);
    assert!(healthy.explanation.what.contains("exit code"), "{}", healthy.explanation.what);
    assert!(healthy.explanation.next.contains("kubectl logs -l serving.knative.dev/revision=hello-00002 -n shop"), "{}", healthy.explanation.next);
    let old = find(&report, "Revision", "hello-00001");
    assert_explains!(old, Verdict::Ready, []);
}

#[test]
fn knative_revision_scaled_to_zero_is_ready() {
    let revision = one(
        "apiVersion: serving.knative.dev/v1\nkind: Revision\nmetadata: {name: hello-00001, namespace: shop}\nstatus:\n  conditions:\n  - {type: Active, status: \"False\", severity: Info, reason: NoTraffic, message: The target is not receiving traffic.}\n  - {type: ContainerHealthy, status: \"True\"}\n  - {type: Ready, status: \"True\"}\n  - {type: ResourcesAvailable, status: \"True\"}\n",
    );
    assert_explains!(&revision, Verdict::Ready, ["scaled to zero", "not a failure"]);
    let active = condition(&revision, "Active");
    assert!(!active.failing);
    assert!(active.explanation.what.contains("an idle Revision that is ready is scaled to zero"), "{}", active.explanation.what);
    // A failed Revision scaled down after its deadline: no "kubectl logs" that finds no pod.
    let failed = explained(KNATIVE_FAILURE);
    let revision = find(&failed, "Revision", "hello-00002");
    assert_explains!(revision, Verdict::Failed, ["Knative counts none of its pods ready (status.actualReplicas is 0), and none is pasted: a pod that is gone took its logs with it"]);
    assert!(!revision.summary.contains("kubectl logs"), "{}", revision.summary);
    assert!(condition(revision, "Active").explanation.what.contains("never became ready"), "{:?}", condition(revision, "Active").explanation);
    assert!(condition(revision, "Active").explanation.why.ends_with("this is a note beside what the summary names, not its cause."), "{:?}", condition(revision, "Active").explanation);
}

#[test]
fn knative_progress_deadline_gives_way_to_a_better_reason() {
    let revision = one(
        "apiVersion: serving.knative.dev/v1\nkind: Revision\nmetadata: {name: api-00003}\nstatus:\n  conditions:\n  - {type: ContainerHealthy, status: \"False\", reason: ContainerMissing, message: 'Unable to fetch image \"ghcr.io/acme/api:v9\": GET https://ghcr.io/v2/acme/api/manifests/v9: MANIFEST_UNKNOWN'}\n  - {type: Ready, status: \"False\", reason: ProgressDeadlineExceeded, message: Initial scale was never achieved}\n  - {type: ResourcesAvailable, status: \"False\", reason: ProgressDeadlineExceeded, message: Initial scale was never achieved}\n",
    );
    assert_explains!(&revision, Verdict::Failed, ["ContainerMissing", "MANIFEST_UNKNOWN", "registry credentials"]);
    assert_eq!(revision.reason.as_deref(), Some("ContainerMissing"));
}

#[test]
fn knative_unknown_is_still_working() {
    let service = one(
        "apiVersion: serving.knative.dev/v1\nkind: Service\nmetadata: {name: hello, generation: 3}\nstatus:\n  observedGeneration: 3\n  conditions:\n  - {type: ConfigurationsReady, status: \"True\"}\n  - {type: Ready, status: \"Unknown\", reason: RolloutInProgress, message: A gradual rollout of the latest revision(s) is in progress.}\n  - {type: RoutesReady, status: \"Unknown\", reason: RolloutInProgress, message: A gradual rollout of the latest revision(s) is in progress.}\n",
    );
    assert_explains!(&service, Verdict::InProgress, ["Still working", "RolloutInProgress"]);
    let route = one(
        "apiVersion: serving.knative.dev/v1\nkind: Route\nmetadata: {name: hello}\nstatus:\n  conditions:\n  - {type: AllTrafficAssigned, status: \"False\", reason: RevisionMissing, message: Revision \"hello-00009\" referenced in traffic not found.}\n  - {type: IngressReady, status: \"True\"}\n  - {type: Ready, status: \"False\", reason: RevisionMissing, message: Revision \"hello-00009\" referenced in traffic not found.}\n",
    );
    // A revision its traffic names that is not found: which, and where to point it instead.
    assert_explains!(&route, Verdict::Failed, ["revision hello-00009, which does not exist", "kubectl get revisions lists them"]);
}

#[test]
fn knative_revision_whose_pods_crash_fails_before_the_deadline() {
    let report = explained(
        "apiVersion: serving.knative.dev/v1\nkind: Revision\nmetadata: {name: hello-00004, namespace: shop, uid: r4}\nstatus:\n  conditions:\n  - {type: ContainerHealthy, status: \"Unknown\", reason: Deploying}\n  - {type: Ready, status: \"Unknown\", reason: Deploying}\n  - {type: ResourcesAvailable, status: \"Unknown\", reason: Deploying}\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: hello-00004-deployment\n  namespace: shop\n  uid: d4\n  annotations: {deployment.kubernetes.io/revision: \"1\"}\n  ownerReferences: [{apiVersion: serving.knative.dev/v1, kind: Revision, name: hello-00004, uid: r4, controller: true}]\nstatus:\n  replicas: 1\n  unavailableReplicas: 1\n  conditions:\n  - {type: Progressing, status: \"True\", reason: ReplicaSetUpdated}\n---\napiVersion: apps/v1\nkind: ReplicaSet\nmetadata:\n  name: hello-00004-deployment-7f9\n  namespace: shop\n  uid: rs4\n  annotations: {deployment.kubernetes.io/revision: \"1\"}\n  ownerReferences: [{apiVersion: apps/v1, kind: Deployment, name: hello-00004-deployment, uid: d4, controller: true}]\nstatus: {replicas: 1}\n---\napiVersion: v1\nkind: Pod\nmetadata:\n  name: hello-00004-deployment-7f9-abcde\n  namespace: shop\n  ownerReferences: [{apiVersion: apps/v1, kind: ReplicaSet, name: hello-00004-deployment-7f9, uid: rs4, controller: true}]\nstatus:\n  phase: Running\n  containerStatuses:\n  - name: user-container\n    ready: false\n    restartCount: 4\n    state: {waiting: {reason: CrashLoopBackOff, message: back-off 1m20s restarting failed container}}\n    lastState: {terminated: {exitCode: 1, reason: Error, message: 'panic: missing DB_URL'}}\n",
    );
    let revision = find(&report, "Revision", "hello-00004");
    assert_explains!(revision, Verdict::Failed, ["failing now", "CrashLoopBackOff"]);
    let cause = report.root_cause.as_ref().expect("bundle root cause");
    assert!(cause.text.starts_with("Revision hello-00004 → Deployment hello-00004-deployment"), "{}", cause.text);
    assert!(cause.text.contains("container user-container"), "{}", cause.text);
}

#[test]
fn knative_traffic_pinned_to_a_deleted_revision_says_so_of_the_ksvc_and_moves_it_with_kn() {
    let report = explained(include_str!("inputs/knative-traffic-pinned-to-deleted-revision.yaml"));
    let service = report.resources.iter().find(|r| r.kind == "Service" && r.api_version.starts_with("serving.knative.dev")).expect("the Knative Service");
    assert_explains!(service, Verdict::Failed, [
        "Knative Service (ksvc) hello sends 90% of its traffic to revision hello-00007, which does not exist",
        "kn service update hello -n web --traffic hello-00009=100 (hello-00009 is its latest ready revision",
        "kubectl edit ksvc hello -n web",
    ]);
    let route = find(&report, "Route", "hello");
    assert_explains!(route, Verdict::Failed, [
        "sends 90% of its traffic to revision hello-00007, which does not exist",
        "Knative Service (ksvc) hello's spec.traffic: change it there",
        "kn service update hello -n web --traffic hello-00009=100",
    ]);
    for resource in [service, route] {
        assert!(!condition(resource, "Ready").explanation.next.contains("If it failed"), "{}", condition(resource, "Ready").explanation.next);
    }
    let cause = report.root_cause.as_ref().expect("a root cause");
    assert!(cause.summary.contains("kn service update hello -n web --traffic hello-00009=100"), "{}", cause.summary);
}

// ---------------------------------------------------------------- OpenStack Heat

const HEAT_FAILURE: &str = include_str!("../www/examples/heat-stack-failure.json");

#[test]
fn heat_stack_failure_is_followed_to_the_innermost_resource() {
    let report = explained(HEAT_FAILURE);
    assert!(report.diagnostics.is_empty(), "{:#?}", report.diagnostics);
    let stack = find(&report, "Stack", "web");
    assert_eq!(stack.api_version, "heat.openstack.org/v1");
    assert_explains!(stack, Verdict::Failed, ["CREATE_FAILED", "server (inside app_group → 1)", "No valid host was found"]);
    let cause = report.root_cause.as_ref().expect("bundle root cause");
    assert_eq!(cause.text, "Stack web → StackResource app_group → StackResource 1 → StackResource server", "{cause:#?}");
    let server = find(&report, "StackResource", "server");
    assert_explains!(server, Verdict::Failed, ["ResourceInError", "No valid host"]);
    let ready = condition(server, "Ready");
    assert!(ready.failing);
    // Commands name the stack the server is in, and the server.
    assert!(
        ready.explanation.next.contains("openstack stack failures list web-app_group-kx3n2x7q4bdn-1-mv2pq6g2y1xa --long")
            && ready.explanation.next.contains("openstack stack resource show web-app_group-kx3n2x7q4bdn-1-mv2pq6g2y1xa server")
            // …and the update goes to the top-level stack, which owns the nested ones.
            && ready.explanation.next.contains("openstack stack update --existing web "),
        "{}",
        ready.explanation.next
    );
    // The stack's own next step names its resource on the path to the failure.
    let next = &condition(stack, "Ready").explanation.next;
    assert!(next.starts_with("openstack stack failures list web --long") && next.contains("openstack stack resource show web app_group)"), "{next}");
    assert!(!next.contains('<'), "{next}");
}

#[test]
fn heat_resource_not_created_yet_waits_while_its_stack_works() {
    let report = explained(
        r#"{"id": "1", "stack_name": "web", "stack_status": "CREATE_IN_PROGRESS", "stack_status_reason": "Stack CREATE started"}
        [{"resource_name": "lb_member", "resource_type": "OS::Octavia::PoolMember", "resource_status": "INIT_COMPLETE", "required_by": ["monitor"], "stack_name": "web"},
         {"resource_name": "app", "resource_type": "OS::Heat::ResourceGroup", "resource_status": "CREATE_FAILED", "resource_status_reason": "ResourceInError: resources.app.resources[0].resources.server: Went to status ERROR", "stack_name": "web"},
         {"resource_name": "port", "resource_type": "OS::Neutron::Port", "resource_status": "INIT_COMPLETE", "stack_name": "web-app-kx3n2x7q4bdn-0-mv2pq6g2y1xa"}]"#,
    );
    assert_explains!(find(&report, "StackResource", "lb_member"), Verdict::InProgress, ["not been created yet", "needed by monitor", "waits for the resources it depends on"]);
    // The paste does not show the state of the stack `port` is in: nothing says it was skipped.
    assert_explains!(find(&report, "StackResource", "port"), Verdict::InProgress, ["not been created yet"]);
    // A nested stack's state is the state of the resource that owns it, even when the nested
    // stack itself was not pasted.
    let nested = explained(
        r#"[{"resource_name": "0", "resource_type": "app_server.yaml", "resource_status": "CREATE_FAILED", "resource_status_reason": "ResourceInError: resources[0].resources.server: Went to status ERROR", "stack_name": "web-app-kx3n2x7q4bdn"},
            {"resource_name": "port", "resource_type": "OS::Neutron::Port", "resource_status": "INIT_COMPLETE", "stack_name": "web-app-kx3n2x7q4bdn-0-mv2pq6g2y1xa"}]"#,
    );
    assert_explains!(find(&nested, "StackResource", "port"), Verdict::Unknown, ["never created", "web-app-kx3n2x7q4bdn-0-mv2pq6g2y1xa stopped with CREATE_FAILED"]);
}

#[test]
fn heat_aborted_resources_are_collateral_not_the_cause() {
    let report = explained(HEAT_FAILURE);
    let volume = find(&report, "StackResource", "data_volume");
    assert_explains!(volume, Verdict::Unknown, ["collateral", "another resource failed"]);
    // Collateral: not "part of the problem".
    assert!(condition(volume, "Ready").explanation.why.ends_with("The summary says why this is not a failure of its own here."), "{}", condition(volume, "Ready").explanation.why);
    assert!(!condition(volume, "Ready").failing);
    assert!(volume.root_cause.is_none());
    // Never created because its stack failed first: skipped, neither waiting nor the cause.
    let member = find(&report, "StackResource", "lb_member");
    assert_explains!(member, Verdict::Unknown, ["never created", "its stack web stopped with CREATE_FAILED", "not the cause"]);
    assert!(!condition(member, "Ready").failing);
    // Waiting will not create it: its condition says so instead of "wait a little".
    let undecided = &condition(member, "Ready").explanation;
    assert!(undecided.why.ends_with("it is not a cause of its own.") && !undecided.next.contains("Wait"), "{undecided:?}");
    // kubectl does not know Heat: the command to look closer is OpenStack's.
    let next = &condition(member, "Ready").explanation.next;
    assert!(next.contains("openstack stack resource show web lb_member") && !next.contains("kubectl"), "{next}");
}

#[test]
fn heat_stack_show_alone_names_the_innermost_resource() {
    let stack = one(r#"{"stack": {"id": "8b1d", "stack_name": "web", "stack_status": "UPDATE_FAILED", "stack_status_reason": "NotFound: resources.port: Subnet f8a6 could not be found", "links": []}}"#);
    assert_explains!(&stack, Verdict::Failed, ["UPDATE_FAILED", "the failing resource is port", "Subnet f8a6 could not be found", "openstack stack resource show web port."]);
}

#[test]
fn heat_rollback_complete_means_the_create_failed() {
    let report = explained(
        r#"{"id": "1", "stack_name": "db", "stack_status": "ROLLBACK_COMPLETE", "stack_status_reason": "Stack ROLLBACK completed successfully"}
        [{"id": "e1", "resource_name": "db", "resource_status": "CREATE_IN_PROGRESS", "resource_status_reason": "Stack CREATE started", "event_time": "2025-03-04T09:00:00Z", "physical_resource_id": "1", "logical_resource_id": "db"},
         {"id": "e2", "resource_name": "volume", "resource_status": "CREATE_FAILED", "resource_status_reason": "BadRequest: resources.volume: Invalid input received: Requested volume size 5000 is larger than maximum allowed limit 1000. (HTTP 400)", "event_time": "2025-03-04T09:00:04Z", "physical_resource_id": "", "logical_resource_id": "volume"},
         {"id": "e3", "resource_name": "db", "resource_status": "ROLLBACK_IN_PROGRESS", "resource_status_reason": "Resource CREATE failed: BadRequest: resources.volume: Invalid input received", "event_time": "2025-03-04T09:00:05Z", "physical_resource_id": "1", "logical_resource_id": "db"}]"#,
    );
    let stack = find(&report, "Stack", "db");
    assert_explains!(stack, Verdict::Failed, ["rolled it back", "openstack stack event list db"]);
    let failed = report.resources.iter().find(|r| r.kind == "StackEvent" && r.verdict == Verdict::Failed).expect("a failed event");
    assert!(failed.summary.contains("Requested volume size 5000"), "{}", failed.summary);
    let ready = condition(stack, "Ready");
    assert!(ready.explanation.what.contains("undid it"), "{}", ready.explanation.what);
}

#[test]
fn heat_mark_unhealthy_is_explained_with_the_users_reason() {
    let resource = one(
        r#"{"resource_name": "db", "resource_type": "OS::Nova::Server", "physical_resource_id": "9d3c", "resource_status": "CHECK_FAILED", "resource_status_reason": "disk I/O errors reported by monitoring", "required_by": ["db_volume_attach", "app_config"], "updated_time": "2025-03-04T10:00:00Z", "links": [{"href": "https://heat/v1/p/stacks/web/8b1d/resources/db", "rel": "self"}, {"href": "https://heat/v1/p/stacks/web/8b1d", "rel": "stack"}]}"#,
    );
    assert_explains!(&resource, Verdict::Failed, ["marked unhealthy", "replaced on the next stack update", "disk I/O errors reported by monitoring"]);
    assert!(condition(&resource, "Ready").explanation.next.contains("mark unhealthy --reset"));
}

#[test]
fn heat_suspended_and_in_progress() {
    let suspended = one(r#"{"id": "1", "stack_name": "batch", "stack_status": "SUSPEND_COMPLETE", "stack_status_reason": "Stack SUSPEND completed successfully"}"#);
    assert_explains!(&suspended, Verdict::Suspended, ["openstack stack resume batch"]);
    let creating = one(r#"{"id": "1", "stack_name": "batch", "stack_action": "CREATE", "stack_status": "IN_PROGRESS", "stack_status_reason": "Stack CREATE started"}"#);
    assert_explains!(&creating, Verdict::InProgress, ["create", "CREATE_IN_PROGRESS"]);
}

// ---------------------------------------------------------------- Azure Service Operator v2

const ASO: &str = include_str!("../www/examples/aso-resource-error.yaml");

#[test]
fn aso_error_severity_is_failed_and_warning_is_retried() {
    let report = explained(ASO);
    let storage = find(&report, "StorageAccount", "mystorage");
    assert_explains!(storage, Verdict::Failed, ["stopped retrying", "SkuNotAvailable", "Premium_ZRS"]);
    assert!(condition(storage, "Ready").explanation.what.contains("SKU"), "{}", condition(storage, "Ready").explanation.what);
    // The region the object asks for, not a placeholder; and a storage account's SKU list.
    let next = &condition(storage, "Ready").explanation.next;
    assert!(next.contains("What westcentralus offers") && next.contains("az storage sku list"), "{next}");
    let db = find(&report, "FlexibleServer", "orders-db");
    // Its owner has been missing for 2 h 30 min: it will not appear by itself.
    assert_explains!(db, Verdict::Failed, ["Blocked on another object for 2 h 30 min", "rg-data", "ASO cannot create it"]);
    assert!(condition(db, "Ready").failing, "the condition that blocks it is the failure");
    assert!(condition(db, "Ready").explanation.next.contains("ResourceGroup") || condition(db, "Ready").explanation.next.contains("owner"));
    assert_explains!(find(&report, "ResourceGroup", "rg-apps"), Verdict::Ready, []);
}

#[test]
fn aso_blocked_on_a_missing_owner_waits_while_it_may_still_come() {
    let server = |since: &str, owner: &str| {
        explained(&format!(
            "apiVersion: dbforpostgresql.azure.com/v1api20221201\nkind: FlexibleServer\nmetadata: {{name: orders-db, namespace: apps}}\nspec: {{owner: {{name: rg-data}}}}\nstatus:\n  conditions:\n  - {{type: Ready, status: \"False\", severity: Warning, reason: WaitingForOwner, lastTransitionTime: \"{since}\", message: owner cannot be found}}\n{owner}"
        ))
    };
    // Ten minutes: applied together, the owner may still be on its way.
    let young = server("2025-03-04T10:20:00Z", "");
    assert_explains!(find(&young, "FlexibleServer", "orders-db"), Verdict::InProgress, ["ASO retries by itself once that object exists"]);
    // Two hours, but the owner is in the paste and still being created: it decides.
    let creating = "---\napiVersion: resources.azure.com/v1api20200601\nkind: ResourceGroup\nmetadata: {name: rg-data, namespace: apps}\nstatus:\n  conditions:\n  - {type: Ready, status: \"False\", severity: Info, reason: Reconciling, message: being created}\n";
    let report = server("2025-03-04T08:30:00Z", creating);
    assert_eq!(find(&report, "FlexibleServer", "orders-db").verdict, Verdict::InProgress);
}

#[test]
fn aso_per_kind_exception_retries_a_redis_conflict() {
    let redis = one(
        "apiVersion: cache.azure.com/v1api20230801\nkind: Redis\nmetadata: {name: cache}\nstatus:\n  conditions:\n  - {type: Ready, status: \"False\", severity: Error, reason: Conflict, message: \"The resource is busy processing a previous update request. Please try again later.\"}\n",
    );
    assert_explains!(&redis, Verdict::InProgress, ["retries for a Redis"]);
    let info = one("apiVersion: network.azure.com/v1api20201101\nkind: VirtualNetwork\nmetadata: {name: vnet}\nstatus:\n  conditions:\n  - {type: Ready, status: \"False\", severity: Info, reason: Reconciling, message: The resource is in the process of being reconciled by the operator}\n");
    assert_explains!(&info, Verdict::InProgress, ["working on it"]);
}

#[test]
fn aso_owner_named_one_letter_off_a_pasted_ready_group_is_a_typo_not_one_to_create() {
    let report = explained(include_str!("inputs/aso-owner-name-typo.yaml"));
    let vnet = find(&report, "VirtualNetwork", "vnet-orders-prod");
    assert_explains!(vnet, Verdict::Failed, [
        "rg-orders-prd",
        "ResourceGroup rg-orders-prod",
        "(Ready)",
        "probably a typo",
        "Set spec.owner.name: rg-orders-prod on VirtualNetwork vnet-orders-prod",
        "kubectl patch virtualnetwork.network.azure.com/vnet-orders-prod -n orders-infra --type merge -p '{\"spec\":{\"owner\":{\"name\":\"rg-orders-prod\"}}}'",
        "a second, empty ResourceGroup",
    ]);
    // The fix comes first: "create it" is not the advice, in the summary or the condition.
    assert!(!vnet.summary.contains("create it, or fix the reference"), "{}", vnet.summary);
    let next = &condition(vnet, "Ready").explanation.next;
    assert!(!next.contains("Create the owner"), "{next}");
    let cause = report.root_cause.as_ref().expect("a root cause");
    assert!(cause.text.starts_with("VirtualNetwork vnet-orders-prod") && cause.summary.contains("probably a typo"), "{cause:?}");
    assert!(report.what_to_do_at_root().is_none_or(|next| !next.contains("Create the owner")), "{:?}", report.what_to_do_at_root());
    // Two groups as near: no guess between them; nor for a name far from any pasted one.
    let two = include_str!("inputs/aso-owner-name-typo.yaml").replace("rg-orders-prd", "rg-orders-pro");
    let two = format!("{two}- apiVersion: resources.azure.com/v1api20200601\n  kind: ResourceGroup\n  metadata: {{name: rg-orders-pre, namespace: orders-infra}}\n");
    let report = explained(&two);
    assert!(!find(&report, "VirtualNetwork", "vnet-orders-prod").summary.contains("typo"));
    let far = explained(&include_str!("inputs/aso-owner-name-typo.yaml").replace("rg-orders-prd", "rg-billing-dev"));
    assert!(!find(&far, "VirtualNetwork", "vnet-orders-prod").summary.contains("typo"));
}

// ---------------------------------------------------------------- Crossplane and Flux

const FLUX_CROSSPLANE: &str = include_str!("../www/examples/flux-crossplane.yaml");

#[test]
fn flux_never_reconciled_is_judged_by_its_current_conditions() {
    // observedGeneration -1 is Flux's "no success yet", not an old generation.
    let report = explained(include_str!("inputs/flux-never-reconciled.yaml"));
    let apps = find(&report, "Kustomization", "apps");
    assert_explains!(apps, Verdict::Failed, ["DependencyNotReady", "\"infra-controllers\" not found"]);
    assert!(!apps.summary.contains("has not seen your latest change"), "{}", apps.summary);
}

#[test]
fn flux_retry_after_failure_is_failed_and_dependency_waits() {
    let report = explained(FLUX_CROSSPLANE);
    let git = find(&report, "GitRepository", "platform");
    assert_explains!(git, Verdict::Failed, ["authentication required", "needs a fix"]);
    // The flux CLI's own words for the kind: `source git`, not `GitRepository`.
    assert!(git.summary.contains("then flux reconcile source git platform -n flux-system tries at once"), "{}", git.summary);
    let kustomization = find(&report, "Kustomization", "infra");
    // A new source that never fetched: nothing to apply, because of the source (not dependsOn).
    assert_explains!(kustomization, Verdict::Failed, ["Source artifact not found", "it depends on GitRepository platform, which has failed", "authentication required"]);
    assert!(!kustomization.summary.contains("dependsOn"), "{}", kustomization.summary);
    assert!(condition(kustomization, "Ready").explanation.next.contains("flux get source git platform -n flux-system"), "{}", condition(kustomization, "Ready").explanation.next);
    assert_explains!(git, Verdict::Failed, ["flux create secret git platform-git --url=https://github.com/acme/platform --username=git --password=<token> -n flux-system"]);
    assert!(!kustomization.summary.contains("Still working"), "failed, so not still working: {}", kustomization.summary);
    // Failed through its dependency: its condition says so too, not "what it still waits for".
    assert!(!condition(kustomization, "Ready").explanation.why.ends_with("This is what it still waits for."), "{}", condition(kustomization, "Ready").explanation.why);
    let suspended = one("apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata: {name: apps, namespace: flux-system}\nspec: {suspend: true}\nstatus:\n  conditions:\n  - {type: Ready, status: \"True\", reason: ReconciliationSucceeded}\n");
    assert_explains!(&suspended, Verdict::Suspended, ["flux resume kustomization apps -n flux-system"]);
    // `flux suspend` itself changes the spec (generation 5), which Flux, told to leave the
    // object alone, never observes: suspended, not "waiting for your change".
    let suspended_since = one("apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata: {name: apps, namespace: flux-system, generation: 5}\nspec: {suspend: true}\nstatus:\n  observedGeneration: 4\n  conditions:\n  - {type: Ready, status: \"False\", reason: HealthCheckFailed, observedGeneration: 4, message: timeout}\n");
    assert_explains!(&suspended_since, Verdict::Suspended, ["flux resume kustomization apps -n flux-system"]);
}

#[test]
fn crossplane_claim_failed_through_two_levels_names_the_cause_once_and_does_not_say_wait() {
    let report = explained(include_str!("inputs/crossplane-claim-composite-managed.yaml"));
    let claim = find(&report, "PostgreSQLInstance", "orders-db");
    assert_explains!(claim, Verdict::Failed, ["depends on XPostgreSQLInstance orders-db-7hx2k, which has failed because Instance orders-db-7hx2k-r8m4q has: Crossplane cannot reconcile it"]);
    assert_eq!(claim.summary.matches("It cannot finish").count(), 1, "{}", claim.summary);
    // Not "still being created" and then "cannot finish": its waiting guess gives way.
    assert!(claim.summary.starts_with("Not ready yet (Ready is False: Creating: Unready resources: instance). It cannot finish"), "{}", claim.summary);
    let ready = &condition(claim, "Ready").explanation;
    assert!(!ready.why.ends_with("This is what it still waits for.") && ready.next.starts_with("Waiting will not help: it depends on XPostgreSQLInstance orders-db-7hx2k"), "{ready:?}");
}

#[test]
fn crossplane_synced_and_ready_are_two_axes() {
    let report = explained(FLUX_CROSSPLANE);
    let bucket = find(&report, "Bucket", "logs-x7k2p");
    assert_explains!(bucket, Verdict::Failed, ["Synced is False", "aws-creds", "ProviderConfig"]);
    assert!(condition(bucket, "Synced").explanation.what.contains("reconcile"), "{}", condition(bucket, "Synced").explanation.what);
    // Ready=False, Creating alone would say "Wait"; Synced says why waiting will not help.
    let ready = &condition(bucket, "Ready").explanation.next;
    assert!(ready.starts_with("Waiting will not help while Synced is False (ReconcileError)"), "{ready}");
    let creating_alone = condition(&creating_db(), "Ready").explanation.next.clone();
    assert!(creating_alone.starts_with("Wait"), "{creating_alone}");
    let usable = one("apiVersion: iam.aws.crossplane.io/v1beta1\nkind: Role\nmetadata: {name: r}\nstatus:\n  conditions:\n  - {type: Ready, status: \"True\", reason: Available}\n  - {type: Synced, status: \"False\", reason: ReconcileError, message: 'update failed: AccessDenied'}\n");
    assert_explains!(&usable, Verdict::Degraded, ["exists and is Ready", "AccessDenied"]);
    let paused = one("apiVersion: s3.aws.upbound.io/v1beta1\nkind: Bucket\nmetadata: {name: b, annotations: {crossplane.io/paused: \"true\"}}\nstatus:\n  conditions:\n  - {type: Ready, status: \"True\", reason: Available}\n  - {type: Synced, status: \"False\", reason: ReconcilePaused}\n");
    assert_explains!(&paused, Verdict::Suspended, ["paused"]);
    let creating = creating_db();
    assert_explains!(&creating, Verdict::InProgress, ["Unready resources: database, subnet-group"]);
}

#[test]
fn crossplane_a_reference_to_a_resource_still_being_created_is_waited_for() {
    // The BucketIAMMember names the Bucket composed beside it, which is still being created.
    let paste = include_str!("inputs/crossplane-reference-not-ready-yet.yaml");
    let report = explained(paste);
    let member = find(&report, "BucketIAMMember", "media-assets-q8t2z-r7nvk");
    assert_explains!(member, Verdict::InProgress, ["It waits for the resource it refers to: Crossplane cannot resolve mg.Spec.ForProvider.Bucket until that one is ready"]);
    assert_eq!(find(&report, "XObjectStore", "media-assets-q8t2z").verdict, Verdict::InProgress);
    // Named by a reference rather than a selector, the name is said.
    let named = explained(&paste.replace("    bucketSelector:\n      matchControllerRef: true\n", "    bucketRef:\n      name: media-assets-q8t2z-4lmdx\n"));
    assert_explains!(find(&named, "BucketIAMMember", "media-assets-q8t2z-r7nvk"), Verdict::InProgress, ["(spec.forProvider.bucketRef: media-assets-q8t2z-4lmdx)"]);
    // Still so two hours later: that is not how a start looks any more.
    let stuck = explained_at(paste, "2025-03-04T12:30:00Z");
    assert_explains!(find(&stuck, "BucketIAMMember", "media-assets-q8t2z-r7nvk"), Verdict::Failed, ["cannot resolve references"]);
}

#[test]
fn crossplane_and_flux_still_working_after_hours_are_stuck() {
    // Creating since 07:00, explained at 10:30: longer than any cloud resource takes.
    let stuck = one("apiVersion: rds.aws.upbound.io/v1beta1\nkind: Instance\nmetadata: {name: orders}\nstatus:\n  conditions:\n  - {type: Synced, status: \"True\", reason: ReconcileSuccess}\n  - {type: Ready, status: \"False\", reason: Creating, lastTransitionTime: \"2025-03-04T07:00:00Z\"}\n");
    assert_explains!(&stuck, Verdict::Failed, [
        "Not ready for 3 h 30 min although its last reconcile succeeded (Ready is False: Creating): far longer than creating it takes, so it is stuck",
        "kubectl describe instance.rds.aws.upbound.io/orders",
    ]);
    let next = &condition(&stuck, "Ready").explanation.next;
    assert!(next.starts_with("Waiting will not help any more (the summary says why). For a composite, the message lists"), "stuck, so not 'wait': {next}");
    let composite = one(&creating_db_yaml().replace("reason: Creating,", "reason: Creating, lastTransitionTime: \"2025-03-04T08:00:00Z\","));
    assert_explains!(&composite, Verdict::Failed, ["for 2 h 30 min", "a resource it composes is stuck (its message names the unready ones)", "Unready resources: database, subnet-group"]);
    let unavailable = one(&creating_db_yaml().replace("reason: Creating,", "reason: Unavailable, lastTransitionTime: \"2025-03-04T08:00:00Z\","));
    assert_explains!(&unavailable, Verdict::Degraded, ["keeps reporting the external resource as not available"]);
    // An hour in, it may still be creating.
    let creating = one(&creating_db_yaml().replace("reason: Creating,", "reason: Creating, lastTransitionTime: \"2025-03-04T09:30:00Z\","));
    assert_eq!(creating.verdict, Verdict::InProgress);

    let kustomization = |since: &str, timeout: &str| {
        one(&format!("apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata: {{name: apps, namespace: flux-system}}\nspec: {{interval: 10m{timeout}}}\nstatus:\n  conditions:\n  - {{type: Reconciling, status: \"True\", reason: Progressing, message: \"Running health checks\", lastTransitionTime: \"{since}\"}}\n  - {{type: Ready, status: Unknown, reason: Progressing, message: \"Reconciliation in progress\", lastTransitionTime: \"{since}\"}}\n"))
    };
    let stuck = kustomization("2025-03-04T08:00:00Z", ", timeout: 5m");
    assert_explains!(&stuck, Verdict::Failed, [
        "Flux has been reconciling it for 2 h 30 min (Ready is Unknown: Progressing: Reconciliation in progress), far past its timeout of 5m: the reconcile is stuck, or kustomize-controller has stopped writing its status",
        "kubectl -n flux-system logs deploy/kustomize-controller",
        "flux reconcile kustomization apps -n flux-system",
    ]);
    assert_eq!(kustomization("2025-03-04T10:00:00Z", ", timeout: 5m").verdict, Verdict::InProgress);
    // A long timeout gives it twice that before it is called stuck.
    assert_eq!(kustomization("2025-03-04T08:00:00Z", ", timeout: 2h").verdict, Verdict::InProgress);
    assert_explains!(&kustomization("2025-03-04T08:00:00Z", ""), Verdict::Failed, ["far longer than a reconcile takes"]);
}

fn creating_db_yaml() -> String {
    "apiVersion: example.crossplane.io/v1\nkind: XDatabase\nmetadata: {name: db}\nstatus:\n  conditions:\n  - {type: Synced, status: \"True\", reason: ReconcileSuccess}\n  - {type: Ready, status: \"False\", reason: Creating, message: \"Unready resources: database, subnet-group\"}\n".to_owned()
}

fn creating_db() -> status_explainer::report::ResourceReport {
    one("apiVersion: example.crossplane.io/v1\nkind: XDatabase\nmetadata: {name: db}\nstatus:\n  conditions:\n  - {type: Synced, status: \"True\", reason: ReconcileSuccess}\n  - {type: Ready, status: \"False\", reason: Creating, message: \"Unready resources: database, subnet-group\"}\n")
}

#[test]
fn a_flux_chart_version_the_repository_lacks_is_the_helm_chart_s_and_fixed_in_the_helm_release_while_the_old_release_runs() {
    let paste = include_str!("inputs/flux-helmchart-version-not-found.yaml");
    let report = explained(paste);
    let release = find(&report, "HelmRelease", "kube-prometheus-stack");
    assert_explains!(release, Verdict::Degraded, [
        "No version of chart kube-prometheus-stack matches '68.4.x' (its spec.chart.spec.version) in HelmRepository flux-system/prometheus-community",
        "chart 67.11.0 (revision 14), keeps running",
        "Set spec.chart.spec.version in this HelmRelease",
        "flux reconcile helmrelease kube-prometheus-stack -n monitoring --with-source",
    ]);
    // It fetched before: "never fetched" is not said.
    assert!(!condition(release, "Ready").explanation.what.contains("has never fetched successfully"), "{}", condition(release, "Ready").explanation.what);
    let chart = find(&report, "HelmChart", "monitoring-kube-prometheus-stack");
    assert_explains!(chart, Verdict::Degraded, [
        "Its last artifact, kube-prometheus-stack 67.11.0, stays in storage",
        "HelmRelease monitoring/kube-prometheus-stack asks for it: set spec.chart.spec.version there",
        "helm repo add prometheus-community https://prometheus-community.github.io/helm-charts, then helm search repo prometheus-community/kube-prometheus-stack --versions",
        "flux reconcile helmrelease kube-prometheus-stack -n monitoring --with-source",
    ]);
    // The chain runs from the release into its chart: the chart is the cause, not "also a problem".
    let cause = report.root_cause.as_ref().expect("a root cause");
    assert_eq!(cause.text, "HelmRelease kube-prometheus-stack → HelmChart monitoring-kube-prometheus-stack");
    assert!(report.other_problems().is_empty(), "{:?}", report.other_problems().iter().map(|r| &r.name).collect::<Vec<_>>());
    // Never released, and a chart that never fetched: nothing runs, so both have failed.
    let fresh = paste
        .replace("    history:\n    - chartName: kube-prometheus-stack\n      chartVersion: 67.11.0\n      name: kube-prometheus-stack\n      namespace: monitoring\n      status: deployed\n      version: 14\n", "")
        .replace("    - type: Released\n      status: \"True\"", "    - type: Released\n      status: \"Unknown\"")
        .replace("    artifact:\n      revision: 67.11.0\n", "    artifact:\n");
    let report = explained(&fresh);
    assert_explains!(find(&report, "HelmRelease", "kube-prometheus-stack"), Verdict::Failed, ["Nothing of it is deployed."]);
    assert_eq!(find(&report, "HelmChart", "monitoring-kube-prometheus-stack").verdict, Verdict::Failed);
}

#[test]
fn a_flux_kind_with_no_crd_names_the_suspended_dependency_that_holds_it_back_and_how_to_resume_it() {
    let paste = include_str!("inputs/flux-kustomization-crd-missing-suspended-dependency.yaml");
    let report = explained(paste);
    let apps = find(&report, "Kustomization", "apps");
    assert_explains!(apps, Verdict::Failed, [
        "The cluster does not know kind ServiceMonitor (monitoring.coreos.com/v1): its CRD is not installed in the cluster",
        "It depends on Kustomization infra-crds, which is suspended",
        "it last applied main@9a8b7c6 (apps last tried main@5f3e2d1)",
        "its spec is at generation 5, last reconciled at 4",
        "flux resume kustomization infra-crds -n flux-system, then flux reconcile kustomization apps -n flux-system",
    ]);
    assert!(!condition(apps, "Ready").explanation.next.starts_with("Fix what the message names"), "{}", condition(apps, "Ready").explanation.next);
    let cause = report.root_cause.as_ref().expect("a root cause");
    assert_eq!(cause.text, "Kustomization apps → Kustomization infra-crds (suspended, generation 5 not reconciled)");
    let crds = find(&report, "Kustomization", "infra-crds");
    assert_explains!(crds, Verdict::Suspended, ["Its spec is at generation 5 and it last reconciled generation 4", "flux resume kustomization infra-crds -n flux-system"]);
    // Without a suspended dependency: install the CRD first, before what uses it.
    let alone = paste.replace("    suspend: true\n", "");
    let report = explained(&alone);
    let apps = find(&report, "Kustomization", "apps");
    assert_explains!(apps, Verdict::Failed, ["its CRD is not installed in the cluster", "Install the CRD first"]);
    assert!(!apps.summary.contains("suspended"), "{}", apps.summary);
}

#[test]
fn a_crossplane_bucket_name_taken_worldwide_says_to_choose_another_in_the_claim_parameter_it_comes_from() {
    let report = explained(include_str!("inputs/crossplane-bucket-name-taken.yaml"));
    let bucket = find(&report, "Bucket", "audit-logs-7hq2m-r8kzt");
    assert_explains!(bucket, Verdict::Failed, [
        "The bucket name acme-audit-logs is taken: S3 bucket names are global across all AWS accounts",
        "(create failed: BucketAlreadyExists, 409)",
        "Choose another name in ObjectStorage audit-logs in team-a: its spec.parameters.bucketName",
        "kubectl edit objectstorage.platform.acme.io/audit-logs -n team-a",
        "crossplane.io/external-name",
        "a change made to this Bucket itself is put back",
    ]);
    assert!(!bucket.summary.contains("spec.forProvider") && !bucket.summary.contains("BucketAlreadyExists: )"), "{}", bucket.summary);
    let claim = find(&report, "ObjectStorage", "audit-logs");
    assert_explains!(claim, Verdict::Failed, ["The bucket name acme-audit-logs is taken"]);
    let cause = report.root_cause.as_ref().expect("a root cause");
    assert_eq!(cause.text, "ObjectStorage audit-logs → XObjectStorage audit-logs-7hq2m → Bucket audit-logs-7hq2m-r8kzt");
    assert!(cause.summary.contains("spec.parameters.bucketName"), "{}", cause.summary);
    // The Bucket alone: its annotation is where the name is, and the command names it.
    let alone = "apiVersion: s3.aws.upbound.io/v1beta2\nkind: Bucket\nmetadata:\n  name: logs\n  annotations: {crossplane.io/external-name: acme-logs}\nstatus:\n  conditions:\n  - {type: Synced, status: \"False\", reason: ReconcileError, message: 'create failed: async create failed: failed to create the resource: [{0 creating S3 Bucket (acme-logs): operation error S3: CreateBucket, https response error StatusCode: 409, BucketAlreadyExists:  []}]'}\n";
    assert_explains!(&one(alone), Verdict::Failed, ["kubectl annotate bucket.s3.aws.upbound.io/logs crossplane.io/external-name=<new name> --overwrite"]);
    // Another refusal keeps its code, without an empty colon when the cloud said nothing more.
    let other = alone.replace("BucketAlreadyExists", "InvalidBucketName");
    let other = one(&other);
    assert!(other.summary.contains("(InvalidBucketName)") && !other.summary.contains("InvalidBucketName: )"), "{}", other.summary);
}

#[test]
fn a_managed_resource_whose_reference_never_resolved_is_told_to_fix_that_one_not_connect_failed() {
    let report = explained_at(include_str!("inputs/crossplane-bucket-versioning-waits-for-taken-bucket.yaml"), "2025-03-04T14:30:00Z");
    let versioning = find(&report, "BucketVersioning", "audit-logs-7hq2m-m4w9c");
    assert_explains!(versioning, Verdict::Failed, ["It reads mg.Spec.ForProvider.Bucket from the resource it refers to, which has not filled it all this time: that one is stuck, so fix it"]);
    let next = &condition(versioning, "Synced").explanation.next;
    assert!(!next.contains("connect failed"), "{next}");
}

#[test]
fn a_crossplane_create_refused_with_an_error_code_is_answered_by_its_summary_not_connect_failed() {
    let report = explained(include_str!("inputs/crossplane-claim-composite-managed.yaml"));
    let instance = find(&report, "Instance", "orders-db-7hx2k-r8m4q");
    assert_explains!(instance, Verdict::Failed, ["the cloud API refused to create it (InvalidParameterCombination: Cannot find version 16.1 for postgres)"]);
    let next = &condition(instance, "Synced").explanation.next;
    assert!(!next.contains("connect failed"), "{next}");
    // A composite's error is no step of a provider's: not the ProviderConfig, not the cloud API.
    let report = explained(include_str!("inputs/crossplane-claim-composition-revision.yaml"));
    let composite = find(&report, "XPostgreSQLInstance", "legacy-billing-db-9m4rf");
    let next = &condition(composite, "Synced").explanation.next;
    assert!(next.starts_with("Fix what the message names: its last words are the cause.") && !next.contains("ProviderConfig"), "{next}");
}

// ---------------------------------------------------------------- Konveyor MTC

const MTC: &str = include_str!("../www/examples/mtc-plan-warning.yaml");

#[test]
fn mtc_plan_ready_with_a_warning_and_a_failed_migration_with_its_progress() {
    let report = explained(MTC);
    assert!(report.diagnostics.is_empty(), "{:#?}", report.diagnostics);
    let plan = find(&report, "MigPlan", "app1-plan");
    assert_explains!(plan, Verdict::Ready, ["1 warning", "NamespacesHaveNodeSelectors", "[app1]", "do not block"]);
    let warning = condition(plan, "NamespacesHaveNodeSelectors");
    assert!(!warning.failing);
    assert!(warning.explanation.why.contains("category Warn") && warning.explanation.why.contains("not a failure"), "{}", warning.explanation.why);
    assert!(warning.explanation.what.contains("cleared"), "{}", warning.explanation.what);
    assert!(!condition(plan, "PvsDiscovered").failing);
    let migration = find(&report, "MigMigration", "app1-mig-8f2k");
    assert_explains!(migration, Verdict::Failed, [
        "final migration failed in phase InitialBackupCreated",
        "Step Backup",
        "Backup openshift-migration/app1-mig-8f2k-initial-7xq2p: failed. 37 out of estimated total of 112 objects",
        "PodVolumeBackup openshift-migration/app1-mig-8f2k-initial-7xq2p-4jw9z: Failed. 512 MB",
        "on the source cluster, oc -n openshift-migration exec deployment/velero -c velero -- ./velero backup describe app1-mig-8f2k-initial-7xq2p --details",
    ]);
    let failed = condition(migration, "Failed");
    assert!(failed.failing, "Failed is Advisory in MTC's catalogue but says the run failed");
    // The backup the errors name, not a placeholder.
    assert!(failed.explanation.next.contains("./velero backup describe app1-mig-8f2k-initial-7xq2p --details"), "{}", failed.explanation.next);
    assert!(migration.related.iter().any(|r| r.relation == "depends-on" && r.kind == "MigPlan" && r.name == "app1-plan"), "{:?}", migration.related);
    let cause = report.root_cause.as_ref().expect("bundle root cause");
    assert!(cause.text.starts_with("MigMigration app1-mig-8f2k"), "{}", cause.text);
}

#[test]
fn mtc_plan_blocked_by_its_cluster_takes_the_cluster_as_root_cause() {
    let report = explained(
        "apiVersion: migration.openshift.io/v1alpha1\nkind: MigCluster\nmetadata: {name: ocp3, namespace: openshift-migration}\nstatus:\n  conditions:\n  - {type: TestConnectFailed, status: \"True\", reason: ConnectFailed, category: Critical, message: \"Test connect failed. The `caBundle` is required for self-signed API server certificates.\"}\n---\napiVersion: migration.openshift.io/v1alpha1\nkind: MigPlan\nmetadata: {name: app1-plan, namespace: openshift-migration}\nspec: {srcMigClusterRef: {name: ocp3, namespace: openshift-migration}}\nstatus:\n  conditions:\n  - {type: SourceClusterNotReady, status: \"True\", category: Critical, message: \"The referenced `srcMigClusterRef` does not have a `Ready` condition, subject: openshift-migration/ocp3\"}\n  - {type: NamespaceNotFoundOnSourceCluster, status: \"True\", reason: NotFound, category: Critical, message: \"Namespaces [] not found on the source cluster.\", items: [app1, app2]}\n  - {type: PvsDiscovered, status: \"True\", reason: Done, category: Required}\n",
    );
    let cluster = find(&report, "MigCluster", "ocp3");
    assert_explains!(cluster, Verdict::Failed, ["TestConnectFailed (Critical)", "caBundle"]);
    assert!(condition(cluster, "TestConnectFailed").explanation.next.contains("spec.caBundle"));
    let plan = find(&report, "MigPlan", "app1-plan");
    assert_explains!(plan, Verdict::Failed, ["SourceClusterNotReady (Critical)", "Namespaces [app1,app2] not found"]);
    assert_eq!(plan.reason.as_deref(), Some("SourceClusterNotReady"));
    let source = condition(plan, "SourceClusterNotReady");
    assert!(source.failing);
    assert!(source.explanation.next.contains("MigCluster"), "{}", source.explanation.next);
    let cause = plan.root_cause.as_ref().expect("root cause");
    assert_eq!(cause.text, "MigPlan app1-plan → MigCluster ocp3", "{cause:#?}");
    assert_eq!(report.root_cause.as_ref().map(|c| c.text.as_str()), Some("MigPlan app1-plan → MigCluster ocp3"));
}

#[test]
fn mtc_ready_absent_is_not_ready_and_postponed_waits() {
    let plan = one("apiVersion: migration.openshift.io/v1alpha1\nkind: MigPlan\nmetadata: {name: p, namespace: openshift-migration}\nstatus:\n  conditions:\n  - {type: PvsDiscovered, status: \"True\", reason: Done, category: Required}\n");
    assert_explains!(&plan, Verdict::InProgress, ["no Ready condition", "StorageEnsured"]);
    let postponed = one("apiVersion: migration.openshift.io/v1alpha1\nkind: MigMigration\nmetadata: {name: m2, namespace: openshift-migration}\nstatus:\n  conditions:\n  - {type: Postponed, status: \"True\", category: Critical, message: Postponed 10 seconds to ensure migrations run serially and in order.}\n");
    assert_explains!(&postponed, Verdict::InProgress, ["waits its turn", "Postponed 10 seconds"]);
    assert!(!condition(&postponed, "Postponed").failing);
}

#[test]
fn mtc_running_migration_lists_the_current_step_progress() {
    let running = one(
        "apiVersion: migration.openshift.io/v1alpha1\nkind: MigMigration\nmetadata: {name: m1, namespace: openshift-migration}\nspec: {stage: true}\nstatus:\n  itinerary: Stage\n  phase: EnsureStageBackup\n  conditions:\n  - {type: Running, status: \"True\", reason: EnsureStageBackup, category: Advisory, message: \"Step: 12/33\"}\n  pipeline:\n  - {name: Prepare, message: Completed, started: \"2025-03-04T10:00:00Z\", completed: \"2025-03-04T10:00:30Z\"}\n  - name: StageBackup\n    message: Waiting for stage Velero backup to complete.\n    started: \"2025-03-04T10:00:30Z\"\n    progress:\n    - \"Backup openshift-migration/m1-stage-x: 42 out of estimated total of 120 objects backed up (1m5s)\"\n    - \"PodVolumeBackup openshift-migration/m1-stage-x-9k: 1.2 GB out of 4 GB backed up (30s)\"\n  - {name: StageRestore, message: Not started}\n",
    );
    assert_explains!(&running, Verdict::InProgress, ["stage migration is running", "phase EnsureStageBackup", "Step: 12/33", "Step StageBackup", "42 out of estimated total of 120 objects", "1.2 GB out of 4 GB"]);
    let partial = one(
        "apiVersion: migration.openshift.io/v1alpha1\nkind: MigMigration\nmetadata: {name: m3, namespace: openshift-migration}\nstatus:\n  phase: Completed\n  itinerary: Final\n  conditions:\n  - {type: SucceededWithWarnings, status: \"True\", category: Advisory, durable: true, message: \"The migration has completed with warnings, please look at `Warn` conditions.\"}\n  - {type: VeleroFinalRestorePartiallyFailed, status: \"True\", category: Warn, durable: true, message: \"Final Restore openshift-migration/m3-final: partially failed.\"}\n",
    );
    assert_explains!(&partial, Verdict::Degraded, ["not all of it made it", "VeleroFinalRestorePartiallyFailed"]);
}

#[test]
fn a_velero_restore_marked_failed_at_a_server_start_says_velero_restarted_how_to_check_and_what_to_raise_with_oc() {
    let report = explained(include_str!("inputs/mtc-stage-restore-velero-restarted.yaml"));
    let restore = find(&report, "Restore", "app1-stage-9k2lp-x7q4m");
    assert_explains!(restore, Verdict::Failed, [
        "The Velero server restarted while this restore was running",
        "most often the velero container killed for memory (OOMKilled)",
        "On the destination cluster, where MTC restores, oc get pods -n openshift-migration -l component=velero",
        "oc describe pod -n openshift-migration -l component=velero shows Last State: Terminated",
        "raise that limit",
        "start a new stage migration of MigPlan app1-plan (the plan MigMigration app1-stage-9k2lp ran)",
    ]);
    let cause = report.root_cause.as_ref().expect("a root cause");
    assert_eq!(cause.text, "MigMigration app1-stage-9k2lp → Restore app1-stage-9k2lp-x7q4m");
    // One command style in an MTC paste: oc throughout, the Velero CLI inside its Deployment.
    for resource in &report.resources {
        let words = std::iter::once(resource.summary.as_str()).chain(resource.conditions.iter().map(|c| c.explanation.next.as_ref()));
        for said in words {
            assert!(!said.contains("kubectl") && !said.contains(" velero restore logs"), "{} {}: {said}", resource.kind, resource.name);
        }
    }
    // Any other failure of a plain Velero keeps kubectl and the velero CLI.
    let plain = "apiVersion: velero.io/v1\nkind: Restore\nmetadata: {name: r1, namespace: velero}\nstatus: {phase: Failed, failureReason: 'error getting backup: not found'}\n";
    assert_explains!(&one(plain), Verdict::Failed, ["velero restore logs r1 has the details", "kubectl logs -n velero deploy/velero"]);
    let restarted = plain.replace("'error getting backup: not found'", "'found a restore with status \"InProgress\" during the server starting, mark it as \"Failed\"'");
    assert_explains!(&one(&restarted), Verdict::Failed, ["kubectl get pods -n velero -l component=velero", "kubectl -n velero set resources deployment/velero -c velero", "run the restore again"]);
}

// ---------------------------------------------------------------- root causes across systems

#[test]
fn crossplane_claim_to_composite_to_managed_resource() {
    let report = explained(
        "apiVersion: db.acme.io/v1\nkind: PostgresInstance\nmetadata: {name: orders, namespace: shop}\nspec:\n  resourceRef: {apiVersion: db.acme.io/v1, kind: XPostgresInstance, name: orders-7xk2q}\nstatus:\n  conditions:\n  - {type: Synced, status: \"True\", reason: ReconcileSuccess}\n  - {type: Ready, status: \"False\", reason: Creating, message: \"Unready resources: rds\"}\n---\napiVersion: db.acme.io/v1\nkind: XPostgresInstance\nmetadata: {name: orders-7xk2q}\nspec:\n  claimRef: {apiVersion: db.acme.io/v1, kind: PostgresInstance, name: orders, namespace: shop}\n  resourceRefs:\n  - {apiVersion: rds.aws.upbound.io/v1beta1, kind: Instance, name: orders-7xk2q-rds}\nstatus:\n  conditions:\n  - {type: Synced, status: \"True\", reason: ReconcileSuccess}\n  - {type: Ready, status: \"False\", reason: Creating, message: \"Unready resources: rds\"}\n---\napiVersion: rds.aws.upbound.io/v1beta1\nkind: Instance\nmetadata: {name: orders-7xk2q-rds}\nstatus:\n  conditions:\n  - {type: Ready, status: \"False\", reason: Creating}\n  - {type: Synced, status: \"False\", reason: ReconcileError, message: \"create failed: InvalidParameterValue: Invalid DB engine version 9.6\"}\n",
    );
    let claim = find(&report, "PostgresInstance", "orders");
    assert_explains!(claim, Verdict::Failed, ["depends on XPostgresInstance orders-7xk2q", "Invalid DB engine version 9.6"]);
    let cause = claim.root_cause.as_ref().expect("root cause");
    assert_eq!(cause.text, "PostgresInstance orders → XPostgresInstance orders-7xk2q → Instance orders-7xk2q-rds", "{cause:#?}");
    assert_eq!(report.root_cause.as_ref().map(|c| c.text.as_str()), Some(cause.text.as_str()), "the claim is the top of the bundle");
    assert!(find(&report, "Instance", "orders-7xk2q-rds").related.iter().any(|r| r.relation == "needed-by"));
}

#[test]
fn flux_kustomization_waits_for_a_failed_source_and_its_dependencies() {
    let report = explained(FLUX_CROSSPLANE);
    let kustomization = find(&report, "Kustomization", "infra");
    assert_explains!(kustomization, Verdict::Failed, ["ArtifactFailed", "depends on GitRepository platform", "authentication required"]);
    assert_eq!(kustomization.root_cause.as_ref().map(|c| c.text.as_str()), Some("Kustomization infra → GitRepository platform"));
    let report = explained(
        "apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata: {name: apps, namespace: flux-system}\nspec:\n  dependsOn: [{name: infra}]\n  sourceRef: {kind: GitRepository, name: platform}\nstatus:\n  conditions:\n  - {type: Ready, status: \"False\", reason: DependencyNotReady, message: \"dependency 'flux-system/infra' is not ready\"}\n---\napiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata: {name: infra, namespace: flux-system}\nspec:\n  sourceRef: {kind: GitRepository, name: platform}\nstatus:\n  conditions:\n  - {type: Ready, status: \"False\", reason: HealthCheckFailed, message: \"health check failed after 5m0s: timeout waiting for: [Deployment/infra/ingress status: 'InProgress']\"}\n---\napiVersion: source.toolkit.fluxcd.io/v1\nkind: GitRepository\nmetadata: {name: platform, namespace: flux-system}\nstatus:\n  conditions:\n  - {type: Ready, status: \"True\", reason: Succeeded}\n",
    );
    let apps = find(&report, "Kustomization", "apps");
    assert_explains!(apps, Verdict::Failed, ["Kustomization infra", "health check failed"]);
    assert_eq!(report.root_cause.as_ref().map(|c| c.text.as_str()), Some("Kustomization apps → Kustomization infra"));
}

#[test]
fn aso_spec_owner_is_the_root_cause_without_owner_references() {
    let report = explained(
        "apiVersion: dbforpostgresql.azure.com/v1api20221201\nkind: FlexibleServer\nmetadata: {name: orders-db, namespace: apps}\nspec: {owner: {name: rg-data}}\nstatus:\n  conditions:\n  - {type: Ready, status: \"False\", severity: Warning, reason: WaitingForOwner, message: 'Owner \"rg-data, Group/Kind: resources.azure.com/ResourceGroup\" cannot be found. Progress is blocked until the owner is created.'}\n---\napiVersion: resources.azure.com/v1api20200601\nkind: ResourceGroup\nmetadata: {name: rg-data, namespace: apps}\nspec: {location: westcentralus}\nstatus:\n  conditions:\n  - {type: Ready, status: \"False\", severity: Error, reason: RequestDisallowedByPolicy, message: \"Resource 'rg-data' was disallowed by policy. Policy identifiers: allowed-locations.\"}\n",
    );
    let server = find(&report, "FlexibleServer", "orders-db");
    assert_explains!(server, Verdict::Failed, ["depends on ResourceGroup rg-data", "disallowed by policy"]);
    assert_eq!(report.root_cause.as_ref().map(|c| c.text.as_str()), Some("FlexibleServer orders-db → ResourceGroup rg-data"));
}

#[test]
fn knative_route_takes_its_root_cause_from_the_revision_in_its_traffic() {
    let report = explained(
        "apiVersion: serving.knative.dev/v1\nkind: Route\nmetadata: {name: hello, namespace: shop}\nstatus:\n  traffic: [{revisionName: hello-00002, percent: 100, latestRevision: true}]\n  conditions:\n  - {type: AllTrafficAssigned, status: \"False\", reason: RevisionMissing, message: 'Revision \"hello-00002\" failed to become ready.'}\n  - {type: Ready, status: \"False\", reason: RevisionMissing, message: 'Revision \"hello-00002\" failed to become ready.'}\n---\napiVersion: serving.knative.dev/v1\nkind: Revision\nmetadata: {name: hello-00002, namespace: shop}\nstatus:\n  conditions:\n  - {type: ContainerHealthy, status: \"False\", reason: ExitCode1, message: 'Container failed with: panic: missing DB_URL'}\n  - {type: Ready, status: \"False\", reason: ExitCode1, message: 'Container failed with: panic: missing DB_URL'}\n",
    );
    let route = find(&report, "Route", "hello");
    assert_explains!(route, Verdict::Failed, ["hello-00002"]);
    assert_eq!(route.root_cause.as_ref().map(|c| c.text.as_str()), Some("Knative Route hello → Revision hello-00002"));
    assert_eq!(route.root_cause.as_ref().and_then(|c| c.reason.as_deref()), Some("ExitCode1"));
}

#[test]
fn heat_rolled_back_stack_takes_its_root_cause_from_the_first_failed_event() {
    let report = explained(
        r#"{"id": "1", "stack_name": "db", "stack_status": "ROLLBACK_COMPLETE", "stack_status_reason": "Stack ROLLBACK completed successfully"}
        [{"id": "e1", "resource_name": "db", "resource_status": "CREATE_IN_PROGRESS", "resource_status_reason": "Stack CREATE started", "event_time": "2025-03-04T09:00:00Z", "physical_resource_id": "1", "logical_resource_id": "db"},
         {"id": "e2", "resource_name": "port", "resource_status": "CREATE_FAILED", "resource_status_reason": "CREATE aborted", "event_time": "2025-03-04T09:00:03Z", "physical_resource_id": "", "logical_resource_id": "port"},
         {"id": "e3", "resource_name": "volume", "resource_status": "CREATE_FAILED", "resource_status_reason": "BadRequest: resources.volume: Invalid input received: Requested volume size 5000 is larger than maximum allowed limit 1000. (HTTP 400)", "event_time": "2025-03-04T09:00:04Z", "physical_resource_id": "", "logical_resource_id": "volume"},
         {"id": "e4", "resource_name": "db", "resource_status": "ROLLBACK_IN_PROGRESS", "resource_status_reason": "Resource CREATE failed: BadRequest: resources.volume: Invalid input received", "event_time": "2025-03-04T09:00:05Z", "physical_resource_id": "1", "logical_resource_id": "db"},
         {"id": "e5", "resource_name": "server", "resource_status": "DELETE_FAILED", "resource_status_reason": "Conflict: later", "event_time": "2025-03-04T09:00:06Z", "physical_resource_id": "", "logical_resource_id": "server"}]"#,
    );
    let stack = find(&report, "Stack", "db");
    let cause = stack.root_cause.as_ref().expect("root cause");
    assert_eq!(cause.text, "Stack db → StackEvent volume", "{cause:#?}");
    assert!(cause.summary.contains("Requested volume size 5000"), "{}", cause.summary);
}

// ---------------------------------------------------------------- Argo Rollouts

const ARGO_CANARY: &str = include_str!("../www/examples/argo-rollout-canary.yaml");

#[test]
fn argo_rollout_whose_canary_crashes_is_degraded_now_with_the_stable_version_serving() {
    let report = explained(ARGO_CANARY);
    let rollout = find(&report, "Rollout", "checkout");
    // The crashed run's last words name the cause: the advice starts from them.
    let pod = find(&report, "Pod", "checkout-7c9d6b5f8-q8w2n");
    assert!(pod.containers[0].explanation.next.starts_with("Its last words (quoted above) name the cause: fix what they say (in rollout.argoproj.io/checkout, or in what it depends on when they name that);"), "{}", pod.containers[0].explanation.next);
    // Abort (traffic back to stable, spec unchanged), not undo, is the first step for a canary.
    assert_explains!(rollout, Verdict::Degraded, ["failing now", "PAYMENTS_URL is not set", "ReplicaSet checkout-5f4b8c7d9 (4/4 ready) still serves the previous version", "kubectl argo rollouts abort checkout -n shop"]);
    let cause = rollout.root_cause.as_ref().expect("root cause");
    assert_eq!(
        cause.text,
        "Rollout checkout → ReplicaSet checkout-7c9d6b5f8 (revision 4) → Pod checkout-7c9d6b5f8-q8w2n → container app: CrashLoopBackOff, last exit 1 Error"
    );
    // The stable ReplicaSet is healthy and not part of the cause.
    assert_explains!(find(&report, "ReplicaSet", "checkout-5f4b8c7d9"), Verdict::Ready, []);
    assert_eq!(report.root_cause.as_ref().map(|c| c.text.as_str()), Some(cause.text.as_str()));
}

#[test]
fn argo_rollout_phases_steps_pauses_and_aborts() {
    let rollout = |status: &str| {
        format!(
            "apiVersion: argoproj.io/v1alpha1\nkind: Rollout\nmetadata: {{name: checkout, annotations: {{rollout.argoproj.io/revision: \"4\"}}}}\nspec:\n  replicas: 4\n  strategy:\n    canary:\n      steps: [{{setWeight: 20}}, {{pause: {{}}}}, {{setWeight: 60}}]\n{status}"
        )
    };
    assert_explains!(one(&rollout("status: {phase: Healthy, availableReplicas: 4, stableRS: 5f4b8c7d9}\n")), Verdict::Ready, ["fully rolled out", "4 of 4"]);
    assert_explains!(
        one(&rollout("status: {phase: Progressing, currentStepIndex: 0, availableReplicas: 4, message: more replicas need to be updated}\n")),
        Verdict::InProgress,
        ["to revision 4", "canary step 1 of 3 (setWeight 20)", "more replicas need to be updated"]
    );
    assert_explains!(
        one(&rollout("status:\n  phase: Paused\n  currentStepIndex: 1\n  availableReplicas: 4\n  pauseConditions: [{reason: CanaryPauseStep, startTime: \"2025-03-04T10:00:00Z\"}]\n")),
        Verdict::Suspended,
        ["paused at a pause step", "canary step 2 of 3", "Promote"]
    );
    let aborted = one(&rollout(
        "status:\n  phase: Degraded\n  abort: true\n  stableRS: 5f4b8c7d9\n  availableReplicas: 4\n  message: 'RolloutAborted: Rollout aborted update to revision 4: Metric \"success-rate\" assessed Failed due to failed (3) > failureLimit (2)'\n",
    ));
    assert_explains!(&aborted, Verdict::Degraded, ["aborted", "success-rate", "stable version (ReplicaSet hash 5f4b8c7d9) still serves"]);
    assert_eq!(aborted.reason.as_deref(), Some("RolloutAborted"));
    assert_explains!(
        one(&rollout("status:\n  conditions:\n  - {type: InvalidSpec, status: \"True\", reason: InvalidSpec, message: \"The Rollout \\\"checkout\\\" is invalid: spec.strategy.canary.stableService: Invalid value: \\\"checkout-stable\\\": service not found\"}\n")),
        Verdict::Failed,
        ["spec is invalid", "service not found"]
    );
}

#[test]
fn a_flux_reconcile_mid_generation_is_judged_by_its_conditions_generation() {
    // status.observedGeneration is one behind while the conditions already describe the
    // current generation (Flux writes them first): not a stale status, a stuck reconcile.
    let report = explained_at(include_str!("inputs/flux-reconciling-for-hours.yaml"), "2025-11-20T12:00:00Z");
    let kustomization = report.resources.first().expect("the Kustomization");
    assert_explains!(kustomization, Verdict::Failed, ["Flux has been reconciling it for 4 h 47 min", "far past its timeout of 5m"]);
    assert!(!kustomization.summary.contains("has not seen your latest change"), "{}", kustomization.summary);
    // A failed resource's "Wait; …" becomes what follows it, a command left as written.
    for condition in &kustomization.conditions {
        assert!(!condition.explanation.next.contains("Kubectl"), "{}", condition.explanation.next);
    }
}

#[test]
fn a_helm_release_locked_by_an_unfinished_operation_says_how_to_unlock_it() {
    let report = explained_at(include_str!("inputs/helmrelease-locked-by-pending-operation.yaml"), "2025-11-20T12:00:00Z");
    let release = report.resources.first().expect("the HelmRelease");
    assert_explains!(release, Verdict::Failed, [
        "an earlier install, upgrade or rollback of release podinfo never finished",
        "helm history podinfo -n apps",
        "flux reconcile helmrelease podinfo -n apps --force",
    ]);
    assert_eq!(release.reason.as_deref(), Some("HelmReleaseLocked"));
}

#[test]
fn knative_a_canary_whose_revision_failed_keeps_the_old_split_serving() {
    let report = explained(include_str!("inputs/knative-canary-revision-failed-route-keeps-split.yaml"));
    let route = find(&report, "Route", "search");
    assert_explains!(route, Verdict::Degraded, [
        "It cannot apply the traffic split it is asked for (spec.traffic asks for search-v14 90%, search-v15 10%)",
        "It keeps the split it had, so users are still served: search-v14 100%.",
    ]);
    // The Service quotes why the revision failed, from its Configuration's condition.
    assert_explains!(find(&report, "Service", "search"), Verdict::Degraded, ["listen tcp :8080: bind: address already in use", "Revision search-v14 still serves 100%"]);
}

#[test]
fn knative_a_first_revision_that_fails_leaves_nothing_serving() {
    let report = explained(include_str!("inputs/knative-first-revision-crashes.yaml"));
    let service = find(&report, "Service", "invoice-worker");
    assert_explains!(service, Verdict::Failed, ["No revision has been ready yet, so nothing serves it."]);
    let next = &condition(service, "ConfigurationsReady").explanation.next;
    assert!(next.contains("no Revision has been ready yet, so nothing serves meanwhile") && !next.contains("if there is one"), "{next}");
}

#[test]
fn knative_revision_commands_select_its_pods_by_label() {
    let report = explained(include_str!("inputs/knative-initial-scale-never-achieved.yaml"));
    let revision = find(&report, "Revision", "recommender-00003");
    let next = &condition(revision, "Ready").explanation.next;
    assert!(next.contains("kubectl get pods -n ml-serving -l serving.knative.dev/revision=recommender-00003"), "{next}");
    assert!(next.contains("kubectl describe deployment recommender-00003-deployment -n ml-serving") && !next.contains("rollout undo"), "{next}");
    assert!(condition(revision, "Ready").explanation.what.contains("serving.knative.dev/progress-deadline"));
    let secret = explained(include_str!("inputs/knative-revision-missing-secret.yaml"));
    let texts: Vec<&str> = secret.resources.iter().filter(|r| r.kind == "Revision").flat_map(|r| r.conditions.iter().map(|c| c.explanation.next.as_ref())).collect();
    assert!(texts.iter().any(|next| next.contains("kubectl describe pod -l serving.knative.dev/revision=payments-api-00012 -n payments")), "{texts:#?}");
    assert!(texts.iter().all(|next| !next.contains("describe pod payments-api-00012 ")), "{texts:#?}");
}

#[test]
fn mtc_a_failed_volume_copy_points_at_the_copy_and_at_the_quiesced_source() {
    let report = explained(include_str!("inputs/mtc-final-migration-volume-copy-failed.yaml"));
    let migration = find(&report, "MigMigration", "crm-final-20250304");
    assert_explains!(migration, Verdict::Failed, [
        "oc get directvolumemigration,directvolumemigrationprogress -n openshift-migration -o yaml shows the failed copy ([rsync-client-crm-db-data] crm/crm-db-data)",
        "the source applications are still scaled down: run a rollback migration",
    ]);
    assert!(!migration.summary.contains("kubectl get [rsync"), "{}", migration.summary);
    // The initial backup completed: it is not the object to open.
    let next = &condition(migration, "Failed").explanation.next;
    assert!(next.contains("directvolumemigration") && !next.contains("initial-5kq2x") && !next.contains("<name>"), "{next}");
}

#[test]
fn mtc_a_plan_condition_true_on_a_problem_is_not_said_to_be_normally_true() {
    let report = explained(include_str!("inputs/mtc-plans-with-blocking-conditions.yaml"));
    let conflict = condition(find(&report, "MigPlan", "billing-storage-conversion"), "PvNameConflict");
    assert!(conflict.failing && !conflict.explanation.what.contains("normally True"), "{}", conflict.explanation.what);
    assert!(conflict.explanation.next.contains("source:destination (billing-data:billing-data-new)"), "{}", conflict.explanation.next);
    // A type the knowledge lacks, True on a problem (category Critical): its meaning says so.
    let unknown = explained("apiVersion: migration.openshift.io/v1alpha1\nkind: MigPlan\nmetadata: {name: p, namespace: openshift-migration}\nstatus:\n  conditions:\n  - {type: BrandNewCheck, status: \"True\", category: Critical, message: something is wrong}\n");
    let what = &condition(&unknown.resources[0], "BrandNewCheck").explanation.what;
    assert!(what.contains("signals a problem when True"), "{what}");
}

#[test]
fn crossplane_provider_configs_paused_resources_and_claims_get_working_commands() {
    let report = explained(include_str!("inputs/crossplane-missing-credentials-and-paused.yaml"));
    // Providers write no conditions on a ProviderConfig: not "not reconciled yet", not "healthy".
    let config = find(&report, "ProviderConfig", "aws-prod");
    assert_explains!(config, Verdict::Unknown, ["(Secret crossplane-system/aws-prod-creds)", "(1 does)"]);
    assert!(!config.summary.contains("has not reconciled"), "{}", config.summary);
    // The Bucket that cannot connect names the missing Secret and how to make it.
    assert_explains!(find(&report, "Bucket", "prod-logs"), Verdict::Failed, [
        "Secret aws-prod-creds, which ProviderConfig \"aws-prod\" names for its credentials, does not exist",
        "kubectl create secret generic aws-prod-creds -n <namespace> --from-file=<key>=<credentials file>",
    ]);
    assert_explains!(find(&report, "ClusterParameterGroup", "analytics-aurora-pg16"), Verdict::Suspended, [
        "kubectl annotate clusterparametergroup.rds.aws.upbound.io/analytics-aurora-pg16 crossplane.io/paused-.",
    ]);
    // A claim is namespaced: its commands say where.
    let claims = explained(include_str!("inputs/crossplane-claim-composition-revision.yaml"));
    let claim = find(&claims, "PostgreSQLInstance", "billing-db");
    assert!(claim.conditions.iter().any(|c| c.explanation.next.contains("kubectl describe postgresqlinstance.database.acme.io/billing-db -n billing")), "{:?}", claim.conditions);
}

#[test]
fn flux_a_failed_install_with_its_retries_used_up_is_not_told_a_plain_reconcile_retries() {
    let report = explained(include_str!("inputs/flux-helmrelease-install-failed-retries-used.yaml"));
    let release = find(&report, "HelmRelease", "kafka-ui");
    for condition in &release.conditions {
        let next = &condition.explanation.next;
        assert!(!next.contains("-n streaming retries"), "{}: {next}", condition.type_);
    }
    assert!(condition(release, "Ready").explanation.next.contains("with --reset once its retries are used up"));
}

#[test]
fn heat_an_update_rolled_back_serves_the_old_stack_and_one_past_its_timeout_is_stuck() {
    let rolled_back = explained(include_str!("inputs/heat-update-rolled-back.json"));
    assert_explains!(find(&rolled_back, "Stack", "billing-db-cluster"), Verdict::Degraded, [
        "An update of the stack failed and Heat rolled it back",
        "the stack as it was before the update is back and serves",
        "openstack stack update --rollback disabled",
    ]);
    let stuck = explained(include_str!("inputs/heat-update-stuck-past-timeout.json"));
    assert_explains!(find(&stuck, "Stack", "edge-proxy-ams"), Verdict::Failed, [
        "for 3 h 20 min, past its timeout (timeout_mins 30)",
        "openstack stack resource list edge-proxy-ams -n 5 --filter status=IN_PROGRESS",
        "openstack stack cancel edge-proxy-ams",
    ]);
    // Within its timeout it is simply running.
    let running = explained_at(include_str!("inputs/heat-update-stuck-past-timeout.json"), "2025-03-04T07:30:00Z");
    assert_eq!(find(&running, "Stack", "edge-proxy-ams").verdict, Verdict::InProgress);
}

#[test]
fn crossplane_a_composite_that_cannot_run_its_function_takes_the_function_as_its_cause() {
    let report = explained(include_str!("inputs/crossplane-function-runtime-invalid.yaml"));
    assert_eq!(
        report.root_cause.as_ref().map(|c| c.text.as_str()),
        Some("XNetwork team-a-net-k2h7d → Function function-patch-and-transform")
    );
    assert!(report.other_problems().is_empty());
    assert_explains!(find(&report, "Function", "function-patch-and-transform"), Verdict::Failed, ["DeploymentRuntimeConfig default (spec.runtimeConfigRef): kubectl edit deploymentruntimeconfig default"]);
    let function = find(&report, "Function", "function-patch-and-transform");
    assert!(condition(function, "Healthy").explanation.next.contains("functionrevisions"), "{}", condition(function, "Healthy").explanation.next);
    let providers = explained(include_str!("inputs/crossplane-providers-unhealthy.yaml"));
    // The Provider names the owner in its message and says where the advice is: its revision.
    assert_explains!(find(&providers, "Provider", "crossplane-contrib-provider-aws"), Verdict::Failed, [
        "already controlled by ProviderRevision provider-aws-legacy-9d3c0b1e55f2",
        "What to do is said at ProviderRevision crossplane-contrib-provider-aws-a81f3e92c4d7.",
    ]);
    assert_explains!(find(&providers, "ProviderRevision", "crossplane-contrib-provider-aws-a81f3e92c4d7"), Verdict::Failed, [
        "Another package already owns an object this one installs (two packages ship the same CRD): ProviderRevision provider-aws-legacy-9d3c0b1e55f2",
        "kubectl get providerrevision provider-aws-legacy-9d3c0b1e55f2",
    ]);
}

#[test]
fn flux_a_release_goes_through_its_chart_to_the_repository_and_sources_say_what_to_fix() {
    let report = explained(include_str!("inputs/flux-helm-and-oci-sources-failing.yaml"));
    assert_eq!(
        report.root_cause.as_ref().map(|c| c.text.as_str()),
        Some("HelmRelease redis → HelmChart data-redis → HelmRepository bitnami-mirror")
    );
    assert_explains!(find(&report, "HelmRepository", "bitnami-mirror"), Verdict::Failed, ["Nothing is at that address: check spec.url (https://charts.mirror.acme.io/bitnami)"]);
    assert_explains!(find(&report, "OCIRepository", "podinfo"), Verdict::Failed, ["did not accept the credentials in Secret ghcr-auth (spec.secretRef)", "flux create secret oci ghcr-auth --url=ghcr.io --username=<user> --password=<token> -n flux-system"]);
    let release = find(&report, "HelmRelease", "redis");
    assert!(condition(release, "Ready").explanation.next.contains("flux get sources all -A"), "{}", condition(release, "Ready").explanation.next);
    let ssh = explained(include_str!("inputs/flux-git-ssh-key-refused.yaml"));
    assert_explains!(find(&ssh, "GitRepository", "team-payments"), Verdict::Failed, [
        "refused the SSH key in Secret team-payments-deploy-key (spec.secretRef)",
        "flux create secret git team-payments-deploy-key --url=ssh://git@gitlab.acme.io/payments/deploy.git -n payments",
    ]);
}

#[test]
fn heat_a_resource_never_created_beside_a_failure_with_nothing_in_progress_was_skipped() {
    let report = explained(include_str!("inputs/heat-resource-list-one-failed.json"));
    assert_explains!(find(&report, "StackResource", "web_fip_assoc"), Verdict::Unknown, [
        "was never created (INIT_COMPLETE): nothing of its stack is in progress any more, and web_fip failed (CREATE_FAILED)",
    ]);
    assert_explains!(find(&report, "StackResource", "web_fip"), Verdict::Failed, ["openstack stack event list <stack> --resource web_fip"]);
    assert_eq!(report.totals.in_progress, 0);
}

#[test]
fn heat_an_event_list_alone_has_one_failure_and_says_what_openstack_errors_mean() {
    let report = explained(include_str!("inputs/heat-event-list-update-quota.json"));
    let failed: Vec<&str> = report.resources.iter().filter(|r| r.verdict == Verdict::Failed).map(|r| r.name.as_str()).collect();
    assert_eq!(failed, ["db_volume_2"], "the stack's own event repeating the volume's error is not a second failure");
    let volume = report.resources.iter().find(|r| r.name == "db_volume_2" && r.verdict == Verdict::Failed).expect("the volume's failure");
    assert!(volume.summary.contains("Cinder's volume gigabytes quota is 1000G, 700G used: 300G left, 500G asked: openstack quota show --usage shows each limit and its use."), "{}", volume.summary);
    assert!(report.also_failing_words().is_none());
    let nested = explained(include_str!("inputs/heat-create-failed-no-valid-host.json"));
    let stack = nested.resources.iter().find(|r| r.kind == "Stack" && r.verdict == Verdict::Failed).expect("the failed stack");
    assert!(stack.summary.contains("Nova found no compute host with room for the server"), "{}", stack.summary);
}

#[test]
fn flux_a_ready_kustomization_whose_source_failed_says_nothing_new_reaches_it() {
    let report = explained(include_str!("inputs/flux-source-failing-under-ready-kustomization.yaml"));
    assert_explains!(find(&report, "Kustomization", "flux-system"), Verdict::Ready, [
        "Applied revision: main@sha1:5b8f2a1c",
        "But it depends on GitRepository flux-system, which has failed: nothing newer than the revision it applied (main@sha1:5b8f2a1c9d3e7f6a4b2c1d0e9f8a7b6c5d4e3f2a) reaches it until that is fixed",
    ]);
    assert_explains!(find(&report, "GitRepository", "flux-system"), Verdict::Failed, ["personal access token"]);
}

#[test]
fn knative_a_route_whose_ingress_is_not_programmed_for_hours_is_stuck() {
    let paste = include_str!("inputs/knative-route-ingress-not-programmed.yaml");
    let stuck = explained(paste);
    assert_explains!(find(&stuck, "Route", "hello"), Verdict::Failed, [
        "Its ingress has not been programmed in 4 h 19 min",
        "kubectl get ingresses.networking.internal.knative.dev hello -n demo -o yaml",
    ]);
    // Minutes in, it is still being set up.
    let fresh = explained_at(paste, "2025-03-04T06:20:00Z");
    assert_eq!(find(&fresh, "Route", "hello").verdict, Verdict::InProgress);
}

#[test]
fn statefulset_parallel_cronjob_missed_times_and_rollout_commands_fit_the_object() {
    // Parallel pod management replaces a broken pod by itself: no "delete that pod" advice.
    let set = explained(include_str!("inputs/statefulset-parallel-volume-zone.yaml"));
    let statefulset = find(&set, "StatefulSet", "es-data");
    assert!(!statefulset.summary.contains("OrderedReady"), "{}", statefulset.summary);
    // Since Kubernetes 1.21 "too many missed start times" still starts the newest run.
    let cron = explained(include_str!("inputs/cronjob-missed-start-times-modern.yaml"));
    assert_eq!(find(&cron, "CronJob", "cache-warmer").verdict, Verdict::Ready);
    // An Argo Rollout is rolled back with its own plugin, not kubectl rollout.
    let rollout = explained(include_str!("inputs/argo-rollout-progress-deadline.yaml"));
    let texts: Vec<&str> = rollout.resources.iter().flat_map(|r| r.conditions.iter().map(|c| c.explanation.next.as_ref())).collect();
    assert!(texts.iter().all(|next| !next.contains("kubectl rollout undo rollout.argoproj.io")), "{texts:#?}");
    assert!(texts.iter().any(|next| next.contains("kubectl argo rollouts abort notifier -n comms")), "{texts:#?}");
}

#[test]
fn heat_stack_events_are_counted_as_events_not_resources() {
    let events = explained(include_str!("inputs/heat-rolled-back-stack-events.json"));
    assert_eq!(events.totals.events, 12);
    assert_eq!(events.totals.counted(), "12 stack events");
    let mixed = status_explainer::explain_sources(
        &[
            status_explainer::Source { name: Some("stack.json"), text: include_str!("inputs/heat-failed-stack.json") },
            status_explainer::Source { name: Some("events.json"), text: include_str!("inputs/heat-rolled-back-stack-events.json") },
        ],
        None,
    );
    assert_eq!(mixed.totals.counted(), "1 resource and 12 stack events");
    assert!(status_explainer::report::text::render(&mixed).contains("1 resource and 12 stack events: "));
}

#[test]
fn an_idle_knative_service_s_pod_autoscaler_is_not_a_failure() {
    let report = explained(include_str!("inputs/knative-scaled-to-zero.yaml"));
    assert_explains!(find(&report, "PodAutoscaler", "pdf-render-00003"), Verdict::Ready, ["scaled its Revision to zero because it receives no traffic"]);
    assert!(report.root_cause.is_none(), "{:?}", report.root_cause);
}

#[test]
fn a_condition_written_for_the_current_generation_shows_the_change_was_seen() {
    // Synced=False at generation 4 while Ready still records 3: Crossplane saw 4 and failed on it.
    let report = explained(include_str!("inputs/crossplane-composition-function-fatal.yaml"));
    let eu = find(&report, "XNetwork", "edge-eu1");
    assert!(eu.verdict.is_problem(), "{:?}: {}", eu.verdict, eu.summary);
    assert!(!eu.summary.contains("has not seen your latest change"), "{}", eu.summary);
    assert_explains!(eu, Verdict::Degraded, ["map has no entry for key \"region\"", "The Composition's step render-subnets reads spec.parameters.region, which XNetwork edge-eu1 does not set: set it (kubectl edit xnetwork.network.acme.io/edge-eu1)"]);
    // Its Synced condition points there, not at "connect failed" or a cloud API.
    let synced = eu.conditions.iter().find(|c| c.type_ == "Synced").expect("Synced");
    assert!(!synced.explanation.next.contains("cloud API"), "{}", synced.explanation.next);
    // A composite that cannot reach its Function has it as its root cause.
    let us = find(&report, "XNetwork", "edge-us1");
    assert_eq!(us.root_cause.as_ref().expect("a root cause").text, "XNetwork edge-us1 → Function function-go-templating");
    // ASO told to skip a resource never observes a new generation: the rule says so, no waiting.
    let report = explained(include_str!("inputs/aso-invalid-and-skip-with-a-new-generation.yaml"));
    let skipped = find(&report, "FlexibleServer", "pg-data");
    assert!(!skipped.summary.contains("has not seen your latest change"), "{}", skipped.summary);
    assert!(skipped.summary.contains("reconcile-policy: skip"), "{}", skipped.summary);
}

#[test]
fn a_delete_refused_for_long_has_failed_and_finalizers_are_not_the_advice() {
    let report = explained(include_str!("inputs/crossplane-deletes-waiting-and-refused.yaml"));
    let subnet = find(&report, "Subnet", "build-vpc-subnet-a");
    assert_explains!(subnet, Verdict::Failed, ["2 h 27 min ago", "DependencyViolation", "Removing the finalizers would not remove that cause"]);
    assert!(!subnet.summary.contains("kubectl patch"), "{}", subnet.summary);
    // A delete under way for 12 min (AsyncOperation Ongoing) is only that.
    let instance = find(&report, "Instance", "reports-db-m2k8c");
    assert_explains!(instance, Verdict::Terminating, ["12 min ago"]);
    assert!(!instance.summary.contains("held up") && !instance.summary.contains("kubectl patch"), "{}", instance.summary);
    let report = explained(include_str!("inputs/aso-delete-blocked-by-lock.yaml"));
    let redis = find(&report, "Redis", "redis-legacy");
    assert_explains!(redis, Verdict::Failed, ["ScopeLocked", "Fix what Ready names, and the controller finishes the delete by itself."]);
    // The lock the summary names is the problem, not a note "that follows" from it.
    let locked = redis.conditions.iter().find(|c| c.reason == "ScopeLocked").expect("Ready=False ScopeLocked");
    assert!(locked.failing && !locked.note && !locked.explanation.why.contains("not a cause of its own"), "{locked:?}");
    assert!(locked.explanation.next.contains("az lock list"), "{}", locked.explanation.next);
    // Kubernetes' own foreground deletion waits for what the object owns: look there, no patch.
    let foreground = explained_at(
        "apiVersion: kafka.strimzi.io/v1beta2\nkind: KafkaBridge\nmetadata: {name: kafka-bridge, namespace: strimzi, deletionTimestamp: \"2025-03-04T08:00:00Z\", finalizers: [foregroundDeletion]}\nstatus:\n  conditions:\n  - {type: Ready, status: \"True\"}\n",
        "2025-03-04T10:30:00Z",
    );
    let bridge = find(&foreground, "KafkaBridge", "kafka-bridge");
    assert!(bridge.summary.contains("the garbage collector removes foregroundDeletion once every object it owns") && !bridge.summary.contains("kubectl patch"), "{}", bridge.summary);
}

#[test]
fn a_knative_service_s_root_cause_is_its_failing_revision_not_the_route_missing_it() {
    let report = explained(include_str!("inputs/knative-first-revision-container-exits.yaml"));
    let service = find(&report, "Service", "orders");
    assert_eq!(
        service.root_cause.as_ref().expect("a root cause").text,
        "Knative Service orders → Revision orders-00001 → Pod orders-00001-deployment-6f9c7d8b5-q8w2z → container user-container: CrashLoopBackOff, last exit 1 Error"
    );
    // Knative's message ends with a full stop on a line of its own: no stray line break.
    assert!(service.summary.contains("orders-api.jar. No revision has been ready yet"), "{}", service.summary);
}

#[test]
fn a_crossplane_package_s_runtime_health_and_dependencies_decide_with_its_pod_as_root_cause() {
    let report = explained(include_str!("inputs/crossplane-provider-runtime-oom-and-dependency.yaml"));
    assert_explains!(find(&report, "ProviderRevision", "upbound-provider-aws-ec2-3d6f1c0a9b8e"), Verdict::Failed, ["RuntimeHealthy is False"]);
    let provider = find(&report, "Provider", "upbound-provider-aws-ec2");
    let chain: Vec<&str> = provider.root_cause.as_ref().expect("a root cause").chain.iter().map(|link| link.kind.as_str()).collect();
    assert_eq!(chain, ["Provider", "ProviderRevision", "Pod", "container"]);
    // Its runtime's memory is raised where Crossplane reads it, not in the pod it makes.
    let pod = report.resources.iter().find(|r| r.kind == "Pod").expect("the provider's pod");
    let next = &pod.containers[0].explanation.next;
    assert!(next.contains("in DeploymentRuntimeConfig default") && !next.contains("delete and re-create the pod"), "{next}");
    assert_explains!(find(&report, "Provider", "upbound-provider-aws-s3"), Verdict::Failed, ["cannot resolve the package's dependencies", "does not change by waiting"]);
}

#[test]
fn an_mtc_migration_failed_before_quiescing_leaves_the_source_running_and_blames_its_backup() {
    let report = explained(include_str!("inputs/mtc-final-migration-initial-backup-failed.yaml"));
    let migration = find(&report, "MigMigration", "billing-final-m8d2c");
    assert_explains!(migration, Verdict::Failed, ["before quiescing the source (spec.quiescePods), so the source applications still run"]);
    assert!(!migration.summary.contains("run a rollback migration"), "{}", migration.summary);
    assert_eq!(migration.root_cause.as_ref().expect("a root cause").text, "MigMigration billing-final-m8d2c → Backup billing-final-m8d2c-initial-9s2kd");
    assert!(report.root_cause.as_ref().is_some_and(|cause| cause.summary.contains("AccessDenied")), "{:?}", report.root_cause);
}

#[test]
fn an_mtc_rsync_pod_s_error_gives_a_command_that_runs() {
    let report = explained(include_str!("inputs/mtc-direct-volume-migration-rsync-pods-failed.yaml"));
    for resource in &report.resources {
        assert!(!resource.summary.contains("-n Client Pod"), "{}", resource.summary);
    }
    assert!(report.resources.iter().any(|r| r.summary.contains("oc get pods -A --field-selector metadata.name=dvm-rsync-crm-db-data-7c2x9")));
}

#[test]
fn a_flux_health_check_that_timed_out_on_an_object_still_being_created_is_in_progress() {
    let report = explained(include_str!("inputs/flux-health-check-on-an-aks-cluster-still-creating.yaml"));
    assert_explains!(find(&report, "Kustomization", "platform-aks"), Verdict::InProgress, [
        "Its health check gave up (5m0s) while ManagedCluster aks-prod was still in progress",
        "raise spec.timeout",
    ]);
    assert!(report.root_cause.is_none(), "{:?}", report.root_cause);
}

#[test]
fn a_flux_object_suspended_while_failing_says_so() {
    let report = explained(include_str!("inputs/flux-suspended-while-failing.yaml"));
    assert_explains!(find(&report, "HelmRelease", "redis"), Verdict::Suspended, [
        "It was suspended while failing (Ready is False: UpgradeFailed",
        "a resume retries it",
        "flux resume helmrelease redis -n cache",
    ]);
}

#[test]
fn a_failed_heat_software_deployment_quotes_its_script_s_error_output() {
    let report = explained(include_str!("inputs/heat-software-deployment-failed.json"));
    assert_explains!(find(&report, "StackResource", "db_deploy"), Verdict::Failed, [
        "non-zero status code: 2",
        "Its script's error output ends with: “ERROR 2002 (HY000): Can't connect to local MySQL server",
    ]);
}

#[test]
fn heat_a_port_without_a_free_address_names_the_stack_s_own_network_and_the_commands_that_check_it() {
    let report = explained_at(include_str!("inputs/heat-nested-port-no-ip-addresses.json"), "2025-03-04T10:30:00Z");
    let port = find(&report, "StackResource", "port");
    let network = "7a2b9c4d-1e3f-4a5b-8c6d-0e9f8a7b6c5d";
    assert_explains!(port, Verdict::Failed, [
        "No more IP addresses available on network 7a2b9c4d-1e3f-4a5b-8c6d-0e9f8a7b6c5d. Its subnets have no free address left for a new port.",
        "Network 7a2b9c4d-1e3f-4a5b-8c6d-0e9f8a7b6c5d is the stack's own: resource network (OS::Neutron::Net) of stack k8s-prod, whose subnet is resource subnet (9c4d1e3f-7a2b-4c5d-8e6f-1a0b9c8d7e6f)",
        &format!("openstack ip availability show {network} shows how many addresses are used and free"),
        "openstack subnet show 9c4d1e3f-7a2b-4c5d-8e6f-1a0b9c8d7e6f -c cidr -c allocation_pools",
        &format!("openstack port list --network {network} --long lists its ports: DOWN ones with no device are leaked"),
        "widen the subnet's allocation pool",
        "then openstack stack update --existing k8s-prod.",
    ]);
    // Neutron's request ids are for its logs, not for the summary.
    assert!(!port.summary.contains("request_ids"), "{}", port.summary);
    // Said once, at the port; the groups above it point there, and so do its conditions.
    assert!(condition(port, "Ready").explanation.next.is_empty(), "{}", condition(port, "Ready").explanation.next);
    for above in ["workers", "4"] {
        assert_explains!(find(&report, "StackResource", above), Verdict::Failed, ["What to do is said at StackResource port."]);
    }
    // A network that is not pasted: the same commands, without a resource to name.
    let elsewhere = include_str!("inputs/heat-nested-port-no-ip-addresses.json").replace("\"physical_resource_id\": \"7a2b9c4d", "\"physical_resource_id\": \"0000aaaa");
    let report = explained_at(&elsewhere, "2025-03-04T10:30:00Z");
    let port = find(&report, "StackResource", "port");
    assert_explains!(port, Verdict::Failed, [&format!("openstack subnet list --network {network}"), &format!("openstack port list --network {network} --long")]);
    assert!(!port.summary.contains("the stack's own"), "{}", port.summary);
}

#[test]
fn a_knative_domain_claim_says_which_namespace_owns_the_domain() {
    let report = explained(include_str!("inputs/knative-domain-mapping-claimed-elsewhere.yaml"));
    assert_explains!(find(&report, "ClusterDomainClaim", "shop.acme.com"), Verdict::Ready, ["gives the domain shop.acme.com to namespace marketing"]);
    let mapping = report.resources.iter().find(|r| r.kind == "DomainMapping" && r.conditions.iter().any(|c| c.reason == "DomainAlreadyClaimed")).expect("the refused mapping");
    let ready = mapping.conditions.iter().find(|c| c.reason == "DomainAlreadyClaimed").expect("its condition");
    assert!(ready.explanation.what.contains("Another namespace already claims"), "{}", ready.explanation.what);
}

#[test]
fn a_helm_release_that_timed_out_takes_its_pod_that_cannot_start_as_its_cause() {
    let report = explained(include_str!("inputs/helmrelease-install-timeout-pod-unschedulable.yaml"));
    let release = find(&report, "HelmRelease", "keycloak");
    assert_explains!(release, Verdict::Failed, ["context deadline exceeded", "Why: Pod keycloak-0: The scheduler has found no node for the pod"]);
    assert_eq!(report.root_cause.as_ref().map(|c| c.text.as_str()), Some("HelmRelease keycloak → Pod keycloak-0"));
    assert!(report.other_problems().is_empty(), "one problem, not two");
}

#[test]
fn a_managed_resource_naming_a_provider_config_that_does_not_exist_is_told_where_the_name_comes_from() {
    let report = explained_at(include_str!("inputs/crossplane-provider-config-missing.yaml"), "2025-03-04T10:30:00Z");
    let instance = find(&report, "DatabaseInstance", "inventory-db-9dq4w-7mhk2");
    assert_explains!(instance, Verdict::Failed, [
        "ProviderConfig \"gcp-prod\" does not exist: create it, or name an existing one (kubectl get providerconfigs.gcp.upbound.io lists them) in the Composition that makes it",
    ]);
    assert!(!instance.summary.contains("credentials Secret"), "{}", instance.summary);
    let synced = condition(instance, "Synced");
    assert!(synced.explanation.next.is_empty(), "{}", synced.explanation.next);
}

#[test]
fn an_aso_agent_pool_refused_for_a_quota_has_failed_with_the_numbers_to_ask_for() {
    let report = explained_at(include_str!("inputs/aso-agent-pool-over-quota.yaml"), "2025-03-04T10:30:00Z");
    let pool = find(&report, "ManagedClustersAgentPool", "aks-prod-weu-batch");
    assert_explains!(pool, Verdict::Failed, [
        "Azure refused the operation for a quota (provisioningState Failed)",
        "retrying does not raise a quota: ask for a quota of at least 104 standardDDSv5Family cores (now 100, 64 in use, in westeurope), or use fewer or smaller nodes (spec.count, spec.vmSize)",
        "az vm list-usage --location westeurope -o table",
    ]);
    assert!(condition(pool, "Ready").explanation.next.is_empty(), "{}", condition(pool, "Ready").explanation.next);
    // Azure's links to its portal are left to the condition's own quote: the summary says it once.
    assert!(!pool.summary.contains("https://") && condition(pool, "Ready").explanation.why.contains("https://aka.ms/"), "{}", pool.summary);
    // The same refusal while Azure has not failed the operation is retried, in progress.
    let retrying = include_str!("inputs/aso-agent-pool-over-quota.yaml").replace("provisioningState: Failed", "provisioningState: Updating");
    assert_eq!(find(&explained_at(&retrying, "2025-03-04T10:30:00Z"), "ManagedClustersAgentPool", "aks-prod-weu-batch").verdict, Verdict::InProgress);
}

#[test]
fn a_crossplane_provider_killed_for_memory_is_raised_in_its_runtime_config_and_holds_the_claim() {
    let paste = include_str!("inputs/crossplane-provider-oomkilled-mr-never-reconciled.yaml");
    let report = explained_at(paste, "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "upbound-provider-aws-rds-2b8d7e1f4a3c-6b9f7c5d8-k4m2p");
    let next = &pod.containers[0].explanation.next;
    assert!(next.contains("DeploymentRuntimeConfig small, which Provider upbound-provider-aws-rds names in spec.runtimeConfigRef (kubectl edit deploymentruntimeconfig small)"), "{next}");
    assert!(next.contains("resources.limits.memory: 1024Mi") && !next.contains("kubectl set resources"), "{next}");
    // The claim waits for the provider that serves rds.aws.upbound.io, not "Wait".
    let claim = find(&report, "PostgreSQLInstance", "orders-db");
    assert_eq!(claim.verdict, Verdict::Failed);
    assert!(condition(claim, "Ready").explanation.next.starts_with("Waiting will not help"), "{:#?}", claim.conditions);
    let chain = report.root_cause.as_ref().map(|c| c.text.clone()).unwrap_or_default();
    assert!(chain.starts_with("PostgreSQLInstance orders-db → XPostgreSQLInstance orders-db-p8w2x → Instance orders-db-p8w2x-6nq4d → Provider upbound-provider-aws-rds → Pod upbound-provider-aws-rds-2b8d7e1f4a3c-6b9f7c5d8-k4m2p"), "{chain}");
    let provider = find(&report, "Provider", "upbound-provider-aws-rds");
    assert!(provider.summary.contains("Its runtime pod upbound-provider-aws-rds-2b8d7e1f4a3c-6b9f7c5d8-k4m2p fails") && !provider.summary.contains("kubectl get providerrevisions"), "{}", provider.summary);
    // A Provider that names no runtime config runs with "default".
    let default = paste.replace("    runtimeConfigRef: {apiVersion: pkg.crossplane.io/v1beta1, kind: DeploymentRuntimeConfig, name: small}\n", "");
    let report = explained_at(&default, "2025-03-04T10:30:00Z");
    let pod = find(&report, "Pod", "upbound-provider-aws-rds-2b8d7e1f4a3c-6b9f7c5d8-k4m2p");
    assert!(pod.containers[0].explanation.next.contains("kubectl edit deploymentruntimeconfig default"), "{}", pod.containers[0].explanation.next);
    // A managed resource that has reconciled is not held by the provider.
    let reconciled = paste.replace("    atProvider: {}\n", "    atProvider: {}\n    conditions:\n    - {type: Synced, status: \"True\", reason: ReconcileSuccess, lastTransitionTime: \"2025-03-04T09:40:03Z\"}\n");
    let report = explained_at(&reconciled, "2025-03-04T10:30:00Z");
    let chain = find(&report, "Instance", "orders-db-p8w2x-6nq4d").root_cause.as_ref().map(|c| c.text.clone()).unwrap_or_default();
    assert!(!chain.contains("Provider"), "{chain}");
}

#[test]
fn a_crossplane_provider_refused_by_sts_for_its_web_identity_is_sent_to_the_role_s_trust_not_a_secret() {
    let paste = include_str!("inputs/crossplane-irsa-assume-role-denied.yaml");
    let report = explained_at(paste, "2025-03-04T10:30:00Z");
    let bucket = find(&report, "Bucket", "media-uploads");
    assert_explains!(bucket, Verdict::Failed, [
        "STS refused to let ServiceAccount crossplane-system/upbound-provider-aws-s3-7c4e9a2b1d6f assume role arn:aws:iam::123456789012:role/crossplane-provider-aws",
        "the revision hash 7c4e9a2b1d6f",
        "DeploymentRuntimeConfig default (spec.serviceAccountTemplate.metadata.name; kubectl edit deploymentruntimeconfig default)",
        "system:serviceaccount:crossplane-system:upbound-provider-aws-s3-* with StringLike",
    ]);
    assert!(!bucket.summary.contains("credentials Secret that"), "{}", bucket.summary);
    assert!(condition(bucket, "Synced").explanation.next.is_empty(), "{}", condition(bucket, "Synced").explanation.next);
    // Without the ServiceAccount pasted: the Provider's current revision names it, and a
    // command shows its role.
    let cut = paste.split("- apiVersion: v1\n  kind: ServiceAccount").next().unwrap_or(paste);
    let report = explained_at(cut, "2025-03-04T10:30:00Z");
    let bucket = find(&report, "Bucket", "media-uploads");
    assert_explains!(bucket, Verdict::Failed, [
        "STS refused to let ServiceAccount crossplane-system/upbound-provider-aws-s3-7c4e9a2b1d6f assume its IAM role",
        "kubectl get serviceaccount upbound-provider-aws-s3-7c4e9a2b1d6f -n crossplane-system -o jsonpath='{.metadata.annotations.eks\\.amazonaws\\.com/role-arn}' shows the role",
        "No credentials Secret is involved",
    ]);
    // Nor the Provider: a command finds the account and its role, by the package the API
    // group comes from.
    let report = explained_at(include_str!("inputs/crossplane-irsa-refused-nothing-else-pasted.yaml"), "2025-03-04T10:30:00Z");
    let bucket = find(&report, "Bucket", "media-uploads");
    assert_explains!(bucket, Verdict::Failed, [
        "kubectl get serviceaccounts -n crossplane-system -o custom-columns='NAME:.metadata.name,ROLE:.metadata.annotations.eks\\.amazonaws\\.com/role-arn' | grep provider-aws-s3 shows the account and its role",
        "aws iam get-role --role-name <role-name> --query Role.AssumeRolePolicyDocument shows it",
        "system:serviceaccount:crossplane-system:*provider-aws-s3-* with StringLike",
    ]);
    assert!(!bucket.summary.contains("<namespace>") && !bucket.summary.contains("<provider>"), "{}", bucket.summary);
}

#[test]
fn an_mtc_cluster_whose_token_is_refused_is_told_to_store_a_new_one_in_its_secret() {
    let report = explained_at(include_str!("inputs/mtc-source-cluster-token-unauthorized.yaml"), "2025-03-04T10:30:00Z");
    let cluster = find(&report, "MigCluster", "ocp3-prod");
    assert_explains!(cluster, Verdict::Failed, [
        "refused the token MTC holds for it",
        "the saToken key of Secret ocp3-prod-bbtnl in openshift-config (spec.serviceAccountSecretRef)",
        "oc set data secret/ocp3-prod-bbtnl -n openshift-config saToken=<new token>",
    ]);
    let failed = condition(cluster, "TestConnectFailed");
    // /version answers anyone: no check of the token; and a token refused is no CA matter.
    assert!(!failed.explanation.next.contains("/version") && !cluster.summary.contains("/version"), "{}", failed.explanation.next);
    assert!(!cluster.summary.contains("caBundle") && !failed.explanation.what.contains("needs spec.caBundle"), "{}", failed.explanation.what);
    assert_eq!(report.root_cause.as_ref().map(|c| c.text.as_str()), Some("MigMigration app2-final-4m7qk → MigPlan app2-plan → MigCluster ocp3-prod"));
}

#[test]
fn a_heat_subnet_that_ports_still_use_lists_those_ports_by_its_id_and_deletes_the_stack_by_name() {
    let report = explained_at(include_str!("inputs/heat-delete-failed-subnet-in-use.json"), "2025-03-04T10:30:00Z");
    let stack = find(&report, "Stack", "web-tier-staging");
    assert_explains!(stack, Verdict::Failed, [
        "openstack port list --fixed-ip subnet=3c9e1a7b-5d2f-4e8a-b1c6-0f4d7a2e9b5c -c ID -c device_owner -c device_id",
        "then openstack stack delete web-tier-staging.",
    ]);
    // Neutron's request ids are for its logs; --device-id and a volume detach are not a subnet's.
    assert!(!stack.summary.contains("request_ids"), "{}", stack.summary);
    let ready = condition(stack, "Ready");
    assert!(!ready.explanation.next.contains("--device-id") && !ready.explanation.next.contains("volume detach"), "{}", ready.explanation.next);
}

#[test]
fn a_heat_volume_over_its_quota_names_the_project_and_the_parameter_that_sizes_it() {
    let report = explained_at(include_str!("inputs/heat-volume-gigabytes-quota.json"), "2025-03-04T10:30:00Z");
    let stack = find(&report, "Stack", "analytics-db");
    assert_explains!(stack, Verdict::Failed, [
        "openstack quota set --gigabytes 1320 4f2e1d0c9b8a47f6a5b4c3d2e1f0a9b8",
        "lower the stack parameter volume_size that sizes it (openstack stack update --existing analytics-db --parameter volume_size=180)",
    ]);
    assert!(!stack.summary.contains("--gigabytes …"), "{}", stack.summary);
}

#[test]
fn a_knative_revision_whose_pod_is_pasted_lets_that_pod_speak_instead_of_saying_it_is_gone() {
    let paste = include_str!("inputs/knative-new-revision-crashes-old-serves.yaml");
    let report = explained_at(paste, "2025-03-04T10:30:00Z");
    let revision = find(&report, "Revision", "checkout-00004");
    assert_explains!(revision, Verdict::Failed, ["Its pod checkout-00004-deployment-7d5c9f8b6-q2x7w is pasted", "in Knative Service checkout's template"]);
    assert!(!revision.summary.contains("took its logs"), "{}", revision.summary);
    let waiting = &condition(revision, "ResourcesAvailable").explanation.next;
    assert!(waiting.starts_with("Its pod checkout-00004-deployment-7d5c9f8b6-q2x7w is pasted, and the summary says why"), "{waiting}");
    assert!(revision.conditions.iter().all(|c| !c.explanation.next.starts_with("Find why its pods")), "{:?}", revision.conditions);
    let pod = find(&report, "Pod", "checkout-00004-deployment-7d5c9f8b6-q2x7w");
    let next = &pod.containers.iter().find(|c| c.name == "user-container").expect("the user's container").explanation.next;
    assert!(next.contains("fix it in Knative Service checkout's template (not in its Deployment, which Knative owns)") && !next.contains("(in the template"), "{next}");
    // Without its pod pasted, the message is all that is left of its logs.
    let without_pod = paste.split("\n- apiVersion: v1\n  kind: Pod").next().unwrap_or(paste);
    let report = explained_at(without_pod, "2025-03-04T10:30:00Z");
    assert!(find(&report, "Revision", "checkout-00004").summary.contains("took its logs with it"), "{}", find(&report, "Revision", "checkout-00004").summary);
}

#[test]
fn root_cause_chains_name_a_knative_service_as_its_card_does() {
    let report = explained_at(include_str!("inputs/knative-new-revision-crashes-old-serves.yaml"), "2025-03-04T10:30:00Z");
    let cause = report.root_cause.as_ref().expect("a root cause");
    assert!(cause.text.starts_with("Knative Service checkout → Configuration checkout → Revision checkout-00004"), "{}", cause.text);
    // The link keeps its kind (the JSON's chain is as before); the label is the card's.
    assert_eq!(cause.chain.first().map(|link| link.kind.as_str()), Some("Service"));
    let of = report.resources.iter().position(|r| r.kind == "Service" && r.name == "checkout").expect("the Service");
    assert_eq!(report.link_label(of, 0), "Knative Service checkout");
    let markdown = status_explainer::report::markdown::render(&report);
    assert!(markdown.contains("**Root cause**: Knative Service checkout → Configuration checkout"), "{markdown}");
    let text = status_explainer::report::text::render(&report);
    assert!(text.contains("Root cause: Knative Service checkout → Configuration checkout"), "{text}");
    // A core Service keeps its plain kind.
    let plain = explained(include_str!("inputs/service-selects-no-pod.yaml"));
    for resource in plain.resources.iter().filter_map(|r| r.root_cause.as_ref()) {
        assert!(!resource.text.contains("Knative"), "{}", resource.text);
    }
}

#[test]
fn an_aso_refusal_whose_command_the_summary_gives_is_not_watered_down_by_the_general_advice() {
    let report = explained_at(include_str!("inputs/aso-authorization-failed-and-storage-name-taken.yaml"), "2025-03-04T10:30:00Z");
    let server = find(&report, "FlexibleServer", "pg-orders-prod");
    assert_explains!(server, Verdict::Failed, ["az role assignment create --assignee 5c2e8a1f-3d4b-4c6e-9f7a-1b2c3d4e5f60 --role Contributor --scope /subscriptions/aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee/resourceGroups/rg-orders-prod"]);
    assert!(server.conditions.iter().filter(|c| c.failing).all(|c| c.explanation.next.is_empty()), "{:?}", server.conditions);
    assert!(report.what_to_do_at_root().is_none(), "{:?}", report.what_to_do_at_root());
}

#[test]
fn an_acme_issuer_that_cannot_resolve_its_server_is_sent_to_the_cluster_dns_not_its_email() {
    let report = explained_at(include_str!("inputs/cert-manager-acme-server-dns-fails.yaml"), "2025-03-04T10:30:00Z");
    let issuer = find(&report, "ClusterIssuer", "letsencrypt-prod");
    assert_explains!(issuer, Verdict::Failed, [
        "The cluster's DNS (10.96.0.10:53) could not resolve acme-v02.api.letsencrypt.org (“server misbehaving”)",
        "kubectl logs -n kube-system -l k8s-app=kube-dns",
        "Nothing in the issuer's spec changes this",
    ]);
    let to_do = report.what_to_do_at_root().unwrap_or_default();
    assert!(!to_do.contains("External Account Binding"), "{to_do}");
}

#[test]
fn an_aso_resource_denied_by_a_policy_the_message_does_not_name_is_told_how_to_find_it() {
    let paste = include_str!("inputs/aso-resource-group-denied-by-policy.yaml");
    let report = explained_at(paste, "2025-03-04T10:30:00Z");
    let group = find(&report, "ResourceGroup", "rg-orders-prod");
    assert_explains!(group, Verdict::Failed, ["find the Azure Policy assignment that denies it (the message does not name it; az policy assignment list --disable-scope-strict-match -o table"]);
    assert!(!group.summary.contains("fix what the message names"), "{}", group.summary);
    assert!(report.what_to_do_at_root().is_none_or(|next| !next.contains("Read the policy named in the message")), "{:?}", report.what_to_do_at_root());
    // Named by ARM: said by name.
    let named = paste.replace("was disallowed by policy.", r#"was disallowed by policy. Policy identifiers: '[{\"policyAssignment\":{\"name\":\"Allowed locations\",\"id\":\"/x\"}}]'."#);
    let report = explained_at(&named, "2025-03-04T10:30:00Z");
    let group = find(&report, "ResourceGroup", "rg-orders-prod");
    assert!(group.summary.contains("change the spec to comply with Azure Policy assignment “Allowed locations”"), "{}", group.summary);
}

#[test]
fn a_knative_image_refused_without_any_pull_secret_says_so_and_gives_the_secret_and_the_patch() {
    let paste = include_str!("inputs/knative-image-digest-unauthorized.yaml");
    let report = explained_at(paste, "2025-03-04T10:30:00Z");
    let revision = find(&report, "Revision", "orders-api-00001");
    assert_explains!(revision, Verdict::Failed, [
        "Neither its template nor ServiceAccount orders-api (pasted) has an imagePullSecret",
        "kubectl create secret docker-registry ghcr-pull -n orders --docker-server=ghcr.io",
        "kubectl patch serviceaccount orders-api -n orders -p '{\"imagePullSecrets\":[{\"name\":\"ghcr-pull\"}]}'",
    ]);
    assert!(!condition(revision, "Ready").explanation.next.contains("Check the image name and tag"), "{}", condition(revision, "Ready").explanation.next);
    // No Revision was ever ready: not "one ready before, if there is one, keeps serving".
    let service = report.resources.iter().find(|r| r.kind == "Service" && r.name == "orders-api").map(|s| condition(s, "ConfigurationsReady").explanation.next.to_string()).unwrap_or_default();
    assert!(service.contains("no Revision has been ready yet, so nothing serves meanwhile") && !service.contains("if there is one"), "{service}");
    // Ready's RevisionMissing names a Configuration: not "a Revision that was deleted".
    let ready = report.resources.iter().find(|r| r.kind == "Service" && r.name == "orders-api").map(|s| condition(s, "Ready").explanation.next.to_string()).unwrap_or_default();
    assert!(ready.starts_with("It follows from ConfigurationsReady (RevisionFailed)") && !ready.contains("deleted"), "{ready}");
    // An account that has a pull secret: not said to have none.
    let with_secret = paste.replace("  secrets: []", "  secrets: []\n  imagePullSecrets:\n  - name: ghcr-pull");
    let report = explained_at(&with_secret, "2025-03-04T10:30:00Z");
    assert!(!find(&report, "Revision", "orders-api-00001").summary.contains("Neither its template"), "{}", find(&report, "Revision", "orders-api-00001").summary);
}

#[test]
fn a_helm_release_rolled_back_after_a_timeout_reads_why_from_the_events_of_its_removed_pod() {
    let report = explained_at(include_str!("inputs/flux-helmrelease-upgrade-timeout-rolled-back.yaml"), "2025-03-04T10:30:00Z");
    let release = find(&report, "HelmRelease", "podinfo");
    // Its conditions and the root cause do not water that down with "fix what the message names".
    assert!(release.conditions.iter().filter(|c| c.failing).all(|c| c.explanation.next.starts_with("This resource's summary")), "{:?}", release.conditions);
    assert!(report.what_to_do_at_root().is_none(), "{:?}", report.what_to_do_at_root());
    assert_explains!(release, Verdict::Degraded, [
        "pod podinfo-5c9b8f6d7-zt4kq of the failed release (not of ReplicaSet podinfo-6f8d9c7b5, which serves) never became ready: Unhealthy ×58",
        "connect: connection refused",
        "Find what changed in podinfo@6.7.1",
        "flux reconcile helmrelease podinfo -n apps --reset",
    ]);
    let event = find(&report, "Event", "podinfo-5c9b8f6d7-zt4kq.182a6e1f");
    assert!(!event.summary.contains("paste Pod") && event.summary.contains("which the rollback removed"), "{}", event.summary);
}

#[test]
fn a_flux_oci_source_whose_signature_does_not_verify_says_which_key_and_keeps_the_last_verified_artifact() {
    let report = explained_at(include_str!("inputs/flux-ocirepository-signature-not-verified.yaml"), "2025-03-04T10:30:00Z");
    let source = find(&report, "OCIRepository", "platform-manifests");
    assert_explains!(source, Verdict::Degraded, [
        "no cosign signature on it verifies with the public key in Secret cosign-pub (spec.verify.secretRef)",
        "The last verified artifact, 1.13.2@sha256:3c1b5e7a",
        "cosign verify --key cosign.pub ghcr.io/acme-corp/manifests/platform@sha256:e8f0a2c4",
        "flux reconcile source oci platform-manifests -n flux-system",
    ]);
    assert!(!condition(source, "Ready").explanation.next.contains("Read the controller's events"), "{}", condition(source, "Ready").explanation.next);
    let kustomization = find(&report, "Kustomization", "platform");
    assert!(kustomization.summary.contains("nothing newer than the revision it applied (1.13.2@sha256:3c1b5e7a"), "{}", kustomization.summary);
}

#[test]
fn a_kustomization_on_a_failed_git_source_says_what_it_applied_not_renewals_or_refreshes() {
    let report = explained_at(include_str!("inputs/flux-gitrepository-deploy-key-revoked.yaml"), "2025-03-04T10:30:00Z");
    let kustomization = find(&report, "Kustomization", "apps");
    assert!(kustomization.summary.contains("nothing newer than the revision it applied (main@sha1:4e7a1c9b"), "{}", kustomization.summary);
    assert!(!kustomization.summary.contains("a renewal, a refresh"), "{}", kustomization.summary);
}

#[test]
fn a_git_source_whose_deploy_key_is_refused_is_answered_by_its_summary_not_a_generic_fix_what_ready_names() {
    let report = explained_at(include_str!("inputs/flux-gitrepository-deploy-key-revoked.yaml"), "2025-03-04T10:30:00Z");
    let source = find(&report, "GitRepository", "flux-system");
    assert!(source.summary.contains("The Git server refused the SSH key in Secret flux-system"), "{}", source.summary);
    for condition in source.conditions.iter().filter(|c| c.failing) {
        assert!(!condition.explanation.next.contains("Fix what Ready's message names"), "{}", condition.explanation.next);
        assert!(!condition.explanation.next.contains("Check spec.url"), "{}", condition.explanation.next);
    }
    let to_do = report.what_to_do_at_root().unwrap_or_default();
    assert!(!to_do.contains("Fix what Ready's message names"), "{to_do}");
}

#[test]
fn a_helm_release_that_never_deployed_is_installed_once_its_chart_version_exists() {
    let report = explained_at(include_str!("inputs/flux-helmrelease-never-deployed-version-missing.yaml"), "2025-03-04T10:30:00Z");
    let chart = report.resources.iter().find(|r| r.kind == "HelmChart").expect("the chart");
    assert!(chart.summary.contains("--with-source fetches the chart and installs it"), "{}", chart.summary);
    assert!(!chart.summary.contains("upgrades"), "{}", chart.summary);
}

#[test]
fn a_failed_mtc_restore_names_the_plan_to_run_again_as_a_stage_migration() {
    let paste = include_str!("inputs/mtc-stage-restore-velero-restarted.yaml");
    let report = explained(paste);
    let restore = find(&report, "Restore", "app1-stage-9k2lp-x7q4m");
    assert!(restore.summary.contains("then start a new stage migration of MigPlan app1-plan (the plan MigMigration app1-stage-9k2lp ran), with spec.stage: true"), "{}", restore.summary);
    assert!(!restore.summary.contains("of the plan MigMigration"), "{}", restore.summary);
    // Velero's memory is raised in the MigrationController, not in the Deployment it owns.
    assert!(restore.summary.contains("raise that limit in the MigrationController, whose operator deploys Velero (oc edit migrationcontroller migration-controller -n openshift-migration;"), "{}", restore.summary);
    // Without the MigMigration pasted, the plan is the one it ran.
    let alone = format!("# a Restore alone\n{}", paste.split("- apiVersion: velero.io/v1").nth(1).map(|rest| format!("apiVersion: velero.io/v1{}", rest.replace("\n  ", "\n"))).unwrap_or_default());
    let report = explained(&alone);
    if let Some(restore) = report.resources.iter().find(|r| r.kind == "Restore") {
        assert!(restore.summary.contains("of the plan that MigMigration app1-stage-9k2lp ran (its spec.migPlanRef)"), "{}", restore.summary);
    }
}

#[test]
fn aso_owner_typos_on_a_subnet_and_its_vnet_read_as_one_chain_fixed_vnet_first() {
    let report = explained_at(include_str!("inputs/aso-subnet-and-vnet-owner-typos.yaml"), "2025-03-04T10:30:00Z");
    assert_eq!(report.root_cause.as_ref().map(|c| c.text.as_str()), Some("VirtualNetworksSubnet snet-app → VirtualNetwork vnet-orders-prod"));
    assert!(report.other_problems().is_empty(), "one problem, not two");
    let subnet = find(&report, "VirtualNetworksSubnet", "snet-app");
    assert_explains!(subnet, Verdict::Failed, [
        "kubectl patch virtualnetworkssubnet.network.azure.com/snet-app -n orders-infra --type merge -p '{\"spec\":{\"owner\":{\"name\":\"vnet-orders-prod\"}}}'",
        "VirtualNetwork vnet-orders-prod waits for a missing owner of its own: fix its owner first",
    ]);
    assert_explains!(find(&report, "VirtualNetwork", "vnet-orders-prod"), Verdict::Failed, ["Set spec.owner.name: rg-orders-prod on VirtualNetwork vnet-orders-prod"]);
}

#[test]
fn a_knative_service_whose_configuration_has_no_ready_revision_is_sent_to_that_revision_first() {
    let report = explained_at(include_str!("inputs/knative-image-digest-unauthorized.yaml"), "2025-03-04T10:30:00Z");
    let service = report.resources.iter().find(|r| r.kind == "Service" && r.name == "orders-api" && r.api_version.starts_with("serving.knative.dev")).expect("the Knative Service");
    let next = &condition(service, "Ready").explanation.next;
    assert!(next.starts_with("It follows from ConfigurationsReady (RevisionFailed): the newest Revision failed"), "{next}");
}

#[test]
fn heat_wait_condition_timeout_says_whose_signals_did_not_come_and_where_to_look() {
    let report = explained_at(include_str!("inputs/heat-wait-condition-timeout.json"), "2026-11-25T22:47:10Z");
    let stack = find(&report, "Stack", "gitlab-runner-fleet");
    assert_explains!(stack, Verdict::Failed, [
        "the failing resource is runner_wait_condition: WaitConditionTimeout: 0 of 3 received",
        "None of the 3 signals the wait condition expects arrived before its timeout",
        "could not reach Heat's API (https://orchestration.cloud.acme.io:8004)",
        "openstack console log show <server>",
        "openstack stack resource list gitlab-runner-fleet -n 5 --filter type=OS::Nova::Server",
        "openstack stack update --existing gitlab-runner-fleet",
    ]);
    // One of three came.
    let one_came = include_str!("inputs/heat-wait-condition-timeout.json").replace("0 of 3 received", "1 of 3 received");
    let report = explained_at(&one_came, "2026-11-25T22:47:10Z");
    assert!(find(&report, "Stack", "gitlab-runner-fleet").summary.contains("Only 1 of the 3 signals the wait condition expects arrived before its timeout"));
}

#[test]
fn crossplane_rds_major_upgrade_refused_says_which_flag_and_both_versions() {
    let report = explained_at(include_str!("inputs/crossplane-rds-major-upgrade-refused.yaml"), "2026-11-25T22:47:10Z");
    let instance = find(&report, "Instance", "orders-db");
    assert_explains!(instance, Verdict::Degraded, [
        "the cloud API refused to make the change (InvalidParameterCombination: The AllowMajorVersionUpgrade flag must be present when upgrading to a new major version)",
        "RDS moves to a new major version (14.12 → 16.4) only when asked: set spec.forProvider.allowMajorVersionUpgrade: true",
        "or set engineVersion back to a 14 version; the database keeps running 14.12 meanwhile",
    ]);
    assert!(!instance.summary.contains("(RequestID:"), "the request id is not the error: {}", instance.summary);
}

#[test]
fn knative_revision_scaling_from_zero_says_so_and_fails_nothing() {
    let report = explained_at(include_str!("inputs/knative-revision-scaling-from-zero.yaml"), "2026-11-25T22:47:10Z");
    let revision = find(&report, "Revision", "pdf-render-00006");
    assert_explains!(revision, Verdict::Ready, ["it is scaling from zero (Active is Unknown with Queued): the activator holds the requests that came until a pod is ready"]);
    assert!(report.resources.iter().all(|r| !r.verdict.is_problem()), "a start from zero is no problem");
    assert_eq!(report.totals.failed + report.totals.degraded, 0);
}

#[test]
fn crossplane_resources_still_creating_say_what_each_waits_for() {
    let report = explained_at(include_str!("inputs/crossplane-rds-creating.yaml"), "2026-11-25T22:47:10Z");
    assert!(report.resources.iter().all(|r| !r.verdict.is_problem()), "creating is no problem");
    let instance = find(&report, "Instance", "billing-db-7xk4p-9qrwm");
    assert_explains!(instance, Verdict::InProgress, ["the provider's call is still running in the cloud (AsyncOperation: Ongoing)"]);
    assert!(!instance.summary.contains("composed"), "a managed resource composes nothing: {}", instance.summary);
    assert!(condition(instance, "AsyncOperation").explanation.next.starts_with("Wait: the provider looks again"), "{}", condition(instance, "AsyncOperation").explanation.next);
    let claim = find(&report, "PostgresInstance", "billing-db");
    assert_explains!(claim, Verdict::InProgress, ["the resources it composes are still being created"]);
}
