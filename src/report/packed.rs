//! A report packed for the trip from the page's worker to the page: the fields in a fixed
//! order, numbers as variable-length integers, and every longer text sent once. A report's
//! JSON repeats the same sentences thousands of times (the meaning of `Ready` for each pod, the
//! same explanation for each healthy container): for 10,000 resources it is 13 MB, of which
//! about 0.5 MB are different texts. Packed, it is a fraction of that, written and read back
//! in a fraction of the time, with no field names to match.
//!
//! The form is private to the page (both ends are this module, in the same build); the public
//! form of a report is its JSON ([`super::json`]). Pieces are packed and unpacked in order with
//! one [`Packer`] and one [`Unpacker`], which remember the texts already sent.
//!
//! - a count or length: LEB128 (seven bits a byte, lowest first); a signed number: zigzag, then
//!   LEB128; `true` / `false`: one byte;
//! - a text: a header `n << 1` and `n` bytes of UTF-8, or `i << 1 | 1` for the `i`-th text of
//!   at least [`SHARED_FROM`] bytes sent before (each end numbers them as they pass);
//! - an absent value: `0`, a present one: `1` and the value; a list: its length and items;
//! - a verdict or severity: its place in its enum.

use std::borrow::Cow;
use crate::model::quick_hash::QuickMap;

use super::{ConditionReport, ContainerReport, EventReport, Explanation, Link, Related, Report, ResourceReport, RootCause, Termination, Totals, Verdict};
use crate::model::resource::Origin;
use crate::read::{Diagnostic, Severity};

/// Texts this long or longer are sent once and referred to after.
pub const SHARED_FROM: usize = 12;

/// Why a piece could not be unpacked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Broken(pub &'static str);

/// Packs pieces of one report, remembering the texts sent in earlier pieces.
#[derive(Default)]
pub struct Packer<'r> {
    bytes: Vec<u8>,
    sent: QuickMap<&'r str, u32>,
}

impl<'r> Packer<'r> {
    /// Packs the report without its resources (they follow in pieces of their own).
    pub fn head(&mut self, report: &'r Report) -> &[u8] {
        self.bytes.clear();
        let Report { totals, root_cause, resources: _, diagnostics, knowledge_version, ages_as_of } = report;
        totals.pack(self);
        root_cause.pack(self);
        diagnostics.pack(self);
        knowledge_version.pack(self);
        ages_as_of.pack(self);
        &self.bytes
    }

    /// Packs a batch of resources.
    pub fn resources(&mut self, resources: &'r [ResourceReport]) -> &[u8] {
        self.bytes.clear();
        self.count(resources.len() as u64);
        resources.iter().for_each(|resource| resource.pack(self));
        &self.bytes
    }

    /// A number as LEB128: 64 bits on every target (the page's `usize` has 32).
    fn count(&mut self, mut n: u64) {
        loop {
            let low = (n & 0x7f) as u8;
            n >>= 7;
            if n == 0 {
                self.bytes.push(low);
                return;
            }
            self.bytes.push(low | 0x80);
        }
    }

    fn text(&mut self, text: &'r str) {
        if text.len() >= SHARED_FROM {
            if let Some(&at) = self.sent.get(text) {
                self.count(u64::from(at) << 1 | 1);
                return;
            }
            let next = self.sent.len() as u32;
            self.sent.insert(text, next);
        }
        self.count((text.len() as u64) << 1);
        self.bytes.extend_from_slice(text.as_bytes());
    }
}

/// Unpacks the pieces of one report, in the order they were packed.
#[derive(Debug, Default)]
pub struct Unpacker {
    shared: Vec<Box<str>>,
}

impl Unpacker {
    /// The report without its resources, from the first piece.
    pub fn head(&mut self, piece: &[u8]) -> Result<Report, Broken> {
        let mut input = Input { bytes: piece, at: 0, shared: &mut self.shared };
        let report = Report {
            totals: Totals::unpack(&mut input)?,
            root_cause: Option::unpack(&mut input)?,
            resources: Vec::new(),
            diagnostics: Vec::unpack(&mut input)?,
            knowledge_version: String::unpack(&mut input)?,
            ages_as_of: Option::unpack(&mut input)?,
        };
        input.end()?;
        Ok(report)
    }

