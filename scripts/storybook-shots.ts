/**
 * `npm run storybook:shots`: a screenshot of every story of the static Storybook (run
 * `npm run build-storybook` first) in Debian's Chromium, into artifacts/storybook/, so a reviewer
 * can look at every widget and state without opening a browser. Stories whose id matches the
 * optional argument only: `npm run storybook:shots -- button`.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { launchChromium } from './chromium';
import { serveStorybook, storyIds } from './storybookStatic';

const root = path.resolve(__dirname, '..');
const outDir = path.join(root, 'artifacts/storybook');
const filter = process.argv[2]?.toLowerCase();

async function main() {
  const ids = storyIds(filter);
  const { base, close } = await serveStorybook();
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  mkdirSync(outDir, { recursive: true });
  for (const id of ids) {
    // Not networkidle: some stories keep a request open on purpose (the `hang` scenario).
    await page.goto(`${base}/iframe.html?id=${id}&viewMode=story`, { waitUntil: 'load' });
    await page.waitForTimeout(600);
    await page.screenshot({ path: path.join(outDir, `${id}.png`), fullPage: true });
  }
  console.log(`${ids.length} stories in ${path.relative(root, outDir)}/`);
  await browser.close();
  close();
}

void main();
