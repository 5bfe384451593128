//! RFC 3339 timestamps (what Kubernetes writes) as seconds since the Unix epoch, and ages.

/// Seconds since 1970-01-01T00:00:00Z.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Timestamp(pub i64);

impl Timestamp {
    /// Parses `2024-05-01T10:00:00Z`, with optional fractional seconds and a `±hh:mm` offset.
    /// Returns `None` for anything else rather than guessing.
    pub fn parse(text: &str) -> Option<Timestamp> {
        let text = text.trim();
        let bytes = text.as_bytes();
        if bytes.len() < 19 || !matches!(bytes[10], b'T' | b't' | b' ') {
            return None;
        }
        // (Digit by digit: every condition's time is read, and `str::parse` costs several times this.)
        let number = |range: std::ops::Range<usize>| -> Option<i64> {
            bytes.get(range)?.iter().try_fold(0i64, |number, byte| byte.is_ascii_digit().then(|| number * 10 + i64::from(byte - b'0')))
        };
        let (year, month, day) = (number(0..4)?, number(5..7)?, number(8..10)?);
        let (hour, minute, second) = (number(11..13)?, number(14..16)?, number(17..19)?);
        if bytes[4] != b'-' || bytes[7] != b'-' || bytes[13] != b':' || bytes[16] != b':' {
            return None;
        }
        if !(1..=12).contains(&month) || !(1..=31).contains(&day) || hour > 23 || minute > 59 || second > 60 {
            return None;
        }
        let mut rest = &text[19..];
        if let Some(fraction) = rest.strip_prefix('.') {
            let digits = fraction.bytes().take_while(u8::is_ascii_digit).count();
            rest = &fraction[digits..];
        }
        let offset = match rest {
            "Z" | "z" | "" => 0,
            _ => {
                let sign = match rest.as_bytes().first() {
                    Some(b'+') => 1,
                    Some(b'-') => -1,
                    _ => return None,
                };
                let hours: i64 = rest.get(1..3)?.parse().ok()?;
                let minutes: i64 = rest.get(4..6)?.parse().ok()?;
                if rest.len() != 6 || rest.as_bytes()[3] != b':' {
                    return None;
                }
                sign * (hours * 3600 + minutes * 60)
            }
        };
        let days = days_from_civil(year, month, day);
        Some(Timestamp(days * 86_400 + hour * 3600 + minute * 60 + second - offset))
    }

    /// The time as RFC 3339 in UTC, to the second: `2025-03-04T10:30:00Z`.
    pub fn to_rfc3339(self) -> String {
        let days = self.0.div_euclid(86_400);
        let second_of_day = self.0.rem_euclid(86_400);
        let (year, month, day) = civil_from_days(days);
        format!("{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z", second_of_day / 3600, second_of_day % 3600 / 60, second_of_day % 60)
    }

    /// Seconds from `self` until `later` (negative if `later` is earlier).
    pub fn seconds_until(self, later: Timestamp) -> i64 {
        later.0.saturating_sub(self.0)
    }
}

/// Days since 1970-01-01 for a proleptic Gregorian date (Howard Hinnant's algorithm).
fn days_from_civil(year: i64, month: i64, day: i64) -> i64 {
    let year = if month <= 2 { year - 1 } else { year };
    let era = year.div_euclid(400);
    let year_of_era = year - era * 400;
    let month_index = (month + 9) % 12;
    let day_of_year = (153 * month_index + 2) / 5 + day - 1;
    let day_of_era = year_of_era * 365 + year_of_era / 4 - year_of_era / 100 + day_of_year;
    era * 146_097 + day_of_era - 719_468
}

