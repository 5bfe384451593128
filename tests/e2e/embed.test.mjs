// Browser test of embedding: the ES module API and the <status-explainer> element in the
// sample console page (dist/embed/, from scripts/build-embed.sh).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { DIST, ROOT, servedPage } from './harness.mjs';

const WAIT = 30_000;

describe('embedding', () => {
  const served = servedPage({ at: 'embed/', needs: path.join(DIST, 'embed', 'pkg', 'status_explainer.js'), build: 'bash scripts/build-embed.sh' });
  const requests = [];

  async function open() {
    const context = await served.browser.newContext({ viewport: { width: 1200, height: 800 } });
    context.on('request', (request) => requests.push(request.url()));
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT);
    await page.goto(served.baseUrl, { waitUntil: 'load' });
    return { context, page };
  }

  test('the module API returns plain objects', async () => {
    const { context, page } = await open();
    try {
      const result = await page.evaluate(async () => {
        const api = await import('./pkg/status_explainer.js');
        await api.default();
        const report = api.explain('apiVersion: v1\nkind: Pod\nmetadata: {name: p, namespace: n1}\nstatus: {phase: Failed, reason: Evicted}\n', { now: '2025-01-01T00:00:00Z' });
        const single = api.explainResource({ apiVersion: 'batch/v1', kind: 'Job', metadata: { name: 'j' },
          status: { conditions: [{ type: 'Complete', status: 'True' }] } }, {});
        return {
          verdict: report.resources[0].verdict,
          isArray: Array.isArray(report.resources),
          isPlain: Object.getPrototypeOf(report) === Object.prototype && !(report.totals instanceof Map),
          job: single.resources[0].verdict,
        };
      });
      assert.deepEqual(result, { verdict: 'Failed', isArray: true, isPlain: true, job: 'Succeeded' });
    } finally {
      await context.close();
    }
  });

  test('clicking a resource in the console shows its explanation in the side panel', async () => {
    const { context, page } = await open();
    try {
      const hostBefore = await page.$eval('#host-article', (el) => getComputedStyle(el).color);
      await page.click('nav button:has-text("Pod shop/web-1")');
      const card = page.locator('status-explainer article.resource[data-verdict="Failed"]');
      await card.waitFor();
      assert.match(await card.innerText(), /CrashLoopBackOff/);
      assert.equal(await page.locator('status-explainer #paste').count(), 0, 'compact mode has no input area');
      // The shadow root's stylesheet loads after the card is there: the picture waits for it
      // (the host's serif font gives way to the explainer's own).
      await page.waitForFunction(() => {
        const card = document.querySelector('status-explainer')?.shadowRoot?.querySelector('article.resource');
        return card && !/Georgia/.test(getComputedStyle(card).fontFamily);
      });
      await page.screenshot({ path: path.join(ROOT, 'docs', 'screenshot-embed.png') });
      await page.click('nav button:has-text("Deployment shop/api")');
      await page.locator('status-explainer article.resource[data-verdict="Ready"]').waitFor();
      // Styles do not leak: the host's article keeps its colour, the explainer's cards keep theirs.
      assert.equal(await page.$eval('#host-article', (el) => getComputedStyle(el).color), hostBefore);
      const cardFont = await page.locator('status-explainer article.resource').first().evaluate((el) => getComputedStyle(el).fontFamily);
      assert.doesNotMatch(cardFont, /Georgia/);
    } finally {
      await context.close();
    }
  });

  test('several independent elements on one page, updated and removed', async () => {
    const { context, page } = await open();
    try {
      await page.evaluate(() => {
        for (const [id, phase] of [['one', 'Succeeded'], ['two', 'Failed']]) {
          const el = document.createElement('status-explainer');
          el.id = id;
          el.setAttribute('compact', '');
          el.textContent = `apiVersion: v1\nkind: Pod\nmetadata: {name: ${id}}\nstatus: {phase: ${phase}}\n`;
          document.body.append(el);
        }
      });
      await page.locator('#one article[data-verdict="Succeeded"]').waitFor();
      await page.locator('#two article[data-verdict="Failed"]').waitFor();
      await page.evaluate(() => { document.getElementById('one').textContent = 'apiVersion: v1\nkind: Pod\nmetadata: {name: one}\nstatus: {phase: Pending}\n'; });
      await page.locator('#one article[data-verdict="InProgress"]').waitFor();
      assert.equal(await page.locator('#two article[data-verdict="Failed"]').count(), 1, 'the other element is untouched');
      await page.evaluate(() => document.getElementById('two').setAttribute('theme', 'dark'));
      await page.locator('#two .page.theme-dark').waitFor();
      await page.evaluate(() => document.getElementById('one').remove());
      assert.equal(await page.locator('#two article').count(), 1);
    } finally {
      await context.close();
    }
  });

  test('the element reads its src, and works inside a host component\'s shadow root', async () => {
    const { context, page } = await open();
    try {
      await page.evaluate(() => {
        // A console's own component: the explainer sits inside its shadow root.
        const host = document.createElement('div');
        host.id = 'console-panel';
        const shadow = host.attachShadow({ mode: 'open' });
        const el = document.createElement('status-explainer');
        el.setAttribute('compact', '');
        const yaml = 'apiVersion: batch/v1\nkind: Job\nmetadata: {name: nightly}\nstatus:\n  conditions:\n  - {type: Failed, status: "True", reason: BackoffLimitExceeded, message: Job has reached the specified backoff limit}\n';
        el.setAttribute('src', URL.createObjectURL(new Blob([yaml], { type: 'text/yaml' })));
        shadow.append(el);
        document.body.append(host);
      });
      const card = page.locator('#console-panel status-explainer article.resource[data-verdict="Failed"]');
      await card.waitFor();
      assert.match(await card.innerText(), /BackoffLimitExceeded/);
      // A new src re-renders it.
      await page.evaluate(() => {
        const el = document.getElementById('console-panel').shadowRoot.querySelector('status-explainer');
        el.setAttribute('src', URL.createObjectURL(new Blob(['apiVersion: v1\nkind: Pod\nmetadata: {name: ok}\nstatus: {phase: Succeeded}\n'])));
      });
      await page.locator('#console-panel status-explainer article.resource[data-verdict="Succeeded"]').waitFor();
      assert.equal(await page.locator('#console-panel status-explainer article.resource').count(), 1);
    } finally {
      await context.close();
    }
  });

  test('embedding made no request off 127.0.0.1', () => {
    const off = requests.filter((url) => !/^(data|blob):/.test(url) && new URL(url).hostname !== '127.0.0.1');
    assert.deepEqual(off, []);
  });
});
