//! The pasted document as a compact tree: what the reader builds and the rules read.
//!
//! It has the shape of a JSON value (null, booleans, numbers, text, lists, mappings) and the
//! reading methods of `serde_json::Value` (`get`, `as_str`, `pointer`, …), but costs far less
//! to build, keep and drop: lists and mappings are exact-size boxed slices instead of growable
//! vectors and B-trees, and the mapping keys Kubernetes objects repeat thousands of times
//! (`apiVersion`, `status`, `lastTransitionTime`, …) are shared static text, not one allocation
//! each. A 10,000-resource dump takes about a third of the memory a `serde_json::Value` takes.
//!
//! Mappings keep the order they were written in, except large ones (over 32 keys), kept sorted
//! by key so that lookups stay fast whatever was pasted. A key written twice keeps its first
//! place and its last value, as Kubernetes' own readers do (the reader reports the repetition).

use std::fmt;

pub use serde_json::Number;

/// A mapping key: one of the ~100 keys Kubernetes objects are made of (`apiVersion`,
/// `metadata`, `status`, …, listed in this module) by its place in that list, or text of its own. As small as a pointer to text (8 bytes in the
/// page's WebAssembly, where shared-or-owned text takes 12 and makes each entry 40 bytes
/// instead of 32): every entry of every mapping read holds one, and the tree of a large paste
/// is most of the page's memory.
#[derive(Clone)]
pub struct Key(KeyText);

#[derive(Clone)]
enum KeyText {
    /// A place in [`COMMON_KEYS`], and the key's length (most comparisons end there).
    Common { place: u8, len: u8 },
    /// Any other key.
    Own(Box<str>),
}

impl Key {
    /// The key's text.
    #[inline(always)]
    pub fn as_str(&self) -> &str {
        match &self.0 {
            KeyText::Common { place, .. } => COMMON_KEYS.get(usize::from(*place)).copied().unwrap_or_default(),
            KeyText::Own(text) => text,
        }
    }

    /// Whether it is one of the common keys (shared text, nothing stored).
    pub fn is_common(&self) -> bool {
        matches!(self.0, KeyText::Common { .. })
    }

    /// A common key's place in the list of common keys (under 128). Two keys with the same
    /// text are either both common with the same place or both not common: a key is made
    /// common whenever its text is one ([`key_of`], [`key_of_str`]).
    pub(crate) fn common_place(&self) -> Option<u8> {
        match self.0 {
            KeyText::Common { place, .. } => Some(place),
            KeyText::Own(_) => None,
        }
    }

    /// Whether this is the key `text`: the length first, then the text.
    #[inline(always)]
    fn is(&self, text: &str) -> bool {
        match &self.0 {
            KeyText::Common { place, len } => usize::from(*len) == text.len() && COMMON_KEYS.get(usize::from(*place)).is_some_and(|common| same_key(common, text)),
            KeyText::Own(own) => same_key(own, text),
        }
    }

    /// A common key by its place in [`COMMON_KEYS`].
    fn common(place: u8) -> Key {
        let len = COMMON_KEYS.get(usize::from(place)).map_or(0, |common| common.len() as u8);
        Key(KeyText::Common { place, len })
    }
}

