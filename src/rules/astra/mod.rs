//! Rules for NetApp Astra Control and Trident protect (`astra.netapp.io`): backups, snapshots,
//! restores and the other run-to-completion kinds that report `status.state`.

pub mod run;
