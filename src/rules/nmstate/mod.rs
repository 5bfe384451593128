//! Rules for kubernetes-nmstate (`nmstate.io`): NodeNetworkConfigurationPolicy and its
//! per-node NodeNetworkConfigurationEnactments.

pub mod policy;
