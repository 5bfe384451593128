//! Explain time against bare parsing of the same text into a generic value, in the same run.
//!
//! `cargo bench --bench explain_vs_parse` prints one table for generated
//! `kubectl get -A -o yaml` / `-o json`-style dumps of 100, 1,000 and 10,000 resources.
//! A report, not a test: nothing here fails on a slow machine.

use std::hint::black_box;
use std::time::{Duration, Instant};

mod dump;
use dump::generate_yaml;

/// The best of several runs (robust against a busy machine), at least `min_runs`.
fn best(min_runs: usize, mut work: impl FnMut()) -> Duration {
    let mut best = Duration::MAX;
    let started = Instant::now();
    let mut runs = 0;
    while runs < min_runs || (started.elapsed() < Duration::from_millis(1500) && runs < 50) {
        let at = Instant::now();
        work();
        best = best.min(at.elapsed());
        runs += 1;
    }
    best
}

fn main() {
    let now = status_explainer::Timestamp::parse("2025-03-04T10:30:00Z");
    println!("| input | size | bare parse to a generic value | explain | explain / parse |");
    println!("| --- | ---: | ---: | ---: | ---: |");
    for resources in [100, 1_000, 10_000] {
        let yaml = generate_yaml(resources);
        let value: serde_json::Value = serde_saphyr::from_str_with_options(&yaml, serde_saphyr::options! { budget: None })
            .expect("generated YAML parses");
        let json = serde_json::to_string(&value).expect("serialises");
        let report = status_explainer::explain(&yaml, now);
        assert_eq!(report.resources.len(), resources, "every generated resource is explained");
        assert!(report.diagnostics.is_empty(), "{:?}", report.diagnostics);
        let runs = if resources >= 10_000 { 3 } else { 5 };
        for (format, text) in [("YAML", &yaml), ("JSON", &json)] {
            let parse = best(runs, || {
                let value: serde_json::Value = if format == "YAML" {
                    serde_saphyr::from_str_with_options(text, serde_saphyr::options! { budget: None }).unwrap_or_default()
                } else {
                    serde_json::from_str(text).unwrap_or_default()
                };
                black_box(value);
            });
            let explain = best(runs, || {
                black_box(status_explainer::explain(black_box(text), now));
            });
            println!(
                "| {resources} resources, {format} | {:.1} MB | {:.1} ms | {:.1} ms | {:.2}× |",
                text.len() as f64 / 1e6,
                parse.as_secs_f64() * 1e3,
                explain.as_secs_f64() * 1e3,
                explain.as_secs_f64() / parse.as_secs_f64()
            );
        }
    }
}
