//! Rules for OpenKruise Game (`game.kruise.io`): GameServerSets and their GameServers.

pub mod game_server;
pub mod game_server_set;
