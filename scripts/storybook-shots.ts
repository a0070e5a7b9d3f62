/**
 * `npm run storybook:shots`: a screenshot of every story of the static Storybook (run
 * `npm run build-storybook` first) in Debian's Chromium, into artifacts/storybook/, so a reviewer
 * can look at every widget and state without opening a browser. Stories whose id matches the
 * optional argument only: `npm run storybook:shots -- button`.
 *
 * `--width 375` sets the page's width (1024 by default); `--locale pseudo` shows each story, once
 * it has played in German, in the pseudo-locale (scripts/storyPseudo.ts), to look for text that is
 * cut off or overlaps: `npm run storybook:shots -- --locale pseudo --width 375` writes
 * artifacts/storybook/pseudo-375/.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium, pageHelpers } from './chromium';
import { serveStorybook, storyIds } from './storybookStatic';
import { countStoryRenders, switchToPseudo } from './storyPseudo';

const root = path.resolve(__dirname, '..');
const { values: options, positionals } = parseArgs({
  options: { locale: { type: 'string' }, width: { type: 'string', default: '1024' } },
  allowPositionals: true,
});
const pseudo = options.locale === 'pseudo';
if (options.locale !== undefined && !pseudo) throw new Error(`--locale ${options.locale}: only "pseudo" is known`);
const width = Number(options.width);
const outDir = path.join(root, 'artifacts/storybook', pseudo ? `pseudo-${width}` : width === 1024 ? '' : `${width}`);
const filter = positionals[0]?.toLowerCase();

async function main() {
  const ids = storyIds(filter);
  const { base, close } = await serveStorybook();
  const browser = await launchChromium();
  const context = await browser.newContext({ viewport: { width, height: 768 } });
  await context.addInitScript(pageHelpers);
  await context.addInitScript(countStoryRenders);
  const page = await context.newPage();
  mkdirSync(outDir, { recursive: true });
  for (const id of ids) {
    // Not networkidle: some stories keep a request open on purpose (the `hang` scenario).
    await page.goto(`${base}/iframe.html?id=${id}&viewMode=story`, { waitUntil: 'load' });
    if (pseudo) {
      await page.waitForFunction((storyId) => (window.__renders?.[storyId] ?? 0) > 0, id, { timeout: 30_000 });
      await switchToPseudo(page, id, 30_000);
    }
    await page.waitForTimeout(600);
    await page.screenshot({ path: path.join(outDir, `${id}.png`), fullPage: true });
  }
  console.log(`${ids.length} stories in ${path.relative(root, outDir)}/`);
  await browser.close();
  close();
}

void main();
