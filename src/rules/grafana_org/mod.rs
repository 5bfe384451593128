//! Rules for Kubitus's grafana-org-operator (`grafana-org-operator.kubitus-project.gitlab.io`):
//! Grafana instances it connects to and the organizations it manages in them.

pub mod resource;
