//! Kubernetes resource quantities (`500m`, `4`, `8Gi`, `1.5G`, `2e3`), read leniently into
//! thousandths so that two of them compare exactly.

/// A quantity in thousandths of its unit (`500m` is 500, `2` is 2000, `1Ki` is 1,024,000).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Quantity(i128);

/// Suffixes and their factor, in thousandths.
const SUFFIXES: &[(&str, i128)] = &[
    ("Ki", 1 << 10),
    ("Mi", 1 << 20),
    ("Gi", 1 << 30),
    ("Ti", 1 << 40),
    ("Pi", 1 << 50),
    ("Ei", 1 << 60),
    ("n", 0),
    ("u", 0),
    ("m", 1),
    ("k", 1_000),
    ("M", 1_000_000),
    ("G", 1_000_000_000),
    ("T", 1_000_000_000_000),
    ("P", 1_000_000_000_000_000),
    ("E", 1_000_000_000_000_000_000),
];

/// `numerator / denominator` written with one decimal, rounded to the nearest tenth (`3.4`,
/// `64.0`): sizes in KiB or MB without formatting a float, whose printer the page would carry.
pub(crate) fn one_decimal(numerator: u64, denominator: u64) -> String {
    let denominator = u128::from(denominator.max(1));
    let tenths = (u128::from(numerator) * 10 + denominator / 2) / denominator;
    format!("{}.{}", tenths / 10, tenths % 10)
}

impl Quantity {
    /// Reads a quantity; `None` for anything that is not one.
    pub fn parse(text: &str) -> Option<Quantity> {
        let text = text.trim();
        // The suffix: binary (`Ki`) and SI (`k`, `m`); an exponent (`2e3`) is a number of units.
        let (number, factor, fine) = match SUFFIXES.iter().find(|(suffix, _)| text.ends_with(suffix)) {
            Some(("n", _)) => (text.strip_suffix('n')?, 1, 1_000_000),
            Some(("u", _)) => (text.strip_suffix('u')?, 1, 1_000),
            Some(("m", _)) => (text.strip_suffix('m')?, 1, 1),
            Some((suffix, factor)) => (text.strip_suffix(suffix)?, factor * 1_000, 1),
            None => (text, 1_000, 1),
        };
        let (mantissa, exponent) = match number.split_once(['e', 'E']) {
            Some((mantissa, exponent)) => (mantissa, exponent.parse::<i32>().ok().filter(|e| (-18..=18).contains(e))?),
            None => (number, 0),
        };
        let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
        if whole.is_empty() && fraction.is_empty() || !whole.bytes().all(|b| b.is_ascii_digit()) || !fraction.bytes().all(|b| b.is_ascii_digit()) || fraction.len() > 9 {
            return None;
        }
        // value = whole.fraction × 10^exponent × factor / fine, kept in thousandths.
        let digits: i128 = format!("{whole}{fraction}").parse().ok()?;
        let scale = exponent - i32::try_from(fraction.len()).ok()?;
        let value = digits.checked_mul(factor)?;
        let power = 10i128.checked_pow(scale.unsigned_abs())?;
        let scaled = if scale >= 0 { value.checked_mul(power)? } else { value / power };
        Some(Quantity(scaled / fine))
    }

    /// Bytes written for a person: `1.8 GiB`, `512.0 MiB`, `91.2 KiB` (one decimal, binary units).
    pub fn bytes_words(self) -> String {
        let bytes = u64::try_from(self.0 / 1_000).unwrap_or(u64::MAX);
        let (unit, size) = [("GiB", 1u64 << 30), ("MiB", 1 << 20), ("KiB", 1 << 10)].into_iter().find(|(_, size)| bytes >= *size).unwrap_or(("bytes", 1));
        if size == 1 { format!("{bytes} bytes") } else { format!("{} {unit}", one_decimal(bytes, size)) }
    }

    /// A round amount of bytes (memory, ephemeral storage) at least this large, for a command: whole `Gi` from 1 GiB up,
    /// else a multiple of 64 `Mi` (`1.8 GiB` → `2Gi`, `300 MiB` → `320Mi`).
    pub fn rounded_up_memory(self) -> String {
        let bytes = u128::try_from(self.0 / 1_000).unwrap_or(0);
        let (gib, mib) = (1u128 << 30, 1u128 << 20);
        if bytes >= gib { format!("{}Gi", bytes.div_ceil(gib)) } else { format!("{}Mi", bytes.div_ceil(64 * mib).max(1) * 64) }
    }

    /// Whether this is at least `limit`.
    pub fn at_least(self, limit: Quantity) -> bool {
        self.0 >= limit.0
    }

    /// This as a whole percentage of `limit`, when the limit is above zero.
    pub fn percent_of(self, limit: Quantity) -> Option<i128> {
        (limit.0 > 0).then(|| self.0.saturating_mul(100) / limit.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_decimal_rounds_to_the_nearest_tenth() {
        assert_eq!(one_decimal(3 * 1024 + 400, 1024), "3.4");
        assert_eq!(one_decimal(64 << 20, 1 << 20), "64.0");
        assert_eq!(one_decimal(1023 * 1024 + 1000, 1024), "1024.0");
        assert_eq!(one_decimal(19, 10), "1.9");
        assert_eq!(one_decimal(u64::MAX, 1), format!("{}.0", u64::MAX));
        assert_eq!(one_decimal(5, 0), "5.0");
    }

    #[test]
    fn quantities_compare_across_suffixes() {
        let q = |text| Quantity::parse(text).unwrap_or_else(|| panic!("{text}"));
        assert_eq!(q("500m"), Quantity(500));
        assert_eq!(q("4"), Quantity(4_000));
        assert_eq!(q("1Ki"), Quantity(1_024_000));
        assert!(q("3500m") < q("4"));
        assert!(q("8Gi").at_least(q("8192Mi")));
        assert!(q("1.5G") > q("1G"));
        assert_eq!(q("2e3"), q("2k"));
        assert_eq!(q("6Gi").percent_of(q("8Gi")), Some(75));
        for odd in ["", "m", "Gi", "1.2.3", "abc", "-1", "1e99", "99999999999999999999999999999999999999999Ei"] {
            assert!(Quantity::parse(odd).is_none(), "{odd}");
        }
    }
}
