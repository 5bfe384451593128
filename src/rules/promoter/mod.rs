//! Rules for GitOps Promoter (`promoter.argoproj.io`): every kind reports `Ready`; a
//! ChangeTransferPolicy also tells which dry commit is active and which is proposed, and the
//! commit-status gates report a phase per environment branch.

pub mod promotion;
