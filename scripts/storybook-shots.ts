/**
 * `npm run storybook:shots`: a screenshot of every story of the static Storybook (run
 * `npm run build-storybook` first) in Debian's Chromium, into artifacts/storybook/, so a reviewer
 * can look at every widget and state without opening a browser. Stories whose id matches the
 * optional argument only: `npm run storybook:shots -- button`.
 */
import express from 'express';
import { mkdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { launchChromium } from './chromium';

const root = path.resolve(__dirname, '..');
const staticDir = path.join(root, 'storybook-static');
const outDir = path.join(root, 'artifacts/storybook');
const filter = process.argv[2]?.toLowerCase();

async function main() {
  const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
    entries: Record<string, { id: string; type: string }>;
  };
  const ids = Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && (!filter || entry.id.includes(filter)))
    .map((entry) => entry.id);
  const server = express().use(express.static(staticDir)).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
  server.close();
}

void main();
