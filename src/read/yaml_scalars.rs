//! What a plain YAML scalar (one written without quotes) is: null, a boolean, a number or
//! text. Both YAML readers ([`super::block_yaml`] and [`super::general_yaml`]) type plain
//! scalars here, so they cannot disagree.
//!
//! The rules are YAML 1.2's core schema with the options kubectl's output needs: booleans are
//! `true` / `false` only (so `namespace: no` or `name: y` stay text), and `0755` and `1_000`
//! stay text (YAML 1.2 has no such numbers). They agree with serde-saphyr configured that way,
//! which a test checks on ~89,000 spellings (serde-saphyr stays a dev-dependency for it).

use crate::model::value::Value;

/// What a plain scalar is.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Plain {
    /// Null, a boolean or a finite number.
    Typed(Value),
    /// Text, as written.
    Text,
    /// A number spelling that has no finite value (`.inf`, `.nan`, `1e400`) or a lone `-`:
    /// the fast reader leaves such documents to the general one, which keeps them as text.
    Unusual,
}

/// Plain text that YAML reads as null. Matched as bytes: the length decides first, with no
/// call to compare text (this runs for every plain value of a paste).
pub(super) fn is_null(text: &str) -> bool {
    matches!(text.as_bytes(), [] | [b'~'] | [b'n', b'u', b'l', b'l'] | [b'N', b'u', b'l', b'l'] | [b'N', b'U', b'L', b'L'])
}

/// Types a plain scalar written on one line (its text without the spaces around it).
pub(super) fn plain(text: &str) -> Plain {
    if is_null(text) {
        return Plain::Typed(Value::Null);
    }
    match text.as_bytes() {
        [b't', b'r', b'u', b'e'] | [b'T', b'r', b'u', b'e'] | [b'T', b'R', b'U', b'E'] => return Plain::Typed(Value::Bool(true)),
        [b'f', b'a', b'l', b's', b'e'] | [b'F', b'a', b'l', b's', b'e'] | [b'F', b'A', b'L', b'S', b'E'] => return Plain::Typed(Value::Bool(false)),
        _ => {}
    }
    let bytes = text.as_bytes();
    let (negative, digits) = match bytes.first() {
        Some(b'-') => (true, bytes.get(1..).unwrap_or(&[])),
        Some(b'0'..=b'9' | b'+' | b'.') => (false, bytes),
        _ => return Plain::Text,
    };
    if !digits.is_empty() && digits.iter().all(u8::is_ascii_digit) {
        if digits.len() > 1 && digits.first() == Some(&b'0') {
            // `0755` stays text.
            return Plain::Text;
        }
        let number = if negative { text.parse::<i64>().ok().map(Value::from) } else { text.parse::<u64>().ok().map(Value::from) };
        if let Some(number) = number {
            return Plain::Typed(number);
        }
    }
    // Decimal and float spellings use only digits, `.`, `e`, signs (and `_`, kept as text);
    // other letters only after `0x`, `0o`, `0b`; `.inf` and `.nan` start with a dot.
    let unsigned = digits.strip_prefix(b"+").unwrap_or(digits);
    // Two dots (an IP address, a version) make text too.
    let may_be_number = bytes.iter().all(|b| b.is_ascii_digit() || matches!(b, b'.' | b'e' | b'E' | b'_' | b'+' | b'-'))
        && bytes.iter().filter(|&&b| b == b'.').count() < 2
        || matches!(unsigned, [b'0', b'x' | b'X' | b'o' | b'O' | b'b' | b'B', ..] | [b'.', ..]);
    if !may_be_number {
        return Plain::Text;
    }
    rare_number(text)
}