    /// A batch of resources, from a later piece.
    pub fn resources(&mut self, piece: &[u8]) -> Result<Vec<ResourceReport>, Broken> {
        let mut input = Input { bytes: piece, at: 0, shared: &mut self.shared };
        let resources = Vec::unpack(&mut input)?;
        input.end()?;
        Ok(resources)
    }
}

/// One piece being unpacked.
struct Input<'p, 's> {
    bytes: &'p [u8],
    at: usize,
    shared: &'s mut Vec<Box<str>>,
}

impl Input<'_, '_> {
    fn byte(&mut self) -> Result<u8, Broken> {
        let byte = *self.bytes.get(self.at).ok_or(Broken("the piece ends too early"))?;
        self.at += 1;
        Ok(byte)
    }

    fn count(&mut self) -> Result<u64, Broken> {
        let mut n: u64 = 0;
        for shift in (0..64).step_by(7) {
            let byte = self.byte()?;
            n |= u64::from(byte & 0x7f) << shift;
            if byte & 0x80 == 0 {
                return Ok(n);
            }
        }
        Err(Broken("a number is too long"))
    }

    /// A count that must fit this target's `usize`.
    fn size(&mut self) -> Result<usize, Broken> {
        usize::try_from(self.count()?).map_err(|_| Broken("a number is too large"))
    }

    /// A list's length, no more than the bytes left could hold (each item takes at least one).
    fn length(&mut self) -> Result<usize, Broken> {
        let n = self.size()?;
        if n > self.bytes.len().saturating_sub(self.at) {
            return Err(Broken("a list is longer than the piece"));
        }
        Ok(n)
    }

    fn text(&mut self) -> Result<String, Broken> {
        let header = self.size()?;
        if header & 1 == 1 {
            return self.shared.get(header >> 1).map(|text| String::from(&**text)).ok_or(Broken("a text refers to none sent"));
        }
        let n = header >> 1;
        let end = self.at.checked_add(n).ok_or(Broken("a text is too long"))?;
        let bytes = self.bytes.get(self.at..end).ok_or(Broken("a text goes past the piece"))?;
        let text = std::str::from_utf8(bytes).map_err(|_| Broken("a text is not UTF-8"))?;
        self.at = end;
        if n >= SHARED_FROM {
            self.shared.push(Box::from(text));
        }
        Ok(text.to_owned())
    }

    fn end(&self) -> Result<(), Broken> {
        if self.at == self.bytes.len() { Ok(()) } else { Err(Broken("the piece goes on after its end")) }
    }
}

/// A part of a report, packed and unpacked field by field. Structs are taken apart and built
/// whole, so a field added to one fails to compile here until it is packed too.
trait Packed: Sized {
    fn pack<'r>(&'r self, packer: &mut Packer<'r>);
    fn unpack(input: &mut Input) -> Result<Self, Broken>;
}

impl Packed for String {
    fn pack<'r>(&'r self, packer: &mut Packer<'r>) {
        packer.text(self);
    }
    fn unpack(input: &mut Input) -> Result<Self, Broken> {
        input.text()
    }
}

impl Packed for Cow<'static, str> {
    fn pack<'r>(&'r self, packer: &mut Packer<'r>) {
        packer.text(self);
    }
    fn unpack(input: &mut Input) -> Result<Self, Broken> {
        input.text().map(Cow::Owned)
    }
}

impl Packed for bool {
    fn pack<'r>(&'r self, packer: &mut Packer<'r>) {
        packer.bytes.push(u8::from(*self));
    }
    fn unpack(input: &mut Input) -> Result<Self, Broken> {
        match input.byte()? {
            0 => Ok(false),
            1 => Ok(true),
            _ => Err(Broken("a yes-or-no is neither")),
        }
    }
}

impl Packed for usize {
    fn pack<'r>(&'r self, packer: &mut Packer<'r>) {
        packer.count(*self as u64);
    }
    fn unpack(input: &mut Input) -> Result<Self, Broken> {
        input.size()
    }
}

impl Packed for i64 {
    fn pack<'r>(&'r self, packer: &mut Packer<'r>) {
        packer.count(((self << 1) ^ (self >> 63)) as u64);
    }
    fn unpack(input: &mut Input) -> Result<Self, Broken> {
        let zigzag = input.count()?;
        Ok((zigzag >> 1) as i64 ^ -((zigzag & 1) as i64))
    }
}

