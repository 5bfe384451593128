//! Rules for Rook Ceph (`ceph.rook.io`): CephCluster and the other Ceph kinds (pools,
//! filesystems, object stores, …) that report `status.phase`.

pub mod ceph;