impl std::ops::Deref for Key {
    type Target = str;
    #[inline(always)]
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for Key {
    #[inline(always)]
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq for Key {
    fn eq(&self, other: &Key) -> bool {
        same_key(self, other)
    }
}

impl Eq for Key {}

impl PartialOrd for Key {
    fn partial_cmp(&self, other: &Key) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Key {
    fn cmp(&self, other: &Key) -> std::cmp::Ordering {
        self.as_str().cmp(other.as_str())
    }
}

impl fmt::Debug for Key {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl fmt::Display for Key {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// One value of a pasted document.
#[derive(Debug, Clone, PartialEq, Default)]
pub enum Value {
    /// `null`, `~` or nothing.
    #[default]
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number, as JSON has them.
    Number(Number),
    /// Text.
    String(Text),
    /// A list.
    Array(Box<[Value]>),
    /// A mapping, in the order written.
    Object(Map),
}

/// The text of a value: up to [`Text::INLINE`] bytes kept in the value itself (most of what
/// an object holds: `True`, `Running`, `apps/v1`, names, quantities), longer text on the heap.
/// Short text costs no allocation to read, keep or drop, and the value stays 24 bytes.
#[derive(Clone)]
pub enum Text {
    /// Short text, in place: its length and its bytes.
    Inline(u8, [u8; Text::INLINE]),
    /// Longer text.
    Heap(Box<str>),
}

impl Text {
    /// The most bytes kept in place.
    pub const INLINE: usize = 22;

    /// The text as a `str`.
    pub fn as_str(&self) -> &str {
        match self {
            // Only ever filled from a `str` cut at a character boundary ([`Text::from`]).
            Text::Inline(len, bytes) => bytes.get(..usize::from(*len)).and_then(|b| std::str::from_utf8(b).ok()).unwrap_or(""),
            Text::Heap(text) => text,
        }
    }

    /// The text as an owned `String`.
    pub fn into_string(self) -> String {
        match self {
            Text::Heap(text) => text.into_string(),
            inline => inline.as_str().to_owned(),
        }
    }
}

impl From<&str> for Text {
    fn from(text: &str) -> Text {
        if text.len() <= Text::INLINE {
            let mut bytes = [0; Text::INLINE];
            if let Some(start) = bytes.get_mut(..text.len()) {
                start.copy_from_slice(text.as_bytes());
            }
            Text::Inline(text.len() as u8, bytes)
        } else {
            Text::Heap(text.into())
        }
    }
}

impl From<String> for Text {
    fn from(text: String) -> Text {
        if text.len() <= Text::INLINE { Text::from(text.as_str()) } else { Text::Heap(text.into_boxed_str()) }
    }
}

impl Default for Text {
    fn default() -> Text {
        Text::Inline(0, [0; Text::INLINE])
    }
}

impl std::ops::Deref for Text {
    type Target = str;

    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl AsRef<str> for Text {
    fn as_ref(&self) -> &str {
        self.as_str()
    }
}

impl PartialEq for Text {
    fn eq(&self, other: &Text) -> bool {
        self.as_str() == other.as_str()
    }
}

impl fmt::Debug for Text {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl fmt::Display for Text {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A mapping: keys and values in the order written, each key once. A large mapping (over
/// [`Map::SORTED_FROM`] keys: labels, annotations, a ConfigMap's data) is kept sorted by key
/// instead, so that looking a key up stays fast whatever was pasted.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Map {
    entries: Box<[(Key, Value)]>,
}

/// Each key once, in its first place with its last value: one pass, whatever the size.
fn once_each(entries: Vec<(Key, Value)>) -> Box<[(Key, Value)]> {
    let mut kept: Vec<(Key, Value)> = Vec::with_capacity(entries.len());
    let mut place: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    for (key, value) in entries {
        match place.get(key.as_ref()).and_then(|&at| kept.get_mut(at)) {
            Some(entry) => entry.1 = value,
            None => {
                place.insert(key.to_string(), kept.len());
                kept.push((key, value));
            }
        }
    }
    kept.into_boxed_slice()
}

/// The value `Index` gives for a missing key, as `serde_json` does.
static NULL: Value = Value::Null;

impl Value {
    /// The value under `key` when this is a mapping that has it.
    pub fn get(&self, key: &str) -> Option<&Value> {
        match self {
            Value::Object(map) => map.get(key),
            _ => None,
        }
    }

    /// Mutable access to the value under `key` when this is a mapping that has it.
    pub fn get_mut(&mut self, key: &str) -> Option<&mut Value> {
        match self {
            Value::Object(map) => map.get_mut(key),
            _ => None,
        }
    }

    /// The text, when this is text.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(text) => Some(text.as_str()),
            _ => None,
        }
    }

    /// The boolean, when this is one.
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Value::Bool(value) => Some(*value),
            _ => None,
        }
    }

    /// The number as an `i64`, when it is a whole number that fits.
    pub fn as_i64(&self) -> Option<i64> {
        match self {
            Value::Number(number) => number.as_i64(),
            _ => None,
        }
    }

    /// The number as an `f64`, when this is a number.
    pub fn as_f64(&self) -> Option<f64> {
        match self {
            Value::Number(number) => number.as_f64(),
            _ => None,
        }
    }

    /// The items, when this is a list.
    pub fn as_array(&self) -> Option<&[Value]> {
        match self {
            Value::Array(items) => Some(items),
            _ => None,
        }
    }

    /// The mapping, when this is one.
    pub fn as_object(&self) -> Option<&Map> {
        match self {
            Value::Object(map) => Some(map),
            _ => None,
        }
    }

    /// Whether this is a mapping.
    pub fn is_object(&self) -> bool {
        matches!(self, Value::Object(_))
    }

    /// Whether this is a list.
    pub fn is_array(&self) -> bool {
        matches!(self, Value::Array(_))
    }

    /// Whether this is text.
    pub fn is_string(&self) -> bool {
        matches!(self, Value::String(_))
    }

    /// Whether this is null.
    pub fn is_null(&self) -> bool {
        matches!(self, Value::Null)
    }

    /// The value at a JSON pointer (`/status/conditions/0`, with `~1` for `/` and `~0` for `~`
    /// in keys), as `serde_json::Value::pointer` reads it.
    pub fn pointer(&self, pointer: &str) -> Option<&Value> {
        if pointer.is_empty() {
            return Some(self);
        }
        let rest = pointer.strip_prefix('/')?;
        rest.split('/').try_fold(self, |value, token| {
            let token = token.replace("~1", "/").replace("~0", "~");
            match value {
                Value::Object(map) => map.get(&token),
                Value::Array(items) => token.parse::<usize>().ok().and_then(|index| items.get(index)),
                _ => None,
            }
        })
    }

    /// A mapping of these keys and values; a key given twice keeps its first place and its
    /// last value.
    pub fn object<'k>(entries: impl IntoIterator<Item = (&'k str, Value)>) -> Value {
        Value::Object(Map::from_entries(entries.into_iter().map(|(key, value)| (key_of_str(key), value)).collect(), true))
    }

    /// A list of these values.
    pub fn array(items: impl IntoIterator<Item = Value>) -> Value {
        Value::Array(items.into_iter().collect())
    }

}

impl Map {
    /// Mappings with more keys than this are kept sorted by key.
    pub const SORTED_FROM: usize = 32;

    /// A mapping of these entries, in the order written. With `repeats` (the reader saw a key
    /// more than once), a repeated key keeps its first place and its last value.
    pub(crate) fn from_entries(entries: Vec<(Key, Value)>, repeats: bool) -> Map {
        let entries = if repeats { once_each(entries) } else { entries.into_boxed_slice() };
        let mut map = Map { entries };
        map.sort_if_large();
        map
    }

    fn sort_if_large(&mut self) {
        if self.entries.len() > Map::SORTED_FROM {
            self.entries.sort_unstable_by(|(a, _), (b, _)| a.cmp(b));
        }
    }

    /// Where `key` is: a scan of a small mapping, a binary search of a large (sorted) one.
    fn position(&self, key: &str) -> Option<usize> {
        if self.entries.len() > Map::SORTED_FROM {
            self.entries.binary_search_by(|(name, _)| name.as_ref().cmp(key)).ok()
        } else {
            self.entries.iter().position(|(name, _)| name.is(key))
        }
    }

    /// The entries, for a reader that merges this mapping into another (YAML's `<<`).
    pub(crate) fn into_entries(self) -> Vec<(Key, Value)> {
        self.entries.into_vec()
    }

    /// Keeps each key once, in its first place with its last value (after keys were changed).
    pub(crate) fn keep_each_key_once(&mut self) {
        *self = Map::from_entries(std::mem::take(&mut self.entries).into_vec(), true);
    }

    /// The value under `key`.
    #[inline(always)]
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.position(key).and_then(|at| self.entries.get(at)).map(|(_, value)| value)
    }

    /// Mutable access to the value under `key`.
    pub fn get_mut(&mut self, key: &str) -> Option<&mut Value> {
        self.position(key).and_then(|at| self.entries.get_mut(at)).map(|(_, value)| value)
    }

    /// Sets `key` to `value`: in its place when present, last otherwise.
    pub fn insert(&mut self, key: &str, value: Value) {
        match self.get_mut(key) {
            Some(slot) => *slot = value,
            None => {
                let mut entries = std::mem::take(&mut self.entries).into_vec();
                entries.push((key_of_str(key), value));
                self.entries = entries.into_boxed_slice();
                self.sort_if_large();
            }
        }
    }

    /// Whether `key` is present.
    pub fn contains_key(&self, key: &str) -> bool {
        self.get(key).is_some()
    }

    /// Keys and values, in the order written.
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = (&str, &Value)> + ExactSizeIterator {
        self.entries.iter().map(|(key, value)| (key.as_ref(), value))
    }

    /// Keys and mutable values, in the order written.
    pub fn iter_mut(&mut self) -> impl Iterator<Item = (&str, &mut Value)> {
        self.entries.iter_mut().map(|(key, value)| (&**key, value))
    }

    /// Mutable keys and values (the reader cleans keys): keys must stay unique, or
    /// [`Map::keep_each_key_once`] must follow.
    pub(crate) fn entries_mut(&mut self) -> impl Iterator<Item = (&mut Key, &mut Value)> {
        self.entries.iter_mut().map(|(key, value)| (key, value))
    }

    /// Keeps only the entries `keep` says yes to, in their order.
    pub fn retain(&mut self, mut keep: impl FnMut(&str, &Value) -> bool) {
        if self.entries.iter().all(|(key, value)| keep(key, value)) {
            return;
        }
        let entries = std::mem::take(&mut self.entries).into_vec();
        self.entries = entries.into_iter().filter(|(key, value)| keep(key, value)).collect();
    }

    /// Takes the value under `key` out of the mapping.
    pub fn remove(&mut self, key: &str) -> Option<Value> {
        let at = self.position(key)?;
        let mut entries = std::mem::take(&mut self.entries).into_vec();
        let (_, value) = entries.remove(at);
        self.entries = entries.into_boxed_slice();
        Some(value)
    }

    /// The keys, in the order written.
    pub fn keys(&self) -> impl DoubleEndedIterator<Item = &str> + ExactSizeIterator {
        self.entries.iter().map(|(key, _)| key.as_ref())
    }

    /// The values, in the order written.
    pub fn values(&self) -> impl DoubleEndedIterator<Item = &Value> + ExactSizeIterator {
        self.entries.iter().map(|(_, value)| value)
    }

    /// The values, mutable, in the order written.
    pub fn values_mut(&mut self) -> impl Iterator<Item = &mut Value> {
        self.entries.iter_mut().map(|(_, value)| value)
    }

    /// How many keys.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether there are no keys.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

impl<'a> IntoIterator for &'a Map {
    type Item = (&'a str, &'a Value);
    type IntoIter = std::iter::Map<std::slice::Iter<'a, (Key, Value)>, fn(&'a (Key, Value)) -> (&'a str, &'a Value)>;

    fn into_iter(self) -> Self::IntoIter {
        self.entries.iter().map(|(key, value)| (key.as_ref(), value))
    }
}

impl std::ops::Index<&str> for Value {
    type Output = Value;

