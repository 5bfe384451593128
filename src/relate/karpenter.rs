//! Karpenter: a NodePool (and each NodeClaim) depends on the NodeClass its template names
//! (`spec.template.spec.nodeClassRef`, or a NodeClaim's `spec.nodeClassRef`): a NodeClass
//! that is not ready (no subnets, no security groups, no AMI found) is why no node launches.

use super::depends::reference;
use crate::model::Resource;

/// The NodeClass named by a NodePool's template or a NodeClaim.
pub fn node_class(object: &Resource, resources: &[Resource]) -> Vec<usize> {
    let named = object.get(&["spec", "template", "spec", "nodeClassRef"]).or_else(|| object.get(&["spec", "nodeClassRef"]));
    reference(resources, object, named, "EC2NodeClass").into_iter().collect()
}
