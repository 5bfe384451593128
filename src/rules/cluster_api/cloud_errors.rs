//! What a cloud provider's error in a Cluster API condition means and what to do: the words
//! that give it away, as data. Infrastructure providers (CAPA, CAPZ, CAPG, CAPV) copy the
//! cloud API's answer into the condition's message; the common ones each call for one thing.

/// One kind of cloud error: words of its message (any one, as written) and what to say.
struct CloudError {
    needles: &'static [&'static str],
    /// What it means and what to do; `{type}` is the instance type the message names, `{zone}`
    /// its zone (or "that zone").
    says: &'static str,
}

const CLOUD_ERRORS: &[CloudError] = &[
    CloudError {
        needles: &["InsufficientInstanceCapacity", "ZonalResourcePoolExhausted", "ZONE_RESOURCE_POOL_EXHAUSTED", "SkuNotAvailable", "AllocationFailed"],
        says: "The cloud has no {type} capacity in {zone} right now: the provider retries, and it may pass. To get machines sooner, use another instance type in the machine template, or spread the MachineDeployment over subnets in other zones.",
    },
    CloudError {
        needles: &["VcpuLimitExceeded", "InstanceLimitExceeded", "QuotaExceeded", "QUOTA_EXCEEDED", "exceeding approved", "quota exceeded"],
        says: "The cloud account's quota is used up for this (vCPUs of an instance family, instances, IPs): ask for a higher quota (AWS Service Quotas, Azure or Google Cloud quotas), free what is not needed, or use a smaller instance type.",
    },
    CloudError {
        needles: &["UnauthorizedOperation", "AccessDenied", "AuthorizationFailed", "PERMISSION_DENIED", "is not authorized to perform"],
        says: "The provider's cloud identity may not do this (the message names the action): give its role or service principal that permission; the controller retries by itself.",
    },
    CloudError {
        needles: &["InvalidAMIID", "ImageNotFound", "image not found"],
        says: "The machine image the template names does not exist in this region or account: fix the image (AMI) ID in the machine template, or copy the image to this region.",
    },
];

/// What the cloud error in `message` calls for, with the instance type and zone it names;
/// `None` when it is none of the known ones.
pub fn advice(message: &str) -> Option<String> {
    let error = CLOUD_ERRORS.iter().find(|error| error.needles.iter().any(|needle| message.contains(needle)))?;
    let named = |before: &str, after: &str| {
        let (_, rest) = message.split_once(before)?;
        let (value, _) = rest.split_once(after)?;
        (!value.is_empty() && !value.contains(' ') && value.len() < 40).then_some(value)
    };
    let instance_type = named("sufficient ", " capacity").map_or_else(|| "instance".to_owned(), str::to_owned);
    let zone = named("Availability Zone you requested (", ")").map_or_else(|| "that zone".to_owned(), |zone| format!("zone {zone}"));
    Some(error.says.replace("{type}", &instance_type).replace("{zone}", &zone))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn capacity_quota_and_permission_errors_are_told_apart() {
        let capacity = advice("failed to run instance: InsufficientInstanceCapacity: We currently do not have sufficient m6i.2xlarge capacity in the Availability Zone you requested (eu-west-1a).");
        assert_eq!(capacity.as_deref().map(|a| a.starts_with("The cloud has no m6i.2xlarge capacity in zone eu-west-1a right now")), Some(true), "{capacity:?}");
        assert!(advice("VcpuLimitExceeded: You have requested more vCPU capacity than your current vCPU limit").is_some_and(|a| a.contains("quota is used up")));
        assert!(advice("UnauthorizedOperation: You are not authorized to perform this operation.").is_some_and(|a| a.contains("may not do this")));
        assert_eq!(advice("context deadline exceeded"), None);
    }
}
