// Browser test of the built page (dist/, from `trunk build --release`).
//
// Serves dist/ from a tiny static server on 127.0.0.1, drives Debian's
// Chromium through playwright-core, and checks what a person would see.
// Run: node --test tests/e2e/   (after `trunk build --release --offline`)

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, servedPage } from './harness.mjs';

const SCREENSHOT = path.join(ROOT, 'docs', 'screenshot.png');
const SCREENSHOT_DARK = path.join(ROOT, 'docs', 'screenshot-dark.png');
const WAIT = 30_000;

const HEALTHY_ROLLOUT = `apiVersion: apps/v1
kind: Deployment
metadata: {name: web, namespace: shop, uid: d1, generation: 1, annotations: {deployment.kubernetes.io/revision: "1"}}
spec: {replicas: 1}
status:
  observedGeneration: 1
  replicas: 1
  updatedReplicas: 1
  readyReplicas: 1
  availableReplicas: 1
  conditions:
  - {type: Available, status: "True", reason: MinimumReplicasAvailable}
  - {type: Progressing, status: "True", reason: NewReplicaSetAvailable}
---
apiVersion: apps/v1
kind: ReplicaSet
metadata: {name: web-1, namespace: shop, uid: r1, annotations: {deployment.kubernetes.io/revision: "1"}, ownerReferences: [{kind: Deployment, name: web, uid: d1, controller: true}]}
spec: {replicas: 1}
status: {replicas: 1, readyReplicas: 1, availableReplicas: 1}
---
apiVersion: v1
kind: Pod
metadata: {name: web-1-a, namespace: shop, uid: p1, ownerReferences: [{kind: ReplicaSet, name: web-1, uid: r1, controller: true}]}
status:
  phase: Running
  conditions: [{type: Ready, status: "True"}]
  containerStatuses: [{name: app, ready: true, restartCount: 0, state: {running: {}}}]
`;

const CRASH_LOOPING_POD = `apiVersion: v1
kind: Pod
metadata:
  name: web-1
  namespace: shop
spec:
  containers:
    - name: app
      image: shop/web:1.4.2
      resources:
        limits:
          memory: 128Mi
status:
  phase: Running
  conditions:
    - type: Initialized
      status: "True"
    - type: Ready
      status: "False"
      reason: ContainersNotReady
      message: "containers with unready status: [app]"
    - type: ContainersReady
      status: "False"
      reason: ContainersNotReady
      message: "containers with unready status: [app]"
    - type: PodScheduled
      status: "True"
  containerStatuses:
    - name: app
      image: shop/web:1.4.2
      ready: false
      started: false
      restartCount: 5
      state:
        waiting:
          reason: CrashLoopBackOff
          message: back-off 2m40s restarting failed container=app pod=web-1_shop
      lastState:
        terminated:
          reason: OOMKilled
          exitCode: 137
          startedAt: "2025-01-10T09:58:01Z"
          finishedAt: "2025-01-10T09:58:04Z"
`;

const RUNNING_POD = `apiVersion: v1
kind: Pod
metadata:
  name: api-0
  namespace: shop
status:
  phase: Running
  conditions:
    - type: Ready
      status: "True"
  containerStatuses:
    - name: api
      ready: true
      started: true
      restartCount: 0
      state:
        running:
          startedAt: "2025-01-10T09:00:00Z"
`;

const BROKEN_STREAM = `${RUNNING_POD}---
apiVersion: v1
kind: [unclosed
metadata:
  name: broken
`;

