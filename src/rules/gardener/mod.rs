//! Rules for Gardener (`core.gardener.cloud`): Shoots, and the other kinds that report a
//! `lastOperation` or Gardener-style conditions (Seeds, BackupBuckets, BackupEntries).

pub mod shoot;
