//! Azure Service Operator v2 (`*.azure.com`): ASO's own reasons and the common ARM error codes
//! it puts in `reason`. Severity decides who acts: Warning = ASO retries, Error = change the spec.

use super::{ReasonEntry, Table};

/// ASO reasons and ARM error codes.
pub(super) const REASONS: &[ReasonEntry] = &[
    ReasonEntry { reason: "Reconciling", what: "The operator is creating or updating the resource in Azure (a request is in flight or a long-running operation is being polled).", next: "Wait; long operations (clusters, databases) take many minutes." },
    ReasonEntry { reason: "Deleting", what: "The operator is deleting the resource in Azure.", next: "Wait; if it hangs, look for locks or dependent resources in Azure." },
    ReasonEntry { reason: "WaitingForOwner", what: "The owner named in spec.owner (usually a ResourceGroup) does not exist in the cluster yet, so nothing is sent to Azure.", next: "Create the owner resource named in the message (or set spec.owner.armId to an existing Azure resource): kubectl get resourcegroups.resources.azure.com{ns}." },
    ReasonEntry { reason: "ReferenceNotFound", what: "A resource this one refers to (by name or ARM ID) does not exist yet.", next: "Create the referenced resource named in the message, or fix the reference in the spec of {kind} {name}." },
    ReasonEntry { reason: "SecretNotFound", what: "A Secret (or a key in it) the spec refers to does not exist.", next: "Create the Secret and key named in the message in the same namespace: kubectl get secrets{ns}." },
    ReasonEntry { reason: "ConfigMapNotFound", what: "A ConfigMap (or a key in it) the spec refers to does not exist.", next: "Create the ConfigMap and key named in the message: kubectl get configmaps{ns}." },
    ReasonEntry { reason: "AzureResourceNotFound", what: "The resource disappeared from Azure right after it was created or updated.", next: "Check in the Azure portal whether something deletes it (a policy, another tool); ASO recreates it on its next reconcile." },
    ReasonEntry { reason: "ReconciliationBlocked", what: "A pre-reconcile or pre-delete check of this kind refused to proceed; the message says why.", next: "Wait for the condition the message names (e.g. the account leaving a deleting state)." },
    ReasonEntry { reason: "SubscriptionMismatch", what: "The owner and the credential used by ASO point at different subscriptions.", next: "Use a credential (serviceoperator.azure.com/credential-from annotation) for the owner's subscription." },
    ReasonEntry { reason: "FailedWritingAdditionalKubernetesObjects", what: "The resource is fine in Azure, but ASO could not write the Secrets or ConfigMaps listed in spec.operatorSpec.", next: "Check that the Secret/ConfigMap names in spec.operatorSpec are not owned by something else." },
    ReasonEntry { reason: "ReconciliationFailedPermanently", what: "ASO gave up on this resource.", next: "Read the message, change the spec, and apply again." },
    ReasonEntry { reason: "UnknownError", what: "Azure returned an error ASO could not read.", next: "Read the ASO controller logs: kubectl logs -n azureserviceoperator-system deploy/azureserviceoperator-controller-manager." },
    ReasonEntry { reason: "Conflict", what: "Azure refused the request because of a conflicting state (another operation in progress, a name taken, or a change not allowed now).", next: "Read the message; if another operation is running, wait; if a name is taken, change spec.azureName of {kind} {name}." },
    ReasonEntry { reason: "BadRequest", what: "Azure rejected the request as invalid; the message names the field.", next: "Fix the field the message names in the spec of {kind} {name} and apply again." },
    ReasonEntry { reason: "InvalidParameter", what: "A parameter of the request has a value Azure does not accept.", next: "Fix the parameter named in the message in the spec of {kind} {name}." },
    ReasonEntry { reason: "AuthorizationFailed", what: "The identity ASO uses has no permission for this operation.", next: "Grant the ASO identity a role on the scope in the message (for example Contributor on the resource group), then wait for ASO to retry." },
    ReasonEntry { reason: "ResourceGroupNotFound", what: "The resource group does not exist in Azure.", next: "Create the resource group (a ResourceGroup resource, or in Azure), or fix spec.owner." },
    ReasonEntry { reason: "SubscriptionNotRegistered", what: "The subscription is not registered for the resource provider this kind needs.", next: "Register it: az provider register --namespace <Microsoft.X> (the message names it)." },
    ReasonEntry { reason: "MissingSubscriptionRegistration", what: "The subscription is not registered for the resource provider this kind needs.", next: "Register it: az provider register --namespace <Microsoft.X> (the message names it)." },
    ReasonEntry { reason: "SkuNotAvailable", what: "The SKU (size or tier) asked for is not offered in that region for this subscription.", next: "Pick another SKU or region: az vm list-skus --location <region> (or the service's SKU list), then change the spec." },
    ReasonEntry { reason: "RequestDisallowedByPolicy", what: "An Azure Policy assignment forbids the request.", next: "Read the policy named in the message; change the spec to comply or ask for an exemption." },
    ReasonEntry { reason: "ResourceQuotaExceeded", what: "The subscription's quota for this resource type or size is used up.", next: "Request a quota increase or free capacity; ASO retries." },
    ReasonEntry { reason: "InvalidResourceReference", what: "A resource ID in the request points at something that does not exist.", next: "Fix the reference in the spec, or create the referenced resource." },
    ReasonEntry { reason: "ScopeLocked", what: "A resource lock forbids changing this resource or its scope.", next: "Remove or change the lock on the scope in the message (az lock list)." },
    ReasonEntry { reason: "AnotherOperationInProgress", what: "Azure is still running another operation on this resource.", next: "Wait; ASO retries." },
    ReasonEntry { reason: "ParentResourceNotFound", what: "The parent resource in Azure does not exist (yet).", next: "Create the parent (the owner) first; ASO retries." },
    ReasonEntry { reason: "PropertyChangeNotAllowed", what: "The spec changes a property Azure does not allow to change after creation.", next: "Revert that property, or create a new resource with the new value." },
    ReasonEntry { reason: "MethodNotAllowed", what: "Azure does not allow this operation on this resource (often an update of a read-only resource).", next: "Read the message; revert the change that triggered it." },
];

/// This file as one system of the catalog.
pub(super) const TABLE: Table = Table {
    slug: "azure",
    system: "Azure Service Operator",
    covers: "ASO v2 resources (*.azure.com): the operator's reasons and Azure Resource Manager error codes",
    reasons: REASONS,
    types: &[],
    categorised: &[],
};