/// The proleptic Gregorian date of a day count since 1970-01-01 (the inverse of
/// `days_from_civil`, Howard Hinnant's algorithm).
fn civil_from_days(days: i64) -> (i64, i64, i64) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z - era * 146_097;
    let year_of_era = (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let month_index = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * month_index + 2) / 5 + 1;
    let month = if month_index < 10 { month_index + 3 } else { month_index - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

/// A duration for people: `40 s`, `14 min`, `3 h 5 min`, `2 days`.
pub fn human_duration(seconds: i64) -> String {
    let seconds = seconds.max(0);
    // (Written digit by digit: every condition with a time says its age, and the formatting
    // machinery costs several times this.)
    let mut text = String::with_capacity(12);
    match seconds {
        0..60 => push_amount(&mut text, seconds, " s"),
        60..3600 => push_amount(&mut text, seconds / 60, " min"),
        3600..86_400 => {
            push_amount(&mut text, seconds / 3600, " h");
            let minutes = (seconds % 3600) / 60;
            if minutes > 0 {
                text.push(' ');
                push_amount(&mut text, minutes, " min");
            }
        }
        _ => match seconds / 86_400 {
            1 => text.push_str("1 day"),
            days => push_amount(&mut text, days, " days"),
        },
    }
    text
}

/// `amount` in decimal digits (not negative), then `unit`.
fn push_amount(text: &mut String, amount: i64, unit: &str) {
    let mut digits = [0u8; 20];
    let mut at = digits.len();
    let mut rest = amount.unsigned_abs();
    loop {
        at -= 1;
        if let Some(digit) = digits.get_mut(at) {
            *digit = b'0' + (rest % 10) as u8;
        }
        rest /= 10;
        if rest == 0 || at == 0 {
            break;
        }
    }
    for &digit in digits.get(at..).unwrap_or(&[]) {
        text.push(char::from(digit));
    }
    text.push_str(unit);
}

/// Seconds in a Go duration as controllers write them in specs (`5m`, `1h30m`, `90s`,
/// `1.5h`); `None` for anything else. Parts below a second (`ms`, `us`, `ns`) count as 0.
pub fn go_duration_seconds(text: &str) -> Option<i64> {
    let text = text.trim();
    if text.is_empty() || text == "0" {
        return (text == "0").then_some(0);
    }
    let mut rest = text;
    let mut total_millis: i64 = 0;
    while !rest.is_empty() {
        let number_end = rest.find(|c: char| !(c.is_ascii_digit() || c == '.')).unwrap_or(rest.len());
        let (number, after) = rest.split_at(number_end);
        let unit_end = after.find(|c: char| c.is_ascii_digit() || c == '.').unwrap_or(after.len());
        let (unit, next) = after.split_at(unit_end);
        let (whole, fraction) = number.split_once('.').unwrap_or((number, ""));
        let whole: i64 = if whole.is_empty() { 0 } else { whole.parse().ok()? };
        // Thousandths of the unit, from up to three fraction digits.
        let thousandths: i64 = format!("{fraction:0<3}").get(..3)?.parse().ok()?;
        if number.is_empty() || number == "." {
            return None;
        }
        let unit_millis: i64 = match unit {
            "h" => 3_600_000,
            "m" => 60_000,
            "s" => 1_000,
            "ms" | "us" | "µs" | "ns" => 0,
            _ => return None,
        };
        total_millis = total_millis.checked_add(whole.checked_mul(unit_millis)?.checked_add(thousandths * unit_millis / 1000)?)?;
        rest = next;
    }
    Some(total_millis / 1000)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_go_durations() {
        for (text, seconds) in [("5m", Some(300)), ("1h30m", Some(5400)), ("90s", Some(90)), ("1.5h", Some(5400)), ("0", Some(0)), ("500ms", Some(0)), ("2h0m0s", Some(7200))] {
            assert_eq!(go_duration_seconds(text), seconds, "{text}");
        }
        for text in ["", "5", "m", "5x", "1..5h", "-5m", ".h", "99999999999999999999h"] {
            assert_eq!(go_duration_seconds(text), None, "{text}");
        }
    }

    #[test]
    fn prints_what_it_parses() {
        for text in ["1970-01-01T00:00:00Z", "2025-03-04T10:30:00Z", "2024-02-29T23:59:59Z", "2000-03-01T00:00:01Z", "1969-12-31T23:59:59Z", "2399-12-31T12:00:00Z"] {
            let time = Timestamp::parse(text).expect("parses");
            assert_eq!(time.to_rfc3339(), text);
        }
        assert_eq!(Timestamp::parse("2025-03-04T11:30:00+01:00").map(Timestamp::to_rfc3339).as_deref(), Some("2025-03-04T10:30:00Z"));
    }

    #[test]
    fn parses_kubernetes_timestamps() {
        assert_eq!(Timestamp::parse("1970-01-01T00:00:00Z"), Some(Timestamp(0)));
        assert_eq!(Timestamp::parse("2018-12-02T09:19:36Z"), Some(Timestamp(1_543_742_376)));
        assert_eq!(Timestamp::parse("2018-12-02T10:19:36.123456+01:00"), Some(Timestamp(1_543_742_376)));
        assert_eq!(Timestamp::parse("2018-12-02"), None);
        assert_eq!(Timestamp::parse("not a time at all, no"), None);
        assert_eq!(Timestamp::parse("2018-13-02T09:19:36Z"), None);
        assert_eq!(Timestamp::parse("2018-12-02T09:19:36+0ü:00"), None);
    }

    #[test]
    fn durations_read_like_kubectl() {
        assert_eq!(human_duration(40), "40 s");
        assert_eq!(human_duration(14 * 60 + 5), "14 min");
        assert_eq!(human_duration(3 * 3600 + 5 * 60), "3 h 5 min");
        assert_eq!(human_duration(2 * 86_400 + 7), "2 days");
        assert_eq!(human_duration(-5), "0 s");
        assert_eq!(human_duration(3600), "1 h");
        assert_eq!(human_duration(86_400 + 3600), "1 day");
        assert_eq!(human_duration(i64::MAX), format!("{} days", i64::MAX / 86_400));
    }
}
