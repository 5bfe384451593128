use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering::Relaxed};
struct Counting;
static NOW: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, l: Layout) -> *mut u8 { let n = NOW.fetch_add(l.size(), Relaxed) + l.size(); PEAK.fetch_max(n, Relaxed); unsafe { System.alloc(l) } }
    unsafe fn dealloc(&self, p: *mut u8, l: Layout) { NOW.fetch_sub(l.size(), Relaxed); unsafe { System.dealloc(p, l) } }
    unsafe fn realloc(&self, p: *mut u8, l: Layout, new: usize) -> *mut u8 { let n = NOW.fetch_add(new, Relaxed) + new; PEAK.fetch_max(n, Relaxed); NOW.fetch_sub(l.size(), Relaxed); unsafe { System.realloc(p, l, new) } }
}
#[global_allocator]
static A: Counting = Counting;
fn mb(n: usize) -> String { format!("{:.1} MB", n as f64 / 1e6) }
fn main() {
    let text = std::fs::read_to_string("target/measure-dump-10k.yaml").unwrap();
    let len = text.len();
    PEAK.store(NOW.load(Relaxed), Relaxed);
    let base = NOW.load(Relaxed) - len;
    let reading = status_explainer::read::read(&text, None);
    println!("after read: now {} peak {}", mb(NOW.load(Relaxed) - base), mb(PEAK.load(Relaxed) - base));
    drop(text);
    let (objects, _found) = status_explainer::read::unwrap_lists(reading);
    println!("after unwrap (text dropped): now {} peak {}", mb(NOW.load(Relaxed) - base), mb(PEAK.load(Relaxed) - base));
    drop(objects);
    let text = std::fs::read_to_string("target/measure-dump-10k.yaml").unwrap();
    PEAK.store(NOW.load(Relaxed), Relaxed);
    let report = status_explainer::explain_owned(text, None);
    println!("input {} ; after explain: now {} peak {}", mb(len), mb(NOW.load(Relaxed) - base), mb(PEAK.load(Relaxed) - base));
    let json = serde_json::to_vec(&report).unwrap();
    println!("json {} ; now {} peak {}", mb(json.len()), mb(NOW.load(Relaxed) - base), mb(PEAK.load(Relaxed) - base));
}
