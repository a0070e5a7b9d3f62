/**
 * `npm run bench:bundle`: what each dependency and each part of the shop costs in the initial JS of
 * `/` (the files index.html loads), from the build's source maps. Writes bench/bundle.md. Run it
 * after `npm run build`, and before adding a dependency: the initial JS has a budget (issue 16).
 *
 * Minified bytes are exact per source; gzip does not add up per source, so a group's gzip figure
 * is its share of its file's gzip size, in proportion to its minified bytes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { initialAssets } from './size';

const root = path.resolve(__dirname, '..');

/** node_modules/<package> (scoped packages whole), src/<layer>/<part>, or the webpack runtime. */
export function groupOf(source: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1]!;
  const own = /(?:^|\/)(src\/[^/]+(?:\/[^/.]+)?)/.exec(source);
  if (own) return own[1]!;
  return source.includes('webpack/') ? 'webpack runtime' : '(other)';
}

export type Group = { group: string; minified: number; gzip: number };

/** Minified bytes per group for one file, from its source map. */
function minifiedBySource(file: string): Map<string, number> {
  const code = readFileSync(file, 'utf8');
  const lines = code.split('\n');
  const map = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')) as RawSourceMap);
  const bytes = new Map<string, number>();
  let previous: { line: number; column: number; source: string | null } | undefined;
  const count = (until: { line: number; column: number } | undefined) => {
    if (!previous) return;
    const end = until && until.line === previous.line ? until.column : lines[previous.line - 1]!.length;
    const group = previous.source ? groupOf(previous.source) : 'webpack runtime';
    bytes.set(group, (bytes.get(group) ?? 0) + Math.max(0, end - previous.column));
  };
  map.eachMapping((mapping) => {
    const here = { line: mapping.generatedLine, column: mapping.generatedColumn };
    count(here);
    previous = { ...here, source: mapping.source };
  });
  count(undefined);
  return bytes;
}

/** The initial JS of `/` by group, largest first. */
export function initialJsByGroup(dist = path.join(root, 'dist')): { total: Group; groups: Group[] } {
  const { assets } = initialAssets(dist);
  const groups = new Map<string, Group>();
  for (const asset of assets.filter((candidate) => candidate.name.endsWith('.js'))) {
    const bytes = minifiedBySource(path.join(dist, asset.name));
    const mapped = [...bytes.values()].reduce((sum, value) => sum + value, 0);
    for (const [group, minified] of bytes) {
      const entry = groups.get(group) ?? { group, minified: 0, gzip: 0 };
      entry.minified += minified;
      entry.gzip += (asset.gzip * minified) / mapped;
      groups.set(group, entry);
    }
  }
  const sorted = [...groups.values()].sort((a, b) => b.gzip - a.gzip);
  const total = sorted.reduce(
    (sum, group) => ({ ...sum, minified: sum.minified + group.minified, gzip: sum.gzip + group.gzip }),
    {
      group: 'initial JS',
      minified: 0,
      gzip: 0,
    },
  );
  return { total, groups: sorted };
}

/** Writes bench/bundle.md for the build in `dist` and returns its text. */
export function writeBundleReport(dist = path.join(root, 'dist')): string {
  const { total, groups } = initialJsByGroup(dist);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  const lines = [
    '# Initial JS of `/` by dependency and part (`npm run bench:bundle`)',
    '',
    'From the production build’s source maps. Gzip is each group’s share of its file’s gzip size, in',
    'proportion to its minified bytes (gzip does not add up per source).',
    '',
    '| group | minified | gzip (share) |',
    '|---|---|---|',
    ...groups
      .filter((group) => group.gzip >= 100)
      .map((group) => `| ${group.group} | ${kb(group.minified)} | ${kb(group.gzip)} |`),
    `| **${total.group}** | **${kb(total.minified)}** | **${kb(total.gzip)}** |`,
    '',
    'Groups under 0.1 kB gzip are left out of the table, not out of the total.',
    '',
  ];
  writeFileSync(path.join(root, 'bench/bundle.md'), lines.join('\n'));
  return lines.join('\n');
}

if (require.main === module) console.log(writeBundleReport());
