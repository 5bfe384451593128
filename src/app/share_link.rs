//! Share links: the input, deflated and base64url-encoded, in the URL fragment (`#input=…`),
//! and the time its ages were counted to (`&at=<seconds since 1970>`), so that whoever opens
//! the link later reads the same "for 14 min". Browsers never send the fragment to a server,
//! so the link carries the paste to whoever opens it without any server seeing it.

/// The fragment key.
pub const KEY: &str = "input=";

/// The largest text a link may decode to, so a crafted link cannot exhaust memory.
const MAX_DECODED: usize = 64 * 1024 * 1024;

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// `input=<deflated, base64url>` for a text.
pub fn encode(text: &str) -> String {
    let packed = miniz_oxide::deflate::compress_to_vec(text.as_bytes(), 9);
    let mut out = String::with_capacity(KEY.len() + packed.len() * 4 / 3 + 4);
    out.push_str(KEY);
    for chunk in packed.chunks(3) {
        let bytes = [chunk.first().copied().unwrap_or(0), chunk.get(1).copied().unwrap_or(0), chunk.get(2).copied().unwrap_or(0)];
        let group = (u32::from(bytes[0]) << 16) | (u32::from(bytes[1]) << 8) | u32::from(bytes[2]);
        let digits = chunk.len() + 1;
        for position in 0..digits {
            let index = (group >> (18 - 6 * position)) & 63;
            out.push(char::from(ALPHABET[index as usize]));
        }
    }
    out
}

/// The key of the time a link's ages were counted to.
const AT_KEY: &str = "&at=";

/// `input=<…>&at=<seconds>`: [`encode`] with the time ages were counted to, when known.
pub fn encode_at(text: &str, at: Option<crate::Timestamp>) -> String {
    let mut link = encode(text);
    if let Some(at) = at {
        link.push_str(&format!("{AT_KEY}{}", at.0));
    }
    link
}

/// The last second of the year 9999: later (or before 1970) is no time a link was made at.
const LATEST: i64 = 253_402_300_799;

/// The time a fragment says its ages were counted to, if it says one that could be.
pub fn time_of(fragment: &str) -> Option<crate::Timestamp> {
    let (_, at) = fragment.split_once(AT_KEY)?;
    at.parse().ok().filter(|seconds| (0..=LATEST).contains(seconds)).map(crate::Timestamp)
}

thread_local! {
    /// The text a share link opened the page with (as a hash) and the time its ages were
    /// counted to.
    static OPENED: std::cell::Cell<Option<(u64, crate::Timestamp)>> = const { std::cell::Cell::new(None) };
}

/// Remembers that the page opened `text` from a link made at `at`.
pub fn remember_opened(text: &str, at: crate::Timestamp) {
    OPENED.with(|opened| opened.set(Some((hash_of(text), at))));
}

/// The time the link that opened the page counted its ages to, while `text` is still that
/// link's text unchanged (while it is edited, the page keeps that time: `ages_counted_to`).
pub fn opened_at(text: &str) -> Option<crate::Timestamp> {
    let (hash, at) = OPENED.with(std::cell::Cell::get)?;
    (hash_of(text) == hash).then_some(at)
}

fn hash_of(text: &str) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    text.hash(&mut hasher);
    hasher.finish()
}

/// The text a fragment (with or without the leading `#`) carries, if it is a share link.
pub fn decode(fragment: &str) -> Option<String> {
    let data = fragment.trim_start_matches('#').strip_prefix(KEY)?;
    let data = data.split_once('&').map_or(data, |(data, _)| data);
    let mut packed = Vec::with_capacity(data.len() * 3 / 4);
    let mut group = 0u32;
    let mut bits = 0;
    for byte in data.bytes() {
        let value = ALPHABET.iter().position(|&c| c == byte)? as u32;
        group = (group << 6) | value;
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            packed.push((group >> bits) as u8);
            group &= (1 << bits) - 1;
        }
    }
    let bytes = miniz_oxide::inflate::decompress_to_vec_with_limit(&packed, MAX_DECODED).ok()?;
    String::from_utf8(bytes).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        for text in ["", "a", "ab", "abc", "kind: Pod\nmetadata: {name: é😀}\n", crate::app::CRASHLOOP_EXAMPLE] {
            let fragment = encode(text);
            assert!(fragment.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_' || b == b'='), "{fragment}");
            assert_eq!(decode(&format!("#{fragment}")).as_deref(), Some(text));
        }
    }

    #[test]
    fn compresses_real_input() {
        assert!(encode(crate::app::CRASHLOOP_EXAMPLE).len() < crate::app::CRASHLOOP_EXAMPLE.len() / 2);
    }

    #[test]
    fn a_link_keeps_the_time_its_ages_were_counted_to() {
        let at = crate::Timestamp::parse("2025-03-04T10:30:00Z");
        let fragment = format!("#{}", encode_at("kind: Pod\n", at));
        assert_eq!(decode(&fragment).as_deref(), Some("kind: Pod\n"));
        assert_eq!(time_of(&fragment), at);
        // A time no link was made at is ignored.
        assert_eq!(time_of("#input=AA&at=-937000000000"), None);
        assert_eq!(time_of("#input=AA&at=99999999999999"), None);
        // Older links have no time: the reader's clock counts.
        assert_eq!(time_of(&format!("#{}", encode("kind: Pod\n"))), None);
        // Opened from the link, the same text keeps that time; an edited one does not.
        if let Some(at) = at {
            remember_opened("kind: Pod\n", at);
            assert_eq!(opened_at("kind: Pod\n"), Some(at));
            assert_eq!(opened_at("kind: Pod\n# edited\n"), None);
        }
    }

    #[test]
    fn garbage_is_not_a_link() {
        assert_eq!(decode("#other=1"), None);
        assert_eq!(decode("#input=***"), None);
        assert_eq!(decode("#input=AAAA"), None);
    }
}