    /// The value under `key`, or null, as `serde_json` indexes.
    fn index(&self, key: &str) -> &Value {
        self.get(key).unwrap_or(&NULL)
    }
}

impl std::ops::Index<usize> for Value {
    type Output = Value;

    /// The item at `index`, or null.
    fn index(&self, index: usize) -> &Value {
        self.as_array().and_then(|items| items.get(index)).unwrap_or(&NULL)
    }
}

/// Builds a [`Value`](crate::model::Value) with `serde_json::json!`'s syntax (tests and the
/// JavaScript API write objects this way).
#[macro_export]
macro_rules! value {
    ($($json:tt)+) => {
        $crate::model::Value::from(::serde_json::json!($($json)+))
    };
}

impl PartialEq<serde_json::Value> for Value {
    /// Same shape and contents (mapping order aside), so tests can compare with `json!`.
    fn eq(&self, other: &serde_json::Value) -> bool {
        match (self, other) {
            (Value::Null, serde_json::Value::Null) => true,
            (Value::Bool(a), serde_json::Value::Bool(b)) => a == b,
            (Value::Number(a), serde_json::Value::Number(b)) => a == b,
            (Value::String(a), serde_json::Value::String(b)) => a.as_str() == b.as_str(),
            (Value::Array(a), serde_json::Value::Array(b)) => a.len() == b.len() && a.iter().zip(b).all(|(a, b)| a == b),
            (Value::Object(a), serde_json::Value::Object(b)) => a.len() == b.len() && a.iter().all(|(key, value)| b.get(key).is_some_and(|other| value == other)),
            _ => false,
        }
    }
}

impl PartialEq<str> for Value {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == Some(other)
    }
}

