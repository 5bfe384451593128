// Report (not a test): bundle sizes and the page's speed, next to js-yaml in the same page and in
// Node, and the native CLI. Run via scripts/measure.sh (it builds what it needs first).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { DIST, ROOT, launchBrowser, startServer } from './harness.mjs';

const require = createRequire(import.meta.url);
const jsyaml = require('js-yaml');
const JSYAML_PATH = path.join(path.dirname(require.resolve('js-yaml')), 'dist', 'js-yaml.min.js');

/** A `kubectl get -A -o yaml`-style List: per app a Deployment, a ReplicaSet and three Pods. */
function dump(resources) {
  const out = ['apiVersion: v1', 'kind: List', 'items:'];
  let count = 0;
  for (let app = 0; count < resources; app += 1) {
    const ns = `team-${app % 37}`;
    const name = `app-${app}`;
    const broken = app % 5 === 0;
    out.push(`- apiVersion: apps/v1
  kind: Deployment
  metadata: {name: ${name}, namespace: ${ns}, uid: d-${app}, generation: 4, labels: {app: ${name}}, annotations: {deployment.kubernetes.io/revision: "4"}}
  spec: {replicas: 3, selector: {matchLabels: {app: ${name}}}, template: {metadata: {labels: {app: ${name}}}, spec: {containers: [{name: app, image: "registry.example.com/${name}:1.${app}", resources: {limits: {memory: 256Mi}}}]}}}
  status:
    observedGeneration: 4
    replicas: 3
    updatedReplicas: ${broken ? 1 : 3}
    readyReplicas: 3
    availableReplicas: 3
    conditions:
    - {type: Available, status: "True", reason: MinimumReplicasAvailable, lastTransitionTime: "2025-03-01T10:00:00Z"}
    - {type: Progressing, status: "True", reason: ${broken ? 'ReplicaSetUpdated' : 'NewReplicaSetAvailable'}, lastTransitionTime: "2025-03-01T10:00:00Z", lastUpdateTime: "2025-03-01T10:00:00Z"}
- apiVersion: apps/v1
  kind: ReplicaSet
  metadata: {name: ${name}-5d9c, namespace: ${ns}, uid: rs-${app}, annotations: {deployment.kubernetes.io/revision: "4"}, ownerReferences: [{kind: Deployment, name: ${name}, uid: d-${app}, controller: true}]}
  spec: {replicas: 3}
  status: {replicas: 3, readyReplicas: 3, availableReplicas: 3}`);
    count += 2;
    for (let pod = 0; pod < 3 && count < resources; pod += 1, count += 1) {
      const bad = broken && pod === 0;
      out.push(`- apiVersion: v1
  kind: Pod
  metadata: {name: ${name}-5d9c-${pod}x, namespace: ${ns}, uid: p-${app}-${pod}, labels: {app: ${name}}, ownerReferences: [{kind: ReplicaSet, name: ${name}-5d9c, uid: rs-${app}, controller: true}]}
  spec: {nodeName: node-${app % 50}, containers: [{name: app, image: "registry.example.com/${name}:1.${app}", resources: {limits: {memory: 256Mi}}}]}
  status:
    phase: Running
    conditions:
    - {type: Ready, status: "${bad ? 'False' : 'True'}", lastTransitionTime: "2025-03-01T10:00:00Z"}
    - {type: PodScheduled, status: "True", lastTransitionTime: "2025-03-01T10:00:00Z"}
    containerStatuses:
    - name: app
      image: registry.example.com/${name}:1.${app}
      ready: ${!bad}
      restartCount: ${bad ? 7 : 0}
      state: ${bad ? '{waiting: {reason: CrashLoopBackOff, message: back-off 5m0s restarting failed container}}' : '{running: {startedAt: "2025-03-01T10:00:05Z"}}'}
      lastState: {terminated: {reason: OOMKilled, exitCode: 137, finishedAt: "2025-03-01T10:20:00Z"}}`);
    }
  }
  return `${out.join('\n')}\n`;
}

