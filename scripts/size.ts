/**
 * `npm run size`: the initial JS and CSS of the home page (what index.html loads before any lazy
 * chunk), raw, gzip and brotli. Fails when the initial JS is above the budget (gzip).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const initialJsBudgetGzipBytes = 170 * 1024;

const dist = path.resolve(__dirname, '../dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const assets = [...html.matchAll(/(?:src|href)=["']?\/?([^"' >]+\.(?:js|css))/g)].map((match) => match[1]!);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const totals = { js: { raw: 0, gzip: 0, brotli: 0 }, css: { raw: 0, gzip: 0, brotli: 0 } };

console.log('asset'.padEnd(40), 'raw'.padStart(10), 'gzip'.padStart(10), 'brotli'.padStart(10));
for (const asset of assets) {
  const content = readFileSync(path.join(dist, asset));
  const sizes = {
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
  const total = totals[asset.endsWith('.css') ? 'css' : 'js'];
  total.raw += sizes.raw;
  total.gzip += sizes.gzip;
  total.brotli += sizes.brotli;
  console.log(asset.padEnd(40), kb(sizes.raw).padStart(10), kb(sizes.gzip).padStart(10), kb(sizes.brotli).padStart(10));
}
for (const [kind, total] of Object.entries(totals)) {
  console.log(
    `initial ${kind}`.padEnd(40),
    kb(total.raw).padStart(10),
    kb(total.gzip).padStart(10),
    kb(total.brotli).padStart(10),
  );
}
if (totals.js.gzip > initialJsBudgetGzipBytes) {
  console.error(`Initial JS is ${kb(totals.js.gzip)} gzip, over the budget of ${kb(initialJsBudgetGzipBytes)}.`);
  process.exit(1);
}
console.log(`Initial JS within the budget of ${kb(initialJsBudgetGzipBytes)} gzip.`);
