// Browser test of the built page (dist/, from `trunk build --release`): what a keyboard or
// screen-reader user meets — where the focus goes, what is announced, what covers what.
// Run: node --test tests/e2e/   (after `trunk build --release --offline`)

import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { servedPage } from './harness.mjs';

const WAIT = 30_000;
/** The pod the example's root cause is in. */
const POD = 'web-7d9f8c6b5-x2kqp';

describe('status-explainer page, by keyboard and screen reader', () => {
  const served = servedPage();
  const problems = [];


  async function openPage(options = {}) {
    const context = await served.browser.newContext({ viewport: { width: 1200, height: 900 }, ...options });
    const page = await context.newPage();
    page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
    page.setDefaultTimeout(WAIT);
    await page.goto(served.baseUrl, { waitUntil: 'load', timeout: WAIT });
    await page.waitForSelector('textarea#paste', { timeout: WAIT });
    return { context, page };
  }

  /** The name (the code in its heading) of the card whose heading has the focus, if any. */
  function focusedCard(page) {
    return page.evaluate(() => (document.activeElement?.classList.contains('name') ? document.activeElement.querySelector('code')?.textContent : null));
  }

  async function waitForFocusOn(page, name) {
    try {
      await page.waitForFunction((name) => document.activeElement?.classList.contains('name') && document.activeElement.querySelector('code')?.textContent === name, name, { timeout: 5_000 });
    } catch (err) {
      const at = await page.evaluate(() => `${document.activeElement?.tagName}.${document.activeElement?.className} ${document.activeElement?.textContent?.slice(0, 80)}`);
      throw new Error(`the focus did not go to the card of ${name}; it is on ${at}\n${problems.join('\n')}`);
    }
  }

  test('the way to the root cause shows a card that a folded branch, a filter or a search hides', async () => {
    const { context, page } = await openPage();
    try {
      await page.click('button#load-example');
      await page.waitForSelector('article.resource[data-verdict="Failed"]');
      const banner = page.locator('.bundle-cause button.chain-step');
      // A folded branch: it opens, and the card gets the focus.
      await page.click('details.owned > summary');
      await page.waitForFunction(() => !document.querySelector('details.owned').open);
      await banner.click();
      await waitForFocusOn(page, POD);
      assert.equal(await page.$eval('details.owned', (el) => el.open), true);
      // A filter: a root-cause step of the Deployment's card (the one card it shows) clears it,
      // and the notice says so.
      await page.click('.filters .chip >> text=/^Degraded/');
      await page.waitForFunction(() => document.querySelectorAll('article.resource').length === 1);
      await page.click(`article.resource .root-cause button.chain-step >> text=Pod ${POD}`);
      await waitForFocusOn(page, POD);
      assert.match(await page.$eval('.filters .chip[aria-pressed="true"]', (el) => el.textContent), /^All/);
      assert.match(await page.textContent('.notice'), new RegExp(`Pod ${POD} was hidden by the filter “Degraded”: all resources are shown again\\.`));
      // A search that finds nothing: cleared the same way.
      await page.fill('#search', 'zzz');
      await page.waitForFunction(() => document.querySelectorAll('article.resource').length === 0);
      await banner.click();
      await waitForFocusOn(page, POD);
      assert.equal(await page.$eval('#search', (el) => el.value), '');
      assert.match(await page.textContent('.notice'), /was hidden by the search “zzz”/);
      assert.equal(await focusedCard(page), POD);
    } finally {
      await context.close();
    }
  });

  test('the way to the root cause reaches a card past the first 200 drawn, in the tree and in a filtered list', async () => {
    const { context, page } = await openPage();
    try {
      // 250 pods that fail because their node does not answer, then the node: its card is the
      // 251st, past the page of 200 the list draws first.
      const pods = Array.from({ length: 250 }, (_, n) => `apiVersion: v1
kind: Pod
metadata: {name: api-${String(n).padStart(3, '0')}, namespace: prod}
spec: {nodeName: worker-3, containers: [{name: api, image: registry.example.com/api:1.0}]}
status:
  phase: Running
  conditions:
  - {type: Ready, status: "False", reason: NodeNotReady, lastTransitionTime: "2025-03-04T10:21:40Z"}
`);
      const node = `apiVersion: v1
kind: Node
metadata: {name: worker-3}
status:
  conditions:
  - {type: Ready, status: Unknown, reason: NodeStatusUnknown, message: Kubelet stopped posting node status., lastTransitionTime: "2025-03-04T10:21:40Z"}
`;
      // Pasted (typed into the text area, 75 KB would take Playwright seconds).
      await page.$eval('#paste', (area, text) => {
        area.value = text;
        area.dispatchEvent(new InputEvent('input', { inputType: 'insertFromPaste', bubbles: true }));
      }, [...pods, node].join('---\n'));
      await page.waitForFunction(() => document.querySelectorAll('article.resource').length === 200);
      assert.match(await page.textContent('#show-more'), /Show the other 51/);
      const nodeCards = () => page.$$eval('article.resource .name code', (names) => names.filter((name) => name.textContent === 'worker-3').length);
      assert.equal(await nodeCards(), 0, 'the node card is drawn already');
      // The banner's way to the root cause, by keyboard.
      const banner = page.locator('.bundle-cause button.chain-step');
      assert.equal(await banner.textContent(), 'see Node worker-3');
      await banner.focus();
      await page.keyboard.press('Enter');
      await waitForFocusOn(page, 'worker-3');
      const onScreen = () => page.evaluate(() => {
        const at = document.activeElement.getBoundingClientRect();
        return at.top >= 0 && at.bottom <= innerHeight;
      });
      assert.ok(await onScreen(), 'the card has the focus but is off screen');
      assert.equal(await page.$('#show-more'), null, 'the list was not drawn to its end');
      // Filtered (every card here is Failed, so the filter hides nothing): a flat list of 200
      // again, and a pod's root-cause step leads to the node's card, the filter kept.
      await page.click('.filters .chip >> text=/^Failed/');
      await page.waitForFunction(() => document.querySelectorAll('article.resource').length === 200 && document.querySelector('#show-more'));
      assert.equal(await nodeCards(), 0);
      const step = page.locator('article.resource .root-cause button.chain-step >> text=Node worker-3').first();
      await step.focus();
      await page.keyboard.press('Enter');
      await waitForFocusOn(page, 'worker-3');
      assert.ok(await onScreen(), 'the card has the focus but is off screen');
      assert.match(await page.$eval('.filters .chip[aria-pressed="true"]', (el) => el.textContent), /^Failed/);
    } finally {
      await context.close();
    }
  });

  test('a notice is said by a live region there from the start, covers nothing that gets the focus, and goes by Escape or by itself', async () => {
    const { context, page } = await openPage({ viewport: { width: 360, height: 740 }, permissions: ['clipboard-read', 'clipboard-write'] });
    try {
      await page.clock.install();
      const region = () => page.$eval('.notices [role="status"]', (el) => el.textContent);
      assert.equal(await region(), '', 'the live region is not there, empty, before any notice');
      await page.click('button#load-example');
      await page.waitForSelector('article.resource[data-verdict="Failed"]');
      await page.focus('#copy-markdown');
      await page.keyboard.press('Enter');
      await page.waitForSelector('.notice');
      assert.match(await region(), /^Copied the explanation as Markdown \(\d+ lines\)\.$/);
      assert.equal(await page.$('[role="status"] button'), null, 'a button is inside the live region');
      // Forty tab stops on: none is under the notice.
      for (let presses = 0; presses < 40; presses += 1) {
        await page.keyboard.press('Tab');
        const overlap = await page.evaluate(() => {
          const notice = document.querySelector('.notice');
          const focused = document.activeElement;
          if (!notice || notice.contains(focused) || focused === document.body) return null;
          const [n, f] = [notice.getBoundingClientRect(), focused.getBoundingClientRect()];
          return f.bottom > n.top && f.top < n.bottom ? `${focused.tagName} ${focused.textContent.slice(0, 40)} (${f.top}–${f.bottom}) under the notice (${n.top}–${n.bottom})` : null;
        });
        assert.equal(overlap, null);
      }
      // Escape dismisses it.
      await page.keyboard.press('Escape');
      await page.waitForFunction(() => !document.querySelector('.notice'));
      assert.equal(await region(), '');
      // Copied again: it goes by itself after a while.
      await page.click('#copy-markdown');
      await page.waitForSelector('.notice');
      await page.clock.fastForward(20_000);
      await page.waitForFunction(() => !document.querySelector('.notice'));
      // What asks for something (the offer to restore text) stays until dismissed.
      await page.fill('#paste', 'apiVersion: v1\nkind: Pod\nmetadata: {name: mine}\n');
      await page.waitForSelector('article.resource .name >> text=mine');
      await page.click('button#load-example');
      await page.waitForSelector('.notice button.restore');
      await page.clock.fastForward(60_000);
      await page.keyboard.press('Escape');
      assert.match(await region(), /The text before this one is kept/);
      await page.click('.notice .dismiss');
      await page.waitForFunction(() => !document.querySelector('.notice'));
    } finally {
      await context.close();
    }
  });

  test('on a narrow screen the answer scrolled into view takes the focus with it, and the placeholder fits', async () => {
    const { context, page } = await openPage({ viewport: { width: 360, height: 740 } });
    try {
      // The placeholder is whole, not cut off at the text area's edge.
      const fits = await page.$eval('#paste', (area) => {
        const style = getComputedStyle(area);
        const context = document.createElement('canvas').getContext('2d');
        context.font = `${style.fontSize} ${style.fontFamily}`;
        const room = area.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return { width: context.measureText(area.placeholder).width, room };
      });
      assert.ok(fits.width <= fits.room, `the placeholder is cut off: ${JSON.stringify(fits)}`);
      await page.focus('button#load-example');
      await page.keyboard.press('Enter');
      await page.waitForSelector('article.resource[data-verdict="Failed"]');
      await page.waitForFunction(() => scrollY > 200);
      await page.waitForTimeout(100);
      const focused = await page.evaluate(() => {
        const at = document.activeElement.getBoundingClientRect();
        return { what: `${document.activeElement.tagName}.${document.activeElement.className}`, top: at.top, bottom: at.bottom };
      });
      assert.ok(focused.bottom > 0 && focused.top < 740, `the focus was left off screen: ${JSON.stringify(focused)}`);
      // The next Tab goes on from the answer.
      await page.keyboard.press('Tab');
      const next = await page.evaluate(() => document.activeElement.getBoundingClientRect().top);
      assert.ok(next > 0 && next < 740, `the next tab stop is off screen (${next})`);
    } finally {
      await context.close();
    }
  });

  test('a command reached by Tab is selected, and a screen reader hears so and how to copy it', async () => {
    const { context, page } = await openPage();
    try {
      await page.click('button#load-example');
      await page.waitForSelector('article.resource[data-verdict="Failed"] code.command');
      // From the search box on, by Tab, to the first command.
      await page.focus('#search');
      for (let presses = 0; presses < 40; presses += 1) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(() => document.activeElement.matches('code.command'))) break;
      }
      const command = await page.evaluate(() => document.activeElement.matches('code.command') && document.activeElement.textContent);
      assert.ok(command, 'Tab never reached a command');
      assert.equal(await page.evaluate(() => getSelection().toString()), command, 'the command is not selected');
      // What Chromium's accessibility tree (what screen readers read) says of it.
      const cdp = await context.newCDPSession(page);
      const { result } = await cdp.send('Runtime.evaluate', { expression: 'document.activeElement' });
      const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { objectId: result.objectId, fetchRelatives: false });
      const node = nodes.find((n) => !n.ignored);
      assert.equal(node?.description?.value, 'Selected: Ctrl+C copies it (Command+C on a Mac).', JSON.stringify(node));
      assert.equal(node.properties?.find((p) => p.name === 'focused')?.value?.value, true, JSON.stringify(node));
      // The hint is said with a command only, never on its own while reading the page.
      const { nodes: all } = await cdp.send('Accessibility.getFullAXTree');
      const said = all.filter((n) => !n.ignored && n.role?.value === 'StaticText' && /Ctrl\+C/.test(n.name?.value ?? ''));
      assert.deepEqual(said, []);
    } finally {
      await context.close();
    }
  });

  test('typed slowly, a line that does not read yet is said once the typing pauses, and the search count too', async () => {
    const { context, page } = await openPage();
    try {
      await page.clock.install();
      await page.click('button#load-example');
      await page.waitForSelector('article.resource[data-verdict="Failed"]');
      const region = () => page.$eval('section.explanation > p.sr-only[role="status"]', (el) => el.textContent);
      const answer = await region();
      assert.match(answer, /^3 resources: 2 failed/);
      // Everything the region says from now on.
      await page.$eval('section.explanation > p.sr-only[role="status"]', (el) => {
        window.said = [];
        new MutationObserver(() => window.said.push(el.textContent)).observe(el, { childList: true, subtree: true, characterData: true });
      });
      // A new line under `namespace: shop`, typed at 300 ms a key: at most pauses of the
      // editor's 200 ms, the document breaks and reads again (a key half typed, a quote open).
      await page.$eval('#paste', (area) => {
        const at = area.value.indexOf('  namespace: shop') + '  namespace: shop'.length;
        area.focus();
        area.setSelectionRange(at, at);
      });
      await page.keyboard.press('Enter');
      await page.clock.runFor(300);
      let problemShown = false;
      for (const key of '  description: "orders') {
        await page.keyboard.type(key);
        await page.clock.runFor(300);
        problemShown ||= await page.evaluate(() => !!document.querySelector('.banner.stale') && /does not read|line \d+/i.test(document.querySelector('.input-problems')?.textContent ?? ''));
      }
      assert.ok(problemShown, 'the input problem is not shown at once while typing');
      assert.deepEqual(await page.evaluate(() => window.said.filter((words) => /does not read/.test(words))), [], 'said while still typing');
      assert.equal(await region(), answer);
      // A pause: now it is said.
      await page.clock.runFor(1_100);
      assert.match(await region(), /^Line \d+ does not read yet: the explanation shown is the one from before the edit\.$/);
      // The quote closed: the answer again.
      await page.keyboard.type('"');
      await page.clock.runFor(300);
      await page.waitForFunction(() => !document.querySelector('.banner.stale'));
      assert.equal(await region(), answer);

      // The search: the count shows at once, and is said once the typing pauses.
      const live = () => page.$eval('.toolbar [aria-live="polite"]', (el) => el.textContent);
      assert.equal(await live(), '');
      await page.focus('#search');
      for (const key of 'replicaset') {
        await page.keyboard.type(key);
        await page.clock.runFor(300);
        assert.equal(await live(), '', `the count was said while typing (at “${key}”)`);
      }
      const shown = await page.textContent('.toolbar .shown');
      assert.match(shown, /^showing \d+ of 3$/);
      await page.clock.runFor(1_300);
      assert.equal(await live(), shown);
    } finally {
      await context.close();
    }
  });

  test('landmarks: the masthead is a banner beside the main content, which holds the paste (with its heading) and the explanation', async () => {
    const { context, page } = await openPage();
    try {
      // The skip link is before the masthead and the main content, the first thing Tab
      // reaches, and still leads to the explanation.
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement.className), 'skip-link');
      await page.keyboard.press('Enter');
      assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'Explanation');
      await page.click('button#load-example');
      await page.waitForSelector('article.resource[data-verdict="Failed"]');
      const cdp = await context.newCDPSession(page);
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      const byId = new Map(nodes.map((node) => [node.nodeId, node]));
      const role = (node) => node.role?.value;
      const name = (node) => node.name?.value ?? '';
      const above = (node) => {
        const roles = [];
        for (let at = byId.get(node.parentId); at; at = byId.get(at.parentId)) roles.push(role(at));
        return roles;
      };
      const within = (landmark, test) => {
        const found = [];
        const walk = (node) => {
          if (!node) return;
          if (test(node)) found.push(node);
          for (const child of node.childIds ?? []) walk(byId.get(child));
        };
        walk(landmark);
        return found;
      };
      const banners = nodes.filter((node) => role(node) === 'banner');
      const mains = nodes.filter((node) => role(node) === 'main');
      assert.equal(banners.length, 1, 'one banner landmark');
      assert.equal(mains.length, 1, 'one main landmark');
      assert.ok(!above(banners[0]).includes('main'), 'the banner is inside the main content');
      assert.deepEqual(within(banners[0], (node) => role(node) === 'heading').map(name), ['status-explainer']);
      // The main content: the paste area's region with its heading, and the explanation.
      const regions = within(mains[0], (node) => role(node) === 'region').map(name);
      assert.ok(regions.includes('Your paste') && regions.includes('Explanation'), JSON.stringify(regions));
      const headings = within(mains[0], (node) => role(node) === 'heading').map(name);
      assert.deepEqual(headings.slice(0, 3), ['Your paste', 'Summary', 'Resources'], JSON.stringify(headings));
      assert.ok(within(mains[0], (node) => role(node) === 'textbox' && /^Resource status/.test(name(node))).length === 1, 'the paste area is not in the main content');
    } finally {
      await context.close();
    }
  });

  test('the paste area shows a ring when it has the focus', async () => {
    const { context, page } = await openPage();
    try {
      const ring = () => page.$eval('.editor', (el) => getComputedStyle(el).outlineStyle);
      assert.equal(await ring(), 'none');
      await page.focus('#paste');
      assert.equal(await ring(), 'solid');
    } finally {
      await context.close();
    }
  });

  test('on a narrow screen the skip link shows only when it has the focus', async () => {
    const { context, page } = await openPage({ viewport: { width: 360, height: 740 } });
    try {
      const bottom = () => page.$eval('.skip-link', (el) => el.getBoundingClientRect().bottom);
      assert.ok((await bottom()) <= 0, `the skip link shows without the focus (its bottom at ${await bottom()} px)`);
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement.className), 'skip-link');
      const box = await page.$eval('.skip-link', (el) => el.getBoundingClientRect().toJSON());
      assert.ok(box.top >= 0 && box.bottom <= 740, JSON.stringify(box));
    } finally {
      await context.close();
    }
  });
});