impl PartialEq<&str> for Value {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == Some(*other)
    }
}

impl fmt::Display for Value {
    /// Compact JSON, as `serde_json::Value` displays.
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Value::Null => f.write_str("null"),
            Value::Bool(value) => write!(f, "{value}"),
            Value::Number(number) => write!(f, "{number}"),
            Value::String(text) => write_json_text(f, text),
            Value::Array(items) => {
                f.write_str("[")?;
                for (at, item) in items.iter().enumerate() {
                    if at > 0 {
                        f.write_str(",")?;
                    }
                    write!(f, "{item}")?;
                }
                f.write_str("]")
            }
            Value::Object(map) => {
                f.write_str("{")?;
                for (at, (key, value)) in map.iter().enumerate() {
                    if at > 0 {
                        f.write_str(",")?;
                    }
                    write_json_text(f, key)?;
                    write!(f, ":{value}")?;
                }
                f.write_str("}")
            }
        }
    }
}

fn write_json_text(f: &mut fmt::Formatter, text: &str) -> fmt::Result {
    // serde_json's own escaping, so the text is valid JSON whatever it holds.
    match serde_json::to_string(text) {
        Ok(quoted) => f.write_str(&quoted),
        Err(_) => Err(fmt::Error),
    }
}

impl serde::Serialize for Value {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::{SerializeMap, SerializeSeq};
        match self {
            Value::Null => serializer.serialize_unit(),
            Value::Bool(value) => serializer.serialize_bool(*value),
            Value::Number(number) => number.serialize(serializer),
            Value::String(text) => serializer.serialize_str(text),
            Value::Array(items) => {
                let mut seq = serializer.serialize_seq(Some(items.len()))?;
                for item in items.iter() {
                    seq.serialize_element(item)?;
                }
                seq.end()
            }
            Value::Object(map) => {
                let mut out = serializer.serialize_map(Some(map.len()))?;
                for (key, value) in map.iter() {
                    out.serialize_entry(key, value)?;
                }
                out.end()
            }
        }
    }
}

