//! Rules for the Keycloak operator (`k8s.keycloak.org`): Keycloak and KeycloakRealmImport.

pub mod keycloak;