describe('status-explainer page', () => {
  const served = servedPage();
  /** Every URL the browser asked for, in any test. */
  const requests = [];
  /** Console errors and page errors, shown when a wait fails. */
  const problems = [];


  /** A fresh context and page at 1200x900, with its requests recorded. */
  // A new browser context and page that has not opened anything yet (to open a link in).
  async function blankPage() {
    const context = await served.browser.newContext({ viewport: { width: 1200, height: 900 } });
    context.on('request', (request) => requests.push(request.url()));
    return { context, page: await context.newPage() };
  }

  async function openPage(options = {}) {
    const context = await served.browser.newContext({ viewport: { width: 1200, height: 900 }, ...options });
    context.on('request', (request) => requests.push(request.url()));
    const page = await context.newPage();
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`console: ${msg.text()}`);
    });
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    page.setDefaultTimeout(WAIT);
    await page.goto(served.baseUrl, { waitUntil: 'load', timeout: WAIT });
    await page.waitForSelector('textarea#paste', { timeout: WAIT });
    return { context, page };
  }

  /** Waits for a selector; on a timeout, says what the page showed. */
  async function waitFor(page, selector) {
    try {
      return await page.waitForSelector(selector, { timeout: WAIT });
    } catch (err) {
      const body = await page.evaluate(() => document.body?.innerText ?? '').catch(() => '?');
      throw new Error(
        `${selector} did not appear within ${WAIT} ms: ${err.message}\n` +
          `page text:\n${body.slice(0, 2000)}\n` +
          `console/page errors:\n${problems.join('\n') || '(none)'}`,
      );
    }
  }

  function offHostRequests() {
    return requests.filter((url) => {
      if (/^(data|blob|about):/.test(url)) return false;
      try {
        return new URL(url).hostname !== '127.0.0.1';
      } catch {
        return true;
      }
    });
  }

  test('paste a crash-looping pod', async () => {
    const { context, page } = await openPage();
    try {
      await page.fill('textarea#paste', CRASH_LOOPING_POD);
      const article = await waitFor(page, 'article.resource[data-verdict="Failed"]');
      const text = await article.innerText();
      for (const word of ['Failed', 'CrashLoopBackOff', 'OOMKilled']) {
        assert.ok(text.includes(word), `verdict card lacks ${JSON.stringify(word)}:\n${text}`);
      }
      fs.mkdirSync(path.dirname(SCREENSHOT), { recursive: true });
      await page.screenshot({ path: SCREENSHOT, fullPage: true });
      assert.deepEqual(offHostRequests(), [], 'the page asked for something off 127.0.0.1');
    } finally {
      await context.close();
    }
  });

  test('example button', async () => {
    const { context, page } = await openPage();
    try {
      await page.click('button#load-example');
      await waitFor(page, 'article.resource');
      await waitFor(page, 'article.resource[data-verdict="Failed"], article.resource[data-verdict="Degraded"]');
      const verdicts = await page.$$eval('article.resource', (els) =>
        els.map((el) => el.getAttribute('data-verdict')),
      );
      assert.ok(verdicts.length >= 1, 'no article.resource after loading the example');
      assert.ok(
        verdicts.some((v) => v === 'Failed' || v === 'Degraded'),
        `no Failed or Degraded resource in the example: ${JSON.stringify(verdicts)}`,
      );
    } finally {
      await context.close();
    }
  });

  test('an example loaded over your own text offers it back', async () => {
    const { context, page } = await openPage();
    try {
      await page.fill('textarea#paste', CRASH_LOOPING_POD);
      await waitFor(page, 'article.resource[data-verdict="Failed"]');
      // Browsing the menu with the keyboard loads examples: the paste is not lost.
      await page.selectOption('#example-menu', 'image-pull-failure');
      await page.selectOption('#example-menu', 'failed-job');
      const restore = await waitFor(page, '.notice button.restore');
      assert.match(await page.$eval('.notice', (el) => el.textContent), /The text before this one is kept/);
      await restore.click();
      await page.waitForFunction((text) => document.querySelector('textarea#paste').value === text, CRASH_LOOPING_POD);
      assert.equal(await page.$('.notice button.restore'), null, 'the offer goes once taken');
    } finally {
      await context.close();
    }
  });

  test('a step of a root-cause chain leads to its card', async () => {
    const { context, page } = await openPage();
    try {
      await page.click('button#load-example');
      const step = await waitFor(page, 'article.resource .root-cause button.chain-step >> text=Pod web-7d9f8c6b5-x2kqp');
      // Loaded from its first line, not scrolled to its end.
      assert.equal(await page.$eval('textarea#paste', (el) => el.scrollTop), 0);
      await step.click();
      await page.waitForFunction(() => document.activeElement?.closest('article.resource')?.querySelector('.name code')?.textContent === 'web-7d9f8c6b5-x2kqp');
      assert.equal(await page.evaluate(() => document.activeElement.classList.contains('name')), true);
    } finally {
      await context.close();
    }
  });

  test('broken document', async () => {
    const { context, page } = await openPage();
    try {
      await page.fill('textarea#paste', BROKEN_STREAM);
      await waitFor(page, '.diagnostics li');
      const diagnostics = await page.$$eval('.diagnostics li', (els) => els.map((el) => el.textContent));
      assert.ok(
        diagnostics.some((t) => t.includes('line ')),
        `no diagnostic names a line: ${JSON.stringify(diagnostics)}`,
      );
      // Said for a person, with what to change; the parser's words after, in brackets.
      assert.ok(
        diagnostics.some((t) => /the \[ at line \d+, column 7 is still open at line \d+ \(metadata:\), so that line reads as more of it: close it with \] .*\(the YAML parser says: /.test(t)),
        `the diagnostic is not in plain words: ${JSON.stringify(diagnostics)}`,
      );
      // What it quotes from the paste is shown as code.
      assert.deepEqual(await page.$$eval('.diagnostics li code', (els) => els.map((el) => el.textContent)), ['[', 'metadata:', ']']);
      await waitFor(page, 'article.resource');
      const cards = await page.$$eval('article.resource', (els) => els.map((el) => el.innerText));
      assert.ok(
        cards.some((t) => t.includes('api-0')),
        `the valid pod api-0 is not shown next to the diagnostic: ${JSON.stringify(cards)}`,
      );
      // Many broken documents: the first 20, the rest on request.
      await page.fill('textarea#paste', '---\nkind: [broken\n'.repeat(25));
      await page.waitForFunction(() => document.querySelectorAll('.diagnostics .jump').length === 20);
      await page.click('.diagnostics .more');
      await page.waitForFunction(() => document.querySelectorAll('.diagnostics .jump').length === 25);
    } finally {
      await context.close();
    }
  });

  test('broken line: clicking the diagnostic selects that line in the input', async () => {
    const { context, page } = await openPage();
    try {
      await page.fill('textarea#paste', BROKEN_STREAM);
      await waitFor(page, '.diagnostics .jump');
      const label = await page.textContent('.diagnostics .jump');
      const line = Number(/line (\d+)/.exec(label)?.[1]);
      assert.ok(line > 0, `no line number in ${JSON.stringify(label)}`);
      await page.click('.diagnostics .jump');
      const selected = await page.$eval('textarea#paste', (el) => el.value.slice(el.selectionStart, el.selectionEnd));
      assert.equal(selected, BROKEN_STREAM.split('\n')[line - 1], 'the selected text is not the diagnostic line');
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'paste');
    } finally {
      await context.close();
    }
  });

  test('narrow pane: the line a diagnostic jumps to is on screen', async () => {
    const { context, page } = await openPage({ viewport: { width: 360, height: 640 } });
    try {
      // A broken line near the top of a long paste: the page is scrolled down to the
      // diagnostic, so the top of the paste area, where the line is shown, is above the screen.
      const rest = Array.from({ length: 20 }, (_, i) => `---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: c${i}}`).join('\n');
      const text = `apiVersion: v1\nkind: Pod\nmetadata:\n  name: x\nspec:\n  containers:\n - name: app\n  bad: [unclosed\n    image: nginx\n${rest}\n`;
      await page.fill('textarea#paste', text);
      await waitFor(page, '.diagnostics .jump');
      const jump = page.locator('.diagnostics .jump').first();
      await jump.scrollIntoViewIfNeeded();
      await jump.click();
      const where = await page.evaluate(() => {
        const area = document.querySelector('textarea#paste');
        const rect = area.getBoundingClientRect();
        const lineHeight = parseFloat(getComputedStyle(area).lineHeight);
        const line = area.value.slice(0, area.selectionStart).split('\n').length;
        const y = rect.top + (line - 1) * lineHeight - area.scrollTop;
        return { line, y, height: innerHeight };
      });
      assert.ok(where.line > 5 && where.line < 12, JSON.stringify(where));
      assert.ok(where.y >= 0 && where.y <= where.height - 20, `the selected line is off screen: ${JSON.stringify(where)}`);
    } finally {
      await context.close();
    }
  });

  test('files picked or dropped are explained', async () => {
    const { context, page } = await openPage();
    try {
      await page.setInputFiles('#file-input', [
        { name: 'pod.yaml', mimeType: 'application/yaml', buffer: Buffer.from(CRASH_LOOPING_POD) },
        { name: 'api.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({
          apiVersion: 'v1', kind: 'Pod', metadata: { name: 'from-json' }, status: { phase: 'Succeeded' },
        })) },
      ]);
      await waitFor(page, 'article.resource[data-verdict="Succeeded"]');
      const value = await page.$eval('textarea#paste', (el) => el.value);
      assert.ok(value.includes('# file: pod.yaml') && value.includes('# file: api.json'), value.slice(0, 300));
      assert.equal(await page.locator('article.resource').count(), 2);

      // Three files dropped at once, one of them OpenStack Heat's JSON (a stack, then its
      // resources: two JSON values in a row).
      const heat = fs.readFileSync(path.join(ROOT, 'www', 'examples', 'heat-stack-failure.json'), 'utf8');
      const dropped = await page.evaluateHandle((heatText) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File(['apiVersion: v1\nkind: Pod\nmetadata: {name: dropped}\nstatus: {phase: Failed, reason: Evicted}\n'], 'dropped.yaml'));
        transfer.items.add(new File([heatText], 'heat.json'));
        transfer.items.add(new File(['kind: [broken\n'], 'broken.yaml'));
        return transfer;
      }, heat);
      await page.dispatchEvent('section.input', 'drop', { dataTransfer: dropped });
      await waitFor(page, 'article.resource[data-verdict="Failed"] >> text=dropped');
      await waitFor(page, 'article.resource[data-verdict="Failed"] .name >> text=Stack');
      assert.match(await page.textContent('.banner'), /^9 resources/);
      assert.match(await page.textContent('.diagnostics'), /broken\.yaml: document \d+ is not valid YAML/);

      await page.setInputFiles('#file-input', [
        { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]) },
      ]);
      await waitFor(page, '.notice');
      assert.match(await page.textContent('.notice'), /photo\.png: not text: looks like a binary file/);
      assert.match(await page.$eval('textarea#paste', (el) => el.value), /# file: photo\.png was not read/);
    } finally {
      await context.close();
    }
  });

  test('examples menu, filter and search', async () => {
    const { context, page } = await openPage();
    try {
      const options = await page.$$eval('#example-menu option', (els) => els.map((el) => el.value).filter(Boolean));
      assert.ok(options.length >= 1, 'the examples menu is empty');
      // "Load example" with the menu on "More examples…" loads the first, and the menu says so.
      await page.click('button#load-example');
      await waitFor(page, 'article.resource');
      assert.equal(await page.$eval('#example-menu', (el) => el.value), options[0]);
      await page.selectOption('#example-menu', options[0]);
      await waitFor(page, 'article.resource');
      const all = await page.locator('article.resource').count();
      await page.click('.chip:has-text("Failed")');
      await page.waitForFunction((n) => document.querySelectorAll('article.resource').length < n, all);
      const failed = await page.$$eval('article.resource', (els) => els.map((el) => el.dataset.verdict));
      assert.ok(failed.length >= 1 && failed.length < all && failed.every((v) => v === 'Failed'), JSON.stringify(failed));
      await page.click('.chip:has-text("All")');
      await page.waitForFunction((n) => document.querySelectorAll('article.resource').length === n, all);
      await page.fill('#search', 'ProgressDeadlineExceeded');
      await page.waitForFunction(() => document.querySelector('#search')?.value === 'ProgressDeadlineExceeded');
      await page.waitForFunction(() => document.querySelectorAll('article.resource').length === 1);
      assert.match(await page.textContent('article.resource'), /Deployment/);
      // A search that finds nothing says so, rather than leaving an empty list.
      await page.fill('#search', 'no-such-thing');
      await waitFor(page, '.nothing-shown');
      assert.match(await page.textContent('.nothing-shown'), /No resource matches “no-such-thing”/);
      assert.equal(await page.locator('article.resource').count(), 0);
      // "Load example" loads the example the menu shows, not the first one again.
      await page.fill('#search', '');
      await page.selectOption('#example-menu', 'image-pull-failure');
      await waitFor(page, 'article.resource .name >> text=api-6f8d7c9b4-7wq2m');
      await page.fill('textarea#paste', '');
      await page.click('#load-example');
      await waitFor(page, 'article.resource .name >> text=api-6f8d7c9b4-7wq2m');
      assert.match(await page.$eval('textarea#paste', (el) => el.value), /shop\/api:2\.14\.0-rc1/);
      // Something else pasted over it: the menu no longer names an example.
      await page.evaluate((text) => {
        const area = document.querySelector('textarea#paste');
        area.value = text;
        area.dispatchEvent(new InputEvent('input', { inputType: 'insertFromPaste', bubbles: true }));
      }, CRASH_LOOPING_POD);
      await waitFor(page, 'article.resource .name >> text=web-1');
      assert.equal(await page.$eval('#example-menu', (el) => el.value), '');
    } finally {
      await context.close();
    }
  });

  test('copy as Markdown puts the explanation on the clipboard', async () => {
    const { context, page } = await openPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    try {
      await page.fill('textarea#paste', CRASH_LOOPING_POD);
      await waitFor(page, 'article.resource[data-verdict="Failed"]');
      const cardTop = () => page.evaluate(() => Math.round(document.querySelector('article.resource').getBoundingClientRect().top));
      const before = await cardTop();
      await page.click('#copy-markdown');
      await waitFor(page, '.notice');
      assert.equal(await cardTop(), before, 'the notice pushed the cards down');
      const markdown = await page.evaluate(() => navigator.clipboard.readText());
      assert.match(markdown, /### Failed — Pod `web-1` in `shop`/);
      assert.match(markdown, /CrashLoopBackOff/);
      assert.match(markdown, /\*\*Root cause\*\*/);
      await page.click('.notice .dismiss');
      await page.waitForFunction(() => !document.querySelector('.notice'));
    } finally {
      await context.close();
    }
  });

  test('share link round trip: a fresh page opens with the same explanation', async () => {
    const first = await openPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    let link;
    let verdicts;
    try {
      await first.page.click('button#load-example');
      await waitFor(first.page, 'article.resource[data-verdict="Failed"]');
      verdicts = await first.page.$$eval('article.resource', (els) => els.map((el) => el.dataset.verdict));
      await first.page.click('#copy-link');
      await waitFor(first.page, '.notice');
      assert.match(await first.page.textContent('.notice'), /It holds everything you pasted after the #/);
      link = await first.page.evaluate(() => navigator.clipboard.readText());
      assert.ok(link.startsWith(served.baseUrl) && link.includes('#input='), link.slice(0, 120));
    } finally {
      await first.context.close();
    }
    const { context, page } = await blankPage();
    try {
      await page.goto(link, { waitUntil: 'load', timeout: WAIT });
      await waitFor(page, 'article.resource[data-verdict="Failed"]');
      const again = await page.$$eval('article.resource', (els) => els.map((el) => el.dataset.verdict));
      assert.deepEqual(again, verdicts);
      assert.match(await page.$eval('textarea#paste', (el) => el.value), /crash/);
      // The catalog and back: the address still holds the paste, so a reload shows it again.
      await page.locator('li.finding.failing a.about').first().click();
      await waitFor(page, '.catalog .named .entry');
      await page.click('text=Back to your explanation');
      await page.waitForFunction(() => location.hash.startsWith('#input='));
      // An example loaded while the catalog shows: back to the explanation, the new one.
      await page.locator('li.finding.failing a.about').first().click();
      await waitFor(page, '.catalog .named .entry');
      await page.selectOption('#example-menu', 'failed-job');
      await waitFor(page, 'article.resource .name >> text=nightly-report-28972800');
      assert.equal(await page.locator('section.catalog').count(), 0);
      // The address no longer holds the link's paste: a reload would bring it back over this one.
      assert.ok(!(await page.evaluate(() => location.href)).includes('#input='), await page.evaluate(() => location.href));
    } finally {
      await context.close();
    }
  });

  test('a share link opened a day later shows the ages its sender saw', async () => {
    // A pod unschedulable since ten minutes before the sender's clock.
    const sent = Date.now();
    const since = new Date(sent - 10 * 60 * 1000).toISOString().replace(/\.\d+Z$/, 'Z');
    const pod = `apiVersion: v1
kind: Pod
metadata: {name: waiting, namespace: shop}
status:
  phase: Pending
  conditions:
  - {type: PodScheduled, status: "False", reason: Unschedulable, message: "0/3 nodes are available", lastTransitionTime: "${since}"}
`;
    const first = await openPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    let link;
    let banner;
    try {
      await first.page.fill('textarea#paste', pod);
      await waitFor(first.page, 'article.resource >> text=for 10 min');
      banner = await first.page.textContent('.banner .as-of');
      assert.match(banner, /^times as of \d\d:\d\d UTC, \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/);
      await first.page.click('#copy-link');
      await waitFor(first.page, '.notice');
      link = await first.page.evaluate(() => navigator.clipboard.readText());
      assert.match(link, /#input=[A-Za-z0-9_-]+&at=\d+$/);
    } finally {
      await first.context.close();
    }
    const { context, page } = await blankPage();
    try {
      await page.clock.setFixedTime(new Date(sent + 26 * 3600 * 1000));
      await page.goto(link, { waitUntil: 'load', timeout: WAIT });
      await waitFor(page, 'article.resource[data-verdict]');
      const card = await page.textContent('article.resource');
      assert.ok(card.includes('for 10 min') && !card.includes('1 day'), card.slice(0, 600));
      assert.equal(await page.textContent('.banner .as-of'), banner);
      // Edited, it keeps the link's time: a small change does not move every age.
      await page.fill('textarea#paste', pod.replace('waiting', 'edited'));
      await waitFor(page, 'article.resource .name >> text=edited');
      assert.match(await page.textContent('article.resource'), /for 10 min/);
      assert.equal(await page.textContent('.banner .as-of'), banner);
      // Emptied and written anew, the text is counted to the reader's clock.
      await page.fill('textarea#paste', '');
      await waitFor(page, '.explained > p.hint');
      await page.fill('textarea#paste', pod.replace('waiting', 'fresh'));
      await waitFor(page, 'article.resource .name >> text=fresh');
      assert.match(await page.textContent('article.resource'), /for 1 day/);
    } finally {
      await context.close();
    }
  });

  test('a paste with secret values copies its link only when asked twice', async () => {
    const { context, page } = await openPage({ permissions: ['clipboard-read', 'clipboard-write'] });
    try {
      await page.evaluate(() => navigator.clipboard.writeText('before'));
      await page.fill('textarea#paste', `apiVersion: v1
kind: Secret
metadata: {name: db-credentials, namespace: shop}
data: {password: aHVudGVyMg==}
`);
      await waitFor(page, '.diagnostics li.warning');
      assert.match(await page.textContent('.diagnostics'), /Copy link carries your whole paste/);
      await page.click('#copy-link');
      await page.waitForFunction(() => /Not copied yet/.test(document.querySelector('.notice')?.textContent ?? ''));
      assert.equal(await page.evaluate(() => navigator.clipboard.readText()), 'before', 'nothing is copied on the first press');
      await page.click('#copy-link');
      await page.waitForFunction(() => /Link copied/.test(document.querySelector('.notice')?.textContent ?? ''));
      assert.match(await page.textContent('.notice'), /the secret values too/);
      assert.match(await page.evaluate(() => navigator.clipboard.readText()), /#input=/);
    } finally {
      await context.close();
    }
  });

  test('pasted markup stays text and the page forbids other connections', async () => {
    const { context, page } = await openPage();
    try {
      let dialogs = 0;
      page.on('dialog', async (dialog) => { dialogs += 1; await dialog.dismiss(); });
      await page.fill('textarea#paste', 'apiVersion: v1\nkind: Pod\nmetadata: {name: "<img src=x onerror=alert(1)>"}\nstatus: {phase: Failed, message: "<script>alert(2)</script>"}\n');
      await waitFor(page, 'article.resource');
      assert.equal(await page.locator('article.resource img, article.resource script').count(), 0);
      assert.match(await page.textContent('article.resource'), /<img src=x onerror=alert\(1\)>/);
      const policy = await page.getAttribute('meta[http-equiv="Content-Security-Policy"]', 'content');
      assert.match(policy ?? '', /connect-src 'self'/);
      assert.match(policy ?? '', /default-src 'none'/);
      const blocked = await page.evaluate(() => fetch('http://127.0.0.1:9/blocked-by-csp').then(() => 'sent', () => 'blocked'));
      assert.equal(blocked, 'blocked');
      assert.equal(dialogs, 0);
    } finally {
      await context.close();
    }
  });

  test('dark mode', async () => {
    const { context, page } = await openPage({ colorScheme: 'dark' });
    try {
      await page.click('button#load-example');
      await waitFor(page, 'article.resource[data-verdict="Failed"]');
      const background = await page.evaluate(() => getComputedStyle(document.querySelector('.page')).backgroundColor);
      assert.equal(background, 'rgb(22, 24, 27)');
      await page.screenshot({ path: SCREENSHOT_DARK, fullPage: false });
    } finally {
      await context.close();
    }
  });

  test('narrow embedded pane (360 px): no example scrolls sideways, and each opens its failing branches', async () => {
    const { context, page } = await openPage({ viewport: { width: 360, height: 800 } });
    try {
      const options = await page.$$eval('#example-menu option', (els) => els.map((el) => el.value).filter(Boolean));
      assert.ok(options.length >= 10, `only ${options.length} examples in the menu`);
      let banner = '';
      for (const option of options) {
        await page.selectOption('#example-menu', option);
        await page.waitForFunction((before) => {
          const now = document.querySelector('.banner');
          return now && now.textContent !== before && document.querySelector('article.resource');
        }, banner);
        banner = await page.textContent('.banner');
        // The menu shows the example loaded, so the arrow keys step on from it.
        assert.equal(await page.$eval('#example-menu', (el) => el.value), option);
        // Below the paste area, the answer is brought into view.
        await page.waitForFunction(() => {
          const top = document.querySelector('.explanation .banner').getBoundingClientRect().top;
          return top > -2 && top < window.innerHeight * 0.75;
        });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        assert.ok(overflow <= 0, `with the example ${option} the page is ${overflow}px wider than a 360px pane`);
        // Whatever the example before left folded, this one's failing branches are open.
        const folded = await page.$$eval('details.owned', (els) => els.filter((el) => !el.open && /with problems/.test(el.querySelector('summary').textContent)).length);
        assert.equal(folded, 0, `the example ${option} shows ${folded} branch(es) with problems folded`);
      }
      // Below the paste area on a narrow screen, a catalog entry still opens in view.
      await page.locator('li.finding.failing a.about').first().click();
      await waitFor(page, '.catalog .named .entry');
      const top = await page.evaluate(() => document.querySelector('section.catalog').getBoundingClientRect().top);
      assert.ok(top > -2 && top < 100, `the catalog starts ${top}px from the top of a 360px view`);
    } finally {
      await context.close();
    }
  });

  test('an explanation links to the reason catalog, and back', async () => {
    const { context, page } = await openPage();
    try {
      // Enough pods that the link followed is far down the page.
      const pods = Array.from({ length: 12 }, (_, i) => CRASH_LOOPING_POD.replace(/web-1/g, `web-${i}`)).join('---\n');
      await page.fill('textarea#paste', pods);
      await waitFor(page, 'article.resource[data-verdict="Failed"]');
      const link = page.locator('a.about[href="#/reasons/core/CrashLoopBackOff"]').last();
      await link.scrollIntoViewIfNeeded();
      const left = await page.evaluate(() => window.scrollY);
      assert.ok(left > 500, `the last card is far down (scrolled ${left}px)`);
      await link.click();
      await waitFor(page, '.catalog .named .entry');
      assert.match(await page.textContent('.catalog .named'), /CrashLoopBackOff/);
      // The catalog starts at its top, with the focus on it (for the keyboard's next Tab).
      assert.ok(await page.evaluate(() => document.activeElement?.matches('section.catalog')), 'the focus moves to the catalog');
      assert.ok(await page.evaluate(() => Math.abs(document.querySelector('section.catalog').getBoundingClientRect().top) < 2), 'the catalog is at the top of the view');
      await page.screenshot({ path: path.join(ROOT, 'docs', 'screenshot-catalog.png') });
      await page.fill('#catalog-search', 'OOMKilled');
      await waitFor(page, '.catalog details.system[open] .entry');
      await page.click('text=Back to your explanation');
      await waitFor(page, 'article.resource[data-verdict="Failed"]');
      // Back at the card the link was followed from, not at the top, with the focus on the link.
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 2, left, { timeout: WAIT });
      assert.ok(await page.evaluate(() => document.activeElement?.matches('a.about[href="#/reasons/core/CrashLoopBackOff"]')), 'the focus is back on the link');
      assert.equal(await page.$eval('textarea#paste', (el) => el.value), pods, 'the paste is kept');
      // Escape goes back too: the first clears the catalog's search, the next leaves.
      await link.click();
      await waitFor(page, '.catalog .named .entry');
      await page.fill('#catalog-search', 'OOMKilled');
      await page.keyboard.press('Escape');
      assert.ok(await page.locator('section.catalog').count() === 1, 'the first Escape only clears the search');
      await page.keyboard.press('Escape');
      await waitFor(page, 'article.resource[data-verdict="Failed"]');
      assert.equal(await page.locator('section.catalog').count(), 0);
    } finally {
      await context.close();
    }
  });

  test('after the first visit the page works offline', async () => {
    const { context, page } = await openPage();
    try {
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        for (let i = 0; i < 100 && !navigator.serviceWorker.controller; i += 1) await new Promise((r) => setTimeout(r, 100));
      });
      await context.setOffline(true);
      await page.reload({ waitUntil: 'load' });
      await page.click('button#load-example');
      await waitFor(page, 'article.resource[data-verdict="Failed"]');
    } finally {
      await context.close();
    }
  });

  test('a large paste is explained in a worker and the page says so meanwhile', async () => {
    const { context, page } = await openPage();
    try {
      // About 370 KB: above the size the page explains on its main thread.
      const big = Array.from({ length: 300 }, (_, i) => CRASH_LOOPING_POD.replace(/web-1/g, `web-${i}`)).join('---\n');
      // This page's own requests (another test's closing page, or its service worker, may
      // still fetch while this one runs). The service worker's first install caches every
      // asset, the module too, whenever it gets to it: that is not the worker downloading it.
      const mine = [];
      context.on('request', (request) => { if (!request.serviceWorker()) mine.push(request.url()); });
      const problemsBefore = problems.length;
      const seen = await page.evaluate(async (text) => {
        const area = document.querySelector('#paste');
        area.value = text;
        area.dispatchEvent(new InputEvent('input', { inputType: 'insertFromPaste', bubbles: true }));
        const order = [];
        for (let frames = 0; frames < 3000 && !order.includes('cards'); frames += 1) {
          // Said on the page, and to screen readers by the one live region.
          const announced = document.querySelector('.sr-only[role="status"]')?.textContent ?? '';
          if (document.querySelector('.working') && announced.startsWith('Explaining') && !order.includes('working')) order.push('working');
          if (document.querySelector('article.resource')) order.push('cards');
          await new Promise((r) => requestAnimationFrame(r));
        }
        return { order, status: document.querySelector('.totals')?.innerText ?? document.body.innerText.slice(0, 500) };
      }, big);
      assert.deepEqual(seen.order, ['working', 'cards'], `the page did not say it was working before the answer: ${JSON.stringify(seen)}`);
      assert.match(seen.status, /300/, `the totals do not count the 300 pasted pods: ${seen.status}`);
      const first = await (await waitFor(page, 'article.resource[data-verdict="Failed"]')).innerText();
      assert.ok(first.includes('CrashLoopBackOff') && first.includes('OOMKilled'), first);
      // The line numbers follow the text to its last line.
      const lastLine = big.split('\n').length;
      await page.$eval('#paste', (area) => { area.scrollTop = area.scrollHeight; });
      await page.waitForFunction((last) => document.querySelector('.gutter').textContent.trim().endsWith(String(last)), lastLine);
      const fetched = mine.filter((url) => !url.startsWith('data:'));
      assert.deepEqual(fetched.filter((url) => url.endsWith('.wasm')), [], 'the worker downloaded the module again');
      assert.ok(fetched.some((url) => url.endsWith('/explain-worker.js')), `no worker was started: ${JSON.stringify(fetched)}`);
      assert.deepEqual(problems.slice(problemsBefore), [], 'the page reported errors');
    } finally {
      await context.close();
    }
  });

  test('a paste too large for a text area is shown read-only, explained, and a diagnostic still finds its line', async () => {
    const { context, page } = await openPage();
    try {
      // About 0.6 MB, ending with a broken document: more than a text area takes without freezing.
      const pods = Array.from({ length: 600 }, (_, i) => CRASH_LOOPING_POD.replace(/web-1/g, `web-${i}`)).join('---\n');
      const big = `${pods}---\napiVersion: v1\nkind: [unclosed\nmetadata:\n  name: broken\n`;
      const brokenFrom = big.split('\n').length - 4;
      const problemsBefore = problems.length;
      await page.focus('#paste');
      await page.evaluate((text) => {
        const clipboardData = new DataTransfer();
        clipboardData.setData('text/plain', text);
        document.querySelector('#paste').dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
      }, big);
      await waitFor(page, '#paste-view');
      assert.equal(await page.locator('textarea#paste').count(), 0, 'the text area is still there');
      // The focus goes to the view that replaced the text area, not to the top of the page.
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'paste-view');
      assert.match(await page.textContent('.large-note'), /shown read-only/);
      const lines = await page.$$eval('.large-lines', (els) => els[0].textContent.split('\n').length);
      assert.ok(lines < 500, `${lines} lines of the paste are in the page`);
      await waitFor(page, 'article.resource[data-verdict="Failed"]');
      assert.match(await page.textContent(".totals"), /600/);
      // A page of 200 is drawn a step at a time, all of it in the end; the rest on request.
      await page.waitForFunction(() => document.querySelectorAll('article.resource').length === 200);
      assert.match(await page.textContent('#show-more'), /Show 200 more \(400 not shown yet\)/);
      // Each step adds its cards and leaves those drawn before it alone (same elements).
      await page.evaluate(() => {
        window.cardsRemoved = 0;
        new MutationObserver((records) => {
          for (const record of records) for (const node of record.removedNodes) if (node.nodeName === 'ARTICLE' || node.querySelector?.('article')) window.cardsRemoved += 1;
        }).observe(document.querySelector('.resources'), { childList: true, subtree: true });
        document.querySelector('article.resource').dataset.drawnFirst = 'yes';
      });
      await page.click('#show-more');
      await page.waitForFunction(() => document.querySelectorAll('article.resource').length === 400);
      assert.equal(await page.evaluate(() => window.cardsRemoved), 0, 'drawing more cards took cards drawn before off the page');
      assert.equal(await page.$eval('article.resource', (el) => el.dataset.drawnFirst), 'yes', 'the first card was drawn again');
      // The diagnostic of the broken last document brings its line into view, marked.
      const label = await page.textContent('.diagnostics .jump');
      const line = Number(/line (\d+)/.exec(label)?.[1]);
      assert.ok(line >= brokenFrom, `the diagnostic is not about the broken document: ${label}`);
      await page.click('.diagnostics .jump');
      await page.waitForFunction(() => document.querySelector('.selected-line'));
      assert.equal((await page.textContent('.selected-line')).trimEnd(), big.split('\n')[line - 1]);
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'paste-view');
      assert.ok(await page.$eval('#paste-view', (el) => el.scrollTop) > 100_000, 'the view did not scroll down to the line');
      const numbers = await page.textContent('.large-numbers');
      assert.ok(numbers.includes(`\n${line}\n`), `line ${line} is not numbered in view`);
      // Asked for, the text area comes back with all of the text.
      await page.click('#edit-anyway');
      assert.equal(await page.$eval('textarea#paste', (el) => el.value.length), big.length);
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'paste', 'the focus did not go to the text area');
      assert.deepEqual(problems.slice(problemsBefore), [], 'the page reported errors');
    } finally {
      await context.close();
    }
  });

  test('a healthy branch is folded and shows what it owns once opened', async () => {
    const { context, page } = await openPage();
    try {
      await page.fill('textarea#paste', HEALTHY_ROLLOUT);
      await waitFor(page, 'article.resource[data-verdict="Ready"]');
      const folded = await page.waitForSelector('details.owned:not([open])', { state: 'attached' });
      assert.equal(await folded.$$eval('article.resource', (els) => els.length), 0, 'a folded branch rendered what it owns');
      await folded.$eval('summary', (summary) => summary.click());
      await page.waitForFunction((el) => el.open && el.querySelector('article.resource'), folded);
      const inner = await folded.$eval('article.resource', (el) => el.innerText);
      assert.match(inner, /ReplicaSet/);
      assert.match(inner, /web-1/);
      // Opened by hand, it stays open while the text is edited.
      await page.focus('textarea#paste');
      await page.keyboard.press('Control+End');
      await page.keyboard.type('\n# checked', { delay: 20 });
      await page.waitForTimeout(600);
      assert.equal(await folded.evaluate((el) => el.open), true, 'an edit folded the branch opened by hand');
    } finally {
      await context.close();
    }
  });

  test('everything can be done with the keyboard alone', async () => {
    const { context, page } = await openPage();
    try {
      /** Presses Tab until `matches` holds for the focused element; what was passed on the way. */
      async function tabTo(matches, most = 60) {
        const passed = [];
        for (let presses = 0; presses < most; presses += 1) {
          await page.keyboard.press('Tab');
          const at = await page.evaluate(() => {
            const el = document.activeElement;
            // (The paste area's ring is around the editor that holds it.)
            const ringed = el?.id === 'paste' ? el.closest('.editor') : el;
            return { tag: el?.tagName, id: el?.id, cls: el?.className, text: (el?.innerText ?? '').trim().slice(0, 60), outline: ringed ? getComputedStyle(ringed).outlineStyle : 'none' };
          });
          passed.push(`${at.tag}#${at.id}.${at.cls} ${at.text}`);
          // What has the focus is always visibly marked.
          assert.notEqual(at.outline, 'none', `${passed.at(-1)} has the focus but shows no outline`);
          if (matches(at)) return passed;
        }
        throw new Error(`never reached it with Tab; passed:\n${passed.join('\n')}`);
      }
      // Type into the paste area: a healthy rollout (folded), a crash-looping pod, a broken document.
      await tabTo((at) => at.id === 'paste');
      await page.keyboard.insertText(`${HEALTHY_ROLLOUT}---\n${CRASH_LOOPING_POD}---\nkind: [unclosed\n`);
      await waitFor(page, 'article.resource[data-verdict="Failed"]');
      await waitFor(page, '.diagnostics .jump');
      // The diagnostic: Enter jumps to its line in the paste area, which takes the focus.
      await tabTo((at) => at.cls === 'jump');
      await page.keyboard.press('Enter');
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'paste');
      const selected = await page.$eval('textarea#paste', (el) => el.value.slice(el.selectionStart, el.selectionEnd));
      assert.equal(selected, 'kind: [unclosed', 'Enter on the diagnostic did not select its line');
      // A filter chip, by Enter; back to All by Space.
      await tabTo((at) => at.tag === 'BUTTON' && at.text.startsWith('Failed'));
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => [...document.querySelectorAll('article.resource')].every((el) => el.dataset.verdict === 'Failed'));
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Shift+Tab');
      assert.match(await page.evaluate(() => document.activeElement?.innerText ?? ''), /^All/);
      await page.keyboard.press(' ');
      await page.waitForFunction(() => document.querySelector('article.resource[data-verdict="Ready"]'));
      // Search by typing.
      await tabTo((at) => at.id === 'search');
      await page.keyboard.type('web-1-a');
      await page.waitForFunction(() => {
        const cards = document.querySelectorAll('article.resource');
        return cards.length === 1 && cards[0].innerText.includes('web-1-a');
      });
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
      await page.waitForFunction(() => document.querySelector('details.owned:not([open])'));
      // Copy as Markdown by Enter.
      await tabTo((at) => at.id === 'copy-markdown');
      await page.keyboard.press('Enter');
      await waitFor(page, '.notice');
      // A folded healthy branch opens by Enter on its summary and shows what it owns.
      await tabTo((at) => at.tag === 'SUMMARY' && at.text.startsWith('Owns'));
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.closest('details')?.open && document.activeElement.closest('details').querySelector('article.resource'));
      // A command in an explanation: Tab reaches it and selects it whole, for Ctrl+C.
      await page.focus('#search');
      await tabTo((at) => at.tag === 'CODE');
      const command = await page.evaluate(() => ({ selected: window.getSelection().toString(), text: document.activeElement.textContent }));
      assert.equal(command.selected, command.text, 'Tab to a command did not select it');
      assert.match(command.selected, /^kubectl [a-z]+ /);
      // j and k move from card to card (the cards on screen), not through every link of each;
      // in the search box they are letters.
      const headings = () => page.$$eval('.explained article.resource .name', (els) => els.filter((el) => el.getBoundingClientRect().height > 0).map((el) => el.textContent));
      const focusedHeading = () => page.evaluate(() => (document.activeElement?.classList.contains('name') ? document.activeElement.textContent : null));
      await page.focus('section.explanation');
      await page.keyboard.press('j');
      const shown = await headings();
      assert.ok(shown.length >= 3, `only ${shown.length} cards on screen`);
      assert.equal(await focusedHeading(), shown[0]);
      await page.keyboard.press('j');
      await page.keyboard.press('j');
      assert.equal(await focusedHeading(), shown[2]);
      await page.keyboard.press('k');
      assert.equal(await focusedHeading(), shown[1]);
      await page.focus('#search');
      await page.keyboard.press('j');
      assert.equal(await page.$eval('#search', (el) => el.value), 'j', 'j in the search box is a letter');
      await page.keyboard.press('Backspace');
      // An explanation's link to the reason catalog, followed by Enter.
      await page.focus('#search');
      await tabTo((at) => at.tag === 'A' && at.text.startsWith('About '));
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => location.hash.startsWith('#/reasons/'));
    } finally {
      await context.close();
    }
  });

  test('typing moves nothing on the page but the explanation', async () => {
    const { context, page } = await openPage();
    try {
      await page.fill('textarea#paste', CRASH_LOOPING_POD);
      await waitFor(page, 'article.resource[data-verdict="Failed"]');
      const place = () => page.evaluate(() => {
        const box = (selector, height = true) => {
          const r = document.querySelector(selector).getBoundingClientRect();
          return [r.x, r.y, r.width, ...(height ? [r.height] : [])].map(Math.round).join(',');
        };
        // The explanation may grow or shrink (a diagnostic comes and goes), not move.
        return { paste: box('#paste'), explanation: box('section.explanation', false), scroll: window.scrollY };
      });
      const before = await place();
      // Type at the end, breaking the document and mending it, pausing so that each state is
      // explained; shifts of the layout are recorded meanwhile.
      await page.evaluate(() => {
        window.shifts = [];
        new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.shifts.push(...entry.sources.map((s) => s.node?.className || s.node?.nodeName || '?')); })
          .observe({ type: 'layout-shift', buffered: false });
      });
      await page.focus('#paste');
      await page.keyboard.press('Control+End');
      for (const text of ['\n---\nkind: [unclosed', '\n']) {
        await page.keyboard.type(text, { delay: 20 });
        await page.waitForTimeout(600);
        assert.deepEqual(await place(), before, `typing ${JSON.stringify(text)} moved the paste area or the explanation column`);
      }
      await waitFor(page, '.diagnostics .jump');
      for (let i = 0; i < '\n---\nkind: [unclosed\n'.length; i += 1) await page.keyboard.press('Backspace');
      await page.waitForFunction(() => !document.querySelector('.diagnostics'));
      assert.deepEqual(await place(), before, 'mending the paste moved the paste area or the explanation column');
      const shifted = await page.evaluate(() => window.shifts.filter((name) => /paste|editor|gutter|toolbar|masthead/.test(String(name))));
      assert.deepEqual(shifted, [], 'the paste area, the toolbar or the header moved while typing');
    } finally {
      await context.close();
    }
  });

  test('a line half typed keeps the explanation in place until it reads', async () => {
    const { context, page } = await openPage();
    try {
      await page.click('button#load-example');
      await waitFor(page, 'article.resource[data-verdict="Failed"]');
      const cards = () => page.$$eval('article.resource', (els) => els.map((el) => `${el.querySelector('.name').textContent} ${Math.round(el.getBoundingClientRect().y)}`));
      const openBefore = await page.$$eval('details.owned', (els) => els.filter((el) => el.open).length);
      const before = await cards();
      // Type into the ReplicaSet's document: a line that does not read until it is finished.
      const at = await page.$eval('textarea#paste', (el) => el.value.indexOf('  name: web-7d9f8c6b5\n') + '  name: web-7d9f8c6b5\n'.length);
      await page.focus('textarea#paste');
      await page.$eval('textarea#paste', (el, at) => el.setSelectionRange(at, at), at);
      await page.keyboard.type('  team: [', { delay: 20 });
      await waitFor(page, '.diagnostics .jump');
      assert.match(await page.$eval('.unread', (el) => el.textContent), /the explanation below is the one from before it/);
      assert.equal(await page.$eval('.resources', (el) => el.classList.contains('stale')), true, 'the kept explanation is not marked as such');
      // Marked by dashed lines and a label on the banner, its text as readable as ever.
      assert.equal(await page.$eval('.resources', (el) => getComputedStyle(el).opacity), '1', 'the kept explanation is dimmed');
      assert.equal(await page.$eval('article.resource', (el) => getComputedStyle(el).borderLeftStyle), 'dashed');
      assert.equal(await page.textContent('.banner .stale-mark'), 'From before your edit');
      // Not a card moved: the problem floats over them.
      assert.deepEqual(await cards(), before, 'a card dropped out or moved while the line was half typed');
      assert.equal(await page.$eval('.input-problems', (el) => el.classList.contains('floating')), true);
      await page.keyboard.type('shop]\n', { delay: 20 });
      await page.waitForFunction(() => !document.querySelector('.diagnostics'));
      await page.waitForTimeout(300);
      assert.equal(await page.$eval('.resources', (el) => el.classList.contains('stale')), false);
      assert.equal(await page.$('.banner .stale-mark'), null);
      assert.deepEqual((await cards()).map((c) => c.split(' ').slice(0, -1).join(' ')), before.map((c) => c.split(' ').slice(0, -1).join(' ')), 'the finished edit changed the cards');
      assert.equal(await page.$$eval('details.owned', (els) => els.filter((el) => el.open).length), openBefore, 'an edit folded or opened a branch');
    } finally {
      await context.close();
    }
  });

  test('a reload brings the text back, and an emptied text stays empty', async () => {
    const { context, page } = await openPage();
    try {
      await page.fill('textarea#paste', CRASH_LOOPING_POD);
      await waitFor(page, 'article.resource[data-verdict="Failed"]');
      await page.reload({ waitUntil: 'load' });
      await waitFor(page, 'article.resource[data-verdict="Failed"]');
      assert.equal(await page.$eval('textarea#paste', (el) => el.value), CRASH_LOOPING_POD);
      await page.fill('textarea#paste', '');
      await page.waitForFunction(() => !document.querySelector('article.resource'));
      await page.waitForTimeout(300);
      await page.reload({ waitUntil: 'load' });
      await page.waitForSelector('textarea#paste');
      await page.waitForTimeout(300);
      assert.equal(await page.$eval('textarea#paste', (el) => el.value), '');
    } finally {
      await context.close();
    }
  });

  test('every request stayed on 127.0.0.1', () => {
    assert.ok(requests.length > 0, 'no request was recorded at all');
    assert.deepEqual(offHostRequests(), [], 'the page asked for something off 127.0.0.1');
  });
});
