//! kubectl's human output pasted instead of YAML: the table of `kubectl get` (`NAME  READY
//! STATUS …`) and the report of `kubectl describe` (`Name:  …`, `Events:`). Neither holds the
//! status conditions the explanation needs, and YAML reads them as a line of text or fails on
//! their indentation; this says what they are and which command gives the YAML instead.

/// Columns of `kubectl get` tables that name the kind listed, most telling first (whole column
/// names: a DaemonSet's columns hold a Deployment's and more).
const TABLE_KINDS: &[(&[&str], &str)] = &[
    (&["NODE SELECTOR"], "daemonsets"),
    (&["READY", "STATUS", "RESTARTS"], "pods"),
    (&["UP-TO-DATE", "AVAILABLE"], "deployments"),
    (&["DESIRED", "CURRENT", "READY"], "replicasets"),
    (&["TYPE", "CLUSTER-IP"], "services"),
    (&["COMPLETIONS"], "jobs"),
    (&["SCHEDULE", "SUSPEND"], "cronjobs"),
    (&["STATUS", "VOLUME", "CAPACITY"], "pvc"),
    (&["STATUS", "ROLES", "VERSION"], "nodes"),
];

/// What a document is, when it is kubectl's table or describe output: the sentence after
/// "document N …", saying which command to paste instead. `None` for anything else.
pub(super) fn recognised(text: &str) -> Option<String> {
    table(text).or_else(|| described(text))
}

/// `kubectl get`'s table: a header line of upper-case column names starting with `NAME` (or
/// `NAMESPACE  NAME` for `-A`) and two or more spaces between columns.
fn table(text: &str) -> Option<String> {
    let header = text.trim_start().lines().next()?.trim_end();
    let all_namespaces = header.starts_with("NAMESPACE ");
    let named = header.starts_with("NAME ") || (all_namespaces && header.contains(" NAME "));
    let upper = header.chars().all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || matches!(c, ' ' | '-' | '(' | ')' | '/' | '_' | '.'));
    if !named || !upper || !header.contains("  ") {
        return None;
    }
    // The header's column names: words parted by two or more spaces (`NODE SELECTOR` is one).
    let columns: Vec<&str> = header.split("  ").map(str::trim).filter(|column| !column.is_empty()).collect();
    let kind = TABLE_KINDS.iter().find(|(wanted, _)| wanted.iter().all(|column| columns.contains(column))).map_or("<kind>", |(_, kind)| kind);
    let scope = if all_namespaces { " -A" } else { "" };
    Some(format!(
        "is kubectl's table output ({}), which leaves out the status conditions this explanation reads: paste the YAML instead, kubectl get {kind}{scope} -o yaml (with the names or -n you used)",
        header.split_whitespace().take(4).collect::<Vec<_>>().join(" ") + " …"
    ))
}

/// `kubectl describe`'s report: `Name:` on its first line and, unindented further down, one
/// of the sections every description has.
fn described(text: &str) -> Option<String> {
    let mut lines = text.trim_start().lines();
    let name = lines.next()?.strip_prefix("Name:")?.trim();
    let rest: Vec<&str> = lines.collect();
    let section = |title: &str| rest.iter().any(|line| line.starts_with(title));
    if !(section("Events:") || section("Conditions:") || section("Labels:")) || name.is_empty() || name.contains(' ') {
        return None;
    }
    let namespace = rest
        .iter()
        .find_map(|line| line.strip_prefix("Namespace:"))
        .map(str::trim)
        .filter(|namespace| !namespace.is_empty() && !namespace.contains(' '))
        .map(|namespace| format!(" -n {namespace}"))
        .unwrap_or_default();
    // A custom resource's description says its kind; a pod's lists its node and containers; a
    // Deployment's, its strategy.
    let kind_line = rest.iter().find_map(|line| line.strip_prefix("Kind:")).map(str::trim).filter(|kind| !kind.is_empty() && !kind.contains(' '));
    let kind = if let Some(kind) = kind_line {
        kind
    } else if section("Containers:") && section("Node:") {
        "pod"
    } else if section("StrategyType:") {
        "deployment"
    } else if section("Controlled By:") && section("Pods Status:") {
        "replicaset"
    } else {
        "<kind>"
    };
    Some(format!(
        "is kubectl describe output, which this explanation cannot read: paste the YAML instead, kubectl get {} {name}{namespace} -o yaml (its events: kubectl get events{namespace} --field-selector involvedObject.name={name} -o yaml)",
        kind.to_ascii_lowercase()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_names_the_command_for_its_yaml() {
        let pods = recognised("NAME                   READY   STATUS             RESTARTS      AGE\nweb-7d9f8c6b5-x2kqp    0/1     CrashLoopBackOff   5 (2m ago)    8m\n").expect("a table");
        assert!(pods.contains("kubectl get pods -o yaml"), "{pods}");
        let all = recognised("NAMESPACE   NAME    READY   UP-TO-DATE   AVAILABLE   AGE\nshop        web     0/3     3            0           9m\n").expect("a table");
        assert!(all.contains("kubectl get deployments -A -o yaml"), "{all}");
    }

    #[test]
    fn a_description_names_the_object_to_get() {
        let pod = "Name:             web-7d9f8c6b5-x2kqp\nNamespace:        shop\nNode:             worker-2/10.0.0.12\nStatus:           Running\nContainers:\n  app:\n    State:          Waiting\n      Reason:       CrashLoopBackOff\nEvents:\n  Type     Reason   Age   From     Message\n  ----     ------   ----  ----     -------\n  Warning  BackOff  2m    kubelet  Back-off restarting failed container\n";
        let said = recognised(pod).expect("a description");
        assert!(said.contains("kubectl get pod web-7d9f8c6b5-x2kqp -n shop -o yaml"), "{said}");
        assert!(said.contains("kubectl get events -n shop --field-selector involvedObject.name=web-7d9f8c6b5-x2kqp -o yaml"), "{said}");
    }

    #[test]
    fn columns_are_matched_whole() {
        let daemons = recognised("NAME            DESIRED   CURRENT   READY   UP-TO-DATE   AVAILABLE   NODE SELECTOR            AGE\nnode-exporter   5         5         5       5            5           kubernetes.io/os=linux   9d\n").expect("a table");
        assert!(daemons.contains("kubectl get daemonsets -o yaml"), "{daemons}");
        let volumes = recognised("NAME     CAPACITY   ACCESS MODES   RECLAIM POLICY   STATUS   CLAIM        STORAGECLASS   VOLUMEATTRIBUTESCLASS   REASON   AGE\npv-1     10Gi       RWO            Delete           Bound    shop/data    gp3            <unset>                          9d\n").expect("a table");
        assert!(volumes.contains("kubectl get <kind> -o yaml"), "{volumes}");
        let custom = recognised("Name:         web\nNamespace:    shop\nKind:         Certificate\nStatus:\n  Conditions:\nEvents:       <none>\n").expect("a description");
        assert!(custom.contains("kubectl get certificate web -n shop -o yaml"), "{custom}");
    }

    #[test]
    fn yaml_and_prose_are_not_kubectl_output() {
        for text in ["apiVersion: v1\nkind: Pod\n", "Name: web\n", "NAME is what it is called\n", "hello world", "NAME\n"] {
            assert_eq!(recognised(text), None, "{text}");
        }
    }
}
