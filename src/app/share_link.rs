//! Share links: the input, deflated and base64url-encoded, in the URL fragment (`#input=…`).
//! Browsers never send the fragment to a server, so the link carries the paste to whoever opens
//! it without any server seeing it.

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

/// The text a fragment (with or without the leading `#`) carries, if it is a share link.
pub fn decode(fragment: &str) -> Option<String> {
    let data = fragment.trim_start_matches('#').strip_prefix(KEY)?;
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
    fn garbage_is_not_a_link() {
        assert_eq!(decode("#other=1"), None);
        assert_eq!(decode("#input=***"), None);
        assert_eq!(decode("#input=AAAA"), None);
    }
}
