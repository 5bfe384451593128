//! Rules for the Apache Solr operator (`solr.apache.org`): SolrClouds.

pub mod cloud;
