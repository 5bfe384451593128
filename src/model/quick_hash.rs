//! The hash maps of explaining: keyed by names, kinds, uids and indices of one paste.
//!
//! Rust's standard maps hash with SipHash, which defends a server against keys chosen to
//! collide. Nothing here serves anyone but the person who pasted the text, so the maps use a
//! cheaper hash instead: eight bytes at a time, multiplied and rotated. (SipHash was about 3 %
//! of explaining a large paste, most of it for the graph's maps of names and uids.)

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// A hash map with [`QuickHasher`].
pub type QuickMap<K, V> = HashMap<K, V, BuildHasherDefault<QuickHasher>>;

/// A hash set with [`QuickHasher`].
pub type QuickSet<K> = HashSet<K, BuildHasherDefault<QuickHasher>>;

/// A map with room for `capacity` entries.
pub fn quick_map_with_capacity<K, V>(capacity: usize) -> QuickMap<K, V> {
    QuickMap::with_capacity_and_hasher(capacity, BuildHasherDefault::default())
}

/// Eight bytes at a time: each word is mixed in by a multiplication and a rotation, so that
/// both the low bits (the bucket) and the high bits (the map's tag byte) depend on all of it.
#[derive(Default, Clone, Copy)]
pub struct QuickHasher(u64);

const MULTIPLIER: u64 = 0x9e37_79b9_7f4a_7c15;

impl QuickHasher {
    #[inline]
    fn mix(&mut self, word: u64) {
        self.0 = (self.0 ^ word).wrapping_mul(MULTIPLIER).rotate_left(29);
    }
}

impl Hasher for QuickHasher {
    fn write(&mut self, bytes: &[u8]) {
        // (Whole words without a copy each: at the page's opt-level a copy is a call.)
        let (words, rest) = bytes.as_chunks::<8>();
        for word in words {
            self.mix(u64::from_le_bytes(*word));
        }
        if !rest.is_empty() {
            let mut last = 0u64;
            for (at, byte) in rest.iter().enumerate() {
                last |= u64::from(*byte) << (8 * at);
            }
            // The length too, so that "a" and "a\0" differ.
            self.mix(last ^ ((rest.len() as u64) << 59));
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.mix(u64::from(n));
    }

    fn write_u32(&mut self, n: u32) {
        self.mix(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.mix(n);
    }

    fn write_usize(&mut self, n: usize) {
        self.mix(n as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::{BuildHasher, Hash};

    fn hash(value: impl Hash) -> u64 {
        BuildHasherDefault::<QuickHasher>::default().hash_one(value)
    }

    #[test]
    fn different_keys_hash_differently() {
        assert_ne!(hash("a"), hash("a\0"));
        assert_ne!(hash("web"), hash("weB"));
        assert_ne!(hash(("Pod", Some("default"), "web")), hash(("Pod", None::<&str>, "web")));
        assert_ne!(hash(("Pod", "ab")), hash(("Poda", "b")));
        assert_ne!(hash(1usize), hash(2usize));
        assert_eq!(hash("a-long-name-of-a-pod-0123456789"), hash(String::from("a-long-name-of-a-pod-0123456789")));
    }

    #[test]
    fn a_map_finds_what_it_holds() {
        let mut map: QuickMap<String, usize> = quick_map_with_capacity(4);
        for n in 0..1000 {
            map.insert(format!("pod-{n}"), n);
        }
        assert!((0..1000).all(|n| map.get(&format!("pod-{n}")) == Some(&n)));
        assert_eq!(map.get("pod-1000"), None);
    }
}