/// A plain scalar in one of YAML 1.2's rarer number spellings: `0x1F`, `0o17`, `0b101` (an
/// optional sign; more than 64 bits stay text), `+7`, floats (`1.`, `.5`, `01.5`, `1e3`,
/// `-.5E-1`; integers too large for 64 bits become floats); text for anything with `_` or a
/// leading zero on an integer (`0755`, `+01`). A lone `-` and non-finite floats (`.inf`,
/// `.nan`, `1e400`) are [`Plain::Unusual`].
fn rare_number(text: &str) -> Plain {
    let bytes = text.as_bytes();
    if bytes.contains(&b'_') {
        return Plain::Text;
    }
    let (negative, unsigned) = match bytes.split_first() {
        Some((b'-', rest)) => (true, rest),
        Some((b'+', rest)) => (false, rest),
        _ => (false, bytes),
    };
    if unsigned.is_empty() {
        return if negative { Plain::Unusual } else { Plain::Text };
    }
    if matches!(unsigned, b".inf" | b".Inf" | b".INF" | b".nan" | b".NaN" | b".NAN") {
        return Plain::Unusual;
    }
    let typed = |value: Option<Value>| value.map_or(Plain::Text, Plain::Typed);
    // `0x`, `0o`, `0b` and digits of that base only.
    let radix = match unsigned {
        [b'0', b'x' | b'X', ..] => Some(16),
        [b'0', b'o' | b'O', ..] => Some(8),
        [b'0', b'b' | b'B', ..] => Some(2),
        _ => None,
    };
    if let Some(radix) = radix {
        let digits = unsigned.get(2..).unwrap_or_default();
        let digits = std::str::from_utf8(digits).unwrap_or_default();
        if digits.is_empty() || !digits.chars().all(|digit| digit.is_digit(radix)) {
            return Plain::Text;
        }
        let Ok(magnitude) = u64::from_str_radix(digits, radix) else { return Plain::Text };
        return typed(match (negative, magnitude) {
            (false, _) | (true, 0) => Some(Value::from(magnitude)),
            (true, _) => 0i64.checked_sub_unsigned(magnitude).map(Value::from),
        });
    }
    // Decimal integers: no leading zero (`01` stays text).
    if unsigned.iter().all(u8::is_ascii_digit) {
        if unsigned.len() > 1 && unsigned.first() == Some(&b'0') {
            return Plain::Text;
        }
        let digits = std::str::from_utf8(unsigned).unwrap_or_default();
        if let Ok(magnitude) = digits.parse::<u64>() {
            return Plain::Typed(match (negative, magnitude) {
                (false, _) | (true, 0) => Value::from(magnitude),
                (true, _) => 0i64.checked_sub_unsigned(magnitude).map_or_else(|| float(-(magnitude as f64)), Value::from),
            });
        }
    }
    // Floats: digits, then `.` and digits (either side may be empty, not both), then `e`, a
    // sign and digits; or more digits than 64 bits hold.
    let mantissa_end = unsigned.iter().position(|&byte| matches!(byte, b'e' | b'E')).unwrap_or(unsigned.len());
    let (mantissa, exponent) = unsigned.split_at(mantissa_end);
    let (whole, fraction) = match mantissa.iter().position(|&byte| byte == b'.') {
        Some(dot) => (mantissa.get(..dot).unwrap_or_default(), mantissa.get(dot + 1..)),
        None => (mantissa, None),
    };
    let all_digits = |part: &[u8]| part.iter().all(u8::is_ascii_digit);
    let mantissa_ok = all_digits(whole) && fraction.is_none_or(all_digits) && !(whole.is_empty() && fraction.is_none_or(<[u8]>::is_empty));
    let exponent_ok = match exponent {
        [] => true,
        [_, rest @ ..] => {
            let digits = rest.strip_prefix(b"+").or_else(|| rest.strip_prefix(b"-")).unwrap_or(rest);
            !digits.is_empty() && all_digits(digits)
        }
    };
    if !(mantissa_ok && exponent_ok) {
        return Plain::Text;
    }
    match text.parse::<f64>() {
        Ok(value) if value.is_finite() => Plain::Typed(float(value)),
        _ => Plain::Unusual,
    }
}

/// A finite float as a value.
fn float(value: f64) -> Value {
    serde_json::Number::from_f64(value).map_or(Value::Null, Value::Number)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kubectl_spellings_are_typed() {
        assert_eq!(plain("7"), Plain::Typed(Value::from(7u64)));
        assert_eq!(plain("-7"), Plain::Typed(Value::from(-7i64)));
        assert_eq!(plain("null"), Plain::Typed(Value::Null));
        assert_eq!(plain("false"), Plain::Typed(Value::Bool(false)));
        for text in ["no", "yes", "on", "0755", "1_000", "100m", "10.0.9.2", "v1", "-foo", "2025-03-01T10:00:00Z"] {
            assert_eq!(plain(text), Plain::Text, "{text}");
        }
        assert_eq!(plain("0x1F"), Plain::Typed(Value::from(31u64)));
        assert_eq!(plain("1.5"), Plain::Typed(float(1.5)));
        for text in [".inf", "-.inf", ".nan", "1e400", "-"] {
            assert_eq!(plain(text), Plain::Unusual, "{text}");
        }
    }
}