function best(runs, work) {
  let min = Infinity;
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    work();
    min = Math.min(min, performance.now() - start);
  }
  return min;
}

const rows = [];
const row = (what, value) => rows.push(`| ${what} | ${value} |`);

// Bundle sizes.
const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const files = fs.readdirSync(DIST).filter((f) => /\.(wasm|js|css)$/.test(f) && f !== 'sw.js');
let total = 0;
for (const f of files) total += gz(path.join(DIST, f));
row('page: wasm + js + css, gzip', `${(total / 1024).toFixed(0)} KB (${files.map((f) => `${f.replace(/-[0-9a-f]{12,}/, '')} ${(gz(path.join(DIST, f)) / 1024).toFixed(0)} KB`).join(', ')})`);
const embedWasm = path.join(DIST, 'embed', 'pkg', 'status_explainer_bg.wasm');
if (fs.existsSync(embedWasm)) {
  const embedTotal = gz(embedWasm) + gz(path.join(DIST, 'embed', 'pkg', 'status_explainer.js')) + gz(path.join(DIST, 'embed', 'status-explainer.css'));
  row('embed module: wasm + js + css, gzip', `${(embedTotal / 1024).toFixed(0)} KB`);
}

const small = dump(50);
const big = dump(Math.round(10_000 * 1.0));
const bigFile = path.join(ROOT, 'target', 'measure-dump-10k.yaml');
fs.mkdirSync(path.dirname(bigFile), { recursive: true });
fs.writeFileSync(bigFile, big);

