//! Stable reordering by a number, shared by every caller.
//!
//! Each `sort_by_key` on a new element type makes the compiler emit a whole sort of its own,
//! kilobytes of WebAssembly each; the page sorts events, diagnostics and Heat events. Here the
//! sort runs once, on (key, position) pairs of one concrete type, and the items follow.

use super::Timestamp;

/// Reorders `items` by `key`, smallest first, keeping items with equal keys in their order.
pub fn sort_by_number<T>(items: &mut Vec<T>, key: impl Fn(&T) -> u64) {
    if items.len() < 2 {
        return;
    }
    let mut order: Vec<(u64, usize)> = items.iter().enumerate().map(|(position, item)| (key(item), position)).collect();
    sort_pairs(&mut order);
    let mut slots: Vec<Option<T>> = items.drain(..).map(Some).collect();
    items.extend(order.iter().filter_map(|&(_, position)| slots.get_mut(position).and_then(Option::take)));
}

/// The one sort: positions are all different, so an unstable sort keeps equal keys in order.
fn sort_pairs(order: &mut [(u64, usize)]) {
    order.sort_unstable();
}

/// A time as a sort key: no time first, then the earliest.
pub fn time_key(time: Option<Timestamp>) -> u64 {
    match time {
        None => 0,
        // i64 order as u64 order (flip the sign bit), one past "no time".
        Some(time) => ((time.0 as u64) ^ (1 << 63)).saturating_add(1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equal_keys_keep_their_order_and_times_sort_with_the_unknown_first() {
        let mut items = vec![(3, 'a'), (1, 'b'), (3, 'c'), (0, 'd'), (1, 'e')];
        sort_by_number(&mut items, |(key, _)| *key);
        assert_eq!(items, [(0, 'd'), (1, 'b'), (1, 'e'), (3, 'a'), (3, 'c')]);
        let mut times = vec![Some(Timestamp(5)), None, Some(Timestamp(-7)), Some(Timestamp(i64::MAX)), Some(Timestamp(0))];
        sort_by_number(&mut times, |time| time_key(*time));
        assert_eq!(times, [None, Some(Timestamp(-7)), Some(Timestamp(0)), Some(Timestamp(5)), Some(Timestamp(i64::MAX))]);
    }
}
