//! Limits on what one input may cost, and the sentences that say which one was reached.
//!
//! [`read`](super::read) applies [`Limits::DEFAULT`]; the page and the CLI both go through it,
//! so they refuse the same things with the same words. The defaults let a real
//! `kubectl get -A -o yaml` of a large cluster (tens of MB, one `List` document) through and
//! still bound YAML alias bombs, pathological nesting and huge single values.

/// How much one input may hold. Every limit is reported by name, number and what to do.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Bytes of text per input. Text past it is not read (cut at a document or line boundary).
    pub max_input_bytes: usize,
    /// Documents (`---` separated, or JSON values one after another) per input.
    pub max_documents: usize,
    /// Nesting of mappings and sequences inside one document. Real objects stay well under
    /// it (a CRD's schema is among the deepest, at about 30–40); the parsers recurse per level,
    /// and the page's wasm stack is small.
    pub max_depth: usize,
    /// Alias uses (`*name`) in one YAML document.
    pub max_aliases: usize,
    /// Nodes that aliases may expand into in one YAML document (bounds "billion laughs").
    pub max_alias_expansion: usize,
    /// Bytes of one string value; longer ones are shortened with a warning.
    pub max_scalar_bytes: usize,
}

impl Limits {
    /// The limits the page and the CLI use.
    pub const DEFAULT: Limits = Limits {
        max_input_bytes: 64 * 1024 * 1024,
        max_documents: 10_000,
        max_depth: 64,
        max_aliases: 10_000,
        max_alias_expansion: 200_000,
        max_scalar_bytes: 1024 * 1024,
    };
}

impl Default for Limits {
    fn default() -> Self {
        Limits::DEFAULT
    }
}

/// Bytes in a person's unit: `712 bytes`, `3.4 KB`, `70.1 MB` (powers of 1024).
pub(crate) fn size(bytes: usize) -> String {
    const KB: u64 = 1024;
    let bytes = bytes as u64;
    if bytes < KB {
        format!("{bytes} bytes")
    } else if bytes < KB * KB {
        format!("{} KB", crate::model::quantity::one_decimal(bytes, KB))
    } else {
        format!("{} MB", crate::model::quantity::one_decimal(bytes, KB * KB))
    }
}

/// What to do when an input is too big: the same advice everywhere.
pub(crate) const PASTE_FEWER: &str =
    "paste fewer resources (one namespace with `-n NAME`, or one kind, instead of `-A`)";

/// Where to cut a text that is longer than `max` bytes: at the start of the last `---` line
/// before the limit, else after the last line break, else at a character boundary. Never 0
/// unless the limit is 0.
pub(crate) fn cut_point(text: &str, max: usize) -> usize {
    if text.len() <= max {
        return text.len();
    }
    let mut end = max;
    while end > 0 && !text.is_char_boundary(end) {
        end -= 1;
    }
    let head = text.get(..end).unwrap_or("");
    if let Some(marker) = head.rfind("\n---").filter(|&at| at > 0) {
        return marker + 1;
    }
    match head.rfind('\n') {
        Some(at) if at > 0 => at + 1,
        _ => end,
    }
}

/// 1-based line of a byte offset.
pub(crate) fn line_at(text: &str, offset: usize) -> usize {
    text.as_bytes().iter().take(offset).filter(|&&b| b == b'\n').count() + 1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_read_like_a_person_writes_them() {
        assert_eq!(size(712), "712 bytes");
        assert_eq!(size(3 * 1024 + 400), "3.4 KB");
        assert_eq!(size(64 * 1024 * 1024), "64.0 MB");
    }

    #[test]
    fn cuts_fall_on_document_then_line_boundaries() {
        let text = "kind: A\n---\nkind: B\nname: x\n";
        assert_eq!(cut_point(text, 100), text.len());
        assert_eq!(cut_point(text, 22), 8);
        assert_eq!(cut_point("abc\ndef", 5), 4);
        assert_eq!(cut_point("ééé", 3), 2);
    }
}
