/**
 * `npm run build`, after webpack (issue 47): writes a brotli (`.br`) and a gzip (`.gz`) copy beside
 * each file of dist/ that a browser downloads and that compresses (scripts, styles, source maps,
 * SVG, robots.txt), at the highest quality, once: the host (src/host/createHost.ts) sends the copy
 * the browser accepts, with `Content-Encoding` and `Vary: Accept-Encoding`, and compresses nothing
 * of them per request. HTML is not among them: the host renders pages (their documents are templates).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { compressibleFilePattern } from '../src/host/files';

/** Smaller than this, a file is sent as it is: the compressed copy would save less than a packet. */
const minimumBytes = 512;

export function precompress(distDir: string): { files: number; bytes: number; brotliBytes: number } {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  const visit = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        visit(file);
        continue;
      }
      if (!compressibleFilePattern.test(name) || name.endsWith('.html')) continue;
      const body = readFileSync(file);
      if (body.length < minimumBytes) continue;
      const brotli = brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
      writeFileSync(`${file}.br`, brotli);
      writeFileSync(`${file}.gz`, gzipSync(body, { level: constants.Z_BEST_COMPRESSION }));
      totals.files += 1;
      totals.bytes += body.length;
      totals.brotliBytes += brotli.length;
    }
  };
  visit(distDir);
  return totals;
}

if (require.main === module) {
  const { files, bytes, brotliBytes } = precompress(path.resolve(__dirname, '../dist'));
  console.log(
    `precompress: ${files} files in dist/ with .br and .gz beside them (${Math.round(bytes / 1024)} kB, brotli ${Math.round(brotliBytes / 1024)} kB)`,
  );
}
