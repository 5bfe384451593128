//! Rules for Google Config Connector (`*.cnrm.cloud.google.com`): the operator's own
//! ConfigConnector / ConfigConnectorContext and every Google Cloud resource kind.

pub mod resource;