impl<T: Packed> Packed for Option<T> {
    fn pack<'r>(&'r self, packer: &mut Packer<'r>) {
        match self {
            None => packer.bytes.push(0),
            Some(value) => {
                packer.bytes.push(1);
                value.pack(packer);
            }
        }
    }
    fn unpack(input: &mut Input) -> Result<Self, Broken> {
        match input.byte()? {
            0 => Ok(None),
            1 => T::unpack(input).map(Some),
            _ => Err(Broken("a value is neither absent nor present")),
        }
    }
}

impl<T: Packed> Packed for Vec<T> {
    fn pack<'r>(&'r self, packer: &mut Packer<'r>) {
        packer.count(self.len() as u64);
        self.iter().for_each(|item| item.pack(packer));
    }
    fn unpack(input: &mut Input) -> Result<Self, Broken> {
        let n = input.length()?;
        (0..n).map(|_| T::unpack(input)).collect()
    }
}

/// Every verdict, in the order they are packed as.
const VERDICTS: [Verdict; 8] =
    [Verdict::Failed, Verdict::Degraded, Verdict::InProgress, Verdict::Unknown, Verdict::Terminating, Verdict::Suspended, Verdict::Ready, Verdict::Succeeded];

impl Packed for Verdict {
    fn pack<'r>(&'r self, packer: &mut Packer<'r>) {
        packer.bytes.push(VERDICTS.iter().position(|verdict| verdict == self).unwrap_or(0) as u8);
    }
    fn unpack(input: &mut Input) -> Result<Self, Broken> {
        VERDICTS.get(usize::from(input.byte()?)).copied().ok_or(Broken("not a verdict"))
    }
}

impl Packed for Severity {
    fn pack<'r>(&'r self, packer: &mut Packer<'r>) {
        packer.bytes.push(match self {
            Severity::Error => 0,
            Severity::Warning => 1,
        });
    }
    fn unpack(input: &mut Input) -> Result<Self, Broken> {
        match input.byte()? {
            0 => Ok(Severity::Error),
            1 => Ok(Severity::Warning),
            _ => Err(Broken("not a severity")),
        }
    }
}

/// Packs and unpacks a struct's fields in the order listed (each list names every field).
macro_rules! packed_struct {
    ($name:ident { $($field:ident),* $(,)? }) => {
        impl Packed for $name {
            fn pack<'r>(&'r self, packer: &mut Packer<'r>) {
                let $name { $($field),* } = self;
                $($field.pack(packer);)*
            }
            fn unpack(input: &mut Input) -> Result<Self, Broken> {
                Ok($name { $($field: Packed::unpack(input)?),* })
            }
        }
    };
}

packed_struct!(Totals { resources, failed, degraded, in_progress, healthy, other, events });
packed_struct!(Diagnostic { severity, source, line, column, message });
packed_struct!(Link { kind, name, namespace, note });
packed_struct!(RootCause { chain, reason, summary, text });
packed_struct!(Explanation { what, why, next, source, also });
packed_struct!(ConditionReport { type_, status, reason, message, age, failing, note, explanation });
packed_struct!(Termination { reason, exit_code, message });
packed_struct!(ContainerReport { name, init, sidecar, state, reason, message, exit_code, restart_count, ready, last_termination, failing, explanation });
packed_struct!(EventReport { type_, reason, message, count, last_seen, age, container, explanation });
packed_struct!(Related { relation, kind, name, verdict });
packed_struct!(Origin { source, document, line, item });
packed_struct!(ResourceReport { api_version, kind, namespace, name, verdict, summary, reason, rule, conditions, containers, root_cause, related, events, origin });

#[cfg(test)]
mod tests {
    use super::*;

    /// Packs a report as the worker does (its head, then batches) and unpacks it as the page does.
    fn round_trip(report: &Report, batch: usize) -> (Report, usize) {
        let mut packer = Packer::default();
        let mut unpacker = Unpacker::default();
        let head = packer.head(report).to_vec();
        let mut size = head.len();
        let mut back = unpacker.head(&head).expect("head unpacks");
        for resources in report.resources.chunks(batch.max(1)) {
            let piece = packer.resources(resources).to_vec();
            size += piece.len();
            back.resources.extend(unpacker.resources(&piece).expect("batch unpacks"));
        }
        (back, size)
    }