// In the page.
const server = await startServer();
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1200, height: 900 } });
  // Every measured page starts empty: a reload would otherwise bring back the tab's last text
  // (the page keeps it in session storage), explained before the paste being measured.
  await context.addInitScript(() => sessionStorage.clear());
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${server.address().port}/`, { waitUntil: 'load' });
  await page.waitForSelector('textarea#paste');
  await page.addScriptTag({ path: JSYAML_PATH });
  for (const [label, text, runs] of [['50 resources', small, 5], [`10,000 resources (${(big.length / 1e6).toFixed(1)} MB)`, big, 2]]) {
    let best = null;
    for (let run = 0; run < runs; run += 1) {
      // Clear, then paste and time until the first card is on screen; meanwhile note the
      // longest task on the main thread (what freezes the page).
      // A fresh page each run: a large paste leaves no text area to clear.
      await page.goto(`http://127.0.0.1:${server.address().port}/`, { waitUntil: 'load' });
      await page.waitForSelector('textarea#paste');
      await page.addScriptTag({ path: JSYAML_PATH });
      // The text reaches the page first, in a task of its own: handing Playwright's argument
      // of megabytes to the page is itself a long task, not the page's.
      await page.evaluate((text) => { window.measuredPaste = text; }, text);
      const result = await page.evaluate(async () => {
        const text = window.measuredPaste;
        let longest = 0;
        const observer = new PerformanceObserver((list) => { for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration); });
        observer.observe({ type: 'longtask' });
        const area = document.querySelector('#paste');
        const start = performance.now();
        if (text.length > 512 * 1024) {
          // As a person's paste arrives: the page takes it from the clipboard event.
          const clipboardData = new DataTransfer();
          clipboardData.setData('text/plain', text);
          area.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
        } else {
          area.value = text;
          area.dispatchEvent(new InputEvent('input', { inputType: 'insertFromPaste', bubbles: true }));
        }
        while (!document.querySelector('article.resource')) await new Promise((r) => requestAnimationFrame(r));
        const explained = performance.now() - start;
        // Then until the page's first 200 are all drawn (a step at a time): the page has to
        // answer meanwhile too.
        let [cards, still] = [0, 0];
        while (still < 6) {
          await new Promise((r) => setTimeout(r, 50));
          const now = document.querySelectorAll('article.resource').length;
          [cards, still] = [now, now === cards ? still + 1 : 0];
        }
        const drawn = performance.now() - start - still * 50;
        observer.disconnect();
        let yaml = Infinity;
        for (let i = 0; i < 3; i += 1) {
          const t = performance.now();
          window.jsyaml.loadAll(text);
          yaml = Math.min(yaml, performance.now() - t);
        }
        return { explained, yaml, longest, drawn, cards };
      });
      if (!best || result.explained < best.explained) best = result;
    }
    const frozen = best.longest > 0 ? `longest main-thread task ${best.longest.toFixed(0)} ms` : 'no main-thread task over 50 ms';
    row(`page: paste → first explanation on screen, ${label}`, `${best.explained.toFixed(0)} ms (js-yaml loadAll alone in the same page: ${best.yaml.toFixed(0)} ms); all ${best.cards} cards of its first page drawn after ${best.drawn.toFixed(0)} ms, ${frozen} until then`);
    if (runs === 2) {
      // With the large answer on screen: switching the verdict filter, to the next frame.
      const switching = await page.evaluate(async () => {
        const chips = document.querySelectorAll('.filters button');
        const times = [];
        for (const chip of [chips[1], chips[0]]) {
          const t = performance.now();
          chip.click();
          await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
          times.push(performance.now() - t);
        }
        return times;
      });
      row('page: switch the filter on the 10,000-resource answer (Problems, then All)', `${switching.map((t) => `${t.toFixed(0)} ms`).join(', ')}`);
    }
  }
  // Typing in a large text the text area takes (explained in the worker): a letter typed into
  // a name, from the pause in typing until the answer's cards are all drawn again, and the
  // longest task meanwhile (the answer is drawn as far as before at once, so nothing jumps).
  {
    const edited = dump(600);
    await page.goto(`http://127.0.0.1:${server.address().port}/`, { waitUntil: 'load' });
    await page.waitForSelector('textarea#paste');
    await page.evaluate((text) => {
      const area = document.querySelector('#paste');
      area.value = text;
      area.dispatchEvent(new InputEvent('input', { inputType: 'insertFromPaste', bubbles: true }));
    }, edited);
    await page.waitForFunction(() => document.querySelectorAll('article.resource').length >= 200 && !document.querySelector('.working'));
    await page.waitForTimeout(500);
    const typing = await page.evaluate(async () => {
      let longest = 0;
      const observer = new PerformanceObserver((list) => { for (const entry of list.getEntries()) longest = Math.max(longest, entry.duration); });
      observer.observe({ type: 'longtask' });
      const area = document.querySelector('#paste');
      const cards = () => document.querySelectorAll('article.resource').length;
      const before = cards();
      let fewest = before;
      // The first Deployment renamed, a letter typed: its card shows the new name when the
      // answer is in.
      area.value = area.value.replace('{name: app-0,', '{name: app-0x,');
      area.dispatchEvent(new InputEvent('input', { inputType: 'insertText', data: 'x', bubbles: true }));
      const start = performance.now();
      while (document.querySelector('article.resource .name code')?.textContent !== 'app-0x' && performance.now() - start < 10000) {
        fewest = Math.min(fewest, cards());
        await new Promise((r) => setTimeout(r, 5));
      }
      const answered = performance.now() - start;
      await new Promise((r) => setTimeout(r, 300));
      observer.disconnect();
      return { answered, longest, before, fewest, bytes: area.value.length };
    });
    row(`page: type a letter into a ${(typing.bytes / 1e3).toFixed(0)} KB paste (${typing.before} cards drawn)`, `answer on screen ${typing.answered.toFixed(0)} ms after the letter (200 ms of it the pause the page waits for); ${typing.fewest} cards on screen at the fewest meanwhile; longest main-thread task ${typing.longest > 0 ? `${typing.longest.toFixed(0)} ms` : 'under 50 ms'}`);
  }
  // Peak WebAssembly memory for the big dump: a fresh page's own instance explains it once
  // (what the worker does); wasm memory only grows, so its size afterwards is the peak. Only
  // once: the call leaves its report to the instance's end, as the worker does.
  {
    const fresh = await context.newPage();
    await fresh.goto(`http://127.0.0.1:${server.address().port}/`, { waitUntil: 'load' });
    await fresh.waitForSelector('textarea#paste');
    await fresh.addScriptTag({ path: JSYAML_PATH });
    const memory = await fresh.evaluate(async (text) => {
      const exports = await window.wasmBindings.default();
      // The worker is handed the paste as UTF-8 bytes (the page holds it so), and js-yaml the
      // same text as a string: each its natural input.
      const bytes = new TextEncoder().encode(text);
      const before = exports.memory.buffer.byteLength;
      window.wasmBindings.explainInBackground(bytes, NaN);
      const after = exports.memory.buffer.byteLength;
      // Speed, as the page explains a large paste: in a fresh worker of the page's own module
      // (explain-worker.js, loaded and warmed up with a tiny paste first), from handing it the
      // bytes to holding its packed report; taking turns with js-yaml on the same text in the
      // page, so that both see the same machine; the best of each.
      const glue = document.querySelector('link[rel=modulepreload]').href;
      const wasmUrl = document.querySelector('link[rel=preload][href$=".wasm"]').href;
      const module = await WebAssembly.compileStreaming(fetch(wasmUrl));
      const inWorker = async () => {
        const worker = new Worker('./explain-worker.js', { type: 'module' });
        worker.postMessage({ glue, module });
        const answer = (text) => new Promise((resolve) => {
          worker.onmessage = ({ data }) => resolve(data);
          worker.postMessage({ text, now: NaN }, [text.buffer]);
        });
        await answer(new TextEncoder().encode('kind: Pod\nmetadata: {name: warm}\n'));
        const copy = bytes.slice();
        const t = performance.now();
        const data = await answer(copy);
        const took = performance.now() - t;
        worker.terminate();
        if (!data.report) throw new Error(`the worker did not answer: ${data.error}`);
        return took;
      };
      let [explained, yaml] = [Infinity, Infinity];
      for (let round = 0; round < 8; round += 1) {
        let t = performance.now();
        window.jsyaml.loadAll(text);
        yaml = Math.min(yaml, performance.now() - t);
        explained = Math.min(explained, await inWorker());
      }
      return { before, after, explained, yaml };
    }, big);
    const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    row(`page: peak wasm memory explaining the ${(big.length / 1e6).toFixed(1)} MB dump`, `${mb(memory.after)} (${(memory.after / big.length).toFixed(1)}× the input; ${mb(memory.before)} before)`);
    row(`page: explain the ${(big.length / 1e6).toFixed(1)} MB dump in a fresh worker (bytes in → packed report out)`, `${memory.explained.toFixed(0)} ms (js-yaml loadAll on the same text in the same page: ${memory.yaml.toFixed(0)} ms, ${(memory.explained / memory.yaml).toFixed(2)}×)`);
  }
  await context.close();
} finally {
  await browser.close();
  server.close();
}

// Native: the CLI on the same file, against js-yaml in Node.
const cli = path.join(process.env.CARGO_TARGET_DIR || path.join(ROOT, 'target'), 'release', 'status-explainer');
if (fs.existsSync(cli)) {
  const native = best(3, () => { try { execFileSync(cli, ['--format', 'json', bigFile], { stdio: ['ignore', 'ignore', 'ignore'] }); } catch { /* exit 1: problems found */ } });
  const node = best(3, () => jsyaml.loadAll(big));
  row('native CLI: explain the 10,000-resource dump, JSON out (whole process)', `${native.toFixed(0)} ms (js-yaml loadAll in Node: ${node.toFixed(0)} ms, ${(native / node).toFixed(2)}×)`);
}

console.log(`Measured ${new Date().toISOString().slice(0, 10)} on ${execFileSync('nproc').toString().trim()} cores:\n`);
console.log('| what | measured |\n| --- | --- |');
console.log(rows.join('\n'));
