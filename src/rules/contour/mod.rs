//! Rules for Contour (`projectcontour.io`): HTTPProxies and ExtensionServices.

pub mod proxy;