impl From<serde_json::Value> for Value {
    /// A `serde_json` value as a compact tree (tests and the JavaScript API build them).
    fn from(value: serde_json::Value) -> Value {
        match value {
            serde_json::Value::Null => Value::Null,
            serde_json::Value::Bool(value) => Value::Bool(value),
            serde_json::Value::Number(number) => Value::Number(number),
            serde_json::Value::String(text) => Value::String(Text::from(text)),
            serde_json::Value::Array(items) => Value::Array(items.into_iter().map(Value::from).collect()),
            serde_json::Value::Object(map) => {
                Value::Object(Map::from_entries(map.into_iter().map(|(key, value)| (key_of(key), Value::from(value))).collect(), false))
            }
        }
    }
}

impl From<&str> for Value {
    fn from(text: &str) -> Value {
        Value::String(Text::from(text))
    }
}

impl From<String> for Value {
    fn from(text: String) -> Value {
        Value::String(Text::from(text))
    }
}

impl From<i64> for Value {
    fn from(number: i64) -> Value {
        Value::Number(number.into())
    }
}

impl From<u64> for Value {
    fn from(number: u64) -> Value {
        Value::Number(number.into())
    }
}

/// Whether two keys are the same text. Most keys of a mapping differ in length or first byte,
/// which settles it without comparing the rest (a call to `memcmp`); a common
/// key looked up by the same static text is the same bytes.
#[inline(always)]
pub(crate) fn same_key(name: &str, key: &str) -> bool {
    name.len() == key.len() && (name.as_ptr() == key.as_ptr() || name.as_bytes().first() == key.as_bytes().first() && name == key)
}

/// A key: a common one by its place in the list, any other as its own text.
pub(crate) fn key_of(text: String) -> Key {
    match common_place(&text) {
        Some(place) => Key::common(place),
        None => Key(KeyText::Own(text.into_boxed_str())),
    }
}

/// [`key_of`] for borrowed text (copied only when it is not a common key).
pub(crate) fn key_of_str(text: &str) -> Key {
    match common_place(text) {
        Some(place) => Key::common(place),
        None => Key(KeyText::Own(Box::from(text))),
    }
}

