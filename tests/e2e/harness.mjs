// Shared by the browser tests: a static server for dist/ on 127.0.0.1 and Debian's Chromium.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST = path.join(ROOT, 'dist');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/** Serves dist/ on 127.0.0.1 at a free port. */
export function startServer() {
  const server = http.createServer((req, res) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url, 'http://127.0.0.1').pathname);
    } catch {
      res.writeHead(400).end('bad request');
      return;
    }
    let file = path.normalize(path.join(DIST, pathname));
    if (file !== DIST && !file.startsWith(DIST + path.sep)) {
      res.writeHead(403).end('forbidden');
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) {
      file = path.join(file, 'index.html');
    }
    fs.readFile(file, (err, body) => {
      if (err) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('not found');
        return;
      }
      const type = CONTENT_TYPES[path.extname(file).toLowerCase()] || 'application/octet-stream';
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/** Headless Chromium with no background traffic (nothing may leave 127.0.0.1). */
export function launchBrowser() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * For the calling `describe` block: a server for dist/ and a browser, started before its tests
 * and stopped after them. The returned object's `baseUrl` (the page at `at` under dist/) and
 * `browser` are set once they run; `needs` is the built file the tests cannot do without, and
 * `build` how to make it.
 */
export function servedPage({ at = '', needs = path.join(DIST, 'index.html'), build = 'trunk build --release --offline' } = {}) {
  const served = { server: null, baseUrl: '', browser: null };
  before(async () => {
    assert.ok(fs.existsSync(needs), `no ${needs}: run \`${build}\` first`);
    served.server = await startServer();
    served.baseUrl = `http://127.0.0.1:${served.server.address().port}/${at}`;
    served.browser = await launchBrowser();
  });
  after(async () => {
    if (served.browser) await served.browser.close();
    if (served.server) await new Promise((resolve) => served.server.close(resolve));
  });
  return served;
}
