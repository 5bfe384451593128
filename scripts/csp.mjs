// Trunk post-build hook: adds a Content-Security-Policy to the built index.html.
// The policy allows only this page's own files (plus the hash of Trunk's inline loader), so the
// page cannot connect anywhere else, load fonts, images or scripts from elsewhere, or submit forms.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) {
  console.error('csp.mjs: TRUNK_STAGING_DIR is not set (run it as a Trunk post_build hook)');
  process.exit(1);
}
const file = path.join(dir, 'index.html');
let html = fs.readFileSync(file, 'utf8');
const hashes = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map(
  (match) => `'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`,
);
const policy = [
  "default-src 'none'",
  `script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`.trim(),
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}">`;
html = html.replace('<meta charset="utf-8">', `<meta charset="utf-8">\n  ${meta}`);
fs.writeFileSync(file, html);
console.log(`csp.mjs: ${hashes.length} inline script(s) hashed`);