/// The keys written in (nearly) every Kubernetes object, its conditions and its pods.
const COMMON_KEYS: [&str; 108] = [
    "apiVersion",
    "kind",
    "metadata",
    "name",
    "namespace",
    "uid",
    "labels",
    "annotations",
    "spec",
    "status",
    "conditions",
    "type",
    "reason",
    "message",
    "lastTransitionTime",
    "lastUpdateTime",
    "lastProbeTime",
    "lastHeartbeatTime",
    "observedGeneration",
    "generation",
    "creationTimestamp",
    "resourceVersion",
    "ownerReferences",
    "controller",
    "blockOwnerDeletion",
    "replicas",
    "readyReplicas",
    "availableReplicas",
    "updatedReplicas",
    "fullyLabeledReplicas",
    "selector",
    "matchLabels",
    "template",
    "containers",
    "initContainers",
    "image",
    "imageID",
    "ports",
    "containerPort",
    "protocol",
    "resources",
    "limits",
    "requests",
    "memory",
    "cpu",
    "env",
    "value",
    "valueFrom",
    "volumeMounts",
    "volumes",
    "mountPath",
    "containerStatuses",
    "initContainerStatuses",
    "containerID",
    "state",
    "lastState",
    "waiting",
    "running",
    "terminated",
    "exitCode",
    "startedAt",
    "finishedAt",
    "restartCount",
    "ready",
    "started",
    "phase",
    "podIP",
    "podIPs",
    "hostIP",
    "hostIPs",
    "ip",
    "qosClass",
    "startTime",
    "nodeName",
    "restartPolicy",
    "serviceAccountName",
    "serviceAccount",
    "terminationMessagePath",
    "terminationMessagePolicy",
    "terminationGracePeriodSeconds",
    "imagePullPolicy",
    "dnsPolicy",
    "schedulerName",
    "securityContext",
    "tolerations",
    "key",
    "operator",
    "effect",
    "tolerationSeconds",
    "priority",
    "enableServiceLinks",
    "preemptionPolicy",
    "args",
    "command",
    "items",
    "app",
    "pod-template-hash",
    "progressDeadlineSeconds",
    "revisionHistoryLimit",
    "strategy",
    "managedFields",
    "manager",
    "operation",
    "time",
    "fieldsType",
    "fieldsV1",
    "deployment.kubernetes.io/revision",
    "kubectl.kubernetes.io/last-applied-configuration",
];

// Each common key has a bit of a `u128` when a mapping's keys are checked for repeats.
const _: () = assert!(COMMON_KEYS.len() <= 128);

/// Slots of [`COMMON_SLOTS`]: a power of two, several times the number of keys.
const SLOT_COUNT: usize = 512;

/// Where a key's search in [`COMMON_SLOTS`] starts: from its length and three of its bytes,
/// enough to put nearly every common key in a slot of its own.
const fn slot_of(bytes: &[u8]) -> usize {
    let (first, middle, last) = (bytes[0] as usize, bytes[bytes.len() / 2] as usize, bytes[bytes.len() - 1] as usize);
    (bytes.len().wrapping_mul(97) ^ first.wrapping_mul(31) ^ middle.wrapping_mul(7) ^ last) & (SLOT_COUNT - 1)
}

/// An open-addressing table of [`COMMON_KEYS`], built when compiling: each slot holds a key's
/// place in the list plus one, or 0 for none.
static COMMON_SLOTS: [u8; SLOT_COUNT] = {
    // A key's place plus one fits a byte, and so does its length (`Key` holds both).
    assert!(COMMON_KEYS.len() < 255);
    let mut slots = [0u8; SLOT_COUNT];
    let mut index = 0;
    while index < COMMON_KEYS.len() {
        assert!(COMMON_KEYS[index].len() < 256);
        let mut at = slot_of(COMMON_KEYS[index].as_bytes());
        while slots[at] != 0 {
            at = (at + 1) & (SLOT_COUNT - 1);
        }
        slots[at] = index as u8 + 1;
        index += 1;
    }
    slots
};