    fn example_reports() -> Vec<Report> {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut reports = Vec::new();
        for folder in ["www/examples", "tests/inputs"] {
            let Ok(entries) = std::fs::read_dir(root.join(folder)) else { continue };
            for entry in entries.flatten() {
                if let Ok(text) = std::fs::read_to_string(entry.path()) {
                    reports.push(crate::explain(&text, crate::Timestamp::parse("2025-03-04T10:30:00Z")));
                }
            }
        }
        reports
    }

    #[test]
    fn every_example_report_comes_back_the_same_and_a_third_smaller_than_its_json() {
        let reports = example_reports();
        assert!(reports.len() > 10, "the examples were not found");
        let (mut packed, mut json) = (0, 0);
        for report in &reports {
            for batch in [1, 3, 1000] {
                let (back, size) = round_trip(report, batch);
                assert_eq!(&back, report);
                if batch == 1000 {
                    packed += size;
                }
            }
            json += crate::report::json::to_compact_string(report).unwrap().len();
        }
        assert!(packed * 3 < json * 2, "packed {packed} bytes, JSON {json}");
    }

    #[test]
    fn repeated_texts_are_sent_once_across_pieces() {
        let report = example_reports().into_iter().max_by_key(|report| report.resources.len()).expect("an example");
        let mut many = report.clone();
        for _ in 0..20 {
            many.resources.extend(report.resources.iter().cloned());
        }
        let (back, size) = round_trip(&many, 7);
        assert_eq!(back, many);
        let json = crate::report::json::to_compact_string(&many).unwrap().len();
        assert!(size * 8 < json, "packed {size} bytes, JSON {json}");
    }

    #[test]
    fn numbers_and_odd_texts_come_back() {
        let mut report = example_reports().into_iter().find(|report| !report.resources.is_empty()).expect("an example");
        report.totals.resources = usize::MAX;
        report.knowledge_version = "ü☃ \u{0}\"\\ 中文 — a version long enough to be shared".to_owned();
        if let Some(resource) = report.resources.first_mut() {
            resource.containers.push(ContainerReport {
                name: String::new(),
                init: true,
                sidecar: true,
                state: "terminated".to_owned(),
                reason: "Error".to_owned(),
                message: "x".repeat(300),
                exit_code: Some(i64::MIN),
                restart_count: i64::MAX,
                ready: false,
                last_termination: Some(Termination { reason: "OOMKilled".to_owned(), exit_code: Some(-1), message: String::new() }),
                failing: true,
                explanation: Explanation { what: Cow::Borrowed("w"), why: "y".repeat(12), next: Cow::Borrowed(""), source: Cow::Borrowed("s"), also: vec!["a".into(), "a".repeat(40), "a".repeat(40)] },
            });
        }
        let (back, _) = round_trip(&report, 2);
        assert_eq!(back, report);
    }

    #[test]
    fn a_cut_or_damaged_piece_is_refused_never_misread() {
        let report = example_reports().into_iter().max_by_key(|report| report.resources.len()).expect("an example");
        let mut packer = Packer::default();
        let head = packer.head(&report).to_vec();
        let piece = packer.resources(&report.resources).to_vec();
        for cut in 0..piece.len() {
            let mut unpacker = Unpacker::default();
            unpacker.head(&head).expect("head unpacks");
            assert!(unpacker.resources(&piece[..cut]).is_err(), "cut at {cut}");
        }
        let mut longer = piece.clone();
        longer.push(0);
        let mut unpacker = Unpacker::default();
        unpacker.head(&head).expect("head unpacks");
        assert_eq!(unpacker.resources(&longer), Err(Broken("the piece goes on after its end")));
        // Any damaged byte: refused, or read as something; never a panic.
        for at in 0..piece.len().min(4000) {
            let mut damaged = piece.clone();
            damaged[at] ^= 0xa5;
            let mut unpacker = Unpacker::default();
            unpacker.head(&head).expect("head unpacks");
            let _ = unpacker.resources(&damaged);
        }
        // A reference to a text never sent, and a list longer than the piece.
        assert!(Unpacker::default().resources(&[1, 3]).is_err());
        assert!(Unpacker::default().resources(&[0xff, 0xff, 0x03]).is_err());
    }
}
