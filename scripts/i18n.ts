/**
 * `npm run i18n:extract`: writes every message the code defines (id, German default, description)
 * to translations/extracted/messages.json, the catalogue translators work from.
 * `npm run i18n:compile`: compiles each locale file to AST in translations/compiled/, so the
 * production bundle ships no ICU parser. The locale list comes from the one site table.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { locales } from '../src/config/sites';

const root = path.resolve(__dirname, '..');
const formatjs = path.join(root, 'node_modules/.bin/formatjs');
const run = (args: string[]) => execFileSync(formatjs, args, { cwd: root, stdio: 'inherit' });

export const sourceGlob = 'src/**/*.{ts,tsx}';

function extract() {
  run([
    'extract',
    sourceGlob,
    '--ignore',
    'src/**/*.d.ts',
    // No-break spaces are typography (a number and its unit), not layout.
    '--preserve-whitespace',
    '--out-file',
    'translations/extracted/messages.json',
  ]);
}

function compile() {
  mkdirSync(path.join(root, 'translations/compiled'), { recursive: true });
  for (const locale of locales) {
    run([
      'compile',
      `translations/${locale}.json`,
      '--format',
      'simple',
      '--ast',
      '--out-file',
      `translations/compiled/${locale}.json`,
    ]);
  }
}

const command = process.argv[2];
if (command === 'extract') extract();
else if (command === 'compile') compile();
else {
  console.error('usage: tsx scripts/i18n.ts extract|compile');
  process.exit(2);
}