/// Where `text` is in [`COMMON_KEYS`]: a look into [`COMMON_SLOTS`] and one comparison,
/// instead of comparing against each of the keys (the page looks up every key of every
/// object it reads).
fn common_place(text: &str) -> Option<u8> {
    if text.is_empty() {
        return None;
    }
    let mut at = slot_of(text.as_bytes());
    loop {
        let place = COMMON_SLOTS.get(at)?.checked_sub(1)?;
        if *COMMON_KEYS.get(usize::from(place))? == text {
            return Some(place);
        }
        at = (at + 1) & (SLOT_COUNT - 1);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn reads_like_a_json_value() {
        let value = Value::from(json!({"status": {"conditions": [{"type": "Ready", "status": "True"}], "replicas": 3}, "a/b": {"~x": true}}));
        assert_eq!(value.pointer("/status/conditions/0/type").and_then(Value::as_str), Some("Ready"));
        assert_eq!(value.pointer("/a~1b/~0x").and_then(Value::as_bool), Some(true));
        assert_eq!(value["status"]["replicas"].as_i64(), Some(3));
        assert!(value["missing"].is_null() && value.get("status").is_some_and(Value::is_object));
        assert_eq!(value["status"]["conditions"].as_array().map(<[Value]>::len), Some(1));
    }

    #[test]
    fn displays_and_serialises_as_json() {
        let value = Value::from(json!({"b": [1, 2.5, null, "q\"uote"], "a": {"t": true}}));
        let parsed: serde_json::Value = serde_json::from_str(&value.to_string()).unwrap();
        assert_eq!(parsed, json!({"b": [1, 2.5, null, "q\"uote"], "a": {"t": true}}));
        assert_eq!(serde_json::to_value(&value).unwrap(), parsed);
    }

    #[test]
    fn short_text_stays_in_the_value_and_the_value_stays_small() {
        assert_eq!(std::mem::size_of::<Value>(), 24);
        let short = Value::from("CrashLoopBackOff");
        assert!(matches!(short, Value::String(Text::Inline(16, _))));
        assert_eq!(short.as_str(), Some("CrashLoopBackOff"));
        let long = Value::from("a".repeat(23));
        assert!(matches!(long, Value::String(Text::Heap(_))));
        let accented = Value::from("é".repeat(11));
        assert_eq!(accented.as_str().map(str::chars).map(Iterator::count), Some(11));
        assert_eq!(Value::from(""), Value::from(String::new()));
    }

    #[test]
    fn large_mappings_are_sorted_and_found_small_ones_keep_their_order() {
        let mut large = serde_json::Map::new();
        for n in (0..100).rev() {
            large.insert(format!("label-{n:03}"), serde_json::Value::from(n));
        }
        let Value::Object(mut map) = Value::from(serde_json::Value::Object(large)) else { panic!("a mapping") };
        assert_eq!(map.keys().next(), Some("label-000"));
        assert!((0..100).all(|n| map.get(&format!("label-{n:03}")).and_then(Value::as_i64) == Some(n)));
        map.insert("label-050", Value::from("changed"));
        map.insert("a-new-one", Value::Bool(true));
        assert_eq!((map.get("label-050").and_then(Value::as_str), map.get("a-new-one").and_then(Value::as_bool)), (Some("changed"), Some(true)));
        assert_eq!(map.remove("label-099").and_then(|v| v.as_i64()), Some(99));
        assert!(map.get("label-099").is_none() && map.get("label-098").is_some());
        let small = Value::object([("z", Value::Null), ("a", Value::Null)]);
        assert_eq!(small.as_object().map(|m| m.keys().collect::<Vec<_>>()), Some(vec!["z", "a"]));
    }

    #[test]
    fn common_keys_are_shared_text() {
        for key in COMMON_KEYS {
            let common = key_of_str(key);
            assert!(common.is_common() && common.as_str() == key, "{key}");
            for other in [format!("{key}s"), key[1..].to_owned(), key.to_uppercase()] {
                let read = key_of_str(&other);
                assert_eq!(read.is_common(), COMMON_KEYS.contains(&other.as_str()), "{other}");
                assert_eq!(read.as_str(), other);
            }
        }
        assert!(!key_of_str("").is_common() && key_of_str("").is_empty());
        assert!(key_of("status".to_owned()).is_common());
        let own = key_of_str("my-label");
        assert!(!own.is_common() && own == key_of("my-label".to_owned()) && &*own == "my-label");
        // As small as a pointer to text: a mapping entry is a value and a key, no more.
        assert_eq!(std::mem::size_of::<Key>(), std::mem::size_of::<Box<str>>());
    }
}
