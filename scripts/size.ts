/**
 * `npm run size`: the initial JS and CSS of the home page (what index.html loads before any lazy
 * chunk), raw, gzip and brotli. Fails when the initial JS is above the budget (gzip).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Issue 16's budget, the one `npm run bench` checks too. */
export const initialJsBudgetGzipBytes = 150 * 1024;

type Sizes = { raw: number; gzip: number; brotli: number };

/** The JS and CSS files index.html loads, each with its sizes, and their totals by kind. */
export function initialAssets(dist = path.resolve(__dirname, '../dist')) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const names = [...html.matchAll(/(?:src|href)=["']?\/?([^"' >]+\.(?:js|css))/g)].map((match) => match[1]!);
  const totals: Record<'js' | 'css', Sizes> = {
    js: { raw: 0, gzip: 0, brotli: 0 },
    css: { raw: 0, gzip: 0, brotli: 0 },
  };
  const assets = names.map((name) => {
    const content = readFileSync(path.join(dist, name));
    const sizes: Sizes = {
      raw: content.length,
      gzip: gzipSync(content, { level: 9 }).length,
      brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    const total = totals[name.endsWith('.css') ? 'css' : 'js'];
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
    return { name, ...sizes };
  });
  return { assets, ...totals };
}

function main() {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const row = (name: string, sizes: Sizes) =>
    console.log(
      name.padEnd(40),
      kb(sizes.raw).padStart(10),
      kb(sizes.gzip).padStart(10),
      kb(sizes.brotli).padStart(10),
    );
  const { assets, js, css } = initialAssets();
  console.log('asset'.padEnd(40), 'raw'.padStart(10), 'gzip'.padStart(10), 'brotli'.padStart(10));
  for (const asset of assets) row(asset.name, asset);
  row('initial js', js);
  row('initial css', css);
  if (js.gzip > initialJsBudgetGzipBytes) {
    console.error(`Initial JS is ${kb(js.gzip)} gzip, over the budget of ${kb(initialJsBudgetGzipBytes)}.`);
    process.exit(1);
  }
  console.log(`Initial JS within the budget of ${kb(initialJsBudgetGzipBytes)} gzip.`);
}

if (require.main === module) main();
